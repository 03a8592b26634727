//! How a game is set up: who plays each side (a person or an engine from the catalogue, with
//! an optional Elo limit), the time control and the start position; [`GameSetup`] is what the
//! new-game dialog edits and the settings remember, [`ResolvedSetup`] the game it starts.

use serde::{Deserialize, Serialize};

use crate::{
    app::{
        adjudication::{AdjudicationSettings, Rules},
        clock::TimeControl,
    },
    chess::{ByColor, Color, Position},
};

/// Who plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// A person against an engine.
    #[default]
    HumanVsEngine,
    /// Two people on one board.
    HumanVsHuman,
    /// Two engines; the user watches.
    EngineVsEngine,
}

/// The colour the human plays against an engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideChoice {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
    /// Decided by lot when the game starts.
    Random,
}

/// Where the game starts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartChoice {
    /// The standard position.
    #[default]
    Standard,
    /// A FEN typed or pasted by the user.
    Fen(String),
    /// A random Chess960 position.
    Chess960Random,
    /// Chess960 position number 0..960.
    Chess960(u16),
}

/// Everything the new-game dialog decides; stored in the settings as the last setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// Who plays.
    pub mode: Mode,
    /// The human's colour against an engine.
    pub side: SideChoice,
    /// The engine (by entry name); for engine vs engine, White's engine.
    pub engine: String,
    /// Black's engine in engine vs engine.
    pub engine2: String,
    /// Strength limit in Elo; `None` is full strength.
    pub elo: Option<u32>,
    /// The time control; `None` is untimed.
    pub time: Option<TimeControl>,
    /// The start position.
    pub start: StartChoice,
    /// Engines play from the opening book (the file chosen in the dialog) while it has moves.
    pub book: bool,
    /// How engine-against-engine games are adjudicated.
    pub adjudication: AdjudicationSettings,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            mode: Mode::HumanVsEngine,
            side: SideChoice::White,
            engine: String::new(),
            engine2: String::new(),
            elo: None,
            time: Some(TimeControl::new(300, 0)),
            start: StartChoice::Standard,
            book: true,
            adjudication: AdjudicationSettings::default(),
        }
    }
}

/// One side of a resolved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// A person at the board.
    Human,
    /// An engine entry by name, with an optional Elo limit.
    Engine {
        /// The entry's name.
        name: String,
        /// Strength limit.
        elo: Option<u32>,
    },
}

impl Player {
    /// Whether a person plays this side.
    pub fn is_human(&self) -> bool {
        matches!(self, Player::Human)
    }

    /// The name shown in the interface: a person in the interface's language, else
    /// [`Player::label`].
    pub fn shown_name(&self) -> String {
        match self {
            Player::Human => crate::t!("common-human"),
            Player::Engine { .. } => self.label(),
        }
    }

    /// "Human" or the engine name with its level, as the PGN tags of a game record it.
    pub fn label(&self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Engine {
                name,
                elo: Some(elo),
            } => format!("{name} ({elo})"),
            Player::Engine { name, elo: None } => name.clone(),
        }
    }
}

/// A setup that cannot start.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    /// The FEN is invalid.
    #[error("invalid start FEN: {0}")]
    Fen(#[from] crate::chess::FenError),
    /// Chess960 numbers run 0 to 959.
    #[error("Chess960 position {0} does not exist (0 to 959)")]
    Chess960(u16),
    /// The chosen engine is not available.
    #[error("engine '{0}' is not available in this build")]
    NoEngine(String),
    /// The game is already over in the start position.
    #[error("the start position has no legal moves")]
    NoMoves,
}

/// A setup with the lot drawn and the position built.
#[derive(Clone, Debug)]
pub struct ResolvedSetup {
    /// The start position.
    pub start: Position,
    /// Who plays each colour.
    pub players: ByColor<Player>,
    /// The time control.
    pub time: Option<TimeControl>,
    /// Whether engines use the opening book.
    pub book: bool,
    /// The adjudication of an engine-against-engine game (off for games with a person).
    pub adjudication: AdjudicationSettings,
}

