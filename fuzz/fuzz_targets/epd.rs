//! EPD reader fuzz target: any text either fails with an error naming a line, or yields
//! records whose positions are consistent and print as FEN that parses back the same, and
//! whose `bm`/`am` operands, when they resolve, are legal moves that print back as SAN that
//! resolves to the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tempo::{chess::Position, formats::epd::parse_epd};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(records) = parse_epd(text) else {
        return;
    };
    for record in records {
        let pos = &record.position;
        assert!(pos.is_consistent(), "{text}: {:?}", pos.inconsistency());
        let fen = pos.to_fen();
        match Position::from_fen(&fen) {
            Ok(again) => assert_eq!(again.to_fen(), fen, "{text}"),
            Err(e) => panic!("{text}: position printed as {fen}, which does not parse: {e}"),
        }
        let _ = record.id();
        for opcode in ["bm", "am"] {
            let Ok(moves) = record.moves(opcode) else {
                continue;
            };
            for m in moves {
                assert!(pos.is_legal(m), "{text}: {opcode} {m:?}");
                let san = pos.san(m);
                assert_eq!(pos.parse_san(&san), Ok(m), "{text}: {san}");
            }
        }
    }
});
