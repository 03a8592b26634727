//! The deviation report: for each game of a player, the first move where the game left the
//! player's repertoire, who left it, and the engine's judgement: a mistake by the player, a
//! playable alternative worth adding, an opponent's move the repertoire does not answer (a
//! hole, with the engine's reply), or an opponent's mistake to punish.

use super::repertoire::{Repertoire, RepertoireMoves};
use crate::{
    app::puzzles::finder::{Analyst, FinderSettings, win_percent},
    chess::{Color, Move, Position},
    db::{Database, DbError, GameFilter},
    engine::SearchLimits,
    formats::pgn::Game,
};

/// A drop in win% points from which the player's deviation is a mistake (the review's rule).
const MISTAKE_DROP: f64 = 10.0;

/// Where a game left the repertoire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// The ply of the move that left it (0: the first move).
    pub ply: usize,
    /// Whether the player (not the opponent) left it.
    pub by_player: bool,
    /// The move played.
    pub played: Move,
    /// The repertoire's moves there.
    pub expected: Vec<Move>,
    /// The position before the move.
    pub position: Position,
}

/// The engine's view of a departure.
#[derive(Clone, Debug, PartialEq)]
pub enum Judgement {
    /// The player's move lost this many win% points against the repertoire's.
    Mistake {
        /// The drop.
        drop: f64,
    },
    /// The player's move was about as good (a candidate for the repertoire).
    Playable {
        /// The drop (small or negative).
        drop: f64,
    },
    /// The opponent played a move the repertoire does not answer; the engine's reply.
    Hole {
        /// The suggested answer.
        reply: Option<Move>,
    },
    /// The opponent's move was a mistake; the engine's reply punishes it.
    OpponentMistake {
        /// The suggested answer.
        reply: Option<Move>,
        /// How much the opponent dropped.
        drop: f64,
    },
}

/// One line of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Deviation {
    /// The game in the database.
    pub game_id: i64,
    /// White and Black, as the tags give them.
    pub players: (String, String),
    /// The game's date tag.
    pub date: String,
    /// The player's colour in the game.
    pub color: Color,
    /// Where it left the repertoire.
    pub departure: Departure,
    /// The engine's judgement.
    pub judgement: Judgement,
}

/// The first move where `game` (played by the side `color`) left `index` (a repertoire's
/// positions): a move of the player that is not the repertoire's, or an opponent move the
/// repertoire does not answer. `None` when the game stays inside until the repertoire ends.
pub fn departure(
    index: &std::collections::HashMap<u64, RepertoireMoves>,
    game: &Game,
    color: Color,
) -> Option<Departure> {
    if game.start_position() != &Position::startpos() {
        return None;
    }
    let mut pos = Position::startpos();
    for (ply, played) in game.mainline_moves().enumerate() {
        let moves = index.get(&pos.key())?;
        let by_player = pos.side_to_move() == color;
        let expected = if by_player {
            &moves.ours
        } else {
            &moves.theirs
        };
        if expected.is_empty() {
            return None;
        }
        if !expected.contains(&played) {
            return Some(Departure {
                ply,
                by_player,
                played,
                expected: expected.clone(),
                position: pos,
            });
        }
        pos.play_unchecked(played);
    }
    None
}

/// Judges a departure with `analyst` at `limits`.
///
/// # Errors
/// When the engine fails.
pub fn judge(
    analyst: &mut dyn Analyst,
    departure: &Departure,
    limits: &SearchLimits,
) -> Result<Judgement, String> {
    let pos = &departure.position;
    let score_of = |analyst: &mut dyn Analyst, only: &[Move]| -> Result<f64, String> {
        Ok(analyst
            .analyse(pos, &[], limits, only)?
            .map_or(50.0, |(_, score)| win_percent(score)))
    };
    let played = score_of(analyst, &[departure.played])?;
    if departure.by_player {
        let expected = score_of(analyst, &departure.expected)?;
        let drop = expected - played;
        return Ok(if drop >= MISTAKE_DROP {
            Judgement::Mistake { drop }
        } else {
            Judgement::Playable { drop }
        });
    }
    let best = score_of(analyst, &[])?;
    let after = pos.after(departure.played);
    let reply = analyst.analyse(&after, &[], limits, &[])?.map(|(m, _)| m);
    let drop = best - played;
    Ok(if drop >= MISTAKE_DROP {
        Judgement::OpponentMistake { reply, drop }
    } else {
        Judgement::Hole { reply }
    })
}

/// How far the report is, told after each game.
#[derive(Clone, Copy, Debug)]
pub struct ReportProgress<'a> {
    /// Games checked.
    pub done: usize,
    /// Games of the player.
    pub total: usize,
    /// The line this game gave.
    pub found: Option<&'a Deviation>,
}

