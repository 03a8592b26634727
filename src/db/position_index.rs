//! The position index as sorted arrays in blobs: each entry is one game's first arrival at a
//! position within the indexed plies (its key, the game, the move played from it). Entries
//! are grouped by bucket (the key's top [`BUCKET_BITS`] bits); a bucket is a few segments,
//! each a blob of entries sorted by key (as unsigned) and game, a row of the table
//! `position_segments` with its bucket and its number of entries.
//!
//! Why an entry holds no more (from schema version 7): the explorer's result, ratings and
//! date of each game are in its header slot (`db::headers`, in memory while the database is
//! searched), which a filter reads anyway. Up to version 6 each entry repeated them, 22 bytes
//! where 11 are enough: the index was 60 % of the file and of what an import wrote.
//!
//! Why not a row per entry: an import writes about 25 entries a game, and as rows of a
//! B-tree each cost SQLite's per-row work, and every flush of random keys rewrote most pages
//! of the index. As segments a flush adds one blob per bucket. A bucket with more than
//! [`MAX_SEGMENTS`] open segments has them merged; a segment of [`FULL_ENTRIES`] entries (a
//! position in nearly every game, such as the start) is full and stays as it is. A lookup
//! finds the bucket's segments through the index on the bucket and binary-searches each.
//!
//! Why segments are numbered in the order they are written, not by bucket (as in schema
//! versions 3 and 4): a flush then appends its blobs at the end of the table, where with
//! bucket-major numbers it inserted one into every leaf page, so that each flush of an import
//! rewrote the whole index written before it.

use rusqlite::{Connection, params};

use super::store::PositionRow;

/// Key bits that choose the bucket: 65,536 buckets, about 380 entries each at a million
/// games.
const BUCKET_BITS: u32 = 16;
/// Open segments a bucket may hold before they are merged into one. An import flushes about
/// every 120,000 games (`db::import`), so a million games make 9 segments; a lookup reads
/// them all (small blobs, a few microseconds each), where a merge rewrites the whole index.
const MAX_SEGMENTS: usize = 16;
/// Entries of a full segment (11 MiB): SQLite's blobs are limited to 1 GB, and a full
/// segment is never read to be rewritten.
const FULL_ENTRIES: usize = 1 << 20;
/// Bytes per entry (little-endian): the key's low 48 bits (its top 16 are the bucket's), the
/// game 4, the move played from the position 1.
const ENTRY_BYTES: usize = 11;
/// Bytes of the key in an entry.
const KEY_BYTES: usize = 6;
/// The key bits an entry holds.
const KEY_MASK: u64 = (1 << (64 - BUCKET_BITS)) - 1;
/// Bytes per entry up to schema version 6: key 8, game 4, date 4, ratings 2 each, the move
/// 1, the result 1.
const WIDE_ENTRY_BYTES: usize = 22;
/// The move byte of an entry whose game ends at the position.
const NO_MOVE: u8 = 0xFF;

/// The table and its index (schema version 5). The index on (bucket, size) lists a bucket's
/// segments, with their sizes, without reading the blobs.
pub const SCHEMA: &str = "
CREATE TABLE position_segments(
    id INTEGER PRIMARY KEY,
    bucket INTEGER NOT NULL,
    size INTEGER NOT NULL,
    entries BLOB NOT NULL
);
CREATE INDEX position_segments_bucket ON position_segments(bucket, size);
";

/// Schema version 5 from 3 and 4: the bucket-major table `position_lists` (row id = bucket
/// << 24 | sequence) becomes `position_segments`.
pub const FROM_BUCKET_MAJOR: &str = "
INSERT INTO position_segments(bucket, size, entries)
    SELECT id >> 24, length(entries) / 22, entries FROM position_lists ORDER BY id;
DROP TABLE position_lists;
";

fn bucket(key: i64) -> i64 {
    ((key as u64) >> (64 - BUCKET_BITS)) as i64
}

/// The order of entries in a segment.
fn order(row: &PositionRow) -> (u64, i64) {
    (row.key as u64, row.game)
}

fn too_big(what: &str) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(what.into())
}

fn encode(rows: &[PositionRow]) -> rusqlite::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(rows.len() * ENTRY_BYTES);
    for r in rows {
        let game = u32::try_from(r.game).map_err(|_| too_big("game id past 2^32"))?;
        out.extend_from_slice(&entry_bytes(r.key, game, r.next.unwrap_or(NO_MOVE)));
    }
    Ok(out)
}

