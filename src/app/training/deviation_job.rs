//! The deviation report on another thread: its own database connection and engine, the
//! games checked one by one with progress and each line as it is found, and cancel (the
//! engine's search gives up at once).

use std::{
    path::PathBuf,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::Duration,
};

use super::{
    deviations::{Deviation, ReportError, report_with_progress},
    repertoire::Repertoire,
};
use crate::{
    app::{engine_runner::EngineRunner, engines::EngineEntry, puzzles::batch::CancellableRunner},
    db::Database,
    engine::SearchLimits,
};

/// The engine's time for each judgement search.
pub const JUDGE_MOVETIME: Duration = Duration::from_millis(300);

/// What the report thread tells.
#[derive(Clone, Debug)]
pub enum ReportEvent {
    /// Games checked of the total.
    Progress {
        /// Checked.
        done: usize,
        /// Of the player's games.
        total: usize,
    },
    /// A line of the report.
    Line(Box<Deviation>),
    /// The report ended (every game checked, or cancelled).
    Finished {
        /// Stopped by the user.
        cancelled: bool,
    },
    /// The report stopped on an error (the text says what).
    Failed(String),
}

/// What the report is over.
pub struct ReportRequest {
    /// The database file.
    pub database: PathBuf,
    /// The White repertoire, if any.
    pub white: Option<Repertoire>,
    /// The Black repertoire, if any.
    pub black: Option<Repertoire>,
    /// The player's name (or its start).
    pub player: String,
    /// The engine that judges.
    pub engine: EngineEntry,
    /// Its search for each judgement.
    pub limits: SearchLimits,
}

/// A report running on another thread.
pub struct DeviationJob {
    cancel: Arc<AtomicBool>,
    events: mpsc::Receiver<ReportEvent>,
}

impl DeviationJob {
    /// Starts the report; `waker` is called after each event.
    pub fn start(request: ReportRequest, waker: Arc<dyn Fn() + Send + Sync>) -> DeviationJob {
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, events) = mpsc::channel();
        let flag = Arc::clone(&cancel);
        std::thread::spawn(move || {
            let tell = |event| {
                let _ = send.send(event);
                waker();
            };
            let end = match run(&request, &flag, &tell) {
                Ok(()) => ReportEvent::Finished {
                    cancelled: flag.load(Ordering::Relaxed),
                },
                // A search given up by cancel is no failure.
                Err(_) if flag.load(Ordering::Relaxed) => ReportEvent::Finished { cancelled: true },
                Err(e) => ReportEvent::Failed(e),
            };
            tell(end);
        });
        DeviationJob { cancel, events }
    }

    /// Stops the report after the search it runs.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The events since the last call (never waits).
    pub fn poll(&self) -> Vec<ReportEvent> {
        self.events.try_iter().collect()
    }
}

impl Drop for DeviationJob {
    fn drop(&mut self) {
        self.cancel();
    }
}

fn run(
    request: &ReportRequest,
    cancel: &AtomicBool,
    tell: &dyn Fn(ReportEvent),
) -> Result<(), String> {
    let db = Database::open(&request.database).map_err(|e| e.to_string())?;
    let mut runner = EngineRunner::start(&request.engine, None);
    runner
        .wait_until_started()
        .map_err(|e| format!("{} did not start: {e}", request.engine.name))?;
    let mut analyst = CancellableRunner { runner, cancel };
    let players = [request.player.clone()];
    let result = report_with_progress(
        &db,
        request.white.as_ref(),
        request.black.as_ref(),
        &players,
        &mut analyst,
        &request.limits,
        &mut |progress| {
            if let Some(line) = progress.found {
                tell(ReportEvent::Line(Box::new(line.clone())));
            }
            tell(ReportEvent::Progress {
                done: progress.done,
                total: progress.total,
            });
            !cancel.load(Ordering::Relaxed)
        },
    );
    analyst.runner.quit_and_wait();
    result.map(|_| ()).map_err(|e| match e {
        ReportError::Database(e) => e.to_string(),
        ReportError::Engine(e) => format!("the engine failed: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{chess::Color, formats::pgn::read_all};

    #[test]
    fn the_report_runs_in_the_background_and_tells_each_line() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("games.db");
        let mut db = Database::create_or_open(&path).expect("database");
        for text in [
            "[White \"Ann\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *",
            "[White \"Ben\"]\n[Black \"Ann\"]\n\n1. d4 d5 *",
            "[White \"Ann\"]\n[Black \"Cleo\"]\n\n1. e4 e6 2. d4 *",
        ] {
            let game = read_all(text)
                .into_iter()
                .next()
                .and_then(Result::ok)
                .expect("test game");
            db.add_game(&game).expect("add");
        }
        drop(db);
        let white =
            Repertoire::from_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 *", Color::White).expect("repertoire");
        let engine = crate::app::engines::builtin_engines()
            .into_iter()
            .next()
            .expect("a built-in engine");
        let job = DeviationJob::start(
            ReportRequest {
                database: path,
                white: Some(white),
                black: None,
                player: "Ann".into(),
                engine,
                limits: SearchLimits {
                    depth: Some(6),
                    ..SearchLimits::default()
                },
            },
            Arc::new(|| {}),
        );
        let mut lines = Vec::new();
        let mut last_progress = None;
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        loop {
            let events = job.poll();
            let ended = events
                .iter()
                .any(|e| matches!(e, ReportEvent::Finished { .. } | ReportEvent::Failed(_)));
            for event in events {
                match event {
                    ReportEvent::Line(line) => lines.push(line),
                    ReportEvent::Progress { done, total } => last_progress = Some((done, total)),
                    ReportEvent::Failed(e) => panic!("{e}"),
                    ReportEvent::Finished { cancelled } => assert!(!cancelled),
                }
            }
            if ended {
                break;
            }
            assert!(std::time::Instant::now() < deadline, "the report hangs");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(last_progress, Some((3, 3)));
        // Game 1: Ann left with 3. Bc4; game 3: Cleo's 1... e6 is a hole; game 2: no Black
        // repertoire.
        assert_eq!(lines.len(), 2);
        assert!(lines[0].departure.by_player && !lines[1].departure.by_player);
    }
}
