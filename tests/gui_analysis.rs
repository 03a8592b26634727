//! Analysis mode and game review in the real app, driven through egui_kittest: starting and
//! stopping analysis, MultiPV lines from the real PVS engine, a line played by a click, the
//! analysis following the board, a review with graph and judgements written into the game,
//! an external engine that dies mid-analysis beside one that goes on, and several engines
//! added, paused and removed in the panel.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::time::{Duration, Instant};

use eframe::egui;
use egui_kittest::{Harness, kittest::Queryable as _};
use gui_common::{frames, harness};
use tempo::{
    app::analysis::Pane,
    app::clock::ManualTime,
    app::setup::{GameSetup, Mode},
    app::{
        engines::{EngineEntry, ExternalEngine, builtin_engines, external_entry},
        review::{Judgement, ReviewLimit},
    },
    engine::Score,
    gui::{Action, TempoApp, analysis::AnalysisAction, review_panel::ReviewAction},
};

/// The panel's first engine.
fn first(app: &TempoApp) -> &Pane {
    &app.analysis.panes()[0]
}

/// Steps until `done`, for at most `secs` of real time (engines answer from their threads).
fn wait_secs(
    h: &mut Harness<'_, TempoApp>,
    secs: u64,
    mut done: impl FnMut(&TempoApp) -> bool,
) -> bool {
    let until = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < until {
        if done(h.state()) {
            return true;
        }
        h.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    done(h.state())
}

fn pvs_only() -> Vec<EngineEntry> {
    builtin_engines().into_iter().take(1).collect()
}

/// A harness with a two-player game on the board (no engine replies).
fn two_player_harness(
    dir: &std::path::Path,
    engines: Vec<EngineEntry>,
) -> Harness<'static, TempoApp> {
    let mut h = harness(dir, engines, ManualTime::default());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        ..GameSetup::default()
    }));
    frames(&mut h, 2);
    h
}

#[test]
fn analysis_starts_shows_multipv_lines_follows_the_board_and_stops() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), pvs_only());
    h.get_by_label("Analyse").click();
    frames(&mut h, 2);
    assert!(h.state().analysis.is_active());
    assert!(
        wait_secs(&mut h, 20, |app| first(app).lines().len() == 3
            && first(app).lines().iter().all(|l| l.depth >= 3)),
        "three lines reach depth 3: {:?}",
        first(h.state()).lines()
    );
    let app = h.state();
    assert_eq!(app.analysis.arrows().len(), 3, "one arrow per line");
    let figures = first(app).figures();
    assert!(figures.nodes.is_some() && figures.hashfull.is_some());
    let ranks: Vec<u32> = first(app).lines().iter().map(|l| l.multipv).collect();
    assert_eq!(ranks, [1, 2, 3]);
    h.get_by_label_contains("evaluation ");
    h.get_by_label("analysis line 2");

    // Lines update: deeper iterations replace the first ones.
    let depth = first(h.state()).figures().depth.unwrap();
    assert!(
        wait_secs(&mut h, 20, |app| first(app).figures().depth > Some(depth)),
        "deeper lines arrive"
    );

    // Fewer lines on request.
    let id = first(h.state()).id();
    h.state_mut()
        .push_action(Action::Analysis(AnalysisAction::SetLines(id, 1)));
    assert!(wait_secs(&mut h, 20, |app| first(app).lines().len() == 1
        && app.analysis.is_searching()));
    frames(&mut h, 5);
    assert_eq!(first(h.state()).lines().len(), 1);

    // The analysis follows the board: a move restarts it for Black.
    h.state_mut().push_action(Action::TypedMove("e4".into()));
    frames(&mut h, 1);
    assert!(
        wait_secs(&mut h, 20, |app| app
            .analysis
            .target()
            .is_some_and(|t| t.moves.len() == 1)
            && !first(app).lines().is_empty()),
        "analysis of the position after 1. e4"
    );
    let line = first(h.state()).lines()[0].san.clone();
    assert!(line.starts_with("1…"), "Black's line: {line}");

    // The A key stops it.
    h.key_press(egui::Key::A);
    frames(&mut h, 2);
    assert!(!h.state().analysis.is_active());
    assert!(!h.state().analysis.is_searching());
    assert!(h.query_by_label("analysis line 1").is_none());
}

/// Starts analysis and waits for two lines; their first moves. A deeper iteration may
/// reorder the lines between reading and clicking, so a clicked line's move must be one of them.
fn analyse_until_two_lines(h: &mut Harness<'_, TempoApp>) -> Vec<tempo::chess::Move> {
    h.state_mut()
        .push_action(Action::Analysis(AnalysisAction::Toggle));
    assert!(wait_secs(h, 20, |app| first(app)
        .lines()
        .iter()
        .any(|l| l.multipv == 2 && l.depth >= 2)));
    first(h.state()).lines().iter().map(|l| l.pv[0]).collect()
}

