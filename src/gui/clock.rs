//! Chess clocks with an injectable time source, so tests run with mocked time.
//!
//! The clock never reads the time itself: every method takes `now`, the elapsed time of a
//! [`TimeSource`]. The app passes the real monotonic time; tests pass a [`ManualTime`].

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde::{Deserialize, Serialize};

use crate::chess::{ByColor, Color};

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

/// A time control: base time and increment per move (Fischer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    /// Starting time of each side, in seconds.
    pub base_secs: u32,
    /// Increment added after each move, in seconds.
    pub increment_secs: u32,
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

    /// `base_secs` + `increment_secs`.
    pub const fn new(base_secs: u32, increment_secs: u32) -> TimeControl {
        TimeControl {
            base_secs,
            increment_secs,
        }
    }

    /// The base time.
    pub fn base(self) -> Duration {
        Duration::from_secs(u64::from(self.base_secs))
    }

    /// The increment.
    pub fn increment(self) -> Duration {
        Duration::from_secs(u64::from(self.increment_secs))
    }

    /// "5+0", "3+2", "1:30+1".
    pub fn label(self) -> String {
        let minutes = self.base_secs / 60;
        let seconds = self.base_secs % 60;
        if seconds == 0 {
            format!("{minutes}+{}", self.increment_secs)
        } else {
            format!("{minutes}:{seconds:02}+{}", self.increment_secs)
        }
    }
}

/// Both sides' clocks. Only the side to move runs.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time when each side's clock last stopped.
    banked: ByColor<Duration>,
    /// The running side and when it started.
    running: Option<(Color, Duration)>,
}

impl Clock {
    /// A clock with both sides at the base time, stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            banked: ByColor {
                white: control.base(),
                black: control.base(),
            },
            running: None,
        }
    }

    /// A clock resumed with given remaining times (autosave).
    pub fn with_remaining(control: TimeControl, white: Duration, black: Duration) -> Clock {
        Clock {
            control,
            banked: ByColor { white, black },
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

    /// `side` completed a move at `now`: its clock stops, gains the increment, and the
    /// opponent's clock starts.
    pub fn press(&mut self, side: Color, now: Duration) {
        self.stop(now);
        let banked = self.banked.get_mut(side);
        *banked += self.control.increment();
        self.running = Some((side.flip(), now));
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

    /// The side whose flag has fallen at `now`, if any.
    pub fn flagged(&self, now: Duration) -> Option<Color> {
        let (side, _) = self.running?;
        self.remaining(side, now).is_zero().then_some(side)
    }

    /// Whether `side` is low on time: under 20 s, or under a fifth of a short base time.
    pub fn is_low(&self, side: Color, now: Duration) -> bool {
        let threshold = Duration::from_secs(20).min(self.control.base() / 5);
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
}
