//! Standard Algebraic Notation: printing with minimal disambiguation and check marks, and
//! lenient parsing in two stages (syntax into [`San`], then resolution against a position).
//!
//! The parser accepts `0-0`, missing or extra `+`/`#`, `e.p.`, promotions without `=`, a
//! `P` prefix on pawn moves, over-disambiguation (`Ng1f3`), `x`/`:` or no capture mark, and
//! annotation suffixes such as `!?` (which it ignores).

use super::{
    bitboard::Bitboard,
    position::{CastleSide, Position},
    types::{File, Move, Rank, Role, Square},
};

/// A SAN move read without a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The moving role.
        role: Role,
        /// Disambiguating file, if given.
        file: Option<File>,
        /// Disambiguating rank, if given.
        rank: Option<Rank>,
        /// Whether a capture mark was written.
        capture: bool,
        /// The destination.
        to: Square,
        /// The promotion role, if any.
        promotion: Option<Role>,
    },
    /// `O-O` or `O-O-O`.
    Castle(CastleSide),
    /// `--` or `Z0`: a null move, as some PGN files contain.
    Null,
}

/// Why a SAN string could not be read or applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SanError {
    /// Not SAN syntax.
    #[error("'{0}' is not a move in algebraic notation")]
    Syntax(String),
    /// No legal move matches.
    #[error("'{text}' is not a legal move in {fen}")]
    Illegal {
        /// The move text.
        text: String,
        /// The position.
        fen: String,
    },
    /// Several legal moves match.
    #[error("'{text}' is ambiguous in {fen}")]
    Ambiguous {
        /// The move text.
        text: String,
        /// The position.
        fen: String,
    },
}

impl std::str::FromStr for San {
    type Err = SanError;

    fn from_str(text: &str) -> Result<San, SanError> {
        let syntax = || SanError::Syntax(text.to_owned());
        let mut s = text.trim();
        // Strip annotations and check marks at the end: `+`, `#`, `!`, `?`, and "e.p.".
        loop {
            let before = s.len();
            s = s.trim_end_matches(['+', '#', '!', '?']);
            if let Some(rest) = s.strip_suffix("e.p.").or_else(|| s.strip_suffix("ep")) {
                s = rest.trim_end();
            }
            if s.len() == before {
                break;
            }
        }
        match s {
            "O-O" | "0-0" | "o-o" => return Ok(San::Castle(CastleSide::King)),
            "O-O-O" | "0-0-0" | "o-o-o" => return Ok(San::Castle(CastleSide::Queen)),
            "--" | "Z0" | "0000" => return Ok(San::Null),
            _ => {}
        }
        if !s.is_ascii() || s.len() < 2 {
            return Err(syntax());
        }
        let mut chars: Vec<char> = s.chars().collect();
        // Promotion at the end: `=Q`, `Q`, `(Q)`, `/Q`, or a UCI-style lower-case `e8q`.
        let mut promotion = None;
        if chars.last() == Some(&')') {
            chars.pop();
        }
        let n = chars.len();
        if let Some(&last) = chars.last() {
            let after_rank = n >= 2 && matches!(chars.get(n - 2), Some('1' | '8'));
            let marked = n >= 2 && matches!(chars.get(n - 2), Some('=' | '(' | '/'));
            if last.is_ascii_uppercase() || (last.is_ascii_lowercase() && (after_rank || marked)) {
                let role = match Role::from_char(last) {
                    Some(role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => role,
                    _ => return Err(syntax()),
                };
                chars.pop();
                while matches!(chars.last(), Some('=' | '(' | '/')) {
                    chars.pop();
                }
                promotion = Some(role);
            }
        }
        // Leading role letter (absent or `P` for pawns).
        let role = match chars.first() {
            Some(&c) if c.is_ascii_uppercase() => {
                chars.remove(0);
                Role::from_char(c).ok_or_else(syntax)?
            }
            _ => Role::Pawn,
        };
        // Destination: the last two characters.
        if chars.len() < 2 {
            return Err(syntax());
        }
        let to_text: String = chars[chars.len() - 2..].iter().collect();
        let to: Square = to_text.parse().map_err(|_| syntax())?;
        chars.truncate(chars.len() - 2);
        let mut capture = false;
        if matches!(chars.last(), Some('x' | ':' | 'X')) {
            capture = true;
            chars.pop();
        }
        if matches!(chars.last(), Some('-')) {
            chars.pop(); // long algebraic `Ng1-f3`
        }
        let (mut file, mut rank) = (None, None);
        for c in chars {
            if let Some(f) = File::from_char(c).filter(|_| c.is_ascii_lowercase()) {
                if file.replace(f).is_some() {
                    return Err(syntax());
                }
            } else if let Some(r) = Rank::from_char(c) {
                if rank.replace(r).is_some() {
                    return Err(syntax());
                }
            } else if c == 'x' || c == ':' {
                capture = true;
            } else {
                return Err(syntax());
            }
        }
        if role != Role::Pawn && promotion.is_some() {
            return Err(syntax());
        }
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }
}

impl San {
    /// The legal move this SAN names in `pos`.
    pub fn to_move(&self, pos: &Position, text: &str) -> Result<Move, SanError> {
        let illegal = || SanError::Illegal {
            text: text.to_owned(),
            fen: pos.to_fen(),
        };
        let legal = pos.legal_moves();
        match *self {
            San::Null => Err(illegal()),
            San::Castle(side) => legal
                .iter()
                .copied()
                .find(|m| {
                    m.is_castle() && (m.to().file() > m.from().file()) == (side == CastleSide::King)
                })
                .ok_or_else(illegal),
            San::Normal {
                role,
                file,
                rank,
                capture: _,
                to,
                promotion,
            } => {
                let mut found = None;
                for &m in legal.iter() {
                    if m.is_castle() || pos.role_at(m.from()) != Some(role) || m.to() != to {
                        continue;
                    }
                    if file.is_some_and(|f| m.from().file() != f)
                        || rank.is_some_and(|r| m.from().rank() != r)
                    {
                        continue;
                    }
                    // A pawn reaching the last rank without a promotion letter: assume a queen.
                    let wanted = match (promotion, m.promotion_role()) {
                        (None, Some(_)) => Some(Role::Queen),
                        _ => promotion,
                    };
                    if m.promotion_role() != wanted {
                        continue;
                    }
                    if found.replace(m).is_some() {
                        return Err(SanError::Ambiguous {
                            text: text.to_owned(),
                            fen: pos.to_fen(),
                        });
                    }
                }
                // A king move written as castling destination by some tools (`Kg1`) is
                // accepted as castling when the plain move does not exist.
                if found.is_none() && role == Role::King {
                    found = legal
                        .iter()
                        .copied()
                        .find(|m| m.is_castle() && m.castle_king_destination() == to);
                }
                found.ok_or_else(illegal)
            }
        }
    }
}

impl Position {
    /// Parses SAN (leniently) and finds the legal move it names.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let san: San = text.parse()?;
        san.to_move(self, text)
    }

