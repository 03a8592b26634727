//! `tempo uci`: the UCI server. A reader thread feeds stdin lines into a channel; the main
//! loop answers every command at once, also while a search runs, because the engine searches
//! in the background and prints its own `info` and `bestmove` lines through its event sink.
//!
//! The server drives the engine only through `Box<dyn Engine>`, so any engine (PVS, MCTS)
//! can sit behind it; the `eval` and `bench` commands are closures its front end hands in
//! (`tools::uci` assembles `tempo uci`). Bad input never stops it: the reply is
//! `info string error: …` and the previous state stays.

use std::{
    io::{BufRead, Write},
    sync::{Arc, Mutex, PoisonError, mpsc},
};

use super::{format_info, parse_go};
use crate::{
    chess::{Move, Position, STARTPOS_FEN},
    engine::{Engine, EngineEvent, EventSink},
};

/// Where the server writes: shared with the engine's event sink.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// Describes a position's static evaluation (the `eval` command).
pub type EvalDescriber = Box<dyn FnMut(&Position) -> String + Send>;

/// Runs a blocking command (`bench`) and writes its report.
pub type BenchRunner = Box<dyn FnMut(Option<u32>, &mut dyn Write) -> std::io::Result<()> + Send>;

/// The UCI server state.
pub struct UciServer {
    engine: Box<dyn Engine>,
    out: Output,
    start: Position,
    moves: Vec<Move>,
    position: Position,
    chess960: bool,
    debug: bool,
    describe_eval: Option<EvalDescriber>,
    bench: Option<BenchRunner>,
}

/// What the loop does after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit`.
    Quit,
}

