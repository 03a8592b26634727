//! The app as a screen reader sees it, through its AccessKit tree: a whole game played by
//! clicking squares found by their accessible names and by keys, with the announcements (the
//! live region) checked after each step: picks and their legal targets, moves in words, the
//! result, the position described piece by piece and the clocks.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use eframe::egui::{
    Key, Modifiers,
    accesskit::{Live, Role},
};
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};
use gui_common::{frames, harness};
use tempo::{app::clock::ManualTime, gui::TempoApp};

/// The square named "{square}, …" (its piece, and "picked" or "legal target" while a piece
/// is picked).
fn square_name(h: &Harness<'_, TempoApp>, square: &str) -> String {
    let prefix = format!("{square}, ");
    let node = h.get_by(move |n| {
        n.role() == Role::GridCell && n.label().is_some_and(|l| l.starts_with(&prefix))
    });
    node.accesskit_node().label().unwrap()
}

fn square_node<'a>(h: &'a Harness<'_, TempoApp>, square: &str) -> egui_kittest::Node<'a> {
    let prefix = format!("{square}, ");
    h.get_by(move |n| {
        n.role() == Role::GridCell && n.label().is_some_and(|l| l.starts_with(&prefix))
    })
}

/// Clicks the square as a screen reader would (AccessKit's click action, no pointer).
fn click(h: &mut Harness<'_, TempoApp>, square: &str) {
    let prefix = format!("{square}, ");
    h.get_by(move |n| {
        n.role() == Role::GridCell && n.label().is_some_and(|l| l.starts_with(&prefix))
    })
    .click_accesskit();
    frames(h, 3);
}

/// What the live region says now.
fn announced(h: &Harness<'_, TempoApp>) -> String {
    let node = h.get_by(|n| n.live() == Live::Polite && n.role() == Role::Label);
    node.accesskit_node().label().unwrap_or_default()
}

fn press(h: &mut Harness<'_, TempoApp>, key: Key) {
    h.key_press(key);
    frames(h, 3);
}

#[test]
fn a_whole_game_through_the_accessibility_tree() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    // Ctrl+N and Enter: a two-player game (no engine is installed in the test).
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    frames(&mut h, 2);
    h.get_by_role_and_label(Role::Button, "Start game");
    press(&mut h, Key::Enter);

    // Every square is named by what stands on it.
    assert_eq!(square_name(&h, "e1"), "e1, white king");
    assert_eq!(square_name(&h, "e4"), "e4, empty");
    assert_eq!(square_name(&h, "d8"), "d8, black queen");
    let cells = h.get_all_by_role(Role::GridCell).count();
    assert_eq!(cells, 64);

    // The board is one focusable grid, its squares its children, the cursor its active cell.
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    frames(&mut h, 3);
    let grid = h.get_by_role(Role::Grid);
    assert_eq!(
        grid.accesskit_node().label().unwrap(),
        "board: e2, white pawn"
    );
    let cells_in_grid = grid
        .children_recursive()
        .filter(|n| n.accesskit_node().role() == Role::GridCell)
        .count();
    assert_eq!(cells_in_grid, 64);
    let active = grid.accesskit_node().active_descendant().unwrap();
    assert_eq!(active.label().unwrap(), "e2, white pawn");
    // With the board focused, a screen reader's focus is its active square.
    assert!(square_node(&h, "e2").is_focused());
    press(&mut h, Key::ArrowUp);
    let grid = h.get_by_role(Role::Grid);
    let active = grid.accesskit_node().active_descendant().unwrap();
    assert_eq!(active.label().unwrap(), "e3, empty");
    press(&mut h, Key::Escape);

    // 1. f3: picking says the targets, and the targets say so themselves.
    click(&mut h, "f2");
    assert_eq!(announced(&h), "White pawn f2 picked: f3, f4");
    assert_eq!(square_name(&h, "f2"), "f2, white pawn, picked");
    assert_eq!(square_name(&h, "f3"), "f3, empty, legal target");
    assert_eq!(square_name(&h, "e3"), "e3, empty");
    click(&mut h, "f3");
    assert_eq!(announced(&h), "White pawn f2 to f3");
    assert_eq!(square_name(&h, "f3"), "f3, white pawn");

    // 1... e5 2. g4
    click(&mut h, "e7");
    assert_eq!(announced(&h), "Black pawn e7 picked: e5, e6");
    click(&mut h, "e5");
    assert_eq!(announced(&h), "Black pawn e7 to e5");
    click(&mut h, "g2");
    click(&mut h, "g4");
    assert_eq!(announced(&h), "White pawn g2 to g4");

    // 2... Qh4#: the move, the mate and the result in one announcement.
    click(&mut h, "d8");
    assert_eq!(announced(&h), "Black queen d8 picked: h4, g5, f6, e7");
    click(&mut h, "h4");
    assert_eq!(
        announced(&h),
        "Black queen d8 to h4, checkmate. Checkmate. Black wins"
    );
    assert_eq!(h.state().session.game().sans(), ["f3", "e5", "g4", "Qh4#"]);

    // Escape closes the game-over window; D describes the position piece by piece; T says
    // the clocks.
    h.get_by_role_and_label(Role::Button, "Close");
    press(&mut h, Key::Escape);
    assert!(h.query_by_role_and_label(Role::Button, "Close").is_none());
    press(&mut h, Key::D);
    let description = announced(&h);
    assert!(
        description.starts_with("White to move, in check. White: king e1, queen d1"),
        "{description}"
    );
    assert!(
        description.contains("Black: king e8, queen h4"),
        "{description}"
    );
    assert!(description.contains("pawns e5, a7, b7, c7, d7, f7, g7 and h7."));
    press(&mut h, Key::T);
    assert_eq!(announced(&h), "White 5 minutes, Black 5 minutes");

    // Stepping back through the record says the move shown.
    press(&mut h, Key::ArrowLeft);
    assert_eq!(announced(&h), "White pawn g2 to g4");
}
