//! A player's statistics: results by opening (ECO code) and colour, and results per year and
//! per month, from the games whose White or Black name starts with a prefix (case-insensitive,
//! as the list filters). Read from the games table's columns only, never from the game
//! records.

use std::collections::BTreeMap;

use super::{Database, DbError, header::result_code, headers::NameSet};
use crate::formats::pgn::GameResult;

/// Wins, draws and losses from the player's side, and unfinished games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Games the player won.
    pub wins: u64,
    /// Drawn games.
    pub draws: u64,
    /// Games the player lost.
    pub losses: u64,
    /// Games without a result (`*`).
    pub unfinished: u64,
}

impl Results {
    /// Every game counted.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses + self.unfinished
    }

    /// The player's score in percent over the finished games (a draw is half a point).
    pub fn score_percent(&self) -> Option<f64> {
        let finished = self.wins + self.draws + self.losses;
        (finished > 0)
            .then(|| 100.0 * (self.wins as f64 + 0.5 * self.draws as f64) / finished as f64)
    }

    fn add(&mut self, result: i64, player_is_white: bool) {
        let white_won = result == result_code(GameResult::WhiteWins);
        let black_won = result == result_code(GameResult::BlackWins);
        if result == result_code(GameResult::Draw) {
            self.draws += 1;
        } else if (white_won && player_is_white) || (black_won && !player_is_white) {
            self.wins += 1;
        } else if white_won || black_won {
            self.losses += 1;
        } else {
            self.unfinished += 1;
        }
    }
}

/// The results with one ECO code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningResults {
    /// The ECO code as a number (`header::eco_number`); `None` for games without one.
    pub eco: Option<i64>,
    /// With White.
    pub as_white: Results,
    /// With Black.
    pub as_black: Results,
}

impl OpeningResults {
    /// Games with either colour.
    pub fn games(&self) -> u64 {
        self.as_white.games() + self.as_black.games()
    }
}

/// The results of one year, or of one month of a year.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PeriodResults {
    /// The year.
    pub year: i64,
    /// The month, 1 to 12; `None` for a whole year.
    pub month: Option<i64>,
    /// With White.
    pub as_white: Results,
    /// With Black.
    pub as_black: Results,
}

impl PeriodResults {
    /// Both colours' results added up.
    pub fn total(&self) -> Results {
        Results {
            wins: self.as_white.wins + self.as_black.wins,
            draws: self.as_white.draws + self.as_black.draws,
            losses: self.as_white.losses + self.as_black.losses,
            unfinished: self.as_white.unfinished + self.as_black.unfinished,
        }
    }

    /// The period's place on a time axis: the year, or for a month the months counted from
    /// year 0 (consecutive months are consecutive numbers).
    pub fn index(&self) -> i64 {
        match self.month {
            Some(month) => self.year * 12 + month - 1,
            None => self.year,
        }
    }
}

/// A player's statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// The names that start with the prefix, most games first (at most [`MAX_NAMES`]).
    pub names: Vec<(String, u64)>,
    /// How many distinct names start with the prefix.
    pub name_count: u64,
    /// All games with White.
    pub as_white: Results,
    /// All games with Black.
    pub as_black: Results,
    /// By ECO code, most games first (games without a code after the others with as many).
    pub by_opening: Vec<OpeningResults>,
    /// By year, oldest first (games without a year are left out).
    pub by_year: Vec<PeriodResults>,
    /// By month, oldest first (games without a month are left out): for a player whose
    /// games span a year or two, where a bar a year says little.
    pub by_month: Vec<PeriodResults>,
}

impl PlayerStats {
    /// Whether the months tell the results over time better than the years: the games span
    /// at most two years and every game with a year has its month too.
    pub fn months_tell_more(&self) -> bool {
        let games = |periods: &[PeriodResults]| -> u64 {
            periods.iter().map(|period| period.total().games()).sum()
        };
        let (dated, with_month) = (games(&self.by_year), games(&self.by_month));
        self.by_year.len() <= 2 && self.by_month.len() >= 2 && with_month == dated
    }
}

/// How many of the matching names [`PlayerStats::names`] lists.
pub const MAX_NAMES: usize = 8;

