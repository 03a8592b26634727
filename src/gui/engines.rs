//! Engines as the GUI sees them: a list of entries the user can pick from, and a running
//! engine whose events arrive on a channel, tagged so that answers to an outdated request
//! (after a take-back or a new game) are dropped.
//!
//! Every engine (embedded PVS, embedded MCTS, external UCI) plugs in as one [`EngineEntry`]:
//! a name and a constructor of a `Box<dyn Engine>`.

use std::sync::{Arc, mpsc};

use crate::{
    chess::{Move, Position},
    engine::{Engine, EngineError, EngineEvent, EventSink, OptionKind, SearchInfo, SearchLimits},
};

/// Builds a fresh engine instance (external engines can fail to start).
pub type EngineFactory = Arc<dyn Fn() -> Result<Box<dyn Engine>, EngineError> + Send + Sync>;

/// One engine the user can choose.
#[derive(Clone)]
pub struct EngineEntry {
    /// Shown in the dialog and stored in the settings.
    pub name: String,
    /// Makes an instance.
    pub factory: EngineFactory,
    /// Option values (name, value) the user set in the engine manager, applied at every
    /// start before the game's strength limit.
    pub options: Vec<(String, String)>,
}

impl std::fmt::Debug for EngineEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineEntry")
            .field("name", &self.name)
            .finish()
    }
}

impl EngineEntry {
    /// An entry named `name` built by `factory`.
    pub fn new(
        name: impl Into<String>,
        factory: impl Fn() -> Result<Box<dyn Engine>, EngineError> + Send + Sync + 'static,
    ) -> EngineEntry {
        EngineEntry {
            name: name.into(),
            factory: Arc::new(factory),
            options: Vec::new(),
        }
    }
}

impl EngineEntry {
    /// A factory that also applies the stored option values (for analysis and review, which
    /// build their own engines). Values the engine rejects are logged; it runs anyway.
    pub fn configured_factory(&self) -> EngineFactory {
        let factory = Arc::clone(&self.factory);
        let options = self.options.clone();
        let name = self.name.clone();
        Arc::new(move || {
            let mut engine = factory()?;
            for e in apply_options(engine.as_mut(), &options) {
                eprintln!("tempo: {name}: {e}");
            }
            Ok(engine)
        })
    }
}

/// The engines built into this binary: our PVS (alpha-beta) search with the embedded network
/// by default (`Use NNUE` off gives the handcrafted evaluation), our MCTS (PUCT) search with
/// the same choice, and PVS on a network only (kept for settings that name it).
pub fn builtin_engines() -> Vec<EngineEntry> {
    // Both evaluate with the shipped network, or any `EvalFile` the user picks in the engine
    // manager (ours or Stockfish HalfKP), or the handcrafted evaluation with `Use NNUE` off.
    vec![
        EngineEntry::new("Tempo PVS", || crate::mcts::switch::tempo_pvs(false)),
        EngineEntry::new("Tempo MCTS", crate::mcts::switch::tempo_mcts),
    ]
}

/// Engine names that earlier versions offered, and the engine that now stands for each
/// ("Tempo PVS NNUE" was the same search and network as "Tempo PVS").
pub const RENAMED_ENGINES: [(&str, &str); 1] = [("Tempo PVS NNUE", "Tempo PVS")];

/// An entry starting an external UCI engine through the UCI client.
pub fn external_entry(config: &super::settings::ExternalEngine) -> EngineEntry {
    let command = crate::uci::client::EngineCommand {
        program: config.program.clone(),
        args: config.args.clone(),
        working_dir: config.working_dir.clone(),
    };
    EngineEntry::new(config.name.clone(), move || {
        crate::uci::client::UciEngine::start(&command, crate::uci::client::Timeouts::default())
            .map(|engine| Box::new(engine) as Box<dyn Engine>)
            .map_err(|e| EngineError(e.to_string()))
    })
}

