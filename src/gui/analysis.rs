//! Live analysis of the shown position: one engine searching without limit, MultiPV lines with
//! white-relative scores and SAN, and the state the eval bar and the board arrows read.
//!
//! The analysis follows the board: every change of the shown position stops the search at
//! once (its late answers are dropped by request tag) and starts a new one after a short pause,
//! so stepping quickly through a game does not start a search per keystroke. It pauses while an
//! engine plays a move or a game review runs, so two searches never compete for the CPU.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use eframe::egui;
use serde::{Deserialize, Serialize};

use super::{app::TempoApp, board::EngineArrow};
use crate::{
    app::{
        engine_runner::{EngineRunner, RunnerEvent},
        engines::EngineEntry,
        review::ReviewLimit,
    },
    chess::{Color, Move, Position},
    engine::{Score, ScoreBound, SearchInfo, SearchLimits},
};

/// The most MultiPV lines the panel offers.
pub const MAX_LINES: u32 = 5;
/// How long the shown position must stay put before a new search starts.
const DEBOUNCE: Duration = Duration::from_millis(150);
/// How many plies of a line the panel writes out.
const LINE_PLIES: usize = 12;

/// The analysis choices kept in the settings file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AnalysisSettings {
    /// The engine's entry name; empty or unknown means the first engine.
    pub engine: String,
    /// MultiPV lines, 1 to [`MAX_LINES`].
    pub lines: u32,
    /// The per-position limit of a game review.
    pub review_limit: ReviewLimit,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        AnalysisSettings {
            engine: String::new(),
            lines: 3,
            review_limit: ReviewLimit::default(),
        }
    }
}

/// One MultiPV line as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 1-based rank.
    pub multipv: u32,
    /// Iteration depth.
    pub depth: u32,
    /// Score from White's point of view.
    pub score: Score,
    /// Whether the score is only a bound (aspiration fail).
    pub bound: ScoreBound,
    /// The legal prefix of the engine's line.
    pub pv: Vec<Move>,
    /// The line in SAN with move numbers (`12. Nf3 Nc6 13. d4`).
    pub san: String,
}

/// Search figures of the running analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Figures {
    /// Deepest iteration reported.
    pub depth: Option<u32>,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Hash fill in per mille.
    pub hashfull: Option<u32>,
}

/// What the user asks of the analysis.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum AnalysisAction {
    /// Start or stop analysing.
    Toggle,
    /// Analyse with this engine entry.
    SetEngine(String),
    /// Show this many lines.
    SetLines(u32),
    /// Play the first move of this line (index into the lines).
    PlayLine(usize),
    /// The pointer is over this line (its moves preview as arrows), or over none.
    Hover(Option<usize>),
}

/// How often a pending engine start-up is looked at.
const START_POLL: Duration = Duration::from_millis(30);

/// The analysis engine: its own instance (not a player's), run by an [`EngineRunner`].
struct Analyser {
    runner: EngineRunner,
    /// MultiPV last set on the engine.
    lines_set: Option<u32>,
}

