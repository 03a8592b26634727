//! `tempo bench [depth]`: searches a fixed list of 50 varied positions (openings, tactical
//! middlegames, endgames) to a fixed depth on one thread. The node count is the search's
//! checksum (any functional change alters it; commits quote it as `Bench: N`); the last line
//! is `<nodes> nodes <nps> nps`.
//!
//! `--eval` picks the evaluation (the signature is the handcrafted one's). Given several
//! (`--eval hce --eval nnue`), the bench runs them in turn, `--rounds` times over, and reports
//! each one's best speed and its ratio to the first: a speed comparison within one run, where
//! a change in machine load hits every evaluation alike.

use std::{io::Write, process::ExitCode, sync::Arc, time::Instant};

use anyhow::Context as _;

use crate::{
    chess::Position,
    engine::{Engine as _, SearchLimits},
    eval::{
        Evaluator,
        nnue::{Network, NnueEvaluator},
    },
    search::PvsEngine,
    tools::eval_choice,
};

/// The default bench depth.
pub const DEFAULT_DEPTH: u32 = 9;

/// The bench positions (FEN).
pub const POSITIONS: [&str; 50] = [
    "r1bqkbnr/pppp2pp/2n5/4pp2/2N1P3/8/PPPP1PPP/R1BQKBNR w KQkq - 0 1",
    "rnbqkb1r/ppp1pppp/8/3n4/8/5N2/PP1PPPPP/RNBQKB1R w KQkq - 0 1",
    "rnbqk2r/ppp1ppbp/5np1/3p4/3P1B2/2N2N2/PPP1PPPP/R2QKB1R w KQkq - 0 1",
    "rnbqkb1r/ppp2ppp/4pn2/3P4/2P5/8/PP1P1PPP/RNBQKBNR w KQkq - 0 1",
    "rn1qkbnr/pp2ppp1/2p1N1bp/8/3P4/5N2/PPP2PPP/R1BQKB1R b KQkq - 0 1",
    "rnbqkb1r/pp3ppp/3p1n2/1B2p3/3NP3/2N5/PPP2PPP/R1BQK2R b KQkq - 0 1",
    "rnbqk2r/1ppnbppp/p3p3/3pP1B1/3P3P/2N5/PPP2PP1/R2QKBNR w KQkq - 0 1",
    "rnb1k2r/ppp2ppp/8/3q4/4nP2/8/PPPNQbPP/RNBK1B1R b kq - 0 1",
    "rnbqkb1r/pppp1ppp/5n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 1",
    "r1bq1rk1/ppp1nppN/3p4/3P4/2B1R3/8/PP3PPP/R2Q2K1 b - - 0 1",
    "r2q1rk1/2p1bppp/p1np1n2/1p2p3/P2PP1b1/1BP2N2/1P3PPP/RNBQR1K1 b - - 0 1",
    "rnbqkbnr/ppp1pppp/8/8/2pP4/5N2/PP2PPPP/RNBQKB1R b KQkq - 0 1",
    "r1bq1rk1/1p1nbppp/p1p1pn2/2Pp2B1/3P4/2N1PN2/PP3PPP/2RQKB1R w K - 0 1",
    "rnbqk2r/pp3ppp/4p3/2pp4/2PPn3/P7/1PQ1PPPP/R1B1KBNR w KQkq - 0 1",
    "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1",
    "r1b2rk1/ppbn1ppp/4p3/1QP4q/3P4/N4N2/5PPP/R1B2RK1 w - - 0 1",
    "7k/1b1r2p1/p6p/1p2qN2/3bP3/3Q4/P5PP/1B1R3K b - - 0 1",
    "2b3k1/4rrpp/p2p4/2pP2RQ/1pP1Pp1N/1P3P1P/1q6/6RK w - - 0 1",
    "8/6pp/3q1p2/3n1k2/1P6/3NQ2P/5PP1/6K1 w - - 0 1",
    "r3k2r/pbp2pp1/3b1n2/1p6/3P3p/1B2N1Pq/PP1PQP1P/R1B2RK1 b kq - 0 1",
    "8/k7/p7/3Qp2P/n1P5/3KP3/1q6/8 b - - 0 1",
    "rn2k1nr/pbp2ppp/3q4/1p2N3/2p5/QP6/PB1PPPPP/R3KB1R b KQkq - 0 1",
    "6k1/3r4/2R5/P5P1/1P4p1/8/4rB2/6K1 b - - 0 1",
    "rnb3kr/ppp2ppp/1b6/3q4/3pN3/Q4N2/PPP2KPP/R1B1R3 w - - 0 1",
    "r1b2rk1/2p2ppp/p7/1p6/3P3q/1BP3bP/PP3QP1/RNB1R1K1 w - - 0 1",
    "5rk1/1pp3bp/3p2p1/2PPp3/1P2P3/2Q1B3/4q1PP/R5K1 b - - 0 1",
    "4kn2/r4p1r/p3bQ2/q1nNP1Np/1p5P/8/PPP3P1/2KR3R w - - 0 1",
    "r1br2k1/pp2nppp/2n5/1B1q4/Q7/4BN2/PP3PPP/2R2RK1 w - - 0 1",
    "r2r2k1/1p2qpp1/1np1p1p1/p3N3/2PPN3/bP5R/4QPPP/4R1K1 w - - 0 1",
    "8/8/8/1p5r/p1p1k1pN/P2pBpP1/1P1K1P2/8 b - - 0 1",
    "r6r/pp3ppp/3k1b2/2pb4/B4Pq1/2P1Q3/P5PP/1RBR2K1 w - - 0 1",
    "r1bq1rk1/ppp2ppp/2np4/2bN1PN1/2B1P3/3p4/PPP2nPP/R1BQ1K1R w - - 0 1",
    "8/1p6/p5R1/k7/Prpp4/K7/1NP5/8 w - - 0 1",
    "2r3k1/5p1p/p3q1p1/2n3P1/1p1QP2P/1P4N1/PK6/2R5 b - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    "8/5pk1/6p1/8/5P2/6P1/5K2/8 w - - 0 1",
    "8/8/1p3k2/p1p5/P1P3K1/1P6/8/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 0 1",
    "2r3k1/5pp1/p3p2p/1p6/4P3/P4P2/1P3KPP/2R5 w - - 0 1",
    "8/2k5/8/8/8/8/3Q4/4K3 w - - 0 1",
    "8/8/8/8/4k3/8/2N5/2B1K3 w - - 0 1",
    "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1",
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1",
    "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
    "2kr1bnr/pbpq4/2n1pp2/3p3p/3P1P1B/2N2N1Q/PPP3PP/2KR1B1R w - - 0 1",
    "r2q1rk1/4bppp/p2p4/2pP4/3pP3/3Q4/PP1B1PPP/R3R1K1 w - - 0 1",
    "r2q1rk1/1ppnbppp/p2p1nb1/3Pp3/2P1P1P1/2N2N1P/PPB1QP2/R1B2RK1 b - - 0 1",
    "3rn2k/ppb2rpp/2ppqp2/5N2/2P1P3/1P5Q/PB3PPP/3RR1K1 w - - 0 1",
];

