//! The MCTS engine as `tempo policy-data selfplay` runs it: playout-cap randomisation
//! (KataGo, Wu 2019). Each move is searched with the full playout budget with some
//! probability (a quarter by default) and its root visits recorded as a policy target, or
//! with a reduced budget and not recorded: the game moves on at a fraction of the cost,
//! and every recorded target comes from a search of the same size.
//!
//! Budgets count the root's visits, those of a subtree reused from the previous move
//! included (as KataGo's do), so a recorded line's visits add up to the full budget. A full
//! search that ends early (a proven mate: its visits say less than its proof) is not
//! recorded.

use std::{
    path::Path,
    sync::{Arc, Mutex, PoisonError},
};

use super::policy_lines::PolicyLine;
use crate::{
    chess::{Move, Position},
    engine::{Engine, EngineError, EngineEvent, EngineOption, EventSink, SearchLimits},
    eval::{nnue::NetHandle, switchable::SwitchableEval},
    mcts::MctsEngine,
    tools::train::data::Rng,
    util::rng::Rng64 as _,
};

/// The two playout budgets and how often the full one is used.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayoutCap {
    /// Root visits of a recorded search.
    pub full: u64,
    /// Root visits of the other searches.
    pub reduced: u64,
    /// Probability that a search is a full one.
    pub full_probability: f64,
}

/// What the searches of an engine have recorded since it was last drained.
#[derive(Debug, Default)]
pub struct SearchLog {
    /// One policy line per recorded search (see [`super::policy_lines`]), no newline.
    pub lines: Vec<String>,
    /// Full searches that ended early and were not recorded.
    pub ended_early: u64,
    /// Searches at the reduced budget.
    pub reduced: u64,
}

/// The log shared between the engine (on its runner's thread) and the caller.
pub type SharedLog = Arc<Mutex<SearchLog>>;

/// Takes what the log holds, leaving it empty.
pub fn drain(log: &SharedLog) -> SearchLog {
    std::mem::take(&mut *log.lock().unwrap_or_else(PoisonError::into_inner))
}

/// Our MCTS engine as users get it (the embedded networks, default tunables) on one thread
/// with a `hash_mb` arena; with `policy_file`, that policy network instead of the shipped
/// one (the engine's `PolicyFile`: a later generation's self-play).
///
/// # Errors
/// When the embedded network does not load (a broken build), or `policy_file` does not.
pub fn served_mcts(
    hash_mb: usize,
    policy_file: Option<&Path>,
) -> anyhow::Result<MctsEngine<SwitchableEval>> {
    let handle = NetHandle::embedded().map_err(|e| anyhow::anyhow!("embedded network: {e}"))?;
    let mut engine = MctsEngine::switchable(handle, crate::app::engines::NNUE_BY_DEFAULT);
    engine
        .set_option("Hash", &hash_mb.to_string())
        .map_err(|e| anyhow::anyhow!("setting Hash: {}", e.0))?;
    if let Some(path) = policy_file {
        engine
            .set_option("PolicyFile", &path.to_string_lossy())
            .map_err(|e| anyhow::anyhow!("{}", e.0))?;
    }
    Ok(engine)
}

/// The MCTS engine with playout-cap randomisation. `go` replaces the node limit by the
/// budget it draws and searches to the end before it returns (self-play never stops a
/// search early).
pub struct PlayoutCapEngine {
    inner: MctsEngine<SwitchableEval>,
    cap: PlayoutCap,
    rng: Rng,
    log: SharedLog,
    start: Position,
    moves: Vec<Move>,
}

impl PlayoutCapEngine {
    /// Wraps `inner`; `seed` draws the budgets.
    pub fn new(inner: MctsEngine<SwitchableEval>, cap: PlayoutCap, seed: u64) -> Self {
        PlayoutCapEngine {
            inner,
            cap,
            rng: Rng::new(seed),
            log: SharedLog::default(),
            start: Position::startpos(),
            moves: Vec::new(),
        }
    }

    /// The log its searches write to.
    pub fn log(&self) -> SharedLog {
        Arc::clone(&self.log)
    }

    /// The searched position, if the moves are legal.
    fn position(&self) -> Option<Position> {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            if !pos.is_legal(m) {
                return None;
            }
            pos.play_unchecked(m);
        }
        Some(pos)
    }

    /// Records the finished full search of `budget` root visits.
    fn record(&self, budget: u64) {
        let visits = self.inner.root_move_visits();
        let total: u64 = visits.iter().map(|&(_, v)| u64::from(v)).sum();
        let line = self
            .position()
            .filter(|_| total >= budget)
            .map(|pos| PolicyLine::visits_text(&pos, &visits));
        let mut log = self.log.lock().unwrap_or_else(PoisonError::into_inner);
        match line {
            Some(line) => log.lines.push(line),
            None => log.ended_early += 1,
        }
    }
}

impl Engine for PlayoutCapEngine {
    fn name(&self) -> String {
        format!("{} (playout cap)", self.inner.name())
    }

    fn options(&self) -> Vec<EngineOption> {
        self.inner.options()
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.inner.set_option(name, value)
    }

    fn new_game(&mut self) {
        self.inner.new_game();
    }

    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.start = start.clone();
        self.moves = moves.to_vec();
        self.inner.set_position(start, moves);
    }

    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        let full = self.rng.unit_f64() < self.cap.full_probability;
        let budget = if full {
            self.cap.full
        } else {
            self.cap.reduced
        };
        // The root's own visit is its evaluation, not a move's.
        let reused = u64::from(self.inner.root_visits().saturating_sub(1));
        let playouts = budget.saturating_sub(reused).max(1);
        let (inner_sink, events) = EventSink::channel();
        self.inner.go(
            SearchLimits {
                nodes: Some(playouts),
                ..limits
            },
            inner_sink,
        )?;
        self.inner.wait();
        let mut answer = None;
        for event in events.try_iter() {
            match event {
                EngineEvent::BestMove { best, ponder } => answer = Some((best, ponder)),
                other => sink.send(other),
            }
        }
        if full {
            self.record(budget);
        } else {
            self.log
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .reduced += 1;
        }
        let (best, ponder) = answer.unwrap_or((None, None));
        sink.send(EngineEvent::BestMove { best, ponder });
        Ok(())
    }

    fn stop(&mut self) {
        self.inner.stop();
    }

    fn wait(&mut self) {
        self.inner.wait();
    }

    fn is_searching(&self) -> bool {
        false
    }
}
