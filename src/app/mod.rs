//! The application layer: what every front end (the desktop app, the command line) needs
//! beyond the engines and the file formats, with no GUI in it. It builds and is tested with
//! `--no-default-features`.
//!
//! - [`pgn_file`]: where a game lives in a PGN file; saving it back in place without touching
//!   the other games; appending; atomic writes; recent files.
//! - [`dir_listing`]: the folder listing behind the app's own file chooser.
//! - [`material`]: the material difference shown beside the board.
//! - [`engines`]: the engine catalogue, the one place where the product's engines (Tempo PVS,
//!   Tempo MCTS, external UCI programs) are assembled.
//! - [`engine_runner`]: [`engine_runner::EngineRunner`], the one way to run any engine: on its
//!   own thread, tagged requests, non-blocking `poll`, blocking `search_to_end`.
//! - [`engine_probe`]: the test launch of an engine (start, options, one short search).
//! - [`review`]: game review (every position searched, moves judged, accuracy, annotations).
//! - [`move_notes`]: per-move engine score, depth, thinking time and clock, for the PGN.

pub mod dir_listing;
pub mod engine_probe;
pub mod engine_runner;
pub mod engines;
pub mod material;
pub mod move_notes;
pub mod pgn_file;
pub mod review;