/// Arguments of `tempo bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Search depth per position.
    #[arg(default_value_t = DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: u32,
    /// Search threads (the node count is only reproducible with one).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Evaluation: `hce`, `nnue` (the embedded network) or a network file; repeat it to
    /// compare speeds side by side.
    #[arg(long, default_values_t = ["hce".to_owned()])]
    pub eval: Vec<String>,
    /// Runs of each evaluation when comparing (interleaved; the best counts).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub rounds: u32,
}

/// The totals of one bench run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchResult {
    /// Nodes searched over all positions.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
}

/// Runs the bench at `depth` with `threads` and the handcrafted evaluation, writing a line
/// per position and the total.
pub fn run_bench(depth: u32, threads: usize, out: &mut dyn Write) -> anyhow::Result<BenchResult> {
    run_bench_with(&mut PvsEngine::new(), depth, threads, out)
}

/// [`run_bench`] with the evaluation `net` names (the handcrafted one for `None`).
pub fn run_bench_on(
    net: Option<&Arc<Network>>,
    depth: u32,
    threads: usize,
    out: &mut dyn Write,
) -> anyhow::Result<BenchResult> {
    match net {
        Some(net) => run_bench_with(
            &mut PvsEngine::with_evaluator(NnueEvaluator::new(Arc::clone(net))),
            depth,
            threads,
            out,
        ),
        None => run_bench(depth, threads, out),
    }
}

