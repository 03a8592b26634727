//! The session without any GUI, driven only through `Session::apply`: a timed game to a
//! flag, engines playing a game out, the autosave round trip, and what a person at the board
//! may do (explore, navigate, take back, offer a draw, ask for a hint).

use std::{sync::Arc, time::Duration};

use super::*;
use crate::{
    app::{clock::ManualTime, clock::TimeControl, engines::EngineEntry},
    chess::{OutcomeReason, Position},
};

fn two_people(time: Option<TimeControl>) -> ResolvedSetup {
    ResolvedSetup {
        start: Position::startpos(),
        players: ByColor {
            white: Player::Human,
            black: Player::Human,
        },
        time,
        book: false,
        adjudication: AdjudicationSettings::default(),
    }
}

fn start(session: &mut Session, setup: ResolvedSetup) {
    let started = session.apply(SessionAction::StartGame {
        setup,
        book: BookSource::Shipped,
    });
    assert!(started.done());
}

fn uci(session: &Session, text: &str) -> Move {
    session
        .game()
        .current()
        .parse_uci_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_timed_game_runs_to_a_flag() {
    let time = ManualTime::default();
    let mut session = Session::new(Vec::new(), Arc::new(time.clone()), None);
    start(&mut session, two_people(Some(TimeControl::new(10, 0))));
    let e4 = uci(&session, "e2e4");
    assert!(session.apply(SessionAction::PlayMove(e4)).done());
    time.advance(Duration::from_secs(3));
    let e5 = uci(&session, "e7e5");
    assert!(session.apply(SessionAction::PlayMove(e5)).done());
    let events = session.take_events();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, SessionEvent::Moved(_)))
            .count(),
        2
    );
    // White thinks for 8.5 s: low on time (below a fifth of the base), then the flag falls.
    time.advance(Duration::from_millis(8_500));
    session.tick();
    assert!(
        session
            .take_events()
            .contains(&SessionEvent::LowTime(Color::White))
    );
    time.advance(Duration::from_secs(3));
    session.tick();
    let outcome = session.game().outcome().expect("the flag fell");
    assert_eq!(outcome.reason, OutcomeReason::Time);
    assert_eq!(outcome.winner, Some(Color::Black));
    assert!(
        session
            .take_events()
            .contains(&SessionEvent::GameOver(outcome))
    );
    let clock = session.clock().expect("a timed game");
    assert_eq!(
        clock.remaining(Color::Black, session.now()),
        Duration::from_secs(7)
    );
}

#[test]
fn engines_play_a_game_out() {
    let time = ManualTime::default();
    let entry = EngineEntry::new("Tempo PVS (depth 1)", || {
        Ok(Box::new(crate::search::PvsEngine::new()) as Box<dyn crate::engine::Engine>)
    });
    let mut session = Session::new(vec![entry], Arc::new(time), None);
    let engine = Player::Engine {
        name: "Tempo PVS (depth 1)".to_owned(),
        elo: None,
    };
    let fools_mate_start = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
    start(
        &mut session,
        ResolvedSetup {
            start: Position::from_fen(fools_mate_start).expect("fen"),
            players: ByColor {
                white: engine.clone(),
                black: engine,
            },
            time: None,
            book: false,
            adjudication: AdjudicationSettings::default(),
        },
    );
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while !session.game().is_over() && std::time::Instant::now() < deadline {
        session.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
    // Black mates at once (Qh4#): the engine finds it within its two seconds.
    let outcome = session.game().outcome().expect("the game ended");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, OutcomeReason::Checkmate);
    assert!(
        session
            .take_events()
            .iter()
            .any(|e| matches!(e, SessionEvent::GameOver(_)))
    );
    assert!(
        session
            .notes()
            .annotate_pgn(&crate::app::game_pgn::export(
                session.game(),
                "White",
                "Black",
                "????.??.??",
                "-"
            ))
            .contains("Qh4#")
    );
}

