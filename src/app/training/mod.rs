//! Training from the user's own games: the puzzle trainer ([`trainer`]: solving, hints, the
//! solution), the user's puzzle rating ([`glicko`]), spaced repetition ([`schedule`]), opening
//! repertoires and their drills ([`repertoire`]), and the report of where games left the
//! repertoire ([`deviations`]). [`TrainingState`] is what is kept between runs.
//!
//! For front ends: the puzzle sets and the choice of the next puzzle ([`pool`]), the trainer
//! with the puzzle on the board ([`puzzle_trainer`]), a drill on the board with the database's
//! move counts ([`drill_run`]) and the report on another thread ([`deviation_job`]).

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use self::{glicko::Rating, repertoire::DrillCards, schedule::Card, trainer::Attempt};

pub mod deviation_job;
pub mod deviations;
pub mod drill_run;
pub mod glicko;
pub mod pool;
pub mod puzzle_trainer;
pub mod repertoire;
pub mod schedule;
pub mod trainer;

/// What the trainer keeps between runs: the rating, the puzzles' schedules, the repertoires
/// (as PGN, so they can be edited elsewhere) and their drill cards.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct TrainingState {
    /// The user's puzzle rating.
    #[serde(default)]
    pub rating: Rating,
    /// Puzzles attempted, by [`trainer::TrainerPuzzle::key`].
    #[serde(default)]
    pub puzzle_cards: HashMap<String, Card>,
    /// Puzzles solved and failed.
    #[serde(default)]
    pub solved: u32,
    /// Puzzles failed.
    #[serde(default)]
    pub failed: u32,
    /// The White repertoire as PGN.
    #[serde(default)]
    pub white_repertoire: String,
    /// The Black repertoire as PGN.
    #[serde(default)]
    pub black_repertoire: String,
    /// White drill cards.
    #[serde(default)]
    pub white_cards: DrillCards,
    /// Black drill cards.
    #[serde(default)]
    pub black_cards: DrillCards,
}

/// Why the training file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What failed.
        source: std::io::Error,
    },
    /// The file is not a training file.
    #[error("{path}: not a Tempo training file: {source}")]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: serde_json::Error,
    },
}

impl TrainingState {
    /// Reads the state; a missing file is a fresh start.
    ///
    /// # Errors
    /// When the file exists but cannot be read or parsed (it is left as it is).
    pub fn load(path: &Path) -> Result<TrainingState, StateError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(StateError::Io {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        serde_json::from_str(&text).map_err(|source| StateError::Format {
            path: path.to_owned(),
            source,
        })
    }

    /// Writes the state through a temporary file, so a crash never leaves half a file.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), StateError> {
        let io = |source| StateError::Io {
            path: path.to_owned(),
            source,
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let text = serde_json::to_string(self).map_err(|source| StateError::Format {
            path: path.to_owned(),
            source,
        })?;
        let temporary = path.with_extension("json.tmp");
        std::fs::write(&temporary, text).map_err(io)?;
        std::fs::rename(&temporary, path).map_err(io)
    }

    /// Records a finished attempt at `now`: the rating and the puzzle's schedule.
    pub fn record(&mut self, attempt: &Attempt, now: i64) {
        let puzzle = attempt.puzzle();
        let solved = attempt.counts_as_solved();
        self.rating = self.rating.after_puzzle(f64::from(puzzle.rating), solved);
        if solved {
            self.solved += 1;
        } else {
            self.failed += 1;
        }
        let card = self
            .puzzle_cards
            .get(&puzzle.key)
            .copied()
            .unwrap_or_else(|| Card::new(now));
        self.puzzle_cards
            .insert(puzzle.key.clone(), card.after(attempt.grade(), now));
    }

    /// Whether the puzzle keyed `key` is due at `now` (never attempted: yes).
    pub fn is_due(&self, key: &str, now: i64) -> bool {
        self.puzzle_cards.get(key).is_none_or(|c| c.is_due(now))
    }
}

#[cfg(test)]
mod tests {
    use super::{trainer::TrainerPuzzle, *};
    use crate::formats::epd::parse_epd;

    #[test]
    fn attempts_update_the_rating_and_schedule_and_survive_a_reload() {
        let records =
            parse_epd("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"x\";").expect("EPD");
        let puzzle = TrainerPuzzle::from_epd(&records[0]).expect("puzzle");
        let key = puzzle.key.clone();
        let mut state = TrainingState::default();
        let t0 = 1_800_000_000;
        let mut attempt = Attempt::new(puzzle.clone());
        let wrong = attempt.position().parse_san("Rd7").expect("Rd7");
        attempt.try_move(wrong);
        attempt.show_solution();
        state.record(&attempt, t0);
        assert!(state.rating.rating < 1500.0);
        assert!(!state.is_due(&key, t0) && state.is_due(&key, t0 + schedule::RELEARN_DELAY_SECS));
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("training.json");
        state.save(&path).expect("save");
        let loaded = TrainingState::load(&path).expect("load");
        assert_eq!(loaded.failed, 1);
        assert_eq!(loaded.puzzle_cards.get(&key), state.puzzle_cards.get(&key));
        std::fs::write(&path, "not json").expect("write");
        assert!(matches!(
            TrainingState::load(&path),
            Err(StateError::Format { .. })
        ));
    }
}
