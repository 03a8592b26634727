//! Choosing files and folders. Where a desktop file-chooser service answers, the system dialog
//! is used; where none runs (no desktop session, or the dialog fails at once), the app's own
//! chooser opens instead: a path field, the folder's entries, recent files, and a question
//! before replacing a file. Choosing a file never silently does nothing.

use std::{
    path::{Path, PathBuf},
    sync::mpsc,
    time::{Duration, Instant},
};

use eframe::egui::{self, RichText};

use super::{
    actions::Action,
    app::TempoApp,
    database::DatabaseAction,
    engine_manager::EngineAction,
    files::FileAction,
    share::{ExportKind, ShareAction},
    tournament::TournamentAction,
    training::TrainingAction,
};
use crate::{
    app::{
        dir_listing::{self, DirEntry},
        training::pool::SetSource,
    },
    t,
};

/// What a file is being chosen for; decides the filter, the title and the action it ends in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileChoice {
    /// A PGN (or FEN/EPD) file to open.
    OpenGame,
    /// Where to save the game.
    SaveGameAs {
        /// The proposed file name.
        name: String,
    },
    /// A PGN file to append the game to.
    AppendGame,
    /// A Polyglot opening book.
    Book,
    /// A game database to open.
    OpenDatabase,
    /// The file of a new game database.
    NewDatabase,
    /// A PGN file to import into the open database.
    ImportPgn,
    /// The PGN file to export database games to.
    ExportPgn,
    /// The database to copy games into (created when missing).
    CopyToDatabase,
    /// An EPD file of problems for the puzzle trainer.
    PuzzleSet,
    /// A PGN file to add to a repertoire.
    RepertoirePgn(crate::chess::Color),
    /// An opening file (EPD or PGN) for a tournament.
    TournamentOpenings,
    /// The PGN file a tournament's games go to.
    TournamentPgn,
    /// An engine program.
    EngineProgram,
    /// An engine's working folder.
    EngineWorkingDir,
    /// Where to write an exported picture, animation or printable page.
    Export {
        /// What is exported.
        kind: ExportKind,
        /// The proposed file name.
        name: String,
    },
    /// The value of an engine option that names a file or folder.
    EngineOption {
        /// The engine.
        engine: String,
        /// The option.
        option: String,
        /// A folder rather than a file.
        folder: bool,
    },
}

impl FileChoice {
    fn title(&self) -> String {
        match self {
            FileChoice::OpenGame => t!("files-title-open-game"),
            FileChoice::SaveGameAs { .. } => t!("files-title-save-game-as"),
            FileChoice::AppendGame => t!("files-title-append-game"),
            FileChoice::Book => t!("files-title-book"),
            FileChoice::OpenDatabase => t!("files-title-open-database"),
            FileChoice::NewDatabase => t!("files-title-new-database"),
            FileChoice::ImportPgn => t!("files-title-import-pgn"),
            FileChoice::ExportPgn => t!("files-title-export-pgn"),
            FileChoice::CopyToDatabase => t!("files-title-copy-to-database"),
            FileChoice::PuzzleSet => t!("files-title-puzzle-set"),
            FileChoice::RepertoirePgn(crate::chess::Color::White) => {
                t!("files-title-white-repertoire")
            }
            FileChoice::RepertoirePgn(crate::chess::Color::Black) => {
                t!("files-title-black-repertoire")
            }
            FileChoice::TournamentOpenings => t!("files-title-tournament-openings"),
            FileChoice::TournamentPgn => t!("files-title-tournament-pgn"),
            FileChoice::EngineProgram => t!("files-title-engine-program"),
            FileChoice::EngineWorkingDir => t!("files-title-engine-folder"),
            FileChoice::Export { kind, .. } => kind.title(),
            FileChoice::EngineOption { folder: true, .. } => t!("files-title-folder"),
            FileChoice::EngineOption { folder: false, .. } => t!("files-title-file"),
        }
    }

