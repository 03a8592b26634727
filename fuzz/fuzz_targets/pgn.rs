//! PGN reader and writer: any bytes read without panicking; every game read is written and
//! read back to the same tree; the indexer finds the same game boundaries; checking games
//! without building them (`check_game`) gives the same move counts and errors.
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
    let mut checker = PgnReader::new(data);
    let mut checked = Vec::new();
    while let Some(g) = checker.check_game() {
        checked.push(g.map_err(|e| (e.game, e.at, e.text)));
    }
    let read: Vec<_> = games
        .iter()
        .map(|g| {
            g.as_ref()
                .map(|game| game.node_count() - 1)
                .map_err(|e| (e.game, e.at, e.text.clone()))
        })
        .collect();
    assert_eq!(checked, read, "check_game and read_game disagree");
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
