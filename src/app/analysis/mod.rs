//! Live analysis of the shown position by several engines side by side, with no GUI in it.
//!
//! [`Analysis`] holds the panel's engines ([`Pane`]s: ours or external, any entry of the
//! catalogue, the same one twice if wanted), each with its own MultiPV, lines, figures, thread
//! count, arrow colour slot, pause and failure. The front end calls [`Analysis::step`] every
//! frame with the shown position; the step drains every engine's output, follows the position
//! and restarts the searches. It draws nothing and never waits for an engine: each runs on its
//! own [`EngineRunner`](super::engine_runner::EngineRunner) thread.
//!
//! - Every change of the shown position stops the searches at once (late answers are dropped
//!   by request tag) and starts new ones after a short pause, so stepping quickly through a
//!   game does not start a search per keystroke.
//! - The whole analysis holds while an engine plays a move or a game review runs, so searches
//!   never compete with them for the CPU.
//! - The engines share the machine's cores fairly ([`share::fair_threads`]): each running one
//!   gets an even part unless the user set its threads; pausing, removing or losing an engine
//!   gives its part to the others.
//! - An engine that crashes is restarted once; a second failure soon after (or a failed start)
//!   stops that engine alone, its error kept in its pane, while the others go on.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{engine_runner::Waker, engines::EngineEntry, review::ReviewLimit};
use crate::{
    chess::{Move, Position},
    engine::Score,
};

mod lines;
mod pane;
pub mod share;
#[cfg(test)]
mod tests;

pub use self::{
    lines::{Figures, Line, san_line},
    pane::{Pane, PaneId, PaneState},
};

/// The most MultiPV lines an engine of the panel shows.
pub const MAX_LINES: u32 = 5;
/// The most engines analysing together (one arrow colour each).
pub const MAX_ENGINES: usize = 4;
/// How long the shown position must stay put before new searches start.
const DEBOUNCE: Duration = Duration::from_millis(150);

/// One engine of the panel as the settings file keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineChoice {
    /// The engine's catalogue name.
    pub engine: String,
    /// MultiPV lines, 1 to [`MAX_LINES`].
    pub lines: u32,
    /// Threads; `None` takes the fair share of the machine's cores.
    pub threads: Option<u32>,
}

impl Default for EngineChoice {
    fn default() -> Self {
        EngineChoice {
            engine: String::new(),
            lines: 3,
            threads: None,
        }
    }
}

/// The analysis choices kept in the settings file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AnalysisSettings {
    /// The engine of a game review: the panel's first engine (settings from before several
    /// engines name their one analysis engine here).
    pub engine: String,
    /// MultiPV of the one engine of settings from before several engines.
    pub lines: u32,
    /// The panel's engines, in order; empty in settings from before several engines.
    pub engines: Vec<EngineChoice>,
    /// The per-position limit of a game review.
    pub review_limit: ReviewLimit,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        AnalysisSettings {
            engine: String::new(),
            lines: 3,
            engines: Vec::new(),
            review_limit: ReviewLimit::default(),
        }
    }
}

/// The position analysed: a start position and the moves to the shown ply.
#[derive(Clone, Debug)]
pub struct Target {
    /// The game's start position.
    pub start: Position,
    /// The moves from it to the analysed position.
    pub moves: Vec<Move>,
    /// The analysed position.
    pub position: Position,
}

impl Target {
    fn same_as(&self, other: &Target) -> bool {
        self.start.key() == other.start.key() && self.moves == other.moves
    }
}

/// One line of one engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRef {
    /// The engine's pane.
    pub pane: PaneId,
    /// Index into its lines.
    pub line: usize,
}

/// An analysis move for the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    /// The move.
    pub mv: Move,
    /// 0 to 1: the best line's arrow is 1.
    pub strength: f32,
    /// How many other engines' arrows on the same move lie below this one (draw it narrower
    /// so each shows).
    pub below: usize,
    /// The engine's colour slot.
    pub slot: usize,
}

/// Something the user should be told after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What happened.
    pub text: String,
    /// Whether it is an error.
    pub error: bool,
}

/// What a step asks of its caller.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepReport {
    /// Notices to show.
    pub notices: Vec<Notice>,
    /// Step again after this long even without engine output (a debounce or a start-up).
    pub wake_in: Option<Duration>,
}

/// The runtime state of the analysis: the engines, the analysed position, on or off.
pub struct Analysis {
    active: bool,
    panes: Vec<Pane>,
    target: Option<Target>,
    /// Why the whole analysis waits, when it does.
    held: Option<&'static str>,
    hovered: Option<LineRef>,
    cores: u32,
    next_id: PaneId,
}

