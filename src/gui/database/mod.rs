//! Game databases in the app: the Database menu, the database window (filter bar,
//! virtualised game list, import progress), the opening explorer beside the book panel and
//! the player view. Everything that touches SQLite runs in `app::database` off the UI thread;
//! the views draw from its state and return [`DatabaseAction`]s, which
//! [`TempoApp::apply_database`] carries out after the frame, and `database_logic()` (called
//! from `logic()`) takes in the answers.

mod explorer_panel;
mod filter_form;
mod player_view;
#[cfg(feature = "script")]
pub mod script_shots;
mod window;

use std::{collections::BTreeSet, path::PathBuf};

use eframe::egui;
pub use filter_form::FilterForm;

use super::{actions::Action, app::TempoApp, file_chooser::FileChoice, files::file_name};
use crate::{
    app::{
        database::{DatabaseEvent, DatabaseGame, MAX_RECENT_DATABASES, OpenDatabase, is_pgn_file},
        game_pgn as pgn, pgn_file,
    },
    chess::Position,
    db::{GameFilter, SortKey},
    t,
};

/// A request about databases.
#[derive(Debug)]
pub enum DatabaseAction {
    /// Ask for a database file to open.
    OpenDialog,
    /// Ask for the name of a new database.
    NewDialog,
    /// Open this database (an existing file).
    Open(PathBuf),
    /// Create (or open) this database.
    Create(PathBuf),
    /// Close the open database (a running import stops; what it read is kept).
    Close,
    /// Show or hide the database window.
    ToggleWindow,
    /// Ask for PGN files to import.
    ImportDialog,
    /// Import these PGN files into the open database.
    Import(Vec<PathBuf>),
    /// Stop the running import.
    CancelImport,
    /// Show or hide the skipped games of the last import.
    ShowSkipped(bool),
    /// PGN files dropped with no database open: offer to make one.
    OfferNewDatabase(Vec<PathBuf>),
    /// The user declined making a database for dropped files.
    DeclineNewDatabase,
    /// Filter the list.
    Filter(Box<GameFilter>, Option<Box<Position>>),
    /// Sort the list by this column (the same column again reverses the order).
    Sort(SortKey),
    /// Load this game on the board (asking first when a game is in progress).
    Load(i64),
    /// Load this game, replacing the current one (kept for undo).
    LoadConfirmed(i64),
    /// Write the edited game back in place.
    Save,
    /// Ask before deleting these games.
    AskDelete(Vec<i64>),
    /// The user agreed to delete.
    DeleteConfirmed,
    /// The user kept the games.
    CancelDelete,
    /// Ask for a database to copy these games into.
    CopyDialog(Vec<i64>),
    /// Copy the games chosen before into this database.
    CopyTo(PathBuf),
    /// Ask for a PGN file to export these games to (`None`: the whole filtered list).
    ExportDialog(Option<Vec<i64>>),
    /// Export the games chosen before to this file.
    ExportTo(PathBuf),
    /// Open the player view for names starting with this.
    PlayerView(String),
    /// Close the player view.
    ClosePlayerView,
}

/// The app's database state: the open database and what its windows show.
#[derive(Default)]
pub struct DatabaseState {
    /// The open database.
    pub open: Option<OpenDatabase>,
    /// The database window is shown.
    pub window_open: bool,
    /// The filter bar's fields.
    pub form: FilterForm,
    /// The selected games (ids).
    pub selection: BTreeSet<i64>,
    /// The list row the keyboard is on (and where Shift+click extends from).
    pub cursor: Option<usize>,
    /// The list has the keyboard (a row was clicked last).
    pub(super) list_focused: bool,
    /// The rows shown in the last frame.
    pub(super) visible: std::ops::Range<usize>,
    /// Scroll the list to show the cursor.
    pub(super) scroll_to_cursor: bool,
    /// Games waiting for the user's yes to be deleted.
    pub confirm_delete: Option<Vec<i64>>,
    /// Games being deleted, until the database answers.
    deleting: Vec<i64>,
    /// Games waiting for the database to copy them into.
    pending_copy: Option<Vec<i64>>,
    /// Games waiting for the PGN file to export them to.
    pending_export: Option<Vec<i64>>,
    /// Dropped PGN files waiting for a database to import them into.
    pending_import: Option<Vec<PathBuf>>,
    /// Dropped files for which making a database is offered.
    pub offer_new: Option<Vec<PathBuf>>,
    /// The skipped games' window is shown.
    pub skipped_open: bool,
    /// The player view is shown, with this name field.
    pub player_name: Option<String>,
    /// The explorer applies the list's filter.
    pub explorer_uses_filter: bool,
    /// Wakes the window when the database answers.
    ctx: Option<egui::Context>,
}

