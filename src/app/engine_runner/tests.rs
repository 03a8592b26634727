//! The runner against a scripted engine: start-up off the owner's thread, owner calls that
//! return at once however long the engine blocks, stale answers dropped, crashes, refusals,
//! merged progress and the blocking search of the command line.

#![allow(clippy::unwrap_used)] // A failing test should stop at the failure.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    thread::JoinHandle,
};

use super::*;
use crate::engine::{EngineOption, EventSink};

/// How the scripted engine behaves; shared, so a test can change it between searches.
#[derive(Default)]
struct Script {
    /// How long `stop`, `quit`, `set_option` and `new_game` block.
    block: Duration,
    /// How long a search thinks before its best move (cut short by `stop`); `None`: until
    /// stopped.
    think: Option<Duration>,
    /// `go` fails.
    refuse: AtomicBool,
    /// The search ends with an error instead of a move.
    crash: AtomicBool,
}

/// Plays the first legal move after two reports: a full one (depth 1, +0.10, the move) and
/// one with only nodes.
struct ScriptedEngine {
    script: Arc<Script>,
    position: Position,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl ScriptedEngine {
    fn new(script: &Arc<Script>) -> ScriptedEngine {
        ScriptedEngine {
            script: Arc::clone(script),
            position: Position::startpos(),
            stop: Arc::new(AtomicBool::new(false)),
            thread: None,
        }
    }
}

impl Engine for ScriptedEngine {
    fn name(&self) -> String {
        "Scripted".to_owned()
    }
    fn options(&self) -> Vec<EngineOption> {
        vec![EngineOption::spin("Hash", 16, 1, 1024)]
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        std::thread::sleep(self.script.block);
        let option = EngineOption::spin("Hash", 16, 1, 1024);
        if !name.eq_ignore_ascii_case("Hash") {
            return Err(EngineError(format!("no option {name}")));
        }
        option.parse_value(value).map(|_| ()).map_err(EngineError)
    }
    fn new_game(&mut self) {
        std::thread::sleep(self.script.block);
    }
    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        let mut position = start.clone();
        for &mv in moves {
            position = position.after(mv);
        }
        self.position = position;
    }
    fn go(&mut self, _limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        if self.script.refuse.load(Ordering::SeqCst) {
            return Err(EngineError("no answer to stop".to_owned()));
        }
        if self.is_searching() {
            return Err(EngineError("busy".to_owned()));
        }
        self.wait();
        self.stop.store(false, Ordering::SeqCst);
        let stop = Arc::clone(&self.stop);
        let script = Arc::clone(&self.script);
        let best = self.position.legal_moves().first().copied();
        self.thread = Some(std::thread::spawn(move || {
            sink.send(EngineEvent::Info(SearchInfo {
                depth: Some(1),
                score: Some(Score::Cp(10)),
                pv: best.into_iter().collect(),
                nodes: Some(20),
                ..SearchInfo::default()
            }));
            sink.send(EngineEvent::Info(SearchInfo {
                nodes: Some(40),
                ..SearchInfo::default()
            }));
            let begun = Instant::now();
            while !stop.load(Ordering::SeqCst)
                && script.think.is_none_or(|think| begun.elapsed() < think)
            {
                std::thread::sleep(Duration::from_millis(2));
            }
            if script.crash.load(Ordering::SeqCst) {
                sink.send(EngineEvent::Error("simulated crash".to_owned()));
            } else {
                sink.send(EngineEvent::BestMove { best, ponder: None });
            }
        }));
        Ok(())
    }
    fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        std::thread::sleep(self.script.block);
    }
    fn wait(&mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
    fn is_searching(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }
    fn quit(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        std::thread::sleep(self.script.block);
        self.wait();
    }
}

fn scripted_entry(script: &Arc<Script>) -> EngineEntry {
    let script = Arc::clone(script);
    EngineEntry::new("Scripted", move || {
        Ok(Box::new(ScriptedEngine::new(&script)) as Box<dyn Engine>)
    })
}

fn script(think: Option<Duration>) -> Arc<Script> {
    Arc::new(Script {
        think,
        ..Script::default()
    })
}

/// Polls until an event matches (5 s at most), returning it and everything polled before.
fn poll_until(
    runner: &mut EngineRunner,
    mut done: impl FnMut(&RunnerEvent) -> bool,
) -> (RunnerEvent, Vec<RunnerEvent>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut seen = Vec::new();
    while Instant::now() < deadline {
        if let Some(event) = runner.wait_event(Duration::from_millis(10)) {
            if done(&event) {
                return (event, seen);
            }
            seen.push(event);
        }
    }
    panic!("no matching event; saw {seen:?}");
}

/// Asserts that `f` returns within a small fraction of the engine's blocking time.
fn at_once<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let begun = Instant::now();
    let value = f();
    assert!(
        begun.elapsed() < Duration::from_millis(100),
        "{what} took {:?}",
        begun.elapsed()
    );
    value
}

