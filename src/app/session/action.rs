//! [`SessionAction`]: everything a front end may ask of a session, applied by
//! [`Session::apply`], the one way to change a session (beside [`Session::tick`]).

use super::{BookSource, Session};
use crate::{
    app::{
        autosave::SavedGame,
        engines::EngineEntry,
        game::Game,
        review::Review,
        setup::{Player, ResolvedSetup},
        tree_edit::{TreeAction, TreeEdited},
    },
    chess::{ByColor, Move, Outcome},
};

/// A request to the session. Problems (an illegal move, a refused edit) come back as
/// notices from [`Session::take_events`].
#[derive(Debug)]
#[must_use]
pub enum SessionAction {
    /// Start a game: engines for engine sides, clocks, the book (when the setup asks for
    /// it), autosave. The previous game's engines quit on their own threads.
    StartGame {
        /// Players, time control, start position.
        setup: ResolvedSetup,
        /// The book the engines play from.
        book: BookSource,
    },
    /// Show this game with these players and no clock (a loaded or pasted game, a set-up
    /// position, an undone replacement), the board turned as `flipped` says.
    LoadGame {
        /// The game.
        game: Game,
        /// Who plays each side from here.
        players: ByColor<Player>,
        /// Black at the bottom.
        flipped: bool,
    },
    /// Continue an autosaved game: its tree, players, clocks (stopped until its engines are
    /// up) and book.
    Restore {
        /// What was saved.
        saved: Box<SavedGame>,
        /// Its moves, replayed.
        game: Game,
        /// The book, if the saved game played from one.
        book: BookSource,
    },
    /// Show an autosaved game at start-up as a board to browse; `paused` keeps it waiting
    /// (and its file untouched) until it is restored or something else starts.
    ShowPaused {
        /// The game.
        game: Game,
        /// Black at the bottom.
        flipped: bool,
        /// Whether it waits for the user.
        paused: bool,
    },
    /// Keep the session paused or let it run (the offer to continue the last game stands or
    /// was answered).
    SetPaused(bool),
    /// Play a move at the end of the game (a person's move in a game).
    PlayMove(Move),
    /// Play a move after the shown position: along the line, into a variation or as a new
    /// one.
    ExploreMove(Move),
    /// Move through the tree or edit it.
    Tree(TreeAction),
    /// Add lines (engine games from a position) as variations after the shown position,
    /// each with a comment at its end; refused when the board no longer shows `fen`.
    AddVariations {
        /// The position the lines start from.
        fen: String,
        /// The moves of each line and its closing comment.
        lines: Vec<(Vec<Move>, String)>,
    },
    /// Show another ply of the current line.
    SetView(usize),
    /// Turn the board (saved with the game).
    SetFlipped(bool),
    /// Take back the person's last move (against an engine: back to the person's turn).
    TakeBack,
    /// The person offers a draw.
    OfferDraw,
    /// Ask the hint engine for a move for the person to move.
    Hint,
    /// End the game for a reason outside the board (resignation, agreed draw, forfeit).
    Finish(Outcome),
    /// Mark a loaded game with the result its record states (no game-over announcement).
    RecordResult(Outcome),
    /// Write a finished review into the game's mainline.
    Annotate(Box<Review>),
    /// Save the unfinished game now.
    Autosave,
    /// Add an engine to the catalogue.
    AddEngine(EngineEntry),
    /// Replace the catalogue's engine `old_name` (renamed or changed).
    ReplaceEngine {
        /// The name it had.
        old_name: String,
        /// The new entry.
        entry: EngineEntry,
    },
    /// Remove an engine from the catalogue.
    RemoveEngine(String),
    /// Set the option values an engine of the catalogue starts with.
    SetEngineOptions {
        /// The engine's name.
        engine: String,
        /// Option name and UCI value, in order.
        options: Vec<(String, String)>,
    },
    /// Press a button option of the running engines named `engine`.
    PressEngineButton {
        /// The engine's name.
        engine: String,
        /// The button.
        option: String,
    },
}

/// What an action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    /// The session changed as asked.
    Done,
    /// Nothing changed: the action does not apply now, or it was refused (a notice says why
    /// when the user should know).
    Unchanged,
}

impl Applied {
    /// Whether the session changed.
    pub fn done(self) -> bool {
        self == Applied::Done
    }

    fn from_bool(done: bool) -> Applied {
        if done {
            Applied::Done
        } else {
            Applied::Unchanged
        }
    }
}

