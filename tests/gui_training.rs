//! The training windows driven through egui_kittest: the puzzle trainer over an EPD set (a
//! wrong move, Retry, a hint, the solve, the next puzzle with the opponent's reply after the
//! delay, Show solution), progress kept in the training file and read again, a corrupt
//! training file reported and left alone until set aside, a database puzzle's game opened at
//! its move, a repertoire built from the main board and drilled, and the deviation report
//! over a database with a row opening its game at the move.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::{path::Path, time::Duration};

use egui_kittest::{Harness, kittest::Queryable as _};
use gui_common::{frames, harness, random_entry, wait_until};
use tempo::{
    app::{
        clock::ManualTime,
        setup::{GameSetup, Mode},
        training::{
            TrainingState,
            drill_run::DrillStatus,
            pool::SetSource,
            trainer::{AttemptState, Hint},
        },
    },
    chess::{Color, Move, Position},
    db::{Database, puzzles::StoredPuzzle},
    gui::{Action, TempoApp, database::DatabaseAction, training::TrainingAction},
};

/// A back-rank mate in one (rated 1500) and Morphy's mate in two (rated 1200).
const PROBLEMS: &str = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"back rank\";\n\
    kbK5/pp6/1P6/8/8/8/8/R7 w - - bm Ra6; dm 2; id \"Morphy\";\n";

fn push(h: &mut Harness<'_, TempoApp>, action: TrainingAction) {
    h.state_mut().push_action(Action::Training(action));
    frames(h, 2);
}

/// The app with the problems read into the trainer.
fn with_problems(dir: &Path, time: ManualTime) -> Harness<'static, TempoApp> {
    let epd = dir.join("problems.epd");
    std::fs::write(&epd, PROBLEMS).unwrap();
    let mut h = harness(dir, vec![], time);
    push(&mut h, TrainingAction::LoadSet(SetSource::Epd(epd)));
    assert!(wait_until(&mut h, |app| app
        .training
        .trainer
        .current
        .is_some()));
    h
}

fn source(app: &TempoApp) -> String {
    app.training
        .trainer
        .current
        .as_ref()
        .map(|s| s.puzzle().source.clone())
        .unwrap_or_default()
}

fn trainer_move(app: &TempoApp, san: &str) -> Move {
    let solving = app.training.trainer.current.as_ref().unwrap();
    solving.attempt().position().parse_san(san).unwrap()
}

fn saved_state(dir: &Path) -> TrainingState {
    TrainingState::load(&dir.join("data").join("training.json")).unwrap()
}

