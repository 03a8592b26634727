//! Finding puzzles in many games in the background: a reading thread hands games to one
//! worker per core (each with its own engine behind an [`EngineRunner`]); the batch thread
//! stores what they find and tells the owner. From a database, each game's puzzles and the
//! mark "searched" are committed together, so a cancelled or killed search resumes with the
//! first game not yet searched. A PGN file is searched from its start each time.

use std::{
    path::PathBuf,
    sync::{
        Arc, Mutex, PoisonError,
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver, SyncSender},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use super::{
    Puzzle, PuzzleSource,
    finder::{Analyst, Answer, FinderSettings, PuzzleFinder, analyse_unless},
};
use crate::{
    app::{
        engine_runner::{EngineRunner, Waker},
        engines::EngineEntry,
    },
    chess::{Move, Position},
    db::{Database, DbError, import::open_pgn, puzzles::StoredPuzzle},
    engine::SearchLimits,
    formats::pgn::{self, reader_from},
};

/// Where the games come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleInput {
    /// A Tempo game database: its puzzles are stored in it.
    Database(PathBuf),
    /// A PGN file (plain, `.gz` or `.zst`).
    Pgn(PathBuf),
}

impl PuzzleInput {
    /// A database when the path names one (by its extension or by SQLite's header), else PGN.
    pub fn from_path(path: PathBuf) -> PuzzleInput {
        let mut header = [0u8; 16];
        let sqlite = std::fs::File::open(&path)
            .and_then(|mut file| std::io::Read::read_exact(&mut file, &mut header))
            .is_ok()
            && header.starts_with(b"SQLite format 3");
        if sqlite {
            PuzzleInput::Database(path)
        } else {
            PuzzleInput::Pgn(path)
        }
    }
}

/// How a batch runs.
#[derive(Clone, Debug)]
pub struct BatchSettings {
    /// The finder's searches and players.
    pub finder: FinderSettings,
    /// The engine (one instance per worker).
    pub engine: EngineEntry,
    /// Workers: games searched at once, one engine thread each.
    pub workers: usize,
    /// Each engine's hash table in MiB.
    pub hash_mb: usize,
}

/// Where a batch stands.
#[derive(Clone, Debug, Default)]
pub struct BatchProgress {
    /// Games searched in this run.
    pub games_done: u64,
    /// Games to search in this run, when known (a database's).
    pub games_total: Option<u64>,
    /// Games of the database searched by an earlier run and skipped.
    pub already_searched: u64,
    /// Puzzles found in this run.
    pub puzzles: u64,
    /// Games that could not be read or searched.
    pub failed: u64,
    /// Time since the start.
    pub elapsed: Duration,
}

