//! Win At Chess with the MCTS engine and the NNUE, for tuning between runs of `tempo solve`.
//! Ignored (minutes long); run with, for example,
//! `WAC_MS=200 WAC_STEP=3 cargo test --release --no-default-features --test mcts_wac -- --ignored --nocapture`
//! (`WAC_MS`: milliseconds per position, default 1000; `WAC_STEP`: every n-th position;
//! `WAC_SET`: `name=value;…` engine options).

use std::{path::Path, sync::Arc, time::Duration};

use tempo::{
    chess::Position,
    engine::{Engine, EngineEvent, EventSink, SearchLimits},
    eval::nnue::{NnueEvaluator, load_net},
    mcts::MctsEngine,
};

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "minutes long; see the module docs"]
fn win_at_chess() {
    let net_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/nets/nn-62ef826d1a6d.nnue"
    );
    let net = load_net(Path::new(net_path)).unwrap_or_else(|e| panic!("{net_path}: {e}"));
    let mut engine = MctsEngine::new(NnueEvaluator::new(Arc::new(net)));
    if let Ok(set) = std::env::var("WAC_SET") {
        for pair in set.split(';').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            engine
                .set_option(name, value)
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let epd = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/epd/wac.epd"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let ms = env_u64("WAC_MS", 1000);
    let step = env_u64("WAC_STEP", 1).max(1) as usize;
    let (mut solved, mut total) = (0, 0);
    for line in epd.lines().step_by(step) {
        let Some((fen_part, ops)) = line.split_once(" bm ") else {
            continue;
        };
        let Ok(pos) = Position::from_fen(&format!("{fen_part} 0 1")) else {
            continue;
        };
        let bm_text = ops.split(';').next().unwrap_or("");
        let best: Vec<_> = bm_text
            .split_whitespace()
            .filter_map(|san| pos.parse_san(san).ok())
            .collect();
        engine.new_game();
        engine.set_position(&pos, &[]);
        let (sink, rx) = EventSink::channel();
        let _ = engine.go(SearchLimits::movetime(Duration::from_millis(ms)), sink);
        engine.wait();
        let played = rx.try_iter().find_map(|e| match e {
            EngineEvent::BestMove { best, .. } => best,
            _ => None,
        });
        total += 1;
        let ok = played.is_some_and(|m| best.contains(&m));
        if ok {
            solved += 1;
        } else {
            let id = ops.split("id ").nth(1).unwrap_or("");
            println!(
                "miss {id} played {:?} want {bm_text}",
                played.map(|m| pos.san(m))
            );
        }
    }
    println!("WAC solved {solved}/{total} at {ms} ms");
}

#[test]
#[ignore = "debugging aid: WAC_FEN=... prints the verbose root statistics"]
fn one_position() {
    let Ok(fen) = std::env::var("WAC_FEN") else {
        return;
    };
    let net_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/nets/nn-62ef826d1a6d.nnue"
    );
    let net = load_net(Path::new(net_path)).unwrap_or_else(|e| panic!("{net_path}: {e}"));
    let mut engine = MctsEngine::new(NnueEvaluator::new(Arc::new(net)));
    let _ = engine.set_option("VerboseMoveStats", "true");
    if let Ok(set) = std::env::var("WAC_SET") {
        for pair in set.split(';').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let _ = engine.set_option(name, value);
        }
    }
    let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{e}"));
    engine.set_position(&pos, &[]);
    let (sink, rx) = EventSink::channel();
    let _ = engine.go(
        SearchLimits::movetime(Duration::from_millis(env_u64("WAC_MS", 1000))),
        sink,
    );
    engine.wait();
    for event in rx.try_iter() {
        match event {
            EngineEvent::Info(i) if i.string.is_some() => {
                println!("{}", i.string.unwrap_or_default())
            }
            other => println!("{other:?}"),
        }
    }
}
