//! The game review in the app: the start dialog (engine, time or depth per position), the
//! background job with its progress bar and Cancel, and the result under the board: the
//! evaluation graph (click jumps to the move), per-player accuracy and counts, the list of
//! inaccuracies, mistakes and blunders with the better move, and writing it all into the game.

use eframe::egui::{self, Color32, RichText, Ui};
use egui_plot::{HLine, Line, Plot, PlotPoints, Points, VLine};

use super::{
    actions::{Action, Nav},
    app::TempoApp,
    theme,
};
use crate::{
    app::review::{Judgement, Review, ReviewJob, ReviewLimit, ReviewPoll},
    chess::{Color, Move},
    t,
};

/// What the user asks of the review.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum ReviewAction {
    /// Open the start dialog.
    OpenDialog,
    /// Close it.
    CloseDialog,
    /// Use this limit per position.
    SetLimit(ReviewLimit),
    /// Start reviewing the mainline.
    Start,
    /// Stop the running review.
    Cancel,
    /// Hide the result.
    Close,
    /// Write the result into the game (NAGs, comments, `[%eval]`, variations).
    Annotate,
}

/// The review's runtime state.
#[derive(Default)]
pub struct ReviewState {
    /// The start dialog is open.
    pub dialog_open: bool,
    /// The running job.
    pub job: Option<ReviewJob>,
    /// The last finished review.
    pub result: Option<Review>,
    /// The moves the job or result belongs to (a different game makes it stale).
    moves: Vec<Move>,
    /// The start position's key, with `moves`.
    start_key: u64,
    /// The last failure.
    pub error: Option<String>,
}

impl TempoApp {
    /// Whether a review is running.
    pub fn review_running(&self) -> bool {
        self.review.job.is_some()
    }

    /// The last finished review.
    pub fn review_result(&self) -> Option<&Review> {
        self.review.result.as_ref()
    }

    /// Collects the job's progress; drops a result that no longer matches the game.
    pub(super) fn review_logic(&mut self, _ctx: &egui::Context) {
        let stale = (self.review.job.is_some() || self.review.result.is_some())
            && (self.session.game().start().key() != self.review.start_key
                || !self.session.game().moves().starts_with(&self.review.moves));
        if stale {
            self.review.job = None;
            self.review.result = None;
            return;
        }
        let Some(job) = &mut self.review.job else {
            return;
        };
        match job.poll() {
            ReviewPoll::Running => {}
            ReviewPoll::Finished(review) => {
                let secs = review.elapsed.as_secs_f64();
                self.review.job = None;
                self.review.result = Some(review);
                let secs = format!("{secs:.1}");
                self.notify(t!("analysis-review-finished", seconds = secs), false);
            }
            ReviewPoll::Failed(e) => {
                self.review.job = None;
                let text = t!("analysis-review-stopped", error = e.to_string());
                self.review.error = Some(text.clone());
                self.notify(text, true);
            }
        }
    }

    /// Applies a review action.
    pub(super) fn apply_review(&mut self, ctx: &egui::Context, action: ReviewAction) {
        match action {
            ReviewAction::OpenDialog => self.review.dialog_open = true,
            ReviewAction::CloseDialog => self.review.dialog_open = false,
            ReviewAction::SetLimit(limit) => self.settings.analysis.review_limit = limit,
            ReviewAction::Start => self.start_review(ctx),
            ReviewAction::Cancel => {
                if let Some(job) = self.review.job.take() {
                    job.cancel();
                    self.notify(t!("analysis-review-cancelled"), false);
                }
            }
            ReviewAction::Close => {
                self.review.result = None;
                self.review.error = None;
            }
            ReviewAction::Annotate => self.write_review_into_game(),
        }
    }

    fn start_review(&mut self, ctx: &egui::Context) {
        self.review.dialog_open = false;
        if self.session.game().ply_count() == 0 {
            self.notify(t!("analysis-review-no-moves"), true);
            return;
        }
        if self.session.engine_busy() {
            self.notify(t!("analysis-review-engine-busy"), true);
            return;
        }
        let Some(entry) = self.analysis_entry().cloned() else {
            self.notify(t!("analysis-review-no-engine"), true);
            return;
        };
        let repaint_ctx = ctx.clone();
        let repaint = std::sync::Arc::new(move || repaint_ctx.request_repaint());
        let moves = self.session.game().moves().to_vec();
        self.review.moves = moves.clone();
        self.review.start_key = self.session.game().start().key();
        self.review.result = None;
        self.review.error = None;
        self.review.job = Some(ReviewJob::start(
            &entry,
            self.session.game().start().clone(),
            moves,
            self.settings.analysis.review_limit,
            repaint,
        ));
    }

