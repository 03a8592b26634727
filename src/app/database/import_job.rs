//! An import of PGN files into a database on its own thread, with its own connection: the
//! query thread keeps answering (SQLite's WAL lets it read the batches already committed),
//! and the front end polls the progress, the skipped games and the end.

use std::{
    path::PathBuf,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::{Duration, Instant},
};

use super::worker::Waker;
use crate::db::{Database, ImportEvent, ImportOptions, ImportProgress};

/// The skipped games' reports kept for the user; the rest are only counted.
pub const MAX_SKIPPED_REPORTS: usize = 10_000;

/// Progress reports sent at most this often (the import reports every batch).
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// Where a running import stands.
#[derive(Clone, Debug, Default)]
pub struct ImportStatus {
    /// The files, in import order.
    pub files: Vec<PathBuf>,
    /// The file being read (index into `files`).
    pub file: usize,
    /// The progress within that file.
    pub progress: ImportProgress,
    /// The totals of the files finished before it.
    pub done: Totals,
}

impl ImportStatus {
    /// Games read from every file so far.
    pub fn totals(&self) -> Totals {
        Totals {
            imported: self.done.imported + self.progress.imported,
            skipped: self.done.skipped + self.progress.skipped,
            duplicates: self.done.duplicates + self.progress.duplicates,
        }
    }

    /// The share of the current file read, from 0 to 1, when its size is known.
    pub fn fraction(&self) -> Option<f32> {
        let total = self.progress.bytes_total.filter(|&t| t > 0)?;
        Some((self.progress.bytes_read as f64 / total as f64).clamp(0.0, 1.0) as f32)
    }
}

/// Games stored, skipped and already present.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Stored.
    pub imported: u64,
    /// Broken, skipped.
    pub skipped: u64,
    /// Already in the database.
    pub duplicates: u64,
}

impl Totals {
    /// `N imported, M skipped, K duplicates`, as `tempo db import` ends.
    pub fn summary(&self) -> String {
        format!(
            "{} imported, {} skipped, {} duplicates",
            self.imported, self.skipped, self.duplicates
        )
    }
}

/// How an import ended.
#[derive(Clone, Debug, Default)]
pub struct ImportReport {
    /// The files asked for.
    pub files: Vec<PathBuf>,
    /// What was stored, skipped and found already there.
    pub totals: Totals,
    /// Why each skipped game was skipped (file, game number, line, reason), at most
    /// [`MAX_SKIPPED_REPORTS`].
    pub skipped: Vec<String>,
    /// The user cancelled it (the games read before are kept).
    pub cancelled: bool,
    /// What stopped it early (a file that cannot be read, a database error).
    pub error: Option<String>,
    /// How long it took.
    pub elapsed: Duration,
}

enum Update {
    Progress {
        file: usize,
        progress: ImportProgress,
    },
    FileDone {
        totals: Totals,
    },
    Skipped(String),
    Finished {
        cancelled: bool,
        error: Option<String>,
    },
}

/// A running import.
pub struct ImportJob {
    cancel: Arc<AtomicBool>,
    updates: mpsc::Receiver<Update>,
    status: ImportStatus,
    skipped: Vec<String>,
    started: Instant,
    finished: Option<ImportReport>,
    /// The report was handed out.
    ended: bool,
}

impl ImportJob {
    /// Starts importing `files` into the database at `database` (created when missing).
    pub fn start(database: PathBuf, files: Vec<PathBuf>, waker: Waker) -> std::io::Result<Self> {
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, updates) = mpsc::channel();
        let thread_files = files.clone();
        let thread_cancel = Arc::clone(&cancel);
        std::thread::Builder::new()
            .name("tempo-db-import".into())
            .spawn(move || {
                let send = |update| {
                    let _ = tx.send(update);
                    waker();
                };
                let finished = run(&database, &thread_files, &thread_cancel, &send);
                send(finished);
            })?;
        Ok(ImportJob {
            cancel,
            updates,
            status: ImportStatus {
                files,
                ..ImportStatus::default()
            },
            skipped: Vec::new(),
            started: Instant::now(),
            finished: None,
            ended: false,
        })
    }

    /// Asks the import to stop after the game it is reading; what was read is kept.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether Cancel was pressed.
    pub fn cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Takes in the thread's reports; the report once it has ended.
    pub fn poll(&mut self) -> Option<ImportReport> {
        let mut disconnected = false;
        loop {
            match self.updates.try_recv() {
                Ok(update) => self.take(update),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    disconnected = true;
                    break;
                }
            }
        }
        if disconnected && !self.ended && self.finished.is_none() {
            // The thread ended without a word (it panicked): say so rather than wait forever.
            self.take(Update::Finished {
                cancelled: false,
                error: Some("the import stopped unexpectedly".into()),
            });
        }
        let report = self.finished.take();
        self.ended |= report.is_some();
        report
    }

    fn take(&mut self, update: Update) {
        match update {
            Update::Progress { file, progress } => {
                self.status.file = file;
                self.status.progress = progress;
            }
            Update::FileDone { totals } => {
                self.status.done = totals;
                self.status.progress = ImportProgress::default();
            }
            Update::Skipped(report) => {
                if self.skipped.len() < MAX_SKIPPED_REPORTS {
                    self.skipped.push(report);
                }
            }
            Update::Finished { cancelled, error } => {
                self.finished = Some(ImportReport {
                    files: self.status.files.clone(),
                    totals: self.status.totals(),
                    skipped: std::mem::take(&mut self.skipped),
                    cancelled,
                    error,
                    elapsed: self.started.elapsed(),
                });
            }
        }
    }

    /// Where it stands.
    pub fn status(&self) -> &ImportStatus {
        &self.status
    }

    /// The skipped games' reports so far.
    pub fn skipped(&self) -> &[String] {
        &self.skipped
    }
}

/// The import thread's work: each file in turn, progress at most every [`PROGRESS_EVERY`].
fn run(
    database: &std::path::Path,
    files: &[PathBuf],
    cancel: &Arc<AtomicBool>,
    send: &dyn Fn(Update),
) -> Update {
    let mut db = match Database::create_or_open(database) {
        Ok(db) => db,
        Err(e) => {
            return Update::Finished {
                cancelled: false,
                error: Some(e.to_string()),
            };
        }
    };
    let options = ImportOptions {
        cancel: Some(Arc::clone(cancel)),
        ..ImportOptions::default()
    };
    let mut done = Totals::default();
    for (index, file) in files.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let name = file.file_name().map_or_else(
            || file.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut last_sent: Option<Instant> = None;
        let mut on_event = |event: ImportEvent<'_>| match event {
            ImportEvent::Progress(progress) => {
                if last_sent.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY) {
                    last_sent = Some(Instant::now());
                    send(Update::Progress {
                        file: index,
                        progress: progress.clone(),
                    });
                }
            }
            ImportEvent::Skipped(error) => send(Update::Skipped(format!("{name}: {error}"))),
        };
        match db.import_file(file, &options, &mut on_event) {
            Ok(summary) => {
                done.imported += summary.progress.imported;
                done.skipped += summary.progress.skipped;
                done.duplicates += summary.progress.duplicates;
                send(Update::FileDone { totals: done });
                if summary.cancelled {
                    break;
                }
            }
            Err(e) => {
                return Update::Finished {
                    cancelled: false,
                    error: Some(e.to_string()),
                };
            }
        }
    }
    Update::Finished {
        cancelled: cancel.load(Ordering::Relaxed),
        error: None,
    }
}
