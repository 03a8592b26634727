//! SAN parser fuzz target: arbitrary text read as SAN (and as a UCI move) against a few
//! positions never panics, and whatever it accepts is a legal move whose own SAN names it.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tempo::chess::{Position, San};

/// The start, Kiwipete (castling, pins), promotions with en passant, and a Chess960 start.
const FENS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        FENS.iter()
            .filter_map(|f| Position::from_fen(f).ok())
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = text.parse::<San>();
    for pos in positions() {
        if let Ok(m) = pos.parse_san(text) {
            assert!(pos.legal_moves().contains(m), "{text} gave {m:?}");
            assert_eq!(pos.parse_san(&pos.san(m)), Ok(m), "{text}");
        }
        if let Ok(m) = pos.parse_uci_move(text) {
            assert!(pos.legal_moves().contains(m), "{text} gave {m:?}");
        }
    }
});
