//! The UCI client against small fake engines (tests/fixtures): a scripted engine, a random
//! mover, and engines that crash, hang, print garbage or play illegal moves.

use std::{
    sync::mpsc::Receiver,
    time::{Duration, Instant},
};

use tempo::{
    chess::Position,
    engine::{Engine as _, EngineEvent, EventSink, OptionValue, Score, SearchLimits},
    uci::client::{EngineCommand, Timeouts, UciEngine, UciError},
};

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn command(name: &str, args: &[&str]) -> EngineCommand {
    EngineCommand {
        program: fixture(name).into(),
        args: args.iter().map(|a| (*a).to_owned()).collect(),
        working_dir: None,
    }
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(5),
        ready: Duration::from_secs(5),
        stop: Duration::from_millis(300),
        quit: Duration::from_millis(200),
    }
}

fn start(name: &str, args: &[&str]) -> UciEngine {
    UciEngine::start(&command(name, args), quick()).unwrap_or_else(|e| panic!("{e}"))
}

/// Every event up to and including the `BestMove`, or panics after 5 s.
fn events_until_bestmove(rx: &Receiver<EngineEvent>) -> Vec<EngineEvent> {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut events = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(event) = rx.recv_timeout(left) else {
            panic!("no bestmove; got {events:?}");
        };
        let done = matches!(event, EngineEvent::BestMove { .. });
        events.push(event);
        if done {
            return events;
        }
    }
}

