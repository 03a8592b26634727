//! Polyglot reader: any bytes either load as a book or give an error; probing and move
//! choice on a loaded book never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tempo::{chess::Position, formats::polyglot::Book};

fuzz_target!(|data: &[u8]| {
    let Ok(book) = Book::from_bytes(data) else {
        return;
    };
    assert_eq!(book.to_bytes(), data);
    let start = Position::startpos();
    let _ = book.moves(&start);
    let _ = book.best_move(&start);
    let _ = book.weighted_move(&start, data.len() as u64);
    for entry in book.entries().iter().take(64) {
        let _ = entry.raw_move.decode(&start);
        let _ = entry.raw_move.to_string();
        let _ = book.entries_for_key(entry.key);
    }
});
