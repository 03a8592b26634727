//! PGN tag pairs and game results.
//!
//! Tags keep the Seven Tag Roster first, in roster order, and every other tag after it in the
//! order it was first set, so reading and writing a game never reorders its tags.

use std::{borrow::Cow, fmt};

/// The Seven Tag Roster, in the order the PGN standard writes it.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The value the PGN standard gives a roster tag that is unknown.
pub fn roster_default(name: &str) -> &'static str {
    match name {
        "Date" => "????.??.??",
        "Result" => "*",
        _ => "?",
    }
}

/// A game's result, as in the `Result` tag and the game termination marker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished or unknown.
    #[default]
    Unknown,
}

impl GameResult {
    /// The PGN text.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Reads the PGN text (`1-0`, `0-1`, `1/2-1/2`, `*`; also the common `½-½`).
    pub fn parse(text: &str) -> Option<GameResult> {
        match text.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" | "1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game's tag pairs: roster tags first in roster order, then the others in insertion order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags {
    /// Names are borrowed for the common tags (no allocation per tag read), owned otherwise.
    pairs: Vec<(Cow<'static, str>, String)>,
}

/// The tag names nearly every file uses, kept as static strings.
const COMMON_TAGS: [&str; 24] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
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
];

/// A tag name from the file's bytes: a static string for a common name, else an owned copy
/// (bytes that are not UTF-8 are read as Latin-1).
pub(crate) fn tag_name(bytes: &[u8]) -> Cow<'static, str> {
    match COMMON_TAGS.iter().find(|name| name.as_bytes() == bytes) {
        Some(name) => Cow::Borrowed(name),
        None => Cow::Owned(super::lexer::decode_text(bytes)),
    }
}

fn roster_index(name: &str) -> Option<usize> {
    // A match rather than a search of SEVEN_TAG_ROSTER: it runs for every tag read.
    Some(match name {
        "Event" => 0,
        "Site" => 1,
        "Date" => 2,
        "Round" => 3,
        "White" => 4,
        "Black" => 5,
        "Result" => 6,
        _ => return None,
    })
}

impl Tags {
    /// No tags.
    pub fn new() -> Tags {
        Tags::default()
    }

    /// The Seven Tag Roster with its "unknown" values.
    pub fn with_roster() -> Tags {
        let mut tags = Tags::new();
        tags.fill_roster();
        tags
    }

    /// Adds every missing roster tag with its "unknown" value.
    pub fn fill_roster(&mut self) {
        for name in SEVEN_TAG_ROSTER {
            if self.get(name).is_none() {
                self.set(name, roster_default(name));
            }
        }
    }

    /// The value of a tag (names are case-sensitive, as in the standard).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value in place when it exists.
    pub fn set(&mut self, name: &str, value: &str) {
        if let Some(pair) = self.pairs.iter_mut().find(|(n, _)| n == name) {
            value.clone_into(&mut pair.1);
            return;
        }
        self.insert_new(tag_name(name.as_bytes()), value.to_owned());
    }

    /// [`Tags::set`] with an owned value (no copy when the tag is new).
    pub fn set_owned(&mut self, name: impl Into<Cow<'static, str>>, value: String) {
        let name = name.into();
        if let Some(pair) = self.pairs.iter_mut().find(|(n, _)| *n == name) {
            pair.1 = value;
            return;
        }
        self.insert_new(name, value);
    }

    fn insert_new(&mut self, name: Cow<'static, str>, value: String) {
        let at = match roster_index(&name) {
            // After the roster tags that come before it.
            Some(rank) => self
                .pairs
                .iter()
                .position(|(n, _)| roster_index(n).is_none_or(|r| r > rank))
                .unwrap_or(self.pairs.len()),
            None => self.pairs.len(),
        };
        self.pairs.insert(at, (name, value));
    }

    /// Removes a tag, returning its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let at = self.pairs.iter().position(|(n, _)| n == name)?;
        Some(self.pairs.remove(at).1)
    }

    /// Every tag in writing order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(n, v)| (n.as_ref(), v.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there are no tags.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roster_index_follows_the_roster() {
        for (i, name) in SEVEN_TAG_ROSTER.iter().enumerate() {
            assert_eq!(roster_index(name), Some(i));
        }
        assert_eq!(roster_index("ECO"), None);
    }

    #[test]
    fn roster_tags_go_first_in_order() {
        let mut tags = Tags::new();
        tags.set("ECO", "B20");
        tags.set("White", "A");
        tags.set("Event", "E");
        tags.set("Annotator", "X");
        tags.set("Result", "1-0");
        tags.fill_roster();
        let names: Vec<&str> = tags.iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [
                "Event",
                "Site",
                "Date",
                "Round",
                "White",
                "Black",
                "Result",
                "ECO",
                "Annotator"
            ]
        );
        tags.set("White", "B");
        assert_eq!(tags.get("White"), Some("B"));
        assert_eq!(tags.remove("ECO").as_deref(), Some("B20"));
        assert_eq!(tags.len(), 8);
    }
}
