//! Stockfish 13 HalfKP inference: our raw output must equal Stockfish's for every reference
//! position, and incremental accumulator updates must equal a refresh along random playouts.
//!
//! The network is GPL-3 test data outside the repository (`../shared/data/nets/`); the tests
//! fail, naming the missing file, when it is absent.

mod shared_data;

use std::sync::Arc;

use tempo::{
    chess::Position,
    eval::{
        Evaluator as _,
        nnue::{Network, NnueEvaluator, load_net, simd::Backend},
    },
};

/// Stockfish 13's HalfKP network.
const NET: &str = "nets/nn-62ef826d1a6d.nnue";
/// Stockfish 13's raw output for each reference position.
const REFERENCE: &str = "nets/halfkp-reference.jsonl";

fn load() -> Arc<Network> {
    let path = shared_data::require(NET, "Stockfish 13's HalfKP network, GPL-3, never shipped");
    match load_net(&path) {
        Ok(net) => Arc::new(net),
        Err(e) => panic!("loading {}: {e}", path.display()),
    }
}

/// Pulls `"fen": "..."` and `"nnue_stm": N` out of one JSON line (no JSON dependency needed for
/// this fixed, simple format).
fn parse_line(line: &str) -> Option<(String, i32)> {
    let fen_start = line.find("\"fen\"")? + 5;
    let rest = &line[fen_start..];
    let open = rest.find('"')? + 1;
    let close = open + rest[open..].find('"')?;
    let fen = rest[open..close].to_owned();
    let v_start = line.find("\"nnue_stm\"")? + 10;
    let value: String = line[v_start..]
        .chars()
        .skip_while(|c| *c == ':' || c.is_whitespace())
        .take_while(|c| *c == '-' || c.is_ascii_digit())
        .collect();
    Some((fen, value.parse().ok()?))
}

#[test]
fn halfkp_matches_stockfish_on_every_reference_position() {
    let net = load();
    let path = shared_data::require(
        REFERENCE,
        "Stockfish 13's raw NNUE output for 200 reference positions",
    );
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    let mut checked = 0;
    let mut failures = Vec::new();
    for backend in Backend::available() {
        let mut eval = NnueEvaluator::with_backend(net.clone(), backend);
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let Some((fen, expected)) = parse_line(line) else {
                panic!("unparsable reference line: {line}");
            };
            let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            eval.reset(&pos);
            let got = eval.raw(&pos);
            if got != expected {
                failures.push(format!(
                    "{backend:?} {fen}: got {got}, Stockfish {expected}"
                ));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 200, "only {checked} reference positions");
}

use tempo::util::rng::{Rng64 as _, XorShift64 as Rng};

/// Plays random games, pushing and popping like a search, and compares the incremental
/// accumulators (and output) with a from-scratch computation at every node.
pub fn incremental_equals_refresh(net: Arc<Network>, seed: u64, games: usize) {
    let mut rng = Rng::from_state(seed);
    for backend in Backend::available() {
        let mut eval = NnueEvaluator::with_backend(net.clone(), backend);
        let mut fresh = NnueEvaluator::with_backend(net.clone(), Backend::Portable);
        for _ in 0..games {
            let mut pos = Position::startpos();
            eval.reset(&pos);
            let mut depth = 0;
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.index(moves.len())];
                let after = pos.after(m);
                // Sometimes a side branch that is pushed and popped without evaluation.
                if rng.next_u64().is_multiple_of(4) {
                    eval.push(&pos, m, &after);
                    if rng.next_u64().is_multiple_of(2) {
                        eval.push_null(&after);
                        eval.pop();
                    }
                    eval.pop();
                    continue;
                }
                eval.push(&pos, m, &after);
                depth += 1;
                pos = after;
                // Evaluate only some nodes so lazy updates span several plies.
                if rng.next_u64().is_multiple_of(3) {
                    assert!(
                        eval.matches_from_scratch(&pos),
                        "{backend:?} after {m:?} in {}",
                        pos.to_fen()
                    );
                    fresh.reset(&pos);
                    assert_eq!(
                        eval.evaluate(&pos),
                        fresh.evaluate(&pos),
                        "{}",
                        pos.to_fen()
                    );
                }
            }
            for _ in 0..depth {
                eval.pop();
            }
        }
    }
}

#[test]
fn halfkp_incremental_updates_equal_refresh() {
    incremental_equals_refresh(load(), 0x9E37_79B9_7F4A_7C15, 20);
}
