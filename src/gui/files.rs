//! Opening and saving game files: open by the file chooser, by dropping a file on the window,
//! from the recent files or by pasting text; save, save as, append. A game read from a file
//! remembers where it is ([`GameLocation`]): saving replaces just that game and leaves the
//! rest of the file byte for byte; a file changed on disk since it was read is never
//! overwritten without asking. A file with several games opens the game list
//! ([`super::game_list`]), which can be closed and opened again from the Game menu. A file
//! that cannot be read leaves the current game alone and shows why, with game number, line
//! and column.

use std::path::{Path, PathBuf};

use eframe::egui::{self, RichText};

use super::{actions::Action, app::TempoApp, file_chooser::FileChoice, game_list::GameList};
use crate::{
    app::{
        game_pgn as pgn,
        pgn_file::{self, GameLocation, SaveError},
    },
    t,
};

/// How many files Game ▸ Recent files remembers.
const RECENT_FILES: usize = 10;

/// A request about files.
#[derive(Debug)]
pub enum FileAction {
    /// Open this file: a PGN (its only game, or the game list), a FEN or an EPD.
    Open(PathBuf),
    /// Ask for a file to open.
    OpenDialog,
    /// Save to the game's place in the file it came from or was last saved to (ask for a
    /// file when there is none).
    Save,
    /// Ask for a file name and save there.
    SaveAsDialog,
    /// Write the game to this file, as its only game (the user chose to replace it).
    SaveTo(PathBuf),
    /// Ask for a PGN file to append the game to.
    AppendDialog,
    /// Append the game to this file.
    AppendTo(PathBuf),
    /// Open the window to paste PGN or FEN text into.
    OpenPasteWindow,
    /// Load game `number` of the game list (asking first when a game is in progress).
    LoadListed(usize),
    /// Load game `number` of the game list, replacing the current game (kept for undo).
    LoadListedConfirmed(usize),
    /// Hide the game list (Game ▸ Game list shows it again).
    CloseList,
    /// Show the game list of the last multi-game file.
    ShowList,
    /// Close the error window.
    DismissError,
    /// Open the tag editor.
    EditTags,
    /// The file changed on disk: append the game to it instead.
    AppendToChanged,
    /// The file changed on disk: leave it and forget the question.
    CancelChanged,
}

/// What the app knows about files: where the game is saved, the game list, the last error.
#[derive(Default)]
pub struct FilesState {
    /// Where the game is in the file it came from or was last saved to.
    pub location: Option<GameLocation>,
    /// The games of the last opened multi-game file.
    pub list: Option<GameList>,
    /// Whether the game list window is shown.
    pub list_open: bool,
    /// Why the last file could not be read or written (shown until dismissed).
    pub error: Option<String>,
    /// The paste window's text, while it is open.
    pub paste: Option<String>,
    /// The tag editor window.
    pub tags: super::tag_editor::TagEditor,
    /// The game came from a file or paste: its tags are its own, saving fills none in.
    pub loaded: bool,
    /// A save that found its file changed on disk, waiting for the user's choice.
    pub changed_on_disk: Option<GameLocation>,
    /// The game's revision when it was last read or saved (`None`: never saved).
    pub saved_revision: Option<u64>,
    /// The database game the game was loaded from: Save writes it back there.
    pub database_game: Option<crate::app::database::DatabaseGame>,
}

impl FilesState {
    /// The file the game came from or was last saved to.
    pub fn current_path(&self) -> Option<&Path> {
        self.location.as_ref().map(|l| l.path.as_path())
    }
}

impl TempoApp {
    /// Applies one file action.
    pub(super) fn apply_file(&mut self, ctx: &egui::Context, action: FileAction) {
        match action {
            FileAction::Open(path) => self.open_file(ctx, path),
            FileAction::OpenDialog => self.choose_file(FileChoice::OpenGame),
            FileAction::Save if self.files.database_game.is_some() => {
                self.actions
                    .push(Action::Database(super::database::DatabaseAction::Save));
            }
            FileAction::Save => match self.files.location.clone() {
                Some(location) => self.save_in_place(ctx, &location),
                None => self.save_as_dialog(),
            },
            FileAction::SaveAsDialog => self.save_as_dialog(),
            FileAction::SaveTo(path) => self.save_to(ctx, &path),
            FileAction::AppendDialog => self.choose_file(FileChoice::AppendGame),
            FileAction::AppendTo(path) => self.append_to(ctx, &path),
            FileAction::OpenPasteWindow => self.files.paste = Some(String::new()),
            FileAction::LoadListed(number) => {
                self.guard_replace(Action::File(FileAction::LoadListedConfirmed(number)))
            }
            FileAction::LoadListedConfirmed(number) => self.load_listed(ctx, number),
            FileAction::CloseList => self.files.list_open = false,
            FileAction::ShowList => self.files.list_open = self.files.list.is_some(),
            FileAction::DismissError => self.files.error = None,
            FileAction::EditTags => self.files.tags.open = true,
            FileAction::AppendToChanged => {
                if let Some(location) = self.files.changed_on_disk.take() {
                    self.append_to(ctx, &location.path);
                }
            }
            FileAction::CancelChanged => self.files.changed_on_disk = None,
        }
    }

