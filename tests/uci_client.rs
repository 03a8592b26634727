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
        assert!(
            engine
                .go(SearchLimits::movetime(Duration::from_millis(10)), sink)
                .is_ok()
        );
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
        Some(UciError::Timeout {
            command: "stop",
            ..
        })
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
        events
            .iter()
            .any(|e| matches!(e, EngineEvent::Error(text) if text.contains("illegal move 'e2e5'"))),
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

// ---------------------------------------------------------------------------------------
// `tempo match` end to end, with the same fake engines.

mod matches {
    use std::time::Duration;

    use tempo::{
        app::{
            adjudication::{MoveLimit, Rules},
            clock::TimeControl,
            game_driver::{GameLimits, GameSettings},
            tournament::{
                openings::Opening,
                pgn::PgnTags,
                runner::{Failures, MatchConfig, MatchReport, run_match},
                schedule::Format,
                spec::EngineSpec,
                stats::{Pentanomial, Sprt, SprtDecision},
            },
        },
        uci::client::Timeouts,
    };

    use super::{command, has_python};

    /// Fool's mate: whoever has Black wins in four plies.
    const FOOLS_MATE: &[&str] = &["f2f3", "e7e5", "g2g4", "d8h4"];

    fn spec(name: &str, args: &[&str]) -> EngineSpec {
        EngineSpec {
            name: None,
            command: command(name, args),
            options: Vec::new(),
        }
    }

    fn base_config(engines: [EngineSpec; 2], games: u32) -> MatchConfig {
        MatchConfig {
            engines: engines.into_iter().map(Into::into).collect(),
            format: Format::Match,
            openings: vec![Opening::startpos()],
            opening_order: vec![0],
            games,
            concurrency: 1,
            settings: GameSettings {
                limits: GameLimits {
                    time_control: Some(TimeControl::from_durations(
                        Duration::from_secs(2),
                        Duration::from_millis(20),
                    )),
                    ..GameLimits::default()
                },
                adjudication: Rules::default(),
                margin: Duration::from_millis(100),
                move_timeout: Some(Duration::from_secs(5)),
            },
            timeouts: Timeouts {
                handshake: Duration::from_secs(5),
                ready: Duration::from_secs(5),
                stop: Duration::from_millis(200),
                quit: Duration::from_millis(200),
            },
            sprt: None,
            pgn: None,
            tags: PgnTags {
                event: "test".into(),
                site: "here".into(),
                date: "2026.01.01".into(),
                time_control: "2+0.02".into(),
            },
            debug: false,
            resume: None,
        }
    }

    fn play(config: &MatchConfig) -> (MatchReport, Vec<String>) {
        let mut lines = Vec::new();
        let report = run_match(config, &mut |line| lines.push(line.to_owned()))
            .unwrap_or_else(|e| panic!("{e:#}"));
        (report, lines)
    }

