//! The new-game dialog: who plays (human vs engine, human vs human, engine vs engine),
//! strength, time control and start position, edited as an [`app::setup::GameSetup`].
//!
//! [`app::setup::GameSetup`]: crate::app::setup::GameSetup

use eframe::egui::{self, Ui};

use crate::{
    app::{
        adjudication::AdjudicationSettings,
        clock::TimeControl,
        engines::EngineEntry,
        levels::{self, PlayRating},
        setup::{GameSetup, Mode, SideChoice, StartChoice},
    },
    t,
};

/// The new-game dialog's editable state.
#[derive(Debug)]
pub struct NewGameDialog {
    /// The setup being edited.
    pub setup: GameSetup,
    fen_text: String,
    chess960_number: u16,
    custom_minutes: u32,
    custom_increment: u32,
    /// The last error from trying to start.
    pub error: Option<String>,
    /// The person's rating from games against the levels, which suggests a level.
    play_rating: Option<PlayRating>,
}

/// What the dialog asks for.
#[derive(Debug)]
#[must_use]
pub enum DialogAction {
    /// Start a game with this setup.
    Start(GameSetup),
    /// Close without starting.
    Cancel,
    /// Pick a Polyglot book file.
    ChooseBook,
}

/// Start-position kinds in the dialog.
#[derive(Clone, Copy, PartialEq, Eq)]
enum StartKind {
    Standard,
    Fen,
    Random960,
    Numbered960,
}

impl NewGameDialog {
    /// A dialog starting from `setup` (the last one used).
    pub fn new(setup: GameSetup) -> NewGameDialog {
        let fen_text = match &setup.start {
            StartChoice::Fen(f) => f.clone(),
            _ => String::new(),
        };
        let chess960_number = match setup.start {
            StartChoice::Chess960(n) => n,
            _ => 518,
        };
        let (custom_minutes, custom_increment) = setup.time.map_or((10, 0), |t| {
            ((t.base_secs() / 60).max(1), t.increment_secs())
        });
        NewGameDialog {
            setup,
            fen_text,
            chess960_number,
            custom_minutes,
            custom_increment,
            error: None,
            play_rating: None,
        }
    }

    /// The dialog, showing the person's rating against the levels and the level it suggests.
    pub fn with_play_rating(mut self, rating: Option<&PlayRating>) -> NewGameDialog {
        self.play_rating = rating.cloned();
        self
    }

    /// The window title.
    pub fn name() -> String {
        t!("play-new-game")
    }

