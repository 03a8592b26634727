//! Position search past the index: the games whose last indexed position can still lead to
//! the target (enough men, every home pawn of the target still home, not too few men at the
//! end) are replayed from their records, and those that first reach the target after the
//! indexed plies are hits. See the module docs of `db` for why the test is exact.

use rusqlite::types::Value;

use super::{
    Database, DbError, GameFilter, RecordError,
    prepare::{home_pawns, men, position_key},
    record::{mainline_bytes, move_at},
};
use crate::chess::Position;

/// A searched position: its key and what can be told of it cheaply.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target {
    pub key: i64,
    pub men: i64,
    pub home: i64,
}

impl Target {
    pub fn of(pos: &Position) -> Target {
        Target {
            key: position_key(pos),
            men: men(pos),
            home: home_pawns(pos),
        }
    }
}

/// A game that reaches the target after the indexed plies.
pub(crate) struct DeepHit {
    pub game: i64,
    pub next: Option<u8>,
    pub result: i64,
    pub white_elo: Option<i64>,
    pub black_elo: Option<i64>,
    pub date: Option<i64>,
}

/// Home-pawn sets with at most this many pawns missing from the target's are listed for the
/// index (2^9 = 512 values at most); below that the index is scanned by men instead.
const MAX_LISTED_MISSING: u32 = 9;

/// The condition that a game's home pawns at the last indexed ply include the target's: for
/// a target with most pawns home, the list of every such set, so that the index on
/// `deep_home` is read only where it can match; else a mask test (its value added to
/// `values`).
fn home_condition(home: i64, values: &mut Vec<Value>) -> String {
    let missing = !home & 0xFFFF;
    if missing.count_ones() > MAX_LISTED_MISSING {
        values.push(Value::Integer(home));
        return format!("g.deep_home & ?{n} = ?{n}", n = values.len());
    }
    let mut sets = Vec::with_capacity(1 << missing.count_ones());
    let mut subset = missing;
    loop {
        sets.push((home | subset).to_string());
        if subset == 0 {
            break;
        }
        subset = (subset - 1) & missing;
    }
    format!("g.deep_home IN ({})", sets.join(","))
}

impl Database {
    /// The games (kept by `filter`) whose mainline first reaches `target` after the indexed
    /// plies.
    pub(crate) fn deep_hits(
        &self,
        target: &Target,
        filter: &GameFilter,
    ) -> Result<Vec<DeepHit>, DbError> {
        let mut values = vec![Value::Integer(target.men)];
        let home = home_condition(target.home, &mut values);
        let conditions = filter.sql(&mut values);
        let sql = format!(
            "SELECT g.id, g.tags, g.moves, g.result, g.white_elo, g.black_elo, g.date \
             FROM games g WHERE {home} AND g.deep_men >= ?1 AND g.final_men <= ?1{conditions}"
        );
        let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
        let mut rows = st
            .query(rusqlite::params_from_iter(values))
            .map_err(|e| self.sqlite(e))?;
        let mut hits = Vec::new();
        while let Some(row) = rows.next().map_err(|e| self.sqlite(e))? {
            let read = || -> rusqlite::Result<_> {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get_ref(1)?.as_blob()?,
                    row.get_ref(2)?.as_blob()?,
                ))
            };
            let (id, tags, moves) = read().map_err(|e| self.sqlite(e))?;
            let record = |source| DbError::Record {
                path: self.path.clone(),
                id,
                source,
            };
            let Some(next) = self
                .first_deep_arrival(target, tags, moves)
                .map_err(record)?
            else {
                continue;
            };
            let fields = || -> rusqlite::Result<_> {
                Ok(DeepHit {
                    game: id,
                    next,
                    result: row.get(3)?,
                    white_elo: row.get(4)?,
                    black_elo: row.get(5)?,
                    date: row.get(6)?,
                })
            };
            hits.push(fields().map_err(|e| self.sqlite(e))?);
        }
        Ok(hits)
    }

    /// Replays one game: `Some(next move)` when its first arrival at `target` is past the
    /// index, `None` when it never arrives or the index already has it.
    fn first_deep_arrival(
        &self,
        target: &Target,
        tag_blob: &[u8],
        moves: &[u8],
    ) -> Result<Option<Option<u8>>, RecordError> {
        let mut pos = self.start_of(tag_blob)?;
        let mainline = mainline_bytes(moves)?;
        for ply in 0..=mainline.len() {
            if men(&pos) < target.men || home_pawns(&pos) & target.home != target.home {
                return Ok(None);
            }
            let next = mainline.get(ply).copied();
            if position_key(&pos) == target.key {
                return Ok((ply > self.index_plies).then_some(next));
            }
            let Some(byte) = next else {
                break;
            };
            pos.play_unchecked(move_at(self.move_code, &pos, byte, ply)?);
        }
        Ok(None)
    }
}
