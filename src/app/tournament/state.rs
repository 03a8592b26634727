//! The state file of a resumable match or tournament: JSON lines, a header with the settings
//! the run was started with, then one line per finished game (its place in the schedule, the
//! result, and its PGN so that the PGN output can be rebuilt without duplicates).
//!
//! Each game line is written in one piece and flushed to disk before the game counts, so a
//! run killed at any moment leaves at most a partial last line; opening the file again drops
//! that line and carries on after the last complete one.

use std::{
    collections::BTreeMap,
    fs::{File, OpenOptions},
    io::{ErrorKind, Read as _, Write as _},
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use super::schedule::Schedule;
use crate::chess::Color;

/// The `format` of the header line.
const FORMAT_TAG: &str = "tempo-match-state";
/// The version this program writes and reads.
const VERSION: u32 = 1;

/// What decides which games are played and how: engines, games, limits, openings, seed… as
/// `key → value` text, compared key by key when a run is resumed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings(pub BTreeMap<String, String>);

impl Settings {
    /// Sets `key`.
    pub fn set(&mut self, key: &str, value: impl Into<String>) {
        self.0.insert(key.to_owned(), value.into());
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }

    /// The first key (in key order) whose value differs, with both values (`None`: missing).
    pub fn first_difference<'a>(
        &'a self,
        other: &'a Settings,
    ) -> Option<(String, Option<&'a str>, Option<&'a str>)> {
        let mut keys: Vec<&String> = self.0.keys().chain(other.0.keys()).collect();
        keys.sort_unstable();
        keys.dedup();
        keys.into_iter().find_map(|key| {
            let (mine, theirs) = (self.get(key), other.get(key));
            (mine != theirs).then(|| (key.clone(), mine, theirs))
        })
    }
}

/// The result of a recorded game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// `1-0`.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// `1/2-1/2`.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// `0-1`.
    #[serde(rename = "0-1")]
    BlackWins,
}

impl Outcome {
    /// From the winner (`None`: a draw).
    pub fn from_winner(winner: Option<Color>) -> Outcome {
        match winner {
            Some(Color::White) => Outcome::WhiteWins,
            Some(Color::Black) => Outcome::BlackWins,
            None => Outcome::Draw,
        }
    }

    /// White's result in half points: 2 a win, 1 a draw, 0 a loss.
    pub fn white_half_points(self) -> u8 {
        match self {
            Outcome::WhiteWins => 2,
            Outcome::Draw => 1,
            Outcome::BlackWins => 0,
        }
    }
}

/// One finished game, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEntry {
    /// Its index in the schedule.
    pub game: usize,
    /// The pairing it belongs to.
    pub pairing: usize,
    /// The game pair of that pairing.
    pub pair: usize,
    /// 0: the pairing's first engine had White; 1: the second one had.
    pub slot: usize,
    /// The opening's index in the opening list.
    pub opening: usize,
    /// The engine with White.
    pub white: usize,
    /// The engine with Black.
    pub black: usize,
    /// The result.
    pub result: Outcome,
    /// The PGN `Termination` tag (`normal`, `adjudication`, `time forfeit`…).
    pub termination: String,
    /// The engine that lost by failing (time, illegal move, crash or stall), if any.
    pub failed: Option<usize>,
    /// The game's PGN text, ending with a blank line.
    pub pgn: String,
}

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
    settings: Settings,
}

/// Why a state file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    /// Reading or writing failed.
    #[error("state file {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The reason.
        source: std::io::Error,
    },
    /// The file is something else; it is left untouched.
    #[error("{path} is not a tempo match state file (its first line is not a state header)")]
    NotState {
        /// The file.
        path: String,
    },
    /// Written by a newer program.
    #[error("state file {path} has version {found}; this program reads version {VERSION}")]
    Version {
        /// The file.
        path: String,
        /// Its version.
        found: u32,
    },
    /// A complete line that does not hold a game.
    #[error("state file {path}, line {line}: {message}")]
    BadLine {
        /// The file.
        path: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The run being resumed had other settings.
    #[error(
        "state file {path} was written by another run: {key} was {recorded} there, is {given} \
         now (repeat the command as it was, or give another state file)"
    )]
    Mismatch {
        /// The file.
        path: String,
        /// The setting that differs.
        key: String,
        /// Its value in the file.
        recorded: String,
        /// Its value now.
        given: String,
    },
}

