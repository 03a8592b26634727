//! Opening and saving PGN files: open by dialog, by dropping a file on the window or by
//! pasting text; save (to the file the game came from), save as, append to a file. A file
//! with several games opens the game list ([`super::game_list`]). A file that cannot be read
//! leaves the current game alone and shows why, with game number, line and column.

use std::{
    io::Write,
    path::{Path, PathBuf},
};

use eframe::egui::{self, RichText};

use super::{actions::Action, app::TempoApp, game_list::GameList, pgn};

/// A request about files.
#[derive(Debug)]
pub enum FileAction {
    /// Open this PGN file (its only game, or the game list).
    Open(PathBuf),
    /// Ask for a PGN file to open.
    OpenDialog,
    /// Save to the file the game came from or was last saved to (ask when there is none).
    Save,
    /// Ask for a file name and save there.
    SaveAsDialog,
    /// Write the game to this file (replacing it).
    SaveTo(PathBuf),
    /// Ask for an existing PGN file to append the game to.
    AppendDialog,
    /// Append the game to this file.
    AppendTo(PathBuf),
    /// Open the window to paste PGN or FEN text into.
    OpenPasteWindow,
    /// Load game `number` of the game list.
    LoadListed(usize),
    /// Close the game list.
    CloseList,
    /// Close the error window.
    DismissError,
    /// Open the tag editor.
    EditTags,
}

/// What the app knows about files: where the game is saved, the game list, the last error.
#[derive(Default)]
pub struct FilesState {
    /// The file the game came from or was last saved to.
    pub current_path: Option<PathBuf>,
    /// The games of the last opened multi-game file.
    pub list: Option<GameList>,
    /// Why the last file could not be read or written (shown until dismissed).
    pub error: Option<String>,
    /// The paste window's text, while it is open.
    pub paste: Option<String>,
    /// The tag editor window.
    pub tags: super::tag_editor::TagEditor,
    /// The game came from a file or paste: its tags are its own, saving fills none in.
    pub loaded: bool,
}

impl TempoApp {
    /// Applies one file action.
    pub(super) fn apply_file(&mut self, ctx: &egui::Context, action: FileAction) {
        match action {
            FileAction::Open(path) => self.open_file(ctx, path),
            FileAction::OpenDialog => self.open_pgn(),
            FileAction::Save => match self.files.current_path.clone() {
                Some(path) => self.save_to(&path),
                None => self.save_as_dialog(),
            },
            FileAction::SaveAsDialog => self.save_as_dialog(),
            FileAction::SaveTo(path) => self.save_to(&path),
            FileAction::AppendDialog => self.in_dialog_thread(|| {
                let path = rfd::FileDialog::new()
                    .set_title("Append the game to…")
                    .add_filter("PGN", &["pgn"])
                    .pick_file()?;
                Some(Action::File(FileAction::AppendTo(path)))
            }),
            FileAction::AppendTo(path) => self.append_to(&path),
            FileAction::OpenPasteWindow => self.files.paste = Some(String::new()),
            FileAction::LoadListed(number) => self.load_listed(number),
            FileAction::CloseList => self.files.list = None,
            FileAction::DismissError => self.files.error = None,
            FileAction::EditTags => self.files.tags.open = true,
        }
    }

    /// Shows an error about a file until dismissed (and as a notice).
    pub(super) fn file_error(&mut self, text: String) {
        self.notify(text.clone(), true);
        self.files.error = Some(text);
    }