    /// Writes the finished review into the game.
    fn write_review_into_game(&mut self) {
        let Some(review) = self.review.result.clone() else {
            return;
        };
        self.apply_session(crate::app::session::SessionAction::Annotate(Box::new(
            review,
        )));
    }
}

/// The review views over a read-only look at the review: its state, the ply shown, the game's
/// length and the engine that reviews. Each `show` returns the actions it asks for.
#[derive(Clone, Copy)]
pub struct ReviewView<'a> {
    /// The job, the result, the dialog's state.
    pub state: &'a ReviewState,
    /// The ply shown on the board.
    pub viewed: usize,
    /// Plies in the game's current line.
    pub plies: usize,
    /// The engine that reviews, if any.
    pub engine: Option<&'a str>,
}

impl ReviewView<'_> {
    /// The review start dialog.
    #[must_use]
    pub fn dialog(self, ctx: &egui::Context, limit: ReviewLimit) -> Vec<Action> {
        let mut actions = Vec::new();
        if !self.state.dialog_open {
            return actions;
        }
        let mut open = true;
        let before = limit;
        let mut limit = limit;
        let engine = self
            .engine
            .map_or_else(|| t!("analysis-review-no-engine-name"), str::to_owned);
        let positions = self.plies + 1;
        egui::Window::new(t!("analysis-review-title"))
            .id(egui::Id::unique("review-dialog"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.label(t!(
                    "analysis-review-explain",
                    count = positions,
                    engine = engine.as_str()
                ));
                ui.add_space(4.0);
                ui.horizontal(|ui| {
                    let timed = matches!(limit, ReviewLimit::MoveTime(_));
                    if ui
                        .radio(timed, t!("analysis-review-time-per-position"))
                        .clicked()
                        && !timed
                    {
                        limit = ReviewLimit::MoveTime(500);
                    }
                    if ui.radio(!timed, t!("analysis-review-depth")).clicked() && timed {
                        limit = ReviewLimit::Depth(12);
                    }
                });
                match &mut limit {
                    ReviewLimit::MoveTime(ms) => {
                        let mut secs = f64::from(*ms) / 1000.0;
                        ui.add(
                            egui::Slider::new(&mut secs, 0.1..=10.0)
                                .logarithmic(true)
                                .suffix(t!("analysis-suffix-seconds")),
                        );
                        *ms = (secs * 1000.0).round() as u32;
                        let total = format!("{:.0}", secs * positions as f64);
                        ui.weak(t!("analysis-review-about", seconds = total));
                    }
                    ReviewLimit::Depth(depth) => {
                        ui.add(egui::Slider::new(depth, 1..=30));
                    }
                }
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui.button(t!("analysis-review-start")).clicked() {
                        actions.push(Action::Review(ReviewAction::Start));
                    }
                    if ui.button(t!("common-cancel")).clicked() {
                        actions.push(Action::Review(ReviewAction::CloseDialog));
                    }
                });
            });
        if limit != before {
            actions.push(Action::Review(ReviewAction::SetLimit(limit)));
        }
        if !open {
            actions.push(Action::Review(ReviewAction::CloseDialog));
        }
        actions
    }

    /// The review under the board: progress while running, the result when done.
    #[must_use]
    pub fn section(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.state.job.is_none() && self.state.result.is_none() {
            return actions;
        }
        egui::Panel::bottom("review")
            .resizable(false)
            .show(ui, |ui| {
                ui.add_space(4.0);
                if let Some(job) = &self.state.job {
                    let (done, total) = job.progress();
                    let engine = job.engine.clone();
                    ui.horizontal(|ui| {
                        let fraction = done as f32 / total.max(1) as f32;
                        ui.add(
                            egui::ProgressBar::new(fraction)
                                .desired_width(ui.available_width() - 90.0)
                                .text(t!(
                                    "analysis-review-progress",
                                    engine = engine.as_str(),
                                    done = done,
                                    count = total
                                )),
                        );
                        if ui.button(t!("common-cancel")).clicked() {
                            actions.push(Action::Review(ReviewAction::Cancel));
                        }
                    });
                    let values: Vec<Option<f64>> = job
                        .partial()
                        .iter()
                        .map(|e| e.as_ref().map(|e| e.verdict.white_win_percent()))
                        .collect();
                    actions.extend(self.eval_graph(ui, &values, None));
                } else if let Some(review) = &self.state.result {
                    let values: Vec<Option<f64>> = review
                        .evals
                        .iter()
                        .map(|e| Some(e.verdict.white_win_percent()))
                        .collect();
                    actions.extend(self.eval_graph(ui, &values, Some(review)));
                    actions.extend(self.summary(ui, review));
                }
                ui.add_space(4.0);
            });
        actions
    }

    /// White's winning chance per position; flagged moves as coloured dots; the shown ply as
    /// a vertical line. A click jumps to the nearest position.
    fn eval_graph(
        self,
        ui: &mut Ui,
        values: &[Option<f64>],
        review: Option<&Review>,
    ) -> Option<Action> {
        let points: Vec<[f64; 2]> = values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some([i as f64, (*v)?]))
            .collect();
        let last = values.len().saturating_sub(1).max(1) as f64;
        let view = self.viewed as f64;
        let marks: Vec<(Judgement, [f64; 2])> = review
            .map(|r| {
                r.moves
                    .iter()
                    .filter(|m| m.judgement >= Judgement::Inaccuracy)
                    .filter_map(|m| {
                        let y = values.get(m.ply).copied().flatten()?;
                        Some((m.judgement, [m.ply as f64, y]))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let labels: Vec<String> = review
            .map(|r| r.moves.iter().map(|m| m.label.clone()).collect())
            .unwrap_or_default();
        let plot = Plot::new("review-graph")
            .height(80.0)
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .show_axes([false, false])
            .show_grid([false, false])
            .default_x_bounds(0.0, last)
            .default_y_bounds(0.0, 100.0)
            .label_formatter(move |hover| {
                let egui_plot::HoverPosition::NearDataPoint { position, .. } = hover else {
                    return None;
                };
                let ply = position.x.round() as usize;
                let text = match ply.checked_sub(1).and_then(|i| labels.get(i)) {
                    Some(label) => label.clone(),
                    None => t!("analysis-review-graph-start"),
                };
                let chance = format!("{:.0}", position.y);
                Some(format!(
                    "{text}\n{}",
                    t!("analysis-review-graph-white", percent = chance)
                ))
            });
        let response = plot.show(ui, |plot_ui| {
            plot_ui.line(
                Line::new(t!("analysis-review-graph-line"), PlotPoints::new(points))
                    .color(Color32::from_gray(200))
                    .fill(50.0)
                    .fill_alpha(0.35)
                    .width(1.5),
            );
            plot_ui.add(
                HLine::new(t!("analysis-review-graph-equal"), 50.0)
                    .color(Color32::from_gray(110))
                    .width(0.5),
            );
            plot_ui.add(
                VLine::new(t!("analysis-review-graph-shown"), view)
                    .color(Color32::from_rgb(120, 160, 230))
                    .width(1.0),
            );
            for judgement in [
                Judgement::Inaccuracy,
                Judgement::Mistake,
                Judgement::Blunder,
            ] {
                let dots: Vec<[f64; 2]> = marks
                    .iter()
                    .filter(|(j, _)| *j == judgement)
                    .map(|(_, p)| *p)
                    .collect();
                if !dots.is_empty() {
                    plot_ui.points(
                        Points::new(judgement_name(judgement), PlotPoints::new(dots))
                            .color(judgement_color(judgement))
                            .radius(4.0)
                            .filled(true),
                    );
                }
            }
        });
        response.response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Image, true, t!("analysis-review-graph"))
        });
        if response.response.clicked()
            && let Some(pos) = response.response.interact_pointer_pos()
        {
            let at = response.transform.value_from_position(pos);
            let ply = at.x.round().clamp(0.0, last) as usize;
            return Some(Action::Navigate(Nav::Ply(ply)));
        }
        None
    }

    fn summary(self, ui: &mut Ui, review: &Review) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.horizontal_wrapped(|ui| {
            for color in [Color::White, Color::Black] {
                let accuracy = review
                    .accuracy
                    .get(color)
                    .map_or("–".to_owned(), |a| format!("{a:.1} %"));
                let (side, tip) = match color {
                    Color::White => (t!("common-white"), t!("analysis-review-accuracy-white")),
                    Color::Black => (t!("common-black"), t!("analysis-review-accuracy-black")),
                };
                let side_and_accuracy = format!("{side} {accuracy}"); // Two values: not interface text
                ui.label(RichText::new(side_and_accuracy).strong())
                    .on_hover_text(tip);
                for judgement in [
                    Judgement::Inaccuracy,
                    Judgement::Mistake,
                    Judgement::Blunder,
                ] {
                    let n = review.count(color, judgement);
                    ui.label(
                        RichText::new(judgement_count(judgement, n))
                            .color(judgement_color(judgement)),
                    );
                }
                ui.separator();
            }
            if ui
                .button(t!("analysis-review-annotate"))
                .on_hover_text(t!("analysis-review-annotate-tip"))
                .clicked()
            {
                actions.push(Action::Review(ReviewAction::Annotate));
            }
            if ui.button(t!("analysis-review-close")).clicked() {
                actions.push(Action::Review(ReviewAction::Close));
            }
        });
        let viewed = self.viewed;
        // The marked moves wrap onto further rows (scrolling past two), never cut off.
        let row =
            ui.text_style_height(&egui::TextStyle::Button) + ui.spacing().item_spacing.y + 4.0;
        egui::ScrollArea::vertical()
            .id_salt("review-moves")
            .max_height(row * 2.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for m in review
                        .moves
                        .iter()
                        .filter(|m| m.judgement >= Judgement::Inaccuracy)
                    {
                        let suffix = m.judgement.nag().and_then(|n| n.suffix()).unwrap_or("");
                        let mut text = format!("{}{suffix}", m.label);
                        if let Some(better) = &m.better {
                            text.push_str(&format!(" ({better})"));
                        }
                        let chip = RichText::new(text).color(judgement_color(m.judgement));
                        let lost = format!("{:.0}", (m.win_before - m.win_after).max(0.0));
                        let judgement = judgement_name(m.judgement);
                        let tip = match m.mover {
                            Color::White => t!(
                                "analysis-review-lost-white",
                                judgement = judgement,
                                points = lost
                            ),
                            Color::Black => t!(
                                "analysis-review-lost-black",
                                judgement = judgement,
                                points = lost
                            ),
                        };
                        if ui
                            .selectable_label(viewed == m.ply, chip)
                            .on_hover_text(tip)
                            .clicked()
                        {
                            actions.push(Action::Navigate(Nav::Ply(m.ply)));
                        }
                    }
                });
            });
        if let Some(m) = viewed.checked_sub(1).and_then(|i| review.moves.get(i)) {
            let mut text = format!("{} — {}", m.label, judgement_name(m.judgement));
            if let Some(better) = &m.better
                && m.judgement >= Judgement::Inaccuracy
            {
                text.push_str(&format!(
                    ", {}",
                    t!("analysis-review-was-best", better = better)
                ));
            }
            ui.label(RichText::new(text).color(judgement_color(m.judgement)));
        } else {
            // Same height as the judgement line, so the panel never jumps.
            ui.weak(t!("analysis-review-click-hint"));
        }
        actions
    }
}

