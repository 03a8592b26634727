//! Calibration of the MCTS value model (`tempo::mcts::value`): fast MCTS self-play games with
//! the NNUE from ECO positions; every position's leaf value (the PVS engine's search of
//! `LeafDepth` plies, `CAL_LEAF_DEPTH`, side to move) is recorded with the game's final result for that side;
//! then `a` and `b` of the model `win = σ((x − a)/b)`, `loss = σ((−x − a)/b)` are fitted by
//! maximum likelihood on a grid. Ignored (minutes long); run with
//! `CAL_GAMES=60 CAL_NODES=300 cargo test --release --no-default-features --test mcts_calibration -- --ignored --nocapture`.

use std::{path::Path, sync::Arc};

use tempo::{
    chess::{Color, GameHistory, Position},
    engine::{Engine, EngineEvent, EventSink, SearchLimits},
    eval::nnue::{NnueEvaluator, load_net},
    mcts::{MctsEngine, MctsParams},
    search::{LeafSearch, TranspositionTable},
};

/// The leaf search depth valued (default: the engine's `LeafDepth`).
fn leaf_depth() -> i32 {
    env_u64("CAL_LEAF_DEPTH", MctsParams::default().leaf_depth as u64) as i32
}

/// Games longer than this are scored as draws.
const MAX_PLIES: usize = 200;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn log_likelihood(samples: &[(f64, f64)], a: f64, b: f64) -> f64 {
    let sigmoid = |x: f64| 1.0 / (1.0 + (-x).exp());
    samples
        .iter()
        .map(|&(x, result)| {
            let w = sigmoid((x - a) / b);
            let l = sigmoid((-x - a) / b);
            let d = (1.0 - w - l).max(1e-6);
            let p = if result > 0.75 {
                w
            } else if result < 0.25 {
                l
            } else {
                d
            };
            p.max(1e-9).ln()
        })
        .sum()
}

/// Fits the model; prints the one-parameter logistic too. Returns (a, b, log-likelihood).
fn fit(samples: &[(f64, f64)]) -> (f64, f64, f64) {
    let mut best = (0.0, 0.0, f64::NEG_INFINITY);
    for a in (0..=1500).step_by(10) {
        for b in (20..=1500).step_by(10) {
            let ll = log_likelihood(samples, f64::from(a), f64::from(b));
            if ll > best.2 {
                best = (f64::from(a), f64::from(b), ll);
            }
        }
    }
    // The one-parameter logistic of the expected score (Texel style), least squares.
    let mut texel = (0.0, f64::INFINITY);
    for scale in (20..=2000).step_by(5) {
        let k = f64::from(scale);
        let err: f64 = samples
            .iter()
            .map(|&(x, r)| (r - 1.0 / (1.0 + (-x / k).exp())).powi(2))
            .sum();
        if err < texel.1 {
            texel = (k, err);
        }
    }
    println!(
        "expected-score logistic σ(x / k): k = {} (mean squared error {:.4})",
        texel.0,
        texel.1 / samples.len().max(1) as f64
    );
    best
}

/// Mean log-loss (nats a position) of a two-logistic model with score `a` and spread `b`.
fn log_loss(samples: &[(f64, f64)], a: f64, b: f64) -> f64 {
    -log_likelihood(samples, a, b) / samples.len().max(1) as f64
}

/// Mean log-loss of the PVS engine's reported WDL (`search::wdl_from_score`) for the same
/// scores: its per-mille values as probabilities (floored at 0.1 %).
fn pvs_log_loss(samples: &[(f64, f64)]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|&(x, result)| {
            let wdl = tempo::search::wdl_from_score(x.round() as i32);
            let per_mille = if result > 0.75 {
                wdl.win
            } else if result < 0.25 {
                wdl.loss
            } else {
                wdl.draw
            };
            (f64::from(per_mille.max(1)) / 1000.0).ln()
        })
        .sum();
    -total / samples.len().max(1) as f64
}

/// Leaf-search scores of the positions after ply 8 of `games` (within ±3,000 cp), each with
/// the game's result for the side to move.
fn samples_from_games<E: tempo::eval::Evaluator>(
    games: &[Result<tempo::formats::pgn::Game, tempo::formats::pgn::PgnError>],
    evaluator: E,
    depth: i32,
) -> Vec<(f64, f64)> {
    let mut leaf = LeafSearch::new(evaluator, Arc::new(TranspositionTable::new(16)));
    let mut samples = Vec::new();
    for game in games.iter().flatten() {
        let winner = match game.result() {
            tempo::formats::pgn::GameResult::WhiteWins => Some(Color::White),
            tempo::formats::pgn::GameResult::BlackWins => Some(Color::Black),
            tempo::formats::pgn::GameResult::Draw => None,
            tempo::formats::pgn::GameResult::Unknown => continue,
        };
        let mut pos = game.start_position().clone();
        for (ply, m) in game.mainline_moves().enumerate() {
            if ply >= 8 {
                let x = leaf.search(&pos, &[], depth);
                if x.abs() < 3_000 {
                    let result = match winner {
                        None => 0.5,
                        Some(w) if w == pos.side_to_move() => 1.0,
                        Some(_) => 0.0,
                    };
                    samples.push((f64::from(x), result));
                }
            }
            pos.play_unchecked(m);
        }
    }
    samples
}

