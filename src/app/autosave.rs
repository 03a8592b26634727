//! Never lose a game: the unfinished game is written to the data dir after every move, and the
//! next start offers to resume it. A finished game removes the file.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use serde::{Deserialize, Serialize};

use super::{
    adjudication::AdjudicationSettings, clock::TimeControl, game::Game, pgn_file::write_atomically,
    setup::Player,
};
use crate::chess::{Color, Position};

/// The saved state of an unfinished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Start position.
    pub start_fen: String,
    /// The moves of the line shown, in UCI notation (files from before variations hold only
    /// these).
    pub moves: Vec<String>,
    /// The whole game as PGN: variations, comments, NAGs and tags (empty in older files).
    #[serde(default)]
    pub pgn: String,
    /// The ply shown along `moves` (the end in older files).
    #[serde(default)]
    pub view: Option<usize>,
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
    /// The time control, if timed.
    pub time: Option<TimeControl>,
    /// White's remaining time in milliseconds when saved.
    pub white_ms: u64,
    /// Black's remaining time in milliseconds when saved.
    pub black_ms: u64,
    /// Engines play from the opening book (older files: off).
    #[serde(default)]
    pub book: bool,
    /// Black was at the bottom of the board (older files: decided by the players).
    #[serde(default)]
    pub flipped: Option<bool>,
    /// The adjudication of an engine-against-engine game (older files: off).
    #[serde(default)]
    pub adjudication: AdjudicationSettings,
}

/// An autosave file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// Reading or writing failed.
    #[error("autosave {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Not a saved game.
    #[error("autosave {path} is corrupt: {source}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The JSON error.
        source: serde_json::Error,
    },
    /// The game in it does not replay.
    #[error("autosave {path} does not replay: {reason}")]
    Replay {
        /// The file.
        path: PathBuf,
        /// What failed.
        reason: String,
    },
}

impl SavedGame {
    /// The autosave file inside `data_dir`.
    pub fn path_in(data_dir: &Path) -> PathBuf {
        data_dir.join("current-game.json")
    }

    /// Captures `game` with its players and remaining times.
    pub fn capture(
        game: &Game,
        white: &Player,
        black: &Player,
        time: Option<TimeControl>,
        remaining: [Duration; 2],
    ) -> SavedGame {
        let mut pos = game.start().clone();
        let mut moves = Vec::with_capacity(game.ply_count());
        for &mv in game.moves() {
            moves.push(pos.move_to_uci(mv));
            pos = pos.after(mv);
        }
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        SavedGame {
            start_fen: game.start().to_fen(),
            moves,
            pgn: crate::formats::pgn::write_game(game.tree()),
            view: Some(game.view()),
            white: white.clone(),
            black: black.clone(),
            time,
            white_ms: ms(remaining[0]),
            black_ms: ms(remaining[1]),
            book: false,
            flipped: None,
            adjudication: AdjudicationSettings::default(),
        }
    }

    /// Writes the file.
    pub fn save(&self, path: &Path) -> Result<(), AutosaveError> {
        let io = |source| AutosaveError::Io {
            path: path.to_owned(),
            source,
        };
        let text = serde_json::to_string(self).map_err(|e| io(std::io::Error::other(e)))?;
        write_atomically(path, text.as_bytes()).map_err(io)
    }

