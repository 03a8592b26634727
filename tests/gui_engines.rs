//! The engine manager, engine start-up off the UI thread, the board editor and engine vs
//! engine games, driven through egui_kittest by accessibility labels.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::{
    path::PathBuf,
    time::{Duration, Instant},
};

use egui_kittest::kittest::{NodeT as _, Queryable as _, by};
use gui_common::{click_square, frames, harness, random_entry, wait_until};
use tempo::{
    app::clock::{ManualTime, TimeControl},
    app::engines::{EngineEntry, ExternalEngine, external_entry},
    app::setup::{GameSetup, Mode, Player},
    chess::{Color, OutcomeReason, Square},
    engine::{Engine, EngineError},
    gui::{Action, board_editor::EditorAction, engine_manager::EngineAction},
};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn external(name: &str, script: &str, args: &[&str]) -> ExternalEngine {
    ExternalEngine {
        name: name.to_owned(),
        program: fixture(script),
        args: args.iter().map(|a| (*a).to_owned()).collect(),
        working_dir: None,
    }
}

/// Clicks a square of the board editor.
fn click_editor_square(h: &mut egui_kittest::Harness<'_, tempo::gui::TempoApp>, sq: Square) {
    h.get_by_label(&format!("editor square {sq}")).click();
    frames(h, 2);
}

/// Whether the widget labelled `label` is disabled.
fn disabled(h: &egui_kittest::Harness<'_, tempo::gui::TempoApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// Types `text` into the text field labelled `label`.
fn type_into(h: &mut egui_kittest::Harness<'_, tempo::gui::TempoApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    frames(h, 1);
    h.get_by_label(label).type_text(text);
    frames(h, 2);
}

/// Waits (real time: engines are processes) until the manager's test launch of `engine` ends.
fn wait_for_probe(h: &mut egui_kittest::Harness<'_, tempo::gui::TempoApp>, engine: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        let done = h
            .state()
            .engine_manager()
            .and_then(|m| m.probe_result(engine))
            .is_some();
        if done {
            frames(h, 2);
            return;
        }
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the test launch of {engine} did not finish");
}

#[test]
fn engine_manager_adds_an_engine_shows_and_stores_its_options() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    h.state_mut()
        .push_action(Action::Engines(EngineAction::Toggle));
    frames(&mut h, 3);
    // File dialogs are off in tests: the form is typed in.
    h.get_by_label("Add UCI engine…").click();
    frames(&mut h, 2);
    type_into(&mut h, "Name", "Optionist");
    let program = fixture("options_engine.sh");
    type_into(&mut h, "Program", &program.display().to_string());
    h.get_by_label("Add").click();
    frames(&mut h, 2);
    assert!(
        h.state().engines().iter().any(|e| e.name == "Optionist"),
        "the engine was added"
    );
    wait_for_probe(&mut h, "Optionist");
    let report = h
        .state()
        .engine_manager()
        .unwrap()
        .probe_result("Optionist")
        .unwrap()
        .clone()
        .unwrap();
    assert_eq!(report.id_name, "Optionist");
    assert_eq!(report.test_move, "e2e4");
    assert_eq!(report.options.len(), 5);
    // Every option type has its editor, found by the option's name.
    for name in ["Hash", "Ponder", "BookFile", "Clear Hash"] {
        assert!(h.query_by_label(name).is_some(), "option {name} is shown");
    }
    h.get_by_label("Style");
    h.get(by().value("Normal"));
    h.get(by().label_contains("Test launch OK"));
    // Change one: Ponder on. It is stored and goes into the engine's entry.
    h.get_by_label("Ponder").click();
    frames(&mut h, 2);
    let stored = &h.state().settings.engine_options["Optionist"];
    assert_eq!(stored.get("Ponder").map(String::as_str), Some("true"));
    let entry = h
        .state()
        .engines()
        .iter()
        .find(|e| e.name == "Optionist")
        .unwrap();
    assert!(entry.options.contains(&("Ponder".into(), "true".into())));
    // The settings file keeps it.
    let settings = std::fs::read_to_string(dir.path().join("config/settings.json")).unwrap();
    assert!(settings.contains("Optionist") && settings.contains("Ponder"));
    // A test launch with the stored value still works.
    h.get_by_label("Test launch").click();
    frames(&mut h, 1);
    wait_for_probe(&mut h, "Optionist");
    h.get(by().label_contains("Test launch OK"));
}

