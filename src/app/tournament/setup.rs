//! A tournament as the app sets it up: engines named from the engine catalogue, the format,
//! openings, limits, adjudication, SPRT bounds and the PGN file, kept as plain data (saved
//! with the app's tournaments list, so a run can be continued after the app was closed) and
//! turned into the runner's [`MatchConfig`] with the settings its state file records.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use anyhow::Context as _;
use serde::{Deserialize, Serialize};

use super::{
    openings::{self, Opening},
    pgn::PgnTags,
    runner::{MatchConfig, Resume},
    schedule::{Format, opening_sequence},
    state::{Settings, StateFile},
    stats::Sprt,
};
use crate::t;
use crate::{
    app::{
        adjudication::AdjudicationSettings,
        clock::TimeControl,
        engines::EngineEntry,
        game_driver::{GameLimits, GameSettings},
    },
    chess::{Move, Position},
    formats::{pgn::read_all, polyglot::Book},
    uci::client::Timeouts,
};

/// The tournament formats offered in the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FormatChoice {
    /// Every engine against every other one.
    #[default]
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
    /// Two engines, with an optional SPRT.
    Match,
}

impl FormatChoice {
    /// The runner's format.
    pub fn format(self) -> Format {
        match self {
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::Gauntlet => Format::Gauntlet,
            FormatChoice::Match => Format::Match,
        }
    }

    /// The name shown in the set-up, in the interface's language.
    pub fn label(self) -> String {
        match self {
            FormatChoice::RoundRobin => t!("tournament-format-round-robin"),
            FormatChoice::Gauntlet => t!("tournament-format-gauntlet"),
            FormatChoice::Match => t!("tournament-format-match"),
        }
    }
}

/// Where the games start.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum OpeningSource {
    /// The standard start position.
    #[default]
    StartPosition,
    /// The positions (EPD) or main lines (PGN) of a file.
    File {
        /// The file.
        path: PathBuf,
        /// Shuffled with the seed, or in file order.
        shuffled: bool,
    },
    /// Lines drawn from the shipped opening book, this many plies long.
    Book {
        /// Plies of each line.
        plies: usize,
    },
    /// One position given as FEN (a position of a game, "play engine games from here").
    Position {
        /// The position.
        fen: String,
    },
}

/// How long each move may take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LimitChoice {
    /// A clock: `[moves/]base[+increment]` in seconds, like `10+0.1`.
    Clock(String),
    /// A fixed time per move, in milliseconds.
    MoveTime(u64),
    /// A node count per move.
    Nodes(u64),
}

impl Default for LimitChoice {
    fn default() -> Self {
        LimitChoice::Clock("10+0.1".to_owned())
    }
}

/// The SPRT of a two-engine match.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SprtBounds {
    /// Elo of the null hypothesis.
    pub elo0: f64,
    /// Elo of the alternative.
    pub elo1: f64,
    /// False positive rate.
    pub alpha: f64,
    /// False negative rate.
    pub beta: f64,
}

impl Default for SprtBounds {
    fn default() -> Self {
        SprtBounds {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        }
    }
}

/// Everything that decides a tournament in the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentSetup {
    /// The PGN `Event` and the name in the tournaments list.
    pub event: String,
    /// Round robin, gauntlet or match.
    pub format: FormatChoice,
    /// Catalogue names of the engines (a name may repeat).
    pub engines: Vec<String>,
    /// Games per pairing.
    pub games: u32,
    /// Where the games start.
    pub openings: OpeningSource,
    /// Limits per move.
    pub limit: LimitChoice,
    /// Games played at the same time.
    pub concurrency: usize,
    /// Resign, draw and length rules.
    pub adjudication: AdjudicationSettings,
    /// The SPRT of a match (`None`: none).
    pub sprt: Option<SprtBounds>,
    /// Where the games are written (rewritten from the state file on resume).
    pub pgn: Option<PathBuf>,
    /// The seed of shuffled openings and book lines.
    pub seed: u64,
}

impl Default for TournamentSetup {
    fn default() -> Self {
        TournamentSetup {
            event: "Tempo tournament".to_owned(),
            format: FormatChoice::RoundRobin,
            engines: Vec::new(),
            games: 2,
            openings: OpeningSource::StartPosition,
            limit: LimitChoice::default(),
            concurrency: 1,
            adjudication: AdjudicationSettings {
                max_moves: Some(200),
                ..AdjudicationSettings::default()
            },
            sprt: None,
            pgn: None,
            seed: 1,
        }
    }
}

/// How a move is given time, for the PGN `TimeControl` tag and the state file.
fn limit_text(limit: &LimitChoice) -> String {
    match limit {
        LimitChoice::Clock(text) => text.trim().to_owned(),
        LimitChoice::MoveTime(ms) => format!("{}/move", Duration::from_millis(*ms).as_secs_f64()),
        LimitChoice::Nodes(nodes) => format!("{nodes} nodes"),
    }
}