#[test]
fn start_up_runs_off_the_owner_thread_and_reports_rejected_options() {
    let script = script(Some(Duration::ZERO));
    let inner = scripted_entry(&script);
    let mut entry = EngineEntry::new("Slow", move || {
        std::thread::sleep(Duration::from_millis(300));
        (inner.factory)()
    });
    entry.options = vec![
        ("hash".to_owned(), "lots".to_owned()),
        ("Gone".to_owned(), "1".to_owned()),
    ];
    let mut runner = at_once("start", || EngineRunner::start(&entry, None));
    assert!(runner.is_starting());
    assert!(runner.poll().is_empty());
    assert_eq!(runner.name(), "Slow");
    let (started, _) = poll_until(&mut runner, |e| matches!(e, RunnerEvent::Started(_)));
    let RunnerEvent::Started(report) = started else {
        unreachable!();
    };
    assert_eq!(report.name, "Scripted");
    assert_eq!(report.options.len(), 1);
    let warnings = &report.warnings;
    assert_eq!(warnings.len(), 1, "only the offered option: {warnings:?}");
    assert!(warnings[0].contains("lots"), "{warnings:?}");
    assert_eq!(runner.start_report(), Some(&report));
    assert!(runner.is_ready());
    assert_eq!(runner.options().len(), 1);
}

#[test]
fn owner_calls_return_at_once_while_the_engine_blocks() {
    let script = Arc::new(Script {
        block: Duration::from_secs(2),
        think: None,
        ..Script::default()
    });
    let mut runner = EngineRunner::start(&scripted_entry(&script), None);
    // The start-up's `new_game` blocks too: this go waits in the queue.
    at_once("go", || {
        runner.go(&Position::startpos(), &[], SearchLimits::infinite())
    });
    assert!(runner.is_busy());
    at_once("cancel", || runner.cancel());
    assert!(!runner.is_busy());
    at_once("set_option", || runner.set_option("Hash", "32"));
    at_once("new_game", || runner.new_game());
    at_once("a second go", || {
        runner.go(&Position::startpos(), &[], SearchLimits::infinite())
    });
    at_once("poll", || runner.poll());
    at_once("drop", || drop(runner));
}

