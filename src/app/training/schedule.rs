//! Spaced repetition for puzzles and repertoire moves: SM-2 (Wozniak, 1987).
//!
//! SM-2 rather than FSRS: FSRS predicts recall better, but only with parameters fitted to a
//! user's own review history, which a new user does not have; SM-2 needs none, is simple to
//! explain ("each success multiplies the gap, a failure starts over") and its state is four
//! numbers per card. A failed card also comes back within the same sitting, after
//! [`RELEARN_DELAY_SECS`], so it is practised until it is right.
//!
//! Times are Unix seconds passed in by the caller, so tests run on a mocked clock.

use serde::{Deserialize, Serialize};

/// Seconds in a day.
pub const DAY_SECS: i64 = 86_400;

/// A failed card is due again after this long.
pub const RELEARN_DELAY_SECS: i64 = 600;

/// The lowest ease SM-2 allows.
const MIN_EASE: f64 = 1.3;

/// How well an answer went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Grade {
    /// Wrong (or the solution was shown).
    Again,
    /// Right, after a hint or with effort.
    Hard,
    /// Right.
    Good,
    /// Right at once and easily.
    Easy,
}

impl Grade {
    /// SM-2's quality 0–5 for the grade.
    fn quality(self) -> f64 {
        match self {
            Grade::Again => 1.0,
            Grade::Hard => 3.0,
            Grade::Good => 4.0,
            Grade::Easy => 5.0,
        }
    }
}

/// One card's schedule.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// SM-2's ease factor (2.5 to begin with).
    pub ease: f64,
    /// The current gap in days (0: new or relearning).
    pub interval_days: f64,
    /// Successful reviews in a row.
    pub streak: u32,
    /// Times failed.
    pub lapses: u32,
    /// When it is due (Unix seconds).
    pub due: i64,
}

impl Card {
    /// A new card, due at once.
    pub fn new(now: i64) -> Card {
        Card {
            ease: 2.5,
            interval_days: 0.0,
            streak: 0,
            lapses: 0,
            due: now,
        }
    }

    /// Whether it is due at `now`.
    pub fn is_due(&self, now: i64) -> bool {
        self.due <= now
    }

    /// The schedule after an answer graded `grade` at `now`.
    #[must_use]
    pub fn after(self, grade: Grade, now: i64) -> Card {
        let q = grade.quality();
        let ease = (self.ease + 0.1 - (5.0 - q) * (0.08 + (5.0 - q) * 0.02)).max(MIN_EASE);
        if grade == Grade::Again {
            return Card {
                ease,
                interval_days: 0.0,
                streak: 0,
                lapses: self.lapses + 1,
                due: now + RELEARN_DELAY_SECS,
            };
        }
        let interval_days = match self.streak {
            0 => 1.0,
            1 => 6.0,
            _ => (self.interval_days * ease).round().max(1.0),
        };
        Card {
            ease,
            interval_days,
            streak: self.streak + 1,
            lapses: self.lapses,
            due: now + (interval_days * DAY_SECS as f64) as i64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_come_back_when_due_and_failed_ones_sooner() {
        let t0 = 1_800_000_000;
        let card = Card::new(t0);
        assert!(card.is_due(t0));
        let good = card.after(Grade::Good, t0);
        assert!(!good.is_due(t0 + DAY_SECS - 1));
        assert!(good.is_due(t0 + DAY_SECS));
        let second = good.after(Grade::Good, t0 + DAY_SECS);
        assert_eq!(second.interval_days, 6.0);
        let third = second.after(Grade::Good, t0 + 7 * DAY_SECS);
        assert_eq!(third.interval_days, 15.0);
        assert!(third.is_due(t0 + 22 * DAY_SECS) && !third.is_due(t0 + 21 * DAY_SECS));
        // A failure: back within the sitting, the streak lost, the ease lowered.
        let failed = third.after(Grade::Again, t0 + 22 * DAY_SECS);
        assert_eq!(failed.due, t0 + 22 * DAY_SECS + RELEARN_DELAY_SECS);
        assert_eq!((failed.streak, failed.lapses), (0, 1));
        assert!(failed.ease < third.ease);
        // Then relearned as a new card: one day.
        let relearned = failed.after(Grade::Good, failed.due);
        assert_eq!(relearned.interval_days, 1.0);
    }

    #[test]
    fn easy_answers_grow_the_gap_faster_than_hard_ones() {
        let t0 = 0;
        let mut easy = Card::new(t0);
        let mut hard = Card::new(t0);
        for day in 0..4 {
            easy = easy.after(Grade::Easy, t0 + day * DAY_SECS);
            hard = hard.after(Grade::Hard, t0 + day * DAY_SECS);
        }
        assert!(easy.interval_days > hard.interval_days);
        assert!(hard.ease >= MIN_EASE);
    }
}
