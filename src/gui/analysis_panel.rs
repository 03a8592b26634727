//! The analysis views ([`AnalysisView`], drawn from a read-only look at the analysis and
//! returning actions): the Analysis menu; the side-panel section with one pane per engine
//! (its engine, MultiPV and threads, pause/resume and remove, its figures or its failure, its
//! lines: a click plays a line's first move, hovering shows its moves as arrows) and "Add
//! engine"; the eval bar beside the board; and the `A` key.
//!
//! One combined eval bar rather than one per engine: the board keeps its place and size as
//! engines come and go, the bar shows the first engine's evaluation and each other engine
//! marks its own on the bar in its colour, so agreement and disagreement read at a glance.

use eframe::egui::{self, Color32, FontId, RichText, Sense, Ui};

use super::{
    actions::Action,
    analysis::AnalysisAction,
    app::TempoApp,
    board::EngineArrow,
    eval_bar::{BarMarker, BarValue, bar_text, eval_bar},
    review_panel::ReviewAction,
    settings::Notation,
    theme,
    view::{display_san, human_count},
};
use crate::{
    app::{
        analysis::{Analysis, Line, LineRef, MAX_ENGINES, MAX_LINES, Pane, PaneState},
        engines::EngineEntry,
    },
    chess::Color,
    t,
};

/// Width of the eval bar and its gap to the board.
const BAR_WIDTH: f32 = 22.0;
/// See [`BAR_WIDTH`].
const BAR_GAP: f32 = 6.0;
/// Height of one analysis line.
const LINE_HEIGHT: f32 = 22.0;
/// Error text colour.
const ERROR_TEXT: Color32 = Color32::from_rgb(230, 90, 80);

/// The colour of an engine's arrows and bar marker, by its slot.
pub fn engine_colour(slot: usize) -> Color32 {
    const OTHERS: [Color32; 3] = [
        Color32::from_rgba_unmultiplied_const(235, 135, 20, 215),
        Color32::from_rgba_unmultiplied_const(40, 175, 85, 215),
        Color32::from_rgba_unmultiplied_const(195, 70, 200, 215),
    ];
    match slot.checked_sub(1) {
        None => theme::ENGINE_ARROW,
        Some(i) => OTHERS[i % OTHERS.len()],
    }
}

/// The analysis views over a read-only look at what they show: the analysis and the engines
/// to choose from. Each `show` returns the actions it asks for; the app
/// applies them after the frame.
#[derive(Clone, Copy)]
pub struct AnalysisView<'a> {
    /// The engines, their state and lines.
    pub analysis: &'a Analysis,
    /// The engines to choose from.
    pub catalogue: &'a [EngineEntry],
    /// How moves are written.
    pub notation: Notation,
}

