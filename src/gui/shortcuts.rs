//! The keyboard: one table of every shortcut. The app dispatches keys from it, the menus show
//! their shortcut text from it, the Help ▸ Keyboard window lists it and the README agrees with
//! it (a test checks), so a key can never be documented in one place and bound in another.

use eframe::egui::{self, Key, Modifiers};

use crate::{app::i18n::Language, t};

/// What a shortcut does. The app turns a command into its [`super::Action`] (or, for the
/// board cursor, into a call on the board view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open the new-game dialog.
    NewGame,
    /// Open a file.
    Open,
    /// Save the game.
    Save,
    /// Open the board editor.
    SetUpPosition,
    /// Take back the last move.
    TakeBack,
    /// Close the app.
    Quit,
    /// Bring back the replaced game.
    Undo,
    /// Copy the shown position as FEN.
    CopyFen,
    /// Paste a PGN or FEN.
    Paste,
    /// Show the start position.
    First,
    /// One ply back.
    Prev,
    /// One ply forward.
    Next,
    /// Show the latest position.
    Last,
    /// Switch to the variation towards the main line.
    MainLine,
    /// Switch to the next variation.
    SideLine,
    /// Give the board the keyboard focus.
    FocusBoard,
    /// Flip the board.
    Flip,
    /// A key of the board cursor.
    Cursor(CursorKey),
    /// Start or stop analysis.
    ToggleAnalysis,
    /// Ask for a hint.
    Hint,
    /// Open or close the settings.
    Settings,
    /// Open or close the engine manager.
    Engines,
    /// Show or hide the database window.
    Database,
    /// Open the first menu of the menu bar.
    MenuBar,
    /// Open or close the Help ▸ Keyboard window.
    Keyboard,
    /// Say the whole position piece by piece (for screen readers).
    DescribePosition,
    /// Say both clocks.
    SayClocks,
}

/// The board cursor's keys (the board has the keyboard focus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorKey {
    /// One square up (as seen on screen).
    Up,
    /// One square down.
    Down,
    /// One square left.
    Left,
    /// One square right.
    Right,
    /// Pick the piece under the cursor, or drop the picked one there.
    Pick,
    /// Drop the pick (or the promotion choice); with nothing picked, leave the board.
    Cancel,
    /// Promote to this piece while the promotion choice is open.
    Promote(crate::chess::Role),
}

/// The menu-like groups of the Help ▸ Keyboard window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// New game, files, take back, quit.
    Game,
    /// Undo, copy, paste.
    Edit,
    /// Moving through the game record.
    Moves,
    /// The board and its cursor.
    Board,
    /// Analysis and hints.
    Analysis,
    /// Windows, menus, help.
    Windows,
}

impl Group {
    /// In the order the Help window shows them.
    pub const ALL: [Group; 6] = [
        Group::Game,
        Group::Edit,
        Group::Moves,
        Group::Board,
        Group::Analysis,
        Group::Windows,
    ];

    /// Its heading.
    pub fn name(self) -> String {
        match self {
            Group::Game => t!("keys-group-game"),
            Group::Edit => t!("keys-group-edit"),
            Group::Moves => t!("keys-group-moves"),
            Group::Board => t!("keys-group-board"),
            Group::Analysis => t!("keys-group-analysis"),
            Group::Windows => t!("keys-group-windows"),
        }
    }
}

/// When a shortcut applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// Always, even while typing (Ctrl shortcuts and function keys).
    Always,
    /// Unless a text field has the focus (plain letters would be typed there).
    NotTyping,
    /// While no widget has the focus: arrows move the focus between widgets otherwise, and
    /// move the board cursor while the board has it.
    NothingFocused,
    /// While the board has the keyboard focus.
    BoardFocused,
}

impl When {
    /// Whether both can apply at the same moment (so one key must not serve both).
    pub fn overlaps(self, other: When) -> bool {
        use When::*;
        !matches!(
            (self, other),
            (NothingFocused, BoardFocused) | (BoardFocused, NothingFocused)
        )
    }

    /// Whether it applies, given what has the focus.
    pub fn applies(self, typing: bool, any_focus: bool, board_focus: bool) -> bool {
        match self {
            When::Always => true,
            When::NotTyping => !typing,
            When::NothingFocused => !any_focus,
            When::BoardFocused => board_focus,
        }
    }

    /// Said in the Help window ("" for the common case).
    pub fn note(self) -> String {
        match self {
            When::Always => t!("keys-when-always"),
            When::NotTyping => String::new(),
            When::NothingFocused => t!("keys-when-nothing-focused"),
            When::BoardFocused => t!("keys-when-board-focused"),
        }
    }
}

/// One shortcut.
#[derive(Clone, Copy, Debug)]
pub struct Shortcut {
    /// The key.
    pub key: Key,
    /// With these modifiers, exactly.
    pub modifiers: Modifiers,
    /// What it does.
    pub command: Command,
    /// The catalogue key of what it does, for people (see [`Shortcut::description`]).
    pub description_key: &'static str,
    /// Where the Help window lists it.
    pub group: Group,
    /// When it applies.
    pub when: When,
}