#[test]
fn a_puzzle_session_through_the_trainer() {
    let dir = tempfile::tempdir().unwrap();
    let time = ManualTime::default();
    let mut h = with_problems(dir.path(), time.clone());
    // Nearest the starting rating of 1500 first.
    assert_eq!(source(h.state()), "back rank");
    assert!(h.state().training.trainer_open);
    // A wrong move stays on the board until Retry.
    let wrong = trainer_move(h.state(), "Rd7");
    push(&mut h, TrainingAction::TrainerMove(wrong));
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.wrong_move(), Some(wrong));
    assert!(!solving.accepts_moves());
    h.get_by_label("Rd7 is not it.");
    h.get_by_label("Retry").click();
    frames(&mut h, 2);
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert!(solving.accepts_moves());
    // A hint names the piece first.
    push(&mut h, TrainingAction::Hint);
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert!(matches!(solving.hint(), Some(Hint::From(sq)) if sq.to_string() == "d1"));
    let mate = trainer_move(h.state(), "Rd8#");
    push(&mut h, TrainingAction::TrainerMove(mate));
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.attempt().state(), AttemptState::Solved);
    // Solved after a wrong move: a miss, kept in the training file at once.
    let saved = saved_state(dir.path());
    assert_eq!((saved.solved, saved.failed), (0, 1));
    assert!(saved.rating.rating < 1500.0);
    h.get_by_label("Next puzzle").click();
    frames(&mut h, 2);
    assert_eq!(source(h.state()), "Morphy");
    // The key move; the defence appears after the delay.
    let key = trainer_move(h.state(), "Ra6");
    push(&mut h, TrainingAction::TrainerMove(key));
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.shown_moves().len(), 1);
    assert!(!solving.accepts_moves());
    // A mate problem's move is judged on another thread; the reply waits its delay after.
    assert!(wait_until(&mut h, |app| {
        app.training
            .trainer
            .current
            .as_ref()
            .is_some_and(|s| !s.judging())
    }));
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.shown_moves().len(), 1);
    time.advance(Duration::from_secs(1));
    frames(&mut h, 3);
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.shown_moves().len(), 2);
    assert!(solving.accepts_moves());
    // Giving up plays the mate out, once the prover has found it.
    h.get_by_label("Show solution").click();
    frames(&mut h, 2);
    assert!(wait_until(&mut h, |app| {
        app.training
            .trainer
            .current
            .as_ref()
            .is_some_and(|s| !s.judging())
    }));
    time.advance(Duration::from_secs(1));
    frames(&mut h, 3);
    let solving = h.state().training.trainer.current.as_ref().unwrap();
    assert_eq!(solving.attempt().state(), AttemptState::GaveUp);
    assert!(solving.shown_position().is_checkmate());
    assert_eq!(saved_state(dir.path()).failed, 2);
    let rating = h.state().training.state.rating.rating;
    drop(h);
    // The next run starts where this one stopped; both failed puzzles are scheduled.
    let h = harness(dir.path(), vec![], ManualTime::default());
    let state = &h.state().training.state;
    assert_eq!(state.failed, 2);
    assert_eq!(state.puzzle_cards.len(), 2);
    assert!((state.rating.rating - rating).abs() < 1e-9);
}

#[test]
fn a_corrupt_training_file_is_reported_and_kept_until_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let file = data.join("training.json");
    std::fs::write(&file, "{ not json").unwrap();
    let mut h = with_problems(dir.path(), ManualTime::default());
    assert!(
        h.state()
            .notices()
            .iter()
            .any(|n| n.error && n.text.contains("could not be read")),
        "{:?}",
        h.state().notices()
    );
    let mate = trainer_move(h.state(), "Rd8#");
    push(&mut h, TrainingAction::TrainerMove(mate));
    assert_eq!(h.state().training.state.solved, 1);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "{ not json");
    h.get_by_label("Keep it aside and start a new one").click();
    frames(&mut h, 2);
    assert_eq!(
        std::fs::read_to_string(data.join("training.json.bad")).unwrap(),
        "{ not json"
    );
    assert_eq!(saved_state(dir.path()).solved, 1);
}

#[test]
fn a_database_puzzle_opens_its_game_at_the_puzzle_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let mut db = Database::create_or_open(&path).unwrap();
    let game = tempo::formats::pgn::read_all(
        "[White \"Ann\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
    )
    .remove(0)
    .unwrap();
    let id = db.add_game(&game).unwrap().unwrap();
    let mut pos = Position::startpos();
    for m in game.mainline_moves().take(6) {
        pos.play_unchecked(m);
    }
    let stored = StoredPuzzle {
        id: 0,
        game: Some(id),
        ply: 6,
        fen: pos.to_fen(),
        solution: "h5f7".into(),
        themes: "mateIn1".into(),
        rating: 800,
        kind: "missed".into(),
        player: "Ben".into(),
        mistake: "Nf6".into(),
    };
    db.record_puzzle_scan(id, "test", &[stored]).unwrap();
    drop(db);
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    frames(&mut h, 2);
    push(&mut h, TrainingAction::LoadSet(SetSource::Database(path)));
    assert!(wait_until(&mut h, |app| app
        .training
        .trainer
        .current
        .is_some()));
    assert_eq!(source(h.state()), "game 1, move 4");
    push(&mut h, TrainingAction::OpenSource);
    assert!(wait_until(&mut h, |app| app.session.game().ply_count()
        == 7
        && app.session.game().view() == 6));
    assert_eq!(h.state().session.game().viewed(), &pos);
}

