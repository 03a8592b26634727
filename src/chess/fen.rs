//! FEN parsing and printing with strict validation and precise errors.
//!
//! Castling accepts standard `KQkq`, X-FEN (`KQkq` meaning the outermost rook, or a file
//! letter when that is ambiguous) and Shredder-FEN (`HAha`), so Chess960 positions round-trip.

use super::{
    attacks,
    bitboard::Bitboard,
    position::{CastleSide, CastlingRights, Position},
    types::{Color, File, Piece, Rank, Role, Square},
};

/// The standard starting position.
pub const STARTPOS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What is wrong with a FEN string: the field, and what about it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The string is empty.
    #[error("FEN is empty")]
    Empty,
    /// Fewer than 4 or more than 6 space-separated fields.
    #[error(
        "FEN has {0} fields; expected 4 to 6 (board, side, castling, en passant, halfmove, fullmove)"
    )]
    FieldCount(usize),
    /// The board field does not have 8 ranks.
    #[error("board field has {0} ranks separated by '/'; expected 8")]
    RankCount(usize),
    /// A rank does not add up to 8 squares.
    #[error("board field, rank {rank}: '{text}' describes {squares} squares; expected 8")]
    RankLength {
        /// Rank number 1..8.
        rank: u8,
        /// The rank's text.
        text: String,
        /// How many squares it describes.
        squares: u32,
    },
    /// A character that is neither a piece letter nor a digit 1..8.
    #[error(
        "board field, rank {rank}: '{found}' is not a piece letter (PNBRQK/pnbrqk) or a digit 1-8"
    )]
    BadBoardChar {
        /// Rank number 1..8.
        rank: u8,
        /// The offending character.
        found: char,
    },
    /// Side to move is not `w` or `b`.
    #[error("side-to-move field is '{0}'; expected 'w' or 'b'")]
    BadSide(String),
    /// Castling field syntax.
    #[error("castling field '{field}': '{found}' is not K, Q, k, q, a file letter A-H/a-h or '-'")]
    BadCastlingChar {
        /// The whole field.
        field: String,
        /// The offending character.
        found: char,
    },
    /// A castling right without the king or rook it needs.
    #[error("castling field: {color} cannot castle with '{right}': {reason}")]
    ImpossibleCastling {
        /// Whose right.
        color: &'static str,
        /// The letter.
        right: char,
        /// Why.
        reason: &'static str,
    },
    /// En-passant field syntax or placement.
    #[error("en-passant field '{field}': {reason}")]
    BadEnPassant {
        /// The field.
        field: String,
        /// Why.
        reason: &'static str,
    },
    /// Halfmove clock not a number.
    #[error("halfmove-clock field '{0}' is not a non-negative number")]
    BadHalfmove(String),
    /// Fullmove number not a positive number.
    #[error("fullmove-number field '{0}' is not a positive number")]
    BadFullmove(String),
    /// A side has no king or more than one.
    #[error("board: {color} has {count} kings; expected exactly 1")]
    KingCount {
        /// Whose kings.
        color: &'static str,
        /// How many.
        count: u32,
    },
    /// A pawn on rank 1 or 8.
    #[error("board: pawn on {0}, but pawns cannot stand on the first or last rank")]
    PawnOnBackRank(Square),
    /// More pieces than a side can have.
    #[error("board: {color} has {count} {what}; at most {max} are possible")]
    TooManyPieces {
        /// Whose pieces.
        color: &'static str,
        /// How many.
        count: u32,
        /// Which pieces.
        what: &'static str,
        /// The limit.
        max: u32,
    },
    /// The side not to move is in check.
    #[error("the side not to move ({0}) is in check, which cannot happen in a legal game")]
    OppositeCheck(&'static str),
    /// The kings touch.
    #[error("the kings stand next to each other")]
    AdjacentKings,
    /// More than two checkers, or a check pattern no legal move can produce.
    #[error("the side to move is in check by {0} pieces; a legal move gives at most 2")]
    TooManyCheckers(u32),
}

