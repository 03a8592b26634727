//! User settings (theme, board colours, sound, last game setup, window size), stored as JSON
//! in the platform config dir. A missing file gives defaults; a corrupt one gives defaults
//! and a warning the app shows once.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use super::theme::{BoardScheme, Coordinates, Look, PieceSet};
use crate::{
    app::{i18n::Language, setup::GameSetup},
    t,
};

/// Light or dark window theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UiTheme {
    /// Dark panels.
    #[default]
    Dark,
    /// Light panels.
    Light,
}

/// How fast a move glides to its square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum AnimationSpeed {
    /// Pieces jump.
    Off,
    /// 0.1 s.
    Fast,
    /// 0.2 s.
    #[default]
    Normal,
    /// 0.4 s.
    Slow,
}

impl AnimationSpeed {
    /// Every choice, for the settings.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// The choice's name.
    pub fn name(self) -> String {
        match self {
            AnimationSpeed::Off => t!("settings-animation-off"),
            AnimationSpeed::Fast => t!("settings-animation-fast"),
            AnimationSpeed::Normal => t!("settings-animation-normal"),
            AnimationSpeed::Slow => t!("settings-animation-slow"),
        }
    }

    /// How long a move takes, in seconds (0 for none).
    pub fn seconds(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.1,
            AnimationSpeed::Normal => 0.2,
            AnimationSpeed::Slow => 0.4,
        }
    }
}

/// Also reads the `true`/`false` of settings files from before there were speeds.
impl<'de> Deserialize<'de> for AnimationSpeed {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Named {
            Off,
            Fast,
            Normal,
            Slow,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Flag(bool),
            Named(Named),
        }
        Ok(match Stored::deserialize(deserializer)? {
            Stored::Flag(false) | Stored::Named(Named::Off) => AnimationSpeed::Off,
            Stored::Named(Named::Fast) => AnimationSpeed::Fast,
            Stored::Flag(true) | Stored::Named(Named::Normal) => AnimationSpeed::Normal,
            Stored::Named(Named::Slow) => AnimationSpeed::Slow,
        })
    }
}

/// How moves are written in the move list, the book and the explorer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Notation {
    /// English piece letters, as PGN stores them (`Nf3`).
    #[default]
    EnglishLetters,
    /// The interface language's piece letters (`Sf3` in German).
    LocalLetters,
    /// Piece figurines (`♘f3`).
    Figurines,
}

impl Notation {
    /// Every choice, for the settings.
    pub const ALL: [Notation; 3] = [
        Notation::EnglishLetters,
        Notation::LocalLetters,
        Notation::Figurines,
    ];

    /// The choice's name, with an example.
    pub fn name(self) -> String {
        match self {
            Notation::EnglishLetters => t!("settings-notation-english"),
            Notation::LocalLetters => t!(
                "settings-notation-local",
                example = crate::app::i18n::localised_san(
                    "Nf3", // A SAN move: not interface text
                    &crate::app::i18n::PieceLetters::of(crate::app::i18n::language())
                )
            ),
            Notation::Figurines => t!("settings-notation-figurines"),
        }
    }
}

/// Also reads the `figurine: true`/`false` of settings files from before there were three
/// notations.
impl<'de> Deserialize<'de> for Notation {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Named {
            EnglishLetters,
            LocalLetters,
            Figurines,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Flag(bool),
            Named(Named),
        }
        Ok(match Stored::deserialize(deserializer)? {
            Stored::Flag(false) | Stored::Named(Named::EnglishLetters) => Notation::EnglishLetters,
            Stored::Named(Named::LocalLetters) => Notation::LocalLetters,
            Stored::Flag(true) | Stored::Named(Named::Figurines) => Notation::Figurines,
        })
    }
}

/// The smallest and largest interface scale (egui's zoom factor).
pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.5;

pub use crate::app::engines::ExternalEngine;