impl TempoApp {
    /// The review views over this app's state.
    fn review_view(&self) -> ReviewView<'_> {
        ReviewView {
            state: &self.review,
            viewed: self.session.game().view(),
            plies: self.session.game().ply_count(),
            engine: self.analysis_entry().map(|e| e.name.as_str()),
        }
    }

    /// The review start dialog (queued as actions).
    pub(super) fn review_dialog(&mut self, ctx: &egui::Context) {
        let actions = self
            .review_view()
            .dialog(ctx, self.settings.analysis.review_limit);
        self.actions.extend(actions);
    }

    /// The review under the board: progress while running, the result when done (queued as
    /// actions).
    pub(super) fn review_section(&mut self, ui: &mut Ui) {
        let actions = self.review_view().section(ui);
        self.actions.extend(actions);
    }
}

/// The colour of a judgement.
pub fn judgement_color(judgement: Judgement) -> Color32 {
    match judgement {
        Judgement::Best | Judgement::Good => theme::GOOD_MOVE,
        Judgement::Inaccuracy => theme::INACCURACY,
        Judgement::Mistake => theme::MISTAKE,
        Judgement::Blunder => theme::BLUNDER,
    }
}

/// The word for a judgement, in the interface's language (PGN comments keep
/// [`Judgement::name`]).
pub fn judgement_name(judgement: Judgement) -> String {
    match judgement {
        Judgement::Best => t!("analysis-judgement-best"),
        Judgement::Good => t!("analysis-judgement-good"),
        Judgement::Inaccuracy => t!("analysis-judgement-inaccuracy"),
        Judgement::Mistake => t!("analysis-judgement-mistake"),
        Judgement::Blunder => t!("analysis-judgement-blunder"),
    }
}

/// "2 inaccuracies", "1 blunder"…
fn judgement_count(judgement: Judgement, n: usize) -> String {
    match judgement {
        Judgement::Best | Judgement::Good => format!("{n} {}", judgement_name(judgement)),
        Judgement::Inaccuracy => t!("analysis-count-inaccuracies", count = n),
        Judgement::Mistake => t!("analysis-count-mistakes", count = n),
        Judgement::Blunder => t!("analysis-count-blunders", count = n),
    }
}