impl AnalysisView<'_> {
    /// The entries of the Analysis menu.
    #[must_use]
    pub fn menu(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let text = if self.analysis.is_active() {
            t!("analysis-menu-stop")
        } else {
            t!("analysis-menu-start")
        };
        if ui.button(text).clicked() {
            actions.push(Action::Analysis(AnalysisAction::Toggle));
        }
        if ui.button(t!("analysis-menu-review")).clicked() {
            actions.push(Action::Review(ReviewAction::OpenDialog));
        }
        actions
    }

    /// The board's arrows: each engine's in its colour.
    pub fn arrows(self) -> Vec<EngineArrow> {
        self.analysis
            .arrows()
            .into_iter()
            .map(|a| EngineArrow {
                mv: a.mv,
                strength: a.strength,
                // Each engine's arrow on the same move narrower, so every colour shows.
                width: 1.0 / (1.0 + 0.8 * a.below as f32),
                color: engine_colour(a.slot),
            })
            .collect()
    }

    /// The eval bar in `rect` (nothing while analysis is off).
    pub fn eval_bar(self, ui: &mut Ui, rect: egui::Rect, flipped: bool) {
        if !self.analysis.is_active() {
            return;
        }
        let scores = self.analysis.scores();
        let markers: Vec<BarMarker> = scores
            .iter()
            .skip(1)
            .map(|&(slot, score)| BarMarker {
                score,
                color: engine_colour(slot),
            })
            .collect();
        let tip: Vec<String> = self
            .analysis
            .panes()
            .iter()
            .filter_map(|p| Some(format!("{} {}", p.engine(), bar_text(p.shown_score()?))))
            .collect();
        let response = eval_bar(ui, rect, self.bar_value(), &markers, flipped);
        if tip.len() > 1 {
            response.on_hover_text(tip.join("\n"));
        }
    }

    fn bar_value(self) -> BarValue {
        if let Some(target) = self.analysis.target() {
            let pos = &target.position;
            if pos.legal_moves().is_empty() {
                return if !pos.in_check() {
                    BarValue::Final(0.5, "½")
                } else if pos.side_to_move() == Color::White {
                    BarValue::Final(0.0, "0-1")
                } else {
                    BarValue::Final(1.0, "1-0")
                };
            }
        }
        self.analysis
            .scores()
            .first()
            .map_or(BarValue::Unknown, |&(_, score)| BarValue::Score(score))
    }

    /// The analysis section of the side panel.
    #[must_use]
    pub fn section(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let (text, tip) = if self.analysis.is_active() {
                (t!("analysis-stop"), t!("analysis-stop-tip"))
            } else {
                (t!("analysis-start"), t!("analysis-start-tip"))
            };
            if ui
                .add(egui::Button::new(text).min_size(egui::vec2(0.0, 24.0)))
                .on_hover_text(tip)
                .clicked()
            {
                actions.push(Action::Analysis(AnalysisAction::Toggle));
            }
            actions.extend(self.add_engine(ui));
        });
        if self.analysis.panes().is_empty() {
            ui.weak(t!("analysis-no-engine"));
        }
        let mut hovered = None;
        let max_height = (ui.ctx().content_rect().height() * 0.4).max(160.0);
        egui::ScrollArea::vertical()
            .id_salt("analysis-panes")
            .max_height(max_height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for (index, pane) in self.analysis.panes().iter().enumerate() {
                    ui.push_id(("analysis-pane", pane.id()), |ui| {
                        actions.extend(self.pane(ui, index, pane, &mut hovered));
                    });
                }
            });
        if hovered != self.analysis.hovered() {
            actions.push(Action::Analysis(AnalysisAction::Hover(hovered)));
        }
        ui.add_space(2.0);
        actions
    }

    fn add_engine(self, ui: &mut Ui) -> Option<Action> {
        let full = self.analysis.panes().len() >= MAX_ENGINES;
        let mut chosen = None;
        ui.add_enabled_ui(!full, |ui| {
            ui.menu_button(t!("analysis-add-engine"), |ui| {
                for entry in self.catalogue {
                    if ui.button(&entry.name).clicked() {
                        chosen = Some(entry.name.clone());
                    }
                }
            })
            .response
            .on_hover_text(t!("analysis-add-engine-tip", count = MAX_ENGINES))
            .on_disabled_hover_text(t!("analysis-add-engine-full", count = MAX_ENGINES));
        });
        chosen.map(|name| Action::Analysis(AnalysisAction::Add(name)))
    }

    /// One engine (the `index`th): its choices, its state and its lines; sets `hovered` to
    /// the line under the pointer.
    fn pane(
        self,
        ui: &mut Ui,
        index: usize,
        pane: &Pane,
        hovered: &mut Option<LineRef>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let id = pane.id();
        ui.separator();
        // Wrapped: in the longer languages the engine, lines and threads choices do not fit one
        // row of the side panel, and a row wider than the panel cuts the buttons at its edge.
        ui.horizontal_wrapped(|ui| {
            let (swatch, _) = ui.allocate_exact_size(egui::vec2(10.0, 18.0), Sense::hover());
            ui.painter()
                .rect_filled(swatch, 2.0, engine_colour(pane.slot()).to_opaque());
            actions.extend(self.engine_choice(ui, pane));
            let mut lines = pane.lines_wanted();
            egui::ComboBox::from_id_salt("lines")
                .width(30.0)
                .selected_text(t!("analysis-lines", count = lines))
                .show_ui(ui, |ui| {
                    for n in 1..=MAX_LINES {
                        ui.selectable_value(&mut lines, n, n.to_string());
                    }
                })
                .response
                .on_hover_text(t!("analysis-lines-tip"));
            if lines != pane.lines_wanted() {
                actions.push(Action::Analysis(AnalysisAction::SetLines(id, lines)));
            }
            actions.extend(self.threads_choice(ui, pane));
        });
        let state = self.analysis.state(pane);
        ui.horizontal(|ui| {
            // Buttons first, from the right; the state takes what is left, cut if need be.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .small_button(t!("common-remove"))
                    .on_hover_text(t!("analysis-remove-tip"))
                    .clicked()
                {
                    actions.push(Action::Analysis(AnalysisAction::Remove(id)));
                }
                let (text, tip, action) = match state {
                    PaneState::Failed(_) => (
                        t!("analysis-restart"),
                        t!("analysis-restart-tip"),
                        AnalysisAction::Resume(id),
                    ),
                    PaneState::Paused => (
                        t!("common-resume"),
                        t!("analysis-resume-tip"),
                        AnalysisAction::Resume(id),
                    ),
                    _ => (
                        t!("common-pause"),
                        t!("analysis-pause-tip"),
                        AnalysisAction::Pause(id),
                    ),
                };
                if self.analysis.is_active() && ui.small_button(text).on_hover_text(tip).clicked() {
                    actions.push(Action::Analysis(action));
                }
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    let text = match &state {
                        PaneState::Failed(error) => RichText::new(error).color(ERROR_TEXT),
                        _ => RichText::new(self.status(pane, &state)).weak(),
                    };
                    ui.add(egui::Label::new(text).truncate());
                });
            });
        });
        if !self.analysis.is_active() || pane.error().is_some() {
            return actions;
        }
        for (rank, line) in pane.lines().iter().enumerate() {
            // The first engine's lines keep the labels of the one-engine panel.
            let label = if index == 0 {
                t!("analysis-line-label", line = rank + 1)
            } else {
                t!(
                    "analysis-engine-line-label",
                    engine = index + 1,
                    line = rank + 1
                )
            };
            let response =
                analysis_line(ui, &label, rank, line, pane.lines_wanted(), self.notation);
            let line_ref = LineRef {
                pane: id,
                line: rank,
            };
            if response.hovered() {
                *hovered = Some(line_ref);
            }
            if response.clicked() {
                actions.push(Action::Analysis(AnalysisAction::PlayLine(line_ref)));
            }
        }
        // Keep the rows' height steady while lines arrive.
        let shown = pane.lines().len();
        for _ in shown..pane.lines_wanted() as usize {
            ui.add_space(LINE_HEIGHT + ui.spacing().item_spacing.y);
        }
        actions
    }

    fn engine_choice(self, ui: &mut Ui, pane: &Pane) -> Option<Action> {
        let current = pane.engine();
        let mut chosen = None;
        let first = self.analysis.panes().first().map(Pane::id) == Some(pane.id());
        let tip = if first {
            t!("analysis-engine-tip-first")
        } else {
            t!("analysis-engine-tip")
        };
        egui::ComboBox::from_id_salt("engine")
            .width(104.0)
            .selected_text(current)
            .show_ui(ui, |ui| {
                for entry in self.catalogue {
                    if ui
                        .selectable_label(entry.name == current, &entry.name)
                        .clicked()
                    {
                        chosen = Some(entry.name.clone());
                    }
                }
            })
            .response
            .on_hover_text(tip);
        chosen
            .filter(|name| name != current)
            .map(|name| Action::Analysis(AnalysisAction::SetEngine(pane.id(), name)))
    }

    fn threads_choice(self, ui: &mut Ui, pane: &Pane) -> Option<Action> {
        let id = pane.id();
        let threads = self.analysis.threads_for(id);
        let cores = self.analysis.cores();
        if pane.offers_threads() == Some(false) {
            ui.weak(t!("analysis-one-thread"))
                .on_hover_text(t!("analysis-one-thread-tip"));
            return None;
        }
        let chosen = pane.threads_chosen();
        let text = if chosen.is_some() {
            t!("analysis-threads", count = threads)
        } else {
            t!("analysis-threads-auto", count = threads)
        };
        let mut wanted = chosen;
        egui::ComboBox::from_id_salt("threads")
            .width(44.0)
            .selected_text(text)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut wanted, None, t!("analysis-fair-share"));
                for n in 1..=cores.max(threads) {
                    ui.selectable_value(&mut wanted, Some(n), n.to_string());
                }
            })
            .response
            .on_hover_text(t!("analysis-threads-tip", cores = cores));
        (wanted != chosen).then_some(Action::Analysis(AnalysisAction::SetThreads(id, wanted)))
    }

    /// "depth 18 · 850k n/s · 1.2M nodes · hash 12 %", or what the engine does instead (cut
    /// to the room left; the whole text shows on hover).
    fn status(self, pane: &Pane, state: &PaneState) -> String {
        match state {
            PaneState::Off => return t!("analysis-off"),
            PaneState::Held(reason) => return crate::app::i18n::text(reason),
            PaneState::Failed(error) => return error.clone(),
            PaneState::Starting => return t!("analysis-starting"),
            PaneState::Paused | PaneState::Searching | PaneState::Waiting | PaneState::Done => {}
        }
        if let Some(target) = self.analysis.target() {
            let pos = &target.position;
            if pos.legal_moves().is_empty() {
                return if pos.in_check() {
                    t!("analysis-checkmate")
                } else {
                    t!("analysis-stalemate")
                };
            }
        }
        let f = pane.figures();
        let mut parts = Vec::new();
        if *state == PaneState::Paused {
            parts.push(t!("analysis-status-paused"));
        }
        if let Some(d) = f.depth {
            parts.push(t!("analysis-depth", depth = d));
        }
        // The speed before the node count: it is what the threads change.
        if let Some(nps) = f.nps {
            parts.push(t!("analysis-nps", speed = human_count(nps)));
        }
        if let Some(n) = f.nodes {
            parts.push(t!("analysis-nodes", nodes = human_count(n)));
        }
        if let Some(h) = f.hashfull {
            parts.push(t!(
                "analysis-hash",
                percent = format!("{:.0}", f64::from(h) / 10.0)
            ));
        }
        if *state == PaneState::Done {
            parts.push(t!("analysis-done"));
        } else if pane.lines().is_empty() && *state != PaneState::Paused {
            parts.push(t!("analysis-status-starting"));
        }
        parts.join(" · ")
    }
}

