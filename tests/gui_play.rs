//! The desktop app driven through egui_kittest by accessibility labels, with mocked time.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used)]

mod gui_common;

use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use gui_common::{click_move, click_square, frames, harness, random_entry, wait_until};
use tempo::{
    app::clock::{ManualTime, TimeControl},
    app::setup::{GameSetup, Mode, StartChoice},
    chess::{Color, GameHistory, OutcomeReason, Position, Square},
    gui::Action,
};

fn two_players(time: Option<TimeControl>) -> GameSetup {
    GameSetup {
        mode: Mode::HumanVsHuman,
        time,
        ..GameSetup::default()
    }
}

#[test]
fn legal_move_by_clicks_and_illegal_move_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    // Illegal: e2 to e5.
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E5);
    assert_eq!(h.state().session.game().ply_count(), 0);
    // Legal: e2 to e4.
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E4);
    assert_eq!(h.state().session.game().sans(), ["e4"]);
    // Black cannot move White's pieces.
    click_square(&mut h, Square::D2);
    click_square(&mut h, Square::D4);
    assert_eq!(h.state().session.game().ply_count(), 1);
}

#[test]
fn legal_move_by_drag() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 3);
    let from = gui_common::square(&h, Square::G1).rect().center();
    let to = gui_common::square(&h, Square::F3).rect().center();
    h.hover_at(from);
    h.drag_at(from);
    frames(&mut h, 1);
    h.hover_at(from.lerp(to, 0.5));
    frames(&mut h, 1);
    h.hover_at(to);
    frames(&mut h, 1);
    h.drop_at(to);
    frames(&mut h, 3);
    assert_eq!(h.state().session.game().sans(), ["Nf3"]);
}

#[test]
fn promotion_picker() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    let setup = GameSetup {
        start: StartChoice::Fen("8/4P1k1/8/8/8/8/5K2/8 w - - 0 1".into()),
        ..two_players(None)
    };
    h.state_mut().push_action(Action::StartGame(setup));
    frames(&mut h, 3);
    click_square(&mut h, Square::E7);
    click_square(&mut h, Square::E8);
    assert_eq!(
        h.state().session.game().ply_count(),
        0,
        "waits for the choice"
    );
    h.get_by_label("promote to knight").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e8=N+"]);
}

#[test]
fn engine_replies_and_take_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![random_entry(0)], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsEngine,
        engine: "Random".into(),
        ..GameSetup::default()
    }));
    frames(&mut h, 3);
    assert!(h.state().session.players().white.is_human());
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E4);
    assert!(
        wait_until(&mut h, |app| app.session.game().ply_count() == 2),
        "the engine answers"
    );
    assert_eq!(h.state().session.game().side_to_move(), Color::White);
    h.get_by_label("Take back").click();
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().ply_count(), 0);
}

#[test]
fn typed_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    for text in ["e4", "E7-E5", "g1f3", "Nc6", "nonsense"] {
        h.state_mut().push_action(Action::TypedMove(text.into()));
        frames(&mut h, 1);
    }
    assert_eq!(h.state().session.game().sans(), ["e4", "e5", "Nf3", "Nc6"]);
    assert!(h.state().notices().iter().any(|n| n.error));
}

#[test]
fn clock_flag_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let time = ManualTime::default();
    let mut h = harness(dir.path(), vec![], time.clone());
    h.state_mut()
        .push_action(Action::StartGame(two_players(Some(TimeControl::new(
            60, 0,
        )))));
    frames(&mut h, 2);
    click_square(&mut h, Square::E2);
    click_square(&mut h, Square::E4);
    time.advance(Duration::from_secs(30));
    frames(&mut h, 2);
    assert!(!h.state().session.game().is_over());
    time.advance(Duration::from_secs(31));
    frames(&mut h, 2);
    let outcome = h.state().session.game().outcome().unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Time);
    assert_eq!(outcome.winner, Some(Color::White), "Black flagged");
    h.get_by_label("Close").click();
    frames(&mut h, 2);
}

#[test]
fn new_game_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), vec![random_entry(0)], ManualTime::default());
    frames(&mut h, 2);
    h.get_by_label("New game").click();
    frames(&mut h, 4);
    assert!(h.state().new_game_dialog_open());
    // Accessibility clicks do not depend on where the window settles while it resizes.
    h.get_by_label("Two players").click_accesskit();
    frames(&mut h, 4);
    h.get_by_label("3+2").click_accesskit();
    frames(&mut h, 4);
    h.get_by_label("Start game").click_accesskit();
    frames(&mut h, 4);
    let app = h.state();
    assert!(!app.new_game_dialog_open());
    assert_eq!(
        app.settings.last_setup.mode,
        Mode::HumanVsHuman,
        "{:?}",
        app.settings.last_setup
    );
    assert!(app.session.players().white.is_human() && app.session.players().black.is_human());
    assert_eq!(
        app.session.clock().unwrap().control(),
        TimeControl::new(180, 2)
    );
}

