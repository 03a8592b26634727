//! PGN reading over the shared real-world files, tolerance of messy input, precise errors,
//! the game indexer and the parse → write → parse round trip.

use std::io::Cursor;

use tempo::formats::pgn::{
    Clock, Command, EvalScore, Game, GameIndexer, GameResult, Nag, NodeMove, PgnErrorKind,
    PgnReader, read_all, write_game,
};

const PGN_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/pgn");

fn read_ok(text: &str) -> Vec<Game> {
    read_all(text)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn round_trip(games: &[Game], what: &str) {
    for (i, game) in games.iter().enumerate() {
        let text = write_game(game);
        for line in text.lines() {
            assert!(
                line.chars().count() <= 79 || line.starts_with('['),
                "{what}: long line {line}"
            );
        }
        let again = read_ok(&text);
        assert_eq!(again.len(), 1, "{what} game {}: {text}", i + 1);
        assert!(
            again[0] == *game,
            "{what} game {}: tree changed\n{text}",
            i + 1
        );
        assert_eq!(write_game(&again[0]), text, "{what}: writing is not stable");
    }
}

#[test]
fn every_shared_file_reads_and_round_trips() {
    let mut files = 0;
    let mut total = 0;
    let mut entries = std::fs::read_dir(PGN_DIR)
        .unwrap_or_else(|e| panic!("{PGN_DIR}: {e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect::<Vec<_>>();
    entries.sort();
    for path in entries
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
    {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{e}"));
        let games: Vec<Game> = PgnReader::new(Cursor::new(&bytes))
            .map(|g| g.unwrap_or_else(|e| panic!("{}: {e}", path.display())))
            .collect();
        assert!(!games.is_empty(), "{}", path.display());
        let index: Vec<_> = GameIndexer::new(Cursor::new(&bytes))
            .map(|e| e.unwrap_or_else(|e| panic!("{e}")))
            .collect();
        assert_eq!(index.len(), games.len(), "index of {}", path.display());
        for (entry, game) in index.iter().zip(&games) {
            assert_eq!(
                entry.plies as usize,
                game.mainline().len(),
                "{}",
                path.display()
            );
            let again = PgnReader::read_game_at(
                Cursor::new(&bytes),
                entry.at.offset,
                entry.at.line,
                entry.number,
            )
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("no game at {:?}", entry.at));
            assert!(again == *game, "{} game {}", path.display(), entry.number);
        }
        round_trip(&games, &path.display().to_string());
        files += 1;
        total += games.len();
    }
    assert_eq!(files, 8);
    println!("{files} files, {total} games read and round-tripped");
}

#[test]
fn known_files_have_their_content() {
    let read = |name: &str| {
        let text =
            std::fs::read_to_string(format!("{PGN_DIR}/{name}")).unwrap_or_else(|e| panic!("{e}"));
        read_ok(&text)
    };
    let kasparov = read("kasparov-deep-blue-1997.pgn");
    assert_eq!(kasparov.len(), 6);
    assert_eq!(kasparov[0].mainline().len(), 89);
    assert_eq!(kasparov[0].result(), GameResult::WhiteWins);
    let chessbase = read("chessbase-empty-line.pgn");
    assert_eq!(chessbase.len(), 1);
    assert_eq!(chessbase[0].tags.get("Date"), Some("2017.12.04"));
    let frc = read("cutechess-fischerrandom.pgn");
    assert!(frc[0].start_position().is_chess960());
    let bom = read("utf8-bom.pgn");
    assert_eq!(bom.len(), 2);
    assert_eq!(bom[0].tags.get("Event"), Some("A"));
    let nulls = read("anastasian-lewis.pgn");
    assert!(
        nulls[0]
            .mainline()
            .iter()
            .any(|&id| nulls[0].node(id).is_some_and(|n| n.mv == NodeMove::Null))
    );
}

#[test]
fn messy_input_is_tolerated() {
    let text = "\u{feff}% a comment line\r\n[Event \"Quote \\\" and backslash \\\\\"]\r\n\r\n\
        [Site \"x\"]\r\n\r\n1.e4 Nf6 2. e5 d5 3. exd6 e.p. Nc6 4. Ng1-f3 ; rest of line\r\ng7g6 5. Bb5 a6 \
        6. Bxc6 bxc6 7. 0-0 {a comment\r\nover two lines} Bg7?! 8. Re1 O-O! *\r\n\
        1. e4 {[%clk 0:03:00] [%eval 0.3]} e5 $2 $14";
    let games = read_ok(text);
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(g.tags.get("Event"), Some("Quote \" and backslash \\"));
    let line = g.mainline();
    assert_eq!(line.len(), 16);
    let node = |i: usize| g.node(line[i]).unwrap_or_else(|| panic!("ply {i}"));
    assert_eq!(node(15).nags, vec![Nag::GOOD]);
    assert_eq!(node(13).nags, vec![Nag::DUBIOUS]);
    assert_eq!(node(12).comment, "a comment over two lines");
    assert_eq!(node(6).comment, "rest of line");
    assert!(node(4).chess_move().is_some_and(|m| m.is_en_passant()));
    let h = &games[1];
    assert_eq!(h.result(), GameResult::Unknown);
    let e4 = h.node(h.mainline()[0]).unwrap_or_else(|| panic!("e4"));
    assert_eq!(e4.clock(), Some(Clock(180_000)));
    assert_eq!(e4.eval().map(|e| e.score), Some(EvalScore::Centipawns(30)));
    assert!(matches!(e4.commands.first(), Some(Command::Clock(_))));
    let e5 = h.node(h.mainline()[1]).unwrap_or_else(|| panic!("e5"));
    assert_eq!(e5.nags, vec![Nag(2), Nag(14)]);
    round_trip(&games, "messy");
}

#[test]
fn variations_and_comments_read_into_the_tree() {
    let text = "{Intro} 1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) ({Other} 1. c4 $5) 1... e5 {after e5} 2. Nf3 *";
    let games = read_ok(text);
    let g = &games[0];
    let root_children: Vec<_> = g.children(g.root()).collect();
    assert_eq!(root_children.len(), 3);
    assert_eq!(g.node(g.root()).map(|n| n.comment.as_str()), Some("Intro"));
    let c4 = g.node(root_children[2]).unwrap_or_else(|| panic!("c4"));
    assert_eq!(c4.starting_comment, "Other");
    assert_eq!(c4.nags, vec![Nag::SPECULATIVE]);
    let d4_replies: Vec<_> = g.children(root_children[1]).collect();
    assert_eq!(d4_replies.len(), 2, "1... d5 and 1... Nf6");
    assert_eq!(g.children(d4_replies[0]).count(), 1);
    assert_eq!(g.children(d4_replies[1]).count(), 1);
    assert_eq!(g.variation_start(d4_replies[1]), Some(d4_replies[1]));
    assert_eq!(g.mainline().len(), 3);
    let written = write_game(g)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        written.contains("{Intro} 1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) ({Other} 1. c4 $5) 1... e5 {after e5} 2. Nf3 *"),
        "{written}"
    );
    round_trip(&games, "variations");
}

#[test]
fn errors_name_game_line_column_and_text_and_reading_goes_on() {
    let text = "[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Ke3 Nc6 (3... d6) 4. d4 *\n\n\
        [Event \"three\"]\n\n1. d4 Xz9 *\n\n[Event \"four\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Event \"five\"]\n\n1. c4 *\n";
    let results = read_all(text);
    assert_eq!(results.len(), 5);
    assert!(results[0].is_ok());
    let Err(two) = &results[1] else {
        panic!("game two read")
    };
    assert_eq!(
        (two.game, two.at.line, two.at.column, two.text.as_str()),
        (2, 8, 15, "Ke3")
    );
    assert!(matches!(two.kind, PgnErrorKind::Move(_)));
    assert!(
        two.to_string()
            .starts_with("game 2, line 8, column 15: 'Ke3': "),
        "{two}"
    );
    let Err(three) = &results[2] else {
        panic!("game three read")
    };
    assert_eq!(
        (three.game, three.at.line, three.text.as_str()),
        (3, 12, "Xz9")
    );
    let Err(four) = &results[3] else {
        panic!("game four read")
    };
    assert!(matches!(four.kind, PgnErrorKind::Fen(_)), "{four}");
    assert_eq!(four.at.line, 15);
    let Ok(five) = &results[4] else {
        panic!("game five failed")
    };
    assert_eq!(five.tags.get("Event"), Some("five"));
}

/// The lexer keeps its own buffer and takes what the reader has: lines cut across reads (here
/// reads of a few bytes, BOM and CRLF included) give the same games, errors and positions.
#[test]
fn lines_cut_across_reads_read_the_same() {
    let path = format!("{PGN_DIR}/kasparov-deep-blue-1997.pgn");
    let file = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text =
        b"\xEF\xBB\xBF[Event \"bom\"]\r\n\r\n1. e4 {a comment\r\nover lines} e5 2. Kxe8 *\r\n\r\n"
            .to_vec();
    text.extend_from_slice(&file);
    let whole: Vec<_> = PgnReader::new(Cursor::new(&text)).collect();
    for capacity in [1, 2, 3, 7, 64] {
        let cut: Vec<_> = PgnReader::new(std::io::BufReader::with_capacity(
            capacity,
            Cursor::new(&text),
        ))
        .collect();
        assert_eq!(cut.len(), whole.len(), "reads of {capacity} bytes");
        for (a, b) in cut.iter().zip(&whole) {
            match (a, b) {
                (Ok(a), Ok(b)) => assert!(a == b, "reads of {capacity} bytes"),
                (Err(a), Err(b)) => assert_eq!(a, b, "reads of {capacity} bytes"),
                _ => panic!("reads of {capacity} bytes: {a:?} / {b:?}"),
            }
        }
    }
    let Some(Err(error)) = whole.first() else {
        panic!("the illegal Kxe8 must fail");
    };
    assert_eq!((error.game, error.at.line, error.at.column), (1, 4, 19));
    assert!(whole.iter().skip(1).all(Result::is_ok));
}

#[test]
fn games_without_tags_or_results_are_split_at_tags() {
    let games =
        read_ok("1. e4 e5\n[Event \"b\"]\n1. d4\n\n[Event \"c\"]\n[Result \"1-0\"]\n\n1. c4");
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].tags.get("Event"), Some("?"));
    assert_eq!(games[2].result(), GameResult::WhiteWins);
    round_trip(&games, "untagged");
}