const fn entry(
    modifiers: Modifiers,
    key: Key,
    command: Command,
    description_key: &'static str,
    group: Group,
    when: When,
) -> Shortcut {
    Shortcut {
        key,
        modifiers,
        command,
        description_key,
        group,
        when,
    }
}

const CTRL: Modifiers = Modifiers::COMMAND;
const CTRL_SHIFT: Modifiers = Modifiers {
    alt: false,
    ctrl: false,
    shift: true,
    mac_cmd: false,
    command: true,
};
const NONE: Modifiers = Modifiers::NONE;

/// Every shortcut of the app.
pub const SHORTCUTS: &[Shortcut] = {
    use crate::chess::Role;
    use Command as C;
    use CursorKey as K;
    use Group as G;
    use When as W;
    &[
        entry(
            CTRL,
            Key::N,
            C::NewGame,
            "keys-new-game",
            G::Game,
            W::Always,
        ),
        entry(CTRL, Key::O, C::Open, "keys-open", G::Game, W::Always),
        entry(CTRL, Key::S, C::Save, "keys-save", G::Game, W::Always),
        entry(
            CTRL,
            Key::E,
            C::SetUpPosition,
            "keys-set-up-position",
            G::Game,
            W::Always,
        ),
        entry(
            NONE,
            Key::Backspace,
            C::TakeBack,
            "keys-take-back",
            G::Game,
            W::NotTyping,
        ),
        entry(CTRL, Key::Q, C::Quit, "keys-quit", G::Game, W::Always),
        entry(CTRL, Key::Z, C::Undo, "keys-undo", G::Edit, W::NotTyping),
        entry(
            CTRL_SHIFT,
            Key::C,
            C::CopyFen,
            "keys-copy-fen",
            G::Edit,
            W::Always,
        ),
        entry(CTRL, Key::V, C::Paste, "keys-paste", G::Edit, W::NotTyping),
        entry(
            NONE,
            Key::Home,
            C::First,
            "keys-first",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            NONE,
            Key::ArrowLeft,
            C::Prev,
            "keys-prev",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            NONE,
            Key::ArrowRight,
            C::Next,
            "keys-next",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            NONE,
            Key::End,
            C::Last,
            "keys-last",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            NONE,
            Key::ArrowUp,
            C::MainLine,
            "keys-main-line",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            NONE,
            Key::ArrowDown,
            C::SideLine,
            "keys-side-line",
            G::Moves,
            W::NothingFocused,
        ),
        entry(
            CTRL,
            Key::B,
            C::FocusBoard,
            "keys-focus-board",
            G::Board,
            W::Always,
        ),
        entry(NONE, Key::F, C::Flip, "keys-flip", G::Board, W::NotTyping),
        entry(
            NONE,
            Key::ArrowUp,
            C::Cursor(K::Up),
            "keys-cursor-up",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::ArrowDown,
            C::Cursor(K::Down),
            "keys-cursor-down",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::ArrowLeft,
            C::Cursor(K::Left),
            "keys-cursor-left",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::ArrowRight,
            C::Cursor(K::Right),
            "keys-cursor-right",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::Enter,
            C::Cursor(K::Pick),
            "keys-pick",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::Space,
            C::Cursor(K::Pick),
            "keys-pick-space",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::Escape,
            C::Cursor(K::Cancel),
            "keys-cancel",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::Q,
            C::Cursor(K::Promote(Role::Queen)),
            "keys-promote-queen",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::R,
            C::Cursor(K::Promote(Role::Rook)),
            "keys-promote-rook",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::B,
            C::Cursor(K::Promote(Role::Bishop)),
            "keys-promote-bishop",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::N,
            C::Cursor(K::Promote(Role::Knight)),
            "keys-promote-knight",
            G::Board,
            W::BoardFocused,
        ),
        entry(
            NONE,
            Key::A,
            C::ToggleAnalysis,
            "keys-toggle-analysis",
            G::Analysis,
            W::NotTyping,
        ),
        entry(
            NONE,
            Key::H,
            C::Hint,
            "keys-hint",
            G::Analysis,
            W::NotTyping,
        ),
        entry(
            NONE,
            Key::D,
            C::DescribePosition,
            "keys-describe-position",
            G::Board,
            W::NotTyping,
        ),
        entry(
            NONE,
            Key::T,
            C::SayClocks,
            "keys-say-clocks",
            G::Board,
            W::NotTyping,
        ),
        entry(
            CTRL,
            Key::Comma,
            C::Settings,
            "keys-settings",
            G::Windows,
            W::Always,
        ),
        entry(
            CTRL_SHIFT,
            Key::E,
            C::Engines,
            "keys-engines",
            G::Windows,
            W::Always,
        ),
        entry(
            CTRL,
            Key::D,
            C::Database,
            "keys-database",
            G::Windows,
            W::Always,
        ),
        entry(
            NONE,
            Key::F10,
            C::MenuBar,
            "keys-menu-bar",
            G::Windows,
            W::Always,
        ),
        entry(
            NONE,
            Key::F1,
            C::Keyboard,
            "keys-keyboard",
            G::Windows,
            W::Always,
        ),
    ]
};

