//! A position being set up in the board editor: any arrangement of pieces, valid or not,
//! with side to move, castling rights, en-passant file and move numbers; its FEN both ways
//! (read loosely, so the board follows the text while the position is not yet legal) and
//! the rules core's verdict on it.

use crate::chess::{CastleSide, Color, File, Piece, Position, Rank, Square, fen::read_placement};

/// The four castling rights: colour, side, FEN letter and a label for the editor's check boxes.
pub const CASTLING: [(Color, CastleSide, char, &str); 4] = [
    (Color::White, CastleSide::King, 'K', "White O-O"),
    (Color::White, CastleSide::Queen, 'Q', "White O-O-O"),
    (Color::Black, CastleSide::King, 'k', "Black O-O"),
    (Color::Black, CastleSide::Queen, 'q', "Black O-O-O"),
];

/// The position being set up: any arrangement, valid or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorBoard {
    squares: [Option<Piece>; 64],
    /// Side to move.
    pub side: Color,
    /// K, Q, k, q.
    pub castling: [bool; 4],
    /// The file of the en-passant square, if any.
    pub ep_file: Option<File>,
    /// Halfmove clock.
    pub halfmove: u16,
    /// Fullmove number.
    pub fullmove: u16,
}

impl EditorBoard {
    /// An empty board, White to move.
    pub fn empty() -> EditorBoard {
        EditorBoard {
            squares: [None; 64],
            side: Color::White,
            castling: [false; 4],
            ep_file: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The editor showing `pos`.
    pub fn from_position(pos: &Position) -> EditorBoard {
        let mut board = EditorBoard::empty();
        for sq in Square::ALL {
            board.squares[sq.index()] = pos.piece_at(sq);
        }
        board.side = pos.side_to_move();
        for (i, (color, side, _, _)) in CASTLING.iter().enumerate() {
            board.castling[i] = pos.castling().rook(*color, *side).is_some();
        }
        board.ep_file = pos.ep_square().map(Square::file);
        board.halfmove = pos.halfmove_clock();
        board.fullmove = pos.fullmove_number();
        board
    }

    /// The piece on `sq`.
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.squares[sq]
    }

    /// Puts `piece` on `sq` (or empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.squares[sq.index()] = piece;
    }

    /// The en-passant square the side to move could capture on.
    pub fn ep_square(&self) -> Option<Square> {
        let rank = match self.side {
            Color::White => Rank::R6,
            Color::Black => Rank::R3,
        };
        self.ep_file.map(|file| Square::from_coords(file, rank))
    }

    /// The FEN of the arrangement (valid or not).
    pub fn fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        crate::chess::fen::write_placement(&mut fen, |sq| self.piece(sq));
        fen.push(' ');
        fen.push(self.side.char());
        fen.push(' ');
        let rights: String = CASTLING
            .iter()
            .zip(self.castling)
            .filter(|(_, on)| *on)
            .map(|((_, _, c, _), _)| *c)
            .collect();
        fen.push_str(if rights.is_empty() { "-" } else { &rights });
        fen.push(' ');
        match self.ep_square() {
            Some(sq) => fen.push_str(&sq.to_string()),
            None => fen.push('-'),
        }
        fen.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        fen
    }

    /// The arrangement as a playable position, or the rules core's reason why not.
    pub fn validate(&self) -> Result<Position, String> {
        let pos = Position::from_fen(&self.fen()).map_err(|e| e.to_string())?;
        if !pos.has_legal_moves() {
            return Err("the side to move has no legal move (checkmate or stalemate)".into());
        }
        Ok(pos)
    }

    /// Reads a FEN loosely: any arrangement of pieces, so the board follows the text even
    /// while the position is not legal (the validation then says why). Only syntax fails.
    pub fn parse_loose(fen: &str) -> Result<EditorBoard, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(placement) = fields.first() else {
            return Err("FEN is empty".into());
        };
        let mut board = EditorBoard::empty();
        read_placement(placement, |sq, piece| board.set(sq, Some(piece)))
            .map_err(|e| e.to_string())?;
        board.side = match fields.get(1).copied() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => return Err(format!("side to move '{other}'; expected w or b")),
        };
        if let Some(rights) = fields.get(2).filter(|r| **r != "-") {
            for c in rights.chars() {
                match CASTLING.iter().position(|(_, _, letter, _)| *letter == c) {
                    Some(i) => board.castling[i] = true,
                    None => return Err(format!("castling: '{c}' is not K, Q, k or q")),
                }
            }
        }
        if let Some(ep) = fields.get(3).filter(|e| **e != "-") {
            let sq: Square = ep
                .parse()
                .map_err(|_| format!("en passant: '{ep}' is not a square"))?;
            board.ep_file = Some(sq.file());
        }
        if let Some(n) = fields.get(4) {
            board.halfmove = n
                .parse()
                .map_err(|_| format!("halfmove clock '{n}' is not a number"))?;
        }
        if let Some(n) = fields.get(5) {
            board.fullmove = n
                .parse::<u16>()
                .map_err(|_| format!("move number '{n}' is not a number"))?
                .max(1);
        }
        Ok(board)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::chess::{Role, STARTPOS_FEN};

    #[test]
    fn round_trip_and_validation() {
        let start = Position::startpos();
        let board = EditorBoard::from_position(&start);
        assert_eq!(board.fen(), STARTPOS_FEN);
        assert!(board.validate().is_ok());
        assert_eq!(EditorBoard::parse_loose(STARTPOS_FEN).unwrap(), board);

        let mut empty = EditorBoard::empty();
        assert!(empty.validate().unwrap_err().contains("kings"));
        empty.set(Square::E1, Some(Piece::new(Color::White, Role::King)));
        empty.set(Square::E8, Some(Piece::new(Color::Black, Role::King)));
        assert!(empty.validate().is_ok());
        empty.set(Square::A1, Some(Piece::new(Color::White, Role::Pawn)));
        assert!(empty.validate().unwrap_err().contains("a1"));
        empty.set(Square::A1, None);
        // Black, not to move, in check by a rook.
        empty.set(Square::E4, Some(Piece::new(Color::White, Role::Rook)));
        assert!(empty.validate().unwrap_err().contains("not to move"));
        // A castling right without its rook.
        empty.set(Square::E4, None);
        empty.castling[0] = true;
        assert!(empty.validate().unwrap_err().contains("castle"));
    }

    #[test]
    fn loose_parsing_keeps_illegal_arrangements() {
        let board = EditorBoard::parse_loose("8/8/8/8/8/8/8/8 w - - 0 1").unwrap();
        assert_eq!(board, EditorBoard::empty());
        assert!(EditorBoard::parse_loose("8/8/8 w").is_err());
        assert!(EditorBoard::parse_loose("9/8/8/8/8/8/8/8 w").is_err());
        let ep = EditorBoard::parse_loose("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3").unwrap();
        assert_eq!(ep.ep_square(), Some(Square::D6));
        assert_eq!(ep.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3");
        assert!(ep.validate().is_ok());
    }
}
