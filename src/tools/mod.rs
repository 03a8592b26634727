//! Command-line tools behind the `tempo` subcommands.

pub mod book;
pub mod perft;
