//! `tempo datagen`: self-play training data for `tempo train`.
//!
//! Several threads each run their own engine at a fixed node count from randomised openings
//! ([`selfplay`]); a writer appends finished games to one file of 32-byte records
//! ([`record`]). Runs resume: the records already in the file count towards `--positions`,
//! and a partial record left by an interruption is cut off first.

pub mod cli;
pub mod record;
pub mod selfplay;

use std::{
    io::Write as _,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc,
    },
    time::{Duration, Instant},
};

use anyhow::Context as _;
use record::RECORD_SIZE;
use selfplay::{GameConfig, parse_openings, play_game};

use crate::{
    app::engine_runner::EngineRunner, chess::Position, engine::Engine, tools::train::data::Rng,
};

/// Arguments of `tempo datagen`.
#[derive(Debug, clap::Args)]
pub struct DatagenArgs {
    /// Output file (appended to; keep it out of git, e.g. under data/).
    #[arg(long, default_value = "data/selfplay.bin")]
    pub out: PathBuf,
    /// Stop when the file holds this many positions.
    #[arg(long, default_value_t = 1_000_000)]
    pub positions: u64,
    /// Nodes per move.
    #[arg(long, default_value_t = 5_000)]
    pub nodes: u64,
    /// Games played in parallel (one engine each).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Opening positions (EPD); random plies are played after one of them.
    #[arg(long)]
    pub openings: Option<PathBuf>,
    /// Random plies after the opening position.
    #[arg(long, default_value_t = 8)]
    pub random_plies: usize,
    /// Evaluation: `hce`, or a network file (`--eval nets/x.nnue`), or `nnue` for the
    /// embedded net.
    #[arg(long, default_value = "hce")]
    pub eval: String,
    /// Transposition table per engine, MiB.
    #[arg(long, default_value_t = 8)]
    pub hash: usize,
    /// Seed for openings (mixed with the number of positions already in the file).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Also append every searched position with the move played, one `FEN;uci-move` line
    /// each (captures and checks included), for `tempo train-policy` (which skips the partial
    /// last line an interrupted run may leave).
    #[arg(long)]
    pub policy_out: Option<PathBuf>,
}

/// Progress shared between the threads.
struct Progress {
    positions: AtomicU64,
    games: AtomicU64,
    stop: AtomicBool,
}

/// Counts the whole records in `path` (creating it if needed) and cuts off a partial one.
pub fn prepare_output(path: &Path) -> anyhow::Result<u64> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("opening {}", path.display()))?;
    let len = file
        .metadata()
        .with_context(|| format!("reading {}", path.display()))?
        .len();
    let whole = len / RECORD_SIZE as u64;
    if !len.is_multiple_of(RECORD_SIZE as u64) {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .with_context(|| format!("opening {}", path.display()))?;
        file.set_len(whole * RECORD_SIZE as u64)
            .with_context(|| format!("truncating a partial record in {}", path.display()))?;
        eprintln!("cut a partial record off the end of {}", path.display());
    }
    Ok(whole)
}

