//! The searched fields of every game (players, event, date, result, ratings, ECO, length and
//! the position search's men and home pawns) as fixed-size slots, 4,096 games to a blob of
//! the table `game_headers`, read whole into memory and filtered and sorted there.
//!
//! Why not an SQLite index per field (schema versions 1 to 5): an import into an empty file
//! made seven of them at its end, and SQLite's sorter took about half a microsecond an entry
//! for each, 4 s of a million-game import of 18. The slots cost about 32 bytes a game, are
//! written as the games are (in the same transactions, so a killed import leaves them
//! matching the games), and a scan of a million of them with any combination of filters takes
//! a few milliseconds; a sort of what it keeps, tens. This is how Scid searches headers too.
//! The duplicate hash keeps its SQLite index: it must be unique, and it is probed one game at
//! a time. A file whose games another program added or deleted has its slots remade when it
//! is next opened (`Database::mend_headers`).

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::{Connection, OptionalExtension as _};

use super::{
    filter::{GameFilter, SortKey, prefix_range},
    header::result_code,
    prepare::PreparedGame,
};

/// Games a block holds: game `id` is slot `(id - 1) % BLOCK_GAMES` of block
/// `(id - 1) / BLOCK_GAMES`.
const BLOCK_GAMES: i64 = 4096;
/// Bytes a slot: see [`Header::encode`].
const SLOT_BYTES: usize = 32;
/// Blocks a file may have: game ids up to 2^28 (268 million games, 8.6 GB of slots in memory).
/// A block past it is damage, refused before anything is allocated for it.
const MAX_BLOCKS: i64 = (1 << 28) / BLOCK_GAMES;

/// The table (schema version 6).
pub const SCHEMA: &str =
    "CREATE TABLE game_headers(block INTEGER PRIMARY KEY, slots BLOB NOT NULL);";

/// Flags of a slot.
const STORED: u8 = 1;
const HAS_DATE: u8 = 2;
const HAS_ECO: u8 = 4;
const HAS_DEEP: u8 = 8;

/// One game's searched fields. Name ids and ratings are 0 when absent (ids start at 1,
/// ratings at 1); the date, ECO and deep fields have flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Header {
    pub white: u32,
    pub black: u32,
    pub event: u32,
    date: u32,
    pub white_elo: u16,
    pub black_elo: u16,
    eco: u16,
    deep_home: u16,
    pub plies: u32,
    pub result: u8,
    deep_men: u8,
    pub final_men: u8,
    flags: u8,
}

fn too_big(what: &str) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(format!("{what} does not fit a header slot").into())
}

/// The fields of a games row (its columns, as stored).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct HeaderFields {
    pub white: Option<i64>,
    pub black: Option<i64>,
    pub event: Option<i64>,
    pub date: Option<i64>,
    pub result: i64,
    pub white_elo: Option<i64>,
    pub black_elo: Option<i64>,
    pub eco: Option<i64>,
    pub plies: i64,
    pub deep_men: Option<i64>,
    pub deep_home: Option<i64>,
    pub final_men: i64,
}

impl HeaderFields {
    /// A prepared game's fields with its name ids.
    pub fn of(
        game: &PreparedGame,
        white: Option<i64>,
        black: Option<i64>,
        event: Option<i64>,
    ) -> HeaderFields {
        HeaderFields {
            white,
            black,
            event,
            date: game.date,
            result: game.result,
            white_elo: game.white_elo,
            black_elo: game.black_elo,
            eco: game.eco,
            plies: game.plies,
            deep_men: game.deep_men,
            deep_home: game.deep_home,
            final_men: game.final_men,
        }
    }
}

