//! `tempo policy-data`: search-improved policy targets from the MCTS engine, for
//! `tempo train-policy`. Both subcommands append `FEN;move:visits …` lines
//! ([`super::policy_lines`]) and resume where an interrupted run stopped.
//!
//! - `selfplay`: games of the MCTS engine against itself from randomised openings, with
//!   playout-cap randomisation ([`super::playout_cap`]); the full searches are recorded.
//!   Games end by the rules or by the adjudication of `tempo datagen`
//!   ([`super::selfplay::play_game`]).
//! - `label`: deep searches of positions sampled from other files (a judge set: targets
//!   for measuring a policy without playing games).

use std::{
    collections::HashSet,
    io::Write as _,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::atomic::{AtomicUsize, Ordering},
};

use anyhow::Context as _;

use super::{
    playout_cap::{self, PlayoutCap, PlayoutCapEngine, SearchLog},
    policy_lines::{self, PolicyLine},
    selfplay::{GameArgs, parse_openings, play_game},
    workers::{self, Progress, run_workers},
};
use crate::{
    app::{engine_runner::EngineRunner, game_driver::Sides},
    chess::Position,
    engine::{Engine as _, EventSink, SearchLimits},
    tools::train::data::Rng,
    util::rng::Rng64 as _,
};

/// Arguments of `tempo policy-data`.
#[derive(Debug, clap::Args)]
pub struct PolicyDataArgs {
    #[command(subcommand)]
    command: PolicyDataCommand,
}

#[derive(Debug, clap::Subcommand)]
enum PolicyDataCommand {
    /// MCTS self-play recording the root visits of the full searches.
    Selfplay(SelfplayArgs),
    /// Deep MCTS searches of positions sampled from other files (a judge set).
    Label(LabelArgs),
}

/// Arguments of `tempo policy-data selfplay`.
#[derive(Debug, clap::Args)]
pub struct SelfplayArgs {
    /// Output file (appended to; keep it out of git).
    #[arg(long)]
    pub out: PathBuf,
    /// Stop when the file holds this many positions.
    #[arg(long, default_value_t = 100_000)]
    pub positions: u64,
    /// Root visits of a full (recorded) search.
    #[arg(long, default_value_t = 800)]
    pub playouts: u64,
    /// Root visits of the other searches (default: a sixth of `--playouts`).
    #[arg(long)]
    pub reduced_playouts: Option<u64>,
    /// Probability that a move gets the full search.
    #[arg(long, default_value_t = 0.25)]
    pub full_probability: f64,
    /// Threads, openings.
    #[command(flatten)]
    pub games: GameArgs,
    /// Node arena per engine, MiB.
    #[arg(long, default_value_t = 16)]
    pub hash: usize,
    /// The policy network to search with (a `.tpol` file; default the shipped one).
    #[arg(long)]
    pub policy_file: Option<PathBuf>,
    /// Seed for openings and budgets (mixed with the number of positions already in the
    /// file, so a resumed run plays other games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Arguments of `tempo policy-data label`.
#[derive(Debug, clap::Args)]
pub struct LabelArgs {
    /// Files whose lines start with a FEN (policy lines, `FEN;move` lines, EPD).
    #[arg(long, required = true, num_args = 1..)]
    pub from: Vec<PathBuf>,
    /// Output file (appended to; positions already in it are not searched again).
    #[arg(long)]
    pub out: PathBuf,
    /// Distinct positions to sample from the input.
    #[arg(long, default_value_t = 1_000)]
    pub positions: usize,
    /// Root visits of each search (on a fresh tree).
    #[arg(long, default_value_t = 4_000)]
    pub playouts: u64,
    /// Positions searched in parallel (one engine on one thread each).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Node arena per engine, MiB.
    #[arg(long, default_value_t = 32)]
    pub hash: usize,
    /// The policy network to search with (a `.tpol` file; default the shipped one).
    #[arg(long)]
    pub policy_file: Option<PathBuf>,
    /// Seed of the sample.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs `tempo policy-data`.
pub fn run(args: PolicyDataArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        PolicyDataCommand::Selfplay(args) => selfplay(&args).map(|_| ExitCode::SUCCESS),
        PolicyDataCommand::Label(args) => label(&args).map(|_| ExitCode::SUCCESS),
    }
}

/// Appends `lines` to `out`, one write, each line with its newline.
fn append_lines(out: &mut std::fs::File, path: &Path, lines: &[String]) -> anyhow::Result<()> {
    let mut text = String::new();
    for line in lines {
        text.push_str(line);
        text.push('\n');
    }
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .with_context(|| format!("writing {}", path.display()))
}

fn open_append(path: &Path) -> anyhow::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .with_context(|| format!("opening {}", path.display()))
}

