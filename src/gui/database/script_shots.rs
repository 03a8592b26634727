//! The database screens of the screenshot script (`gui/script.rs`, feature `script`): the
//! game list, the explorer, the player view and an import in progress, and the frames of
//! `make measure-gui` while an import runs (`TEMPO_MEASURE_IMPORT`).

use std::{path::PathBuf, time::Duration};

use super::DatabaseAction;
use crate::gui::{actions::Action, app::TempoApp, metrics::FrameStats};

fn push(app: &mut TempoApp, action: DatabaseAction) {
    app.push_action(Action::Database(action));
}

/// Opens `TEMPO_SCREENSHOT_DB` (e.g. a 200,000-game database) or a fresh one of
/// `sample_pgn`'s games.
pub fn open_list(app: &mut TempoApp, sample_pgn: &str) {
    app.files.tags.open = false;
    let path = match std::env::var_os("TEMPO_SCREENSHOT_DB") {
        Some(file) => PathBuf::from(file),
        None => match sample_database(sample_pgn) {
            Ok(path) => path,
            Err(e) => {
                eprintln!("tempo: cannot make the sample database: {e}");
                return;
            }
        },
    };
    push(app, DatabaseAction::Open(path));
}

/// The third game selected, with the keyboard cursor on it.
pub fn select_third(app: &mut TempoApp) {
    app.database.cursor = Some(2);
    if let Some(id) = app.database.open.as_ref().and_then(|db| db.list.id_at(2)) {
        app.database.selection.insert(id);
    }
}

/// The list and its first rows are read.
pub fn list_ready(app: &TempoApp) -> bool {
    app.database
        .open
        .as_ref()
        .is_some_and(|db| !db.list.loading() && db.list.row_at(0).is_some())
}

/// The window hidden, so that the explorer beside the board shows.
pub fn hide_window(app: &mut TempoApp) {
    push(app, DatabaseAction::ToggleWindow);
}

/// The explorer of the shown position is read.
pub fn explorer_ready(app: &TempoApp) -> bool {
    app.database
        .open
        .as_ref()
        .is_some_and(|db| db.cached_explorer(app.session.game().viewed()).is_some())
}

/// The player view of the first listed game's White.
pub fn player_view(app: &mut TempoApp) {
    let name = app
        .database
        .open
        .as_ref()
        .and_then(|db| db.list.row_at(0))
        .map_or_else(|| "Carlsen".to_owned(), |row| row.white.clone());
    push(app, DatabaseAction::PlayerView(name));
}

/// The player's statistics are read.
pub fn player_ready(app: &TempoApp) -> bool {
    app.database
        .open
        .as_ref()
        .and_then(|db| db.player())
        .is_some_and(|p| p.stats.is_some())
}

/// Imports `TEMPO_SCREENSHOT_IMPORT` (e.g. a large corpus) or `sample_pgn` written to a file,
/// with the window shown.
pub fn start_import(app: &mut TempoApp, sample_pgn: &str) {
    push(app, DatabaseAction::ClosePlayerView);
    let file = match std::env::var_os("TEMPO_SCREENSHOT_IMPORT") {
        Some(file) => PathBuf::from(file),
        None => {
            let path = std::env::temp_dir().join("tempo-screenshot-import.pgn");
            if let Err(e) = std::fs::write(&path, sample_pgn) {
                eprintln!("tempo: cannot write {}: {e}", path.display());
                return;
            }
            path
        }
    };
    push(app, DatabaseAction::ToggleWindow);
    push(app, DatabaseAction::Import(vec![file]));
}

/// The import has stored games.
pub fn import_ready(app: &TempoApp) -> bool {
    app.database
        .open
        .as_ref()
        .and_then(|db| db.import_job())
        .is_some_and(|job| job.status().progress.imported > 0)
}

/// A database of `pgn`'s games in the temp dir (made afresh).
fn sample_database(pgn: &str) -> Result<PathBuf, String> {
    let path = std::env::temp_dir().join("tempo-screenshot-games.db");
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.clone().into_os_string();
        name.push(suffix);
        // Best effort: a leftover from an earlier run.
        let _ = std::fs::remove_file(PathBuf::from(name));
    }
    let mut db = crate::db::Database::create_or_open(&path).map_err(|e| e.to_string())?;
    for game in crate::formats::pgn::read_all(pgn) {
        let game = game.map_err(|e| e.to_string())?;
        db.add_game(&game).map_err(|e| e.to_string())?;
    }
    Ok(path)
}

/// The import of `make measure-gui` (`TEMPO_MEASURE_IMPORT=FILE.pgn`): a database made in the
/// scratch dir, the file imported once it is open, and the frames while it runs reported on
/// their own when it ends.
pub struct ImportFrames {
    /// The file to import and the folder of the database, until the import starts.
    pending: Option<(PathBuf, PathBuf)>,
    /// The frame intervals while the import runs.
    intervals: Option<FrameStats>,
}

impl ImportFrames {
    /// Imports `pgn` into a database in `dir`.
    pub fn new(pgn: PathBuf, dir: PathBuf) -> ImportFrames {
        ImportFrames {
            pending: Some((pgn, dir)),
            intervals: None,
        }
    }

    /// At the first frame: makes the database.
    pub fn start(&self, app: &mut TempoApp) {
        if let Some((pgn, dir)) = &self.pending {
            let db = dir.join("measure.db");
            println!(
                "importing {} into {} during the measurement",
                pgn.display(),
                db.display()
            );
            push(app, DatabaseAction::Create(db));
        }
    }

    /// Every frame, with the time since the last one.
    pub fn step(&mut self, app: &mut TempoApp, interval: Option<Duration>) {
        if let Some((pgn, _)) = &self.pending
            && app.database.open.as_ref().is_some_and(|db| db.is_ready())
        {
            push(app, DatabaseAction::Import(vec![pgn.clone()]));
            self.pending = None;
            self.intervals = Some(FrameStats::default());
            app.stats.clear();
        }
        let Some(intervals) = &mut self.intervals else {
            return;
        };
        if let Some(interval) = interval {
            intervals.record(interval);
        }
        let Some(db) = &app.database.open else {
            return;
        };
        if db.import_job().is_none()
            && let Some(report) = db.last_import()
        {
            println!(
                "import: {} in {:.1} s",
                report.totals.summary(),
                report.elapsed.as_secs_f64()
            );
            println!(
                "during the import, frame logic+ui time: {}",
                app.stats.summary()
            );
            println!(
                "during the import, frame interval:      {}",
                intervals.summary()
            );
            self.intervals = None;
        }
    }

    /// At the end of the measurement: how the import stands.
    pub fn report(app: &TempoApp) {
        let Some(db) = &app.database.open else {
            return;
        };
        match (db.import_job(), db.last_import()) {
            (Some(job), _) => {
                let status = job.status();
                println!(
                    "import still running: {}, {:.0} games/s",
                    status.totals().summary(),
                    status.progress.games_per_second()
                );
            }
            (None, Some(report)) => println!(
                "import finished: {} in {:.1} s",
                report.totals.summary(),
                report.elapsed.as_secs_f64()
            ),
            (None, None) => println!("the import did not start"),
        }
    }
}
