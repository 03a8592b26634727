//! The new-game dialog and the game setup it produces: who plays (human vs engine, human vs
//! human, engine vs engine), strength, time control and start position.

use eframe::egui::{self, Ui};
use serde::{Deserialize, Serialize};

use super::clock::TimeControl;
use crate::app::engines::EngineEntry;
use crate::chess::{ByColor, Color, Position};

/// Who plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// A person against an engine.
    #[default]
    HumanVsEngine,
    /// Two people on one board.
    HumanVsHuman,
    /// Two engines; the user watches.
    EngineVsEngine,
}

/// The colour the human plays against an engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideChoice {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
    /// Decided by lot when the game starts.
    Random,
}

/// Where the game starts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartChoice {
    /// The standard position.
    #[default]
    Standard,
    /// A FEN typed or pasted by the user.
    Fen(String),
    /// A random Chess960 position.
    Chess960Random,
    /// Chess960 position number 0..960.
    Chess960(u16),
}

/// Everything the new-game dialog decides; stored in the settings as the last setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// Who plays.
    pub mode: Mode,
    /// The human's colour against an engine.
    pub side: SideChoice,
    /// The engine (by entry name); for engine vs engine, White's engine.
    pub engine: String,
    /// Black's engine in engine vs engine.
    pub engine2: String,
    /// Strength limit in Elo; `None` is full strength.
    pub elo: Option<u32>,
    /// The time control; `None` is untimed.
    pub time: Option<TimeControl>,
    /// The start position.
    pub start: StartChoice,
    /// Engines play from the opening book (the file chosen in the dialog) while it has moves.
    pub book: bool,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            mode: Mode::HumanVsEngine,
            side: SideChoice::White,
            engine: String::new(),
            engine2: String::new(),
            elo: None,
            time: Some(TimeControl::new(300, 0)),
            start: StartChoice::Standard,
            book: true,
        }
    }
}

/// One side of a resolved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// A person at the board.
    Human,
    /// An engine entry by name, with an optional Elo limit.
    Engine {
        /// The entry's name.
        name: String,
        /// Strength limit.
        elo: Option<u32>,
    },
}

impl Player {
    /// Whether a person plays this side.
    pub fn is_human(&self) -> bool {
        matches!(self, Player::Human)
    }

    /// "You", "Human" or the engine name with its level.
    pub fn label(&self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Engine {
                name,
                elo: Some(elo),
            } => format!("{name} ({elo})"),
            Player::Engine { name, elo: None } => name.clone(),
        }
    }
}

/// A setup that cannot start.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    /// The FEN is invalid.
    #[error("invalid start FEN: {0}")]
    Fen(#[from] crate::chess::FenError),
    /// Chess960 numbers run 0 to 959.
    #[error("Chess960 position {0} does not exist (0 to 959)")]
    Chess960(u16),
    /// The chosen engine is not available.
    #[error("engine '{0}' is not available in this build")]
    NoEngine(String),
    /// The game is already over in the start position.
    #[error("the start position has no legal moves")]
    NoMoves,
}

/// A setup with the lot drawn and the position built.
#[derive(Clone, Debug)]
pub struct ResolvedSetup {
    /// The start position.
    pub start: Position,
    /// Who plays each colour.
    pub players: ByColor<Player>,
    /// The time control.
    pub time: Option<TimeControl>,
    /// Whether engines use the opening book.
    pub book: bool,
}

/// A pseudo-random number from the system's hasher seed and the clock (good enough for
/// drawing a colour or a Chess960 position).
pub fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

impl GameSetup {
    /// Draws lots and builds the start position; `engines` are the available entries.
    pub fn resolve(&self, engines: &[EngineEntry]) -> Result<ResolvedSetup, SetupError> {
        let start = match &self.start {
            StartChoice::Standard => Position::startpos(),
            StartChoice::Fen(fen) => Position::from_fen(fen.trim())?,
            StartChoice::Chess960Random => {
                let n = u16::try_from(random_u64() % 960).unwrap_or(518);
                Position::chess960(n).map_err(|_| SetupError::Chess960(n))?
            }
            StartChoice::Chess960(n) => {
                Position::chess960(*n).map_err(|_| SetupError::Chess960(*n))?
            }
        };
        if !start.has_legal_moves() {
            return Err(SetupError::NoMoves);
        }
        let engine = |name: &str, elo| {
            engines
                .iter()
                .find(|e| e.name == name)
                .or_else(|| engines.first().filter(|_| name.is_empty()))
                .map(|e| Player::Engine {
                    name: e.name.clone(),
                    elo,
                })
                .ok_or_else(|| SetupError::NoEngine(name.to_owned()))
        };
        let players = match self.mode {
            Mode::HumanVsHuman => ByColor {
                white: Player::Human,
                black: Player::Human,
            },
            Mode::HumanVsEngine => {
                let human = match self.side {
                    SideChoice::White => Color::White,
                    SideChoice::Black => Color::Black,
                    SideChoice::Random if random_u64().is_multiple_of(2) => Color::White,
                    SideChoice::Random => Color::Black,
                };
                let computer = engine(&self.engine, self.elo)?;
                match human {
                    Color::White => ByColor {
                        white: Player::Human,
                        black: computer,
                    },
                    Color::Black => ByColor {
                        white: computer,
                        black: Player::Human,
                    },
                }
            }
            Mode::EngineVsEngine => ByColor {
                white: engine(&self.engine, self.elo)?,
                black: engine(&self.engine2, self.elo)?,
            },
        };
        Ok(ResolvedSetup {
            start,
            players,
            time: self.time,
            book: self.book && self.mode != Mode::HumanVsHuman,
        })
    }
}

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
        let (custom_minutes, custom_increment) = setup
            .time
            .map_or((10, 0), |t| ((t.base_secs / 60).max(1), t.increment_secs));
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

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn setups_resolve() {
        let hvh = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Chess960(0),
            ..GameSetup::default()
        };
        let resolved = hvh.resolve(&[]).unwrap();
        assert!(resolved.players.white.is_human() && resolved.players.black.is_human());
        assert!(resolved.start.is_chess960());

        let bad_fen = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Fen("not a fen".into()),
            ..GameSetup::default()
        };
        assert!(matches!(bad_fen.resolve(&[]), Err(SetupError::Fen(_))));

        let no_engine = GameSetup::default();
        assert!(matches!(
            no_engine.resolve(&[]),
            Err(SetupError::NoEngine(_))
        ));
        let bad_960 = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Chess960(960),
            ..GameSetup::default()
        };
        assert!(matches!(
            bad_960.resolve(&[]),
            Err(SetupError::Chess960(960))
        ));
    }
}
