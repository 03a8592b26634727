//! The language screens of the scripted screenshot run (`gui/script.rs`, feature `script`):
//! the main window with a game and its analysis, the new-game dialog and the settings, in
//! German (`70-language-de-*`) and in Russian (`71-language-ru-*`), switched through the
//! settings as a user would.

use super::{
    actions::Action, analysis::AnalysisAction, analysis_script::analyse_with, app::TempoApp,
    script::Shot, settings::Notation,
};
use crate::app::{
    i18n::Language,
    setup::{GameSetup, Mode, StartChoice},
};

/// The Ruy Lopez after 5… Be7: a game with captures, castling and a few pieces moved.
const RUY_LOPEZ: [&str; 10] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
];

/// Closes what earlier screens left open, switches the interface to `language` (with its
/// own piece letters in the move list) and sets up the game with one engine analysing.
fn game_in(app: &mut TempoApp, language: Language) {
    app.training.trainer_open = false;
    app.training.drill_open = false;
    app.training.report_open = false;
    app.tournament.open = false;
    let mut settings = app.settings.clone();
    settings.language = Some(language);
    settings.notation = Notation::LocalLetters;
    app.push_action(Action::ChangeSettings(Box::new(settings)));
    app.push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        start: StartChoice::Standard,
        ..GameSetup::default()
    }));
    for text in RUY_LOPEZ {
        app.push_action(Action::TypedMove(text.to_owned()));
    }
    analyse_with(app, &["Tempo PVS"], 3);
    if !app.analysis.is_active() {
        app.push_action(Action::Analysis(AnalysisAction::Toggle));
    }
}

/// Whether the analysis shows three lines of some depth.
fn analysed(app: &TempoApp) -> bool {
    app.analysis
        .panes()
        .first()
        .is_some_and(|p| p.lines().len() == 3 && p.figures().depth.is_some_and(|d| d >= 10))
}

/// The language screens, after all the others.
pub(crate) const SHOTS: [Shot; 6] = [
    Shot {
        name: "70-language-de-main",
        prepare: |app| game_in(app, Language::German),
        later: |_| {},
        ready: analysed,
    },
    Shot {
        name: "70-language-de-new-game",
        prepare: |app| app.push_action(Action::OpenNewGame),
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "70-language-de-settings",
        prepare: |app| {
            app.dialog = None;
            app.push_action(Action::ToggleSettings);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "71-language-ru-main",
        prepare: |app| {
            app.settings_open = false;
            game_in(app, Language::Russian);
        },
        later: |_| {},
        ready: analysed,
    },
    Shot {
        name: "71-language-ru-new-game",
        prepare: |app| app.push_action(Action::OpenNewGame),
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "71-language-ru-settings",
        prepare: |app| {
            app.dialog = None;
            app.push_action(Action::ToggleSettings);
        },
        later: |_| {},
        ready: |_| true,
    },
];
