#![allow(clippy::unwrap_used)] // A failing test should stop at the failure.

use std::{
    path::Path,
    sync::Arc,
    time::{Duration, Instant},
};

use super::*;
use crate::{chess::Position, db::Database, formats::pgn::GameResult};

const GAMES: &str = r#"[Event "Club"]
[White "Ann"]
[Black "Ben"]
[Date "2024.01.05"]
[WhiteElo "1800"]
[BlackElo "1700"]
[ECO "C20"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club"]
[White "Ben"]
[Black "Ann"]
[Date "2024.02.05"]
[WhiteElo "1710"]
[BlackElo "1810"]
[ECO "B20"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 0-1

[Event "Open"]
[White "Cleo"]
[Black "Ann"]
[Date "2025.03.01"]
[ECO "D00"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

[Event "Open"]
[White "Ann"]
[Black "Cleo"]
[Date "2025.03.02"]
[ECO "C20"]
[Result "*"]

1. e4 e5 2. Nf3 *
"#;

fn no_waker() -> Waker {
    Arc::new(|| {})
}

/// A database in `dir` holding [`GAMES`].
fn sample(dir: &Path) -> PathBuf {
    let path = dir.join("games.db");
    let mut db = Database::create_or_open(&path).unwrap();
    for game in crate::formats::pgn::read_all(GAMES) {
        db.add_game(&game.unwrap()).unwrap();
    }
    path
}

/// Polls until `done` holds (the query thread answers within a few milliseconds).
fn wait(db: &mut OpenDatabase, mut done: impl FnMut(&mut OpenDatabase) -> bool) {
    let started = Instant::now();
    while !done(db) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "timed out; events: {:?}",
            db.take_events()
        );
        std::thread::sleep(Duration::from_millis(2));
        db.poll();
    }
}

fn opened(path: &Path) -> OpenDatabase {
    let mut db = OpenDatabase::open(path, false, no_waker()).unwrap();
    wait(&mut db, |db| db.is_ready() && !db.list.loading());
    db
}

fn whites(db: &mut OpenDatabase) -> Vec<String> {
    let n = db.list.len().unwrap();
    db.want_rows(0..n);
    wait(db, |db| (0..n).all(|i| db.list.row_at(i).is_some()));
    (0..n)
        .map(|i| db.list.row_at(i).unwrap().white.clone())
        .collect()
}

#[test]
fn open_errors_name_the_file_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.db");
    let mut db = OpenDatabase::open(&missing, false, no_waker()).unwrap();
    wait(&mut db, |db| db.game_count().is_some());
    let events = db.take_events();
    let Some(DatabaseEvent::OpenFailed(text)) = events.first() else {
        panic!("{events:?}");
    };
    assert!(
        text.contains("none.db") && text.contains("no such database"),
        "{text}"
    );
    assert!(!missing.exists(), "opening does not create the file");

    let text_file = dir.path().join("notes.db");
    std::fs::write(
        &text_file,
        "these are not games, but they are long enough to be read",
    )
    .unwrap();
    let mut db = OpenDatabase::open(&text_file, false, no_waker()).unwrap();
    wait(&mut db, |db| db.game_count().is_some());
    let events = db.take_events();
    let Some(DatabaseEvent::OpenFailed(text)) = events.first() else {
        panic!("{events:?}");
    };
    assert!(text.contains("notes.db") && text.contains("not"), "{text}");

    // A new database is created.
    let new = dir.path().join("new.db");
    let mut db = OpenDatabase::open(&new, true, no_waker()).unwrap();
    wait(&mut db, |db| db.is_ready() && !db.list.loading());
    assert_eq!(db.game_count(), Some(0));
    assert_eq!(db.list.len(), Some(0));
}

#[test]
fn list_filters_sorts_and_reads_windows() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = opened(&sample(dir.path()));
    assert_eq!(db.game_count(), Some(4));
    assert_eq!(whites(&mut db), ["Ann", "Ben", "Cleo", "Ann"]);
    assert!(db.list.query_time.is_some());

    db.set_sort(SortKey::White, true);
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(whites(&mut db), ["Cleo", "Ben", "Ann", "Ann"]);

    let filter = GameFilter {
        player: Some("an".into()),
        result: Some(GameResult::BlackWins),
        ..GameFilter::default()
    };
    db.set_filter(filter, None);
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(whites(&mut db), ["Ben"]);

    // Games reaching the position after 1. e4 e5, in any order of the list.
    let after = Position::startpos().after(Position::startpos().parse_san("e4").unwrap());
    let after = after.after(after.parse_san("e5").unwrap());
    db.set_sort(SortKey::Id, false);
    db.set_filter(GameFilter::default(), Some(after));
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(whites(&mut db), ["Ann", "Ann"]);

    // Elo, date, ECO, event and ply ranges.
    let filter = GameFilter {
        min_elo: Some(1750),
        ..GameFilter::default()
    };
    db.set_filter(filter, None);
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(
        db.list.len(),
        Some(0),
        "Ben's 1700 and 1710 keep both games out"
    );
    let filter = GameFilter {
        from: Some(20250000),
        eco: Some((200, 299)),
        event: Some("op".into()),
        min_plies: Some(3),
        ..GameFilter::default()
    };
    db.set_filter(filter, None);
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(whites(&mut db), ["Ann"]);
}

