//! Command-line tools behind the `tempo` subcommands.

pub mod match_runner;
pub mod perft;
