//! The Universal Chess Interface: our server (`tempo uci`, in [`server`]), the client that
//! drives external engines (in [`client`]), and the protocol text shared by front ends:
//! [`format_info`] turns a [`SearchInfo`] into an `info` line and [`parse_go`] turns `go`
//! tokens into [`SearchLimits`].

pub mod client;
pub mod server;

use std::{fmt::Write as _, time::Duration};

pub use server::UciServer;

use crate::{
    chess::Position,
    engine::{ScoreBound, SearchInfo, SearchLimits},
};

/// Why a `go` command was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoError {
    /// A keyword needs a value and none followed.
    #[error("go: '{0}' needs a value")]
    MissingValue(String),
    /// A value is not a non-negative whole number.
    #[error("go: '{value}' is not a valid value for '{key}'")]
    BadNumber {
        /// The keyword.
        key: String,
        /// The rejected value.
        value: String,
    },
    /// A `searchmoves` entry is not a legal move.
    #[error("go: searchmoves '{0}' is not a legal move here")]
    BadMove(String),
    /// A word that `go` does not know.
    #[error("go: unknown token '{0}'")]
    UnknownToken(String),
}

/// Parses the tokens after `go` (moves in `searchmoves` are checked against `pos`).
pub fn parse_go(tokens: &[&str], pos: &Position) -> Result<SearchLimits, GoError> {
    let mut limits = SearchLimits::default();
    let mut i = 0;
    let number = |i: usize, key: &str| -> Result<u64, GoError> {
        let Some(value) = tokens.get(i + 1) else {
            return Err(GoError::MissingValue(key.to_owned()));
        };
        // Some GUIs send negative clock times when a player is out of time: treat as zero.
        if let Ok(v) = value.parse::<i64>() {
            return Ok(v.max(0) as u64);
        }
        Err(GoError::BadNumber {
            key: key.to_owned(),
            value: (*value).to_owned(),
        })
    };
    let ms = |v: u64| Some(Duration::from_millis(v));
    while let Some(&token) = tokens.get(i) {
        match token {
            "wtime" => limits.wtime = ms(number(i, token)?),
            "btime" => limits.btime = ms(number(i, token)?),
            "winc" => limits.winc = ms(number(i, token)?),
            "binc" => limits.binc = ms(number(i, token)?),
            "movetime" => limits.movetime = ms(number(i, token)?),
            "movestogo" => {
                limits.movestogo = Some(number(i, token)?.min(u64::from(u32::MAX)) as u32)
            }
            "depth" => limits.depth = Some(number(i, token)?.min(u64::from(u32::MAX)) as u32),
            "mate" => limits.mate = Some(number(i, token)?.min(u64::from(u32::MAX)) as u32),
            "nodes" => limits.nodes = Some(number(i, token)?),
            "infinite" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            "ponder" => {
                limits.ponder = true;
                i += 1;
                continue;
            }
            "searchmoves" => {
                i += 1;
                while let Some(&text) = tokens.get(i) {
                    match pos.parse_uci_move(text) {
                        Ok(m) => limits.searchmoves.push(m),
                        Err(_) if is_go_keyword(text) => break,
                        Err(_) => return Err(GoError::BadMove(text.to_owned())),
                    }
                    i += 1;
                }
                continue;
            }
            other => return Err(GoError::UnknownToken(other.to_owned())),
        }
        i += 2;
    }
    Ok(limits)
}

fn is_go_keyword(token: &str) -> bool {
    matches!(
        token,
        "wtime"
            | "btime"
            | "winc"
            | "binc"
            | "movetime"
            | "movestogo"
            | "depth"
            | "mate"
            | "nodes"
            | "infinite"
            | "ponder"
    )
}