impl BatchProgress {
    /// Games searched per minute so far.
    pub fn games_per_minute(&self) -> f64 {
        self.games_done as f64 * 60.0 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The time left at the speed so far, when the total is known.
    pub fn time_left(&self) -> Option<Duration> {
        let total = self.games_total?;
        let per_game = self.elapsed.as_secs_f64() / self.games_done.max(1) as f64;
        (self.games_done > 0).then(|| {
            Duration::from_secs_f64(per_game * total.saturating_sub(self.games_done) as f64)
        })
    }
}

/// What a batch tells its owner.
#[derive(Clone, Debug)]
pub enum BatchEvent {
    /// A game was searched.
    Progress(BatchProgress),
    /// A puzzle was found (and, from a database, stored).
    Found(Box<Puzzle>),
    /// A game could not be read or searched; the batch goes on.
    GameFailed {
        /// Which game.
        label: String,
        /// Why.
        error: String,
    },
    /// The batch ended: all searched, cancelled, or stopped by an error (the text).
    Finished {
        /// The final counts.
        progress: BatchProgress,
        /// Whether it was cancelled.
        cancelled: bool,
        /// What stopped it early, if anything did.
        error: Option<String>,
    },
}

/// A running batch.
pub struct PuzzleBatch {
    events: Receiver<BatchEvent>,
    cancel: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl PuzzleBatch {
    /// Starts searching `input` and returns at once; `waker` is called after each event.
    pub fn start(input: PuzzleInput, settings: BatchSettings, waker: Option<Waker>) -> PuzzleBatch {
        let (sender, events) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let job_cancel = Arc::clone(&cancel);
        let thread = std::thread::Builder::new()
            .name("tempo-puzzles".to_owned())
            .spawn(move || {
                let tell = |event: BatchEvent| {
                    let _ = sender.send(event);
                    if let Some(wake) = &waker {
                        wake();
                    }
                };
                run(&input, &settings, &job_cancel, &tell);
            });
        let thread = match thread {
            Ok(handle) => Some(handle),
            Err(e) => {
                let (sender, failed) = mpsc::channel();
                let _ = sender.send(BatchEvent::Finished {
                    progress: BatchProgress::default(),
                    cancelled: false,
                    error: Some(format!("could not start the puzzle search: {e}")),
                });
                return PuzzleBatch {
                    events: failed,
                    cancel,
                    thread: None,
                };
            }
        };
        PuzzleBatch {
            events,
            cancel,
            thread,
        }
    }

    /// Asks the batch to stop; the game being searched is dropped (and searched again by the
    /// next run), what was stored stays.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The events so far, without waiting.
    pub fn poll(&mut self) -> Vec<BatchEvent> {
        self.events.try_iter().collect()
    }

    /// The next event, waiting up to `timeout`; `None` on time-out or once the batch is over
    /// and every event was taken.
    pub fn next_event(&mut self, timeout: Duration) -> Option<BatchEvent> {
        self.events.recv_timeout(timeout).ok()
    }

    /// Whether the batch thread has ended (after its `Finished` event, or without one if it
    /// failed unexpectedly).
    pub fn has_ended(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }
}

impl Drop for PuzzleBatch {
    fn drop(&mut self) {
        self.cancel();
        // The thread ends after the current searches; nobody waits for it.
        drop(self.thread.take());
    }
}

/// One game to search.
struct Job {
    source: PuzzleSource,
    game: pgn::Game,
}

/// What a worker found in one game.
enum Outcome {
    Searched {
        source: PuzzleSource,
        puzzles: Vec<Puzzle>,
    },
    Failed {
        label: String,
        error: String,
    },
}

/// The batch thread: reader, workers, then storing and reporting until all are done.
fn run(
    input: &PuzzleInput,
    settings: &BatchSettings,
    cancel: &Arc<AtomicBool>,
    tell: &dyn Fn(BatchEvent),
) {
    let start = Instant::now();
    let mut progress = BatchProgress::default();
    let finish = |progress: &mut BatchProgress, error: Option<String>| {
        progress.elapsed = start.elapsed();
        tell(BatchEvent::Finished {
            progress: progress.clone(),
            cancelled: cancel.load(Ordering::Relaxed),
            error,
        });
    };
    let mut database = match input {
        PuzzleInput::Database(path) => match Database::open(path) {
            Ok(db) => Some(db),
            Err(e) => return finish(&mut progress, Some(e.to_string())),
        },
        PuzzleInput::Pgn(_) => None,
    };
    let pending = match &database {
        Some(db) => match unsearched_games(db) {
            Ok((ids, done)) => {
                progress.games_total = Some(ids.len() as u64);
                progress.already_searched = done;
                Some(ids)
            }
            Err(e) => return finish(&mut progress, Some(e.to_string())),
        },
        None => None,
    };
    let workers = settings.workers.max(1);
    let (job_sender, jobs) = mpsc::sync_channel::<Job>(workers * 2);
    let jobs = Arc::new(Mutex::new(jobs));
    let (outcome_sender, outcomes) = mpsc::channel::<Outcome>();
    let reader = {
        let input = input.clone();
        let cancel = Arc::clone(cancel);
        let outcome_sender = outcome_sender.clone();
        std::thread::Builder::new()
            .name("tempo-puzzle-reader".to_owned())
            .spawn(move || read_games(&input, pending, &job_sender, &outcome_sender, &cancel))
    };
    if let Err(e) = reader {
        return finish(&mut progress, Some(format!("could not start reading: {e}")));
    }
    for index in 0..workers {
        let jobs = Arc::clone(&jobs);
        let outcome_sender = outcome_sender.clone();
        let settings = settings.clone();
        let worker_cancel = Arc::clone(cancel);
        let spawned = std::thread::Builder::new()
            .name(format!("tempo-puzzle-worker-{index}"))
            .spawn(move || search_games(&jobs, &outcome_sender, &settings, &worker_cancel));
        if let Err(e) = spawned {
            cancel.store(true, Ordering::Relaxed);
            return finish(
                &mut progress,
                Some(format!("could not start a worker: {e}")),
            );
        }
    }
    drop(outcome_sender);
    let scan_label = scan_settings(&settings.finder);
    let mut error = None;
    // Ends when the reader and every worker have hung up.
    for outcome in outcomes {
        match outcome {
            Outcome::Searched { source, puzzles } => {
                if let (Some(db), Some(id)) = (database.as_mut(), source.game_id) {
                    let stored: Vec<StoredPuzzle> = puzzles.iter().map(to_stored).collect();
                    if let Err(e) = db.record_puzzle_scan(id, &scan_label, &stored) {
                        error = Some(e.to_string());
                        cancel.store(true, Ordering::Relaxed);
                        continue;
                    }
                }
                progress.games_done += 1;
                progress.puzzles += puzzles.len() as u64;
                for puzzle in puzzles {
                    tell(BatchEvent::Found(Box::new(puzzle)));
                }
            }
            Outcome::Failed { label, error } => {
                progress.failed += 1;
                tell(BatchEvent::GameFailed { label, error });
            }
        }
        progress.elapsed = start.elapsed();
        tell(BatchEvent::Progress(progress.clone()));
    }
    finish(&mut progress, error);
}

/// The database's games not yet searched, in id order, and how many were.
fn unsearched_games(db: &Database) -> Result<(Vec<i64>, u64), DbError> {
    let read = || -> rusqlite::Result<(Vec<i64>, u64)> {
        let conn = db.connection();
        let mut st = conn.prepare(
            "SELECT id FROM games WHERE id NOT IN (SELECT game FROM puzzle_scans) ORDER BY id",
        )?;
        let ids = st
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<i64>>>()?;
        let done: i64 = conn.query_row("SELECT COUNT(*) FROM puzzle_scans", [], |r| r.get(0))?;
        Ok((ids, done.max(0) as u64))
    };
    read().map_err(|e| db.sqlite(e))
}

/// The reading thread: games in order, until the end, a cancel, or the workers hang up.
fn read_games(
    input: &PuzzleInput,
    pending: Option<Vec<i64>>,
    jobs: &SyncSender<Job>,
    outcomes: &mpsc::Sender<Outcome>,
    cancel: &AtomicBool,
) {
    let fail = |label: String, error: String| {
        let _ = outcomes.send(Outcome::Failed { label, error });
    };
    match input {
        PuzzleInput::Database(path) => {
            let db = match Database::open(path) {
                Ok(db) => db,
                Err(e) => return fail(path.display().to_string(), e.to_string()),
            };
            for id in pending.unwrap_or_default() {
                if cancel.load(Ordering::Relaxed) {
                    return;
                }
                match db.load_game(id) {
                    Ok(game) => {
                        let source = PuzzleSource {
                            game_id: Some(id),
                            ..PuzzleSource::default()
                        };
                        if jobs.send(Job { source, game }).is_err() {
                            return;
                        }
                    }
                    Err(e) => fail(format!("game {id}"), e.to_string()),
                }
            }
        }
        PuzzleInput::Pgn(path) => {
            let input = match open_pgn(path) {
                Ok(input) => input,
                Err(e) => return fail(path.display().to_string(), e.to_string()),
            };
            let mut reader = reader_from(input.text);
            let mut number = 0u64;
            while let Some(read) = reader.read_game() {
                number += 1;
                if cancel.load(Ordering::Relaxed) {
                    return;
                }
                match read {
                    Ok(game) => {
                        let source = PuzzleSource {
                            game_number: Some(number),
                            ..PuzzleSource::default()
                        };
                        if jobs.send(Job { source, game }).is_err() {
                            return;
                        }
                    }
                    Err(e) => fail(format!("{} game {number}", path.display()), e.to_string()),
                }
            }
        }
    }
}

/// An engine runner whose searches give up when `cancel` is set (the batch's, the
/// deviation report's).
pub struct CancellableRunner<'a> {
    /// The engine.
    pub runner: EngineRunner,
    /// Set to give up.
    pub cancel: &'a AtomicBool,
}

impl Analyst for CancellableRunner<'_> {
    fn analyse(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &SearchLimits,
        only: &[Move],
    ) -> Result<Answer, String> {
        let cancel = self.cancel;
        analyse_unless(&mut self.runner, start, moves, limits, only, &|| {
            cancel.load(Ordering::Relaxed)
        })
    }