/// [`run_bench`] with a given engine.
fn run_bench_with<E: Evaluator + Clone + 'static>(
    engine: &mut PvsEngine<E>,
    depth: u32,
    threads: usize,
    out: &mut dyn Write,
) -> anyhow::Result<BenchResult> {
    engine
        .set_option("Threads", &threads.to_string())
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    engine.new_game();
    let start = Instant::now();
    let mut nodes = 0;
    for (i, fen) in POSITIONS.iter().enumerate() {
        let pos = Position::from_fen(fen).with_context(|| format!("bench position {}", i + 1))?;
        engine.set_position(&pos, &[]);
        let report = engine
            .search_blocking(SearchLimits::depth(depth), None)
            .map_err(|e| anyhow::anyhow!("bench position {}: {e}", i + 1))?;
        nodes += report.nodes;
        let best = report
            .best
            .map_or_else(|| "none".to_owned(), |m| pos.move_to_uci(m));
        writeln!(
            out,
            "{:>2}/{}: {best:>6} {} nodes {}",
            i + 1,
            POSITIONS.len(),
            report.score,
            report.nodes
        )?;
    }
    let seconds = start.elapsed().as_secs_f64().max(1e-6);
    let nps = (nodes as f64 / seconds) as u64;
    writeln!(out, "{nodes} nodes {nps} nps")?;
    Ok(BenchResult { nodes, nps })
}

/// Runs `tempo bench`.
pub fn run(args: BenchArgs) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout();
    let threads = args.threads.max(1);
    let nets = args
        .eval
        .iter()
        .map(|e| eval_choice::network(e))
        .collect::<anyhow::Result<Vec<_>>>()?;
    if let [net] = nets.as_slice() {
        run_bench_on(net.as_ref(), args.depth, threads, &mut stdout)?;
        return Ok(ExitCode::SUCCESS);
    }
    // Side by side: per-position lines are left out, each run's total is kept.
    let mut best = vec![BenchResult { nodes: 0, nps: 0 }; nets.len()];
    for round in 1..=args.rounds {
        for ((name, net), best) in args.eval.iter().zip(&nets).zip(&mut best) {
            let result = run_bench_on(net.as_ref(), args.depth, threads, &mut std::io::sink())?;
            writeln!(
                stdout,
                "round {round} {name}: {} nodes {} nps",
                result.nodes, result.nps
            )?;
            if result.nps > best.nps {
                *best = result;
            }
        }
    }
    let base = best.first().map_or(1, |b| b.nps.max(1));
    for ((name, net), best) in args.eval.iter().zip(&nets).zip(&best) {
        writeln!(
            stdout,
            "{name} ({}): {} nodes, best {} nps, {:.1}% of {}",
            eval_choice::describe(net.as_ref()),
            best.nodes,
            best.nps,
            100.0 * best.nps as f64 / base as f64,
            args.eval.first().map_or("", String::as_str)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_valid_and_bench_is_deterministic() {
        for fen in POSITIONS {
            assert!(Position::from_fen(fen).is_ok(), "{fen}");
        }
        let mut first = Vec::new();
        let mut second = Vec::new();
        let a = run_bench(4, 1, &mut first).expect("bench runs");
        let b = run_bench(4, 1, &mut second).expect("bench runs");
        assert_eq!(a.nodes, b.nodes);
        let text = String::from_utf8(first).expect("utf-8");
        let last = text.lines().last().expect("a last line");
        assert!(
            last.starts_with(&format!("{} nodes ", a.nodes)) && last.ends_with(" nps"),
            "{last}"
        );
    }

    #[test]
    fn the_network_bench_is_deterministic_too() {
        let Ok(net) = eval_choice::network("nnue") else {
            panic!("embedded net")
        };
        let a = run_bench_on(net.as_ref(), 3, 1, &mut std::io::sink()).expect("bench runs");
        let b = run_bench_on(net.as_ref(), 3, 1, &mut std::io::sink()).expect("bench runs");
        assert_eq!(a.nodes, b.nodes);
        assert!(eval_choice::network("no/such/net.nnue").is_err());
    }
}