impl Analysis {
    /// The analysis of `settings`' engines (the first engine of `catalogue` for settings that
    /// name none), off, sharing `cores` cores.
    pub fn new(settings: &AnalysisSettings, catalogue: &[EngineEntry], cores: u32) -> Analysis {
        let mut analysis = Analysis {
            active: false,
            panes: Vec::new(),
            target: None,
            held: None,
            hovered: None,
            cores: cores.max(1),
            next_id: 1,
        };
        let mut choices = settings.engines.clone();
        if choices.is_empty() {
            let known = catalogue.iter().any(|e| e.name == settings.engine);
            let engine = if known {
                Some(settings.engine.clone())
            } else {
                catalogue.first().map(|e| e.name.clone())
            };
            choices.extend(engine.map(|engine| EngineChoice {
                engine,
                lines: settings.lines,
                threads: None,
            }));
        }
        for choice in choices.into_iter().take(MAX_ENGINES) {
            if let Ok(id) = analysis.add(&choice.engine, choice.lines) {
                analysis.set_threads(id, choice.threads);
            }
        }
        analysis
    }

    /// The engines as the settings file keeps them.
    pub fn choices(&self) -> Vec<EngineChoice> {
        self.panes
            .iter()
            .map(|p| EngineChoice {
                engine: p.engine.clone(),
                lines: p.lines_wanted,
                threads: p.threads_chosen,
            })
            .collect()
    }

    /// Whether the analysis is on.
    pub fn is_active(&self) -> bool {
        self.active
    }

    /// The engines, in panel order.
    pub fn panes(&self) -> &[Pane] {
        &self.panes
    }

    /// The engine of pane `id`.
    pub fn pane(&self, id: PaneId) -> Option<&Pane> {
        self.panes.iter().find(|p| p.id() == id)
    }

    fn pane_mut(&mut self, id: PaneId) -> Option<&mut Pane> {
        self.panes.iter_mut().find(|p| p.id() == id)
    }

    /// The analysed position, once chosen.
    pub fn target(&self) -> Option<&Target> {
        self.target.as_ref()
    }

    /// The line under the pointer.
    pub fn hovered(&self) -> Option<LineRef> {
        self.hovered
    }

    /// The cores shared among the engines.
    pub fn cores(&self) -> u32 {
        self.cores
    }

    /// Whether any engine searches now.
    pub fn is_searching(&self) -> bool {
        self.panes.iter().any(Pane::is_searching)
    }

    /// What pane `pane` does now.
    pub fn state(&self, pane: &Pane) -> PaneState {
        if !self.active {
            PaneState::Off
        } else if let Some(error) = pane.error() {
            PaneState::Failed(error.to_owned())
        } else if pane.is_paused() {
            PaneState::Paused
        } else if let Some(reason) = self.held {
            PaneState::Held(reason)
        } else if pane.is_starting() {
            PaneState::Starting
        } else if pane.is_searching() {
            PaneState::Searching
        } else if pane.restart_at.is_some() || pane.lines().is_empty() {
            PaneState::Waiting
        } else {
            PaneState::Done
        }
    }

    /// The threads pane `id` runs with (or would, once resumed): its own choice, else its
    /// fair share of the cores the running engines with a chosen count leave.
    pub fn threads_for(&self, id: PaneId) -> u32 {
        let Some(pane) = self.pane(id) else { return 1 };
        if let Some(chosen) = pane.threads_chosen {
            return chosen.max(1);
        }
        // A stopped engine is shown the share it would get back when resumed.
        let counted = |p: &&Pane| p.is_running() || p.id() == id;
        let taken: u32 = self
            .panes
            .iter()
            .filter(counted)
            .filter_map(|p| p.threads_chosen)
            .sum();
        let sharing: Vec<PaneId> = self
            .panes
            .iter()
            .filter(counted)
            .filter(|p| p.threads_chosen.is_none())
            .map(Pane::id)
            .collect();
        let index = sharing.iter().position(|&p| p == id).unwrap_or(0);
        share::fair_threads(self.cores.saturating_sub(taken), sharing.len())
            .get(index)
            .copied()
            .unwrap_or(1)
    }

    /// Turns the analysis on or off. Off stops every engine (they stay loaded) and forgets
    /// the lines; on clears old failures and starts them all.
    pub fn set_active(&mut self, on: bool) {
        self.active = on;
        self.target = None;
        self.hovered = None;
        self.held = None;
        for pane in &mut self.panes {
            pane.clear();
            if on {
                pane.error = None;
                pane.shown_score = None;
            }
        }
    }

