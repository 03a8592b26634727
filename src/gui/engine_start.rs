//! Engines start off the UI thread. Starting an external engine means launching a process and
//! waiting for its UCI handshake (up to the client's timeout), and even our own engines
//! allocate their hash tables; done in a frame, either would freeze the window. A
//! [`PendingStart`] runs [`EngineHandle::start`] on its own thread and hands the result back
//! through a channel that the app polls each frame.

use std::sync::mpsc;

use super::engines::{EngineEntry, EngineHandle};

/// An engine being started on a background thread.
#[derive(Debug)]
pub struct PendingStart {
    name: String,
    rx: mpsc::Receiver<Result<EngineHandle, String>>,
}

impl PendingStart {
    /// Starts `entry` (with the strength limit `elo`, when the engine supports one) on a new
    /// thread. Dropping the returned value abandons the start: the engine, once up, is shut
    /// down on that thread.
    pub fn spawn(entry: &EngineEntry, elo: Option<u32>) -> PendingStart {
        let (tx, rx) = mpsc::channel();
        let name = entry.name.clone();
        let entry = entry.clone();
        std::thread::spawn(move || {
            let result = EngineHandle::start(&entry, elo);
            // A send error means the app gave up on this start; dropping the handle here
            // quits the engine off the UI thread.
            let _ = tx.send(result);
        });
        PendingStart { name, rx }
    }

    /// The name of the engine being started.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The outcome once the start has finished; `None` while it is still running.
    pub fn poll(&self) -> Option<Result<EngineHandle, String>> {
        match self.rx.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(format!(
                "{}: the start-up thread ended without an answer",
                self.name
            ))),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::engine::EngineError;

    #[test]
    fn a_slow_start_does_not_block_and_failures_arrive() {
        let slow = EngineEntry::new("Slow", || {
            std::thread::sleep(Duration::from_millis(300));
            Err(EngineError("no such engine".into()))
        });
        let begun = Instant::now();
        let pending = PendingStart::spawn(&slow, None);
        assert!(begun.elapsed() < Duration::from_millis(100));
        assert!(pending.poll().is_none());
        let result = loop {
            if let Some(result) = pending.poll() {
                break result;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        assert_eq!(result.err().unwrap(), "Slow: no such engine");
        assert_eq!(pending.name(), "Slow");
    }
}