/// The report over the games of `players` (name spellings, prefixes) in `db`: each game is
/// checked against the repertoire of the colour the player had in it.
///
/// # Errors
/// When the database or the engine fails.
pub fn report(
    db: &Database,
    white: Option<&Repertoire>,
    black: Option<&Repertoire>,
    players: &[String],
    analyst: &mut dyn Analyst,
    limits: &SearchLimits,
) -> Result<Vec<Deviation>, ReportError> {
    report_with_progress(db, white, black, players, analyst, limits, &mut |_| true)
}

/// [`report`], telling `progress` after each game; it stops early (with the lines found so
/// far) when `progress` returns `false`.
///
/// # Errors
/// When the database or the engine fails.
pub fn report_with_progress(
    db: &Database,
    white: Option<&Repertoire>,
    black: Option<&Repertoire>,
    players: &[String],
    analyst: &mut dyn Analyst,
    limits: &SearchLimits,
    progress: &mut dyn FnMut(ReportProgress<'_>) -> bool,
) -> Result<Vec<Deviation>, ReportError> {
    let white_index = white.map(Repertoire::index);
    let black_index = black.map(Repertoire::index);
    let watch = FinderSettings {
        limits: limits.clone(),
        verify_limits: limits.clone(),
        players: players.to_vec(),
    };
    let mut ids = Vec::new();
    for name in players {
        let filter = GameFilter {
            player: Some(name.clone()),
            ..GameFilter::default()
        };
        ids.extend(db.game_ids(&filter, None)?);
    }
    ids.sort_unstable();
    ids.dedup();
    let total = ids.len();
    let mut lines = Vec::new();
    for (done, id) in ids.into_iter().enumerate() {
        let line = deviation_of(db, id, &watch, white_index.as_ref(), black_index.as_ref())?;
        let line = match line {
            Some(Found {
                departure,
                color,
                players,
                date,
            }) => {
                let judgement = judge(analyst, &departure, limits).map_err(ReportError::Engine)?;
                lines.push(Deviation {
                    game_id: id,
                    players,
                    date,
                    color,
                    departure,
                    judgement,
                });
                lines.last()
            }
            None => None,
        };
        let going_on = progress(ReportProgress {
            done: done + 1,
            total,
            found: line,
        });
        if !going_on {
            break;
        }
    }
    Ok(lines)
}

/// A game's departure with what the report shows of the game.
struct Found {
    departure: Departure,
    color: Color,
    players: (String, String),
    date: String,
}

/// Where game `id` left the repertoire of the watched player's colour, with the colour, the
/// players and the date; `None` when it did not (or no watched player or repertoire fits).
fn deviation_of(
    db: &Database,
    id: i64,
    watch: &FinderSettings,
    white_index: Option<&std::collections::HashMap<u64, RepertoireMoves>>,
    black_index: Option<&std::collections::HashMap<u64, RepertoireMoves>>,
) -> Result<Option<Found>, ReportError> {
    let game = db.load_game(id)?;
    let white_name = game.tags.get("White").unwrap_or("?").to_owned();
    let black_name = game.tags.get("Black").unwrap_or("?").to_owned();
    let (color, index) = if watch.watches(&white_name) {
        (Color::White, white_index)
    } else if watch.watches(&black_name) {
        (Color::Black, black_index)
    } else {
        return Ok(None);
    };
    let Some(index) = index else {
        return Ok(None);
    };
    let Some(departure) = departure(index, &game, color) else {
        return Ok(None);
    };
    let date = game.tags.get("Date").unwrap_or("????.??.??").to_owned();
    Ok(Some(Found {
        departure,
        color,
        players: (white_name, black_name),
        date,
    }))
}

/// Why the report stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// The database failed.
    #[error(transparent)]
    Database(#[from] DbError),
    /// The engine failed.
    #[error("the engine failed: {0}")]
    Engine(String),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::pgn::read_all;

    fn game(text: &str) -> Game {
        read_all(text)
            .into_iter()
            .next()
            .and_then(Result::ok)
            .expect("test game")
    }

    #[test]
    fn the_first_move_outside_the_repertoire_and_who_played_it() {
        let rep = Repertoire::from_pgn(
            "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *",
            Color::White,
        )
        .expect("repertoire");
        let index = rep.index();
        // The player leaves it: 3. Bc4 instead of 3. Bb5.
        let left = departure(
            &index,
            &game("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *"),
            Color::White,
        )
        .expect("a departure");
        assert_eq!((left.ply, left.by_player), (4, true));
        assert_eq!(left.position.san(left.played), "Bc4");
        // The opponent leaves it: 1... e6 is not prepared.
        let hole = departure(&index, &game("1. e4 e6 2. d4 d5 *"), Color::White).expect("a hole");
        assert_eq!((hole.ply, hole.by_player), (1, false));
        // A transposition stays inside; the end of the repertoire is not a departure.
        assert_eq!(
            departure(&index, &game("1. e4 c5 2. Nf3 d6 3. d4 *"), Color::White),
            None
        );
    }
}