/// The entry of `key` and the move byte `next` in game `game`.
fn entry_bytes(key: i64, game: u32, next: u8) -> [u8; ENTRY_BYTES] {
    let mut bytes = [0; ENTRY_BYTES];
    bytes[..KEY_BYTES].copy_from_slice(&key.to_le_bytes()[..KEY_BYTES]);
    bytes[KEY_BYTES..KEY_BYTES + 4].copy_from_slice(&game.to_le_bytes());
    bytes[KEY_BYTES + 4] = next;
    bytes
}

/// The entry at `index` of a segment of `bucket`.
fn entry(segment: &[u8], index: usize, bucket: i64) -> Option<PositionRow> {
    let e = segment.get(index * ENTRY_BYTES..(index + 1) * ENTRY_BYTES)?;
    let game = u32::from_le_bytes(*e.get(KEY_BYTES..)?.first_chunk()?);
    let next = *e.get(KEY_BYTES + 4)?;
    Some(PositionRow {
        key: ((bucket as u64) << (64 - BUCKET_BITS) | key_at(segment, index)?) as i64,
        game: i64::from(game),
        next: (next != NO_MOVE).then_some(next),
    })
}

/// The key bits of the entry at `index` (the key without its bucket).
fn key_at(segment: &[u8], index: usize) -> Option<u64> {
    let at = index * ENTRY_BYTES;
    let bytes: &[u8; KEY_BYTES] = segment.get(at..)?.first_chunk()?;
    let mut key = [0; 8];
    key[..KEY_BYTES].copy_from_slice(bytes);
    Some(u64::from_le_bytes(key))
}

/// The entries of a segment with `key`.
fn matching(segment: &[u8], key: i64) -> impl Iterator<Item = PositionRow> + '_ {
    let bucket = bucket(key);
    let key = key as u64 & KEY_MASK;
    let len = segment.len() / ENTRY_BYTES;
    // The first entry not below `key`.
    let (mut low, mut high) = (0, len);
    while low < high {
        let mid = low + (high - low) / 2;
        if key_at(segment, mid).is_some_and(|k| k < key) {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    (low..len).map_while(move |i| {
        key_at(segment, i)
            .filter(|&k| k == key)
            .and(entry(segment, i, bucket))
    })
}

fn all_entries(segment: &[u8], bucket: i64) -> impl Iterator<Item = PositionRow> + '_ {
    (0..segment.len() / ENTRY_BYTES).filter_map(move |i| entry(segment, i, bucket))
}

/// A bucket's segments: (row id, entries).
fn segment_sizes(conn: &Connection, bucket: i64) -> rusqlite::Result<Vec<(i64, usize)>> {
    let mut st = conn.prepare_cached(
        "SELECT id, size FROM position_segments INDEXED BY position_segments_bucket \
         WHERE bucket = ?1",
    )?;
    st.query_map([bucket], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as usize)))?
        .collect()
}

/// Every bucket's segments, in one pass over the bucket index: (bucket, row id, entries) in
/// bucket order. Cheaper than a query per bucket when a flush touches most of them.
fn all_segment_sizes(conn: &Connection) -> rusqlite::Result<Vec<(i64, i64, usize)>> {
    let mut st = conn.prepare_cached(
        "SELECT bucket, id, size FROM position_segments INDEXED BY position_segments_bucket \
         ORDER BY bucket",
    )?;
    st.query_map([], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get::<_, i64>(2)? as usize))
    })?
    .collect()
}

/// Index entries waiting to be written, as an import (or the indexing of games a killed import
/// left) gathers them game by game: each entry one 128-bit number (the key as unsigned, the
/// game, the move) whose order as an integer is the segments' order. Why: an import sorts
/// about three million entries at each flush, and sorting 16-byte integers moves half the
/// bytes of rows and compares them without a key function.
#[derive(Default)]
pub(crate) struct PendingEntries {
    entries: Vec<u128>,
    /// Set when a game's id did not fit an entry; adding them then fails.
    id_past_u32: bool,
}

impl PendingEntries {
    /// Room for `entries` entries, so that the list is never copied to grow.
    pub(crate) fn with_capacity(entries: usize) -> PendingEntries {
        PendingEntries {
            entries: Vec::with_capacity(entries),
            ..PendingEntries::default()
        }
    }