    /// The SAN of a legal move, with `+` or `#`.
    pub fn san(&self, m: Move) -> String {
        let mut text = self.san_without_check(m);
        let next = self.after(m);
        if next.in_check() {
            text.push(if next.has_legal_moves() { '+' } else { '#' });
        }
        text
    }

    /// The SAN of a legal move without a check mark (cheaper: no move is played).
    pub fn san_without_check(&self, m: Move) -> String {
        if m.is_castle() {
            return if m.to().file() > m.from().file() {
                "O-O".into()
            } else {
                "O-O-O".into()
            };
        }
        let Some(role) = self.role_at(m.from()) else {
            return format!("{m:?}");
        };
        let mut text = String::with_capacity(8);
        let capture = self.is_capture(m);
        if role == Role::Pawn {
            if capture {
                text.push(m.from().file().char());
                text.push('x');
            }
            text.push_str(&m.to().to_string());
            if let Some(promo) = m.promotion_role() {
                text.push('=');
                text.push(promo.upper_char());
            }
            return text;
        }
        text.push(role.upper_char());
        if role != Role::King {
            // Other pieces of the same role that can legally reach the same square.
            let rivals: Bitboard = self
                .legal_moves()
                .iter()
                .filter(|o| o.to() == m.to() && o.from() != m.from() && !o.is_castle())
                .filter(|o| self.role_at(o.from()) == Some(role))
                .map(|o| o.from())
                .collect();
            if rivals.any() {
                let same_file =
                    Iterator::any(&mut rivals.into_iter(), |sq| sq.file() == m.from().file());
                let same_rank =
                    Iterator::any(&mut rivals.into_iter(), |sq| sq.rank() == m.from().rank());
                if !same_file {
                    text.push(m.from().file().char());
                } else if !same_rank {
                    text.push(m.from().rank().char());
                } else {
                    text.push_str(&m.from().to_string());
                }
            }
        }
        if capture {
            text.push('x');
        }
        text.push_str(&m.to().to_string());
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn lenient_parsing() {
        let start = Position::startpos();
        for (text, uci) in [
            ("e4", "e2e4"),
            ("Pe4", "e2e4"),
            ("e2e4", "e2e4"),
            ("e2-e4", "e2e4"),
            ("Nf3", "g1f3"),
            ("Ng1f3", "g1f3"),
            ("Ng1-f3", "g1f3"),
            ("Nf3+", "g1f3"),
            ("Nf3!?", "g1f3"),
        ] {
            let m = start
                .parse_san(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(start.move_to_uci(m), uci, "{text}");
        }
        let p = pos("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        for (text, uci) in [
            ("0-0", "e1g1"),
            ("O-O-O", "e1c1"),
            ("exd6", "e5d6"),
            ("exd6e.p.", "e5d6"),
            ("exd6 e.p.", "e5d6"),
            ("b8Q", "b7b8q"),
            ("b8=N", "b7b8n"),
            ("b8(R)", "b7b8r"),
            ("bxa8=Q+", "b7a8q"),
            ("b8", "b7b8q"),
        ] {
            let m = p.parse_san(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(p.move_to_uci(m), uci, "{text}");
        }
        assert!(matches!(
            start.parse_san("e5"),
            Err(SanError::Illegal { .. })
        ));
        assert!(matches!(start.parse_san("Zz9"), Err(SanError::Syntax(_))));
        assert!(matches!(start.parse_san(""), Err(SanError::Syntax(_))));
        let two_knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assert!(matches!(
            two_knights.parse_san("Nd2"),
            Err(SanError::Ambiguous { .. })
        ));
    }

    #[test]
    fn printing_disambiguates_minimally() {
        let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        let m = p.parse_san("Nbd2").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.san(m), "Nbd2");
        let p = pos("4k3/8/8/1R6/8/8/8/1R2K3 w - - 0 1");
        let m = p.parse_san("R1b3").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.san(m), "R1b3");
        let p = pos("6k1/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
        let m = p.parse_san("Qa3b2").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.san(m), "Qa3b2");
        let p = pos("7k/8/8/8/8/8/8/R3K3 w Q - 0 1");
        let m = p.parse_san("O-O-O").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.san(m), "O-O-O");
        let p = pos("7k/R7/6K1/8/8/8/8/8 w - - 0 1");
        let m = p.parse_san("Ra8").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.san(m), "Ra8#");
    }
}
