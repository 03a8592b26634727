//! Playing levels as a person meets them: what each Elo level is like, and the user's own
//! rating from their games against the levels (Glicko-2), which suggests the next level.
//!
//! A game counts when one side is a person and the other a Tempo engine at a set level; the
//! level's Elo is the opponent's rating, with a fixed deviation because a level is an estimate
//! of strength, not a rating learnt from games.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{
    setup::Player,
    training::glicko::{Outcome as RatedOutcome, Rating},
};
use crate::chess::{ByColor, Color, Outcome, OutcomeReason};

/// The weakest level a person can choose (Tempo's lowest `UCI_Elo`).
pub const LOWEST: u32 = crate::search::strength::MIN_ELO as u32;
/// The strongest limited level (Tempo's highest calibrated `UCI_Elo`); above it, full strength.
pub const HIGHEST: u32 = crate::search::strength::MAX_ELO as u32;

/// The deviation given to a level's Elo: its calibration's typical error.
const LEVEL_DEVIATION: f64 = 75.0;

/// Games before a level is suggested: a first result says little.
const GAMES_BEFORE_SUGGESTING: usize = 3;

/// Suggested levels are rounded to this step, as the level choice moves.
const SUGGESTION_STEP: f64 = 50.0;

/// The catalogue key of a one-line description of the level `elo` (`t!` shows it).
pub fn description_key(elo: u32) -> &'static str {
    match elo {
        0..1000 => "level-beginner",
        1000..1400 => "level-casual",
        1400..1800 => "level-club",
        1800..2000 => "level-strong-club",
        2000..2200 => "level-expert",
        2200..2500 => "level-master",
        _ => "level-grandmaster",
    }
}

/// One rated game: the level played, the person's score and when (seconds since 1970).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedGame {
    /// The level's Elo.
    pub level: u32,
    /// 1 a win, 0.5 a draw, 0 a loss, for the person.
    pub score: f64,
    /// When the game ended.
    pub ended: i64,
}

/// The user's rating from their games against the levels.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayRating {
    rating: Rating,
    games: Vec<RatedGame>,
}

/// Why the rating file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum PlayRatingError {
    /// Reading or writing failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is not a rating file.
    #[error("{}: not a rating file: {source}", path.display())]
    Format {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: serde_json::Error,
    },
}

impl PlayRating {
    /// Reads the rating; a missing file is a fresh start.
    ///
    /// # Errors
    /// When the file exists but cannot be read or parsed (it is left as it is).
    pub fn load(path: &Path) -> Result<PlayRating, PlayRatingError> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).map_err(|source| PlayRatingError::Format {
                path: path.to_owned(),
                source,
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(PlayRating::default()),
            Err(source) => Err(PlayRatingError::Io {
                path: path.to_owned(),
                source,
            }),
        }
    }

    /// Writes the rating through a temporary file.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), PlayRatingError> {
        let io = |source| PlayRatingError::Io {
            path: path.to_owned(),
            source,
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let text = serde_json::to_vec(self).map_err(|source| PlayRatingError::Format {
            path: path.to_owned(),
            source,
        })?;
        super::pgn_file::write_atomically(path, &text).map_err(io)
    }

    /// The rating now.
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// The rated games, oldest first.
    pub fn games(&self) -> &[RatedGame] {
        &self.games
    }

    /// Records a game against `level` with the person's `score`.
    pub fn record(&mut self, level: u32, score: f64, ended: i64) {
        self.rating = self.rating.after(&[RatedOutcome {
            rating: f64::from(level),
            deviation: LEVEL_DEVIATION,
            score,
        }]);
        self.games.push(RatedGame {
            level,
            score,
            ended,
        });
    }

    /// The level to play next, within `min..=max`: the rating rounded to the level choice's
    /// step, once a few games have been played.
    pub fn suggested_level(&self, min: u32, max: u32) -> Option<u32> {
        if self.games.len() < GAMES_BEFORE_SUGGESTING {
            return None;
        }
        let rounded = (self.rating.rating / SUGGESTION_STEP).round() * SUGGESTION_STEP;
        Some((rounded.max(0.0) as u32).clamp(min, max))
    }
}

/// The level and the person's score of a finished game, when it was a person against a Tempo
/// engine at a set level (the only games that say something about the person's strength). An
/// engine's forfeit (a crash) says nothing about the person and is not rated.
pub fn rated_result(players: &ByColor<Player>, outcome: Outcome) -> Option<(u32, f64)> {
    if matches!(
        outcome.reason,
        OutcomeReason::Forfeit | OutcomeReason::Adjudication | OutcomeReason::Recorded
    ) {
        return None;
    }
    let person = Color::ALL
        .into_iter()
        .find(|&c| players.get(c).is_human())?;
    let Player::Engine {
        elo: Some(level), ..
    } = players.get(!person)
    else {
        return None;
    };
    let score = match outcome.winner {
        Some(winner) if winner == person => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    Some((*level, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level_player(elo: u32) -> Player {
        Player::Engine {
            name: "Tempo PVS".to_owned(),
            elo: Some(elo),
        }
    }

    #[test]
    fn only_a_person_against_a_level_is_rated() {
        let players = ByColor {
            white: Player::Human,
            black: level_player(1600),
        };
        let white_wins = Outcome {
            winner: Some(Color::White),
            reason: OutcomeReason::Checkmate,
        };
        assert_eq!(rated_result(&players, white_wins), Some((1600, 1.0)));
        let two_people = ByColor {
            white: Player::Human,
            black: Player::Human,
        };
        assert_eq!(rated_result(&two_people, white_wins), None);
        let full_strength = ByColor {
            white: Player::Human,
            black: Player::Engine {
                name: "Tempo PVS".to_owned(),
                elo: None,
            },
        };
        assert_eq!(rated_result(&full_strength, white_wins), None);
        let forfeit = Outcome {
            winner: Some(Color::White),
            reason: OutcomeReason::Forfeit,
        };
        assert_eq!(rated_result(&players, forfeit), None);
    }

    #[test]
    fn wins_raise_the_suggestion_and_losses_lower_it() {
        let mut rating = PlayRating::default();
        assert_eq!(rating.suggested_level(LOWEST, HIGHEST), None);
        for i in 0..4 {
            rating.record(1500, 1.0, i);
        }
        let after_wins = rating.suggested_level(LOWEST, HIGHEST).unwrap_or(0);
        assert!(after_wins > 1600, "{after_wins}");
        for i in 0..8 {
            rating.record(after_wins, 0.0, 10 + i);
        }
        let after_losses = rating.suggested_level(LOWEST, HIGHEST).unwrap_or(9999);
        assert!(after_losses < after_wins, "{after_losses} < {after_wins}");
        assert_eq!(after_losses % 50, 0);
    }

    #[test]
    fn the_rating_survives_a_restart_and_a_bad_file_is_reported() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let path = dir.path().join("play-rating.json");
        let mut rating = PlayRating::default();
        rating.record(1400, 0.5, 7);
        rating.save(&path).expect("saved");
        let loaded = PlayRating::load(&path).expect("read back");
        assert_eq!(loaded.games(), rating.games());
        assert!((loaded.rating().rating - rating.rating().rating).abs() < 1e-9);
        assert!((loaded.rating().volatility - rating.rating().volatility).abs() < 1e-12);
        std::fs::write(&path, "not json").expect("written");
        assert!(matches!(
            PlayRating::load(&path),
            Err(PlayRatingError::Format { .. })
        ));
        assert_eq!(
            PlayRating::load(&dir.path().join("missing.json")).expect("a fresh start"),
            PlayRating::default()
        );
    }
}
