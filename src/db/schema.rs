//! The tables, their indexes and the schema version (`PRAGMA user_version`), with the
//! migration from each older version to the current one.
//!
//! The position index is the table `positions` (a row per entry) up to version 2,
//! `position_lists` (sorted arrays in blobs, see `db::position_index`, numbered bucket-major)
//! in versions 3 and 4, and `position_segments` (the same blobs, numbered in the order they
//! are written, with an index on the bucket) from version 5.
//!
//! From version 6 the searched fields of each game are also in `game_headers` (see
//! `db::headers`), and the games table keeps only the index of the duplicate hash.
//!
//! From version 7 the position index's entries are 11 bytes: the game's result, ratings and
//! date, which each entry repeated up to version 6, are read from the header slots.
//!
//! From version 4 `meta` holds `move_code`, how the records name moves (`db::move_code`):
//! files made before keep the legal-index code, new files get the piece-target code.
//!
//! `meta` holds `index_plies` (the depth of the position index) and `indexed_through`: the
//! games up to this id have their rows in the position index. While an import into an empty
//! database runs without the games indexes (from version 6 only the hash's), `meta` holds
//! `indexes_deferred`; a file opened with it (the import was killed) gets them made then. An import adds the rows of many
//! batches at once, sorted (see `db::import`); games a killed import committed past it are
//! indexed from their records when the file is next opened.

use rusqlite::Connection;

/// The schema this build writes and reads.
pub const SCHEMA_VERSION: i64 = 7;

/// `PRAGMA application_id` of a Tempo game database ("TMPO"), so that another SQLite file is
/// recognised as not ours.
pub const APPLICATION_ID: i64 = 0x544D_504F;

/// How many plies of each mainline the position index holds (ply 0, the start, included).
/// Deeper arrivals are found by replaying the few games that can still reach the position
/// (see `db::position`). Stored in `meta` at creation so that a database keeps its own.
pub const DEFAULT_INDEX_PLIES: i64 = 24;

/// The page size of new files.
const PAGE_SIZE: i64 = 16384;

const SCHEMA_V1: &str = "
CREATE TABLE meta(name TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL);
CREATE INDEX players_key ON players(name_key);
CREATE TABLE events(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL);
CREATE INDEX events_key ON events(name_key);
CREATE TABLE sites(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    white INTEGER REFERENCES players(id),
    black INTEGER REFERENCES players(id),
    event INTEGER REFERENCES events(id),
    site INTEGER REFERENCES sites(id),
    date INTEGER,
    result INTEGER NOT NULL,
    white_elo INTEGER,
    black_elo INTEGER,
    eco INTEGER,
    plies INTEGER NOT NULL,
    deep_men INTEGER,
    deep_home INTEGER,
    final_men INTEGER NOT NULL,
    hash INTEGER NOT NULL,
    tags BLOB NOT NULL,
    moves BLOB NOT NULL
);
CREATE TABLE positions(
    key INTEGER NOT NULL,
    game INTEGER NOT NULL,
    next INTEGER,
    result INTEGER NOT NULL,
    white_elo INTEGER,
    black_elo INTEGER,
    date INTEGER,
    PRIMARY KEY(key, game)
) WITHOUT ROWID;
";

/// Version 2: puzzles found in the games (`app::puzzles`), and which games were searched for
/// them (so that a stopped search resumes where it was).
const SCHEMA_V2: &str = "
CREATE TABLE puzzles(
    id INTEGER PRIMARY KEY,
    game INTEGER REFERENCES games(id) ON DELETE SET NULL,
    ply INTEGER NOT NULL,
    fen TEXT NOT NULL,
    solution TEXT NOT NULL,
    themes TEXT NOT NULL,
    rating INTEGER NOT NULL,
    kind TEXT NOT NULL,
    player TEXT NOT NULL,
    mistake TEXT NOT NULL
);
CREATE UNIQUE INDEX puzzles_origin ON puzzles(game, ply);
CREATE TABLE puzzle_scans(game INTEGER PRIMARY KEY, settings TEXT NOT NULL);
";

