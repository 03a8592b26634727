//! Command-line tools behind the `tempo` subcommands.

pub mod datagen;
pub mod perft;
pub mod train;