impl Database {
    /// The statistics of the player(s) whose name starts with `prefix`. A game where both
    /// players match counts for each side.
    pub fn player_stats(&self, prefix: &str) -> Result<PlayerStats, DbError> {
        let players =
            NameSet::with_prefix(&self.conn, "players", prefix).map_err(|e| self.sqlite(e))?;
        let table = self.header_table()?;
        let read = || -> rusqlite::Result<PlayerStats> {
            let mut stats = PlayerStats::default();
            let mut openings: BTreeMap<Option<i64>, OpeningResults> = BTreeMap::new();
            let mut years: BTreeMap<i64, PeriodResults> = BTreeMap::new();
            let mut months: BTreeMap<(i64, i64), PeriodResults> = BTreeMap::new();
            let mut per_name: BTreeMap<i64, u64> = BTreeMap::new();
            for (_, h) in table.iter() {
                let white_matches = players.contains(h.white);
                let black_matches = players.contains(h.black);
                if !white_matches && !black_matches {
                    continue;
                }
                let white = (h.white != 0).then_some(i64::from(h.white));
                let black = (h.black != 0).then_some(i64::from(h.black));
                let result = i64::from(h.result);
                let eco = h.eco();
                let date = h.date();
                let year = date.map(|d| d / 10_000).filter(|&y| y > 0);
                // `YYYYMMDD` with 0 for an unknown month.
                let month = year.zip(date.map(|d| d / 100 % 100).filter(|m| (1..=12).contains(m)));
                for (matches, is_white, id) in
                    [(white_matches, true, white), (black_matches, false, black)]
                {
                    if !matches {
                        continue;
                    }
                    if let Some(id) = id {
                        *per_name.entry(id).or_default() += 1;
                    }
                    let opening = openings.entry(eco).or_insert_with(|| OpeningResults {
                        eco,
                        ..OpeningResults::default()
                    });
                    let year = year.map(|year| {
                        years.entry(year).or_insert_with(|| PeriodResults {
                            year,
                            ..PeriodResults::default()
                        })
                    });
                    let month = month.map(|(year, month)| {
                        months
                            .entry((year, month))
                            .or_insert_with(|| PeriodResults {
                                year,
                                month: Some(month),
                                ..PeriodResults::default()
                            })
                    });
                    if is_white {
                        stats.as_white.add(result, true);
                        opening.as_white.add(result, true);
                        if let Some(y) = year {
                            y.as_white.add(result, true);
                        }
                        if let Some(m) = month {
                            m.as_white.add(result, true);
                        }
                    } else {
                        stats.as_black.add(result, false);
                        opening.as_black.add(result, false);
                        if let Some(y) = year {
                            y.as_black.add(result, false);
                        }
                        if let Some(m) = month {
                            m.as_black.add(result, false);
                        }
                    }
                }
            }
            stats.name_count = players.len() as u64;
            let mut counted: Vec<(i64, u64)> = per_name.into_iter().collect();
            counted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let mut name_of = self
                .conn
                .prepare_cached("SELECT name FROM players WHERE id = ?1")?;
            for (id, games) in counted.into_iter().take(MAX_NAMES) {
                let name: String = name_of.query_row([id], |r| r.get(0))?;
                stats.names.push((name, games));
            }
            stats.by_opening = openings.into_values().collect();
            stats
                .by_opening
                .sort_by_key(|o| (std::cmp::Reverse(o.games()), o.eco.is_none(), o.eco));
            stats.by_year = years.into_values().collect();
            stats.by_month = months.into_values().collect();
            Ok(stats)
        };
        read().map_err(|e| self.sqlite(e))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    const GAMES: &str = r#"[White "Carlsen, Magnus"]
[Black "Anand, Viswanathan"]
[Date "2013.11.09"]
[ECO "C65"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1-0

[White "Anand, Viswanathan"]
[Black "Carlsen, Magnus"]
[Date "2013.11.10"]
[ECO "B30"]
[Result "1/2-1/2"]

1. e4 c5 2. Nf3 Nc6 1/2-1/2

[White "Caruana, Fabiano"]
[Black "Carlsen, Magnus"]
[Date "2014.03.01"]
[ECO "B30"]
[Result "0-1"]

1. e4 c5 2. Nf3 Nc6 3. Bb5 0-1

[White "Carlsen, Magnus"]
[Black "Carlsen, Magnus"]
[Date "2015"]
[Result "*"]

1. d4 *
"#;

    #[test]
    fn results_by_colour_opening_and_year() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = Database::create_or_open(&dir.path().join("p.db")).unwrap();
        for game in crate::formats::pgn::read_all(GAMES) {
            db.add_game(&game.unwrap()).unwrap();
        }
        let stats = db.player_stats("carlsen").unwrap();
        assert_eq!(stats.names, [("Carlsen, Magnus".to_owned(), 5)]);
        assert_eq!(stats.name_count, 1);
        assert_eq!(
            stats.as_white,
            Results {
                wins: 1,
                unfinished: 1,
                ..Results::default()
            }
        );
        assert_eq!(
            stats.as_black,
            Results {
                wins: 1,
                draws: 1,
                unfinished: 1,
                ..Results::default()
            }
        );
        let b30 = crate::db::header::eco_number("B30");
        let first = &stats.by_opening[0];
        assert_eq!(first.eco, b30);
        assert_eq!(first.as_black.games(), 2);
        assert_eq!(first.as_black.score_percent(), Some(75.0));
        let years: Vec<i64> = stats.by_year.iter().map(|y| y.year).collect();
        assert_eq!(years, [2013, 2014, 2015]);
        // The 2015 game has no month: it is in the years only.
        let months: Vec<(i64, i64, u64)> = stats
            .by_month
            .iter()
            .map(|m| (m.year, m.month.unwrap_or(0), m.total().games()))
            .collect();
        assert_eq!(months, [(2013, 11, 2), (2014, 3, 1)]);
        assert_eq!(stats.by_month[0].index() + 4, stats.by_month[1].index());
        assert!(!stats.months_tell_more(), "three years");
        // Two years, every game with its month: the months tell more.
        let mut two_years = stats.clone();
        two_years.by_year.pop();
        assert!(two_years.months_tell_more());
        // "Ca" matches Carlsen and Caruana; Caruana's game counts for both sides.
        let both = db.player_stats("CA").unwrap();
        assert_eq!(both.name_count, 2);
        assert_eq!(both.as_white.games(), 3);
        assert_eq!(both.as_black.games(), 3);
        assert!(db.player_stats("nobody").unwrap().by_opening.is_empty());
    }
}
