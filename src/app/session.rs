//! The game session: the game being played or studied, who plays each side, the clocks, the
//! engines that play (each through an [`EngineRunner`]), the hint engine, the opening book the
//! engines play from, move notes for the PGN, adjudication of the result and the autosave.
//!
//! Front ends own one [`Session`], change it only through [`Session::apply`] with a
//! [`SessionAction`] (a move, a new game, a loaded game, a tree edit, the result…) and call
//! [`Session::tick`] regularly to take in engine answers and run the clocks. What a front end should show or play in reply (a
//! notice, a move sound, the end of the game) comes back as [`SessionEvent`]s from
//! [`Session::take_events`]. Nothing here draws or blocks: engines answer on their own threads
//! and wake the front end through the [`Waker`] it installs.

mod action;
mod players;

pub use self::action::{Applied, SessionAction};

use std::{
    path::PathBuf,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use super::{
    adjudication::{AdjudicationSettings, Rules},
    autosave::SavedGame,
    clock::{Clock, TimeSource},
    engine_runner::{EngineRunner, Waker},
    engines::EngineEntry,
    game::{Game, GameError, PlayedMove},
    game_driver::DrivenGame,
    levels::{self, PlayRating},
    move_notes::{MoveNote, MoveNotes},
    setup::{Player, ResolvedSetup},
    tree_edit::{TreeAction, TreeEditError, TreeEdited},
};
use crate::{
    chess::{ByColor, Color, Move, Outcome, Position},
    formats::polyglot::Book,
};

/// The opening book shipped with Tempo (`books/tempo.bin`, see `books/README.md`).
pub const SHIPPED_BOOK: &[u8] = include_bytes!("../../books/tempo.bin");

/// What happened in the session that a front end shows or plays.
#[derive(Clone, Debug, PartialEq)]
pub enum SessionEvent {
    /// A message for the user; `error` for problems.
    Notice {
        /// The text.
        text: String,
        /// Whether it reports a problem.
        error: bool,
    },
    /// A move was played at the end of the game (by a person, an engine or the book).
    Moved(PlayedMove),
    /// A move was played into the tree while exploring (a variation).
    Explored(PlayedMove),
    /// The game ended.
    GameOver(Outcome),
    /// A person's clock ran low.
    LowTime(Color),
}

/// Where a game's opening book comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookSource {
    /// The book shipped with Tempo.
    Shipped,
    /// A Polyglot file.
    File(PathBuf),
}

/// Where a book read on a background thread arrives (or why it could not be read).
type BookReceiver = mpsc::Receiver<Result<Book, String>>;

/// The game session every front end drives.
pub struct Session {
    game: Game,
    players: ByColor<Player>,
    /// The game's current line as the one steppable game of every driver: the clock, the
    /// flag, the failures that lose, the rules' and the adjudicator's verdicts.
    driven: DrivenGame,
    /// How an engine-against-engine game is adjudicated (kept for the rebuilt driven game).
    adjudication: AdjudicationSettings,
    time: Arc<dyn TimeSource>,
    /// The engines that can play, by name.
    catalogue: Vec<EngineEntry>,
    /// The engines of the current game (each starts on its own thread).
    running: ByColor<Option<EngineRunner>>,
    /// The hint engine.
    helper: Option<EngineRunner>,
    hint: Option<Move>,
    /// Engine evaluations, depths, thinking times and clocks of the moves, for the PGN.
    notes: MoveNotes,
    /// The note of the move about to be played (engine or book move).
    pending_note: Option<MoveNote>,
    /// The clock of a new game starts once its engines are up.
    clock_waits_for_engines: bool,
    low_warned: ByColor<bool>,
    /// When each side's engine was last restarted after failing to search.
    engine_restarted: ByColor<Option<Instant>>,
    /// Whether the engines of the current game play from the opening book.
    book_enabled: bool,
    book: Option<Arc<Book>>,
    book_loading: Option<BookReceiver>,
    /// A game shown but not running: engines and clocks wait (an autosaved game on offer).
    paused: bool,
    /// Black at the bottom of the board: saved with the game.
    flipped: bool,
    autosave_path: Option<PathBuf>,
    /// The person's rating from games against the levels, and its file.
    play_rating: Option<(PlayRating, PathBuf)>,
    waker: Option<Waker>,
    events: Vec<SessionEvent>,
}