#[test]
fn stale_list_answers_are_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = opened(&sample(dir.path()));
    // Three filters in a row: only the last one's answer is taken.
    for name in ["Ann", "Ben", "Cleo"] {
        db.set_filter(
            GameFilter {
                white: Some(name.into()),
                ..GameFilter::default()
            },
            None,
        );
    }
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(whites(&mut db), ["Cleo"]);
}

#[test]
fn explorer_answers_and_caches_by_position() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = opened(&sample(dir.path()));
    let start = Position::startpos();
    let filter = GameFilter::default();
    assert!(db.explorer(&start, &filter).is_none());
    assert!(db.explorer_loading(&start));
    wait(&mut db, |db| db.explorer(&start, &filter).is_some());
    let explored = db.explorer(&start, &filter).unwrap().clone();
    let sans: Vec<(&str, u64)> = explored
        .moves
        .iter()
        .map(|m| (m.san.as_str(), m.games))
        .collect();
    assert_eq!(sans, [("e4", 3), ("d4", 1)]);
    let e4 = &explored.moves[0];
    assert_eq!((e4.white_wins, e4.draws, e4.black_wins), (1, 0, 1));
    let latest = e4.latest.unwrap().0;
    assert_eq!(explored.latest[&latest].black, "Cleo");
    // Cached: asked again, it answers at once without a request.
    assert!(db.explorer(&start, &filter).is_some());
    assert!(!db.explorer_loading(&start));
    // With the list's filter (Ben's games) the answer differs.
    let bens = GameFilter {
        player: Some("ben".into()),
        ..GameFilter::default()
    };
    wait(&mut db, |db| db.explorer(&start, &bens).is_some());
    let moves = &db.explorer(&start, &bens).unwrap().moves;
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].games, 2);
}

#[test]
fn load_save_delete_copy_and_export() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut db = opened(&path);
    let first = db.list.id_at(0).unwrap();
    db.load_game(first);
    let mut loaded = None;
    wait(&mut db, |db| {
        for event in db.take_events() {
            if let DatabaseEvent::GameLoaded { location, game } = event {
                loaded = Some((location, game));
            }
        }
        loaded.is_some()
    });
    let (location, game) = loaded.unwrap();
    assert_eq!(location.id, first);
    assert_eq!(location.path, path);
    assert_eq!(game.tags.get("White"), Some("Ann"));

    // Save an edit in place: the event changes, the id stays.
    let mut edited = *game;
    edited.tags.set("Event", "Club final");
    db.save_game(first, edited);
    assert!(db.busy());
    let mut events = Vec::new();
    wait(&mut db, |db| {
        events.extend(db.take_events());
        !db.busy()
    });
    assert!(
        matches!(events.as_slice(), [DatabaseEvent::Saved(g)] if g.id == first),
        "{events:?}"
    );
    wait(&mut db, |db| !db.list.loading());
    db.want_rows(0..4);
    wait(&mut db, |db| db.list.row(first).is_some());
    assert_eq!(db.list.row(first).unwrap().event, "Club final");

    // Copy two games into a new database, export them, delete them here.
    let two = vec![db.list.id_at(0).unwrap(), db.list.id_at(1).unwrap()];
    let copy = dir.path().join("copy.db");
    db.copy_games(two.clone(), copy.clone());
    let pgn = dir.path().join("out.pgn");
    db.export_games(two.clone(), pgn.clone());
    db.delete_games(two);
    let mut events = Vec::new();
    wait(&mut db, |db| {
        events.extend(db.take_events());
        !db.busy()
    });
    assert!(
        events.iter().any(|e| matches!(
            e,
            DatabaseEvent::Copied {
                copied: 2,
                duplicates: 0,
                ..
            }
        )),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, DatabaseEvent::Exported { games: 2, .. }))
    );
    assert!(events.iter().any(|e| matches!(
        e,
        DatabaseEvent::Deleted {
            deleted: 2,
            requested: 2
        }
    )));
    wait(&mut db, |db| {
        !db.list.loading() && db.game_count() == Some(2)
    });
    assert_eq!(db.list.len(), Some(2));
    assert_eq!(Database::open(&copy).unwrap().game_count().unwrap(), 2);
    let text = std::fs::read_to_string(&pgn).unwrap();
    let exported = crate::formats::pgn::read_all(&text);
    assert_eq!(exported.len(), 2);
    assert!(text.contains("[Event \"Club final\"]"));

    // An export into a folder that does not exist fails with the path and leaves nothing.
    db.export_games(vec![1], dir.path().join("no/such/dir/x.pgn"));
    let mut events = Vec::new();
    wait(&mut db, |db| {
        events.extend(db.take_events());
        !db.busy()
    });
    assert!(
        matches!(events.as_slice(),
        [DatabaseEvent::Error(text)] if text.contains("x.pgn")),
        "{events:?}"
    );
}

