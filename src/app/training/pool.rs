//! The puzzles the trainer draws from: sets read from a game database's stored puzzles or
//! from EPD files, filtered by theme and set, and the choice of the next puzzle (due repeats
//! first, then new puzzles nearest the user's rating, else the one due soonest).

use std::{
    path::{Path, PathBuf},
    sync::{Arc, mpsc},
};

use super::{TrainingState, trainer::TrainerPuzzle};
use crate::t;
use crate::{
    chess::Position,
    db::{Database, puzzles::StoredPuzzle},
    formats::epd::parse_epd,
};

/// One puzzle of the pool with the set it came from.
#[derive(Clone, Debug)]
pub struct PoolPuzzle {
    /// The set's name ("games.db", "wac.epd").
    pub set: String,
    /// The puzzle.
    pub puzzle: TrainerPuzzle,
}

/// Which puzzles the trainer may choose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFilter {
    /// Only puzzles with this theme.
    pub theme: Option<String>,
    /// Only puzzles of this set.
    pub set: Option<String>,
}

impl PuzzleFilter {
    /// Whether `p` passes.
    pub fn keeps(&self, p: &PoolPuzzle) -> bool {
        self.set.as_ref().is_none_or(|s| *s == p.set)
            && self
                .theme
                .as_ref()
                .is_none_or(|t| p.puzzle.themes.iter().any(|have| have == t))
    }
}

/// Why a puzzle was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickReason {
    /// Its repetition is due (a puzzle failed or solved before).
    Due,
    /// Never tried.
    New,
    /// Nothing is due and every puzzle was tried: the one due soonest, early.
    Early,
}

/// The next puzzle: its index in the pool and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// Index in [`PuzzlePool::get`].
    pub index: usize,
    /// Why this one.
    pub reason: PickReason,
}

/// Counts of the filtered puzzles for the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolCounts {
    /// Puzzles the filter keeps.
    pub total: usize,
    /// Of those, tried before and due again now.
    pub due: usize,
    /// Of those, never tried.
    pub new: usize,
}

/// The loaded puzzle sets.
#[derive(Clone, Debug, Default)]
pub struct PuzzlePool {
    puzzles: Vec<PoolPuzzle>,
    sets: Vec<String>,
}

impl PuzzlePool {
    /// Adds a set (a set of the same name is replaced).
    pub fn add_set(&mut self, name: &str, puzzles: Vec<TrainerPuzzle>) {
        self.remove_set(name);
        self.sets.push(name.to_owned());
        self.puzzles
            .extend(puzzles.into_iter().map(|puzzle| PoolPuzzle {
                set: name.to_owned(),
                puzzle,
            }));
    }

    /// Removes a set.
    pub fn remove_set(&mut self, name: &str) {
        self.sets.retain(|s| s != name);
        self.puzzles.retain(|p| p.set != name);
    }

    /// The sets' names, in the order they were added.
    pub fn sets(&self) -> &[String] {
        &self.sets
    }

    /// Every theme of the pool, sorted.
    pub fn themes(&self) -> Vec<String> {
        let mut themes: Vec<String> = self
            .puzzles
            .iter()
            .flat_map(|p| p.puzzle.themes.iter().cloned())
            .collect();
        themes.sort();
        themes.dedup();
        themes
    }

    /// The number of puzzles.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Whether no puzzle is loaded.
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// The number of puzzles of set `name`.
    pub fn set_size(&self, name: &str) -> usize {
        self.puzzles.iter().filter(|p| p.set == name).count()
    }

    /// Puzzle `index`.
    pub fn get(&self, index: usize) -> Option<&PoolPuzzle> {
        self.puzzles.get(index)
    }

    /// How many puzzles `filter` keeps, and how many of them are due or new at `now`.
    pub fn counts(&self, filter: &PuzzleFilter, state: &TrainingState, now: i64) -> PoolCounts {
        let mut counts = PoolCounts::default();
        for p in self.puzzles.iter().filter(|p| filter.keeps(p)) {
            counts.total += 1;
            match state.puzzle_cards.get(&p.puzzle.key) {
                None => counts.new += 1,
                Some(card) if card.is_due(now) => counts.due += 1,
                Some(_) => {}
            }
        }
        counts
    }

