//! The standings of a match or tournament from its finished games: each engine's score and
//! Elo against the field, each pairing's results, and the crosstable that shows them.
//!
//! Elo errors use the pentanomial model (game pairs: one opening, colours reversed) as the
//! match summary does; an engine with no complete pair yet falls back to the per-game model.

use std::collections::HashMap;

use super::{
    schedule::{Pairing, ScheduledGame},
    stats::{EloEstimate, Pentanomial, Trinomial},
};

/// Results of one engine or one side of a pairing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Wins, draws and losses.
    pub games: Trinomial,
    /// Complete game pairs by score.
    pub pairs: Pentanomial,
}

impl Results {
    /// Points scored.
    pub fn points(&self) -> f64 {
        points(&self.games)
    }

    /// The Elo difference to the opponents with its 95% interval: from the pairs when there
    /// are some, else from the games; `None` without games.
    pub fn elo(&self) -> Option<EloEstimate> {
        self.pairs.elo().or_else(|| self.games.elo())
    }

    fn add_game(&mut self, half_points: u8) {
        match half_points {
            2 => self.games.wins += 1,
            1 => self.games.draws += 1,
            _ => self.games.losses += 1,
        }
    }
}

/// The running standings.
#[derive(Clone, Debug)]
pub struct Standings {
    pairings: Vec<Pairing>,
    engines: Vec<Results>,
    /// Each pairing from its first engine's side.
    by_pairing: Vec<Results>,
    /// The first engine's half points in each game pair seen so far, by (pairing, pair).
    halves: HashMap<(usize, usize), [Option<u8>; 2]>,
}

impl Standings {
    /// Empty standings for `engines` engines meeting in `pairings`.
    pub fn new(engines: usize, pairings: &[Pairing]) -> Standings {
        Standings {
            pairings: pairings.to_vec(),
            engines: vec![Results::default(); engines],
            by_pairing: vec![Results::default(); pairings.len()],
            halves: HashMap::new(),
        }
    }

    /// Counts a finished game, given White's half points (2 win, 1 draw, 0 loss). Returns the
    /// pairing's first engine's half points in the game, and in both games once its pair is
    /// complete.
    pub fn add(&mut self, game: &ScheduledGame, white_half_points: u8) -> (u8, Option<[u8; 2]>) {
        let white = white_half_points.min(2);
        let first = if game.first_is_white() {
            white
        } else {
            2 - white
        };
        for (engine, points) in [(game.white, white), (game.black, 2 - white)] {
            if let Some(results) = self.engines.get_mut(engine) {
                results.add_game(points);
            }
        }
        if let Some(results) = self.by_pairing.get_mut(game.pairing) {
            results.add_game(first);
        }
        let halves = self
            .halves
            .entry((game.pairing, game.pair))
            .or_insert([None, None]);
        if let Some(half) = halves.get_mut(game.slot) {
            *half = Some(first);
        }
        let [Some(a), Some(b)] = *halves else {
            return (first, None);
        };
        self.halves.remove(&(game.pairing, game.pair));
        if let Some(results) = self.by_pairing.get_mut(game.pairing) {
            results.pairs.add_pair(a, b);
        }
        if let Some(pairing) = self.pairings.get(game.pairing) {
            for (engine, x, y) in [(pairing.first, a, b), (pairing.second, 2 - a, 2 - b)] {
                if let Some(results) = self.engines.get_mut(engine) {
                    results.pairs.add_pair(x, y);
                }
            }
        }
        (first, Some([a, b]))
    }

    /// The pairings, as given.
    pub fn pairings(&self) -> &[Pairing] {
        &self.pairings
    }

    /// An engine's results against everyone.
    pub fn engine(&self, engine: usize) -> Results {
        self.engines.get(engine).copied().unwrap_or_default()
    }

    /// A pairing's results, from its first engine's side.
    pub fn pairing(&self, pairing: usize) -> Results {
        self.by_pairing.get(pairing).copied().unwrap_or_default()
    }

    /// `engine`'s results against `opponent`, from `engine`'s side (`None` if they do not meet).
    pub fn head_to_head(&self, engine: usize, opponent: usize) -> Option<Trinomial> {
        self.pairings
            .iter()
            .zip(&self.by_pairing)
            .find_map(|(pairing, results)| {
                let t = results.games;
                if (pairing.first, pairing.second) == (engine, opponent) {
                    Some(t)
                } else if (pairing.first, pairing.second) == (opponent, engine) {
                    Some(Trinomial {
                        wins: t.losses,
                        draws: t.draws,
                        losses: t.wins,
                    })
                } else {
                    None
                }
            })
    }

