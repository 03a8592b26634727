//! Game sounds, synthesised at start-up (no audio files): short percussive clicks for moves
//! and captures, a two-tone chime for check, a double knock for castling, a chord for the end
//! of the game and a beep for low time. Without an audio device (CI, headless) sound is off
//! with one log line, never a failure.

use std::num::NonZero;

use rodio::{DeviceSinkBuilder, MixerDeviceSink, buffer::SamplesBuffer};

const RATE: u32 = 44_100;

/// Which sound to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundKind {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// A move giving check.
    Check,
    /// Castling.
    Castle,
    /// The game ended.
    GameEnd,
    /// A clock fell under the low-time threshold.
    LowTime,
}

/// The audio output, if there is one.
pub struct Sound {
    sink: Option<MixerDeviceSink>,
    samples: [Vec<f32>; 6],
}

impl std::fmt::Debug for Sound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sound") // Debug output: not interface text
            .field("device", &self.sink.is_some())
            .finish()
    }
}

impl Sound {
    /// Opens the default output device; without one, a silent `Sound` (one log line).
    pub fn open() -> Sound {
        let sink = match DeviceSinkBuilder::open_default_sink() {
            Ok(mut sink) => {
                sink.log_on_drop(false);
                Some(sink)
            }
            Err(e) => {
                eprintln!("tempo: no audio output ({e}); sound is off");
                None
            }
        };
        Sound {
            sink,
            samples: synthesise_all(),
        }
    }

    /// A silent `Sound` that never touches the audio system (tests, screenshots).
    pub fn disabled() -> Sound {
        Sound {
            sink: None,
            samples: Default::default(),
        }
    }

    /// Whether an output device is open.
    pub fn has_device(&self) -> bool {
        self.sink.is_some()
    }

    /// Plays `kind` without blocking.
    pub fn play(&self, kind: SoundKind) {
        let Some(sink) = &self.sink else { return };
        let samples = &self.samples[kind as usize];
        if samples.is_empty() {
            return;
        }
        let (Some(channels), Some(rate)) = (NonZero::new(1u16), NonZero::new(RATE)) else {
            return;
        };
        sink.mixer()
            .add(SamplesBuffer::new(channels, rate, samples.clone()));
    }
}

/// Mono samples of every sound, indexed by `SoundKind as usize`.
fn synthesise_all() -> [Vec<f32>; 6] {
    [
        knock(0.055, 180.0, 0.55),
        {
            let mut s = knock(0.07, 140.0, 0.7);
            mix_at(&mut s, &knock(0.05, 320.0, 0.35), 0.012);
            s
        },
        {
            let mut s = tone(880.0, 0.09, 0.25);
            mix_at(&mut s, &tone(1175.0, 0.12, 0.25), 0.08);
            s
        },
        {
            let mut s = knock(0.05, 180.0, 0.5);
            mix_at(&mut s, &knock(0.05, 200.0, 0.5), 0.09);
            s
        },
        {
            let mut s = tone(523.25, 0.5, 0.18);
            mix_at(&mut s, &tone(659.25, 0.45, 0.16), 0.06);
            mix_at(&mut s, &tone(783.99, 0.4, 0.15), 0.12);
            s
        },
        {
            let mut s = tone(1320.0, 0.07, 0.22);
            mix_at(&mut s, &tone(1320.0, 0.07, 0.22), 0.14);
            s
        },
    ]
}

/// A wooden knock: a low sine with a fast exponential decay plus a little noise.
fn knock(seconds: f32, freq: f32, gain: f32) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    let mut noise = 0x2545_f491_u32;
    (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            noise ^= noise << 13;
            noise ^= noise >> 17;
            noise ^= noise << 5;
            let white = (noise as f32 / u32::MAX as f32) * 2.0 - 1.0;
            let env = (-t * 60.0).exp();
            gain * env * (0.8 * (std::f32::consts::TAU * freq * t).sin() + 0.25 * white)
        })
        .collect()
}

/// A soft sine tone with a short attack and exponential release.
fn tone(freq: f32, seconds: f32, gain: f32) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let attack = (t / 0.005).min(1.0);
            let env = attack * (-t * 6.0 / seconds).exp();
            gain * env * (std::f32::consts::TAU * freq * t).sin()
        })
        .collect()
}

/// Adds `other` into `base` starting `offset` seconds in, growing `base` as needed.
fn mix_at(base: &mut Vec<f32>, other: &[f32], offset: f32) {
    let start = (offset * RATE as f32) as usize;
    if base.len() < start + other.len() {
        base.resize(start + other.len(), 0.0);
    }
    for (b, o) in base.iter_mut().skip(start).zip(other) {
        *b = (*b + o).clamp(-1.0, 1.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sounds_are_short_and_bounded() {
        for samples in synthesise_all() {
            assert!(!samples.is_empty());
            assert!(samples.len() < RATE as usize);
            assert!(samples.iter().all(|s| s.abs() <= 1.0));
        }
        // Silent sound never panics.
        Sound::disabled().play(SoundKind::Check);
    }
}
