//! The game list of an open database, for a virtualised view: the sorted ids of the games
//! the filter keeps come once per filter and order (one query), then the rows of whatever
//! window is shown, by id. A window deep in a million games costs what the first one does
//! (`OFFSET` paging would read and drop every row before it; see `docs/db-measurements.md`).

use std::{
    collections::{HashMap, HashSet},
    ops::Range,
    sync::Arc,
    time::Duration,
};

use crate::{
    chess::Position,
    db::{GameFilter, GameRow, SortKey},
};

/// Rows kept in memory before the cache is emptied (a few hundred bytes each).
const MAX_CACHED_ROWS: usize = 20_000;

/// Rows read beyond each end of the visible window, so that scrolling a little shows rows at
/// once.
const MARGIN: usize = 40;

/// What the list shows and how far its queries are.
#[derive(Default)]
pub struct GameList {
    /// The header filters.
    pub filter: GameFilter,
    /// Only games whose mainline reaches this position.
    pub position: Option<Position>,
    /// The order.
    pub sort: SortKey,
    /// Largest first.
    pub descending: bool,
    /// The sorted ids of the games kept, once the query answered.
    ids: Option<Arc<Vec<i64>>>,
    /// The tag of the newest ids query; answers to older ones are dropped.
    pub(super) ids_tag: u64,
    /// The ids query is running.
    pub(super) ids_pending: bool,
    /// How long the last ids query took.
    pub query_time: Option<Duration>,
    /// How long the last rows query took.
    pub rows_time: Option<Duration>,
    /// Rows read, by id.
    rows: HashMap<i64, GameRow>,
    /// The ids of the rows asked for and not answered yet.
    requested: HashSet<i64>,
    /// Bumped whenever the stored games change: rows read before are dropped.
    pub(super) generation: u64,
    /// Why the last query failed.
    pub error: Option<String>,
}

impl GameList {
    /// The number of games the filter keeps, once known.
    pub fn len(&self) -> Option<usize> {
        self.ids.as_ref().map(|ids| ids.len())
    }

    /// Whether the list is known to be empty.
    pub fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// Whether a query for the list is running.
    pub fn loading(&self) -> bool {
        self.ids_pending
    }

    /// The id of the game at `index` in the list.
    pub fn id_at(&self, index: usize) -> Option<i64> {
        self.ids.as_ref()?.get(index).copied()
    }

    /// Every id of the list, in its order.
    pub fn ids(&self) -> &[i64] {
        self.ids.as_deref().map_or(&[], Vec::as_slice)
    }

    /// The index of the game with this id in the list.
    pub fn index_of(&self, id: i64) -> Option<usize> {
        self.ids.as_ref()?.iter().position(|&i| i == id)
    }

    /// The row of the game at `index`, once read.
    pub fn row_at(&self, index: usize) -> Option<&GameRow> {
        self.rows.get(&self.id_at(index)?)
    }

    /// The row of the game with this id, once read.
    pub fn row(&self, id: i64) -> Option<&GameRow> {
        self.rows.get(&id)
    }

    pub(super) fn set_ids(&mut self, ids: Vec<i64>, elapsed: Duration) {
        self.ids = Some(Arc::new(ids));
        self.ids_pending = false;
        self.query_time = Some(elapsed);
        self.error = None;
    }

    pub(super) fn take_rows(&mut self, rows: Vec<GameRow>, elapsed: Duration) {
        if self.rows.len() + rows.len() > MAX_CACHED_ROWS {
            self.rows.clear();
        }
        for row in rows {
            self.requested.remove(&row.id);
            self.rows.insert(row.id, row);
        }
        self.rows_time = Some(elapsed);
    }

    /// The stored games changed: every row is read again when shown.
    pub(super) fn forget_rows(&mut self) {
        self.rows.clear();
        self.requested.clear();
        self.generation += 1;
    }

    /// The ids of `visible` (with a margin) whose rows are neither read nor asked for; they
    /// count as asked for from now on. Empty when nothing is missing.
    pub(super) fn missing_rows(&mut self, visible: Range<usize>) -> Vec<i64> {
        let Some(ids) = &self.ids else {
            return Vec::new();
        };
        let start = visible.start.saturating_sub(MARGIN);
        let end = visible.end.saturating_add(MARGIN).min(ids.len());
        let window = ids.get(start..end).unwrap_or(&[]);
        if window
            .iter()
            .all(|id| self.rows.contains_key(id) || self.requested.contains(id))
        {
            return Vec::new();
        }
        // The newest window replaces whatever was asked before: the query thread runs only
        // the newest rows request, so older asks would never be answered.
        self.requested.clear();
        let missing: Vec<i64> = window
            .iter()
            .copied()
            .filter(|id| !self.rows.contains_key(id))
            .collect();
        self.requested.extend(missing.iter().copied());
        missing
    }
}