impl TempoApp {
    /// Applies one database action.
    pub(super) fn apply_database(&mut self, action: DatabaseAction) {
        match action {
            DatabaseAction::OpenDialog => self.choose_file(FileChoice::OpenDatabase),
            DatabaseAction::NewDialog => self.choose_file(FileChoice::NewDatabase),
            DatabaseAction::Open(path) => self.open_database(path, false),
            DatabaseAction::Create(path) => self.open_database(path, true),
            DatabaseAction::Close => self.close_database(),
            DatabaseAction::ToggleWindow => {
                self.database.window_open =
                    !self.database.window_open && self.database.open.is_some();
            }
            DatabaseAction::ImportDialog => {
                if self.database.open.is_some() {
                    self.choose_file(FileChoice::ImportPgn);
                } else {
                    self.notify(t!("database-open-first"), true);
                }
            }
            DatabaseAction::Import(files) => self.import_files(files),
            DatabaseAction::CancelImport => {
                if let Some(db) = &mut self.database.open {
                    db.cancel_import();
                }
            }
            DatabaseAction::ShowSkipped(show) => self.database.skipped_open = show,
            DatabaseAction::OfferNewDatabase(files) => self.database.offer_new = Some(files),
            DatabaseAction::DeclineNewDatabase => self.database.offer_new = None,
            DatabaseAction::Filter(filter, position) => {
                self.database.selection.clear();
                self.database.cursor = None;
                if let Some(db) = &mut self.database.open {
                    db.set_filter(*filter, position.map(|p| *p));
                }
            }
            DatabaseAction::Sort(key) => {
                if let Some(db) = &mut self.database.open {
                    let descending = db.list.sort == key && !db.list.descending;
                    db.set_sort(key, descending);
                    self.database.cursor = None;
                }
            }
            DatabaseAction::Load(id) => {
                self.guard_replace(Action::Database(DatabaseAction::LoadConfirmed(id)));
            }
            DatabaseAction::LoadConfirmed(id) => {
                if let Some(db) = &mut self.database.open {
                    db.load_game(id);
                }
            }
            DatabaseAction::Save => self.save_to_database(),
            DatabaseAction::AskDelete(ids) if !ids.is_empty() => {
                self.database.confirm_delete = Some(ids);
            }
            DatabaseAction::AskDelete(_) => {}
            DatabaseAction::DeleteConfirmed => {
                if let (Some(ids), Some(db)) =
                    (self.database.confirm_delete.take(), &mut self.database.open)
                {
                    self.database.deleting.extend(ids.iter().copied());
                    db.delete_games(ids);
                }
            }
            DatabaseAction::CancelDelete => self.database.confirm_delete = None,
            DatabaseAction::CopyDialog(ids) => {
                self.database.pending_copy = Some(ids);
                self.choose_file(FileChoice::CopyToDatabase);
            }
            DatabaseAction::CopyTo(target) => self.copy_to(target),
            DatabaseAction::ExportDialog(ids) => {
                let ids = ids.unwrap_or_else(|| {
                    self.database
                        .open
                        .as_ref()
                        .map(|db| db.list.ids().to_vec())
                        .unwrap_or_default()
                });
                if ids.is_empty() {
                    self.notify(t!("database-nothing-to-export"), true);
                    return;
                }
                self.database.pending_export = Some(ids);
                self.choose_file(FileChoice::ExportPgn);
            }
            DatabaseAction::ExportTo(target) => {
                if let (Some(ids), Some(db)) =
                    (self.database.pending_export.take(), &mut self.database.open)
                {
                    db.export_games(ids, target);
                }
            }
            DatabaseAction::PlayerView(prefix) => {
                if let Some(db) = &mut self.database.open
                    && !prefix.trim().is_empty()
                {
                    db.ask_player(prefix.trim());
                }
                self.database.player_name = Some(prefix);
            }
            DatabaseAction::ClosePlayerView => self.database.player_name = None,
        }
    }

    fn open_database(&mut self, path: PathBuf, create: bool) {
        self.close_database();
        let waker_ctx = self.database.ctx.clone();
        let waker: crate::app::database::Waker = std::sync::Arc::new(move || {
            if let Some(ctx) = &waker_ctx {
                ctx.request_repaint();
            }
        });
        match OpenDatabase::open(&path, create, waker) {
            Ok(db) => {
                self.database.open = Some(db);
                self.database.window_open = true;
                self.database.form = FilterForm::default();
                self.database.selection.clear();
                self.database.cursor = None;
            }
            Err(e) => self.file_error(t!(
                "database-cannot-open-file",
                file = path.display().to_string(),
                error = e.to_string()
            )),
        }
    }

    fn close_database(&mut self) {
        if let Some(db) = self.database.open.take() {
            if let Some(job) = db.import_job() {
                let kept = job.status().totals().imported;
                self.notify(t!("database-import-cancelled-kept", count = kept), false);
            }
            // Dropping it ends its threads (an import stops after its current game).
            drop(db);
        }
        self.database.window_open = false;
        self.database.player_name = None;
        self.database.skipped_open = false;
        self.database.confirm_delete = None;
    }

