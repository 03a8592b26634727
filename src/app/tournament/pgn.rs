//! PGN output of match games, written through `formats::pgn` from the game record: the
//! seven-tag roster plus `FEN`/`SetUp` for non-standard starts, `TimeControl`,
//! `Termination`, the opening's name, engine comments on every move (`{+0.25/12 0.105s}`)
//! and how the game ended after the last one.

use super::game::MatchGame;
use crate::{app::game_record::PgnHeader, formats::pgn::write_game};

/// The match-wide tags of every game.
#[derive(Clone, Debug)]
pub struct PgnTags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date`, as `YYYY.MM.DD`.
    pub date: String,
    /// `TimeControl` (`-` when none).
    pub time_control: String,
}

/// The PGN text of one game, ending with a blank line.
pub fn format_game(game: &MatchGame, tags: &PgnTags, round: u32) -> String {
    let round = round.to_string();
    let header = PgnHeader {
        event: &tags.event,
        site: &tags.site,
        date: &tags.date,
        round: &round,
        white: &game.white,
        black: &game.black,
        time_control: &tags.time_control,
        opening: game.opening_name.as_deref(),
    };
    write_game(&game.record.to_pgn(&header))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::game_record::{EndReason, GameEnd, GameRecord, PlayedMove},
        chess::{Color, OutcomeReason, Position},
    };

    #[test]
    fn match_tags_and_moves() {
        let mut pos = Position::startpos();
        let mut moves = Vec::new();
        for san in ["f3", "e5", "g4", "Qh4#"] {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(m);
            moves.push(PlayedMove {
                mv: m,
                thought: None,
            });
        }
        let game = MatchGame {
            white: "A".into(),
            black: "B".into(),
            first_is_white: true,
            opening_name: Some("Barnes".into()),
            record: GameRecord {
                start: Position::startpos(),
                moves,
                end: GameEnd {
                    winner: Some(Color::Black),
                    reason: EndReason::Rules(OutcomeReason::Checkmate),
                },
            },
        };
        let tags = PgnTags {
            event: "Test".into(),
            site: "here".into(),
            date: "2026.01.01".into(),
            time_control: "1+0.01".into(),
        };
        let text = format_game(&game, &tags, 3);
        assert!(text.starts_with("[Event \"Test\"]\n[Site \"here\"]\n[Date \"2026.01.01\"]\n[Round \"3\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[Opening \"Barnes\"]\n[PlyCount \"4\"]\n[TimeControl \"1+0.01\"]\n[Termination \"normal\"]\n\n"), "{text}");
        assert!(
            text.ends_with("1. f3 e5 2. g4 Qh4# {Black mates} 0-1\n\n"),
            "{text}"
        );
    }
}
