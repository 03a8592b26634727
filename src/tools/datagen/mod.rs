//! `tempo datagen`: self-play training data for `tempo train`, and `tempo policy-data`
//! ([`policy_data`]): the MCTS engine's root visits for `tempo train-policy`.
//!
//! Several threads each run their own engine at a fixed node count from randomised openings
//! ([`selfplay`]); a writer appends finished games to one file of 32-byte records
//! ([`record`]); the threads, files and progress lines are shared with `policy-data`
//! ([`workers`]). Runs resume: the records already in the file count towards `--positions`,
//! and a partial record left by an interruption is cut off first.

pub mod cli;
pub mod playout_cap;
pub mod policy_data;
pub mod policy_lines;
pub mod record;
pub mod selfplay;
pub mod workers;

use std::{
    io::Write as _,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use record::RECORD_SIZE;
use selfplay::{GameArgs, play_game};
use workers::{Progress, run_workers};

use crate::{
    app::{engine_runner::EngineRunner, game_driver::Sides},
    engine::Engine,
    tools::train::data::Rng,
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
    /// Threads, openings.
    #[command(flatten)]
    pub games: GameArgs,
    /// Evaluation: `hce`, or a network file (`--eval nets/x.nnue`), or `nnue` for the
    /// embedded net.
    #[arg(long, default_value = "hce")]
    pub eval: String,
    /// Cross-play: an engine with this evaluation (as `--eval`) plays one side of every game,
    /// the colours alternating, and `--eval`'s the other; each side's searches label the
    /// positions it searched, and both sides' are kept.
    #[arg(long)]
    pub opponent_eval: Option<String>,
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

/// Counts the whole records in `path` (creating it if needed) and cuts off a partial one.
pub fn prepare_output(path: &Path) -> anyhow::Result<u64> {
    workers::create_parent(path)?;
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

/// Makes one engine for a worker thread.
pub type EngineFactory<'a> = dyn Fn() -> anyhow::Result<Box<dyn Engine>> + Sync + 'a;

/// Generates data with engines from `make_engine` until the file holds `args.positions`; with
/// `make_opponent`, every game is `make_engine`'s engine against that one's, the colours
/// alternating from game to game.
pub fn generate(
    args: &DatagenArgs,
    make_engine: &EngineFactory<'_>,
    make_opponent: Option<&EngineFactory<'_>>,
) -> anyhow::Result<u64> {
    anyhow::ensure!(args.nodes > 0, "--nodes must be at least 1");
    let openings = workers::read_openings(args.games.openings.as_ref())?;
    let existing = prepare_output(&args.out)?;
    if existing >= args.positions {
        println!("{} already holds {existing} positions", args.out.display());
        return Ok(existing);
    }
    let config = args.games.config(args.nodes);
    let mut progress = Progress::new(existing, args.positions);
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
    run_workers(
        args.games.threads,
        |t| {
            let seed = args.seed ^ existing.wrapping_mul(0x9E37_79B9) ^ (t as u64) << 48;
            let engine = EngineRunner::with_engine("datagen", make_engine()?);
            let opponent = make_opponent
                .map(|make| anyhow::Ok(EngineRunner::with_engine("datagen opponent", make()?)))
                .transpose()?;
            Ok((engine, opponent, Rng::new(seed), 0u64))
        },
        |(engine, opponent, rng, games)| {
            let sides = match opponent {
                None => Sides::SelfPlay(engine),
                Some(opponent) if *games % 2 == 0 => Sides::Pair {
                    white: engine,
                    black: opponent,
                },
                Some(opponent) => Sides::Pair {
                    white: opponent,
                    black: engine,
                },
            };
            *games += 1;
            Ok(Some(play_game(sides, &openings, &config, rng)?))
        },
        |game| {
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
            let batch = &records[..records.len().min(progress.room())];
            record::write_records(&mut file, batch)
                .with_context(|| format!("writing {}", args.out.display()))?;
            file.flush()
                .with_context(|| format!("writing {}", args.out.display()))?;
            progress.add(batch.len() as u64);
            if let Some(line) = progress.line_if_due("games") {
                println!("{line}");
            }
            Ok(progress.done())
        },
    )?;
    println!(
        "done: {} positions in {} ({} new in {:.0} s)",
        progress.positions(),
        args.out.display(),
        progress.added(),
        progress.seconds()
    );
    Ok(progress.positions())
}
