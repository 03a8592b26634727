//! What the views ask for, applied after the frame. Tests push the same actions.

use eframe::egui;

use super::{
    app::TempoApp,
    board_editor::{BoardEditor, EditorAction},
    new_game::NewGameDialog,
};
use crate::{
    app::autosave::SavedGame,
    app::session::SessionAction,
    app::setup::{GameSetup, Player, StartChoice},
    app::{game::Game, game_pgn as pgn},
    chess::{ByColor, Color, Move, Outcome, OutcomeReason, Position},
    t,
};

/// Where to move in the game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// The start position.
    First,
    /// One ply back.
    Prev,
    /// One ply forward.
    Next,
    /// The latest position.
    Last,
    /// After this many plies.
    Ply(usize),
}

/// A request from a view.
#[derive(Debug)]
#[must_use]
pub enum Action {
    /// Play this move (from the board).
    MakeMove(Move),
    /// Play a typed move.
    TypedMove(String),
    /// Show another ply.
    Navigate(Nav),
    /// Open the new-game dialog.
    OpenNewGame,
    /// Start a game with this setup.
    StartGame(GameSetup),
    /// Close the new-game dialog.
    CloseNewGame,
    /// Take back the last move (two plies against an engine).
    TakeBack,
    /// The human wants to resign (asks first).
    Resign,
    /// The human confirmed the resignation.
    ResignConfirmed,
    /// The human did not resign after all.
    CancelResign,
    /// Offer a draw (the engine decides from its evaluation; two players agree at once).
    OfferDraw,
    /// Ask the engine for a hint.
    Hint,
    /// Flip the board.
    Flip,
    /// Copy the shown position's FEN to the clipboard.
    CopyFen,
    /// Pasted text: a FEN opens on the analysis board, a PGN loads (asking first when a game
    /// is in progress).
    Paste(String),
    /// Show this position (FEN) on the analysis board, replacing the game (kept for undo).
    ShowPosition(String),
    /// Load this PGN text, replacing the game (kept for undo).
    LoadPgnText(String),
    /// The user agreed to replace the game in progress.
    ConfirmReplace,
    /// The user kept the game in progress.
    CancelReplace,
    /// Bring back the game replaced last (Ctrl+Z).
    UndoReplace,
    /// Close the app (the unfinished game is autosaved).
    Quit,
    /// Resume the autosaved game.
    Resume,
    /// Discard the autosaved game.
    DiscardResume,
    /// Open or close the settings window.
    ToggleSettings,
    /// Use these settings (edited in the settings window).
    ChangeSettings(Box<super::settings::Settings>),
    /// Show or hide the About window.
    ToggleAbout,
    /// Show or hide the Help ▸ Keyboard window.
    ToggleKeyboardHelp,
    /// Give the board the keyboard focus (its cursor).
    FocusBoard,
    /// Tell a screen reader something it asked for.
    Say(Speech),
    /// Close the game-over message.
    DismissGameOver,
    /// Show a message.
    Notify(String, bool),
    /// Ask for a Polyglot book file.
    ChooseBook,
    /// Use this book file.
    SetBook(std::path::PathBuf),
    /// Make this book file (`None`: the shipped book) the one engines and the book panel use.
    UseBook(Option<std::path::PathBuf>),
    /// Move through or edit the game tree.
    Tree(crate::app::tree_edit::TreeAction),
    /// Open, save or append files; the game list.
    File(super::files::FileAction),
    /// A request of the engine manager.
    Engines(super::engine_manager::EngineAction),
    /// A request of the board editor.
    Editor(super::board_editor::EditorAction),
    /// Analysis: start/stop, engine, lines, play a line.
    Analysis(super::analysis::AnalysisAction),
    /// Game review: dialog, start, cancel, write into the game.
    Review(super::review_panel::ReviewAction),
    /// Game databases: open, import, the list, load, save, delete, copy, export.
    Database(super::database::DatabaseAction),
    /// Training: puzzles, repertoire drills, the deviation report.
    Training(super::training::TrainingAction),
    /// Share: board images, GIFs, the printable page.
    Share(super::share::ShareAction),
    /// Engine tournaments.
    Tournament(super::tournament::TournamentAction),
}