fn has_python() -> bool {
    std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn handshake_reads_id_and_options() {
    let mut engine = start("scripted.sh", &["e2e4"]);
    assert_eq!(engine.name(), "Scripted");
    assert_eq!(engine.author(), "Tempo tests");
    let names: Vec<String> = engine.options().into_iter().map(|o| o.name).collect();
    assert_eq!(names, ["Hash", "Ponder", "Style"]);
    assert!(engine.set_option("hash", "64").is_ok());
    assert_eq!(
        engine.options().first().map(|o| o.value.clone()),
        Some(OptionValue::Int(64))
    );
    let unknown = engine.set_option("Threads", "2");
    assert!(unknown.is_err_and(|e| e.0.contains("no option 'Threads'")));
    assert!(engine.set_option("Hash", "0").is_err());
    assert!(engine.set_option("Style", "risky").is_ok());
    assert!(engine.sync().is_ok());
    engine.quit();
}

#[test]
fn search_reports_info_and_bestmove() {
    let mut engine = start("scripted.sh", &["--score", "-42", "e2e4", "e7e5"]);
    let pos = Position::startpos();
    let e4 = pos.parse_uci_move("e2e4").unwrap_or_else(|e| panic!("{e}"));
    engine.set_position(&pos, &[e4]);
    let (sink, rx) = EventSink::channel();
    assert!(engine.go(SearchLimits::depth(1), sink).is_ok());
    let events = events_until_bestmove(&rx);
    let after = pos.after(e4);
    let e5 = after.parse_uci_move("e7e5").ok();
    let Some(EngineEvent::Info(info)) = events.first() else {
        panic!("expected info first: {events:?}");
    };
    assert_eq!(info.score, Some(Score::Cp(-42)));
    assert_eq!(info.depth, Some(1));
    assert_eq!(info.pv.first().copied(), e5);
    assert_eq!(
        events.last(),
        Some(&EngineEvent::BestMove {
            best: e5,
            ponder: None
        })
    );
    assert!(!engine.is_searching());
    assert!(engine.failure().is_none());
}

#[test]
fn random_mover_plays_legal_moves() {
    if !has_python() {
        eprintln!("python3 not found: skipping the random mover test");
        return;
    }
    let mut engine = start("random_mover.py", &[]);
    assert_eq!(engine.name(), "RandomMover");
    let mut pos = Position::startpos();
    let start = pos.clone();
    let mut moves = Vec::new();
    for _ in 0..20 {
        engine.set_position(&start, &moves);
        let (sink, rx) = EventSink::channel();
        assert!(engine.go(SearchLimits::movetime(Duration::from_millis(10)), sink).is_ok());
        let Some(EngineEvent::BestMove { best: Some(m), .. }) =
            events_until_bestmove(&rx).last().cloned()
        else {
            panic!("no move");
        };
        assert!(pos.is_legal(m));
        pos.play_unchecked(m);
        moves.push(m);
    }
}

#[test]
fn crash_mid_search_is_an_error_not_a_panic() {
    let mut engine = start("crasher.sh", &[]);
    let (sink, rx) = EventSink::channel();
    assert!(engine.go(SearchLimits::infinite(), sink).is_ok());
    let events = events_until_bestmove(&rx);
    let error = events.iter().find_map(|e| match e {
        EngineEvent::Error(text) => Some(text.clone()),
        _ => None,
    });
    let Some(error) = error else {
        panic!("no error event: {events:?}");
    };
    assert!(error.contains("exit code 3"), "{error}");
    assert!(error.contains("simulated segmentation fault"), "{error}");
    assert!(matches!(engine.failure(), Some(UciError::Exited { .. })));
    assert!(!engine.is_alive());
    let (sink, _rx) = EventSink::channel();
    let again = engine.go(SearchLimits::infinite(), sink);
    assert!(again.is_err_and(|e| e.0.contains("no longer usable")));
}

#[test]
fn hung_search_is_killed_after_stop_timeout() {
    let mut engine = start("hanger.sh", &[]);
    let (sink, rx) = EventSink::channel();
    assert!(engine.go(SearchLimits::infinite(), sink).is_ok());
    assert!(!engine.wait_timeout(Duration::from_millis(100)));
    assert!(engine.is_searching());
    let started = Instant::now();
    engine.stop();
    engine.wait();
    assert!(started.elapsed() < Duration::from_secs(3));
    let events = events_until_bestmove(&rx);
    assert!(
        matches!(events.first(), Some(EngineEvent::Error(text)) if text.contains("'stop'")),
        "{events:?}"
    );
    assert!(matches!(
        engine.failure(),
        Some(UciError::Timeout { command: "stop", .. })
    ));
    assert!(!engine.is_alive());
}

#[test]
fn garbage_engine_fails_the_handshake() {
    let timeouts = Timeouts {
        handshake: Duration::from_millis(300),
        ..quick()
    };
    let started = Instant::now();
    let result = UciEngine::start(&command("garbage.sh", &[]), timeouts);
    assert!(matches!(
        result,
        Err(UciError::Timeout { command: "uci", .. })
    ));
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[test]
fn illegal_bestmove_is_reported() {
    let mut engine = start("illegal.sh", &[]);
    let (sink, rx) = EventSink::channel();
    assert!(engine.go(SearchLimits::depth(1), sink).is_ok());
    let events = events_until_bestmove(&rx);
    assert!(
        events.iter().any(
            |e| matches!(e, EngineEvent::Error(text) if text.contains("illegal move 'e2e5'"))
        ),
        "{events:?}"
    );
    assert_eq!(
        events.last(),
        Some(&EngineEvent::BestMove {
            best: None,
            ponder: None
        })
    );
    assert!(matches!(
        engine.failure(),
        Some(UciError::IllegalMove { .. })
    ));
    // The process itself is fine and can go on.
    assert!(engine.is_alive());
    assert!(engine.sync().is_ok());
}

#[test]
fn missing_program_is_a_spawn_error() {
    let result = UciEngine::start(&EngineCommand::new("/nonexistent/engine"), quick());
    assert!(matches!(result, Err(UciError::Spawn { .. })));
}

#[cfg(target_os = "linux")]
#[test]
fn drop_kills_the_process() {
    let engine = start("hanger.sh", &[]);
    let proc_dir = format!("/proc/{}", engine.process_id());
    assert!(std::path::Path::new(&proc_dir).exists());
    drop(engine);
    assert!(!std::path::Path::new(&proc_dir).exists());
}