/// Everything the user can set; unknown or missing fields fall back to defaults, so old files
/// still load.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Window theme.
    pub theme: UiTheme,
    /// Board colours.
    pub board: BoardScheme,
    /// The piece set.
    pub pieces: PieceSet,
    /// Where file and rank letters are drawn.
    pub coordinates: Coordinates,
    /// Move animation speed.
    pub animation: AnimationSpeed,
    /// High contrast: black-and-white panels and a white-and-blue board with strong
    /// highlights, overriding the theme and the board colours.
    pub high_contrast: bool,
    /// Interface scale on top of the screen's own (1 = normal).
    pub ui_scale: f32,
    /// Show legal destinations of the selected piece.
    pub show_legal_moves: bool,
    /// The interface's language; `None` follows the system's.
    pub language: Option<Language>,
    /// How moves are written: English letters, the language's letters or figurines.
    #[serde(alias = "figurine")]
    pub notation: Notation,
    /// Sound on.
    pub sound: bool,
    /// Show the engine's evaluation, depth and nodes while it thinks.
    pub show_engine_info: bool,
    /// The setup of the last new game (engine, strength, time control, side).
    pub last_setup: GameSetup,
    /// Window size in points.
    pub window_size: [f32; 2],
    /// The Polyglot opening book engines may use.
    pub book_path: Option<PathBuf>,
    /// Book files chosen before, most recent first (at most eight).
    pub recent_books: Vec<PathBuf>,
    /// External UCI engines, offered after the built-in ones.
    pub external_engines: Vec<ExternalEngine>,
    /// Option values per engine name (option name → value as UCI text), set in the engine
    /// manager and applied whenever that engine starts.
    pub engine_options: BTreeMap<String, BTreeMap<String, String>>,
    /// Analysis and review choices.
    pub analysis: crate::app::analysis::AnalysisSettings,
    /// Game files opened or saved, most recent first (at most ten), for Game ▸ Recent files.
    pub recent_files: Vec<PathBuf>,
    /// The folder the app's own file chooser opens in.
    pub last_folder: Option<PathBuf>,
    /// Game databases opened, most recent first (at most ten), for Database ▸ Recent.
    pub recent_databases: Vec<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: UiTheme::Dark,
            board: BoardScheme::Brown,
            pieces: PieceSet::Classic,
            coordinates: Coordinates::Inside,
            animation: AnimationSpeed::Normal,
            high_contrast: false,
            ui_scale: 1.0,
            show_legal_moves: true,
            language: None,
            notation: Notation::EnglishLetters,
            sound: true,
            show_engine_info: false,
            last_setup: GameSetup::default(),
            window_size: [1100.0, 760.0],
            book_path: None,
            recent_books: Vec::new(),
            external_engines: Vec::new(),
            engine_options: BTreeMap::new(),
            analysis: crate::app::analysis::AnalysisSettings::default(),
            recent_files: Vec::new(),
            last_folder: None,
            recent_databases: Vec::new(),
        }
    }
}

/// A settings file that could not be used.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// Reading failed (other than the file missing).
    #[error("cannot read settings file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The contents are not valid settings.
    #[error("settings file {path} is corrupt ({source}); using defaults")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The JSON error, with line and column.
        source: serde_json::Error,
    },
    /// Writing failed.
    #[error("cannot write settings file {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl Settings {
    /// The board colours in force (high contrast overrides the chosen scheme).
    pub fn board_scheme(&self) -> BoardScheme {
        if self.high_contrast {
            BoardScheme::HighContrast
        } else {
            self.board
        }
    }

    /// The board's look in force: on screen and in exported pictures.
    pub fn look(&self) -> Look {
        Look {
            scheme: self.board_scheme(),
            pieces: self.pieces,
            coordinates: self.coordinates,
        }
    }

    /// The interface's language: the chosen one, else the system's.
    pub fn interface_language(&self) -> Language {
        self.language.unwrap_or_else(Language::from_system)
    }

    /// The interface scale, kept within [`UI_SCALE_RANGE`] whatever the file says.
    pub fn zoom(&self) -> f32 {
        if self.ui_scale.is_finite() {
            self.ui_scale
                .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end())
        } else {
            1.0
        }
    }

    /// Engine names stored by earlier versions point to the engine that replaced them.
    fn rename_retired_engines(&mut self) {
        for (old, new) in crate::app::engines::RENAMED_ENGINES {
            for name in [
                &mut self.last_setup.engine,
                &mut self.last_setup.engine2,
                &mut self.analysis.engine,
            ] {
                if name == old {
                    new.clone_into(name);
                }
            }
            for choice in &mut self.analysis.engines {
                if choice.engine == old {
                    new.clone_into(&mut choice.engine);
                }
            }
            if let Some(options) = self.engine_options.remove(old) {
                self.engine_options.entry(new.to_owned()).or_insert(options);
            }
        }
    }

    /// The settings file inside `config_dir`.
    pub fn path_in(config_dir: &Path) -> PathBuf {
        config_dir.join("settings.json")
    }

    /// Loads the settings; defaults plus an error when the file is unreadable or corrupt.
    pub fn load(path: &Path) -> (Settings, Option<SettingsError>) {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(source) => {
                let path = path.to_owned();
                return (
                    Settings::default(),
                    Some(SettingsError::Read { path, source }),
                );
            }
        };
        match serde_json::from_str::<Settings>(&text) {
            Ok(mut settings) => {
                settings.rename_retired_engines();
                (settings, None)
            }
            Err(source) => {
                let path = path.to_owned();
                (
                    Settings::default(),
                    Some(SettingsError::Corrupt { path, source }),
                )
            }
        }
    }

    /// Saves the settings (via a temporary file, so a crash never leaves half a file).
    pub fn save(&self, path: &Path) -> Result<(), SettingsError> {
        let write_err = |source| SettingsError::Write {
            path: path.to_owned(),
            source,
        };
        let text =
            serde_json::to_string_pretty(self).map_err(|e| write_err(std::io::Error::other(e)))?;
        write_atomically(path, text.as_bytes()).map_err(write_err)
    }
}

