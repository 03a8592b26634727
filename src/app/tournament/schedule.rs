//! Who plays whom, with which colours and from which opening, in a fixed order.
//!
//! The schedule depends only on the format, the number of engines, the games per pairing and
//! the opening sequence (itself fixed by the opening count and the seed), so a run started
//! again with the same settings finds the same games under the same indices and can play
//! exactly the ones missing.

use crate::util::rng::{Rng64 as _, SplitMix64};

/// How the engines are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Two engines, results from the first one's point of view (with the SPRT).
    Match,
    /// Every engine against every other one.
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
}

impl Format {
    /// The name used on the command line and in the state file.
    pub fn name(self) -> &'static str {
        match self {
            Format::Match => "match",
            Format::RoundRobin => "roundrobin",
            Format::Gauntlet => "gauntlet",
        }
    }
}

/// Two engines that meet, by index; `first` has White in the first game of each pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The engine with White in the first game of each pair.
    pub first: usize,
    /// Its opponent.
    pub second: usize,
}

/// One game of the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScheduledGame {
    /// Its place in the schedule (the PGN `Round` is one more).
    pub index: usize,
    /// Which pairing it belongs to (index into [`Schedule::pairings`]).
    pub pairing: usize,
    /// Which game pair of that pairing: the same opening is played twice, colours reversed.
    pub pair: usize,
    /// 0: the pairing's first engine has White; 1: the second one has.
    pub slot: usize,
    /// The opening, as an index into the opening list.
    pub opening: usize,
    /// The engine with White.
    pub white: usize,
    /// The engine with Black.
    pub black: usize,
}

impl ScheduledGame {
    /// Whether the pairing's first engine has White.
    pub fn first_is_white(&self) -> bool {
        self.slot == 0
    }
}

/// Why a schedule cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    /// Wrong number of engines for the format.
    #[error("a {format} needs {needed} engines (got {got})")]
    Engines {
        /// The format's name.
        format: &'static str,
        /// What it needs, in words.
        needed: &'static str,
        /// How many were given.
        got: usize,
    },
    /// No games or no openings.
    #[error("nothing to play: {0}")]
    Empty(&'static str),
}

/// Every game of a match or tournament, in the order they are handed out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// The format.
    pub format: Format,
    /// The number of engines.
    pub engines: usize,
    /// The pairings, in schedule order.
    pub pairings: Vec<Pairing>,
    /// The games, `games[i].index == i`.
    pub games: Vec<ScheduledGame>,
}

impl Schedule {
    /// `games_per_pairing` games for each pairing of `engines` engines. Game pair `k` of
    /// every pairing uses opening `openings[k]` (cycled when shorter), so each opening round
    /// is played by all pairings before the next one starts: a run stopped early is still
    /// balanced between the engines.
    pub fn new(
        format: Format,
        engines: usize,
        games_per_pairing: u32,
        openings: &[usize],
    ) -> Result<Schedule, ScheduleError> {
        let pairings = pairings(format, engines)?;
        if games_per_pairing == 0 {
            return Err(ScheduleError::Empty("no games"));
        }
        if openings.is_empty() {
            return Err(ScheduleError::Empty("no openings"));
        }
        let per_pairing = games_per_pairing as usize;
        let mut games = Vec::with_capacity(per_pairing * pairings.len());
        for pair in 0..per_pairing.div_ceil(2) {
            let opening = openings[pair % openings.len()];
            for (index, pairing) in pairings.iter().enumerate() {
                for slot in 0..2 {
                    if pair * 2 + slot >= per_pairing {
                        break;
                    }
                    let (white, black) = if slot == 0 {
                        (pairing.first, pairing.second)
                    } else {
                        (pairing.second, pairing.first)
                    };
                    games.push(ScheduledGame {
                        index: games.len(),
                        pairing: index,
                        pair,
                        slot,
                        opening,
                        white,
                        black,
                    });
                }
            }
        }
        Ok(Schedule {
            format,
            engines,
            pairings,
            games,
        })
    }

    /// The games not in `done` (indices of finished games), grouped by game pair in
    /// schedule order: each group goes to one worker, which plays it with the same engine
    /// processes.
    pub fn remaining_pairs(&self, done: &[bool]) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut last: Option<(usize, usize)> = None;
        for game in &self.games {
            if done.get(game.index).copied().unwrap_or(false) {
                continue;
            }
            let key = (game.pairing, game.pair);
            match groups.last_mut() {
                Some(group) if last == Some(key) => group.push(game.index),
                _ => groups.push(vec![game.index]),
            }
            last = Some(key);
        }
        groups
    }
}

