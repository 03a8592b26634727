//! UCI move strings: `e2e4`, `e7e8q`, castling as `e1g1` (standard) or king-takes-rook
//! `e1h1` (Chess960 mode), and the null move `0000`.

use super::{
    position::Position,
    types::{Move, Role, Square},
};

/// Why a UCI move string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UciMoveError {
    /// Not of the form `e2e4` or `e7e8q`.
    #[error("'{0}' is not a UCI move (expected like e2e4 or e7e8q)")]
    Syntax(String),
    /// Well formed, but not a legal move here.
    #[error("'{text}' is not legal in {fen}")]
    Illegal {
        /// The move text.
        text: String,
        /// The position it was tried in.
        fen: String,
    },
}

impl Position {
    /// The UCI text of a legal move: castling as king-to-destination, or king-takes-rook
    /// when the position is Chess960.
    pub fn move_to_uci(&self, m: Move) -> String {
        let to = if m.is_castle() && !self.is_chess960() {
            m.castle_king_destination()
        } else {
            m.to()
        };
        let mut text = format!("{}{}", m.from(), to);
        if let Some(role) = m.promotion_role() {
            text.push(role.lower_char());
        }
        text
    }

    /// Parses a UCI move and checks it is legal. Castling is accepted in both forms
    /// (king to destination, king takes rook) whatever the mode.
    pub fn parse_uci_move(&self, text: &str) -> Result<Move, UciMoveError> {
        let syntax = || UciMoveError::Syntax(text.to_owned());
        let bytes = text.as_bytes();
        if !(4..=5).contains(&bytes.len()) || !text.is_ascii() {
            return Err(syntax());
        }
        let from: Square = text[0..2].parse().map_err(|_| syntax())?;
        let to: Square = text[2..4].parse().map_err(|_| syntax())?;
        let promotion = match bytes.get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(role),
                _ => return Err(syntax()),
            },
        };
        self.find_move(from, to, promotion)
            .ok_or_else(|| UciMoveError::Illegal {
                text: text.to_owned(),
                fen: self.to_fen(),
            })
    }

    /// The legal move from `from` to `to` with the given promotion role. Castling matches
    /// king-takes-rook, or the king's destination when no plain king move goes there (in
    /// Chess960 a king on b1 may have both a castling move and a plain move to c1).
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
        let legal = self.legal_moves();
        let candidates = || {
            legal
                .iter()
                .copied()
                .filter(|m| m.from() == from && m.promotion_role() == promotion)
        };
        if let Some(m) = candidates().find(|m| m.to() == to && (!m.is_castle() || m.to() != from)) {
            return Some(m);
        }
        candidates().find(|m| m.is_castle() && m.castle_king_destination() == to && to != from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_in_both_forms() {
        let mut pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let short = pos.parse_uci_move("e1g1").unwrap_or_else(|e| panic!("{e}"));
        assert!(short.is_castle());
        assert_eq!(pos.parse_uci_move("e1h1"), Ok(short));
        assert_eq!(pos.move_to_uci(short), "e1g1");
        pos.set_chess960(true);
        assert_eq!(pos.move_to_uci(short), "e1h1");
        assert!(matches!(
            pos.parse_uci_move("e1e3"),
            Err(UciMoveError::Illegal { .. })
        ));
        assert!(matches!(
            pos.parse_uci_move("e1"),
            Err(UciMoveError::Syntax(_))
        ));
        assert!(matches!(
            pos.parse_uci_move("a7a8k"),
            Err(UciMoveError::Syntax(_))
        ));
    }
}
