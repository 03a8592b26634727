//! Engine tournaments in the app (Engines ▸ Tournament…): the set-up, the live view of a run
//! and the tournaments that can be continued. The tournament itself lives in
//! `app::tournament` (`setup`, `live`, `saved`); the window's views draw from its state and
//! return [`TournamentAction`]s, which [`TempoApp::apply_tournament`] carries out after the
//! frame; `tournament_logic()` (called from `logic()`) takes in the run's events and
//! records in the tournaments list when a run has ended.

#[cfg(feature = "script")]
pub mod script_shots;
mod window;

use std::path::PathBuf;

use eframe::egui;

use super::{actions::Action, app::TempoApp, board::BoardView, file_chooser::FileChoice};
use crate::app::{
    session::SessionAction,
    tournament::{
        live::{Phase, TournamentRun, Waker},
        saved::TournamentList,
        setup::{FormatChoice, OpeningSource, TournamentSetup},
    },
};
use crate::t;

/// A request about tournaments.
#[derive(Debug)]
pub enum TournamentAction {
    /// Show or hide the window.
    Toggle,
    /// The set-up as edited in the window.
    Edit(TournamentSetup),
    /// A match of two engines from the main board's shown position.
    FromPosition,
    /// Ask for the opening file.
    ChooseOpenings,
    /// Ask for the PGN file the games go to.
    ChoosePgn,
    /// The chosen opening file.
    SetOpenings(PathBuf),
    /// The chosen PGN file.
    SetPgn(PathBuf),
    /// Start the set-up tournament.
    Start,
    /// Continue a tournament of the list from its state file.
    Continue(u64),
    /// Take a tournament off the list (its state file is deleted).
    Forget(u64),
    /// No new game starts; the running ones finish.
    Pause,
    /// Games start again.
    Resume,
    /// End the run; the running games are played again when it is continued.
    Stop,
    /// Leave an ended run's view for the set-up.
    BackToSetup,
    /// Add the games of an ended run from the board's position as variations there.
    AddAsVariations,
}

/// The app's tournament state.
pub struct TournamentUi {
    /// The window is shown.
    pub open: bool,
    /// The set-up being edited.
    pub setup: TournamentSetup,
    /// The tournaments started in the app.
    pub list: TournamentList,
    /// Why the list could not be read; nothing is written over it meanwhile.
    pub list_error: Option<String>,
    /// The run shown, with its id in the list.
    pub run: Option<(u64, TournamentRun)>,
    /// The small boards of the live view.
    boards: Vec<BoardView>,
    /// What went wrong when a run was started, shown in the set-up.
    pub start_error: Option<String>,
    /// Asks for a repaint when the run reports.
    waker: Option<Waker>,
}

impl TournamentUi {
    /// The tournaments list of `data_dir`.
    pub fn load(data_dir: Option<&std::path::Path>) -> TournamentUi {
        let (list, list_error) = match TournamentList::load(data_dir) {
            Ok(list) => (list, None),
            Err(e) => (TournamentList::default(), Some(e)),
        };
        let setup = TournamentSetup {
            event: t!("tournament-default-event"),
            engines: vec!["Tempo PVS".into(), "Tempo MCTS".into()], // engine names: not interface text
            concurrency: std::thread::available_parallelism()
                .map_or(1, std::num::NonZero::get)
                .min(4),
            ..TournamentSetup::default()
        };
        TournamentUi {
            open: false,
            setup,
            list,
            list_error,
            run: None,
            boards: Vec::new(),
            start_error: None,
            waker: None,
        }
    }

    /// The tournaments that can be continued: id and a line naming it (none while a run is
    /// in progress: one runs at a time).
    pub fn unfinished(&self) -> Vec<(u64, String)> {
        if self.running() {
            return Vec::new();
        }
        self.list
            .unfinished()
            .map(|e| (e.id, describe(&e.setup)))
            .collect()
    }

    /// Whether a run is in progress.
    pub fn running(&self) -> bool {
        self.run.as_ref().is_some_and(|(_, run)| run.is_running())
    }
}

/// `Event: A, B, C (round robin, 2 games per pairing)`.
pub fn describe(setup: &TournamentSetup) -> String {
    format!("{}: {}", setup.event, engines_and_format(setup))
}

/// `A, B, C (round robin, 2 games per pairing)`.
pub fn engines_and_format(setup: &TournamentSetup) -> String {
    let games = match setup.format {
        FormatChoice::Match => t!("tournament-summary-games", count = setup.games),
        _ => t!("tournament-summary-games-per-pairing", count = setup.games),
    };
    let format = match setup.format {
        FormatChoice::RoundRobin => t!("tournament-summary-round-robin"),
        FormatChoice::Gauntlet => t!("tournament-summary-gauntlet"),
        FormatChoice::Match => t!("tournament-summary-match"),
    };
    t!(
        "tournament-summary",
        engines = setup.engines.join(", "),
        format = format,
        games = games
    )
}

