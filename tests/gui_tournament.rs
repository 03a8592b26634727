//! The tournament window through the real app: a round robin set up and started from the
//! window, stopped, the app closed and opened again on the same data folder, the
//! tournament offered in the Engines menu and continued to the totals of the whole schedule.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::time::{Duration, Instant};

use egui_kittest::{Harness, kittest::Queryable as _};
use gui_common::{frames, harness, random_entry};
use tempo::{
    app::{
        clock::ManualTime,
        engines::EngineEntry,
        tournament::{
            live::Phase,
            setup::{FormatChoice, LimitChoice, TournamentSetup},
        },
    },
    gui::{Action, TempoApp, tournament::TournamentAction},
};

fn engines() -> Vec<EngineEntry> {
    let mut second = random_entry(0);
    second.name = "Random B".into();
    let mut third = random_entry(0);
    third.name = "Random C".into();
    vec![random_entry(0), second, third]
}

/// Steps until `done`, for at most a minute of real time (the games run on threads).
fn wait_for(h: &mut Harness<'_, TempoApp>, what: &str, mut done: impl FnMut(&TempoApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        h.step();
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn phase(app: &TempoApp) -> Option<Phase> {
    app.tournament
        .run
        .as_ref()
        .map(|(_, run)| run.live.phase.clone())
}

fn finished_games(app: &TempoApp) -> usize {
    app.tournament
        .run
        .as_ref()
        .and_then(|(_, run)| run.live.report.as_ref())
        .map_or(0, |r| r.finished)
}

#[test]
fn a_stopped_tournament_is_continued_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), engines(), ManualTime::default());
    frames(&mut h, 2);
    h.get_by_label("Engines").click();
    frames(&mut h, 2);
    h.get_by_label("Tournament…").click();
    frames(&mut h, 2);
    let mut setup = TournamentSetup {
        event: "Randoms".into(),
        format: FormatChoice::RoundRobin,
        engines: vec!["Random".into(), "Random B".into(), "Random C".into()],
        games: 4,
        limit: LimitChoice::MoveTime(50),
        concurrency: 1,
        ..TournamentSetup::default()
    };
    setup.adjudication.max_moves = Some(20);
    h.state_mut()
        .push_action(Action::Tournament(TournamentAction::Edit(setup)));
    frames(&mut h, 2);
    h.get_by_label("Start").click();
    frames(&mut h, 2);
    wait_for(&mut h, "two games", |app| finished_games(app) >= 2);
    h.get_by_label("Stop").click();
    wait_for(&mut h, "the stop", |app| phase(app) == Some(Phase::Stopped));
    let kept = finished_games(h.state());
    assert!((2..12).contains(&kept), "{kept} games before the stop");
    drop(h);

    // The app opened again on the same folders: the tournament is offered and continued.
    let mut h = harness(dir.path(), engines(), ManualTime::default());
    frames(&mut h, 2);
    assert_eq!(h.state().tournament.unfinished().len(), 1);
    h.get_by_label("Engines").click();
    frames(&mut h, 2);
    h.get_by_label(
        "Continue Randoms: Random, Random B, Random C (round robin, 4 games per pairing)",
    )
    .click();
    frames(&mut h, 2);
    wait_for(&mut h, "the end", |app| phase(app) == Some(Phase::Finished));
    let run = &h.state().tournament.run.as_ref().unwrap().1;
    let report = run.live.report.as_ref().unwrap();
    assert_eq!(
        (report.resumed, report.finished, report.scheduled),
        (kept, 12, 12)
    );
    for engine in 0..3 {
        assert_eq!(report.standings.engine(engine).games.games(), 8);
    }
    frames(&mut h, 2);
    h.get_by_label("Finished: 12 of 12 games");
    assert!(h.state().tournament.unfinished().is_empty());
}

#[test]
fn engine_games_from_a_position_become_variations() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), engines(), ManualTime::default());
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::LoadPgnText("1. e4 e5 2. Nf3 *\n".to_owned()));
    frames(&mut h, 3);
    let from = h.state().session.game().cursor();
    let fen = h.state().session.game().viewed().to_fen();
    let children_before = h.state().session.game().tree().children(from).count();
    h.get_by_label("Engines").click();
    frames(&mut h, 2);
    h.get_by_label("Engine games from this position…").click();
    frames(&mut h, 2);
    let mut setup = h.state().tournament.setup.clone();
    assert_eq!(setup.format, FormatChoice::Match);
    setup.engines = vec!["Random".into(), "Random B".into()];
    setup.limit = LimitChoice::MoveTime(50);
    setup.adjudication.max_moves = Some(10);
    h.state_mut()
        .push_action(Action::Tournament(TournamentAction::Edit(setup)));
    frames(&mut h, 2);
    h.get_by_label("Start").click();
    wait_for(&mut h, "the match", |app| {
        phase(app) == Some(Phase::Finished)
    });
    frames(&mut h, 2);
    h.get_by_label("Add the games as variations").click();
    frames(&mut h, 2);
    let game = h.state().session.game();
    assert_eq!(game.viewed().to_fen(), fen);
    assert!(game.tree().children(from).count() > children_before);
}
