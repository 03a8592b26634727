//! Building a Polyglot book from games.
//!
//! Each mainline move up to `max_ply` adds to its (position, move) entry: 2 points for the
//! side that played it when that side won, 1 for a draw or an unknown result (`*`), 0 for a
//! loss. Moves seen in fewer than `min_games` games are dropped. Weights above the 16-bit
//! range are scaled down together so their proportions hold.

use std::collections::HashMap;

use super::{Book, Entry, RawMove, key};
use crate::{
    chess::{Color, Move, Position},
    formats::pgn::{Game, GameResult},
};

/// Points for a move played by the winner.
pub const WIN_POINTS: u64 = 2;
/// Points for a move in a drawn or unfinished game.
pub const DRAW_POINTS: u64 = 1;
/// Points for a move played by the loser.
pub const LOSS_POINTS: u64 = 0;

#[derive(Clone, Copy, Default)]
struct Tally {
    points: u64,
    games: u32,
}

/// Collects games into book entries.
#[derive(Default)]
pub struct BookBuilder {
    max_ply: usize,
    min_games: u32,
    tallies: HashMap<(u64, RawMove), Tally>,
    games: usize,
}

impl BookBuilder {
    /// A builder that uses the first `max_ply` plies of each game and keeps moves played in at
    /// least `min_games` games.
    pub fn new(max_ply: usize, min_games: u32) -> BookBuilder {
        BookBuilder {
            max_ply,
            min_games,
            ..BookBuilder::default()
        }
    }

    /// How many games were added.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Adds the mainline of a game.
    pub fn add_game(&mut self, game: &Game) {
        let moves: Vec<Move> = game.mainline_moves().collect();
        self.add_moves(game.start_position(), &moves, game.result());
    }

    /// Adds a sequence of legal moves from `start` with the game's result.
    pub fn add_moves(&mut self, start: &Position, moves: &[Move], result: GameResult) {
        self.games += 1;
        let mut pos = start.clone();
        for &m in moves.iter().take(self.max_ply) {
            if !pos.is_legal(m) {
                break;
            }
            let points =
                match (result, pos.side_to_move()) {
                    (GameResult::WhiteWins, Color::White)
                    | (GameResult::BlackWins, Color::Black) => WIN_POINTS,
                    (GameResult::WhiteWins, Color::Black)
                    | (GameResult::BlackWins, Color::White) => LOSS_POINTS,
                    (GameResult::Draw | GameResult::Unknown, _) => DRAW_POINTS,
                };
            let tally = self
                .tallies
                .entry((key(&pos), RawMove::encode(m)))
                .or_default();
            tally.points += points;
            tally.games += 1;
            pos.play_unchecked(m);
        }
    }

    /// The finished book: entries sorted by key, then by descending weight.
    pub fn build(self) -> Book {
        let kept: Vec<((u64, RawMove), Tally)> = self
            .tallies
            .into_iter()
            .filter(|(_, t)| t.games >= self.min_games)
            .collect();
        let max = kept.iter().map(|(_, t)| t.points).max().unwrap_or(0);
        let scale = max.div_ceil(u64::from(u16::MAX)).max(1);
        let entries = kept
            .into_iter()
            .map(|((key, raw_move), t)| {
                let mut weight = t.points / scale;
                if weight == 0 && t.points > 0 {
                    weight = 1;
                }
                Entry {
                    key,
                    raw_move,
                    weight: u16::try_from(weight).unwrap_or(u16::MAX),
                    learn: 0,
                }
            })
            .collect();
        let mut book = Book::from_entries(entries);
        // Equal keys and weights: order by move so that builds are reproducible.
        book.entries.sort_by(|a, b| {
            a.key
                .cmp(&b.key)
                .then(b.weight.cmp(&a.weight))
                .then(a.raw_move.cmp(&b.raw_move))
        });
        book
    }
}