    fn extensions(&self) -> &'static [&'static str] {
        match self {
            FileChoice::OpenGame => &["pgn", "fen", "epd"],
            FileChoice::SaveGameAs { .. } | FileChoice::AppendGame => &["pgn"],
            FileChoice::Book => &["bin"],
            FileChoice::OpenDatabase | FileChoice::NewDatabase | FileChoice::CopyToDatabase => {
                super::database::DATABASE_EXTENSIONS
            }
            FileChoice::ImportPgn => &["pgn", "gz", "zst"],
            FileChoice::ExportPgn | FileChoice::RepertoirePgn(_) => &["pgn"],
            FileChoice::PuzzleSet => &["epd"],
            FileChoice::Export { kind, .. } => kind.extensions(),
            FileChoice::TournamentOpenings => &["epd", "pgn"],
            FileChoice::TournamentPgn => &["pgn"],
            _ => &[],
        }
    }

    /// Choosing a folder, not a file.
    fn wants_folder(&self) -> bool {
        matches!(
            self,
            FileChoice::EngineWorkingDir | FileChoice::EngineOption { folder: true, .. }
        )
    }

    /// Several files may be chosen at once.
    fn takes_many(&self) -> bool {
        matches!(self, FileChoice::ImportPgn)
    }

    /// The chosen file may not exist yet.
    fn may_create(&self) -> bool {
        matches!(
            self,
            FileChoice::SaveGameAs { .. }
                | FileChoice::AppendGame
                | FileChoice::NewDatabase
                | FileChoice::ExportPgn
                | FileChoice::CopyToDatabase
                | FileChoice::Export { .. }
                | FileChoice::TournamentPgn
        )
    }

    /// The action that uses the chosen path.
    pub fn into_action(self, path: PathBuf) -> Action {
        match self {
            FileChoice::OpenGame => Action::File(FileAction::Open(path)),
            FileChoice::SaveGameAs { .. } => Action::File(FileAction::SaveTo(path)),
            FileChoice::AppendGame => Action::File(FileAction::AppendTo(path)),
            FileChoice::Book => Action::SetBook(path),
            FileChoice::OpenDatabase => Action::Database(DatabaseAction::Open(path)),
            FileChoice::NewDatabase => Action::Database(DatabaseAction::Create(path)),
            FileChoice::ImportPgn => Action::Database(DatabaseAction::Import(vec![path])),
            FileChoice::ExportPgn => Action::Database(DatabaseAction::ExportTo(path)),
            FileChoice::CopyToDatabase => Action::Database(DatabaseAction::CopyTo(path)),
            FileChoice::PuzzleSet => {
                Action::Training(TrainingAction::LoadSet(SetSource::Epd(path)))
            }
            FileChoice::RepertoirePgn(color) => {
                Action::Training(TrainingAction::LoadRepertoire(color, path))
            }
            FileChoice::Export { kind, .. } => Action::Share(ShareAction::Write(kind, path)),
            FileChoice::TournamentOpenings => {
                Action::Tournament(TournamentAction::SetOpenings(path))
            }
            FileChoice::TournamentPgn => Action::Tournament(TournamentAction::SetPgn(path)),
            FileChoice::EngineProgram => Action::Engines(EngineAction::ProgramChosen(path)),
            FileChoice::EngineWorkingDir => Action::Engines(EngineAction::WorkingDirChosen(path)),
            FileChoice::EngineOption { engine, option, .. } => {
                Action::Engines(EngineAction::SetOption {
                    engine,
                    option,
                    value: path.display().to_string(),
                })
            }
        }
    }

    /// The action that uses several chosen files: all of them where the choice takes many,
    /// else the first.
    pub fn into_action_many(self, mut paths: Vec<PathBuf>) -> Option<Action> {
        if self == FileChoice::ImportPgn {
            return (!paths.is_empty()).then_some(Action::Database(DatabaseAction::Import(paths)));
        }
        if paths.is_empty() {
            return None;
        }
        Some(self.into_action(paths.swap_remove(0)))
    }

    /// The system dialog for this choice (blocks its thread until answered); nothing chosen
    /// gives an empty list.
    fn system_dialog(&self) -> Vec<PathBuf> {
        let mut dialog = rfd::FileDialog::new().set_title(self.title());
        let extensions = self.extensions();
        if !extensions.is_empty() {
            let name = match self {
                FileChoice::Book => t!("files-filter-book"),
                FileChoice::OpenDatabase | FileChoice::NewDatabase | FileChoice::CopyToDatabase => {
                    t!("files-filter-database")
                }
                FileChoice::ImportPgn => t!("files-filter-pgn"),
                FileChoice::Export { kind, .. } => kind.filter_name(),
                _ => t!("files-filter-chess"),
            };
            dialog = dialog.add_filter(name, extensions);
        }
        let one = match self {
            c if c.takes_many() => return dialog.pick_files().unwrap_or_default(),
            FileChoice::SaveGameAs { name } | FileChoice::Export { name, .. } => {
                dialog.set_file_name(name).save_file()
            }
            FileChoice::NewDatabase | FileChoice::ExportPgn | FileChoice::CopyToDatabase => {
                dialog.save_file()
            }
            c if c.wants_folder() => dialog.pick_folder(),
            _ => dialog.pick_file(),
        };
        one.into_iter().collect()
    }
}