/// Plays self-play games until the output holds `args.positions` lines; returns how many
/// it holds.
///
/// # Errors
/// Bad arguments, files that cannot be read or written, an engine that fails.
pub fn selfplay(args: &SelfplayArgs) -> anyhow::Result<u64> {
    anyhow::ensure!(args.playouts > 0, "--playouts must be at least 1");
    let reduced = args
        .reduced_playouts
        .unwrap_or(args.playouts / 6)
        .clamp(1, args.playouts);
    anyhow::ensure!(
        args.full_probability > 0.0 && args.full_probability <= 1.0,
        "--full-probability must be within (0, 1]"
    );
    let cap = PlayoutCap {
        full: args.playouts,
        reduced,
        full_probability: args.full_probability,
    };
    let openings = workers::read_openings(args.games.openings.as_ref())?;
    let existing = workers::prepare_lines_output(&args.out)?;
    if existing >= args.positions {
        println!("{} already holds {existing} positions", args.out.display());
        return Ok(existing);
    }
    let config = args.games.config(cap.full);
    let mut file = open_append(&args.out)?;
    let mut progress = Progress::new(existing, args.positions);
    let mut totals = SearchLog::default();
    let mut plies = 0u64;
    eprintln!(
        "MCTS self-play: {} playouts on {:.0} % of the moves (recorded), {} on the others, \
         {} thread(s)",
        cap.full,
        100.0 * cap.full_probability,
        cap.reduced,
        args.games.threads
    );
    run_workers(
        args.games.threads,
        |t| {
            let seed = args.seed ^ existing.wrapping_mul(0x9E37_79B9) ^ (t as u64) << 48;
            let engine = PlayoutCapEngine::new(
                playout_cap::served_mcts(args.hash, args.policy_file.as_deref())?,
                cap,
                seed.rotate_left(32) ^ 0xC0FF_EE00,
            );
            let log = engine.log();
            let runner = EngineRunner::with_engine("policy-data", Box::new(engine));
            Ok((runner, log, Rng::new(seed)))
        },
        |(runner, log, rng)| {
            let game = play_game(Sides::SelfPlay(runner), &openings, &config, rng)?;
            Ok(Some((game.plies, playout_cap::drain(log))))
        },
        |(game_plies, log)| {
            let lines = &log.lines[..log.lines.len().min(progress.room())];
            append_lines(&mut file, &args.out, lines)?;
            progress.add(lines.len() as u64);
            plies += game_plies as u64;
            totals.ended_early += log.ended_early;
            totals.reduced += log.reduced;
            if let Some(line) = progress.line_if_due("games") {
                eprintln!("{line}");
            }
            Ok(progress.done())
        },
    )?;
    println!(
        "done: {} positions in {} ({} new in {:.0} s, {:.2} positions/s; {} plies; {} full \
         searches not recorded (ended early by a proof), {} reduced searches)",
        progress.positions(),
        args.out.display(),
        progress.added(),
        progress.seconds(),
        progress.added() as f64 / progress.seconds().max(1e-3),
        plies,
        totals.ended_early,
        totals.reduced
    );
    Ok(progress.positions())
}

/// The position a line starts with: a FEN before the first `;`, or an EPD's first four
/// fields.
fn leading_position(line: &str) -> Option<Position> {
    let head = line.split(';').next().unwrap_or(line).trim();
    Position::from_fen(head)
        .ok()
        .or_else(|| parse_openings(line).into_iter().next())
}

/// The distinct positions with legal moves of `paths`, in file order. Lines that start with
/// no position are named (the first few, with file and line number) and counted.
fn read_positions(paths: &[PathBuf]) -> anyhow::Result<Vec<Position>> {
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    let mut bad = 0usize;
    for path in paths {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let Some(pos) = leading_position(line) else {
                if bad < 5 {
                    eprintln!(
                        "skipped {}:{}: no FEN or EPD position",
                        path.display(),
                        n + 1
                    );
                }
                bad += 1;
                continue;
            };
            if pos.has_legal_moves() && seen.insert(pos.key()) {
                positions.push(pos);
            }
        }
    }
    if bad > 0 {
        eprintln!("skipped {bad} lines without a position in all");
    }
    Ok(positions)
}