/// The `info …` line for `info`; PV moves are written for `root` (the searched position).
pub fn format_info(info: &SearchInfo, root: &Position) -> String {
    let mut line = String::from("info");
    if let Some(d) = info.depth {
        let _ = write!(line, " depth {d}");
    }
    if let Some(d) = info.seldepth {
        let _ = write!(line, " seldepth {d}");
    }
    if let Some(k) = info.multipv {
        let _ = write!(line, " multipv {k}");
    }
    if let Some(score) = info.score {
        let _ = write!(line, " score {score}");
        match info.bound {
            ScoreBound::Exact => {}
            ScoreBound::Lower => line.push_str(" lowerbound"),
            ScoreBound::Upper => line.push_str(" upperbound"),
        }
    }
    if let Some(wdl) = info.wdl {
        let _ = write!(line, " wdl {} {} {}", wdl.win, wdl.draw, wdl.loss);
    }
    if let Some(n) = info.nodes {
        let _ = write!(line, " nodes {n}");
    }
    if let Some(n) = info.nps {
        let _ = write!(line, " nps {n}");
    }
    if let Some(h) = info.hashfull {
        let _ = write!(line, " hashfull {h}");
    }
    if let Some(n) = info.tbhits {
        let _ = write!(line, " tbhits {n}");
    }
    if let Some(t) = info.time {
        let _ = write!(line, " time {}", t.as_millis());
    }
    if let Some(m) = info.currmove
        && root.is_legal(m)
    {
        let _ = write!(line, " currmove {}", root.move_to_uci(m));
    }
    if !info.pv.is_empty() {
        line.push_str(" pv");
        let mut pos = root.clone();
        for &m in &info.pv {
            if !pos.is_legal(m) {
                break;
            }
            let _ = write!(line, " {}", pos.move_to_uci(m));
            pos.play_unchecked(m);
        }
    }
    if let Some(text) = &info.string {
        let _ = write!(line, " string {text}");
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Score, Wdl};

    #[test]
    fn go_parses_and_rejects() {
        let pos = Position::startpos();
        let limits = parse_go(
            &[
                "wtime",
                "1000",
                "btime",
                "-5",
                "winc",
                "10",
                "movestogo",
                "20",
            ],
            &pos,
        )
        .expect("valid");
        assert_eq!(limits.wtime, Some(Duration::from_millis(1000)));
        assert_eq!(limits.btime, Some(Duration::ZERO));
        assert_eq!(limits.movestogo, Some(20));
        let limits = parse_go(
            &["searchmoves", "e2e4", "d2d4", "depth", "3", "ponder"],
            &pos,
        )
        .expect("valid");
        assert_eq!(limits.searchmoves.len(), 2);
        assert_eq!(limits.depth, Some(3));
        assert!(limits.ponder);
        assert!(parse_go(&["infinite"], &pos).expect("valid").infinite);
        assert!(matches!(
            parse_go(&["depth"], &pos),
            Err(GoError::MissingValue(_))
        ));
        assert!(matches!(
            parse_go(&["nodes", "many"], &pos),
            Err(GoError::BadNumber { .. })
        ));
        assert!(matches!(
            parse_go(&["searchmoves", "e2e5"], &pos),
            Err(GoError::BadMove(_))
        ));
        assert!(matches!(
            parse_go(&["fast"], &pos),
            Err(GoError::UnknownToken(_))
        ));
    }

    #[test]
    fn info_line_format() {
        let pos = Position::startpos();
        let e4 = pos.parse_uci_move("e2e4").expect("legal");
        let after = pos.after(e4);
        let e5 = after.parse_uci_move("e7e5").expect("legal");
        let info = SearchInfo {
            depth: Some(7),
            seldepth: Some(9),
            multipv: Some(1),
            score: Some(Score::Cp(31)),
            bound: ScoreBound::Lower,
            wdl: Some(Wdl {
                win: 100,
                draw: 850,
                loss: 50,
            }),
            nodes: Some(1234),
            nps: Some(5678),
            hashfull: Some(12),
            time: Some(Duration::from_millis(217)),
            pv: vec![e4, e5],
            ..SearchInfo::default()
        };
        assert_eq!(
            format_info(&info, &pos),
            "info depth 7 seldepth 9 multipv 1 score cp 31 lowerbound wdl 100 850 50 nodes 1234 \
             nps 5678 hashfull 12 time 217 pv e2e4 e7e5"
        );
    }
}