impl TempoApp {
    /// Applies one of the editor's requests.
    pub(super) fn apply_editor_action(&mut self, action: EditorAction) {
        match action {
            EditorAction::Toggle => {
                self.board_editor = match self.board_editor.take() {
                    Some(_) => None,
                    None => {
                        let mut editor = BoardEditor::new(self.session.game().viewed());
                        editor.flipped = self.session.flipped();
                        Some(editor)
                    }
                };
            }
            EditorAction::PlayFrom(fen) => {
                self.board_editor = None;
                self.dialog = Some(
                    NewGameDialog::new(GameSetup {
                        start: StartChoice::Fen(fen),
                        ..self.settings.last_setup.clone()
                    })
                    .with_play_rating(self.session.play_rating()),
                );
            }
            EditorAction::Analyse(fen) => match Position::from_fen(&fen) {
                Ok(pos) => {
                    self.board_editor = None;
                    self.resume = None;
                    self.apply_session(crate::app::session::SessionAction::SetPaused(false));
                    let humans = ByColor {
                        white: Player::Human,
                        black: Player::Human,
                    };
                    self.load_game(Game::new(pos), humans);
                    self.game_over_open = false;
                    self.notify(t!("main-position-set-up"), false);
                }
                Err(e) => self.notify(t!("main-cannot-set-up", error = e.to_string()), true),
            },
        }
    }

