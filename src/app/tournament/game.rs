//! One game of a match or tournament: the engines (UCI programs given on the command line
//! or entries of the app's engine catalogue), each in an engine runner (restarted through
//! the runner after crashes, switched to Chess960 when the opening needs it), around the
//! application's game driver, which plays the game.

use std::sync::{Arc, Mutex, PoisonError, atomic::AtomicBool};

use anyhow::Context as _;

use super::{openings::Opening, spec::EngineSpec};
use crate::{
    app::{
        engine_runner::EngineRunner,
        engines::EngineEntry,
        game_driver::{Contestant, Failure, GameDriver, GameSettings, SearchedMove, Sides},
        game_record::GameRecord,
    },
    chess::{Color, Position},
    engine::{Engine, EngineError},
    uci::client::{FailureProbe, Timeouts, Trace, UciEngine, UciError},
};

/// What the running process of a player says about its failures (replaced at each start).
type ProbeSlot = Arc<Mutex<Option<FailureProbe>>>;

/// An engine of a match or tournament.
#[derive(Clone, Debug)]
pub enum TournamentEngine {
    /// A UCI program started with its options (`tempo match --engine`).
    Program(EngineSpec),
    /// An entry of the app's engine catalogue (ours, in this process, or an external one),
    /// shown under the entry's name.
    Catalogue(EngineEntry),
}

impl From<EngineSpec> for TournamentEngine {
    fn from(spec: EngineSpec) -> TournamentEngine {
        TournamentEngine::Program(spec)
    }
}

impl From<EngineEntry> for TournamentEngine {
    fn from(entry: EngineEntry) -> TournamentEngine {
        TournamentEngine::Catalogue(entry)
    }
}

impl TournamentEngine {
    /// The name given for it, if any (a program without `name=` is called by its `id name`).
    pub fn given_name(&self) -> Option<&str> {
        match self {
            TournamentEngine::Program(spec) => spec.name.as_deref(),
            TournamentEngine::Catalogue(entry) => Some(&entry.name),
        }
    }

    /// A short label for traces and errors before the engine has told its name.
    pub fn label(&self) -> String {
        match self {
            TournamentEngine::Program(spec) => spec.name.clone().unwrap_or_else(|| {
                let program = &spec.command.program;
                program.file_name().map_or_else(
                    || program.display().to_string(),
                    |n| n.to_string_lossy().into(),
                )
            }),
            TournamentEngine::Catalogue(entry) => entry.name.clone(),
        }
    }
}

/// An engine of the match in its runner (restarted after crashes).
pub struct Player {
    /// The display name.
    pub name: String,
    /// How the runner starts the engine: the process, its options, a trace.
    entry: EngineEntry,
    /// The running engine; `None` after it failed to restart.
    runner: Option<EngineRunner>,
    /// A UCI program's failure probe; `None` for a catalogue entry, which is alive while
    /// its runner is ready.
    probe: Option<ProbeSlot>,
    /// How often it was restarted after a failure.
    pub restarts: u32,
}

impl Player {
    /// Starts the engine and sets its options; `trace` (if any) sees a program's traffic.
    pub fn start(
        engine: &TournamentEngine,
        timeouts: Timeouts,
        trace: Option<Trace>,
    ) -> anyhow::Result<Player> {
        let (entry, probe) = match engine {
            TournamentEngine::Program(spec) => {
                let probe = ProbeSlot::default();
                let entry = engine_entry(spec, timeouts, trace, Arc::clone(&probe));
                (entry, Some(probe))
            }
            TournamentEngine::Catalogue(entry) => (entry.clone(), None),
        };
        let mut runner = EngineRunner::start(&entry, None);
        let report = runner
            .wait_until_started()
            .with_context(|| format!("starting {}", engine.label()))?;
        let name = engine.given_name().map_or(report.name, str::to_owned);
        Ok(Player {
            name,
            entry,
            runner: Some(runner),
            probe,
            restarts: 0,
        })
    }

    /// Makes sure a live engine is ready for a new game, restarting it (through the runner,
    /// from its entry) if it died.
    fn prepare(&mut self) -> anyhow::Result<()> {
        for _ in 0..2 {
            let alive = self.runner.as_ref().is_some_and(EngineRunner::is_ready) && self.alive();
            let runner = if alive {
                let Some(runner) = self.runner.as_mut() else {
                    continue;
                };
                runner.new_game();
                runner
            } else {
                // The old engine quits on its runner's thread.
                if self.runner.take().is_some() {
                    self.restarts += 1;
                }
                let mut runner = EngineRunner::start(&self.entry, None);
                runner
                    .wait_until_started()
                    .with_context(|| format!("restarting {}", self.name))?;
                // A fresh engine starts with a new game.
                self.runner.insert(runner)
            };
            runner.settle();
            if self.alive() {
                return Ok(());
            }
        }
        anyhow::bail!(
            "{} does not start a new game: {}",
            self.name,
            self.failure_text()
        )
    }

    fn probe(&self) -> Option<FailureProbe> {
        self.probe
            .as_ref()?
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    fn alive(&self) -> bool {
        match &self.probe {
            Some(_) => self.probe().is_some_and(|probe| probe.is_alive()),
            None => self.runner.as_ref().is_some_and(EngineRunner::is_ready),
        }
    }

    fn failure_text(&self) -> String {
        self.probe()
            .and_then(|probe| probe.failure())
            .map_or_else(|| "unknown failure".to_owned(), |e| e.to_string())
    }

    /// Switches the engine to Chess960 castling when it has the option (engines without it
    /// get the position anyway and may fail on castling moves).
    fn enable_chess960(&mut self) {
        if let Some(runner) = self.runner.as_mut()
            && runner
                .options()
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case("UCI_Chess960"))
        {
            // A failure here shows up as a broken engine at its first move.
            runner.set_option("UCI_Chess960", "true");
        }
    }

