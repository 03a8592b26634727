//! The training-data record: one position in 32 bytes, with the search score and the game
//! result. Files are plain concatenations of records, so appending resumes a run and the record
//! count is the file length / 32.
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | occupancy, u64 little-endian (bit n = square n, a1 = 0) |
//! | 8..24 | one 4-bit piece code per occupied square, in square order, low nibble first: colour · 6 + role (pawn 0 … king 5; White 0–5, Black 6–11) |
//! | 24..26 | search score in centipawns from White's point of view, i16 |
//! | 26 | game result: 0 Black won, 1 draw, 2 White won |
//! | 27 | side to move: 0 White, 1 Black |
//! | 28 | half-move clock (saturated at 255) |
//! | 29..31 | full-move number, u16 |
//! | 31 | reserved, 0 |
//!
//! Castling rights and the en-passant square are not stored: the network does not see them.

use std::io::{Read, Write};

use crate::chess::{Color, Piece, Position, Role, Square};

/// Bytes per record.
pub const RECORD_SIZE: usize = 32;

/// The result of the game a position came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// Black won.
    BlackWin,
    /// Draw.
    Draw,
    /// White won.
    WhiteWin,
}

impl GameResult {
    /// 0 for a loss, 0.5 for a draw, 1 for a win, for `color`.
    pub fn score_for(self, color: Color) -> f32 {
        match (self, color) {
            (GameResult::Draw, _) => 0.5,
            (GameResult::WhiteWin, Color::White) | (GameResult::BlackWin, Color::Black) => 1.0,
            _ => 0.0,
        }
    }
}

/// A record that cannot be decoded.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// More than 32 pieces on the board.
    #[error("record has {0} occupied squares (at most 32)")]
    TooManyPieces(u32),
    /// A piece code of 12 or more.
    #[error("record has piece code {code} on square {square}")]
    BadPiece {
        /// The code.
        code: u8,
        /// The square.
        square: Square,
    },
    /// A result byte other than 0, 1 or 2.
    #[error("record has result byte {0} (expected 0, 1 or 2)")]
    BadResult(u8),
    /// A side-to-move byte other than 0 or 1.
    #[error("record has side-to-move byte {0} (expected 0 or 1)")]
    BadSide(u8),
}

/// One decoded training position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrainingPosition {
    /// Every piece and its square.
    pub pieces: Vec<(Piece, Square)>,
    /// Whose move it is.
    pub side_to_move: Color,
    /// The search score in centipawns, White's point of view.
    pub score_white: i16,
    /// The game's result.
    pub result: GameResult,
    /// The half-move clock.
    pub halfmove_clock: u8,
    /// The full-move number.
    pub fullmove_number: u16,
}

/// One 32-byte record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PackedRecord(pub [u8; RECORD_SIZE]);

impl PackedRecord {
    /// Packs `pos` with its score (White's view) and the game's result.
    pub fn pack(pos: &Position, score_white: i16, result: GameResult) -> PackedRecord {
        let mut b = [0u8; RECORD_SIZE];
        let occupied = pos.occupied();
        b[0..8].copy_from_slice(&occupied.0.to_le_bytes());
        for (i, sq) in occupied.into_iter().take(32).enumerate() {
            let code = pos.piece_at(sq).map_or(0, |p| p.index() as u8);
            b[8 + i / 2] |= code << (4 * (i % 2));
        }
        b[24..26].copy_from_slice(&score_white.to_le_bytes());
        b[26] = match result {
            GameResult::BlackWin => 0,
            GameResult::Draw => 1,
            GameResult::WhiteWin => 2,
        };
        b[27] = pos.side_to_move() as u8;
        b[28] = pos.halfmove_clock().min(255) as u8;
        b[29..31].copy_from_slice(&pos.fullmove_number().to_le_bytes());
        PackedRecord(b)
    }

