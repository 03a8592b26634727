//! File formats: PGN games, Polyglot opening books and the ECO opening table.

pub mod eco;
pub mod pgn;
pub mod polyglot;