impl Position {
    /// Parses a FEN (also X-FEN and Shredder-FEN), validating the position.
    /// Missing halfmove/fullmove fields default to `0 1`.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut pos = Position::empty();
        parse_board(&mut pos, fields[0])?;
        let side = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(FenError::BadSide(other.to_owned())),
        };
        validate_material(&pos)?;
        let (rights, chess960) = parse_castling(&pos, fields[2])?;
        pos.set_side_to_move(side);
        pos.set_castling(rights);
        pos.set_chess960(chess960);
        let ep = parse_en_passant(&pos, fields[3])?;
        pos.set_ep_square(ep);
        let halfmove = match fields.get(4) {
            Some(text) => text
                .parse::<u16>()
                .map_err(|_| FenError::BadHalfmove((*text).to_owned()))?,
            None => 0,
        };
        let fullmove = match fields.get(5) {
            Some(text) => match text.parse::<u16>() {
                Ok(n) if n >= 1 => n,
                // Some tools write 0; treat it as 1 rather than reject the position.
                Ok(_) => 1,
                Err(_) => return Err(FenError::BadFullmove((*text).to_owned())),
            },
            None => 1,
        };
        pos.set_counters(halfmove, fullmove);
        validate_checks(&pos)?;
        pos.update_check_info();
        debug_assert!(
            pos.is_consistent(),
            "{} in {fen}",
            pos.inconsistency().unwrap_or_default()
        );
        Ok(pos)
    }

    /// The FEN of this position. Castling is written `KQkq` when unambiguous, and with file
    /// letters (Shredder/X-FEN style) for Chess960 rooks that `KQkq` cannot name.
    pub fn to_fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        write_placement(&mut fen, |sq| self.piece_at(sq));
        fen.push(' ');
        fen.push(self.side_to_move().char());
        fen.push(' ');
        let castling = self.castling_fen();
        fen.push_str(&castling);
        fen.push(' ');
        match self.ep_square() {
            Some(sq) => fen.push_str(&sq.to_string()),
            None => fen.push('-'),
        }
        fen.push_str(&format!(
            " {} {}",
            self.halfmove_clock(),
            self.fullmove_number()
        ));
        fen
    }

    fn castling_fen(&self) -> String {
        let mut out = String::new();
        for color in Color::ALL {
            for side in CastleSide::ALL {
                let Some(rook) = self.castling().rook(color, side) else {
                    continue;
                };
                // `K`/`Q` mean the outermost rook on that side of the king; use the file
                // letter when another rook stands further out.
                let outermost = outermost_rook(self, color, side);
                let c = if outermost == Some(rook) {
                    match side {
                        CastleSide::King => 'K',
                        CastleSide::Queen => 'Q',
                    }
                } else {
                    rook.file().char().to_ascii_uppercase()
                };
                out.push(if color == Color::White {
                    c
                } else {
                    c.to_ascii_lowercase()
                });
            }
        }
        if out.is_empty() { "-".to_owned() } else { out }
    }
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), FenError> {
    read_placement(board, |sq, piece| pos.put_piece(piece, sq))
}

/// Reads FEN's piece-placement field (rank 8 first), handing each piece to `put`: for a
/// position, or for an arrangement in the board editor that may not be legal yet. Only the
/// field's syntax is checked.
///
/// # Errors
/// Not eight ranks, a character that is neither a piece letter nor 1-8, a rank that does
/// not describe eight squares.
pub fn read_placement(board: &str, mut put: impl FnMut(Square, Piece)) -> Result<(), FenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for ((text, rank), rank_number) in ranks
        .iter()
        .zip(Rank::ALL.iter().rev())
        .zip((1..=8u8).rev())
    {
        let mut file = 0u32;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                if let Some(f) = File::new(file) {
                    put(Square::from_coords(f, *rank), piece);
                }
                file += 1;
            } else {
                return Err(FenError::BadBoardChar {
                    rank: rank_number,
                    found: c,
                });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank_number,
                text: (*text).to_owned(),
                squares: file,
            });
        }
    }
    Ok(())
}

