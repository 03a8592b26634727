//! The keyboard screens of the screenshot script (`gui/script.rs`, feature `script`): the
//! Help ▸ Keyboard window, and the board with its keyboard cursor and a picked piece.

use crate::{
    app::setup::{GameSetup, Mode, StartChoice},
    chess::Square,
    gui::{actions::Action, app::TempoApp},
};

/// A fresh two-player game without clocks, the database window out of the way.
fn fresh_game(app: &mut TempoApp, moves: &[&str]) {
    app.database.window_open = false;
    app.push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        start: StartChoice::Standard,
        ..GameSetup::default()
    }));
    for text in moves {
        app.push_action(Action::TypedMove((*text).to_owned()));
    }
}

/// The Help ▸ Keyboard window over a game in progress.
pub fn keyboard_help(app: &mut TempoApp) {
    fresh_game(app, &["e4", "c5"]);
    app.keyboard_help_open = true;
}

/// The board with the keyboard focus: the bishop on f1 picked, the cursor on b5.
pub fn board_cursor(app: &mut TempoApp) {
    app.keyboard_help_open = false;
    fresh_game(app, &["e4", "e5", "Nf3", "Nc6"]);
}

/// Moves the cursor and picks (runs once the position is shown).
pub fn board_cursor_later(app: &mut TempoApp) {
    app.push_action(Action::FocusBoard);
    app.board.cursor_script(Square::B5, Some(Square::F1));
}