impl Session {
    /// Applies one front-end request.
    pub fn apply(&mut self, action: SessionAction) -> Applied {
        match action {
            SessionAction::StartGame { setup, book } => self.start_game(setup, &book),
            SessionAction::LoadGame {
                game,
                players,
                flipped,
            } => {
                self.load_game(game, players);
                self.flipped = flipped;
            }
            SessionAction::Restore { saved, game, book } => self.restore(&saved, game, &book),
            SessionAction::ShowPaused {
                game,
                flipped,
                paused,
            } => self.show_paused(game, flipped, paused),
            SessionAction::SetPaused(paused) => self.paused = paused,
            SessionAction::PlayMove(mv) => return Applied::from_bool(self.play_move(mv)),
            SessionAction::ExploreMove(mv) => {
                if let Err(e) = self.explore_move(mv) {
                    self.notify(e.to_string(), true);
                    return Applied::Unchanged;
                }
            }
            SessionAction::Tree(action) => {
                return match self.apply_tree(action) {
                    Ok(TreeEdited::Moved | TreeEdited::Changed) => Applied::Done,
                    Err(e) => {
                        self.notify(e.to_string(), true);
                        Applied::Unchanged
                    }
                };
            }
            SessionAction::SetView(ply) => self.game.set_view(ply),
            SessionAction::SetFlipped(flipped) => self.flipped = flipped,
            SessionAction::TakeBack => return Applied::from_bool(self.take_back_turn()),
            SessionAction::OfferDraw => return Applied::from_bool(self.offer_draw()),
            SessionAction::Hint => self.request_hint(),
            SessionAction::Finish(outcome) => self.finish(outcome),
            SessionAction::RecordResult(outcome) => self.record_result(outcome),
            SessionAction::Annotate(review) => return self.annotate(&review),
            SessionAction::AddVariations { fen, lines } => {
                return self.add_variations(&fen, &lines);
            }
            SessionAction::Autosave => self.autosave(),
            SessionAction::AddEngine(entry) => self.catalogue.push(entry),
            SessionAction::ReplaceEngine { old_name, entry } => {
                match self.catalogue.iter_mut().find(|e| e.name == old_name) {
                    Some(slot) => *slot = entry,
                    None => return Applied::Unchanged,
                }
            }
            SessionAction::RemoveEngine(name) => self.catalogue.retain(|e| e.name != name),
            SessionAction::SetEngineOptions { engine, options } => {
                match self.catalogue.iter_mut().find(|e| e.name == engine) {
                    Some(entry) => entry.options = options,
                    None => return Applied::Unchanged,
                }
            }
            SessionAction::PressEngineButton { engine, option } => {
                return Applied::from_bool(self.press_engine_button(&engine, &option) > 0);
            }
        }
        Applied::Done
    }

    /// Writes `review` into the game's mainline and says how it went.
    fn add_variations(&mut self, fen: &str, lines: &[(Vec<Move>, String)]) -> Applied {
        if !self.can_explore() {
            self.notify("Variations can be added once the game is over", true);
            return Applied::Unchanged;
        }
        if self.game.viewed().to_fen() != fen {
            self.notify(
                "The board no longer shows the position the games started from: go back to it",
                true,
            );
            return Applied::Unchanged;
        }
        let from = self.game.cursor();
        let mut added = 0;
        {
            // The guard re-derives the current line when it is dropped, after the edit.
            let mut tree = self.game.tree_mut();
            for (moves, comment) in lines {
                let mut at = from;
                for &mv in moves {
                    match tree.add_move(at, mv) {
                        Ok(child) => at = child,
                        // A recorded move that is not legal here ends the line.
                        Err(_) => break,
                    }
                }
                if at != from {
                    added += 1;
                    if !comment.is_empty() {
                        let _ = tree.set_comment(at, comment);
                    }
                }
            }
        }
        self.autosave();
        self.notify(
            format!("{added} games added as variations; Save (Ctrl+S) writes them to the file"),
            false,
        );
        Applied::Done
    }

    fn annotate(&mut self, review: &Review) -> Applied {
        // The guard re-derives the current line when it is dropped, after the edit.
        let outcome = review.annotate(&mut self.game.tree_mut());
        match outcome {
            Ok(marked) => {
                self.notify(
                    format!(
                        "{marked} moves marked in the game; Save (Ctrl+S) writes them to the file"
                    ),
                    false,
                );
                Applied::Done
            }
            Err(e) => {
                self.notify(format!("Cannot annotate: {e}"), true);
                Applied::Unchanged
            }
        }
    }
}
