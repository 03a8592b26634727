//! Move text with the piece letters of the reader's language (`Sf3` in German, `Cf3` in
//! French), for players who learnt notation in their own language.

use super::{Arg, Language, text_in};

/// The letters of king, queen, rook, bishop and knight in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceLetters {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
}

impl PieceLetters {
    /// The letters `language`'s catalogue gives (`piece-letter-*`).
    pub fn of(language: Language) -> PieceLetters {
        let letter = |key| text_in(language, key, &[] as &[(&str, Arg<'_>)]);
        PieceLetters {
            king: letter("piece-letter-king"),
            queen: letter("piece-letter-queen"),
            rook: letter("piece-letter-rook"),
            bishop: letter("piece-letter-bishop"),
            knight: letter("piece-letter-knight"),
        }
    }

    fn of_english_letter(&self, letter: char) -> Option<&str> {
        Some(match letter {
            'K' => &self.king,
            'Q' => &self.queen,
            'R' => &self.rook,
            'B' => &self.bishop,
            'N' => &self.knight,
            _ => return None,
        })
    }
}

/// `san` (English SAN, as Tempo stores it) with its piece letters in `letters`: the moving
/// piece's letter and a promotion's (`e8=Q`). Files, castling and suffixes stay as they are.
pub fn localised_san(san: &str, letters: &PieceLetters) -> String {
    let mut out = String::with_capacity(san.len() + 2);
    let mut after_equals = false;
    for (i, c) in san.char_indices() {
        let is_piece = i == 0 || after_equals;
        after_equals = c == '=';
        match letters.of_english_letter(c).filter(|_| is_piece) {
            Some(letter) => out.push_str(letter),
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_letters_change_and_files_stay() {
        let german = PieceLetters::of(Language::German);
        assert_eq!(localised_san("Nf3", &german), "Sf3");
        assert_eq!(localised_san("Bxb7+", &german), "Lxb7+");
        assert_eq!(localised_san("exd8=Q#", &german), "exd8=D#");
        assert_eq!(localised_san("O-O-O", &german), "O-O-O");
        assert_eq!(localised_san("b4", &german), "b4");
        let russian = PieceLetters::of(Language::Russian);
        assert_eq!(localised_san("Kxe2", &russian), "Крxe2");
        let english = PieceLetters::of(Language::English);
        assert_eq!(localised_san("Qh5", &english), "Qh5");
    }
}
