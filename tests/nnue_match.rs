//! Strength and speed checks of a network against the handcrafted evaluation, in-process with
//! the PVS engine. Slow, so ignored by default; run them with
//!
//! ```text
//! TEMPO_NET=nets/tempo-default.nnue TEMPO_GAMES=200 TEMPO_TC=5+0.05 \
//!   cargo test --release --no-default-features --test nnue_match -- --ignored --nocapture
//! ```
//!
//! `TEMPO_NET` defaults to the embedded net; `TEMPO_BASE` (a net file) replaces the HCE as
//! the opponent, to compare two nets (for example a Stockfish HalfKP file against ours).

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use tempo::{
    chess::{Color, GameHistory, Move, Position},
    engine::{Engine, EngineEvent, EventSink, Score, SearchLimits},
    eval::nnue::{Network, NnueEvaluator, load_net},
    search::PvsEngine,
};

const OPENINGS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/openings/eco-positions.epd"
);

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_owned())
}

fn net_from_env(name: &str) -> Option<Arc<Network>> {
    match std::env::var(name) {
        Ok(path) => match load_net(std::path::Path::new(&path)) {
            Ok(net) => Some(Arc::new(net)),
            Err(e) => panic!("{name}={path}: {e}"),
        },
        Err(_) => None,
    }
}

fn challenger() -> Arc<Network> {
    net_from_env("TEMPO_NET").unwrap_or_else(|| match Network::embedded() {
        Ok(net) => Arc::new(net),
        Err(e) => panic!("embedded net: {e}"),
    })
}

fn engine_for(net: Option<Arc<Network>>) -> Box<dyn Engine> {
    match net {
        Some(net) => Box::new(PvsEngine::with_evaluator(NnueEvaluator::new(net))),
        None => Box::new(PvsEngine::new()),
    }
}

/// Nodes per second of both evaluations on the same positions at the same depth.
#[test]
#[ignore = "slow: speed comparison, run on request"]
fn nnue_vs_hce_nps() {
    let depth: u32 = env_or("TEMPO_DEPTH", "9").parse().unwrap_or(9);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/epd/wac.epd"
    ))
    .unwrap_or_default();
    let positions: Vec<Position> = text
        .lines()
        .take(30)
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().take(4).collect();
            Position::from_fen(&format!("{} 0 1", f.join(" "))).ok()
        })
        .collect();
    let hce = nodes_and_seconds(PvsEngine::new(), &positions, depth);
    let nnue = nodes_and_seconds(
        PvsEngine::with_evaluator(NnueEvaluator::new(challenger())),
        &positions,
        depth,
    );
    let mut results = Vec::new();
    for (label, (nodes, secs)) in [("HCE", hce), ("NNUE", nnue)] {
        let nps = nodes as f64 / secs;
        println!("{label}: {nodes} nodes in {secs:.2} s, {nps:.0} nps");
        results.push(nps);
    }
    println!(
        "NNUE/HCE nps ratio: {:.1}%",
        100.0 * results[1] / results[0]
    );
}

fn nodes_and_seconds<E: tempo::eval::Evaluator + Clone + 'static>(
    mut engine: PvsEngine<E>,
    positions: &[Position],
    depth: u32,
) -> (u64, f64) {
    let (mut nodes, mut secs) = (0u64, 0.0f64);
    for pos in positions {
        engine.new_game();
        engine.set_position(pos, &[]);
        let Ok(report) = engine.search_blocking(SearchLimits::depth(depth), None) else {
            panic!("search failed")
        };
        nodes += report.nodes;
        secs += report.elapsed.as_secs_f64();
    }
    (nodes, secs)
}

use tempo::util::rng::{Rng64 as _, XorShift64 as Rng};

