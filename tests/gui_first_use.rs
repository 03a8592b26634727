//! The app as a new user meets it: files are never destroyed, choosing a file always works,
//! the start is calm, games are not thrown away without asking (and can be brought back), bad
//! input is refused with a clear reason, loaded games keep their players.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::time::Duration;

use eframe::egui::{self, accesskit::Role};
use egui_kittest::kittest::Queryable as _;
use gui_common::{frames, harness, random_entry};
use tempo::{
    app::clock::{ManualTime, TimeControl},
    app::setup::{GameSetup, Mode, SideChoice},
    chess::OutcomeReason,
    formats::pgn::read_all,
    gui::{Action, files::FileAction},
};

fn two_players(time: Option<TimeControl>) -> GameSetup {
    GameSetup {
        mode: Mode::HumanVsHuman,
        time,
        ..GameSetup::default()
    }
}

/// A one-minute two-player game with these moves, then the app dies without shutting down.
fn crash_during_a_timed_game(dir: &std::path::Path, moves: &[&str]) {
    let mut h = harness(dir, vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::StartGame(two_players(Some(TimeControl::new(
            60, 0,
        )))));
    frames(&mut h, 2);
    typed(&mut h, moves);
    std::mem::forget(h);
}

fn typed(h: &mut egui_kittest::Harness<'static, tempo::gui::TempoApp>, moves: &[&str]) {
    for text in moves {
        h.state_mut().push_action(Action::TypedMove((*text).into()));
        frames(h, 1);
    }
}

/// Six games written the way real files are: comments, escaped lines, odd spacing.
const SIX: [&str; 6] = [
    "[Event \"Casual\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6\n3. Bc4 Nf6 4. Qxf7# 1-0\n",
    "[Event \"two\"]\n[White \"Cy\"]\n[Black \"Di\"]\n[Result \"*\"]\n\n1.d4 d5  *\n",
    "[Event \"three\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. c4 {English} e5 2. Nc3 *\n",
    "% kept as written\n[Event \"four\"]\n[White \"Gus\"]\n[Black \"Hal\"]\n[Result \"*\"]\n\n1. Nf3 (1. g3) 1... d5 *\n",
    "[Event \"five\"]\n[White \"Ida\"]\n[Black \"Jo\"]\n[Result \"1/2-1/2\"]\n\n1. e4 c5 1/2-1/2\n",
    "[Event \"six\"]\n[White \"Kai\"]\n[Black \"Lu\"]\n[Result \"*\"]\n\n1. b3 *",
];

#[test]
fn saving_game_three_of_six_keeps_the_other_five_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six.pgn");
    let original = SIX.join("\n");
    std::fs::write(&path, &original).unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::File(FileAction::Open(path.clone())));
    frames(&mut h, 3);
    assert!(
        h.state().files.list_open,
        "a multi-game file opens its list"
    );
    h.get_by_label_contains("Game 3: Eve").click();
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["c4", "e5", "Nc3"]);
    typed(&mut h, &["Nf6"]);
    assert_eq!(h.state().session.game().sans(), ["c4", "e5", "Nc3", "Nf6"]);
    h.state_mut().push_action(Action::File(FileAction::Save));
    frames(&mut h, 2);
    let saved = std::fs::read_to_string(&path).unwrap();
    let before: String = SIX[..2].iter().map(|g| format!("{g}\n")).collect();
    let after = SIX[3..].join("\n");
    assert!(
        saved.starts_with(&before),
        "games 1 and 2 unchanged:\n{saved}"
    );
    assert!(saved.ends_with(&after), "games 4 to 6 unchanged:\n{saved}");
    let games: Vec<_> = read_all(&saved).into_iter().map(Result::unwrap).collect();
    assert_eq!(games.len(), 6, "{saved}");
    assert_eq!(games[2].tags.get("White"), Some("Eve"));
    assert_eq!(games[2].mainline().len(), 4, "game 3 updated");
    // Saving again (the offsets moved) still keeps the file whole.
    typed(&mut h, &["g3"]);
    h.state_mut().push_action(Action::File(FileAction::Save));
    frames(&mut h, 2);
    let again = std::fs::read_to_string(&path).unwrap();
    assert!(
        again.starts_with(&before) && again.ends_with(&after),
        "{again}"
    );
    assert_eq!(read_all(&again).len(), 6);
    // The list was read again: game 4 still loads from its new place.
    h.get_by_label_contains("Game 4: Gus").click();
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["Nf3", "d5"]);
}