    /// Adds `engine` to the panel with `lines` lines; it starts at the next step when the
    /// analysis is on.
    ///
    /// # Errors
    /// When the panel already holds [`MAX_ENGINES`] engines.
    pub fn add(&mut self, engine: &str, lines: u32) -> Result<PaneId, String> {
        if self.panes.len() >= MAX_ENGINES {
            return Err(format!("At most {MAX_ENGINES} engines analyse together"));
        }
        let slot = (0..)
            .find(|s| self.panes.iter().all(|p| p.slot() != *s))
            .unwrap_or(0);
        let id = self.next_id;
        self.next_id += 1;
        let mut pane = Pane::new(id, engine.to_owned(), lines.clamp(1, MAX_LINES), slot);
        if self.target.is_some() {
            pane.restart_at = Some(Instant::now());
        }
        self.panes.push(pane);
        self.reshare();
        Ok(id)
    }

    /// Removes pane `id`; its engine quits on its own thread and its cores go to the others.
    pub fn remove(&mut self, id: PaneId) {
        self.panes.retain(|p| p.id() != id);
        if self.hovered.is_some_and(|h| h.pane == id) {
            self.hovered = None;
        }
        self.reshare();
    }

    /// Analyses with `engine` in pane `id` instead (a fresh instance).
    pub fn set_engine(&mut self, id: PaneId, engine: &str) {
        let restart = self.target.is_some();
        if let Some(pane) = self.pane_mut(id) {
            pane.clear();
            pane.drop_engine();
            engine.clone_into(&mut pane.engine);
            pane.error = None;
            pane.shown_score = None;
            if restart {
                pane.restart_at = Some(Instant::now() + DEBOUNCE);
            }
        }
        self.reshare();
    }

    /// Shows `lines` lines in pane `id` (1 to [`MAX_LINES`]).
    pub fn set_lines(&mut self, id: PaneId, lines: u32) {
        let restart = self.target.is_some();
        if let Some(pane) = self.pane_mut(id) {
            pane.lines_wanted = lines.clamp(1, MAX_LINES);
            pane.clear();
            if restart && pane.is_running() {
                pane.restart_at = Some(Instant::now() + DEBOUNCE);
            }
        }
    }

    /// Sets pane `id`'s threads (`None`: the fair share); the running searches restart with
    /// their new counts.
    pub fn set_threads(&mut self, id: PaneId, threads: Option<u32>) {
        if let Some(pane) = self.pane_mut(id) {
            pane.threads_chosen = threads.map(|n| n.max(1));
        }
        self.reshare();
    }

    /// Pauses pane `id`: its search stops (the engine stays loaded, its lines stay shown) and
    /// its cores go to the others.
    pub fn pause(&mut self, id: PaneId) {
        if let Some(pane) = self.pane_mut(id) {
            pane.paused = true;
            pane.cancel();
        }
        self.reshare();
    }

    /// Resumes pane `id`, or restarts it after a failure.
    pub fn resume(&mut self, id: PaneId) {
        let now = Instant::now();
        if let Some(pane) = self.pane_mut(id) {
            pane.paused = false;
            pane.retry(now);
        }
        self.reshare();
    }

    /// Sets the line under the pointer.
    pub fn hover(&mut self, line: Option<LineRef>) {
        self.hovered = line;
    }

    /// The first move of a line.
    pub fn line_move(&self, line: LineRef) -> Option<Move> {
        self.pane(line.pane)?
            .lines()
            .get(line.line)?
            .pv
            .first()
            .copied()
    }

    /// Restarts the running searches whose thread count no longer matches their share.
    fn reshare(&mut self) {
        let wanted: Vec<u32> = self
            .panes
            .iter()
            .map(|p| self.threads_for(p.id()))
            .collect();
        let now = Instant::now();
        for (pane, threads) in self.panes.iter_mut().zip(wanted) {
            let differs = pane.threads_set().is_some_and(|set| set != threads);
            if differs && pane.is_running() && pane.is_searching() {
                // The engine takes a new count only when idle: stop, then start again once the
                // stopped search has wound down.
                pane.cancel();
                pane.restart_at = Some(now + DEBOUNCE);
            }
        }
    }

