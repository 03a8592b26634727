//! A game's tags as stored: White, Black, Event and Site go to the name tables (ids in the
//! games row); every other tag, in order, goes to a compact blob; the fields searched on
//! (date, result, Elo, ECO) are also parsed into columns.
//!
//! The blob is a list of (name, value): a name is one byte, the index + 1 of a common tag in
//! [`TAG_NAMES`], or 0 and a length-prefixed string; a value is a length-prefixed string.
//! Tags keep the Seven Tag Roster first in roster order (see `formats::pgn::tags`), so setting
//! the name tags and then the blob's tags in order gives back the same order.

use super::{
    error::RecordError,
    record::{Cursor, put_varint},
};
use crate::formats::pgn::{GameResult, Tags};

/// Tag names stored as one byte. Part of the file format: append only.
const TAG_NAMES: [&str; 22] = [
    "Date",
    "Round",
    "Result",
    "WhiteElo",
    "BlackElo",
    "ECO",
    "Opening",
    "Variation",
    "TimeControl",
    "Termination",
    "EventDate",
    "PlyCount",
    "Annotator",
    "SetUp",
    "FEN",
    "Variant",
    "UTCDate",
    "UTCTime",
    "WhiteTitle",
    "BlackTitle",
    "WhiteFideId",
    "BlackFideId",
];

/// The tags kept in name tables rather than in the blob.
pub const NAME_TAGS: [&str; 4] = ["White", "Black", "Event", "Site"];

/// The tags of the blob.
pub fn encode_tags(tags: &Tags) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    for (name, value) in tags.iter().filter(|(n, _)| !NAME_TAGS.contains(n)) {
        match TAG_NAMES.iter().position(|&t| t == name) {
            Some(i) => out.push(i as u8 + 1),
            None => {
                out.push(0);
                put_varint(&mut out, name.len() as u64);
                out.extend_from_slice(name.as_bytes());
            }
        }
        put_varint(&mut out, value.len() as u64);
        out.extend_from_slice(value.as_bytes());
    }
    out
}

/// Adds the blob's tags to `tags` in order.
pub fn decode_tags(bytes: &[u8], tags: &mut Tags) -> Result<(), RecordError> {
    let mut cursor = Cursor::new(bytes);
    while !cursor.is_done() {
        let at = cursor.at();
        let code = cursor.byte()?;
        let name = match code {
            0 => cursor.text()?,
            _ => TAG_NAMES
                .get(usize::from(code) - 1)
                .copied()
                .ok_or(RecordError::Text(at))?,
        };
        let value = cursor.text()?;
        tags.set(name, value);
    }
    Ok(())
}

/// A date as a number `YYYYMMDD`, unknown month or day as 00; `None` when the year is unknown.
pub fn date_number(text: &str) -> Option<i64> {
    let mut parts = text.trim().split(['.', '-', '/']);
    let year = parts
        .next()?
        .parse::<i64>()
        .ok()
        .filter(|y| (0..=9999).contains(y))?;
    let part = |p: Option<&str>, max: i64| {
        p.and_then(|p| p.parse::<i64>().ok())
            .filter(|v| (1..=max).contains(v))
            .unwrap_or(0)
    };
    let month = part(parts.next(), 12);
    let day = part(parts.next(), 31);
    Some(year * 10_000 + month * 100 + day)
}

/// `YYYYMMDD` back as a PGN date (`??` for unknown parts).
pub fn date_text(date: Option<i64>) -> String {
    let Some(date) = date else {
        return "????.??.??".into();
    };
    let two = |v: i64| {
        if v == 0 {
            "??".to_owned()
        } else {
            format!("{v:02}")
        }
    };
    format!(
        "{:04}.{}.{}",
        date / 10_000,
        two(date / 100 % 100),
        two(date % 100)
    )
}

/// An ECO code as a number: `A00` is 0, `E99` is 499.
pub fn eco_number(text: &str) -> Option<i64> {
    let bytes = text.trim().as_bytes();
    let [
        letter @ b'A'..=b'E',
        tens @ b'0'..=b'9',
        ones @ b'0'..=b'9',
        ..,
    ] = *bytes
    else {
        return None;
    };
    Some(i64::from(letter - b'A') * 100 + i64::from(tens - b'0') * 10 + i64::from(ones - b'0'))
}

/// The ECO code of a number from [`eco_number`].
pub fn eco_text(number: i64) -> String {
    let letter = char::from(b'A' + u8::try_from(number / 100).unwrap_or(0).min(4));
    format!("{letter}{:02}", number % 100)
}

/// A rating tag's value, when it is a plausible Elo.
pub fn elo_number(text: Option<&str>) -> Option<i64> {
    text?
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|e| (1..=4000).contains(e))
}

/// The stored code of a result (also the order in which the explorer lists them).
pub fn result_code(result: GameResult) -> i64 {
    match result {
        GameResult::Unknown => 0,
        GameResult::WhiteWins => 1,
        GameResult::Draw => 2,
        GameResult::BlackWins => 3,
    }
}

/// The result of a stored code.
pub fn result_of_code(code: i64) -> GameResult {
    match code {
        1 => GameResult::WhiteWins,
        2 => GameResult::Draw,
        3 => GameResult::BlackWins,
        _ => GameResult::Unknown,
    }
}

/// The case-insensitive key a name is searched by.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_codes() {
        assert_eq!(date_number("2024.03.15"), Some(20240315));
        assert_eq!(date_number("2024.??.??"), Some(20240000));
        assert_eq!(date_number("????.??.??"), None);
        assert_eq!(date_text(Some(20240300)), "2024.03.??");
        assert_eq!(eco_number("B20"), Some(120));
        assert_eq!(eco_text(120), "B20");
        assert_eq!(eco_number("F00"), None);
        let mut tags = Tags::with_roster();
        tags.set("ECO", "B20");
        tags.set("MyTag", "x \"y\"");
        let mut back = Tags::new();
        for name in NAME_TAGS {
            if let Some(v) = tags.get(name) {
                back.set(name, v);
            }
        }
        decode_tags(&encode_tags(&tags), &mut back).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, tags);
    }
}
