//! The deviation report window: a player's name, the report over the open database run in
//! the background (progress, cancel), and its lines: the game, the move, who left the
//! repertoire, the move played against the repertoire's, the engine's judgement. A row opens
//! its game at that move on the main board.

use eframe::egui::{self, RichText, Ui};

use super::{
    TrainingAction, side_name,
    trainer_window::{BAD, GOOD},
};
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
        Judgement::Mistake { drop } => (format!("Mistake (−{drop:.0}%)"), Some(BAD)),
        Judgement::Playable { drop } => (
            format!("Playable ({:+.0}%): worth adding", -drop),
            Some(GOOD),
        ),
        Judgement::Hole { reply: m } => (format!("Not prepared: answer {}", reply(*m)), None),
        Judgement::OpponentMistake { reply: m, drop } => (
            format!(
                "Opponent's mistake (−{drop:.0}%): punish with {}",
                reply(*m)
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
    format!("{number}{dots} {}", pos.san(line.departure.played))
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
        egui::Window::new("Deviation report")
            .id(egui::Id::unique("deviation-report"))
            .open(&mut open)
            .default_pos([100.0, 150.0])
            .default_size([900.0, 460.0])
            .resizable(true)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label("Player");
                    let field = ui.add(
                        egui::TextEdit::singleline(&mut report.player)
                            .hint_text("name or its start")
                            .desired_width(200.0),
                    );
                    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    let running = report.running();
                    if ui
                        .add_enabled(!running && database.is_some(), egui::Button::new("Check games"))
                        .on_hover_text("Each game against the repertoire of the player's colour")
                        .clicked()
                        || (enter && !running)
                    {
                        actions.push(TrainingAction::StartReport);
                    }
                    if running && ui.button("Cancel").clicked() {
                        actions.push(TrainingAction::CancelReport);
                    }
                    match &database {
                        Some(name) => ui.weak(format!("in {name}")),
                        None => ui.weak("open a database first"),
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
                            .text(format!("{done} of {total} games"))
                            .animate(true),
                    );
                }
                if let Some(status) = &report.status {
                    ui.label(status);
                }
                ui.separator();
                if report.lines.is_empty() {
                    ui.weak("Games that left the repertoire are listed here; click one to open it at that move.");
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
                        "Game",
                        "Move",
                        "Left by",
                        "Played",
                        "Repertoire",
                        "Judgement",
                    ] {
                        ui.label(RichText::new(title).strong());
                    }
                    ui.end_row();
                    for line in &report.lines {
                        let (white, black) = &line.players;
                        let game = format!("{white} – {black}, {}", line.date);
                        // Every cell of the row opens the game.
                        let mut clicked = ui
                            .link(game)
                            .on_hover_text("Open the game at this move")
                            .clicked();
                        let mut cell = |ui: &mut Ui, text: RichText| {
                            clicked |= ui
                                .add(egui::Label::new(text).sense(egui::Sense::click()))
                                .on_hover_cursor(egui::CursorIcon::PointingHand)
                                .clicked();
                        };
                        cell(ui, RichText::new(move_text(line)));
                        let who = if line.departure.by_player {
                            format!("player ({})", side_name(line.color))
                        } else {
                            "opponent".to_owned()
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
