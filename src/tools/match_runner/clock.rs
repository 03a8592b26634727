//! Time controls and the chess clock of a match game. Time is measured by the runner from
//! sending `go` to receiving `bestmove`; the engine is told its exact remaining time.

use std::{str::FromStr, time::Duration};

use crate::{chess::Color, engine::SearchLimits};

/// A time control: `[moves/]base[+increment]` in seconds, like `40/60+0.6` or `5+0.05`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per period (`None`: the whole game, sudden death).
    pub moves: Option<u32>,
    /// Time per period.
    pub base: Duration,
    /// Added after each move.
    pub increment: Duration,
}

/// Why a time control was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad time control '{0}': expected [moves/]seconds[+increment], like 5+0.05 or 40/60")]
pub struct TimeControlError(pub String);

fn seconds(text: &str) -> Option<Duration> {
    let value: f64 = text.parse().ok()?;
    (value.is_finite() && value >= 0.0).then(|| Duration::from_secs_f64(value))
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let error = || TimeControlError(text.to_owned());
        let (moves, rest) = match text.split_once('/') {
            Some((moves, rest)) => (Some(moves.parse::<u32>().map_err(|_| error())?), rest),
            None => (None, text),
        };
        if moves == Some(0) {
            return Err(error());
        }
        let (base, increment) = match rest.split_once('+') {
            Some((base, inc)) => (seconds(base), seconds(inc)),
            None => (seconds(rest), Some(Duration::ZERO)),
        };
        let (Some(base), Some(increment)) = (base, increment) else {
            return Err(error());
        };
        if base.is_zero() && increment.is_zero() {
            return Err(error());
        }
        Ok(TimeControl {
            moves,
            base,
            increment,
        })
    }
}

impl std::fmt::Display for TimeControl {
    /// The PGN `TimeControl` tag form: `[moves/]seconds[+increment]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(moves) = self.moves {
            write!(f, "{moves}/")?;
        }
        write!(f, "{}", self.base.as_secs_f64())?;
        if !self.increment.is_zero() {
            write!(f, "+{}", self.increment.as_secs_f64())?;
        }
        Ok(())
    }
}

/// A move took longer than the time it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged {
    /// How long the move took.
    pub elapsed: Duration,
    /// The time that was left (before the margin).
    pub available: Duration,
}

/// Both players' clocks.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time, White then Black.
    remaining: [Duration; 2],
    /// Moves made so far by each side.
    moves: [u32; 2],
}

fn slot(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Clock {
    /// Both clocks at the start of the game.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            remaining: [control.base; 2],
            moves: [0; 2],
        }
    }

    /// The time `color` has left.
    pub fn remaining(&self, color: Color) -> Duration {
        self.remaining.get(slot(color)).copied().unwrap_or_default()
    }

    /// Fills the clock fields of `go` for `color` to move.
    pub fn fill_limits(&self, color: Color, limits: &mut SearchLimits) {
        limits.wtime = Some(self.remaining(Color::White));
        limits.btime = Some(self.remaining(Color::Black));
        limits.winc = Some(self.control.increment);
        limits.binc = Some(self.control.increment);
        limits.movestogo = self.control.moves.map(|n| {
            let made = self.moves.get(slot(color)).copied().unwrap_or_default();
            n - made % n
        });
    }

    /// Charges `color` for a move that took `elapsed`. A move may overrun the remaining time
    /// by at most `margin` (pipe and scheduling latency); beyond that the player has lost on
    /// time. Within the margin the clock stops at zero before the increment is added.
    pub fn charge(
        &mut self,
        color: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Flagged> {
        let i = slot(color);
        let (Some(remaining), Some(moves)) = (self.remaining.get_mut(i), self.moves.get_mut(i))
        else {
            return Ok(());
        };
        if elapsed > *remaining + margin {
            return Err(Flagged {
                elapsed,
                available: *remaining,
            });
        }
        *remaining = remaining.saturating_sub(elapsed) + self.control.increment;
        *moves += 1;
        if let Some(n) = self.control.moves
            && *moves % n == 0
        {
            *remaining += self.control.base;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn parse_time_controls() {
        assert_eq!(
            "5+0.05".parse(),
            Ok(TimeControl {
                moves: None,
                base: ms(5000),
                increment: ms(50)
            })
        );
        assert_eq!(
            "40/60".parse(),
            Ok(TimeControl {
                moves: Some(40),
                base: ms(60_000),
                increment: ms(0)
            })
        );
        assert_eq!(
            "0+0.1".parse::<TimeControl>().map(|t| t.increment),
            Ok(ms(100))
        );
        for bad in ["", "x", "5+", "0/5", "-1+0", "0+0", "5+x", "a/5"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        let tc: Result<TimeControl, _> = "40/60+0.6".parse();
        assert_eq!(tc.map(|t| t.to_string()), Ok("40/60+0.6".to_owned()));
    }

    #[test]
    fn increments_margin_and_flag() {
        let tc = TimeControl {
            moves: None,
            base: ms(1000),
            increment: ms(10),
        };
        let mut clock = Clock::new(tc);
        assert_eq!(clock.charge(Color::White, ms(300), ms(0)), Ok(()));
        assert_eq!(clock.remaining(Color::White), ms(710));
        assert_eq!(clock.remaining(Color::Black), ms(1000));
        // 20 ms over, inside a 25 ms margin: the clock stops at zero, plus the increment.
        assert_eq!(clock.charge(Color::White, ms(730), ms(25)), Ok(()));
        assert_eq!(clock.remaining(Color::White), ms(10));
        assert_eq!(
            clock.charge(Color::White, ms(50), ms(25)),
            Err(Flagged {
                elapsed: ms(50),
                available: ms(10)
            })
        );
        let mut limits = SearchLimits::default();
        clock.fill_limits(Color::Black, &mut limits);
        assert_eq!(limits.wtime, Some(ms(10)));
        assert_eq!(limits.btime, Some(ms(1000)));
        assert_eq!(limits.binc, Some(ms(10)));
        assert_eq!(limits.movestogo, None);
    }

    #[test]
    fn repeating_controls_add_base_time() {
        let tc = TimeControl {
            moves: Some(2),
            base: ms(100),
            increment: ms(0),
        };
        let mut clock = Clock::new(tc);
        let mut limits = SearchLimits::default();
        clock.fill_limits(Color::White, &mut limits);
        assert_eq!(limits.movestogo, Some(2));
        assert_eq!(clock.charge(Color::White, ms(30), ms(0)), Ok(()));
        clock.fill_limits(Color::White, &mut limits);
        assert_eq!(limits.movestogo, Some(1));
        assert_eq!(clock.charge(Color::White, ms(30), ms(0)), Ok(()));
        assert_eq!(clock.remaining(Color::White), ms(140));
        clock.fill_limits(Color::White, &mut limits);
        assert_eq!(limits.movestogo, Some(2));
    }
}