/// An open state file, ready for more games.
#[derive(Debug)]
pub struct StateFile {
    path: PathBuf,
    file: File,
}

/// A state file opened for a run, with the games it already holds.
#[derive(Debug)]
pub struct OpenedState {
    /// The file, positioned after the last complete line.
    pub file: StateFile,
    /// The games recorded so far, in file order.
    pub games: Vec<GameEntry>,
    /// Whether a partial last line (from a run killed mid-write) was dropped.
    pub dropped_partial_line: bool,
}

impl StateFile {
    /// Opens `path` for a run with `settings`: creates it with a header when it does not
    /// exist (or is empty), otherwise checks that it was written with the same settings and
    /// reads its games, dropping a partial last line.
    pub fn open(path: &Path, settings: &Settings) -> Result<OpenedState, StateError> {
        let name = path.display().to_string();
        let io = |source| StateError::Io {
            path: name.clone(),
            source,
        };
        let bytes = read_if_present(path).map_err(io)?;
        let complete_len = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let (complete, partial) = bytes.split_at(complete_len);
        if complete.is_empty() {
            // Nothing finished: a new file, or one killed while its header was written.
            if !partial.is_empty() && !could_begin_a_header(partial) {
                return Err(StateError::NotState { path: name });
            }
            let mut file = File::create(path).map_err(io)?;
            let header = Header {
                format: FORMAT_TAG.to_owned(),
                version: VERSION,
                settings: settings.clone(),
            };
            write_line(&mut file, &header).map_err(io)?;
            return Ok(OpenedState {
                file: StateFile {
                    path: path.to_path_buf(),
                    file,
                },
                games: Vec::new(),
                dropped_partial_line: !partial.is_empty(),
            });
        }
        let mut lines = complete.split(|&b| b == b'\n');
        let header: Header = lines
            .next()
            .and_then(|line| serde_json::from_slice(line).ok())
            .filter(|h: &Header| h.format == FORMAT_TAG)
            .ok_or_else(|| StateError::NotState { path: name.clone() })?;
        if header.version != VERSION {
            return Err(StateError::Version {
                path: name,
                found: header.version,
            });
        }
        if let Some((key, recorded, given)) = header.settings.first_difference(settings) {
            return Err(StateError::Mismatch {
                path: name,
                key,
                recorded: recorded.unwrap_or("(not set)").to_owned(),
                given: given.unwrap_or("(not set)").to_owned(),
            });
        }
        let mut games = Vec::new();
        for (index, line) in lines.enumerate() {
            if line.is_empty() {
                continue;
            }
            let entry: GameEntry =
                serde_json::from_slice(line).map_err(|e| StateError::BadLine {
                    path: name.clone(),
                    line: index + 2,
                    message: e.to_string(),
                })?;
            games.push(entry);
        }
        if !partial.is_empty() {
            // Cut the partial line off, so the next game starts on a line of its own.
            let file = OpenOptions::new().write(true).open(path).map_err(io)?;
            file.set_len(complete_len as u64).map_err(io)?;
            file.sync_data().map_err(io)?;
        }
        let file = OpenOptions::new().append(true).open(path).map_err(io)?;
        Ok(OpenedState {
            file: StateFile {
                path: path.to_path_buf(),
                file,
            },
            games,
            dropped_partial_line: !partial.is_empty(),
        })
    }