#[test]
fn answers_to_replaced_or_cancelled_requests_are_dropped() {
    let script = script(Some(Duration::from_millis(150)));
    let mut runner = EngineRunner::start(&scripted_entry(&script), None);
    let start = Position::startpos();
    let first = runner.go(&start, &[], SearchLimits::infinite());
    let e4 = start.parse_san("e4").unwrap();
    let second = runner.go(&start, &[e4], SearchLimits::infinite());
    assert_ne!(first, second);
    assert_eq!(runner.current_request(), Some(second));
    assert_eq!(runner.side_to_move(), Some(Color::Black));
    let (best, before) = poll_until(&mut runner, |e| matches!(e, RunnerEvent::BestMove { .. }));
    let after_e4 = start.after(e4);
    assert_eq!(
        best,
        RunnerEvent::BestMove {
            request: second,
            best: after_e4.legal_moves().first().copied(),
            ponder: None,
        }
    );
    for event in &before {
        match event {
            RunnerEvent::Info { request, .. } => assert_eq!(*request, second),
            RunnerEvent::Started(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(!runner.is_busy());
    assert!(runner.search_time().is_some());

    // A cancelled request says nothing more.
    runner.go(&start, &[], SearchLimits::infinite());
    runner.cancel();
    std::thread::sleep(Duration::from_millis(300));
    assert!(runner.poll().is_empty());
}

#[test]
fn progress_is_merged_and_scores_are_kept() {
    let script = script(Some(Duration::from_millis(20)));
    let mut runner = EngineRunner::start(&scripted_entry(&script), None);
    let start = Position::startpos();
    let e4 = start.parse_san("e4").unwrap();
    runner.go(&start, &[e4], SearchLimits::infinite());
    poll_until(&mut runner, |e| matches!(e, RunnerEvent::BestMove { .. }));
    let progress = runner.progress().unwrap();
    assert_eq!(progress.nodes, Some(40), "the nodes-only report counts");
    assert_eq!(progress.score, Some(Score::Cp(10)), "and keeps the score");
    assert_eq!(progress.pv.len(), 1, "and the line");
    assert_eq!(runner.white_score(), Some(Score::Cp(-10)), "Black to move");
    assert_eq!(runner.last_exact_score(), Some(Score::Cp(10)));
    assert_eq!(runner.main_line().and_then(|i| i.depth), Some(1));
}

#[test]
fn a_crash_is_an_error_event_and_a_restart_brings_the_engine_back() {
    let script = script(Some(Duration::from_millis(20)));
    script.crash.store(true, Ordering::SeqCst);
    let mut runner = EngineRunner::start(&scripted_entry(&script), None);
    let request = runner.go(&Position::startpos(), &[], SearchLimits::infinite());
    let (failed, _) = poll_until(&mut runner, |e| matches!(e, RunnerEvent::Failed { .. }));
    assert_eq!(
        failed,
        RunnerEvent::Failed {
            request,
            error: "simulated crash".to_owned()
        }
    );
    assert!(!runner.is_busy());
    script.crash.store(false, Ordering::SeqCst);
    runner.restart();
    assert!(runner.is_starting());
    let summary = runner
        .search_to_end(&Position::startpos(), &[], SearchLimits::infinite())
        .unwrap();
    assert!(summary.best.is_some());
}

#[test]
fn a_refused_search_and_a_failed_start_are_reported() {
    let script = script(Some(Duration::ZERO));
    script.refuse.store(true, Ordering::SeqCst);
    let mut runner = EngineRunner::start(&scripted_entry(&script), None);
    let request = runner.go(&Position::startpos(), &[], SearchLimits::infinite());
    let (refused, _) = poll_until(&mut runner, |e| matches!(e, RunnerEvent::GoFailed { .. }));
    assert_eq!(
        refused,
        RunnerEvent::GoFailed {
            request,
            error: "no answer to stop".to_owned()
        }
    );
    let error = runner
        .search_to_end_unless(
            &Position::startpos(),
            &[],
            SearchLimits::infinite(),
            &|| false,
        )
        .unwrap_err();
    assert_eq!(error, SearchError::Refused("no answer to stop".to_owned()));

    let broken = EngineEntry::new("Broken", || Err(EngineError("no such file".to_owned())));
    let mut runner = EngineRunner::start(&broken, None);
    runner.go(&Position::startpos(), &[], SearchLimits::infinite());
    let (failed, _) = poll_until(&mut runner, |e| matches!(e, RunnerEvent::StartFailed(_)));
    assert_eq!(failed, RunnerEvent::StartFailed("no such file".to_owned()));
    assert!(!runner.is_busy() && !runner.is_starting() && !runner.is_ready());
    let error = runner
        .search_to_end(&Position::startpos(), &[], SearchLimits::infinite())
        .unwrap_err();
    assert!(!error.0.is_empty());
    let mut runner = EngineRunner::start(&broken, None);
    assert_eq!(
        runner.wait_until_started(),
        Err(SearchError::Start("no such file".to_owned()))
    );
}

#[test]
fn the_blocking_search_sums_up_and_can_give_up() {
    let endless = script(None);
    let mut runner = EngineRunner::start(&scripted_entry(&endless), None);
    let begun = Instant::now();
    let abandoned = runner
        .search_to_end_unless(
            &Position::startpos(),
            &[],
            SearchLimits::infinite(),
            &|| begun.elapsed() > Duration::from_millis(100),
        )
        .unwrap();
    assert_eq!(abandoned, None);
    assert!(!runner.is_busy());

    let quick = script(Some(Duration::from_millis(10)));
    let engine = Box::new(ScriptedEngine::new(&quick));
    let mut runner = EngineRunner::with_engine("Given", engine);
    let start = Position::startpos();
    let summary = runner
        .search_to_end(&start, &[], SearchLimits::depth(1))
        .unwrap();
    assert_eq!(summary.best, start.legal_moves().first().copied());
    assert_eq!(summary.score, Score::Cp(10));
    assert_eq!((summary.depth, summary.nodes), (1, 40));
    assert_eq!(summary.pv.len(), 1);
    // A given engine cannot be built twice.
    runner.restart();
    assert!(runner.wait_until_started().is_err());
}

#[test]
fn a_search_within_a_budget_passes_on_only_its_last_scored_line() {
    let quick = script(Some(Duration::from_millis(10)));
    let engine = Box::new(ScriptedEngine::new(&quick));
    let mut runner = EngineRunner::with_engine("Given", engine);
    let start = Position::startpos();
    let mut seen = Vec::new();
    let answer = runner
        .search_within(&start, &[], SearchLimits::depth(1), None, &mut |info| {
            seen.push(info.clone());
        })
        .unwrap();
    assert_eq!(
        answer,
        Answer::BestMove {
            best: start.legal_moves().first().copied(),
            ponder: None
        }
    );
    // The report with only nodes is held back; the scored line comes with the move.
    assert_eq!(seen.len(), 1);
    assert_eq!(
        (seen[0].score, seen[0].depth),
        (Some(Score::Cp(10)), Some(1))
    );
}

#[test]
fn the_owner_is_woken_after_events() {
    let script = script(Some(Duration::ZERO));
    let runner = EngineRunner::start(&scripted_entry(&script), None);
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&wakes);
    runner.set_waker(Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    }));
    let mut runner = runner;
    runner.go(&Position::startpos(), &[], SearchLimits::infinite());
    poll_until(&mut runner, |e| matches!(e, RunnerEvent::BestMove { .. }));
    // Two reports and the best move, at least.
    assert!(wakes.load(Ordering::SeqCst) >= 3);
}