impl Header {
    /// The slot of a stored game; an error when a field is out of the slot's range (never
    /// for what `db::prepare` makes, with fewer than 2^32 names).
    pub fn new(f: &HeaderFields) -> rusqlite::Result<Header> {
        let id = |id: Option<i64>| u32::try_from(id.unwrap_or(0)).map_err(|_| too_big("a name id"));
        let small = |v: Option<i64>, what| u16::try_from(v.unwrap_or(0)).map_err(|_| too_big(what));
        let byte = |v: i64, what| u8::try_from(v).map_err(|_| too_big(what));
        let mut flags = STORED;
        if f.date.is_some() {
            flags |= HAS_DATE;
        }
        if f.eco.is_some() {
            flags |= HAS_ECO;
        }
        if f.deep_men.is_some() && f.deep_home.is_some() {
            flags |= HAS_DEEP;
        }
        Ok(Header {
            white: id(f.white)?,
            black: id(f.black)?,
            event: id(f.event)?,
            date: u32::try_from(f.date.unwrap_or(0)).map_err(|_| too_big("a date"))?,
            white_elo: small(f.white_elo, "a rating")?,
            black_elo: small(f.black_elo, "a rating")?,
            eco: small(f.eco, "an ECO code")?,
            deep_home: small(f.deep_home, "the home pawns")?,
            plies: u32::try_from(f.plies.max(0)).unwrap_or(u32::MAX),
            result: byte(f.result, "a result")?,
            deep_men: byte(f.deep_men.unwrap_or(0), "a count of men")?,
            final_men: byte(f.final_men, "a count of men")?,
            flags,
        })
    }

    /// Whether the slot holds a game (deleted games and ids never used leave it empty).
    pub fn is_stored(&self) -> bool {
        self.flags & STORED != 0
    }

    /// `YYYYMMDD`, when the game has a date.
    pub fn date(&self) -> Option<i64> {
        (self.flags & HAS_DATE != 0).then_some(i64::from(self.date))
    }

    /// The ECO code as a number (`header::eco_number`).
    pub fn eco(&self) -> Option<i64> {
        (self.flags & HAS_ECO != 0).then_some(i64::from(self.eco))
    }

    /// Men and home pawns at the last indexed ply, for games longer than the index.
    pub fn deep(&self) -> Option<(i64, i64)> {
        (self.flags & HAS_DEEP != 0)
            .then_some((i64::from(self.deep_men), i64::from(self.deep_home)))
    }

    /// The result code (`header::result_code`).
    pub fn result(&self) -> u8 {
        self.result
    }

    /// White's rating, when known.
    pub fn white_elo(&self) -> Option<i64> {
        (self.white_elo != 0).then_some(i64::from(self.white_elo))
    }

    /// Black's rating, when known.
    pub fn black_elo(&self) -> Option<i64> {
        (self.black_elo != 0).then_some(i64::from(self.black_elo))
    }

    /// Little-endian: White, Black and Event ids 4 bytes each, date 4, ratings 2 each, ECO 2,
    /// home pawns 2, plies 4, then result, men at the last indexed ply, men at the end and the
    /// flags, a byte each.
    fn encode(&self, out: &mut [u8]) {
        let fields: [&[u8]; 13] = [
            &self.white.to_le_bytes(),
            &self.black.to_le_bytes(),
            &self.event.to_le_bytes(),
            &self.date.to_le_bytes(),
            &self.white_elo.to_le_bytes(),
            &self.black_elo.to_le_bytes(),
            &self.eco.to_le_bytes(),
            &self.deep_home.to_le_bytes(),
            &self.plies.to_le_bytes(),
            &[self.result],
            &[self.deep_men],
            &[self.final_men],
            &[self.flags],
        ];
        let mut at = 0;
        for field in fields {
            if let Some(slot) = out.get_mut(at..at + field.len()) {
                slot.copy_from_slice(field);
            }
            at += field.len();
        }
    }

