//! The record of a game between engines: every move with what the engine said about it, how
//! the game ended, and its PGN (built as a [`formats::pgn::Game`](crate::formats::pgn::Game)
//! and written by `formats::pgn::writer`, the only PGN writer).

use std::time::Duration;

use super::adjudication::Verdict;
use crate::{
    chess::{Color, Move, OutcomeReason, Position},
    engine::Score,
    formats::pgn::{self, GameResult, NodeId, Tags},
};

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// By the rules: checkmate, stalemate, repetition, fifty moves, insufficient material.
    Rules(OutcomeReason),
    /// A side overran its time.
    TimeForfeit {
        /// Who ran out.
        loser: Color,
        /// How long the move took (or had taken when the driver gave up waiting).
        elapsed: Duration,
        /// The time it had.
        available: Duration,
    },
    /// A side played an illegal move (or none).
    IllegalMove {
        /// Who.
        loser: Color,
        /// What it sent.
        text: String,
    },
    /// A side's engine crashed, broke the connection or reported an error.
    Crash {
        /// Who.
        loser: Color,
        /// What happened.
        message: String,
    },
    /// A side's engine stopped answering (no clock to lose on).
    Stalled {
        /// Who.
        loser: Color,
        /// How long we waited.
        waited: Duration,
    },
    /// Adjudicated.
    Adjudication(Verdict),
}

/// The end of a game: the winner (`None`: draw) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The winner.
    pub winner: Option<Color>,
    /// Why.
    pub reason: EndReason,
}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl GameEnd {
    /// The result.
    pub fn game_result(&self) -> GameResult {
        match self.winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }

    /// The PGN result.
    pub fn result(&self) -> &'static str {
        self.game_result().as_str()
    }

    /// The PGN `Termination` tag value.
    pub fn termination(&self) -> &'static str {
        match self.reason {
            EndReason::Rules(_) => "normal",
            EndReason::TimeForfeit { .. } => "time forfeit",
            EndReason::IllegalMove { .. } => "rules infraction",
            EndReason::Crash { .. } | EndReason::Stalled { .. } => "abandoned",
            EndReason::Adjudication(_) => "adjudication",
        }
    }

    /// The side that lost by breaking the rules or failing (not by being outplayed).
    pub fn failed_side(&self) -> Option<Color> {
        match self.reason {
            EndReason::TimeForfeit { loser, .. }
            | EndReason::IllegalMove { loser, .. }
            | EndReason::Crash { loser, .. }
            | EndReason::Stalled { loser, .. } => Some(loser),
            EndReason::Rules(_) | EndReason::Adjudication(_) => None,
        }
    }

    /// In words, for progress lines and the PGN's final comment.
    pub fn describe(&self) -> String {
        match &self.reason {
            EndReason::Rules(OutcomeReason::Checkmate) => {
                format!("{} mates", self.winner.map_or("Nobody", side))
            }
            EndReason::Rules(OutcomeReason::ThreefoldRepetition) => {
                "Draw by 3-fold repetition".into()
            }
            EndReason::Rules(OutcomeReason::FiftyMoves) => "Draw by fifty moves rule".into(),
            EndReason::Rules(OutcomeReason::InsufficientMaterial) => {
                "Draw by insufficient mating material".into()
            }
            EndReason::Rules(reason) => format!("Draw by {}", reason.describe()),
            EndReason::TimeForfeit {
                loser,
                elapsed,
                available,
            } => {
                let what = format!(
                    "{} loses on time (move took {} ms, {} ms left)",
                    side(*loser),
                    elapsed.as_millis(),
                    available.as_millis()
                );
                if self.winner.is_none() {
                    format!("Draw: {what}, but the opponent cannot mate")
                } else {
                    what
                }
            }
            EndReason::IllegalMove { loser, text } => {
                format!("{} makes an illegal move: {text}", side(*loser))
            }
            EndReason::Crash { loser, message } => {
                format!("{}'s engine disconnects: {message}", side(*loser))
            }
            EndReason::Stalled { loser, waited } => format!(
                "{}'s connection stalls (no move in {} ms)",
                side(*loser),
                waited.as_millis()
            ),
            EndReason::Adjudication(Verdict::Win(color)) => {
                format!("{} wins by adjudication", side(*color))
            }
            EndReason::Adjudication(Verdict::Draw) => "Draw by adjudication".into(),
            EndReason::Adjudication(Verdict::MoveLimit) => {
                "Draw by adjudication: move limit".into()
            }
        }
    }
}

