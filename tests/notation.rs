//! FEN and SAN round trips over the perft-suite positions, the 960 Chess960 starts and the
//! positions a few plies below them, including the lenient SAN spellings the parser accepts.

use tempo::{
    chess::{Move, Position, Role, chess960, gen_type},
    tools::perft::parse_perft_epd,
};

fn suite(file: &str) -> Vec<Position> {
    let path = format!("{}/../shared/data/perft/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse_perft_epd(&text)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .iter()
        .map(|c| Position::from_fen(&c.fen).unwrap_or_else(|e| panic!("{}: {e}", c.fen)))
        .collect()
}

/// `to_fen` then `from_fen` gives back the same position, and printing is a fixed point.
fn assert_fen_round_trip(pos: &Position) {
    let fen = pos.to_fen();
    let mut again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    again.set_chess960(pos.is_chess960());
    assert_eq!(&again, pos, "{fen}");
    assert_eq!(again.to_fen(), fen);
}

/// Calls `visit` on every position up to `depth` plies below `pos`.
fn walk(pos: &Position, depth: u32, visit: &mut impl FnMut(&Position)) {
    visit(pos);
    if depth > 0 {
        for &m in pos.legal_moves().iter() {
            walk(&pos.after(m), depth - 1, visit);
        }
    }
}

#[test]
fn fen_round_trips() {
    let mut count = 0;
    for pos in suite("standard.epd")
        .iter()
        .chain(suite("chess960.epd").iter().step_by(8))
    {
        walk(pos, 2, &mut |p| {
            assert_fen_round_trip(p);
            count += 1;
        });
    }
    // The classical FENs print exactly as written.
    for fen in [
        tempo::chess::STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.to_fen(), fen);
    }
    println!("{count} positions round-tripped");
}

#[test]
fn chess960_starts_round_trip_in_shredder_and_x_fen() {
    for n in 0..960 {
        let shredder = chess960::fen(n).unwrap_or_else(|| panic!("no FEN for {n}"));
        let pos = Position::chess960(n).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_fen_round_trip(&pos);
        // X-FEN (what `to_fen` writes) and Shredder-FEN name the same rights.
        let from_shredder = Position::from_fen(&shredder).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(from_shredder.castling(), pos.castling(), "{n}: {shredder}");
        assert_eq!(from_shredder.to_fen(), pos.to_fen());
    }
}

/// Lenient spellings of the SAN of `m` that must name the same move.
fn variants(pos: &Position, m: Move, san: &str) -> Vec<String> {
    let bare = san.trim_end_matches(['+', '#']).to_owned();
    let mut out = vec![
        bare.clone(),
        format!("{bare}+"),
        format!("{bare}!?"),
        format!("{bare}#"),
    ];
    if m.is_castle() {
        out.push(bare.replace('O', "0"));
        return out;
    }
    let role = pos.role_at(m.from());
    let from = m.from().to_string();
    let to = m.to().to_string();
    let promo = m
        .promotion_role()
        .map(|r| r.upper_char().to_string())
        .unwrap_or_default();
    let letter = match role {
        Some(Role::Pawn) | None => String::new(),
        Some(r) => r.upper_char().to_string(),
    };
    let capture = if pos.is_capture(m) { "x" } else { "" };
    // Over-disambiguated and long algebraic forms.
    out.push(format!("{letter}{from}{capture}{to}{promo}"));
    out.push(format!("{letter}{from}-{to}{promo}"));
    if role == Some(Role::Pawn) {
        out.push(format!("P{bare}"));
        if m.is_promotion() {
            out.push(bare.replace('=', ""));
            out.push(format!(
                "{}({promo})",
                bare.split('=').next().unwrap_or_default()
            ));
        }
        if m.is_en_passant() {
            out.push(format!("{bare} e.p."));
            out.push(format!("{bare}e.p."));
        }
    }
    out
}

#[test]
fn san_round_trips_with_lenient_spellings() {
    let mut count = 0;
    for pos in suite("standard.epd")
        .iter()
        .chain(suite("chess960.epd").iter().step_by(16))
    {
        walk(pos, 1, &mut |p| {
            let mut list = tempo::chess::MoveList::new();
            p.generate::<{ gen_type::ALL }>(&mut list);
            for &m in list.iter() {
                let san = p.san(m);
                assert_eq!(p.parse_san(&san), Ok(m), "{san} in {p:?}");
                for text in variants(p, m, &san) {
                    assert_eq!(p.parse_san(&text), Ok(m), "{text} (for {san}) in {p:?}");
                }
                count += 1;
            }
        });
    }
    println!("{count} moves round-tripped");
}