    fn new_game(&mut self) {
        self.runner.new_game();
    }
}

/// A worker: one engine, games from the shared queue until it is empty or cancelled.
fn search_games(
    jobs: &Mutex<Receiver<Job>>,
    outcomes: &mpsc::Sender<Outcome>,
    settings: &BatchSettings,
    cancel: &AtomicBool,
) {
    let mut runner = EngineRunner::start(&settings.engine, None);
    runner.set_option("Threads", "1");
    runner.set_option("Hash", &settings.hash_mb.max(1).to_string());
    if let Err(e) = runner.wait_until_started() {
        let _ = outcomes.send(Outcome::Failed {
            label: settings.engine.name.clone(),
            error: e.to_string(),
        });
        return;
    }
    let mut analyst = CancellableRunner { runner, cancel };
    loop {
        let job = {
            let queue = jobs.lock().unwrap_or_else(PoisonError::into_inner);
            queue.recv()
        };
        let Ok(job) = job else {
            return;
        };
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let found = PuzzleFinder::new(&mut analyst, &settings.finder)
            .with_stop(cancel)
            .find(&job.game, &job.source);
        let outcome = match found {
            // A cancelled game is not reported: it was not searched to the end.
            Err(_) if cancel.load(Ordering::Relaxed) => return,
            Ok(puzzles) => Outcome::Searched {
                source: job.source,
                puzzles,
            },
            Err(error) => Outcome::Failed {
                label: job.source.label(),
                error,
            },
        };
        if outcomes.send(outcome).is_err() {
            return;
        }
    }
}

