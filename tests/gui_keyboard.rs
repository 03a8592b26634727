//! The app used with the keyboard only: a whole game played with the board cursor, the menus
//! opened with F10, the Help ▸ Keyboard window, and the shortcut table itself (no key bound
//! twice where both apply; the README lists every entry).
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use eframe::egui::{Key, Modifiers};
use egui_kittest::{Harness, kittest::Queryable as _};
use gui_common::{frames, harness};
use tempo::{
    app::clock::ManualTime,
    app::i18n::Language,
    app::setup::{GameSetup, Mode},
    chess::{Color, OutcomeReason},
    gui::{
        Action, TempoApp,
        shortcuts::{Group, SHORTCUTS},
    },
};

fn press(h: &mut Harness<'_, TempoApp>, key: Key) {
    h.key_press(key);
    frames(h, 2);
}

fn press_with(h: &mut Harness<'_, TempoApp>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    frames(h, 2);
}

fn presses(h: &mut Harness<'_, TempoApp>, key: Key, n: usize) {
    for _ in 0..n {
        press(h, key);
    }
}

#[test]
fn fools_mate_with_the_keyboard_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    // Ctrl+N opens the new-game dialog; with no engine it is a two-player game; Enter starts.
    press_with(&mut h, Modifiers::COMMAND, Key::N);
    assert!(
        h.query_by_label("Start game").is_some(),
        "Ctrl+N opens the dialog"
    );
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label("Start game").is_none(),
        "Enter starts the game"
    );
    assert_eq!(h.state().session.game().ply_count(), 0);

    // Ctrl+B: the board takes the focus; its cursor starts on e2 and is named for screen readers.
    press_with(&mut h, Modifiers::COMMAND, Key::B);
    assert!(h.query_by_label("board: e2, white pawn").is_some());

    // 1. f3, after a pick put back with Escape.
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Enter);
    assert!(h.state().board().picked().is_some());
    press(&mut h, Key::Escape);
    assert!(h.state().board().picked().is_none());
    assert_eq!(h.state().session.game().ply_count(), 0);
    press(&mut h, Key::Space);
    press(&mut h, Key::ArrowUp);
    press(&mut h, Key::Enter);
    assert_eq!(h.state().session.game().sans(), ["f3"]);

    // 1... e5: from f3 up to f7, left to e7, down to e5.
    presses(&mut h, Key::ArrowUp, 4);
    press(&mut h, Key::ArrowLeft);
    assert!(h.query_by_label("board: e7, black pawn").is_some());
    press(&mut h, Key::Enter);
    presses(&mut h, Key::ArrowDown, 2);
    press(&mut h, Key::Enter);
    // 2. g4: from e5 down to e2, right to g2, up to g4.
    presses(&mut h, Key::ArrowDown, 3);
    presses(&mut h, Key::ArrowRight, 2);
    press(&mut h, Key::Space);
    presses(&mut h, Key::ArrowUp, 2);
    press(&mut h, Key::Space);
    assert_eq!(h.state().session.game().sans(), ["f3", "e5", "g4"]);
    // 2... Qh4#: from g4 up to g8, left to d8, down to d4, right to h4.
    presses(&mut h, Key::ArrowUp, 4);
    presses(&mut h, Key::ArrowLeft, 3);
    assert!(h.query_by_label("board: d8, black queen").is_some());
    press(&mut h, Key::Enter);
    presses(&mut h, Key::ArrowDown, 4);
    presses(&mut h, Key::ArrowRight, 4);
    press(&mut h, Key::Enter);

    let game = h.state().session.game();
    assert_eq!(game.sans(), ["f3", "e5", "g4", "Qh4#"]);
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, OutcomeReason::Checkmate);
}

#[test]
fn flipped_board_cursor_moves_as_seen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    press(&mut h, Key::F);
    assert!(h.state().session.flipped());
    press_with(&mut h, Modifiers::COMMAND, Key::B);
    // Black at the bottom: the cursor starts on e7; Up goes towards rank 1, Right towards a.
    assert!(h.query_by_label("board: e7, black pawn").is_some());
    press(&mut h, Key::ArrowUp);
    press(&mut h, Key::ArrowRight);
    assert!(h.query_by_label("board: d6, empty").is_some());
    // While the board has the focus, arrows move the cursor, not through the moves; Escape
    // with nothing picked gives the focus back, and the arrows navigate again.
    press(&mut h, Key::Escape);
    assert!(!h.state().board().has_keyboard_focus(&h.ctx));
}

#[test]
fn the_focus_board_action_works_in_the_frame_a_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    let app = h.state_mut();
    app.push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    app.push_action(Action::TypedMove("e4".to_owned()));
    app.push_action(Action::FocusBoard);
    frames(&mut h, 6);
    assert!(h.state().board().has_keyboard_focus(&h.ctx));
    assert!(h.query_by_label("board: e2, empty").is_some());
}