impl Analyser {
    /// Searches `target` without limit for `lines` lines; the answers come through `poll`.
    fn go(&mut self, target: &Target, lines: u32) {
        let offers_multipv = self
            .runner
            .options()
            .iter()
            .any(|o| o.name.eq_ignore_ascii_case("MultiPV"));
        // Engines without MultiPV still analyse; they just show one line.
        if self.lines_set != Some(lines) && offers_multipv {
            self.runner.set_option("MultiPV", &lines.to_string());
            self.lines_set = Some(lines);
        }
        self.runner
            .go(&target.start, &target.moves, SearchLimits::infinite());
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

/// The runtime state of the analysis (the choices live in [`AnalysisSettings`]).
#[derive(Default)]
pub struct Analysis {
    /// Whether the user turned analysis on.
    pub active: bool,
    analyser: Option<Analyser>,
    target: Option<Target>,
    /// When the next search may start (debounce after a position change).
    restart_at: Option<Instant>,
    /// The lines of the current position, best first.
    pub lines: Vec<Line>,
    /// Depth, nodes, speed and hash use.
    pub figures: Figures,
    /// The last engine failure, shown until the next start.
    pub error: Option<String>,
    /// Why the analysis waits, when it does.
    pub paused: Option<&'static str>,
    /// The line under the pointer.
    pub hovered: Option<usize>,
    /// The last white-relative evaluation shown, kept while a new search warms up.
    pub shown_score: Option<Score>,
    /// When the engine was last restarted after a failure.
    restarted_at: Option<Instant>,
}

impl Analysis {
    /// The name of the engine being started, while its start-up runs.
    pub fn starting_name(&self) -> Option<&str> {
        let runner = &self.analyser.as_ref()?.runner;
        runner.is_starting().then(|| runner.name())
    }

    /// The name of the engine analysing, once started.
    pub fn engine_name(&self) -> Option<&str> {
        let runner = &self.analyser.as_ref()?.runner;
        runner.is_ready().then(|| runner.name())
    }

    /// Whether a search is running now.
    pub fn is_searching(&self) -> bool {
        self.analyser.as_ref().is_some_and(|a| a.runner.is_busy())
    }

    /// The analysed position, once chosen.
    pub fn target(&self) -> Option<&Target> {
        self.target.as_ref()
    }

    /// Arrows for the board: the hovered line's first moves, else each line's first move
    /// (line 1 strongest).
    pub fn arrows(&self) -> Vec<EngineArrow> {
        if !self.active {
            return Vec::new();
        }
        if let Some(line) = self.hovered.and_then(|i| self.lines.get(i)) {
            return line
                .pv
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, &mv)| EngineArrow {
                    mv,
                    strength: 1.0 - i as f32 * 0.3,
                })
                .collect();
        }
        self.lines
            .iter()
            .enumerate()
            .filter_map(|(i, line)| {
                Some(EngineArrow {
                    mv: *line.pv.first()?,
                    strength: if i == 0 { 1.0 } else { 0.55 - i as f32 * 0.08 },
                })
            })
            .collect()
    }

    /// Stops searching and forgets the position (the engine stays loaded).
    fn halt(&mut self) {
        if let Some(analyser) = &mut self.analyser {
            analyser.runner.cancel();
        }
        self.target = None;
        self.restart_at = None;
    }

    /// Drains the analyser's events into the lines; returns an engine failure.
    fn poll(&mut self, wanted_lines: u32) -> Option<String> {
        let analyser = self.analyser.as_mut()?;
        let name = analyser.runner.name().to_owned();
        let mut failure = None;
        for event in analyser.runner.poll() {
            match event {
                RunnerEvent::Info { info, .. } => {
                    if let Some(target) = &self.target {
                        let side = target.position.side_to_move();
                        absorb_info(
                            &mut self.lines,
                            &mut self.figures,
                            &target.position,
                            side,
                            wanted_lines,
                            info,
                        );
                    }
                }
                RunnerEvent::Started(report) => {
                    // The engine manager shows rejected stored values; analysis runs anyway.
                    for warning in report.warnings {
                        eprintln!("tempo: {name}: {warning}");
                    }
                }
                RunnerEvent::OptionRejected(error) => eprintln!("tempo: {name}: {error}"),
                // Infinite searches end by themselves only when there is nothing left to
                // search (a forced mate, a single reply); the lines stay.
                RunnerEvent::BestMove { .. } => {}
                RunnerEvent::StartFailed(error)
                | RunnerEvent::GoFailed { error, .. }
                | RunnerEvent::Failed { error, .. } => {
                    failure = Some(format!("{name}: {error}"));
                    break;
                }
            }
        }
        if let Some(first) = self.lines.first() {
            self.shown_score = Some(first.score);
        }
        failure
    }
}

/// Merges one info report into the lines and figures.
fn absorb_info(
    lines: &mut Vec<Line>,
    figures: &mut Figures,
    position: &Position,
    side: Color,
    wanted: u32,
    info: SearchInfo,
) {
    figures.nodes = info.nodes.or(figures.nodes);
    figures.nps = info.nps.or(figures.nps);
    figures.hashfull = info.hashfull.or(figures.hashfull);
    let Some(score) = info.score else { return };
    if info.pv.is_empty() {
        return;
    }
    let multipv = info.multipv.unwrap_or(1);
    if multipv == 0 || multipv > wanted {
        return;
    }
    let depth = info.depth.unwrap_or(0);
    if multipv == 1 {
        figures.depth = Some(depth);
    }
    let (pv, san) = san_line(position, &info.pv, LINE_PLIES);
    if pv.is_empty() {
        return;
    }
    let line = Line {
        multipv,
        depth,
        score: score.white_relative(side),
        bound: info.bound,
        pv,
        san,
    };
    match lines.iter_mut().find(|l| l.multipv == multipv) {
        Some(slot) => *slot = line,
        None => {
            lines.push(line);
            lines.sort_by_key(|l| l.multipv);
        }
    }
}