impl TournamentSetup {
    /// What is wrong with the set-up before anything is started, if anything.
    pub fn problem(&self) -> Option<String> {
        let engines = self.engines.len();
        if self.format == FormatChoice::Match && engines != 2 {
            return Some(t!("tournament-problem-match-engines", count = engines));
        }
        if engines < 2 {
            return Some(t!("tournament-problem-two-engines"));
        }
        if self.games == 0 {
            return Some(t!("tournament-problem-no-games"));
        }
        match &self.limit {
            LimitChoice::Clock(text) => {
                if let Err(e) = text.trim().parse::<TimeControl>() {
                    return Some(t!("tournament-problem-clock", error = e.to_string()));
                }
            }
            LimitChoice::MoveTime(0) => return Some(t!("tournament-problem-zero-time")),
            LimitChoice::Nodes(0) => return Some(t!("tournament-problem-zero-nodes")),
            _ => {}
        }
        match &self.openings {
            OpeningSource::File { path, .. } if path.as_os_str().is_empty() => {
                return Some(t!("tournament-problem-opening-file"));
            }
            OpeningSource::Book { plies: 0 } => {
                return Some(t!("tournament-problem-book-plies"));
            }
            OpeningSource::Position { fen } => {
                if let Err(e) = Position::from_fen(fen) {
                    return Some(t!(
                        "tournament-problem-start-position",
                        error = e.to_string()
                    ));
                }
            }
            _ => {}
        }
        if let Some(b) = self.sprt.filter(|_| self.format == FormatChoice::Match)
            && let Err(e) = Sprt::new(b.elo0, b.elo1, b.alpha, b.beta)
        {
            return Some(t!("tournament-problem-sprt", error = e));
        }
        None
    }

    /// The openings and their description for the state file.
    fn openings(&self) -> anyhow::Result<(Vec<Opening>, Vec<usize>, String)> {
        let rounds = self.games.div_ceil(2) as usize;
        Ok(match &self.openings {
            OpeningSource::StartPosition => {
                (vec![Opening::startpos()], vec![0], "start position".into())
            }
            OpeningSource::File { path, shuffled } => {
                let all = openings::load(path, None, None)?;
                let bytes =
                    std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
                let order = opening_sequence(all.len(), rounds, shuffled.then_some(self.seed));
                let text = format!(
                    "{} ({} openings, {}, fnv {:016x})",
                    path.display(),
                    all.len(),
                    if *shuffled { "shuffled" } else { "in order" },
                    openings::fnv1a(&bytes)
                );
                (all, order, text)
            }
            OpeningSource::Book { plies } => {
                let book = Book::from_bytes(crate::app::session::SHIPPED_BOOK)
                    .context("reading the shipped opening book")?;
                let lines = openings::from_book(&book, rounds, *plies, self.seed);
                let order = (0..lines.len()).collect();
                let text = format!("shipped book, {plies} plies, fnv {:016x}", {
                    openings::fnv1a(crate::app::session::SHIPPED_BOOK)
                });
                (lines, order, text)
            }
            OpeningSource::Position { fen } => {
                let start = Position::from_fen(fen)
                    .map_err(|e| anyhow::anyhow!("the start position {fen}: {e}"))?;
                let opening = Opening {
                    start,
                    moves: Vec::new(),
                    name: None,
                };
                (vec![opening], vec![0], format!("position {fen}"))
            }
        })
    }

    /// The runner's configuration: the engines found by name in `catalogue`, every game
    /// recorded in `state`.
    pub fn config(&self, catalogue: &[EngineEntry], state: &Path) -> anyhow::Result<MatchConfig> {
        if let Some(problem) = self.problem() {
            anyhow::bail!("{problem}");
        }
        let mut engines = Vec::with_capacity(self.engines.len());
        for name in &self.engines {
            let entry = catalogue
                .iter()
                .find(|e| &e.name == name)
                .with_context(|| format!("the engine '{name}' is no longer in the engine list"))?;
            engines.push(entry.clone());
        }
        let mut limits = GameLimits::default();
        match &self.limit {
            LimitChoice::Clock(text) => {
                limits.time_control = Some(text.trim().parse().map_err(anyhow::Error::new)?);
            }
            LimitChoice::MoveTime(ms) => limits.movetime = Some(Duration::from_millis(*ms)),
            LimitChoice::Nodes(nodes) => limits.nodes = Some(*nodes),
        }
        let (openings, opening_order, opening_text) = self.openings()?;
        let sprt = match self.sprt.filter(|_| self.format == FormatChoice::Match) {
            Some(b) => {
                Some(Sprt::new(b.elo0, b.elo1, b.alpha, b.beta).map_err(anyhow::Error::msg)?)
            }
            None => None,
        };
        let settings = self.state_settings(&engines, &opening_text);
        Ok(MatchConfig {
            engines: engines.into_iter().map(Into::into).collect(),
            format: self.format.format(),
            openings,
            opening_order,
            games: self.games,
            concurrency: self.concurrency.max(1),
            settings: GameSettings {
                limits,
                adjudication: self.adjudication.rules(),
                margin: Duration::from_millis(100),
                move_timeout: Some(Duration::from_secs(60)),
            },
            timeouts: Timeouts::default(),
            sprt,
            pgn: self.pgn.clone(),
            tags: PgnTags {
                event: self.event.clone(),
                site: "Tempo".into(),
                date: crate::util::date::today_pgn(),
                time_control: match &self.limit {
                    LimitChoice::Clock(text) => text.trim().to_owned(),
                    _ => "-".to_owned(),
                },
            },
            debug: false,
            resume: Some(Resume {
                path: state.to_path_buf(),
                settings,
            }),
        })
    }