#[test]
fn engine_games_end_by_the_adjudication_chosen() {
    let time = ManualTime::default();
    let entry = EngineEntry::new("Tempo PVS", || {
        Ok(Box::new(crate::search::PvsEngine::new()) as Box<dyn crate::engine::Engine>)
    });
    let mut session = Session::new(vec![entry], Arc::new(time), None);
    let engine = Player::Engine {
        name: "Tempo PVS".to_owned(),
        elo: None,
    };
    // White is a rook up with no quick mate: both engines agree for three moves each.
    let rook_up = "4k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1";
    start(
        &mut session,
        ResolvedSetup {
            start: Position::from_fen(rook_up).expect("fen"),
            players: ByColor {
                white: engine.clone(),
                black: engine,
            },
            time: Some(TimeControl::new(6, 0)),
            book: false,
            adjudication: AdjudicationSettings {
                resign: true,
                resign_score: 300,
                resign_moves: 3,
                ..AdjudicationSettings::default()
            },
        },
    );
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !session.game().is_over() && std::time::Instant::now() < deadline {
        session.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
    let outcome = session.game().outcome().expect("the game ended");
    assert_eq!(outcome.reason, OutcomeReason::Adjudication);
    assert_eq!(outcome.winner, Some(Color::White));
    // Six engine moves: three of each side.
    assert_eq!(session.game().ply_count(), 6);
}

#[test]
fn the_autosave_round_trip_restores_game_players_and_clocks() {
    let dir = std::env::temp_dir().join(format!(
        "tempo-session-autosave-{}-{}",
        std::process::id(),
        crate::app::setup::random_u64()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = SavedGame::path_in(&dir);
    let time = ManualTime::default();
    let mut session = Session::new(Vec::new(), Arc::new(time.clone()), Some(path.clone()));
    start(&mut session, two_people(Some(TimeControl::new(60, 1))));
    for text in ["d2d4", "g8f6", "c2c4"] {
        time.advance(Duration::from_secs(2));
        let mv = uci(&session, text);
        assert!(session.apply(SessionAction::PlayMove(mv)).done());
    }
    drop(session);

    let saved = SavedGame::load(&path).expect("readable").expect("saved");
    let game = saved.replay(&path).expect("replays");
    let mut restored = Session::new(Vec::new(), Arc::new(time.clone()), Some(path.clone()));
    let resumed = restored.apply(SessionAction::Restore {
        saved: Box::new(saved),
        game,
        book: BookSource::Shipped,
    });
    assert!(resumed.done());
    assert_eq!(restored.game().ply_count(), 3);
    assert_eq!(restored.game().side_to_move(), Color::Black);
    assert!(restored.players().white.is_human() && restored.players().black.is_human());
    let clock = restored.clock().expect("the clock came back");
    // 60 s + 1 s a move: White used 2 s on each of two moves, Black 2 s on one.
    assert_eq!(
        clock.remaining(Color::White, restored.now()),
        Duration::from_secs(58)
    );
    assert_eq!(
        clock.remaining(Color::Black, restored.now()),
        Duration::from_secs(59)
    );
    // The clock runs for Black once the session steps (no engine to wait for).
    restored.tick();
    time.advance(Duration::from_secs(5));
    let clock = restored.clock().expect("clock");
    assert_eq!(
        clock.remaining(Color::Black, restored.now()),
        Duration::from_secs(54)
    );

    // A finished game removes the file.
    assert!(
        restored
            .apply(SessionAction::Finish(Outcome {
                winner: Some(Color::White),
                reason: OutcomeReason::Resignation,
            }))
            .done()
    );
    assert!(!path.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_person_explores_takes_back_and_offers_a_draw() {
    let time = ManualTime::default();
    let mut session = Session::new(Vec::new(), Arc::new(time), None);
    start(&mut session, two_people(None));
    for text in ["e2e4", "e7e5", "g1f3"] {
        let mv = uci(&session, text);
        assert!(session.apply(SessionAction::PlayMove(mv)).done());
    }
    // A take-back between two people is one ply.
    assert!(session.apply(SessionAction::TakeBack).done());
    assert_eq!(session.game().ply_count(), 2);
    // Two people without a clock may explore: a move from the shown ply is a variation.
    assert!(session.can_explore());
    assert!(session.apply(SessionAction::SetView(1)).done());
    let c5 = session
        .game()
        .viewed()
        .parse_uci_move("c7c5")
        .expect("legal after 1. e4");
    assert!(session.apply(SessionAction::ExploreMove(c5)).done());
    assert_eq!(
        session.game().tree().mainline().len(),
        2,
        "the mainline stays"
    );
    // The king cannot jump two squares forward.
    let illegal = Move::new(
        crate::chess::Square::E1,
        crate::chess::Square::E3,
        crate::chess::MoveKind::Normal,
    );
    assert!(!session.apply(SessionAction::ExploreMove(illegal)).done());
    assert!(
        session
            .take_events()
            .iter()
            .any(|e| matches!(e, SessionEvent::Notice { error: true, .. }))
    );
    // No engine in the catalogue: a hint is refused with a notice.
    assert!(session.apply(SessionAction::Hint).done());
    assert!(session.hint().is_none());
    // Between two people a draw offer is accepted at once.
    assert!(session.apply(SessionAction::OfferDraw).done());
    let outcome = session.game().outcome().expect("drawn");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, OutcomeReason::Agreement);
    // An agreed draw stands: nothing to take back.
    assert!(!session.apply(SessionAction::TakeBack).done());
    assert!(
        !session
            .apply(SessionAction::PressEngineButton {
                engine: "Nobody".to_owned(),
                option: "Clear Hash".to_owned(),
            })
            .done()
    );
}

#[test]
fn a_game_against_a_level_is_rated_and_kept() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("play-rating.json");
    let entry = EngineEntry::new("Tempo PVS", || {
        Ok(Box::new(crate::search::PvsEngine::new()) as Box<dyn crate::engine::Engine>)
    });
    let mut session = Session::new(vec![entry], Arc::new(ManualTime::default()), None);
    session.keep_play_rating(path.clone());
    let mut setup = two_people(None);
    setup.players.black = Player::Engine {
        name: "Tempo PVS".to_owned(),
        elo: Some(1500),
    };
    start(&mut session, setup);
    // The person (White) resigns at once: a loss against 1500.
    let resigned = Outcome {
        winner: Some(Color::Black),
        reason: OutcomeReason::Resignation,
    };
    assert!(session.apply(SessionAction::Finish(resigned)).done());
    let rating = session.play_rating().expect("the rating is kept");
    assert_eq!(rating.games().len(), 1);
    assert!(rating.rating().rating < 1500.0);
    let saved = PlayRating::load(&path).expect("the rating file reads back");
    assert_eq!(saved.games(), rating.games());
}
