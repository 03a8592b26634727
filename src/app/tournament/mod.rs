//! Matches and tournaments between engines, without the engines: who plays whom with which
//! colours and opening ([`schedule`]), the state file that lets a run be killed and resumed
//! without losing or repeating a game ([`state`]), the standings and crosstable
//! ([`standings`]) and the statistics behind them ([`stats`]: Elo with its error, the
//! pentanomial model, the SPRT).
//!
//! The games themselves: [`runner`] (workers on background threads, pause and stop, events
//! for live views), [`game`] (the engines of one game around [`crate::app::game_driver`]),
//! [`openings`] (EPD/PGN files), [`pgn`] (a finished game's PGN) and [`spec`] (UCI programs
//! as `tempo match` names them). For the app: [`setup`] (a tournament over the engine
//! catalogue, saved in the tournaments list) and [`live`] (a run on its thread, polled into
//! what the window shows). `tempo match` (`tools::match_runner`) and the app's
//! tournament window both run tournaments through them.

pub mod game;
pub mod live;
pub mod openings;
pub mod pgn;
pub mod runner;
pub mod saved;
pub mod schedule;
pub mod setup;
pub mod spec;
pub mod standings;
pub mod state;
pub mod stats;
