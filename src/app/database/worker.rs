//! The query thread of an open database: it owns the SQLite connection, answers one request
//! at a time and wakes the front end after each answer. When several list, row or explorer
//! requests are waiting, only the newest of each kind runs: the older ones are stale.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use crate::{
    chess::Position,
    db::{Database, ExplorerMove, GameFilter, GameRow, PlayerStats, SortKey},
    formats::pgn::Game,
};

/// Wakes the front end (the GUI: `request_repaint`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// What the front end asks of the query thread.
pub(super) enum Request {
    /// The sorted ids of the games a filter keeps.
    Ids {
        tag: u64,
        filter: GameFilter,
        position: Option<Box<Position>>,
        sort: SortKey,
        descending: bool,
    },
    /// The rows of these games.
    Rows { generation: u64, ids: Vec<i64> },
    /// The explorer for a position.
    Explore {
        tag: u64,
        position: Box<Position>,
        filter: GameFilter,
    },
    /// A player's statistics.
    Player { tag: u64, prefix: String },
    /// One game, to show on the board.
    Load { id: i64 },
    /// An edited game written back in place.
    Save { id: i64, game: Box<Game> },
    /// Games deleted.
    Delete { ids: Vec<i64> },
    /// Games copied into another database (created when missing).
    Copy { ids: Vec<i64>, target: PathBuf },
    /// Games written to a PGN file.
    Export { ids: Vec<i64>, target: PathBuf },
    /// The number of games.
    Count,
}

impl Request {
    /// Requests of a kind where only the newest one matters.
    fn kind(&self) -> Option<u8> {
        match self {
            Request::Ids { .. } => Some(0),
            Request::Rows { .. } => Some(1),
            Request::Explore { .. } => Some(2),
            Request::Player { .. } => Some(3),
            _ => None,
        }
    }
}

/// What the query thread answers.
pub(super) enum Reply {
    Opened {
        games: u64,
    },
    OpenFailed(String),
    Ids {
        tag: u64,
        ids: Vec<i64>,
        elapsed: Duration,
    },
    Rows {
        generation: u64,
        rows: Vec<GameRow>,
        elapsed: Duration,
    },
    Explored {
        tag: u64,
        key: u64,
        moves: Vec<ExplorerMove>,
        latest: HashMap<i64, GameRow>,
        elapsed: Duration,
    },
    Player {
        tag: u64,
        prefix: String,
        stats: PlayerStats,
    },
    Loaded {
        id: i64,
        game: Box<Game>,
    },
    Saved {
        id: i64,
    },
    Deleted {
        requested: usize,
        deleted: usize,
    },
    Copied {
        target: PathBuf,
        copied: usize,
        duplicates: usize,
    },
    Exported {
        target: PathBuf,
        games: u64,
    },
    Counted(u64),
    /// A request failed; the text says what and where.
    Failed {
        tag: Option<u64>,
        job: Job,
        error: String,
    },
}

/// What a failed request was doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Job {
    List,
    Rows,
    Explorer,
    Player,
    Load,
    Save,
    Delete,
    Copy,
    Export,
    Count,
}

impl Job {
    /// What the job does, in the interface's language (it names a failure to the user).
    pub(super) fn describe(self) -> String {
        match self {
            Job::List | Job::Rows => crate::t!("database-job-list"),
            Job::Explorer => crate::t!("database-job-explorer"),
            Job::Player => crate::t!("database-job-player"),
            Job::Load => crate::t!("database-job-load"),
            Job::Save => crate::t!("database-job-save"),
            Job::Delete => crate::t!("database-job-delete"),
            Job::Copy => crate::t!("database-job-copy"),
            Job::Export => crate::t!("database-job-export"),
            Job::Count => crate::t!("database-job-count"),
        }
    }

    /// An edit the front end counts as busy until it is answered.
    pub(super) fn is_edit(self) -> bool {
        matches!(self, Job::Save | Job::Delete | Job::Copy | Job::Export)
    }
}

/// The two ends the front end keeps.
pub(super) type Channels = (mpsc::Sender<Request>, mpsc::Receiver<Reply>);

/// Opens the database on a new thread and serves requests until the sender is dropped.
pub(super) fn spawn(path: PathBuf, create: bool, waker: Waker) -> std::io::Result<Channels> {
    let (request_tx, request_rx) = mpsc::channel::<Request>();
    let (reply_tx, reply_rx) = mpsc::channel::<Reply>();
    std::thread::Builder::new()
        .name("tempo-db".into())
        .spawn(move || {
            let send = |reply| {
                let _ = reply_tx.send(reply);
                waker();
            };
            let opened = if create {
                Database::create_or_open(&path)
            } else {
                Database::open(&path)
            };
            let mut db = match opened {
                Ok(db) => db,
                Err(e) => return send(Reply::OpenFailed(e.to_string())),
            };
            match db.game_count() {
                Ok(games) => send(Reply::Opened { games }),
                Err(e) => return send(Reply::OpenFailed(e.to_string())),
            }
            while let Ok(first) = request_rx.recv() {
                let mut waiting = vec![first];
                waiting.extend(request_rx.try_iter());
                for request in newest_of_each_kind(waiting) {
                    send(serve(&mut db, request));
                }
            }
        })?;
    Ok((request_tx, reply_rx))
}