/// What the system dialog's thread reports.
pub enum DialogReply {
    /// A path was chosen.
    Chosen(Action),
    /// The dialog failed at once (no file-chooser service): use the app's own chooser.
    Unavailable(FileChoice),
}

/// A system dialog answering "nothing chosen" faster than this did not really open.
const DIALOG_FAILED_WITHIN: Duration = Duration::from_millis(400);

/// Whether a desktop session that could run the file-chooser portal is there at all.
fn desktop_session() -> bool {
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        && (std::env::var_os("XDG_CURRENT_DESKTOP").is_some()
            || std::env::var_os("WAYLAND_DISPLAY").is_some())
}

/// The app's own chooser window.
pub struct FileChooser {
    choice: FileChoice,
    dir: PathBuf,
    typed: String,
    entries: Result<Vec<DirEntry>, String>,
    show_hidden: bool,
    /// The files picked with Ctrl+click (or "All listed files"), where the choice takes
    /// several; a plain click picks one.
    picked: Vec<PathBuf>,
    /// The path waiting for "replace it?".
    confirm_replace: Option<PathBuf>,
    error: Option<String>,
}

/// What the chooser's user did this frame.
enum ChooserReply {
    Chosen(PathBuf),
    /// Several files, where the choice takes many.
    ChosenMany(Vec<PathBuf>),
    /// Saving onto an existing file: add the game to it instead of replacing it.
    Append(PathBuf),
    Cancel,
}

