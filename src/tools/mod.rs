//! Command-line tools behind the `tempo` subcommands.

pub mod bench;
pub mod book;
pub mod match_runner;
pub mod perft;
pub mod solve;
pub mod tune;