    /// Stops and shuts down the engine, waiting until it has quit.
    pub fn quit(&mut self) {
        if let Some(runner) = self.runner.take() {
            runner.quit_and_wait();
        }
    }
}

/// The runner's entry for `spec`: each start launches the process, sets the options (a
/// refused one fails the start) and records the process's failure probe in `probe`.
fn engine_entry(
    spec: &EngineSpec,
    timeouts: Timeouts,
    trace: Option<Trace>,
    probe: ProbeSlot,
) -> EngineEntry {
    let label = spec
        .name
        .clone()
        .unwrap_or_else(|| spec.command.program.display().to_string());
    let spec = spec.clone();
    EngineEntry::new(label, move || {
        let engine =
            launch(&spec, timeouts, trace.clone()).map_err(|e| EngineError(format!("{e:#}")))?;
        *probe.lock().unwrap_or_else(PoisonError::into_inner) = Some(engine.failure_probe());
        Ok(Box::new(engine) as Box<dyn Engine>)
    })
}

fn launch(
    spec: &EngineSpec,
    timeouts: Timeouts,
    trace: Option<Trace>,
) -> anyhow::Result<UciEngine> {
    let mut engine = UciEngine::start_traced(&spec.command, timeouts, trace)?;
    for (name, value) in &spec.options {
        engine
            .set_option(name, value)
            .with_context(|| format!("setting option {name}={value}"))?;
    }
    engine.sync()?;
    Ok(engine)
}

impl Contestant for Player {
    fn runner(&mut self) -> Option<&mut EngineRunner> {
        self.runner.as_mut()
    }

    /// The UCI client knows what went wrong: an illegal move (the process goes on) or a
    /// crash, hang or broken pipe.
    fn failure(&mut self, message: String) -> Failure {
        match self.probe().and_then(|probe| probe.failure()) {
            Some(UciError::IllegalMove { text, .. }) => Failure::IllegalMove(text),
            Some(error) => Failure::Crash(error.to_string()),
            None => Failure::Crash(message),
        }
    }
}

/// A finished game of the match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// White's display name.
    pub white: String,
    /// Black's display name.
    pub black: String,
    /// Whether the match's first engine had White.
    pub first_is_white: bool,
    /// The opening's name, if known.
    pub opening_name: Option<String>,
    /// The moves and how the game ended.
    pub record: GameRecord,
}

impl MatchGame {
    /// The first engine's result in half points (2 win, 1 draw, 0 loss).
    pub fn first_half_points(&self) -> u8 {
        let first = if self.first_is_white {
            Color::White
        } else {
            Color::Black
        };
        match self.record.end.winner {
            None => 1,
            Some(winner) if winner == first => 2,
            Some(_) => 0,
        }
    }
}

/// A move of a game in progress, for live boards.
#[derive(Clone, Debug)]
pub struct LiveMove {
    /// The position after the move.
    pub position: Position,
    /// The move in SAN.
    pub san: String,
    /// Plies played from the game's start position, this one included.
    pub ply: usize,
}

impl LiveMove {
    fn after(searched: &SearchedMove<'_>) -> LiveMove {
        let san = searched.position.san(searched.best);
        let mut position = searched.position.clone();
        position.play_unchecked(searched.best);
        LiveMove {
            position,
            san,
            ply: searched.ply + 1,
        }
    }
}

/// Plays one game from `opening`; `on_move` sees every engine move played. Returns
/// `Ok(None)` when `abort` was raised mid-game, and an error only when an engine cannot be
/// (re)started at all.
pub fn play_game(
    white: &mut Player,
    black: &mut Player,
    first_is_white: bool,
    opening: &Opening,
    settings: &GameSettings,
    abort: &AtomicBool,
    on_move: &mut dyn FnMut(LiveMove),
) -> anyhow::Result<Option<MatchGame>> {
    white.prepare()?;
    black.prepare()?;
    if opening.start.is_chess960() {
        for player in [&mut *white, &mut *black] {
            player.enable_chess960();
        }
    }
    let record = GameDriver::new(settings).with_abort(abort).play(
        Sides::Pair {
            white: &mut *white,
            black: &mut *black,
        },
        &opening.start,
        &opening.moves,
        &mut |searched| {
            if searched.played {
                on_move(LiveMove::after(searched));
            }
        },
    );
    Ok(record.map(|record| MatchGame {
        white: white.name.clone(),
        black: black.name.clone(),
        first_is_white,
        opening_name: opening.name.clone(),
        record,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::game_record::{EndReason, GameEnd},
        chess::Position,
    };

    #[test]
    fn points_of_the_first_engine() {
        let end = GameEnd {
            winner: Some(Color::White),
            reason: EndReason::IllegalMove {
                loser: Color::Black,
                text: "e2e5".into(),
            },
        };
        let game = |first_is_white| MatchGame {
            white: "A".into(),
            black: "B".into(),
            first_is_white,
            opening_name: None,
            record: GameRecord {
                start: Position::startpos(),
                moves: Vec::new(),
                end: end.clone(),
            },
        };
        assert_eq!(game(false).first_half_points(), 0);
        assert_eq!(game(true).first_half_points(), 2);
    }
}
