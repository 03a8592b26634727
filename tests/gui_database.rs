//! Game databases in the app, driven through egui_kittest: open a database, filter the list,
//! load a game with the keyboard, save an edit back, play a move from the explorer, delete
//! games only after the user agrees, and a database that cannot be opened.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::path::{Path, PathBuf};

use eframe::egui::accesskit::Role;
use egui_kittest::{Harness, kittest::Queryable as _};
use gui_common::{frames, harness, wait_until};
use tempo::{
    app::{
        clock::ManualTime,
        setup::{GameSetup, Mode},
    },
    db::Database,
    gui::{Action, TempoApp, database::DatabaseAction},
};

const GAMES: &str = r#"[Event "Club"]
[White "Ann"]
[Black "Ben"]
[Date "2024.01.05"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club"]
[White "Ben"]
[Black "Ann"]
[Date "2024.02.05"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 0-1

[Event "Open"]
[White "Cleo"]
[Black "Ann"]
[Date "2025.03.01"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 1/2-1/2
"#;

fn sample(dir: &Path) -> PathBuf {
    let path = dir.join("games.db");
    let mut db = Database::create_or_open(&path).unwrap();
    for game in tempo::formats::pgn::read_all(GAMES) {
        db.add_game(&game.unwrap()).unwrap();
    }
    path
}

/// The app with `path` open and its list shown.
fn with_database(dir: &Path, path: &Path) -> Harness<'static, TempoApp> {
    let mut h = harness(dir, vec![], ManualTime::default());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    frames(&mut h, 2);
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::Open(path.to_owned())));
    assert!(
        wait_until(&mut h, |app| listed(app) == Some(3)),
        "{:?}",
        notices(&h)
    );
    assert!(wait_until(&mut h, |_| true));
    h
}

fn listed(app: &TempoApp) -> Option<usize> {
    let db = app.database.open.as_ref()?;
    if db.list.loading() {
        return None;
    }
    db.list.len()
}

fn notices(h: &Harness<'static, TempoApp>) -> Vec<String> {
    h.state().notices().iter().map(|n| n.text.clone()).collect()
}

/// Steps until the row labelled `label` is drawn (its row read from the database).
fn wait_for_row(h: &mut Harness<'static, TempoApp>, label: &str) {
    for _ in 0..2000 {
        if h.query_by_label(label).is_some() {
            return;
        }
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("no row {label}; notices: {:?}", notices(h));
}

#[test]
fn open_filter_load_and_save_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut h = with_database(dir.path(), &path);
    wait_for_row(&mut h, "game 1: Ann vs Ben");
    h.get_by_label("game 3: Cleo vs Ann");
    assert_eq!(
        h.state().settings.recent_databases.first(),
        Some(&std::fs::canonicalize(&path).unwrap())
    );

    // Filter by Black's name, typed into the filter bar.
    h.get_by_role_and_label(Role::TextInput, "Black").focus();
    frames(&mut h, 1);
    h.get_by_role_and_label(Role::TextInput, "Black")
        .type_text("an");
    frames(&mut h, 1);
    h.get_by_label("Search").click();
    assert!(wait_until(&mut h, |app| listed(app) == Some(2)));
    wait_for_row(&mut h, "game 1: Ben vs Ann");
    h.get_by_label("game 2: Cleo vs Ann");

    // Sort by White, descending: a second click reverses.
    h.get_by_label("sort by White").click();
    frames(&mut h, 1);
    h.get_by_label("sort by White").click();
    assert!(wait_until(&mut h, |app| listed(app) == Some(2)));
    wait_for_row(&mut h, "game 1: Cleo vs Ann");

    // Click the row, then Enter loads it on the board.
    h.get_by_label("game 1: Cleo vs Ann").click();
    frames(&mut h, 2);
    h.key_press(eframe::egui::Key::Enter);
    assert!(
        wait_until(&mut h, |app| app.files.database_game.is_some()),
        "{:?}",
        notices(&h)
    );
    let tree = h.state().session.game().tree();
    assert_eq!(tree.tags.get("White"), Some("Cleo"));
    assert_eq!(h.state().session.game().ply_count(), 4);

    // Edit a tag and save: the game is written back in place, under the same id.
    let id = h.state().files.database_game.as_ref().unwrap().id;
    h.state_mut()
        .push_action(Action::Tree(tempo::app::tree_edit::TreeAction::SetTag(
            "Event".into(),
            "Open final".into(),
        )));
    frames(&mut h, 1);
    h.key_press_modifiers(eframe::egui::Modifiers::COMMAND, eframe::egui::Key::S);
    assert!(
        wait_until(&mut h, |app| app
            .notices()
            .iter()
            .any(|n| n.text.starts_with("Saved game"))),
        "{:?}",
        notices(&h)
    );
    drop(h);
    let db = Database::open(&path).unwrap();
    assert_eq!(
        db.load_game(id).unwrap().tags.get("Event"),
        Some("Open final")
    );
    assert_eq!(db.game_count().unwrap(), 3);
}

