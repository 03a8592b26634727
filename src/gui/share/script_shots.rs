//! The looks and share screens of the screenshot script (`gui/script.rs`, feature `script`):
//! an annotated game in each piece set and a few board schemes, high contrast, the Settings
//! window, the print dialog, 800×600 and a large window at scale 2; the exports (PNG, SVG,
//! GIF, printable page) are written next to the screenshots.

use std::path::PathBuf;

use super::{ExportKind, ShareAction};
use crate::{
    app::share::{BoardScheme, Coordinates, PieceSet},
    gui::{
        actions::{Action, Nav},
        app::TempoApp,
        script::Shot,
        settings::{AnimationSpeed, UiTheme},
    },
};

/// Anderssen–Kieseritzky, London 1851, with drawings, judgements and a diagram mark.
const IMMORTAL: &str = "[Event \"London\"]\n[White \"Adolf Anderssen\"]\n\
[Black \"Lionel Kieseritzky\"]\n[Date \"1851.06.21\"]\n[Result \"1-0\"]\n\n\
1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ { [%cal Rh4e1] An early check. } 4. Kf1 b5?! 5. Bxb5 Nf6 \
6. Nf3 Qh6 7. d3 Nh5 8. Nh4 $220 { [#] } Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1! { [%csl Gg1] } cxb5 \
12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6!! \
{ [%cal Gd6f8,Gd5c7,Rb2a1] White gives both rooks. } Bxg1 (18... Qxa1+ 19. Ke2 Qb2) \
19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0\n";

/// The screens, after the general and training ones.
pub(crate) const SHOTS: [Shot; 8] = [
    Shot {
        name: "60-pieces-classic-brown",
        prepare: |app| {
            app.database.window_open = false;
            app.push_action(Action::LoadPgnText(IMMORTAL.to_owned()));
            app.push_action(Action::Navigate(Nav::Ply(35)));
            set_look(
                app,
                PieceSet::Classic,
                BoardScheme::Brown,
                Coordinates::Inside,
            );
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "61-pieces-tokens-blue-outside",
        prepare: |app| {
            set_look(
                app,
                PieceSet::Tokens,
                BoardScheme::Blue,
                Coordinates::Outside,
            )
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "62-pieces-letters-purple",
        prepare: |app| {
            set_look(
                app,
                PieceSet::Letters,
                BoardScheme::Purple,
                Coordinates::Inside,
            )
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "63-pieces-geometric-green-exports",
        prepare: |app| {
            set_look(
                app,
                PieceSet::Geometric,
                BoardScheme::Green,
                Coordinates::Inside,
            );
            export_all(app);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "64-high-contrast",
        prepare: |app| {
            app.settings.high_contrast = true;
            app.settings.pieces = PieceSet::Classic;
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "65-settings-looks",
        prepare: |app| {
            app.settings.high_contrast = false;
            app.settings.theme = UiTheme::Light;
            app.settings.animation = AnimationSpeed::Slow;
            app.push_action(Action::ToggleSettings);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "66-print-dialog",
        prepare: |app| {
            app.push_action(Action::ToggleSettings);
            app.settings.theme = UiTheme::Dark;
            app.push_action(Action::Share(ShareAction::OpenPrintDialog));
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "67-window-800x600",
        prepare: |app| {
            app.push_action(Action::Share(ShareAction::ClosePrintDialog));
            app.settings.pieces = PieceSet::Classic;
            app.settings.board = BoardScheme::Brown;
            app.request_window_size([800.0, 600.0]);
        },
        later: |_| {},
        ready: |_| true,
    },
];

/// The large screen: run alone (`TEMPO_SCREENSHOT_ONLY=68`) on a 2560×1440 X screen.
pub(crate) const LARGE: Shot = Shot {
    name: "68-window-2560x1440-scale2",
    prepare: |app| {
        app.database.window_open = false;
        app.push_action(Action::LoadPgnText(IMMORTAL.to_owned()));
        app.push_action(Action::Navigate(Nav::Ply(35)));
        app.settings.ui_scale = 2.0;
        app.settings.coordinates = Coordinates::Outside;
        app.request_window_size([1280.0, 720.0]);
    },
    later: |_| {},
    ready: |_| true,
};

fn set_look(app: &mut TempoApp, pieces: PieceSet, board: BoardScheme, coordinates: Coordinates) {
    app.settings.pieces = pieces;
    app.settings.board = board;
    app.settings.coordinates = coordinates;
}

/// Writes the board (PNG, SVG), the game and the shown line (GIF) and the printable page
/// into the screenshot folder, through the same actions as the Share menu.
fn export_all(app: &mut TempoApp) {
    let Some(dir) = std::env::var_os("TEMPO_SCREENSHOTS").map(PathBuf::from) else {
        return;
    };
    for (kind, name) in [
        (ExportKind::BoardPng, "export-board.png"),
        (ExportKind::BoardSvg, "export-board.svg"),
        (ExportKind::GameGif, "export-game.gif"),
    ] {
        app.push_action(Action::Share(ShareAction::Write(kind, dir.join(name))));
    }
    app.share.diagrams = Some(crate::app::share::print::Diagrams::Marked);
    app.push_action(Action::Share(ShareAction::Write(
        ExportKind::PrintPage,
        dir.join("export-page.html"),
    )));
}
