//! File formats: PGN games, EPD test suites, Polyglot opening books and the ECO opening table.

pub mod eco;
pub mod epd;
pub mod pgn;
pub mod polyglot;
