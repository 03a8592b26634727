//! Header filters (players, event, result, ratings, dates, ECO, length) and list order (both
//! applied to the header slots, see `db::headers`), and the parsing of their command-line
//! values.

use rusqlite::types::Value;

use super::{
    error::FilterError,
    header::{eco_number, name_key},
};
use crate::formats::pgn::GameResult;

/// Which games to keep. Every field left `None` keeps all games; the fields combine with AND.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// White's name starts with this (case-insensitive).
    pub white: Option<String>,
    /// Black's name starts with this (case-insensitive).
    pub black: Option<String>,
    /// Either player's name starts with this (case-insensitive).
    pub player: Option<String>,
    /// The event's name starts with this (case-insensitive).
    pub event: Option<String>,
    /// The result (the game termination marker).
    pub result: Option<GameResult>,
    /// Both players rated at least this (games without both ratings are left out).
    pub min_elo: Option<i64>,
    /// Both players rated at most this (games without both ratings are left out).
    pub max_elo: Option<i64>,
    /// Played on or after this `YYYYMMDD` (unknown month or day count as 00).
    pub from: Option<i64>,
    /// Played on or before this `YYYYMMDD`.
    pub to: Option<i64>,
    /// ECO codes in this range, both ends included (numbers from `header::eco_number`).
    pub eco: Option<(i64, i64)>,
    /// At least this many mainline plies.
    pub min_plies: Option<i64>,
    /// At most this many mainline plies.
    pub max_plies: Option<i64>,
}

/// The order of a game list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SortKey {
    /// Import order.
    #[default]
    Id,
    /// Date.
    Date,
    /// White's name.
    White,
    /// Black's name.
    Black,
    /// Event name.
    Event,
    /// Result.
    Result,
    /// White's rating.
    WhiteElo,
    /// Black's rating.
    BlackElo,
    /// ECO code.
    Eco,
    /// Mainline length.
    Plies,
}

/// The range of name keys that start with `prefix`: every string that starts with it sorts
/// from it up to it followed by the largest character.
pub(super) fn prefix_range(prefix: &str) -> (Value, Value) {
    let low = name_key(prefix);
    let high = format!("{low}\u{10FFFF}");
    (Value::Text(low), Value::Text(high))
}

impl GameFilter {
    /// Whether the filter keeps every game.
    pub fn is_empty(&self) -> bool {
        *self == GameFilter::default()
    }
}

/// A result as written in PGN.
pub fn parse_result(text: &str) -> Result<GameResult, FilterError> {
    GameResult::parse(text).ok_or_else(|| FilterError::Result(text.to_owned()))
}

/// `B20` (one code) or `B20-B99` (a range, both ends included).
pub fn parse_eco_range(text: &str) -> Result<(i64, i64), FilterError> {
    let bad = || FilterError::Eco(text.to_owned());
    let (low, high) = text.split_once('-').unwrap_or((text, text));
    let strict = |code: &str| eco_number(code).filter(|_| code.trim().len() == 3);
    let (Some(low), Some(high)) = (strict(low), strict(high)) else {
        return Err(bad());
    };
    if low > high {
        return Err(FilterError::EmptyRange {
            what: "ECO range",
            low: super::header::eco_text(low),
            high: super::header::eco_text(high),
        });
    }
    Ok((low, high))
}

/// `YYYY.MM.DD`, `YYYY.MM` or `YYYY` as `YYYYMMDD`; a missing month or day is the first
/// (`end` false) or the last (`end` true) of the period.
pub fn parse_date(text: &str, end: bool) -> Result<i64, FilterError> {
    let bad = || FilterError::Date(text.to_owned());
    let parts: Vec<&str> = text.trim().split('.').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(bad());
    }
    let number = |i: usize, digits: usize, max: i64| -> Result<Option<i64>, FilterError> {
        match parts.get(i) {
            None => Ok(None),
            Some(p) if p.len() == digits && p.bytes().all(|b| b.is_ascii_digit()) => {
                let v: i64 = p.parse().map_err(|_| bad())?;
                if (i == 0 || v >= 1) && v <= max {
                    Ok(Some(v))
                } else {
                    Err(bad())
                }
            }
            Some(_) => Err(bad()),
        }
    };
    let year = number(0, 4, 9999)?.ok_or_else(bad)?;
    let fill = if end { 99 } else { 0 };
    let month = number(1, 2, 12)?.unwrap_or(fill);
    let day = number(2, 2, 31)?.unwrap_or(fill);
    Ok(year * 10_000 + month * 100 + day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse() {
        assert_eq!(parse_eco_range("B20-B99"), Ok((120, 199)));
        assert_eq!(parse_eco_range("C42"), Ok((242, 242)));
        assert!(parse_eco_range("B99-B20").is_err());
        assert!(parse_eco_range("Z00").is_err());
        assert_eq!(parse_date("2024.03.15", false), Ok(20240315));
        assert_eq!(parse_date("2024", false), Ok(20240000));
        assert_eq!(parse_date("2024", true), Ok(20249999));
        assert!(parse_date("2024.13.01", false).is_err());
        assert!(parse_date("24.01.01", false).is_err());
        assert_eq!(parse_result("1/2-1/2"), Ok(GameResult::Draw));
        assert!(parse_result("1-1").is_err());
    }
}