/// The legal prefix of `pv` and its SAN with move numbers, at most `plies` moves written.
pub fn san_line(position: &Position, pv: &[Move], plies: usize) -> (Vec<Move>, String) {
    let mut pos = position.clone();
    let mut legal = Vec::new();
    let mut text = String::new();
    for &mv in pv {
        if !pos.is_legal(mv) {
            break;
        }
        if legal.len() < plies {
            let number = pos.fullmove_number();
            if pos.side_to_move() == Color::White {
                text.push_str(&format!("{number}. "));
            } else if legal.is_empty() {
                text.push_str(&format!("{number}… "));
            }
            text.push_str(&pos.san(mv));
            text.push(' ');
        }
        legal.push(mv);
        pos = pos.after(mv);
    }
    if legal.len() > plies {
        text.push('…');
    }
    (legal, text.trim_end().to_owned())
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

    /// The engine entry chosen for analysis and review (the first one when unset or gone).
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
        if !self.analysis.active {
            return;
        }
        let wanted_lines = self.settings.analysis.lines.clamp(1, MAX_LINES);
        if let Some(failure) = self.analysis.poll(wanted_lines) {
            self.analysis_failed(failure);
            return;
        }
        if !self.analysis.active {
            return;
        }
        let player_thinking = self.session.engine_busy();
        let paused = if self.review_running() {
            Some("Paused while the game review runs")
        } else if player_thinking {
            Some("Paused while the engine plays")
        } else {
            None
        };
        if paused.is_some() {
            if self.analysis.paused.is_none() {
                self.analysis.halt();
            }
            self.analysis.paused = paused;
            return;
        }
        self.analysis.paused = None;
        let target = self.analysis_target();
        let changed = self
            .analysis
            .target
            .as_ref()
            .is_none_or(|t| !t.same_as(&target));
        let now = Instant::now();
        if changed {
            if let Some(analyser) = &mut self.analysis.analyser {
                analyser.runner.cancel();
            }
            self.analysis.lines.clear();
            self.analysis.figures = Figures::default();
            self.analysis.hovered = None;
            if target.position.legal_moves().is_empty() {
                // Mate or stalemate: nothing to search, the panel says which.
                self.analysis.shown_score = None;
                self.analysis.restart_at = None;
            } else {
                self.analysis.restart_at = Some(now + DEBOUNCE);
            }
            self.analysis.target = Some(target);
        }
        let Some(at) = self.analysis.restart_at else {
            return;
        };
        if now < at {
            ctx.request_repaint_after(at - now);
            return;
        }
        self.analysis.restart_at = None;
        self.start_analysis_search(ctx, wanted_lines);
    }

    fn start_analysis_search(&mut self, ctx: &egui::Context, lines: u32) {
        let Some(entry) = self.analysis_entry().cloned() else {
            self.analysis_failed("No engine is available for analysis".to_owned());
            return;
        };
        let wrong_engine = self
            .analysis
            .analyser
            .as_ref()
            .is_some_and(|a| a.runner.name() != entry.name);
        if wrong_engine {
            // Another engine was chosen meanwhile; the old one quits on its own thread.
            self.analysis.analyser = None;
        }
        let analyser = self.analysis.analyser.get_or_insert_with(|| {
            // Started off the UI thread: an external engine's handshake can take seconds,
            // and even our engines allocate their hash tables.
            let runner = EngineRunner::start(&entry, None);
            let repaint_ctx = ctx.clone();
            runner.set_waker(Arc::new(move || repaint_ctx.request_repaint()));
            Analyser {
                runner,
                lines_set: None,
            }
        });
        if analyser.runner.is_starting() {
            // Still starting: look again shortly (the start-up also repaints).
            self.analysis.restart_at = Some(Instant::now() + START_POLL);
            ctx.request_repaint_after(START_POLL);
            return;
        }
        // A failed start has been reported by `poll`, which stops the analysis.
        if let (true, Some(target)) = (analyser.runner.is_ready(), &self.analysis.target) {
            analyser.go(target, lines);
        }
    }

    /// The engine failed: it is restarted once, with a notice; a second failure soon after
    /// stops the analysis with the error shown (the next start launches a fresh engine).
    fn analysis_failed(&mut self, text: String) {
        /// A second failure within this long means the engine is broken, not just slow.
        const RESTART_GRACE: Duration = Duration::from_secs(30);
        let now = Instant::now();
        let recently = self
            .analysis
            .restarted_at
            .is_some_and(|at| now.duration_since(at) < RESTART_GRACE);
        let had_started = self
            .analysis
            .analyser
            .as_ref()
            .is_some_and(|a| a.runner.start_report().is_some());
        if had_started && !recently {
            self.analysis.restarted_at = Some(now);
            self.analysis.analyser = None;
            self.analysis.target = None;
            self.analysis.restart_at = None;
            let name = self
                .analysis_entry()
                .map_or_else(String::new, |e| e.name.clone());
            self.notify(format!("{name} stopped answering and was restarted"), false);
            return;
        }
        self.analysis.analyser = None;
        self.analysis.active = false;
        self.analysis.target = None;
        self.analysis.restart_at = None;
        self.analysis.error = Some(text.clone());
        self.notify(format!("Analysis stopped: {text}"), true);
    }

    /// Applies an analysis action.
    pub(super) fn apply_analysis(&mut self, action: AnalysisAction) {
        match action {
            AnalysisAction::Toggle => {
                self.analysis.active = !self.analysis.active;
                self.analysis.halt();
                self.analysis.lines.clear();
                self.analysis.hovered = None;
                if self.analysis.active {
                    self.analysis.error = None;
                    self.analysis.shown_score = None;
                }
            }
            AnalysisAction::SetEngine(name) => {
                self.settings.analysis.engine = name;
                self.analysis.halt();
                self.analysis.analyser = None;
            }
            AnalysisAction::SetLines(n) => {
                self.settings.analysis.lines = n.clamp(1, MAX_LINES);
                self.analysis.halt();
            }
            AnalysisAction::PlayLine(index) => {
                let Some(mv) = self
                    .analysis
                    .lines
                    .get(index)
                    .and_then(|l| l.pv.first().copied())
                else {
                    return;
                };
                self.play_analysis_move(mv);
            }
            AnalysisAction::Hover(line) => self.analysis.hovered = line,
        }
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
            self.notify(
                "Analysis moves are played at the end of the game (press End)",
                true,
            );
            return;
        }
        if !self.session.human_can_move() {
            self.notify("It is not your move", true);
            return;
        }
        self.play_move(mv);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn san_line_numbers_moves_and_stops_at_illegal_ones() {
        let pos = Position::startpos();
        let e4 = pos.parse_san("e4").unwrap();
        let after = pos.after(e4);
        let e5 = after.parse_san("e5").unwrap();
        let (pv, text) = san_line(&pos, &[e4, e5, e4], 12);
        assert_eq!(pv, vec![e4, e5]);
        assert_eq!(text, "1. e4 e5");
        let (_, text) = san_line(&after, &[e5], 12);
        assert_eq!(text, "1… e5");
    }

    #[test]
    fn info_lines_are_white_relative_and_ranked() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        let moves = pos.legal_moves();
        let mut lines = Vec::new();
        let mut figures = Figures::default();
        for (k, cp) in [(2, -30), (1, -20), (4, 0)] {
            let info = SearchInfo {
                multipv: Some(k),
                depth: Some(5),
                score: Some(Score::Cp(cp)),
                pv: vec![moves[k as usize]],
                nodes: Some(100),
                ..SearchInfo::default()
            };
            absorb_info(&mut lines, &mut figures, &pos, Color::Black, 3, info);
        }
        assert_eq!(lines.len(), 2, "line 4 is beyond the 3 wanted");
        assert_eq!(lines[0].multipv, 1);
        assert_eq!(
            lines[0].score,
            Score::Cp(20),
            "Black's -0.20 is White's +0.20"
        );
        assert_eq!(figures.depth, Some(5));
        assert_eq!(figures.nodes, Some(100));
    }
}
