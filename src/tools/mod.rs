//! Command-line tools behind the `tempo` subcommands.

pub mod perft;
