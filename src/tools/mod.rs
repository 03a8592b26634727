//! Command-line tools behind the `tempo` subcommands.

pub mod bench;
pub mod book;
pub mod datagen;
pub mod db;
pub mod eval_choice;
pub mod match_runner;
pub mod perft;
pub mod picture;
pub mod puzzles;
pub mod solve;
pub mod train;
pub mod tune;
pub mod uci;
