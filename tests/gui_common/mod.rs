//! Shared helpers of the GUI tests: a test-only engine and a harness around the real app.
#![allow(dead_code, clippy::unwrap_used)]

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::Duration,
};

use egui_kittest::{Harness, kittest::Queryable as _};
use tempo::{
    app::clock::ManualTime,
    app::engines::EngineEntry,
    chess::{Move, Position, Role, Square},
    engine::{
        Engine, EngineError, EngineEvent, EngineOption, EventSink, Score, SearchInfo, SearchLimits,
    },
    gui::{AppConfig, TempoApp, pieces},
};

/// A test engine: plays a pseudo-random legal move (seeded by the position) after a few
/// milliseconds, reporting one `info` line first. Test code only.
pub struct RandomEngine {
    start: Position,
    moves: Vec<Move>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// The score it reports (engine's view), to drive draw offers.
    pub score: i32,
}

impl RandomEngine {
    pub fn new(score: i32) -> RandomEngine {
        RandomEngine {
            start: Position::startpos(),
            moves: Vec::new(),
            stop: Arc::new(AtomicBool::new(false)),
            thread: None,
            score,
        }
    }
}

impl Engine for RandomEngine {
    fn name(&self) -> String {
        "Random".into()
    }
    fn options(&self) -> Vec<EngineOption> {
        Vec::new()
    }
    fn set_option(&mut self, name: &str, _value: &str) -> Result<(), EngineError> {
        Err(EngineError(format!("no option {name}")))
    }
    fn new_game(&mut self) {}
    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.start = start.clone();
        self.moves = moves.to_vec();
    }
    fn go(&mut self, _limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        self.wait();
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos = pos.after(m);
        }
        self.stop.store(false, Ordering::Relaxed);
        let stop = Arc::clone(&self.stop);
        let score = self.score;
        self.thread = Some(std::thread::spawn(move || {
            for _ in 0..3 {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            let legal = pos.legal_moves();
            let best =
                (!legal.is_empty()).then(|| legal[(pos.key() % legal.len() as u64) as usize]);
            sink.send(EngineEvent::Info(SearchInfo {
                depth: Some(1),
                score: Some(Score::Cp(score)),
                nodes: Some(legal.len() as u64),
                pv: best.into_iter().collect(),
                ..SearchInfo::default()
            }));
            sink.send(EngineEvent::BestMove { best, ponder: None });
        }));
        Ok(())
    }
    fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
    fn wait(&mut self) {
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
    fn is_searching(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }
}

pub fn random_entry(score: i32) -> EngineEntry {
    EngineEntry::new("Random", move || {
        Ok(Box::new(RandomEngine::new(score)) as Box<dyn Engine>)
    })
}

/// A harness over the real app with files in `dir`, mocked time and the given engines.
pub fn harness(
    dir: &std::path::Path,
    engines: Vec<EngineEntry>,
    time: ManualTime,
) -> Harness<'static, TempoApp> {
    let app = TempoApp::new(AppConfig::for_tests(dir, engines, Arc::new(time)));
    Harness::builder()
        .with_size([1200.0, 800.0])
        .with_max_steps(50)
        .with_context_setup(pieces::install_fonts)
        .build_ui_state(
            |ui, app: &mut TempoApp| {
                app.logic(ui.ctx());
                app.draw(ui);
            },
            app,
        )
}

/// Runs `n` frames.
pub fn frames(h: &mut Harness<'_, TempoApp>, n: usize) {
    for _ in 0..n {
        h.step();
    }
}

/// A square of the board, found by its accessible name ("e4, white knight", "e5, empty").
pub fn square<'a>(h: &'a Harness<'_, TempoApp>, sq: Square) -> egui_kittest::Node<'a> {
    let prefix = format!("{sq}, ");
    h.get_by(move |n| {
        n.role() == eframe::egui::accesskit::Role::GridCell
            && n.label().is_some_and(|l| l.starts_with(&prefix))
    })
}

/// Clicks a square by its accessibility label.
pub fn click_square(h: &mut Harness<'_, TempoApp>, sq: Square) {
    square(h, sq).click();
    frames(h, 2);
}

/// Plays `mv` by clicking its squares (and the queen in the promotion picker).
pub fn click_move(h: &mut Harness<'_, TempoApp>, pos: &Position, mv: Move) {
    let to = if mv.is_castle() {
        mv.castle_king_destination()
    } else {
        mv.to()
    };
    click_square(h, mv.from());
    // Castling in Chess960 may need the rook square; the board accepts both.
    let _ = pos;
    click_square(h, to);
    if let Some(role) = mv.promotion_role() {
        let name = match role {
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            _ => "queen",
        };
        h.get_by_label(&format!("promote to {name}")).click();
        frames(h, 2);
    }
}

/// Steps until `done` or a real-time limit (engines answer from their threads).
pub fn wait_until(h: &mut Harness<'_, TempoApp>, mut done: impl FnMut(&TempoApp) -> bool) -> bool {
    for _ in 0..2000 {
        if done(h.state()) {
            return true;
        }
        h.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    done(h.state())
}

/// An engine that refuses its first `go` the way an external engine does after it missed a
/// stop deadline, while `fail` is set (cleared by the failure); otherwise a [`RandomEngine`].
pub struct FlakyEngine {
    inner: RandomEngine,
    fail: Arc<AtomicBool>,
}

impl Engine for FlakyEngine {
    fn name(&self) -> String {
        "Flaky".into()
    }
    fn options(&self) -> Vec<EngineOption> {
        Vec::new()
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.inner.set_option(name, value)
    }
    fn new_game(&mut self) {}
    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.inner.set_position(start, moves);
    }
    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        if self.fail.swap(false, Ordering::SeqCst) {
            return Err(EngineError(
                "engine 'Flaky' is no longer usable after an earlier failure: no answer to stop"
                    .into(),
            ));
        }
        self.inner.go(limits, sink)
    }
    fn stop(&mut self) {
        self.inner.stop();
    }
    fn wait(&mut self) {
        self.inner.wait();
    }
    fn is_searching(&self) -> bool {
        self.inner.is_searching()
    }
}

/// The flaky engine's entry; setting the flag makes the next `go` of any instance fail.
pub fn flaky_entry(fail: Arc<AtomicBool>) -> EngineEntry {
    EngineEntry::new("Flaky", move || {
        Ok(Box::new(FlakyEngine {
            inner: RandomEngine::new(0),
            fail: Arc::clone(&fail),
        }) as Box<dyn Engine>)
    })
}
