//! The engine-facing vocabulary shared by every engine (our PVS and MCTS searches, external
//! UCI engines through the client) and every front end (UCI server, GUI, match runner).
//!
//! Engines know nothing about protocols: they take typed commands and emit typed
//! [`EngineEvent`]s through an [`EventSink`]. The UCI server prints them, the GUI shows them,
//! and the UCI client parses an external engine's text into the same types.
//!
//! - [`options`]: engine options as UCI describes them.
//! - [`switch`]: [`EngineSwitch`], one engine that is any of several (the UCI `Search` option).

use std::{
    sync::{Arc, mpsc},
    time::Duration,
};

use crate::chess::{Move, Position};

pub mod options;
pub mod switch;

pub use options::{EngineOption, OptionKind, OptionValue};
pub use switch::EngineSwitch;

/// A score from the engine's point of view (the side to move), as UCI reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (not plies); negative when the side to move is mated.
    Mate(i32),
}

impl Score {
    /// The score from White's point of view, given who is to move.
    #[must_use]
    pub fn white_relative(self, side_to_move: crate::chess::Color) -> Score {
        match (side_to_move, self) {
            (crate::chess::Color::White, s) => s,
            (_, Score::Cp(cp)) => Score::Cp(-cp),
            (_, Score::Mate(n)) => Score::Mate(-n),
        }
    }

    /// A single number for sorting and graphs: mates map beyond ±10 000.
    pub fn to_cp_clamped(self) -> i32 {
        match self {
            Score::Cp(cp) => cp.clamp(-9_999, 9_999),
            Score::Mate(n) if n > 0 => 20_000 - n,
            Score::Mate(n) => -20_000 - n,
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Whether a reported score is exact or a bound from an aspiration-window fail.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ScoreBound {
    /// The score is exact.
    #[default]
    Exact,
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
}

/// Win/draw/loss expectation in per mille, from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wdl {
    /// Wins per mille.
    pub win: u16,
    /// Draws per mille.
    pub draw: u16,
    /// Losses per mille.
    pub loss: u16,
}

/// One progress report (a UCI `info` line with a PV, or part of one).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchInfo {
    /// Iteration depth.
    pub depth: Option<u32>,
    /// Selective depth.
    pub seldepth: Option<u32>,
    /// Which of the MultiPV lines (1-based).
    pub multipv: Option<u32>,
    /// The score.
    pub score: Option<Score>,
    /// Whether the score is a bound.
    pub bound: ScoreBound,
    /// Win/draw/loss estimate.
    pub wdl: Option<Wdl>,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Hash table fill in per mille.
    pub hashfull: Option<u32>,
    /// Time searched.
    pub time: Option<Duration>,
    /// Tablebase hits.
    pub tbhits: Option<u64>,
    /// Principal variation.
    pub pv: Vec<Move>,
    /// The move currently searched at the root.
    pub currmove: Option<Move>,
    /// Free text (`info string …`).
    pub string: Option<String>,
}

/// What an engine tells its owner.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineEvent {
    /// Search progress.
    Info(SearchInfo),
    /// The search ended with this move (`None`: no legal move, or the engine gave up).
    BestMove {
        /// The chosen move.
        best: Option<Move>,
        /// The expected reply, for pondering.
        ponder: Option<Move>,
    },
    /// The engine failed: crashed, hung, sent garbage, refused a command. The text says what.
    Error(String),
}

/// Limits for one search (`go …`). Every field `None`/`false` means "infinite".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// White's remaining time.
    pub wtime: Option<Duration>,
    /// Black's remaining time.
    pub btime: Option<Duration>,
    /// White's increment.
    pub winc: Option<Duration>,
    /// Black's increment.
    pub binc: Option<Duration>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Fixed time for this move.
    pub movetime: Option<Duration>,
    /// Maximum depth.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Search for a mate in this many moves.
    pub mate: Option<u32>,
    /// Search until stopped.
    pub infinite: bool,
    /// Ponder search (on the expected reply) until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Only these root moves (empty: all).
    pub searchmoves: Vec<Move>,
}

impl SearchLimits {
    /// A fixed time per move.
    pub fn movetime(time: Duration) -> SearchLimits {
        SearchLimits {
            movetime: Some(time),
            ..SearchLimits::default()
        }
    }

    /// A fixed depth.
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(depth),
            ..SearchLimits::default()
        }
    }

    /// A fixed node count.
    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        }
    }

    /// Infinite analysis.
    pub fn infinite() -> SearchLimits {
        SearchLimits {
            infinite: true,
            ..SearchLimits::default()
        }
    }
}

/// Where an engine sends its events. Cloneable and thread-safe; the GUI's sink also calls
/// `request_repaint` after sending.
#[derive(Clone)]
pub struct EventSink {
    send: Arc<dyn Fn(EngineEvent) + Send + Sync>,
}

impl EventSink {
    /// A sink calling `f` for every event.
    pub fn new(f: impl Fn(EngineEvent) + Send + Sync + 'static) -> EventSink {
        EventSink { send: Arc::new(f) }
    }

    /// A sink feeding a channel, and its receiving end.
    pub fn channel() -> (EventSink, mpsc::Receiver<EngineEvent>) {
        let (tx, rx) = mpsc::channel();
        let tx = std::sync::Mutex::new(tx);
        let sink = EventSink::new(move |event| {
            if let Ok(tx) = tx.lock() {
                // A dropped receiver means nobody listens any more: nothing to do.
                let _ = tx.send(event);
            }
        });
        (sink, rx)
    }

    /// Sends an event.
    pub fn send(&self, event: EngineEvent) {
        (self.send)(event);
    }
}

impl std::fmt::Debug for EventSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EventSink")
    }
}

/// An engine error: what went wrong, in words a user can act on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct EngineError(pub String);

/// The common interface of every engine. All methods return quickly: `go` starts a search in
/// the background and reports through the sink; `stop` asks it to finish; `wait` blocks until
/// the last search has sent its `BestMove`.
pub trait Engine: Send {
    /// The engine's name (`id name`).
    fn name(&self) -> String;
    /// The engine's author (`id author`).
    fn author(&self) -> String {
        String::new()
    }
    /// The options the engine offers, with current values.
    fn options(&self) -> Vec<EngineOption>;
    /// Sets an option by name (case-insensitive). Unknown names and bad values are errors.
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError>;
    /// Forget everything learnt from the previous game (hash tables, histories).
    fn new_game(&mut self);
    /// The position to search: a start position and the moves played from it (the history
    /// matters for repetition draws).
    fn set_position(&mut self, start: &Position, moves: &[Move]);
    /// Starts searching; events go to `sink`, ending with exactly one `BestMove`.
    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError>;
    /// The opponent played the pondered move: continue as a normal search.
    fn ponderhit(&mut self) {}
    /// Asks the running search to stop soon and report its best move.
    fn stop(&mut self);
    /// Blocks until the running search (if any) has finished.
    fn wait(&mut self);
    /// Whether a search is running.
    fn is_searching(&self) -> bool;
    /// Shuts the engine down (threads joined, processes ended).
    fn quit(&mut self) {
        self.stop();
        self.wait();
    }
}