    /// Shows the dialog as a window; returns what the user chose.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        engines: &[EngineEntry],
        book_path: Option<&std::path::Path>,
    ) -> Option<DialogAction> {
        // Modal: the game behind it must not be played while a new one is being set up.
        let modal = egui::Modal::new(egui::Id::unique("new-game-dialog")).show(ctx, |ui| {
            // A steady size: the dialog (and its buttons) stays put when options appear.
            ui.set_min_size(egui::vec2(520.0, 470.0));
            ui.heading(Self::name());
            ui.add_space(4.0);
            self.ui(ui, engines, book_path)
        });
        if modal.inner.is_none() && modal.should_close() {
            return Some(DialogAction::Cancel);
        }
        // Enter starts the game unless a widget has the focus (a focused button takes its
        // own Enter, a text field its own).
        if modal.inner.is_none()
            && ctx.memory(|m| m.focused().is_none())
            && super::shortcuts::consume_exact(ctx, egui::Modifiers::NONE, egui::Key::Enter)
        {
            return Some(DialogAction::Start(self.setup.clone()));
        }
        modal.inner
    }

    /// The dialog's contents.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        engines: &[EngineEntry],
        book_path: Option<&std::path::Path>,
    ) -> Option<DialogAction> {
        let mut action = None;
        ui.set_min_width(560.0);
        ui.spacing_mut().item_spacing.y = 6.0;
        let has_engines = !engines.is_empty();
        if !has_engines {
            self.setup.mode = Mode::HumanVsHuman;
        }
        egui::Grid::new("new-game-grid")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                ui.label(t!("play-players"));
                ui.horizontal(|ui| {
                    ui.add_enabled_ui(has_engines, |ui| {
                        ui.selectable_value(
                            &mut self.setup.mode,
                            Mode::HumanVsEngine,
                            t!("play-vs-computer"),
                        );
                    });
                    ui.selectable_value(
                        &mut self.setup.mode,
                        Mode::HumanVsHuman,
                        t!("play-two-players"),
                    );
                    ui.add_enabled_ui(has_engines, |ui| {
                        ui.selectable_value(
                            &mut self.setup.mode,
                            Mode::EngineVsEngine,
                            t!("play-computer-vs-computer"),
                        );
                    });
                });
                ui.end_row();
                if !has_engines {
                    ui.label("");
                    ui.weak(t!("play-no-engine"));
                    ui.end_row();
                }
                if self.setup.mode == Mode::HumanVsEngine {
                    ui.label(t!("play-you-play"));
                    ui.horizontal(|ui| {
                        ui.selectable_value(
                            &mut self.setup.side,
                            SideChoice::White,
                            t!("common-white"),
                        );
                        ui.selectable_value(
                            &mut self.setup.side,
                            SideChoice::Black,
                            t!("common-black"),
                        );
                        ui.selectable_value(
                            &mut self.setup.side,
                            SideChoice::Random,
                            t!("play-random"),
                        );
                    });
                    ui.end_row();
                }
                if self.setup.mode != Mode::HumanVsHuman {
                    self.engine_rows(ui, engines);
                    ui.label(t!("play-opening-book"));
                    ui.horizontal(|ui| {
                        ui.checkbox(&mut self.setup.book, t!("play-engine-uses-book"));
                        let name = book_path
                            .and_then(|p| p.file_name())
                            .map_or(t!("play-tempo-book"), |n| n.to_string_lossy().into_owned());
                        ui.weak(name);
                        if ui.button(t!("play-choose")).clicked() {
                            action = Some(DialogAction::ChooseBook);
                        }
                    });
                    ui.end_row();
                }
                if self.setup.mode == Mode::EngineVsEngine {
                    ui.label(t!("play-adjudication"));
                    adjudication_rows(ui, &mut self.setup.adjudication);
                    ui.end_row();
                }
                ui.label(t!("play-time-control"));
                self.time_row(ui);
                ui.end_row();
                ui.label(t!("play-start-position"));
                self.start_row(ui);
                ui.end_row();
            });
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button(t!("play-start-game")).clicked() {
                action = Some(DialogAction::Start(self.setup.clone()));
            }
            if ui.button(t!("common-cancel")).clicked() {
                action = Some(DialogAction::Cancel);
            }
        });
        action
    }

    fn engine_rows(&mut self, ui: &mut Ui, engines: &[EngineEntry]) {
        for first in [true, false] {
            if !first && self.setup.mode != Mode::EngineVsEngine {
                continue;
            }
            ui.label(match (self.setup.mode == Mode::EngineVsEngine, first) {
                (true, true) => t!("play-white-engine"),
                (true, false) => t!("play-black-engine"),
                (false, _) => t!("play-engine"),
            });
            let slot = if first {
                &mut self.setup.engine
            } else {
                &mut self.setup.engine2
            };
            if !engines.iter().any(|e| e.name == *slot)
                && let Some(e) = engines.first()
            {
                slot.clone_from(&e.name);
            }
            egui::ComboBox::from_id_salt(("engine", first))
                .selected_text(slot.as_str())
                .show_ui(ui, |ui| {
                    for e in engines {
                        ui.selectable_value(slot, e.name.clone(), &e.name);
                    }
                });
            ui.end_row();
        }
        ui.label(t!("play-strength"));
        ui.horizontal(|ui| {
            let mut limited = self.setup.elo.is_some();
            ui.checkbox(&mut limited, t!("play-limit"));
            if limited {
                let mut elo = self.setup.elo.unwrap_or(1500);
                ui.add(
                    egui::Slider::new(&mut elo, levels::LOWEST..=levels::HIGHEST)
                        .step_by(50.0)
                        .suffix(" Elo"), // Rating unit: not interface text
                );
                self.setup.elo = Some(elo);
            } else {
                self.setup.elo = None;
                ui.weak(t!("play-full-strength"));
            }
        });
        ui.end_row();
        if let Some(elo) = self.setup.elo {
            ui.label("");
            ui.weak(crate::app::i18n::text(levels::description_key(elo)));
            ui.end_row();
        }
        self.rating_row(ui);
    }

    /// The person's rating against the levels and a button for the level it suggests; only
    /// where a person plays a level (games between engines are not rated).
    fn rating_row(&mut self, ui: &mut Ui) {
        let Some(rating) = &self.play_rating else {
            return;
        };
        if self.setup.mode != Mode::HumanVsEngine {
            return;
        }
        ui.label("");
        ui.horizontal(|ui| {
            let games = rating.games().len();
            if games == 0 {
                ui.weak(t!("level-rated-after"));
                return;
            }
            let glicko = rating.rating();
            ui.weak(t!(
                "level-your-rating",
                rating = glicko.rating.round(),
                deviation = glicko.deviation.round(),
                games = games
            ));
            if let Some(level) = rating.suggested_level(levels::LOWEST, levels::HIGHEST)
                && ui
                    .button(t!("level-play-suggested", level = level))
                    .on_hover_text(t!("level-suggested-hint"))
                    .clicked()
            {
                self.setup.elo = Some(level);
            }
        });
        ui.end_row();
    }

    fn time_row(&mut self, ui: &mut Ui) {
        ui.vertical(|ui| {
            ui.horizontal_wrapped(|ui| {
                for preset in TimeControl::PRESETS {
                    ui.selectable_value(&mut self.setup.time, Some(preset), preset.label());
                }
                ui.selectable_value(&mut self.setup.time, None, t!("play-untimed"));
            });
            let custom_now = self
                .setup
                .time
                .is_some_and(|t| !TimeControl::PRESETS.contains(&t));
            ui.horizontal(|ui| {
                let mut custom = custom_now;
                if ui.checkbox(&mut custom, t!("play-custom")).changed() && custom {
                    self.setup.time = Some(self.custom());
                }
                ui.add(
                    egui::DragValue::new(&mut self.custom_minutes)
                        .range(1..=180)
                        .suffix(t!("play-suffix-minutes")),
                );
                ui.label("+");
                ui.add(
                    egui::DragValue::new(&mut self.custom_increment)
                        .range(0..=60)
                        .suffix(t!("play-suffix-seconds")),
                );
                if custom_now {
                    self.setup.time = Some(self.custom());
                }
            });
        });
    }

    fn custom(&self) -> TimeControl {
        TimeControl::new(
            self.custom_minutes.saturating_mul(60),
            self.custom_increment,
        )
    }

    fn start_row(&mut self, ui: &mut Ui) {
        let mut kind = match self.setup.start {
            StartChoice::Standard => StartKind::Standard,
            StartChoice::Fen(_) => StartKind::Fen,
            StartChoice::Chess960Random => StartKind::Random960,
            StartChoice::Chess960(_) => StartKind::Numbered960,
        };
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut kind, StartKind::Standard, t!("play-start-standard"));
                ui.selectable_value(&mut kind, StartKind::Fen, t!("play-start-fen"));
                ui.selectable_value(&mut kind, StartKind::Random960, t!("play-start-960-random"));
                ui.selectable_value(
                    &mut kind,
                    StartKind::Numbered960,
                    t!("play-start-960-number"),
                );
            });
            match kind {
                StartKind::Fen => {
                    ui.add(
                        egui::TextEdit::singleline(&mut self.fen_text)
                            .hint_text(t!("play-paste-fen"))
                            .desired_width(380.0),
                    );
                }
                StartKind::Numbered960 => {
                    ui.add(egui::DragValue::new(&mut self.chess960_number).range(0..=959));
                }
                StartKind::Standard | StartKind::Random960 => {}
            }
        });
        self.setup.start = match kind {
            StartKind::Standard => StartChoice::Standard,
            StartKind::Fen => StartChoice::Fen(self.fen_text.clone()),
            StartKind::Random960 => StartChoice::Chess960Random,
            StartKind::Numbered960 => StartChoice::Chess960(self.chess960_number),
        };
    }
}

