//! Training in the app: the Training menu, the puzzle trainer window, the repertoire drill
//! window and the deviation report window. The training logic lives in `app::training`
//! (GUI-free); the views draw from its state and return [`TrainingAction`]s, which
//! [`TempoApp::apply_training`] carries out after the frame; `training_logic()` (called from
//! `logic()`) takes in the background work (puzzle sets read, database move counts, the
//! report) and shows replies when their time comes. The training file is
//! `<data dir>/training.json`, written atomically after every change; a file that cannot be
//! read is reported and left alone until the user sets it aside.

mod drill_window;
mod repertoires;
mod report;
mod report_window;
#[cfg(feature = "script")]
pub mod script_shots;
mod trainer_window;

use std::{
    path::{Path, PathBuf},
    sync::Arc,
    time::Duration,
};

use eframe::egui;

use super::{actions::Action, app::TempoApp, board::BoardView, file_chooser::FileChoice};
use crate::t;
use crate::{
    app::training::{
        TrainingState,
        drill_run::{CountJob, DrillRun, OpponentCounts},
        pool::{PuzzleFilter, SetLoad, SetSource},
        puzzle_trainer::{Arrived, PuzzleTrainer},
        repertoire::Repertoire,
        trainer::Hint,
    },
    chess::{Color, Move},
};
pub use report::ReportState;

/// A request about training.
#[derive(Debug)]
pub enum TrainingAction {
    /// Show or hide the puzzle trainer.
    ToggleTrainer,
    /// Show or hide the repertoire drill.
    ToggleDrill,
    /// Show or hide the deviation report.
    ToggleReport,
    /// Ask for an EPD file of problems.
    OpenEpdDialog,
    /// Read a puzzle set.
    LoadSet(SetSource),
    /// Take a set out of the pool.
    RemoveSet(String),
    /// Choose puzzles by theme and set.
    SetFilter(PuzzleFilter),
    /// The next puzzle.
    NextPuzzle,
    /// The user's move on the trainer's board.
    TrainerMove(Move),
    /// Take the wrong move back.
    Retry,
    /// The next hint.
    Hint,
    /// Give up: play the solution.
    ShowSolution,
    /// Show where the puzzle comes from on the main board.
    OpenSource,
    /// Keep the unreadable training file aside and start a new one.
    SetAsideTrainingFile,
    /// Ask for a PGN file to make a repertoire from.
    RepertoireDialog(Color),
    /// Add the games of this PGN file to a repertoire.
    LoadRepertoire(Color, PathBuf),
    /// Add the main board's line (from the start to the shown move) to a repertoire.
    AddCurrentLine(Color),
    /// Empty a repertoire (asks first).
    AskClearRepertoire(Color),
    /// The user agreed to empty it.
    ClearRepertoire(Color),
    /// The user kept it.
    KeepRepertoire,
    /// Drill this side's repertoire.
    DrillColor(Color),
    /// Start a drill line.
    StartDrill,
    /// The user's answer on the drill's board.
    DrillMove(Move),
    /// After a wrong answer: play the repertoire's move and go on.
    DrillGoOn,
    /// Start the deviation report for the name in the field.
    StartReport,
    /// Stop the report.
    CancelReport,
    /// Open a database game on the main board at this ply.
    OpenGame {
        /// The database file.
        database: PathBuf,
        /// The game.
        id: i64,
        /// The ply to show.
        ply: usize,
    },
}

