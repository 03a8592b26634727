//! Game databases: many games in one SQLite file, searched by header and by position, with an
//! opening explorer. Used by the `tempo db` tools and the GUI alike (no GUI code here).
//!
//! # Storage
//!
//! One row per game in `games`: the names (White, Black, Event, Site) as ids into the name
//! tables `players`, `events` and `sites` (each name stored once, with a lower-case key for
//! case-insensitive prefix search), the searched fields as columns (date as `YYYYMMDD`,
//! result, both ratings, ECO as a number, ply count) and again as 32-byte slots in blobs of
//! 4,096 games ([`headers`]), which queries read whole and filter and sort in memory (no
//! SQLite index to make or keep per field), every other tag in a
//! compact blob ([`header`]) and the whole move tree (variations, comments, NAGs, `[%clk]`,
//! `[%eval]` and other commands) in a blob of one byte per move ([`record`], each move named
//! by the file's [`move_code`]: new files count a move by its man's block of codes and its
//! target, files from before schema version 4 by its index among the legal moves). Loading a game
//! gives back the same `formats::pgn::Game`, so exporting writes the same text as the PGN
//! writer writes for the game read from its file.
//!
//! The file is in WAL mode with `synchronous = NORMAL`: a killed process loses at most the
//! transaction it was writing, and every committed game survives. An import runs with
//! `synchronous = OFF` (see [`Database::import`]): the same holds for a killed process, and
//! only a crash of the machine during the import could lose more. The schema version is
//! `PRAGMA user_version` and [`schema::migrate`] upgrades older files when they are opened.
//!
//! # Duplicates
//!
//! A game is an exact duplicate of a stored one when White, Black, the Date tag, the start
//! position (FEN tag) and the mainline moves are the same; comments and variations do not
//! count. A 64-bit hash of those ([`prepare`]) has a unique index, and a duplicate is not
//! stored again but counted.
//!
//! # Position search
//!
//! A position is identified by its Zobrist key (`Position::key`): placement, side to move,
//! castling rights, and the en-passant square only when a pawn of the side to move stands
//! next to the pushed pawn (a pseudo-legal capture, as python-chess writes FEN with
//! `en_passant="xfen"`); move counters do not count. A game matches when its mainline reaches
//! the position at any ply, in any move order, counted once (its first arrival).
//!
//! The position index ([`position_index`]) holds (key, game) for every position of the first
//! [`schema::DEFAULT_INDEX_PLIES`] plies of each mainline (first arrivals only), with the
//! move played from it, so that counting and exploring an opening position reads a few
//! blobs of one bucket and never the games (the explorer takes each game's result, ratings
//! and date from its header slot, in memory). Arrivals after the indexed plies are found by
//! replaying only the games that can still reach the position: each game longer than the
//! index stores the number of men and the pawns still on their home squares at its last
//! indexed ply, and its men at the end. Captures only lower the men and a pawn never returns
//! home, so a game whose last indexed position has fewer men than the target, or lacks one
//! of its home pawns, or ends with more men than it, cannot reach it later. A scan of the
//! header slots (which hold those three) finds the rest, so only games that can match are
//! read; the replay then checks them ([`position`]).
//!
//! The depth trades size for speed (100,000 generated games, 100 ECO positions, measured with
//! the row-per-entry index of schema version 2, see `docs/db-measurements.md`): 12 plies give 841 bytes per game and a p99 position count of
//! 88 ms, 24 plies 1,266 bytes and 4.8 ms, 32 plies 1,497 bytes and 0.6 ms. 24 keeps the p99
//! under 100 ms at a million games.
//!
//! # Known limits
//!
//! - A searched field changed in the games table by another program (an `UPDATE` through
//!   SQLite's shell) is not seen by the header slots; games added or deleted that way are
//!   (the slots are remade when the file is next opened).
//! - The position key does not include the Chess960 flag: a Chess960 game and a standard
//!   game in the same position match each other.
//! - A query made while another process imports sees the games of committed batches, but
//!   position search finds them only once their index rows are written (every few hundred
//!   thousand games, and at the end). An import that had the file to itself when it began
//!   writes through a rollback journal (see `db::import`): a query then waits while a batch
//!   is being committed, up to the connection's busy timeout.

