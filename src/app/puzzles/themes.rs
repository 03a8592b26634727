//! The puzzle tags cheap to find from the position and the solution, and a difficulty estimate.

use serde::{Deserialize, Serialize};

use crate::chess::{Bitboard, Color, Move, Position, Rank, Role, Square, attacks};

/// A tag of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Theme {
    /// The solution mates in this many moves.
    MateIn(u8),
    /// A mate by a rook or queen on the mated king's first rank.
    BackRankMate,
    /// The first move takes a piece that nothing defended.
    HangingPiece,
    /// A solver move attacks two valuable targets at once.
    Fork,
    /// A solver move pins a piece to its king.
    Pin,
    /// A solver move promotes.
    Promotion,
}

impl Theme {
    /// The stored name (Lichess's where it has one).
    pub fn name(self) -> &'static str {
        match self {
            Theme::MateIn(1) => "mateIn1",
            Theme::MateIn(2) => "mateIn2",
            Theme::MateIn(3) => "mateIn3",
            Theme::MateIn(4) => "mateIn4",
            Theme::MateIn(5) => "mateIn5",
            Theme::MateIn(_) => "mate",
            Theme::BackRankMate => "backRankMate",
            Theme::HangingPiece => "hangingPiece",
            Theme::Fork => "fork",
            Theme::Pin => "pin",
            Theme::Promotion => "promotion",
        }
    }

    /// The theme a stored name names.
    pub fn from_name(name: &str) -> Option<Theme> {
        let theme = match name {
            "mateIn1" => Theme::MateIn(1),
            "mateIn2" => Theme::MateIn(2),
            "mateIn3" => Theme::MateIn(3),
            "mateIn4" => Theme::MateIn(4),
            "mateIn5" => Theme::MateIn(5),
            "mate" => Theme::MateIn(6),
            "backRankMate" => Theme::BackRankMate,
            "hangingPiece" => Theme::HangingPiece,
            "fork" => Theme::Fork,
            "pin" => Theme::Pin,
            "promotion" => Theme::Promotion,
            _ => return None,
        };
        Some(theme)
    }
}

/// The themes of a solution played from `start` (solver moves at even indexes).
pub fn detect(start: &Position, solution: &[Move]) -> Vec<Theme> {
    let mut themes = Vec::new();
    let mut pos = start.clone();
    let solver = start.side_to_move();
    for (index, &m) in solution.iter().enumerate() {
        let by_solver = index % 2 == 0;
        if by_solver {
            if index == 0 && takes_hanging_piece(&pos, m) {
                themes.push(Theme::HangingPiece);
            }
            if m.is_promotion() {
                themes.push(Theme::Promotion);
            }
        }
        let before = pos.clone();
        pos.play_unchecked(m);
        if by_solver {
            if forks(&pos, m.to(), solver) {
                themes.push(Theme::Fork);
            }
            if pins(&before, &pos, m.to()) {
                themes.push(Theme::Pin);
            }
        }
    }
    if pos.is_checkmate() && pos.side_to_move() != solver {
        let moves = solution.len().div_ceil(2);
        themes.push(Theme::MateIn(moves.min(6) as u8));
        if back_rank_mate(&pos, solution.last().copied()) {
            themes.push(Theme::BackRankMate);
        }
    }
    themes.sort();
    themes.dedup();
    themes
}

/// Whether `m` captures a piece (a pawn counts) that no enemy piece defended.
fn takes_hanging_piece(pos: &Position, m: Move) -> bool {
    if pos.captured_role(m).is_none() || m.is_en_passant() {
        return false;
    }
    let defender = pos.side_to_move().flip();
    let occupied = pos.occupied() ^ Bitboard::from_square(m.from());
    (pos.attackers_to(m.to(), occupied) & pos.by_color(defender)).is_empty()
}

/// Whether the piece on `square` (just moved by `solver`) attacks two targets worth it: the
/// king, or pieces worth more than it, or pieces nothing defends.
fn forks(pos: &Position, square: Square, solver: Color) -> bool {
    let Some(piece) = pos.piece_at(square) else {
        return false;
    };
    if piece.role == Role::King {
        return false;
    }
    let victim = solver.flip();
    let attacked =
        attacks::attacks(piece.role, solver, square, pos.occupied()) & pos.by_color(victim);
    let worth = attacked
        .filter(|&target| {
            let Some(role) = pos.role_at(target) else {
                return false;
            };
            if role == Role::Pawn {
                return false;
            }
            let defended = (pos.attackers_to(target, pos.occupied()) & pos.by_color(victim)).any();
            role == Role::King || role.value() > piece.role.value() || !defended
        })
        .count();
    worth >= 2
}