fn validate_material(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        let kings = pos.pieces(color, Role::King).count();
        if kings != 1 {
            return Err(FenError::KingCount {
                color: color.name(),
                count: kings,
            });
        }
        let pawns = pos.pieces(color, Role::Pawn).count();
        if pawns > 8 {
            return Err(FenError::TooManyPieces {
                color: color.name(),
                count: pawns,
                what: "pawns",
                max: 8,
            });
        }
        let total = pos.by_color(color).count();
        if total > 16 {
            return Err(FenError::TooManyPieces {
                color: color.name(),
                count: total,
                what: "pieces",
                max: 16,
            });
        }
        // Pieces beyond the starting set can only come from promotions, one per missing pawn.
        // (This also bounds the number of legal moves well within a `MoveList`.)
        let extra = |bb: Bitboard, start: u32| bb.count().saturating_sub(start);
        let bishops = pos.pieces(color, Role::Bishop);
        let promoted = extra(pos.pieces(color, Role::Queen), 1)
            + extra(pos.pieces(color, Role::Rook), 2)
            + extra(pos.pieces(color, Role::Knight), 2)
            + extra(bishops & Bitboard::LIGHT, 1)
            + extra(bishops & Bitboard::DARK, 1);
        if promoted > 8 - pawns {
            return Err(FenError::TooManyPieces {
                color: color.name(),
                count: promoted,
                what: "promoted pieces (queens, rooks, bishops of one square colour or knights \
                       beyond the starting set)",
                max: 8 - pawns,
            });
        }
    }
    if let Some(sq) = (pos.by_role(Role::Pawn) & Bitboard::BACK_RANKS).first() {
        return Err(FenError::PawnOnBackRank(sq));
    }
    Ok(())
}

/// The rook furthest from the king on `side`, on the back rank.
fn outermost_rook(pos: &Position, color: Color, side: CastleSide) -> Option<Square> {
    let king = pos.king(color);
    let rooks = pos.pieces(color, Role::Rook) & Bitboard::rank(color.back_rank());
    match side {
        CastleSide::King => rooks.into_iter().filter(|r| r.file() > king.file()).last(),
        CastleSide::Queen => rooks.into_iter().find(|r| r.file() < king.file()),
    }
}

fn parse_castling(pos: &Position, field: &str) -> Result<(CastlingRights, bool), FenError> {
    let mut rights = CastlingRights::default();
    let mut chess960 = false;
    if field == "-" {
        return Ok((rights, false));
    }
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = pos.king(color);
        let impossible = |reason| FenError::ImpossibleCastling {
            color: color.name(),
            right: c,
            reason,
        };
        if king.rank() != color.back_rank() {
            return Err(impossible("the king is not on its first rank"));
        }
        let (side, rook) = match c.to_ascii_lowercase() {
            'k' => (
                CastleSide::King,
                outermost_rook(pos, color, CastleSide::King),
            ),
            'q' => (
                CastleSide::Queen,
                outermost_rook(pos, color, CastleSide::Queen),
            ),
            letter @ 'a'..='h' => {
                let Some(file) = File::from_char(letter) else {
                    return Err(FenError::BadCastlingChar {
                        field: field.to_owned(),
                        found: c,
                    });
                };
                chess960 = true;
                let sq = Square::from_coords(file, color.back_rank());
                if file == king.file() {
                    return Err(impossible("that file is the king's own"));
                }
                let side = if file > king.file() {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                (side, Some(sq))
            }
            _ => {
                return Err(FenError::BadCastlingChar {
                    field: field.to_owned(),
                    found: c,
                });
            }
        };
        let Some(rook) = rook else {
            return Err(impossible("there is no rook on that side of the king"));
        };
        if pos.piece_at(rook) != Some(Piece::new(color, Role::Rook)) {
            return Err(impossible("there is no rook of that colour on that file"));
        }
        if rights.rook(color, side).is_some() {
            return Err(impossible("that side already has a castling right"));
        }
        rights.set(color, side, Some(rook));
        // Anything but the classical king and rook squares makes this a Chess960 position.
        if king.file() != File::E || !matches!(rook.file(), File::A | File::H) {
            chess960 = true;
        }
    }
    Ok((rights, chess960))
}

