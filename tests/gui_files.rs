//! PGN in the app, driven through egui_kittest: variations in the move list, tree edits,
//! comments and NAGs in saved PGN, the game list, the book panel, opening names, and errors
//! that keep the current game.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use gui_common::{click_move, frames, harness};
use tempo::{
    app::clock::ManualTime,
    app::setup::{GameSetup, Mode},
    app::tree_edit::TreeAction,
    formats::pgn::{Nag, NodeId, read_all},
    gui::{Action, files::FileAction},
};

/// A harness with an untimed game between two people: moves off the line make variations.
fn two_players(dir: &std::path::Path) -> egui_kittest::Harness<'static, tempo::gui::TempoApp> {
    let mut h = harness(dir, vec![], ManualTime::default());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    frames(&mut h, 2);
    h
}

fn typed(h: &mut egui_kittest::Harness<'static, tempo::gui::TempoApp>, moves: &[&str]) {
    for text in moves {
        h.state_mut().push_action(Action::TypedMove((*text).into()));
        frames(h, 1);
    }
}

/// The mainline of the app's game in SAN.
fn mainline_sans(h: &egui_kittest::Harness<'static, tempo::gui::TempoApp>) -> Vec<String> {
    let tree = h.state().session.game().tree();
    tree.mainline()
        .into_iter()
        .filter_map(|id| tree.san(id))
        .collect()
}

/// The node of `san` among the children of `parent`.
fn child(
    h: &egui_kittest::Harness<'static, tempo::gui::TempoApp>,
    parent: NodeId,
    san: &str,
) -> NodeId {
    let tree = h.state().session.game().tree();
    tree.children(parent)
        .find(|&c| tree.san(c).as_deref() == Some(san))
        .unwrap_or_else(|| panic!("no {san}; notices: {:?}", notices(h)))
}

fn notices(h: &egui_kittest::Harness<'static, tempo::gui::TempoApp>) -> Vec<String> {
    h.state().notices().iter().map(|n| n.text.clone()).collect()
}

#[test]
fn a_different_move_makes_a_variation_shown_in_the_move_list() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_players(dir.path());
    typed(&mut h, &["e4", "e5", "Nf3"]);
    // Back to after 1. e4 by clicking it in the move list, then play 1... c5 on the board.
    h.get_by_label("e4").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().view(), 1);
    let pos = h.state().session.game().viewed().clone();
    let c5 = pos.parse_san("c5").unwrap();
    click_move(&mut h, &pos, c5);
    assert_eq!(mainline_sans(&h), ["e4", "e5", "Nf3"], "the mainline stays");
    assert_eq!(
        h.state().session.game().sans(),
        ["e4", "c5"],
        "{:?}",
        notices(&h)
    );
    frames(&mut h, 2);
    // The variation is written with its move number under the mainline move it replaces.
    h.get_by_label("1... c5");
    // Clicking a mainline move goes back to the mainline.
    h.get_by_label("Nf3").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "e5", "Nf3"]);
    assert_eq!(h.state().session.game().view(), 3);
    // Left and right step along the line.
    h.key_press(eframe::egui::Key::ArrowLeft);
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().view(), 2);
    // Up and down switch between 1... e5 and 1... c5.
    h.key_press(eframe::egui::Key::ArrowDown);
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "c5"]);
    h.key_press(eframe::egui::Key::ArrowUp);
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "e5", "Nf3"]);
}

