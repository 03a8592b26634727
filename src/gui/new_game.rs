//! The new-game dialog: who plays (human vs engine, human vs human, engine vs engine),
//! strength, time control and start position, edited as an [`app::setup::GameSetup`].
//!
//! [`app::setup::GameSetup`]: crate::app::setup::GameSetup

use eframe::egui::{self, Ui};

use crate::app::{
    adjudication::AdjudicationSettings,
    clock::TimeControl,
    engines::EngineEntry,
    setup::{GameSetup, Mode, SideChoice, StartChoice},
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
        }
    }

    /// The window title.
    pub fn name() -> &'static str {
        "New game"
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
                ui.label("Players");
                ui.horizontal(|ui| {
                    ui.add_enabled_ui(has_engines, |ui| {
                        ui.selectable_value(
                            &mut self.setup.mode,
                            Mode::HumanVsEngine,
                            "vs computer",
                        );
                    });
                    ui.selectable_value(&mut self.setup.mode, Mode::HumanVsHuman, "Two players");
                    ui.add_enabled_ui(has_engines, |ui| {
                        ui.selectable_value(
                            &mut self.setup.mode,
                            Mode::EngineVsEngine,
                            "Computer vs computer",
                        );
                    });
                });
                ui.end_row();
                if !has_engines {
                    ui.label("");
                    ui.weak("No engine is built into this version yet.");
                    ui.end_row();
                }
                if self.setup.mode == Mode::HumanVsEngine {
                    ui.label("You play");
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut self.setup.side, SideChoice::White, "White");
                        ui.selectable_value(&mut self.setup.side, SideChoice::Black, "Black");
                        ui.selectable_value(&mut self.setup.side, SideChoice::Random, "Random");
                    });
                    ui.end_row();
                }
                if self.setup.mode != Mode::HumanVsHuman {
                    self.engine_rows(ui, engines);
                    ui.label("Opening book");
                    ui.horizontal(|ui| {
                        ui.checkbox(&mut self.setup.book, "Engine uses the book");
                        let name = book_path
                            .and_then(|p| p.file_name())
                            .map_or("Tempo book".into(), |n| n.to_string_lossy());
                        ui.weak(name);
                        if ui.button("Choose…").clicked() {
                            action = Some(DialogAction::ChooseBook);
                        }
                    });
                    ui.end_row();
                }
                if self.setup.mode == Mode::EngineVsEngine {
                    ui.label("Adjudication");
                    adjudication_rows(ui, &mut self.setup.adjudication);
                    ui.end_row();
                }
                ui.label("Time control");
                self.time_row(ui);
                ui.end_row();
                ui.label("Start position");
                self.start_row(ui);
                ui.end_row();
            });
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button("Start game").clicked() {
                action = Some(DialogAction::Start(self.setup.clone()));
            }
            if ui.button("Cancel").clicked() {
                action = Some(DialogAction::Cancel);
            }
        });
        action
    }

    fn engine_rows(&mut self, ui: &mut Ui, engines: &[EngineEntry]) {
        let labels: [(&str, bool); 2] = [("Engine", true), ("Black engine", false)];
        for (label, first) in labels {
            if !first && self.setup.mode != Mode::EngineVsEngine {
                continue;
            }
            ui.label(if self.setup.mode == Mode::EngineVsEngine && first {
                "White engine"
            } else {
                label
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
        ui.label("Strength");
        ui.horizontal(|ui| {
            let mut limited = self.setup.elo.is_some();
            ui.checkbox(&mut limited, "Limit");
            if limited {
                let mut elo = self.setup.elo.unwrap_or(1500);
                ui.add(
                    egui::Slider::new(&mut elo, 800..=2800)
                        .step_by(50.0)
                        .suffix(" Elo"),
                );
                self.setup.elo = Some(elo);
            } else {
                self.setup.elo = None;
                ui.weak("full strength");
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
                ui.selectable_value(&mut self.setup.time, None, "Untimed");
            });
            let custom_now = self
                .setup
                .time
                .is_some_and(|t| !TimeControl::PRESETS.contains(&t));
            ui.horizontal(|ui| {
                let mut custom = custom_now;
                if ui.checkbox(&mut custom, "Custom").changed() && custom {
                    self.setup.time = Some(self.custom());
                }
                ui.add(
                    egui::DragValue::new(&mut self.custom_minutes)
                        .range(1..=180)
                        .suffix(" min"),
                );
                ui.label("+");
                ui.add(
                    egui::DragValue::new(&mut self.custom_increment)
                        .range(0..=60)
                        .suffix(" s"),
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
                ui.selectable_value(&mut kind, StartKind::Standard, "Standard");
                ui.selectable_value(&mut kind, StartKind::Fen, "From FEN");
                ui.selectable_value(&mut kind, StartKind::Random960, "Chess960 random");
                ui.selectable_value(&mut kind, StartKind::Numbered960, "Chess960 #");
            });
            match kind {
                StartKind::Fen => {
                    ui.add(
                        egui::TextEdit::singleline(&mut self.fen_text)
                            .hint_text("paste a FEN")
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
            ui.checkbox(&mut rules.resign, "Resign when both engines see")
                .on_hover_text("The losing side resigns once both engines' scores agree");
            ui.add_enabled(
                rules.resign,
                egui::DragValue::new(&mut rules.resign_score)
                    .range(100..=3000)
                    .speed(10)
                    .suffix(" cp"),
            );
            ui.label("for");
            ui.add_enabled(
                rules.resign,
                egui::DragValue::new(&mut rules.resign_moves)
                    .range(1..=20)
                    .suffix(" moves"),
            );
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut rules.draw, "Draw from move")
                .on_hover_text("A draw once both engines call the game level");
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_from_move).range(1..=300),
            );
            ui.label("within");
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_score)
                    .range(0..=100)
                    .suffix(" cp"),
            );
            ui.label("for");
            ui.add_enabled(
                rules.draw,
                egui::DragValue::new(&mut rules.draw_moves)
                    .range(1..=50)
                    .suffix(" moves"),
            );
        });
        ui.horizontal(|ui| {
            let mut limited = rules.max_moves.is_some();
            ui.checkbox(&mut limited, "Draw after move");
            let mut moves = rules.max_moves.unwrap_or(200);
            ui.add_enabled(limited, egui::DragValue::new(&mut moves).range(10..=1000));
            rules.max_moves = limited.then_some(moves);
        });
    });
}
