//! Open game databases for a front end, with every SQLite call off its thread: an
//! [`OpenDatabase`] owns a query thread (its own connection) and, while one runs, an
//! [`ImportJob`] (another connection). The front end asks through methods that return at
//! once, calls [`OpenDatabase::poll`] when woken (the waker it gave) and reads the state:
//! the [`GameList`] window by window, the explorer of a position, a player's statistics, and
//! the [`DatabaseEvent`]s of finished work (a game loaded, saved, games deleted, copied,
//! exported, an import ended, an error).
//!
//! Requests are tagged: an answer to a list, explorer or player query that a newer one has
//! replaced is dropped, and the query thread skips such requests still waiting.

mod import_job;
mod list;
mod worker;

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::mpsc,
    time::Duration,
};

pub use import_job::{ImportJob, ImportReport, ImportStatus, MAX_SKIPPED_REPORTS, Totals};
pub use list::GameList;
pub use worker::Waker;
use worker::{Job, Reply, Request};

use crate::{
    chess::Position,
    db::{ExplorerMove, GameFilter, GameRow, PlayerStats, SortKey},
    formats::pgn::Game,
};

/// At most this many databases in the recent list.
pub const MAX_RECENT_DATABASES: usize = 10;

/// Explorer answers kept (positions; a few kilobytes each).
const MAX_EXPLORER_CACHE: usize = 2000;

/// A game of a database: where Save writes an edited game back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatabaseGame {
    /// The database file.
    pub path: PathBuf,
    /// The game's id there.
    pub id: i64,
}

/// The explorer of one position.
#[derive(Clone, Debug, Default)]
pub struct Explored {
    /// The moves, most played first.
    pub moves: Vec<ExplorerMove>,
    /// The row of each move's latest game, by id.
    pub latest: HashMap<i64, GameRow>,
    /// How long the query took.
    pub elapsed: Duration,
}

/// A player's statistics, as last asked for.
#[derive(Clone, Debug, Default)]
pub struct PlayerView {
    /// The name prefix asked for.
    pub prefix: String,
    /// The statistics, once read.
    pub stats: Option<PlayerStats>,
    tag: u64,
}

/// Finished work, for the front end to show.
#[derive(Debug)]
pub enum DatabaseEvent {
    /// The database opened with this many games.
    Opened {
        /// Games stored.
        games: u64,
    },
    /// It could not be opened (the text names the file and why); the front end closes it.
    OpenFailed(String),
    /// A game was read, to be shown.
    GameLoaded {
        /// Where it is stored.
        location: DatabaseGame,
        /// The game.
        game: Box<Game>,
    },
    /// An edited game was written back.
    Saved(DatabaseGame),
    /// Games were deleted.
    Deleted {
        /// How many went.
        deleted: usize,
        /// How many were asked for.
        requested: usize,
    },
    /// Games were copied into another database.
    Copied {
        /// The other database.
        target: PathBuf,
        /// Games added there.
        copied: usize,
        /// Games it already had.
        duplicates: usize,
    },
    /// Games were written to a PGN file.
    Exported {
        /// The file.
        target: PathBuf,
        /// How many.
        games: u64,
    },
    /// An import ended (done, cancelled or failed).
    ImportFinished(ImportReport),
    /// Something failed; the text says what and where. Nothing else changed.
    Error(String),
}

/// One open database.
pub struct OpenDatabase {
    path: PathBuf,
    requests: mpsc::Sender<Request>,
    replies: mpsc::Receiver<Reply>,
    waker: Waker,
    /// Opened and answering (false until the query thread has opened the file).
    ready: bool,
    /// The games stored, as last counted.
    games: Option<u64>,
    /// The game list.
    pub list: GameList,
    explorer: HashMap<u64, Explored>,
    /// The filter the explorer cache was made with.
    explorer_filter: GameFilter,
    explorer_tag: u64,
    /// The position the newest explorer request was for.
    explorer_pending: Option<u64>,
    /// Explorer answers to requests up to this tag were made for a stale filter or games.
    explorer_epoch: u64,
    player: Option<PlayerView>,
    import: Option<ImportJob>,
    last_import: Option<ImportReport>,
    /// Edits (save, delete, copy, export) waiting for their answer.
    busy: usize,
    events: Vec<DatabaseEvent>,
    next_tag: u64,
}

