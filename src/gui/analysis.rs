//! The app's side of live analysis: the actions of the analysis panel and the step that feeds
//! the shown position to the app-layer model ([`crate::app::analysis::Analysis`], which holds
//! the engines, their lines and their failures). Analysis holds while an engine plays a move
//! or a game review runs, so searches never compete with them for the CPU.

use std::{sync::Arc, time::Instant};

use eframe::egui;

use super::app::TempoApp;
use crate::{
    app::{
        analysis::{LineRef, MAX_LINES, PaneId, Target},
        engine_runner::Waker,
        engines::EngineEntry,
    },
    chess::Move,
    t,
};

pub use crate::app::analysis::{AnalysisSettings, EngineChoice};

/// What the user asks of the analysis.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum AnalysisAction {
    /// Start or stop analysing (every engine of the panel).
    Toggle,
    /// Add this engine entry to the panel.
    Add(String),
    /// Take this engine out of the panel.
    Remove(PaneId),
    /// Analyse with this engine entry in this pane instead.
    SetEngine(PaneId, String),
    /// Show this many lines in this pane.
    SetLines(PaneId, u32),
    /// Run this pane's engine with this many threads (`None`: its fair share).
    SetThreads(PaneId, Option<u32>),
    /// Pause this pane's engine.
    Pause(PaneId),
    /// Resume this pane's engine, or restart it after a failure.
    Resume(PaneId),
    /// Play the first move of this line.
    PlayLine(LineRef),
    /// The pointer is over this line (its moves preview as arrows), or over none.
    Hover(Option<LineRef>),
}

impl TempoApp {
    /// The analysed position: the game's start and its moves up to the shown ply.
    pub(super) fn analysis_target(&self) -> Target {
        let view = self.session.game().view();
        let moves = self
            .session
            .game()
            .moves()
            .get(..view)
            .unwrap_or_default()
            .to_vec();
        Target {
            start: self.session.game().start().clone(),
            moves,
            position: self.session.game().viewed().clone(),
        }
    }

    /// The engine entry of a game review: the panel's first engine (the first of the
    /// catalogue when the panel has none or it is gone).
    pub(super) fn analysis_entry(&self) -> Option<&EngineEntry> {
        let wanted = &self.settings.analysis.engine;
        self.session
            .catalogue()
            .iter()
            .find(|e| &e.name == wanted)
            .or_else(|| self.session.catalogue().first())
    }

    /// One step of analysis and review: collect engine output, follow the shown position,
    /// restart after the debounce. Draws nothing.
    pub(super) fn analysis_logic(&mut self, ctx: &egui::Context) {
        self.review_logic(ctx);
        if !self.analysis.is_active() {
            return;
        }
        let hold = if self.review_running() {
            Some("analysis-paused-for-review")
        } else if self.session.engine_busy() {
            Some("analysis-paused-for-engine")
        } else {
            None
        };
        let repaint_ctx = ctx.clone();
        let waker: Waker = Arc::new(move || repaint_ctx.request_repaint());
        let target = self.analysis_target();
        let report = self.analysis.step(
            Instant::now(),
            target,
            hold,
            self.session.catalogue(),
            &waker,
        );
        for notice in report.notices {
            self.notify(notice.text, notice.error);
        }
        if let Some(wait) = report.wake_in {
            ctx.request_repaint_after(wait);
        }
    }

    /// Keeps the settings file's analysis engines in step with the panel; the first one also
    /// reviews games.
    fn keep_analysis_settings(&mut self) {
        self.settings.analysis.engines = self.analysis.choices();
        if let Some(first) = self.analysis.panes().first() {
            first
                .engine()
                .clone_into(&mut self.settings.analysis.engine);
        }
    }

    /// Applies an analysis action.
    pub(super) fn apply_analysis(&mut self, action: AnalysisAction) {
        let analysis = &mut self.analysis;
        match action {
            AnalysisAction::Toggle => analysis.set_active(!analysis.is_active()),
            AnalysisAction::Add(name) => {
                let lines = self.settings.analysis.lines.clamp(1, MAX_LINES);
                if let Err(e) = analysis.add(&name, lines) {
                    self.notify(e, true);
                }
            }
            AnalysisAction::Remove(id) => analysis.remove(id),
            AnalysisAction::SetEngine(id, name) => analysis.set_engine(id, &name),
            AnalysisAction::SetLines(id, n) => analysis.set_lines(id, n),
            AnalysisAction::SetThreads(id, n) => analysis.set_threads(id, n),
            AnalysisAction::Pause(id) => analysis.pause(id),
            AnalysisAction::Resume(id) => analysis.resume(id),
            AnalysisAction::PlayLine(line) => {
                if let Some(mv) = analysis.line_move(line) {
                    self.play_analysis_move(mv);
                }
            }
            AnalysisAction::Hover(line) => analysis.hover(line),
        }
        self.keep_analysis_settings();
    }

    /// Plays an analysis move on the board, as a move made on the board would be: where the
    /// tree may be explored (human vs human without clocks, or a finished game) it goes after
    /// the shown position (the next move, an existing variation or a new one); in a running
    /// game it is the next move at the end, and elsewhere the user is told to go to the end.
    fn play_analysis_move(&mut self, mv: Move) {
        if self.session.can_explore() {
            self.explore_move(mv);
            return;
        }
        if !self.session.game().is_at_end() {
            self.notify(t!("analysis-play-at-end"), true);
            return;
        }
        if !self.session.human_can_move() {
            self.notify(t!("analysis-not-your-move"), true);
            return;
        }
        self.play_move(mv);
    }
}
