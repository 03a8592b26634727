//! Tempo: a chess application with its own rules core, PVS and MCTS engines, NNUE evaluation,
//! PGN/EPD/Polyglot formats, tools (perft, bench, match, datagen, train) and an egui desktop app.
//!
//! See `docs/ARCHITECTURE.md` for the module map and how the GUI talks to the engines.

#![warn(missing_docs)]

pub mod app;
pub mod chess;
pub mod db;
pub mod engine;
pub mod eval;
pub mod formats;
#[cfg(feature = "gui")]
pub mod gui;
pub mod mcts;
pub mod search;
pub mod tools;
pub mod uci;
pub mod util;
