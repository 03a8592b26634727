//! The puzzle trainer window: the board from the solver's side, the task and the feedback,
//! Hint / Retry / Show solution / Next, the user's rating, the sets with their filters and
//! counts, and the way to the puzzle's source.

use eframe::egui::{self, Color32, RichText, Ui};

use super::{TrainingAction, count, side_name};
use crate::{
    app::training::{
        pool::{PickReason, PuzzleFilter, SetSource},
        puzzle_trainer::Solving,
        trainer::{Acceptance, AttemptState, Hint},
    },
    chess::{Color, Move, Position},
    gui::{app::TempoApp, board::BoardInput},
};

/// Above this Glicko deviation the rating is called provisional (Lichess's rule).
const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Right answers and solved puzzles.
pub(super) const GOOD: Color32 = Color32::from_rgb(80, 170, 90);
/// Wrong answers.
pub(super) const BAD: Color32 = Color32::from_rgb(220, 90, 80);

/// `1. e4 e5 2. Nf3` (or `1... e5 2. Nf3`) from `start`.
pub(super) fn numbered_line(start: &Position, moves: &[Move]) -> String {
    let mut pos = start.clone();
    let mut text = String::new();
    for (i, &m) in moves.iter().enumerate() {
        let number = pos.fullmove_number();
        if pos.side_to_move() == Color::White {
            text.push_str(&format!("{number}. "));
        } else if i == 0 {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(&pos.san(m));
        text.push(' ');
        pos.play_unchecked(m);
    }
    text.trim_end().to_owned()
}

/// The task of the puzzle.
fn task(solving: &Solving) -> String {
    let side = side_name(solving.solver());
    match &solving.puzzle().acceptance {
        Acceptance::MateIn(n) => format!("{side} to move and mate in {n}"),
        Acceptance::AnyBut(avoid) => {
            let pos = &solving.puzzle().position;
            let avoid: Vec<String> = avoid.iter().map(|&m| pos.san(m)).collect();
            format!(
                "{side} to move: find a good move that is not {}",
                avoid.join(" or ")
            )
        }
        Acceptance::Line | Acceptance::AnyOf(_) => format!("{side} to move: find the best move"),
    }
}

impl TempoApp {
    /// The trainer window; returns what the user asked for.
    pub(super) fn trainer_window(&mut self, ctx: &egui::Context) -> Vec<TrainingAction> {
        let mut actions = Vec::new();
        if !self.training.trainer_open {
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
        egui::Window::new("Puzzle trainer")
            .id(egui::Id::unique("puzzle-trainer"))
            .open(&mut open)
            .default_pos([40.0, 110.0])
            .default_size([820.0, 560.0])
            .resizable(true)
            .show(ctx, |ui| {
                if let Some(error) = &t.load_error {
                    ui.horizontal_wrapped(|ui| {
                        ui.colored_label(
                            BAD,
                            format!("The training file could not be read ({error}); progress is not saved."),
                        );
                        if ui
                            .button("Keep it aside and start a new one")
                            .clicked()
                        {
                            actions.push(TrainingAction::SetAsideTrainingFile);
                        }
                    });
                    ui.separator();
                }
                ui.horizontal_top(|ui| {
                    let side = (ui.available_height() - 8.0).clamp(240.0, 520.0);
                    ui.allocate_ui(egui::vec2(side, side), |ui| {
                        let Some(solving) = &t.trainer.current else {
                            empty_board(ui, side);
                            return;
                        };
                        let pos = solving.shown_position();
                        let hint = match solving.hint() {
                            Some(Hint::Move(m)) => Some(m),
                            _ => None,
                        };
                        let input = BoardInput {
                            pos: &pos,
                            last_move: solving.last_shown_move(),
                            flipped: solving.solver() == Color::Black,
                            interactive: solving.accepts_moves(),
                            look: settings.look(),
                            show_legal_moves: settings.show_legal_moves,
                            animation_secs: settings.animation.seconds(),
                            hint,
                            engine_arrows: &[],
                            comment_marks: Default::default(),
                        };
                        if let Some(m) = t.trainer_board.show(ui, &input) {
                            actions.push(TrainingAction::TrainerMove(m));
                        }
                    });
                    ui.vertical(|ui| {
                        ui.set_min_width(280.0);
                        rating_block(ui, t);
                        ui.separator();
                        puzzle_block(ui, t.trainer.current.as_ref(), t.trainer.reason, &mut actions);
                        ui.separator();
                        sets_block(ui, t, database.as_ref(), unix, &mut actions);
                    });
                });
            });
        if !open {
            actions.push(TrainingAction::ToggleTrainer);
        }
        actions
    }
}

/// A plain frame where the board goes, before any puzzle.
fn empty_board(ui: &mut Ui, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    ui.painter()
        .rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
    ui.painter().text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        "Open a puzzle set to begin",
        egui::FontId::proportional(16.0),
        ui.visuals().weak_text_color(),
    );
}

fn rating_block(ui: &mut Ui, t: &super::TrainingUi) {
    let rating = &t.state.rating;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(format!("Rating {:.0}", rating.rating))
                .size(20.0)
                .strong(),
        );
        // Glicko's deviation: the rating settles as it falls.
        if rating.deviation > PROVISIONAL_DEVIATION {
            ui.weak("provisional");
        } else {
            ui.weak(format!("± {:.0}", 2.0 * rating.deviation));
        }
        if let Some(change) = t.trainer.current.as_ref().and_then(|s| s.rating_change) {
            let color = if change >= 0.0 { GOOD } else { BAD };
            ui.colored_label(color, format!("{change:+.0}"));
        }
    });
    ui.weak(format!(
        "{} solved, {} missed",
        t.state.solved, t.state.failed
    ));
}

