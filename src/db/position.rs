//! Position search past the index: the games whose last indexed position can still lead to
//! the target (enough men, every home pawn of the target still home, not too few men at the
//! end) are replayed from their records, and those that first reach the target after the
//! indexed plies are hits. See the module docs of `db` for why the test is exact.

use super::{
    Database, DbError, RecordError,
    headers::Matcher,
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

/// Candidates read from the games table a statement.
const CANDIDATES_PER_READ: usize = 500;

impl Database {
    /// The games (kept by `matcher`) whose mainline first reaches `target` after the indexed
    /// plies: the header slots tell which games can still reach it (see the module docs),
    /// and only those are read and replayed.
    pub(crate) fn deep_hits(
        &self,
        target: &Target,
        matcher: Option<&Matcher>,
    ) -> Result<Vec<DeepHit>, DbError> {
        let table = self.header_table()?;
        let candidates: Vec<i64> = table
            .deep_candidates(target.men, target.home)
            .filter(|(_, h)| matcher.is_none_or(|m| m.keeps(h)))
            .map(|(id, _)| id)
            .collect();
        let mut hits = Vec::new();
        for chunk in candidates.chunks(CANDIDATES_PER_READ) {
            let marks = vec!["?"; chunk.len()].join(",");
            let sql = format!(
                "SELECT id, tags, moves, result, white_elo, black_elo, date FROM games \
                 WHERE id IN ({marks}) ORDER BY id"
            );
            let mut st = self.conn.prepare_cached(&sql).map_err(|e| self.sqlite(e))?;
            let mut rows = st
                .query(rusqlite::params_from_iter(chunk))
                .map_err(|e| self.sqlite(e))?;
            while let Some(row) = rows.next().map_err(|e| self.sqlite(e))? {
                if let Some(hit) = self.deep_hit(target, row)? {
                    hits.push(hit);
                }
            }
        }
        Ok(hits)
    }

    /// The hit of one candidate row (id, tags, moves, result, ratings, date), if it is one.
    fn deep_hit(
        &self,
        target: &Target,
        row: &rusqlite::Row<'_>,
    ) -> Result<Option<DeepHit>, DbError> {
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
            return Ok(None);
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
        fields().map(Some).map_err(|e| self.sqlite(e))
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