    fn decode(slot: &[u8; SLOT_BYTES]) -> Header {
        let u32_at =
            |at: usize| u32::from_le_bytes([slot[at], slot[at + 1], slot[at + 2], slot[at + 3]]);
        let u16_at = |at: usize| u16::from_le_bytes([slot[at], slot[at + 1]]);
        Header {
            white: u32_at(0),
            black: u32_at(4),
            event: u32_at(8),
            date: u32_at(12),
            white_elo: u16_at(16),
            black_elo: u16_at(18),
            eco: u16_at(20),
            deep_home: u16_at(22),
            plies: u32_at(24),
            result: slot[28],
            deep_men: slot[29],
            final_men: slot[30],
            flags: slot[31],
        }
    }
}

fn block_of(id: i64) -> (i64, usize) {
    let index = id - 1;
    (
        index.div_euclid(BLOCK_GAMES),
        index.rem_euclid(BLOCK_GAMES) as usize * SLOT_BYTES,
    )
}

/// Slots changed and not written yet, by block, for one transaction.
#[derive(Default)]
pub(crate) struct HeaderWriter {
    blocks: BTreeMap<i64, Vec<u8>>,
    dirty: BTreeSet<i64>,
}

impl HeaderWriter {
    /// Sets the slot of game `id` (`None` empties it: the game was deleted).
    pub fn set(
        &mut self,
        conn: &Connection,
        id: i64,
        header: Option<&Header>,
    ) -> rusqlite::Result<()> {
        let (block, at) = block_of(id);
        if id < 1 || block >= MAX_BLOCKS {
            return Err(too_big(&format!("game id {id}")));
        }
        let slots = match self.blocks.entry(block) {
            std::collections::btree_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::btree_map::Entry::Vacant(e) => {
                let stored: Option<Vec<u8>> = conn
                    .prepare_cached("SELECT slots FROM game_headers WHERE block = ?1")?
                    .query_row([block], |r| r.get(0))
                    .optional()?;
                e.insert(stored.unwrap_or_default())
            }
        };
        if slots.len() < at + SLOT_BYTES {
            slots.resize(at + SLOT_BYTES, 0);
        }
        let slot = &mut slots[at..at + SLOT_BYTES];
        match header {
            Some(header) => header.encode(slot),
            None => slot.fill(0),
        }
        self.dirty.insert(block);
        Ok(())
    }

    /// Writes the changed blocks (inside the caller's transaction) and forgets them: the next
    /// transaction reads them again, as another connection may have changed them between.
    pub fn write(&mut self, conn: &Connection) -> rusqlite::Result<()> {
        let mut st = conn
            .prepare_cached("INSERT OR REPLACE INTO game_headers(block, slots) VALUES(?1, ?2)")?;
        for block in std::mem::take(&mut self.dirty) {
            if let Some(slots) = self.blocks.get(&block) {
                st.execute(rusqlite::params![block, slots])?;
            }
        }
        self.blocks.clear();
        Ok(())
    }
}

/// Writes the slots of every game of the games table (schema version 6 from 5).
pub(crate) fn fill_from_games(conn: &Connection) -> rusqlite::Result<()> {
    let mut writer = HeaderWriter::default();
    let mut st = conn.prepare(
        "SELECT id, white, black, event, date, result, white_elo, black_elo, eco, plies, \
         deep_men, deep_home, final_men FROM games ORDER BY id",
    )?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let fields = HeaderFields {
            white: r.get(1)?,
            black: r.get(2)?,
            event: r.get(3)?,
            date: r.get(4)?,
            result: r.get(5)?,
            white_elo: r.get(6)?,
            black_elo: r.get(7)?,
            eco: r.get(8)?,
            plies: r.get(9)?,
            deep_men: r.get(10)?,
            deep_home: r.get(11)?,
            final_men: r.get(12)?,
        };
        writer.set(conn, id, Some(&Header::new(&fields)?))?;
        if writer.dirty.len() > 1 {
            writer.write(conn)?;
        }
    }
    writer.write(conn)
}

/// Makes every slot again from the games table (for a file whose games another program
/// changed: their slots no longer match).
pub(crate) fn remake(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch("DELETE FROM game_headers")?;
    fill_from_games(conn)
}