fn puzzle_block(
    ui: &mut Ui,
    solving: Option<&Solving>,
    reason: Option<PickReason>,
    actions: &mut Vec<TrainingAction>,
) {
    let Some(solving) = solving else {
        ui.label("No puzzle on the board.");
        if ui.button("Next puzzle").clicked() {
            actions.push(TrainingAction::NextPuzzle);
        }
        return;
    };
    let puzzle = solving.puzzle();
    ui.label(RichText::new(task(solving)).strong());
    let why = match reason {
        Some(PickReason::Due) => " · due again",
        Some(PickReason::Early) => " · early repeat",
        _ => "",
    };
    ui.weak(format!("{} · rated {}{why}", puzzle.source, puzzle.rating));
    if !puzzle.themes.is_empty() {
        ui.weak(puzzle.themes.join(", "));
    }
    ui.add_space(6.0);
    let attempt = solving.attempt();
    let start = &puzzle.position;
    let played = attempt.played();
    match (attempt.state(), solving.wrong_move()) {
        (AttemptState::Solving, Some(wrong)) => {
            let pos = attempt.position();
            ui.colored_label(BAD, format!("{} is not it.", pos.san(wrong)));
            ui.horizontal(|ui| {
                if ui.button("Retry").clicked() {
                    actions.push(TrainingAction::Retry);
                }
                if ui.button("Show solution").clicked() {
                    actions.push(TrainingAction::ShowSolution);
                }
            });
        }
        (AttemptState::Solving, None) => {
            if solving.judging() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("The prover is working it out…");
                });
            } else if played.is_empty() {
                ui.label("Play your move on the board.");
            } else if solving.revealing() {
                ui.colored_label(GOOD, format!("{} Right.", numbered_line(start, played)));
            } else {
                ui.colored_label(
                    GOOD,
                    format!("{} Right, keep going.", numbered_line(start, played)),
                );
            }
            if let Some(hint) = solving.hint() {
                let text = match hint {
                    Hint::From(square) => format!("Hint: move the piece on {square}"),
                    Hint::Move(m) => format!("Hint: {}", attempt.position().san(m)),
                };
                ui.label(text);
            }
            ui.horizontal(|ui| {
                let more = !matches!(solving.hint(), Some(Hint::Move(_)));
                let hintable = !matches!(puzzle.acceptance, Acceptance::AnyBut(_));
                if ui
                    .add_enabled(
                        more && hintable && solving.accepts_moves(),
                        egui::Button::new("Hint"),
                    )
                    .on_hover_text(
                        "First the piece, then the move; a solve after a hint counts less",
                    )
                    .clicked()
                {
                    actions.push(TrainingAction::Hint);
                }
                if ui.button("Show solution").clicked() {
                    actions.push(TrainingAction::ShowSolution);
                }
                if ui.button("Skip").on_hover_text("Not recorded").clicked() {
                    actions.push(TrainingAction::NextPuzzle);
                }
            });
        }
        (AttemptState::Solved, _) => {
            let text = if attempt.counts_as_solved() {
                "Solved!".to_owned()
            } else if attempt.wrong_moves() > 0 {
                format!(
                    "Solved after {}: it counts as a miss and comes back soon",
                    count(attempt.wrong_moves() as usize, "wrong move")
                )
            } else {
                "Solved with the move shown: it counts as a miss and comes back soon".to_owned()
            };
            let color = if attempt.counts_as_solved() {
                GOOD
            } else {
                ui.visuals().warn_fg_color
            };
            ui.colored_label(color, RichText::new(text).strong());
            ui.label(numbered_line(start, played));
            next_row(ui, puzzle.game_id.is_some(), actions);
        }
        (AttemptState::GaveUp, _) => {
            let shown = solving.shown_moves();
            if matches!(puzzle.acceptance, Acceptance::AnyBut(_)) {
                ui.label("Any move but the ones named keeps the position.");
            } else {
                ui.label(format!("Solution: {}", numbered_line(start, &shown)));
            }
            next_row(ui, puzzle.game_id.is_some(), actions);
        }
    }
    if attempt.state() == AttemptState::Solving {
        let label = if puzzle.game_id.is_some() {
            "Open the game"
        } else {
            "Show on the main board"
        };
        if ui
            .small_button(label)
            .on_hover_text("On the main board, at the puzzle's move")
            .clicked()
        {
            actions.push(TrainingAction::OpenSource);
        }
    }
}