    /// Applies every queued action.
    pub fn apply_actions(&mut self, ctx: &egui::Context) {
        // Actions may queue follow-ups (opening a one-game file loads it): those run in the
        // same frame, a few rounds at most.
        for _ in 0..4 {
            let actions = std::mem::take(&mut self.actions);
            if actions.is_empty() {
                break;
            }
            for action in actions {
                self.apply(ctx, action);
            }
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::MakeMove(mv) => {
                if self.session.human_can_move() {
                    self.play_move(mv);
                } else if self.session.can_explore() {
                    self.explore_move(mv);
                }
            }
            Action::TypedMove(text) => self.typed_move(&text),
            Action::Navigate(nav) => {
                let ply = match nav {
                    Nav::First => 0,
                    Nav::Prev => self.session.game().view().saturating_sub(1),
                    Nav::Next => self.session.game().view() + 1,
                    Nav::Last => self.session.game().ply_count(),
                    Nav::Ply(p) => p,
                };
                self.apply_session(SessionAction::SetView(ply));
            }
            Action::OpenNewGame => {
                self.dialog = Some(
                    NewGameDialog::new(self.settings.last_setup.clone())
                        .with_play_rating(self.session.play_rating()),
                );
            }
            Action::StartGame(setup) => self.start_from_setup(setup),
            Action::CloseNewGame => self.dialog = None,
            Action::TakeBack => self.take_back(),
            Action::Resign => {
                self.confirm_resign = self.session.human_color().is_some();
            }
            Action::ResignConfirmed => {
                self.confirm_resign = false;
                if let Some(color) = self.session.human_color() {
                    self.finish(Outcome {
                        winner: Some(color.flip()),
                        reason: OutcomeReason::Resignation,
                    });
                }
            }
            Action::CancelResign => self.confirm_resign = false,
            Action::OfferDraw => self.offer_draw(),
            Action::Hint => self.request_hint(),
            Action::Flip => {
                let flipped = !self.session.flipped();
                self.apply_session(SessionAction::SetFlipped(flipped));
            }
            Action::CopyFen => {
                ctx.copy_text(self.session.game().viewed().to_fen());
                self.notify(t!("main-fen-copied"), false);
            }
            Action::Paste(text) => self.paste(&text),
            Action::ShowPosition(fen) => self.show_position(&fen),
            Action::LoadPgnText(text) => self.load_pgn(&text),
            Action::ConfirmReplace => {
                if let Some(action) = self.pending_replace.take() {
                    self.apply(ctx, action);
                }
            }
            Action::CancelReplace => self.pending_replace = None,
            Action::UndoReplace => self.undo_replace(),
            Action::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Action::Resume => self.resume_saved(),
            Action::DiscardResume => {
                self.resume = None;
                self.apply_session(SessionAction::SetPaused(false));
                if let Some(path) = &self.autosave_path {
                    SavedGame::remove(path);
                }
                // The paused game leaves the board, but Ctrl+Z brings it back.
                self.keep_for_undo();
                self.load_game(
                    Game::default(),
                    ByColor {
                        white: Player::Human,
                        black: Player::Human,
                    },
                );
                self.forget_file();
            }
            Action::ToggleSettings => self.settings_open = !self.settings_open,
            Action::ChangeSettings(settings) => {
                if settings.language != self.settings.language {
                    crate::app::i18n::set_language(settings.interface_language());
                }
                self.settings = *settings;
                if self.applied_theme != Some(self.theme_key()) {
                    self.apply_theme(ctx);
                }
            }
            Action::Share(action) => self.apply_share_action(ctx, action),
            Action::ToggleAbout => self.about_open = !self.about_open,
            Action::ToggleKeyboardHelp => self.keyboard_help_open = !self.keyboard_help_open,
            Action::FocusBoard => self.board.request_keyboard_focus(ctx),
            Action::Say(speech) => self.say(speech),
            Action::DismissGameOver => self.game_over_open = false,
            Action::Notify(text, error) => self.notify(text, error),
            Action::ChooseBook => self.choose_file(super::file_chooser::FileChoice::Book),
            Action::Tree(action) => self.apply_tree(action),
            Action::File(action) => self.apply_file(ctx, action),
            Action::Engines(action) => self.apply_engine_action(action),
            Action::Editor(action) => self.apply_editor_action(action),
            Action::Analysis(action) => self.apply_analysis(action),
            Action::Review(action) => self.apply_review(ctx, action),
            Action::Database(action) => self.apply_database(action),
            Action::Training(action) => self.apply_training(action),
            Action::Tournament(action) => self.apply_tournament(action),
            Action::UseBook(Some(path)) => self.choose_book_file(path),
            Action::UseBook(None) => self.settings.book_path = None,
            Action::SetBook(path) => {
                self.choose_book_file(path);
                if let Some(dialog) = &mut self.dialog {
                    dialog.setup.book = true;
                }
            }
        }
    }

    fn typed_move(&mut self, text: &str) {
        let exploring = !self.session.human_can_move() && self.session.can_explore();
        if !self.session.human_can_move() && !exploring {
            self.notify(t!("main-not-your-move"), true);
            return;
        }
        match self.session.game().parse_typed_move(text) {
            Ok(mv) if exploring => {
                self.explore_move(mv);
                self.typed.clear();
            }
            Ok(mv) => {
                if self.play_move(mv) {
                    self.typed.clear();
                }
            }
            Err(e) => self.notify(e.to_string(), true),
        }
    }

    fn start_from_setup(&mut self, setup: GameSetup) {
        let names: Vec<&str> = self
            .session
            .catalogue()
            .iter()
            .map(|e| e.name.as_str())
            .collect();
        match setup.resolve(&names) {
            Ok(resolved) => {
                // A FEN is used once: the next new game starts from the usual position.
                self.settings.last_setup = match setup.start {
                    StartChoice::Fen(_) => GameSetup {
                        start: StartChoice::Standard,
                        ..setup
                    },
                    _ => setup,
                };
                self.dialog = None;
                self.resume = None;
                self.start_game(resolved);
                self.forget_file();
            }
            Err(e) => {
                if let Some(dialog) = &mut self.dialog {
                    dialog.error = Some(e.to_string());
                } else {
                    self.notify(e.to_string(), true);
                }
            }
        }
    }

