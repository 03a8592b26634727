//! Puzzles from the user's own games: where a move lost a lot, the position before it (the
//! move the player missed) or after it (the reply that punishes it) becomes a puzzle when its
//! solution is clearly the only good way on.
//!
//! - [`finder`]: judges one game's moves and builds and verifies the puzzles (the rules are
//!   there);
//! - [`themes`]: the cheap tags (mate in N, hanging piece, fork, pin, promotion, back-rank
//!   mate) and the difficulty estimate;
//! - [`batch`]: many games in the background, both cores, with progress, cancel and resume.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::chess::{Move, Position};

pub mod batch;
pub mod finder;
pub mod themes;

pub use themes::Theme;

/// Whose move made the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuzzleKind {
    /// The position before a mistake: the solver is the player who erred and finds what
    /// they missed.
    Missed,
    /// The position after a mistake: the solver punishes it.
    Punish,
}

impl PuzzleKind {
    /// The word stored and shown.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Missed => "missed",
            PuzzleKind::Punish => "punish",
        }
    }

    /// The kind a stored word names.
    pub fn from_name(name: &str) -> Option<PuzzleKind> {
        match name {
            "missed" => Some(PuzzleKind::Missed),
            "punish" => Some(PuzzleKind::Punish),
            _ => None,
        }
    }
}

/// Where a puzzle comes from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSource {
    /// The game's id in its database, when it comes from one.
    pub game_id: Option<i64>,
    /// The game's number in its PGN file (1-based), when it comes from one.
    pub game_number: Option<u64>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The game's date as its tag gives it.
    pub date: String,
    /// The ply of the game at which the puzzle starts (0: the start position).
    pub ply: usize,
    /// The move that made the puzzle (the mistake), in SAN.
    pub mistake: String,
}

impl PuzzleSource {
    /// "game 12 ply 31" or "db 345 ply 31": where to find it again.
    pub fn label(&self) -> String {
        let mut text = String::new();
        if let Some(id) = self.game_id {
            let _ = write!(text, "db {id}");
        } else if let Some(number) = self.game_number {
            let _ = write!(text, "game {number}");
        } else {
            text.push_str("game");
        }
        let _ = write!(text, " ply {}", self.ply);
        text
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position the solver faces.
    pub position: Position,
    /// The solution: the solver's moves and the opponent's replies, ending with a solver move.
    pub solution: Vec<Move>,
    /// Whether the solution ends in mate (the trainer then accepts any mating last move).
    pub ends_in_mate: bool,
    /// The tags found.
    pub themes: Vec<Theme>,
    /// An estimated puzzle rating (see [`themes::estimate_rating`]).
    pub rating: u32,
    /// Missed or punish.
    pub kind: PuzzleKind,
    /// The player whose mistake it was.
    pub player: String,
    /// The game and move.
    pub source: PuzzleSource,
}

impl Puzzle {
    /// The number of solver moves.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The solution in SAN.
    pub fn solution_san(&self) -> Vec<String> {
        let mut pos = self.position.clone();
        self.solution
            .iter()
            .map(|&m| {
                let san = pos.san(m);
                pos.play_unchecked(m);
                san
            })
            .collect()
    }

    /// One EPD line: the position, `bm` (the first solution move), `id` (source game and
    /// move), `c0` (the themes), `c1` (the whole solution), `c2` (the kind and whose
    /// mistake), `c3` (the estimated rating).
    pub fn to_epd(&self) -> String {
        let fen = self.position.to_fen();
        let epd: Vec<&str> = fen.split(' ').take(4).collect();
        let san = self.solution_san();
        let first = san.first().map_or("", String::as_str);
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        format!(
            "{} bm {first}; id \"{}\"; c0 \"{}\"; c1 \"{}\"; c2 \"{} {}\"; c3 \"{}\";",
            epd.join(" "),
            epd_text(&self.source.label()),
            themes.join(" "),
            san.join(" "),
            self.kind.name(),
            epd_text(&self.player),
            self.rating,
        )
    }
}

/// Text fit for a quoted EPD operand (no quotes or semicolons).
fn epd_text(text: &str) -> String {
    text.replace(['"', ';'], "'")
}
