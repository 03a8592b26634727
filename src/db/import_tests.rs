//! The flat reader against the tree reader: every game of many texts gives the same prepared
//! game (or the same error) either way.

use super::*;
use crate::{
    chess::{Move, Position},
    formats::pgn::{Clock, Command, Eval, EvalScore, Game, Nag, NodeId, write_game},
    util::rng::{Rng64 as _, XorShift64Star},
};

/// What `read_block` gave before games were read flat: every game into a tree.
fn read_block_as_trees(block: &Block, index_plies: usize, code: MoveCode) -> Vec<Item> {
    let mut reader = PgnReader::starting_at(&block.bytes[..], block.offset, block.line, 0);
    let mut facts = MoveFacts::new(index_plies, code);
    let mut items = Vec::new();
    loop {
        facts.clear();
        let Some(read) = reader.read_game_observed(&mut facts) else {
            return items;
        };
        items.push(match read {
            Ok(game) => Item::Game(Box::new(prepare_with(&game, &facts))),
            Err(e) => Item::Broken(e),
        });
    }
}

/// Reads `text` both ways (as one block starting at `offset` on `line`) and compares.
fn assert_same(name: &str, text: &[u8], offset: u64, line: u64) -> usize {
    let mut games = 0;
    for (index_plies, code) in [(24, MoveCode::PieceTarget), (4, MoveCode::LegalIndex)] {
        let block = || Block {
            bytes: text.to_vec(),
            offset,
            line,
        };
        let flat = read_block(Ok(block()), index_plies, code);
        let trees = read_block_as_trees(&block(), index_plies, code);
        assert_eq!(flat.len(), trees.len(), "{name}: game count");
        for (number, (a, b)) in flat.iter().zip(&trees).enumerate() {
            match (a, b) {
                (Item::Game(a), Item::Game(b)) => {
                    assert_eq!(a, b, "{name}: game {}", number + 1);
                }
                (Item::Broken(a), Item::Broken(b)) => {
                    assert_eq!(a, b, "{name}: game {}", number + 1);
                }
                (Item::Game(_), Item::Broken(e)) => panic!("{name}: only the tree fails: {e}"),
                (Item::Broken(e), Item::Game(_)) => panic!("{name}: only flat fails: {e}"),
            }
        }
        games = flat.len();
    }
    games
}

#[test]
fn flat_reading_prepares_the_shared_games_as_trees_do() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/pgn");
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e} (the shared data is needed)", dir.display()));
    let mut games = 0;
    for entry in entries {
        let path = entry.expect("directory entry").path();
        let text = std::fs::read(&path).expect("shared PGN");
        games += assert_same(&path.display().to_string(), &text, 0, 1);
    }
    assert!(games > 10, "{games} games");
}

#[test]
fn flat_reading_agrees_on_odd_texts() {
    let cases: &[&str] = &[
        "1. e4 e5 1-0 1. d4 d5 * 1. c4 0-1",
        "[White \"A\"]\n\n1. e4 e5 1-0 % not an escape\n1. d4 *",
        "1. e4 {a} {b} e5 *",
        "1. e4 {[%clk 0:01:00]} {text} {[%eval 0.3]} $1 ! e5 {[%clk 0:00:59] x [%emt 0:00:01]} *",
        "{before} 1. e4 e5 *",
        "1. e4 $1 {c} (1. d4 d5) e5 *",
        "1. e4 ) e5 *",
        "1. e4 e5 2. Nf3 -- 3. Nc3 *",
        "1. e4 Ke7?? 2. Qh5 *",
        "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *",
        "[FEN \"bad fen\"]\n\n1. e4 *",
        "[FEN \"bad fen\"]\n\n*",
        "[White \"only tags\"]\n[Result \"1-0\"]\n",
        "[Event \"x\"]\n1. e4\n[Event \"y\"]\n1. d4 *",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 1/2-1/2",
        "[Result \"*\"]\n1. e4 1-0",
        "1. e4 {unclosed",
        "\u{feff}[Event \"bom\"]\n\n1. e4 { two\nlines } e5 ; rest of line\n*",
        "1. e4 $300 e5 *",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
        "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q+ Kd7 2. Qb7+ *",
        "[Variant \"Chess960\"]\n[FEN \"bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w FCfc - 0 1\"]\n\n1. g3 g6 2. Ng2 Ng7 3. Bf3 Bf6 4. O-O *",
        "[Variant \"Atomic\"]\n\n1. e4 *",
        "1. e2e4 e7e5 2. g1f3 *",
        "1. e4 {[%clk 0:01:00]}",
        // Move numbers, suffixes and separators as the lexer's fast path for moves meets them.
        "1.e4 e5 2.Nf3!? Nc6?! 3.Bb5! a6 4.Ba4\tNf6\x0c5.0-0 Be7 6.Re1$1 b5{c}7.Bb3 d6) 8. c3 1-0",
        "1. d4 1... d5 2. c4 2\u{2026} e6 3. Nc3 3 ... Nf6 4. Bg5 0-0-0?? *",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 0-0 5. d3 d6 1/2-1/2",
    ];
    for (i, case) in cases.iter().enumerate() {
        assert_same(&format!("case {i}: {case:?}"), case.as_bytes(), 0, 1);
        // The same text further into a file: positions and game numbers agree too.
        assert_same(&format!("case {i} at 1000"), case.as_bytes(), 1000, 40);
    }
}