/// Plays one game; returns the challenger's score (1, 0.5, 0).
fn play(
    challenger: &mut dyn Engine,
    base: &mut dyn Engine,
    start: &Position,
    challenger_color: Color,
    tc: (Duration, Duration),
) -> f64 {
    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
    let mut history = GameHistory::new();
    history.push(pos.key());
    let mut clocks = [tc.0, tc.0];
    challenger.new_game();
    base.new_game();
    let mut streak: (Option<Color>, usize) = (None, 0);
    loop {
        if let Some(outcome) = history.outcome(&pos) {
            return match outcome.winner {
                Some(c) if c == challenger_color => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        if moves.len() >= 300 {
            return 0.5;
        }
        let us = pos.side_to_move();
        let engine: &mut dyn Engine = if us == challenger_color {
            challenger
        } else {
            base
        };
        engine.set_position(start, &moves);
        let limits = SearchLimits {
            wtime: Some(clocks[0]),
            btime: Some(clocks[1]),
            winc: Some(tc.1),
            binc: Some(tc.1),
            ..SearchLimits::default()
        };
        let (sink, rx) = EventSink::channel();
        let t0 = Instant::now();
        let Ok(()) = engine.go(limits, sink) else {
            panic!("go failed")
        };
        engine.wait();
        let spent = t0.elapsed();
        let clock = &mut clocks[us.index()];
        if spent > *clock {
            return if us == challenger_color { 0.0 } else { 1.0 };
        }
        *clock = *clock - spent + tc.1;
        let (mut best, mut score) = (None, None);
        for e in rx.try_iter() {
            match e {
                EngineEvent::Info(i) if i.score.is_some() => score = i.score,
                EngineEvent::BestMove { best: b, .. } => best = b,
                _ => {}
            }
        }
        let Some(m) = best.filter(|m| pos.legal_moves().contains(*m)) else {
            return if us == challenger_color { 0.0 } else { 1.0 };
        };
        // Adjudicate a win when the mover's score is decisive for 8 plies in a row.
        let winner = match score {
            Some(Score::Cp(cp)) if cp >= 1000 => Some(us),
            Some(Score::Cp(cp)) if cp <= -1000 => Some(us.flip()),
            Some(Score::Mate(n)) => Some(if n > 0 { us } else { us.flip() }),
            _ => None,
        };
        streak = if winner.is_some() && winner == streak.0 {
            (winner, streak.1 + 1)
        } else {
            (winner, 1)
        };
        if let (Some(w), 8..) = streak {
            return if w == challenger_color { 1.0 } else { 0.0 };
        }
        pos.play_unchecked(m);
        moves.push(m);
        history.push(pos.key());
    }
}

/// Elo from a score fraction.
fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// A match of game pairs (each opening with both colours), `TEMPO_CONCURRENCY` at once.
#[test]
#[ignore = "slow: a match of many games, run on request"]
fn nnue_vs_hce_match() {
    let games: usize = env_or("TEMPO_GAMES", "100").parse().unwrap_or(100);
    let tc_text = env_or("TEMPO_TC", "5+0.05");
    let (base_s, inc_s) = tc_text.split_once('+').unwrap_or((&tc_text, "0"));
    let tc = (
        Duration::from_secs_f64(base_s.parse().unwrap_or(5.0)),
        Duration::from_secs_f64(inc_s.parse().unwrap_or(0.05)),
    );
    let concurrency: usize = env_or("TEMPO_CONCURRENCY", "2").parse().unwrap_or(2);
    let text = std::fs::read_to_string(OPENINGS).unwrap_or_default();
    let openings: Vec<Position> = text
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().take(4).collect();
            Position::from_fen(&format!("{} 0 1", f.join(" "))).ok()
        })
        .collect();
    assert!(!openings.is_empty(), "no openings in {OPENINGS}");
    let net = challenger();
    let base = net_from_env("TEMPO_BASE");
    println!("challenger: {}", net.describe());
    println!(
        "base: {}",
        base.as_ref().map_or("HCE".to_owned(), |b| b.describe())
    );
    let results = Mutex::new((0usize, 0usize, 0usize));
    let next = Mutex::new((0usize, Rng::from_state(0x1234_5678)));
    std::thread::scope(|scope| {
        for _ in 0..concurrency {
            scope.spawn(|| {
                let mut a = engine_for(Some(net.clone()));
                let mut b = engine_for(base.clone());
                loop {
                    let (pair, opening) = {
                        let Ok(mut n) = next.lock() else { return };
                        if n.0 * 2 >= games {
                            return;
                        }
                        n.0 += 1;
                        let idx = n.1.index(openings.len());
                        (n.0, openings[idx].clone())
                    };
                    for color in [Color::White, Color::Black] {
                        let s = play(a.as_mut(), b.as_mut(), &opening, color, tc);
                        let Ok(mut r) = results.lock() else { return };
                        match s {
                            1.0 => r.0 += 1,
                            0.0 => r.2 += 1,
                            _ => r.1 += 1,
                        }
                        let n = r.0 + r.1 + r.2;
                        println!(
                            "pair {pair}: challenger {s} as {color:?}; +{} ={} -{} after {n}",
                            r.0, r.1, r.2
                        );
                    }
                }
            });
        }
    });
    let Ok((w, d, l)) = results.into_inner() else {
        panic!("poisoned")
    };
    let n = (w + d + l) as f64;
    let s = (w as f64 + 0.5 * d as f64) / n;
    let var =
        (w as f64 * (1.0 - s).powi(2) + d as f64 * (0.5 - s).powi(2) + l as f64 * s.powi(2)) / n;
    let margin = 1.96 * (var / n).sqrt();
    println!(
        "RESULT +{w} ={d} -{l} ({n} games): score {:.1}%, Elo {:+.0} (95% {:+.0} .. {:+.0})",
        100.0 * s,
        elo(s),
        elo(s - margin),
        elo(s + margin)
    );
}