impl FileChooser {
    /// Opens in `dir` (the last folder used, else the home folder, else the current one).
    pub fn new(choice: FileChoice, dir: Option<PathBuf>) -> FileChooser {
        let dir = dir
            .filter(|d| d.is_dir())
            .or_else(home_dir)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("/"));
        let typed = match &choice {
            FileChoice::SaveGameAs { name } | FileChoice::Export { name, .. } => name.clone(),
            _ => String::new(),
        };
        let mut chooser = FileChooser {
            choice,
            dir: PathBuf::new(),
            typed,
            entries: Ok(Vec::new()),
            show_hidden: false,
            picked: Vec::new(),
            confirm_replace: None,
            error: None,
        };
        chooser.enter(dir);
        chooser
    }

    /// What this chooser is for.
    pub fn choice(&self) -> &FileChoice {
        &self.choice
    }

    /// The folder shown.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn enter(&mut self, dir: PathBuf) {
        self.entries =
            dir_listing::list(&dir, self.choice.extensions(), self.show_hidden).map_err(|e| {
                t!(
                    "files-cannot-read-folder",
                    path = dir.display().to_string(),
                    error = e.to_string()
                )
            });
        self.dir = dir;
        self.picked.clear();
        self.error = None;
    }

    /// A click on a file of the listing: Ctrl+click adds it to (or takes it from) the picked
    /// files where the choice takes several; a plain click picks just this one.
    fn pick(&mut self, entry: &DirEntry, add: bool) {
        if !self.choice.takes_many() {
            self.typed = entry.name.clone();
            return;
        }
        if !add {
            self.picked.clear();
        }
        if let Some(at) = self.picked.iter().position(|p| *p == entry.path) {
            self.picked.remove(at);
        } else {
            self.picked.push(entry.path.clone());
        }
        self.typed = match self.picked.as_slice() {
            [one] => super::files::file_name(one),
            _ => String::new(),
        };
    }

    /// Takes what the user typed or clicked: a folder opens, a file is chosen (after asking
    /// before replacing one when saving).
    fn accept(&mut self, path: PathBuf) -> Option<ChooserReply> {
        self.error = None;
        if path.is_dir() {
            if self.choice.wants_folder() && self.typed.trim().is_empty() {
                return Some(ChooserReply::Chosen(path));
            }
            self.typed.clear();
            self.enter(path);
            return None;
        }
        if self.choice.wants_folder() {
            self.error = Some(t!("files-not-a-folder", path = path.display().to_string()));
            return None;
        }
        let path = match &self.choice {
            // A name typed without an extension gets `.pgn`.
            FileChoice::SaveGameAs { .. } | FileChoice::ExportPgn if path.extension().is_none() => {
                path.with_extension("pgn")
            }
            FileChoice::NewDatabase | FileChoice::CopyToDatabase if path.extension().is_none() => {
                path.with_extension("db")
            }
            FileChoice::Export { kind, .. } if path.extension().is_none() => {
                path.with_extension(kind.extensions().first().copied().unwrap_or_default())
            }
            _ => path,
        };
        if path.exists() {
            if matches!(
                self.choice,
                FileChoice::SaveGameAs { .. } | FileChoice::ExportPgn | FileChoice::Export { .. }
            ) {
                self.confirm_replace = Some(path);
                return None;
            }
            return Some(ChooserReply::Chosen(path));
        }
        if self.choice.may_create() {
            if path.parent().is_some_and(Path::is_dir) {
                return Some(ChooserReply::Chosen(path));
            }
            self.error = Some(t!(
                "files-no-such-folder",
                path = path.parent().unwrap_or(&path).display().to_string()
            ));
            return None;
        }
        self.error = Some(t!(
            "files-does-not-exist",
            path = path.display().to_string()
        ));
        None
    }

    fn show(&mut self, ctx: &egui::Context, recent: &[PathBuf]) -> Option<ChooserReply> {
        let mut reply = None;
        let mut open = true;
        egui::Window::new(self.choice.title())
            .id(egui::Id::unique("file-chooser"))
            .open(&mut open)
            .collapsible(false)
            .default_size([560.0, 420.0])
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .show(ctx, |ui| reply = self.ui(ui, recent));
        if !open {
            reply = Some(ChooserReply::Cancel);
        }
        if let Some(path) = self.confirm_replace.clone() {
            let answer = super::view::question(
                ctx,
                "file-chooser-replace",
                &t!("files-replace-title"),
                &t!("files-replace-text", path = path.display().to_string()),
                &[
                    t!("files-replace").as_str(),
                    t!("files-append-to-it").as_str(),
                    t!("files-keep-file").as_str(),
                ],
            );
            match answer {
                Some(0) => reply = Some(ChooserReply::Chosen(path)),
                Some(1) => reply = Some(ChooserReply::Append(path)),
                _ => {}
            }
            if answer.is_some() {
                self.confirm_replace = None;
            }
        }
        reply
    }

    fn ui(&mut self, ui: &mut egui::Ui, recent: &[PathBuf]) -> Option<ChooserReply> {
        let mut reply = None;
        let mut go_to = None;
        ui.horizontal(|ui| {
            if ui
                .button(t!("files-up"))
                .on_hover_text(t!("files-up-hint"))
                .clicked()
                && let Some(parent) = self.dir.parent()
            {
                go_to = Some(parent.to_owned());
            }
            if let Some(home) = home_dir()
                && ui.button(t!("files-home")).clicked()
            {
                go_to = Some(home);
            }
            ui.label(RichText::new(self.dir.display().to_string()).monospace())
                .on_hover_text(t!("files-folder-shown"));
        });
        let recent: Vec<&PathBuf> = recent
            .iter()
            .filter(|p| dir_listing::has_extension(p, self.choice.extensions()) && p.exists())
            .take(5)
            .collect();
        if !recent.is_empty() && !self.choice.wants_folder() {
            ui.horizontal_wrapped(|ui| {
                ui.weak(t!("files-recent"));
                for path in recent {
                    let name = super::files::file_name(path);
                    if ui
                        .small_button(name)
                        .on_hover_text(path.display().to_string())
                        .clicked()
                    {
                        self.typed = path.display().to_string();
                        reply = self.accept(path.clone());
                    }
                }
            });
        }
        ui.separator();
        let footer = if self.choice.takes_many() { 92.0 } else { 64.0 };
        let mut clicked = None;
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .max_height((ui.available_height() - footer).max(80.0))
            .show(ui, |ui| match &self.entries {
                Err(why) => {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
                Ok(entries) if entries.is_empty() => {
                    ui.weak(t!("files-nothing-here"));
                }
                Ok(entries) => {
                    for entry in entries {
                        let label = if entry.is_dir {
                            format!("{}/", entry.name)
                        } else {
                            entry.name.clone()
                        };
                        let selected = !entry.is_dir
                            && (self.picked.contains(&entry.path) || self.typed == entry.name);
                        let size = (!entry.is_dir).then(|| dir_listing::human_size(entry.size));
                        let response = list_row(ui, selected, &label, size.as_deref());
                        if response.double_clicked() || (entry.is_dir && response.clicked()) {
                            go_to = Some(entry.path.clone());
                            if !entry.is_dir {
                                self.typed = entry.name.clone();
                            }
                        } else if response.clicked() {
                            let add = ui.input(|i| i.modifiers.command || i.modifiers.shift);
                            clicked = Some((entry.clone(), add));
                        }
                    }
                }
            });
        if let Some((entry, add)) = clicked {
            self.pick(&entry, add);
        }
        ui.separator();
        let mut enter = false;
        ui.horizontal(|ui| {
            let label = ui.label(if self.choice.wants_folder() {
                t!("files-folder-field")
            } else {
                t!("files-file-field")
            });
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .hint_text(t!("files-path-hint"))
                        .desired_width(ui.available_width() - 8.0),
                )
                .labelled_by(label.id);
            enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        });
        if self.choice.takes_many() {
            ui.horizontal(|ui| {
                let files: Vec<PathBuf> = match &self.entries {
                    Ok(entries) => entries
                        .iter()
                        .filter(|e| !e.is_dir)
                        .map(|e| e.path.clone())
                        .collect(),
                    Err(_) => Vec::new(),
                };
                if ui
                    .add_enabled(!files.is_empty(), egui::Button::new(t!("files-all-listed")))
                    .on_hover_text(t!("files-all-listed-hint"))
                    .clicked()
                {
                    self.typed.clear();
                    self.picked = files;
                }
                if self.picked.len() > 1 {
                    ui.label(t!("files-picked", count = self.picked.len()));
                } else {
                    ui.weak(t!("files-ctrl-click-hint"));
                }
            });
        }
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        ui.horizontal(|ui| {
            let ok = match &self.choice {
                FileChoice::SaveGameAs { .. } | FileChoice::Export { .. } => t!("common-save"),
                FileChoice::AppendGame => t!("files-append"),
                FileChoice::OpenGame => t!("common-open"),
                _ => t!("files-choose"),
            };
            let many = self.picked.len() > 1 && self.typed.trim().is_empty();
            let can_accept = !self.typed.trim().is_empty() || self.choice.wants_folder() || many;
            if ui.add_enabled(can_accept, egui::Button::new(ok)).clicked() || (enter && can_accept)
            {
                if many {
                    reply = Some(ChooserReply::ChosenMany(self.picked.clone()));
                    return;
                }
                let path = if self.typed.trim().is_empty() {
                    self.dir.clone()
                } else {
                    dir_listing::resolve_typed(&self.typed, &self.dir, home_dir().as_deref())
                };
                reply = reply.take().or_else(|| self.accept(path));
            }
            if ui.button(t!("common-cancel")).clicked() {
                reply = Some(ChooserReply::Cancel);
            }
            if ui
                .checkbox(&mut self.show_hidden, t!("files-hidden"))
                .changed()
            {
                go_to = Some(self.dir.clone());
            }
        });
        if let Some(dir) = go_to {
            reply = reply.or_else(|| self.accept(dir));
        }
        reply
    }
}

