//! The client for external UCI engines: [`UciEngine`] starts an engine process, performs the
//! handshake, and implements [`Engine`] on top of the protocol, so the GUI, the match runner
//! and our own tools drive any UCI engine like one of ours.
//!
//! One reader thread per engine reads its output and turns `info`/`bestmove` lines into
//! [`EngineEvent`]s for the sink of the running search; the caller's thread only writes
//! commands and never blocks on the engine except in the handshake, `isready` and `wait`,
//! each bounded by a [`Timeouts`] value. Crashes, hangs, illegal moves and garbage end up as
//! [`EngineEvent::Error`] plus a typed [`UciError`] from [`UciEngine::failure`]; nothing the
//! engine does can panic the caller. The process is killed when the `UciEngine` is dropped.

use std::{
    collections::VecDeque,
    io::Write as _,
    path::PathBuf,
    process::{ChildStdin, Command, Stdio},
    sync::{Arc, Condvar, Mutex, atomic::AtomicBool, mpsc},
    thread,
    time::{Duration, Instant},
};

use crate::{
    chess::{Move, Position, STARTPOS_FEN},
    engine::{Engine, EngineError, EngineOption, EventSink, OptionValue, SearchLimits},
};

pub mod error;
pub mod info;
pub mod option_line;
mod reader;

pub use error::UciError;
pub use info::{BestMoveError, BestMoveLine, parse_bestmove, parse_info};
pub use option_line::{OptionLineError, parse_option_line};
use reader::{ActiveSearch, Control, Shared, State, spawn_reader, spawn_stderr_reader};

/// How to start an engine: program, arguments and working directory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineCommand {
    /// The executable.
    pub program: PathBuf,
    /// Its command-line arguments.
    pub args: Vec<String>,
    /// The directory it runs in (default: ours).
    pub working_dir: Option<PathBuf>,
}

impl EngineCommand {
    /// A program without arguments.
    pub fn new(program: impl Into<PathBuf>) -> EngineCommand {
        EngineCommand {
            program: program.into(),
            ..EngineCommand::default()
        }
    }

    /// The command line, for messages.
    pub fn display(&self) -> String {
        let mut text = self.program.display().to_string();
        for arg in &self.args {
            text.push(' ');
            text.push_str(arg);
        }
        text
    }
}

/// How long to wait for an engine before declaring it hung.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// From `uci` to `uciok` (engines may load networks at start-up).
    pub handshake: Duration,
    /// From `isready` to `readyok`.
    pub ready: Duration,
    /// From `stop` to `bestmove`.
    pub stop: Duration,
    /// From `quit` to the process's exit, before it is killed.
    pub quit: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(10),
            stop: Duration::from_secs(5),
            quit: Duration::from_millis(500),
        }
    }
}

/// A hook receiving every line exchanged with an engine, prefixed `> ` (sent) or `< `
/// (received), for `--debug` logs.
pub type Trace = Arc<dyn Fn(&str) + Send + Sync>;

/// An engine's latest failure and liveness, readable from any thread
/// ([`UciEngine::failure_probe`]).
#[derive(Clone)]
pub struct FailureProbe(Arc<Shared>);

impl FailureProbe {
    /// The latest failure of the engine's current search (crash, hang, illegal move, broken
    /// pipe), if any; cleared by its next `go`.
    pub fn failure(&self) -> Option<UciError> {
        self.0.lock().failure.clone()
    }

    /// Whether the process still runs and is not being shut down (after a missed `stop`
    /// deadline, for one).
    pub fn is_alive(&self) -> bool {
        let state = self.0.lock();
        !state.dead && !state.quitting
    }
}

/// An external engine speaking UCI, running as a child process.
pub struct UciEngine {
    command: EngineCommand,
    timeouts: Timeouts,
    name: String,
    author: String,
    options: Vec<EngineOption>,
    /// Option lines we could not parse (the engine works without them).
    warnings: Vec<String>,
    stdin: Option<ChildStdin>,
    shared: Arc<Shared>,
    control: mpsc::Receiver<Control>,
    start: Position,
    moves: Vec<Move>,
    /// When `stop` was sent to the running search.
    stop_sent: Option<Instant>,
}

impl UciEngine {
    /// Starts the engine and completes the handshake (`uci` → `uciok`, `isready` →
    /// `readyok`), reading its name, author and options.
    pub fn start(command: &EngineCommand, timeouts: Timeouts) -> Result<UciEngine, UciError> {
        UciEngine::start_traced(command, timeouts, None)
    }