/// The app's training state.
pub struct TrainingUi {
    /// What is kept between runs.
    pub state: TrainingState,
    /// The training file.
    path: Option<PathBuf>,
    /// Why the training file could not be read; nothing is written over it meanwhile.
    pub load_error: Option<String>,
    /// Unix seconds at the app's time zero (the schedule's clock).
    unix_base: i64,
    /// The puzzle trainer.
    pub trainer: PuzzleTrainer,
    /// Where each loaded set comes from.
    pub sets: Vec<SetSource>,
    /// Sets being read.
    loads: Vec<SetLoad>,
    /// The trainer's window is shown.
    pub trainer_open: bool,
    trainer_board: BoardView,
    /// The White and Black repertoires.
    repertoires: [Repertoire; 2],
    /// The drill window is shown.
    pub drill_open: bool,
    /// The side drilled.
    pub drill_color: Color,
    /// The drill on the board.
    pub drill: Option<DrillRun>,
    drill_board: BoardView,
    drill_seed: u64,
    /// Database move counts per side, with the database they come from.
    counts: [Option<(PathBuf, OpponentCounts)>; 2],
    /// Counting in progress.
    counting: Option<CountJob>,
    /// A repertoire waiting for the user's yes to be emptied.
    pub confirm_clear: Option<Color>,
    /// The report window is shown.
    pub report_open: bool,
    /// The report.
    pub report: ReportState,
    /// A database game to show at a ply once it is loaded.
    pending_game: Option<(i64, usize)>,
    /// Wakes the window when background work is done.
    ctx: Option<egui::Context>,
}

/// The repertoire slot of a side.
fn slot(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// "White" or "Black", in the interface's language.
pub(super) fn side_name(color: Color) -> String {
    match color {
        Color::White => t!("common-white"),
        Color::Black => t!("common-black"),
    }
}

/// The `$side` argument of texts that name a side inside a sentence: translations choose the
/// word's form with a selector (`{ $side -> [white] … *[black] … }`).
pub(super) fn side_selector(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl TrainingUi {
    /// The training state of `data_dir` (none: in memory only). A file that cannot be read
    /// leaves a fresh state and the error to report.
    pub fn load(data_dir: Option<&Path>) -> TrainingUi {
        let path = data_dir.map(|d| d.join("training.json"));
        let (state, load_error) = match &path {
            Some(path) => match TrainingState::load(path) {
                Ok(state) => (state, None),
                Err(e) => (TrainingState::default(), Some(e.to_string())),
            },
            None => (TrainingState::default(), None),
        };
        let unix_base = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0));
        let mut ui = TrainingUi {
            state,
            path,
            load_error,
            unix_base,
            trainer: PuzzleTrainer::default(),
            sets: Vec::new(),
            loads: Vec::new(),
            trainer_open: false,
            trainer_board: BoardView::default(),
            repertoires: [Repertoire::new(Color::White), Repertoire::new(Color::Black)],
            drill_open: false,
            drill_color: Color::White,
            drill: None,
            drill_board: BoardView::default(),
            drill_seed: u64::try_from(unix_base).unwrap_or(1),
            counts: [None, None],
            counting: None,
            confirm_clear: None,
            report_open: false,
            report: ReportState::default(),
            pending_game: None,
            ctx: None,
        };
        for color in [Color::White, Color::Black] {
            let text = match color {
                Color::White => &ui.state.white_repertoire,
                Color::Black => &ui.state.black_repertoire,
            };
            match Repertoire::from_pgn(text, color) {
                Ok(rep) => ui.repertoires[slot(color)] = rep,
                Err(e) if ui.load_error.is_none() => {
                    ui.load_error = Some(t!(
                        "training-repertoire-unreadable",
                        side = side_selector(color),
                        error = e.to_string()
                    ));
                }
                Err(_) => {}
            }
        }
        ui
    }

    /// A side's repertoire.
    pub fn repertoire(&self, color: Color) -> &Repertoire {
        &self.repertoires[slot(color)]
    }

    /// The database counts of a side's repertoire, when read for `database`.
    pub fn counts(&self, color: Color, database: Option<&Path>) -> Option<&OpponentCounts> {
        let (path, counts) = self.counts[slot(color)].as_ref()?;
        (Some(path.as_path()) == database).then_some(counts)
    }

    /// Whether the counts are being read.
    pub fn counting(&self) -> bool {
        self.counting.is_some()
    }

    /// Whether a puzzle set is being read.
    pub fn loading_sets(&self) -> Vec<String> {
        self.loads.iter().map(|l| l.source.name()).collect()
    }

    /// The schedule's clock at app time `now`.
    pub fn unix(&self, now: Duration) -> i64 {
        self.unix_base + i64::try_from(now.as_secs()).unwrap_or(0)
    }

    fn waker(&self) -> Arc<dyn Fn() + Send + Sync> {
        let ctx = self.ctx.clone();
        Arc::new(move || {
            if let Some(ctx) = &ctx {
                ctx.request_repaint();
            }
        })
    }
}

