//! The puzzle trainer window: the board from the solver's side, the task and the feedback,
//! Hint / Retry / Show solution / Next, the user's rating, the sets with their filters and
//! counts, and the way to the puzzle's source.

use eframe::egui::{self, Color32, RichText, Ui};

use super::{TrainingAction, side_selector};
use crate::t;
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
    let side = side_selector(solving.solver());
    match &solving.puzzle().acceptance {
        Acceptance::MateIn(n) => t!("training-task-mate", side = side, count = *n),
        Acceptance::AnyBut(avoid) => {
            let pos = &solving.puzzle().position;
            let avoid: Vec<String> = avoid.iter().map(|&m| pos.san(m)).collect();
            let or = t!("training-or");
            t!(
                "training-task-avoid",
                side = side,
                moves = avoid.join(&format!(" {or} "))
            )
        }
        Acceptance::Line | Acceptance::AnyOf(_) => t!("training-task-best", side = side),
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
        egui::Window::new(t!("training-trainer-title"))
            .id(egui::Id::unique("puzzle-trainer"))
            .open(&mut open)
            .default_pos([40.0, 110.0])
            .default_size([820.0, 560.0])
            .resizable(true)
            .show(ctx, |ui| {
                if let Some(error) = &t.load_error {
                    ui.horizontal_wrapped(|ui| {
                        ui.colored_label(BAD, t!("training-file-unreadable", error = error));
                        if ui.button(t!("training-set-aside")).clicked() {
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
                        puzzle_block(
                            ui,
                            t.trainer.current.as_ref(),
                            t.trainer.reason,
                            &mut actions,
                        );
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
        t!("training-open-a-set"),
        egui::FontId::proportional(16.0),
        ui.visuals().weak_text_color(),
    );
}

fn rating_block(ui: &mut Ui, t: &super::TrainingUi) {
    let rating = &t.state.rating;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(t!(
                "training-rating",
                rating = format!("{:.0}", rating.rating)
            ))
            .size(20.0)
            .strong(),
        );
        // Glicko's deviation: the rating settles as it falls.
        if rating.deviation > PROVISIONAL_DEVIATION {
            ui.weak(t!("training-provisional"));
        } else {
            ui.weak(format!("± {:.0}", 2.0 * rating.deviation));
        }
        if let Some(change) = t.trainer.current.as_ref().and_then(|s| s.rating_change) {
            let color = if change >= 0.0 { GOOD } else { BAD };
            ui.colored_label(color, format!("{change:+.0}"));
        }
    });
    ui.weak(t!(
        "training-solved-missed",
        solved = t.state.solved,
        missed = t.state.failed
    ));
}

fn puzzle_block(
    ui: &mut Ui,
    solving: Option<&Solving>,
    reason: Option<PickReason>,
    actions: &mut Vec<TrainingAction>,
) {
    let Some(solving) = solving else {
        ui.label(t!("training-no-puzzle"));
        if ui.button(t!("training-next-puzzle")).clicked() {
            actions.push(TrainingAction::NextPuzzle);
        }
        return;
    };
    let puzzle = solving.puzzle();
    ui.label(RichText::new(task(solving)).strong());
    let rated = t!(
        "training-puzzle-rated",
        source = &puzzle.source,
        rating = puzzle.rating
    );
    ui.weak(match reason {
        Some(PickReason::Due) => format!("{rated} · {}", t!("training-due-again")),
        Some(PickReason::Early) => format!("{rated} · {}", t!("training-early-repeat")),
        _ => rated,
    });
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
            ui.colored_label(BAD, t!("training-not-it", san = pos.san(wrong)));
            ui.horizontal(|ui| {
                if ui.button(t!("training-retry")).clicked() {
                    actions.push(TrainingAction::Retry);
                }
                if ui.button(t!("training-show-solution")).clicked() {
                    actions.push(TrainingAction::ShowSolution);
                }
            });
        }
        (AttemptState::Solving, None) => {
            if solving.judging() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("training-prover-working"));
                });
            } else if played.is_empty() {
                ui.label(t!("training-play-your-move"));
            } else if solving.revealing() {
                ui.colored_label(
                    GOOD,
                    t!("training-right", line = numbered_line(start, played)),
                );
            } else {
                ui.colored_label(
                    GOOD,
                    t!(
                        "training-right-keep-going",
                        line = numbered_line(start, played)
                    ),
                );
            }
            if let Some(hint) = solving.hint() {
                let text = match hint {
                    Hint::From(square) => t!("training-hint-piece", square = square.to_string()),
                    Hint::Move(m) => t!("training-hint-move", san = attempt.position().san(m)),
                };
                ui.label(text);
            }
            ui.horizontal(|ui| {
                let more = !matches!(solving.hint(), Some(Hint::Move(_)));
                let hintable = !matches!(puzzle.acceptance, Acceptance::AnyBut(_));
                if ui
                    .add_enabled(
                        more && hintable && solving.accepts_moves(),
                        egui::Button::new(t!("training-hint")),
                    )
                    .on_hover_text(t!("training-hint-tooltip"))
                    .clicked()
                {
                    actions.push(TrainingAction::Hint);
                }
                if ui.button(t!("training-show-solution")).clicked() {
                    actions.push(TrainingAction::ShowSolution);
                }
                if ui
                    .button(t!("training-skip"))
                    .on_hover_text(t!("training-skip-tooltip"))
                    .clicked()
                {
                    actions.push(TrainingAction::NextPuzzle);
                }
            });
        }
        (AttemptState::Solved, _) => {
            let text = if attempt.counts_as_solved() {
                t!("training-solved")
            } else if attempt.wrong_moves() > 0 {
                t!("training-solved-after-wrong", count = attempt.wrong_moves())
            } else {
                t!("training-solved-with-hint")
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
                ui.label(t!("training-any-but-solution"));
            } else {
                ui.label(t!("training-solution", line = numbered_line(start, &shown)));
            }
            next_row(ui, puzzle.game_id.is_some(), actions);
        }
    }
    if attempt.state() == AttemptState::Solving {
        let label = if puzzle.game_id.is_some() {
            t!("training-open-game")
        } else {
            t!("training-show-on-board")
        };
        if ui
            .small_button(label)
            .on_hover_text(t!("training-source-tooltip"))
            .clicked()
        {
            actions.push(TrainingAction::OpenSource);
        }
    }
}

