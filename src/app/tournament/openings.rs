//! Opening positions for matches: an EPD file (one position per line) or a PGN file (each
//! game's start position and main line, read by `formats::pgn`), picked in order or shuffled
//! with a seed (`app::tournament::schedule::opening_sequence`). Every opening is played
//! twice, once with each engine as White.

use std::path::Path;

use crate::{
    chess::{FenError, Move, Position},
    formats::{
        pgn::{PgnError, read_all},
        polyglot::Book,
    },
    util::rng::{Rng64 as _, SplitMix64},
};

/// A start position and the moves already played from it.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The position the game starts from (written as `FEN` in the PGN when not the start).
    pub start: Position,
    /// Moves from `start` before the engines take over.
    pub moves: Vec<Move>,
    /// A name from the file (`c0`/`id` in EPD, `Opening` or `ECO` in PGN), if any.
    pub name: Option<String>,
}

impl Opening {
    /// The standard start position, no moves.
    pub fn startpos() -> Opening {
        Opening {
            start: Position::startpos(),
            moves: Vec::new(),
            name: None,
        }
    }
}

/// Why an opening file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum OpeningError {
    /// The file could not be read.
    #[error("cannot read opening file {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The reason.
        source: std::io::Error,
    },
    /// An EPD line with a bad position.
    #[error("line {line}: {source}")]
    Fen {
        /// 1-based line number.
        line: usize,
        /// What is wrong with the position.
        source: FenError,
    },
    /// A PGN game that cannot be read (its number, line, column, text and the reason).
    #[error("{0}")]
    Pgn(#[from] PgnError),
    /// The file holds no opening at all.
    #[error("no openings in {0}")]
    Empty(String),
}

/// The opening file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OpeningFormat {
    /// One position per line: FEN (4 or 6 fields), then optional EPD operations.
    Epd,
    /// Games in PGN; the main line of each is an opening.
    Pgn,
}

/// Reads openings from `path` (format from the extension unless given).
pub fn load(
    path: &Path,
    format: Option<OpeningFormat>,
    max_plies: Option<usize>,
) -> Result<Vec<Opening>, OpeningError> {
    let text = std::fs::read_to_string(path).map_err(|source| OpeningError::Io {
        path: path.display().to_string(),
        source,
    })?;
    let format = format.unwrap_or_else(|| {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
        {
            Some(ext) if ext == "pgn" => OpeningFormat::Pgn,
            _ => OpeningFormat::Epd,
        }
    });
    let openings = match format {
        OpeningFormat::Epd => read_epd(&text)?,
        OpeningFormat::Pgn => read_pgn(&text, max_plies)?,
    };
    if openings.is_empty() {
        return Err(OpeningError::Empty(path.display().to_string()));
    }
    Ok(openings)
}

/// Parses EPD text: per line four FEN fields, then either the two FEN counters or EPD
/// operations (`c0 "name";`, `id "name";`). Blank lines and `#` comments are skipped.
pub fn read_epd(text: &str) -> Result<Vec<Opening>, OpeningError> {
    let mut openings = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim_start_matches('\u{feff}').trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let counters = fields
            .get(4..6)
            .is_some_and(|c| c.iter().all(|f| f.parse::<u16>().is_ok()));
        let fen_fields = if counters { 6 } else { 4 };
        let fen = fields.get(..fen_fields).unwrap_or(&fields[..]).join(" ");
        let start = Position::from_fen(&fen).map_err(|source| OpeningError::Fen {
            line: index + 1,
            source,
        })?;
        let operations = fields.get(fen_fields..).unwrap_or_default().join(" ");
        openings.push(Opening {
            start,
            moves: Vec::new(),
            name: epd_name(&operations),
        });
    }
    Ok(openings)
}

/// The quoted text of the `c0` or `id` operation.
fn epd_name(operations: &str) -> Option<String> {
    operations.split(';').find_map(|op| {
        let op = op.trim();
        let (key, value) = op.split_once(char::is_whitespace)?;
        matches!(key, "c0" | "id").then(|| value.trim().trim_matches('"').to_owned())
    })
}