#[test]
fn an_explorer_click_plays_the_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut h = with_database(dir.path(), &path);
    // The database window would cover the side panel: hide it.
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::ToggleWindow));
    frames(&mut h, 2);
    assert!(!h.state().database.window_open);
    // The start position: 1. e4 twice, 1. d4 once.
    assert!(wait_until(&mut h, |app| app
        .database
        .open
        .as_ref()
        .is_some_and(|db| db
            .cached_explorer(app.session.game().viewed())
            .is_some())));
    frames(&mut h, 2);
    h.get_by_label("explorer move d4");
    h.get_by_label("explorer move e4").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
    // The explorer follows the board: after 1. e4, Black's replies.
    assert!(wait_until(&mut h, |app| app
        .database
        .open
        .as_ref()
        .is_some_and(|db| db
            .cached_explorer(app.session.game().viewed())
            .is_some())));
    frames(&mut h, 2);
    h.get_by_label("explorer move c5");
    h.get_by_label("explorer move e5").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "e5"]);
}

#[test]
fn delete_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut h = with_database(dir.path(), &path);
    wait_for_row(&mut h, "game 2: Ben vs Ann");
    h.get_by_label("game 2: Ben vs Ann").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("Delete game…").click();
    // A new window is laid out unseen in its first frame.
    frames(&mut h, 4);
    assert!(
        h.state().database.confirm_delete.is_some(),
        "the question is asked"
    );
    h.get_by_label("Keep them").click();
    frames(&mut h, 2);
    assert!(h.query_by_label("Keep them").is_none());
    assert!(h.state().database.confirm_delete.is_none());
    assert!(wait_until(&mut h, |app| listed(app) == Some(3)));

    // Again, and this time agree.
    h.get_by_label("game 2: Ben vs Ann").click_secondary();
    frames(&mut h, 2);
    h.get_by_label("Delete game…").click();
    // A new window is laid out unseen in its first frame.
    frames(&mut h, 4);
    h.get_by_label("Delete").click();
    assert!(
        wait_until(&mut h, |app| listed(app) == Some(2)
            && app.database.open.as_ref().and_then(|db| db.game_count())
                == Some(2)),
        "{:?}",
        notices(&h)
    );
    wait_for_row(&mut h, "game 2: Cleo vs Ann");
    assert!(h.query_by_label("game 2: Ben vs Ann").is_none());
}

#[test]
fn a_file_that_is_not_a_database_is_refused_and_the_game_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    h.state_mut().push_action(Action::TypedMove("e4".into()));
    frames(&mut h, 2);
    let notes = dir.path().join("notes.db");
    std::fs::write(&notes, "not a database, just some text that is long enough").unwrap();
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::Open(notes)));
    assert!(wait_until(&mut h, |app| app.files.error.is_some()));
    let error = h.state().files.error.clone().unwrap();
    assert!(error.contains("notes.db"), "{error}");
    assert!(h.state().database.open.is_none());
    assert_eq!(h.state().session.game().sans(), ["e4"]);
}

#[test]
fn dropped_pgn_files_import_into_the_open_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut h = with_database(dir.path(), &path);
    let pgn = dir.path().join("more.pgn");
    std::fs::write(
        &pgn,
        "[White \"Dora\"]\n[Black \"Eve\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    )
    .unwrap();
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::Import(vec![pgn])));
    assert!(
        wait_until(&mut h, |app| listed(app) == Some(4)),
        "{:?}",
        notices(&h)
    );
    assert!(
        notices(&h)
            .iter()
            .any(|n| n == "Import finished: 1 imported, 0 skipped, 0 duplicates"),
        "{:?}",
        notices(&h)
    );
}

#[test]
fn the_import_dialog_takes_several_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = sample(dir.path());
    let mut h = with_database(dir.path(), &path);
    let folder = dir.path().join("pgn");
    std::fs::create_dir_all(&folder).unwrap();
    for (name, game) in [
        (
            "one.pgn",
            "[White \"Dora\"]\n[Black \"Eve\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
        ),
        (
            "two.pgn",
            "[White \"Fay\"]\n[Black \"Gus\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
        ),
        (
            "three.pgn",
            "[White \"Hal\"]\n[Black \"Ida\"]\n[Result \"*\"]\n\n1. c4 *\n",
        ),
    ] {
        std::fs::write(folder.join(name), game).unwrap();
    }
    h.state_mut().settings.last_folder = Some(folder.clone());
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::ImportDialog));
    frames(&mut h, 3);
    h.get_by_label("Import PGN games");
    // A plain click picks one file, Ctrl+click adds another.
    h.get_by_label("one.pgn").click();
    frames(&mut h, 2);
    h.get_by_label("three.pgn")
        .click_modifiers(eframe::egui::Modifiers::COMMAND);
    frames(&mut h, 2);
    h.get_by_label("2 files picked");
    h.get_by_label("Choose").click();
    assert!(
        wait_until(&mut h, |app| listed(app) == Some(5)),
        "{:?}",
        notices(&h)
    );
    assert!(
        h.query_by_label("Import PGN games").is_none(),
        "the chooser closed"
    );
    let names: Vec<String> = Database::open(&path)
        .unwrap()
        .list_games(&Default::default(), None, Default::default(), false, 0, 10)
        .unwrap()
        .into_iter()
        .map(|g| g.white)
        .collect();
    assert!(names.contains(&"Dora".to_owned()), "{names:?}");
    assert!(names.contains(&"Hal".to_owned()), "{names:?}");
    assert!(!names.contains(&"Fay".to_owned()), "{names:?}");
}
