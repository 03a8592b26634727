//! One game of a match between two UCI engines: the engine processes (restarted after
//! crashes, switched to Chess960 when the opening needs it) around the application's game
//! driver, which plays the game.

use std::sync::atomic::AtomicBool;

use anyhow::Context as _;

use super::{openings::Opening, spec::EngineSpec};
use crate::{
    app::{
        game_driver::{Contestant, Failure, GameDriver, GameSettings, Sides},
        game_record::GameRecord,
    },
    chess::Color,
    engine::Engine,
    uci::client::{Timeouts, Trace, UciEngine, UciError},
};

/// An engine of the match with its running process (restarted after crashes).
pub struct Player {
    /// How to start it.
    pub spec: EngineSpec,
    /// The display name.
    pub name: String,
    /// The running process, `None` until started or after it failed.
    engine: Option<UciEngine>,
    timeouts: Timeouts,
    trace: Option<Trace>,
    /// How often it was restarted after a failure.
    pub restarts: u32,
}

impl Player {
    /// Starts the engine and sets its options; `trace` (if any) sees all its traffic.
    pub fn start(
        spec: EngineSpec,
        timeouts: Timeouts,
        trace: Option<Trace>,
    ) -> anyhow::Result<Player> {
        let engine = launch(&spec, timeouts, trace.clone())?;
        let name = spec.name.clone().unwrap_or_else(|| engine.name());
        Ok(Player {
            spec,
            name,
            engine: Some(engine),
            timeouts,
            trace,
            restarts: 0,
        })
    }

    /// Makes sure a live engine is ready for a new game, restarting it if it died.
    fn prepare(&mut self) -> anyhow::Result<()> {
        for _ in 0..2 {
            let engine = match self.engine.take() {
                Some(engine) if engine.is_alive() => engine,
                previous => {
                    if previous.is_some() {
                        self.restarts += 1;
                    }
                    drop(previous);
                    launch(&self.spec, self.timeouts, self.trace.clone())
                        .with_context(|| format!("restarting {}", self.name))?
                }
            };
            let engine = self.engine.insert(engine);
            engine.new_game();
            if engine.is_alive() {
                return Ok(());
            }
        }
        anyhow::bail!(
            "{} does not start a new game: {}",
            self.name,
            self.failure_text()
        )
    }

    fn failure_text(&self) -> String {
        self.engine
            .as_ref()
            .and_then(UciEngine::failure)
            .map_or_else(|| "unknown failure".to_owned(), |e| e.to_string())
    }

    /// Switches the engine to Chess960 castling when it has the option (engines without it
    /// get the position anyway and may fail on castling moves).
    fn enable_chess960(&mut self) {
        if let Some(engine) = self.engine.as_mut()
            && engine
                .options()
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case("UCI_Chess960"))
        {
            // A failure here shows up as a broken engine at its first move.
            let _ = engine.set_option("UCI_Chess960", "true");
        }
    }

    /// Stops and shuts down the engine.
    pub fn quit(&mut self) {
        if let Some(mut engine) = self.engine.take() {
            engine.quit();
        }
    }
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
    fn engine(&mut self) -> Option<&mut dyn Engine> {
        self.engine.as_mut().map(|engine| engine as &mut dyn Engine)
    }

    /// The UCI client knows what went wrong: an illegal move (the process goes on) or a
    /// crash, hang or broken pipe.
    fn failure(&mut self, message: String) -> Failure {
        let Some(engine) = self.engine.as_mut() else {
            return Failure::Crash(message);
        };
        match engine.failure() {
            Some(UciError::IllegalMove { text, .. }) => {
                engine.clear_failure();
                Failure::IllegalMove(text)
            }
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

/// Plays one game from `opening`. Returns `Ok(None)` when `abort` was raised mid-game, and
/// an error only when an engine cannot be (re)started at all.
pub fn play_game(
    white: &mut Player,
    black: &mut Player,
    first_is_white: bool,
    opening: &Opening,
    settings: &GameSettings,
    abort: &AtomicBool,
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
        &mut |_| {},
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