/// The pairings of a format, checking the number of engines.
pub fn pairings(format: Format, engines: usize) -> Result<Vec<Pairing>, ScheduleError> {
    let wrong = |needed| ScheduleError::Engines {
        format: format.name(),
        needed,
        got: engines,
    };
    match format {
        Format::Match if engines == 2 => Ok(vec![Pairing {
            first: 0,
            second: 1,
        }]),
        Format::Match => Err(wrong("exactly two")),
        _ if engines < 2 => Err(wrong("at least two")),
        Format::Gauntlet => Ok((1..engines)
            .map(|second| Pairing { first: 0, second })
            .collect()),
        Format::RoundRobin => Ok((0..engines)
            .flat_map(|first| (first + 1..engines).map(move |second| Pairing { first, second }))
            .collect()),
    }
}

/// The opening of each of `rounds` game-pair rounds, as indices into a list of `count`
/// openings: in list order, or shuffled with `seed`, cycling when the list is short.
pub fn opening_sequence(count: usize, rounds: usize, shuffle_seed: Option<u64>) -> Vec<usize> {
    let mut indices: Vec<usize> = (0..count).collect();
    if let Some(seed) = shuffle_seed {
        SplitMix64::new(seed).shuffle(&mut indices);
    }
    indices.iter().copied().cycle().take(rounds).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairings_of_each_format() {
        let pairs = |format, n| {
            pairings(format, n).map(|p| p.iter().map(|p| (p.first, p.second)).collect::<Vec<_>>())
        };
        assert_eq!(pairs(Format::Match, 2), Ok(vec![(0, 1)]));
        assert!(pairs(Format::Match, 3).is_err());
        assert_eq!(pairs(Format::Gauntlet, 4), Ok(vec![(0, 1), (0, 2), (0, 3)]));
        assert_eq!(
            pairs(Format::RoundRobin, 4),
            Ok(vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)])
        );
        let error = pairs(Format::RoundRobin, 1).err().map(|e| e.to_string());
        assert_eq!(
            error.as_deref(),
            Some("a roundrobin needs at least two engines (got 1)")
        );
    }

    #[test]
    fn games_come_in_pairs_with_colours_reversed() {
        let openings = opening_sequence(2, 3, None);
        assert_eq!(openings, [0, 1, 0]);
        let schedule =
            Schedule::new(Format::RoundRobin, 3, 5, &openings).unwrap_or_else(|e| panic!("{e}"));
        // Three pairings of five games: two full pairs and one single game each.
        assert_eq!(schedule.games.len(), 15);
        for (i, game) in schedule.games.iter().enumerate() {
            assert_eq!(game.index, i);
            let pairing = schedule.pairings[game.pairing];
            let expected = if game.first_is_white() {
                (pairing.first, pairing.second)
            } else {
                (pairing.second, pairing.first)
            };
            assert_eq!((game.white, game.black), expected);
            assert_eq!(game.opening, openings[game.pair]);
        }
        // Round 0 of every pairing first, then round 1…
        let head: Vec<_> = schedule.games[..6]
            .iter()
            .map(|g| (g.pairing, g.pair, g.white, g.black))
            .collect();
        assert_eq!(
            head,
            [
                (0, 0, 0, 1),
                (0, 0, 1, 0),
                (1, 0, 0, 2),
                (1, 0, 2, 0),
                (2, 0, 1, 2),
                (2, 0, 2, 1)
            ]
        );
        // The odd last game of each pairing has no partner.
        let last: Vec<_> = schedule.games[12..]
            .iter()
            .map(|g| (g.pairing, g.pair, g.slot))
            .collect();
        assert_eq!(last, [(0, 2, 0), (1, 2, 0), (2, 2, 0)]);
        assert_eq!(
            Schedule::new(Format::Gauntlet, 3, 0, &openings),
            Err(ScheduleError::Empty("no games"))
        );
        assert!(Schedule::new(Format::Gauntlet, 3, 2, &[]).is_err());
    }

    #[test]
    fn remaining_games_by_pair() {
        let schedule = Schedule::new(Format::Match, 2, 7, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let mut done = vec![false; 7];
        assert_eq!(
            schedule.remaining_pairs(&done),
            [vec![0, 1], vec![2, 3], vec![4, 5], vec![6]]
        );
        for i in [0, 1, 3, 4] {
            done[i] = true;
        }
        assert_eq!(schedule.remaining_pairs(&done), [vec![2], vec![5], vec![6]]);
    }

    #[test]
    fn shuffled_openings_repeat_with_the_seed() {
        let a = opening_sequence(10, 25, Some(7));
        assert_eq!(a, opening_sequence(10, 25, Some(7)));
        assert_ne!(a, opening_sequence(10, 25, Some(8)));
        let mut first_round = a[..10].to_vec();
        first_round.sort_unstable();
        assert_eq!(first_round, (0..10).collect::<Vec<_>>());
        assert_eq!(a[10..20], a[..10]);
        assert!(opening_sequence(0, 4, None).is_empty());
    }
}