/// The first shortcut of a command (the one the menus show).
pub fn shortcut_of(command: Command) -> Option<&'static Shortcut> {
    SHORTCUTS.iter().find(|s| s.command == command)
}

/// The text a menu shows beside a command's entry ("" when it has no shortcut).
pub fn shortcut_text(command: Command) -> String {
    shortcut_of(command).map(Shortcut::text).unwrap_or_default()
}

impl Shortcut {
    /// What it does, in the interface's language.
    pub fn description(&self) -> String {
        crate::app::i18n::text(self.description_key)
    }

    /// What it does, in `language` (the README's table is English).
    pub fn description_in(&self, language: Language) -> String {
        crate::app::i18n::text_in(language, self.description_key, &[])
    }

    /// "Ctrl+Shift+C", "F1", "Left": the same on every system, so the README can quote it.
    pub fn text(&self) -> String {
        let mut text = String::new();
        if self.modifiers.command || self.modifiers.ctrl {
            text.push_str("Ctrl+"); // key name: not interface text
        }
        if self.modifiers.alt {
            text.push_str("Alt+"); // key name: not interface text
        }
        if self.modifiers.shift {
            text.push_str("Shift+"); // key name: not interface text
        }
        text.push_str(match self.key {
            Key::ArrowLeft => "Left",   // key name: not interface text
            Key::ArrowRight => "Right", // key name: not interface text
            Key::ArrowUp => "Up",       // key name: not interface text
            Key::ArrowDown => "Down",   // key name: not interface text
            Key::Comma => ",",
            key => key.name(),
        });
        text
    }
}

/// Takes this frame's presses of exactly these modifiers and key (an extra Shift is another
/// shortcut, unlike egui's `consume_key`); true when there was one.
pub fn consume_exact(ctx: &egui::Context, modifiers: Modifiers, key: Key) -> bool {
    ctx.input_mut(|i| {
        let before = i.events.len();
        i.events.retain(|event| {
            !matches!(event,
                egui::Event::Key { key: k, pressed: true, modifiers: m, .. }
                    if *k == key && m.matches_exact(modifiers))
        });
        i.events.len() != before
    })
}

/// The Help ▸ Keyboard window: the table by group, closed by Escape or its close button.
pub fn keyboard_window(ctx: &egui::Context, open: &mut bool) {
    if consume_exact(ctx, Modifiers::NONE, Key::Escape) {
        *open = false;
        return;
    }
    // Below the menu bar and the notices (as the database windows), as tall as the window
    // allows: the whole table without scrolling where it fits.
    let height = (ctx.content_rect().height() - 196.0).max(200.0);
    egui::Window::new(t!("keys-window-title"))
        .id(egui::Id::unique("keyboard-help-window"))
        .open(open)
        .collapsible(false)
        // Sized to the table (a resizable window keeps an arbitrary default size).
        .resizable(false)
        .default_pos(egui::pos2(64.0, 96.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(height)
                // A scroll area starts short in a window; this lets it take the room.
                .min_scrolled_height(height)
                .show(ui, |ui| {
                    // One grid for every group, so the columns line up down the window.
                    egui::Grid::new("keyboard-help")
                        .num_columns(3)
                        .spacing([18.0, 4.0])
                        .show(ui, |ui| {
                            for group in Group::ALL {
                                ui.heading(group.name());
                                ui.end_row();
                                for shortcut in SHORTCUTS.iter().filter(|s| s.group == group) {
                                    ui.monospace(shortcut.text());
                                    ui.label(shortcut.description());
                                    ui.weak(shortcut.when.note());
                                    ui.end_row();
                                }
                            }
                        });
                });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_shortcuts_share_a_key_where_both_apply() {
        for (i, a) in SHORTCUTS.iter().enumerate() {
            for b in &SHORTCUTS[i + 1..] {
                let same_key = a.key == b.key && a.modifiers.matches_exact(b.modifiers);
                assert!(
                    !(same_key && a.when.overlaps(b.when)),
                    "{} is bound twice: {:?} and {:?}",
                    a.text(),
                    a.command,
                    b.command
                );
            }
        }
    }

    #[test]
    fn texts_read_as_the_readme_writes_them() {
        assert_eq!(shortcut_text(Command::CopyFen), "Ctrl+Shift+C");
        assert_eq!(shortcut_text(Command::Settings), "Ctrl+,");
        assert_eq!(shortcut_text(Command::Prev), "Left");
        assert_eq!(shortcut_text(Command::Keyboard), "F1");
    }
}
