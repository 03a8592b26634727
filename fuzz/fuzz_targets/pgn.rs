//! PGN reader and writer: any bytes read without panicking; every game read is written and
//! read back to the same tree; the indexer finds the same game boundaries.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tempo::formats::pgn::{GameIndexer, PgnReader, read_all, write_game};

fuzz_target!(|data: &[u8]| {
    let games: Vec<_> = PgnReader::new(data).collect();
    let indexed = GameIndexer::new(data).filter_map(Result::ok).count();
    assert_eq!(
        indexed,
        games.len(),
        "indexer and reader disagree on game count"
    );
    for game in games.into_iter().flatten() {
        let text = write_game(&game);
        let again = read_all(&text);
        assert_eq!(again.len(), 1, "{text}");
        match again.into_iter().next() {
            Some(Ok(g)) => {
                assert!(g == game, "round trip changed the tree:\n{text}");
                assert_eq!(write_game(&g), text);
            }
            other => panic!("written game does not read back: {other:?}\n{text}"),
        }
    }
});
