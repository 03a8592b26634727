//! Puzzles stored beside the games they come from, and the record of which games were
//! searched for them (schema version 2). The database keeps plain text; `app::puzzles` makes
//! and reads the puzzles.

use rusqlite::{OptionalExtension as _, params};

use super::{Database, DbError};

/// One stored puzzle, as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPuzzle {
    /// Its id (ignored when adding).
    pub id: i64,
    /// The game it comes from.
    pub game: Option<i64>,
    /// The ply of that game where it starts.
    pub ply: i64,
    /// The position.
    pub fen: String,
    /// The solution in UCI notation, space-separated.
    pub solution: String,
    /// Theme names, space-separated.
    pub themes: String,
    /// Estimated rating.
    pub rating: i64,
    /// `missed` or `punish`.
    pub kind: String,
    /// Whose mistake.
    pub player: String,
    /// The mistake in SAN.
    pub mistake: String,
}

impl Database {
    /// Stores puzzles found in `game` and marks the game as searched with `settings`, in one
    /// transaction (so a stopped search never leaves a game half recorded). A puzzle already
    /// stored for the same game and ply is kept as it was.
    pub fn record_puzzle_scan(
        &mut self,
        game: i64,
        settings: &str,
        puzzles: &[StoredPuzzle],
    ) -> Result<(), DbError> {
        let path = self.path.clone();
        let error = |source| super::sqlite_error(&path, source);
        let tx = self.conn.transaction().map_err(error)?;
        {
            let mut insert = tx
                .prepare_cached(
                    "INSERT OR IGNORE INTO puzzles(game, ply, fen, solution, themes, rating, \
                     kind, player, mistake) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                )
                .map_err(error)?;
            for p in puzzles {
                insert
                    .execute(params![
                        p.game, p.ply, p.fen, p.solution, p.themes, p.rating, p.kind, p.player,
                        p.mistake
                    ])
                    .map_err(error)?;
            }
            tx.execute(
                "INSERT OR REPLACE INTO puzzle_scans(game, settings) VALUES(?1, ?2)",
                params![game, settings],
            )
            .map_err(error)?;
        }
        tx.commit().map_err(error)
    }

    /// Whether `game` was already searched for puzzles.
    pub fn puzzle_scanned(&self, game: i64) -> Result<bool, DbError> {
        self.conn
            .query_row("SELECT 1 FROM puzzle_scans WHERE game = ?1", [game], |_| {
                Ok(())
            })
            .optional()
            .map(|found| found.is_some())
            .map_err(|e| self.sqlite(e))
    }

    /// The stored puzzles, in the order of their games and plies.
    pub fn puzzles(&self) -> Result<Vec<StoredPuzzle>, DbError> {
        let read = || -> rusqlite::Result<Vec<StoredPuzzle>> {
            let mut st = self.conn.prepare(
                "SELECT id, game, ply, fen, solution, themes, rating, kind, player, mistake \
                 FROM puzzles ORDER BY game, ply",
            )?;
            st.query_map([], |r| {
                Ok(StoredPuzzle {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    ply: r.get(2)?,
                    fen: r.get(3)?,
                    solution: r.get(4)?,
                    themes: r.get(5)?,
                    rating: r.get(6)?,
                    kind: r.get(7)?,
                    player: r.get(8)?,
                    mistake: r.get(9)?,
                })
            })?
            .collect()
        };
        read().map_err(|e| self.sqlite(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(game: i64, ply: i64) -> StoredPuzzle {
        StoredPuzzle {
            id: 0,
            game: Some(game),
            ply,
            fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into(),
            solution: "a1a8".into(),
            themes: "mateIn1 backRankMate".into(),
            rating: 1000,
            kind: "missed".into(),
            player: "Carlsen, M".into(),
            mistake: "Kf1".into(),
        }
    }

    #[test]
    fn puzzles_and_scans_round_trip() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("p.tdb");
        let mut db = Database::create_or_open(&path).expect("create");
        for text in ["1. e4 e5 *", "1. d4 d5 *"] {
            let game = crate::formats::pgn::read_all(text)
                .into_iter()
                .next()
                .and_then(Result::ok)
                .expect("test game");
            db.add_game(&game).expect("add");
        }
        assert!(!db.puzzle_scanned(1).expect("query"));
        db.record_puzzle_scan(1, "depth 8", &[puzzle(1, 30), puzzle(1, 12)])
            .expect("record");
        db.record_puzzle_scan(2, "depth 8", &[]).expect("record");
        // A second scan of the same game keeps the puzzles it had.
        db.record_puzzle_scan(1, "depth 8", &[puzzle(1, 30)])
            .expect("record");
        drop(db);
        let db = Database::open(&path).expect("open");
        assert!(db.puzzle_scanned(1).expect("query"));
        assert!(db.puzzle_scanned(2).expect("query"));
        let stored = db.puzzles().expect("puzzles");
        assert_eq!(stored.len(), 2);
        assert_eq!(stored[0].ply, 12);
        assert_eq!(stored[1].ply, 30);
        assert_eq!(stored[1].themes, "mateIn1 backRankMate");
    }
}
