//! Polyglot: every key and entry list of `performance-probes.jsonl` (computed with
//! python-chess) must match our keys and our reading of `performance.bin`.

use tempo::{
    chess::Position,
    formats::polyglot::{self, Book, BookError},
};

const BOOK: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/polyglot/performance.bin"
);
const PROBES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/polyglot/performance-probes.jsonl"
);

/// The string value after `"name": "` in a JSON object.
fn string_field<'a>(json: &'a str, name: &str) -> &'a str {
    let pattern = format!("\"{name}\": \"");
    let start = json
        .find(&pattern)
        .unwrap_or_else(|| panic!("no {name} in {json}"))
        + pattern.len();
    let len = json[start..]
        .find('"')
        .unwrap_or_else(|| panic!("unterminated {name}"));
    &json[start..start + len]
}

/// The number after `"name": ` in a JSON object.
fn number_field(json: &str, name: &str) -> u64 {
    let pattern = format!("\"{name}\": ");
    let start = json
        .find(&pattern)
        .unwrap_or_else(|| panic!("no {name} in {json}"))
        + pattern.len();
    let digits: String = json[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_probe_matches() {
    let book = Book::open(BOOK.as_ref()).unwrap_or_else(|e| panic!("{e}"));
    let probes = std::fs::read_to_string(PROBES).unwrap_or_else(|e| panic!("{PROBES}: {e}"));
    let mut positions = 0;
    let mut entries_checked = 0;
    for line in probes.lines().filter(|l| !l.trim().is_empty()) {
        let fen = string_field(line, "fen");
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let key = polyglot::key(&pos);
        assert_eq!(
            format!("{key:016x}"),
            string_field(line, "key"),
            "key of {fen}"
        );
        let entries_json = &line[line
            .find("\"entries\"")
            .unwrap_or_else(|| panic!("entries"))..];
        let expected: Vec<&str> = entries_json.split('{').skip(1).collect();
        let found = book.entries_for_key(key);
        assert_eq!(found.len(), expected.len(), "entry count for {fen}");
        let moves = book.moves(&pos);
        assert_eq!(moves.len(), expected.len(), "legal book moves for {fen}");
        for ((entry, book_move), json) in found.iter().zip(&moves).zip(&expected) {
            assert_eq!(
                u64::from(entry.raw_move.0),
                number_field(json, "raw_move"),
                "{fen}"
            );
            assert_eq!(
                u64::from(entry.weight),
                number_field(json, "weight"),
                "{fen}"
            );
            assert_eq!(u64::from(entry.learn), number_field(json, "learn"), "{fen}");
            // python-chess prints castling as the king's two-square move.
            let uci = Position::move_to_uci(&pos, book_move.mv);
            assert_eq!(uci, string_field(json, "move"), "move in {fen}");
            entries_checked += 1;
        }
        positions += 1;
    }
    assert_eq!(positions, 1370);
    println!("{positions} positions, {entries_checked} entries match");
}

#[test]
fn selection_follows_weights() {
    let book = Book::open(BOOK.as_ref()).unwrap_or_else(|e| panic!("{e}"));
    let pos = Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
        .unwrap_or_else(|e| panic!("{e}"));
    let best = book
        .best_move(&pos)
        .unwrap_or_else(|| panic!("no book move"));
    assert_eq!(pos.move_to_uci(best.mv), "g1f3");
    // Weights 306, 12, 10: a draw below 306 picks the first move, the last 10 the third.
    let total = 306 + 12 + 10;
    let first = book.weighted_move(&pos, 305).map(|m| pos.move_to_uci(m.mv));
    let second = book
        .weighted_move(&pos, 306 + total)
        .map(|m| pos.move_to_uci(m.mv));
    let third = book
        .weighted_move(&pos, total - 1)
        .map(|m| pos.move_to_uci(m.mv));
    assert_eq!(first.as_deref(), Some("g1f3"));
    assert_eq!(second.as_deref(), Some("b1c3"));
    assert_eq!(third.as_deref(), Some("c2c3"));
}

#[test]
fn broken_books_give_clear_errors() {
    let bytes = std::fs::read(BOOK).unwrap_or_else(|e| panic!("{e}"));
    let truncated = Book::from_bytes(&bytes[..bytes.len() - 5]);
    let Err(error @ BookError::Truncated { .. }) = truncated else {
        panic!("truncated book accepted");
    };
    assert!(
        error.to_string().contains("not a multiple of 16"),
        "{error}"
    );
    let mut shuffled = bytes[..64].to_vec();
    shuffled.rotate_left(16);
    assert!(matches!(
        Book::from_bytes(&shuffled),
        Err(BookError::NotSorted { index: 3, .. })
    ));
    assert!(matches!(
        Book::open("/nonexistent/book.bin".as_ref()),
        Err(BookError::Io { .. })
    ));
}

#[test]
fn shipped_book_is_our_build_of_the_eco_lines() {
    use tempo::formats::{eco::ECO_TSV, pgn::read_all, polyglot::builder::BookBuilder};
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/books/tempo.bin");
    let bytes = std::fs::read(shipped).unwrap_or_else(|e| panic!("{shipped}: {e}"));
    let book = Book::from_bytes(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let mut builder = BookBuilder::new(40, 1);
    for line in ECO_TSV.lines().skip(1) {
        let moves = line.split('\t').nth(2).unwrap_or_else(|| panic!("{line}"));
        for game in read_all(&format!("{moves} *")) {
            builder.add_game(&game.unwrap_or_else(|e| panic!("{e}")));
        }
    }
    assert_eq!(builder.games(), 3807);
    let rebuilt = builder.build();
    assert!(
        rebuilt.to_bytes() == bytes,
        "books/tempo.bin differs from a fresh build"
    );
    let start = Position::startpos();
    let best = book
        .best_move(&start)
        .unwrap_or_else(|| panic!("no move for the start"));
    assert!(["e2e4", "d2d4"].contains(&start.move_to_uci(best.mv).as_str()));
    assert!(book.moves(&start).len() >= 10);
}