    fn take_back(&mut self) {
        if self.apply_session(SessionAction::TakeBack).done() {
            self.game_over_open = false;
        }
    }

    fn offer_draw(&mut self) {
        self.apply_session(SessionAction::OfferDraw);
    }

    pub(super) fn request_hint(&mut self) {
        self.apply_session(SessionAction::Hint);
    }

    /// Pasted text: a FEN opens on the analysis board; a PGN loads. Either replaces the game,
    /// so a game in progress is only replaced after the user agrees.
    fn paste(&mut self, text: &str) {
        let text = text.trim();
        match Position::from_fen(text) {
            Ok(_) => self.guard_replace(Action::ShowPosition(text.to_owned())),
            Err(_) if text.contains("1.") || text.starts_with('[') => {
                self.guard_replace(Action::LoadPgnText(text.to_owned()));
            }
            Err(e) if text.split_whitespace().count() >= 2 && text.contains('/') => {
                self.notify(t!("main-not-a-fen", error = e.to_string()), true);
            }
            Err(_) => self.notify(t!("main-paste-not-understood"), true),
        }
    }

    /// Runs `action` (which replaces the game) at once, or, while a game against someone is
    /// being played, after the user agrees. Either way the old game can be brought back.
    pub(super) fn guard_replace(&mut self, action: Action) {
        if self.game_in_progress() {
            self.pending_replace = Some(action);
        } else {
            self.actions.push(action);
        }
    }

    /// A game against an engine or on the clock, started and not over.
    pub(super) fn game_in_progress(&self) -> bool {
        let against_engine =
            !(self.session.players().white.is_human() && self.session.players().black.is_human());
        !self.session.game().is_over()
            && self.session.game().ply_count() > 0
            && (against_engine || self.session.clock().is_some())
            && self.resume.is_none()
    }

    /// The analysis board with this position: two players, no clock.
    fn show_position(&mut self, fen: &str) {
        match Position::from_fen(fen) {
            Ok(pos) => {
                self.keep_for_undo();
                self.load_game(
                    Game::new(pos),
                    ByColor {
                        white: Player::Human,
                        black: Player::Human,
                    },
                );
                self.forget_file();
                let flipped = self.session.game().side_to_move() == Color::Black;
                self.apply_session(SessionAction::SetFlipped(flipped));
                self.game_over_open = false;
                self.autosave();
            }
            Err(e) => self.notify(t!("main-not-a-fen", error = e.to_string()), true),
        }
    }

    fn load_pgn(&mut self, text: &str) {
        match pgn::import(text) {
            Ok(imported) => {
                self.load_imported(imported);
                self.files.location = None;
                if let Some(list) = &mut self.files.list {
                    list.clear_selection();
                }
            }
            Err(e) => self.file_error(t!("main-cannot-read-pgn", error = e.to_string())),
        }
    }

    /// Keeps the current game for Edit ▸ Undo before something replaces it (a game that is
    /// only the start position is not worth keeping).
    pub(super) fn keep_for_undo(&mut self) {
        /// Older replaced games are forgotten.
        const KEEP: usize = 20;
        let worth_keeping = self.session.game().ply_count() > 0
            || self.session.game().tree().node_count() > 1
            || *self.session.game().start() != Position::startpos();
        if !worth_keeping {
            return;
        }
        let pgn = self.pgn_text();
        self.replaced.push(super::app::ReplacedGame {
            pgn,
            location: self.files.location.clone(),
            view: self.session.game().view(),
        });
        if self.replaced.len() > KEEP {
            self.replaced.remove(0);
        }
    }

    /// Brings back the game replaced last; the game shown now takes its place in the undo
    /// list, so a second Ctrl+Z returns to it.
    fn undo_replace(&mut self) {
        let Some(previous) = self.replaced.pop() else {
            self.notify(t!("main-nothing-to-undo"), false);
            return;
        };
        let imported = match pgn::import(&previous.pgn) {
            Ok(imported) => imported,
            Err(e) => {
                self.notify(t!("main-cannot-undo", error = e.to_string()), true);
                return;
            }
        };
        self.load_imported(imported);
        self.files.location = previous.location;
        self.apply_session(SessionAction::SetView(previous.view));
        self.notify(t!("main-game-back"), false);
    }

