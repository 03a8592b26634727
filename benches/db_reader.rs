//! The reading half of a database import, on one thread: PGN text to games made ready for
//! storing, as each import worker does it, against the reader's cheaper modes on the same
//! text.
//!
//! `cargo bench --bench db_reader -- FILE.pgn` (the corpus of `tempo db gen-corpus`, say; the
//! first `DB_READER_MB` megabytes, default 100, are read into memory once).
//!
//! `cargo test --all-targets` runs this binary without `--bench` and without a file: it then
//! reads the shared PGN files once in each mode (a smoke run that the modes agree).
//!
//! Modes: `check` resolves and plays every move without building anything (the floor);
//! `tree` builds each game's tree; `import` is what an import worker does for each game.

use std::{io::Read as _, time::Instant};

use tempo::{
    db::{import::prepare_block, move_code::MoveCode, schema::DEFAULT_INDEX_PLIES},
    formats::pgn::{GameSplitter, PgnReader},
};

fn main() {
    let path = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let benching = std::env::args().any(|a| a == "--bench");
    let text = match path {
        Some(path) => read_head(&path),
        None if !benching => smoke_text(),
        None => {
            eprintln!("usage: cargo bench --bench db_reader -- FILE.pgn");
            std::process::exit(2);
        }
    };
    let index_plies = DEFAULT_INDEX_PLIES as usize;
    let runs: usize = std::env::var("DB_READER_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benching { 3 } else { 1 });
    let modes = std::env::var("DB_READER_MODE").unwrap_or_else(|_| "check,tree,import".into());
    for run in 1..=runs {
        let mut counts = Vec::new();
        for mode in modes.split(',') {
            let started = Instant::now();
            let games = match mode {
                "check" => {
                    let mut reader = PgnReader::new(&text[..]);
                    std::iter::from_fn(|| reader.check_game()).count()
                }
                "tree" => PgnReader::new(&text[..]).count(),
                "import" => {
                    // Blocks of about a megabyte, as an import cuts them (the cut is timed too).
                    let mut splitter = GameSplitter::new(&text[..], 1 << 20);
                    std::iter::from_fn(|| splitter.next_block())
                        .map_while(Result::ok)
                        .map(|block| prepare_block(block, index_plies, MoveCode::NEW))
                        .sum()
                }
                other => {
                    eprintln!("unknown mode {other}");
                    std::process::exit(2);
                }
            };
            let seconds = started.elapsed().as_secs_f64();
            counts.push(games);
            println!(
                "run {run} {mode:>7}: {games} games, {:.3} s, {:.0} games/s, {:.1} MB/s",
                seconds,
                games as f64 / seconds,
                text.len() as f64 / seconds / 1e6
            );
        }
        if counts.windows(2).any(|pair| pair[0] != pair[1]) {
            eprintln!("the modes read different numbers of games: {counts:?}");
            std::process::exit(1);
        }
    }
}

/// The first `DB_READER_MB` megabytes (default 100) of `path`.
fn read_head(path: &str) -> Vec<u8> {
    let megabytes: u64 = std::env::var("DB_READER_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let mut text = Vec::new();
    let read =
        std::fs::File::open(path).and_then(|f| f.take(megabytes << 20).read_to_end(&mut text));
    if let Err(e) = read {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    }
    // Whole games only: cut before the last game's tags.
    if let Some(cut) = text.windows(9).rposition(|w| w == b"\n\n[Event ") {
        text.truncate(cut + 2);
    }
    text
}

/// The shared PGN files, one after the other (missing data fails the run).
fn smoke_text() -> Vec<u8> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/pgn");
    let mut names: Vec<_> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries.filter_map(Result::ok).map(|e| e.path()).collect(),
        Err(e) => {
            eprintln!("{}: {e} (the shared data is needed)", dir.display());
            std::process::exit(1);
        }
    };
    names.sort();
    let mut text = Vec::new();
    for name in names {
        match std::fs::read(&name) {
            Ok(bytes) => text.extend_from_slice(&bytes),
            Err(e) => {
                eprintln!("{}: {e}", name.display());
                std::process::exit(1);
            }
        }
        text.extend_from_slice(b"\n\n");
    }
    text
}