fn next_row(ui: &mut Ui, from_game: bool, actions: &mut Vec<TrainingAction>) {
    ui.horizontal(|ui| {
        if ui.button(RichText::new("Next puzzle").strong()).clicked() {
            actions.push(TrainingAction::NextPuzzle);
        }
        let label = if from_game {
            "Open the game"
        } else {
            "Show on the main board"
        };
        if ui.button(label).clicked() {
            actions.push(TrainingAction::OpenSource);
        }
    });
}

fn sets_block(
    ui: &mut Ui,
    t: &super::TrainingUi,
    database: Option<&(std::path::PathBuf, String)>,
    unix: i64,
    actions: &mut Vec<TrainingAction>,
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Open EPD…")
            .on_hover_text("Problems with bm, am or dm: WAC, Bratko-Kopec, your own")
            .clicked()
        {
            actions.push(TrainingAction::OpenEpdDialog);
        }
        let label = match database {
            Some((_, name)) => format!("Puzzles of {name}"),
            None => "Database puzzles".to_owned(),
        };
        if ui
            .add_enabled(database.is_some(), egui::Button::new(label))
            .on_hover_text("The puzzles `tempo puzzles extract` stored in the open database")
            .clicked()
            && let Some((path, _)) = database
        {
            actions.push(TrainingAction::LoadSet(SetSource::Database(path.clone())));
        }
    });
    for name in t.loading_sets() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(format!("Reading {name}…"));
        });
    }
    let pool = &t.trainer.pool;
    if pool.is_empty() {
        return;
    }
    let filter = &t.trainer.filter;
    egui::Grid::new("trainer-filters")
        .num_columns(2)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            ui.label("Set");
            let shown = filter.set.clone().unwrap_or_else(|| "All sets".to_owned());
            egui::ComboBox::from_id_salt("trainer-set")
                .selected_text(shown)
                .width(180.0)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(filter.set.is_none(), "All sets")
                        .clicked()
                    {
                        actions.push(TrainingAction::SetFilter(PuzzleFilter {
                            set: None,
                            ..filter.clone()
                        }));
                    }
                    for set in pool.sets() {
                        let chosen = filter.set.as_deref() == Some(set.as_str());
                        if ui.selectable_label(chosen, set).clicked() {
                            actions.push(TrainingAction::SetFilter(PuzzleFilter {
                                set: Some(set.clone()),
                                ..filter.clone()
                            }));
                        }
                    }
                });
            ui.end_row();
            ui.label("Theme");
            let shown = filter
                .theme
                .clone()
                .unwrap_or_else(|| "All themes".to_owned());
            egui::ComboBox::from_id_salt("trainer-theme")
                .selected_text(shown)
                .width(180.0)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(filter.theme.is_none(), "All themes")
                        .clicked()
                    {
                        actions.push(TrainingAction::SetFilter(PuzzleFilter {
                            theme: None,
                            ..filter.clone()
                        }));
                    }
                    for theme in pool.themes() {
                        let chosen = filter.theme.as_deref() == Some(theme.as_str());
                        if ui.selectable_label(chosen, &theme).clicked() {
                            actions.push(TrainingAction::SetFilter(PuzzleFilter {
                                theme: Some(theme.clone()),
                                ..filter.clone()
                            }));
                        }
                    }
                });
            ui.end_row();
        });
    let counts = t.trainer.counts(&t.state, unix);
    ui.label(format!(
        "{}: {} due again, {} new",
        count(counts.total, "puzzle"),
        counts.due,
        counts.new
    ));
    ui.add_space(4.0);
    for set in pool.sets() {
        let size = pool.set_size(set);
        ui.horizontal(|ui| {
            ui.weak(format!("{set} · {}", count(size, "puzzle")));
            if ui
                .small_button("Remove")
                .on_hover_text("Take this set out of the trainer (its progress stays)")
                .clicked()
            {
                actions.push(TrainingAction::RemoveSet(set.clone()));
            }
        });
    }
}