impl TempoApp {
    /// Writes the training file (unless it could not be read: then it is left alone).
    fn save_training(&mut self) {
        if self.training.load_error.is_some() {
            return;
        }
        let Some(path) = self.training.path.clone() else {
            return;
        };
        if let Err(e) = self.training.state.save(&path) {
            self.notify(t!("training-not-saved", error = e.to_string()), true);
        }
    }

    /// Applies one training action.
    pub(super) fn apply_training(&mut self, action: TrainingAction) {
        let now = self.now();
        let unix = self.training.unix(now);
        let t = &mut self.training;
        match action {
            TrainingAction::ToggleTrainer => t.trainer_open = !t.trainer_open,
            TrainingAction::ToggleDrill => t.drill_open = !t.drill_open,
            TrainingAction::ToggleReport => t.report_open = !t.report_open,
            TrainingAction::OpenEpdDialog => self.choose_file(FileChoice::PuzzleSet),
            TrainingAction::LoadSet(source) => {
                t.trainer_open = true;
                if !t.loads.iter().any(|l| l.source == source) {
                    let waker = t.waker();
                    t.loads.push(SetLoad::start(source, waker));
                }
            }
            TrainingAction::RemoveSet(name) => {
                t.trainer.forget_set(&name);
                t.sets.retain(|s| s.name() != name);
            }
            TrainingAction::SetFilter(filter) => t.trainer.filter = filter,
            TrainingAction::NextPuzzle => {
                t.trainer_board.reset();
                if !t.trainer.next(&t.state, unix) {
                    self.notify(t!("training-no-puzzle-fits"), true);
                }
            }
            TrainingAction::TrainerMove(m) => {
                let (_, changed) = t.trainer.play(m, &mut t.state, now, unix);
                if changed {
                    self.save_training();
                }
            }
            TrainingAction::Retry => {
                if let Some(solving) = &mut t.trainer.current {
                    solving.retry();
                }
            }
            TrainingAction::Hint => {
                let hint = t.trainer.current.as_mut().and_then(|s| s.take_hint());
                match hint {
                    Some(Hint::From(square)) => t.trainer_board.script(Some(square), None, &[]),
                    Some(Hint::Move(_)) => t.trainer_board.script(None, None, &[]),
                    // A mate problem's hint arrives from the prover's thread.
                    None if t.trainer.current.as_ref().is_some_and(|s| s.judging()) => {}
                    None => self.notify(t!("training-no-hint-problem"), true),
                }
            }
            TrainingAction::ShowSolution => {
                if t.trainer.show_solution(&mut t.state, now, unix) {
                    self.save_training();
                }
            }
            TrainingAction::OpenSource => self.open_puzzle_source(),
            TrainingAction::SetAsideTrainingFile => self.set_aside_training_file(),
            TrainingAction::RepertoireDialog(color) => {
                self.choose_file(FileChoice::RepertoirePgn(color));
            }
            TrainingAction::LoadRepertoire(color, path) => self.load_repertoire(color, &path),
            TrainingAction::AddCurrentLine(color) => self.add_current_line(color),
            TrainingAction::AskClearRepertoire(color) => t.confirm_clear = Some(color),
            TrainingAction::KeepRepertoire => t.confirm_clear = None,
            TrainingAction::ClearRepertoire(color) => {
                t.confirm_clear = None;
                self.set_repertoire(Repertoire::new(color));
            }
            TrainingAction::DrillColor(color) => {
                if t.drill_color != color {
                    t.drill_color = color;
                    t.drill = None;
                }
            }
            TrainingAction::StartDrill => self.start_drill(),
            TrainingAction::DrillMove(m) => {
                let database = self.database.open.as_ref().map(|db| db.path().to_owned());
                let t = &mut self.training;
                let color = t.drill_color;
                let counts = t.counts[slot(color)]
                    .as_ref()
                    .filter(|(path, _)| Some(path) == database.as_ref())
                    .map(|(_, c)| c);
                let cards = match color {
                    Color::White => &mut t.state.white_cards,
                    Color::Black => &mut t.state.black_cards,
                };
                if let Some(run) = &mut t.drill
                    && run.answer(m, cards, counts, now).is_some()
                {
                    self.save_training();
                }
            }
            TrainingAction::DrillGoOn => {
                let database = self.database.open.as_ref().map(|db| db.path().to_owned());
                let counts = t.counts(t.drill_color, database.as_deref()).cloned();
                let cards = match t.drill_color {
                    Color::White => &t.state.white_cards,
                    Color::Black => &t.state.black_cards,
                };
                if let Some(run) = &mut t.drill {
                    run.go_on(cards, counts.as_ref(), now);
                }
            }
            TrainingAction::StartReport => self.start_report(),
            TrainingAction::CancelReport => {
                if let Some(job) = &t.report.job {
                    job.cancel();
                }
            }
            TrainingAction::OpenGame { database, id, ply } => {
                self.open_database_game(database, id, ply);
            }
        }
    }

