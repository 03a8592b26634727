//! User settings (theme, board colours, sound, last game setup, window size), stored as JSON
//! in the platform config dir. A missing file gives defaults; a corrupt one gives defaults
//! and a warning the app shows once.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use super::theme::BoardScheme;
use crate::app::setup::GameSetup;

/// Light or dark window theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UiTheme {
    /// Dark panels.
    #[default]
    Dark,
    /// Light panels.
    Light,
}

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
    /// Show file and rank letters on the board.
    pub coordinates: bool,
    /// Animate moves.
    pub animation: bool,
    /// Show legal destinations of the selected piece.
    pub show_legal_moves: bool,
    /// Figurines (♘f3) instead of letters (Nf3) in the move list.
    pub figurine: bool,
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
            coordinates: true,
            animation: true,
            show_legal_moves: true,
            figurine: false,
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
            figurine: true,
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
        assert!(loaded.coordinates);
    }
}