/// The settings as recorded with each searched game.
fn scan_settings(finder: &FinderSettings) -> String {
    let limit = match (
        finder.limits.movetime,
        finder.limits.depth,
        finder.limits.nodes,
    ) {
        (Some(time), _, _) => format!("movetime {}", time.as_millis()),
        (None, Some(depth), _) => format!("depth {depth}"),
        (None, None, Some(nodes)) => format!("nodes {nodes}"),
        (None, None, None) => "unlimited".to_owned(),
    };
    if finder.players.is_empty() {
        limit
    } else {
        format!("{limit}; players {}", finder.players.join(", "))
    }
}

/// A puzzle as the database stores it.
pub fn to_stored(puzzle: &Puzzle) -> StoredPuzzle {
    let mut pos = puzzle.position.clone();
    let solution: Vec<String> = puzzle
        .solution
        .iter()
        .map(|&m| {
            let uci = pos.move_to_uci(m);
            pos.play_unchecked(m);
            uci
        })
        .collect();
    StoredPuzzle {
        id: 0,
        game: puzzle.source.game_id,
        ply: puzzle.source.ply as i64,
        fen: puzzle.position.to_fen(),
        solution: solution.join(" "),
        themes: puzzle
            .themes
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(" "),
        rating: i64::from(puzzle.rating),
        kind: puzzle.kind.name().to_owned(),
        player: puzzle.player.clone(),
        mistake: puzzle.source.mistake.clone(),
    }
}