    /// Shows an error about a file until dismissed (and as a notice).
    pub(super) fn file_error(&mut self, text: String) {
        self.notify(text.clone(), true);
        self.files.error = Some(text);
    }

    fn open_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        match pgn_file::looks_like_text(&path) {
            Ok(true) => {}
            Ok(false) => {
                self.file_error(t!(
                    "files-not-a-text-file",
                    path = path.display().to_string()
                ));
                return;
            }
            Err(e) => {
                self.file_error(cannot_open(&path, e));
                return;
            }
        }
        let is_pgn = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
        if !is_pgn {
            match std::fs::read_to_string(&path) {
                Ok(text) => self.open_position_text(&text, &path),
                Err(e) => self.file_error(cannot_open(&path, e)),
            }
            return;
        }
        match GameList::open(&path, ctx) {
            Ok(list) => {
                self.files.list = Some(list);
                self.files.list_open = false;
                self.settle_list();
                pgn_file::remember_recent(&mut self.settings.recent_files, &path, RECENT_FILES);
            }
            Err(e) => self.file_error(cannot_open(&path, e)),
        }
    }

    /// A FEN or EPD file: its first position opens on the analysis board.
    fn open_position_text(&mut self, text: &str, path: &Path) {
        let first = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty())
            .unwrap_or("");
        // An EPD line is a FEN's first four fields followed by operations.
        let fen = match crate::formats::epd::EpdRecord::parse(first, 1) {
            Ok(record) => record.position.to_fen(),
            Err(_) => first.to_owned(),
        };
        match crate::chess::Position::from_fen(&fen) {
            Ok(_) => {
                self.guard_replace(Action::ShowPosition(fen));
                pgn_file::remember_recent(&mut self.settings.recent_files, path, RECENT_FILES);
            }
            Err(e) => self.file_error(t!(
                "files-not-a-position",
                path = path.display().to_string(),
                error = e.to_string()
            )),
        }
    }

    /// Once indexing is over, a file with one game loads it and one with none is an error;
    /// with more the list opens.
    fn settle_list(&mut self) {
        let Some(list) = &mut self.files.list else {
            return;
        };
        list.poll();
        if list.is_settled() {
            return;
        }
        // Until a second game turns up the list stays hidden: one game just loads.
        if list.len() > 1 {
            list.settle();
            self.files.list_open = true;
            return;
        }
        if !list.is_done() {
            return;
        }
        if list.len() == 1 && list.invalid(1).is_none() {
            list.settle();
            self.guard_replace(Action::File(FileAction::LoadListedConfirmed(1)));
            return;
        }
        let path = list.path().display().to_string();
        let why = match (list.invalid(1), list.failure()) {
            (Some(why), _) => why.to_owned(),
            (None, Some(why)) => why.to_owned(),
            (None, None) => t!("files-holds-no-game"),
        };
        self.files.list = None;
        self.file_error(t!("files-cannot-open", path = path, error = why));
    }

    /// Loads game `number` of the listed file; the current game stays when it fails.
    pub(super) fn load_listed(&mut self, ctx: &egui::Context, number: usize) {
        let Some(list) = &mut self.files.list else {
            return;
        };
        if list.changed_on_disk() {
            let path = list.path().to_owned();
            self.notify(
                t!(
                    "files-list-changed-on-disk",
                    path = path.display().to_string()
                ),
                true,
            );
            if let Ok(fresh) = GameList::open(&path, ctx) {
                self.files.list = Some(fresh);
                self.files.list_open = true;
            }
            return;
        }
        list.select(number);
        let path = list.path().to_owned();
        let start = list.start_of(number);
        match list.read_game(number) {
            Ok(tree) => match pgn::imported(tree) {
                Ok(imported) => {
                    self.load_imported(imported);
                    self.files.location = start.and_then(|(offset, line)| {
                        GameLocation::find(&path, number, offset, line).ok()
                    });
                }
                Err(e) => self.file_error(in_file(&path, e)),
            },
            Err(e) => self.file_error(in_file(&path, e)),
        }
    }

    /// Called from `logic()` every frame: a finished index with one game loads it at once;
    /// with none, an error. Also takes in files dropped on the window.
    pub(super) fn files_logic(&mut self, ctx: &egui::Context) {
        self.settle_list();
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_owned())
                .collect()
        });
        if dropped.is_empty() {
            return;
        }
        // PGN files import into the open database; database files open.
        for file in self.take_dropped_for_database(dropped) {
            self.actions.push(Action::File(FileAction::Open(file)));
        }
    }

    /// While files are dragged over the window: a veil saying what dropping does.
    pub(super) fn drop_overlay(&self, ctx: &egui::Context) {
        let hovering = ctx.input(|i| !i.raw.hovered_files.is_empty());
        if hovering {
            let screen = ctx.content_rect();
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("drop-overlay"),
            ));
            painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
            let text = match &self.database.open {
                Some(db) => t!("files-drop-to-import", database = db.name()),
                None => t!("files-drop-to-open"),
            };
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(24.0),
                egui::Color32::WHITE,
            );
        }
    }

    /// The windows of this module: the game list, the paste box, file errors and the
    /// changed-on-disk question.
    pub(super) fn file_windows(&mut self, ctx: &egui::Context) {
        self.tag_editor(ctx);
        let mut actions = Vec::new();
        if let Some(text) = &mut self.files.paste {
            let mut open = true;
            egui::Window::new(t!("files-paste-title"))
                .id(egui::Id::unique("paste-window"))
                .open(&mut open)
                .collapsible(false)
                .default_width(420.0)
                .show(ctx, |ui| {
                    ui.label(t!("files-paste-prompt"));
                    ui.add(
                        egui::TextEdit::multiline(text)
                            .desired_rows(8)
                            .desired_width(f32::INFINITY)
                            .code_editor(),
                    );
                    if ui
                        .add_enabled(!text.trim().is_empty(), egui::Button::new(t!("files-load")))
                        .clicked()
                    {
                        actions.push(Action::Paste(std::mem::take(text)));
                    }
                });
            if !open || actions.iter().any(|a| matches!(a, Action::Paste(_))) {
                self.files.paste = None;
            }
        }
        if let Some(error) = &self.files.error {
            egui::Window::new(t!("files-error-title"))
                .id(egui::Id::unique("file-error"))
                .collapsible(false)
                .resizable(false)
                .default_width(420.0)
                .show(ctx, |ui| {
                    ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
                    ui.weak(t!("files-game-kept"));
                    if ui.button(t!("common-close")).clicked() {
                        actions.push(Action::File(FileAction::DismissError));
                    }
                });
        }
        if let Some(location) = &self.files.changed_on_disk {
            let name = file_name(&location.path);
            match super::view::question(
                ctx,
                "changed-on-disk",
                &t!("files-changed-on-disk-title", name = name),
                &t!("files-changed-on-disk-text"),
                &[
                    t!("files-append-as-new-game").as_str(),
                    t!("files-save-as").as_str(),
                    t!("common-cancel").as_str(),
                ],
            ) {
                Some(0) => actions.push(Action::File(FileAction::AppendToChanged)),
                Some(1) => {
                    actions.push(Action::File(FileAction::CancelChanged));
                    actions.push(Action::File(FileAction::SaveAsDialog));
                }
                Some(_) => actions.push(Action::File(FileAction::CancelChanged)),
                None => {}
            }
        }
        self.actions.extend(actions);
    }

    /// The game list, as a panel beside the board (drawn before the board's panel).
    pub(super) fn game_list_panel(&mut self, ui: &mut egui::Ui) {
        if !self.files.list_open {
            return;
        }
        if let Some(list) = &mut self.files.list {
            let actions = list.show(ui);
            self.actions.extend(actions);
        }
    }

    /// The Save entry's label: the game and file it saves to.
    pub(super) fn save_label(&self) -> String {
        match &self.files.location {
            _ if let Some(game) = &self.files.database_game => {
                t!(
                    "files-save-game-to",
                    number = game.id,
                    file = file_name(&game.path)
                )
            }
            Some(location)
                if self
                    .files
                    .list
                    .as_ref()
                    .is_some_and(|l| l.path() == location.path && l.len() > 1) =>
            {
                t!(
                    "files-save-game-to",
                    number = location.number,
                    file = file_name(&location.path)
                )
            }
            Some(location) => t!("files-save-to", file = file_name(&location.path)),
            None => t!("files-save"),
        }
    }

    /// The game as PGN text: a game played here gets the players, date and time control
    /// where its tags are unknown; every game gets the opening's `ECO` and `Opening` tags
    /// unless it has them.
    pub fn game_pgn(&self) -> String {
        if self.files.loaded {
            return crate::formats::pgn::write_game(&pgn::export_tree(self.session.game(), None));
        }
        let date = crate::util::date::today_pgn();
        let control = self.session.clock().as_ref().map_or("-".to_owned(), |c| {
            format!(
                "{}+{}",
                c.control().base_secs(),
                c.control().increment_secs()
            )
        });
        pgn::export(
            self.session.game(),
            &self.session.players().white.label(),
            &self.session.players().black.label(),
            &date,
            &control,
        )
    }

    /// A new game forgets the file of the last one.
    pub(super) fn forget_file(&mut self) {
        self.files.location = None;
        self.files.database_game = None;
        self.files.loaded = false;
        if let Some(list) = &mut self.files.list {
            list.clear_selection();
        }
    }

    fn save_as_dialog(&mut self) {
        let name = self
            .files
            .location
            .as_ref()
            .and_then(|l| l.path.file_name())
            .map_or("tempo-game.pgn".to_owned(), |n| {
                n.to_string_lossy().into_owned()
            });
        self.choose_file(FileChoice::SaveGameAs { name });
    }

    /// Saves the game at its place in its file; every other game stays byte for byte.
    fn save_in_place(&mut self, ctx: &egui::Context, location: &GameLocation) {
        let text = self.pgn_text();
        match pgn_file::replace_game(location, &text) {
            Ok(moved) => self.saved(ctx, moved, Written::Saved),
            Err(SaveError::ChangedOnDisk { .. }) => {
                self.files.changed_on_disk = Some(location.clone());
            }
            Err(e) => self.file_error(t!("files-cannot-save", error = e.to_string())),
        }
    }

    /// "Save as" to `path`: the game's own file when it is the one it came from (saved in
    /// place), otherwise a file holding this game alone (the chooser asked before replacing).
    fn save_to(&mut self, ctx: &egui::Context, path: &Path) {
        if let Some(location) = self.files.location.clone()
            && same_file(&location.path, path)
        {
            self.save_in_place(ctx, &location);
            return;
        }
        let text = self.pgn_text();
        match pgn_file::write_single_game(path, &text) {
            Ok(location) => self.saved(ctx, location, Written::Saved),
            Err(e) => self.file_error(t!("files-cannot-save", error = e.to_string())),
        }
    }

    fn append_to(&mut self, ctx: &egui::Context, path: &Path) {
        let text = self.pgn_text();
        match pgn_file::append_game(path, &text) {
            Ok(location) => self.saved(ctx, location, Written::Appended),
            Err(e) => self.file_error(t!("files-cannot-append", error = e.to_string())),
        }
    }

    /// After a write: the game's new place, the recent files, a refreshed game list.
    fn saved(&mut self, ctx: &egui::Context, location: GameLocation, written: Written) {
        let path = location.path.display().to_string();
        let notice = match written {
            Written::Saved => t!("files-saved", path = path),
            Written::Appended => t!("files-appended", path = path),
        };
        self.notify(notice, false);
        pgn_file::remember_recent(
            &mut self.settings.recent_files,
            &location.path,
            RECENT_FILES,
        );
        // The games after this one moved: the list reads the file again.
        if let Some(list) = &self.files.list
            && same_file(list.path(), &location.path)
            && let Ok(mut fresh) = GameList::open(&location.path, ctx)
        {
            fresh.select(location.number);
            fresh.settle();
            self.files.list = Some(fresh);
        }
        self.files.location = Some(location);
        self.files.saved_revision = Some(self.session.game().revision());
    }
}

/// How a game went into its file, for the notice after the write.
#[derive(Clone, Copy)]
enum Written {
    Saved,
    Appended,
}

/// "Cannot open (path): (why)".
fn cannot_open(path: &Path, error: impl std::fmt::Display) -> String {
    t!(
        "files-cannot-open",
        path = path.display().to_string(),
        error = error.to_string()
    )
}

/// An error at a place in a file: "(path): (what)".
fn in_file(path: &Path, error: impl std::fmt::Display) -> String {
    t!(
        "files-error-in-file",
        path = path.display().to_string(),
        error = error.to_string()
    )
}

/// The file name of a path, for menus and titles.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
