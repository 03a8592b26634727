//! The text lines of policy training data, one position a line:
//!
//! - `FEN;uci-move`: the move a search chose (`tempo datagen --policy-out`), a one-hot target;
//! - `FEN;uci:visits uci:visits …`: every visited root move of an MCTS search with its visit
//!   count, most visited first (`tempo policy-data`), a target distribution.
//!
//! Files are appended to and may be concatenated with `cat`; a run that was interrupted may
//! leave a partial last line, which the writers cut off before they append again.

use std::{fmt, path::Path};

use anyhow::Context as _;

use crate::chess::{Move, Position};

/// What a line says about the position's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PolicyTarget {
    /// The move a search played (`FEN;move`).
    Played(Move),
    /// Root moves with their visits (`FEN;move:visits …`), at least one visit in all.
    Visits(Box<[(Move, u32)]>),
}

impl PolicyTarget {
    /// The move with the most visits (the played move of a one-hot target); the first of
    /// equals.
    pub fn best(&self) -> Option<Move> {
        match self {
            PolicyTarget::Played(mv) => Some(*mv),
            PolicyTarget::Visits(visits) => visits
                .iter()
                .fold(None, |best: Option<(Move, u32)>, &(m, v)| match best {
                    Some((_, bv)) if bv >= v => best,
                    _ => Some((m, v)),
                })
                .map(|(m, _)| m),
        }
    }

    /// Writes the target's share of each of `moves` into `shares` (same length; the shares
    /// sum to 1). False if the target names a move that is not among `moves`.
    pub fn shares_of(&self, moves: &[Move], shares: &mut [f32]) -> bool {
        shares.fill(0.0);
        let mut add = |mv: Move, share: f32| match moves.iter().position(|&m| m == mv) {
            Some(i) => {
                shares[i] += share;
                true
            }
            None => false,
        };
        match self {
            PolicyTarget::Played(mv) => add(*mv, 1.0),
            PolicyTarget::Visits(visits) => {
                let total: u64 = visits.iter().map(|&(_, v)| u64::from(v)).sum();
                let total = total.max(1) as f32;
                visits.iter().all(|&(m, v)| add(m, v as f32 / total))
            }
        }
    }
}

/// One position with its target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyLine {
    /// The position.
    pub position: Position,
    /// Its target.
    pub target: PolicyTarget,
}

impl PolicyLine {
    /// The line for an MCTS search of `position`: its root moves with their visits, most
    /// visited first, unvisited ones left out (no newline).
    pub fn visits_text(position: &Position, visits: &[(Move, u32)]) -> String {
        let mut sorted: Vec<(Move, u32)> = visits.iter().copied().filter(|&(_, v)| v > 0).collect();
        // Stable: equal counts keep the search's order (its priors).
        sorted.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let moves: Vec<String> = sorted
            .iter()
            .map(|&(m, v)| format!("{}:{v}", position.move_to_uci(m)))
            .collect();
        format!("{};{}", position.to_fen(), moves.join(" "))
    }
}

/// Why a line is not a policy line; the reader adds the file and line number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PolicyLineError {
    /// No `;` between the FEN and the moves.
    #[error("expected `FEN;move` or `FEN;move:visits …`, found no `;`")]
    NoSeparator,
    /// The FEN does not parse.
    #[error("bad FEN `{fen}`: {reason}")]
    Fen {
        /// The text before the `;`.
        fen: String,
        /// What the FEN reader said.
        reason: String,
    },
    /// Nothing after the `;`.
    #[error("no move after the FEN")]
    NoMove,
    /// A move that is not legal in the position (or not a move).
    #[error("`{mv}` is not a legal move here: {reason}")]
    Move {
        /// The move as written.
        mv: String,
        /// What the move reader said.
        reason: String,
    },
    /// A visit count that is not a whole number.
    #[error("`{0}`: the visits after `:` must be a whole number")]
    Visits(String),
    /// The same move twice.
    #[error("`{0}` is listed twice")]
    Duplicate(String),
    /// Visit counts that add up to zero.
    #[error("the visits add up to 0")]
    NoVisits,
}

/// Parses one line (either form).
pub fn parse_line(line: &str) -> Result<PolicyLine, PolicyLineError> {
    let (fen, rest) = line.split_once(';').ok_or(PolicyLineError::NoSeparator)?;
    let fen = fen.trim();
    let position = Position::from_fen(fen).map_err(|e| PolicyLineError::Fen {
        fen: fen.to_owned(),
        reason: e.to_string(),
    })?;
    let parse_move = |text: &str| {
        position
            .parse_uci_move(text)
            .map_err(|e| PolicyLineError::Move {
                mv: text.to_owned(),
                reason: e.to_string(),
            })
    };
    let rest = rest.trim();
    if rest.is_empty() {
        return Err(PolicyLineError::NoMove);
    }
    if !rest.contains(':') {
        let target = PolicyTarget::Played(parse_move(rest)?);
        return Ok(PolicyLine { position, target });
    }
    let mut visits: Vec<(Move, u32)> = Vec::new();
    for entry in rest.split_whitespace() {
        let (mv, count) = entry.split_once(':').unwrap_or((entry, ""));
        let count: u32 = count
            .parse()
            .map_err(|_| PolicyLineError::Visits(entry.to_owned()))?;
        let mv = parse_move(mv)?;
        if visits.iter().any(|&(m, _)| m == mv) {
            return Err(PolicyLineError::Duplicate(entry.to_owned()));
        }
        visits.push((mv, count));
    }
    if visits.iter().all(|&(_, v)| v == 0) {
        return Err(PolicyLineError::NoVisits);
    }
    let target = PolicyTarget::Visits(visits.into_boxed_slice());
    Ok(PolicyLine { position, target })
}