    /// Records a finished game: one line, written and flushed to disk before returning.
    pub fn append(&mut self, entry: &GameEntry) -> Result<(), StateError> {
        write_line(&mut self.file, entry).map_err(|source| StateError::Io {
            path: self.path.display().to_string(),
            source,
        })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The settings recorded in the state file at `path`; `None` when it does not exist or has
/// no complete header yet.
pub fn recorded_settings(path: &Path) -> Result<Option<Settings>, StateError> {
    let name = path.display().to_string();
    let bytes = read_if_present(path).map_err(|source| StateError::Io {
        path: name.clone(),
        source,
    })?;
    let Some(end) = bytes.iter().position(|&b| b == b'\n') else {
        return Ok(None);
    };
    let (first_line, _) = bytes.split_at(end);
    let header: Header = serde_json::from_slice(first_line)
        .ok()
        .filter(|h: &Header| h.format == FORMAT_TAG)
        .ok_or(StateError::NotState { path: name })?;
    Ok(Some(header.settings))
}

/// Whether `partial` could be the beginning of a header line (serde writes the fields in
/// declaration order, so every header starts the same way).
fn could_begin_a_header(partial: &[u8]) -> bool {
    let start = concat!("{\"format\":\"", "tempo-match-state", "\"").as_bytes();
    let n = partial.len().min(start.len());
    partial.get(..n) == start.get(..n)
}

/// The games of `schedule` that `recorded` holds, as a flag per game; a recorded game that
/// is not in the schedule, or is there twice, is an error naming the file.
pub fn finished_games(
    path: &Path,
    schedule: &Schedule,
    recorded: &[GameEntry],
) -> Result<Vec<bool>, StateError> {
    let mut done = vec![false; schedule.games.len()];
    for (index, entry) in recorded.iter().enumerate() {
        let bad = |message: String| StateError::BadLine {
            path: path.display().to_string(),
            // The header is line 1; blank lines are never written.
            line: index + 2,
            message,
        };
        let Some(scheduled) = schedule.games.get(entry.game) else {
            return Err(bad(format!(
                "game {} is not in the schedule of {} games",
                entry.game,
                schedule.games.len()
            )));
        };
        let same = (entry.pairing, entry.pair, entry.slot, entry.opening)
            == (
                scheduled.pairing,
                scheduled.pair,
                scheduled.slot,
                scheduled.opening,
            )
            && (entry.white, entry.black) == (scheduled.white, scheduled.black);
        if !same {
            return Err(bad(format!(
                "game {} does not match the schedule (pairing, colours or opening)",
                entry.game
            )));
        }
        match done.get_mut(entry.game) {
            Some(seen) if *seen => {
                return Err(bad(format!("game {} is recorded twice", entry.game)));
            }
            Some(seen) => *seen = true,
            None => {}
        }
    }
    Ok(done)
}

fn read_if_present(path: &Path) -> std::io::Result<Vec<u8>> {
    match File::open(path) {
        Ok(mut file) => {
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes)?;
            Ok(bytes)
        }
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

/// Writes `value` as one JSON line in a single write, then flushes it to disk.
fn write_line(file: &mut File, value: &impl Serialize) -> std::io::Result<()> {
    let mut line = serde_json::to_vec(value).map_err(std::io::Error::other)?;
    line.push(b'\n');
    file.write_all(&line)?;
    file.sync_data()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tournament::schedule::Format;

    fn settings(games: &str) -> Settings {
        let mut s = Settings::default();
        s.set("games", games);
        s.set("engines", "a | b");
        s
    }

    fn entry(game: usize) -> GameEntry {
        GameEntry {
            game,
            pairing: 0,
            pair: game / 2,
            slot: game % 2,
            opening: 0,
            white: game % 2,
            black: 1 - game % 2,
            result: Outcome::Draw,
            termination: "normal".into(),
            failed: None,
            pgn: format!("[Round \"{}\"]\n\n1/2-1/2\n\n", game + 1),
        }
    }

    fn open(path: &Path, s: &Settings) -> OpenedState {
        StateFile::open(path, s).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn games_survive_a_reopen_and_a_partial_line_is_dropped() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("run.state");
        let s = settings("4");
        assert_eq!(recorded_settings(&path).ok(), Some(None));
        let mut opened = open(&path, &s);
        assert!(opened.games.is_empty());
        for game in [1, 0] {
            opened
                .file
                .append(&entry(game))
                .unwrap_or_else(|e| panic!("{e}"));
        }
        drop(opened);
        assert_eq!(recorded_settings(&path).ok(), Some(Some(s.clone())));
        // A run killed in the middle of its third line.
        let mut file = OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap_or_else(|e| panic!("{e}"));
        file.write_all(b"{\"game\":2,\"pairing\"")
            .unwrap_or_else(|e| panic!("{e}"));
        drop(file);
        let mut opened = open(&path, &s);
        assert!(opened.dropped_partial_line);
        assert_eq!(opened.games, [entry(1), entry(0)]);
        opened
            .file
            .append(&entry(2))
            .unwrap_or_else(|e| panic!("{e}"));
        drop(opened);
        let opened = open(&path, &s);
        assert!(!opened.dropped_partial_line);
        assert_eq!(opened.games, [entry(1), entry(0), entry(2)]);
    }

    #[test]
    fn other_settings_and_other_files_are_refused() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("run.state");
        drop(open(&path, &settings("4")));
        let error = StateFile::open(&path, &settings("6")).map(|_| ());
        let Err(StateError::Mismatch {
            key,
            recorded,
            given,
            ..
        }) = error
        else {
            panic!("expected a mismatch: {error:?}");
        };
        assert_eq!(
            (key.as_str(), recorded.as_str(), given.as_str()),
            ("games", "4", "6")
        );
        let mut more = settings("4");
        more.set("seed", "7");
        let error = StateFile::open(&path, &more).map(|_| ()).err();
        assert!(
            error
                .as_ref()
                .is_some_and(|e| e.to_string().contains("seed was (not set) there, is 7 now")),
            "{error:?}"
        );
        let pgn = dir.path().join("games.pgn");
        std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 *\n").unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            StateFile::open(&pgn, &settings("4")),
            Err(StateError::NotState { .. })
        ));
        assert_eq!(
            std::fs::read_to_string(&pgn).ok().as_deref(),
            Some("[Event \"x\"]\n\n1. e4 *\n")
        );
        let partial = dir.path().join("partial");
        std::fs::write(&partial, "hello").unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            StateFile::open(&partial, &settings("4")),
            Err(StateError::NotState { .. })
        ));
        // A broken line in the middle is an error with its line number.
        let broken = dir.path().join("broken.state");
        drop(open(&broken, &settings("4")));
        let mut file = OpenOptions::new()
            .append(true)
            .open(&broken)
            .unwrap_or_else(|e| panic!("{e}"));
        file.write_all(b"{\"game\":\n{}\n")
            .unwrap_or_else(|e| panic!("{e}"));
        drop(file);
        assert!(matches!(
            StateFile::open(&broken, &settings("4")),
            Err(StateError::BadLine { line: 2, .. })
        ));
    }

    #[test]
    fn recorded_games_are_checked_against_the_schedule() {
        let schedule = Schedule::new(Format::Match, 2, 4, &[0]).unwrap_or_else(|e| panic!("{e}"));
        let path = Path::new("run.state");
        let done = finished_games(path, &schedule, &[entry(2), entry(0)]);
        assert_eq!(done.ok(), Some(vec![true, false, true, false]));
        let line = |result: Result<Vec<bool>, StateError>| match result {
            Err(StateError::BadLine { line, message, .. }) => (line, message),
            other => panic!("expected a bad line: {other:?}"),
        };
        assert_eq!(
            line(finished_games(path, &schedule, &[entry(1), entry(1)])),
            (3, "game 1 is recorded twice".to_owned())
        );
        assert_eq!(
            line(finished_games(path, &schedule, &[entry(4)])).1,
            "game 4 is not in the schedule of 4 games"
        );
        let mut swapped = entry(3);
        swapped.white = 0;
        assert!(
            line(finished_games(path, &schedule, &[swapped]))
                .1
                .contains("does not match")
        );
    }

    #[test]
    fn outcomes_in_half_points() {
        assert_eq!(Outcome::from_winner(Some(Color::Black)), Outcome::BlackWins);
        assert_eq!(Outcome::from_winner(None).white_half_points(), 1);
        assert_eq!(Outcome::WhiteWins.white_half_points(), 2);
        let text = serde_json::to_string(&entry(3)).unwrap_or_else(|e| panic!("{e}"));
        assert!(text.contains("\"result\":\"1/2-1/2\""), "{text}");
    }
}