/// Every game's slot, in memory, by id.
pub(crate) struct HeaderTable {
    /// Slot `id - 1`; empty slots for deleted games.
    slots: Vec<Header>,
    /// By the same index, what position search past the index tests first, packed: home
    /// pawns (bits 16-31), men at the last indexed ply (8-15, 0 without) and men at the end
    /// (0-7). A scan of these 4 bytes a game is several times faster than of the slots.
    deep: Vec<u32>,
}

/// [`HeaderTable::deep`]'s value of a slot.
fn packed_deep(h: &Header) -> u32 {
    match h.deep() {
        Some(_) if h.is_stored() => {
            u32::from(h.deep_home) << 16 | u32::from(h.deep_men) << 8 | u32::from(h.final_men)
        }
        _ => 0,
    }
}

impl HeaderTable {
    /// Reads every block.
    pub fn load(conn: &Connection) -> rusqlite::Result<HeaderTable> {
        let mut slots = Vec::new();
        let mut st = conn.prepare_cached("SELECT block, slots FROM game_headers ORDER BY block")?;
        let mut rows = st.query([])?;
        while let Some(r) = rows.next()? {
            let block: i64 = r.get(0)?;
            if !(0..MAX_BLOCKS).contains(&block) {
                return Err(rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
                    Some(format!("header block {block} is out of range")),
                ));
            }
            let bytes = r.get_ref(1)?.as_blob()?;
            let first = usize::try_from(block.max(0) * BLOCK_GAMES).unwrap_or(usize::MAX);
            let count = bytes.len() / SLOT_BYTES;
            if slots.len() < first + count {
                slots.resize(first + count, Header::default());
            }
            for (i, slot) in bytes.chunks_exact(SLOT_BYTES).enumerate() {
                if let Ok(slot) = <&[u8; SLOT_BYTES]>::try_from(slot) {
                    slots[first + i] = Header::decode(slot);
                }
            }
        }
        let deep = slots.iter().map(packed_deep).collect();
        Ok(HeaderTable { slots, deep })
    }

    /// The games that may reach a position of `men` men with the home pawns `home` after the
    /// indexed plies: at the last indexed ply they had at least as many men and every one of
    /// its home pawns, and they end with no more men than it has.
    pub fn deep_candidates(&self, men: i64, home: i64) -> impl Iterator<Item = (i64, &Header)> {
        let men = u32::try_from(men.clamp(1, 255)).unwrap_or(255);
        let home = u32::try_from(home & 0xFFFF).unwrap_or(0);
        self.deep
            .iter()
            .enumerate()
            .filter(move |&(_, &d)| {
                (d >> 16) & home == home && (d >> 8) & 0xFF >= men && d & 0xFF <= men
            })
            .filter_map(|(i, _)| Some((i as i64 + 1, self.slots.get(i)?)))
    }

    /// How many games have slots and the sum of their ids, to compare with the games table.
    pub fn census(&self) -> (i64, i64) {
        self.iter()
            .fold((0, 0), |(n, sum), (id, _)| (n + 1, sum.wrapping_add(id)))
    }

    /// The stored game `id`'s slot.
    pub fn get(&self, id: i64) -> Option<&Header> {
        let index = usize::try_from(id.checked_sub(1)?).ok()?;
        self.slots.get(index).filter(|h| h.is_stored())
    }

    /// Every stored game that `matcher` keeps (all of them without one), with its id, by id.
    pub fn kept<'a>(
        &'a self,
        matcher: Option<&'a Matcher>,
    ) -> impl Iterator<Item = (i64, &'a Header)> {
        self.iter()
            .filter(move |(_, h)| matcher.is_none_or(|m| m.keeps(h)))
    }

    /// Every stored game with its id, by id.
    pub fn iter(&self) -> impl Iterator<Item = (i64, &Header)> {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, h)| h.is_stored())
            .map(|(i, h)| (i as i64 + 1, h))
    }
}