/// One full-width row of the listing: highlighted when selected or hovered, the name left
/// and the size right.
fn list_row(ui: &mut egui::Ui, selected: bool, name: &str, size: Option<&str>) -> egui::Response {
    let height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::click(),
    );
    let visuals = ui.visuals();
    if selected {
        ui.painter()
            .rect_filled(rect, 3.0, visuals.selection.bg_fill);
    } else if response.hovered() {
        ui.painter()
            .rect_filled(rect, 3.0, visuals.widgets.hovered.weak_bg_fill);
    }
    let font = egui::TextStyle::Body.resolve(ui.style());
    let color = if selected {
        visuals.selection.stroke.color
    } else {
        visuals.text_color()
    };
    ui.painter().text(
        rect.left_center() + egui::vec2(6.0, 0.0),
        egui::Align2::LEFT_CENTER,
        name,
        font.clone(),
        color,
    );
    if let Some(size) = size {
        ui.painter().text(
            rect.right_center() - egui::vec2(6.0, 0.0),
            egui::Align2::RIGHT_CENTER,
            size,
            font,
            visuals.weak_text_color(),
        );
    }
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::ListBoxOption, true, selected, name)
    });
    response
}

fn home_dir() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
}

impl TempoApp {
    /// Asks for a file or folder: the system dialog where a desktop session runs one, the
    /// app's own chooser otherwise (and whenever the system dialog fails).
    pub(super) fn choose_file(&mut self, choice: FileChoice) {
        if !self.file_dialogs || !desktop_session() {
            self.open_chooser(choice);
            return;
        }
        let (tx, rx) = mpsc::channel();
        self.file_results = Some(rx);
        std::thread::spawn(move || {
            let asked = Instant::now();
            let paths = choice.system_dialog();
            let failed_at_once = paths.is_empty() && asked.elapsed() < DIALOG_FAILED_WITHIN;
            let reply = match choice.clone().into_action_many(paths) {
                Some(action) => DialogReply::Chosen(action),
                None if failed_at_once => DialogReply::Unavailable(choice),
                // The user closed the dialog: nothing to do.
                None => return,
            };
            // The app may have closed meanwhile; then nobody needs the answer.
            let _ = tx.send(reply);
        });
    }