impl TempoApp {
    /// Carries out a tournament action.
    pub(super) fn apply_tournament(&mut self, action: TournamentAction) {
        let t = &mut self.tournament;
        match action {
            TournamentAction::Toggle => t.open = !t.open,
            TournamentAction::Edit(setup) => {
                t.setup = setup;
                t.start_error = None;
            }
            TournamentAction::FromPosition => {
                let fen = self.session.game().viewed().to_fen();
                let t = &mut self.tournament;
                t.setup.format = FormatChoice::Match;
                t.setup.engines.truncate(2);
                t.setup.openings = OpeningSource::Position { fen };
                t.setup.event = t!("tournament-event-from-position");
                t.open = true;
                if !t.running() {
                    t.run = None;
                }
            }
            TournamentAction::ChooseOpenings => self.choose_file(FileChoice::TournamentOpenings),
            TournamentAction::ChoosePgn => self.choose_file(FileChoice::TournamentPgn),
            TournamentAction::SetOpenings(path) => {
                let shuffled = match &t.setup.openings {
                    OpeningSource::File { shuffled, .. } => *shuffled,
                    _ => true,
                };
                t.setup.openings = OpeningSource::File { path, shuffled };
            }
            TournamentAction::SetPgn(path) => t.setup.pgn = Some(path),
            TournamentAction::Start => {
                if t.running() {
                    return;
                }
                let setup = t.setup.clone();
                match t.list.add(setup) {
                    Ok(id) => self.start_run(id),
                    Err(e) => {
                        self.tournament.start_error =
                            Some(t!("tournament-list-unwritable", error = e.to_string()));
                    }
                }
            }
            TournamentAction::Continue(id) => {
                if t.running() {
                    return;
                }
                if let Some(saved) = t.list.get(id) {
                    t.setup = saved.setup.clone();
                    t.open = true;
                    self.start_run(id);
                }
            }
            TournamentAction::Forget(id) => {
                if let Err(e) = t.list.remove(id) {
                    self.notify(t!("tournament-cannot-remove", error = e.to_string()), true);
                }
            }
            TournamentAction::Pause => {
                if let Some((_, run)) = &t.run {
                    run.pause();
                }
            }
            TournamentAction::Resume => {
                if let Some((_, run)) = &t.run {
                    run.resume();
                }
            }
            TournamentAction::Stop => {
                if let Some((_, run)) = &t.run {
                    run.stop();
                }
            }
            TournamentAction::BackToSetup => {
                if !t.running() {
                    t.run = None;
                }
            }
            TournamentAction::AddAsVariations => self.add_games_as_variations(),
        }
    }

    /// The ended run's games, which started from a position, become variations there.
    fn add_games_as_variations(&mut self) {
        let t = &self.tournament;
        let Some((id, run)) = &t.run else {
            return;
        };
        let OpeningSource::Position { fen } = &t.setup.openings else {
            return;
        };
        if run.is_running() {
            return;
        }
        let Some(state) = t.list.state_path(*id) else {
            return;
        };
        match t.setup.recorded_lines(self.session.catalogue(), &state) {
            Ok(lines) => {
                let fen = fen.clone();
                let _ = self.apply_session(SessionAction::AddVariations { fen, lines });
            }
            Err(e) => self.notify(
                t!("tournament-games-unreadable", error = format!("{e:#}")),
                true,
            ),
        }
    }

    /// Starts tournament `id` of the list with the set-up shown (a new one, or one
    /// continued from its state file).
    fn start_run(&mut self, id: u64) {
        let t = &mut self.tournament;
        t.start_error = None;
        let Some(state) = t.list.state_path(id) else {
            t.start_error = Some(t!("tournament-no-data-folder"));
            return;
        };
        match t.setup.config(self.session.catalogue(), &state) {
            Ok(config) => {
                t.boards.clear();
                t.run = Some((id, TournamentRun::start(config, t.waker.clone())));
            }
            Err(e) => t.start_error = Some(format!("{e:#}")),
        }
    }

    /// Takes in the run's events; marks an ended run in the list.
    pub(super) fn tournament_logic(&mut self, ctx: &egui::Context) {
        let t = &mut self.tournament;
        if t.waker.is_none() {
            let ctx = ctx.clone();
            t.waker = Some(std::sync::Arc::new(move || ctx.request_repaint()));
        }
        let Some((id, run)) = &mut t.run else {
            return;
        };
        let was_running = run.is_running();
        if !run.poll() || !was_running || run.is_running() {
            return;
        }
        let id = *id;
        let message = match &run.live.phase {
            Phase::Finished => {
                if let Err(e) = t.list.finish(id) {
                    self.notify(
                        t!("tournament-list-unwritable", error = e.to_string()),
                        true,
                    );
                }
                return;
            }
            Phase::Failed(reason) => t!("tournament-stopped-because", reason = reason),
            _ => return,
        };
        self.notify(message, true);
    }

    /// The tournament window.
    pub(super) fn tournament_windows(&mut self, ctx: &egui::Context) {
        if !self.tournament.open {
            return;
        }
        let actions = self.tournament_window(ctx);
        self.actions
            .extend(actions.into_iter().map(Action::Tournament));
    }
}