impl OpenDatabase {
    /// Opens `path` on a new query thread (`create`: make the file when it does not exist).
    /// Whether it worked arrives as [`DatabaseEvent::Opened`] or
    /// [`DatabaseEvent::OpenFailed`].
    pub fn open(path: &Path, create: bool, waker: Waker) -> std::io::Result<OpenDatabase> {
        let (requests, replies) = worker::spawn(path.to_owned(), create, waker.clone())?;
        let mut db = OpenDatabase {
            path: path.to_owned(),
            requests,
            replies,
            waker,
            ready: false,
            games: None,
            list: GameList::default(),
            explorer: HashMap::new(),
            explorer_filter: GameFilter::default(),
            explorer_tag: 0,
            explorer_pending: None,
            explorer_epoch: 0,
            player: None,
            import: None,
            last_import: None,
            busy: 0,
            events: Vec::new(),
            next_tag: 1,
        };
        db.refresh_list();
        Ok(db)
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file name, for titles and menus.
    pub fn name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// Whether the file is open and answering.
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// The number of games stored, as last counted.
    pub fn game_count(&self) -> Option<u64> {
        self.games
    }

    /// Whether an edit (save, delete, copy, export) is waiting for its answer.
    pub fn busy(&self) -> bool {
        self.busy > 0
    }

    fn send(&mut self, request: Request) {
        // Before the file is open a failure to open it is reported instead.
        if self.requests.send(request).is_err() && self.ready {
            self.events.push(DatabaseEvent::Error(crate::t!(
                "database-stopped-answering",
                file = self.path.display().to_string()
            )));
        }
    }

    fn tag(&mut self) -> u64 {
        self.next_tag += 1;
        self.next_tag
    }

    /// Asks for the list again with the current filter and order (after changing them).
    pub fn refresh_list(&mut self) {
        let tag = self.tag();
        self.list.ids_tag = tag;
        self.list.ids_pending = true;
        let request = Request::Ids {
            tag,
            filter: self.list.filter.clone(),
            position: self.list.position.clone().map(Box::new),
            sort: self.list.sort,
            descending: self.list.descending,
        };
        self.send(request);
    }

    /// Sets the filter (and the position the games must reach) and asks for the list.
    pub fn set_filter(&mut self, filter: GameFilter, position: Option<Position>) {
        self.list.filter = filter;
        self.list.position = position;
        self.refresh_list();
    }

    /// Sets the order and asks for the list.
    pub fn set_sort(&mut self, sort: SortKey, descending: bool) {
        self.list.sort = sort;
        self.list.descending = descending;
        self.refresh_list();
    }

    /// Asks for the rows of the list's `visible` window that are not read yet.
    pub fn want_rows(&mut self, visible: std::ops::Range<usize>) {
        let ids = self.list.missing_rows(visible);
        if !ids.is_empty() {
            let generation = self.list.generation;
            self.send(Request::Rows { generation, ids });
        }
    }

    /// The explorer of `position` with `filter`: the answer when read (asked for otherwise),
    /// and whether it is still being read.
    pub fn explorer(&mut self, position: &Position, filter: &GameFilter) -> Option<&Explored> {
        if *filter != self.explorer_filter {
            self.explorer_filter = filter.clone();
            self.forget_explorer();
        }
        let key = position.key();
        if !self.explorer.contains_key(&key) && self.explorer_pending != Some(key) && self.ready {
            let tag = self.tag();
            self.explorer_tag = tag;
            self.explorer_pending = Some(key);
            self.send(Request::Explore {
                tag,
                position: Box::new(position.clone()),
                filter: filter.clone(),
            });
        }
        self.explorer.get(&key)
    }

    /// The explorer of `position` if it was read with the filter last asked for (no
    /// request: for drawing).
    pub fn cached_explorer(&self, position: &Position) -> Option<&Explored> {
        self.explorer.get(&position.key())
    }

    /// Whether the explorer of `position` is being read.
    pub fn explorer_loading(&self, position: &Position) -> bool {
        self.explorer_pending == Some(position.key())
    }

    /// Asks for the statistics of the players whose name starts with `prefix`.
    pub fn ask_player(&mut self, prefix: &str) {
        let tag = self.tag();
        self.player = Some(PlayerView {
            prefix: prefix.to_owned(),
            stats: None,
            tag,
        });
        self.send(Request::Player {
            tag,
            prefix: prefix.to_owned(),
        });
    }

    /// The player statistics last asked for.
    pub fn player(&self) -> Option<&PlayerView> {
        self.player.as_ref()
    }

    /// Reads game `id`; it arrives as [`DatabaseEvent::GameLoaded`].
    pub fn load_game(&mut self, id: i64) {
        self.send(Request::Load { id });
    }

    /// Writes `game` over the stored game `id`.
    pub fn save_game(&mut self, id: i64, game: Game) {
        self.busy += 1;
        self.send(Request::Save {
            id,
            game: Box::new(game),
        });
    }

    /// Deletes these games.
    pub fn delete_games(&mut self, ids: Vec<i64>) {
        self.busy += 1;
        self.send(Request::Delete { ids });
    }

    /// Copies these games into the database at `target` (created when missing).
    pub fn copy_games(&mut self, ids: Vec<i64>, target: PathBuf) {
        self.busy += 1;
        self.send(Request::Copy { ids, target });
    }

    /// Writes these games, in this order, to the PGN file `target`.
    pub fn export_games(&mut self, ids: Vec<i64>, target: PathBuf) {
        self.busy += 1;
        self.send(Request::Export { ids, target });
    }

    /// Starts importing PGN files (`.pgn`, `.pgn.gz`, `.pgn.zst`); refused while one runs.
    pub fn import(&mut self, files: Vec<PathBuf>) -> Result<(), String> {
        if self.import.is_some() {
            return Err(crate::t!("database-import-running"));
        }
        let job = ImportJob::start(self.path.clone(), files, self.waker.clone())
            .map_err(|e| crate::t!("database-import-cannot-start", error = e.to_string()))?;
        self.import = Some(job);
        Ok(())
    }

    /// The running import.
    pub fn import_job(&self) -> Option<&ImportJob> {
        self.import.as_ref()
    }

    /// Stops the running import after the game it reads; what it read is kept.
    pub fn cancel_import(&mut self) {
        if let Some(job) = &self.import {
            job.cancel();
        }
    }

    /// How the last import ended.
    pub fn last_import(&self) -> Option<&ImportReport> {
        self.last_import.as_ref()
    }

    /// Finished work since the last call.
    pub fn take_events(&mut self) -> Vec<DatabaseEvent> {
        std::mem::take(&mut self.events)
    }

    /// Takes in the query thread's and the import's answers; never waits.
    pub fn poll(&mut self) {
        loop {
            match self.replies.try_recv() {
                Ok(reply) => self.take(reply),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    if self.ready || self.games.is_none() {
                        self.ready = false;
                        self.games = Some(0);
                        self.events.push(DatabaseEvent::Error(crate::t!(
                            "database-stopped-answering",
                            file = self.path.display().to_string()
                        )));
                    }
                    break;
                }
            }
        }
        if let Some(job) = &mut self.import
            && let Some(report) = job.poll()
        {
            self.import = None;
            self.last_import = Some(report.clone());
            self.changed();
            self.events.push(DatabaseEvent::ImportFinished(report));
        }
    }