    /// Adds a game's entries: its positions' keys with the move played from each.
    pub(crate) fn push(
        &mut self,
        game: i64,
        positions: impl IntoIterator<Item = (i64, Option<u8>)>,
    ) {
        let Ok(game) = u32::try_from(game) else {
            self.id_past_u32 = true;
            return;
        };
        let game = u128::from(game);
        self.entries
            .extend(positions.into_iter().map(|(key, next)| {
                u128::from(key as u64) << 64 | game << 32 | u128::from(next.unwrap_or(NO_MOVE))
            }));
    }

    /// Entries held.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    pub(crate) fn clear(&mut self) {
        self.entries.clear();
        self.id_past_u32 = false;
    }

    /// An entry's bytes in a segment.
    fn bytes(entry: u128) -> [u8; ENTRY_BYTES] {
        entry_bytes(
            (entry >> 64) as u64 as i64,
            (entry >> 32) as u32,
            entry as u8,
        )
    }

    fn row(packed: u128) -> PositionRow {
        let next = packed as u8;
        PositionRow {
            key: (packed >> 64) as u64 as i64,
            game: i64::from((packed >> 32) as u32),
            next: (next != NO_MOVE).then_some(next),
        }
    }

    /// Sorted entries of one bucket as a segment's bytes.
    fn encode(entries: &[u128]) -> Vec<u8> {
        let mut out = vec![0; entries.len() * ENTRY_BYTES];
        for (bytes, &entry) in out.chunks_exact_mut(ENTRY_BYTES).zip(entries) {
            bytes.copy_from_slice(&PendingEntries::bytes(entry));
        }
        out
    }
}

/// Adds the pending entries (each (key, game) not yet in the index), sorting them first.
pub(crate) fn add_pending(conn: &Connection, pending: &mut PendingEntries) -> rusqlite::Result<()> {
    if pending.id_past_u32 {
        return Err(too_big("game id past 2^32"));
    }
    pending.entries.sort_unstable();
    let known = listed_segments(conn, pending.entries.len())?;
    let bucket_of = |entry: &u128| (entry >> (128 - BUCKET_BITS)) as i64;
    for group in pending
        .entries
        .chunk_by(|a, b| bucket_of(a) == bucket_of(b))
    {
        let Some(bucket) = group.first().map(bucket_of) else {
            continue;
        };
        let open = open_segments(conn, bucket, known.as_deref())?;
        if open.len() < MAX_SEGMENTS && group.len() <= FULL_ENTRIES {
            // The common case: a new segment, written straight from the entries.
            insert_segment(conn, bucket, group.len(), &PendingEntries::encode(group))?;
        } else {
            let rows: Vec<PositionRow> = group.iter().map(|&e| PendingEntries::row(e)).collect();
            write_or_merge(conn, bucket, &rows, open)?;
        }
    }
    Ok(())
}

/// Adds entries (each (key, game) not yet in the index), sorting them first.
pub(crate) fn add(conn: &Connection, rows: &mut [PositionRow]) -> rusqlite::Result<()> {
    rows.sort_unstable_by_key(order);
    let known = listed_segments(conn, rows.len())?;
    for group in rows.chunk_by(|a, b| bucket(a.key) == bucket(b.key)) {
        add_bucket(conn, group, known.as_deref())?;
    }
    Ok(())
}

/// Every bucket's segments when a flush of `entries` entries touches most of them (listed in
/// one pass), else `None` (each bucket's are looked up).
fn listed_segments(
    conn: &Connection,
    entries: usize,
) -> rusqlite::Result<Option<Vec<(i64, i64, usize)>>> {
    (entries >= 1 << 16)
        .then(|| all_segment_sizes(conn))
        .transpose()
}

/// Adds one bucket's sorted entries: as a new segment, or merged with the bucket's open
/// segments when it has too many.
fn add_bucket(
    conn: &Connection,
    group: &[PositionRow],
    known: Option<&[(i64, i64, usize)]>,
) -> rusqlite::Result<()> {
    let Some(first) = group.first() else {
        return Ok(());
    };
    let bucket = bucket(first.key);
    let open = open_segments(conn, bucket, known)?;
    write_or_merge(conn, bucket, group, open)
}