pub use crate::app::pgn_file::write_atomically;

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_corrupt_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = Settings::path_in(dir.path());
        let (loaded, err) = Settings::load(&path);
        assert!(err.is_none());
        assert_eq!(loaded, Settings::default());

        let settings = Settings {
            sound: false,
            notation: Notation::Figurines,
            language: Some(Language::Croatian),
            pieces: PieceSet::Geometric,
            board: BoardScheme::Purple,
            coordinates: Coordinates::Outside,
            animation: AnimationSpeed::Slow,
            high_contrast: true,
            ui_scale: 1.5,
            ..Settings::default()
        };
        settings.save(&path).unwrap();
        assert_eq!(Settings::load(&path).0, settings);

        std::fs::write(&path, "{ not json").unwrap();
        let (loaded, err) = Settings::load(&path);
        assert_eq!(loaded, Settings::default());
        assert!(matches!(err, Some(SettingsError::Corrupt { .. })));

        // Unknown and missing fields are fine.
        std::fs::write(&path, r#"{"sound": false, "future_field": 3}"#).unwrap();
        let (loaded, err) = Settings::load(&path);
        assert!(err.is_none());
        assert!(!loaded.sound);
        assert_eq!(loaded.coordinates, Coordinates::Inside);

        // Files from before the looks had choices keep what they meant.
        std::fs::write(&path, r#"{"coordinates": false, "animation": false}"#).unwrap();
        let (loaded, err) = Settings::load(&path);
        assert!(err.is_none());
        assert_eq!(loaded.coordinates, Coordinates::Off);
        assert_eq!(loaded.animation, AnimationSpeed::Off);
        std::fs::write(&path, r#"{"animation": true, "ui_scale": 40.0}"#).unwrap();
        let (loaded, _) = Settings::load(&path);
        assert_eq!(loaded.animation, AnimationSpeed::Normal);
        assert_eq!(loaded.zoom(), 2.5);
        assert_eq!(loaded.look().scheme, BoardScheme::Brown);
        assert_eq!(settings.look().scheme, BoardScheme::HighContrast);

        // Files from before the three notations keep their figurines or letters, and have no
        // language (the system's).
        std::fs::write(&path, r#"{"figurine": true}"#).unwrap();
        let (loaded, err) = Settings::load(&path);
        assert!(err.is_none());
        assert_eq!(loaded.notation, Notation::Figurines);
        assert_eq!(loaded.language, None);
        std::fs::write(&path, r#"{"figurine": false, "language": "German"}"#).unwrap();
        let (loaded, _) = Settings::load(&path);
        assert_eq!(loaded.notation, Notation::EnglishLetters);
        assert_eq!(loaded.interface_language(), Language::German);
    }
}