    /// Like [`UciEngine::start`], passing every line sent and received to `trace`.
    pub fn start_traced(
        command: &EngineCommand,
        timeouts: Timeouts,
        trace: Option<Trace>,
    ) -> Result<UciEngine, UciError> {
        let mut process = Command::new(&command.program);
        process
            .args(&command.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = &command.working_dir {
            process.current_dir(dir);
        }
        let spawn_error = |message: String| UciError::Spawn {
            command: command.display(),
            message,
        };
        let mut child = process.spawn().map_err(|e| spawn_error(e.to_string()))?;
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            // Cannot happen with piped stdio; clean up rather than leave a process behind.
            let _ = child.kill();
            let _ = child.wait();
            return Err(spawn_error(
                "its standard streams could not be opened".into(),
            ));
        };
        let label = command
            .program
            .file_name()
            .map_or_else(|| command.display(), |n| n.to_string_lossy().into_owned());
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                name: label.clone(),
                ..State::default()
            }),
            changed: Condvar::new(),
            stderr_tail: Mutex::new(VecDeque::new()),
            stderr_closed: AtomicBool::new(false),
            child: Mutex::new(child),
            trace,
        });
        let (control_tx, control) = mpsc::channel();
        spawn_reader(stdout, Arc::clone(&shared), control_tx)
            .and_then(|()| spawn_stderr_reader(stderr, Arc::clone(&shared)))
            .map_err(|e| spawn_error(format!("cannot start a reader thread: {e}")))?;
        let mut engine = UciEngine {
            command: command.clone(),
            timeouts,
            name: label,
            author: String::new(),
            options: Vec::new(),
            warnings: Vec::new(),
            stdin: Some(stdin),
            shared,
            control,
            start: Position::startpos(),
            moves: Vec::new(),
            stop_sent: None,
        };
        engine.handshake()?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), UciError> {
        self.send("uci")?;
        let deadline = Instant::now() + self.timeouts.handshake;
        loop {
            match self.next_control(deadline, "uci")? {
                Control::IdName(name) => self.name = name,
                Control::IdAuthor(author) => self.author = author,
                Control::Option(line) => match parse_option_line(&line) {
                    Ok(option) => self.options.push(option),
                    Err(e) => self.warnings.push(e.to_string()),
                },
                Control::UciOk => break,
                Control::ReadyOk | Control::Eof => {}
            }
        }
        self.shared.lock().name = self.name.clone();
        self.sync()
    }

    /// The next handshake reply, or the engine's death, or a timeout (which kills it).
    fn next_control(
        &mut self,
        deadline: Instant,
        command: &'static str,
    ) -> Result<Control, UciError> {
        let timeout = deadline.saturating_duration_since(Instant::now());
        match self.control.recv_timeout(timeout) {
            Ok(Control::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => Err(self.death()),
            Ok(reply) => Ok(reply),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let error = UciError::Timeout {
                    engine: self.name.clone(),
                    command,
                    timeout: match command {
                        "uci" => self.timeouts.handshake,
                        _ => self.timeouts.ready,
                    },
                };
                self.kill_with(error.clone());
                Err(error)
            }
        }
    }

    /// The failure explaining why the process is gone.
    fn death(&self) -> UciError {
        let state = self.shared.lock();
        state.failure.clone().unwrap_or_else(|| UciError::Exited {
            engine: self.name.clone(),
            status: "closed its output".into(),
            stderr: self.shared.stderr_text(),
        })
    }

    /// Kills the process after a fatal failure, recording it.
    fn kill_with(&mut self, error: UciError) {
        self.shared.lock().quitting = true;
        self.shared.fail_search(error);
        self.stdin = None;
        let mut child = self.shared.child.lock().unwrap_or_else(|e| e.into_inner());
        let _ = child.kill();
        let _ = child.wait();
    }

    /// Sends `isready` and waits for `readyok`.
    pub fn sync(&mut self) -> Result<(), UciError> {
        self.send("isready")?;
        let deadline = Instant::now() + self.timeouts.ready;
        loop {
            if let Control::ReadyOk = self.next_control(deadline, "isready")? {
                return Ok(());
            }
        }
    }

    /// Writes one command line.
    fn send(&mut self, line: &str) -> Result<(), UciError> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(self.dead_error());
        };
        if let Some(trace) = &self.shared.trace {
            trace(&format!("> {line}"));
        }
        let written = writeln!(stdin, "{line}").and_then(|()| stdin.flush());
        if let Err(e) = written {
            self.stdin = None;
            let error = if self.shared.lock().dead {
                self.death()
            } else {
                UciError::Write {
                    engine: self.name.clone(),
                    command: line.to_owned(),
                    message: e.to_string(),
                }
            };
            self.shared.fail_search(error.clone());
            return Err(error);
        }
        Ok(())
    }

    fn dead_error(&self) -> UciError {
        UciError::Dead {
            engine: self.name.clone(),
            cause: self
                .shared
                .lock()
                .failure
                .as_ref()
                .map_or_else(|| "it was shut down".to_owned(), ToString::to_string),
        }
    }

    /// The operating system's id of the engine process.
    pub fn process_id(&self) -> u32 {
        self.shared
            .child
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .id()
    }

    /// The command it was started with.
    pub fn command(&self) -> &EngineCommand {
        &self.command
    }

    /// Option lines of the `uci` reply that could not be parsed.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// The latest failure (crash, hang, illegal move, broken pipe), if any.
    pub fn failure(&self) -> Option<UciError> {
        self.shared.lock().failure.clone()
    }

    /// Forgets the latest failure (after the caller handled a recoverable one, such as an
    /// illegal move, and wants to go on with the same process).
    pub fn clear_failure(&mut self) {
        let mut state = self.shared.lock();
        if !state.dead {
            state.failure = None;
        }
    }

    /// Whether the process is still running and usable.
    pub fn is_alive(&self) -> bool {
        self.stdin.is_some() && !self.shared.lock().dead
    }

    /// Reads this engine's latest failure and whether its process still runs from any
    /// thread: for an owner whose engine lives on another thread (an engine runner's).
    pub fn failure_probe(&self) -> FailureProbe {
        FailureProbe(Arc::clone(&self.shared))
    }

    /// Waits up to `timeout` for the running search to end; `true` when it has.
    pub fn wait_timeout(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut state = self.shared.lock();
        while state.active.is_some() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            state = match self.shared.changed.wait_timeout(state, left) {
                Ok((state, _)) => state,
                Err(e) => e.into_inner().0,
            };
        }
        true
    }

    /// Kills a hung engine: the running search (if any) ends with an error, and the engine
    /// cannot be used any more.
    pub fn kill(&mut self, reason: UciError) {
        self.kill_with(reason);
    }

    /// The `position …` command for the current position.
    fn position_command(&self) -> String {
        let mut command = if self.start.to_fen() == STARTPOS_FEN && !self.start.is_chess960() {
            "position startpos".to_owned()
        } else {
            format!("position fen {}", self.start.to_fen())
        };
        if !self.moves.is_empty() {
            command.push_str(" moves");
            let mut pos = self.start.clone();
            for &m in &self.moves {
                command.push(' ');
                command.push_str(&pos.move_to_uci(m));
                pos.play_unchecked(m);
            }
        }
        command
    }

    /// The position at the end of the move list.
    fn current_position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.play_unchecked(m);
        }
        pos
    }
}

