//! `tempo db bench`: position search and explorer latency over opening positions.
//!
//! Takes `--count` positions spread evenly over an EPD file (by default the ECO end positions
//! of the shared data), runs every query once to warm the caches, then times a position-search
//! count and an explorer call for each and prints the median and the 99th percentile. A
//! position's ply is its line's length in the opening tables (positions not found there count
//! as deep); the explorer figures are also given for positions within the first 10 plies.
//! With `--list` it times the app's game list instead (sorted ids, then rows by id, against
//! `OFFSET` paging).

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::{Context as _, Result, bail};
use clap::Args;

use crate::{
    chess::Position,
    db::{Database, GameFilter},
    formats::pgn::read_all,
};

/// `tempo db bench` arguments.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// The database file.
    db: PathBuf,
    /// EPD positions to query.
    #[arg(long, default_value = "../shared/data/openings/eco-positions.epd")]
    positions: PathBuf,
    /// The opening tables giving each position's ply.
    #[arg(long, default_value = "../shared/data/openings")]
    openings: PathBuf,
    /// How many positions.
    #[arg(long, default_value_t = 100)]
    count: usize,
    /// Time the game list instead: the sorted id list of each order, then windows of rows by
    /// id, against `OFFSET` paging (the app's list).
    #[arg(long)]
    list: bool,
}

/// Key → shortest line length of the opening tables' end positions.
fn line_plies(dir: &Path) -> HashMap<u64, usize> {
    let mut plies = HashMap::new();
    for letter in ["a", "b", "c", "d", "e"] {
        let Ok(text) = std::fs::read_to_string(dir.join(format!("{letter}.tsv"))) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let Some(pgn) = line.split('\t').nth(2) else {
                continue;
            };
            if let Some(Ok(game)) = read_all(&format!("{pgn} *")).first() {
                let mut pos = game.start_position().clone();
                let moves: Vec<_> = game.mainline_moves().collect();
                for &m in &moves {
                    pos.play_unchecked(m);
                }
                let entry = plies.entry(pos.key()).or_insert(moves.len());
                *entry = (*entry).min(moves.len());
            }
        }
    }
    plies
}

fn percentiles(mut times: Vec<Duration>) -> String {
    if times.is_empty() {
        return "no positions".into();
    }
    times.sort();
    let at = |q: f64| {
        let i = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    format!(
        "median {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} positions)",
        at(0.5),
        at(0.99),
        at(1.0),
        times.len()
    )
}

/// Rows in a list window (a tall window shows about 30).
const WINDOW: usize = 50;

/// `tempo db bench --list`: for each order, the time of the sorted id list (empty filter and
/// a player prefix), then of reading a window of rows by id and by `OFFSET` at the top, the
/// middle and the end of the list.
fn list_bench(db: &Database) -> Result<ExitCode> {
    use crate::db::SortKey;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("{} games; windows of {WINDOW} rows", db.game_count()?);
    let filters = [
        ("all games", GameFilter::default()),
        (
            "player 'b'",
            GameFilter {
                player: Some("b".into()),
                ..GameFilter::default()
            },
        ),
    ];
    for (name, filter) in &filters {
        for sort in [
            SortKey::Id,
            SortKey::White,
            SortKey::Date,
            SortKey::WhiteElo,
        ] {
            // Once to warm the page cache, then timed.
            db.sorted_ids(filter, None, sort, false)?;
            let started = Instant::now();
            let ids = db.sorted_ids(filter, None, sort, false)?;
            let ids_time = started.elapsed();
            let mut by_id = Vec::new();
            let mut by_offset = Vec::new();
            for at in [0, ids.len() / 2, ids.len().saturating_sub(WINDOW)] {
                let window = ids.get(at..(at + WINDOW).min(ids.len())).unwrap_or(&[]);
                let started = Instant::now();
                db.rows_by_ids(window)?;
                by_id.push(format!("{:.1}", ms(started.elapsed())));
                let started = Instant::now();
                db.list_games(filter, None, sort, false, at as u64, WINDOW as u64)?;
                by_offset.push(format!("{:.1}", ms(started.elapsed())));
            }
            println!(
                "{name}, by {sort:?}: {} ids in {:.1} ms; window top/middle/end by id {} ms, \
                 by OFFSET {} ms",
                ids.len(),
                ms(ids_time),
                by_id.join(" / "),
                by_offset.join(" / ")
            );
        }
    }
    // The explorer as the app asks for it (the moves, then the rows of their latest games)
    // at the first plies, where the most games meet.
    let mut pos = Position::startpos();
    for san in ["", "e4", "c5", "Nf3"] {
        if let Ok(mv) = pos.parse_san(san) {
            pos = pos.after(mv);
        }
        for (name, filter) in &filters {
            db.explore(&pos, filter)?;
            let started = Instant::now();
            let moves = db.explore(&pos, filter)?;
            let latest: Vec<i64> = moves.iter().filter_map(|m| Some(m.latest?.0)).collect();
            db.rows_by_ids(&latest)?;
            let games: u64 = moves.iter().map(|m| m.games).sum();
            println!(
                "explorer after '{}' ({name}): {games} games, {} moves in {:.1} ms",
                if san.is_empty() { "start" } else { san },
                moves.len(),
                ms(started.elapsed())
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `tempo db bench`.
pub fn run(args: &BenchArgs) -> Result<ExitCode> {
    if args.list {
        return list_bench(&Database::open(&args.db)?);
    }
    let text = std::fs::read_to_string(&args.positions)
        .with_context(|| format!("{}: cannot read", args.positions.display()))?;
    let all: Vec<Position> = text
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().take(4).collect();
            Position::from_fen(&fields.join(" ")).ok()
        })
        .collect();
    if all.is_empty() || args.count == 0 {
        bail!("{}: no positions", args.positions.display());
    }
    let step = (all.len() / args.count).max(1);
    let chosen: Vec<&Position> = all.iter().step_by(step).take(args.count).collect();
    let plies = line_plies(&args.openings);
    let db = Database::open(&args.db)?;
    let filter = GameFilter::default();
    println!(
        "{} games, index depth {} plies, {} positions",
        db.game_count()?,
        db.index_plies(),
        chosen.len()
    );
    for pos in &chosen {
        db.count_games(&filter, Some(pos))?;
        db.explore(pos, &filter)?;
    }
    let (mut search, mut explore, mut explore_shallow) = (Vec::new(), Vec::new(), Vec::new());
    let mut total_games = 0;
    for pos in &chosen {
        let started = Instant::now();
        total_games += db.count_games(&filter, Some(pos))?;
        search.push(started.elapsed());
        let started = Instant::now();
        db.explore(pos, &filter)?;
        let took = started.elapsed();
        explore.push(took);
        if plies.get(&pos.key()).is_some_and(|&p| p <= 10) {
            explore_shallow.push(took);
        }
    }
    println!("position search count: {}", percentiles(search));
    println!("explorer: {}", percentiles(explore));
    println!("explorer, first 10 plies: {}", percentiles(explore_shallow));
    println!("games found: {total_games}");
    Ok(ExitCode::SUCCESS)
}
