//! Chess960 starting positions by Scharnagl number (0..960; 518 is the standard position).

use super::{fen::FenError, position::Position};

/// The back rank (White's, as piece letters) of Chess960 start position `number` (0..960).
pub fn back_rank(number: u16) -> Option<[char; 8]> {
    if number >= 960 {
        return None;
    }
    let mut rank = [' '; 8];
    let mut n = usize::from(number);
    // Light-squared bishop on b, d, f, h; dark-squared on a, c, e, g.
    rank[(n % 4) * 2 + 1] = 'B';
    n /= 4;
    rank[(n % 4) * 2] = 'B';
    n /= 4;
    let queen = n % 6;
    n /= 6;
    place_in_nth_empty(&mut rank, queen, 'Q');
    // The remaining number 0..10 chooses the two knights among the five empty squares.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = KNIGHTS[n];
    // Place the second first so the first's index still counts the same empty squares.
    place_in_nth_empty(&mut rank, second, 'N');
    place_in_nth_empty(&mut rank, first, 'N');
    // The three squares left get rook, king, rook in order.
    for letter in ['R', 'K', 'R'] {
        place_in_nth_empty(&mut rank, 0, letter);
    }
    Some(rank)
}

fn place_in_nth_empty(rank: &mut [char; 8], n: usize, letter: char) {
    if let Some(slot) = rank.iter_mut().filter(|c| **c == ' ').nth(n) {
        *slot = letter;
    }
}

/// The FEN (Shredder-style castling) of Chess960 start position `number`.
pub fn fen(number: u16) -> Option<String> {
    let rank = back_rank(number)?;
    let white: String = rank.iter().collect();
    let black = white.to_ascii_lowercase();
    let rook_files: Vec<char> = rank
        .iter()
        .enumerate()
        .filter(|(_, c)| **c == 'R')
        .map(|(i, _)| char::from(b'a' + i as u8))
        .collect();
    let castling: String = rook_files
        .iter()
        .rev()
        .map(|c| c.to_ascii_uppercase())
        .chain(rook_files.iter().rev().copied())
        .collect();
    Some(format!(
        "{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w {castling} - 0 1"
    ))
}

impl Position {
    /// Chess960 start position `number` (0..960), marked as Chess960.
    pub fn chess960(number: u16) -> Result<Position, FenError> {
        let fen = fen(number).ok_or(FenError::Empty)?;
        let mut pos = Position::from_fen(&fen)?;
        pos.set_chess960(true);
        Ok(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_numbers() {
        assert_eq!(
            back_rank(518).map(|r| r.iter().collect::<String>()),
            Some("RNBQKBNR".into())
        );
        assert_eq!(
            back_rank(0).map(|r| r.iter().collect::<String>()),
            Some("BBQNNRKR".into())
        );
        assert!(back_rank(960).is_none());
        for n in 0..960 {
            let pos = Position::chess960(n).unwrap_or_else(|e| panic!("{n}: {e}"));
            assert!(pos.legal_moves().len() >= 18);
        }
    }
}
