//! The analysis views ([`AnalysisView`], drawn from a read-only look at the analysis and
//! returning actions): the Analysis menu, the side-panel section with the engine choice, the
//! MultiPV selector, search figures and the lines (click plays a line's first move, hovering
//! shows its moves as arrows), the eval bar beside the board, and the `A` key.

use eframe::egui::{self, Color32, FontId, RichText, Sense, Ui};

use super::{
    actions::Action,
    analysis::{Analysis, AnalysisAction, AnalysisSettings, MAX_LINES},
    app::TempoApp,
    eval_bar::{BarValue, bar_text, eval_bar},
    review_panel::ReviewAction,
    view::human_count,
};
use crate::{app::engines::EngineEntry, chess::Color};

/// Width of the eval bar and its gap to the board.
const BAR_WIDTH: f32 = 22.0;
/// See [`BAR_WIDTH`].
const BAR_GAP: f32 = 6.0;

/// The analysis views over a read-only look at what they show: the analysis, its settings,
/// the engines to choose from and the chosen one. Each `show` returns the actions it asks
/// for; the app applies them after the frame.
#[derive(Clone, Copy)]
pub struct AnalysisView<'a> {
    /// The analysis engine's state and lines.
    pub analysis: &'a Analysis,
    /// Lines wanted, chosen engine.
    pub settings: &'a AnalysisSettings,
    /// The engines to choose from.
    pub catalogue: &'a [EngineEntry],
    /// The engine analysing (or to analyse), if any.
    pub entry: Option<&'a EngineEntry>,
}

impl AnalysisView<'_> {
    /// The entries of the Analysis menu.
    #[must_use]
    pub fn menu(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let text = if self.analysis.active {
            "Stop analysis (A)"
        } else {
            "Analyse position (A)"
        };
        if ui.button(text).clicked() {
            actions.push(Action::Analysis(AnalysisAction::Toggle));
        }
        if ui.button("Review game…").clicked() {
            actions.push(Action::Review(ReviewAction::OpenDialog));
        }
        actions
    }

    /// The eval bar in `rect` (nothing while analysis is off).
    pub fn eval_bar(self, ui: &mut Ui, rect: egui::Rect, flipped: bool) {
        if self.analysis.active {
            eval_bar(ui, rect, self.bar_value(), flipped);
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
            .shown_score
            .map_or(BarValue::Unknown, BarValue::Score)
    }

    /// The analysis section of the side panel.
    #[must_use]
    pub fn section(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let (text, tip) = if self.analysis.active {
                ("Stop", "Stop the analysis (A)")
            } else {
                ("Analyse", "Analyse the shown position (A)")
            };
            if ui
                .add(egui::Button::new(text).min_size(egui::vec2(0.0, 24.0)))
                .on_hover_text(tip)
                .clicked()
            {
                actions.push(Action::Analysis(AnalysisAction::Toggle));
            }
            actions.extend(self.engine_choice(ui));
            let mut lines = self.settings.lines.clamp(1, MAX_LINES);
            let before = lines;
            egui::ComboBox::new("analysis-lines", "lines")
                .width(36.0)
                .selected_text(lines.to_string())
                .show_ui(ui, |ui| {
                    for n in 1..=MAX_LINES {
                        ui.selectable_value(&mut lines, n, n.to_string());
                    }
                });
            if lines != before {
                actions.push(Action::Analysis(AnalysisAction::SetLines(lines)));
            }
        });
        if let Some(error) = &self.analysis.error {
            ui.label(RichText::new(error).color(Color32::from_rgb(230, 90, 80)));
        }
        if !self.analysis.active {
            return actions;
        }
        ui.weak(self.status());
        let mut hovered = None;
        let lines = &self.analysis.lines;
        for (index, line) in lines.iter().enumerate() {
            let response = analysis_line(ui, index, line, self.settings.lines);
            if response.hovered() {
                hovered = Some(index);
            }
            if response.clicked() {
                actions.push(Action::Analysis(AnalysisAction::PlayLine(index)));
            }
        }
        // Keep the rows' height steady while lines arrive.
        let wanted = self.settings.lines.clamp(1, MAX_LINES) as usize;
        for _ in lines.len()..wanted {
            ui.add_space(LINE_HEIGHT + ui.spacing().item_spacing.y);
        }
        if hovered != self.analysis.hovered {
            actions.push(Action::Analysis(AnalysisAction::Hover(hovered)));
        }
        ui.add_space(2.0);
        actions
    }

    fn engine_choice(self, ui: &mut Ui) -> Option<Action> {
        let current = self
            .entry
            .map_or_else(|| "No engine".to_owned(), |e| e.name.clone());
        let mut chosen = None;
        egui::ComboBox::from_id_salt("analysis-engine")
            .width(120.0)
            .selected_text(&current)
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
            .on_hover_text("The engine for analysis and game review");
        chosen
            .filter(|name| *name != current)
            .map(|name| Action::Analysis(AnalysisAction::SetEngine(name)))
    }

    /// "depth 18 · 1.2M nodes · 850k n/s · hash 12 %", or why nothing runs.
    fn status(self) -> String {
        let analysis = self.analysis;
        if let Some(reason) = analysis.paused {
            return reason.to_owned();
        }
        if let Some(target) = analysis.target() {
            let pos = &target.position;
            if pos.legal_moves().is_empty() {
                return if pos.in_check() {
                    "Checkmate".to_owned()
                } else {
                    "Stalemate".to_owned()
                };
            }
        }
        if let Some(name) = analysis.starting_name() {
            return format!("Starting {name}…");
        }
        let f = analysis.figures;
        let mut parts = Vec::new();
        if let Some(d) = f.depth {
            parts.push(format!("depth {d}"));
        }
        if let Some(n) = f.nodes {
            parts.push(format!("{} nodes", human_count(n)));
        }
        if let Some(nps) = f.nps {
            parts.push(format!("{} n/s", human_count(nps)));
        }
        if let Some(h) = f.hashfull {
            parts.push(format!("hash {:.0}%", f64::from(h) / 10.0));
        }
        if analysis.lines.is_empty() {
            parts.push("starting…".to_owned());
        } else if !analysis.is_searching() {
            parts.push("done".to_owned());
        }
        parts.join(" · ")
    }
}

impl TempoApp {
    /// The analysis views over this app's state.
    pub(super) fn analysis_view(&self) -> AnalysisView<'_> {
        AnalysisView {
            analysis: &self.analysis,
            settings: &self.settings.analysis,
            catalogue: self.session.catalogue(),
            entry: self.analysis_entry(),
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

/// Height of one analysis line.
const LINE_HEIGHT: f32 = 22.0;

/// One line: a score badge, the depth and the moves, clickable, labelled `analysis line N`.
fn analysis_line(
    ui: &mut Ui,
    index: usize,
    line: &super::analysis::Line,
    wanted: u32,
) -> egui::Response {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, LINE_HEIGHT), Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Button,
            true,
            format!("analysis line {}", index + 1),
        )
    });
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
    let shown = fit_whole_moves(&painter, &line.san, &font, rect.max.x - start.x - 4.0);
    let cut = shown.len() < line.san.len();
    painter.text(start, egui::Align2::LEFT_CENTER, shown, font, moves_color);
    let tip = if cut {
        format!(
            "{}\nClick to play the first move; the line shows as arrows",
            line.san
        )
    } else {
        "Click to play the first move; the line shows as arrows".to_owned()
    };
    response
        .on_hover_text(tip)
        .on_hover_cursor(egui::CursorIcon::PointingHand)
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