/// What the engine said about a move it played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveThought {
    /// The score of its first line, from the mover's view.
    pub score: Option<Score>,
    /// The depth of that score.
    pub depth: Option<u32>,
    /// The time from `go` to `bestmove`.
    pub elapsed: Duration,
}

impl MoveThought {
    /// The PGN comment: score from the mover's view, depth, time (`+0.25/12 0.105s`).
    pub fn comment(&self) -> String {
        let score = match self.score {
            Some(Score::Cp(cp)) => format!("{:+.2}", f64::from(cp) / 100.0),
            Some(Score::Mate(n)) if n >= 0 => format!("+M{n}"),
            Some(Score::Mate(n)) => format!("-M{}", n.unsigned_abs()),
            None => "?".to_owned(),
        };
        let depth = self.depth.map_or_else(|| "?".to_owned(), |d| d.to_string());
        format!("{score}/{depth} {:.3}s", self.elapsed.as_secs_f64())
    }
}

/// One move of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// What the engine said; `None` for opening moves.
    pub thought: Option<MoveThought>,
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The start position.
    pub start: Position,
    /// Every move from `start`, the opening's first.
    pub moves: Vec<PlayedMove>,
    /// How it ended.
    pub end: GameEnd,
}

/// The tags of a game's PGN beyond what the record knows.
#[derive(Clone, Copy, Debug, Default)]
pub struct PgnHeader<'a> {
    /// `Event`.
    pub event: &'a str,
    /// `Site`.
    pub site: &'a str,
    /// `Date`, as `YYYY.MM.DD`.
    pub date: &'a str,
    /// `Round`.
    pub round: &'a str,
    /// `White`.
    pub white: &'a str,
    /// `Black`.
    pub black: &'a str,
    /// `TimeControl` (`-` when none).
    pub time_control: &'a str,
    /// `Opening`, when known.
    pub opening: Option<&'a str>,
}

/// A comment's text as PGN can hold it: a `}` would end the comment early.
fn comment_text(text: &str) -> String {
    text.replace('}', ")")
}