#[test]
fn a_file_changed_on_disk_is_not_overwritten_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six.pgn");
    std::fs::write(&path, SIX.join("\n")).unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::File(FileAction::Open(path.clone())));
    frames(&mut h, 3);
    h.get_by_label_contains("Game 2: Cy").click();
    frames(&mut h, 3);
    typed(&mut h, &["c4"]);
    // Another program rewrites the file meanwhile.
    let changed = format!("[Event \"new\"]\n\n1. a3 *\n\n{}", SIX.join("\n"));
    std::fs::write(&path, &changed).unwrap();
    h.state_mut().push_action(Action::File(FileAction::Save));
    frames(&mut h, 3);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        changed,
        "nothing written yet"
    );
    h.get_by_label("Append as a new game").click();
    frames(&mut h, 3);
    let games = read_all(&std::fs::read_to_string(&path).unwrap());
    assert_eq!(
        games.len(),
        8,
        "the other program's game kept, ours appended"
    );
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .starts_with(&changed)
    );
}

#[test]
fn saving_works_without_a_desktop_file_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    typed(&mut h, &["e4", "e5"]);
    h.state_mut()
        .push_action(Action::File(FileAction::SaveAsDialog));
    frames(&mut h, 3);
    h.get_by_label("Save the game as");
    let target = dir.path().join("mine.pgn");
    let field = h.get_by_role_and_label(Role::TextInput, "File:");
    field.focus();
    frames(&mut h, 1);
    // Replace the proposed name with a full path.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    frames(&mut h, 1);
    h.get_by_role_and_label(Role::TextInput, "File:")
        .type_text(target.to_str().unwrap());
    frames(&mut h, 2);
    h.get_by_label("Save").click();
    frames(&mut h, 3);
    let text = std::fs::read_to_string(&target).unwrap();
    assert!(text.contains("1. e4 e5"), "{text}");
    assert!(
        h.query_by_label("Save the game as").is_none(),
        "the chooser closed"
    );
    assert_eq!(h.state().settings.recent_files.len(), 1);
    // Choosing the same file again asks before replacing it, and can append instead.
    h.state_mut()
        .push_action(Action::File(FileAction::SaveAsDialog));
    frames(&mut h, 3);
    h.get_by_label("Save").click();
    frames(&mut h, 3);
    h.get_by_label("Replace the file?");
    h.get_by_label("Keep the file").click();
    frames(&mut h, 2);
    assert_eq!(std::fs::read_to_string(&target).unwrap(), text);
}

#[test]
fn the_app_starts_calm_and_a_fen_opens_for_analysis() {
    let dir = tempfile::tempdir().unwrap();
    // Even with a timed game against an engine as the last setup.
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    let mut h = harness(dir.path(), vec![random_entry(0)], ManualTime::default());
    h.state_mut().settings.last_setup = GameSetup {
        mode: Mode::HumanVsEngine,
        side: SideChoice::White,
        engine: "Random".into(),
        time: Some(TimeControl::new(300, 0)),
        ..GameSetup::default()
    };
    drop(h);
    let time = ManualTime::default();
    let mut h = harness(dir.path(), vec![random_entry(0)], time.clone());
    frames(&mut h, 3);
    let app = h.state();
    assert!(app.session.clock().is_none(), "no clock runs at start");
    assert!(app.session.players().white.is_human() && app.session.players().black.is_human());
    assert_eq!(app.session.game().ply_count(), 0);
    // A FEN given once is used once.
    h.state_mut()
        .push_action(Action::Paste("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1".into()));
    frames(&mut h, 2);
    assert_eq!(
        h.state().session.game().viewed().to_fen(),
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
    );
    assert!(h.state().session.clock().is_none());
    assert!(
        !format!("{:?}", h.state().settings.last_setup.start).contains("4k3"),
        "the pasted FEN does not become the start of later games"
    );
    // An invalid FEN is reported as one.
    h.state_mut()
        .push_action(Action::Paste("8/8/8/4k3/8/8/4P3/4K4 w - - 0 1".into()));
    frames(&mut h, 2);
    let notices: Vec<String> = h.state().notices().iter().map(|n| n.text.clone()).collect();
    assert!(
        notices.iter().any(|n| n.contains("Not a valid FEN")),
        "{notices:?}"
    );
}

