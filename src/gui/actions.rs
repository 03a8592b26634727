//! What the views ask for, applied after the frame. Tests push the same actions.

use std::{sync::mpsc, time::Duration};

use eframe::egui;

use super::{
    app::TempoApp,
    autosave::SavedGame,
    clock::Clock,
    engines::Purpose,
    game::Game,
    new_game::{GameSetup, NewGameDialog, Player, StartChoice},
    pgn,
};
use crate::{
    chess::{ByColor, Color, Move, Outcome, OutcomeReason, Position},
    engine::{Score, SearchLimits},
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
    /// The human resigns.
    Resign,
    /// Offer a draw (the engine decides from its evaluation; two players agree at once).
    OfferDraw,
    /// Ask the engine for a hint.
    Hint,
    /// Flip the board.
    Flip,
    /// Copy the shown position's FEN to the clipboard.
    CopyFen,
    /// Start a game from pasted text (FEN or PGN).
    Paste(String),
    /// Ask for a file and save the game as PGN (as "Save as…").
    SavePgn,
    /// Ask for a PGN file and load its first game.
    OpenPgn,
    /// Load this PGN text.
    LoadPgnText(String),
    /// Resume the autosaved game.
    Resume,
    /// Discard the autosaved game.
    DiscardResume,
    /// Open or close the settings window.
    ToggleSettings,
    /// Show or hide the About window.
    ToggleAbout,
    /// Close the game-over message.
    DismissGameOver,
    /// Show a message.
    Notify(String, bool),
    /// Ask for a Polyglot book file.
    ChooseBook,
    /// Use this book file.
    SetBook(std::path::PathBuf),
    /// Move through or edit the game tree.
    Tree(super::tree_actions::TreeAction),
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
}

impl TempoApp {
    /// Applies every queued action.
    pub fn apply_actions(&mut self, ctx: &egui::Context) {
        let actions = std::mem::take(&mut self.actions);
        for action in actions {
            self.apply(ctx, action);
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::MakeMove(mv) => {
                if self.human_can_move() {
                    self.play_move(mv);
                } else if self.can_explore() {
                    self.explore_move(mv);
                }
            }
            Action::TypedMove(text) => self.typed_move(&text),
            Action::Navigate(nav) => {
                let ply = match nav {
                    Nav::First => 0,
                    Nav::Prev => self.game.view().saturating_sub(1),
                    Nav::Next => self.game.view() + 1,
                    Nav::Last => self.game.ply_count(),
                    Nav::Ply(p) => p,
                };
                self.game.set_view(ply);
            }
            Action::OpenNewGame => {
                self.dialog = Some(NewGameDialog::new(self.settings.last_setup.clone()));
            }
            Action::StartGame(setup) => self.start_from_setup(setup),
            Action::CloseNewGame => self.dialog = None,
            Action::TakeBack => self.take_back(),
            Action::Resign => {
                if let Some(color) = self.human_color() {
                    self.finish(Outcome {
                        winner: Some(color.flip()),
                        reason: OutcomeReason::Resignation,
                    });
                }
            }
            Action::OfferDraw => self.offer_draw(),
            Action::Hint => self.request_hint(ctx),
            Action::Flip => self.flipped = !self.flipped,
            Action::CopyFen => {
                ctx.copy_text(self.game.viewed().to_fen());
                self.notify("FEN copied", false);
            }
            Action::Paste(text) => self.paste(&text),
            Action::SavePgn => self.apply_file(ctx, super::files::FileAction::SaveAsDialog),
            Action::OpenPgn => self.open_pgn(),
            Action::LoadPgnText(text) => self.load_pgn(&text),
            Action::Resume => self.resume_saved(),
            Action::DiscardResume => {
                self.resume = None;
                if let Some(path) = &self.autosave_path {
                    SavedGame::remove(path);
                }
                self.autosave();
            }
            Action::ToggleSettings => self.settings_open = !self.settings_open,
            Action::ToggleAbout => self.about_open = !self.about_open,
            Action::DismissGameOver => self.game_over_open = false,
            Action::Notify(text, error) => self.notify(text, error),
            Action::ChooseBook => self.choose_book(),
            Action::Tree(action) => self.apply_tree(action),
            Action::File(action) => self.apply_file(ctx, action),
            Action::Engines(action) => self.apply_engine_action(action),
            Action::Editor(action) => self.apply_editor_action(action),
            Action::Analysis(action) => self.apply_analysis(action),
            Action::Review(action) => self.apply_review(ctx, action),
            Action::SetBook(path) => {
                self.choose_book_file(path);
                if let Some(dialog) = &mut self.dialog {
                    dialog.setup.book = true;
                }
            }
        }
    }