fn next_row(ui: &mut Ui, from_game: bool, actions: &mut Vec<TrainingAction>) {
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(t!("training-next-puzzle")).strong())
            .clicked()
        {
            actions.push(TrainingAction::NextPuzzle);
        }
        let label = if from_game {
            t!("training-open-game")
        } else {
            t!("training-show-on-board")
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
            .button(t!("training-open-epd"))
            .on_hover_text(t!("training-open-epd-tooltip"))
            .clicked()
        {
            actions.push(TrainingAction::OpenEpdDialog);
        }
        let label = match database {
            Some((_, name)) => t!("training-puzzles-of", name = name),
            None => t!("training-database-puzzles"),
        };
        if ui
            .add_enabled(database.is_some(), egui::Button::new(label))
            .on_hover_text(t!("training-database-puzzles-tooltip"))
            .clicked()
            && let Some((path, _)) = database
        {
            actions.push(TrainingAction::LoadSet(SetSource::Database(path.clone())));
        }
    });
    for name in t.loading_sets() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("training-reading", name = name));
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
            ui.label(t!("training-set"));
            let all_sets = t!("training-all-sets");
            let shown = filter.set.clone().unwrap_or_else(|| all_sets.clone());
            egui::ComboBox::from_id_salt("trainer-set")
                .selected_text(shown)
                .width(180.0)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(filter.set.is_none(), all_sets)
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
            ui.label(t!("training-theme"));
            let all_themes = t!("training-all-themes");
            let shown = filter.theme.clone().unwrap_or_else(|| all_themes.clone());
            egui::ComboBox::from_id_salt("trainer-theme")
                .selected_text(shown)
                .width(180.0)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(filter.theme.is_none(), all_themes)
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
    ui.label(t!(
        "training-puzzle-counts",
        count = counts.total,
        due = counts.due,
        new = counts.new
    ));
    ui.add_space(4.0);
    for set in pool.sets() {
        let size = pool.set_size(set);
        ui.horizontal(|ui| {
            ui.weak(t!("training-set-size", set = set, count = size));
            if ui
                .small_button(t!("common-remove"))
                .on_hover_text(t!("training-remove-set-tooltip"))
                .clicked()
            {
                actions.push(TrainingAction::RemoveSet(set.clone()));
            }
        });
    }
}