#[test]
fn an_unfinished_timed_game_waits_paused_until_continued() {
    let dir = tempfile::tempdir().unwrap();
    crash_during_a_timed_game(dir.path(), &["e4", "e5"]);
    let time = ManualTime::default();
    let mut h = harness(dir.path(), vec![], time.clone());
    frames(&mut h, 2);
    assert!(h.state().resume_offered());
    assert_eq!(
        h.state().session.game().sans(),
        ["e4", "e5"],
        "the board shows the game"
    );
    assert!(
        h.state().session.clock().is_none(),
        "no clock runs while it waits"
    );
    time.advance(Duration::from_secs(30));
    frames(&mut h, 2);
    h.get_by_label("Continue the game").click();
    frames(&mut h, 2);
    let now = h.state().now();
    let clock = h.state().session.clock().unwrap();
    assert!(
        clock.remaining(tempo::chess::Color::White, now) > Duration::from_secs(59),
        "the wait did not cost White time"
    );
}

#[test]
fn replacing_a_game_in_progress_asks_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::StartGame(two_players(Some(TimeControl::new(
            300, 0,
        )))));
    frames(&mut h, 2);
    typed(&mut h, &["d4", "d5", "c4"]);
    h.state_mut().push_action(Action::Paste(
        "[White \"X\"]\n[Black \"Y\"]\n\n1. e4 *".into(),
    ));
    frames(&mut h, 3);
    h.get_by_label("Leave the game in progress?");
    h.get_by_label("Keep playing").click();
    frames(&mut h, 2);
    assert_eq!(
        h.state().session.game().sans(),
        ["d4", "d5", "c4"],
        "nothing replaced"
    );
    h.state_mut().push_action(Action::Paste(
        "[White \"X\"]\n[Black \"Y\"]\n\n1. e4 *".into(),
    ));
    frames(&mut h, 3);
    h.get_by_label("Open the other game").click();
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
    assert_eq!(h.state().player_name(tempo::chess::Color::White), "X");
    // Ctrl+Z brings the game back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["d4", "d5", "c4"]);
    // Resigning asks first.
    h.state_mut()
        .push_action(Action::StartGame(two_players(None)));
    frames(&mut h, 2);
    typed(&mut h, &["e4"]);
    h.state_mut().push_action(Action::Resign);
    // A modal is laid out over a few frames before it shows.
    frames(&mut h, 3);
    assert!(
        h.state().session.game().outcome().is_none(),
        "not without a yes"
    );
    h.get_by_label("Resign the game?");
    h.get_by_label("Keep playing").click();
    frames(&mut h, 2);
    assert!(h.state().session.game().outcome().is_none());
    h.state_mut().push_action(Action::Resign);
    frames(&mut h, 3);
    h.get_by_label("Resign").click();
    frames(&mut h, 2);
    let outcome = h.state().session.game().outcome().unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Resignation);
}

#[test]
fn loaded_games_keep_their_players_and_results_without_invented_reasons() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut().push_action(Action::Paste(
        "[White \"Morphy, Paul\"]\n[Black \"Duke\"]\n[WhiteElo \"2690\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0"
            .into(),
    ));
    frames(&mut h, 3);
    h.get_by_label("Morphy, Paul");
    h.get_by_label("Duke");
    h.get_by_label("White · 2690");
    let outcome = h.state().session.game().outcome().unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Recorded);
    assert!(h.query_by_label_contains("resigns").is_none());
    assert!(h.query_all_by_label_contains("White wins").next().is_some());
}

