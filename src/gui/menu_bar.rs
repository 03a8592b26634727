//! The menu bar: Game, Edit, Database, Training, Engines, View, Analysis and Help. A view over what the
//! menus show (recent files, the game list, the open database, the analysis), returning the
//! chosen entries as actions.

use std::path::PathBuf;

use eframe::egui::{self, Ui};

use super::{
    actions::Action,
    analysis_panel::AnalysisView,
    app::TempoApp,
    board_editor::EditorAction,
    database::DatabaseAction,
    engine_manager::EngineAction,
    files::{FileAction, file_name},
    shortcuts::{Command, shortcut_text},
    tournament::TournamentAction,
    training::TrainingAction,
};
use crate::{chess::Color, t};

/// The open database, as the Database menu shows it.
pub struct OpenDatabaseEntry {
    /// Its name.
    pub name: String,
    /// An import is running into it.
    pub importing: bool,
    /// Its window is shown.
    pub window_open: bool,
}

/// What the menus show.
pub struct MenuBar<'a> {
    /// Recent PGN files, newest first (those that no longer exist are not offered).
    pub recent_files: &'a [PathBuf],
    /// The open file's game list: its size and whether it is shown.
    pub game_list: Option<(usize, bool)>,
    /// The Save entry's label.
    pub save_label: String,
    /// Games replaced by another that Undo can bring back.
    pub replaced: usize,
    /// Recent databases (those that no longer exist are not offered).
    pub recent_databases: &'a [PathBuf],
    /// The open database.
    pub database: Option<OpenDatabaseEntry>,
    /// The Analysis menu.
    pub analysis: AnalysisView<'a>,
    /// Give the first menu the keyboard focus and open it (F10).
    pub open_first_menu: bool,
    /// Tournaments that can be continued: id and description.
    pub unfinished_tournaments: Vec<(u64, String)>,
}