    fn import_files(&mut self, files: Vec<PathBuf>) {
        let (pgn, other): (Vec<PathBuf>, Vec<PathBuf>) =
            files.into_iter().partition(|f| is_pgn_file(f));
        for file in other {
            self.notify(t!("database-not-pgn", file = file_name(&file)), true);
        }
        if pgn.is_empty() {
            return;
        }
        let Some(db) = &mut self.database.open else {
            self.database.offer_new = Some(pgn);
            return;
        };
        match db.import(pgn) {
            Ok(()) => self.database.window_open = true,
            Err(e) => self.notify(e, true),
        }
    }

    fn copy_to(&mut self, target: PathBuf) {
        let Some(ids) = self.database.pending_copy.take() else {
            return;
        };
        let Some(db) = &mut self.database.open else {
            return;
        };
        let same = match (
            std::fs::canonicalize(db.path()),
            std::fs::canonicalize(&target),
        ) {
            (Ok(a), Ok(b)) => a == b,
            _ => db.path() == target,
        };
        if same {
            self.notify(t!("database-copy-elsewhere"), true);
            return;
        }
        db.copy_games(ids, target);
    }

    /// Save for a game loaded from a database: written back in place.
    fn save_to_database(&mut self) {
        let Some(location) = self.files.database_game.clone() else {
            return;
        };
        let text = self.pgn_text();
        let game = crate::formats::pgn::read_all(&text).into_iter().next();
        let Some(Ok(game)) = game else {
            self.notify(t!("database-cannot-save-pgn"), true);
            return;
        };
        match &mut self.database.open {
            Some(db) if db.path() == location.path => db.save_game(location.id, game),
            _ => self.notify(
                t!("database-closed-save", file = file_name(&location.path)),
                true,
            ),
        }
    }

    /// Called from `logic()`: takes in the database's answers, asks for the explorer of the
    /// shown position and the rows of the list's visible window.
    pub(super) fn database_logic(&mut self, ctx: &egui::Context) {
        if self.database.ctx.is_none() {
            self.database.ctx = Some(ctx.clone());
        }
        let Some(db) = &mut self.database.open else {
            return;
        };
        db.poll();
        let filter = if self.database.explorer_uses_filter {
            db.list.filter.clone()
        } else {
            GameFilter::default()
        };
        db.explorer(self.session.game().viewed(), &filter);
        if self.database.window_open {
            db.want_rows(self.database.visible.clone());
        }
        let events = db.take_events();
        for event in events {
            self.database_event(event);
        }
    }

    fn database_event(&mut self, event: DatabaseEvent) {
        match event {
            DatabaseEvent::Opened { games } => {
                if let Some(db) = &self.database.open {
                    let path = db.path().to_owned();
                    self.notify(
                        t!("database-opened", file = file_name(&path), count = games),
                        false,
                    );
                    pgn_file::remember_recent(
                        &mut self.settings.recent_databases,
                        &path,
                        MAX_RECENT_DATABASES,
                    );
                }
                if let Some(files) = self.database.pending_import.take() {
                    self.import_files(files);
                }
            }
            DatabaseEvent::OpenFailed(text) => {
                self.database.open = None;
                self.database.window_open = false;
                self.database.pending_import = None;
                self.file_error(t!("database-cannot-open", error = text));
            }
            DatabaseEvent::GameLoaded { location, game } => match pgn::imported(*game) {
                Ok(imported) => {
                    self.load_imported(imported);
                    self.files.location = None;
                    if let Some(list) = &mut self.files.list {
                        list.clear_selection();
                    }
                    self.database.selection = BTreeSet::from([location.id]);
                    self.training_game_loaded(location.id);
                    self.files.database_game = Some(location);
                }
                Err(e) => self.file_error(t!("database-cannot-load", error = e.to_string())),
            },
            DatabaseEvent::Saved(DatabaseGame { path, id }) => {
                self.files.saved_revision = Some(self.session.game().revision());
                self.notify(
                    t!(
                        "database-saved-game",
                        id = id.to_string(),
                        file = file_name(&path)
                    ),
                    false,
                );
            }
            DatabaseEvent::Deleted { deleted, requested } => {
                let ids = std::mem::take(&mut self.database.deleting);
                self.database.selection.retain(|id| !ids.contains(id));
                if let Some(location) = &self.files.database_game
                    && ids.contains(&location.id)
                {
                    // The game shown is no longer stored: Save asks for a file.
                    self.files.database_game = None;
                }
                self.database.cursor = None;
                let text = if deleted == requested {
                    t!("database-deleted", count = deleted)
                } else {
                    t!(
                        "database-deleted-some",
                        count = deleted,
                        requested = requested
                    )
                };
                self.notify(text, false);
            }
            DatabaseEvent::Copied {
                target,
                copied,
                duplicates,
            } => {
                let text = if duplicates > 0 {
                    t!(
                        "database-copied-duplicates",
                        count = copied,
                        file = file_name(&target),
                        duplicates = duplicates
                    )
                } else {
                    t!("database-copied", count = copied, file = file_name(&target))
                };
                self.notify(text, false);
                pgn_file::remember_recent(
                    &mut self.settings.recent_databases,
                    &target,
                    MAX_RECENT_DATABASES,
                );
            }
            DatabaseEvent::Exported { target, games } => {
                self.notify(
                    t!(
                        "database-exported",
                        count = games,
                        file = target.display().to_string()
                    ),
                    false,
                );
            }
            DatabaseEvent::ImportFinished(report) => {
                let summary = import_summary(&report.totals);
                match &report.error {
                    Some(error) => self.file_error(t!(
                        "database-import-failed",
                        summary = summary,
                        error = error
                    )),
                    None if report.cancelled => {
                        self.notify(t!("database-import-cancelled", summary = summary), false)
                    }
                    None => self.notify(t!("database-import-finished", summary = summary), false),
                }
            }
            DatabaseEvent::Error(text) => self.notify(text, true),
        }
    }

