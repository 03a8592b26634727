//! `tempo db` on the command line: the output formats scripts rely on, compressed input, clear
//! errors that change nothing (missing or corrupt database, bad FEN, bad filter, malformed
//! PGN), an import killed with SIGKILL (the database opens, is intact, holds exactly the
//! games committed before the kill, and importing again stores only the rest) and one ended
//! by Ctrl-C.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
    time::{Duration, Instant},
};

mod shared_data;

use tempo::{
    db::{Database, GameFilter},
    formats::pgn::{read_all, write_game},
};

const TEMPO: &str = env!("CARGO_BIN_EXE_tempo");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/db");

fn tempo(args: &[&str]) -> Output {
    Command::new(TEMPO)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{TEMPO}: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fixture(name: &str) -> String {
    format!("{FIXTURES}/{name}")
}

fn path_str(path: &Path) -> &str {
    path.to_str()
        .unwrap_or_else(|| panic!("non-UTF-8 temp path"))
}

#[test]
fn import_search_explore_export() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let db = dir.path().join("games.db");
    let db = path_str(&db);
    let out = tempo(&["db", "import", db, &fixture("transpositions.pgn")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "7 imported, 0 skipped, 0 duplicates\n");

    let nimzo = "rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4";
    let out = tempo(&["db", "search", db, "--fen", nimzo, "--limit", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "1\tNimzo, Aron\tIndian, Bea\t1-0\t2020.01.01\tTransposition Test\n\
         2\tEnglish, Carl\tNimzo, Aron\t1/2-1/2\t2020.01.02\tTransposition Test\n\
         3 games\n"
    );
    let out = tempo(&[
        "db",
        "search",
        db,
        "--player",
        "NIMZO",
        "--result",
        "1/2-1/2",
        "--eco",
        "A00-A99",
        "--min-elo",
        "2200",
        "--from",
        "2020.01.02",
        "--to",
        "2020.01",
    ]);
    assert_eq!(
        text(&out.stdout),
        "2\tEnglish, Carl\tNimzo, Aron\t1/2-1/2\t2020.01.02\tTransposition Test\n1 games\n"
    );

    let out = tempo(&["db", "explore", db, "--fen", nimzo]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "Bd2\t1\t0\t1\t0\nQc2\t1\t1\t0\t0\ne3\t1\t0\t1\t0\n"
    );

    let exported = dir.path().join("out.pgn");
    let out = tempo(&[
        "db",
        "export",
        db,
        path_str(&exported),
        "--white",
        "passant",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "1 games\n");
    let written = std::fs::read_to_string(&exported).unwrap_or_default();
    assert!(written.contains("[White \"Passant, Finn\"]"), "{written}");
    assert!(written.contains("4. exd6 cxd6 1-0"), "{written}");
}

#[test]
fn compressed_files_import() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let plain = std::fs::read(fixture("corpus.pgn")).unwrap_or_else(|e| panic!("{e}"));
    let gz = dir.path().join("games.pgn.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    std::io::Write::write_all(&mut encoder, &plain).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(&gz, encoder.finish().unwrap_or_default()).unwrap_or_else(|e| panic!("{e}"));
    let zst = dir.path().join("games.pgn.zst");
    std::fs::write(&zst, zstd::encode_all(&plain[..], 3).unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    let db = dir.path().join("games.db");
    let out = tempo(&["db", "import", path_str(&db), path_str(&gz)]);
    assert_eq!(text(&out.stdout), "300 imported, 0 skipped, 0 duplicates\n");
    let out = tempo(&["db", "import", path_str(&db), path_str(&zst)]);
    assert_eq!(text(&out.stdout), "0 imported, 0 skipped, 300 duplicates\n");
}

#[test]
fn errors_are_clear_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let missing = dir.path().join("missing.db");
    for args in [
        vec!["search", path_str(&missing)],
        vec![
            "explore",
            path_str(&missing),
            "--fen",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        ],
        vec!["export", path_str(&missing), "/dev/null"],
    ] {
        let out = tempo(&[&["db"], &args[..]].concat());
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains("missing.db: no such database"),
            "{}",
            text(&out.stderr)
        );
    }
    assert!(!missing.exists(), "a query created the database");
    // A missing input file: the database is not created either.
    let out = tempo(&["db", "import", path_str(&missing), "/nonexistent/games.pgn"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("/nonexistent/games.pgn"),
        "{}",
        text(&out.stderr)
    );
    assert!(!missing.exists());

    let db = dir.path().join("games.db");
    let db_str = path_str(&db);
    assert!(
        tempo(&["db", "import", db_str, &fixture("transpositions.pgn")])
            .status
            .success()
    );
    let before = std::fs::read(&db).unwrap_or_default();
    for (args, message) in [
        (
            vec!["--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -"],
            "FEN 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -'",
        ),
        (vec!["--result", "1-1"], "result '1-1'"),
        (vec!["--eco", "B99-A00"], "ECO range: B99 is above A00"),
        (vec!["--from", "2020.13.01"], "date '2020.13.01'"),
    ] {
        let out = tempo(&[&["db", "search", db_str], &args[..]].concat());
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(out.stdout.is_empty());
    }
    assert_eq!(
        std::fs::read(&db).unwrap_or_default(),
        before,
        "a failed query changed the file"
    );

    // Not a database at all, and a database whose pages are damaged.
    let garbage = dir.path().join("garbage.db");
    std::fs::write(
        &garbage,
        b"this is not a database file, just some text\n".repeat(200),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let out = tempo(&["db", "search", path_str(&garbage)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("garbage.db: not a usable Tempo game database"),
        "{}",
        text(&out.stderr)
    );
    let damaged = dir.path().join("damaged.db");
    let mut bytes = std::fs::read(&db).unwrap_or_default();
    // Keep the header page, wreck everything after it.
    for b in bytes.iter_mut().skip(16384) {
        *b = 0xA5;
    }
    std::fs::write(&damaged, &bytes).unwrap_or_else(|e| panic!("{e}"));
    let out = tempo(&["db", "search", path_str(&damaged), "--white", "a"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("damaged.db: not a usable Tempo game database"),
        "{}",
        text(&out.stderr)
    );
    // Another program's SQLite file.
    let foreign = dir.path().join("foreign.db");
    rusqlite::Connection::open(&foreign)
        .and_then(|c| c.execute_batch("CREATE TABLE t(x); INSERT INTO t VALUES(1);"))
        .unwrap_or_else(|e| panic!("{e}"));
    let out = tempo(&[
        "db",
        "import",
        path_str(&foreign),
        &fixture("transpositions.pgn"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("application id"),
        "{}",
        text(&out.stderr)
    );

    // A malformed game is reported with its number and line and skipped; the others go in.
    let broken = dir.path().join("broken.pgn");
    std::fs::write(
        &broken,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. e4 Ke7 2. Qh5 *\n\n[White \"E\"]\n[Black \"F\"]\n\n1. d4 *\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let fresh = dir.path().join("fresh.db");
    let out = tempo(&["db", "import", path_str(&fresh), path_str(&broken)]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "2 imported, 1 skipped, 0 duplicates\n");
    assert!(
        text(&out.stderr).contains("skipped game 2, line 9, column 7: 'Ke7'"),
        "{}",
        text(&out.stderr)
    );
}

/// The games of a PGN file as the writer writes them.
fn games_of(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{e}"));
    read_all(&text)
        .into_iter()
        .map(|g| write_game(&g.unwrap_or_else(|e| panic!("{e}"))))
        .collect()
}

/// A 12,000-game corpus (engine-free, seeded) and its games as the writer writes them.
fn corpus(dir: &Path) -> (PathBuf, Vec<String>) {
    let pgn: PathBuf = dir.join("big.pgn");
    for letter in ["a", "b", "c", "d", "e"] {
        shared_data::require(&format!("openings/{letter}.tsv"), "lichess opening lines");
    }
    let openings = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/openings");
    let out = tempo(&[
        "db",
        "gen-corpus",
        path_str(&pgn),
        "--games",
        "12000",
        "--seed",
        "11",
        "--openings",
        openings,
    ]);
    assert!(out.status.success(), "gen-corpus: {}", text(&out.stderr));
    let source = games_of(&pgn);
    assert_eq!(source.len(), 12_000);
    (pgn, source)
}

/// Waits until an import running in another process has committed `games` games (read
/// through a second connection).
fn wait_for_commits(db: &Path, games: i64) {
    let started = Instant::now();
    loop {
        let committed =
            rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .and_then(|c| c.query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0)))
                .unwrap_or(0);
        if committed >= games {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the import made no progress"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// `tempo db import DB PGN --batch 200` started in the background, its output captured.
fn spawn_import(db: &Path, pgn: &Path) -> std::process::Child {
    Command::new(TEMPO)
        .args([
            "db",
            "import",
            path_str(db),
            path_str(pgn),
            "--batch",
            "200",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Importing the whole file again after an interrupted import stores only the games it
/// lacked, in the file's order: the database then holds exactly the source.
fn import_again_adds_only_the_rest(db: &Path, pgn: &Path, source: &[String], stored: usize) {
    let out = tempo(&["db", "import", path_str(db), path_str(pgn)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!(
            "{} imported, 0 skipped, {stored} duplicates\n",
            source.len() - stored
        )
    );
    let database = Database::open(db).unwrap_or_else(|e| panic!("{e}"));
    let mut exported = Vec::new();
    database
        .export(&GameFilter::default(), None, &mut exported)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&exported), source.concat());
    let start = tempo::chess::Position::startpos();
    assert_eq!(
        database
            .count_games(&GameFilter::default(), Some(&start))
            .ok(),
        Some(source.len() as u64)
    );
}

#[test]
fn a_killed_import_keeps_its_committed_games() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (pgn, source) = corpus(dir.path());
    let db = dir.path().join("games.db");
    let mut child = spawn_import(&db, &pgn);
    // Kill it once a few batches are committed.
    wait_for_commits(&db, 1000);
    child.kill().unwrap_or_else(|e| panic!("kill: {e}"));
    let status = child.wait().unwrap_or_else(|e| panic!("{e}"));
    assert!(
        !status.success(),
        "the import finished before it was killed"
    );

    let database = Database::open(&db).unwrap_or_else(|e| panic!("after the kill: {e}"));
    let check: String = database
        .connection()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(check, "ok");
    // The import into the empty file ran without the games table's index (the duplicate
    // hash's, its only one); the open made it.
    let indexes: i64 = database
        .connection()
        .query_row(
            "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'games' \
             AND name LIKE 'games\\_%' ESCAPE '\\'",
            [],
            |r| r.get(0),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(indexes, 1);
    let stored = database.game_count().unwrap_or(0) as usize;
    assert!(
        (1000..12_000).contains(&stored),
        "{stored} games after the kill"
    );
    // Every game present decodes and is the source's game of the same rank.
    let mut exported = Vec::new();
    let n = database
        .export(&GameFilter::default(), None, &mut exported)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(n as usize, stored);
    assert_eq!(text(&exported), source[..stored].concat());
    // Their header slots were committed with them.
    assert_eq!(
        database.count_games(&GameFilter::default(), None).ok(),
        Some(stored as u64)
    );
    // The index covers them (indexed from their records at the open).
    let start = tempo::chess::Position::startpos();
    assert_eq!(
        database
            .count_games(&GameFilter::default(), Some(&start))
            .ok(),
        Some(stored as u64)
    );
    drop(database);

    import_again_adds_only_the_rest(&db, &pgn, &source, stored);
}

/// Ctrl-C (SIGINT) ends an import cleanly: the summary line, exit status 130, the games
/// hash index made, every game read before it kept, and a second import adds only the rest.
#[cfg(unix)]
#[test]
fn ctrl_c_ends_an_import_cleanly() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (pgn, source) = corpus(dir.path());
    let db = dir.path().join("games.db");
    let child = spawn_import(&db, &pgn);
    wait_for_commits(&db, 1000);
    let signalled = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap_or_else(|e| panic!("kill: {e}"));
    assert!(signalled.success());
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stdout}{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    let imported: usize = stdout
        .strip_suffix(" imported, 0 skipped, 0 duplicates\n")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("summary line: {stdout:?}"));
    assert!((1000..12_000).contains(&imported), "{imported} imported");

    // The clean end made the hash index itself: a read-only look finds it.
    let connection =
        rusqlite::Connection::open_with_flags(&db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap_or_else(|e| panic!("{e}"));
    let indexes: i64 = connection
        .query_row(
            "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'games' \
             AND name LIKE 'games\\_%' ESCAPE '\\'",
            [],
            |r| r.get(0),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(indexes, 1);
    drop(connection);
    let database = Database::open(&db).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(database.game_count().ok(), Some(imported as u64));
    let mut exported = Vec::new();
    database
        .export(&GameFilter::default(), None, &mut exported)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&exported), source[..imported].concat());
    drop(database);

    import_again_adds_only_the_rest(&db, &pgn, &source, imported);
}