    /// Decodes the record.
    pub fn unpack(&self) -> Result<TrainingPosition, RecordError> {
        let b = &self.0;
        let mut occ = [0u8; 8];
        occ.copy_from_slice(&b[0..8]);
        let occupied = u64::from_le_bytes(occ);
        if occupied.count_ones() > 32 {
            return Err(RecordError::TooManyPieces(occupied.count_ones()));
        }
        let mut pieces = Vec::with_capacity(32);
        let mut bits = occupied;
        let mut i = 0;
        while bits != 0 {
            let square = Square::from_index_wrapping(bits.trailing_zeros());
            bits &= bits - 1;
            let code = (b[8 + i / 2] >> (4 * (i % 2))) & 0xF;
            if code >= 12 {
                return Err(RecordError::BadPiece { code, square });
            }
            let color = if code < 6 { Color::White } else { Color::Black };
            pieces.push((Piece::new(color, Role::ALL[usize::from(code % 6)]), square));
            i += 1;
        }
        let result = match b[26] {
            0 => GameResult::BlackWin,
            1 => GameResult::Draw,
            2 => GameResult::WhiteWin,
            other => return Err(RecordError::BadResult(other)),
        };
        let side_to_move = match b[27] {
            0 => Color::White,
            1 => Color::Black,
            other => return Err(RecordError::BadSide(other)),
        };
        Ok(TrainingPosition {
            pieces,
            side_to_move,
            score_white: i16::from_le_bytes([b[24], b[25]]),
            result,
            halfmove_clock: b[28],
            fullmove_number: u16::from_le_bytes([b[29], b[30]]),
        })
    }
}

/// Appends records to a writer.
pub fn write_records(out: &mut impl Write, records: &[PackedRecord]) -> std::io::Result<()> {
    for r in records {
        out.write_all(&r.0)?;
    }
    Ok(())
}

/// Reads every whole record; a trailing partial record (an interrupted write) is ignored and
/// its length in bytes returned alongside.
pub fn read_records(input: &mut impl Read) -> std::io::Result<(Vec<PackedRecord>, usize)> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    let chunks = bytes.chunks_exact(RECORD_SIZE);
    let partial = chunks.remainder().len();
    let records = chunks
        .map(|c| {
            let mut r = [0u8; RECORD_SIZE];
            r.copy_from_slice(c);
            PackedRecord(r)
        })
        .collect();
    Ok((records, partial))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip() {
        for fen in [
            crate::chess::STARTPOS_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 42",
            "8/8/8/8/8/k7/8/K7 w - - 99 300",
        ] {
            let Ok(pos) = Position::from_fen(fen) else {
                panic!("{fen}")
            };
            let rec = PackedRecord::pack(&pos, -123, GameResult::WhiteWin);
            let Ok(tp) = rec.unpack() else {
                panic!("{fen}")
            };
            assert_eq!(tp.pieces.len() as u32, pos.occupied().count());
            for (piece, sq) in &tp.pieces {
                assert_eq!(pos.piece_at(*sq), Some(*piece));
            }
            assert_eq!(tp.side_to_move, pos.side_to_move());
            assert_eq!(tp.score_white, -123);
            assert_eq!(tp.result, GameResult::WhiteWin);
            assert_eq!(tp.fullmove_number, pos.fullmove_number());
            let mut buf = Vec::new();
            let Ok(()) = write_records(&mut buf, &[rec, rec]) else {
                panic!()
            };
            buf.extend_from_slice(&[1, 2, 3]);
            let Ok((back, partial)) = read_records(&mut buf.as_slice()) else {
                panic!()
            };
            assert_eq!((back, partial), (vec![rec, rec], 3));
        }
    }

    #[test]
    fn corrupt_records_are_rejected() {
        let mut rec = PackedRecord::pack(&Position::startpos(), 0, GameResult::Draw);
        rec.0[26] = 7;
        assert_eq!(rec.unpack(), Err(RecordError::BadResult(7)));
        rec.0[26] = 1;
        rec.0[8] = 0xFF;
        assert!(matches!(rec.unpack(), Err(RecordError::BadPiece { .. })));
    }
}