impl Session {
    /// An empty session (the standard position, two people, no clock) over the engines of
    /// `catalogue`, with clocks on `time`, autosaving to `autosave_path`.
    pub fn new(
        catalogue: Vec<EngineEntry>,
        time: Arc<dyn TimeSource>,
        autosave_path: Option<PathBuf>,
    ) -> Session {
        Session {
            game: Game::default(),
            players: ByColor {
                white: Player::Human,
                black: Player::Human,
            },
            driven: DrivenGame::new(&Position::startpos(), &[], None, Rules::default()),
            adjudication: AdjudicationSettings::default(),
            time,
            catalogue,
            running: ByColor {
                white: None,
                black: None,
            },
            helper: None,
            hint: None,
            notes: MoveNotes::default(),
            pending_note: None,
            clock_waits_for_engines: false,
            low_warned: ByColor {
                white: false,
                black: false,
            },
            engine_restarted: ByColor {
                white: None,
                black: None,
            },
            book_enabled: false,
            book: None,
            book_loading: None,
            paused: false,
            flipped: false,
            autosave_path,
            play_rating: None,
            waker: None,
            events: Vec::new(),
        }
    }

    /// Installs what wakes the front end when an engine answers.
    pub fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker);
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays each side.
    pub fn players(&self) -> &ByColor<Player> {
        &self.players
    }

    /// The clocks of a timed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.driven.clock()
    }

    /// The time now on the clocks' time source.
    pub fn now(&self) -> Duration {
        self.time.now()
    }

    /// The engines that can play.
    pub fn catalogue(&self) -> &[EngineEntry] {
        &self.catalogue
    }

    /// The engine suggested for the person to move, if a hint was asked for and found.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// The per-move notes (engine scores, depths, times, clocks).
    pub fn notes(&self) -> &MoveNotes {
        &self.notes
    }

    /// Black at the bottom of the board.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Rates the person's games against the levels in the file at `path` (read now; a file that
    /// cannot be read is reported and left as it is, and rating starts afresh without it).
    pub fn keep_play_rating(&mut self, path: PathBuf) {
        let rating = PlayRating::load(&path).unwrap_or_else(|e| {
            self.notify(e.to_string(), true);
            PlayRating::default()
        });
        self.play_rating = Some((rating, path));
    }

    /// The person's rating from games against the levels, when it is kept.
    pub fn play_rating(&self) -> Option<&PlayRating> {
        self.play_rating.as_ref().map(|(rating, _)| rating)
    }

    /// What happened since the last call.
    #[must_use]
    pub fn take_events(&mut self) -> Vec<SessionEvent> {
        std::mem::take(&mut self.events)
    }

    fn notify(&mut self, text: impl Into<String>, error: bool) {
        self.events.push(SessionEvent::Notice {
            text: text.into(),
            error,
        });
    }

    /// Starts a game: engines for engine sides, clocks, the book, autosave. The previous
    /// game's engines quit on their own threads.
    fn start_game(&mut self, resolved: ResolvedSetup, book: &BookSource) {
        self.stop_engines();
        self.paused = false;
        self.game = Game::new(resolved.start);
        self.notes.clear();
        self.players = resolved.players;
        self.adjudication = resolved.adjudication;
        self.driven = DrivenGame::new(
            self.game.start(),
            &[],
            resolved.time.map(Clock::new),
            self.adjudication.rules(),
        );
        self.start_engines();
        self.flipped = self.players.black.is_human() && !self.players.white.is_human();
        self.hint = None;
        self.low_warned = ByColor {
            white: false,
            black: false,
        };
        self.use_book(resolved.book.then_some(book));
        self.clock_waits_for_engines = true;
        let engines_starting = Color::ALL.into_iter().any(|c| self.engine_starting(c));
        let game_over = self.game.is_over();
        if let Some(clock) = self.driven.clock_mut()
            && !game_over
            && !engines_starting
        {
            self.clock_waits_for_engines = false;
            clock.start(self.game.side_to_move(), self.time.now());
        }
        self.autosave();
    }

    /// Shows `game` with these players and no clock: a loaded or pasted game, a set-up
    /// position, an undone replacement. Engines of the previous game quit. A paused session
    /// stays paused: the offer to continue the last game outlives browsing other games.
    fn load_game(&mut self, game: Game, players: ByColor<Player>) {
        self.stop_engines();
        self.game = game;
        self.notes.clear();
        self.players = players;
        self.adjudication = AdjudicationSettings::default();
        self.driven = DrivenGame::new(self.game.start(), self.game.moves(), None, Rules::default());
        self.hint = None;
        self.use_book(None);
        self.start_engines();
        self.autosave();
    }

    /// Continues an autosaved game: its tree, players, clocks (stopped until its engines are
    /// up) and book.
    fn restore(&mut self, saved: &SavedGame, game: Game, book: &BookSource) {
        self.stop_engines();
        self.game = game;
        self.notes.clear();
        self.players = ByColor {
            white: saved.white.clone(),
            black: saved.black.clone(),
        };
        let clock = saved.time.map(|control| {
            Clock::with_remaining(
                control,
                saved.remaining(Color::White),
                saved.remaining(Color::Black),
            )
        });
        self.adjudication = saved.adjudication;
        self.driven = DrivenGame::new(
            self.game.start(),
            self.game.moves(),
            clock,
            self.adjudication.rules(),
        );
        self.flipped = saved
            .flipped
            .unwrap_or(self.players.black.is_human() && !self.players.white.is_human());
        self.hint = None;
        self.paused = false;
        self.use_book(saved.book.then_some(book));
        self.start_engines();
        self.clock_waits_for_engines = self.driven.clock().is_some();
    }

    /// Shows an autosaved game at start-up, as a board to browse: people on both sides and no
    /// clock; `paused` keeps it waiting (and its file untouched) until the user continues
    /// it with [`Session::restore`] or starts something else.
    fn show_paused(&mut self, game: Game, flipped: bool, paused: bool) {
        self.game = game;
        self.flipped = flipped;
        self.paused = paused;
    }

    /// Turns the engines' opening book on (read off the calling thread: books can be
    /// megabytes) or off.
    fn use_book(&mut self, source: Option<&BookSource>) {
        self.book_enabled = source.is_some();
        self.book = None;
        self.book_loading = None;
        let Some(source) = source.cloned() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        self.book_loading = Some(rx);
        let waker = self.waker.clone();
        std::thread::spawn(move || {
            let book = match source {
                BookSource::File(path) => Book::open(&path),
                BookSource::Shipped => Book::from_bytes(SHIPPED_BOOK),
            };
            // The session may have moved on to another game; then the book is not needed.
            let _ = tx.send(book.map_err(|e| e.to_string()));
            if let Some(wake) = waker {
                wake();
            }
        });
    }

    /// Plays a move at the end of the game: clocks, notes, autosave, game end.
    fn play_move(&mut self, mv: Move) -> bool {
        let mover = self.game.side_to_move();
        // The searched position and its score, for the adjudicator.
        let judged = match &self.pending_note {
            Some(note) if !self.adjudication.is_off() && !note.book => Some((
                self.game.current().clone(),
                note.white_score.map(|s| s.white_relative(mover)),
            )),
            _ => None,
        };
        let played = match self.game.play(mv) {
            Ok(played) => played,
            Err(e) => {
                self.notify(e.to_string(), true);
                return false;
            }
        };
        let now = self.time.now();
        let opponent_starting = self.engine_starting(mover.flip());
        self.sync_driven();
        if let Some(clock) = self.driven.clock_mut() {
            clock.press(mover, now);
            // An engine still starting does not lose time to its start-up.
            if opponent_starting {
                clock.stop(now);
                self.clock_waits_for_engines = true;
            }
        }
        let mut note = self.pending_note.take().unwrap_or_default();
        note.clock = self.driven.clock().map(|c| c.remaining(mover, now));
        self.notes.record(self.game.ply_count(), note);
        self.hint = None;
        if let Some(helper) = &mut self.helper {
            helper.cancel();
        }
        self.events.push(SessionEvent::Moved(played));
        if played.ends_game {
            self.on_game_over();
        } else if let Some((searched, score)) = judged
            && let Some(end) = self.driven.judge_score(&searched, score)
        {
            let outcome = end.outcome();
            self.finish(outcome);
        } else {
            self.autosave();
        }
        true
    }

    /// Plays a move after the shown position: along the line, into an existing variation or
    /// as a new one (exploring a finished game or a board between two people).
    ///
    /// # Errors
    /// When the move is not legal in the shown position.
    fn explore_move(&mut self, mv: Move) -> Result<PlayedMove, GameError> {
        let played = self.game.play_here(mv)?;
        self.hint = None;
        self.events.push(SessionEvent::Explored(played));
        self.autosave();
        Ok(played)
    }

    /// Keeps the driven game on the game's current line, with its clock: one move on after a
    /// move at the end, rebuilt after a take-back, an edit or a move explored into the tree.
    fn sync_driven(&mut self) {
        let moves = self.game.moves();
        let line = self.driven.line();
        let same_start = self.driven.start().key() == self.game.start().key();
        if same_start && line == moves {
            return;
        }
        if same_start
            && let Some((&last, before)) = moves.split_last()
            && before == line
        {
            self.driven.push(last, None);
            return;
        }
        let clock = self.driven.clock().cloned();
        self.driven = DrivenGame::new(self.game.start(), moves, clock, self.adjudication.rules());
    }

    /// Whether moves on the board may explore the tree (create variations): never while a
    /// game against an engine or on the clock is running, where moves go at the end.
    pub fn can_explore(&self) -> bool {
        !self.paused
            && (self.game.is_over()
                || (self.players.white.is_human()
                    && self.players.black.is_human()
                    && self.driven.clock().is_none()))
    }

    /// Applies one tree action (moving through the tree or editing it).
    ///
    /// # Errors
    /// When the action is not allowed while a game runs, or names a move not in the tree.
    fn apply_tree(&mut self, action: TreeAction) -> Result<TreeEdited, TreeEditError> {
        let live = !self.can_explore();
        let edited = self.game.apply_tree_action(action, live)?;
        if edited == TreeEdited::Changed {
            self.autosave();
        }
        Ok(edited)
    }

    /// Marks a loaded game with the result its record states, without the game-over
    /// announcements of a game that ends here.
    fn record_result(&mut self, outcome: Outcome) {
        if !self.game.is_over() {
            self.game.finish(outcome);
        }
    }

    /// Ends the game for a reason outside the board (resignation, agreed draw, forfeit).
    fn finish(&mut self, outcome: Outcome) {
        if self.game.is_over() {
            return;
        }
        self.game.finish(outcome);
        self.on_game_over();
    }

    fn on_game_over(&mut self) {
        let now = self.time.now();
        if let Some(clock) = self.driven.clock_mut() {
            clock.stop(now);
        }
        for color in Color::ALL {
            if let Some(runner) = self.running.get_mut(color) {
                runner.cancel();
            }
        }
        if let Some(outcome) = self.game.outcome() {
            self.events.push(SessionEvent::GameOver(outcome));
            self.rate_the_game(outcome);
        }
        if let Some(path) = &self.autosave_path {
            SavedGame::remove(path);
        }
    }

    fn rate_the_game(&mut self, outcome: Outcome) {
        let Some((level, score)) = levels::rated_result(&self.players, outcome) else {
            return;
        };
        let Some((rating, path)) = &mut self.play_rating else {
            return;
        };
        let ended = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        rating.record(level, score, ended);
        if let Err(e) = rating.save(path) {
            self.notify(e.to_string(), true);
        }
    }

    /// Saves the unfinished game (after every move and edit); a finished game removes the
    /// file, and a paused one leaves it as it is (its owner has not decided yet).
    fn autosave(&mut self) {
        let Some(path) = self.autosave_path.clone() else {
            return;
        };
        if self.paused {
            return;
        }
        if self.game.is_over() {
            SavedGame::remove(&path);
            return;
        }
        let now = self.time.now();
        let remaining = match self.driven.clock() {
            Some(c) => [
                c.remaining(Color::White, now),
                c.remaining(Color::Black, now),
            ],
            None => [Duration::ZERO; 2],
        };
        let mut saved = SavedGame::capture(
            &self.game,
            &self.players.white,
            &self.players.black,
            self.driven.clock().map(Clock::control),
            remaining,
        );
        saved.book = self.book_enabled;
        saved.flipped = Some(self.flipped);
        saved.adjudication = self.adjudication;
        if let Err(e) = saved.save(&path) {
            self.notify(format!("Autosave failed: {e}"), true);
        }
    }

    /// One step: the book and engine answers come in, the clocks run (a flag ends the game,
    /// a person's low time is announced once), an idle engine whose turn it is starts
    /// searching. Returns how soon to step again when nothing wakes the front end earlier
    /// (running clocks, engines starting).
    pub fn tick(&mut self) -> Option<Duration> {
        let mut again = None;
        if let Some(rx) = &self.book_loading
            && let Ok(result) = rx.try_recv()
        {
            self.book_loading = None;
            match result {
                Ok(book) => self.book = Some(Arc::new(book)),
                Err(e) => self.notify(format!("Opening book: {e}"), true),
            }
        }
        if self.poll_engines() {
            // A start-up may finish before the engine has a waker: look again soon.
            again = Some(Duration::from_millis(30));
        }
        let now = self.time.now();
        if !self.game.is_over() && self.driven.clock().is_some() {
            self.sync_driven();
            if let Some(end) = self.driven.flag_fall(now) {
                let outcome = end.outcome();
                self.finish(outcome);
            } else if let Some(clock) = self.driven.clock() {
                let running = clock.running_side();
                for color in Color::ALL {
                    if running == Some(color)
                        && self.players.get(color).is_human()
                        && clock.is_low(color, now)
                        && !*self.low_warned.get(color)
                    {
                        *self.low_warned.get_mut(color) = true;
                        self.events.push(SessionEvent::LowTime(color));
                    }
                }
                // Clocks show tenths near the end: step often enough to tick.
                let tick = Duration::from_millis(100);
                again = Some(again.map_or(tick, |a| a.min(tick)));
            }
        }
        self.engine_turn();
        again
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // The front end is closing: the engines quit on their own threads, so no engine
        // process outlives it.
        self.stop_engines();
        self.helper = None;
    }
}

#[cfg(test)]
mod tests;
