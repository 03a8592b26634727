//! Opening names: the ECO code and name of a position, from the shipped CC0 table
//! (`assets/eco/eco.tsv`, from lichess.org's chess-openings).
//!
//! Positions are matched by key, so transpositions find their name too. For a game, the
//! name is that of the deepest position on the path to the current node that the table
//! knows.

use std::{collections::HashMap, sync::OnceLock};

use crate::{
    chess::{Position, SanError},
    formats::pgn::{Game, NodeId},
};

/// The shipped table (ECO code, name, moves; tab separated, one header line).
pub const ECO_TSV: &str = include_str!("../../assets/eco/eco.tsv");

/// A named opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The ECO code, like `B90`.
    pub eco: String,
    /// The name, like `Sicilian Defense: Najdorf Variation`.
    pub name: String,
    /// The moves from the start position, as PGN movetext.
    pub moves: String,
}

/// A line of the table that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EcoError {
    /// Not three tab-separated fields.
    #[error("ECO table line {line}: expected 3 tab-separated fields (eco, name, pgn)")]
    Fields {
        /// Line number from 1.
        line: usize,
    },
    /// A move of the line is not legal.
    #[error("ECO table line {line}: {source}")]
    Move {
        /// Line number from 1.
        line: usize,
        /// Why.
        source: SanError,
    },
}

/// Openings indexed by position.
#[derive(Clone, Debug, Default)]
pub struct EcoTable {
    openings: Vec<Opening>,
    by_key: HashMap<u64, usize>,
}

impl EcoTable {
    /// The shipped table, parsed on first use.
    pub fn builtin() -> &'static EcoTable {
        static TABLE: OnceLock<EcoTable> = OnceLock::new();
        // The shipped table is checked by a test, so it always parses; an empty table is
        // the harmless fallback.
        TABLE.get_or_init(|| EcoTable::parse(ECO_TSV).unwrap_or_default())
    }

    /// Parses a table in the `eco<TAB>name<TAB>pgn` format (a first line starting with `eco`
    /// is a header). When two lines reach the same position, the first one names it.
    pub fn parse(tsv: &str) -> Result<EcoTable, EcoError> {
        let mut table = EcoTable::default();
        for (i, row) in tsv.lines().enumerate() {
            let line = i + 1;
            if row.trim().is_empty() || (i == 0 && row.starts_with("eco\t")) {
                continue;
            }
            let mut fields = row.split('\t');
            let (Some(eco), Some(name), Some(moves), None) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                return Err(EcoError::Fields { line });
            };
            let mut pos = Position::startpos();
            for word in moves.split_whitespace() {
                if word.ends_with('.') || word.chars().all(|c| c.is_ascii_digit() || c == '.') {
                    continue;
                }
                let m = pos
                    .parse_san(word)
                    .map_err(|source| EcoError::Move { line, source })?;
                pos.play_unchecked(m);
            }
            let index = table.openings.len();
            table.openings.push(Opening {
                eco: eco.to_owned(),
                name: name.to_owned(),
                moves: moves.to_owned(),
            });
            table.by_key.entry(pos.key()).or_insert(index);
        }
        Ok(table)
    }

    /// Every opening in table order.
    pub fn openings(&self) -> &[Opening] {
        &self.openings
    }

    /// The opening whose line ends in exactly this position.
    pub fn lookup(&self, pos: &Position) -> Option<&Opening> {
        self.by_key
            .get(&pos.key())
            .and_then(|&i| self.openings.get(i))
    }

    /// The opening of the deepest known position from the start of `game` to `node`.
    pub fn classify(&self, game: &Game, node: NodeId) -> Option<&Opening> {
        let mut pos = game.start_position().clone();
        let mut found = self.lookup(&pos);
        for id in game.path(node) {
            match game.node(id).map(|n| n.mv) {
                Some(crate::formats::pgn::NodeMove::Move(m)) => pos.play_unchecked(m),
                Some(crate::formats::pgn::NodeMove::Null) => pos.play_null(),
                _ => break,
            }
            if let Some(opening) = self.lookup(&pos) {
                found = Some(opening);
            }
        }
        found
    }

    /// Sets the `ECO` and `Opening` tags from the mainline (when a position is known).
    /// Returns the opening used.
    pub fn tag_game(&self, game: &mut Game) -> Option<Opening> {
        let opening = self.classify(game, game.mainline_end())?.clone();
        game.tags.set("ECO", &opening.eco);
        game.tags.set("Opening", &opening.name);
        Some(opening)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::pgn::read_all;

    #[test]
    fn shipped_table_parses_completely() {
        let table = EcoTable::parse(ECO_TSV).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(table.openings().len(), 3807);
    }

    #[test]
    fn deepest_known_position_names_the_game() {
        let games =
            read_all("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. h3 h6 7. a3 *");
        let Some(Ok(mut game)) = games.into_iter().next() else {
            panic!("game did not read");
        };
        let table = EcoTable::builtin();
        let opening = table
            .tag_game(&mut game)
            .unwrap_or_else(|| panic!("no opening"));
        assert_eq!(opening.eco, "B90");
        assert!(
            opening.name.starts_with("Sicilian Defense: Najdorf"),
            "{}",
            opening.name
        );
        assert_eq!(game.tags.get("ECO"), Some("B90"));
    }
}