#[test]
fn a_line_from_the_board_is_drilled() {
    let dir = tempfile::tempdir().unwrap();
    let time = ManualTime::default();
    let mut h = harness(dir.path(), vec![], time.clone());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    for san in ["e4", "e5", "Nf3"] {
        h.state_mut().push_action(Action::TypedMove(san.into()));
    }
    frames(&mut h, 2);
    push(&mut h, TrainingAction::AddCurrentLine(Color::White));
    assert!(
        saved_state(dir.path())
            .white_repertoire
            .contains("1. e4 e5 2. Nf3")
    );
    push(&mut h, TrainingAction::ToggleDrill);
    // A new window takes a frame to size itself before it shows.
    frames(&mut h, 2);
    h.get_by_label("Drill the White repertoire").click();
    frames(&mut h, 2);
    let run = h.state().training.drill.as_ref().unwrap();
    assert!(run.accepts_moves());
    let e4 = Position::startpos().parse_san("e4").unwrap();
    push(&mut h, TrainingAction::DrillMove(e4));
    time.advance(Duration::from_secs(1));
    frames(&mut h, 3);
    let run = h.state().training.drill.as_ref().unwrap();
    assert_eq!(run.shown_moves().len(), 2, "e4 and the reply e5");
    let wrong = run.shown_position().parse_san("d4").unwrap();
    push(&mut h, TrainingAction::DrillMove(wrong));
    let run = h.state().training.drill.as_ref().unwrap();
    assert!(matches!(run.status(), DrillStatus::Wrong { .. }));
    h.get_by_label("Not d4: the repertoire plays Nf3");
    h.get_by_label("Continue").click();
    frames(&mut h, 2);
    time.advance(Duration::from_secs(1));
    frames(&mut h, 2);
    assert_eq!(
        h.state().training.drill.as_ref().unwrap().status(),
        &DrillStatus::Done
    );
    let saved = saved_state(dir.path());
    assert_eq!(saved.white_cards.cards.len(), 2);
    h.get_by_label("Line done: 1 of 2 right");
}

#[test]
fn the_deviation_report_lists_departures_and_opens_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let mut db = Database::create_or_open(&path).unwrap();
    for text in [
        "[White \"Ann\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *",
        "[White \"Ann\"]\n[Black \"Cleo\"]\n\n1. e4 c6 2. d4 d5 *",
        "[White \"Dan\"]\n[Black \"Ann\"]\n\n1. d4 d5 *",
    ] {
        let game = tempo::formats::pgn::read_all(text).remove(0).unwrap();
        db.add_game(&game).unwrap();
    }
    drop(db);
    let mut h = harness(dir.path(), vec![random_entry(0)], ManualTime::default());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        ..GameSetup::default()
    }));
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        h.state_mut().push_action(Action::TypedMove(san.into()));
    }
    frames(&mut h, 2);
    push(&mut h, TrainingAction::AddCurrentLine(Color::White));
    h.state_mut()
        .push_action(Action::Database(DatabaseAction::Open(path.clone())));
    assert!(wait_until(&mut h, |app| app
        .database
        .open
        .as_ref()
        .is_some_and(|db| db.is_ready())));
    push(&mut h, TrainingAction::ToggleReport);
    frames(&mut h, 2);
    h.state_mut().training.report.player = "Ann".into();
    h.get_by_label("Check games").click();
    frames(&mut h, 2);
    assert!(wait_until(&mut h, |app| !app.training.report.running()));
    let report = &h.state().training.report;
    assert_eq!(
        report.status.as_deref(),
        Some("3 games checked: 2 left the repertoire")
    );
    // Ann's 3. Bc4, then Cleo's 1... c6 (no Black repertoire for Ann's game with Black).
    assert!(report.lines[0].departure.by_player);
    assert!(!report.lines[1].departure.by_player);
    frames(&mut h, 2);
    h.get_by_label("3. Bc4").click();
    frames(&mut h, 2);
    assert!(wait_until(&mut h, |app| app.session.game().ply_count()
        == 6
        && app.session.game().view() == 5));
    assert_eq!(
        h.state().session.game().sans().get(4).map(String::as_str),
        Some("Bc4")
    );
}