    /// Shows a puzzle's source: its game at the puzzle's move, or (an EPD problem) its
    /// position on the main board.
    fn open_puzzle_source(&mut self) {
        let Some(solving) = &self.training.trainer.current else {
            return;
        };
        let puzzle = solving.puzzle();
        let set = self
            .training
            .trainer
            .pool
            .get(solving.index)
            .map(|p| p.set.clone());
        let database = self.training.sets.iter().find_map(|s| match s {
            SetSource::Database(path) if Some(s.name()) == set => Some(path.clone()),
            _ => None,
        });
        match (puzzle.game_id, database) {
            (Some(id), Some(database)) => {
                let ply = puzzle.game_ply;
                self.open_database_game(database, id, ply);
            }
            _ => {
                // Asks first while a game is being played, like a pasted FEN.
                let fen = puzzle.position.to_fen();
                self.guard_replace(Action::ShowPosition(fen));
            }
        }
    }

    /// Opens game `id` of `database` (opening the database when another is open) and shows
    /// it at `ply` once loaded.
    fn open_database_game(&mut self, database: PathBuf, id: i64, ply: usize) {
        use super::database::DatabaseAction;
        let open = self.database.open.as_ref().map(|db| db.path().to_owned());
        if open.as_deref() != Some(database.as_path()) {
            if !database.exists() {
                self.notify(
                    t!(
                        "training-database-gone",
                        path = database.display().to_string()
                    ),
                    true,
                );
                return;
            }
            self.actions
                .push(Action::Database(DatabaseAction::Open(database)));
        }
        self.training.pending_game = Some((id, ply));
        self.actions
            .push(Action::Database(DatabaseAction::Load(id)));
    }

    /// Called when a database game was put on the board: shows the ply asked for with it.
    pub(super) fn training_game_loaded(&mut self, id: i64) {
        if let Some((_, ply)) = self.training.pending_game.take_if(|(want, _)| *want == id) {
            self.actions
                .push(Action::Navigate(super::actions::Nav::Ply(ply)));
        }
    }

