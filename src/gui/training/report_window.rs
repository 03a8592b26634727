//! The deviation report window: a player's name, the report over the open database run in
//! the background (progress, cancel), and its lines: the game, the move, who left the
//! repertoire, the move played against the repertoire's, the engine's judgement. A row opens
//! its game at that move on the main board.

use eframe::egui::{self, RichText, Ui};

use super::{
    TrainingAction, side_selector,
    trainer_window::{BAD, GOOD},
};
use crate::t;
use crate::{
    app::training::deviations::{Deviation, Judgement},
    chess::Color,
    gui::app::TempoApp,
};

/// The judgement in words.
fn judgement_text(line: &Deviation) -> (String, Option<egui::Color32>) {
    let after = line.departure.position.after(line.departure.played);
    let reply = |m: Option<crate::chess::Move>| m.map(|m| after.san(m)).unwrap_or_default();
    match &line.judgement {
        Judgement::Mistake { drop } => (
            t!("training-judgement-mistake", drop = format!("{drop:.0}")),
            Some(BAD),
        ),
        Judgement::Playable { drop } => (
            t!(
                "training-judgement-playable",
                change = format!("{:+.0}", -drop)
            ),
            Some(GOOD),
        ),
        Judgement::Hole { reply: m } => (t!("training-judgement-hole", reply = reply(*m)), None),
        Judgement::OpponentMistake { reply: m, drop } => (
            t!(
                "training-judgement-opponent-mistake",
                drop = format!("{drop:.0}"),
                reply = reply(*m)
            ),
            Some(GOOD),
        ),
    }
}

/// `12. Bc4` or `12... e6`.
fn move_text(line: &Deviation) -> String {
    let pos = &line.departure.position;
    let number = pos.fullmove_number();
    let dots = if pos.side_to_move() == Color::White {
        "."
    } else {
        "..."
    };
    format!("{number}{dots} {}", pos.san(line.departure.played)) // move notation: not interface text
}

impl TempoApp {
    /// The report window; returns what the user asked for.
    pub(super) fn report_window(&mut self, ctx: &egui::Context) -> Vec<TrainingAction> {
        let mut actions = Vec::new();
        if !self.training.report_open {
            return actions;
        }
        let database = self.database.open.as_ref().map(|db| db.name());
        let report = &mut self.training.report;
        let mut open = true;
        egui::Window::new(t!("training-report-title"))
            .id(egui::Id::unique("deviation-report"))
            .open(&mut open)
            .default_pos([100.0, 150.0])
            .default_size([900.0, 460.0])
            .resizable(true)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label(t!("training-player"));
                    let field = ui.add(
                        egui::TextEdit::singleline(&mut report.player)
                            .hint_text(t!("training-player-hint"))
                            .desired_width(200.0),
                    );
                    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    let running = report.running();
                    if ui
                        .add_enabled(
                            !running && database.is_some(),
                            egui::Button::new(t!("training-check-games")),
                        )
                        .on_hover_text(t!("training-check-games-tooltip"))
                        .clicked()
                        || (enter && !running)
                    {
                        actions.push(TrainingAction::StartReport);
                    }
                    if running && ui.button(t!("common-cancel")).clicked() {
                        actions.push(TrainingAction::CancelReport);
                    }
                    match &database {
                        Some(name) => ui.weak(t!("training-in-database", name = name)),
                        None => ui.weak(t!("training-open-database-first")),
                    };
                });
                if report.running() {
                    let (done, total) = report.progress;
                    let fraction = if total == 0 {
                        0.0
                    } else {
                        done as f32 / total as f32
                    };
                    ui.add(
                        egui::ProgressBar::new(fraction)
                            .text(t!("training-report-progress", done = done, total = total))
                            .animate(true),
                    );
                }
                if let Some(status) = &report.status {
                    ui.label(status);
                }
                ui.separator();
                if report.lines.is_empty() {
                    ui.weak(t!("training-report-empty"));
                    return;
                }
                lines_table(ui, report, &mut actions);
            });
        if !open {
            actions.push(TrainingAction::ToggleReport);
        }
        actions
    }
}

fn lines_table(ui: &mut Ui, report: &super::ReportState, actions: &mut Vec<TrainingAction>) {
    let Some(database) = &report.database else {
        return;
    };
    egui::ScrollArea::both()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("deviation-lines")
                .num_columns(6)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for title in [
                        t!("training-column-game"),
                        t!("training-column-move"),
                        t!("training-column-left-by"),
                        t!("training-column-played"),
                        t!("training-column-repertoire"),
                        t!("training-column-judgement"),
                    ] {
                        ui.label(RichText::new(title).strong());
                    }
                    ui.end_row();
                    let open_tooltip = t!("training-open-at-move");
                    let opponent = t!("training-left-by-opponent");
                    for line in &report.lines {
                        let (white, black) = &line.players;
                        let game = format!("{white} – {black}, {}", line.date); // names and date: not interface text
                        // Every cell of the row opens the game.
                        let mut clicked = ui.link(game).on_hover_text(&open_tooltip).clicked();
                        let mut cell = |ui: &mut Ui, text: RichText| {
                            clicked |= ui
                                .add(egui::Label::new(text).sense(egui::Sense::click()))
                                .on_hover_cursor(egui::CursorIcon::PointingHand)
                                .clicked();
                        };
                        cell(ui, RichText::new(move_text(line)));
                        let who = if line.departure.by_player {
                            t!("training-left-by-player", side = side_selector(line.color))
                        } else {
                            opponent.clone()
                        };
                        cell(ui, RichText::new(who));
                        let pos = &line.departure.position;
                        cell(ui, RichText::new(pos.san(line.departure.played)));
                        let expected: Vec<String> = line
                            .departure
                            .expected
                            .iter()
                            .map(|&m| pos.san(m))
                            .collect();
                        cell(ui, RichText::new(expected.join(", ")));
                        let (text, color) = judgement_text(line);
                        let text = RichText::new(text);
                        cell(ui, color.map_or(text.clone(), |c| text.color(c)));
                        if clicked {
                            actions.push(TrainingAction::OpenGame {
                                database: database.clone(),
                                id: line.game_id,
                                ply: line.departure.ply + 1,
                            });
                        }
                        ui.end_row();
                    }
                });
        });
}