/// The Elo range an engine supports through `UCI_LimitStrength` / `UCI_Elo`, if any.
pub fn elo_range(engine: &dyn Engine) -> Option<(i64, i64)> {
    let options = engine.options();
    let has_limit = options
        .iter()
        .any(|o| o.name.eq_ignore_ascii_case("UCI_LimitStrength"));
    options
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case("UCI_Elo"))
        .and_then(|o| match &o.kind {
            OptionKind::Spin { min, max, .. } if has_limit => Some((*min, *max)),
            _ => None,
        })
}

/// Sets each stored option that the engine still offers; returns the errors (a stored value
/// the engine now rejects, such as a net file that is gone). Options the engine no longer
/// lists are skipped silently: they belong to an older version of it.
pub fn apply_options(engine: &mut dyn Engine, values: &[(String, String)]) -> Vec<EngineError> {
    let offered = engine.options();
    let mut errors = Vec::new();
    for (name, value) in values {
        let Some(option) = offered.iter().find(|o| o.name.eq_ignore_ascii_case(name)) else {
            continue;
        };
        if matches!(option.kind, OptionKind::Button) {
            continue;
        }
        if let Err(e) = engine.set_option(&option.name, value) {
            errors.push(e);
        }
    }
    errors
}

/// Why an engine request was made, so its answer goes to the right place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine plays its move.
    Play,
    /// The engine suggests a move for the human (hint arrow).
    Hint,
}

/// An event of one request.
#[derive(Debug)]
struct Tagged {
    request: u64,
    event: EngineEvent,
}

/// A running engine with its event channel.
pub struct EngineHandle {
    engine: Box<dyn Engine>,
    name: String,
    tx: mpsc::Sender<Tagged>,
    rx: mpsc::Receiver<Tagged>,
    next_request: u64,
    /// The request being searched and why.
    pending: Option<(u64, Purpose)>,
    /// The latest progress of the current request.
    pub last_info: Option<SearchInfo>,
    /// When the current search started, and how long the last finished one took.
    go_at: Option<std::time::Instant>,
    last_search: Option<std::time::Duration>,
    /// Problems applying the stored options at start (the engine still runs).
    pub warnings: Vec<String>,
    /// The side to move of the position last searched, to read scores from White's view.
    searched_side: Option<crate::chess::Color>,
    /// The last exact score of a finished play search, from the engine's point of view.
    pub last_score: Option<crate::engine::Score>,
}

/// What a drained engine event means to the app.
#[derive(Debug, PartialEq)]
pub enum EngineOutput {
    /// The engine's move for a request.
    Best {
        /// Why it was asked.
        purpose: Purpose,
        /// The move, `None` if it had none.
        best: Option<Move>,
    },
    /// The engine failed.
    Failed(String),
}

impl EngineHandle {
    /// Starts an engine from `entry`, with a strength limit when `elo` is given and supported.
    pub fn start(entry: &EngineEntry, elo: Option<u32>) -> Result<EngineHandle, String> {
        let mut engine = (entry.factory)().map_err(|e| format!("{}: {e}", entry.name))?;
        let warnings = apply_options(engine.as_mut(), &entry.options)
            .into_iter()
            .map(|e| format!("{}: {e}", entry.name))
            .collect();
        if let (Some(elo), Some((min, max))) = (elo, elo_range(engine.as_ref())) {
            let clamped = i64::from(elo).clamp(min, max);
            // Both options were just listed by the engine, so failures are engine bugs; the
            // game still works at full strength, so they are only logged.
            if let Err(e) = engine.set_option("UCI_LimitStrength", "true") {
                eprintln!("tempo: {}: {e}", entry.name);
            }
            if let Err(e) = engine.set_option("UCI_Elo", &clamped.to_string()) {
                eprintln!("tempo: {}: {e}", entry.name);
            }
        }
        engine.new_game();
        let (tx, rx) = mpsc::channel();
        Ok(EngineHandle {
            engine,
            name: entry.name.clone(),
            tx,
            rx,
            next_request: 0,
            pending: None,
            last_info: None,
            go_at: None,
            last_search: None,
            warnings,
            searched_side: None,
            last_score: None,
        })
    }

