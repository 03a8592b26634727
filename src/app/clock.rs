//! Chess clocks and time controls, one of each for every front end: the desktop app, the
//! autosave, `tempo match` and the game driver.
//!
//! The clock never reads the time itself: every method takes `now`, the elapsed time of a
//! [`TimeSource`]. The app passes the real monotonic time; tests pass a [`ManualTime`]. A
//! driver that measures each move itself charges it with [`Clock::charge`] instead.

use std::{
    fmt,
    num::NonZeroU32,
    str::FromStr,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde::{Deserialize, Serialize};

use crate::{
    chess::{ByColor, Color},
    engine::SearchLimits,
};
/// A monotonic time source: time elapsed since some fixed start.
pub trait TimeSource: Send + Sync {
    /// Time elapsed since the source was created.
    fn now(&self) -> Duration;
}

/// The real monotonic clock.
#[derive(Debug)]
pub struct RealTime {
    start: Instant,
}

impl Default for RealTime {
    fn default() -> Self {
        RealTime {
            start: Instant::now(),
        }
    }
}

impl TimeSource for RealTime {
    fn now(&self) -> Duration {
        self.start.elapsed()
    }
}

/// A time source moved by hand (tests, scripted screenshots). Cloning shares the time.
#[derive(Clone, Debug, Default)]
pub struct ManualTime {
    nanos: Arc<AtomicU64>,
}

impl ManualTime {
    /// Moves time forward by `by`.
    pub fn advance(&self, by: Duration) {
        let nanos = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_add(nanos, Ordering::Relaxed);
    }
}

impl TimeSource for ManualTime {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.load(Ordering::Relaxed))
    }
}

/// A time control: `[moves/]base[+increment]`. Each side starts with `base`, gains
/// `increment` after every move, and with moves per period gains `base` again after every
/// `moves` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredTimeControl", into = "StoredTimeControl")]
pub struct TimeControl {
    moves: Option<NonZeroU32>,
    base: Duration,
    increment: Duration,
}

impl TimeControl {
    /// The presets offered in the new-game dialog.
    pub const PRESETS: [TimeControl; 6] = [
        TimeControl::new(60, 0),
        TimeControl::new(180, 2),
        TimeControl::new(300, 0),
        TimeControl::new(600, 5),
        TimeControl::new(900, 10),
        TimeControl::new(1800, 0),
    ];

    /// `base_secs` + `increment_secs`, sudden death.
    pub const fn new(base_secs: u32, increment_secs: u32) -> TimeControl {
        TimeControl::from_durations(
            Duration::from_secs(base_secs as u64),
            Duration::from_secs(increment_secs as u64),
        )
    }

    /// `base` + `increment` to the millisecond and below, sudden death.
    pub const fn from_durations(base: Duration, increment: Duration) -> TimeControl {
        TimeControl {
            moves: None,
            base,
            increment,
        }
    }

    /// The same control with `base` given again every `moves` moves.
    #[must_use]
    pub const fn with_moves_per_period(mut self, moves: NonZeroU32) -> TimeControl {
        self.moves = Some(moves);
        self
    }

    /// The base time (of every period).
    pub fn base(self) -> Duration {
        self.base
    }

    /// The increment.
    pub fn increment(self) -> Duration {
        self.increment
    }

    /// Moves per period (`None`: the whole game, sudden death).
    pub fn moves_per_period(self) -> Option<u32> {
        self.moves.map(NonZeroU32::get)
    }

    /// The base time in whole seconds (the new-game dialog's fields).
    pub fn base_secs(self) -> u32 {
        u32::try_from(self.base.as_secs()).unwrap_or(u32::MAX)
    }

    /// The increment in whole seconds (the new-game dialog's fields).
    pub fn increment_secs(self) -> u32 {
        u32::try_from(self.increment.as_secs()).unwrap_or(u32::MAX)
    }

    /// "5+0", "3+2", "1:30+1"; controls with fractions of seconds or moves per period as in
    /// the PGN tag ("40/60+0.6").
    pub fn label(self) -> String {
        if self.moves.is_some()
            || self.base.subsec_nanos() != 0
            || self.increment.subsec_nanos() != 0
        {
            return self.to_string();
        }
        let base_secs = self.base.as_secs();
        let (minutes, seconds) = (base_secs / 60, base_secs % 60);
        let increment = self.increment.as_secs();
        if seconds == 0 {
            format!("{minutes}+{increment}")
        } else {
            format!("{minutes}:{seconds:02}+{increment}")
        }
    }
}

/// Why a time control was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad time control '{0}': expected [moves/]seconds[+increment], like 5+0.05 or 40/60")]
pub struct TimeControlError(pub String);