impl TempoApp {
    /// The analysis views over this app's state.
    pub(super) fn analysis_view(&self) -> AnalysisView<'_> {
        AnalysisView {
            analysis: &self.analysis,
            catalogue: self.session.catalogue(),
            notation: self.settings.notation,
        }
    }

    /// The room kept left of the board for the eval bar, shown or not, so the board never
    /// moves when analysis starts or stops.
    pub(super) fn eval_bar_space(&self) -> f32 {
        BAR_WIDTH + BAR_GAP
    }

    /// Draws the eval bar left of the board drawn this frame.
    pub(super) fn draw_eval_bar(&self, ui: &mut Ui) {
        let Some(board) = self.board.drawn_rect() else {
            return;
        };
        let rect = egui::Rect::from_min_max(
            egui::pos2(board.min.x - BAR_GAP - BAR_WIDTH, board.min.y),
            egui::pos2(board.min.x - BAR_GAP, board.max.y),
        );
        self.analysis_view()
            .eval_bar(ui, rect, self.session.flipped());
    }

    /// The analysis section of the side panel (queued as actions).
    pub(super) fn analysis_section(&mut self, ui: &mut Ui) {
        let actions = self.analysis_view().section(ui);
        self.actions.extend(actions);
    }
}

/// One line: a score badge, the depth and the moves, clickable, labelled `label`.
fn analysis_line(
    ui: &mut Ui,
    label: &str,
    index: usize,
    line: &Line,
    wanted: u32,
    notation: Notation,
) -> egui::Response {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, LINE_HEIGHT), Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    if response.hovered() {
        painter.rect_filled(rect, 3.0, visuals.widgets.hovered.weak_bg_fill);
    }
    let badge = egui::Rect::from_min_size(rect.min + egui::vec2(0.0, 2.0), egui::vec2(52.0, 18.0));
    let white_ahead = match line.score {
        crate::engine::Score::Cp(cp) => cp >= 0,
        crate::engine::Score::Mate(n) => n > 0,
    };
    let (fill, text_color) = if white_ahead {
        (Color32::from_gray(230), Color32::from_gray(20))
    } else {
        (Color32::from_gray(40), Color32::from_gray(235))
    };
    painter.rect_filled(badge, 3.0, fill);
    let mut score = bar_text(line.score);
    if let crate::engine::Score::Cp(cp) = line.score {
        score = format!("{:+.2}", f64::from(cp) / 100.0);
    }
    match line.bound {
        crate::engine::ScoreBound::Lower => score.push('≥'),
        crate::engine::ScoreBound::Upper => score.push('≤'),
        crate::engine::ScoreBound::Exact => {}
    }
    painter.text(
        badge.center(),
        egui::Align2::CENTER_CENTER,
        score,
        FontId::monospace(12.0),
        text_color,
    );
    if let Some(wdl) = line.wdl {
        wdl_bar(&painter, badge, wdl);
    }
    let depth_pos = egui::pos2(badge.max.x + 6.0, rect.center().y);
    painter.text(
        depth_pos,
        egui::Align2::LEFT_CENTER,
        format!("{}", line.depth),
        FontId::proportional(10.0),
        visuals.weak_text_color(),
    );
    let strong = index == 0 && wanted > 1;
    let moves_color = if strong {
        visuals.strong_text_color()
    } else {
        visuals.text_color()
    };
    let start = egui::pos2(badge.max.x + 26.0, rect.center().y);
    let font = FontId::proportional(14.0);
    let san = display_line(&line.san, notation);
    let shown = fit_whole_moves(&painter, &san, &font, rect.max.x - start.x - 4.0);
    let cut = shown.len() < san.len();
    painter.text(start, egui::Align2::LEFT_CENTER, shown, font, moves_color);
    let mut tip = if cut {
        format!("{san}\n{}", t!("analysis-line-tip"))
    } else {
        t!("analysis-line-tip")
    };
    if let Some(wdl) = line.wdl {
        let percent = |per_mille: u16| format!("{:.1}", f64::from(per_mille) / 10.0);
        tip.push('\n');
        tip.push_str(&t!(
            "analysis-wdl-tip",
            win = percent(wdl.win),
            draw = percent(wdl.draw),
            loss = percent(wdl.loss)
        ));
    }
    if let Some(share) = line.visit_share {
        tip.push('\n');
        tip.push_str(&t!("analysis-visit-share", share = format!("{share:.1}")));
    }
    response
        .on_hover_text(tip)
        .on_hover_cursor(egui::CursorIcon::PointingHand)
}