    /// The next puzzle among those `filter` keeps, other than the one keyed `current` while
    /// another is left: a due repetition first (the longest overdue), then a new puzzle (the
    /// rating nearest the user's, in set order on ties), else the one due soonest.
    pub fn next(
        &self,
        filter: &PuzzleFilter,
        state: &TrainingState,
        now: i64,
        current: Option<&str>,
    ) -> Option<Pick> {
        let kept: Vec<(usize, &PoolPuzzle)> = self
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| filter.keeps(p))
            .collect();
        let others: Vec<(usize, &PoolPuzzle)> = kept
            .iter()
            .copied()
            .filter(|(_, p)| current.is_none_or(|key| key != p.puzzle.key))
            .collect();
        let candidates = if others.is_empty() { kept } else { others };
        let due = candidates
            .iter()
            .filter_map(|&(i, p)| {
                let card = state.puzzle_cards.get(&p.puzzle.key)?;
                card.is_due(now).then_some((card.due, i))
            })
            .min();
        if let Some((_, index)) = due {
            return Some(Pick {
                index,
                reason: PickReason::Due,
            });
        }
        let user = state.rating.rating;
        let new = candidates
            .iter()
            .filter(|(_, p)| !state.puzzle_cards.contains_key(&p.puzzle.key))
            .min_by(|(a_index, a), (b_index, b)| {
                let gap = |p: &PoolPuzzle| (f64::from(p.puzzle.rating) - user).abs();
                gap(a).total_cmp(&gap(b)).then(a_index.cmp(b_index))
            });
        if let Some(&(index, _)) = new {
            return Some(Pick {
                index,
                reason: PickReason::New,
            });
        }
        candidates
            .iter()
            .filter_map(|&(i, p)| Some((state.puzzle_cards.get(&p.puzzle.key)?.due, i)))
            .min()
            .map(|(_, index)| Pick {
                index,
                reason: PickReason::Early,
            })
    }
}

/// A stored puzzle of a database as the trainer sets it.
///
/// # Errors
/// When its position or a solution move does not read (the text says which).
pub fn from_stored(stored: &StoredPuzzle) -> Result<TrainerPuzzle, String> {
    let position = Position::from_fen(&stored.fen)
        .map_err(|e| format!("puzzle {}: bad position \"{}\": {e}", stored.id, stored.fen))?;
    let mut solution = Vec::new();
    let mut pos = position.clone();
    for text in stored.solution.split_whitespace() {
        let m = pos.parse_uci_move(text).map_err(|e| {
            format!(
                "puzzle {}: solution move \"{text}\" does not fit: {e}",
                stored.id
            )
        })?;
        pos.play_unchecked(m);
        solution.push(m);
    }
    if solution.is_empty() {
        return Err(format!("puzzle {}: no solution", stored.id));
    }
    let ply = usize::try_from(stored.ply).unwrap_or(0);
    let source = match stored.game {
        Some(game) => t!("training-source-game", game = game, number = ply / 2 + 1),
        None => t!("training-source-puzzle", id = stored.id),
    };
    Ok(TrainerPuzzle {
        key: super::trainer::key_of(&position, solution.first().copied()),
        position,
        solution,
        acceptance: super::trainer::Acceptance::Line,
        rating: u32::try_from(stored.rating.max(0)).unwrap_or(1500),
        themes: stored
            .themes
            .split_whitespace()
            .map(str::to_owned)
            .collect(),
        source,
        game_id: stored.game,
        game_ply: ply,
    })
}

/// Where a set of puzzles comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetSource {
    /// The stored puzzles of a game database.
    Database(PathBuf),
    /// The problems of an EPD file (`bm`/`am`/`dm`/`id`).
    Epd(PathBuf),
}

