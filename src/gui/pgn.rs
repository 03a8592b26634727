//! PGN for the desktop app, through the formats module (`formats::pgn`): the played game is
//! written with its players, date, time control and termination; opening a file loads the
//! first game's mainline (variations are kept by the formats module but the app plays on the
//! mainline).

use super::game::Game;
use crate::{
    chess::{Outcome, OutcomeReason},
    formats::pgn::{self as fpgn, GameResult},
};

/// A PGN that cannot be imported.
#[derive(Debug, thiserror::Error)]
pub enum PgnError {
    /// The reader rejected the text.
    #[error("{0}")]
    Read(#[from] fpgn::PgnError),
    /// The text holds no game.
    #[error("the file holds no game")]
    Empty,
    /// A mainline move does not replay (should not happen after the reader's checks).
    #[error("move {ply} of the mainline: {reason}")]
    Replay {
        /// The ply, from 1.
        ply: usize,
        /// Why.
        reason: String,
    },
}

/// A game read from PGN.
#[derive(Debug)]
pub struct ImportedGame {
    /// The game with its mainline moves.
    pub game: Game,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The result (`1-0`, `0-1`, `1/2-1/2`), if decided.
    pub result: Option<String>,
}

/// Writes `game` as PGN: the Seven Tag Roster (plus `FEN`/`SetUp`/`Variant` when needed),
/// `TimeControl` and `Termination`.
pub fn export(game: &Game, white: &str, black: &str, date: &str, time_control: &str) -> String {
    let mut out = fpgn::Game::new(game.start().clone());
    out.tags.set("Event", "Tempo game");
    out.tags.set("Site", "Tempo");
    out.tags.set("Date", date);
    out.tags.set("Round", "-");
    out.tags.set("White", white);
    out.tags.set("Black", black);
    out.tags.set("TimeControl", time_control);
    let mut node = out.root();
    for &mv in game.moves() {
        match out.add_move(node, mv) {
            Ok(next) => node = next,
            // The game only holds legal moves, so this cannot happen; stop rather than panic.
            Err(_) => break,
        }
    }
    let result = match game.outcome() {
        Some(Outcome {
            winner: Some(crate::chess::Color::White),
            ..
        }) => GameResult::WhiteWins,
        Some(Outcome {
            winner: Some(crate::chess::Color::Black),
            ..
        }) => GameResult::BlackWins,
        Some(Outcome { winner: None, .. }) => GameResult::Draw,
        None => GameResult::Unknown,
    };
    out.set_result(result);
    out.tags.set("Result", result.as_str());
    if let Some(outcome) = game.outcome() {
        out.tags.set("Termination", termination(outcome));
    }
    fpgn::write_game(&out)
}

fn termination(outcome: Outcome) -> &'static str {
    match outcome.reason {
        OutcomeReason::Time => "time forfeit",
        OutcomeReason::Forfeit => "rules infraction",
        OutcomeReason::Adjudication => "adjudication",
        _ => "normal",
    }
}

/// Reads the first game of `text`.
pub fn import(text: &str) -> Result<ImportedGame, PgnError> {
    let first = fpgn::read_all(text)
        .into_iter()
        .next()
        .ok_or(PgnError::Empty)?;
    let parsed = first?;
    let mut game = Game::new(parsed.start_position().clone());
    for (i, mv) in parsed.mainline_moves().enumerate() {
        game.play(mv).map_err(|e| PgnError::Replay {
            ply: i + 1,
            reason: e.to_string(),
        })?;
    }
    let result = match parsed.result() {
        GameResult::Unknown => None,
        r => Some(r.as_str().to_owned()),
    };
    Ok(ImportedGame {
        game,
        white: parsed.tags.get("White").map(str::to_owned),
        black: parsed.tags.get("Black").map(str::to_owned),
        result,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::chess::Position;

    #[test]
    fn export_then_import() {
        let mut game = Game::default();
        for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
            let mv = game.parse_typed_move(m).unwrap();
            game.play(mv).unwrap();
        }
        let pgn = export(&game, "Alice", "Bob", "2026.01.01", "300+0");
        assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
        assert!(
            pgn.contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"),
            "{pgn}"
        );
        let imported = import(&pgn).unwrap();
        assert_eq!(imported.game.sans(), game.sans());
        assert_eq!(imported.white.as_deref(), Some("Alice"));
        assert_eq!(imported.result.as_deref(), Some("1-0"));
    }

    #[test]
    fn import_follows_the_mainline() {
        let pgn =
            "[Event \"x\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 3. Bb5 a6 *\n";
        let imported = import(pgn).unwrap();
        assert_eq!(
            imported.game.sans(),
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
        );
        assert!(imported.result.is_none());
        assert!(import("").is_err());
    }

    #[test]
    fn export_from_fen_with_black_to_move() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7").unwrap();
        let mut game = Game::new(pos);
        let mv = game.parse_typed_move("Kd7").unwrap();
        game.play(mv).unwrap();
        let pgn = export(&game, "a", "b", "?", "-");
        assert!(
            pgn.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("7... Kd7 *"), "{pgn}");
        assert_eq!(import(&pgn).unwrap().game.ply_count(), 1);
    }
}