    /// Replaces the game with a read one, for two players to continue or browse.
    pub(super) fn load_imported(&mut self, imported: pgn::ImportedGame) {
        self.keep_for_undo();
        self.load_game(
            imported.game,
            ByColor {
                white: Player::Human,
                black: Player::Human,
            },
        );
        self.files.loaded = true;
        self.files.database_game = None;
        self.files.saved_revision = Some(self.session.game().revision());
        if let Some(result) = imported.result
            && !self.session.game().is_over()
        {
            let winner = match result.as_str() {
                "1-0" => Some(Some(Color::White)),
                "0-1" => Some(Some(Color::Black)),
                "1/2-1/2" => Some(None),
                _ => None,
            };
            // The reason only when the record gives one.
            let termination = self
                .session
                .game()
                .tree()
                .tags
                .get("Termination") // PGN tag: not interface text
                .map(str::to_lowercase);
            let reason = match termination.as_deref() {
                Some("time forfeit") => OutcomeReason::Time, // PGN tag value: not interface text
                Some("rules infraction") => OutcomeReason::Forfeit, // not interface text
                Some("abandoned") => OutcomeReason::Forfeit,
                Some("adjudication") => OutcomeReason::Adjudication,
                _ => OutcomeReason::Recorded,
            };
            if let Some(winner) = winner {
                self.apply_session(SessionAction::RecordResult(Outcome { winner, reason }));
            }
        }
        self.game_over_open = false;
        self.autosave();
    }

    /// Replaces the game (loaded, pasted, set up, undone) without clocks; engine sides start.
    pub(super) fn load_game(&mut self, game: Game, players: ByColor<Player>) {
        let flipped = players.black.is_human() && !players.white.is_human();
        self.apply_session(SessionAction::LoadGame {
            game,
            players,
            flipped,
        });
        self.board.reset();
    }

    /// Continues the paused last game. Opening or pasting another game meanwhile kept the
    /// offer (and the autosave file: the session writes nothing while it is paused), so
    /// the game shown now goes to the undo list first.
    fn resume_saved(&mut self) {
        let Some(saved) = self.resume.take() else {
            return;
        };
        self.keep_for_undo();
        let path = self.autosave_path.clone().unwrap_or_default();
        match saved.replay(&path) {
            Ok(game) => {
                let book = self.book_source();
                self.apply_session(SessionAction::Restore {
                    saved: Box::new(saved),
                    game,
                    book,
                });
                self.board.reset();
                self.notify(t!("main-game-resumed"), false);
            }
            Err(e) => {
                self.apply_session(SessionAction::SetPaused(false));
                self.notify(e.to_string(), true);
            }
        }
        self.take_session_events();
    }

    /// The game as PGN, as Save writes it: the whole tree, with engine evaluations and clocks
    /// of played moves as comments.
    pub fn pgn_text(&self) -> String {
        self.session.notes().annotate_pgn(&self.game_pgn())
    }
}

/// What a screen reader may ask to hear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speech {
    /// The whole position, piece by piece.
    Position,
    /// Both clocks.
    Clocks,
}

impl TempoApp {
    /// Puts the words asked for into the announcement (its live region).
    fn say(&mut self, speech: Speech) {
        use crate::app::spoken;
        let text = match speech {
            Speech::Position => spoken::position_text(self.session.game().viewed()),
            Speech::Clocks => match self.session.clock() {
                Some(clock) => {
                    let now = self.session.now();
                    spoken::clocks_text(
                        clock.remaining(Color::White, now),
                        clock.remaining(Color::Black, now),
                    )
                }
                None => t!("main-no-clocks"),
            },
        };
        self.announcer.say(text);
    }
}