/// Non-negative, finite seconds.
fn seconds(value: f64) -> Option<Duration> {
    (value.is_finite() && value >= 0.0).then(|| Duration::from_secs_f64(value))
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `[moves/]seconds[+increment]`, like `40/60+0.6` or `5+0.05`.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let error = || TimeControlError(text.to_owned());
        let parse_seconds = |part: &str| part.parse().ok().and_then(seconds);
        let (moves, rest) = match text.split_once('/') {
            Some((moves, rest)) => {
                let moves = moves.parse::<NonZeroU32>().map_err(|_| error())?;
                (Some(moves), rest)
            }
            None => (None, text),
        };
        let (base, increment) = match rest.split_once('+') {
            Some((base, increment)) => (parse_seconds(base), parse_seconds(increment)),
            None => (parse_seconds(rest), Some(Duration::ZERO)),
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

impl fmt::Display for TimeControl {
    /// The PGN `TimeControl` tag form: `[moves/]seconds[+increment]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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

/// A [`TimeControl`] as settings and autosaves store it: `{"base_secs":300,"increment_secs":2}`
/// (whole seconds as integers, so files written before fractions existed still load and
/// read the same), with `moves` only for controls with periods.
#[derive(Serialize, Deserialize)]
struct StoredTimeControl {
    base_secs: StoredSeconds,
    increment_secs: StoredSeconds,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    moves: Option<NonZeroU32>,
}

/// Seconds: an integer when whole, else a fraction.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StoredSeconds {
    Whole(u64),
    Fraction(f64),
}

impl StoredSeconds {
    fn of(duration: Duration) -> StoredSeconds {
        if duration.subsec_nanos() == 0 {
            StoredSeconds::Whole(duration.as_secs())
        } else {
            StoredSeconds::Fraction(duration.as_secs_f64())
        }
    }

    fn duration(&self) -> Option<Duration> {
        match *self {
            StoredSeconds::Whole(secs) => Some(Duration::from_secs(secs)),
            StoredSeconds::Fraction(secs) => seconds(secs),
        }
    }
}

impl From<TimeControl> for StoredTimeControl {
    fn from(control: TimeControl) -> StoredTimeControl {
        StoredTimeControl {
            base_secs: StoredSeconds::of(control.base),
            increment_secs: StoredSeconds::of(control.increment),
            moves: control.moves,
        }
    }
}

impl TryFrom<StoredTimeControl> for TimeControl {
    type Error = String;

    fn try_from(stored: StoredTimeControl) -> Result<TimeControl, String> {
        let (Some(base), Some(increment)) = (
            stored.base_secs.duration(),
            stored.increment_secs.duration(),
        ) else {
            return Err("time control seconds must be finite and not negative".to_owned());
        };
        Ok(TimeControl {
            moves: stored.moves,
            base,
            increment,
        })
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

/// Both sides' clocks. Only the side to move runs.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time when each side's clock last stopped.
    banked: ByColor<Duration>,
    /// Moves completed by each side (for moves per period).
    moves_made: ByColor<u32>,
    /// The running side and when it started.
    running: Option<(Color, Duration)>,
}

impl Clock {
    /// A clock with both sides at the base time, stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_remaining(control, control.base, control.base)
    }

    /// A clock resumed with given remaining times (autosave).
    pub fn with_remaining(control: TimeControl, white: Duration, black: Duration) -> Clock {
        Clock {
            control,
            banked: ByColor { white, black },
            moves_made: ByColor::default(),
            running: None,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Starts (or restarts) `side`'s clock at `now`, stopping the other.
    pub fn start(&mut self, side: Color, now: Duration) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops whichever clock runs, banking its time.
    pub fn stop(&mut self, now: Duration) {
        if let Some((side, since)) = self.running.take() {
            let used = now.saturating_sub(since);
            let banked = self.banked.get_mut(side);
            *banked = banked.saturating_sub(used);
        }
    }

    /// `side` completed a move at `now`: its clock stops, gains the increment (and the base
    /// time at the end of a period), and the opponent's clock starts.
    pub fn press(&mut self, side: Color, now: Duration) {
        self.stop(now);
        self.complete_move(side);
        self.running = Some((side.flip(), now));
    }

    /// Charges `side`, whose clock is not running, for a move that took `elapsed` (measured
    /// by the caller). A move may overrun the remaining time by at most `margin` (pipe and
    /// scheduling latency); beyond that the player has lost on time. Within the margin the
    /// clock stops at zero before the increment is added.
    pub fn charge(
        &mut self,
        side: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Flagged> {
        let remaining = *self.banked.get(side);
        if elapsed > remaining + margin {
            return Err(Flagged {
                elapsed,
                available: remaining,
            });
        }
        *self.banked.get_mut(side) = remaining.saturating_sub(elapsed);
        self.complete_move(side);
        Ok(())
    }

    /// The increment, and the base time again after the last move of a period.
    fn complete_move(&mut self, side: Color) {
        let made = self.moves_made.get_mut(side);
        *made += 1;
        let period_ends = self
            .control
            .moves
            .is_some_and(|period| made.is_multiple_of(period.get()));
        let banked = self.banked.get_mut(side);
        *banked += self.control.increment;
        if period_ends {
            *banked += self.control.base;
        }
    }

    /// The side whose clock runs.
    pub fn running_side(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// Remaining time of `side` at `now`.
    pub fn remaining(&self, side: Color, now: Duration) -> Duration {
        let banked = *self.banked.get(side);
        match self.running {
            Some((running, since)) if running == side => {
                banked.saturating_sub(now.saturating_sub(since))
            }
            _ => banked,
        }
    }

    /// Fills the clock fields of `go` at `now` for `side` to move: both remaining times, the
    /// increments and the moves to the next period.
    pub fn fill_limits(&self, side: Color, now: Duration, limits: &mut SearchLimits) {
        limits.wtime = Some(self.remaining(Color::White, now));
        limits.btime = Some(self.remaining(Color::Black, now));
        limits.winc = Some(self.control.increment);
        limits.binc = Some(self.control.increment);
        limits.movestogo = self.control.moves.map(|period| {
            let period = period.get();
            period - self.moves_made.get(side) % period
        });
    }

    /// The side whose flag has fallen at `now`, if any.
    pub fn flagged(&self, now: Duration) -> Option<Color> {
        let (side, _) = self.running?;
        self.remaining(side, now).is_zero().then_some(side)
    }

    /// Whether `side` is low on time: under 20 s, or under a fifth of a short base time.
    pub fn is_low(&self, side: Color, now: Duration) -> bool {
        let threshold = Duration::from_secs(20).min(self.control.base / 5);
        self.remaining(side, now) < threshold
    }
}

/// Clock text: `1:05:03`, `4:59`, `0:09.3` (tenths below ten seconds).
pub fn format_clock(remaining: Duration) -> String {
    let total_tenths = remaining.as_millis() / 100;
    let secs = total_tenths / 10;
    if secs < 10 {
        return format!("0:0{}.{}", secs, total_tenths % 10);
    }
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Duration = Duration::from_secs(1);

    #[test]
    fn clock_runs_for_the_side_to_move_only() {
        let mut clock = Clock::new(TimeControl::new(60, 2));
        clock.start(Color::White, Duration::ZERO);
        assert_eq!(clock.remaining(Color::White, 10 * S), 50 * S);
        assert_eq!(clock.remaining(Color::Black, 10 * S), 60 * S);
        clock.press(Color::White, 10 * S);
        assert_eq!(clock.remaining(Color::White, 20 * S), 52 * S);
        assert_eq!(clock.remaining(Color::Black, 20 * S), 50 * S);
        assert_eq!(clock.running_side(), Some(Color::Black));
        clock.stop(25 * S);
        assert_eq!(clock.remaining(Color::Black, 100 * S), 45 * S);
        assert_eq!(clock.flagged(100 * S), None);
    }

    #[test]
    fn flag_falls_at_zero() {
        let mut clock = Clock::new(TimeControl::new(60, 0));
        clock.start(Color::White, Duration::ZERO);
        assert_eq!(clock.flagged(59 * S), None);
        assert!(clock.is_low(Color::White, 50 * S));
        assert!(!clock.is_low(Color::White, 30 * S));
        assert_eq!(clock.flagged(60 * S), Some(Color::White));
        assert_eq!(clock.remaining(Color::White, 70 * S), Duration::ZERO);
    }

    #[test]
    fn clock_text() {
        assert_eq!(format_clock(Duration::from_millis(9_340)), "0:09.3");
        assert_eq!(format_clock(Duration::from_millis(10_000)), "0:10");
        assert_eq!(format_clock(Duration::from_secs(299)), "4:59");
        assert_eq!(format_clock(Duration::from_secs(3_723)), "1:02:03");
        assert_eq!(TimeControl::new(180, 2).label(), "3+2");
        assert_eq!(TimeControl::new(90, 1).label(), "1:30+1");
    }

    #[test]
    fn manual_time_is_shared() {
        let time = ManualTime::default();
        let copy = time.clone();
        time.advance(3 * S);
        assert_eq!(copy.now(), 3 * S);
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn parse_time_controls() {
        assert_eq!(
            "5+0.05".parse(),
            Ok(TimeControl::from_durations(ms(5000), ms(50)))
        );
        let forty = NonZeroU32::new(40).unwrap_or(NonZeroU32::MIN);
        assert_eq!(
            "40/60".parse(),
            Ok(TimeControl::new(60, 0).with_moves_per_period(forty))
        );
        assert_eq!(
            "0+0.1".parse::<TimeControl>().map(TimeControl::increment),
            Ok(ms(100))
        );
        for bad in ["", "x", "5+", "0/5", "-1+0", "0+0", "5+x", "a/5"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        let tc: Result<TimeControl, _> = "40/60+0.6".parse();
        assert_eq!(
            tc.clone().map(|t| t.to_string()),
            Ok("40/60+0.6".to_owned())
        );
        assert_eq!(tc.map(TimeControl::label), Ok("40/60+0.6".to_owned()));
        assert_eq!(TimeControl::new(300, 0).to_string(), "300");
        assert_eq!(TimeControl::new(180, 2).to_string(), "180+2");
    }

    #[test]
    fn stored_form_is_unchanged_and_takes_fractions() {
        let json = |tc: TimeControl| serde_json::to_string(&tc).unwrap_or_default();
        assert_eq!(
            json(TimeControl::new(300, 2)),
            r#"{"base_secs":300,"increment_secs":2}"#
        );
        let old: Result<TimeControl, _> =
            serde_json::from_str(r#"{"base_secs":60,"increment_secs":1}"#);
        assert_eq!(old.ok(), Some(TimeControl::new(60, 1)));
        for text in ["5+0.05", "40/60+0.6", "0.5"] {
            let tc: TimeControl = text.parse().unwrap_or(TimeControl::new(1, 1));
            let back: Result<TimeControl, _> = serde_json::from_str(&json(tc));
            assert_eq!(back.ok(), Some(tc), "{text}");
        }
        let negative: Result<TimeControl, _> =
            serde_json::from_str(r#"{"base_secs":-5,"increment_secs":0}"#);
        assert!(negative.is_err());
    }

    #[test]
    fn charged_moves_respect_the_margin() {
        let mut clock = Clock::new(TimeControl::from_durations(ms(1000), ms(10)));
        assert_eq!(clock.charge(Color::White, ms(300), ms(0)), Ok(()));
        assert_eq!(clock.remaining(Color::White, Duration::ZERO), ms(710));
        assert_eq!(clock.remaining(Color::Black, Duration::ZERO), ms(1000));
        // 20 ms over, inside a 25 ms margin: the clock stops at zero, plus the increment.
        assert_eq!(clock.charge(Color::White, ms(730), ms(25)), Ok(()));
        assert_eq!(clock.remaining(Color::White, Duration::ZERO), ms(10));
        assert_eq!(
            clock.charge(Color::White, ms(50), ms(25)),
            Err(Flagged {
                elapsed: ms(50),
                available: ms(10)
            })
        );
        let mut limits = SearchLimits::default();
        clock.fill_limits(Color::Black, Duration::ZERO, &mut limits);
        assert_eq!(limits.wtime, Some(ms(10)));
        assert_eq!(limits.btime, Some(ms(1000)));
        assert_eq!(limits.binc, Some(ms(10)));
        assert_eq!(limits.movestogo, None);
    }

    #[test]
    fn periods_add_the_base_time_again() {
        let two = NonZeroU32::new(2).unwrap_or(NonZeroU32::MIN);
        let tc = TimeControl::from_durations(ms(100), Duration::ZERO).with_moves_per_period(two);
        let mut clock = Clock::new(tc);
        let mut limits = SearchLimits::default();
        clock.fill_limits(Color::White, Duration::ZERO, &mut limits);
        assert_eq!(limits.movestogo, Some(2));
        assert_eq!(clock.charge(Color::White, ms(30), ms(0)), Ok(()));
        clock.fill_limits(Color::White, Duration::ZERO, &mut limits);
        assert_eq!(limits.movestogo, Some(1));
        assert_eq!(clock.charge(Color::White, ms(30), ms(0)), Ok(()));
        assert_eq!(clock.remaining(Color::White, Duration::ZERO), ms(140));
        clock.fill_limits(Color::White, Duration::ZERO, &mut limits);
        assert_eq!(limits.movestogo, Some(2));
        // A running clock gets the new period too.
        clock.start(Color::Black, Duration::ZERO);
        clock.press(Color::Black, ms(40));
        clock.press(Color::White, ms(50));
        clock.press(Color::Black, ms(90));
        assert_eq!(
            clock.remaining(Color::Black, ms(90)),
            ms(100 - 40 - 40 + 100)
        );
    }
}
