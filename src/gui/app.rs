//! The app: settings, the game with its players and clocks, running engines, and the
//! `logic()` step that drains engine events and advances clocks. The engines that play a side
//! are handled in `app/players.rs`; drawing lives in `view.rs`; what views ask for is an
//! [`Action`] applied in `actions.rs` after the frame.

use std::{
    path::PathBuf,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use eframe::egui;

use super::{
    actions::Action,
    board::BoardView,
    board_editor::BoardEditor,
    metrics::FrameStats,
    new_game::NewGameDialog,
    settings::Settings,
    sound::{Sound, SoundKind},
};
use crate::{
    app::{
        autosave::SavedGame,
        clock::{RealTime, TimeSource},
        engines::{EngineEntry, builtin_engines},
        session::{Applied, BookSource, Session, SessionAction, SessionEvent},
        setup::ResolvedSetup,
    },
    chess::{Move, Outcome},
    t,
};

/// Where the app keeps its files and what it may touch; tests inject temporary dirs, mocked
/// time and their own engines.
pub struct AppConfig {
    /// Directory of `settings.json`; `None` keeps settings in memory only.
    pub config_dir: Option<PathBuf>,
    /// Directory of the autosaved game; `None` disables autosave.
    pub data_dir: Option<PathBuf>,
    /// The engines offered.
    pub engines: Vec<EngineEntry>,
    /// The time source of the clocks.
    pub time: Arc<dyn TimeSource>,
    /// Open the audio device.
    pub sound: bool,
    /// Allow native file dialogs.
    pub file_dialogs: bool,
}

impl AppConfig {
    /// The platform's config and data dirs, the built-in engines, real time and sound.
    pub fn from_platform() -> AppConfig {
        let dirs = directories::ProjectDirs::from("org", "Tempo", "Tempo"); // not interface text
        AppConfig {
            config_dir: dirs.as_ref().map(|d| d.config_dir().to_owned()),
            data_dir: dirs.as_ref().map(|d| d.data_dir().to_owned()),
            engines: builtin_engines(),
            time: Arc::new(RealTime::default()),
            sound: true,
            file_dialogs: true,
        }
    }

    /// For tests and scripted runs: files under `dir`, the given engines and time, no sound,
    /// no file dialogs.
    pub fn for_tests(
        dir: &std::path::Path,
        engines: Vec<EngineEntry>,
        time: Arc<dyn TimeSource>,
    ) -> AppConfig {
        AppConfig {
            config_dir: Some(dir.join("config")),
            data_dir: Some(dir.join("data")),
            engines,
            time,
            sound: false,
            file_dialogs: false,
        }
    }
}

/// A game that another replaced, as Edit ▸ Undo brings it back.
pub struct ReplacedGame {
    /// The whole game as PGN (tree, tags, players' names, result).
    pub pgn: String,
    /// Where it was saved, if it was.
    pub location: Option<crate::app::pgn_file::GameLocation>,
    /// The ply that was shown.
    pub view: usize,
}

/// A short message shown for a few seconds.
#[derive(Clone, Debug)]
pub struct Notice {
    /// The text.
    pub text: String,
    /// Whether it reports a problem.
    pub error: bool,
    /// When it disappears (time source).
    pub until: Duration,
}

/// The desktop app.
pub struct TempoApp {
    /// User settings.
    pub settings: Settings,
    saved_settings: Settings,
    pub(super) settings_path: Option<PathBuf>,
    pub(super) autosave_path: Option<PathBuf>,
    /// The game with its players, clocks and engines: everything the app shows of it and
    /// changes only through the session's methods.
    pub session: Session,
    pub(super) board: BoardView,
    pub(super) dialog: Option<NewGameDialog>,
    pub(super) settings_open: bool,
    pub(super) about_open: bool,
    /// The Help ▸ Keyboard window is shown.
    pub(super) keyboard_help_open: bool,
    /// F10 was pressed: the menu bar focuses and opens its first menu next frame.
    pub(super) open_menu_bar: bool,
    /// The engine manager window, while open.
    pub(super) engine_manager: Option<super::engine_manager::EngineManager>,
    /// The board editor, while open.
    pub(super) board_editor: Option<super::board_editor::BoardEditor>,
    pub(super) resume: Option<SavedGame>,
    pub(super) notices: Vec<Notice>,
    pub(super) typed: String,
    pub(super) sound: Sound,
    pub(super) game_over_open: bool,
    pub(super) file_dialogs: bool,
    pub(super) file_results: Option<mpsc::Receiver<super::file_chooser::DialogReply>>,
    /// The app's own file chooser, while open.
    pub(super) chooser: Option<super::file_chooser::FileChooser>,
    /// Games replaced by another, newest last: Edit ▸ Undo brings them back.
    pub(super) replaced: Vec<ReplacedGame>,
    /// An action that would replace a game in progress, waiting for the user's yes.
    pub(super) pending_replace: Option<Action>,
    /// The resignation waiting for the user's yes.
    pub(super) confirm_resign: bool,
    pub(super) actions: Vec<Action>,
    /// Duration of each frame's logic and drawing.
    pub stats: FrameStats,
    /// Time from process start to the first frame, once drawn.
    pub startup_to_first_frame: Option<Duration>,
    pub(super) process_start: Option<Instant>,
    pub(super) frame_started: Option<Instant>,
    /// Fonts and theme go into the egui context on the first frame.
    pub(super) context_ready: bool,
    /// The theme last given to egui.
    pub(super) applied_theme: Option<(super::settings::UiTheme, bool, f32)>,
    /// The Share menu's print dialog and GIFs being made.
    pub(super) share: super::share::ShareState,
    /// The move list's layout and comment editor.
    pub(super) move_view: super::move_tree::MoveTreeView,
    /// The game's file, the game list and file errors.
    pub files: super::files::FilesState,
    /// The book panel's book.
    pub(super) book_panel: super::book_panel::BookPanel,
    /// Live analysis of the shown position.
    pub analysis: crate::app::analysis::Analysis,
    /// The game review.
    pub review: super::review_panel::ReviewState,
    /// The open game database, its windows and the explorer.
    pub database: super::database::DatabaseState,
    /// The puzzle trainer, the repertoire drill and the deviation report.
    pub training: super::training::TrainingUi,
    /// What a screen reader is told: moves, the result, picks, low time, asked descriptions.
    pub(super) announcer: crate::app::spoken::Announcer,
    /// Engine tournaments: the set-up, the run, the tournaments list.
    pub tournament: super::tournament::TournamentUi,
}

impl TempoApp {
    /// The board editor, when open.
    pub fn board_editor(&self) -> Option<&BoardEditor> {
        self.board_editor.as_ref()
    }

    /// The board view (its keyboard cursor and pick).
    pub fn board(&self) -> &BoardView {
        &self.board
    }

    /// The board editor, when open (tests type into it).
    pub fn board_editor_mut(&mut self) -> Option<&mut BoardEditor> {
        self.board_editor.as_mut()
    }

    /// Builds the app: loads settings (defaults plus a notice if corrupt) and offers to resume
    /// an unfinished game.
    pub fn new(config: AppConfig) -> TempoApp {
        let settings_path = config.config_dir.as_deref().map(Settings::path_in);
        let (settings, settings_error) = match &settings_path {
            Some(path) => Settings::load(path),
            None => (Settings::default(), None),
        };
        let autosave_path = config.data_dir.as_deref().map(SavedGame::path_in);
        let mut engines = config.engines;
        engines.extend(
            settings
                .external_engines
                .iter()
                .map(crate::app::engines::external_entry),
        );
        let sound = if config.sound {
            Sound::open()
        } else {
            Sound::disabled()
        };
        let mut session = Session::new(engines, config.time, autosave_path.clone());
        if let Some(dir) = &config.data_dir {
            session.keep_play_rating(dir.join("play-rating.json"));
        }
        let analysis = crate::app::analysis::Analysis::new(
            &settings.analysis,
            session.catalogue(),
            crate::app::analysis::share::machine_cores(),
        );
        let mut app = TempoApp {
            saved_settings: settings.clone(),
            settings,
            settings_path,
            session,
            autosave_path,
            board: BoardView::default(),
            dialog: None,
            settings_open: false,
            about_open: false,
            keyboard_help_open: false,
            open_menu_bar: false,
            engine_manager: None,
            board_editor: None,
            resume: None,
            notices: Vec::new(),
            typed: String::new(),
            sound,
            game_over_open: false,
            file_dialogs: config.file_dialogs,
            file_results: None,
            chooser: None,
            replaced: Vec::new(),
            pending_replace: None,
            confirm_resign: false,
            actions: Vec::new(),
            stats: FrameStats::default(),
            startup_to_first_frame: None,
            process_start: None,
            frame_started: None,
            context_ready: false,
            applied_theme: None,
            share: super::share::ShareState::default(),
            move_view: super::move_tree::MoveTreeView::default(),
            files: super::files::FilesState::default(),
            book_panel: super::book_panel::BookPanel::default(),
            analysis,
            review: super::review_panel::ReviewState::default(),
            database: super::database::DatabaseState::default(),
            training: super::training::TrainingUi::load(config.data_dir.as_deref()),
            announcer: crate::app::spoken::Announcer::default(),
            tournament: super::tournament::TournamentUi::load(config.data_dir.as_deref()),
        };
        app.sync_engine_options();
        if let Some(err) = settings_error {
            eprintln!("tempo: {err}");
            app.notify(err.to_string(), true);
        }
        if let Some(err) = app.tournament.list_error.clone() {
            eprintln!("tempo: {err}");
            app.notify(
                t!("main-tournaments-unreadable", error = err.to_string()),
                true,
            );
        }
        if let Some((_, text)) = app.tournament.unfinished().first() {
            app.notify(t!("main-unfinished-tournament", tournament = text), false);
        }
        if let Some(err) = app.training.load_error.clone() {
            eprintln!("tempo: {err}");
            app.notify(
                t!("main-training-unreadable", error = err.to_string()),
                true,
            );
        }
        // A calm start: an analysis board with no clock, or the unfinished last game shown
        // (paused, its clocks stopped) until the user continues or discards it.
        if let Some(path) = app.autosave_path.clone() {
            match SavedGame::load(&path) {
                Ok(Some(saved)) if !saved.moves.is_empty() => {
                    let nothing_to_pause =
                        saved.white.is_human() && saved.black.is_human() && saved.time.is_none();
                    if let Ok(game) = saved.replay(&path) {
                        app.session.apply(SessionAction::ShowPaused {
                            game,
                            flipped: saved.flipped.unwrap_or(false),
                            paused: !nothing_to_pause,
                        });
                    }
                    // A game against an engine or on the clock waits for "Continue".
                    if !nothing_to_pause {
                        app.resume = Some(saved);
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    eprintln!("tempo: {e}");
                    app.notify(t!("main-last-game-unreadable", error = e.to_string()), true);
                    SavedGame::remove(&path);
                }
            }
        }
        app
    }

    /// Installs the piece font and the theme (before the first frame when possible: fonts set
    /// during a frame apply from the next one).
    pub fn prepare_context(&mut self, ctx: &egui::Context) {
        if !self.context_ready {
            self.context_ready = true;
            super::pieces::install_fonts(ctx);
            // Engine answers and books read off the UI thread wake the window.
            let repaint_ctx = ctx.clone();
            self.session
                .set_waker(Arc::new(move || repaint_ctx.request_repaint()));
        }
        self.apply_theme(ctx);
    }

    /// Records when the process started, for the start-up figure.
    pub fn set_process_start(&mut self, start: Instant) {
        self.process_start = Some(start);
    }

    /// Scripted board state (screenshots): selection, promotion choice, arrows.
    pub fn board_script(
        &mut self,
        selected: Option<crate::chess::Square>,
        promotion: Option<(crate::chess::Square, crate::chess::Square)>,
        arrows: &[(crate::chess::Square, crate::chess::Square)],
    ) {
        self.board.script(selected, promotion, arrows);
    }

    /// The available engines.
    pub fn engines(&self) -> &[EngineEntry] {
        self.session.catalogue()
    }

    /// The current time of the app's time source.
    pub fn now(&self) -> Duration {
        self.session.now()
    }

    /// Opens what the command line named, for viewing and analysis: a PGN, FEN or EPD file,
    /// or a FEN string (`tempo game.pgn`, `tempo "8/8/8/8/8/8/8/K1k5 w - - 0 1"`).
    pub fn open_argument(&mut self, argument: &str) {
        let path = std::path::Path::new(argument);
        if path.is_file() {
            self.push_action(Action::File(super::files::FileAction::Open(
                path.to_owned(),
            )));
            return;
        }
        match crate::chess::Position::from_fen(argument.trim()) {
            Ok(_) => self.push_action(Action::ShowPosition(argument.trim().to_owned())),
            // Something path-like that is not there.
            Err(_) if !argument.contains(' ') => {
                self.file_error(t!("main-no-such-file", path = argument));
            }
            Err(e) => {
                self.file_error(t!(
                    "main-argument-not-fen",
                    argument = argument,
                    error = e.to_string()
                ));
            }
        }
    }

    /// Queues an action, applied at the end of the frame (tests use this too).
    pub fn push_action(&mut self, action: Action) {
        self.actions.push(action);
    }

    /// Shows a message for a few seconds.
    pub fn notify(&mut self, text: impl Into<String>, error: bool) {
        let until = self.now() + Duration::from_secs(if error { 8 } else { 4 });
        self.notices.push(Notice {
            text: text.into(),
            error,
            until,
        });
    }

    /// The notices currently shown.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Whether a resume offer is shown.
    pub fn resume_offered(&self) -> bool {
        self.resume.is_some()
    }

    /// Whether the new-game dialog is open.
    pub fn new_game_dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Applies the theme setting.
    pub(super) fn apply_theme(&mut self, ctx: &egui::Context) {
        self.applied_theme = Some(self.theme_key());
        let theme = match self.settings.theme {
            super::settings::UiTheme::Dark => egui::Theme::Dark,
            super::settings::UiTheme::Light => egui::Theme::Light,
        };
        if self.settings.high_contrast {
            ctx.set_visuals_of(egui::Theme::Dark, super::theme::high_contrast_visuals());
            ctx.set_theme(egui::Theme::Dark);
        } else {
            ctx.set_visuals_of(egui::Theme::Dark, egui::Visuals::dark());
            ctx.set_theme(theme);
        }
        let zoom = self.settings.zoom();
        if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
            ctx.set_zoom_factor(zoom);
        }
    }

    /// What the applied theme depends on: the theme, high contrast, the interface scale.
    pub(super) fn theme_key(&self) -> (super::settings::UiTheme, bool, f32) {
        (
            self.settings.theme,
            self.settings.high_contrast,
            self.settings.zoom(),
        )
    }

    /// Starts a game: engines for engine sides, clocks, the book, autosave.
    pub(super) fn start_game(&mut self, resolved: ResolvedSetup) {
        self.keep_for_undo();
        self.board.reset();
        self.game_over_open = false;
        let book = self.book_source();
        self.apply_session(SessionAction::StartGame {
            setup: resolved,
            book,
        });
    }

    /// The book the engines play from: the chosen file or the shipped one.
    pub(super) fn book_source(&self) -> BookSource {
        match &self.settings.book_path {
            Some(path) => BookSource::File(path.clone()),
            None => BookSource::Shipped,
        }
    }

    /// Plays a move at the end of the game (clocks, sound, autosave, game end).
    pub(super) fn play_move(&mut self, mv: Move) -> bool {
        self.apply_session(SessionAction::PlayMove(mv)).done()
    }

    /// Ends the game for a reason outside the board.
    pub(super) fn finish(&mut self, outcome: Outcome) {
        self.apply_session(SessionAction::Finish(outcome));
    }

    /// Applies one request to the session and shows what happened.
    pub(super) fn apply_session(&mut self, action: SessionAction) -> Applied {
        let applied = self.session.apply(action);
        self.take_session_events();
        applied
    }

    /// Shows and plays what happened in the session: notices, move and game-end sounds, the
    /// game-over message.
    pub(super) fn take_session_events(&mut self) {
        for event in self.session.take_events() {
            match event {
                SessionEvent::Notice { text, error } => self.notify(text, error),
                SessionEvent::Moved(played) | SessionEvent::Explored(played) => {
                    // A legal move makes earlier complaints stale.
                    self.notices.retain(|n| !n.error);
                    if self.settings.sound {
                        let kind = if played.check {
                            SoundKind::Check
                        } else if played.castle {
                            SoundKind::Castle
                        } else if played.capture {
                            SoundKind::Capture
                        } else {
                            SoundKind::Move
                        };
                        self.sound.play(kind);
                    }
                }
                SessionEvent::GameOver(_) => {
                    if self.settings.sound {
                        self.sound.play(SoundKind::GameEnd);
                    }
                    self.game_over_open = true;
                }
                SessionEvent::LowTime(_) => {
                    if self.settings.sound {
                        self.sound.play(SoundKind::LowTime);
                    }
                }
            }
        }
    }

    /// Saves the unfinished game (called after every move and edit).
    pub(super) fn autosave(&mut self) {
        self.apply_session(SessionAction::Autosave);
    }

    /// One step of game logic: engine events, clocks, engine turns, settings persistence.
    /// Draws nothing.
    pub fn logic(&mut self, ctx: &egui::Context) {
        self.frame_started = Some(Instant::now());
        if !self.context_ready || self.applied_theme != Some(self.theme_key()) {
            self.prepare_context(ctx);
        }
        let now = self.session.now();
        self.poll_file_dialog();
        self.files_logic(ctx);
        self.book_logic(ctx);
        self.database_logic(ctx);
        self.training_logic(ctx);
        self.share_logic(ctx);
        self.tournament_logic(ctx);
        self.engine_manager_logic(ctx);
        if let Some(again) = self.session.tick() {
            ctx.request_repaint_after(again);
        }
        self.take_session_events();
        self.announce(ctx);
        self.analysis_logic(ctx);
        self.notices.retain(|n| n.until > now);
        if !self.notices.is_empty() {
            ctx.request_repaint_after(Duration::from_millis(500));
        }
        let size = ctx.input(|i| i.viewport().inner_rect.map(|r| r.size()));
        if let Some(size) = size
            && size.x > 100.0
        {
            self.settings.window_size = [size.x.round(), size.y.round()];
        }
        self.persist_settings_if_changed(false);
    }

    /// The latest announcement for screen readers ("" before the first).
    pub fn announcement(&self) -> &str {
        self.announcer.text()
    }

    /// Tells the announcer what the game shows now.
    fn announce(&mut self, ctx: &egui::Context) {
        let game = self.session.game();
        let view = game.view();
        let now = self.session.now();
        let running_clock = self
            .session
            .clock()
            .and_then(|c| c.running_side().map(|side| (side, c.remaining(side, now))));
        let seen = crate::app::spoken::Observed {
            before: view
                .checked_sub(1)
                .and_then(|ply| game.position_before(ply)),
            last_move: game.viewed_last_move(),
            shown: game.viewed(),
            outcome: game.outcome(),
            running_clock,
            picked: self.board.picked(),
        };
        if self.announcer.observe(&seen) {
            ctx.request_repaint();
        }
    }

    /// Saves the settings when they changed (window size changes only when `force`).
    pub(super) fn persist_settings_if_changed(&mut self, force: bool) {
        let mut compare = self.settings.clone();
        if !force {
            compare.window_size = self.saved_settings.window_size;
        }
        if compare == self.saved_settings && !force {
            return;
        }
        self.saved_settings = self.settings.clone();
        if let Some(path) = &self.settings_path
            && let Err(e) = self.settings.save(path)
        {
            eprintln!("tempo: {e}");
        }
    }
}

impl Drop for TempoApp {
    fn drop(&mut self) {
        // The session's engines quit as it drops, so no engine process outlives the app.
        self.persist_settings_if_changed(true);
    }
}