#[test]
fn promote_and_delete_variations() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_players(dir.path());
    typed(&mut h, &["e4", "e5", "Nf3"]);
    h.state_mut()
        .push_action(Action::Navigate(tempo::gui::actions::Nav::Ply(1)));
    frames(&mut h, 1);
    typed(&mut h, &["c5", "Nc3"]);
    h.state_mut()
        .push_action(Action::Navigate(tempo::gui::actions::Nav::Ply(1)));
    frames(&mut h, 1);
    typed(&mut h, &["e6"]);
    let e4 = h.state().session.game().tree().mainline()[0];
    let c5 = child(&h, e4, "c5");
    let e6 = child(&h, e4, "e6");
    // Promote through the context menu of 1... c5.
    h.get_by_label("1... c5").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("Promote variation").click();
    frames(&mut h, 2);
    assert_eq!(mainline_sans(&h), ["e4", "c5", "Nc3"]);
    // Make main line, then delete variations and delete from here.
    h.state_mut()
        .push_action(Action::Tree(TreeAction::MakeMainLine(e6)));
    frames(&mut h, 2);
    assert_eq!(mainline_sans(&h), ["e4", "e6"]);
    h.state_mut()
        .push_action(Action::Tree(TreeAction::DeleteVariation(c5)));
    frames(&mut h, 2);
    assert!(h.state().session.game().tree().node(c5).is_none());
    assert!(h.query_by_label("1... c5").is_none(), "gone from the list");
    let e5 = child(&h, e4, "e5");
    let nf3 = child(&h, e5, "Nf3");
    h.get_by_label("2. Nf3").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("Delete from here").click();
    frames(&mut h, 2);
    assert!(h.state().session.game().tree().node(nf3).is_none());
    assert!(h.state().session.game().tree().node(e5).is_some());
    assert_eq!(h.state().session.game().tree().node_count(), 4);
}

#[test]
fn comments_and_nags_reach_the_saved_pgn() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_players(dir.path());
    typed(&mut h, &["e4", "e5", "Nf3"]);
    let e4 = h.state().session.game().tree().mainline()[0];
    // A NAG from the context menu.
    h.get_by_label("e4").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("!!").click();
    frames(&mut h, 2);
    assert_eq!(
        h.state().session.game().tree().node(e4).unwrap().nags,
        [Nag::BRILLIANT]
    );
    h.get_by_label("e4!!");
    // A comment through the editor window.
    h.get_by_label("e4!!").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("Edit comment…").click();
    // Windows fade in over a few frames.
    frames(&mut h, 5);
    h.get_by_role(Role::MultilineTextInput).focus();
    frames(&mut h, 1);
    h.get_by_role(Role::MultilineTextInput)
        .type_text("Best by test");
    frames(&mut h, 2);
    h.get_by_label("Save comment").click();
    frames(&mut h, 2);
    h.get_by_label("Best by test");
    h.state_mut()
        .push_action(Action::Tree(TreeAction::ToggleNag(e4, Nag(16))));
    frames(&mut h, 1);
    let path = dir.path().join("annotated.pgn");
    h.state_mut()
        .push_action(Action::File(FileAction::SaveTo(path.clone())));
    frames(&mut h, 2);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("1. e4 $3 $16 {Best by test} 1... e5 2. Nf3"),
        "{text}"
    );
    // The opening is written into the tags.
    assert!(text.contains("[ECO \"C40\"]"), "{text}");
    assert!(text.contains("[Opening \""), "{text}");
}