/// The same fit on finished games of a PGN file (`CAL_PGN=games.pgn`, for example the games
/// of `tempo match`): positions after the first 8 plies, each with the game's result for its
/// side to move, valued by the leaf search with the shipped network (`CAL_EVAL=hce`: the
/// handcrafted evaluation). Prints the mean log-loss against the results of the fitted
/// model, of the model in use (`WdlModel::CALIBRATED`, the MCTS engine's WDL) and of the PVS
/// engine's WDL curve on the same scores.
#[test]
#[ignore = "needs CAL_PGN; see the module docs"]
fn fit_wdl_model_from_pgn() {
    use tempo::{
        eval::{hce::Hce, nnue::NetHandle},
        formats::pgn::read_all,
        mcts::WdlModel,
    };
    let Ok(path) = std::env::var("CAL_PGN") else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let depth = leaf_depth();
    let hce = std::env::var("CAL_EVAL").is_ok_and(|e| e.eq_ignore_ascii_case("hce"));
    let samples = if hce {
        samples_from_games(&read_all(&text), Hce::new(), depth)
    } else {
        let handle = NetHandle::embedded().unwrap_or_else(|e| panic!("embedded network: {e}"));
        samples_from_games(
            &read_all(&text),
            NnueEvaluator::new(handle.current()),
            depth,
        )
    };
    let best = fit(&samples);
    let in_use = WdlModel::CALIBRATED;
    println!(
        "{} positions ({}, leaf depth {depth}): fitted a = {} b = {}, log-loss {:.4}; \
         in use a = {} b = {}: {:.4}; the PVS engine's WDL curve on the same scores: {:.4}",
        samples.len(),
        if hce { "HCE" } else { "network" },
        best.0,
        best.1,
        -best.2 / samples.len().max(1) as f64,
        in_use.a,
        in_use.b,
        log_loss(&samples, in_use.a, in_use.b),
        pvs_log_loss(&samples)
    );
}

#[test]
#[ignore = "minutes long; see the module docs"]
fn fit_wdl_model() {
    let net_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/nets/nn-62ef826d1a6d.nnue"
    );
    let net = Arc::new(load_net(Path::new(net_path)).unwrap_or_else(|e| panic!("{e}")));
    let openings = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/openings/eco-positions.epd"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let games = env_u64("CAL_GAMES", 60) as usize;
    let nodes = env_u64("CAL_NODES", 300);
    let lines: Vec<&str> = openings.lines().collect();
    let mut samples: Vec<(f64, f64)> = Vec::new();
    let (mut white, mut black, mut draws) = (0, 0, 0);
    let mut probe = LeafSearch::new(
        NnueEvaluator::new(Arc::clone(&net)),
        Arc::new(TranspositionTable::new(16)),
    );
    let depth = leaf_depth();
    for g in 0..games {
        let line = lines[(g * 61) % lines.len()];
        let fen: String = line
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        let Ok(start) = Position::from_fen(&format!("{fen} 0 1")) else {
            continue;
        };
        let mut engine = MctsEngine::new(NnueEvaluator::new(Arc::clone(&net)));
        let _ = engine.set_option("Hash", "32");
        let mut pos = start.clone();
        let mut moves = Vec::new();
        let mut history = GameHistory::new();
        history.push(pos.key());
        let mut xs: Vec<(f64, Color)> = Vec::new();
        let winner = loop {
            if let Some(outcome) = history.outcome(&pos) {
                break outcome.winner;
            }
            if moves.len() >= MAX_PLIES {
                break None;
            }
            let x = probe.search(&pos, &[], depth);
            if x.abs() < 3_000 {
                xs.push((f64::from(x), pos.side_to_move()));
            }
            engine.set_position(&start, &moves);
            let (sink, rx) = EventSink::channel();
            let _ = engine.go(SearchLimits::nodes(nodes), sink);
            engine.wait();
            let Some(m) = rx.try_iter().find_map(|e| match e {
                EngineEvent::BestMove { best, .. } => best,
                _ => None,
            }) else {
                break None;
            };
            pos.play_unchecked(m);
            history.push(pos.key());
            moves.push(m);
        };
        match winner {
            Some(Color::White) => white += 1,
            Some(Color::Black) => black += 1,
            None => draws += 1,
        }
        for (x, side) in xs {
            let result = match winner {
                None => 0.5,
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
            };
            samples.push((x, result));
        }
    }
    let best = fit(&samples);
    println!(
        "games {games} (+{white} ={draws} -{black}), positions {}, fitted a = {} b = {} (mean log-likelihood {:.4})",
        samples.len(),
        best.0,
        best.1,
        best.2 / samples.len().max(1) as f64
    );
}