    /// The dropped files a database takes: PGN files import into the open database (or,
    /// when none is open and they cannot open as a game file, a new one is offered), and a
    /// database file opens. Returns the files left for the game files.
    pub(super) fn take_dropped_for_database(&mut self, files: Vec<PathBuf>) -> Vec<PathBuf> {
        let is_database = |f: &PathBuf| {
            f.extension().is_some_and(|e| {
                DATABASE_EXTENSIONS
                    .iter()
                    .any(|d| e.eq_ignore_ascii_case(d))
            })
        };
        let mut rest = Vec::new();
        let mut pgn = Vec::new();
        for file in files {
            if is_database(&file) {
                self.actions
                    .push(Action::Database(DatabaseAction::Open(file)));
            } else if is_pgn_file(&file) {
                pgn.push(file);
            } else {
                rest.push(file);
            }
        }
        let plain_single = pgn.len() == 1
            && pgn
                .first()
                .is_some_and(|f| f.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")));
        let action = if pgn.is_empty() {
            None
        } else if self.database.open.is_some() {
            Some(DatabaseAction::Import(pgn))
        } else if plain_single {
            // One PGN file with no database open opens as a game file, as before.
            rest.extend(pgn);
            None
        } else {
            Some(DatabaseAction::OfferNewDatabase(pgn))
        };
        self.actions.extend(action.map(Action::Database));
        rest
    }

    /// The database's windows: the database window, its questions, skipped games, the
    /// player view.
    pub(super) fn database_windows(&mut self, ctx: &egui::Context) {
        let mut actions = Vec::new();
        if let Some(files) = &self.database.offer_new {
            let text = t!("database-offer-new-text", count = files.len());
            let (title, new, cancel) = (
                t!("database-offer-new-title"),
                t!("database-offer-new-button"),
                t!("common-cancel"),
            );
            match super::view::question(ctx, "offer-new-database", &title, &text, &[&new, &cancel])
            {
                Some(0) => {
                    self.database.pending_import = self.database.offer_new.take();
                    actions.push(DatabaseAction::NewDialog);
                }
                Some(_) => actions.push(DatabaseAction::DeclineNewDatabase),
                None => {}
            }
        }
        if let Some(ids) = &self.database.confirm_delete {
            let text = t!("database-delete-text", count = ids.len());
            let (title, delete, keep) = (
                t!("database-delete-title"),
                t!("common-delete"),
                t!("database-delete-keep"),
            );
            match super::view::question(
                ctx,
                "confirm-delete-games",
                &title,
                &text,
                &[&delete, &keep],
            ) {
                Some(0) => actions.push(DatabaseAction::DeleteConfirmed),
                Some(_) => actions.push(DatabaseAction::CancelDelete),
                None => {}
            }
        }
        actions.extend(self.database_window(ctx));
        actions.extend(self.skipped_window(ctx));
        actions.extend(self.player_window(ctx));
        self.actions
            .extend(actions.into_iter().map(Action::Database));
    }
}

/// An import's totals in words (the `tempo db` command line keeps its own English summary).
fn import_summary(totals: &crate::app::database::Totals) -> String {
    t!(
        "database-import-summary",
        imported = totals.imported,
        skipped = totals.skipped,
        duplicates = totals.duplicates
    )
}

/// The file name extensions of databases, for the file chooser and dropped files.
pub const DATABASE_EXTENSIONS: &[&str] = &["db", "tdb", "sqlite"];
