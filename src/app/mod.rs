//! The application layer: what every front end (the desktop app, the command line) needs
//! beyond the engines and the file formats, with no GUI in it. It builds and is tested with
//! `--no-default-features`.
//!
//! - [`pgn_file`]: where a game lives in a PGN file; saving it back in place without touching
//!   the other games; appending; atomic writes; recent files.
//! - [`dir_listing`]: the folder listing behind the app's own file chooser.
//! - [`database`]: open game databases with every SQLite call off the front end's thread: the
//!   game list, the explorer, player statistics, imports, edits.
//! - [`game`]: the game being played or studied: its move tree, the line followed through it,
//!   the shown ply and the outcome.
//! - [`game_pgn`]: a game to and from PGN with its players, date, time control and termination.
//! - [`tree_edit`]: moving through and editing the game tree ([`tree_edit::TreeAction`]).
//! - [`autosave`]: the unfinished game, written after every move and offered at the next start.
//! - [`setup`]: how a game is set up (players, time control, start position).
//! - [`board_setup`]: a position being set up in the board editor, valid or not, and its FEN.
//! - [`material`]: the material difference shown beside the board.
//! - [`spoken`]: words for a screen reader (squares, moves, the position, clocks) and the
//!   announcer deciding what to say as the game changes.
//! - [`clock`]: the one chess clock and time control (the app, the autosave, `tempo match`).
//! - [`adjudication`]: ending engine games early by score or length, configurable per user.
//! - [`game_driver`]: one game between two engines (clock, rules, adjudication, failures),
//!   with its record ([`game_record`]) written as PGN through `formats::pgn`.
//! - [`engines`]: the engine catalogue, the one place where the product's engines (Tempo PVS,
//!   Tempo MCTS, external UCI programs) are assembled.
//! - [`engine_runner`]: [`engine_runner::EngineRunner`], the one way to run any engine: on its
//!   own thread, tagged requests, non-blocking `poll`, blocking `search_to_end`.
//! - [`engine_probe`]: the test launch of an engine (start, options, one short search).
//! - [`review`]: game review (every position searched, moves judged, accuracy, annotations).
//! - [`analysis`]: live analysis of the shown position by several engines side by side, each
//!   with its own lines, threads (a fair share of the cores by default), pause and failure.
//! - [`move_notes`]: per-move engine score, depth, thinking time and clock, for the PGN.
//! - [`share`]: board pictures (SVG, PNG), piece sets and board looks, game GIFs, printable
//!   pages.
//! - [`tournament`]: matches and tournaments between engines: the schedule, the resumable
//!   state file, standings and crosstable, Elo/pentanomial/SPRT statistics.

pub mod adjudication;
pub mod analysis;
pub mod autosave;
pub mod board_setup;
pub mod clock;
pub mod database;
pub mod dir_listing;
pub mod engine_probe;
pub mod engine_runner;
pub mod engines;
pub mod game;
pub mod game_driver;
pub mod game_pgn;
pub mod game_record;
pub mod i18n;
pub mod levels;
pub mod material;
pub mod move_notes;
pub mod pgn_file;
pub mod puzzles;
pub mod review;
pub mod session;
pub mod setup;
pub mod share;
pub mod spoken;
pub mod tournament;
pub mod training;
pub mod tree_edit;
