//! The repertoire drill window: the side drilled, each repertoire's cards (due, learned of
//! the total), building a repertoire (a PGN file, the main board's line), and the drill on
//! its board: the opponent's moves played by the app, the user's answers judged.

use eframe::egui::{self, RichText, Ui};

use super::{
    TrainingAction, TrainingUi, side_name, side_selector,
    trainer_window::{BAD, GOOD, numbered_line},
};
use crate::t;
use crate::{
    app::training::{
        drill_run::{DrillRun, DrillStatus},
        repertoire::Drill,
    },
    chess::{Color, Position},
    gui::{app::TempoApp, board::BoardInput},
};

impl TempoApp {
    /// The drill window; returns what the user asked for.
    pub(super) fn drill_window(&mut self, ctx: &egui::Context) -> Vec<TrainingAction> {
        let mut actions = Vec::new();
        if !self.training.drill_open {
            return actions;
        }
        let now = self.now();
        let database = self
            .database
            .open
            .as_ref()
            .map(|db| (db.path().to_owned(), db.name()));
        let settings = &self.settings;
        let t = &mut self.training;
        let unix = t.unix(now);
        let mut open = true;
        egui::Window::new(t!("training-drill-title"))
            .id(egui::Id::unique("repertoire-drill"))
            .open(&mut open)
            .default_pos([70.0, 130.0])
            .default_size([820.0, 540.0])
            .resizable(true)
            .show(ctx, |ui| {
                if t.load_error.is_some() {
                    ui.colored_label(BAD, t!("training-drill-not-saved"));
                    ui.separator();
                }
                ui.horizontal_top(|ui| {
                    let side = (ui.available_height() - 8.0).clamp(240.0, 520.0);
                    ui.allocate_ui(egui::vec2(side, side), |ui| {
                        let (pos, last, interactive, hint) = match &t.drill {
                            Some(run) => {
                                let hint = match run.status() {
                                    DrillStatus::Wrong { expected, .. } => {
                                        expected.first().copied()
                                    }
                                    _ => None,
                                };
                                (
                                    run.shown_position(),
                                    run.last_shown_move(),
                                    run.accepts_moves(),
                                    hint,
                                )
                            }
                            None => (Position::startpos(), None, false, None),
                        };
                        let input = BoardInput {
                            pos: &pos,
                            last_move: last,
                            flipped: t.drill_color == Color::Black,
                            interactive,
                            look: settings.look(),
                            show_legal_moves: settings.show_legal_moves,
                            animation_secs: settings.animation.seconds(),
                            hint,
                            engine_arrows: &[],
                            comment_marks: Default::default(),
                        };
                        if let Some(m) = t.drill_board.show(ui, &input) {
                            actions.push(TrainingAction::DrillMove(m));
                        }
                    });
                    ui.vertical(|ui| {
                        ui.set_min_width(300.0);
                        repertoire_block(ui, t, unix, &mut actions);
                        ui.separator();
                        let weights = match (
                            &database,
                            t.counts(t.drill_color, database.as_ref().map(|d| d.0.as_path())),
                        ) {
                            (Some((_, name)), Some(_)) => {
                                t!("training-opponent-weighted", name = name)
                            }
                            (Some(_), None) if t.counting() => t!("training-opponent-counting"),
                            _ => t!("training-opponent-evenly"),
                        };
                        ui.weak(weights);
                        ui.add_space(4.0);
                        drill_block(ui, t.drill.as_ref(), t.drill_color, &mut actions);
                    });
                });
            });
        if !open {
            actions.push(TrainingAction::ToggleDrill);
        }
        actions
    }
}

fn repertoire_block(ui: &mut Ui, t: &TrainingUi, unix: i64, actions: &mut Vec<TrainingAction>) {
    ui.horizontal(|ui| {
        ui.label(t!("training-drill"));
        for color in [Color::White, Color::Black] {
            if ui
                .selectable_label(t.drill_color == color, side_name(color))
                .clicked()
            {
                actions.push(TrainingAction::DrillColor(color));
            }
        }
    });
    egui::Grid::new("repertoire-counts")
        .num_columns(2)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for color in [Color::White, Color::Black] {
                let repertoire = t.repertoire(color);
                let cards = match color {
                    Color::White => &t.state.white_cards,
                    Color::Black => &t.state.black_cards,
                };
                ui.label(RichText::new(side_name(color)).strong());
                if repertoire.is_empty() {
                    ui.weak(t!("training-repertoire-empty"));
                } else {
                    let due = Drill::due(repertoire, cards, unix);
                    let (learned, total) = Drill::progress(repertoire, cards);
                    ui.label(t!(
                        "training-cards-due-learned",
                        due = due,
                        learned = learned,
                        total = total
                    ));
                }
                ui.end_row();
            }
        });
    let color = t.drill_color;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(t!("training-load-pgn"))
            .on_hover_text(t!("training-load-pgn-tooltip", side = side_selector(color)))
            .clicked()
        {
            actions.push(TrainingAction::RepertoireDialog(color));
        }
        if ui
            .button(t!("training-add-current-line"))
            .on_hover_text(t!("training-add-current-line-tooltip"))
            .clicked()
        {
            actions.push(TrainingAction::AddCurrentLine(color));
        }
        if ui
            .add_enabled(
                !t.repertoire(color).is_empty(),
                egui::Button::new(t!("training-empty")),
            )
            .clicked()
        {
            actions.push(TrainingAction::AskClearRepertoire(color));
        }
    });
}

fn drill_block(
    ui: &mut Ui,
    run: Option<&DrillRun>,
    color: Color,
    actions: &mut Vec<TrainingAction>,
) {
    let Some(run) = run else {
        if ui
            .button(
                RichText::new(t!("training-drill-repertoire", side = side_selector(color)))
                    .strong(),
            )
            .clicked()
        {
            actions.push(TrainingAction::StartDrill);
        }
        return;
    };
    let moves = run.shown_moves();
    if !moves.is_empty() {
        ui.label(numbered_line(&Position::startpos(), moves));
    }
    match run.status() {
        DrillStatus::YourMove if run.revealing() => {
            ui.label(t!("training-opponent-replies"));
        }
        DrillStatus::YourMove => {
            ui.label(RichText::new(t!("training-your-move")).strong());
        }
        DrillStatus::Wrong { played, expected } => {
            let pos = run.shown_position();
            let expected: Vec<String> = expected.iter().map(|&m| pos.san(m)).collect();
            let or = t!("training-or");
            ui.colored_label(
                BAD,
                t!(
                    "training-drill-wrong",
                    played = pos.san(*played),
                    expected = expected.join(&format!(" {or} "))
                ),
            );
            if ui.button(t!("training-continue")).clicked() {
                actions.push(TrainingAction::DrillGoOn);
            }
        }
        DrillStatus::Done if run.revealing() => {
            ui.label("…");
        }
        DrillStatus::Done => {
            let (asked, mistakes) = run.asked_and_mistakes();
            let text = if asked == 0 {
                t!("training-line-nothing-due")
            } else {
                t!(
                    "training-line-done",
                    right = asked - mistakes,
                    asked = asked
                )
            };
            let color = if mistakes == 0 { GOOD } else { BAD };
            ui.colored_label(color, text);
            if ui
                .button(RichText::new(t!("training-next-line")).strong())
                .clicked()
            {
                actions.push(TrainingAction::StartDrill);
            }
        }
    }
}