pub mod error;
mod explorer;
pub mod filter;
pub mod header;
mod headers;
pub mod import;
pub mod move_code;
pub mod player;
mod position;
mod position_index;
pub mod prepare;
pub mod puzzles;
mod query;
pub mod record;
pub mod schema;
mod store;

use std::{
    cell::RefCell,
    path::{Path, PathBuf},
    sync::Arc,
    time::Duration,
};

pub use error::{DbError, FilterError, RecordError};
pub use explorer::ExplorerMove;
pub use filter::{GameFilter, SortKey};
pub use import::{ImportEvent, ImportOptions, ImportProgress, ImportSummary};
pub use player::{OpeningResults, PeriodResults, PlayerStats, Results};
pub use query::GameRow;
use rusqlite::{Connection, OpenFlags, OptionalExtension as _};

use crate::formats::pgn::{Game, Tags, start_position_of};

/// A SQLite error with its file; damage reads as [`DbError::Corrupt`].
fn sqlite_error(path: &Path, source: rusqlite::Error) -> DbError {
    match &source {
        rusqlite::Error::SqliteFailure(code, message)
            if matches!(
                code.code,
                rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase
            ) =>
        {
            DbError::Corrupt {
                path: path.to_owned(),
                reason: message.clone().unwrap_or_else(|| code.to_string()),
            }
        }
        _ => DbError::Sqlite {
            path: path.to_owned(),
            source,
        },
    }
}

/// The page cache and temporary storage of a connection: 64 MiB of pages, sorts and
/// temporary tables in memory.
pub(crate) const CONNECTION_CACHE: &str = "PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY";

/// How long a connection waits for another one's lock before it reports the file busy.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// An open game database.
pub struct Database {
    conn: Connection,
    path: PathBuf,
    index_plies: usize,
    /// How the records name moves.
    move_code: move_code::MoveCode,
    /// The games' searched fields as last read, with SQLite's `data_version` then (which
    /// changes when another connection commits; this connection's own writes forget them).
    headers: RefCell<Option<(i64, Arc<headers::HeaderTable>)>>,
}

impl Database {
    /// Opens the database at `path`, creating it when the file does not exist.
    pub fn create_or_open(path: &Path) -> Result<Database, DbError> {
        Database::open_with(path, true, schema::DEFAULT_INDEX_PLIES)
    }

    /// [`Database::create_or_open`] with the depth of the position index of a new file (for
    /// measuring the trade-off; an existing file keeps its own).
    pub fn create_or_open_with_index(path: &Path, index_plies: usize) -> Result<Database, DbError> {
        let plies = i64::try_from(index_plies).unwrap_or(schema::DEFAULT_INDEX_PLIES);
        Database::open_with(path, true, plies)
    }

    /// Opens an existing database; a missing file is an error and is not created.
    pub fn open(path: &Path) -> Result<Database, DbError> {
        Database::open_with(path, false, schema::DEFAULT_INDEX_PLIES)
    }

