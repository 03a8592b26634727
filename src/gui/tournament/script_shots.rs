//! The tournament screens of the screenshot script (`gui/script.rs`, feature `script`): a
//! round robin of our PVS, our MCTS and an external UCI program (Stockfish where
//! `/usr/games/stockfish` exists, else this binary's `tempo uci`) at a fixed node count,
//! live; then stopped, as closing the app leaves it, and offered to be continued; then
//! continued to its end with the crosstable.
//!
//! With `TEMPO_SCRIPT_DATA=DIR` the app's data folder outlives the run, so a first run
//! (`TEMPO_SCREENSHOT_ONLY=28-tournament-1`) can be closed mid-tournament and a second one
//! (`TEMPO_SCREENSHOT_ONLY=28-tournament-2,28-tournament-3`) continues it, as a user
//! reopening the app would.

use super::TournamentAction;
use crate::{
    app::tournament::{
        live::Phase,
        setup::{FormatChoice, LimitChoice, OpeningSource, TournamentSetup},
    },
    gui::{actions::Action, app::TempoApp, script::Shot},
};

/// The name of the external engine the script adds to the catalogue.
pub const EXTERNAL: &str = "External UCI";

/// The tournament screens, after the training ones.
pub(crate) const SHOTS: [Shot; 3] = [
    Shot {
        name: "28-tournament-1-live",
        prepare: start_round_robin,
        later: |_| {},
        ready: mid_run,
    },
    Shot {
        name: "28-tournament-2-continue",
        prepare: stop_run,
        later: back_to_setup,
        ready: |app| !app.tournament.running(),
    },
    Shot {
        name: "28-tournament-3-crosstable",
        prepare: continue_run,
        later: |_| {},
        ready: finished,
    },
];

fn start_round_robin(app: &mut TempoApp) {
    let mut setup = TournamentSetup {
        event: "Three engines".into(),
        format: FormatChoice::RoundRobin,
        engines: vec!["Tempo PVS".into(), "Tempo MCTS".into(), EXTERNAL.into()],
        games: 4,
        openings: OpeningSource::Book { plies: 6 },
        limit: LimitChoice::Nodes(3000),
        concurrency: 2,
        seed: 7,
        ..TournamentSetup::default()
    };
    setup.adjudication.resign = true;
    setup.adjudication.max_moves = Some(80);
    app.tournament.open = true;
    app.push_action(Action::Tournament(TournamentAction::Edit(setup)));
    app.push_action(Action::Tournament(TournamentAction::Start));
}

/// Some games counted, two on the boards.
fn mid_run(app: &TempoApp) -> bool {
    app.tournament.run.as_ref().is_some_and(|(_, run)| {
        run.live.report.as_ref().is_some_and(|r| r.finished >= 2)
            && run.live.boards.len() >= 2
            && run
                .live
                .boards
                .iter()
                .all(|b| b.result.is_none() && b.plies > 8)
    })
}

fn stop_run(app: &mut TempoApp) {
    app.tournament.open = true;
    app.push_action(Action::Tournament(TournamentAction::Stop));
}

fn back_to_setup(app: &mut TempoApp) {
    app.push_action(Action::Tournament(TournamentAction::BackToSetup));
}

fn continue_run(app: &mut TempoApp) {
    if let Some((id, _)) = app.tournament.unfinished().first() {
        app.push_action(Action::Tournament(TournamentAction::Continue(*id)));
    }
}

fn finished(app: &TempoApp) -> bool {
    app.tournament
        .run
        .as_ref()
        .is_some_and(|(_, run)| run.live.phase == Phase::Finished)
}