    /// Renames the unreadable training file to `training.json.bad` and starts a new one.
    fn set_aside_training_file(&mut self) {
        let Some(path) = self.training.path.clone() else {
            return;
        };
        let aside = path.with_extension("json.bad");
        match std::fs::rename(&path, &aside) {
            Ok(()) => {
                self.training.load_error = None;
                self.notify(
                    t!(
                        "training-file-set-aside",
                        path = aside.display().to_string()
                    ),
                    false,
                );
                self.save_training();
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                self.training.load_error = None;
                self.save_training();
            }
            Err(e) => self.notify(
                t!(
                    "training-cannot-rename",
                    path = path.display().to_string(),
                    error = e.to_string()
                ),
                true,
            ),
        }
    }

    /// Called from `logic()`: sets read, counts read, report events, replies shown in time.
    pub(super) fn training_logic(&mut self, ctx: &egui::Context) {
        let now = self.now();
        let t = &mut self.training;
        if t.ctx.is_none() {
            t.ctx = Some(ctx.clone());
        }
        let mut notices = Vec::new();
        let loads = std::mem::take(&mut t.loads);
        for load in loads {
            match load.poll() {
                None => t.loads.push(load),
                Some(Ok(set)) => {
                    let name = set.source.name();
                    // The window lists the set with its size; only what was left out is told.
                    if set.skipped_count > 0 {
                        notices.push((
                            t!(
                                "training-records-left-out",
                                name = &name,
                                count = set.skipped_count,
                                reasons = set.skipped.join("; ")
                            ),
                            true,
                        ));
                    }
                    t.trainer.pool.add_set(&name, set.puzzles);
                    t.sets.retain(|s| s.name() != name);
                    t.sets.push(set.source);
                    if t.trainer.current.is_none() {
                        let unix = t.unix(now);
                        t.trainer.next(&t.state, unix);
                    }
                }
                Some(Err(e)) => notices.push((
                    t!("training-cannot-open-puzzles", error = e.to_string()),
                    true,
                )),
            }
        }
        let unix = t.unix(now);
        let (arrived, judged) = t.trainer.poll(&mut t.state, now, unix);
        match arrived {
            Some(Arrived::Hint(Some(Hint::From(square)))) => {
                t.trainer_board.script(Some(square), None, &[]);
            }
            Some(Arrived::Hint(None)) => notices.push((t!("training-no-hint-position"), true)),
            _ => {}
        }
        if let Some(solving) = &mut t.trainer.current {
            if solving.judging() {
                // The prover's thread has no waker: look again soon.
                ctx.request_repaint_after(Duration::from_millis(30));
            }
            if let Some(wait) = solving.tick(now) {
                ctx.request_repaint_after(wait);
            }
        }
        if let Some(run) = &mut t.drill
            && let Some(wait) = run.tick(now)
        {
            ctx.request_repaint_after(wait);
        }
        if judged {
            self.save_training();
        }
        self.counts_logic();
        self.report_logic();
        for (text, error) in notices {
            self.notify(text, error);
        }
    }

    /// The training windows.
    pub(super) fn training_windows(&mut self, ctx: &egui::Context) {
        let mut actions = self.trainer_window(ctx);
        actions.extend(self.drill_window(ctx));
        actions.extend(self.report_window(ctx));
        if let Some(color) = self.training.confirm_clear {
            let text = t!("training-empty-question", side = side_selector(color));
            let (empty, keep) = (t!("training-empty-it"), t!("training-keep-it"));
            match super::view::question(
                ctx,
                "confirm-clear-repertoire",
                &t!("training-empty-title"),
                &text,
                &[empty.as_str(), keep.as_str()],
            ) {
                Some(0) => actions.push(TrainingAction::ClearRepertoire(color)),
                Some(_) => actions.push(TrainingAction::KeepRepertoire),
                None => {}
            }
        }
        self.actions
            .extend(actions.into_iter().map(Action::Training));
    }
}
