//! The reader threads of an engine process and the state they share with the caller:
//! stdout lines become handshake replies (for the caller) or search events (sent straight to
//! the running search's sink); stderr keeps its last lines for crash reports.

use std::{
    collections::VecDeque,
    io::{BufRead as _, BufReader, Read},
    process::Child,
    sync::{
        Arc, Condvar, Mutex, MutexGuard,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread,
    time::{Duration, Instant},
};

use super::{BestMoveError, BestMoveLine, Trace, UciError, parse_bestmove, parse_info};
use crate::{
    chess::Position,
    engine::{EngineEvent, EventSink},
};

/// Handshake replies the reader thread passes to the caller's thread.
pub(super) enum Control {
    IdName(String),
    IdAuthor(String),
    Option(String),
    UciOk,
    ReadyOk,
    Eof,
}

/// The search in progress: where its events go and the position its moves are read in.
pub(super) struct ActiveSearch {
    pub(super) sink: EventSink,
    pub(super) root: Position,
}

/// State shared by the caller and the reader thread.
#[derive(Default)]
pub(super) struct State {
    /// `Some` from `go` until the `bestmove` (or the engine's death).
    pub(super) active: Option<ActiveSearch>,
    /// The latest failure; once the process is gone it stays set.
    pub(super) failure: Option<UciError>,
    /// The process has ended or closed its output.
    pub(super) dead: bool,
    /// We are shutting it down: an ending process is no failure.
    pub(super) quitting: bool,
    /// For messages from the reader thread.
    pub(super) name: String,
}

pub(super) struct Shared {
    pub(super) state: Mutex<State>,
    /// Signalled when a search ends or the engine dies.
    pub(super) changed: Condvar,
    /// The last lines of the engine's stderr, for crash reports.
    pub(super) stderr_tail: Mutex<VecDeque<String>>,
    /// The stderr reader reached end of file.
    pub(super) stderr_closed: AtomicBool,
    pub(super) child: Mutex<Child>,
    pub(super) trace: Option<Trace>,
}

impl Shared {
    pub(super) fn lock(&self) -> MutexGuard<'_, State> {
        // A poisoned lock only means a sink panicked on another thread; the state is still
        // consistent because every update is a single assignment.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn stderr_text(&self) -> String {
        let tail = self.stderr_tail.lock().unwrap_or_else(|e| e.into_inner());
        if tail.is_empty() {
            String::new()
        } else {
            let lines: Vec<&str> = tail.iter().map(String::as_str).collect();
            format!("; stderr: {}", lines.join(" | "))
        }
    }

    /// Ends the active search (if any) with an error and no move, keeping the contract that
    /// every `go` ends with exactly one `BestMove`.
    pub(super) fn fail_search(&self, error: UciError) {
        let active = {
            let mut state = self.lock();
            state.failure = Some(error.clone());
            state.active.take()
        };
        if let Some(active) = active {
            active.sink.send(EngineEvent::Error(error.to_string()));
            active.sink.send(EngineEvent::BestMove {
                best: None,
                ponder: None,
            });
        }
        self.changed.notify_all();
    }

    /// Waits briefly for the process to end and describes how it ended.
    fn exit_status(&self) -> String {
        let deadline = Instant::now() + Duration::from_millis(500);
        loop {
            {
                let mut child = self.child.lock().unwrap_or_else(|e| e.into_inner());
                match child.try_wait() {
                    Ok(Some(status)) => return describe_status(status),
                    Ok(None) => {}
                    Err(e) => return format!("status unknown: {e}"),
                }
            }
            if Instant::now() >= deadline {
                return "closed its output but is still running".to_owned();
            }
            thread::sleep(Duration::from_millis(10));
        }
    }
}

fn describe_status(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    match status.code() {
        Some(code) => format!("exit code {code}"),
        None => status.to_string(),
    }
}

/// Starts the thread reading the engine's output.
pub(super) fn spawn_reader(
    stdout: impl Read + Send + 'static,
    shared: Arc<Shared>,
    control: mpsc::Sender<Control>,
) -> std::io::Result<()> {
    thread::Builder::new()
        .name("uci-reader".into())
        .spawn(move || read_loop(stdout, &shared, &control))
        .map(|_| ())
}