/// The indexes of the games table (name, definition), made with the tables: only the unique
/// duplicate hash from version 6 (the searched fields are in `game_headers`, see
/// `db::headers`). An import into an empty database drops it and makes it once at its end
/// (see `db::import`): building an index from the finished table is several times cheaper
/// than keeping it up to date row by row.
pub const GAMES_INDEXES: &[(&str, &str)] = &[("games_hash", GAMES_HASH_INDEX)];

/// The indexes of the searched fields up to version 5, dropped by version 6.
const FIELD_INDEXES: [&str; 7] = [
    "games_white",
    "games_black",
    "games_event",
    "games_date",
    "games_eco",
    "games_elo",
    "games_deep",
];

/// The unique index of the duplicate hash.
pub const GAMES_HASH_INDEX: &str = "CREATE UNIQUE INDEX IF NOT EXISTS games_hash ON games(hash)";

/// Makes the games indexes that are missing.
pub fn create_games_indexes(conn: &Connection) -> rusqlite::Result<()> {
    for (_, sql) in GAMES_INDEXES {
        conn.execute_batch(sql)?;
    }
    Ok(())
}

/// Why a file cannot be brought to the current schema.
pub enum MigrateError {
    /// Not a Tempo database (or damaged), with what was found.
    Foreign(String),
    /// Written by a newer build.
    TooNew(i64),
    /// SQLite failed.
    Sqlite(rusqlite::Error),
}

impl From<rusqlite::Error> for MigrateError {
    fn from(e: rusqlite::Error) -> MigrateError {
        match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt) => {
                MigrateError::Foreign(e.to_string())
            }
            _ => MigrateError::Sqlite(e),
        }
    }
}