#[test]
fn a_file_that_is_not_pgn_is_refused_and_broken_games_are_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("ls.pgn");
    std::fs::write(&binary, b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0").unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    typed(&mut h, &["e4"]);
    h.state_mut()
        .push_action(Action::File(FileAction::Open(binary)));
    frames(&mut h, 3);
    let error = h.state().files.error.clone().unwrap();
    assert!(error.contains("not a text file"), "{error}");
    assert!(h.state().files.list.is_none());
    assert_eq!(h.state().session.game().sans(), ["e4"], "the game was kept");
    // Text that is not chess: every "game" is broken, so the file is refused.
    let words = dir.path().join("words.pgn");
    std::fs::write(&words, "hello world this is not chess\n\nnor is this\n").unwrap();
    h.state_mut()
        .push_action(Action::File(FileAction::Open(words)));
    frames(&mut h, 3);
    assert!(h.state().files.list.is_none() || !h.state().files.list_open);
    // A file with one broken game among good ones lists it, flagged.
    let mixed = dir.path().join("mixed.pgn");
    std::fs::write(
        &mixed,
        "[White \"Ok\"]\n\n1. e4 *\n\n[White \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n[White \"Fine\"]\n\n1. d4 *\n",
    )
    .unwrap();
    h.state_mut()
        .push_action(Action::File(FileAction::Open(mixed)));
    frames(&mut h, 3);
    let list = h.state().files.list.as_ref().unwrap();
    assert!(list.invalid(2).is_some());
    assert!(list.invalid(1).is_none() && list.invalid(3).is_none());
    h.get_by_label("Games in mixed.pgn");
    assert!(h.query_by_label_contains("1 cannot be read").is_some());
}

/// A harness whose one engine, "Flaky", refuses its next `go` while the returned flag is set.
fn flaky_harness(
    dir: &std::path::Path,
    fail_now: bool,
) -> (
    egui_kittest::Harness<'static, tempo::gui::TempoApp>,
    std::sync::Arc<std::sync::atomic::AtomicBool>,
) {
    let fail = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(fail_now));
    let mut h = harness(
        dir,
        vec![gui_common::flaky_entry(std::sync::Arc::clone(&fail))],
        ManualTime::default(),
    );
    frames(&mut h, 2);
    (h, fail)
}

#[test]
fn an_engine_that_stops_answering_is_restarted_not_forfeited() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, fail) = flaky_harness(dir.path(), false);
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsEngine,
        side: SideChoice::White,
        engine: "Flaky".into(),
        time: Some(TimeControl::new(300, 0)),
        // No book, so the engine's first reply is a search.
        book: false,
        ..GameSetup::default()
    }));
    assert!(gui_common::wait_until(&mut h, |app| !app
        .session
        .engines_starting()));
    fail.store(true, std::sync::atomic::Ordering::SeqCst);
    typed(&mut h, &["e4"]);
    assert!(
        gui_common::wait_until(&mut h, |app| app.session.game().ply_count() == 2),
        "the restarted engine answers; notices: {:?}",
        h.state()
            .notices()
            .iter()
            .map(|n| &n.text)
            .collect::<Vec<_>>()
    );
    assert!(h.state().session.game().outcome().is_none(), "no forfeit");
    assert!(
        h.state()
            .notices()
            .iter()
            .any(|n| n.text.contains("was restarted")),
        "the user is told"
    );
}

#[test]
fn an_analysis_engine_that_stops_answering_is_restarted() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _fail) = flaky_harness(dir.path(), true);
    let pane = h.state().analysis.panes()[0].id();
    h.state_mut().push_action(Action::Analysis(
        tempo::gui::analysis::AnalysisAction::SetEngine(pane, "Flaky".into()),
    ));
    h.state_mut().push_action(Action::Analysis(
        tempo::gui::analysis::AnalysisAction::Toggle,
    ));
    assert!(
        gui_common::wait_until(&mut h, |app| !app.analysis.panes()[0].lines().is_empty()),
        "lines arrive from the restarted engine"
    );
    assert!(h.state().analysis.is_active());
    assert!(h.state().analysis.panes()[0].error().is_none());
}

#[test]
fn opening_a_file_keeps_the_paused_game_on_offer() {
    let dir = tempfile::tempdir().unwrap();
    crash_during_a_timed_game(dir.path(), &["e4", "e5", "Nf3"]);
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    assert!(h.state().resume_offered());
    // `tempo other.pgn` at the same start: the file opens, the offer stays.
    let other = dir.path().join("other.pgn");
    std::fs::write(
        &other,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. d4 1-0\n",
    )
    .unwrap();
    h.state_mut().open_argument(other.to_str().unwrap());
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["d4"]);
    assert!(
        h.state().resume_offered(),
        "the unfinished game is still offered"
    );
    drop(h);
    // And it is still there at the next start.
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    assert!(h.state().resume_offered());
    h.get_by_label("Continue the game").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "e5", "Nf3"]);
    assert!(h.state().session.clock().is_some());
}