    fn open_with(path: &Path, create: bool, index_plies: i64) -> Result<Database, DbError> {
        if !create && !path.exists() {
            return Err(DbError::Missing(path.to_owned()));
        }
        let sqlite = |source| sqlite_error(path, source);
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if create {
            flags |= OpenFlags::SQLITE_OPEN_CREATE;
        }
        let mut conn = Connection::open_with_flags(path, flags).map_err(sqlite)?;
        schema::migrate(&mut conn, create, index_plies).map_err(|e| match e {
            schema::MigrateError::Foreign(reason) => DbError::Corrupt {
                path: path.to_owned(),
                reason,
            },
            schema::MigrateError::TooNew(found) => DbError::TooNew {
                path: path.to_owned(),
                found,
                supported: schema::SCHEMA_VERSION,
            },
            schema::MigrateError::Sqlite(e) => sqlite(e),
        })?;
        // While an import that had the file to itself runs (`db::import`: it writes through
        // a rollback journal), the mode cannot change: this connection reads in that mode, and
        // the import's end sets the write-ahead log back.
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(e) if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy) => {}
            other => other.map_err(sqlite)?,
        }
        // NORMAL in WAL mode: a crash of the process loses nothing committed.
        conn.execute_batch(&format!(
            "PRAGMA synchronous = NORMAL; {CONNECTION_CACHE}; PRAGMA wal_autocheckpoint = 6000;"
        ))
        .map_err(sqlite)?;
        let index_plies: i64 = conn
            .query_row(
                "SELECT value FROM meta WHERE name = 'index_plies'",
                [],
                |r| r.get(0),
            )
            .optional()
            .map_err(sqlite)?
            .ok_or_else(|| DbError::Corrupt {
                path: path.to_owned(),
                reason: "the index depth is missing from the meta table".into(),
            })?;
        let code: i64 = conn
            .query_row("SELECT value FROM meta WHERE name = 'move_code'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(sqlite)?
            .unwrap_or(0);
        let move_code = move_code::MoveCode::from_meta(code).ok_or_else(|| DbError::Corrupt {
            path: path.to_owned(),
            reason: format!("unknown move code {code} in the meta table"),
        })?;
        let db = Database {
            conn,
            path: path.to_owned(),
            index_plies: usize::try_from(index_plies).unwrap_or(0),
            move_code,
            headers: RefCell::new(None),
        };
        // Skipped while another process writes: an import still running indexes its games
        // itself when it ends.
        db.conn.busy_timeout(Duration::ZERO).map_err(sqlite)?;
        let caught_up = db
            .make_deferred_indexes()
            .map_err(|e| db.sqlite(e))
            .and_then(|()| db.mend_headers())
            .and_then(|()| db.catch_up_index());
        match caught_up {
            Err(DbError::Sqlite { source, .. })
                if source.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy) => {}
            other => other?,
        }
        db.conn.busy_timeout(BUSY_TIMEOUT).map_err(sqlite)?;
        Ok(db)
    }

    /// The start position of a stored game, from its tag blob.
    pub(crate) fn start_of(&self, tag_blob: &[u8]) -> Result<crate::chess::Position, RecordError> {
        let mut tags = Tags::new();
        header::decode_tags(tag_blob, &mut tags)?;
        start_position_of(&tags).map_err(|(kind, _)| RecordError::Start(kind.to_string()))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many plies of each mainline the position index holds.
    pub fn index_plies(&self) -> usize {
        self.index_plies
    }

    /// The SQLite connection (for measurements and checks such as `PRAGMA integrity_check`).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }

    /// Wraps a SQLite error with the file; damage reads as [`DbError::Corrupt`].
    pub(crate) fn sqlite(&self, source: rusqlite::Error) -> DbError {
        sqlite_error(&self.path, source)
    }

    /// Every game's searched fields, read again only when the file has changed.
    pub(crate) fn header_table(&self) -> Result<Arc<headers::HeaderTable>, DbError> {
        let version = self.data_version()?;
        if let Some((read_at, table)) = &*self.headers.borrow()
            && *read_at == version
        {
            return Ok(Arc::clone(table));
        }
        let table = Arc::new(headers::HeaderTable::load(&self.conn).map_err(|e| self.sqlite(e))?);
        *self.headers.borrow_mut() = Some((version, Arc::clone(&table)));
        Ok(table)
    }

    /// Remakes the header slots when they do not match the games table or cannot be read:
    /// the games' number and the sum of their ids are compared, which tells games added or
    /// deleted by another program (SQLite's shell, an older tool). Reads both in one
    /// transaction, which holds the write lock so the remake can follow at once; keeps the
    /// slots read for the first query.
    fn mend_headers(&self) -> Result<(), DbError> {
        let conn = &self.conn;
        let sqlite = |e| self.sqlite(e);
        conn.execute_batch("BEGIN IMMEDIATE").map_err(sqlite)?;
        let mended = (|| {
            // Slots that cannot be read (damaged blobs) are remade like stale ones.
            let table = headers::HeaderTable::load(conn).ok();
            let games: (i64, i64) = conn.query_row(
                "SELECT COUNT(*), COALESCE(SUM(id), 0) FROM games",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            if let Some(table) = table
                && table.census() == games
            {
                conn.execute_batch("COMMIT")?;
                return Ok(Some(table));
            }
            headers::remake(conn)?;
            conn.execute_batch("COMMIT")?;
            Ok(None)
        })();
        match mended {
            Ok(table) => {
                let version = self.data_version()?;
                *self.headers.borrow_mut() = table.map(|t| (version, Arc::new(t)));
                Ok(())
            }
            Err(e) => {
                let _ = conn.execute_batch("ROLLBACK");
                Err(sqlite(e))
            }
        }
    }

    /// SQLite's count of commits by other connections, which tells whether the header slots
    /// read before are still those of the file.
    fn data_version(&self) -> Result<i64, DbError> {
        self.conn
            .query_row("PRAGMA data_version", [], |r| r.get(0))
            .map_err(|e| self.sqlite(e))
    }

    /// Called after this connection changed games: the next query reads the fields again.
    pub(crate) fn forget_headers(&self) {
        *self.headers.borrow_mut() = None;
    }

    /// How many games the database holds.
    pub fn game_count(&self) -> Result<u64, DbError> {
        let n: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
            .map_err(|e| self.sqlite(e))?;
        Ok(n.max(0) as u64)
    }

    /// The game with this id, as the PGN reader would give it.
    pub fn load_game(&self, id: i64) -> Result<Game, DbError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT w.name, b.name, e.name, s.name, g.tags, g.moves, g.result FROM games g \
                 LEFT JOIN players w ON w.id = g.white LEFT JOIN players b ON b.id = g.black \
                 LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site \
                 WHERE g.id = ?1",
            )
            .and_then(|mut st| {
                st.query_row([id], |r| {
                    Ok((
                        [r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?],
                        r.get::<_, Vec<u8>>(4)?,
                        r.get::<_, Vec<u8>>(5)?,
                        r.get::<_, i64>(6)?,
                    ))
                })
                .optional()
            })
            .map_err(|e| self.sqlite(e))?;
        let Some((names, tags, moves, result)) = row else {
            return Err(DbError::NoSuchGame {
                path: self.path.clone(),
                id,
            });
        };
        self.decode_game(id, &names, &tags, &moves, result)
    }

    fn decode_game(
        &self,
        id: i64,
        names: &[Option<String>; 4],
        tag_blob: &[u8],
        moves: &[u8],
        result: i64,
    ) -> Result<Game, DbError> {
        let record = |source| DbError::Record {
            path: self.path.clone(),
            id,
            source,
        };
        let mut tags = Tags::new();
        for (name, value) in header::NAME_TAGS.iter().zip(names) {
            if let Some(value) = value {
                tags.set(name, value);
            }
        }
        header::decode_tags(tag_blob, &mut tags).map_err(record)?;
        let start = start_position_of(&tags)
            .map_err(|(kind, _)| record(RecordError::Start(kind.to_string())))?;
        let mut game = Game::with_tags(tags, start);
        record::decode_into(&mut game, moves, self.move_code).map_err(record)?;
        game.set_result_marker(header::result_of_code(result));
        Ok(game)
    }
}