/// The requests in order, without those a newer one of the same kind replaces.
fn newest_of_each_kind(requests: Vec<Request>) -> Vec<Request> {
    let mut last_of_kind: HashMap<u8, usize> = HashMap::new();
    for (i, request) in requests.iter().enumerate() {
        if let Some(kind) = request.kind() {
            last_of_kind.insert(kind, i);
        }
    }
    requests
        .into_iter()
        .enumerate()
        .filter(|(i, r)| r.kind().is_none_or(|k| last_of_kind.get(&k) == Some(i)))
        .map(|(_, r)| r)
        .collect()
}

fn serve(db: &mut Database, request: Request) -> Reply {
    let failed = |tag, job, error: crate::db::DbError| Reply::Failed {
        tag,
        job,
        error: error.to_string(),
    };
    let started = Instant::now();
    match request {
        Request::Ids {
            tag,
            filter,
            position,
            sort,
            descending,
        } => match db.sorted_ids(&filter, position.as_deref(), sort, descending) {
            Ok(ids) => Reply::Ids {
                tag,
                ids,
                elapsed: started.elapsed(),
            },
            Err(e) => failed(Some(tag), Job::List, e),
        },
        Request::Rows { generation, ids } => match db.rows_by_ids(&ids) {
            Ok(rows) => Reply::Rows {
                generation,
                rows,
                elapsed: started.elapsed(),
            },
            Err(e) => failed(None, Job::Rows, e),
        },
        Request::Explore {
            tag,
            position,
            filter,
        } => {
            let explored = db.explore(&position, &filter).and_then(|moves| {
                let ids: Vec<i64> = moves.iter().filter_map(|m| Some(m.latest?.0)).collect();
                let latest = db
                    .rows_by_ids(&ids)?
                    .into_iter()
                    .map(|row| (row.id, row))
                    .collect();
                Ok((moves, latest))
            });
            match explored {
                Ok((moves, latest)) => Reply::Explored {
                    tag,
                    key: position.key(),
                    moves,
                    latest,
                    elapsed: started.elapsed(),
                },
                Err(e) => failed(Some(tag), Job::Explorer, e),
            }
        }
        Request::Player { tag, prefix } => match db.player_stats(&prefix) {
            Ok(stats) => Reply::Player { tag, prefix, stats },
            Err(e) => failed(Some(tag), Job::Player, e),
        },
        Request::Load { id } => match db.load_game(id) {
            Ok(game) => Reply::Loaded {
                id,
                game: Box::new(game),
            },
            Err(e) => failed(None, Job::Load, e),
        },
        Request::Save { id, game } => match db.replace_game(id, &game) {
            Ok(()) => Reply::Saved { id },
            Err(e) => failed(None, Job::Save, e),
        },
        Request::Delete { ids } => match db.delete_games(&ids) {
            Ok(deleted) => Reply::Deleted {
                requested: ids.len(),
                deleted,
            },
            Err(e) => failed(None, Job::Delete, e),
        },
        Request::Copy { ids, target } => {
            let copied = Database::create_or_open(&target)
                .and_then(|mut other| db.copy_games(&ids, &mut other));
            match copied {
                Ok((copied, duplicates)) => Reply::Copied {
                    target,
                    copied,
                    duplicates,
                },
                Err(e) => failed(None, Job::Copy, e),
            }
        }
        Request::Export { ids, target } => match export(db, &ids, &target) {
            Ok(games) => Reply::Exported { target, games },
            Err(error) => Reply::Failed {
                tag: None,
                job: Job::Export,
                error,
            },
        },
        Request::Count => match db.game_count() {
            Ok(n) => Reply::Counted(n),
            Err(e) => failed(None, Job::Count, e),
        },
    }
}

/// Writes the games to `target` through a temporary file beside it, renamed at the end: a
/// failed export leaves no half-written file and an existing one untouched.
fn export(db: &Database, ids: &[i64], target: &std::path::Path) -> Result<u64, String> {
    let io_error = |e: std::io::Error| format!("{}: {e}", target.display());
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = target
        .file_name()
        .map_or("export".into(), |n| n.to_string_lossy().into_owned());
    let temporary = dir.join(format!(".{name}.{}.tempo-tmp", std::process::id()));
    let written = (|| {
        let file = std::fs::File::create(&temporary).map_err(io_error)?;
        let mut out = std::io::BufWriter::new(file);
        let games = db.export_ids(ids, &mut out).map_err(|e| e.to_string())?;
        let file = out.into_inner().map_err(|e| io_error(e.into_error()))?;
        file.sync_all().map_err(io_error)?;
        std::fs::rename(&temporary, target).map_err(io_error)?;
        Ok(games)
    })();
    if written.is_err() {
        // Best effort: the temporary file is ours and useless now.
        let _ = std::fs::remove_file(&temporary);
    }
    written
}
