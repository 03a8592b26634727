//! The database's errors: what went wrong and with which file, game or filter value.

use std::path::PathBuf;

/// Why a stored game record cannot be read back (a damaged or foreign database).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The record ends in the middle of an item.
    #[error("the record ends early (at byte {0})")]
    Truncated(usize),
    /// A move byte names no legal move of its position.
    #[error("move byte {byte} at byte {at} is not one of the {legal} legal moves")]
    BadMove {
        /// The byte.
        byte: u8,
        /// Where it is in the record.
        at: usize,
        /// How many legal moves the position has.
        legal: usize,
    },
    /// A null move where the side to move is in check.
    #[error("a null move in check at byte {0}")]
    NullInCheck(usize),
    /// A variation closes that was never opened, or opens where no move can be replaced.
    #[error("unbalanced variation marker at byte {0}")]
    Variation(usize),
    /// Text that is not UTF-8.
    #[error("text that is not UTF-8 at byte {0}")]
    Text(usize),
    /// The start position the tags give cannot be set up.
    #[error("start position: {0}")]
    Start(String),
}

/// Why a filter value was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FilterError {
    /// Not `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[error("result '{0}': expected 1-0, 0-1, 1/2-1/2 or *")]
    Result(String),
    /// Not an ECO code or range like `B20` or `B20-B99`.
    #[error("ECO '{0}': expected a code like B20 or a range like B20-B99")]
    Eco(String),
    /// Not a date like `2024.03.15` (or `2024` / `2024.03`).
    #[error("date '{0}': expected YYYY.MM.DD, YYYY.MM or YYYY")]
    Date(String),
    /// A position filter whose FEN does not parse.
    #[error("FEN '{fen}': {reason}")]
    Fen {
        /// The FEN given.
        fen: String,
        /// Why it was refused.
        reason: String,
    },
    /// A range whose low end is above its high end.
    #[error("{what}: {low} is above {high}")]
    EmptyRange {
        /// Which range.
        what: &'static str,
        /// Its low end.
        low: String,
        /// Its high end.
        high: String,
    },
}

/// An error of the game database.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The database file does not exist (and was not to be created).
    #[error("{0}: no such database")]
    Missing(PathBuf),
    /// The file is not a Tempo game database, or is damaged.
    #[error("{path}: not a usable Tempo game database: {reason}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// A database written by a newer Tempo.
    #[error("{path}: schema version {found} is newer than this Tempo understands ({supported})")]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build reads.
        supported: i64,
    },
    /// SQLite failed.
    #[error("{path}: {source}")]
    Sqlite {
        /// The database file.
        path: PathBuf,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// A stored game cannot be decoded.
    #[error("{path}: game {id}: {source}")]
    Record {
        /// The database file.
        path: PathBuf,
        /// The game's id.
        id: i64,
        /// What is wrong with it.
        source: RecordError,
    },
    /// No game with this id.
    #[error("{path}: no game with id {id}")]
    NoSuchGame {
        /// The database file.
        path: PathBuf,
        /// The id asked for.
        id: i64,
    },
    /// The edit would make the game a duplicate of another stored game.
    #[error("{path}: the game would duplicate game {id}")]
    Duplicate {
        /// The database file.
        path: PathBuf,
        /// The stored game it would duplicate.
        id: i64,
    },
    /// Reading an input file failed.
    #[error("{path}: {source}")]
    Input {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// Writing the output failed.
    #[error("writing the games of {path}: {source}")]
    Output {
        /// The database file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A bad filter value.
    #[error(transparent)]
    Filter(#[from] FilterError),
}