    /// The evaluations for the bar: each engine's latest white-relative score with its colour
    /// slot, in panel order.
    pub fn scores(&self) -> Vec<(usize, Score)> {
        if !self.active {
            return Vec::new();
        }
        self.panes
            .iter()
            .filter(|p| p.error().is_none())
            .filter_map(|p| Some((p.slot(), p.shown_score()?)))
            .collect()
    }

    /// Arrows for the board. The hovered line's first moves; else, with one engine, each of
    /// its lines' first move (line 1 strongest); with several, each engine's best move in its
    /// colour (see [`Arrow::below`] for engines agreeing on a move).
    /// The first arrow of the list is meant to be drawn on top.
    pub fn arrows(&self) -> Vec<Arrow> {
        if !self.active {
            return Vec::new();
        }
        if let Some(hovered) = self.hovered
            && let Some(pane) = self.pane(hovered.pane)
            && let Some(line) = pane.lines().get(hovered.line)
        {
            return line
                .pv
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, &mv)| Arrow {
                    mv,
                    strength: 1.0 - i as f32 * 0.3,
                    below: 0,
                    slot: pane.slot(),
                })
                .collect();
        }
        let showing: Vec<&Pane> = self
            .panes
            .iter()
            .filter(|p| p.error().is_none() && !p.lines().is_empty())
            .collect();
        if let [pane] = showing.as_slice() {
            return pane
                .lines()
                .iter()
                .enumerate()
                .filter_map(|(i, line)| {
                    Some(Arrow {
                        mv: *line.pv.first()?,
                        strength: if i == 0 { 1.0 } else { 0.55 - i as f32 * 0.08 },
                        below: 0,
                        slot: pane.slot(),
                    })
                })
                .collect();
        }
        let mut arrows: Vec<Arrow> = Vec::new();
        for pane in showing {
            let Some(mv) = pane.lines().first().and_then(|l| l.pv.first().copied()) else {
                continue;
            };
            let below = arrows.iter().filter(|a| a.mv == mv).count();
            arrows.push(Arrow {
                mv,
                strength: 1.0,
                below,
                slot: pane.slot(),
            });
        }
        // Narrower arrows on top of the wider ones they share a move with.
        arrows.sort_by_key(|a| std::cmp::Reverse(a.below));
        arrows
    }

    /// One step: collects every engine's output, follows `target`, holds while `hold` gives a
    /// reason, and starts the searches that are due. `catalogue` builds engines started now;
    /// `waker` is called whenever an engine has news.
    pub fn step(
        &mut self,
        now: Instant,
        target: Target,
        hold: Option<&'static str>,
        catalogue: &[EngineEntry],
        waker: &Waker,
    ) -> StepReport {
        let mut report = StepReport::default();
        if !self.active {
            return report;
        }
        let mut failed = false;
        for pane in &mut self.panes {
            if let Some(failure) = pane.poll(self.target.as_ref()) {
                let (text, error) = pane.fail(failure, now);
                report.notices.push(Notice { text, error });
                failed = true;
            }
        }
        if failed {
            self.reshare();
            failed = false;
        }
        if hold.is_some() {
            if self.held.is_none() {
                for pane in &mut self.panes {
                    pane.cancel();
                }
                self.target = None;
            }
            self.held = hold;
            return report;
        }
        self.held = None;
        let changed = self.target.as_ref().is_none_or(|t| !t.same_as(&target));
        if changed {
            let over = target.position.legal_moves().is_empty();
            for pane in &mut self.panes {
                pane.clear();
                if over {
                    // Mate or stalemate: nothing to search, the panel says which.
                    pane.shown_score = None;
                } else if pane.is_running() {
                    pane.restart_at = Some(now + DEBOUNCE);
                }
            }
            self.hovered = None;
            self.target = Some(target);
        }
        let Some(target) = &self.target else {
            return report;
        };
        let threads: Vec<u32> = self
            .panes
            .iter()
            .map(|p| self.threads_for(p.id()))
            .collect();
        let mut next: Option<Instant> = None;
        for (pane, threads) in self.panes.iter_mut().zip(threads) {
            let Some(at) = pane.restart_at.filter(|_| pane.is_running()) else {
                continue;
            };
            let again = if at <= now {
                let again = pane.start_search(target, threads, catalogue, waker, now);
                if let Some(error) = pane.error() {
                    report.notices.push(Notice {
                        text: format!("Analysis stopped: {error}"),
                        error: true,
                    });
                    failed = true;
                }
                again
            } else {
                Some(at)
            };
            next = match (next, again) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        if failed {
            self.reshare();
        }
        report.wake_in = next.map(|at| at.saturating_duration_since(now));
        report
    }
}
