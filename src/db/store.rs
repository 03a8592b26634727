//! Writing games: name ids (cached for an import), the games row, the position index rows,
//! and the edits a GUI needs (add, replace, delete, copy).

use rusqlite::{Connection, OptionalExtension as _, params};
use rustc_hash::FxHashMap;

use super::{
    Database, DbError,
    header::name_key,
    headers::{Header, HeaderFields, HeaderWriter},
    position_index::{self, PendingEntries},
    prepare::{PreparedGame, prepare},
};
use crate::formats::pgn::Game;

/// Name → id of the name tables, so that an import asks SQLite once per distinct name.
#[derive(Default)]
pub(crate) struct NameIds {
    players: FxHashMap<String, i64>,
    events: FxHashMap<String, i64>,
    sites: FxHashMap<String, i64>,
}

#[derive(Clone, Copy)]
enum NameTable {
    Players,
    Events,
    Sites,
}

impl NameIds {
    fn id(
        &mut self,
        conn: &Connection,
        table: NameTable,
        name: Option<&str>,
    ) -> rusqlite::Result<Option<i64>> {
        let Some(name) = name else {
            return Ok(None);
        };
        let cache = match table {
            NameTable::Players => &mut self.players,
            NameTable::Events => &mut self.events,
            NameTable::Sites => &mut self.sites,
        };
        if let Some(&id) = cache.get(name) {
            return Ok(Some(id));
        }
        let (insert, select) = match table {
            NameTable::Players => (
                "INSERT OR IGNORE INTO players(name, name_key) VALUES(?1, ?2)",
                "SELECT id FROM players WHERE name = ?1",
            ),
            NameTable::Events => (
                "INSERT OR IGNORE INTO events(name, name_key) VALUES(?1, ?2)",
                "SELECT id FROM events WHERE name = ?1",
            ),
            NameTable::Sites => (
                "INSERT OR IGNORE INTO sites(name) VALUES(?1)",
                "SELECT id FROM sites WHERE name = ?1",
            ),
        };
        let mut st = conn.prepare_cached(insert)?;
        match table {
            NameTable::Sites => st.execute([name])?,
            _ => st.execute([name, &name_key(name)])?,
        };
        let id: i64 = conn
            .prepare_cached(select)?
            .query_row([name], |r| r.get(0))?;
        // Bounded: a huge import of distinct names should not hold them all.
        if cache.len() > 1_000_000 {
            cache.clear();
        }
        cache.insert(name.to_owned(), id);
        Ok(Some(id))
    }
}

/// Inserts the games row and sets its header slot in `headers` (written by the caller
/// before its commit); `None` when an identical game is already stored.
pub(crate) fn insert_game(
    conn: &Connection,
    names: &mut NameIds,
    headers: &mut HeaderWriter,
    game: &PreparedGame,
) -> rusqlite::Result<Option<i64>> {
    let white = names.id(conn, NameTable::Players, game.white.as_deref())?;
    let black = names.id(conn, NameTable::Players, game.black.as_deref())?;
    let event = names.id(conn, NameTable::Events, game.event.as_deref())?;
    let site = names.id(conn, NameTable::Sites, game.site.as_deref())?;
    let inserted = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO games(white, black, event, site, date, result, white_elo, \
             black_elo, eco, plies, deep_men, deep_home, final_men, hash, tags, moves) \
             VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        )?
        .execute(params![
            white,
            black,
            event,
            site,
            game.date,
            game.result,
            game.white_elo,
            game.black_elo,
            game.eco,
            game.plies,
            game.deep_men,
            game.deep_home,
            game.final_men,
            game.hash,
            game.tags,
            game.moves
        ])?;
    if inserted != 1 {
        return Ok(None);
    }
    let id = conn.last_insert_rowid();
    let header = Header::new(&HeaderFields::of(game, white, black, event))?;
    headers.set(conn, id, Some(&header))?;
    Ok(Some(id))
}

/// One entry of the position index: a game's first arrival at a position within the indexed
/// plies, with the move it played from there (`None`: the game ended there).
#[derive(Clone, Copy)]
pub(crate) struct PositionRow {
    pub key: i64,
    pub game: i64,
    pub next: Option<u8>,
}

/// The index rows of a stored game.
pub(crate) fn position_rows(
    id: i64,
    game: &PreparedGame,
) -> impl Iterator<Item = PositionRow> + '_ {
    game.positions.iter().map(move |&(key, next)| PositionRow {
        key,
        game: id,
        next,
    })
}

/// Writes the index rows of the games `first..=last` in one transaction and records them as
/// indexed (when no unindexed game lies before `first`). The caller holds no transaction.
pub(crate) fn flush_index(
    conn: &Connection,
    pending: &mut PendingEntries,
    first: i64,
    last: i64,
) -> rusqlite::Result<()> {
    conn.execute_batch("BEGIN IMMEDIATE")?;
    let written = position_index::add_pending(conn, pending).and_then(|()| {
        conn.execute(
            "UPDATE meta SET value = ?2 WHERE name = 'indexed_through' \
             AND value >= ?1 - 1 AND value < ?2",
            [first, last],
        )?;
        conn.execute_batch("COMMIT")
    });
    if written.is_err() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    pending.clear();
    written
}

