//! Parsing what a UCI engine says during a search: `info …` lines into [`SearchInfo`] and
//! `bestmove … [ponder …]` into moves, validated against the searched position.
//!
//! Engines print all sorts of things, so the info parser is lenient: unknown tokens and
//! malformed numbers are skipped, and the PV is cut at its first illegal move rather than
//! rejected. Only `bestmove` is strict, because a game cannot go on without a legal move.

use std::{iter::Peekable, str::FromStr, time::Duration};

use crate::{
    chess::{Move, Position},
    engine::{Score, ScoreBound, SearchInfo, Wdl},
};

/// Every keyword an `info` line may contain; a PV or a move list ends at the first of them.
const INFO_KEYWORDS: &[&str] = &[
    "depth",
    "seldepth",
    "time",
    "nodes",
    "pv",
    "multipv",
    "score",
    "currmove",
    "currmovenumber",
    "hashfull",
    "nps",
    "tbhits",
    "sbhits",
    "cpuload",
    "string",
    "refutation",
    "currline",
    "wdl",
];

type Tokens<'a> = Peekable<std::str::SplitWhitespace<'a>>;

/// Parses one `info …` line (with or without the leading `info`) searched from `pos`.
///
/// Never fails: fields that are missing or malformed stay `None`, and the PV holds the moves
/// up to (not including) the first one that is not legal in the line it belongs to.
pub fn parse_info(line: &str, pos: &Position) -> SearchInfo {
    let mut info = SearchInfo::default();
    let mut tokens = line.split_whitespace().peekable();
    if tokens.peek() == Some(&"info") {
        tokens.next();
    }
    while let Some(token) = tokens.next() {
        match token {
            "depth" => info.depth = number(&mut tokens),
            "seldepth" => info.seldepth = number(&mut tokens),
            "multipv" => info.multipv = number(&mut tokens),
            "nodes" => info.nodes = number(&mut tokens),
            "nps" => info.nps = number(&mut tokens),
            "hashfull" => info.hashfull = number(&mut tokens),
            "tbhits" => info.tbhits = number(&mut tokens),
            "time" => info.time = number::<u64>(&mut tokens).map(Duration::from_millis),
            "score" => parse_score(&mut tokens, &mut info),
            "wdl" => {
                let win = number(&mut tokens);
                let draw = number(&mut tokens);
                let loss = number(&mut tokens);
                if let (Some(win), Some(draw), Some(loss)) = (win, draw, loss) {
                    info.wdl = Some(Wdl { win, draw, loss });
                }
            }
            "pv" => info.pv = legal_line(&mut tokens, pos),
            "currmove" => {
                if let Some(text) = tokens.next_if(|t| !is_keyword(t)) {
                    info.currmove = pos.parse_uci_move(text).ok();
                }
            }
            "string" => {
                info.string = Some(tokens.by_ref().collect::<Vec<_>>().join(" "));
            }
            // Move lists we do not keep: skip them so their moves are not read as keywords.
            "refutation" | "currline" => while tokens.next_if(|t| !is_keyword(t)).is_some() {},
            // `currmovenumber`, `sbhits`, `cpuload` and anything unknown: the number (if any)
            // is skipped by the next round of the loop, as it is no keyword.
            _ => {}
        }
    }
    info
}

/// Whether `token` starts a new field of an info line.
fn is_keyword(token: &str) -> bool {
    INFO_KEYWORDS.contains(&token)
}

/// The next token as a number, consumed only if it is one.
fn number<T: FromStr>(tokens: &mut Tokens<'_>) -> Option<T> {
    let value = tokens.peek()?.parse().ok()?;
    tokens.next();
    Some(value)
}

/// `score cp N | mate N [lowerbound | upperbound]`, in any order engines write them.
fn parse_score(tokens: &mut Tokens<'_>, info: &mut SearchInfo) {
    info.bound = ScoreBound::Exact;
    while let Some(&token) = tokens.peek() {
        match token {
            "cp" => {
                tokens.next();
                if let Some(cp) = number(tokens) {
                    info.score = Some(Score::Cp(cp));
                }
            }
            "mate" => {
                tokens.next();
                if let Some(n) = number(tokens) {
                    info.score = Some(Score::Mate(n));
                }
            }
            "lowerbound" => {
                tokens.next();
                info.bound = ScoreBound::Lower;
            }
            "upperbound" => {
                tokens.next();
                info.bound = ScoreBound::Upper;
            }
            _ => break,
        }
    }
}

/// Reads move tokens up to the next keyword, keeping the legal prefix played from `pos`.
fn legal_line(tokens: &mut Tokens<'_>, pos: &Position) -> Vec<Move> {
    let mut line = Vec::new();
    let mut current = pos.clone();
    let mut legal = true;
    while let Some(text) = tokens.next_if(|t| !is_keyword(t)) {
        if !legal {
            continue;
        }
        match current.parse_uci_move(text) {
            Ok(m) => {
                line.push(m);
                current.play_unchecked(m);
            }
            Err(_) => legal = false,
        }
    }
    line
}

/// A `bestmove` line: the move and the optional expected reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMoveLine {
    /// The chosen move; `None` when the engine says it has none (`(none)` or `0000`).
    pub best: Option<Move>,
    /// The expected reply, when given and legal after `best`.
    pub ponder: Option<Move>,
}

/// Why a `bestmove` line was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BestMoveError {
    /// `bestmove` without a move.
    #[error("'bestmove' without a move")]
    Missing,
    /// The move is not legal in the searched position.
    #[error("'{text}' is not a legal move in {fen}")]
    Illegal {
        /// The move text.
        text: String,
        /// The searched position.
        fen: String,
    },
}