/// Round trip over a large file, e.g. the benchmark's generated games or `tempo match`
/// output. Slow, so ignored: `PGN_ROUNDTRIP_FILE=target/bench-data/games-30.pgn cargo test
/// --release --no-default-features --test pgn_files -- --ignored large_file`.
#[test]
#[ignore = "needs a large PGN file; see the doc comment"]
fn large_file_round_trips() {
    let Ok(path) = std::env::var("PGN_ROUNDTRIP_FILE") else {
        panic!("set PGN_ROUNDTRIP_FILE");
    };
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut games, mut nodes) = (0usize, 0usize);
    for game in tempo::formats::pgn::reader_from(file) {
        let game = game.unwrap_or_else(|e| panic!("{e}"));
        let text = write_game(&game);
        let again = read_ok(&text);
        assert!(
            again.len() == 1 && again[0] == game,
            "game {}:\n{text}",
            games + 1
        );
        games += 1;
        nodes += game.node_count();
    }
    println!("{path}: {games} games, {nodes} nodes round-tripped");
}

/// Checking a game without building it (`check_game`) agrees with reading it: the same moves
/// counted over every shared file, and the same errors with the same positions.
#[test]
fn checking_agrees_with_reading() {
    let mut texts: Vec<(String, String)> = std::fs::read_dir(PGN_DIR)
        .unwrap_or_else(|e| panic!("{PGN_DIR}: {e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "pgn"))
        .map(|path| {
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
            (
                path.display().to_string(),
                String::from_utf8_lossy(&bytes).into_owned(),
            )
        })
        .collect();
    texts.push((
        "broken games".into(),
        "[Event \"a\"]\n\n1. e4 e5 2. Nf3 (2. f4 (2. d4 exd4) exf4) Nc6 3. Bb5 *\n\n\
         [Event \"b\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"c\"]\n[FEN \"8/8 w - - 0 1\"]\n\n*\n\n\
         [Event \"d\"]\n\n1. d4 ( ( d5 *\n\n[Event \"e\"]\n\n1. c4 *\n"
            .into(),
    ));
    for (what, text) in &texts {
        let read: Vec<Result<usize, (usize, u64, u64, String)>> = read_all(text)
            .into_iter()
            .map(|g| {
                g.map(|game| game.node_count() - 1)
                    .map_err(|e| (e.game, e.at.line, e.at.column, e.text))
            })
            .collect();
        let mut reader = PgnReader::new(text.as_bytes());
        let mut checked = Vec::new();
        while let Some(g) = reader.check_game() {
            checked.push(g.map_err(|e| (e.game, e.at.line, e.at.column, e.text)));
        }
        assert_eq!(checked, read, "{what}");
    }
}

/// Found by fuzzing: comments that each hold half of a `[%…]` command were joined into one
/// that read back as a command, so writing and reading changed the tree.
#[test]
fn joined_comments_never_form_a_command() {
    let text = ";[%cl'k --e}*\u{1b}\n;\n;3?-]~???'-";
    for game in read_ok(text) {
        let root = game.node(tempo::formats::pgn::NodeId::ROOT);
        assert!(root.is_some_and(|n| n.commands.is_empty()));
        round_trip(&[game], "joined comments");
    }
}

/// Found by fuzzing: a comment going over several lines keeps a BOM (U+FEFF) that starts one of
/// its lines (the writer can wrap a comment there), so writing and reading keep the tree.
#[test]
fn a_bom_inside_a_comment_is_kept() {
    let text = "{a\n\u{feff}b} *";
    let games = read_ok(text);
    let root = games[0].node(tempo::formats::pgn::NodeId::ROOT);
    assert_eq!(root.map(|n| n.comment.as_str()), Some("a \u{feff}b"));
    round_trip(&games, "BOM in a comment");
}
