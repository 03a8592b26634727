//! From a movetext word to a legal move, fast: SAN is read without allocating and resolved
//! by looking only at the pieces that can reach the destination, instead of generating every
//! legal move. Anything unusual (castling, en passant, promotion without a piece letter,
//! ambiguity, lenient spellings, UCI moves) goes to the rules core's lenient parser.

use super::{reader::PgnErrorKind, tree::NodeMove};
use crate::chess::{
    Bitboard, CastleSide, Color, File, Move, MoveKind, Position, Rank, Role, San, SanError, Square,
    attacks,
};

/// The move a word names, or why it names none (with the word).
pub(crate) fn resolve_move(
    pos: &Position,
    word: &[u8],
) -> Result<NodeMove, (PgnErrorKind, String)> {
    let text = || String::from_utf8_lossy(word).into_owned();
    let san = match fast_san(word) {
        Some(san) => {
            if let Some(m) = fast_resolve(pos, &san) {
                return Ok(NodeMove::Move(m));
            }
            Ok(san)
        }
        None => std::str::from_utf8(word)
            .map_err(|_| SanError::Syntax(text()))
            .and_then(str::parse::<San>),
    };
    let san_error = match san {
        Ok(San::Null) => {
            if pos.in_check() {
                return Err((PgnErrorKind::NullInCheck, text()));
            }
            return Ok(NodeMove::Null);
        }
        Ok(san) => match san.to_move(pos, "") {
            Ok(m) => return Ok(NodeMove::Move(m)),
            Err(e) => e,
        },
        Err(e) => e,
    };
    if let Some(m) = uci_move(pos, word) {
        return Ok(NodeMove::Move(m));
    }
    let text = text();
    let error = match san_error {
        SanError::Syntax(_) => SanError::Syntax(text.clone()),
        SanError::Illegal { .. } => SanError::Illegal {
            text: text.clone(),
            fen: pos.to_fen(),
        },
        SanError::Ambiguous { .. } => SanError::Ambiguous {
            text: text.clone(),
            fen: pos.to_fen(),
        },
    };
    Err((PgnErrorKind::Move(error), text))
}

fn uci_move(pos: &Position, word: &[u8]) -> Option<Move> {
    let looks_uci = matches!(word.len(), 4 | 5)
        && matches!(word.first(), Some(b'a'..=b'h'))
        && matches!(word.get(1), Some(b'1'..=b'8'))
        && matches!(word.get(2), Some(b'a'..=b'h'))
        && matches!(word.get(3), Some(b'1'..=b'8'));
    if !looks_uci {
        return None;
    }
    pos.parse_uci_move(std::str::from_utf8(word).ok()?).ok()
}

