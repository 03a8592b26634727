//! The opening explorer: the moves played from a position in the games that reach it, each
//! game counted once, with the move it played at its first arrival.

use std::collections::HashMap;

use super::{Database, DbError, GameFilter, position::Target, record::move_at};
use crate::chess::{Color, Move, Position};

/// One move of the explorer.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplorerMove {
    /// The move.
    pub mv: Move,
    /// Its SAN in the position.
    pub san: String,
    /// Games that played it.
    pub games: u64,
    /// Of those, won by White.
    pub white_wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Won by Black.
    pub black_wins: u64,
    /// The average rating of the player who made the move, over the games where it is known.
    pub average_elo: Option<f64>,
    /// The latest game (by date, then id) that played it: (id, date as `YYYYMMDD`).
    pub latest: Option<(i64, Option<i64>)>,
}

#[derive(Default)]
struct Tally {
    games: u64,
    results: [u64; 4],
    elo_sum: i64,
    elo_games: i64,
    latest: Option<(Option<i64>, i64)>,
}

impl Tally {
    fn add(&mut self, result: i64, mover_elo: Option<i64>, date: Option<i64>, game: i64) {
        self.games += 1;
        if let Some(slot) = usize::try_from(result)
            .ok()
            .and_then(|r| self.results.get_mut(r))
        {
            *slot += 1;
        }
        if let Some(elo) = mover_elo {
            self.elo_sum += elo;
            self.elo_games += 1;
        }
        if self.latest.is_none_or(|l| (date, game) > l) {
            self.latest = Some((date, game));
        }
    }
}

impl Database {
    /// The moves played from `pos` in the games `filter` keeps, most played first (ties in
    /// SAN order).
    pub fn explore(
        &self,
        pos: &Position,
        filter: &GameFilter,
    ) -> Result<Vec<ExplorerMove>, DbError> {
        let target = Target::of(pos);
        let matcher = self.matcher(filter)?;
        let white_moves = pos.side_to_move() == Color::White;
        let mut tallies: HashMap<u8, Tally> = HashMap::new();
        let mut add = |next: u8, result, white_elo, black_elo, date, game| {
            let mover = if white_moves { white_elo } else { black_elo };
            tallies
                .entry(next)
                .or_default()
                .add(result, mover, date, game);
        };
        // The index's entries name the games; their results, ratings and dates are in the
        // header slots.
        let table = self.header_table()?;
        for e in self.indexed_entries(target.key, matcher.as_ref())? {
            if let (Some(next), Some(h)) = (e.next, table.get(e.game)) {
                add(
                    next,
                    i64::from(h.result()),
                    h.white_elo(),
                    h.black_elo(),
                    h.date(),
                    e.game,
                );
            }
        }
        for hit in self.deep_hits(&target, matcher.as_ref())? {
            if let Some(next) = hit.next {
                add(
                    next,
                    hit.result,
                    hit.white_elo,
                    hit.black_elo,
                    hit.date,
                    hit.game,
                );
            }
        }
        let mut moves = Vec::with_capacity(tallies.len());
        for (next, tally) in tallies {
            let Ok(mv) = move_at(self.move_code, pos, next, 0) else {
                // A key collision with a position of other legal moves; not this position's.
                continue;
            };
            moves.push(ExplorerMove {
                mv,
                san: pos.san(mv),
                games: tally.games,
                white_wins: tally.results[1],
                draws: tally.results[2],
                black_wins: tally.results[3],
                average_elo: (tally.elo_games > 0)
                    .then(|| tally.elo_sum as f64 / tally.elo_games as f64),
                latest: tally.latest.map(|(date, game)| (game, date)),
            });
        }
        moves.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.san.cmp(&b.san)));
        Ok(moves)
    }
}