/// The `go …` command for `limits`.
pub fn go_command(limits: &SearchLimits, root: &Position) -> String {
    let mut command = String::from("go");
    let mut time = |key: &str, value: Option<Duration>| {
        if let Some(value) = value {
            command.push_str(&format!(" {key} {}", value.as_millis()));
        }
    };
    time("wtime", limits.wtime);
    time("btime", limits.btime);
    time("winc", limits.winc);
    time("binc", limits.binc);
    time("movetime", limits.movetime);
    let mut number = |key: &str, value: Option<u64>| {
        if let Some(value) = value {
            command.push_str(&format!(" {key} {value}"));
        }
    };
    number("movestogo", limits.movestogo.map(u64::from));
    number("depth", limits.depth.map(u64::from));
    number("nodes", limits.nodes);
    number("mate", limits.mate.map(u64::from));
    if limits.infinite {
        command.push_str(" infinite");
    }
    if limits.ponder {
        command.push_str(" ponder");
    }
    if !limits.searchmoves.is_empty() {
        command.push_str(" searchmoves");
        for &m in &limits.searchmoves {
            command.push(' ');
            command.push_str(&root.move_to_uci(m));
        }
    }
    command
}

impl Engine for UciEngine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn author(&self) -> String {
        self.author.clone()
    }

    fn options(&self) -> Vec<EngineOption> {
        self.options.clone()
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(index) = self
            .options
            .iter()
            .position(|o| o.name.eq_ignore_ascii_case(name))
        else {
            let offered: Vec<&str> = self.options.iter().map(|o| o.name.as_str()).collect();
            return Err(UciError::UnknownOption {
                engine: self.name.clone(),
                option: name.to_owned(),
                offered: offered.join(", "),
            }
            .into());
        };
        let Some(option) = self.options.get(index) else {
            return Err(self.dead_error().into());
        };
        let parsed = option
            .parse_value(value)
            .map_err(|message| UciError::BadOptionValue {
                engine: self.name.clone(),
                message,
            })?;
        let line = match parsed {
            OptionValue::None => format!("setoption name {}", option.name),
            ref v => format!("setoption name {} value {v}", option.name),
        };
        self.send(&line)?;
        if let Some(option) = self.options.get_mut(index) {
            option.value = parsed;
        }
        Ok(())
    }

    fn new_game(&mut self) {
        self.start = Position::startpos();
        self.moves.clear();
        // A failure here is recorded and surfaces at the next `go`.
        if self.send("ucinewgame").is_ok() {
            let _ = self.sync();
        }
    }

    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.start = start.clone();
        self.moves.clear();
        let mut pos = start.clone();
        for &m in moves {
            // Only legal moves reach the engine; the caller's history stops at a bad one.
            if !pos.is_legal(m) {
                break;
            }
            self.moves.push(m);
            pos.play_unchecked(m);
        }
    }

    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        if self.stdin.is_none() || self.shared.lock().dead {
            return Err(self.dead_error().into());
        }
        let root = self.current_position();
        let position = self.position_command();
        let go = go_command(&limits, &root);
        {
            let mut state = self.shared.lock();
            if state.active.is_some() {
                return Err(UciError::Busy {
                    engine: self.name.clone(),
                }
                .into());
            }
            state.failure = None;
            state.active = Some(ActiveSearch { sink, root });
        }
        self.stop_sent = None;
        self.send(&position)?;
        self.send(&go)?;
        Ok(())
    }

    fn ponderhit(&mut self) {
        if self.is_searching() {
            let _ = self.send("ponderhit");
        }
    }

    fn stop(&mut self) {
        if self.is_searching() && self.stop_sent.is_none() {
            self.stop_sent = Some(Instant::now());
            let _ = self.send("stop");
        }
    }

    /// Blocks until the search ends. After `stop`, an engine that does not answer within
    /// [`Timeouts::stop`] is killed and the search ends with an error.
    fn wait(&mut self) {
        loop {
            let slice = match self.stop_sent {
                Some(sent) => {
                    let left =
                        (sent + self.timeouts.stop).saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        let error = UciError::Timeout {
                            engine: self.name.clone(),
                            command: "stop",
                            timeout: self.timeouts.stop,
                        };
                        self.kill_with(error);
                        return;
                    }
                    left
                }
                None => Duration::from_millis(100),
            };
            if self.wait_timeout(slice) {
                return;
            }
        }
    }

    fn is_searching(&self) -> bool {
        self.shared.lock().active.is_some()
    }

    fn quit(&mut self) {
        if self.is_searching() {
            self.stop();
            self.wait();
        }
        self.shared.lock().quitting = true;
        if self.send("quit").is_ok() {
            let deadline = Instant::now() + self.timeouts.quit;
            while Instant::now() < deadline {
                let exited = {
                    let mut child = self.shared.child.lock().unwrap_or_else(|e| e.into_inner());
                    !matches!(child.try_wait(), Ok(None))
                };
                if exited {
                    break;
                }
                thread::sleep(Duration::from_millis(5));
            }
        }
        self.stdin = None;
        let mut child = self.shared.child.lock().unwrap_or_else(|e| e.into_inner());
        let _ = child.kill();
        let _ = child.wait();
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        self.shared.lock().quitting = true;
        self.stdin = None;
        let mut child = self.shared.child.lock().unwrap_or_else(|e| e.into_inner());
        if matches!(child.try_wait(), Ok(None)) {
            let _ = child.kill();
        }
        let _ = child.wait();
        // The reader threads end on their own at end of file. They are not joined: a child
        // of the engine may keep the pipe open, and dropping must not wait for it.
    }
}