/// Reads the common SAN forms without allocating; `None` sends the word to the lenient parser.
pub(crate) fn fast_san(word: &[u8]) -> Option<San> {
    let mut w = word;
    while let [rest @ .., b'+' | b'#'] = w {
        w = rest;
    }
    match w {
        b"O-O" | b"0-0" => return Some(San::Castle(CastleSide::King)),
        b"O-O-O" | b"0-0-0" => return Some(San::Castle(CastleSide::Queen)),
        _ => {}
    }
    let (role, mut w) = match w.split_first() {
        Some((b'N', rest)) => (Role::Knight, rest),
        Some((b'B', rest)) => (Role::Bishop, rest),
        Some((b'R', rest)) => (Role::Rook, rest),
        Some((b'Q', rest)) => (Role::Queen, rest),
        Some((b'K', rest)) => (Role::King, rest),
        _ => (Role::Pawn, w),
    };
    let mut promotion = None;
    if let [rest @ .., b'=', p] = w {
        promotion = Some(match p {
            b'N' => Role::Knight,
            b'B' => Role::Bishop,
            b'R' => Role::Rook,
            b'Q' => Role::Queen,
            _ => return None,
        });
        w = rest;
    }
    let [rest @ .., f, r] = w else {
        return None;
    };
    let to = Square::from_coords(file_of(*f)?, rank_of(*r)?);
    let (capture, rest) = match rest {
        [rest @ .., b'x'] => (true, rest),
        _ => (false, rest),
    };
    let (file, rank) = match rest {
        [] => (None, None),
        [a] if a.is_ascii_digit() => (None, Some(rank_of(*a)?)),
        [a] => (Some(file_of(*a)?), None),
        [a, b] => (Some(file_of(*a)?), Some(rank_of(*b)?)),
        _ => return None,
    };
    if promotion.is_some() && role != Role::Pawn {
        return None;
    }
    Some(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

fn file_of(b: u8) -> Option<File> {
    if b < b'a' {
        return None;
    }
    File::new(u32::from(b - b'a'))
}

fn rank_of(b: u8) -> Option<Rank> {
    if b < b'1' {
        return None;
    }
    Rank::new(u32::from(b - b'1'))
}

/// The one legal move a plain SAN or castling names, found from the destination; `None`
/// when the lenient path must decide (no match, several, en passant, bare promotions).
fn fast_resolve(pos: &Position, san: &San) -> Option<Move> {
    let &San::Normal {
        role,
        file,
        rank,
        capture: _,
        to,
        promotion,
    } = san
    else {
        return match *san {
            San::Castle(side) if !pos.in_check() => {
                pos.castle_if_legal(pos.king(pos.side_to_move()), side)
            }
            _ => None,
        };
    };
    let us = pos.side_to_move();
    let them = us.flip();
    let occupied = pos.occupied();
    if pos.by_color(us).contains(to) {
        return None;
    }
    let ours = pos.pieces(us, role);
    // Candidates from empty-board rays, then a `between` test per slider: one or two small
    // table reads instead of magic lookups in a large table that the reader keeps evicting.
    let (mut from_set, slides) = match role {
        Role::Pawn => return pawn_move(pos, file, rank, to, promotion),
        Role::Knight => (attacks::knight_attacks(to) & ours, false),
        Role::Bishop => (attacks::bishop_pseudo_attacks(to) & ours, true),
        Role::Rook => (attacks::rook_pseudo_attacks(to) & ours, true),
        Role::Queen => (
            (attacks::rook_pseudo_attacks(to) | attacks::bishop_pseudo_attacks(to)) & ours,
            true,
        ),
        Role::King => {
            let from = pos.king(us);
            if !attacks::king_attacks(to).contains(from)
                || file.is_some_and(|f| from.file() != f)
                || rank.is_some_and(|r| from.rank() != r)
                || king_square_attacked(pos, to, them, occupied ^ Bitboard::from_square(from))
            {
                return None;
            }
            return Some(Move::new(from, to, MoveKind::Normal));
        }
    };
    if let Some(f) = file {
        from_set &= Bitboard::file(f);
    }
    if let Some(r) = rank {
        from_set &= Bitboard::rank(r);
    }
    let mut found = None;
    for from in from_set {
        if slides && attacks::between(from, to).intersects(occupied) {
            continue;
        }
        if legal_non_king(pos, from, to) && found.replace(from).is_some() {
            return None; // ambiguous: the lenient path reports it
        }
    }
    found.map(|from| Move::new(from, to, MoveKind::Normal))
}

/// Whether `by` attacks `sq` given `occupied` (the moving king already taken out of it),
/// with sliders found along empty-board rays and tested with `between`, as above.
fn king_square_attacked(pos: &Position, sq: Square, by: Color, occupied: Bitboard) -> bool {
    let them = pos.by_color(by);
    if (attacks::knight_attacks(sq) & pos.by_role(Role::Knight) & them).any()
        || (attacks::pawn_attacks(by.flip(), sq) & pos.by_role(Role::Pawn) & them).any()
        || (attacks::king_attacks(sq) & pos.by_role(Role::King) & them).any()
    {
        return true;
    }
    let snipers = (attacks::rook_pseudo_attacks(sq) & pos.orthogonal_sliders(by))
        | (attacks::bishop_pseudo_attacks(sq) & pos.diagonal_sliders(by));
    Iterator::any(&mut snipers.into_iter(), |sniper| {
        !attacks::between(sq, sniper).intersects(occupied)
    })
}

/// Whether a non-king piece (not en passant) may go from `from` to `to`: it must answer a
/// single check and stay on its pin line.
fn legal_non_king(pos: &Position, from: Square, to: Square) -> bool {
    let checkers = pos.checkers();
    let king = pos.king(pos.side_to_move());
    if checkers.more_than_one() {
        return false;
    }
    if let Some(checker) = checkers.single_square()
        && !(attacks::between(king, checker) | Bitboard::from_square(checker)).contains(to)
    {
        return false;
    }
    !pos.pinned().contains(from) || attacks::line(king, from).contains(to)
}

fn pawn_move(
    pos: &Position,
    file: Option<File>,
    rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
) -> Option<Move> {
    let us = pos.side_to_move();
    let pawns = pos.pieces(us, Role::Pawn);
    let last_rank = to.rank() == Rank::R8.relative(us);
    if last_rank != promotion.is_some() || Some(to) == pos.ep_square() {
        return None;
    }
    let forward: i32 = if us == Color::White { 8 } else { -8 };
    let from = if file.is_some_and(|f| f != to.file()) {
        // A capture: the target must hold an enemy piece.
        if !pos.by_color(us.flip()).contains(to) {
            return None;
        }
        let mut from_set = attacks::pawn_attacks(us.flip(), to) & pawns;
        if let Some(f) = file {
            from_set &= Bitboard::file(f);
        }
        from_set.single_square()?
    } else {
        if pos.occupied().contains(to) {
            return None;
        }
        let one = to.offset(-forward)?;
        if pawns.contains(one) {
            one
        } else if to.rank() == Rank::R4.relative(us) && !pos.occupied().contains(one) {
            let two = one.offset(-forward)?;
            if !pawns.contains(two) {
                return None;
            }
            if !legal_non_king(pos, two, to) {
                return None;
            }
            return Some(Move::new(two, to, MoveKind::DoublePush));
        } else {
            return None;
        }
    };
    if rank.is_some_and(|r| from.rank() != r) || !legal_non_king(pos, from, to) {
        return None;
    }
    Some(match promotion {
        Some(role) => Move::promotion(from, to, role),
        None => Move::new(from, to, MoveKind::Normal),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of many random positions, written as SAN, resolves to itself.
    #[test]
    fn fast_path_agrees_with_the_rules_core() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut fast_hits = 0;
        for _ in 0..300 {
            let mut pos = Position::startpos();
            for _ in 0..120 {
                let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
                if moves.is_empty() {
                    break;
                }
                for &m in &moves {
                    let san = pos.san(m);
                    let resolved = resolve_move(&pos, san.as_bytes());
                    assert_eq!(resolved, Ok(NodeMove::Move(m)), "{san} in {}", pos.to_fen());
                    if let Some(parsed) = fast_san(san.as_bytes())
                        && let Some(fast) = fast_resolve(&pos, &parsed)
                    {
                        assert_eq!(fast, m, "{san} in {}", pos.to_fen());
                        fast_hits += 1;
                    }
                }
                let pick = moves[(next() % moves.len() as u64) as usize];
                pos.play_unchecked(pick);
            }
        }
        assert!(fast_hits > 100_000, "{fast_hits}");
    }
}