fn random_move(rng: &mut XorShift64Star, pos: &Position) -> Option<Move> {
    let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
    moves
        .get(rng.below(moves.len().max(1) as u64) as usize)
        .copied()
}

/// A random game with the annotations real collections carry, and now and then a variation.
fn random_game(rng: &mut XorShift64Star, number: u64) -> Game {
    let mut game = Game::default();
    game.tags.set("White", &format!("Player {}", rng.below(50)));
    game.tags.set("Date", "2026.12.03");
    game.tags.set("Round", &number.to_string());
    let mut at = NodeId::ROOT;
    for _ in 0..rng.below(120) {
        let Some(pos) = game.position_at(at) else {
            break;
        };
        let Some(m) = random_move(rng, &pos) else {
            break;
        };
        let Ok(next) = game.add_move(at, m) else {
            break;
        };
        if let Some(node) = game.node_mut(next) {
            match rng.below(12) {
                0 => node.nags.push(Nag(1 + rng.below(6) as u8)),
                1 => node.comment = format!("note {}", rng.below(100)),
                2 => node
                    .commands
                    .push(Command::Clock(Clock(rng.below(600) * 1000))),
                3 => node.commands.push(Command::Eval(Eval {
                    score: EvalScore::Centipawns(rng.below(400) as i32 - 200),
                    depth: Some(20),
                })),
                4 => {
                    node.commands
                        .push(Command::Clock(Clock(rng.below(600) * 1000)));
                    node.comment = "both".into();
                    node.nags.push(Nag(2));
                }
                _ => {}
            }
        }
        if rng.below(200) == 0
            && let Some(alt) = random_move(rng, &pos)
        {
            let _ = game.add_move(at, alt);
        }
        at = next;
    }
    game
}

#[test]
fn flat_reading_prepares_random_annotated_games_as_trees_do() {
    let mut rng = XorShift64Star::new(2026);
    let mut text = String::new();
    for number in 0..300 {
        text.push_str(&write_game(&random_game(&mut rng, number)));
        text.push('\n');
    }
    assert_eq!(assert_same("random games", text.as_bytes(), 0, 1), 300);
    // Both ways of reading are exercised.
    let mut reader = PgnReader::new(text.as_bytes());
    let mut record = FlatRecord::new(24, MoveCode::NEW);
    let (mut flat, mut other) = (0, 0);
    while let Some(read) = reader.read_flat_game(&mut record) {
        match read {
            Ok(FlatGame::Read { .. }) => flat += 1,
            _ => other += 1,
        }
    }
    assert!(flat > 150 && other > 10, "{flat} flat, {other} trees");
}

/// The journal an import writes through: a rollback journal when it has the file to itself,
/// the write-ahead log when another connection has it open (and reads as it goes); the file
/// is back in the log's mode after either.
#[test]
fn imports_choose_their_journal_by_who_has_the_file_open() {
    let corpus =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/db/corpus.pgn");
    let Ok(dir) = tempfile::tempdir() else {
        panic!("no temporary folder");
    };
    let path = dir.path().join("games.db");
    let Ok(mut db) = Database::create_or_open(&path) else {
        panic!("no database");
    };
    let mode = |db: &Database| -> String {
        db.conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap_or_default()
    };
    assert!(db.leave_wal(), "alone, the file takes a rollback journal");
    assert_eq!(mode(&db), "delete");
    let Ok(()) = db.conn.execute_batch("PRAGMA journal_mode = WAL") else {
        panic!("back to the log");
    };
    let import =
        |db: &mut Database| match db.import_file(&corpus, &ImportOptions::default(), &mut |_| {}) {
            Ok(summary) => summary.progress.imported,
            Err(e) => panic!("{e}"),
        };
    let alone = import(&mut db);
    assert!(alone > 100, "{alone} games");
    assert_eq!(mode(&db), "wal");

    // Another connection open: the import keeps the log, and the reader sees the games.
    let other = dir.path().join("other.db");
    let Ok(mut db) = Database::create_or_open(&other) else {
        panic!("no second database");
    };
    let Ok(reader) = Database::open(&other) else {
        panic!("no second connection");
    };
    assert!(!db.leave_wal(), "a reader is open: the log stays");
    assert_eq!(import(&mut db), alone);
    assert_eq!(mode(&db), "wal");
    assert_eq!(reader.game_count().ok(), Some(alone));
}