/// Writes one bucket's sorted entries as new segments, or merged with its `open` segments
/// when it has too many.
fn write_or_merge(
    conn: &Connection,
    bucket: i64,
    rows: &[PositionRow],
    open: Vec<(i64, usize)>,
) -> rusqlite::Result<()> {
    if open.len() < MAX_SEGMENTS {
        write_segments(conn, bucket, rows)
    } else {
        merge_into(conn, bucket, rows, open)
    }
}

/// The segments of `bucket` that are not full: (row id, entries).
fn open_segments(
    conn: &Connection,
    bucket: i64,
    known: Option<&[(i64, i64, usize)]>,
) -> rusqlite::Result<Vec<(i64, usize)>> {
    let segments = match known {
        Some(all) => {
            let from = all.partition_point(|&(b, _, _)| b < bucket);
            all[from..]
                .iter()
                .take_while(|&&(b, _, _)| b == bucket)
                .map(|&(_, id, entries)| (id, entries))
                .collect()
        }
        None => segment_sizes(conn, bucket)?,
    };
    Ok(segments
        .into_iter()
        .filter(|&(_, entries)| entries < FULL_ENTRIES)
        .collect())
}

/// Writes one bucket's sorted entries merged with its open segments (the largest left alone
/// while the others are smaller than it).
fn merge_into(
    conn: &Connection,
    bucket: i64,
    group: &[PositionRow],
    mut open: Vec<(i64, usize)>,
) -> rusqlite::Result<()> {
    // The largest open segment is left alone while the others are smaller than it, so
    // that adding a few games does not rewrite the bulk of a bucket.
    open.sort_unstable_by_key(|&(_, entries)| entries);
    let others: usize = open.iter().rev().skip(1).map(|&(_, entries)| entries).sum();
    if open.last().is_some_and(|&(_, largest)| others < largest) {
        open.pop();
    }
    let mut merged = group.to_vec();
    {
        let mut st = conn.prepare_cached("SELECT entries FROM position_segments WHERE id = ?1")?;
        for &(id, _) in &open {
            let blob: Vec<u8> = st.query_row([id], |r| r.get(0))?;
            merged.extend(all_entries(&blob, bucket));
        }
    }
    merged.sort_unstable_by_key(order);
    merged.dedup_by_key(|r| order(r));
    let mut delete = conn.prepare_cached("DELETE FROM position_segments WHERE id = ?1")?;
    for &(id, _) in &open {
        delete.execute([id])?;
    }
    write_segments(conn, bucket, &merged)
}

/// Writes sorted entries of one bucket as new segments (full ones, then the rest), at the
/// end of the table.
fn write_segments(conn: &Connection, bucket: i64, rows: &[PositionRow]) -> rusqlite::Result<()> {
    for chunk in rows.chunks(FULL_ENTRIES) {
        insert_segment(conn, bucket, chunk.len(), &encode(chunk)?)?;
    }
    Ok(())
}

/// Writes one segment of `size` entries, encoded, at the end of the table.
fn insert_segment(
    conn: &Connection,
    bucket: i64,
    size: usize,
    entries: &[u8],
) -> rusqlite::Result<()> {
    conn.prepare_cached("INSERT INTO position_segments(bucket, size, entries) VALUES(?1, ?2, ?3)")?
        .execute(params![bucket, size as i64, entries])
        .map(drop)
}

/// The entries with `key`, in game order within each segment.
pub(crate) fn entries(conn: &Connection, key: i64) -> rusqlite::Result<Vec<PositionRow>> {
    let mut st = conn.prepare_cached(
        "SELECT entries FROM position_segments INDEXED BY position_segments_bucket \
         WHERE bucket = ?1",
    )?;
    let mut rows = st.query([bucket(key)])?;
    let mut found = Vec::new();
    while let Some(row) = rows.next()? {
        found.extend(matching(row.get_ref(0)?.as_blob()?, key));
    }
    Ok(found)
}