    /// Reads the file; `Ok(None)` when there is none.
    pub fn load(path: &Path) -> Result<Option<SavedGame>, AutosaveError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(source) => {
                return Err(AutosaveError::Io {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|source| AutosaveError::Corrupt {
                path: path.to_owned(),
                source,
            })
    }

    /// Removes the file (the game ended or was discarded).
    pub fn remove(path: &Path) {
        // Missing is fine: there is nothing to resume either way.
        let _ = std::fs::remove_file(path);
    }

    /// Rebuilds the game: the saved tree when there is one, showing the saved line and ply;
    /// otherwise the moves replayed from the start position.
    pub fn replay(&self, path: &Path) -> Result<Game, AutosaveError> {
        let fail = |reason: String| AutosaveError::Replay {
            path: path.to_owned(),
            reason,
        };
        if !self.pgn.is_empty() {
            let tree = crate::formats::pgn::read_all(&self.pgn)
                .into_iter()
                .next()
                .ok_or_else(|| fail("the saved PGN holds no game".into()))?
                .map_err(|e| fail(e.to_string()))?;
            let mut game = Game::from_tree(tree);
            let mut node = crate::formats::pgn::NodeId::ROOT;
            let mut pos = game.start().clone();
            for text in &self.moves {
                let mv = pos.parse_uci_move(text).map_err(|e| fail(e.to_string()))?;
                let tree = game.tree();
                node = tree
                    .children(node)
                    .find(|&c| tree.node(c).and_then(|n| n.chess_move()) == Some(mv))
                    .ok_or_else(|| fail(format!("{text} is not in the saved tree")))?;
                pos.play_unchecked(mv);
            }
            game.go_to(node);
            game.set_view(self.view.unwrap_or(self.moves.len()));
            return Ok(game);
        }
        let start = Position::from_fen(&self.start_fen).map_err(|e| fail(e.to_string()))?;
        let mut game = Game::new(start);
        for text in &self.moves {
            let mv = game
                .current()
                .parse_uci_move(text)
                .map_err(|e| fail(e.to_string()))?;
            game.play(mv).map_err(|e| fail(e.to_string()))?;
        }
        Ok(game)
    }

    /// Remaining time of `side`.
    pub fn remaining(&self, side: Color) -> Duration {
        Duration::from_millis(match side {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn save_load_replay() {
        let dir = tempfile::tempdir().unwrap();
        let path = SavedGame::path_in(dir.path());
        assert!(SavedGame::load(&path).unwrap().is_none());
        let mut game = Game::default();
        for m in ["e4", "c5", "Nf3"] {
            let mv = game.parse_typed_move(m).unwrap();
            game.play(mv).unwrap();
        }
        let mut saved = SavedGame::capture(
            &game,
            &Player::Human,
            &Player::Human,
            Some(TimeControl::new(60, 1)),
            [Duration::from_secs(50), Duration::from_secs(40)],
        );
        saved.book = true;
        saved.save(&path).unwrap();
        let loaded = SavedGame::load(&path).unwrap().unwrap();
        assert_eq!(loaded, saved);
        let replayed = loaded.replay(&path).unwrap();
        assert_eq!(replayed.current().to_fen(), game.current().to_fen());
        assert_eq!(loaded.remaining(Color::Black), Duration::from_secs(40));
        assert!(loaded.book);
        // Files from before the book field still load (book off).
        let old = r#"{"start_fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1","moves":[],"white":"Human","black":"Human","time":null,"white_ms":0,"black_ms":0}"#;
        std::fs::write(&path, old).unwrap();
        assert!(!SavedGame::load(&path).unwrap().unwrap().book);
        std::fs::write(&path, "garbage").unwrap();
        assert!(matches!(
            SavedGame::load(&path),
            Err(AutosaveError::Corrupt { .. })
        ));
        SavedGame::remove(&path);
        assert!(SavedGame::load(&path).unwrap().is_none());
    }

    #[test]
    fn the_whole_tree_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = SavedGame::path_in(dir.path());
        let mut game = Game::default();
        for m in ["e4", "e5", "Nf3"] {
            let mv = game.parse_typed_move(m).unwrap();
            game.play(mv).unwrap();
        }
        game.set_view(1);
        let c5 = game.viewed().parse_san("c5").unwrap();
        game.play_here(c5).unwrap();
        let cursor = game.cursor();
        game.tree_mut().set_comment(cursor, "Sicilian").unwrap();
        let saved = SavedGame::capture(
            &game,
            &Player::Human,
            &Player::Human,
            None,
            [Duration::ZERO, Duration::ZERO],
        );
        saved.save(&path).unwrap();
        let replayed = SavedGame::load(&path)
            .unwrap()
            .unwrap()
            .replay(&path)
            .unwrap();
        assert!(replayed.tree().same_as(game.tree()));
        assert_eq!(replayed.sans(), ["e4", "c5"]);
        assert_eq!(replayed.view(), 2);
        assert_eq!(replayed.tree().mainline().len(), 3);
    }

    #[test]
    fn files_without_a_tree_still_replay() {
        let json = r#"{"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "moves":["e2e4","c7c5"],"white":"Human","black":"Human","time":null,
            "white_ms":0,"black_ms":0}"#;
        let dir = tempfile::tempdir().unwrap();
        let path = SavedGame::path_in(dir.path());
        std::fs::write(&path, json).unwrap();
        let game = SavedGame::load(&path)
            .unwrap()
            .unwrap()
            .replay(&path)
            .unwrap();
        assert_eq!(game.sans(), ["e4", "c5"]);
    }
}