#[test]
fn f10_opens_the_menus_and_arrows_choose() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    press(&mut h, Key::F10);
    // The menu opens the frame after the key (the bar is drawn before keys are read).
    frames(&mut h, 2);
    assert!(
        h.query_by_label_contains("New game…").is_some(),
        "F10 opens the Game menu"
    );
    // Down enters the menu on its first entry (New game…); Enter chooses it.
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label("Start game").is_some(),
        "Down, Enter chooses New game…"
    );
    // Escape closes the dialog.
    press(&mut h, Key::Escape);
    assert!(h.query_by_label("Start game").is_none());
}

/// Presses Tab until the widget labelled `label` has the focus; false after `most` presses.
fn tab_to(h: &mut Harness<'_, TempoApp>, label: &str, most: usize) -> bool {
    for _ in 0..most {
        press(h, Key::Tab);
        if h.query_by_label(label)
            .is_some_and(|node| node.is_focused())
        {
            return true;
        }
    }
    false
}

#[test]
fn tab_reaches_the_board_and_the_dialog_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    // The board's focus shows as its active square (the cursor's), as screen readers see it.
    assert!(
        tab_to(&mut h, "e2, white pawn", 200),
        "Tab reaches the board"
    );
    assert!(h.query_by_label("board: e2, white pawn").is_some());
    press(&mut h, Key::ArrowUp);
    assert!(h.query_by_label("board: e3, empty").is_some());
    press(&mut h, Key::Escape);
    // In the new-game dialog Tab goes through its widgets; Enter on Cancel cancels.
    press_with(&mut h, Modifiers::COMMAND, Key::N);
    assert!(tab_to(&mut h, "Cancel", 60), "Tab reaches Cancel");
    press(&mut h, Key::Enter);
    assert!(
        h.query_by_label("Start game").is_none(),
        "Enter pressed Cancel"
    );
    // Settings: Ctrl+, opens, Escape closes.
    press_with(&mut h, Modifiers::COMMAND, Key::Comma);
    assert!(h.query_by_label("Settings").is_some());
    press(&mut h, Key::Escape);
    assert!(h.query_by_label("Settings").is_none());
    // The board editor: Ctrl+E opens, Escape closes.
    press_with(&mut h, Modifiers::COMMAND, Key::E);
    assert!(h.state().board_editor().is_some());
    press(&mut h, Key::Escape);
    assert!(h.state().board_editor().is_none());
}

#[test]
fn help_keyboard_window_lists_the_whole_table_and_escape_closes_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    // Some descriptions are also button labels (Take back): count what the window adds.
    let count = |h: &Harness<'_, TempoApp>, label: &str| h.query_all_by_label(label).count();
    let before: Vec<usize> = SHORTCUTS
        .iter()
        .map(|s| count(&h, &s.description()))
        .collect();
    press(&mut h, Key::F1);
    for (shortcut, before) in SHORTCUTS.iter().zip(&before) {
        assert!(
            count(&h, &shortcut.description()) > *before,
            "the Keyboard window lacks {:?}",
            shortcut.description()
        );
        assert!(
            count(&h, &shortcut.text()) > 0,
            "the Keyboard window lacks {}",
            shortcut.text()
        );
    }
    for group in Group::ALL {
        assert!(h.query_all_by_label(&group.name()).next().is_some());
    }
    press(&mut h, Key::Escape);
    let after: Vec<usize> = SHORTCUTS
        .iter()
        .map(|s| count(&h, &s.description()))
        .collect();
    assert_eq!(after, before, "Escape closes the Keyboard window");
}

#[test]
fn no_key_is_bound_twice_where_both_apply() {
    for (i, a) in SHORTCUTS.iter().enumerate() {
        for b in &SHORTCUTS[i + 1..] {
            let same_key = a.key == b.key && a.modifiers.matches_exact(b.modifiers);
            assert!(
                !(same_key && a.when.overlaps(b.when)),
                "{} is bound to both {:?} and {:?}",
                a.text(),
                a.command,
                b.command
            );
        }
    }
}

#[test]
fn readme_lists_every_shortcut() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md must exist");
    let expected: String = Group::ALL
        .iter()
        .flat_map(|&group| SHORTCUTS.iter().filter(move |s| s.group == group))
        .map(|s| {
            format!(
                "| {} | {} |\n",
                s.text(),
                s.description_in(Language::English)
            )
        })
        .collect();
    let missing: Vec<&str> = expected
        .lines()
        .filter(|row| !readme.contains(row))
        .collect();
    assert!(
        missing.is_empty(),
        "README.md's Keys section lacks these rows: {missing:#?}\nThe whole table:\n{expected}"
    );
}
