//! What the data generators share (`tempo datagen`, `tempo policy-data`): worker threads
//! whose results one writer takes in, output files that are appended to and resumed, opening
//! files, and progress lines.

use std::{
    io::Read as _,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::{Duration, Instant},
};

use anyhow::Context as _;

use super::selfplay::parse_openings;
use crate::chess::Position;

/// Runs `threads` workers, each with its own state from `setup(thread index)` (built on its
/// thread), calling `work` until it returns `None` (no work left) or the run is over; every
/// item goes to `take` on the calling thread, in the order they come, until `take` says the
/// run is over (`true`). Workers finish the item in hand and stop; a worker's error or
/// `take`'s stops every worker and is returned.
///
/// # Errors
/// The first error of `setup`, `work` or `take`.
pub fn run_workers<S, T: Send>(
    threads: usize,
    setup: impl Fn(usize) -> anyhow::Result<S> + Sync,
    work: impl Fn(&mut S) -> anyhow::Result<Option<T>> + Sync,
    mut take: impl FnMut(T) -> anyhow::Result<bool>,
) -> anyhow::Result<()> {
    anyhow::ensure!(threads > 0, "--threads must be at least 1");
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<T>();
    std::thread::scope(|scope| {
        let mut workers = Vec::new();
        for t in 0..threads {
            let tx = tx.clone();
            let (stop, setup, work) = (&stop, &setup, &work);
            workers.push(scope.spawn(move || -> anyhow::Result<()> {
                let result = (|| {
                    let mut state = setup(t)?;
                    while !stop.load(Ordering::Relaxed) {
                        let Some(item) = work(&mut state)? else {
                            break;
                        };
                        if tx.send(item).is_err() {
                            break;
                        }
                    }
                    Ok(())
                })();
                if result.is_err() {
                    stop.store(true, Ordering::Relaxed);
                }
                result
            }));
        }
        drop(tx);
        let mut outcome = Ok(());
        // Consuming the receiver: once the loop ends, workers' sends fail and they stop.
        for item in rx {
            match take(item) {
                Ok(false) => {}
                Ok(true) => break,
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            }
        }
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            match w.join() {
                Ok(r) => r?,
                Err(_) => anyhow::bail!("a worker thread panicked"),
            }
        }
        outcome
    })
}

/// Creates the folder of `path` if needed.
pub fn create_parent(path: &Path) -> anyhow::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    Ok(())
}

/// Counts the whole lines of the text file `path` (creating it if needed) and cuts off a
/// partial last line (one without its newline, left by an interrupted run), so that lines
/// appended next start on their own line.
pub fn prepare_lines_output(path: &Path) -> anyhow::Result<u64> {
    create_parent(path)?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .read(true)
        .open(path)
        .with_context(|| format!("opening {}", path.display()))?;
    let mut lines = 0u64;
    let mut read = 0u64;
    let mut whole = 0u64;
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = file
            .read(&mut buf)
            .with_context(|| format!("reading {}", path.display()))?;
        let Some(chunk) = buf.get(..n).filter(|c| !c.is_empty()) else {
            break;
        };
        for (i, _) in chunk.iter().enumerate().filter(|&(_, &b)| b == b'\n') {
            lines += 1;
            whole = read + i as u64 + 1;
        }
        read += n as u64;
    }
    if read > whole {
        file.set_len(whole)
            .with_context(|| format!("cutting a partial line off {}", path.display()))?;
        eprintln!("cut a partial line off the end of {}", path.display());
    }
    Ok(lines)
}

/// The positions of an opening file (EPD; see [`parse_openings`]), or none without a file.
///
/// # Errors
/// A file that cannot be read or holds no position.
pub fn read_openings(path: Option<&PathBuf>) -> anyhow::Result<Vec<Position>> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let list = parse_openings(&text);
    anyhow::ensure!(!list.is_empty(), "no positions in {}", path.display());
    Ok(list)
}

/// How often a run prints its progress.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// A run's progress towards a number of positions in its output.
#[derive(Debug)]
pub struct Progress {
    /// Positions the output held before the run.
    existing: u64,
    /// Positions it should hold at the end.
    target: u64,
    /// Positions it holds now.
    positions: u64,
    /// Games (or searches) finished in this run.
    games: u64,
    start: Instant,
    last_line: Instant,
}

impl Progress {
    /// A run towards `target` positions in an output that holds `existing`.
    pub fn new(existing: u64, target: u64) -> Progress {
        let now = Instant::now();
        Progress {
            existing,
            target,
            positions: existing,
            games: 0,
            start: now,
            last_line: now,
        }
    }

    /// Positions still wanted.
    pub fn room(&self) -> usize {
        usize::try_from(self.target.saturating_sub(self.positions)).unwrap_or(usize::MAX)
    }

    /// Counts a finished game that added `positions`.
    pub fn add(&mut self, positions: u64) {
        self.positions += positions;
        self.games += 1;
    }

    /// Whether the output holds the positions wanted.
    pub fn done(&self) -> bool {
        self.positions >= self.target
    }

    /// Positions in the output now.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// Positions added by this run.
    pub fn added(&self) -> u64 {
        self.positions - self.existing
    }

    /// Seconds since the run started.
    pub fn seconds(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    /// The progress line when one is due (every few seconds, and at the end).
    pub fn line_if_due(&mut self, games: &str) -> Option<String> {
        if self.last_line.elapsed() < PROGRESS_EVERY && !self.done() {
            return None;
        }
        self.last_line = Instant::now();
        let rate = self.added() as f64 / self.seconds().max(1e-3);
        let eta = if rate > 0.0 {
            self.target.saturating_sub(self.positions) as f64 / rate
        } else {
            f64::INFINITY
        };
        Some(format!(
            "{}/{} positions, {} {games}, {rate:.1} pos/s, ETA {:.0} min",
            self.positions,
            self.target,
            self.games,
            eta / 60.0
        ))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;

    use super::*;

    #[test]
    fn partial_lines_are_cut_and_whole_ones_counted() {
        let Ok(dir) = tempfile::tempdir() else {
            panic!("no temporary folder")
        };
        let path = dir.path().join("sub").join("lines.txt");
        assert_eq!(prepare_lines_output(&path).ok(), Some(0));
        let Ok(()) = std::fs::write(&path, "one\ntwo\nthr") else {
            panic!("write")
        };
        assert_eq!(prepare_lines_output(&path).ok(), Some(2));
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("one\ntwo\n")
        );
    }

    #[test]
    fn workers_stop_when_the_writer_has_enough_or_the_work_runs_out() {
        let next = AtomicUsize::new(0);
        let mut taken = Vec::new();
        let result = run_workers(
            2,
            |_| Ok(()),
            |_| Ok(Some(next.fetch_add(1, Ordering::Relaxed))),
            |item| {
                taken.push(item);
                Ok(taken.len() == 10)
            },
        );
        assert!(result.is_ok());
        assert_eq!(taken.len(), 10);
        let next = AtomicUsize::new(0);
        let mut count = 0;
        let result = run_workers(
            2,
            |_| Ok(()),
            |_| Ok((next.fetch_add(1, Ordering::Relaxed) < 5).then_some(())),
            |()| {
                count += 1;
                Ok(false)
            },
        );
        assert!(result.is_ok());
        assert_eq!(count, 5);
        let failed = run_workers(
            2,
            |_| Ok(()),
            |_| Ok(Some(())),
            |()| anyhow::bail!("disk full"),
        );
        assert!(failed.is_err_and(|e| e.to_string() == "disk full"));
    }
}
