//! The repertoires in the app: built from PGN files and the main board's line, kept in the
//! training file, drilled on the drill window's board with the open database's move counts
//! (read on another thread while the drill window shows).

use std::path::Path;

use super::{side_selector, slot};
use crate::t;
use crate::{
    app::training::{
        drill_run::{CountJob, DrillRun, OpponentCounts},
        repertoire::Repertoire,
    },
    chess::{Color, Move, Position},
    gui::app::TempoApp,
};

impl TempoApp {
    /// Replaces a side's repertoire (kept in the training file); drills and counts of it
    /// start over.
    pub(super) fn set_repertoire(&mut self, repertoire: Repertoire) {
        let color = repertoire.color;
        let pgn = if !repertoire.is_empty() {
            repertoire.to_pgn()
        } else {
            String::new()
        };
        match color {
            Color::White => self.training.state.white_repertoire = pgn,
            Color::Black => self.training.state.black_repertoire = pgn,
        }
        self.training.repertoires[slot(color)] = repertoire;
        self.training.counts[slot(color)] = None;
        if self.training.drill_color == color {
            self.training.drill = None;
        }
        self.save_training();
    }

    pub(super) fn load_repertoire(&mut self, color: Color, path: &Path) {
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                self.notify(
                    t!(
                        "training-cannot-read",
                        path = path.display().to_string(),
                        error = e.to_string()
                    ),
                    true,
                );
                return;
            }
        };
        let mut repertoire = self.training.repertoire(color).clone();
        match repertoire.add_pgn(&text) {
            Ok(games) => {
                self.set_repertoire(repertoire);
                self.notify(
                    t!(
                        "training-games-added",
                        count = games,
                        file = crate::gui::files::file_name(path),
                        side = side_selector(color)
                    ),
                    false,
                );
            }
            Err(e) => self.notify(
                t!(
                    "training-repertoire-pgn-error",
                    path = path.display().to_string(),
                    error = e.to_string()
                ),
                true,
            ),
        }
    }

    pub(super) fn add_current_line(&mut self, color: Color) {
        let game = self.session.game();
        if game.start() != &Position::startpos() {
            self.notify(t!("training-line-not-from-start"), true);
            return;
        }
        let line: Vec<Move> = game.moves().iter().take(game.view()).copied().collect();
        if line.is_empty() {
            self.notify(t!("training-line-empty"), true);
            return;
        }
        let mut repertoire = self.training.repertoire(color).clone();
        match repertoire.add_line(&line) {
            Ok(()) => {
                self.set_repertoire(repertoire);
                self.notify(
                    t!(
                        "training-moves-added",
                        count = line.len(),
                        side = side_selector(color)
                    ),
                    false,
                );
            }
            Err(e) => self.notify(t!("training-cannot-add-line", error = e.to_string()), true),
        }
    }

    pub(super) fn start_drill(&mut self) {
        let now = self.now();
        let database = self.database.open.as_ref().map(|db| db.path().to_owned());
        let t = &mut self.training;
        let color = t.drill_color;
        let repertoire = &t.repertoires[slot(color)];
        if repertoire.is_empty() {
            self.notify(
                t!("training-repertoire-is-empty", side = side_selector(color)),
                true,
            );
            return;
        }
        t.drill_seed = t
            .drill_seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let cards = match color {
            Color::White => &t.state.white_cards,
            Color::Black => &t.state.black_cards,
        };
        let counts = t.counts[slot(color)]
            .as_ref()
            .filter(|(path, _)| Some(path) == database.as_ref())
            .map(|(_, c)| c);
        t.drill_board.reset();
        t.drill = Some(DrillRun::start(
            repertoire,
            cards,
            counts,
            t.unix(now),
            now,
            t.drill_seed,
        ));
    }

    /// Reads the database's counts of the drilled repertoire while the drill window shows.
    pub(super) fn counts_logic(&mut self) {
        let database = self.database.open.as_ref().map(|db| db.path().to_owned());
        let t = &mut self.training;
        if let Some(job) = &t.counting
            && let Some(result) = job.poll()
        {
            let (color, path) = (job.color, job.database.clone());
            t.counting = None;
            match result {
                Ok(counts) => t.counts[slot(color)] = Some((path, counts)),
                Err(e) => {
                    // Evenly, then; not asked again for this database.
                    t.counts[slot(color)] = Some((path, OpponentCounts::new()));
                    self.notify(t!("training-cannot-count", error = e.to_string()), true);
                }
            }
            return;
        }
        let t = &mut self.training;
        let (Some(database), true, None) = (database, t.drill_open, &t.counting) else {
            return;
        };
        let color = t.drill_color;
        let stale = t.counts[slot(color)]
            .as_ref()
            .is_none_or(|(path, _)| *path != database);
        let repertoire = &t.repertoires[slot(color)];
        if stale && !repertoire.is_empty() {
            let waker = t.waker();
            t.counting = Some(CountJob::start(database, repertoire.clone(), waker));
        }
    }
}
