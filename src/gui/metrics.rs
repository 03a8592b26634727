//! Frame-time measurement: a ring buffer of recent frame times with percentiles, and the time
//! from process start to the first frame. The app records always (it is cheap); the measuring
//! mode (`TEMPO_MEASURE_SECS`) prints the figures and quits.

use std::time::Duration;

/// How many frames the ring buffer keeps (about a minute at 60 fps).
const CAPACITY: usize = 4096;

/// Recent frame times.
#[derive(Debug)]
pub struct FrameStats {
    times: Vec<Duration>,
    next: usize,
    /// Frames recorded since the start.
    pub frames: u64,
}

impl Default for FrameStats {
    fn default() -> Self {
        FrameStats {
            times: Vec::with_capacity(CAPACITY),
            next: 0,
            frames: 0,
        }
    }
}

impl FrameStats {
    /// Records one frame's duration.
    pub fn record(&mut self, time: Duration) {
        if self.times.len() < CAPACITY {
            self.times.push(time);
        } else if let Some(slot) = self.times.get_mut(self.next) {
            *slot = time;
        }
        self.next = (self.next + 1) % CAPACITY;
        self.frames += 1;
    }

    /// Forgets everything recorded so far.
    pub fn clear(&mut self) {
        self.times.clear();
        self.next = 0;
        self.frames = 0;
    }

    /// The `p`-th percentile (0..=100) of the kept frame times.
    pub fn percentile(&self, p: f64) -> Option<Duration> {
        if self.times.is_empty() {
            return None;
        }
        let mut sorted = self.times.clone();
        sorted.sort_unstable();
        let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
        sorted.get(rank.min(sorted.len() - 1)).copied()
    }

    /// The slowest kept frame.
    pub fn max(&self) -> Option<Duration> {
        self.times.iter().max().copied()
    }

    /// Number of frames kept.
    pub fn len(&self) -> usize {
        self.times.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.times.is_empty()
    }

    /// "p50 0.41 ms, p99 1.20 ms, max 3.10 ms over 3600 frames".
    pub fn summary(&self) -> String {
        let ms = |d: Option<Duration>| d.map_or(f64::NAN, |d| d.as_secs_f64() * 1e3);
        format!(
            "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms over {} frames", // log: not interface text
            ms(self.percentile(50.0)),
            ms(self.percentile(99.0)),
            ms(self.max()),
            self.len()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles() {
        let mut stats = FrameStats::default();
        assert!(stats.percentile(50.0).is_none());
        for ms in 1..=100 {
            stats.record(Duration::from_millis(ms));
        }
        assert_eq!(stats.percentile(50.0), Some(Duration::from_millis(51)));
        assert_eq!(stats.percentile(99.0), Some(Duration::from_millis(99)));
        assert_eq!(stats.max(), Some(Duration::from_millis(100)));
        for _ in 0..CAPACITY {
            stats.record(Duration::from_millis(2));
        }
        assert_eq!(stats.len(), CAPACITY);
        assert_eq!(stats.max(), Some(Duration::from_millis(2)));
    }
}