    /// Opens the app's own chooser.
    pub(super) fn open_chooser(&mut self, choice: FileChoice) {
        let start = self.settings.last_folder.clone().or_else(|| {
            self.files
                .location
                .as_ref()
                .and_then(|l| l.path.parent().map(Path::to_owned))
        });
        self.chooser = Some(FileChooser::new(choice, start));
    }

    /// Takes in the system dialog's answer (called from `logic()`).
    pub(super) fn poll_file_dialog(&mut self) {
        let Some(rx) = &self.file_results else {
            return;
        };
        match rx.try_recv() {
            Ok(DialogReply::Chosen(action)) => {
                self.file_results = None;
                self.actions.push(action);
            }
            Ok(DialogReply::Unavailable(choice)) => {
                self.file_results = None;
                self.open_chooser(choice);
            }
            Err(mpsc::TryRecvError::Disconnected) => self.file_results = None,
            Err(mpsc::TryRecvError::Empty) => {}
        }
    }

    /// Draws the app's own chooser, when open.
    pub(super) fn chooser_window(&mut self, ctx: &egui::Context) {
        let recent = self.settings.recent_files.clone();
        let Some(chooser) = &mut self.chooser else {
            return;
        };
        match chooser.show(ctx, &recent) {
            Some(ChooserReply::Chosen(path)) => {
                let folder = if path.is_dir() {
                    Some(path.clone())
                } else {
                    path.parent().map(Path::to_owned)
                };
                let choice = chooser.choice().clone();
                self.chooser = None;
                self.settings.last_folder = folder;
                self.actions.push(choice.into_action(path));
            }
            Some(ChooserReply::ChosenMany(paths)) => {
                let choice = chooser.choice().clone();
                self.chooser = None;
                self.settings.last_folder =
                    paths.first().and_then(|p| p.parent()).map(Path::to_owned);
                if let Some(action) = choice.into_action_many(paths) {
                    self.actions.push(action);
                }
            }
            Some(ChooserReply::Append(path)) => {
                self.chooser = None;
                self.settings.last_folder = path.parent().map(Path::to_owned);
                self.actions.push(Action::File(FileAction::AppendTo(path)));
            }
            Some(ChooserReply::Cancel) => self.chooser = None,
            None => {}
        }
    }
}