impl MenuBar<'_> {
    /// Draws the bar; returns the entries chosen.
    #[must_use]
    pub fn show(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            let game = ui.menu_button(t!("menu-game"), |ui| self.game_menu(ui, &mut actions));
            if self.open_first_menu {
                // egui moves through an open menu with the arrows once its button has the
                // focus: Down enters it, Enter chooses, Escape closes.
                game.response.request_focus();
                egui::Popup::open_id(ui.ctx(), egui::Popup::default_response_id(&game.response));
            }
            ui.menu_button(t!("menu-edit"), |ui| self.edit_menu(ui, &mut actions));
            ui.menu_button(t!("menu-database"), |ui| {
                self.database_menu(ui, &mut actions)
            });
            ui.menu_button(t!("menu-training"), |ui| training_menu(ui, &mut actions));
            ui.menu_button(t!("menu-engines"), |ui| {
                if item(ui, &t!("menu-manage-engines"), Command::Engines).clicked() {
                    actions.push(Action::Engines(EngineAction::Toggle));
                }
                ui.separator();
                if ui.button(t!("menu-tournament")).clicked() {
                    actions.push(Action::Tournament(TournamentAction::Toggle));
                }
                if ui
                    .button(t!("menu-engine-games-from-position"))
                    .on_hover_text(t!("menu-engine-games-from-position-hint"))
                    .clicked()
                {
                    actions.push(Action::Tournament(TournamentAction::FromPosition));
                }
                for (id, text) in &self.unfinished_tournaments {
                    if ui
                        .button(t!("menu-continue-tournament", tournament = text))
                        .clicked()
                    {
                        actions.push(Action::Tournament(TournamentAction::Continue(*id)));
                    }
                }
            });
            ui.menu_button(t!("menu-view"), |ui| {
                if item(ui, &t!("menu-flip-board"), Command::Flip).clicked() {
                    actions.push(Action::Flip);
                }
                if item(ui, &t!("menu-keyboard-cursor"), Command::FocusBoard).clicked() {
                    actions.push(Action::FocusBoard);
                }
                if item(ui, &t!("menu-describe-position"), Command::DescribePosition).clicked() {
                    actions.push(Action::Say(super::actions::Speech::Position));
                }
                if item(ui, &t!("menu-say-clocks"), Command::SayClocks).clicked() {
                    actions.push(Action::Say(super::actions::Speech::Clocks));
                }
                if item(ui, &t!("menu-settings"), Command::Settings).clicked() {
                    actions.push(Action::ToggleSettings);
                }
            });
            ui.menu_button(t!("menu-analysis"), |ui| {
                actions.extend(self.analysis.menu(ui));
            });
            ui.menu_button(t!("menu-help"), |ui| {
                if item(ui, &t!("menu-keyboard"), Command::Keyboard).clicked() {
                    actions.push(Action::ToggleKeyboardHelp);
                }
                if ui.button(t!("menu-about")).clicked() {
                    actions.push(Action::ToggleAbout);
                }
            });
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.weak(t!("menu-version", version = env!("CARGO_PKG_VERSION")));
            });
        });
        actions
    }

    fn game_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        if item(ui, &t!("menu-new-game"), Command::NewGame).clicked() {
            actions.push(Action::OpenNewGame);
        }
        if item(ui, &t!("menu-take-back"), Command::TakeBack).clicked() {
            actions.push(Action::TakeBack);
        }
        if item(ui, &t!("menu-set-up-position"), Command::SetUpPosition).clicked() {
            actions.push(Action::Editor(EditorAction::Toggle));
        }
        ui.separator();
        if item(ui, &t!("menu-open"), Command::Open)
            .on_hover_text(t!("menu-open-hint"))
            .clicked()
        {
            actions.push(Action::File(FileAction::OpenDialog));
        }
        recent_menu(ui, &t!("menu-recent-files"), self.recent_files, |path| {
            actions.push(Action::File(FileAction::Open(path)));
        });
        if let Some((games, shown)) = self.game_list {
            let label = t!("menu-game-list", count = games);
            if ui.add_enabled(!shown, egui::Button::new(label)).clicked() {
                actions.push(Action::File(FileAction::ShowList));
            }
        }
        if ui
            .button(t!("menu-paste-dialog"))
            .on_hover_text(t!("menu-paste-hint"))
            .clicked()
        {
            actions.push(Action::File(FileAction::OpenPasteWindow));
        }
        ui.separator();
        if item(ui, self.save_label.as_str(), Command::Save).clicked() {
            actions.push(Action::File(FileAction::Save));
        }
        if ui.button(t!("menu-save-as")).clicked() {
            actions.push(Action::File(FileAction::SaveAsDialog));
        }
        if ui.button(t!("menu-append-to-file")).clicked() {
            actions.push(Action::File(FileAction::AppendDialog));
        }
        ui.menu_button(t!("menu-share"), |ui| super::share::share_menu(ui, actions));
        if ui.button(t!("menu-edit-tags")).clicked() {
            actions.push(Action::File(FileAction::EditTags));
        }
        ui.separator();
        if item(ui, &t!("menu-copy-fen"), Command::CopyFen).clicked() {
            actions.push(Action::CopyFen);
        }
        ui.separator();
        if item(ui, &t!("menu-quit"), Command::Quit).clicked() {
            actions.push(Action::Quit);
        }
    }

    fn edit_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let undo = match self.replaced {
            0 => t!("menu-undo-replaced"),
            _ => t!("menu-undo-previous"),
        };
        if ui
            .add_enabled(
                self.replaced > 0,
                egui::Button::new(undo).shortcut_text(shortcut_text(Command::Undo)),
            )
            .clicked()
        {
            actions.push(Action::UndoReplace);
        }
        if item(ui, &t!("menu-paste"), Command::Paste).clicked() {
            actions.push(Action::File(FileAction::OpenPasteWindow));
        }
        if ui.button(t!("menu-edit-tags")).clicked() {
            actions.push(Action::File(FileAction::EditTags));
        }
    }

    fn database_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let mut chosen = Vec::new();
        if ui.button(t!("menu-open-database")).clicked() {
            chosen.push(DatabaseAction::OpenDialog);
        }
        if ui.button(t!("menu-new-database")).clicked() {
            chosen.push(DatabaseAction::NewDialog);
        }
        recent_menu(
            ui,
            &t!("menu-recent-databases"),
            self.recent_databases,
            |path| {
                chosen.push(DatabaseAction::Open(path));
            },
        );
        ui.separator();
        let open = self.database.as_ref();
        let importing = open.is_some_and(|db| db.importing);
        if ui
            .add_enabled(
                open.is_some() && !importing,
                egui::Button::new(t!("menu-import-pgn")),
            )
            .on_hover_text(t!("menu-import-pgn-hint"))
            .clicked()
        {
            chosen.push(DatabaseAction::ImportDialog);
        }
        let label = match open {
            Some(db) if db.window_open => t!("menu-hide-database", name = &db.name),
            Some(db) => t!("menu-show-database", name = &db.name),
            None => t!("menu-database-window"),
        };
        if ui
            .add_enabled(open.is_some(), egui::Button::new(label))
            .clicked()
        {
            chosen.push(DatabaseAction::ToggleWindow);
        }
        if ui
            .add_enabled(open.is_some(), egui::Button::new(t!("menu-player-view")))
            .clicked()
        {
            chosen.push(DatabaseAction::PlayerView(String::new()));
        }
        ui.separator();
        if ui
            .add_enabled(open.is_some(), egui::Button::new(t!("menu-close-database")))
            .clicked()
        {
            chosen.push(DatabaseAction::Close);
        }
        actions.extend(chosen.into_iter().map(Action::Database));
    }
}