/// Takes the entries `(key, game)` out of the index.
pub(crate) fn remove(conn: &Connection, entries: &mut [(i64, i64)]) -> rusqlite::Result<()> {
    entries.sort_unstable_by_key(|&(key, game)| (key as u64, game));
    for group in entries.chunk_by(|a, b| bucket(a.0) == bucket(b.0)) {
        let Some(&(key, _)) = group.first() else {
            continue;
        };
        let segments: Vec<(i64, Vec<u8>)> = conn
            .prepare_cached(
                "SELECT id, entries FROM position_segments INDEXED BY position_segments_bucket \
                 WHERE bucket = ?1",
            )?
            .query_map([bucket(key)], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (id, segment) in segments {
            let gone = |r: &PositionRow| {
                group
                    .binary_search_by_key(&order(r), |&(k, g)| (k as u64, g))
                    .is_ok()
            };
            // A binary search per entry tells the segments to rewrite, so that a full one
            // (the start position's) is decoded only when it loses an entry.
            let touched = group
                .iter()
                .any(|&(key, game)| matching(&segment, key).any(|r| r.game == game));
            if !touched {
                continue;
            }
            let kept: Vec<PositionRow> = all_entries(&segment, bucket(key))
                .filter(|r| !gone(r))
                .collect();
            if kept.is_empty() {
                conn.prepare_cached("DELETE FROM position_segments WHERE id = ?1")?
                    .execute([id])?;
            } else {
                conn.prepare_cached(
                    "UPDATE position_segments SET size = ?2, entries = ?3 WHERE id = ?1",
                )?
                .execute(params![id, kept.len() as i64, encode(&kept)?])?;
            }
        }
    }
    Ok(())
}

/// Moves the rows of the version 2 table `positions` into segments (straight into the
/// current table), a bucket at a time so that memory stays small.
pub(crate) fn convert_rows_table(conn: &Connection) -> rusqlite::Result<()> {
    let mut st =
        conn.prepare("SELECT key, game, next FROM positions WHERE key BETWEEN ?1 AND ?2")?;
    for bucket in 0..1i64 << BUCKET_BITS {
        // Within a bucket the keys have one sign, so the signed range is the bucket's.
        let low = (bucket << (64 - BUCKET_BITS)) as u64;
        let high = low | (u64::MAX >> BUCKET_BITS);
        let mut rows: Vec<PositionRow> = st
            .query_map([low as i64, high as i64], |r| {
                Ok(PositionRow {
                    key: r.get(0)?,
                    game: r.get(1)?,
                    next: r.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        if !rows.is_empty() {
            add(conn, &mut rows)?;
        }
    }
    Ok(())
}

/// Schema version 7 from 6: each segment written with 22-byte entries (the game's result,
/// ratings and date in each) rewritten with 11-byte ones. A segment's size says which it is,
/// so that the segments version 3's step wrote in the new form are left alone.
pub(crate) fn narrow_wide_segments(conn: &Connection) -> rusqlite::Result<()> {
    let wide: Vec<i64> = conn
        .prepare(&format!(
            "SELECT id FROM position_segments WHERE length(entries) = size * {WIDE_ENTRY_BYTES}"
        ))?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut read = conn.prepare("SELECT entries FROM position_segments WHERE id = ?1")?;
    let mut write = conn.prepare("UPDATE position_segments SET entries = ?2 WHERE id = ?1")?;
    let mut narrow = Vec::new();
    for id in wide {
        let blob: Vec<u8> = read.query_row([id], |r| r.get(0))?;
        narrow.clear();
        for e in blob.chunks_exact(WIDE_ENTRY_BYTES) {
            let key = e.first_chunk().map_or(0, |k| i64::from_le_bytes(*k));
            let game = e
                .get(8..)
                .and_then(|g| g.first_chunk())
                .map_or(0, |g| u32::from_le_bytes(*g));
            let next = e.get(20).copied().unwrap_or(NO_MOVE);
            narrow.extend_from_slice(&entry_bytes(key, game, next));
        }
        write.execute(params![id, narrow])?;
    }
    Ok(())
}

/// A version 6 entry with the game's fields zero (what [`narrow_wide_segments`] reads).
#[cfg(test)]
fn wide_entry(key: i64, game: u32, next: u8) -> [u8; WIDE_ENTRY_BYTES] {
    let mut e = [0u8; WIDE_ENTRY_BYTES];
    e[..8].copy_from_slice(&key.to_le_bytes());
    e[8..12].copy_from_slice(&game.to_le_bytes());
    e[20] = next;
    e
}

/// Rewrites every segment with version 6's 22-byte entries (the game's fields zero), for
/// tests that make an older file from a new one.
#[cfg(test)]
pub(crate) fn widen_segments(conn: &Connection) -> rusqlite::Result<()> {
    let segments: Vec<(i64, i64, Vec<u8>)> = conn
        .prepare("SELECT id, bucket, entries FROM position_segments")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    for (id, bucket, blob) in segments {
        let mut wide = Vec::with_capacity(blob.len() * 2);
        for r in all_entries(&blob, bucket) {
            wide.extend_from_slice(&wide_entry(r.key, r.game as u32, r.next.unwrap_or(NO_MOVE)));
        }
        conn.execute(
            "UPDATE position_segments SET entries = ?2 WHERE id = ?1",
            params![id, wide],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(key: i64, game: i64, next: Option<u8>) -> PositionRow {
        PositionRow { key, game, next }
    }

    fn table() -> Connection {
        let Ok(conn) = Connection::open_in_memory() else {
            panic!("no in-memory database");
        };
        if let Err(e) = conn.execute_batch(SCHEMA) {
            panic!("{e}");
        }
        conn
    }

    fn games_at(conn: &Connection, key: i64) -> Vec<i64> {
        let Ok(found) = entries(conn, key) else {
            panic!("lookup failed");
        };
        let mut games: Vec<i64> = found.iter().map(|r| r.game).collect();
        games.sort_unstable();
        games
    }

    /// A reproducible stream of pseudo-random numbers (xorshift).
    fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// Pending entries (an import's) are written exactly as the same rows are: keys of both
    /// signs, games with their own fields, entries with and without a move, and flushes into
    /// buckets that already hold segments.
    #[test]
    fn pending_entries_write_what_rows_write() {
        let mut next = xorshift(0x2545_F491_4F6C_DD1D);
        let (by_rows, by_pending) = (table(), table());
        for flush in 0..20i64 {
            let mut rows = Vec::new();
            let mut pending = PendingEntries::default();
            for game in flush * 1000..flush * 1000 + 1000 {
                let positions: Vec<(i64, Option<u8>)> = (0..(next() % 40))
                    .map(|_| {
                        let r = next();
                        // A few common keys, as the opening's positions are.
                        let key = if r.is_multiple_of(3) {
                            (r % 50) as i64 - 25
                        } else {
                            r as i64
                        };
                        (key, (!r.is_multiple_of(11)).then_some((r >> 8) as u8 % 200))
                    })
                    .collect::<std::collections::HashMap<_, _>>()
                    .into_iter()
                    .collect();
                rows.extend(positions.iter().map(|&(key, next)| row(key, game, next)));
                pending.push(game, positions);
            }
            assert_eq!(pending.len(), rows.len());
            if let Err(e) = add(&by_rows, &mut rows).and(add_pending(&by_pending, &mut pending)) {
                panic!("{e}");
            }
        }
        let segments = |conn: &Connection| -> Vec<(i64, i64, Vec<u8>)> {
            let Ok(mut st) =
                conn.prepare("SELECT bucket, size, entries FROM position_segments ORDER BY id")
            else {
                panic!("no segments table");
            };
            let Ok(all) = st
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
                .and_then(Iterator::collect)
            else {
                panic!("segments unread");
            };
            all
        };
        let written = segments(&by_rows);
        assert!(written.len() > 20, "{} segments", written.len());
        assert!(
            written == segments(&by_pending),
            "the two ways wrote different segments"
        );
    }

    /// Big flushes list the segments in one pass: every entry findable after flushes into
    /// buckets that have segments.
    #[test]
    fn big_flushes_list_segments_like_small_ones() {
        let mut random = xorshift(0x9E37_79B9_7F4A_7C15);
        let mut key = || random() as i64;
        let conn = table();
        let keys: Vec<i64> = (0..70_000).map(|_| key()).collect();
        for flush in 0..3i64 {
            let mut rows: Vec<PositionRow> = keys
                .iter()
                .enumerate()
                .map(|(i, &k)| row(k, flush * 100_000 + i as i64, Some(1)))
                .collect();
            if let Err(e) = add(&conn, &mut rows) {
                panic!("{e}");
            }
        }
        for (i, &k) in keys.iter().enumerate().step_by(997) {
            let expected: Vec<i64> = (0..3).map(|f| f * 100_000 + i as i64).collect();
            assert_eq!(games_at(&conn, k), expected, "key {k}");
        }
    }

    #[test]
    fn entries_round_trip_through_a_segment() {
        let fields = |r: &PositionRow| (r.key, r.game, r.next);
        // Keys at both ends of a bucket, of both signs.
        for rows in [
            [row(-5, 7, Some(3)), row(-1, u32::MAX as i64, None)],
            [
                row(0x7FFF_0000_0000_0000, 1, Some(0)),
                row(i64::MAX, 9, Some(239)),
            ],
        ] {
            let Ok(bytes) = encode(&rows) else {
                panic!("encoding failed");
            };
            assert_eq!(bytes.len(), rows.len() * ENTRY_BYTES);
            let back: Vec<_> = all_entries(&bytes, bucket(rows[0].key))
                .map(|r| fields(&r))
                .collect();
            assert_eq!(back, rows.iter().map(fields).collect::<Vec<_>>());
            for r in &rows {
                let found: Vec<_> = matching(&bytes, r.key).map(|r| fields(&r)).collect();
                assert_eq!(found, [fields(r)]);
            }
        }
        assert!(encode(&[row(1, 1 << 32, None)]).is_err());
    }

    /// Version 6's segments (22-byte entries) read as version 7's after the step; segments
    /// already narrow are left alone.
    #[test]
    fn wide_segments_are_narrowed() {
        let conn = table();
        let wide_rows = [(-9i64, 3u32, 4u8), (-9, 8, NO_MOVE), (-2, 5, 17)];
        let mut wide = Vec::new();
        for &(key, game, next) in &wide_rows {
            // The game's fields, which the step drops: date, White's rating, result.
            let mut e = wide_entry(key, game, next);
            e[12..16].copy_from_slice(&20240131u32.to_le_bytes());
            e[16..18].copy_from_slice(&2100u16.to_le_bytes());
            e[21] = 2;
            wide.extend_from_slice(&e);
        }
        let narrow_rows = [row(77, 1, Some(2))];
        let Ok(narrow) = encode(&narrow_rows) else {
            panic!("encoding failed");
        };
        for (key, size, blob) in [(-9, 3, &wide), (77, 1, &narrow)] {
            if let Err(e) = insert_segment(&conn, bucket(key), size, blob) {
                panic!("{e}");
            }
        }
        if let Err(e) = narrow_wide_segments(&conn) {
            panic!("{e}");
        }
        let at = |key: i64| -> Vec<(i64, Option<u8>)> {
            match entries(&conn, key) {
                Ok(found) => found.iter().map(|r| (r.game, r.next)).collect(),
                Err(e) => panic!("{e}"),
            }
        };
        assert_eq!(at(-9), [(3, Some(4)), (8, None)]);
        assert_eq!(at(-2), [(5, Some(17))]);
        assert_eq!(at(77), [(1, Some(2))]);
    }

    #[test]
    fn many_flushes_merge_and_every_entry_stays_findable() {
        let conn = table();
        // Keys of one bucket and of others, negative ones too, over more flushes than a
        // bucket keeps open segments.
        let keys = [1i64, 2, -1, i64::MIN, 0x0001_0000_0000_0000, 77];
        let mut game = 0;
        for _flush in 0..3 * MAX_SEGMENTS {
            let mut rows = Vec::new();
            for _ in 0..4 {
                game += 1;
                rows.extend(keys.iter().map(|&k| row(k, game, Some(1))));
            }
            if let Err(e) = add(&conn, &mut rows) {
                panic!("{e}");
            }
        }
        for &key in &keys {
            assert_eq!(
                games_at(&conn, key),
                (1..=game).collect::<Vec<_>>(),
                "key {key}"
            );
        }
        let Ok(segments) = segment_sizes(&conn, bucket(1)) else {
            panic!("no segments");
        };
        assert!(
            segments.len() <= MAX_SEGMENTS,
            "{} segments",
            segments.len()
        );
        assert!(games_at(&conn, 3).is_empty());

        let mut gone = vec![(1, 5), (-1, 5), (2, 6), (1, game)];
        if let Err(e) = remove(&conn, &mut gone) {
            panic!("{e}");
        }
        let expected: Vec<i64> = (1..=game).filter(|&g| g != 5 && g != game).collect();
        assert_eq!(games_at(&conn, 1), expected);
        assert_eq!(
            games_at(&conn, 2),
            (1..=game).filter(|&g| g != 6).collect::<Vec<_>>()
        );
        assert_eq!(games_at(&conn, 77), (1..=game).collect::<Vec<_>>());
    }
}
