//! `tempo solve --epd FILE (--movetime MS | --depth N | --nodes N) [--threads N]`: runs an EPD
//! test suite. A position passes when the engine's move is one of its `bm` moves (if any) and
//! none of its `am` moves. A position with `dm N` (a mate problem) is searched with `go mate
//! N` and passes only when the engine proves a mate in exactly N moves (so the shortest) with
//! one of the `bm` moves, if any; the limit then caps the proof. Failures are printed as they
//! happen; the last line is `N passed, N failed`.

use std::{path::PathBuf, process::ExitCode, time::Duration};

use anyhow::Context as _;

use crate::{
    app::{engine_runner::EngineRunner, engines::pvs_or_mcts},
    engine::{Engine as _, Score, SearchLimits},
    formats::epd::{EpdRecord, parse_epd},
};

/// The mate length a record asks to prove (`dm N`), if it has one.
fn mate_length(record: &EpdRecord) -> anyhow::Result<Option<u32>> {
    let Some(operation) = record.operation("dm") else {
        return Ok(None);
    };
    let text = operation.operands.first().map_or("", String::as_str);
    match text.parse::<u32>() {
        Ok(moves) if moves > 0 => Ok(Some(moves)),
        _ => anyhow::bail!("dm '{text}': expected a number of moves (1 or more)"),
    }
}

/// Arguments of `tempo solve`.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("limit").required(true).args(["movetime", "depth", "nodes"])))]
pub struct SolveArgs {
    /// The EPD suite.
    #[arg(long)]
    pub epd: PathBuf,
    /// Milliseconds per position.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Depth per position.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Nodes per position.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The engine: PVS or MCTS.
    #[arg(long, default_value = "PVS")]
    pub search: String,
    /// Hash table size in MiB.
    #[arg(long, default_value_t = 64)]
    pub hash: usize,
    /// Engine options or search tunables, `NAME=VALUE` (repeatable).
    #[arg(long = "set", value_name = "NAME=VALUE")]
    pub set: Vec<String>,
}

/// Runs `tempo solve`; exit status 0 even when positions fail (the count is the result).
pub fn run(args: SolveArgs) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.epd)
        .with_context(|| format!("reading {}", args.epd.display()))?;
    let records = parse_epd(&text).with_context(|| format!("in {}", args.epd.display()))?;
    let limits = if let Some(ms) = args.movetime {
        SearchLimits::movetime(Duration::from_millis(ms))
    } else if let Some(depth) = args.depth {
        SearchLimits::depth(depth)
    } else if let Some(nodes) = args.nodes {
        SearchLimits::nodes(nodes)
    } else {
        anyhow::bail!("one of --movetime, --depth or --nodes is required");
    };
    let mut engine = pvs_or_mcts(false).map_err(|e| anyhow::anyhow!("{e}"))?;
    engine
        .set_option("Search", &args.search)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    for (name, value) in [("Threads", args.threads.max(1)), ("Hash", args.hash.max(1))] {
        engine
            .set_option(name, &value.to_string())
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    for assignment in &args.set {
        let Some((name, value)) = assignment.split_once('=') else {
            anyhow::bail!("--set {assignment}: expected NAME=VALUE");
        };
        engine
            .set_option(name.trim(), value.trim())
            .map_err(|e| anyhow::anyhow!("--set {assignment}: {e}"))?;
    }
    let mut runner = EngineRunner::with_engine(&args.search, Box::new(engine));
    let (mut passed, mut failed) = (0, 0);
    for record in &records {
        let label = record
            .id()
            .map_or_else(|| format!("line {}", record.line), str::to_owned);
        let best_moves = record.moves("bm").with_context(|| label.clone())?;
        let avoid_moves = record.moves("am").with_context(|| label.clone())?;
        let mate = mate_length(record).with_context(|| label.clone())?;
        runner.new_game();
        let report = runner
            .search_to_end(
                &record.position,
                &[],
                SearchLimits {
                    mate,
                    ..limits.clone()
                },
            )
            .map_err(|e| anyhow::anyhow!("{label}: {e}"))?;
        let pos = &record.position;
        let mate_proven = mate.is_none_or(|moves| report.score == Score::Mate(moves as i32));
        let ok = mate_proven
            && report.best.is_some_and(|m| {
                (best_moves.is_empty() || best_moves.contains(&m)) && !avoid_moves.contains(&m)
            });
        if ok {
            passed += 1;
        } else {
            failed += 1;
            let played = report
                .best
                .map_or_else(|| "none".to_owned(), |m| pos.san(m));
            let list = |moves: &[crate::chess::Move]| {
                moves
                    .iter()
                    .map(|&m| pos.san(m))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let mut expected = String::new();
            if !best_moves.is_empty() {
                expected.push_str(&format!(" bm {}", list(&best_moves)));
            }
            if !avoid_moves.is_empty() {
                expected.push_str(&format!(" am {}", list(&avoid_moves)));
            }
            if let Some(moves) = mate {
                expected.push_str(&format!(" dm {moves}"));
            }
            println!(
                "FAIL {label}: played {played} ({}, depth {}),{expected}",
                report.score, report.depth
            );
        }
    }
    println!("{passed} passed, {failed} failed");
    Ok(ExitCode::SUCCESS)
}