/// The Training menu: the trainer, the drill, the report, and the shown line added to a
/// repertoire.
fn training_menu(ui: &mut Ui, actions: &mut Vec<Action>) {
    let mut chosen = Vec::new();
    if ui.button(t!("menu-puzzle-trainer")).clicked() {
        chosen.push(TrainingAction::ToggleTrainer);
    }
    if ui.button(t!("menu-repertoire-drill")).clicked() {
        chosen.push(TrainingAction::ToggleDrill);
    }
    if ui.button(t!("menu-deviation-report")).clicked() {
        chosen.push(TrainingAction::ToggleReport);
    }
    ui.separator();
    for color in [Color::White, Color::Black] {
        if ui
            .button(match color {
                Color::White => t!("menu-add-line-white"),
                Color::Black => t!("menu-add-line-black"),
            })
            .on_hover_text(t!("menu-add-line-hint"))
            .clicked()
        {
            chosen.push(TrainingAction::AddCurrentLine(color));
        }
    }
    actions.extend(chosen.into_iter().map(Action::Training));
}

/// A menu entry showing its shortcut from the shortcut table.
fn item(ui: &mut Ui, label: &str, command: Command) -> egui::Response {
    ui.add(egui::Button::new(label).shortcut_text(shortcut_text(command)))
}

/// A submenu of the recent files that still exist (disabled while there are none); `open`
/// gets the one chosen. Drawn only while its menu is open, so the files are looked up then.
fn recent_menu(ui: &mut Ui, title: &str, paths: &[PathBuf], mut open: impl FnMut(PathBuf)) {
    let existing: Vec<&PathBuf> = paths.iter().filter(|p| p.exists()).collect();
    ui.add_enabled_ui(!existing.is_empty(), |ui| {
        ui.menu_button(title, |ui| {
            for path in existing {
                if ui
                    .button(file_name(path))
                    .on_hover_text(path.display().to_string())
                    .clicked()
                {
                    open(path.clone());
                }
            }
        });
    });
}

impl TempoApp {
    /// The menu bar over this app's state.
    pub(super) fn menu_bar_view(&self) -> MenuBar<'_> {
        MenuBar {
            recent_files: &self.settings.recent_files,
            game_list: self
                .files
                .list
                .as_ref()
                .map(|list| (list.len(), self.files.list_open)),
            save_label: self.save_label(),
            replaced: self.replaced.len(),
            recent_databases: &self.settings.recent_databases,
            database: self.database.open.as_ref().map(|db| OpenDatabaseEntry {
                name: db.name(),
                importing: db.import_job().is_some(),
                window_open: self.database.window_open,
            }),
            analysis: self.analysis_view(),
            open_first_menu: self.open_menu_bar,
            unfinished_tournaments: self.tournament.unfinished(),
        }
    }
}