/// Brings the database to [`SCHEMA_VERSION`]: an empty file gets the schema (with a position
/// index of `index_plies` plies), an older one is upgraded step by step in one transaction,
/// the current one is left as it is.
pub fn migrate(conn: &mut Connection, create: bool, index_plies: i64) -> Result<(), MigrateError> {
    let application_id: i64 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let tables: i64 = conn.query_row("SELECT COUNT(*) FROM sqlite_schema", [], |r| r.get(0))?;
    if tables == 0 && version == 0 {
        if !create {
            return Err(MigrateError::Foreign("the file holds no tables".into()));
        }
    } else if application_id != APPLICATION_ID {
        return Err(MigrateError::Foreign(format!(
            "application id {application_id:#x}, expected {APPLICATION_ID:#x}"
        )));
    }
    if version > SCHEMA_VERSION {
        return Err(MigrateError::TooNew(version));
    }
    if version == SCHEMA_VERSION {
        return Ok(());
    }
    if version == 0 {
        // Big pages: the position index is the bulk of the file and shallower with them.
        // Only takes effect before the first table is made.
        conn.pragma_update(None, "page_size", PAGE_SIZE)?;
    }
    let tx = conn.transaction()?;
    // Each step takes version n to n + 1; version 0 is the empty file.
    for step in version..SCHEMA_VERSION {
        match step {
            0 => {
                tx.execute_batch(SCHEMA_V1)?;
                create_games_indexes(&tx)?;
                tx.execute(
                    "INSERT INTO meta(name, value) VALUES('index_plies', ?1), \
                     ('indexed_through', 0), ('move_code', ?2)",
                    [index_plies, super::move_code::MoveCode::NEW.meta_value()],
                )?;
            }
            1 => tx.execute_batch(SCHEMA_V2)?,
            // Version 3: the position index as sorted arrays in blobs (`db::position_index`),
            // made in the current table (version 5's step finds nothing left to move).
            2 => {
                tx.execute_batch(super::position_index::SCHEMA)?;
                super::position_index::convert_rows_table(&tx)?;
                tx.execute_batch("DROP TABLE positions")?;
            }
            // Version 4: the move code is named in `meta`; older files keep the legal index
            // their records were written with (a new file has its code from step 0).
            3 => {
                tx.execute(
                    "INSERT OR IGNORE INTO meta(name, value) VALUES('move_code', ?1)",
                    [super::move_code::MoveCode::LegalIndex.meta_value()],
                )?;
            }
            // Version 5: the segments numbered in the order they are written.
            4 => {
                let bucket_major: i64 = tx.query_row(
                    "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'position_lists'",
                    [],
                    |r| r.get(0),
                )?;
                if bucket_major > 0 {
                    tx.execute_batch(super::position_index::SCHEMA)?;
                    tx.execute_batch(super::position_index::FROM_BUCKET_MAJOR)?;
                }
            }
            // Version 6: the searched fields in slots (`db::headers`) instead of an index each.
            5 => {
                tx.execute_batch(super::headers::SCHEMA)?;
                super::headers::fill_from_games(&tx)?;
                for name in FIELD_INDEXES {
                    tx.execute_batch(&format!("DROP INDEX IF EXISTS {name}"))?;
                }
            }
            // Version 7: the position index's entries without the game's fields.
            6 => super::position_index::narrow_wide_segments(&tx)?,
            _ => return Err(MigrateError::TooNew(version)),
        }
    }
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    if (1..5).contains(&version) {
        // The dropped table left its pages free: give them back to the file system.
        // Best effort: another connection to the file makes VACUUM fail, and the free pages
        // are reused by the next writes anyway.
        let _ = conn.execute_batch("VACUUM");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version 2 file's index rows become version 3's segments when it is opened.
    #[test]
    fn version_2_index_rows_become_segments() {
        let Ok(dir) = tempfile::tempdir() else {
            panic!("no temporary folder");
        };
        let path = dir.path().join("v2.db");
        let make_v2 = || -> rusqlite::Result<()> {
            let conn = Connection::open(&path)?;
            conn.pragma_update(None, "page_size", PAGE_SIZE)?;
            conn.execute_batch(SCHEMA_V1)?;
            create_games_indexes(&conn)?;
            conn.execute_batch(
                "INSERT INTO meta(name, value) VALUES('index_plies', 24), ('indexed_through', 2);",
            )?;
            conn.execute_batch(SCHEMA_V2)?;
            conn.execute_batch(
                "INSERT INTO positions(key, game, next, result, white_elo, black_elo, date) VALUES \
                 (-7, 1, 3, 1, 2000, NULL, 20200101), (-7, 2, 4, 3, NULL, 1800, NULL), \
                 (5, 1, NULL, 1, 2000, NULL, 20200101), (9223372036854775807, 2, 0, 3, NULL, 1800, NULL);",
            )?;
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
            conn.pragma_update(None, "user_version", 2)
        };
        if let Err(e) = make_v2() {
            panic!("making the version 2 file: {e}");
        }
        let migrated = || -> Result<(Connection, i64, i64), String> {
            let mut conn = Connection::open(&path).map_err(|e| e.to_string())?;
            migrate(&mut conn, false, 24).map_err(|_| "migration failed".to_owned())?;
            let version = conn
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(|e| e.to_string())?;
            let old_tables = conn
                .query_row(
                    "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'positions'",
                    [],
                    |r| r.get(0),
                )
                .map_err(|e| e.to_string())?;
            Ok((conn, version, old_tables))
        };
        let (conn, version, old_tables) = match migrated() {
            Ok(done) => done,
            Err(e) => panic!("{e}"),
        };
        assert_eq!((version, old_tables), (SCHEMA_VERSION, 0));
        let at = |key: i64| match super::super::position_index::entries(&conn, key) {
            Ok(mut entries) => {
                entries.sort_by_key(|e| e.game);
                entries.iter().map(|e| (e.game, e.next)).collect::<Vec<_>>()
            }
            Err(e) => panic!("{e}"),
        };
        assert_eq!(at(-7), [(1, Some(3)), (2, Some(4))]);
        assert_eq!(at(5), [(1, None)]);
        assert_eq!(at(i64::MAX), [(2, Some(0))]);
        assert!(at(6).is_empty());
    }

    /// A version 3 file (records and index in the legal-index code, no `move_code` in
    /// `meta`, the index bucket-major in `position_lists`, no header slots) keeps that code
    /// when opened, has its index moved and its header slots made: the same games, explorer
    /// moves, position counts and sorted lists as the same games imported into a new file,
    /// whose records differ.
    #[test]
    fn version_3_files_keep_the_legal_index_code() {
        use crate::{
            chess::Position,
            db::{Database, GameFilter, ImportOptions, SortKey, move_code::MoveCode},
            formats::pgn::write_game,
        };
        let corpus =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/db/corpus.pgn");
        let Ok(dir) = tempfile::tempdir() else {
            panic!("no temporary folder");
        };
        let (old, new) = (dir.path().join("v3.db"), dir.path().join("v4.db"));
        let open = |path: &std::path::Path| match Database::create_or_open(path) {
            Ok(db) => db,
            Err(e) => panic!("{e}"),
        };
        let import = |db: &mut Database| {
            if let Err(e) = db.import_file(&corpus, &ImportOptions::default(), &mut |_| {}) {
                panic!("{e}");
            }
        };
        {
            let mut db = open(&old);
            db.move_code = MoveCode::LegalIndex;
            import(&mut db);
            // Version 3's bucket-major index table of 22-byte entries, numbered as version
            // 3 numbered it.
            if let Err(e) = crate::db::position_index::widen_segments(&db.conn) {
                panic!("{e}");
            }
            if let Err(e) = db.conn.execute_batch(
                "DELETE FROM meta WHERE name = 'move_code';
                 CREATE TABLE position_lists(id INTEGER PRIMARY KEY, entries BLOB NOT NULL);
                 INSERT INTO position_lists(id, entries)
                     SELECT (bucket << 24) | (ROW_NUMBER() OVER (PARTITION BY bucket ORDER BY id) - 1),
                            entries FROM position_segments;
                 DROP TABLE position_segments;
                 DROP TABLE game_headers;
                 PRAGMA user_version = 3;",
            ) {
                panic!("{e}");
            }
        }
        let mut fresh = open(&new);
        import(&mut fresh);
        let reopened = open(&old);
        assert_eq!(reopened.move_code, MoveCode::LegalIndex);
        assert_eq!(fresh.move_code, MoveCode::PieceTarget);
        let record = |db: &Database, id: i64| -> Vec<u8> {
            db.conn
                .query_row("SELECT moves FROM games WHERE id = ?1", [id], |r| r.get(0))
                .unwrap_or_default()
        };
        let Ok(count) = fresh.game_count() else {
            panic!("no count");
        };
        assert!(count > 100, "{count} games");
        let mut differ = 0;
        let mut checked_positions = 0;
        for id in 1..=count as i64 {
            let (Ok(a), Ok(b)) = (reopened.load_game(id), fresh.load_game(id)) else {
                panic!("game {id} does not load");
            };
            assert_eq!(write_game(&a), write_game(&b), "game {id}");
            differ += usize::from(record(&reopened, id) != record(&fresh, id));
            if id % 25 != 0 {
                continue;
            }
            // Along the game, past the index depth too (the replay of candidates).
            let mut pos: Position = b.start_position().clone();
            for (ply, m) in b.mainline_moves().enumerate().take(32) {
                if ply % 4 == 0 {
                    let filter = GameFilter::default();
                    let explored = |db: &Database| match db.explore(&pos, &filter) {
                        Ok(moves) => moves
                            .iter()
                            .map(|m| {
                                let elo = m.average_elo.map(|e| (e * 100.0).round() as i64);
                                (m.san.clone(), m.games, m.white_wins, m.draws, elo, m.latest)
                            })
                            .collect::<Vec<_>>(),
                        Err(e) => panic!("{e}"),
                    };
                    assert_eq!(explored(&reopened), explored(&fresh), "game {id} ply {ply}");
                    let counted = |db: &Database| db.count_games(&filter, Some(&pos)).ok();
                    assert_eq!(counted(&reopened), counted(&fresh), "game {id} ply {ply}");
                    assert!(counted(&fresh).is_some_and(|n| n >= 1));
                    checked_positions += 1;
                }
                pos.play_unchecked(m);
            }
        }
        // The header slots made from the games table filter and sort as a new file's.
        for sort in [SortKey::Date, SortKey::White, SortKey::Eco] {
            let filter = GameFilter {
                min_elo: Some(1),
                ..GameFilter::default()
            };
            let ids = |db: &Database| db.sorted_ids(&filter, None, sort, true).ok();
            assert_eq!(ids(&reopened), ids(&fresh), "{sort:?}");
            assert!(ids(&fresh).is_some_and(|ids| !ids.is_empty()));
        }
        assert!(
            differ > count as usize / 2,
            "{differ} of {count} records differ"
        );
        assert!(checked_positions > 50, "{checked_positions}");
    }
}
