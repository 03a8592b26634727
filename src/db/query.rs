//! Game lists and counts: header filters (tested on the header slots in memory, see
//! `db::headers`), optionally a position, an order and a page (for a virtualised list).

use super::{
    Database, DbError, GameFilter, SortKey,
    header::{date_text, result_of_code},
    headers::{Matcher, sort_ids},
    position::Target,
    position_index,
    store::PositionRow,
};
use crate::{chess::Position, formats::pgn::GameResult};

/// One game of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game's id.
    pub id: i64,
    /// White's name (`?` when the tag is absent).
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The site.
    pub site: String,
    /// The date as `YYYYMMDD`.
    pub date: Option<i64>,
    /// The result.
    pub result: GameResult,
    /// White's rating.
    pub white_elo: Option<i64>,
    /// Black's rating.
    pub black_elo: Option<i64>,
    /// The ECO code as a number.
    pub eco: Option<i64>,
    /// Mainline plies.
    pub plies: i64,
}

impl GameRow {
    /// The date as PGN writes it (`2024.03.??`).
    pub fn date_text(&self) -> String {
        date_text(self.date)
    }
}

/// A [`GameRow`] from the columns id, White, Black, Event, Site, date, result, both
/// ratings, ECO, plies.
fn game_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    let name = |i| -> rusqlite::Result<String> {
        Ok(r.get::<_, Option<String>>(i)?.unwrap_or_else(|| "?".into()))
    };
    Ok(GameRow {
        id: r.get(0)?,
        white: name(1)?,
        black: name(2)?,
        event: name(3)?,
        site: name(4)?,
        date: r.get(5)?,
        result: result_of_code(r.get(6)?),
        white_elo: r.get(7)?,
        black_elo: r.get(8)?,
        eco: r.get(9)?,
        plies: r.get(10)?,
    })
}

impl Database {
    /// The filter made ready to test header slots; `None` when it keeps every game.
    pub(crate) fn matcher(&self, filter: &GameFilter) -> Result<Option<Matcher>, DbError> {
        if filter.is_empty() {
            return Ok(None);
        }
        Matcher::new(&self.conn, filter)
            .map(Some)
            .map_err(|e| self.sqlite(e))
    }

    /// How many games `filter` keeps, among those whose mainline reaches `position` when one
    /// is given.
    pub fn count_games(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
    ) -> Result<u64, DbError> {
        let matcher = self.matcher(filter)?;
        let count = match position {
            None => self.header_table()?.kept(matcher.as_ref()).count(),
            Some(pos) => {
                let target = Target::of(pos);
                self.indexed_entries(target.key, matcher.as_ref())?.len()
                    + self.deep_hits(&target, matcher.as_ref())?.len()
            }
        };
        Ok(count as u64)
    }

    /// The ids of the games `matcher` keeps that reach `pos`, ascending: the position
    /// index's entries and the deep hits, each found with the filter applied already.
    fn position_games(
        &self,
        pos: &Position,
        matcher: Option<&Matcher>,
    ) -> Result<Vec<i64>, DbError> {
        let target = Target::of(pos);
        let mut games: Vec<i64> = self
            .indexed_entries(target.key, matcher)?
            .iter()
            .map(|e| e.game)
            .collect();
        games.extend(self.deep_hits(&target, matcher)?.iter().map(|hit| hit.game));
        games.sort_unstable();
        games.dedup();
        Ok(games)
    }

    /// The position index's entries at `key` of the games `matcher` keeps (the arrivals
    /// within the indexed plies; [`Database::deep_hits`] finds the later ones).
    pub(crate) fn indexed_entries(
        &self,
        key: i64,
        matcher: Option<&Matcher>,
    ) -> Result<Vec<PositionRow>, DbError> {
        let mut entries = position_index::entries(&self.conn, key).map_err(|e| self.sqlite(e))?;
        if let Some(matcher) = matcher {
            let table = self.header_table()?;
            entries.retain(|e| table.get(e.game).is_some_and(|h| matcher.keeps(h)));
        }
        Ok(entries)
    }