impl SetSource {
    /// The set's name: the file name.
    pub fn name(&self) -> String {
        let (SetSource::Database(path) | SetSource::Epd(path)) = self;
        path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }
}

/// A set read from its source.
#[derive(Clone, Debug)]
pub struct LoadedSet {
    /// Where it came from.
    pub source: SetSource,
    /// Its puzzles.
    pub puzzles: Vec<TrainerPuzzle>,
    /// Records that made no puzzle, with why (the first few).
    pub skipped: Vec<String>,
    /// How many records made no puzzle.
    pub skipped_count: usize,
}

/// Skipped records reported by name.
const SKIPPED_REPORTS: usize = 5;

/// Reads a set (blocking: mate problems are proven on reading).
///
/// # Errors
/// When the file cannot be read, is not EPD or not a database, or holds no puzzle.
pub fn load_set(source: &SetSource) -> Result<LoadedSet, String> {
    let mut skipped = Vec::new();
    let mut skipped_count = 0;
    let mut skip = |why: String| {
        skipped_count += 1;
        if skipped.len() < SKIPPED_REPORTS {
            skipped.push(why);
        }
    };
    let puzzles = match source {
        SetSource::Database(path) => {
            let db = Database::open(path).map_err(|e| e.to_string())?;
            let stored = db.puzzles().map_err(|e| e.to_string())?;
            let mut puzzles = Vec::new();
            for p in &stored {
                match from_stored(p) {
                    Ok(puzzle) => puzzles.push(puzzle),
                    Err(why) => skip(why),
                }
            }
            if puzzles.is_empty() && skipped_count == 0 {
                return Err(format!(
                    "{} has no stored puzzles; `tempo puzzles extract` finds them in its games",
                    path.display()
                ));
            }
            puzzles
        }
        SetSource::Epd(path) => {
            let text = read_text(path)?;
            let records = parse_epd(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut puzzles = Vec::new();
            for record in &records {
                match TrainerPuzzle::from_epd(record) {
                    Some(puzzle) => puzzles.push(puzzle),
                    None => skip(format!("line {}: no bm, am or provable dm", record.line)),
                }
            }
            puzzles
        }
    };
    if puzzles.is_empty() {
        return Err(format!("{}: no usable puzzle", source.name()));
    }
    Ok(LoadedSet {
        source: source.clone(),
        puzzles,
        skipped,
        skipped_count,
    })
}

fn read_text(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|_| format!("{} is not a text file", path.display()))
}

/// A set being read on another thread.
pub struct SetLoad {
    /// What is read.
    pub source: SetSource,
    reply: mpsc::Receiver<Result<LoadedSet, String>>,
}

impl SetLoad {
    /// Starts reading `source`; `waker` is called when it is done.
    pub fn start(source: SetSource, waker: Arc<dyn Fn() + Send + Sync>) -> SetLoad {
        let (send, reply) = mpsc::channel();
        let reading = source.clone();
        std::thread::spawn(move || {
            let _ = send.send(load_set(&reading));
            waker();
        });
        SetLoad { source, reply }
    }