    /// The entry's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether a request is being searched.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Why the engine is searching, if it is.
    pub fn pending_purpose(&self) -> Option<Purpose> {
        self.pending.map(|(_, p)| p)
    }

    /// Starts a search of `start` + `moves`. `repaint` is called after each event (the GUI
    /// passes `ctx.request_repaint`).
    pub fn go(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: SearchLimits,
        purpose: Purpose,
        repaint: Arc<dyn Fn() + Send + Sync>,
    ) -> Result<(), String> {
        self.cancel();
        self.next_request += 1;
        let request = self.next_request;
        let tx = std::sync::Mutex::new(self.tx.clone());
        let sink = EventSink::new(move |event| {
            if let Ok(tx) = tx.lock() {
                // The receiver lives as long as the handle; a send error means it is gone.
                let _ = tx.send(Tagged { request, event });
            }
            repaint();
        });
        self.engine.set_position(start, moves);
        let mut side = start.side_to_move();
        if moves.len() % 2 == 1 {
            side = side.flip();
        }
        self.searched_side = Some(side);
        self.last_info = None;
        self.engine
            .go(limits, sink)
            .map_err(|e| format!("{}: {e}", self.name))?;
        self.pending = Some((request, purpose));
        self.go_at = Some(std::time::Instant::now());
        Ok(())
    }

    /// Stops the current search and forgets it: its answer will be ignored.
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.engine.stop();
        }
    }

    /// Drains events without blocking.
    pub fn poll(&mut self) -> Vec<EngineOutput> {
        let mut out = Vec::new();
        while let Ok(Tagged { request, event }) = self.rx.try_recv() {
            let Some((current, purpose)) = self.pending else {
                continue;
            };
            if request != current {
                continue;
            }
            match event {
                EngineEvent::Info(info) => {
                    if info.score.is_some() && purpose == Purpose::Play {
                        self.last_score = info.score;
                    }
                    let merged = match self.last_info.take() {
                        // Keep the last score/PV when a report carries only currmove/nodes.
                        Some(old) if info.pv.is_empty() && info.score.is_none() => SearchInfo {
                            nodes: info.nodes.or(old.nodes),
                            nps: info.nps.or(old.nps),
                            depth: info.depth.or(old.depth),
                            ..old
                        },
                        _ => info,
                    };
                    self.last_info = Some(merged);
                }
                EngineEvent::BestMove { best, .. } => {
                    self.pending = None;
                    self.last_search = self.go_at.map(|t| t.elapsed());
                    out.push(EngineOutput::Best { purpose, best });
                }
                EngineEvent::Error(text) => {
                    self.pending = None;
                    out.push(EngineOutput::Failed(format!("{}: {text}", self.name)));
                }
            }
        }
        out
    }

    /// How long the last finished search took.
    pub fn search_time(&self) -> Option<std::time::Duration> {
        self.last_search
    }

    /// The latest score from White's point of view.
    pub fn white_score(&self) -> Option<crate::engine::Score> {
        let info = self.last_info.as_ref()?;
        Some(info.score?.white_relative(self.searched_side?))
    }
}

impl EngineHandle {
    /// Sends an option (a button press, typically) to the running engine.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.engine
            .set_option(name, value)
            .map_err(|e| format!("{}: {e}", self.name))
    }

    /// Shuts the engine down on a background thread: an external engine that does not
    /// answer `stop`/`quit` at once would otherwise freeze the window while the client waits.
    pub fn shut_down_in_background(self) {
        std::thread::spawn(move || drop(self));
    }
}

impl Drop for EngineHandle {
    fn drop(&mut self) {
        self.engine.quit();
    }
}