#[test]
fn broken_engines_give_clear_errors_and_the_app_keeps_working() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    h.state_mut()
        .push_action(Action::Engines(EngineAction::Toggle));
    let cases = [
        ("Exits", "exits.sh", "cannot start"),
        ("Garbage", "garbage.sh", "cannot start"),
        ("Crasher", "crasher.sh", "failed while searching"),
    ];
    for (name, script, _) in cases {
        h.state_mut()
            .push_action(Action::Engines(EngineAction::Add(external(
                name,
                script,
                &[],
            ))));
        frames(&mut h, 2);
        wait_for_probe(&mut h, name);
    }
    for (name, _, expected) in cases {
        h.state_mut()
            .push_action(Action::Engines(EngineAction::Select(name.to_owned())));
        frames(&mut h, 3);
        let error = h
            .state()
            .engine_manager()
            .unwrap()
            .probe_result(name)
            .unwrap()
            .clone()
            .unwrap_err();
        assert!(error.contains(expected), "{name}: {error}");
        h.get(by().label_contains("Test launch failed"));
    }
    // A missing program is refused by the form before anything starts.
    h.get_by_label("Add UCI engine…").click();
    frames(&mut h, 2);
    type_into(&mut h, "Name", "Ghost");
    type_into(&mut h, "Program", "/no/such/engine");
    h.get_by_label("Add").click();
    frames(&mut h, 2);
    h.get(by().label_contains("is not a file"));
    h.get_by_label("Cancel").click();
    frames(&mut h, 2);
    // The app still plays.
    h.state_mut()
        .push_action(Action::Engines(EngineAction::Toggle));
    frames(&mut h, 2);
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E4);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
}

/// An engine whose start takes `delay` (like an external engine's slow handshake), then
/// succeeds or fails.
fn slow_entry(name: &str, delay: Duration, fails: bool) -> EngineEntry {
    let inner = random_entry(0);
    EngineEntry::new(name, move || {
        std::thread::sleep(delay);
        if fails {
            return Err(EngineError("no uciok within 10 s".into()));
        }
        (inner.factory)().map(|e| e as Box<dyn Engine>)
    })
}

#[test]
fn engine_start_does_not_block_the_ui_thread() {
    let dir = tempfile::tempdir().unwrap();
    let engines = vec![
        slow_entry("Slow", Duration::from_millis(1500), false),
        slow_entry("Broken", Duration::from_millis(800), true),
    ];
    let mut h = harness(dir.path(), engines, ManualTime::default());
    frames(&mut h, 2);
    let setup = GameSetup {
        mode: Mode::HumanVsEngine,
        engine: "Slow".into(),
        time: Some(TimeControl::new(60, 0)),
        book: false,
        ..GameSetup::default()
    };
    h.state_mut().push_action(Action::StartGame(setup));
    frames(&mut h, 2);
    h.get_by_label("Starting Slow…");
    // The human may move at once; frames stay quick while the engine starts.
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E4);
    let mut slowest = Duration::ZERO;
    let begun = Instant::now();
    while h.state().session.game().ply_count() < 2 && begun.elapsed() < Duration::from_secs(10) {
        let frame = Instant::now();
        h.step();
        slowest = slowest.max(frame.elapsed());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        h.state().session.game().ply_count(),
        2,
        "the engine replied once up"
    );
    assert!(
        slowest < Duration::from_millis(300),
        "a frame took {slowest:?} during the 1.5 s start-up"
    );

    // A start that fails keeps the game: the side is played by hand, with a notice.
    let setup = GameSetup {
        mode: Mode::HumanVsEngine,
        engine: "Broken".into(),
        time: None,
        book: false,
        ..GameSetup::default()
    };
    h.state_mut().push_action(Action::StartGame(setup));
    frames(&mut h, 2);
    click_square(&mut h, Square::D2);
    click_square(&mut h, Square::D4);
    assert!(wait_until(&mut h, |app| !app.session.engines_starting()));
    frames(&mut h, 2);
    assert_eq!(h.state().session.players().black, Player::Human);
    assert_eq!(h.state().session.game().sans(), ["d4"], "the game went on");
    assert!(
        h.state()
            .notices()
            .iter()
            .any(|n| n.error && n.text.contains("no uciok")),
        "{:?}",
        h.state().notices()
    );
}