/// Whether the move to `square` pinned an enemy piece (not a pawn) to its king.
fn pins(before: &Position, after: &Position, square: Square) -> bool {
    // `pinned()` is the side to move's: the solver's opponent after the move.
    let newly = after.pinned() & !pinned_of(before, after.side_to_move());
    newly
        .filter(|&pinned| after.role_at(pinned).is_some_and(|role| role != Role::Pawn))
        .any(|pinned| {
            let king = after.king(after.side_to_move());
            attacks::between(king, square).contains(pinned)
        })
}

/// The pieces of `color` pinned to their king in `pos`, whoever is to move.
fn pinned_of(pos: &Position, color: Color) -> Bitboard {
    let king = pos.king(color);
    pos.blockers_for(king, color.flip()) & pos.by_color(color)
}

/// Whether the final position is a mate by a rook or queen along the mated king's back rank.
fn back_rank_mate(pos: &Position, last: Option<Move>) -> bool {
    let Some(last) = last else {
        return false;
    };
    let mated = pos.side_to_move();
    let king = pos.king(mated);
    if Position::relative_rank(mated, king) != Rank::R1 {
        return false;
    }
    let mater = pos.role_at(last.to());
    matches!(mater, Some(Role::Rook | Role::Queen)) && last.to().rank() == king.rank()
}

/// An estimated puzzle rating: 1000, plus 250 for each solver move past the first, 300 when
/// a depth-3 search misses the first move, 200 when the first move is quiet (neither check
/// nor capture), clamped to 600–2600. A rough guide for sorting and for the trainer's first
/// rating, not a calibrated scale.
pub fn estimate_rating(solver_moves: usize, shallow_finds_it: bool, quiet_first: bool) -> u32 {
    let mut rating = 1000 + 250 * solver_moves.saturating_sub(1) as u32;
    if !shallow_finds_it {
        rating += 300;
    }
    if quiet_first {
        rating += 200;
    }
    rating.clamp(600, 2600)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(fen: &str, sans: &[&str]) -> (Position, Vec<Move>) {
        let start = Position::from_fen(fen).expect("test FEN");
        let mut pos = start.clone();
        let moves = sans
            .iter()
            .map(|san| {
                let m = pos.parse_san(san).expect("test SAN");
                pos.play_unchecked(m);
                m
            })
            .collect();
        (start, moves)
    }

    #[test]
    fn a_back_rank_mate_in_one() {
        let (start, moves) = line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &["Ra8#"]);
        assert_eq!(
            detect(&start, &moves),
            [Theme::MateIn(1), Theme::BackRankMate]
        );
    }

    #[test]
    fn a_knight_fork_of_king_and_queen() {
        let (start, moves) = line("q3k3/8/8/3N4/8/8/8/4K3 w - - 0 1", &["Nc7+"]);
        assert!(
            detect(&start, &moves).contains(&Theme::Fork),
            "{:?}",
            detect(&start, &moves)
        );
        let (start, moves) = line("4k3/8/2q5/8/3N4/8/8/4K3 w - - 0 1", &["Nf5"]);
        assert!(!detect(&start, &moves).contains(&Theme::Fork));
    }

    #[test]
    fn a_hanging_queen_taken() {
        let (start, moves) = line("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", &["Rxd5"]);
        assert_eq!(detect(&start, &moves), [Theme::HangingPiece]);
        let (start, moves) = line("4k3/7r/8/3q4/4P3/8/8/4K3 w - - 0 1", &["exd5"]);
        assert_eq!(detect(&start, &moves), [Theme::HangingPiece]);
        // Defended by the rook: not hanging.
        let (start, moves) = line("3rk3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", &["Rxd5"]);
        assert!(!detect(&start, &moves).contains(&Theme::HangingPiece));
    }

    #[test]
    fn a_bishop_pins_a_knight_to_the_king() {
        let (start, moves) = line("4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1", &["Bb5"]);
        assert_eq!(detect(&start, &moves), [Theme::Pin]);
    }

    #[test]
    fn a_promotion() {
        let (start, moves) = line("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", &["b8=Q+"]);
        assert_eq!(detect(&start, &moves), [Theme::Promotion]);
    }
}