    fn typed_move(&mut self, text: &str) {
        let exploring = !self.human_can_move() && self.can_explore();
        if !self.human_can_move() && !exploring {
            self.notify("It is not your move", true);
            return;
        }
        match self.game.parse_typed_move(text) {
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
        match setup.resolve(&self.engines) {
            Ok(resolved) => {
                self.settings.last_setup = setup;
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
        let board_outcome = self.game.outcome().is_none_or(|o| {
            !matches!(
                o.reason,
                OutcomeReason::Time
                    | OutcomeReason::Resignation
                    | OutcomeReason::Agreement
                    | OutcomeReason::Forfeit
                    | OutcomeReason::Adjudication
            )
        });
        if !board_outcome || self.game.ply_count() == 0 {
            return;
        }
        let Some(human) = self.human_color() else {
            return;
        };
        let both_human = self.players.white.is_human() && self.players.black.is_human();
        let side = self.game.side_to_move();
        // Against an engine, go back to the human's last turn.
        let plies = if both_human || side != human { 1 } else { 2 };
        if self.game.ply_count() < plies {
            return;
        }
        for color in Color::ALL {
            if let Some(handle) = self.running.get_mut(color) {
                handle.cancel();
            }
        }
        self.game.take_back(plies);
        self.hint = None;
        self.game_over_open = false;
        let now = self.time.now();
        if let Some(clock) = &mut self.clock {
            clock.start(self.game.side_to_move(), now);
        }
        self.autosave();
    }

    fn offer_draw(&mut self) {
        if self.game.is_over() {
            return;
        }
        let agreement = Outcome {
            winner: None,
            reason: OutcomeReason::Agreement,
        };
        let Some(human) = self.human_color() else {
            return;
        };
        if self.players.get(human.flip()).is_human() {
            self.finish(agreement);
            return;
        }
        let ply = self.game.ply_count();
        let score = self
            .running
            .get(human.flip())
            .as_ref()
            .and_then(|h| h.last_score);
        // The engine accepts when it stands worse, or when a long game is level.
        let accepts = match score {
            Some(Score::Cp(cp)) => cp <= -50 || (cp.abs() <= 20 && ply >= 60),
            Some(Score::Mate(n)) => n < 0,
            None => false,
        };
        if accepts {
            self.notify("The engine accepts the draw", false);
            self.finish(agreement);
        } else {
            self.notify("The engine declines the draw", false);
        }
    }

    pub(super) fn request_hint(&mut self, ctx: &egui::Context) {
        if !self.human_can_move() {
            return;
        }
        let start = self.game.start().clone();
        let moves = self.game.moves().to_vec();
        let repaint_ctx = ctx.clone();
        let repaint = std::sync::Arc::new(move || repaint_ctx.request_repaint());
        if self.engines.is_empty() {
            self.notify("No engine available for hints", true);
            return;
        }
        let Some(helper) = self.helper() else {
            return;
        };
        let limits = SearchLimits::movetime(Duration::from_millis(800));
        if let Err(e) = helper.go(&start, &moves, limits, Purpose::Hint, repaint) {
            self.notify(e, true);
        }
    }

    /// Pasted text: a FEN starts a new game from it with the current players; a PGN loads.
    fn paste(&mut self, text: &str) {
        let text = text.trim();
        if Position::from_fen(text).is_ok() {
            let setup = GameSetup {
                start: StartChoice::Fen(text.to_owned()),
                ..self.settings.last_setup.clone()
            };
            self.start_from_setup(setup);
        } else if text.contains("1.") || text.starts_with('[') {
            self.load_pgn(text);
        } else {
            self.notify("The clipboard holds neither a FEN nor a PGN", true);
        }
    }

    fn load_pgn(&mut self, text: &str) {
        match pgn::import(text) {
            Ok(imported) => {
                self.load_imported(imported);
                self.files.current_path = None;
            }
            Err(e) => self.file_error(format!("Cannot open PGN: {e}")),
        }
    }

    /// Replaces the game with a read one, for two players to continue or browse.
    pub(super) fn load_imported(&mut self, imported: pgn::ImportedGame) {
        self.files.loaded = true;
        self.stop_engines();
        self.load_game(
            imported.game,
            ByColor {
                white: Player::Human,
                black: Player::Human,
            },
        );
        if let Some(result) = imported.result
            && !self.game.is_over()
        {
            let winner = match result.as_str() {
                "1-0" => Some(Some(Color::White)),
                "0-1" => Some(Some(Color::Black)),
                "1/2-1/2" => Some(None),
                _ => None,
            };
            if let Some(winner) = winner {
                self.game.finish(Outcome {
                    winner,
                    reason: if winner.is_some() {
                        OutcomeReason::Resignation
                    } else {
                        OutcomeReason::Agreement
                    },
                });
            }
        }
        self.game_over_open = false;
        self.notify(
            "Game loaded (two players; continue or browse the moves)",
            false,
        );
        self.autosave();
    }

    /// Replaces the game (loaded or resumed) without engines or clocks unless given.
    pub(super) fn load_game(&mut self, game: Game, players: ByColor<Player>) {
        self.game = game;
        self.notes.clear();
        self.use_book(false);
        self.players = players;
        self.clock = None;
        self.start_engines();
        self.board.reset();
        self.hint = None;
        self.flipped = self.players.black.is_human() && !self.players.white.is_human();
    }

    fn resume_saved(&mut self) {
        let Some(saved) = self.resume.take() else {
            return;
        };
        let path = self.autosave_path.clone().unwrap_or_default();
        match saved.replay(&path) {
            Ok(game) => {
                self.stop_engines();
                self.load_game(
                    game,
                    ByColor {
                        white: saved.white.clone(),
                        black: saved.black.clone(),
                    },
                );
                if let Some(control) = saved.time {
                    let mut clock = Clock::with_remaining(
                        control,
                        saved.remaining(Color::White),
                        saved.remaining(Color::Black),
                    );
                    self.clock_waits_for_engines = self.engines_starting();
                    if !self.clock_waits_for_engines {
                        clock.start(self.game.side_to_move(), self.time.now());
                    }
                    self.clock = Some(clock);
                }
                self.use_book(saved.book);
                if let Some(flipped) = saved.flipped {
                    self.flipped = flipped;
                }
                self.notify("Game resumed", false);
            }
            Err(e) => self.notify(e.to_string(), true),
        }
    }

    /// The game as PGN, as Save writes it: the whole tree, with engine evaluations and clocks
    /// of played moves as comments.
    pub fn pgn_text(&self) -> String {
        self.notes.annotate_pgn(&self.game_pgn())
    }

    fn choose_book(&mut self) {
        self.in_dialog_thread(|| {
            let path = rfd::FileDialog::new()
                .add_filter("Polyglot book", &["bin"])
                .pick_file()?;
            Some(Action::SetBook(path))
        });
    }

    pub(super) fn open_pgn(&mut self) {
        self.in_dialog_thread(|| {
            let path = rfd::FileDialog::new()
                .add_filter("PGN", &["pgn"])
                .pick_file()?;
            Some(Action::File(super::files::FileAction::Open(path)))
        });
    }

    /// Runs a native file dialog on its own thread (it blocks that thread) and queues the
    /// action it returns; `None` means the user cancelled. Off in tests and scripted runs.
    pub(super) fn in_dialog_thread(
        &mut self,
        dialog: impl FnOnce() -> Option<Action> + Send + 'static,
    ) {
        if !self.file_dialogs {
            self.notify("File dialogs are off", true);
            return;
        }
        let (tx, rx) = mpsc::channel();
        self.file_results = Some(rx);
        std::thread::spawn(move || {
            if let Some(action) = dialog() {
                // The app may have closed meanwhile; then nobody needs the answer.
                let _ = tx.send(action);
            }
        });
    }
}

/// Today's date as PGN wants it (`2026.11.22`), computed from the Unix time in UTC.
pub(super) fn pgn_date() -> String {
    let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) else {
        return "????.??.??".to_owned();
    };
    let days = i64::try_from(since.as_secs() / 86_400).unwrap_or(0);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}
