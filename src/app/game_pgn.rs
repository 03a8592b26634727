//! PGN for the desktop app, through the formats module (`formats::pgn`): the game's tree is
//! written with its players, date, time control and termination; opening a file loads a game
//! with its variations, comments and NAGs.

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

/// Writes `game` as PGN with its whole tree (variations, comments, NAGs, commands) and tags:
/// the Seven Tag Roster (plus `FEN`/`SetUp`/`Variant` when needed), `TimeControl` and
/// `Termination`. Tags the game already has (a loaded or edited game) are kept; the players,
/// date and time control given here fill only those still unknown.
pub fn export(game: &Game, white: &str, black: &str, date: &str, time_control: &str) -> String {
    fpgn::write_game(&export_tree(
        game,
        Some(PlayedHere {
            white,
            black,
            date,
            time_control,
        }),
    ))
}

/// What the app knows about a game played in it.
#[derive(Clone, Copy, Debug)]
pub struct PlayedHere<'a> {
    /// White's name.
    pub white: &'a str,
    /// Black's name.
    pub black: &'a str,
    /// The date, `2026.11.22`.
    pub date: &'a str,
    /// The time control, `300+2` or `-`.
    pub time_control: &'a str,
}

/// The tree [`export`] writes: the game's tree with the result, the opening tags when
/// missing, and for a game played here its players, date and time control where unknown.
pub fn export_tree(game: &Game, played: Option<PlayedHere<'_>>) -> fpgn::Game {
    let mut out = game.tree().clone();
    if let Some(played) = played {
        let mut fill = |name: &str, value: &str| {
            let unknown = out
                .tags
                .get(name)
                .is_none_or(|v| v.is_empty() || v == "?" || v.starts_with("????"));
            if unknown {
                out.tags.set(name, value);
            }
        };
        fill("Event", "Tempo game");
        fill("Site", "Tempo");
        fill("Date", played.date);
        fill("Round", "-");
        fill("White", played.white);
        fill("Black", played.black);
        fill("TimeControl", played.time_control);
    }
    if let Some(opening) =
        crate::formats::eco::EcoTable::builtin().classify(&out, out.mainline_end())
    {
        let (eco, name) = (opening.eco.clone(), opening.name.clone());
        let mut fill = |tag: &str, value: &str| {
            if out.tags.get(tag).is_none_or(|v| v.is_empty() || v == "?") {
                out.tags.set(tag, value);
            }
        };
        fill("ECO", &eco);
        fill("Opening", &name);
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
    // A loaded game keeps its own tags; only a game decided here gets a termination.
    if let Some(outcome) = game.outcome()
        && game.tree().result() == GameResult::Unknown
        && out.tags.get("Termination").is_none()
    {
        out.tags.set("Termination", termination(outcome));
    }
    out
}

fn termination(outcome: Outcome) -> &'static str {
    match outcome.reason {
        OutcomeReason::Time => "time forfeit",
        OutcomeReason::Forfeit => "rules infraction",
        OutcomeReason::Adjudication => "adjudication",
        _ => "normal",
    }
}

/// Reads the first game of `text`, with its whole tree.
pub fn import(text: &str) -> Result<ImportedGame, PgnError> {
    let first = fpgn::read_all(text)
        .into_iter()
        .next()
        .ok_or(PgnError::Empty)?;
    imported(first?)
}

/// The app's game for a read tree.
pub fn imported(parsed: fpgn::Game) -> Result<ImportedGame, PgnError> {
    let result = match parsed.result() {
        GameResult::Unknown => None,
        r => Some(r.as_str().to_owned()),
    };
    let white = parsed.tags.get("White").map(str::to_owned);
    let black = parsed.tags.get("Black").map(str::to_owned);
    let game = Game::from_tree(parsed);
    Ok(ImportedGame {
        game,
        white,
        black,
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
    fn variations_and_comments_round_trip() {
        let pgn = "[Event \"x\"]\n[White \"Ann\"]\n\n1. e4 {best by test} e5 (1... c5 $5 {Sicilian} 2. Nf3) 2. Nf3 *\n";
        let imported = import(pgn).unwrap();
        let out = export(&imported.game, "Human", "Human", "2026.01.01", "-");
        assert!(out.contains("[White \"Ann\"]"), "{out}");
        assert!(out.contains("[Event \"x\"]"), "{out}");
        assert!(out.contains("[Black \"Human\"]"), "{out}");
        assert!(
            out.contains("1. e4 {best by test} 1... e5 (1... c5 $5 {Sicilian} 2. Nf3) 2. Nf3 *"),
            "{out}"
        );
        let again = import(&out).unwrap();
        let played = PlayedHere {
            white: "Human",
            black: "Human",
            date: "2026.01.01",
            time_control: "-",
        };
        assert!(
            again
                .game
                .tree()
                .same_as(&export_tree(&imported.game, Some(played)))
        );
        // A loaded game keeps its own tags.
        let own = export_tree(&imported.game, None);
        assert_eq!(own.tags.get("Black"), Some("?"));
        assert_eq!(own.tags.get("ECO"), Some("C40"));
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