    /// The engines from the highest score down (ties: fewer games first, then the order
    /// they were given in).
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.engines.len()).collect();
        order.sort_by(|&a, &b| {
            let (ra, rb) = (self.engine(a), self.engine(b));
            rb.points()
                .total_cmp(&ra.points())
                .then(ra.games.games().cmp(&rb.games.games()))
                .then(a.cmp(&b))
        });
        order
    }

    /// The crosstable as text lines: rank, name, score, games, percentage, Elo against the
    /// field, then the score against each engine (columns in rank order; `-` for itself, `.`
    /// where two engines do not meet).
    pub fn crosstable(&self, names: &[String]) -> Vec<String> {
        let order = self.ranking();
        let name = |engine: usize| {
            names
                .get(engine)
                .cloned()
                .unwrap_or_else(|| format!("engine {}", engine + 1))
        };
        let name_width = order
            .iter()
            .map(|&e| name(e).chars().count())
            .max()
            .unwrap_or(0)
            .max("Engine".len());
        let cells: Vec<Vec<String>> = order
            .iter()
            .map(|&engine| {
                order
                    .iter()
                    .map(|&opponent| {
                        if opponent == engine {
                            return "-".to_owned();
                        }
                        match self.head_to_head(engine, opponent) {
                            Some(t) => format!("{}/{}", half_text(points(&t)), t.games()),
                            None => ".".to_owned(),
                        }
                    })
                    .collect()
            })
            .collect();
        let cell_width = cells
            .iter()
            .flatten()
            .map(String::len)
            .max()
            .unwrap_or(1)
            .max(order.len().to_string().len());
        let mut header = format!(
            "{:>4}  {:<name_width$}  {:>6}  {:>5}  {:>5}  {:<20}",
            "Rank", "Engine", "Score", "Games", "%", "Elo vs field (95%)"
        );
        for column in 1..=order.len() {
            header.push_str(&format!("  {column:>cell_width$}"));
        }
        let mut lines = vec![header.trim_end().to_owned()];
        for (rank, (&engine, row)) in order.iter().zip(&cells).enumerate() {
            let results = self.engine(engine);
            let games = results.games.games();
            let elo = results
                .elo()
                .map_or_else(|| "-".to_owned(), |e| e.to_string());
            let mut line = format!(
                "{:>4}  {:<name_width$}  {:>6}  {:>5}  {:>5.1}  {:<20}",
                rank + 1,
                name(engine),
                half_text(results.points()),
                games,
                100.0 * results.games.score(),
                elo,
            );
            for cell in row {
                line.push_str(&format!("  {cell:>cell_width$}"));
            }
            lines.push(line.trim_end().to_owned());
        }
        lines
    }
}

fn points(games: &Trinomial) -> f64 {
    f64::from(games.wins) + 0.5 * f64::from(games.draws)
}

/// `3`, `3.5`: points as a chess score.
fn half_text(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tournament::schedule::{Format, Schedule};

    #[test]
    fn scores_pairs_and_the_crosstable() {
        let schedule =
            Schedule::new(Format::RoundRobin, 3, 2, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let mut standings = Standings::new(3, &schedule.pairings);
        // Pairing 0 (A-B): A wins with White, draws with Black. Pairing 1 (A-C): both White
        // wins. Pairing 2 (B-C): C wins both.
        let white_points = [2, 1, 2, 2, 0, 2];
        let mut pairs = Vec::new();
        for (game, &points) in schedule.games.iter().zip(&white_points) {
            pairs.push(standings.add(game, points));
        }
        assert_eq!(pairs[0], (2, None));
        assert_eq!(pairs[1], (1, Some([2, 1])));
        assert_eq!(pairs[3], (0, Some([2, 0])));
        assert_eq!(pairs[5], (0, Some([0, 0])));
        let a = standings.engine(0);
        assert_eq!(
            a.games,
            Trinomial {
                wins: 2,
                draws: 1,
                losses: 1
            }
        );
        assert_eq!(a.pairs, Pentanomial([0, 0, 1, 1, 0]));
        assert_eq!(standings.engine(1).points(), 0.5);
        assert_eq!(standings.engine(2).pairs, Pentanomial([0, 0, 1, 0, 1]));
        assert_eq!(standings.pairing(2).games.losses, 2);
        assert_eq!(
            standings.head_to_head(2, 1).map(|t| t.wins),
            Some(2),
            "C beat B twice"
        );
        // C 3 points, A 2.5, B 0.5.
        assert_eq!(standings.ranking(), [2, 0, 1]);
        let names: Vec<String> = ["A", "B", "C"].map(str::to_owned).to_vec();
        let table = standings.crosstable(&names);
        assert_eq!(table.len(), 4);
        assert!(
            table[0].starts_with("Rank  Engine   Score  Games      %  Elo vs field (95%)"),
            "{table:?}"
        );
        assert!(
            table[1].starts_with("   1  C            3      4   75.0  "),
            "{table:?}"
        );
        assert!(table[1].ends_with("    -    1/2    2/2"), "{table:?}");
        assert!(table[2].ends_with("  1/2      -  1.5/2"), "{table:?}");
        assert!(table[3].ends_with("  0/2  0.5/2      -"), "{table:?}");
    }

    #[test]
    fn a_gauntlet_leaves_cells_empty() {
        let schedule =
            Schedule::new(Format::Gauntlet, 3, 1, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let mut standings = Standings::new(3, &schedule.pairings);
        for game in &schedule.games {
            standings.add(game, 1);
        }
        assert_eq!(standings.head_to_head(1, 2), None);
        let names: Vec<String> = ["G", "X", "Y"].map(str::to_owned).to_vec();
        let table = standings.crosstable(&names);
        // No complete pair: the per-game model gives the Elo.
        assert!(table[1].contains("0.0 +/- 0.0"), "{table:?}");
        assert!(table[2].ends_with("."), "{table:?}");
    }
}