/// White's wins, draws and Black's wins as a thin bar along the bottom of the score badge.
fn wdl_bar(painter: &egui::Painter, badge: egui::Rect, wdl: crate::engine::Wdl) {
    let total = f32::from(wdl.win) + f32::from(wdl.draw) + f32::from(wdl.loss);
    if total <= 0.0 {
        return;
    }
    let bar = egui::Rect::from_min_max(egui::pos2(badge.min.x, badge.max.y - 3.0), badge.max);
    let mut x = bar.min.x;
    for (part, color) in [
        (wdl.win, Color32::from_gray(245)),
        (wdl.draw, Color32::from_gray(140)),
        (wdl.loss, Color32::from_gray(15)),
    ] {
        let width = bar.width() * f32::from(part) / total;
        let piece =
            egui::Rect::from_min_max(egui::pos2(x, bar.min.y), egui::pos2(x + width, bar.max.y));
        painter.rect_filled(piece, 0.0, color);
        x += width;
    }
}

/// A line of SAN moves and move numbers (`6. Bxc6 dxc6`) in the chosen notation.
fn display_line(san: &str, notation: Notation) -> String {
    if notation == Notation::EnglishLetters {
        return san.to_owned();
    }
    san.split(' ')
        .map(|word| display_san(word, notation))
        .collect::<Vec<_>>()
        .join(" ")
}

/// As many whole moves of a SAN line as fit in `width`, with `…` when some were left out (a
/// line is never cut inside a move).
fn fit_whole_moves(painter: &egui::Painter, san: &str, font: &FontId, width: f32) -> String {
    let fits = |text: &str| {
        painter
            .layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE)
            .size()
            .x
            <= width
    };
    if fits(san) {
        return san.to_owned();
    }
    let words: Vec<&str> = san.split(' ').collect();
    for keep in (1..words.len()).rev() {
        let mut text = words[..keep].join(" ");
        // A move number alone at the end says nothing.
        if words[keep - 1].ends_with('.') && keep > 1 {
            text = words[..keep - 1].join(" ");
        }
        text.push_str(" …");
        if fits(&text) {
            return text;
        }
    }
    words.first().map_or_else(String::new, |w| format!("{w} …"))
}