/// A line that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// The file (as given).
    pub source: String,
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub error: PolicyLineError,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.source, self.line, self.error)
    }
}

/// Every line of `text` (read from `source`), with its line number, parsed; blank lines
/// are passed over, bad ones come back separately.
pub fn parse_text(text: &str, source: &str) -> (Vec<PolicyLine>, Vec<BadLine>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match parse_line(line) {
            Ok(parsed) => good.push(parsed),
            Err(error) => bad.push(BadLine {
                source: source.to_owned(),
                line: n + 1,
                error,
            }),
        }
    }
    (good, bad)
}

/// How many bad lines a reader names before it only counts them.
const BAD_LINES_SHOWN: usize = 5;

/// Reads policy files, at most `limit` positions in all (the first ones). Bad lines are
/// skipped (an interrupted run leaves a partial last line); the first few are named on
/// stderr with their file and line number, and the count of all of them.
///
/// # Errors
/// A file that cannot be read.
pub fn read_files(paths: &[impl AsRef<Path>], limit: usize) -> anyhow::Result<Vec<PolicyLine>> {
    let mut lines = Vec::new();
    let mut bad_count = 0usize;
    for path in paths {
        let path = path.as_ref();
        if lines.len() >= limit {
            break;
        }
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let (good, bad) = parse_text(&text, &path.display().to_string());
        for b in &bad {
            if bad_count < BAD_LINES_SHOWN {
                eprintln!("skipped {b}");
            }
            bad_count += 1;
        }
        let room = limit - lines.len();
        lines.extend(good.into_iter().take(room));
    }
    if bad_count > 0 {
        eprintln!("skipped {bad_count} malformed lines in all");
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn both_forms_parse() {
        let Ok(one) = parse_line(&format!("{START};g1f3")) else {
            panic!("one-hot line")
        };
        let g1f3 = one.position.parse_uci_move("g1f3").ok();
        assert_eq!(one.target.best(), g1f3);
        let Ok(soft) = parse_line(&format!("{START};e2e4:30 d2d4:60 g1f3:10")) else {
            panic!("visits line")
        };
        let d2d4 = soft.position.parse_uci_move("d2d4").ok();
        assert_eq!(soft.target.best(), d2d4);
        let moves: Vec<Move> = soft.position.legal_moves().iter().copied().collect();
        let mut shares = vec![0.0; moves.len()];
        assert!(soft.target.shares_of(&moves, &mut shares));
        let sum: f32 = shares.iter().sum();
        assert!((sum - 1.0).abs() < 1e-6);
        let at = moves.iter().position(|&m| Some(m) == d2d4);
        assert!(at.is_some_and(|i| (shares[i] - 0.6).abs() < 1e-6));
        assert!(!soft.target.shares_of(&[], &mut []));
        // Written back, the most visited move comes first and unvisited ones are left out.
        let PolicyTarget::Visits(visits) = &soft.target else {
            panic!("not visits")
        };
        let mut with_zero = visits.to_vec();
        if let Ok(a2a3) = soft.position.parse_uci_move("a2a3") {
            with_zero.push((a2a3, 0));
        }
        assert_eq!(
            PolicyLine::visits_text(&soft.position, &with_zero),
            format!("{START};d2d4:60 e2e4:30 g1f3:10")
        );
    }

    #[test]
    fn bad_lines_say_what_and_where() {
        let text = format!(
            "{START};e2e4:3 d2d4:1\n\
             no separator\n\
             not a fen;e2e4\n\
             \n\
             {START};e2e5\n\
             {START};e2e4:x\n\
             {START};e2e4:1 e2e4:2\n\
             {START};e2e4:0\n\
             {START};\n\
             {START};e2e4\n\
             {START};e2e4:5 d2"
        );
        let (good, bad) = parse_text(&text, "data.txt");
        assert_eq!(good.len(), 2);
        let found: Vec<(usize, PolicyLineError)> =
            bad.iter().map(|b| (b.line, b.error.clone())).collect();
        assert_eq!(found.len(), 8);
        assert_eq!(found[0], (2, PolicyLineError::NoSeparator));
        assert!(matches!(found[1], (3, PolicyLineError::Fen { .. })));
        assert!(matches!(&found[2], (5, PolicyLineError::Move { mv, .. }) if mv == "e2e5"));
        assert_eq!(found[3], (6, PolicyLineError::Visits("e2e4:x".into())));
        assert_eq!(found[4], (7, PolicyLineError::Duplicate("e2e4:2".into())));
        assert_eq!(found[5], (8, PolicyLineError::NoVisits));
        assert_eq!(found[6], (9, PolicyLineError::NoMove));
        // A partial last line, cut in a move.
        assert_eq!(found[7], (11, PolicyLineError::Visits("d2".into())));
        assert!(bad[0].to_string().starts_with("data.txt:2: expected"));
        // Line 10 is a good one-hot line; 4 is blank.
        assert_eq!(found.iter().filter(|(n, _)| *n == 10 || *n == 4).count(), 0);
    }
}