    /// The games recorded in the state file, in schedule order, as lines from their start:
    /// the moves after the opening's and a comment naming the players, the result and how
    /// the game ended (for engine games from a position, added to the game as variations).
    pub fn recorded_lines(
        &self,
        catalogue: &[EngineEntry],
        state: &Path,
    ) -> anyhow::Result<Vec<(Vec<Move>, String)>> {
        let config = self.config(catalogue, state)?;
        let settings = config
            .resume
            .map(|resume| resume.settings)
            .unwrap_or_default();
        let mut games = StateFile::open(state, &settings)?.games;
        games.sort_by_key(|g| g.game);
        let mut lines = Vec::with_capacity(games.len());
        for entry in games {
            let Some(game) = read_all(&entry.pgn).into_iter().next() else {
                continue;
            };
            let game =
                game.with_context(|| format!("game {} of {}", entry.game + 1, state.display()))?;
            let tag = |name: &str| game.tags.get(name).unwrap_or("?").to_owned();
            let comment = format!(
                "{} - {} {} ({})",
                tag("White"),
                tag("Black"),
                tag("Result"),
                entry.termination
            );
            lines.push((game.mainline_moves().collect(), comment));
        }
        Ok(lines)
    }

    /// What the state file records and compares on resume: everything that decides which
    /// games are played and how (not the concurrency or the PGN file).
    fn state_settings(&self, engines: &[EngineEntry], openings: &str) -> Settings {
        let mut settings = Settings::default();
        settings.set("format", self.format.format().name());
        for (i, entry) in engines.iter().enumerate() {
            let options: Vec<String> = entry
                .options
                .iter()
                .map(|(name, value)| format!("option.{name}={value}"))
                .collect();
            settings.set(
                &format!("engine {}", i + 1),
                format!("{} {}", entry.name, options.join(" "))
                    .trim_end()
                    .to_owned(),
            );
        }
        settings.set("engines", engines.len().to_string());
        settings.set("games", self.games.to_string());
        settings.set("limit", limit_text(&self.limit));
        settings.set(
            "adjudication",
            serde_json::to_string(&self.adjudication).unwrap_or_default(),
        );
        let sprt = self.sprt.filter(|_| self.format == FormatChoice::Match);
        settings.set(
            "sprt",
            sprt.map_or_else(
                || "-".to_owned(),
                |b| format!("{} {} {} {}", b.elo0, b.elo1, b.alpha, b.beta),
            ),
        );
        settings.set("openings", openings);
        settings.set("seed", self.seed.to_string());
        settings.set("event", self.event.clone());
        settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::engines::builtin_engines;

    fn two_engines() -> TournamentSetup {
        TournamentSetup {
            engines: vec!["Tempo PVS".into(), "Tempo MCTS".into()],
            ..TournamentSetup::default()
        }
    }

    #[test]
    fn problems_are_named() {
        let mut setup = TournamentSetup::default();
        assert!(setup.problem().is_some_and(|p| p.contains("two engines")));
        setup = two_engines();
        assert_eq!(setup.problem(), None);
        setup.limit = LimitChoice::Clock("ten minutes".into());
        assert!(setup.problem().is_some_and(|p| p.contains("time control")));
        setup = two_engines();
        setup.format = FormatChoice::Match;
        setup.sprt = Some(SprtBounds {
            alpha: 2.0,
            ..SprtBounds::default()
        });
        assert!(setup.problem().is_some_and(|p| p.starts_with("SPRT")));
        setup.engines.push("Tempo PVS".into());
        assert!(setup.problem().is_some_and(|p| p.contains("exactly two")));
    }

    #[test]
    fn config_from_the_catalogue() {
        let mut setup = two_engines();
        setup.limit = LimitChoice::Nodes(500);
        setup.openings = OpeningSource::Book { plies: 6 };
        setup.games = 4;
        let state = Path::new("/nonexistent/state");
        let config = setup
            .config(&builtin_engines(), state)
            .unwrap_or_else(|e| panic!("{e:#}"));
        assert_eq!(config.engines.len(), 2);
        assert_eq!(config.settings.limits.nodes, Some(500));
        assert_eq!(config.openings.len(), 2);
        let resume = config.resume.unwrap_or_else(|| panic!("no state file"));
        assert_eq!(resume.settings.get("limit"), Some("500 nodes"));
        assert_eq!(resume.settings.get("engine 2"), Some("Tempo MCTS"));
        setup.engines[1] = "Gone".into();
        let missing = setup.config(&builtin_engines(), state);
        assert!(missing.is_err_and(|e| e.to_string().contains("'Gone'")));
    }
}