/// A stored game as the index needs it: id, tag blob, record.
type StoredGame = (i64, Vec<u8>, Vec<u8>);

/// Games per transaction when indexing stored games.
const CATCH_UP_GAMES: i64 = 50_000;

impl Database {
    /// Indexes the games past `indexed_through` (committed by an import that was killed
    /// before it wrote their index rows), from their records.
    pub(crate) fn catch_up_index(&self) -> Result<(), DbError> {
        let meta = |name: &str| -> rusqlite::Result<i64> {
            self.conn
                .query_row("SELECT value FROM meta WHERE name = ?1", [name], |r| {
                    r.get(0)
                })
        };
        let mut through = meta("indexed_through").map_err(|e| self.sqlite(e))?;
        loop {
            let mut pending = PendingEntries::default();
            let mut last = through;
            let read = || -> rusqlite::Result<Vec<StoredGame>> {
                let mut st = self.conn.prepare_cached(
                    "SELECT id, tags, moves FROM games WHERE id > ?1 ORDER BY id LIMIT ?2",
                )?;
                st.query_map([through, CATCH_UP_GAMES], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?))
                })?
                .collect()
            };
            let games = read().map_err(|e| self.sqlite(e))?;
            if games.is_empty() {
                return Ok(());
            }
            for (id, tags, moves) in &games {
                let record = |source| DbError::Record {
                    path: self.path.clone(),
                    id: *id,
                    source,
                };
                let start = self.start_of(tags).map_err(record)?;
                let mainline = super::record::mainline_bytes(moves).map_err(record)?;
                let keys = super::prepare::index_rows_from_record(
                    &start,
                    &mainline,
                    self.index_plies,
                    self.move_code,
                )
                .map_err(record)?;
                pending.push(*id, keys);
                last = *id;
            }
            flush_index(&self.conn, &mut pending, through + 1, last).map_err(|e| self.sqlite(e))?;
            through = last;
        }
    }
}

impl Database {
    /// Drops the games indexes when the database holds no game, for an import to make them
    /// once at its end; `true` when it did. Marked in `meta` in the same transaction, so that
    /// a killed import leaves a file whose next opening makes them.
    pub(crate) fn defer_games_indexes(&self) -> rusqlite::Result<bool> {
        let conn = &self.conn;
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let deferred = (|| {
            let empty: bool =
                conn.query_row("SELECT NOT EXISTS(SELECT 1 FROM games)", [], |r| r.get(0))?;
            if empty {
                for (name, _) in super::schema::GAMES_INDEXES {
                    conn.execute_batch(&format!("DROP INDEX IF EXISTS {name}"))?;
                }
                conn.execute(
                    "INSERT OR REPLACE INTO meta(name, value) VALUES('indexes_deferred', 1)",
                    [],
                )?;
            }
            conn.execute_batch("COMMIT")?;
            Ok(empty)
        })();
        if deferred.is_err() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        deferred
    }

    /// Makes the games indexes an import deferred (see [`Database::defer_games_indexes`]),
    /// when `meta` says some are.
    pub(crate) fn make_deferred_indexes(&self) -> rusqlite::Result<()> {
        let conn = &self.conn;
        let deferred: bool = conn.query_row(
            "SELECT EXISTS(SELECT 1 FROM meta WHERE name = 'indexes_deferred')",
            [],
            |r| r.get(0),
        )?;
        if !deferred {
            return Ok(());
        }
        // The sorts of `CREATE INDEX` may use helper threads: nothing else runs now (at the
        // end of an import, or when a file is opened). They run about twice as fast with a
        // small page cache and temporary files (sorted runs merged) as with the connection's
        // 64 MiB and memory (one big sort): 4.3 s against 8.3 s for the eight indexes a
        // million games had up to schema version 5.
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        conn.pragma_update(None, "threads", cores.min(8) as i64)?;
        conn.execute_batch("PRAGMA cache_size = -2000; PRAGMA temp_store = DEFAULT")?;
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let made = super::schema::create_games_indexes(conn).and_then(|()| {
            conn.execute("DELETE FROM meta WHERE name = 'indexes_deferred'", [])?;
            conn.execute_batch("COMMIT")
        });
        if made.is_err() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        conn.pragma_update(None, "threads", 0)?;
        conn.execute_batch(super::CONNECTION_CACHE)?;
        made
    }
}

/// The index entries of stored games, as (key, game) pairs.
fn index_entries<'a>(games: impl IntoIterator<Item = (i64, &'a PreparedGame)>) -> Vec<(i64, i64)> {
    games
        .into_iter()
        .flat_map(|(id, game)| game.positions.iter().map(move |&(key, _)| (key, id)))
        .collect()
}

