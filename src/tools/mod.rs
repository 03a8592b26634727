//! Command-line tools behind the `tempo` subcommands.

pub mod perft;
pub mod match_runner;