    /// The result once read (never waits).
    pub fn poll(&self) -> Option<Result<LoadedSet, String>> {
        match self.reply.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => {
                Some(Err(format!("reading {} failed", self.source.name())))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::training::{schedule::RELEARN_DELAY_SECS, trainer::Attempt};

    const EPD: &str = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"back rank\";\n\
        kbK5/pp6/1P6/8/8/8/8/R7 w - - bm Ra6; dm 2; id \"Morphy\";\n\
        8/8/8/8/8/8/8/K1k5 w - - id \"nothing to find\";\n";

    fn pool() -> PuzzlePool {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("set.epd");
        std::fs::write(&path, EPD).expect("write");
        let set = load_set(&SetSource::Epd(path)).expect("a set");
        assert_eq!(set.puzzles.len(), 2);
        assert_eq!(set.skipped_count, 1);
        let mut pool = PuzzlePool::default();
        pool.add_set(&set.source.name(), set.puzzles);
        pool
    }

    #[test]
    fn stored_puzzles_read_and_bad_ones_say_why() {
        let mut stored = StoredPuzzle {
            id: 3,
            game: Some(12),
            ply: 30,
            fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into(),
            solution: "a1a8".into(),
            themes: "mateIn1 backRankMate".into(),
            rating: 900,
            kind: "missed".into(),
            player: "Ann".into(),
            mistake: "Kf1".into(),
        };
        let puzzle = from_stored(&stored).expect("a puzzle");
        assert_eq!(puzzle.themes, ["mateIn1", "backRankMate"]);
        assert_eq!((puzzle.game_id, puzzle.game_ply), (Some(12), 30));
        let mut attempt = Attempt::new(puzzle);
        let mate = attempt.position().parse_san("Ra8#").expect("Ra8#");
        assert_eq!(
            attempt.try_move(mate),
            crate::app::training::trainer::MoveVerdict::Solved
        );
        stored.solution = "a1a9".into();
        let error = from_stored(&stored).expect_err("a bad move");
        assert!(
            error.contains("puzzle 3") && error.contains("a1a9"),
            "{error}"
        );
    }

    #[test]
    fn filters_keep_by_theme_and_set() {
        let mut pool = pool();
        pool.add_set("other", vec![]);
        assert_eq!(pool.themes(), ["mateIn2"]);
        let state = TrainingState::default();
        let all = pool.counts(&PuzzleFilter::default(), &state, 0);
        assert_eq!((all.total, all.new, all.due), (2, 2, 0));
        let mates = PuzzleFilter {
            theme: Some("mateIn2".into()),
            set: None,
        };
        assert_eq!(pool.counts(&mates, &state, 0).total, 1);
        let other = PuzzleFilter {
            theme: None,
            set: Some("other".into()),
        };
        assert_eq!(pool.counts(&other, &state, 0).total, 0);
        assert_eq!(pool.next(&other, &state, 0, None), None);
    }

    #[test]
    fn next_prefers_due_repeats_then_new_puzzles() {
        let pool = pool();
        let filter = PuzzleFilter::default();
        let mut state = TrainingState::default();
        let t0 = 1_800_000_000;
        let first = pool.next(&filter, &state, t0, None).expect("a puzzle");
        assert_eq!(first.reason, PickReason::New);
        // Fail the first: the other (new) comes next, and the failed one once it is due.
        let puzzle = pool.get(first.index).expect("in the pool").puzzle.clone();
        let key = puzzle.key.clone();
        let mut attempt = Attempt::new(puzzle);
        attempt.show_solution();
        state.record(&attempt, t0);
        let second = pool
            .next(&filter, &state, t0, Some(&key))
            .expect("a puzzle");
        assert_eq!(second.reason, PickReason::New);
        assert_ne!(second.index, first.index);
        assert_eq!(pool.counts(&filter, &state, t0).due, 0);
        let later = t0 + RELEARN_DELAY_SECS;
        assert_eq!(pool.counts(&filter, &state, later).due, 1);
        let again = pool.next(&filter, &state, later, None).expect("a puzzle");
        assert_eq!((again.index, again.reason), (first.index, PickReason::Due));
        // Solve the second: nothing new or due left for a while; the one due soonest comes.
        let puzzle = pool.get(second.index).expect("in the pool").puzzle.clone();
        let mut attempt = Attempt::new(puzzle);
        attempt.show_solution();
        state.record(&attempt, t0 + 1);
        let early = pool.next(&filter, &state, t0 + 2, None).expect("a puzzle");
        assert_eq!(
            (early.index, early.reason),
            (first.index, PickReason::Early)
        );
    }

    #[test]
    fn a_file_that_is_not_epd_is_refused_with_its_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("notes.epd");
        std::fs::write(&path, "hello world\n").expect("write");
        let error = load_set(&SetSource::Epd(path)).expect_err("refused");
        assert!(error.contains("notes.epd"), "{error}");
    }
}