#[test]
fn clicking_a_line_plays_its_first_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), pvs_only());
    let mut firsts = analyse_until_two_lines(&mut h);
    h.get_by_label("analysis line 2").click();
    frames(&mut h, 1);
    // The frame that takes the click may show a newer iteration's lines (seen on a loaded
    // machine): they are still the analysis' lines right after it.
    firsts.extend(first(h.state()).lines().iter().map(|l| l.pv[0]));
    frames(&mut h, 1);
    let played = h.state().session.game().moves().to_vec();
    assert_eq!(played.len(), 1);
    assert!(firsts.contains(&played[0]), "{played:?} not in {firsts:?}");
}

/// Mid-game in a two-player game without clocks, a clicked line's move goes after the shown position (the
/// next move or a variation), as a board move would; the mainline is kept.
#[test]
fn clicking_a_line_mid_game_plays_after_the_shown_position() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), pvs_only());
    // Without clocks the tree may be explored (with them, moves go at the end).
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    frames(&mut h, 2);
    for text in ["e4", "e5", "Nf3"] {
        h.state_mut()
            .push_action(Action::TypedMove(text.to_owned()));
    }
    frames(&mut h, 2);
    let mainline_before = h.state().session.game().tree().mainline().len();
    h.state_mut()
        .push_action(Action::Navigate(tempo::gui::actions::Nav::Ply(1)));
    frames(&mut h, 2);
    // The lines keep deepening (and may reorder) while the click is made, so the move is
    // checked for being Black's reply to 1. e4, not for being a particular line's.
    analyse_until_two_lines(&mut h);
    h.get_by_label("analysis line 2").click();
    frames(&mut h, 2);
    let app = h.state();
    assert_eq!(
        app.session.game().view(),
        2,
        "the move is shown after 1. e4"
    );
    let shown = app.session.game().viewed_last_move().unwrap();
    let after_e4 = app.session.game().position_before(1).unwrap();
    assert!(after_e4.is_legal(shown), "{shown:?}");
    assert_eq!(app.session.game().tree().mainline().len(), mainline_before);
}

#[test]
fn review_of_a_short_game_gives_a_graph_judgements_and_annotations() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), pvs_only());
    let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    h.state_mut().push_action(Action::LoadPgnText(pgn.into()));
    h.state_mut()
        .push_action(Action::Review(ReviewAction::SetLimit(ReviewLimit::Depth(
            4,
        ))));
    h.state_mut()
        .push_action(Action::Review(ReviewAction::OpenDialog));
    frames(&mut h, 3);
    h.get_by_label("Start review").click();
    frames(&mut h, 2);
    assert!(h.state().review_running() || h.state().review_result().is_some());
    assert!(
        wait_secs(&mut h, 60, |app| app.review_result().is_some()),
        "the review finishes"
    );
    let review = h.state().review_result().unwrap().clone();
    assert_eq!(review.evals.len(), 8);
    assert_eq!(review.moves.len(), 7);
    let nf6 = &review.moves[5];
    assert_eq!(nf6.label, "3… Nf6");
    assert_eq!(nf6.judgement, Judgement::Blunder, "{review:?}");
    assert!(nf6.better.is_some());
    assert_eq!(review.moves[6].judgement, Judgement::Best, "Qxf7# is best");
    assert!(review.accuracy.white.unwrap() > review.accuracy.black.unwrap());
    assert!(matches!(review.evals[6].verdict.score(), Some(Score::Mate(n)) if n > 0));
    frames(&mut h, 2);

    // The graph is drawn; a click on its left edge jumps to the start.
    let graph = h.get_by_label("evaluation graph").rect();
    let at = graph.left_center() + egui::vec2(3.0, 0.0);
    h.hover_at(at);
    h.drag_at(at);
    frames(&mut h, 1);
    h.drop_at(at);
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().view(), 0);
    // The blunder's chip jumps to it.
    h.get_by_label_contains("3… Nf6??").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().view(), 6);
    frames(&mut h, 3);

    h.get_by_label("Write into the game").click();
    frames(&mut h, 2);
    // The annotations go into the game itself (and so into its saved PGN).
    let annotated = h.state().session.game().tree().clone();
    let mainline = annotated.mainline();
    let node = annotated.node(mainline[5]).unwrap();
    assert_eq!(node.nags, vec![tempo::formats::pgn::Nag::BLUNDER]);
    assert!(node.comment.starts_with("Blunder."), "{}", node.comment);
    assert!(annotated.node(mainline[0]).unwrap().eval().is_some());
    assert_eq!(
        annotated.children(mainline[4]).count(),
        2,
        "the better move as a variation"
    );
}

#[test]
fn review_can_be_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), pvs_only());
    for mv in ["d4", "d5", "c4", "e6", "Nc3", "Nf6"] {
        h.state_mut().push_action(Action::TypedMove(mv.into()));
    }
    h.state_mut()
        .push_action(Action::Review(ReviewAction::SetLimit(
            ReviewLimit::MoveTime(2000),
        )));
    h.state_mut()
        .push_action(Action::Review(ReviewAction::Start));
    frames(&mut h, 3);
    assert!(h.state().review_running());
    h.get_by_label("Cancel").click();
    frames(&mut h, 2);
    assert!(!h.state().review_running());
    assert!(h.state().review_result().is_none());
}