/// The adjudication of a computer-against-computer game: resign and draw by the engines'
/// agreed scores, and a length limit.
pub(super) fn adjudication_rows(ui: &mut Ui, rules: &mut AdjudicationSettings) {
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            ui.checkbox(&mut rules.resign, t!("play-resign-when"))
                .on_hover_text(t!("play-resign-tip"));
            ui.add_enabled(
                rules.resign,
                egui::DragValue::new(&mut rules.resign_score)
                    .range(100..=3000)
                    .speed(10)
                    .suffix(t!("play-suffix-centipawns")),
            );
            ui.label(t!("play-for"));
            ui.add_enabled(
                rules.resign,
                egui::DragValue::new(&mut rules.resign_moves)
                    .range(1..=20)
                    .suffix(t!("play-suffix-moves")),
            );
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut rules.draw, t!("play-draw-from-move"))
                .on_hover_text(t!("play-draw-tip"));
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_from_move).range(1..=300),
            );
            ui.label(t!("play-within"));
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_score)
                    .range(0..=100)
                    .suffix(t!("play-suffix-centipawns")),
            );
            ui.label(t!("play-for"));
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_moves)
                    .range(1..=50)
                    .suffix(t!("play-suffix-moves")),
            );
        });
        ui.horizontal(|ui| {
            let mut limited = rules.max_moves.is_some();
            ui.checkbox(&mut limited, t!("play-draw-after-move"));
            let mut moves = rules.max_moves.unwrap_or(200);
            ui.add_enabled(limited, egui::DragValue::new(&mut moves).range(10..=1000));
            rules.max_moves = limited.then_some(moves);
        });
    });
}