fn read_loop(stdout: impl Read, shared: &Shared, control: &mpsc::Sender<Control>) {
    let mut reader = BufReader::new(stdout);
    let mut bytes = Vec::with_capacity(256);
    loop {
        bytes.clear();
        match reader.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // Engines may print anything; undecodable bytes become U+FFFD and are ignored below.
        let text = String::from_utf8_lossy(&bytes);
        let line = text.trim();
        if let Some(trace) = &shared.trace {
            trace(&format!("< {line}"));
        }
        handle_line(line, shared, control);
    }
    let (quitting, name) = {
        let mut state = shared.lock();
        state.dead = true;
        (state.quitting, state.name.clone())
    };
    if !quitting {
        let status = shared.exit_status();
        // Give the stderr reader a moment to collect the dying words.
        let deadline = Instant::now() + Duration::from_secs(1);
        while !shared.stderr_closed.load(Ordering::Acquire) && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        let error = UciError::Exited {
            engine: name,
            status,
            stderr: shared.stderr_text(),
        };
        shared.fail_search(error);
    } else {
        shared.changed.notify_all();
    }
    // Nobody may be listening any more; that is fine.
    let _ = control.send(Control::Eof);
}

fn handle_line(line: &str, shared: &Shared, control: &mpsc::Sender<Control>) {
    let mut words = line.split_whitespace();
    let reply = match words.next() {
        Some("info") => {
            let target = {
                let state = shared.lock();
                state
                    .active
                    .as_ref()
                    .map(|a| (a.sink.clone(), a.root.clone()))
            };
            if let Some((sink, root)) = target {
                sink.send(EngineEvent::Info(parse_info(line, &root)));
            }
            return;
        }
        Some("bestmove") => {
            finish_search(line, shared);
            return;
        }
        Some("uciok") => Control::UciOk,
        Some("readyok") => Control::ReadyOk,
        Some("option") => Control::Option(line.to_owned()),
        Some("id") => {
            let rest = |key: &str| {
                line.split_once(key)
                    .map(|(_, value)| value.trim().to_owned())
                    .unwrap_or_default()
            };
            match words.next() {
                Some("name") => Control::IdName(rest("name")),
                Some("author") => Control::IdAuthor(rest("author")),
                _ => return,
            }
        }
        // Anything else (banners, `copyprotection`, debug output, garbage) is ignored, as
        // the protocol asks.
        _ => return,
    };
    let _ = control.send(reply);
}

/// Ends the active search with the move of a `bestmove` line (a stray one is ignored).
fn finish_search(line: &str, shared: &Shared) {
    let (active, name) = {
        let mut state = shared.lock();
        (state.active.take(), state.name.clone())
    };
    let Some(active) = active else {
        return;
    };
    match parse_bestmove(line, &active.root) {
        Ok(BestMoveLine { best, ponder }) => {
            active.sink.send(EngineEvent::BestMove { best, ponder });
            shared.changed.notify_all();
        }
        Err(e) => {
            let error = match e {
                BestMoveError::Illegal { text, fen } => UciError::IllegalMove {
                    engine: name,
                    text,
                    fen,
                },
                BestMoveError::Missing => UciError::Malformed {
                    engine: name,
                    line: line.to_owned(),
                },
            };
            // Put the search back so `fail_search` ends it with the error and no move.
            shared.lock().active = Some(active);
            shared.fail_search(error);
        }
    }
}

/// Keeps the last lines of the engine's stderr for crash reports.
pub(super) fn spawn_stderr_reader(
    stderr: impl Read + Send + 'static,
    shared: Arc<Shared>,
) -> std::io::Result<()> {
    const KEEP: usize = 5;
    thread::Builder::new()
        .name("uci-stderr".into())
        .spawn(move || {
            let mut reader = BufReader::new(stderr);
            let mut bytes = Vec::new();
            while matches!(reader.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
                let text = String::from_utf8_lossy(&bytes).trim().to_owned();
                bytes.clear();
                if text.is_empty() {
                    continue;
                }
                let mut tail = shared.stderr_tail.lock().unwrap_or_else(|e| e.into_inner());
                if tail.len() == KEEP {
                    tail.pop_front();
                }
                tail.push_back(text);
            }
            shared.stderr_closed.store(true, Ordering::Release);
        })
        .map(|_| ())
}