#[test]
fn board_editor_builds_a_valid_fen_and_refuses_invalid_ones() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    h.state_mut()
        .push_action(Action::Editor(EditorAction::Toggle));
    frames(&mut h, 3);
    h.get(by().label_contains("Valid position"));
    h.get_by_label("Clear board").click();
    frames(&mut h, 2);
    // No kings: the rules core's error, and Play/Analyse disabled.
    h.get(by().label_contains("kings"));
    assert!(disabled(&h, "Play from here"));
    assert!(disabled(&h, "Analyse position"));
    // Click-to-place from the palette.
    h.get_by_label("palette white king").click();
    frames(&mut h, 1);
    click_editor_square(&mut h, Square::G1);
    h.get_by_label("palette black king").click();
    frames(&mut h, 1);
    click_editor_square(&mut h, Square::E8);
    // Drag a rook from the palette onto a1.
    let from = h.get_by_label("palette white rook").rect().center();
    let to = h.get_by_label("editor square a1").rect().center();
    h.hover_at(from);
    h.drag_at(from);
    frames(&mut h, 1);
    h.hover_at(from.lerp(to, 0.5));
    frames(&mut h, 1);
    h.hover_at(to);
    frames(&mut h, 1);
    h.drop_at(to);
    frames(&mut h, 2);
    let editor = h.state().board_editor().unwrap();
    assert_eq!(editor.fen_text, "4k3/8/8/8/8/8/8/R5K1 w - - 0 1");
    assert!(editor.validation().is_ok());
    assert!(!disabled(&h, "Play from here"));

    // A pawn on the first rank.
    h.get_by_label("palette white pawn").click();
    frames(&mut h, 1);
    click_editor_square(&mut h, Square::B1);
    h.get(by().label_contains("pawn on b1"));
    // Dragged off the board, it is gone.
    let from = h.get_by_label("editor square b1").rect().center();
    let off = h.get_by_label("Clear board").rect().center();
    h.hover_at(from);
    h.drag_at(from);
    frames(&mut h, 1);
    h.hover_at(from.lerp(off, 0.5));
    frames(&mut h, 1);
    h.hover_at(off);
    frames(&mut h, 1);
    h.drop_at(off);
    frames(&mut h, 2);
    assert!(h.state().board_editor().unwrap().validation().is_ok());

    // The side not to move in check, typed into the FEN field: the board follows, the
    // error names the problem.
    h.state_mut()
        .board_editor_mut()
        .unwrap()
        .set_fen_text("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    frames(&mut h, 2);
    h.get(by().label_contains("not to move (black) is in check"));
    assert!(disabled(&h, "Analyse position"));
    // Black to move makes it legal; Analyse loads it as the game.
    h.get_by_label("Black to move").click();
    frames(&mut h, 2);
    assert_eq!(
        h.state().board_editor().unwrap().fen_text,
        "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"
    );
    h.get_by_label("Analyse position").click();
    frames(&mut h, 3);
    assert!(h.state().board_editor().is_none());
    assert_eq!(
        h.state().session.game().start().to_fen(),
        "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"
    );
    assert!(
        h.state().session.players().white.is_human()
            && h.state().session.players().black.is_human()
    );

    // Play from here opens the new-game dialog with the FEN.
    h.state_mut()
        .push_action(Action::Editor(EditorAction::Toggle));
    frames(&mut h, 2);
    h.get_by_label("Play from here").click();
    frames(&mut h, 2);
    assert!(h.state().new_game_dialog_open());
}

#[test]
fn engine_vs_engine_plays_out_and_the_pgn_has_engine_comments() {
    let dir = tempfile::tempdir().unwrap();
    // Fool's mate: White's script plays f3 and g4, Black's e5 and Qh4#.
    let white = external_entry(&external(
        "White script",
        "scripted.sh",
        &["--score", "-40", "f2f3", "e7e5", "g2g4", "d8h4"],
    ));
    let black = external_entry(&external(
        "Black script",
        "scripted.sh",
        &["--score", "300", "f2f3", "e7e5", "g2g4", "d8h4"],
    ));
    let mut h = harness(dir.path(), vec![white, black], ManualTime::default());
    frames(&mut h, 2);
    let setup = GameSetup {
        mode: Mode::EngineVsEngine,
        engine: "White script".into(),
        engine2: "Black script".into(),
        time: Some(TimeControl::new(60, 1)),
        book: false,
        ..GameSetup::default()
    };
    h.state_mut().push_action(Action::StartGame(setup));
    let deadline = Instant::now() + Duration::from_secs(20);
    while !h.state().session.game().is_over() && Instant::now() < deadline {
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    let outcome = h.state().session.game().outcome().unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Checkmate);
    assert_eq!(outcome.winner, Some(Color::Black));
    frames(&mut h, 3);
    // Clocks are shown for both engines.
    assert!(h.state().session.clock().is_some());
    h.get(by().label_contains("Game over"));
    let pgn = h.state().pgn_text();
    assert!(pgn.contains("[White \"White script\"]"), "{pgn}");
    assert!(pgn.contains("[%eval -0.40,1]"), "{pgn}");
    assert!(pgn.contains("[%eval -3.00,1]"), "{pgn}");
    assert!(pgn.contains("[%clk 0:01:01"), "{pgn}");
    assert!(pgn.contains("-0.40/1"), "{pgn}");
    assert!(pgn.contains("Qh4#"), "{pgn}");
}
