//! Game lists and counts: header filters, optionally a position, an order and a page (for a
//! virtualised list).

use std::collections::HashSet;

use rusqlite::types::Value;

use super::{
    Database, DbError, GameFilter, SortKey,
    header::{date_text, result_of_code},
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

/// Games of the position index up to which a filter is checked game by game (see
/// [`Database::games_kept`]).
const FEW_GAMES: usize = 2000;

/// Ids a statement inserts into the temporary table of a position's games.
const HITS_PER_INSERT: usize = 500;

impl Database {
    /// How many games `filter` keeps, among those whose mainline reaches `position` when one
    /// is given.
    pub fn count_games(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
    ) -> Result<u64, DbError> {
        let mut values = Vec::new();
        let count: i64 = match position {
            None => {
                let conditions = filter.sql(&mut values);
                self.count(
                    &format!("SELECT COUNT(*) FROM games g WHERE 1{conditions}"),
                    values,
                )?
            }
            Some(pos) => {
                let target = Target::of(pos);
                let indexed = self.indexed_entries(target.key, filter)?.len();
                indexed as i64 + self.deep_hits(&target, filter)?.len() as i64
            }
        };
        Ok(count.max(0) as u64)
    }

    fn count(&self, sql: &str, values: Vec<Value>) -> Result<i64, DbError> {
        self.conn
            .prepare_cached(sql)
            .and_then(|mut st| st.query_row(rusqlite::params_from_iter(values), |r| r.get(0)))
            .map_err(|e| self.sqlite(e))
    }

    /// The SQL conditions (each starting with ` AND`) that keep the games `filter` keeps and,
    /// when `position` is given, that reach it; their values are pushed onto `values`.
    fn conditions(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        values: &mut Vec<Value>,
    ) -> Result<String, DbError> {
        let mut conditions = filter.sql(values);
        if let Some(pos) = position {
            conditions.push_str(&self.position_condition(pos, filter)?);
        }
        Ok(conditions)
    }

    /// The ids of the games `filter` keeps that reach `pos`, ascending: the position index's
    /// entries and the deep hits, each found with the filter applied already.
    fn position_games(&self, pos: &Position, filter: &GameFilter) -> Result<Vec<i64>, DbError> {
        let target = Target::of(pos);
        let mut games: Vec<i64> = self
            .indexed_entries(target.key, filter)?
            .iter()
            .map(|e| e.game)
            .collect();
        games.extend(self.deep_hits(&target, filter)?.iter().map(|hit| hit.game));
        games.sort_unstable();
        games.dedup();
        Ok(games)
    }

    /// The condition that keeps the games reaching `pos`: they go to a temporary table that
    /// the condition reads (only the games the filter keeps: often far fewer).
    fn position_condition(&self, pos: &Position, filter: &GameFilter) -> Result<String, DbError> {
        let games = self.position_games(pos, filter)?;
        self.fill_position_hits(games)?;
        Ok(" AND g.id IN (SELECT id FROM temp.position_hits)".to_owned())
    }

    /// The games reaching `position` in id order, when the order is by id: the position
    /// index gives them all, so the temporary table and its SQL are not needed (a million
    /// games reach the start position of a million-game file).
    fn position_games_by_id(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        sort: SortKey,
        descending: bool,
    ) -> Result<Option<Vec<i64>>, DbError> {
        let (Some(pos), SortKey::Id) = (position, sort) else {
            return Ok(None);
        };
        let mut games = self.position_games(pos, filter)?;
        if descending {
            games.reverse();
        }
        Ok(Some(games))
    }

    /// Puts these game ids into the temporary table `position_hits` (emptied first), which
    /// the conditions of a position search read.
    fn fill_position_hits(&self, mut games: Vec<i64>) -> Result<(), DbError> {
        // In order, the inserts append to the table's B-tree.
        games.sort_unstable();
        let fill = || -> rusqlite::Result<()> {
            self.conn.execute_batch(
                "CREATE TEMP TABLE IF NOT EXISTS position_hits(id INTEGER PRIMARY KEY); \
                 DELETE FROM temp.position_hits;",
            )?;
            // Many rows a statement: a million single-row inserts took 0.6 s.
            let mut chunks = games.chunks_exact(HITS_PER_INSERT);
            if chunks.len() > 0 {
                let marks = vec!["(?)"; HITS_PER_INSERT].join(",");
                let mut st = self.conn.prepare_cached(&format!(
                    "INSERT OR IGNORE INTO temp.position_hits(id) VALUES{marks}"
                ))?;
                for chunk in &mut chunks {
                    st.execute(rusqlite::params_from_iter(chunk))?;
                }
            }
            let mut st = self
                .conn
                .prepare_cached("INSERT OR IGNORE INTO temp.position_hits(id) VALUES(?1)")?;
            for game in chunks.remainder() {
                st.execute([game])?;
            }
            Ok(())
        };
        fill().map_err(|e| self.sqlite(e))
    }

    /// The position index's entries at `key` of the games `filter` keeps (the arrivals
    /// within the indexed plies; [`Database::deep_hits`] finds the later ones).
    pub(crate) fn indexed_entries(
        &self,
        key: i64,
        filter: &GameFilter,
    ) -> Result<Vec<PositionRow>, DbError> {
        let mut entries = position_index::entries(&self.conn, key).map_err(|e| self.sqlite(e))?;
        if !filter.is_empty() {
            let games: Vec<i64> = entries.iter().map(|e| e.game).collect();
            if let Some(kept) = self.games_kept(filter, &games)? {
                entries.retain(|e| kept.contains(&e.game));
            }
        }
        Ok(entries)
    }

    /// A set that tells which of these games (from the position index) `filter` keeps: a
    /// game is kept when it is in the set (which may hold other games too); `None` when the
    /// filter keeps every game. A few games are checked against the filter through a
    /// temporary table; for many, the games the filter keeps are listed (through the name,
    /// date… indexes), which a selective filter makes short.
    fn games_kept(
        &self,
        filter: &GameFilter,
        games: &[i64],
    ) -> Result<Option<HashSet<i64>>, DbError> {
        if filter.is_empty() {
            return Ok(None);
        }
        let mut values = Vec::new();
        let conditions = filter.sql(&mut values);
        let sql = if games.len() <= FEW_GAMES {
            self.fill_position_hits(games.to_vec())?;
            format!(
                "SELECT g.id FROM games g WHERE g.id IN (SELECT id FROM temp.position_hits){conditions}"
            )
        } else {
            format!("SELECT g.id FROM games g WHERE 1{conditions}")
        };
        let kept = || -> rusqlite::Result<HashSet<i64>> {
            let mut st = self.conn.prepare_cached(&sql)?;
            st.query_map(rusqlite::params_from_iter(values), |r| r.get(0))?
                .collect()
        };
        kept().map(Some).map_err(|e| self.sqlite(e))
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
        if let Some(games) = self.position_games_by_id(filter, position, sort, descending)? {
            let start = usize::try_from(offset)
                .unwrap_or(usize::MAX)
                .min(games.len());
            let end = start
                .saturating_add(usize::try_from(limit).unwrap_or(usize::MAX))
                .min(games.len());
            return self.rows_by_ids(&games[start..end]);
        }
        let mut values = Vec::new();
        let conditions = self.conditions(filter, position, &mut values)?;
        let direction = if descending { "DESC" } else { "ASC" };
        values.push(Value::Integer(i64::try_from(limit).unwrap_or(i64::MAX)));
        values.push(Value::Integer(i64::try_from(offset).unwrap_or(i64::MAX)));
        let n = values.len();
        let sql = format!(
            "SELECT g.id, w.name, b.name, e.name, s.name, g.date, g.result, g.white_elo, \
             g.black_elo, g.eco, g.plies FROM games g \
             LEFT JOIN players w ON w.id = g.white LEFT JOIN players b ON b.id = g.black \
             LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site \
             WHERE 1{conditions} ORDER BY {} {direction}, g.id {direction} \
             LIMIT ?{} OFFSET ?{}",
            sort.sql(),
            n - 1,
            n
        );
        let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
        let rows = st
            .query_map(rusqlite::params_from_iter(values), game_row)
            .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
            .map_err(|e| self.sqlite(e))?;
        Ok(rows)
    }

    /// The ids of every game `filter` keeps (reaching `position` when given), in `sort`
    /// order (ties by id). A virtualised list asks for this once per filter and order, then
    /// for the rows of the visible window by id ([`Database::rows_by_ids`]): reading a
    /// window deep in the list costs the same as the first one, where `OFFSET` paging reads
    /// and drops every row before it.
    pub fn sorted_ids(
        &self,
        filter: &GameFilter,
        position: Option<&Position>,
        sort: SortKey,
        descending: bool,
    ) -> Result<Vec<i64>, DbError> {
        if let Some(games) = self.position_games_by_id(filter, position, sort, descending)? {
            return Ok(games);
        }
        let mut values = Vec::new();
        let conditions = self.conditions(filter, position, &mut values)?;
        let direction = if descending { "DESC" } else { "ASC" };
        // The name tables are joined only when the order needs them.
        let join = match sort {
            SortKey::White => "LEFT JOIN players w ON w.id = g.white",
            SortKey::Black => "LEFT JOIN players b ON b.id = g.black",
            SortKey::Event => "LEFT JOIN events e ON e.id = g.event",
            _ => "",
        };
        let sql = format!(
            "SELECT g.id FROM games g {join} WHERE 1{conditions} \
             ORDER BY {} {direction}, g.id {direction}",
            sort.sql()
        );
        let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
        let ids = st
            .query_map(rusqlite::params_from_iter(values), |r| r.get(0))
            .and_then(|rows| rows.collect::<rusqlite::Result<Vec<i64>>>())
            .map_err(|e| self.sqlite(e))?;
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
        if let Some(games) = self.position_games_by_id(filter, position, SortKey::Id, false)? {
            return Ok(games);
        }
        let mut values = Vec::new();
        let conditions = self.conditions(filter, position, &mut values)?;
        let sql = format!("SELECT g.id FROM games g WHERE 1{conditions} ORDER BY g.id");
        let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
        let ids = st
            .query_map(rusqlite::params_from_iter(values), |r| r.get(0))
            .and_then(|rows| rows.collect::<rusqlite::Result<Vec<i64>>>())
            .map_err(|e| self.sqlite(e))?;
        Ok(ids)
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