#[test]
fn engine_crashing_mid_analysis_is_reported_in_its_pane_while_the_other_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/analysis_crasher.sh");
    let crasher = external_entry(&ExternalEngine {
        name: "Crasher".into(),
        program: script,
        args: Vec::new(),
        working_dir: None,
    });
    let mut engines = vec![crasher];
    engines.extend(pvs_only());
    let mut h = two_player_harness(dir.path(), engines);
    h.state_mut()
        .push_action(Action::Analysis(AnalysisAction::Add("Tempo PVS".into())));
    frames(&mut h, 1);
    h.key_press(egui::Key::A);
    frames(&mut h, 2);
    assert!(h.state().analysis.is_active());
    assert!(
        wait_secs(&mut h, 20, |app| first(app).error().is_some()),
        "the crash is reported"
    );
    let app = h.state();
    assert!(app.analysis.is_active(), "the analysis goes on");
    let error = first(app).error().unwrap().to_owned();
    assert!(error.contains("Crasher"), "{error}");
    assert!(error.contains("exit code 3"), "{error}");
    assert!(
        app.notices()
            .iter()
            .any(|n| n.error && n.text.contains("Analysis stopped"))
    );
    assert!(
        wait_secs(&mut h, 20, |app| {
            let pvs = &app.analysis.panes()[1];
            pvs.lines().len() == 3 && pvs.is_searching()
        }),
        "the other engine goes on"
    );
    frames(&mut h, 2);
    // Shown in the crashed engine's pane (and in the notice).
    assert!(
        h.query_all_by_label_contains("simulated crash during analysis")
            .count()
            >= 1
    );
    h.get_by_label("engine 2 line 1");

    // The app still works: moves are played, and the crashed engine can be restarted.
    h.state_mut().push_action(Action::TypedMove("e4".into()));
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
    h.get_by_label("Restart").click();
    frames(&mut h, 2);
    assert!(first(h.state()).error().is_none());
    assert!(wait_secs(&mut h, 20, |app| first(app).error().is_some()));
}

#[test]
fn engines_are_added_paused_resumed_and_removed_in_the_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_player_harness(dir.path(), builtin_engines());
    h.get_by_label("Analyse").click();
    frames(&mut h, 2);
    h.get_by_label("Add engine").click();
    frames(&mut h, 2);
    h.get_by_label("Tempo MCTS").click();
    frames(&mut h, 2);
    assert_eq!(h.state().analysis.panes().len(), 2);
    assert!(
        wait_secs(&mut h, 30, |app| app
            .analysis
            .panes()
            .iter()
            .all(|p| !p.lines().is_empty() && p.is_searching())),
        "both engines analyse"
    );
    let arrows = h.state().analysis.arrows();
    assert_eq!(arrows.len(), 2, "one arrow per engine: {arrows:?}");
    let stored = &h.state().settings.analysis.engines;
    let names: Vec<&str> = stored.iter().map(|c| c.engine.as_str()).collect();
    assert_eq!(names, ["Tempo PVS", "Tempo MCTS"], "kept in the settings");

    // Pause the first: it stops, the other goes on.
    h.get_all_by_label("Pause").next().unwrap().click();
    frames(&mut h, 2);
    assert!(first(h.state()).is_paused());
    // The other takes over its cores: restarted with them, it goes on.
    assert!(wait_secs(&mut h, 20, |app| !first(app).is_searching()
        && app.analysis.panes()[1].is_searching()));
    h.get_by_label("Resume").click();
    frames(&mut h, 2);
    assert!(wait_secs(&mut h, 20, |app| first(app).is_searching()));

    // Remove the second.
    h.get_all_by_label("Remove").nth(1).unwrap().click();
    frames(&mut h, 2);
    assert_eq!(h.state().analysis.panes().len(), 1);
    assert_eq!(h.state().settings.analysis.engines.len(), 1);
}

#[test]
fn an_engine_that_ignores_stop_never_holds_up_a_frame() {
    let dir = tempfile::tempdir().unwrap();
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hanger.sh");
    let hanger = external_entry(&ExternalEngine {
        name: "Hanger".into(),
        program: script,
        args: Vec::new(),
        working_dir: None,
    });
    let mut h = two_player_harness(dir.path(), vec![hanger]);
    h.state_mut()
        .push_action(Action::Analysis(AnalysisAction::Toggle));
    assert!(
        wait_secs(&mut h, 20, |app| app.analysis.is_searching()),
        "the search starts"
    );
    // A new position: the search is stopped (the engine never answers) and, after the
    // debounce, the next one is asked for. The client waits 5 s for the stop's answer; all of
    // that happens on the engine's thread, none of it in a frame.
    h.state_mut().push_action(Action::TypedMove("e4".into()));
    let until = Instant::now() + Duration::from_millis(1500);
    let mut slowest = Duration::ZERO;
    while Instant::now() < until {
        let begun = Instant::now();
        h.step();
        slowest = slowest.max(begun.elapsed());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(h.state().session.game().sans(), ["e4"]);
    assert!(
        slowest < Duration::from_millis(500),
        "a frame took {slowest:?}"
    );
}