/// Parses PGN text with the PGN reader: for each game its start position (`FEN`/`Variant`
/// tags) and the first `max_plies` moves of its main line. Every move is checked, variations
/// included, and the first unreadable game stops the load with its place in the file.
pub fn read_pgn(text: &str, max_plies: Option<usize>) -> Result<Vec<Opening>, OpeningError> {
    read_all(text)
        .into_iter()
        .map(|game| {
            let game = game?;
            let name = game.tags.get("Opening").or_else(|| game.tags.get("ECO"));
            Ok(Opening {
                start: game.start_position().clone(),
                moves: game
                    .mainline_moves()
                    .take(max_plies.unwrap_or(usize::MAX))
                    .collect(),
                name: name.map(str::to_owned),
            })
        })
        .collect()
}

/// `count` openings walked through a Polyglot book from the start position: at each ply a
/// book move drawn in proportion to its weight (the draws seeded by `seed`, so the same
/// seed gives the same openings), until `plies` moves or the end of the book. Repeated
/// lines are kept: the book decides how often a line is played.
pub fn from_book(book: &Book, count: usize, plies: usize, seed: u64) -> Vec<Opening> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let start = Position::startpos();
            let mut position = start.clone();
            let mut moves = Vec::new();
            while moves.len() < plies {
                let Some(book_move) = book.weighted_move(&position, rng.next_u64()) else {
                    break;
                };
                position.play_unchecked(book_move.mv);
                moves.push(book_move.mv);
            }
            Opening {
                start,
                moves,
                name: None,
            }
        })
        .collect()
}

/// A 64-bit FNV-1a hash: stable across builds, so a state file recognises its opening file.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// How openings are picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OpeningOrder {
    /// In file order, from the first.
    Sequential,
    /// Shuffled with the seed.
    Random,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shared(path: &str) -> std::path::PathBuf {
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/")).join(path)
    }

    #[test]
    fn book_openings_follow_the_seed() {
        let book =
            Book::from_bytes(crate::app::session::SHIPPED_BOOK).unwrap_or_else(|e| panic!("{e}"));
        let a = from_book(&book, 6, 8, 5);
        let b = from_book(&book, 6, 8, 5);
        assert_eq!(a.len(), 6);
        assert!(a.iter().all(|o| !o.moves.is_empty()));
        assert!(a.iter().zip(&b).all(|(x, y)| x.moves == y.moves));
        assert!(a.iter().any(|o| o.moves != a[0].moves), "one line only");
    }

    #[test]
    fn eco_epd_loads() {
        let openings = load(&shared("openings/eco-positions.epd"), None, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(openings.len(), 3807);
        let first = &openings[0];
        assert_eq!(first.name.as_deref(), Some("A00 Amar Opening"));
        assert_eq!(
            first.start.to_fen(),
            "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 0 1"
        );
    }

    #[test]
    fn epd_lines_and_errors() {
        let text = "# comment\n\n\
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n\
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - id \"castles\"; bm O-O;\n";
        let openings = read_epd(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[1].name.as_deref(), Some("castles"));
        let bad = read_epd("8/8/8/8 w - -\n");
        assert!(matches!(bad, Err(OpeningError::Fen { line: 1, .. })));
    }

    #[test]
    fn pgn_main_lines() {
        let text = "\u{feff}[Event \"a\"]\n[Opening \"Italian\"]\n\n\
            1. e4 {best by test} e5 2. Nf3 (2. f4 exf4) 2... Nc6 $1 3.Bc4! Bc5 1-0\n\n\
            [Event \"b\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n\
            1. e4 Kd7 ; comment to the end of line\n2. e5 *\n";
        let openings = read_pgn(text, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[0].moves.len(), 6);
        assert_eq!(openings[0].name.as_deref(), Some("Italian"));
        assert_eq!(openings[1].moves.len(), 3);
        let short = read_pgn(text, Some(2)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(short[0].moves.len(), 2);
        let bad = read_pgn("[Event \"a\"]\n\n1. e4 e5 *\n\n1. e4 e4 *", None);
        let Err(OpeningError::Pgn(error)) = bad else {
            panic!("an illegal move must fail: {bad:?}");
        };
        assert_eq!((error.game, error.at.line, error.at.column), (2, 5, 7));
        assert_eq!(error.text, "e4");
    }

    #[test]
    fn shared_pgn_files_parse() {
        for name in [
            "kasparov-deep-blue-1997.pgn",
            "molinari-bordais-1979.pgn",
            "utf8-bom.pgn",
            "chessbase-empty-line.pgn",
            "cutechess-fischerrandom.pgn",
        ] {
            let openings = load(&shared(&format!("pgn/{name}")), None, Some(16))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!openings.is_empty(), "{name}");
        }
    }
}
