//! What the GUI's analysis needs from our engines: in `go infinite` with MultiPV 3 both PVS
//! and MCTS report every line (`multipv` 1 to 3) and stop promptly when told.

use std::time::{Duration, Instant};

use tempo::{
    chess::Position,
    engine::{Engine, EngineEvent, EventSink, SearchLimits},
};

/// Searches the start position without limit for `think`, then stops; returns the MultiPV
/// ranks reported and how long the best move took to come after `stop`.
fn infinite_then_stop(engine: &mut dyn Engine, think: Duration) -> (Vec<u32>, Duration) {
    engine.set_option("MultiPV", "3").expect("MultiPV option");
    engine.set_position(&Position::startpos(), &[]);
    let (sink, rx) = EventSink::channel();
    engine.go(SearchLimits::infinite(), sink).expect("go");
    std::thread::sleep(think);
    let mut ranks = Vec::new();
    while let Ok(event) = rx.try_recv() {
        match event {
            EngineEvent::Info(info) if info.score.is_some() && !info.pv.is_empty() => {
                ranks.push(info.multipv.unwrap_or(1));
            }
            EngineEvent::BestMove { .. } => panic!("an infinite search ended by itself"),
            _ => {}
        }
    }
    let asked = Instant::now();
    engine.stop();
    let answered = rx.iter().find_map(|event| match event {
        EngineEvent::BestMove { best, .. } => Some(best),
        _ => None,
    });
    let latency = asked.elapsed();
    assert!(matches!(answered, Some(Some(_))), "a best move after stop");
    engine.quit();
    (ranks, latency)
}

#[test]
fn pvs_reports_every_line_and_stops_promptly() {
    let mut engine = tempo::search::PvsEngine::new();
    let (ranks, latency) = infinite_then_stop(&mut engine, Duration::from_millis(500));
    for k in 1..=3 {
        assert!(ranks.contains(&k), "line {k} missing: {ranks:?}");
    }
    assert!(ranks.iter().all(|&k| (1..=3).contains(&k)), "{ranks:?}");
    assert!(
        latency < Duration::from_millis(250),
        "stop took {latency:?}"
    );
}

#[test]
fn mcts_reports_every_line_and_stops_promptly() {
    let mut engine = tempo::mcts::MctsEngine::new(tempo::eval::hce::Hce::new());
    let (ranks, latency) = infinite_then_stop(&mut engine, Duration::from_millis(600));
    for k in 1..=3 {
        assert!(ranks.contains(&k), "line {k} missing: {ranks:?}");
    }
    assert!(
        latency < Duration::from_millis(250),
        "stop took {latency:?}"
    );
}