fn parse_en_passant(pos: &Position, field: &str) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let bad = |reason| FenError::BadEnPassant {
        field: field.to_owned(),
        reason,
    };
    let sq: Square = field
        .parse()
        .map_err(|_| bad("not a square like e3 or '-'"))?;
    let us = pos.side_to_move();
    let them = us.flip();
    if sq.rank() != Rank::R6.relative(us) {
        return Err(bad(
            "must be on rank 6 when White is to move, rank 3 when Black is",
        ));
    }
    let pushed = Square::from_coords(sq.file(), Rank::R5.relative(us));
    let origin = Square::from_coords(sq.file(), Rank::R7.relative(us));
    if pos.piece_at(pushed) != Some(Piece::new(them, Role::Pawn)) {
        return Err(bad(
            "no pawn of the side that just moved stands in front of it",
        ));
    }
    if pos.piece_at(sq).is_some() || pos.piece_at(origin).is_some() {
        return Err(bad(
            "the square the pawn passed or started from is occupied",
        ));
    }
    // Kept only when it matters: a pawn of the side to move can capture there.
    let capturers = attacks::pawn_attacks(them, sq) & pos.pieces(us, Role::Pawn);
    Ok(if capturers.any() { Some(sq) } else { None })
}

fn validate_checks(pos: &Position) -> Result<(), FenError> {
    let us = pos.side_to_move();
    let them = us.flip();
    let occupied = pos.occupied();
    if pos.king(us).distance(pos.king(them)) <= 1 {
        return Err(FenError::AdjacentKings);
    }
    if pos.is_attacked(pos.king(them), us, occupied) {
        return Err(FenError::OppositeCheck(them.name()));
    }
    let checkers = (pos.attackers_to(pos.king(us), occupied) & pos.by_color(them)).count();
    if checkers > 2 {
        return Err(FenError::TooManyCheckers(checkers));
    }
    Ok(())
}

