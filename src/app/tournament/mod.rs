//! Matches and tournaments between engines, without the engines: who plays whom with which
//! colours and opening ([`schedule`]), the state file that lets a run be killed and resumed
//! without losing or repeating a game ([`state`]), the standings and crosstable
//! ([`standings`]) and the statistics behind them ([`stats`]: Elo with its error, the
//! pentanomial model, the SPRT).
//!
//! `tempo match` plays the games (`tools::match_runner`, each game through
//! [`crate::app::game_driver`]); everything here is plain data, so another front end can
//! schedule, resume and show a tournament the same way.

pub mod schedule;
pub mod standings;
pub mod state;
pub mod stats;