/// Searches a sample of positions deeply, until the output holds the whole sample; returns
/// how many positions it labelled in this run.
///
/// # Errors
/// Bad arguments, files that cannot be read or written, an engine that fails.
pub fn label(args: &LabelArgs) -> anyhow::Result<u64> {
    anyhow::ensure!(args.playouts > 0, "--playouts must be at least 1");
    let mut sample = read_positions(&args.from)?;
    anyhow::ensure!(!sample.is_empty(), "no positions in {:?}", args.from);
    Rng::new(args.seed).shuffle(&mut sample);
    sample.truncate(args.positions);
    let sample_len = sample.len();
    workers::prepare_lines_output(&args.out)?;
    let done: HashSet<u64> = policy_lines::read_files(&[&args.out], usize::MAX)?
        .iter()
        .map(|line| line.position.key())
        .collect();
    let todo: Vec<Position> = sample
        .into_iter()
        .filter(|p| !done.contains(&p.key()))
        .collect();
    let existing = (sample_len - todo.len()) as u64;
    eprintln!(
        "labelling {} positions at {} playouts ({existing} of the sample already in {})",
        todo.len(),
        args.playouts,
        args.out.display()
    );
    let mut file = open_append(&args.out)?;
    let mut progress = Progress::new(existing, existing + todo.len() as u64);
    let mut ended_early = 0u64;
    let next = AtomicUsize::new(0);
    run_workers(
        args.threads,
        |_| playout_cap::served_mcts(args.hash, args.policy_file.as_deref()),
        |engine| {
            let Some(pos) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
                return Ok(None);
            };
            engine.new_game();
            engine.set_position(pos, &[]);
            engine
                .go(SearchLimits::nodes(args.playouts), EventSink::new(|_| {}))
                .map_err(|e| anyhow::anyhow!("search of {}: {}", pos.to_fen(), e.0))?;
            engine.wait();
            let visits = engine.root_move_visits();
            let total: u64 = visits.iter().map(|&(_, v)| u64::from(v)).sum();
            Ok(Some(
                (total >= args.playouts).then(|| PolicyLine::visits_text(pos, &visits)),
            ))
        },
        |line| {
            match line {
                Some(line) => append_lines(&mut file, &args.out, &[line])?,
                None => ended_early += 1,
            }
            progress.add(1);
            if let Some(line) = progress.line_if_due("searches") {
                eprintln!("{line}");
            }
            Ok(false)
        },
    )?;
    let labelled = progress.added() - ended_early;
    println!(
        "done: {labelled} positions labelled in {} ({:.0} s; {ended_early} left out, their \
         search ended early by a proof)",
        args.out.display(),
        progress.seconds()
    );
    Ok(labelled)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `path`, parsed, with the visits of each.
    fn visit_sums(path: &Path) -> Vec<u64> {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{e}"));
        let (good, bad) = policy_lines::parse_text(&text, "out");
        assert!(bad.is_empty(), "{:?}", bad.first().map(ToString::to_string));
        good.iter()
            .map(|line| match &line.target {
                policy_lines::PolicyTarget::Visits(v) => v.iter().map(|&(_, n)| u64::from(n)).sum(),
                policy_lines::PolicyTarget::Played(_) => panic!("a one-hot line"),
            })
            .collect()
    }

    #[test]
    fn selfplay_records_full_searches_resumes_and_labels() {
        let Ok(dir) = tempfile::tempdir() else {
            panic!("no temporary folder")
        };
        let out = dir.path().join("visits.txt");
        let mut args = SelfplayArgs {
            out: out.clone(),
            positions: 12,
            playouts: 64,
            reduced_playouts: None,
            full_probability: 0.25,
            games: GameArgs {
                threads: 1,
                openings: None,
                random_plies: 6,
            },
            hash: 4,
            seed: 7,
            policy_file: None,
        };
        assert_eq!(selfplay(&args).ok(), Some(12));
        let sums = visit_sums(&out);
        assert_eq!(sums.len(), 12);
        assert!(sums.iter().all(|&s| s.abs_diff(64) <= 1), "{sums:?}");
        // A partial last line is cut off and the run goes on to the new target.
        let Ok(mut file) = std::fs::OpenOptions::new().append(true).open(&out) else {
            panic!("open")
        };
        let Ok(()) = file.write_all(b"rnbqkbnr/pppp") else {
            panic!("write")
        };
        args.positions = 16;
        assert_eq!(selfplay(&args).ok(), Some(16));
        assert_eq!(visit_sums(&out).len(), 16);
        // A judge set from those positions, searched again at its own budget.
        let judge = dir.path().join("judge.txt");
        let label_args = LabelArgs {
            from: vec![out.clone()],
            out: judge.clone(),
            positions: 3,
            playouts: 96,
            threads: 2,
            hash: 4,
            seed: 1,
            policy_file: Some(
                concat!(env!("CARGO_MANIFEST_DIR"), "/nets/tempo-policy.tpol").into(),
            ),
        };
        let labelled = label(&label_args).unwrap_or_else(|e| panic!("{e}"));
        let sums = visit_sums(&judge);
        assert_eq!(sums.len() as u64, labelled);
        assert!(labelled >= 2 && sums.iter().all(|&s| s == 96), "{sums:?}");
        // Run again: nothing left to search.
        assert_eq!(label(&label_args).ok(), Some(0));
        // A policy file that does not load stops the run before any game, saying which.
        let missing = dir.path().join("missing.tpol");
        args.policy_file = Some(missing.clone());
        args.positions = 20;
        let error = selfplay(&args).expect_err("a missing policy file must be refused");
        assert!(
            error.to_string().contains(&*missing.to_string_lossy()),
            "{error}"
        );
        assert_eq!(visit_sums(&out).len(), 16);
    }

    #[test]
    fn label_reads_fen_lines_and_epd_and_names_bad_lines() {
        let line = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;e7e5";
        assert!(leading_position(line).is_some());
        let epd = "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - c0 \"A00 Amar\";";
        assert!(leading_position(epd).is_some());
        assert!(leading_position("garbage;e2e4").is_none());
    }
}