#[test]
fn player_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = opened(&sample(dir.path()));
    db.ask_player("ann");
    wait(&mut db, |db| db.player().is_some_and(|p| p.stats.is_some()));
    let stats = db.player().unwrap().stats.clone().unwrap();
    assert_eq!(stats.names, [("Ann".to_owned(), 4)]);
    assert_eq!(stats.as_white.wins, 1);
    assert_eq!(stats.as_white.unfinished, 1);
    assert_eq!(stats.as_black.wins, 1);
    assert_eq!(stats.as_black.draws, 1);
    let years: Vec<i64> = stats.by_year.iter().map(|y| y.year).collect();
    assert_eq!(years, [2024, 2025]);
    assert_eq!(
        stats.by_opening[0].eco,
        crate::db::header::eco_number("C20")
    );
}

#[test]
fn import_with_progress_skipped_reports_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut db = opened(&path);
    let pgn = dir.path().join("more.pgn");
    let broken = "[White \"X\"]\n[Black \"Y\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n";
    // One new game, one broken, one already stored.
    let new = "[White \"Dora\"]\n[Black \"Eve\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n";
    let first_game = GAMES.split("\n\n[Event").next().unwrap();
    std::fs::write(&pgn, format!("{new}{broken}{first_game}\n\n")).unwrap();
    db.import(vec![pgn.clone()]).unwrap();
    assert!(db.import_job().is_some());
    assert!(db.import(vec![pgn]).is_err(), "one import at a time");
    let mut report = None;
    wait(&mut db, |db| {
        for event in db.take_events() {
            if let DatabaseEvent::ImportFinished(r) = event {
                report = Some(r);
            }
        }
        report.is_some()
    });
    let report = report.unwrap();
    assert_eq!(
        report.totals.summary(),
        "1 imported, 1 skipped, 1 duplicates"
    );
    assert!(!report.cancelled);
    assert_eq!(report.skipped.len(), 1);
    assert!(
        report.skipped[0].starts_with("more.pgn: game 2, line"),
        "{}",
        report.skipped[0]
    );
    assert!(db.import_job().is_none());
    wait(&mut db, |db| {
        !db.list.loading() && db.game_count() == Some(5)
    });
    assert_eq!(db.list.len(), Some(5));

    // A file that does not exist: the report says which.
    db.import(vec![dir.path().join("gone.pgn")]).unwrap();
    let mut report = None;
    wait(&mut db, |db| {
        for event in db.take_events() {
            if let DatabaseEvent::ImportFinished(r) = event {
                report = Some(r);
            }
        }
        report.is_some()
    });
    let error = report.unwrap().error.unwrap();
    assert!(error.contains("gone.pgn"), "{error}");
}

#[test]
fn a_cancelled_import_keeps_what_it_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.db");
    let mut db = OpenDatabase::open(&path, true, no_waker()).unwrap();
    wait(&mut db, |db| db.is_ready());
    let pgn = dir.path().join("many.pgn");
    let mut text = String::new();
    for i in 0..30_000 {
        text.push_str(&format!(
            "[White \"P{i}\"]\n[Black \"Q\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
        ));
    }
    std::fs::write(&pgn, text).unwrap();
    db.import(vec![pgn]).unwrap();
    wait(&mut db, |db| {
        db.import_job()
            .is_some_and(|job| job.status().totals().imported > 0)
            || db.last_import().is_some()
    });
    db.cancel_import();
    assert!(db.import_job().is_none_or(ImportJob::cancelling));
    let mut report = None;
    wait(&mut db, |db| {
        for event in db.take_events() {
            if let DatabaseEvent::ImportFinished(r) = event {
                report = Some(r);
            }
        }
        report.is_some()
    });
    let report = report.unwrap();
    wait(&mut db, |db| !db.list.loading());
    assert_eq!(db.list.len(), Some(report.totals.imported as usize));
    assert!(report.totals.imported > 0);
    if report.cancelled {
        assert!(report.totals.imported < 30_000);
    }
}

#[test]
fn pgn_file_names() {
    assert!(is_pgn_file(Path::new("a/b.PGN")));
    assert!(is_pgn_file(Path::new("b.pgn.gz")));
    assert!(is_pgn_file(Path::new("b.pgn.zst")));
    assert!(!is_pgn_file(Path::new("b.db")));
    assert!(!is_pgn_file(Path::new("pgn")));
}