    /// A page of the games `filter` keeps (and reaching `position` when given), in `sort`
    /// order (ties by id), skipping `offset` and returning at most `limit`.
    pub fn list_games(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        sort: SortKey,
        descending: bool,
        offset: u64,
        limit: u64,
    ) -> Result<Vec<GameRow>, DbError> {
        let games = self.sorted_ids(filter, position, sort, descending)?;
        let start = usize::try_from(offset)
            .unwrap_or(usize::MAX)
            .min(games.len());
        let end = start
            .saturating_add(usize::try_from(limit).unwrap_or(usize::MAX))
            .min(games.len());
        self.rows_by_ids(&games[start..end])
    }

    /// The ids of every game `filter` keeps (reaching `position` when given), in `sort`
    /// order (ties by id). A virtualised list asks for this once per filter and order, then
    /// for the rows of the visible window by id ([`Database::rows_by_ids`]): reading a
    /// window deep in the list costs the same as the first one.
    pub fn sorted_ids(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        sort: SortKey,
        descending: bool,
    ) -> Result<Vec<i64>, DbError> {
        let matcher = self.matcher(filter)?;
        let table = self.header_table()?;
        let mut ids = match position {
            Some(pos) => self.position_games(pos, matcher.as_ref())?,
            None => table.kept(matcher.as_ref()).map(|(id, _)| id).collect(),
        };
        match (sort, descending) {
            (SortKey::Id, false) => {}
            (SortKey::Id, true) => ids.reverse(),
            _ => sort_ids(&self.conn, &table, &mut ids, sort, descending)
                .map_err(|e| self.sqlite(e))?,
        }
        Ok(ids)
    }

    /// The rows of the games with these ids, in the order given; ids not stored (deleted
    /// meanwhile) are left out.
    pub fn rows_by_ids(&self, ids: &[i64]) -> Result<Vec<GameRow>, DbError> {
        let mut found = std::collections::HashMap::with_capacity(ids.len());
        // SQLite allows 32,766 parameters; a visible window is far below.
        for chunk in ids.chunks(500) {
            let marks = vec!["?"; chunk.len()].join(",");
            let sql = format!(
                "SELECT g.id, w.name, b.name, e.name, s.name, g.date, g.result, g.white_elo, \
                 g.black_elo, g.eco, g.plies FROM games g \
                 LEFT JOIN players w ON w.id = g.white LEFT JOIN players b ON b.id = g.black \
                 LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site \
                 WHERE g.id IN ({marks})"
            );
            let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
            let rows = st
                .query_map(rusqlite::params_from_iter(chunk), game_row)
                .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
                .map_err(|e| self.sqlite(e))?;
            found.extend(rows.into_iter().map(|row| (row.id, row)));
        }
        Ok(ids.iter().filter_map(|id| found.remove(id)).collect())
    }

    /// Writes the games with these ids as PGN, in the order given; returns how many.
    pub fn export_ids(&self, ids: &[i64], out: &mut dyn std::io::Write) -> Result<u64, DbError> {
        for &id in ids {
            let game = self.load_game(id)?;
            out.write_all(crate::formats::pgn::write_game(&game).as_bytes())
                .map_err(|source| DbError::Output {
                    path: self.path.clone(),
                    source,
                })?;
        }
        Ok(ids.len() as u64)
    }

    /// The ids of every game `filter` keeps (reaching `position` when given), in id order.
    pub fn game_ids(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
    ) -> Result<Vec<i64>, DbError> {
        self.sorted_ids(filter, position, SortKey::Id, false)
    }

    /// Writes the games `filter` keeps (reaching `position` when given) as PGN, in id order;
    /// returns how many.
    pub fn export(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        out: &mut dyn std::io::Write,
    ) -> Result<u64, DbError> {
        let ids = self.game_ids(filter, position)?;
        self.export_ids(&ids, out)
    }
}
