//! The runner's worker thread: it owns the engine, builds it, and carries out the owner's
//! commands in order; whatever waits for the engine waits here, never on the owner's thread.

use std::sync::{Arc, Mutex, PoisonError, mpsc};

use super::{Reports, RequestId, StartReport, Waker};
use crate::{
    app::engines::{EngineEntry, apply_options, limit_strength},
    chess::{Move, Position},
    engine::{EngineEvent, EventSink, SearchInfo, SearchLimits},
};

/// What the owner asks the worker.
pub(super) enum Command {
    Go(Box<GoRequest>),
    Stop,
    SetOption {
        name: String,
        value: String,
    },
    NewGame,
    /// Answered once every earlier command is done and the search, if any, has ended.
    Settle(mpsc::Sender<()>),
    Quit,
}

/// One search the owner asked for (boxed in [`Command`]: a position is large).
pub(super) struct GoRequest {
    pub(super) request: RequestId,
    pub(super) start: Position,
    pub(super) moves: Vec<Move>,
    pub(super) limits: SearchLimits,
    pub(super) reports: Reports,
}

/// What the worker tells the owner.
pub(super) enum WorkerMsg {
    Started(StartReport),
    StartFailed(String),
    Event {
        request: RequestId,
        event: EngineEvent,
    },
    GoFailed {
        request: RequestId,
        error: String,
    },
    OptionRejected(String),
}

/// The worker's side of the event channel: sends, then wakes the owner.
#[derive(Clone)]
pub(super) struct Outbox {
    pub(super) tx: mpsc::Sender<WorkerMsg>,
    pub(super) waker: Arc<Mutex<Option<Waker>>>,
}

impl Outbox {
    pub(super) fn send(&self, msg: WorkerMsg) {
        // A send error means the owner dropped the runner: nobody listens any more.
        let _ = self.tx.send(msg);
        let waker = self
            .waker
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(wake) = waker {
            wake();
        }
    }
}

/// The sink of one search: every event goes to the owner, or with [`Reports::LastLine`] the
/// reports are held back and only the last principal-line one goes, just before the best move.
fn event_sink(events: Outbox, request: RequestId, reports: Reports) -> EventSink {
    match reports {
        Reports::Each => EventSink::new(move |event| {
            events.send(WorkerMsg::Event { request, event });
        }),
        Reports::LastLine => {
            let held: Mutex<Option<SearchInfo>> = Mutex::new(None);
            EventSink::new(move |event| {
                let mut held = held.lock().unwrap_or_else(PoisonError::into_inner);
                match event {
                    EngineEvent::Info(info) => {
                        if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                            let depth = info.depth.or(held.as_ref().and_then(|h| h.depth));
                            *held = Some(SearchInfo { depth, ..info });
                        }
                    }
                    EngineEvent::BestMove { .. } => {
                        if let Some(info) = held.take() {
                            events.send(WorkerMsg::Event {
                                request,
                                event: EngineEvent::Info(info),
                            });
                        }
                        events.send(WorkerMsg::Event { request, event });
                    }
                    EngineEvent::Error(_) => events.send(WorkerMsg::Event { request, event }),
                }
            })
        }
    }
}

/// The worker thread: builds the engine, then carries out commands until told to quit or
/// until the runner is dropped.
pub(super) fn run_worker(
    entry: &EngineEntry,
    elo: Option<u32>,
    commands: &mpsc::Receiver<Command>,
    outbox: &Outbox,
) {
    let mut engine = match (entry.factory)() {
        Ok(engine) => engine,
        Err(e) => {
            outbox.send(WorkerMsg::StartFailed(e.to_string()));
            return;
        }
    };
    let warnings = apply_options(engine.as_mut(), &entry.options)
        .into_iter()
        .map(|e| e.to_string())
        .collect();
    if let Some(elo) = elo {
        // The game still works at full strength, so these are only logged.
        for e in limit_strength(engine.as_mut(), elo) {
            eprintln!("tempo: {}: {e}", entry.name);
        }
    }
    engine.new_game();
    outbox.send(WorkerMsg::Started(StartReport {
        name: engine.name(),
        author: engine.author(),
        options: engine.options(),
        warnings,
    }));
    while let Ok(command) = commands.recv() {
        match command {
            Command::Go(go) => {
                let GoRequest {
                    request,
                    start,
                    moves,
                    limits,
                    reports,
                } = *go;
                // Engines refuse a `go` while the last search winds down: let it end here,
                // where waiting holds up nobody.
                if engine.is_searching() {
                    engine.stop();
                }
                engine.wait();
                engine.set_position(&start, &moves);
                let sink = event_sink(outbox.clone(), request, reports);
                if let Err(e) = engine.go(limits, sink) {
                    outbox.send(WorkerMsg::GoFailed {
                        request,
                        error: e.to_string(),
                    });
                }
            }
            Command::Stop => engine.stop(),
            Command::SetOption { name, value } => {
                if let Err(e) = engine.set_option(&name, &value) {
                    outbox.send(WorkerMsg::OptionRejected(e.to_string()));
                }
            }
            Command::NewGame => {
                if engine.is_searching() {
                    engine.stop();
                }
                engine.wait();
                engine.new_game();
            }
            Command::Settle(done) => {
                engine.wait();
                // The owner may have stopped waiting.
                let _ = done.send(());
            }
            Command::Quit => break,
        }
    }
    engine.quit();
}
