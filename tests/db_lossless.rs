//! Game databases keep games losslessly: every game of the shared PGN files, and a game with
//! every kind of annotation, comes back from the database as the same tree and exports as the
//! same text the PGN writer writes for the game read straight from its file.

use std::path::{Path, PathBuf};

use tempo::{
    db::{
        Database, GameFilter, ImportOptions,
        move_code::MoveCode,
        prepare::prepare,
        record::{self, MoveFacts},
    },
    formats::pgn::{Game, PgnReader, read_all, write_game},
};

mod shared_data;

/// The shared PGN files (python-chess test data with quirks: BOM, ChessBase empty line,
/// Chess960, engine comments).
const SHARED_PGNS: [&str; 8] = [
    "anastasian-lewis.pgn",
    "chessbase-empty-line.pgn",
    "cutechess-fischerrandom.pgn",
    "kasparov-deep-blue-1997.pgn",
    "molinari-bordais-1979.pgn",
    "nepomniachtchi-liren-game1.pgn",
    "stockfish-learning.pgn",
    "utf8-bom.pgn",
];

/// A fresh database in a temporary folder (kept alive by the returned guard).
fn fresh_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let path = dir.path().join("games.db");
    (dir, path)
}

/// Imports `path` into a fresh database and checks the export against the writer's text of
/// the games read directly (duplicates, which the database stores once, left out).
fn check_file(path: &Path) -> usize {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8_lossy(&text);
    let mut seen = std::collections::HashSet::new();
    let games: Vec<Game> = read_all(&text)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|g| seen.insert(prepare(g, 24, MoveCode::NEW).hash))
        .collect();
    let expected: String = games.iter().map(write_game).collect();
    let (_dir, db_path) = fresh_db();
    let mut db = Database::create_or_open(&db_path).unwrap_or_else(|e| panic!("{e}"));
    db.import_file(path, &ImportOptions::default(), &mut |_| {})
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut exported = Vec::new();
    let n = db
        .export(&GameFilter::default(), None, &mut exported)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(n as usize, games.len(), "{}", path.display());
    assert_eq!(
        String::from_utf8_lossy(&exported),
        expected,
        "{}",
        path.display()
    );
    for (i, game) in games.iter().enumerate() {
        let loaded = db.load_game(i as i64 + 1).unwrap_or_else(|e| panic!("{e}"));
        assert!(loaded.same_as(game), "{} game {}", path.display(), i + 1);
        assert_eq!(loaded.result(), game.result());
    }
    games.len()
}

#[test]
fn every_shared_pgn_round_trips() {
    let files: Vec<PathBuf> = SHARED_PGNS
        .iter()
        .map(|name| shared_data::require(&format!("pgn/{name}"), "a real-world PGN file"))
        .collect();
    let games: usize = files.iter().map(|f| check_file(f)).sum();
    assert!(games >= 10, "only {games} games read");
}

#[test]
fn annotations_variations_and_set_up_positions_round_trip() {
    let (dir, db_path) = fresh_db();
    let pgn = dir.path().join("annotated.pgn");
    std::fs::write(&pgn, ANNOTATED).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(check_file(&pgn), 3);
    drop(db_path);
}

/// Games whose notes come after their variations, with null moves, captures and
/// promotions at the main line's end, and lines shorter than the position index.
const ODD_LINES: &str = r#"[Event "Notes after variations"]
[Result "*"]

1. e4 (1. d4 d5 $2 {late} (1... Nf6) {later}) {after the variation} $1 e5 (1... c5) $4
2. Nf3 {a} {b [%clk 0:01:00]} 2... Nc6 ( {starting} 2... d6 ) *

[Event "Null on the main line"]
[Result "*"]

1. d4 d5 2. -- Nf6 3. c4 *

[Event "Capture last"]
[Result "*"]

1. e4 d5 2. exd5 *

[Event "Promotion last"]
[Result "*"]
[SetUp "1"]
[FEN "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"]

1. e8=Q (1. e8=N+) *

[Event "En passant"]
[Result "*"]

1. e4 Nf6 2. e5 d5 3. exd6 *

[Event "No moves"]
[Result "*"]

{only a comment} *
"#;

/// The facts of the moves gathered while reading (what an import stores) give the same
/// record and index rows as those taken by playing the finished tree again (what saving an
/// edited game stores).
#[test]
fn facts_taken_while_reading_match_a_replay_of_the_tree() {
    let mut texts: Vec<String> = SHARED_PGNS
        .iter()
        .map(|name| {
            let path = shared_data::require(&format!("pgn/{name}"), "a real-world PGN file");
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            String::from_utf8_lossy(&bytes).into_owned()
        })
        .collect();
    texts.push(ANNOTATED.to_owned());
    texts.push(ODD_LINES.to_owned());
    let mut games = 0;
    for code in [MoveCode::LegalIndex, MoveCode::PieceTarget] {
        for plies in [0, 2, 5, 24] {
            for (i, text) in texts.iter().enumerate() {
                let ours = i >= SHARED_PGNS.len();
                let mut reader = PgnReader::new(text.as_bytes());
                let mut facts = MoveFacts::new(plies, code);
                loop {
                    facts.clear();
                    let Some(read) = reader.read_game_observed(&mut facts) else {
                        break;
                    };
                    let game = match read {
                        Ok(game) => game,
                        Err(e) if ours => panic!("{e}"),
                        Err(_) => continue,
                    };
                    let seen = facts.encode(&game);
                    let replayed = record::encode(&game, plies, code);
                    let what = format!("{code:?}, {plies} plies, {}", write_game(&game));
                    assert_eq!(seen.bytes, replayed.bytes, "{what}");
                    assert_eq!(seen.mainline, replayed.mainline, "{what}");
                    assert_eq!(seen.keys, replayed.keys, "{what}");
                    assert_eq!(seen.deep, replayed.deep, "{what}");
                    assert_eq!(seen.final_men, replayed.final_men, "{what}");
                    games += 1;
                }
            }
        }
    }
    assert!(games >= 8 * 20, "only {games} games compared");
}

const ANNOTATED: &str = r#"[Event "Annotated"]
[Site "?"]
[Date "2024.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "1-0"]
[Annotator "Someone"]
[MyTag "x \"y\""]

{Game comment} 1. e4 $1 {[%clk 0:03:00] [%eval 0.25,18] good} e5 (1... c5 {Sicilian}
(1... e6 $2 2. d4 {French} d5) 2. Nf3 d6 (2... Nc6 {[%foo bar baz]})) 2. Nf3 {[%eval #-3]}
-- 3. Bc4 {[%clk 1:00:00.5]} 1-0

[Event "Set up"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"]

1. exd6 Kd7 2. Ke2 Kxd6 *

[Event "Chess960"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]

9. g3 Nfe8 10. Nc3 *

"#;