fn write_line(out: &Output, line: &str) {
    let mut out = out.lock().unwrap_or_else(PoisonError::into_inner);
    // A closed stdout means the GUI is gone; the reader will see EOF and end the loop.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

impl UciServer {
    /// A server for `engine` writing to `out`.
    pub fn new(engine: Box<dyn Engine>, out: Output) -> UciServer {
        UciServer {
            engine,
            out,
            start: Position::startpos(),
            moves: Vec::new(),
            position: Position::startpos(),
            chess960: false,
            debug: false,
            describe_eval: None,
            bench: None,
        }
    }

    /// A server writing to stdout.
    pub fn stdout(engine: Box<dyn Engine>) -> UciServer {
        UciServer::new(engine, Arc::new(Mutex::new(Box::new(std::io::stdout()))))
    }

    /// Enables the `eval` command.
    #[must_use]
    pub fn with_eval(mut self, describe: EvalDescriber) -> UciServer {
        self.describe_eval = Some(describe);
        self
    }

    /// Enables the `bench` command.
    #[must_use]
    pub fn with_bench(mut self, bench: BenchRunner) -> UciServer {
        self.bench = Some(bench);
        self
    }

    fn say(&self, line: &str) {
        write_line(&self.out, line);
    }

    fn error(&self, message: &str) {
        self.say(&format!("info string error: {message}"));
    }

    /// Reads commands from `input` (on a reader thread) until `quit` or end of input.
    pub fn run(mut self, input: impl BufRead + Send + 'static) {
        let (tx, rx) = mpsc::channel::<String>();
        let reader = std::thread::Builder::new()
            .name("uci-reader".to_owned())
            .spawn(move || {
                for line in input.lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
        if reader.is_err() {
            self.error("could not start the input thread");
            return;
        }
        while let Ok(line) = rx.recv() {
            if self.handle(&line) == Flow::Quit {
                break;
            }
        }
        self.engine.quit();
    }

    /// Handles one command line.
    pub fn handle(&mut self, line: &str) -> Flow {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = tokens.split_first() else {
            return Flow::Continue;
        };
        match command {
            "uci" => self.uci(),
            "debug" => self.debug = args.first() == Some(&"on"),
            "isready" => self.say("readyok"),
            "setoption" => self.set_option(args),
            "ucinewgame" => {
                self.engine.stop();
                self.engine.wait();
                self.engine.new_game();
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.engine.stop(),
            "ponderhit" => self.engine.ponderhit(),
            "quit" => return Flow::Quit,
            "d" => self.say(&format!(
                "{}\nKey: {:016x}",
                self.position,
                self.position.key()
            )),
            "eval" => match self.describe_eval.as_mut() {
                Some(describe) => {
                    let text = describe(&self.position);
                    self.say(&format!("info string {text}"));
                }
                None => self.error("eval is not available for this engine"),
            },
            "bench" => self.bench(args),
            "perft" => self.perft(args),
            other => self.error(&format!("unknown command '{other}'")),
        }
        Flow::Continue
    }

    fn uci(&self) {
        self.say(&format!("id name {}", self.engine.name()));
        let author = self.engine.author();
        if !author.is_empty() {
            self.say(&format!("id author {author}"));
        }
        for option in self.engine.options() {
            self.say(&option.uci_line());
        }
        self.say("uciok");
    }

    fn set_option(&mut self, args: &[&str]) {
        if args.first() != Some(&"name") {
            self.error("setoption: expected 'name'");
            return;
        }
        let value_at = args.iter().position(|t| *t == "value");
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at
            .map(|i| args[i + 1..].join(" "))
            .unwrap_or_default();
        if name.is_empty() {
            self.error("setoption: missing option name");
            return;
        }
        match self.engine.set_option(&name, &value) {
            Ok(()) => {
                if name.eq_ignore_ascii_case("UCI_Chess960") {
                    self.chess960 = value.eq_ignore_ascii_case("true");
                    self.start.set_chess960(self.chess960);
                    self.position.set_chess960(self.chess960);
                }
            }
            Err(e) => self.error(&format!("setoption: {e}")),
        }
    }

    fn position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|t| *t == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let start = match setup.split_first() {
            Some((&"startpos", [])) => Position::from_fen(STARTPOS_FEN),
            Some((&"fen", fen)) if !fen.is_empty() => Position::from_fen(&fen.join(" ")),
            _ => {
                self.error("position: expected 'startpos' or 'fen <FEN>'");
                return;
            }
        };
        let mut start = match start {
            Ok(pos) => pos,
            Err(e) => {
                self.error(&format!("position: {e}"));
                return;
            }
        };
        start.set_chess960(self.chess960 || start.is_chess960());
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in moves_at.map_or(&[][..], |i| &args[i + 1..]) {
            match pos.parse_uci_move(text) {
                Ok(m) => {
                    moves.push(m);
                    pos.play_unchecked(m);
                }
                Err(e) => {
                    self.error(&format!("position: move '{text}': {e}; position unchanged"));
                    return;
                }
            }
        }
        self.engine.set_position(&start, &moves);
        self.start = start;
        self.moves = moves;
        self.position = pos;
    }

    fn go(&mut self, args: &[&str]) {
        if self.engine.is_searching() {
            self.error("go: a search is already running; send 'stop' first");
            return;
        }
        let limits = match parse_go(args, &self.position) {
            Ok(limits) => limits,
            Err(e) => {
                self.error(&e.to_string());
                return;
            }
        };
        // The previous search has ended (it sent its bestmove); collect its thread.
        self.engine.wait();
        let out = Arc::clone(&self.out);
        let root = self.position.clone();
        let sink = EventSink::new(move |event| match event {
            EngineEvent::Info(info) => write_line(&out, &format_info(&info, &root)),
            EngineEvent::BestMove { best, ponder } => {
                let mut line = format!(
                    "bestmove {}",
                    best.map_or_else(|| "0000".to_owned(), |m| root.move_to_uci(m))
                );
                if let (Some(best), Some(ponder)) = (best, ponder) {
                    let after = root.after(best);
                    if after.is_legal(ponder) {
                        line.push_str(&format!(" ponder {}", after.move_to_uci(ponder)));
                    }
                }
                write_line(&out, &line);
            }
            EngineEvent::Error(text) => write_line(&out, &format!("info string error: {text}")),
        });
        if let Err(e) = self.engine.go(limits, sink) {
            self.error(&format!("go: {e}"));
        }
    }

    fn bench(&mut self, args: &[&str]) {
        let depth = match args.first().map(|t| t.parse::<u32>()) {
            None => None,
            Some(Ok(d)) if (1..=64).contains(&d) => Some(d),
            Some(_) => {
                self.error("bench: depth must be a number from 1 to 64");
                return;
            }
        };
        let Some(bench) = self.bench.as_mut() else {
            self.error("bench is not available for this engine");
            return;
        };
        let mut buffer = Vec::new();
        let result = bench(depth, &mut buffer);
        let text = String::from_utf8_lossy(&buffer).trim_end().to_owned();
        if !text.is_empty() {
            self.say(&text);
        }
        if let Err(e) = result {
            self.error(&format!("bench: {e}"));
        }
    }

    fn perft(&mut self, args: &[&str]) {
        let depth = match args.first().map(|t| t.parse::<u32>()) {
            Some(Ok(d)) if (1..=8).contains(&d) => d,
            _ => {
                self.error("perft: expected a depth from 1 to 8");
                return;
            }
        };
        let start = std::time::Instant::now();
        let mut total = 0;
        for (m, count) in crate::chess::perft_divide(&self.position, depth) {
            self.say(&format!("{}: {count}", self.position.move_to_uci(m)));
            total += count;
        }
        self.say(&format!(
            "\nNodes searched: {total} ({} ms)",
            start.elapsed().as_millis()
        ));
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;
    use crate::search::PvsEngine;

    #[derive(Clone, Default)]
    struct SharedBuffer(Arc<Mutex<Vec<u8>>>);

    impl Write for SharedBuffer {
        fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .extend_from_slice(data);
            Ok(data.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn run_script(script: &str) -> String {
        let buffer = SharedBuffer::default();
        let out: Output = Arc::new(Mutex::new(Box::new(buffer.clone())));
        let server = UciServer::new(Box::new(PvsEngine::new()), out);
        server.run(Cursor::new(script.to_owned().into_bytes()));
        let bytes = buffer
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    #[test]
    fn handshake_and_search() {
        let out =
            run_script("uci\nisready\nposition startpos moves e2e4 e7e5\ngo depth 4\nisready\n");
        assert!(out.contains("id name Tempo"));
        assert!(out.contains("option name Hash type spin"));
        assert!(out.contains("option name UCI_Elo type spin"));
        assert!(out.contains("uciok"));
        assert!(out.contains("readyok"));
        assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
    }

    #[test]
    fn garbage_gets_errors_and_state_stays_sane() {
        let script = "xyzzy\nposition fen not a fen\nposition startpos moves e2e5\n\
                      setoption name NoSuchOption value 3\nsetoption name Hash value lots\n\
                      setoption\ngo depth\ngo sideways\nperft\nposition\n\
                      position startpos moves e2e4\ngo depth 3\n";
        let out = run_script(script);
        assert!(out.matches("info string error:").count() >= 9, "{out}");
        // The last valid position is searched: after 1.e4 a black move comes back.
        let best = out
            .lines()
            .find(|l| l.starts_with("bestmove"))
            .expect("a bestmove");
        let pos = Position::startpos();
        let after = pos.after(pos.parse_uci_move("e2e4").expect("legal"));
        let text = best.split_whitespace().nth(1).expect("a move");
        assert!(after.parse_uci_move(text).is_ok(), "{best}");
    }

    #[test]
    fn stop_ends_infinite_search_with_one_bestmove() {
        let out = run_script("position startpos\ngo infinite\nisready\nstop\nisready\n");
        assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
        assert!(out.contains("readyok"));
    }
}