/// A set of name ids, as bits.
#[derive(Clone, Debug, Default)]
pub(crate) struct NameSet {
    bits: Vec<u64>,
}

impl NameSet {
    /// The names of `table` (players or events) that start with `prefix`, case-insensitive.
    pub fn with_prefix(conn: &Connection, table: &str, prefix: &str) -> rusqlite::Result<NameSet> {
        let (low, high) = prefix_range(prefix);
        let mut st = conn.prepare_cached(&format!(
            "SELECT id FROM {table} WHERE name_key >= ?1 AND name_key < ?2"
        ))?;
        let mut set = NameSet::default();
        for id in st.query_map([low, high], |r| r.get::<_, i64>(0))? {
            set.insert(id?);
        }
        Ok(set)
    }

    fn insert(&mut self, id: i64) {
        let Ok(id) = usize::try_from(id) else {
            return;
        };
        if self.bits.len() <= id / 64 {
            self.bits.resize(id / 64 + 1, 0);
        }
        self.bits[id / 64] |= 1 << (id % 64);
    }

    /// Whether the id is in the set (0, no name, never is).
    pub fn contains(&self, id: u32) -> bool {
        let id = id as usize;
        id != 0
            && self
                .bits
                .get(id / 64)
                .is_some_and(|w| w & (1 << (id % 64)) != 0)
    }

    /// How many names the set holds.
    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }
}

/// A [`GameFilter`] made ready to test slots: its name prefixes as sets of ids.
pub(crate) struct Matcher {
    white: Option<NameSet>,
    black: Option<NameSet>,
    player: Option<NameSet>,
    event: Option<NameSet>,
    result: Option<u8>,
    filter: GameFilter,
}

impl Matcher {
    pub fn new(conn: &Connection, filter: &GameFilter) -> rusqlite::Result<Matcher> {
        let names = |prefix: &Option<String>, table| -> rusqlite::Result<Option<NameSet>> {
            prefix
                .as_deref()
                .map(|p| NameSet::with_prefix(conn, table, p))
                .transpose()
        };
        Ok(Matcher {
            white: names(&filter.white, "players")?,
            black: names(&filter.black, "players")?,
            player: names(&filter.player, "players")?,
            event: names(&filter.event, "events")?,
            result: filter.result.map(|r| result_code(r) as u8),
            filter: filter.clone(),
        })
    }

    /// Whether the filter keeps the game. A field the game lacks fails every condition on it.
    pub fn keeps(&self, h: &Header) -> bool {
        let in_set = |set: &Option<NameSet>, id: u32| set.as_ref().is_none_or(|s| s.contains(id));
        let f = &self.filter;
        let at_least =
            |v: Option<i64>, min: Option<i64>| min.is_none_or(|min| v.is_some_and(|v| v >= min));
        let at_most =
            |v: Option<i64>, max: Option<i64>| max.is_none_or(|max| v.is_some_and(|v| v <= max));
        in_set(&self.white, h.white)
            && in_set(&self.black, h.black)
            && self
                .player
                .as_ref()
                .is_none_or(|s| s.contains(h.white) || s.contains(h.black))
            && in_set(&self.event, h.event)
            && self.result.is_none_or(|r| r == h.result)
            && at_least(h.white_elo(), f.min_elo)
            && at_least(h.black_elo(), f.min_elo)
            && at_most(h.white_elo(), f.max_elo)
            && at_most(h.black_elo(), f.max_elo)
            && at_least(h.date(), f.from)
            && at_most(h.date(), f.to)
            && at_least(h.eco(), f.eco.map(|e| e.0))
            && at_most(h.eco(), f.eco.map(|e| e.1))
            && at_least(Some(i64::from(h.plies)), f.min_plies)
            && at_most(Some(i64::from(h.plies)), f.max_plies)
    }
}