/// Writes FEN's piece-placement field (rank 8 first) for whatever `piece_at` holds: a
/// position, or an arrangement in the board editor that may not be legal yet.
pub fn write_placement(fen: &mut String, piece_at: impl Fn(Square) -> Option<Piece>) {
    for rank in Rank::ALL.iter().rev() {
        let mut empty = 0u8;
        for file in File::ALL {
            match piece_at(Square::from_coords(file, *rank)) {
                Some(piece) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if *rank != Rank::R1 {
            fen.push('/');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> FenError {
        match Position::from_fen(fen) {
            Ok(pos) => panic!("accepted {fen}: {pos:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn round_trips() {
        for fen in [
            STARTPOS_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "8/8/8/8/8/8/8/K6k b - - 99 120",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        ] {
            let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(pos.to_fen(), fen);
        }
    }

    #[test]
    fn shredder_and_xfen_castling() {
        let pos =
            Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
                .unwrap_or_else(|e| panic!("{e}"));
        assert!(pos.is_chess960());
        assert_eq!(
            pos.castling().rook(Color::White, CastleSide::King),
            Some(Square::H1)
        );
        assert_eq!(
            pos.castling().rook(Color::White, CastleSide::Queen),
            Some(Square::F1)
        );
        assert_eq!(
            pos.to_fen(),
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
        );
        // An inner rook needs its file letter.
        let pos = Position::from_fen("1r2k2r/8/8/8/8/8/8/RR2K3 w Bb - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pos.to_fen(), "1r2k2r/8/8/8/8/8/8/RR2K3 w Bq - 0 1");
    }

    #[test]
    fn every_error_is_precise() {
        assert_eq!(err(""), FenError::Empty);
        assert_eq!(err("8/8/8 w"), FenError::FieldCount(2));
        assert_eq!(err("8/8/8 w - -"), FenError::RankCount(3));
        assert!(matches!(
            err("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            FenError::RankLength {
                rank: 7,
                squares: 7,
                ..
            }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
            FenError::BadBoardChar {
                rank: 1,
                found: 'X'
            }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            FenError::BadBoardChar {
                rank: 6,
                found: '9'
            }
        ));
        assert_eq!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            FenError::BadSide("x".into())
        );
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1"),
            FenError::BadCastlingChar { found: 'z', .. }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"),
            FenError::ImpossibleCastling { right: 'K', .. }
        ));
        assert!(matches!(
            err("4k3/8/8/8/8/8/8/R3K2R w Kk - 0 1"),
            FenError::ImpossibleCastling { right: 'k', .. }
        ));
        assert!(matches!(
            err("4k3/8/8/8/8/8/4K3/R6R w K - 0 1"),
            FenError::ImpossibleCastling { right: 'K', .. }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"),
            FenError::BadEnPassant { .. }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1"),
            FenError::BadEnPassant { .. }
        ));
        assert!(matches!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"),
            FenError::BadEnPassant { .. }
        ));
        assert_eq!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1"),
            FenError::BadHalfmove("x".into())
        );
        assert_eq!(
            err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 y"),
            FenError::BadFullmove("y".into())
        );
        assert_eq!(
            err("8/8/8/8/8/8/8/K7 w - - 0 1"),
            FenError::KingCount {
                color: "black",
                count: 0
            }
        );
        assert_eq!(
            err("kk6/8/8/8/8/8/8/K7 w - - 0 1"),
            FenError::KingCount {
                color: "black",
                count: 2
            }
        );
        assert_eq!(
            err("k6P/8/8/8/8/8/8/K7 w - - 0 1"),
            FenError::PawnOnBackRank(Square::H8)
        );
        assert!(matches!(
            err("k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1"),
            FenError::TooManyPieces { what: "pawns", .. }
        ));
        assert!(matches!(
            err("k7/qqqqqqqq/qqqqqqqq/q7/8/8/8/K7 w - - 0 1"),
            FenError::TooManyPieces { what: "pieces", .. }
        ));
        assert_eq!(
            err("k7/8/8/8/8/8/8/K6r b - - 0 1"),
            FenError::OppositeCheck("white")
        );
        assert_eq!(err("8/8/8/8/8/8/8/Kk6 w - - 0 1"), FenError::AdjacentKings);
        assert_eq!(
            err("k7/8/8/8/8/1n6/1q6/K6r w - - 0 1"),
            FenError::TooManyCheckers(3)
        );
    }

    fn castling_reason(fen: &str) -> &'static str {
        match err(fen) {
            FenError::ImpossibleCastling { reason, .. } => reason,
            other => panic!("{fen}: {other:?}"),
        }
    }

    fn en_passant_reason(fen: &str) -> &'static str {
        match err(fen) {
            FenError::BadEnPassant { reason, .. } => reason,
            other => panic!("{fen}: {other:?}"),
        }
    }

    #[test]
    fn every_reason_of_every_error() {
        assert_eq!(err("   "), FenError::Empty);
        assert_eq!(
            err("8/8/8/8/8/8/8/K6k w - - 0 1 extra"),
            FenError::FieldCount(7)
        );
        assert_eq!(err("8/8/8/8/8/8/8/8/K6k w - -"), FenError::RankCount(9));
        assert!(matches!(
            err("k7/8/8/8/8/8/8/K7P w - - 0 1"),
            FenError::RankLength {
                rank: 1,
                squares: 9,
                ..
            }
        ));
        assert!(matches!(
            err("k7/8/8/8/8/8/8/K06 w - - 0 1"),
            FenError::BadBoardChar {
                rank: 1,
                found: '0'
            }
        ));
        assert_eq!(
            err("k7/8/8/8/8/8/8/K7 white - - 0 1"),
            FenError::BadSide("white".into())
        );
        assert!(matches!(
            err("r3k2r/8/8/8/8/8/8/R3K2R w K-kq - 0 1"),
            FenError::BadCastlingChar { found: '-', .. }
        ));
        assert_eq!(
            castling_reason("r3k2r/8/8/8/8/8/4K3/R6R w K - 0 1"),
            "the king is not on its first rank"
        );
        assert_eq!(
            castling_reason("r3k2r/8/8/8/8/8/8/R3K2R w E - 0 1"),
            "that file is the king's own"
        );
        assert_eq!(
            castling_reason("r3k2r/8/8/8/8/8/8/4K2R w Q - 0 1"),
            "there is no rook on that side of the king"
        );
        assert_eq!(
            castling_reason("r3k2r/8/8/8/8/8/8/R3K2R w B - 0 1"),
            "there is no rook of that colour on that file"
        );
        assert_eq!(
            castling_reason("r3k2r/8/8/8/8/8/8/R3K2R w KH - 0 1"),
            "that side already has a castling right"
        );
        assert_eq!(
            en_passant_reason("k7/8/8/3pP3/8/8/8/K7 w - d9 0 1"),
            "not a square like e3 or '-'"
        );
        assert_eq!(
            en_passant_reason("k7/8/8/3pP3/8/8/8/K7 w - d3 0 1"),
            "must be on rank 6 when White is to move, rank 3 when Black is"
        );
        assert_eq!(
            en_passant_reason("k7/8/8/4P3/8/8/8/K7 w - d6 0 1"),
            "no pawn of the side that just moved stands in front of it"
        );
        assert_eq!(
            en_passant_reason("k7/3p4/8/3pP3/8/8/8/K7 w - d6 0 1"),
            "the square the pawn passed or started from is occupied"
        );
        assert_eq!(
            en_passant_reason("k7/8/3n4/3pP3/8/8/8/K7 w - d6 0 1"),
            "the square the pawn passed or started from is occupied"
        );
        assert_eq!(
            err("k7/8/8/8/8/8/8/K7 w - - -1 1"),
            FenError::BadHalfmove("-1".into())
        );
        assert_eq!(
            err("k7/8/8/8/8/8/8/K7 w - - 70000 1"),
            FenError::BadHalfmove("70000".into())
        );
        assert_eq!(
            err("k7/8/8/8/8/8/8/K7 w - - 0 -3"),
            FenError::BadFullmove("-3".into())
        );
        assert_eq!(
            err("k7/8/8/8/8/8/8/8 b - - 0 1"),
            FenError::KingCount {
                color: "white",
                count: 0
            }
        );
        assert_eq!(
            err("kp6/8/8/8/8/8/8/K7 w - - 0 1"),
            FenError::PawnOnBackRank(Square::B8)
        );
        // Promotions need missing pawns: three queens and seven pawns is one too many.
        assert_eq!(
            err("k7/8/8/8/8/8/PPPPPPP1/KQQQ4 w - - 0 1"),
            FenError::TooManyPieces {
                color: "white",
                count: 2,
                what: "promoted pieces (queens, rooks, bishops of one square colour or knights \
                       beyond the starting set)",
                max: 1,
            }
        );
        // Two bishops on light squares need a promotion; with eight pawns there is none.
        assert!(matches!(
            err("k7/8/8/8/8/8/PPPPPPPP/KB1B4 w - - 0 1"),
            FenError::TooManyPieces {
                count: 1,
                max: 0,
                ..
            }
        ));
        assert_eq!(
            err("k6R/8/8/8/8/8/8/K7 w - - 0 1"),
            FenError::OppositeCheck("black")
        );
        assert_eq!(err("8/8/8/3kK3/8/8/8/8 b - - 0 1"), FenError::AdjacentKings);
        assert_eq!(
            err("4k3/8/5N2/1B6/8/8/8/4R1K1 b - - 0 1"),
            FenError::TooManyCheckers(3)
        );
        // Every error names its field or square in its message.
        assert_eq!(
            err("k7/8/8/8/8/8/8/K7 w - d9 0 1").to_string(),
            "en-passant field 'd9': not a square like e3 or '-'"
        );
    }

    #[test]
    fn irrelevant_en_passant_square_is_dropped() {
        let pos = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pos.ep_square(), None);
    }
}