/// Generates data with engines from `make_engine` until the file holds `args.positions`.
pub fn generate<F>(args: &DatagenArgs, make_engine: F) -> anyhow::Result<u64>
where
    F: Fn() -> anyhow::Result<Box<dyn Engine>> + Sync,
{
    anyhow::ensure!(args.threads > 0, "--threads must be at least 1");
    anyhow::ensure!(args.nodes > 0, "--nodes must be at least 1");
    let openings = match &args.openings {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading {}", path.display()))?;
            let list = parse_openings(&text);
            anyhow::ensure!(!list.is_empty(), "no positions in {}", path.display());
            list
        }
        None => Vec::new(),
    };
    let existing = prepare_output(&args.out)?;
    if existing >= args.positions {
        println!("{} already holds {existing} positions", args.out.display());
        return Ok(existing);
    }
    let config = GameConfig {
        nodes: args.nodes,
        random_plies: args.random_plies,
        ..GameConfig::default()
    };
    let progress = Progress {
        positions: AtomicU64::new(existing),
        games: AtomicU64::new(0),
        stop: AtomicBool::new(false),
    };
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&args.out)
        .with_context(|| format!("opening {}", args.out.display()))?;
    // The policy file with its path, for the error messages.
    let mut policy_out = args
        .policy_out
        .as_ref()
        .map(|path| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map(|file| (file, path))
                .with_context(|| format!("opening {}", path.display()))
        })
        .transpose()?;
    let (tx, rx) = mpsc::channel::<selfplay::GameRecords>();
    let start = Instant::now();
    let result = std::thread::scope(|scope| -> anyhow::Result<()> {
        let mut workers = Vec::new();
        for t in 0..args.threads {
            let tx = tx.clone();
            let (progress, openings, config, make_engine) =
                (&progress, &openings, &config, &make_engine);
            let seed = args.seed ^ existing.wrapping_mul(0x9E37_79B9) ^ (t as u64) << 48;
            workers.push(scope.spawn(move || -> anyhow::Result<()> {
                let mut engine = EngineRunner::with_engine("datagen", make_engine()?);
                let mut rng = Rng::new(seed);
                while !progress.stop.load(Ordering::Relaxed) {
                    let game = play_game(&mut engine, openings, config, &mut rng)?;
                    if tx.send(game).is_err() {
                        break;
                    }
                }
                Ok(())
            }));
        }
        drop(tx);
        let mut last_print = Instant::now();
        let written = |p: &Progress| p.positions.load(Ordering::Relaxed);
        while let Ok(game) = rx.recv() {
            if written(&progress) >= args.positions {
                continue;
            }
            if let Some((out, path)) = policy_out.as_mut() {
                // One write per game: a game's lines are never interleaved with a partial one.
                let text: String = game
                    .searched
                    .iter()
                    .map(|(fen, mv)| format!("{fen};{mv}\n"))
                    .collect();
                out.write_all(text.as_bytes())
                    .with_context(|| format!("writing {}", path.display()))?;
            }
            let records = game.records;
            let room = (args.positions - written(&progress)) as usize;
            let batch = &records[..records.len().min(room)];
            record::write_records(&mut file, batch)
                .with_context(|| format!("writing {}", args.out.display()))?;
            file.flush()
                .with_context(|| format!("writing {}", args.out.display()))?;
            progress
                .positions
                .fetch_add(batch.len() as u64, Ordering::Relaxed);
            progress.games.fetch_add(1, Ordering::Relaxed);
            let done = written(&progress);
            if done >= args.positions {
                progress.stop.store(true, Ordering::Relaxed);
            }
            if last_print.elapsed() >= Duration::from_secs(5) || done >= args.positions {
                last_print = Instant::now();
                print_progress(&progress, existing, args.positions, start);
            }
        }
        for w in workers {
            match w.join() {
                Ok(r) => r?,
                Err(_) => anyhow::bail!("a datagen thread panicked"),
            }
        }
        Ok(())
    });
    result?;
    let total = progress.positions.load(Ordering::Relaxed);
    println!(
        "done: {} positions in {} ({} new in {:.0} s)",
        total,
        args.out.display(),
        total - existing,
        start.elapsed().as_secs_f64()
    );
    Ok(total)
}

fn print_progress(p: &Progress, existing: u64, target: u64, start: Instant) {
    let total = p.positions.load(Ordering::Relaxed);
    let new = total.saturating_sub(existing);
    let secs = start.elapsed().as_secs_f64().max(1e-3);
    let rate = new as f64 / secs;
    let eta = if rate > 0.0 {
        (target.saturating_sub(total)) as f64 / rate
    } else {
        f64::INFINITY
    };
    println!(
        "{total}/{target} positions, {} games, {rate:.0} pos/s, ETA {:.0} min",
        p.games.load(Ordering::Relaxed),
        eta / 60.0
    );
}

/// The positions of an opening file, for callers outside this module.
pub fn load_openings(path: &Path) -> anyhow::Result<Vec<Position>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    Ok(parse_openings(&text))
}