/// The rank of each name of a table in the order of its key (equal keys, equal ranks), by
/// id, for sorting by name: 0 for ids without a name.
fn name_ranks(conn: &Connection, table: &str) -> rusqlite::Result<Vec<u32>> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT id, name_key FROM {table} ORDER BY name_key"
    ))?;
    let mut rows = st.query([])?;
    let mut ranks = Vec::new();
    let mut rank = 0u32;
    let mut last: Option<String> = None;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let key = r.get_ref(1)?.as_str()?;
        if last.as_deref() != Some(key) {
            rank += 1;
            last = Some(key.to_owned());
        }
        let Ok(id) = usize::try_from(id) else {
            continue;
        };
        if ranks.len() <= id {
            ranks.resize(id + 1, 0);
        }
        ranks[id] = rank;
    }
    Ok(ranks)
}

/// Sorts game ids by `sort` (ties by id; games without the field first, as SQL's `NULL`s),
/// the whole order reversed when `descending`.
pub(crate) fn sort_ids(
    conn: &Connection,
    table: &HeaderTable,
    ids: &mut Vec<i64>,
    sort: SortKey,
    descending: bool,
) -> rusqlite::Result<()> {
    let ranks = match sort {
        SortKey::White | SortKey::Black => name_ranks(conn, "players")?,
        SortKey::Event => name_ranks(conn, "events")?,
        _ => Vec::new(),
    };
    let rank = |id: u32| u64::from(ranks.get(id as usize).copied().unwrap_or(0));
    let known = |v: Option<i64>| v.map_or(0, |v| v as u64 + 1);
    let key = |h: &Header| -> u64 {
        match sort {
            SortKey::Id => 0,
            SortKey::Date => known(h.date()),
            SortKey::White => rank(h.white),
            SortKey::Black => rank(h.black),
            SortKey::Event => rank(h.event),
            SortKey::Result => u64::from(h.result),
            SortKey::WhiteElo => u64::from(h.white_elo),
            SortKey::BlackElo => u64::from(h.black_elo),
            SortKey::Eco => known(h.eco()),
            SortKey::Plies => u64::from(h.plies),
        }
    };
    let mut keyed: Vec<(u64, i64)> = ids
        .iter()
        .map(|&id| (table.get(id).map_or(0, key), id))
        .collect();
    keyed.sort_unstable();
    if descending {
        keyed.reverse();
    }
    ids.clear();
    ids.extend(keyed.into_iter().map(|(_, id)| id));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_round_trip() {
        let fields = HeaderFields {
            white: Some(7),
            black: None,
            event: Some(u32::MAX as i64),
            date: Some(20240315),
            result: 3,
            white_elo: Some(2850),
            black_elo: None,
            eco: Some(0),
            plies: 91,
            deep_men: Some(30),
            deep_home: Some(0xF0F0),
            final_men: 12,
        };
        let Ok(h) = Header::new(&fields) else {
            panic!("fields out of range");
        };
        let mut slot = [0u8; SLOT_BYTES];
        h.encode(&mut slot);
        let back = Header::decode(&slot);
        assert_eq!(back, h);
        assert!(back.is_stored());
        assert_eq!(back.date(), Some(20240315));
        assert_eq!(back.eco(), Some(0));
        assert_eq!(back.deep(), Some((30, 0xF0F0)));
        assert_eq!((back.white_elo(), back.black_elo()), (Some(2850), None));
        assert!(!Header::decode(&[0; SLOT_BYTES]).is_stored());
        let too_many = HeaderFields {
            white: Some(1 << 33),
            ..fields
        };
        assert!(Header::new(&too_many).is_err());
    }

    #[test]
    fn blocks_are_numbered_from_game_one() {
        assert_eq!(block_of(1), (0, 0));
        assert_eq!(block_of(4096), (0, 4095 * SLOT_BYTES));
        assert_eq!(block_of(4097), (1, 0));
    }
}