#[test]
fn resume_after_crash() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut h = harness(dir.path(), vec![], ManualTime::default());
        frames(&mut h, 2);
        click_square(&mut h, Square::E2);
        click_square(&mut h, Square::E4);
        click_square(&mut h, Square::C7);
        click_square(&mut h, Square::C5);
        assert_eq!(h.state().session.game().ply_count(), 2);
        // A crash: the process dies without any shutdown code.
        std::mem::forget(h);
    }
    // Two players without a clock: nothing to pause, the board simply shows the game again.
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    assert!(!h.state().resume_offered());
    assert_eq!(h.state().session.game().sans(), ["e4", "c5"]);
}

#[test]
fn corrupt_settings_give_defaults_and_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/settings.json"), "{ broken").unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    assert!(
        h.state()
            .notices()
            .iter()
            .any(|n| n.error && n.text.contains("corrupt"))
    );
    assert_eq!(h.state().settings.last_setup, GameSetup::default());
}

#[test]
fn engine_accepts_or_declines_a_draw_from_its_eval() {
    for (score, accepted) in [(-200, true), (150, false)] {
        let dir = tempfile::tempdir().unwrap();
        let mut h = harness(dir.path(), vec![random_entry(score)], ManualTime::default());
        // Without the book, so that the engine's own evaluation decides.
        h.state_mut().push_action(Action::StartGame(GameSetup {
            mode: Mode::HumanVsEngine,
            book: false,
            ..GameSetup::default()
        }));
        frames(&mut h, 2);
        click_square(&mut h, Square::D2);
        click_square(&mut h, Square::D4);
        assert!(wait_until(&mut h, |app| app.session.game().ply_count() == 2));
        h.get_by_label("Offer draw").click();
        frames(&mut h, 2);
        assert_eq!(
            h.state().session.game().is_over(),
            accepted,
            "engine score {score}"
        );
    }
}

/// A whole game at 1+0: the human (clicking) against the test engine, each human move taking
/// 0.3 s of mocked time, until the game ends; the result must match the rules.
#[test]
fn full_game_against_the_engine_at_one_minute() {
    let dir = tempfile::tempdir().unwrap();
    let time = ManualTime::default();
    let mut h = harness(dir.path(), vec![random_entry(0)], time.clone());
    h.state_mut().push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsEngine,
        time: Some(TimeControl::new(60, 0)),
        ..GameSetup::default()
    }));
    frames(&mut h, 3);
    let mut human_moves = 0u64;
    while !h.state().session.game().is_over() {
        assert!(
            wait_until(&mut h, |app| app.session.game().is_over()
                || app.session.human_can_move()),
            "the engine moves"
        );
        if h.state().session.game().is_over() {
            break;
        }
        let pos = h.state().session.game().current().clone();
        let legal = pos.legal_moves();
        // Prefer captures so the game ends sooner; otherwise a move picked by the hash.
        let mv = legal
            .iter()
            .copied()
            .find(|&m| pos.is_capture(m))
            .unwrap_or(legal[(pos.key().rotate_left(7) % legal.len() as u64) as usize]);
        time.advance(Duration::from_millis(300));
        let before = h.state().session.game().ply_count();
        click_move(&mut h, &pos, mv);
        if !h.state().session.game().is_over() {
            assert_eq!(
                h.state().session.game().ply_count(),
                before + 1,
                "move {} played",
                pos.move_to_uci(mv)
            );
        }
        human_moves += 1;
        assert!(human_moves < 1000);
    }
    let app = h.state();
    let outcome = app.session.game().outcome().unwrap();
    // Check the result independently: replay the moves with a fresh history.
    let mut pos = Position::startpos();
    let mut history = GameHistory::new();
    history.push(pos.key());
    for &m in app.session.game().moves() {
        pos = pos.after(m);
        history.push(pos.key());
    }
    match outcome.reason {
        OutcomeReason::Time => {
            let clock = app.session.clock().unwrap();
            let loser = Color::ALL
                .into_iter()
                .find(|&c| clock.remaining(c, app.now()).is_zero())
                .unwrap();
            let expected = pos.can_mate(loser.flip()).then_some(loser.flip());
            assert_eq!(outcome.winner, expected);
        }
        _ => assert_eq!(history.outcome(&pos), Some(outcome)),
    }
    println!(
        "full game: {} plies, result {} by {}",
        app.session.game().ply_count(),
        outcome.pgn_result(),
        outcome.reason.describe()
    );
}

#[test]
fn command_line_opens_a_pgn_file_or_a_fen() {
    let dir = tempfile::tempdir().unwrap();
    let pgn_path = dir.path().join("game.pgn");
    std::fs::write(
        &pgn_path,
        "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n",
    )
    .unwrap();
    let mut h = harness(dir.path(), vec![], ManualTime::default());
    frames(&mut h, 2);
    h.state_mut().open_argument(pgn_path.to_str().unwrap());
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().sans(), ["e4", "e5", "Nf3", "Nc6"]);

    // A FEN opens on the analysis board, whatever the last setup was: no clock, no engine.
    h.state_mut().settings.last_setup = two_players(Some(TimeControl::new(300, 0)));
    let fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
    h.state_mut().open_argument(fen);
    frames(&mut h, 2);
    assert_eq!(h.state().session.game().viewed().to_fen(), fen);
    assert!(h.state().session.clock().is_none());

    h.state_mut().open_argument("not a file and not a FEN");
    frames(&mut h, 1);
    assert!(h.state().notices().iter().any(|n| n.error));
}