/// Parses `bestmove <move> [ponder <move>]` searched from `pos`. The best move must be legal
/// (or `(none)`/`0000`); an illegal ponder move is dropped, as it does not affect the game.
pub fn parse_bestmove(line: &str, pos: &Position) -> Result<BestMoveLine, BestMoveError> {
    let mut tokens = line.split_whitespace();
    if tokens.next() != Some("bestmove") {
        return Err(BestMoveError::Missing);
    }
    let text = tokens.next().ok_or(BestMoveError::Missing)?;
    if matches!(text, "(none)" | "0000" | "none" | "null") {
        return Ok(BestMoveLine {
            best: None,
            ponder: None,
        });
    }
    let best = pos
        .parse_uci_move(text)
        .map_err(|_| BestMoveError::Illegal {
            text: text.to_owned(),
            fen: pos.to_fen(),
        })?;
    let ponder = match (tokens.next(), tokens.next()) {
        (Some("ponder"), Some(reply)) => pos.after(best).parse_uci_move(reply).ok(),
        _ => None,
    };
    Ok(BestMoveLine {
        best: Some(best),
        ponder,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Position {
        Position::startpos()
    }

    #[test]
    fn full_stockfish_line() {
        let pos = start();
        let info = parse_info(
            "info depth 20 seldepth 28 multipv 1 score cp 35 lowerbound wdl 120 800 80 \
             nodes 1234567 nps 987654 hashfull 123 tbhits 0 time 1250 pv e2e4 e7e5 g1f3",
            &pos,
        );
        assert_eq!(info.depth, Some(20));
        assert_eq!(info.seldepth, Some(28));
        assert_eq!(info.multipv, Some(1));
        assert_eq!(info.score, Some(Score::Cp(35)));
        assert_eq!(info.bound, ScoreBound::Lower);
        assert_eq!(
            info.wdl,
            Some(Wdl {
                win: 120,
                draw: 800,
                loss: 80
            })
        );
        assert_eq!(info.nodes, Some(1_234_567));
        assert_eq!(info.nps, Some(987_654));
        assert_eq!(info.hashfull, Some(123));
        assert_eq!(info.tbhits, Some(0));
        assert_eq!(info.time, Some(Duration::from_millis(1250)));
        let pv: Vec<String> = pv_text(&pos, &info.pv);
        assert_eq!(pv, ["e2e4", "e7e5", "g1f3"]);
    }

    fn pv_text(pos: &Position, pv: &[Move]) -> Vec<String> {
        let mut pos = pos.clone();
        pv.iter()
            .map(|&m| {
                let text = pos.move_to_uci(m);
                pos.play_unchecked(m);
                text
            })
            .collect()
    }

    #[test]
    fn mate_scores_and_upper_bounds() {
        let pos = start();
        let info = parse_info("info score mate -3 upperbound depth 9", &pos);
        assert_eq!(info.score, Some(Score::Mate(-3)));
        assert_eq!(info.bound, ScoreBound::Upper);
        assert_eq!(info.depth, Some(9));
    }

    #[test]
    fn illegal_pv_move_truncates() {
        let pos = start();
        let info = parse_info("info depth 3 pv e2e4 e2e4 g1f3 nodes 10", &pos);
        assert_eq!(pv_text(&pos, &info.pv), ["e2e4"]);
        // The tokens after the bad move are still skipped as PV, and later fields read.
        assert_eq!(info.nodes, Some(10));
        let info = parse_info("info pv zz99 e2e4", &pos);
        assert!(info.pv.is_empty());
    }

    #[test]
    fn garbage_is_tolerated() {
        let pos = start();
        let info = parse_info(
            "info depth x seldepth 5 cpuload 100 currmovenumber 2 foo bar score cp nodes 7",
            &pos,
        );
        assert_eq!(info.depth, None);
        assert_eq!(info.seldepth, Some(5));
        assert_eq!(info.score, None);
        assert_eq!(info.nodes, Some(7));
        assert_eq!(parse_info("", &pos), SearchInfo::default());
        let info = parse_info("info string NNUE evaluation  enabled", &pos);
        assert_eq!(info.string.as_deref(), Some("NNUE evaluation enabled"));
        let info = parse_info("info currmove e2e4 currmovenumber 1", &pos);
        assert_eq!(info.currmove, pos.parse_uci_move("e2e4").ok());
    }

    #[test]
    fn bestmove_lines() {
        let pos = start();
        let line = parse_bestmove("bestmove e2e4 ponder e7e5", &pos);
        assert_eq!(
            line,
            Ok(BestMoveLine {
                best: pos.parse_uci_move("e2e4").ok(),
                ponder: pos
                    .parse_uci_move("e2e4")
                    .ok()
                    .and_then(|m| pos.after(m).parse_uci_move("e7e5").ok()),
            })
        );
        let line = parse_bestmove("bestmove g1f3 ponder e2e4", &pos);
        assert!(line.is_ok_and(|l| l.ponder.is_none() && l.best.is_some()));
        assert!(matches!(
            parse_bestmove("bestmove e2e5", &pos),
            Err(BestMoveError::Illegal { .. })
        ));
        assert_eq!(
            parse_bestmove("bestmove", &pos),
            Err(BestMoveError::Missing)
        );
        assert_eq!(
            parse_bestmove("bestmove (none)", &pos),
            Ok(BestMoveLine {
                best: None,
                ponder: None
            })
        );
    }
}