impl GameRecord {
    /// The position after the last move.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for played in &self.moves {
            pos.play_unchecked(played.mv);
        }
        pos
    }

    /// The game as a PGN game tree: the Seven Tag Roster, `SetUp`/`FEN`/`Variant` for other
    /// starts, `Opening`, `PlyCount`, `TimeControl` and `Termination`; engine comments on
    /// every engine move (`{+0.25/12 0.105s}`) and how the game ended after the last one.
    pub fn to_pgn(&self, header: &PgnHeader<'_>) -> pgn::Game {
        let mut tags = Tags::new();
        tags.set("Event", header.event);
        tags.set("Site", header.site);
        tags.set("Date", header.date);
        tags.set("Round", header.round);
        tags.set("White", header.white);
        tags.set("Black", header.black);
        tags.set("Result", self.end.result());
        if self.start != Position::startpos() || self.start.is_chess960() {
            tags.set("SetUp", "1");
            tags.set("FEN", &self.start.to_fen());
            if self.start.is_chess960() {
                tags.set("Variant", "Chess960");
            }
        }
        if let Some(name) = header.opening {
            tags.set("Opening", name);
        }
        tags.set("PlyCount", &self.moves.len().to_string());
        tags.set("TimeControl", header.time_control);
        tags.set("Termination", self.end.termination());
        let mut game = pgn::Game::with_tags(tags, self.start.clone());
        let mut node = NodeId::ROOT;
        for played in &self.moves {
            let Ok(child) = game.add_move(node, played.mv) else {
                // The driver only records legal moves; a record edited by hand stops here.
                break;
            };
            node = child;
            if let Some(thought) = &played.thought {
                // Writing cannot fail here: the node was just added.
                let _ = game.set_comment(node, &thought.comment());
            }
        }
        // How it ended joins the last move's comment, as cutechess writes it.
        let ending = comment_text(&self.end.describe());
        let comment = match game.node(node).map(|n| n.comment.as_str()) {
            Some(text) if !text.is_empty() => format!("{text}, {ending}"),
            _ => ending,
        };
        let _ = game.set_comment(node, &comment);
        game.set_result(self.end.game_result());
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::pgn::{read_all, write_game};

    #[test]
    fn end_descriptions() {
        let ms = Duration::from_millis;
        let end = GameEnd {
            winner: Some(Color::White),
            reason: EndReason::IllegalMove {
                loser: Color::Black,
                text: "e2e5".into(),
            },
        };
        assert_eq!(end.termination(), "rules infraction");
        assert_eq!(end.describe(), "Black makes an illegal move: e2e5");
        assert_eq!(end.failed_side(), Some(Color::Black));
        let end = GameEnd {
            winner: None,
            reason: EndReason::TimeForfeit {
                loser: Color::White,
                elapsed: ms(120),
                available: ms(100),
            },
        };
        assert_eq!(end.result(), "1/2-1/2");
        assert!(end.describe().contains("cannot mate"), "{}", end.describe());
        let thought = |score, depth, elapsed| MoveThought {
            score,
            depth,
            elapsed,
        };
        assert_eq!(
            thought(Some(Score::Cp(-25)), Some(12), ms(105)).comment(),
            "-0.25/12 0.105s"
        );
        assert_eq!(
            thought(Some(Score::Mate(-3)), None, Duration::ZERO).comment(),
            "-M3/? 0.000s"
        );
    }

    #[test]
    fn fools_mate_from_a_black_to_move_start_reads_back() {
        let start =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1")
                .unwrap_or_else(|e| panic!("{e}"));
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for (san, score) in [
            ("e5", None),
            ("g4", Some(Score::Cp(-100))),
            ("Qh4#", Some(Score::Mate(1))),
        ] {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(m);
            moves.push(PlayedMove {
                mv: m,
                thought: score.map(|score| MoveThought {
                    score: Some(score),
                    depth: Some(3),
                    elapsed: Duration::from_millis(10),
                }),
            });
        }
        let record = GameRecord {
            start,
            moves,
            end: GameEnd {
                winner: Some(Color::Black),
                reason: EndReason::Rules(OutcomeReason::Checkmate),
            },
        };
        assert_eq!(record.final_position(), pos);
        let header = PgnHeader {
            event: "Test",
            site: "here",
            date: "2026.01.01",
            round: "3",
            white: "A \"quoted\"",
            black: "B",
            time_control: "1+0.01",
            opening: Some("Barnes"),
        };
        let text = write_game(&record.to_pgn(&header));
        assert!(text.contains("[White \"A \\\"quoted\\\"\"]"), "{text}");
        assert!(text.contains("[Result \"0-1\"]"));
        assert!(text.contains("[SetUp \"1\"]"));
        assert!(text.contains("[PlyCount \"3\"]"));
        assert!(text.contains("[Termination \"normal\"]"));
        assert!(
            text.replace('\n', " ").contains(
                "1... e5 2. g4 {-1.00/3 0.010s} 2... Qh4# {+M1/3 0.010s, Black mates} 0-1"
            ),
            "{text}"
        );
        let games = read_all(&text);
        let Some(Ok(back)) = games.first() else {
            panic!("{text}")
        };
        let played: Vec<Move> = record.moves.iter().map(|p| p.mv).collect();
        assert_eq!(back.mainline_moves().collect::<Vec<_>>(), played);
        assert_eq!(back.result(), GameResult::BlackWins);
    }
}