    fn open_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        /// Smaller files are indexed at once; bigger ones fill the list from a thread.
        const INDEX_AT_ONCE: u64 = 1 << 20;
        let small = std::fs::metadata(&path).is_ok_and(|m| m.len() < INDEX_AT_ONCE);
        let list = if small {
            GameList::index_now(&path)
        } else {
            GameList::start(&path, ctx)
        };
        match list {
            Ok(list) => {
                self.files.list = Some(list);
                self.settle_list();
            }
            Err(e) => self.file_error(format!("Cannot open {}: {e}", path.display())),
        }
    }

    /// Once indexing is over, a file with one game loads it and one with none is an error;
    /// with more the list stays open.
    fn settle_list(&mut self) {
        let Some(list) = &mut self.files.list else {
            return;
        };
        list.poll();
        // Until a second game turns up the list stays hidden: one game just loads.
        if !list.is_done() || list.len() > 1 {
            return;
        }
        if list.len() == 1 {
            self.load_listed(1);
            self.files.list = None;
            return;
        }
        let path = list.path().display().to_string();
        let why = list.failure().unwrap_or("it holds no game").to_owned();
        self.files.list = None;
        self.file_error(format!("Cannot open {path}: {why}"));
    }

    /// Loads game `number` of the listed file; the current game stays when it fails.
    fn load_listed(&mut self, number: usize) {
        let Some(list) = &self.files.list else {
            return;
        };
        let path = list.path().to_owned();
        match list.read_game(number) {
            Ok(tree) => match pgn::imported(tree) {
                Ok(imported) => {
                    self.load_imported(imported);
                    self.files.current_path = Some(path);
                }
                Err(e) => self.file_error(format!("{}: {e}", path.display())),
            },
            Err(e) => self.file_error(format!("{}: {e}", path.display())),
        }
    }

    /// Called every frame: a finished index with one game loads it at once; with none, an
    /// error. Also takes in files dropped on the window.
    pub(super) fn files_frame(&mut self, ctx: &egui::Context) {
        self.settle_list();
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        for file in dropped {
            self.actions
                .push(Action::File(FileAction::Open(file.path().to_owned())));
        }
        let hovering = ctx.input(|i| !i.raw.hovered_files.is_empty());
        if hovering {
            let screen = ctx.content_rect();
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("drop-overlay"),
            ));
            painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                "Drop a PGN file to open it",
                egui::FontId::proportional(24.0),
                egui::Color32::WHITE,
            );
        }
    }

    /// The windows of this module: the game list, the paste box and file errors.
    pub(super) fn file_windows(&mut self, ctx: &egui::Context) {
        self.tag_editor(ctx);
        let mut actions = Vec::new();
        if let Some(list) = &mut self.files.list
            && list.len() > 1
        {
            list.show(ctx, &mut actions);
        }
        if let Some(text) = &mut self.files.paste {
            let mut open = true;
            egui::Window::new("Paste PGN or FEN")
                .open(&mut open)
                .collapsible(false)
                .default_width(420.0)
                .show(ctx, |ui| {
                    ui.label("Paste a game (PGN) or a position (FEN) here:");
                    ui.add(
                        egui::TextEdit::multiline(text)
                            .desired_rows(8)
                            .desired_width(f32::INFINITY)
                            .code_editor(),
                    );
                    if ui
                        .add_enabled(!text.trim().is_empty(), egui::Button::new("Load"))
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
            egui::Window::new("File error")
                .collapsible(false)
                .resizable(false)
                .show(ctx, |ui| {
                    ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
                    ui.weak("The current game was kept.");
                    if ui.button("Close").clicked() {
                        actions.push(Action::File(FileAction::DismissError));
                    }
                });
        }
        self.actions.extend(actions);
    }

    /// The file entries of the Game menu.
    pub(super) fn file_menu(&mut self, ui: &mut egui::Ui) {
        let mut push = |action| self.actions.push(Action::File(action));
        if ui.button("Open PGN…").clicked() {
            push(FileAction::OpenDialog);
        }
        if ui.button("Paste PGN/FEN…").clicked() {
            push(FileAction::OpenPasteWindow);
        }
        ui.separator();
        let save = match &self.files.current_path {
            Some(path) => format!(
                "Save to {}",
                path.file_name()
                    .map_or("file".into(), |n| n.to_string_lossy())
            ),
            None => "Save".to_owned(),
        };
        if ui.button(save).clicked() {
            self.actions.push(Action::File(FileAction::Save));
        }
        if ui.button("Save as…").clicked() {
            self.actions.push(Action::File(FileAction::SaveAsDialog));
        }
        if ui.button("Append to file…").clicked() {
            self.actions.push(Action::File(FileAction::AppendDialog));
        }
        if ui.button("Edit tags…").clicked() {
            self.actions.push(Action::File(FileAction::EditTags));
        }
    }

    /// The game as PGN text: a game played here gets the players, date and time control
    /// where its tags are unknown; every game gets the opening's `ECO` and `Opening` tags
    /// unless it has them.
    pub fn game_pgn(&self) -> String {
        if self.files.loaded {
            return crate::formats::pgn::write_game(&pgn::export_tree(&self.game, None));
        }
        let date = super::actions::pgn_date();
        let control = self.clock.as_ref().map_or("-".to_owned(), |c| {
            format!("{}+{}", c.control().base_secs, c.control().increment_secs)
        });
        pgn::export(
            &self.game,
            &self.players.white.label(),
            &self.players.black.label(),
            &date,
            &control,
        )
    }

    /// A new game forgets the file of the last one.
    pub(super) fn forget_file(&mut self) {
        self.files.current_path = None;
        self.files.loaded = false;
    }

    fn save_as_dialog(&mut self) {
        let name = self
            .files
            .current_path
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or("tempo-game.pgn".to_owned(), |n| {
                n.to_string_lossy().into_owned()
            });
        self.in_dialog_thread(move || {
            let path = rfd::FileDialog::new()
                .add_filter("PGN", &["pgn"])
                .set_file_name(name)
                .save_file()?;
            Some(Action::File(FileAction::SaveTo(path)))
        });
    }

    fn save_to(&mut self, path: &Path) {
        let text = self.pgn_text();
        match super::settings::write_atomically(path, text.as_bytes()) {
            Ok(()) => {
                self.files.current_path = Some(path.to_owned());
                self.notify(format!("Saved {}", path.display()), false);
            }
            Err(e) => self.file_error(format!("Cannot save {}: {e}", path.display())),
        }
    }

    fn append_to(&mut self, path: &Path) {
        let text = self.pgn_text();
        match append_game(path, &text) {
            Ok(()) => self.notify(format!("Appended the game to {}", path.display()), false),
            Err(e) => self.file_error(format!("Cannot append to {}: {e}", path.display())),
        }
    }
}

/// Appends a game to a PGN file, separated from the games before it by an empty line.
pub fn append_game(path: &Path, text: &str) -> std::io::Result<()> {
    let existing = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if existing > 0 {
        // The file may or may not end with a newline; an empty line either way separates games.
        let ends_with_newline = {
            use std::io::{Read, Seek, SeekFrom};
            let mut reader = std::fs::File::open(path)?;
            reader.seek(SeekFrom::End(-1))?;
            let mut last = [0u8; 1];
            reader.read_exact(&mut last)?;
            last[0] == b'\n'
        };
        file.write_all(if ends_with_newline { b"\n" } else { b"\n\n" })?;
    }
    file.write_all(text.as_bytes())?;
    file.flush()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn appending_keeps_games_apart() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.pgn");
        std::fs::write(&path, "[Event \"a\"]\n\n1. e4 *").unwrap();
        append_game(&path, "[Event \"b\"]\n\n1. d4 *\n").unwrap();
        let games = crate::formats::pgn::read_all(&std::fs::read_to_string(&path).unwrap());
        assert_eq!(games.len(), 2);
        assert!(games.iter().all(Result::is_ok));
        let new = dir.path().join("new.pgn");
        append_game(&new, "1. c4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&new).unwrap(), "1. c4 *\n");
    }
}