#[test]
fn save_then_open_round_trips_variations_and_comments() {
    let dir = tempfile::tempdir().unwrap();
    let source = "[Event \"Round trip\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
                  {Before} 1. e4 {King's pawn} e5 (1... c5 $5 {Sicilian} 2. Nf3 (2. Nc3 Nc6) d6) \
                  2. Nf3 $1 Nc6 3. Bb5 {[%clk 0:05:00]} 1-0\n";
    let first = dir.path().join("first.pgn");
    std::fs::write(&first, source).unwrap();
    let mut h = two_players(dir.path());
    h.state_mut()
        .push_action(Action::File(FileAction::Open(first.clone())));
    frames(&mut h, 2);
    assert_eq!(
        h.state().session.game().sans(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5"]
    );
    assert_eq!(h.state().files.current_path(), Some(first.as_path()));
    h.get_by_label("Sicilian");
    h.get_by_label("1... c5!?");
    // Save writes back to the file it came from; then open that again.
    h.state_mut().push_action(Action::File(FileAction::Save));
    frames(&mut h, 2);
    let saved = std::fs::read_to_string(&first).unwrap();
    let original = read_all(source).remove(0).unwrap();
    let reread = read_all(&saved).remove(0).unwrap();
    assert_eq!(reread.tags.get("White"), Some("Ann"));
    assert_eq!(reread.tags.get("Result"), Some("1-0"));
    // Same tree, comments, NAGs and commands; only the opening tags were added.
    let mut expected = original.clone();
    expected.tags.set("ECO", reread.tags.get("ECO").unwrap());
    expected
        .tags
        .set("Opening", reread.tags.get("Opening").unwrap());
    assert!(reread.same_as(&expected), "{saved}");
    h.state_mut()
        .push_action(Action::File(FileAction::Open(first.clone())));
    frames(&mut h, 2);
    assert!(h.state().session.game().tree().same_as(&reread));
    // Append adds it as a second game.
    h.state_mut()
        .push_action(Action::File(FileAction::AppendTo(first.clone())));
    frames(&mut h, 2);
    let both = read_all(&std::fs::read_to_string(&first).unwrap());
    assert_eq!(both.len(), 2);
    assert!(both.iter().all(Result::is_ok));
}

#[test]
fn a_multi_game_file_opens_the_list_with_a_filter() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.pgn");
    std::fs::write(
        &path,
        "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[ECO \"C60\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n\
         [Event \"Club\"]\n[White \"Carl\"]\n[Black \"Anna\"]\n\n1. d4 d5 2. c4 *\n\n\
         [Event \"Open\"]\n[White \"Dora\"]\n[Black \"Eve\"]\n\n1. c4 *\n",
    )
    .unwrap();
    let mut h = two_players(dir.path());
    h.state_mut()
        .push_action(Action::File(FileAction::Open(path.clone())));
    frames(&mut h, 3);
    h.get_by_label("Games in three.pgn");
    assert!(h.query_by_label_contains("Dora").is_some());
    h.get_by_role_and_label(Role::TextInput, "Filter:").focus();
    frames(&mut h, 1);
    h.get_by_role_and_label(Role::TextInput, "Filter:")
        .type_text("anna");
    frames(&mut h, 3);
    assert!(h.query_by_label_contains("Dora").is_none(), "filtered out");
    assert!(h.query_by_label_contains("Game 2: Carl").is_some());
    h.get_by_label_contains("Game 2: Carl").click();
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["d4", "d5", "c4"]);
    assert_eq!(
        h.state().session.game().tree().tags.get("White"),
        Some("Carl")
    );
    // The list stays open for the next choice.
    h.get_by_label("Games in three.pgn");
}

#[test]
fn a_malformed_pgn_is_an_error_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_players(dir.path());
    typed(&mut h, &["d4", "Nf6"]);
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n").unwrap();
    h.state_mut()
        .push_action(Action::File(FileAction::Open(bad)));
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["d4", "Nf6"]);
    let error = h.state().files.error.clone().unwrap();
    assert!(error.contains("game 1, line 3, column"), "{error}");
    assert!(error.contains("Ke3"), "{error}");
    frames(&mut h, 5);
    h.get_by_label("File error");
    h.get_by_label("Close").click();
    frames(&mut h, 2);
    assert!(h.state().files.error.is_none());
    // Pasted text that is broken keeps the game too.
    h.state_mut()
        .push_action(Action::Paste("1. e4 e5 2. Qxf7 *".into()));
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["d4", "Nf6"]);
    assert!(h.state().files.error.is_some());
}

#[test]
fn the_book_panel_lists_moves_with_shares() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    // The shipped book is read on a thread.
    let mut found = false;
    for _ in 0..500 {
        frames(&mut h, 1);
        if h.query_by_label("book move e4").is_some() {
            found = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(found, "the book's moves appear");
    let percents = h.query_all_by_label_contains("%").count();
    assert!(percents >= 2, "{percents} moves with shares");
    h.get_by_label("book move e4").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
}

#[test]
fn the_opening_name_follows_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = two_players(dir.path());
    typed(&mut h, &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    frames(&mut h, 2);
    assert!(
        h.query_by_label_contains("C60").is_some(),
        "the Ruy Lopez is C60"
    );
    assert!(h.query_by_label_contains("Ruy Lopez").is_some());
}
