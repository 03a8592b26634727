//! FEN parser fuzz target: any text either fails to parse with an error, or yields a position
//! whose FEN parses back to the same position, and on which move generation, notation and
//! SEE never panic and agree with each other.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tempo::chess::{Position, perft};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = Position::from_fen(text) else {
        return;
    };
    assert!(pos.is_consistent(), "{text}: {:?}", pos.inconsistency());
    let fen = pos.to_fen();
    let mut again = match Position::from_fen(&fen) {
        Ok(again) => again,
        Err(e) => panic!("{text} printed as {fen}, which does not parse: {e}"),
    };
    // The Chess960 flag is a property of the game: `HAha` on a classical set-up prints as `KQkq`.
    again.set_chess960(pos.is_chess960());
    assert_eq!(again, pos, "{text} printed as {fen} parses differently");
    assert_eq!(again.to_fen(), fen);

    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{fen}");
    for &m in moves.iter() {
        assert!(pos.is_legal(m), "{fen}: {m:?}");
        let child = pos.after(m);
        assert_eq!(pos.gives_check(m), child.in_check(), "{fen}: {m:?}");
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(m), "{fen}: {san}");
        let uci = pos.move_to_uci(m);
        assert_eq!(pos.parse_uci_move(&uci), Ok(m), "{fen}: {uci}");
        let _ = pos.see_value(m);
        let _ = child.count_legal_moves();
    }
    let _ = perft(&pos, 2);
    let _ = (
        pos.is_insufficient_material(),
        pos.is_checkmate(),
        pos.is_stalemate(),
    );
});
