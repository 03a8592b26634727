//! MCTS speed: playouts per second on one and two threads, and the arena's memory when full.
//! Ignored (it measures, it does not check); run with
//! `cargo test --release --no-default-features --test mcts_bench -- --ignored --nocapture`.

use std::{path::Path, sync::Arc, time::Duration};

use tempo::{
    chess::{Move, Position, Role},
    engine::{Engine, EngineEvent, EventSink, SearchLimits},
    eval::{
        Eval, Evaluator,
        nnue::{NetHandle, NnueEvaluator, load_net},
        switchable::EvalOptions,
    },
    mcts::MctsEngine,
};

/// Material only, from the side to move: the cheapest evaluation, so the tree's own speed.
#[derive(Clone, Debug, Default)]
struct Material;

impl Evaluator for Material {
    fn reset(&mut self, _: &Position) {}
    fn push(&mut self, _: &Position, _: Move, _: &Position) {}
    fn push_null(&mut self, _: &Position) {}
    fn pop(&mut self) {}
    fn evaluate(&mut self, pos: &Position) -> Eval {
        let us = pos.side_to_move();
        Role::ALL
            .iter()
            .map(|&r| {
                r.value()
                    * (pos.pieces(us, r).count() as i32 - pos.pieces(us.flip(), r).count() as i32)
            })
            .sum()
    }
}

const POSITIONS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "8/5pk1/6p1/8/3R4/6P1/5PKP/3r4 w - - 0 40",
];

/// The Stockfish 13 HalfKP net of the shared test data (a bigger net than ours).
fn nnue() -> NnueEvaluator {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/nets/nn-62ef826d1a6d.nnue"
    );
    let net = load_net(Path::new(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    NnueEvaluator::new(Arc::new(net))
}

#[test]
#[ignore = "measurement; see the module docs"]
fn playouts_per_second_material() {
    measure(Material);
}

#[test]
#[ignore = "measurement; see the module docs"]
fn playouts_per_second_nnue() {
    measure(nnue());
}

/// The engine as `tempo uci --search MCTS` serves it: the embedded network.
#[test]
#[ignore = "measurement; see the module docs"]
fn playouts_per_second_embedded_network() {
    let handle = NetHandle::embedded().unwrap_or_else(|e| panic!("{e}"));
    let (_, evaluator) = EvalOptions::switchable(handle, true);
    measure(evaluator);
}

fn measure<E: Evaluator + Clone + 'static>(evaluator: E) {
    for threads in ["1", "2"] {
        let mut total_nodes = 0u64;
        let mut total_time = 0f64;
        for fen in POSITIONS {
            let mut engine = MctsEngine::new(evaluator.clone());
            let _ = engine.set_option("Threads", threads);
            let _ = engine.set_option("Hash", "512");
            let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
            engine.set_position(&pos, &[]);
            let (sink, rx) = EventSink::channel();
            let _ = engine.go(SearchLimits::movetime(Duration::from_secs(2)), sink);
            engine.wait();
            let last = rx
                .try_iter()
                .filter_map(|e| match e {
                    EngineEvent::Info(i) if i.nodes.is_some() => Some(i),
                    _ => None,
                })
                .last()
                .unwrap_or_default();
            total_nodes += last.nodes.unwrap_or(0);
            total_time += last.time.map_or(0.0, |t| t.as_secs_f64());
            println!(
                "threads {threads} nodes {:?} nps {:?} depth {:?} seldepth {:?} hashfull {:?} {fen}",
                last.nodes, last.nps, last.depth, last.seldepth, last.hashfull
            );
        }
        println!(
            "threads {threads}: {:.0} playouts/s",
            total_nodes as f64 / total_time
        );
    }
    let engine = MctsEngine::new(evaluator);
    println!("arena at default Hash: {} bytes", engine.arena_bytes());
}

fn status_kib(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

#[test]
#[ignore = "measurement; see the module docs"]
fn memory_at_full_arena() {
    let before = status_kib("VmRSS:");
    let mut engine = MctsEngine::new(Material);
    let _ = engine.set_option("Hash", "64");
    engine.set_position(&Position::startpos(), &[]);
    let (sink, rx) = EventSink::channel();
    let _ = engine.go(SearchLimits::nodes(400_000), sink);
    engine.wait();
    let last = rx
        .try_iter()
        .filter_map(|e| match e {
            EngineEvent::Info(i) if i.hashfull.is_some() => Some(i),
            _ => None,
        })
        .last()
        .unwrap_or_default();
    println!(
        "Hash 64: arena {} bytes, hashfull {:?} after {:?} playouts, process RSS {} KiB (was {} KiB before the engine), peak {} KiB",
        engine.arena_bytes(),
        last.hashfull,
        last.nodes,
        status_kib("VmRSS:"),
        before,
        status_kib("VmHWM:")
    );
}