impl ResolvedSetup {
    /// The adjudication rules the game is played under.
    pub fn rules(&self) -> Rules {
        self.adjudication.rules()
    }
}

/// A pseudo-random number from the system's hasher seed and the clock (good enough for
/// drawing a colour or a Chess960 position).
pub fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

impl GameSetup {
    /// Draws lots and builds the start position; `engines` names the available engines
    /// (the first stands in when the setup names none).
    ///
    /// # Errors
    /// A bad FEN or Chess960 number, an engine that is not available, a start position
    /// without legal moves.
    pub fn resolve(&self, engines: &[&str]) -> Result<ResolvedSetup, SetupError> {
        let start = match &self.start {
            StartChoice::Standard => Position::startpos(),
            StartChoice::Fen(fen) => Position::from_fen(fen.trim())?,
            StartChoice::Chess960Random => {
                let n = u16::try_from(random_u64() % 960).unwrap_or(518);
                Position::chess960(n).map_err(|_| SetupError::Chess960(n))?
            }
            StartChoice::Chess960(n) => {
                Position::chess960(*n).map_err(|_| SetupError::Chess960(*n))?
            }
        };
        if !start.has_legal_moves() {
            return Err(SetupError::NoMoves);
        }
        let engine = |name: &str, elo| {
            engines
                .iter()
                .find(|&&e| e == name)
                .or_else(|| engines.first().filter(|_| name.is_empty()))
                .map(|&e| Player::Engine {
                    name: e.to_owned(),
                    elo,
                })
                .ok_or_else(|| SetupError::NoEngine(name.to_owned()))
        };
        let players = match self.mode {
            Mode::HumanVsHuman => ByColor {
                white: Player::Human,
                black: Player::Human,
            },
            Mode::HumanVsEngine => {
                let human = match self.side {
                    SideChoice::White => Color::White,
                    SideChoice::Black => Color::Black,
                    SideChoice::Random if random_u64().is_multiple_of(2) => Color::White,
                    SideChoice::Random => Color::Black,
                };
                let computer = engine(&self.engine, self.elo)?;
                match human {
                    Color::White => ByColor {
                        white: Player::Human,
                        black: computer,
                    },
                    Color::Black => ByColor {
                        white: computer,
                        black: Player::Human,
                    },
                }
            }
            Mode::EngineVsEngine => ByColor {
                white: engine(&self.engine, self.elo)?,
                black: engine(&self.engine2, self.elo)?,
            },
        };
        Ok(ResolvedSetup {
            start,
            players,
            time: self.time,
            book: self.book && self.mode != Mode::HumanVsHuman,
            adjudication: match self.mode {
                Mode::EngineVsEngine => self.adjudication,
                Mode::HumanVsEngine | Mode::HumanVsHuman => AdjudicationSettings {
                    resign: false,
                    draw: false,
                    max_moves: None,
                    ..self.adjudication
                },
            },
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn setups_resolve() {
        let hvh = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Chess960(0),
            ..GameSetup::default()
        };
        let resolved = hvh.resolve(&[]).unwrap();
        assert!(resolved.players.white.is_human() && resolved.players.black.is_human());
        assert!(resolved.start.is_chess960());

        let bad_fen = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Fen("not a fen".into()),
            ..GameSetup::default()
        };
        assert!(matches!(bad_fen.resolve(&[]), Err(SetupError::Fen(_))));

        let no_engine = GameSetup::default();
        assert!(matches!(
            no_engine.resolve(&[]),
            Err(SetupError::NoEngine(_))
        ));
        let bad_960 = GameSetup {
            mode: Mode::HumanVsHuman,
            start: StartChoice::Chess960(960),
            ..GameSetup::default()
        };
        assert!(matches!(
            bad_960.resolve(&[]),
            Err(SetupError::Chess960(960))
        ));
    }
}
