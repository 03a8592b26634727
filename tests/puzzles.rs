//! Puzzles from games: every planted mistake gives its puzzle with the right first move, the
//! clean games give none, and a search of a database stores its puzzles and resumes.

use std::{path::PathBuf, time::Duration};

use tempo::{
    app::{
        engine_runner::EngineRunner,
        engines::{EngineEntry, tempo_pvs},
        puzzles::{
            Puzzle, PuzzleKind, PuzzleSource, Theme,
            batch::{BatchEvent, BatchProgress, BatchSettings, PuzzleBatch, PuzzleInput},
            finder::{FinderSettings, PuzzleFinder},
        },
    },
    db::{Database, ImportOptions},
    formats::pgn::{Game, read_all},
};

/// Depth of the tests' searches: reproducible, and deep enough for every planted puzzle.
const DEPTH: u32 = 10;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/puzzles")
        .join(name)
}

fn games_of(text: &str) -> Vec<Game> {
    read_all(text)
        .into_iter()
        .map(|game| game.expect("fixture parses"))
        .collect()
}

fn puzzles_of(file: &str) -> Vec<(usize, Puzzle)> {
    let text = std::fs::read_to_string(fixture(file)).expect("fixture");
    let games = games_of(&text);
    let engine = tempo_pvs(false).expect("engine");
    let mut runner = EngineRunner::with_engine("Tempo PVS", engine);
    let settings = FinderSettings::with_depth(DEPTH, Vec::new());
    let mut found = Vec::new();
    for (index, game) in games.iter().enumerate() {
        let source = PuzzleSource {
            game_number: Some(index as u64 + 1),
            ..PuzzleSource::default()
        };
        let puzzles = PuzzleFinder::new(&mut runner, &settings)
            .find(game, &source)
            .expect("search");
        found.extend(puzzles.into_iter().map(|p| (index + 1, p)));
    }
    found
}

#[test]
fn every_planted_mistake_gives_its_puzzle() {
    let found = puzzles_of("planted-blunders.pgn");
    let summary: Vec<(usize, usize, String)> = found
        .iter()
        .map(|(game, p)| (*game, p.source.ply, p.solution_san()[0].clone()))
        .collect();
    let expected = [
        (1, 6, "Qxf7#"),
        (2, 15, "exf5"),
        (3, 10, "Bxf7+"),
        (4, 1, "Nf6+"),
        (5, 1, "Rd8#"),
    ];
    assert_eq!(
        summary,
        expected.map(|(g, ply, san)| (g, ply, san.to_owned())),
        "found {summary:?}"
    );
    let themes = |game: usize| &found[game - 1].1.themes;
    assert!(themes(1).contains(&Theme::MateIn(1)));
    assert!(themes(2).contains(&Theme::HangingPiece));
    assert!(themes(3).contains(&Theme::MateIn(2)));
    assert!(themes(4).contains(&Theme::Fork));
    assert!(themes(5).contains(&Theme::BackRankMate));
    assert!(found.iter().all(|(_, p)| p.kind == PuzzleKind::Punish));
    assert_eq!(found[2].1.solution_san(), ["Bxf7+", "Ke7", "Nd5#"]);
}

#[test]
fn clean_games_give_no_puzzle() {
    assert_eq!(puzzles_of("clean-games.pgn").len(), 0);
}

#[test]
fn only_the_named_players_mistakes_count() {
    let text = std::fs::read_to_string(fixture("planted-blunders.pgn")).expect("fixture");
    let games = games_of(&text);
    let engine = tempo_pvs(false).expect("engine");
    let mut runner = EngineRunner::with_engine("Tempo PVS", engine);
    // White erred in game 2 only (8. Qf5); "planted, w" is a case-insensitive prefix.
    let settings = FinderSettings::with_depth(DEPTH, vec!["planted, w".to_owned()]);
    let puzzles = PuzzleFinder::new(&mut runner, &settings)
        .find(&games[1], &PuzzleSource::default())
        .expect("search");
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].player, "Planted, White");
    let none = PuzzleFinder::new(&mut runner, &settings)
        .find(&games[0], &PuzzleSource::default())
        .expect("search");
    assert!(none.is_empty());
}

fn run_batch(db: &std::path::Path) -> (BatchProgress, Vec<Puzzle>) {
    let settings = BatchSettings {
        finder: FinderSettings::with_depth(DEPTH, Vec::new()),
        engine: EngineEntry::new("Tempo PVS", || tempo_pvs(false)),
        workers: 2,
        hash_mb: 16,
    };
    let mut batch = PuzzleBatch::start(PuzzleInput::from_path(db.to_owned()), settings, None);
    let mut found = Vec::new();
    loop {
        match batch
            .next_event(Duration::from_secs(120))
            .expect("the batch reports")
        {
            BatchEvent::Found(puzzle) => found.push(*puzzle),
            BatchEvent::Finished {
                progress, error, ..
            } => {
                assert_eq!(error, None);
                return (progress, found);
            }
            BatchEvent::GameFailed { label, error } => panic!("{label}: {error}"),
            BatchEvent::Progress(_) => {}
        }
    }
}

#[test]
fn a_database_search_stores_its_puzzles_and_resumes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("games.tdb");
    let mut db = Database::create_or_open(&path).expect("create");
    db.import_file(
        &fixture("planted-blunders.pgn"),
        &ImportOptions::default(),
        &mut |_| {},
    )
    .expect("import");
    drop(db);
    assert!(matches!(
        PuzzleInput::from_path(path.clone()),
        PuzzleInput::Database(_)
    ));
    let (progress, found) = run_batch(&path);
    assert_eq!(progress.games_done, 5);
    assert_eq!(found.len(), 5);
    assert!(found.iter().all(|p| p.source.game_id.is_some()));
    let stored = Database::open(&path)
        .expect("open")
        .puzzles()
        .expect("puzzles");
    assert_eq!(stored.len(), 5);
    assert!(
        stored
            .iter()
            .any(|p| p.solution == "c4f7 e8e7 c3d5" && p.themes == "mateIn2")
    );
    // A second run finds every game searched already.
    let (again, found) = run_batch(&path);
    assert_eq!(
        (again.games_done, again.already_searched, found.len()),
        (0, 5, 0)
    );
}