impl Database {
    /// Stores one game; `None` when an identical game is already stored.
    pub fn add_game(&mut self, game: &Game) -> Result<Option<i64>, DbError> {
        let prepared = prepare(game, self.index_plies, self.move_code);
        let tx = self.conn.transaction().map_err(|e| DbError::Sqlite {
            path: self.path.clone(),
            source: e,
        })?;
        let result = (|| {
            let mut headers = HeaderWriter::default();
            let id = insert_game(&tx, &mut NameIds::default(), &mut headers, &prepared)?;
            headers.write(&tx)?;
            if let Some(id) = id {
                let mut rows: Vec<PositionRow> = position_rows(id, &prepared).collect();
                position_index::add(&tx, &mut rows)?;
                tx.execute(
                    "UPDATE meta SET value = ?1 WHERE name = 'indexed_through' AND value = ?1 - 1",
                    [id],
                )?;
            }
            tx.commit()?;
            Ok(id)
        })();
        self.forget_headers();
        result.map_err(|e| self.sqlite(e))
    }

    /// Replaces the stored game `id` by `game`, keeping its id. Refused (nothing changed) when
    /// `game` would duplicate another stored game.
    pub fn replace_game(&mut self, id: i64, game: &Game) -> Result<(), DbError> {
        let old = prepare(&self.load_game(id)?, self.index_plies, self.move_code);
        let new = prepare(game, self.index_plies, self.move_code);
        if new.hash != old.hash {
            let other: Option<i64> = self
                .conn
                .query_row("SELECT id FROM games WHERE hash = ?1", [new.hash], |r| {
                    r.get(0)
                })
                .optional()
                .map_err(|e| self.sqlite(e))?;
            if let Some(other) = other {
                return Err(DbError::Duplicate {
                    path: self.path.clone(),
                    id: other,
                });
            }
        }
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction()
            .map_err(|source| DbError::Sqlite { path, source })?;
        let result = (|| {
            position_index::remove(&tx, &mut index_entries([(id, &old)]))?;
            let mut names = NameIds::default();
            let white = names.id(&tx, NameTable::Players, new.white.as_deref())?;
            let black = names.id(&tx, NameTable::Players, new.black.as_deref())?;
            let event = names.id(&tx, NameTable::Events, new.event.as_deref())?;
            let site = names.id(&tx, NameTable::Sites, new.site.as_deref())?;
            tx.execute(
                "UPDATE games SET white = ?1, black = ?2, event = ?3, site = ?4, date = ?5, \
                 result = ?6, white_elo = ?7, black_elo = ?8, eco = ?9, plies = ?10, \
                 deep_men = ?11, deep_home = ?12, final_men = ?13, hash = ?14, tags = ?15, \
                 moves = ?16 WHERE id = ?17",
                params![
                    white,
                    black,
                    event,
                    site,
                    new.date,
                    new.result,
                    new.white_elo,
                    new.black_elo,
                    new.eco,
                    new.plies,
                    new.deep_men,
                    new.deep_home,
                    new.final_men,
                    new.hash,
                    new.tags,
                    new.moves,
                    id
                ],
            )?;
            let mut headers = HeaderWriter::default();
            let header = Header::new(&HeaderFields::of(&new, white, black, event))?;
            headers.set(&tx, id, Some(&header))?;
            headers.write(&tx)?;
            let mut rows: Vec<PositionRow> = position_rows(id, &new).collect();
            position_index::add(&tx, &mut rows)?;
            tx.commit()
        })();
        self.forget_headers();
        result.map_err(|e| self.sqlite(e))
    }

    /// Deletes the games with these ids (ids not stored are ignored); returns how many went.
    pub fn delete_games(&mut self, ids: &[i64]) -> Result<usize, DbError> {
        let mut stored = Vec::with_capacity(ids.len());
        for &id in ids {
            match self.load_game(id) {
                Ok(game) => stored.push((id, prepare(&game, self.index_plies, self.move_code))),
                Err(DbError::NoSuchGame { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction()
            .map_err(|source| DbError::Sqlite { path, source })?;
        let result = (|| {
            // One pass over the index for all of them: a bucket is rewritten once.
            position_index::remove(
                &tx,
                &mut index_entries(stored.iter().map(|(id, game)| (*id, game))),
            )?;
            let mut headers = HeaderWriter::default();
            for (id, _) in &stored {
                tx.execute("DELETE FROM games WHERE id = ?1", [id])?;
                headers.set(&tx, *id, None)?;
            }
            headers.write(&tx)?;
            tx.commit()
        })();
        self.forget_headers();
        result.map_err(|e| self.sqlite(e))?;
        Ok(stored.len())
    }

    /// Copies the games with these ids into `target`; returns (copied, duplicates there).
    pub fn copy_games(
        &self,
        ids: &[i64],
        target: &mut Database,
    ) -> Result<(usize, usize), DbError> {
        let mut copied = 0;
        let mut duplicates = 0;
        for &id in ids {
            match target.add_game(&self.load_game(id)?)? {
                Some(_) => copied += 1,
                None => duplicates += 1,
            }
        }
        Ok((copied, duplicates))
    }
}