    fn forget_explorer(&mut self) {
        self.explorer.clear();
        self.explorer_pending = None;
        self.explorer_epoch = self.next_tag;
    }

    /// The stored games changed: the list, its rows, the explorer and the count are read
    /// again.
    fn changed(&mut self) {
        self.list.forget_rows();
        self.forget_explorer();
        self.refresh_list();
        self.send(Request::Count);
        if let Some(prefix) = self.player.as_ref().map(|p| p.prefix.clone()) {
            self.ask_player(&prefix);
        }
    }

    fn take(&mut self, reply: Reply) {
        match reply {
            Reply::Opened { games } => {
                self.ready = true;
                self.games = Some(games);
                self.events.push(DatabaseEvent::Opened { games });
            }
            Reply::OpenFailed(error) => {
                self.games = Some(0);
                self.list.ids_pending = false;
                self.events.push(DatabaseEvent::OpenFailed(error));
            }
            Reply::Ids { tag, ids, elapsed } => {
                if tag == self.list.ids_tag {
                    self.list.set_ids(ids, elapsed);
                }
            }
            Reply::Rows {
                generation,
                rows,
                elapsed,
            } => {
                if generation == self.list.generation {
                    self.list.take_rows(rows, elapsed);
                }
            }
            Reply::Explored {
                tag,
                key,
                moves,
                latest,
                elapsed,
            } => {
                if tag == self.explorer_tag {
                    self.explorer_pending = None;
                }
                if self.explorer.len() >= MAX_EXPLORER_CACHE {
                    self.explorer.clear();
                }
                // An answer made with the current filter and games is right for its
                // position, even when the board has moved on since.
                if tag > self.explorer_epoch {
                    self.explorer.insert(
                        key,
                        Explored {
                            moves,
                            latest,
                            elapsed,
                        },
                    );
                }
            }
            Reply::Player { tag, prefix, stats } => {
                if let Some(view) = &mut self.player
                    && view.tag == tag
                    && view.prefix == prefix
                {
                    view.stats = Some(stats);
                }
            }
            Reply::Loaded { id, game } => self.events.push(DatabaseEvent::GameLoaded {
                location: DatabaseGame {
                    path: self.path.clone(),
                    id,
                },
                game,
            }),
            Reply::Saved { id } => {
                self.busy = self.busy.saturating_sub(1);
                self.changed();
                self.events.push(DatabaseEvent::Saved(DatabaseGame {
                    path: self.path.clone(),
                    id,
                }));
            }
            Reply::Deleted { requested, deleted } => {
                self.busy = self.busy.saturating_sub(1);
                self.changed();
                self.events
                    .push(DatabaseEvent::Deleted { deleted, requested });
            }
            Reply::Copied {
                target,
                copied,
                duplicates,
            } => {
                self.busy = self.busy.saturating_sub(1);
                self.events.push(DatabaseEvent::Copied {
                    target,
                    copied,
                    duplicates,
                });
            }
            Reply::Exported { target, games } => {
                self.busy = self.busy.saturating_sub(1);
                self.events.push(DatabaseEvent::Exported { target, games });
            }
            Reply::Counted(games) => self.games = Some(games),
            Reply::Failed { tag, job, error } => {
                let stale = match (job, tag) {
                    (Job::List, Some(tag)) => tag != self.list.ids_tag,
                    (Job::Explorer, Some(tag)) => tag != self.explorer_tag,
                    (Job::Player, Some(tag)) => self.player.as_ref().is_none_or(|p| p.tag != tag),
                    _ => false,
                };
                if stale {
                    return;
                }
                match job {
                    Job::List => {
                        self.list.ids_pending = false;
                        self.list.error = Some(error.clone());
                    }
                    Job::Explorer => self.explorer_pending = None,
                    job if job.is_edit() => self.busy = self.busy.saturating_sub(1),
                    _ => {}
                }
                self.events.push(DatabaseEvent::Error(crate::t!(
                    "database-job-failed",
                    job = job.describe(),
                    error = error
                )));
            }
        }
    }
}

impl Drop for OpenDatabase {
    fn drop(&mut self) {
        // An import still running stops after its current game; what it read is committed.
        self.cancel_import();
    }
}

/// Whether a file looks like PGN to import, by its name: `.pgn`, `.pgn.gz`, `.pgn.zst`
/// (any case).
pub fn is_pgn_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    name.ends_with(".pgn") || name.ends_with(".pgn.gz") || name.ends_with(".pgn.zst")
}

#[cfg(test)]
mod tests;