    #[test]
    fn scripted_games_with_reversed_colours_and_pgn() {
        let dir = std::env::temp_dir().join(format!("tempo-match-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let pgn = dir.join("games.pgn");
        let mut config = base_config(
            [
                spec("scripted.sh", FOOLS_MATE),
                spec("scripted.sh", FOOLS_MATE),
            ],
            4,
        );
        config.pgn = Some(pgn.clone());
        config.concurrency = 2;
        let (report, lines) = play(&config);
        assert_eq!(report.names, ["Scripted", "Scripted (2)"]);
        // Each engine gets Black once per pair, so every pair is 1-1.
        assert_eq!(report.trinomial.wins, 2);
        assert_eq!(report.trinomial.losses, 2);
        assert_eq!(report.pentanomial, Pentanomial([0, 0, 2, 0, 0]));
        assert_eq!(lines.len(), 4);
        assert!(
            lines.iter().all(|l| l.contains("{Black mates}")),
            "{lines:?}"
        );
        let text = std::fs::read_to_string(&pgn).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(text.matches("[Termination \"normal\"]").count(), 4);
        assert_eq!(text.matches("Qh4#").count(), 4);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn round_robin_of_three_with_a_crosstable() {
        let mut config = base_config(
            [
                spec("scripted.sh", FOOLS_MATE),
                spec("scripted.sh", FOOLS_MATE),
            ],
            2,
        );
        config.engines.push(spec("scripted.sh", FOOLS_MATE).into());
        config.format = Format::RoundRobin;
        config.concurrency = 2;
        let (report, lines) = play(&config);
        assert_eq!(report.names, ["Scripted", "Scripted (2)", "Scripted (3)"]);
        assert_eq!((report.finished, report.scheduled), (6, 6), "{lines:?}");
        // Black mates in every game: each engine wins one game of each pairing.
        for engine in 0..3 {
            let results = report.standings.engine(engine);
            assert_eq!((results.games.wins, results.games.losses), (2, 2));
        }
        let table = report.standings.crosstable(&report.names);
        assert_eq!(table.len(), 4, "{table:?}");
        assert!(table[1].ends_with("-  1/2  1/2"), "{table:?}");
        let summary = tempo::tools::match_runner::summary(&report);
        assert_eq!(summary[0], "Round robin of 3 engines: 6 of 6 games played");
        assert!(
            summary
                .iter()
                .any(|l| l.starts_with("Scripted vs Scripted (3): 1 - 1 - 0")),
            "{summary:?}"
        );
    }

    #[test]
    fn crashes_are_losses_and_the_engine_restarts() {
        let config = base_config(
            [
                spec("scripted.sh", &["e2e4", "e7e5"]),
                spec("crasher.sh", &[]),
            ],
            4,
        );
        let (report, lines) = play(&config);
        assert_eq!(report.trinomial.wins, 4, "{lines:?}");
        assert_eq!(report.failures[1].crashes, 4);
        assert!(report.failures[1].restarts >= 3);
        assert!(lines.iter().all(|l| l.contains("exit code 3")), "{lines:?}");
    }

    #[test]
    fn illegal_moves_and_hangs_lose() {
        let config = base_config(
            [
                spec("scripted.sh", &["e2e4", "e7e5"]),
                spec("illegal.sh", &[]),
            ],
            2,
        );
        let (report, _) = play(&config);
        assert_eq!(report.failures[1].illegal_moves, 2);
        let mut hung = base_config(
            [
                spec("scripted.sh", &["e2e4", "e7e5"]),
                spec("hanger.sh", &[]),
            ],
            2,
        );
        if let Some(tc) = hung.settings.limits.time_control.as_mut() {
            *tc = TimeControl::from_durations(Duration::from_millis(500), tc.increment());
        }
        let (report, lines) = play(&hung);
        assert_eq!(report.failures[1].time_forfeits, 2, "{lines:?}");
        assert!(
            lines.iter().all(|l| l.contains("loses on time")),
            "{lines:?}"
        );
    }

    #[test]
    fn sprt_stops_early() {
        let mut config = base_config(
            [
                spec("scripted.sh", &["e2e4", "e7e5"]),
                spec("illegal.sh", &[]),
            ],
            40,
        );
        config.sprt = Some(Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap_or_else(|e| panic!("{e}")));
        let (report, _) = play(&config);
        assert!(report.stopped_early);
        assert!(report.trinomial.games() < 40);
        assert_eq!(
            report.sprt.and_then(|s| s.decision),
            Some(SprtDecision::AcceptH1)
        );
    }

    #[test]
    fn random_movers_play_a_short_match() {
        if !has_python() {
            eprintln!("python3 not found: skipping the random mover match");
            return;
        }
        let mut config = base_config(
            [spec("random_mover.py", &[]), spec("random_mover.py", &[])],
            4,
        );
        config.concurrency = 2;
        // No clock: a loaded test machine must not turn this into a time-forfeit test.
        config.settings.limits = GameLimits {
            nodes: Some(1),
            ..GameLimits::default()
        };
        config.settings.adjudication.max_length = Some(MoveLimit::FullMoves(40));
        let (report, lines) = play(&config);
        assert_eq!(report.trinomial.games(), 4, "{lines:?}");
        assert_eq!(report.pentanomial.pairs(), 2);
        assert_eq!(report.failures, [Failures::default(); 2], "{lines:?}");
    }

    #[test]
    fn command_line_match() {
        let fixture = |name: &str| super::fixture(name);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_tempo"))
            .args(["match", "--engine"])
            .arg(format!("cmd={}", fixture("scripted.sh")))
            .args([
                "args=f2f3 e7e5 g2g4 d8h4",
                "name=A",
                "option.Hash=32",
                "--engine",
            ])
            .arg(format!("cmd={}", fixture("scripted.sh")))
            .args(["args=f2f3 e7e5 g2g4 d8h4", "name=B"])
            .args([
                "--each",
                "option.Style=Risky",
                "--tc",
                "1+0.01",
                "--games",
                "2",
            ])
            .args(["--sprt", "-5", "5", "0.05", "0.05"])
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(stdout.contains("Score of A vs B: 1 - 1 - 0"), "{stdout}");
        assert!(
            stdout.contains("Pentanomial [0, 0.5, 1, 1.5, 2]: [0, 0, 1, 0, 0]"),
            "{stdout}"
        );
        assert!(stdout.contains("SPRT (-5.0, 5.0)"), "{stdout}");
        let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tempo"))
            .args([
                "match", "--engine", "name=X", "--engine", "self", "--games", "2",
            ])
            .args(["--depth", "1"])
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!bad.status.success());
        assert!(String::from_utf8_lossy(&bad.stderr).contains("no cmd=PATH"));
    }
}
