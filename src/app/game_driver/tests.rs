//! The driver against scripted engines, on a hand-moved clock.

use std::{
    sync::{Mutex, PoisonError},
    time::Duration,
};

use super::{
    driven::{overran, time_forfeit},
    *,
};
use crate::{
    app::{
        adjudication::{Judged, MoveLimit, ResignRule, Verdict},
        clock::{Flagged, ManualTime},
        game_record::{EndReason, GameEnd, PgnHeader},
    },
    chess::{MoveKind, OutcomeReason, Square},
    engine::{Engine, EngineError, EngineEvent, EngineOption, EventSink, SearchInfo},
    formats::pgn::{GameResult, read_all, write_game},
};

const MS: Duration = Duration::from_millis(1);

/// A test engine: plays its script (UCI moves by ply of the game), then the first legal
/// move; "thinks" by moving a shared manual clock; reports `score` of the position.
struct Scripted {
    script: Vec<&'static str>,
    score: fn(&Position) -> Option<Score>,
    think: Duration,
    time: ManualTime,
    /// Fails every search with this message.
    fail: Option<&'static str>,
    /// Never answers (but keeps the sink, as a hung engine does).
    silent: bool,
    held_sink: Option<EventSink>,
    pos: Position,
    ply: usize,
    limits_seen: Arc<Mutex<Vec<SearchLimits>>>,
}

impl Scripted {
    fn new(time: &ManualTime, think: Duration) -> Scripted {
        Scripted {
            script: Vec::new(),
            score: |_| Some(Score::Cp(10)),
            think,
            time: time.clone(),
            fail: None,
            silent: false,
            held_sink: None,
            pos: Position::startpos(),
            ply: 0,
            limits_seen: Arc::default(),
        }
    }

    fn playing(mut self, script: &[&'static str]) -> Scripted {
        self.script = script.to_vec();
        self
    }

    /// The engine in its runner, and where the limits of its searches can be read.
    fn run(self) -> (EngineRunner, Seen) {
        let seen = Seen(Arc::clone(&self.limits_seen));
        (EngineRunner::with_engine("scripted", Box::new(self)), seen)
    }
}

/// The limits a scripted engine was asked to search with.
struct Seen(Arc<Mutex<Vec<SearchLimits>>>);

impl Seen {
    fn limits(&self) -> Vec<SearchLimits> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Engine for Scripted {
    fn name(&self) -> String {
        "scripted".to_owned()
    }
    fn options(&self) -> Vec<EngineOption> {
        Vec::new()
    }
    fn set_option(&mut self, name: &str, _value: &str) -> Result<(), EngineError> {
        Err(EngineError(format!("no option {name}")))
    }
    fn new_game(&mut self) {}
    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.pos = start.clone();
        for &m in moves {
            self.pos.play_unchecked(m);
        }
        self.ply = moves.len();
    }
    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        self.limits_seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(limits);
        if self.silent {
            self.held_sink = Some(sink);
            return Ok(());
        }
        self.time.advance(self.think);
        if let Some(message) = self.fail {
            sink.send(EngineEvent::Error(message.to_owned()));
            sink.send(EngineEvent::BestMove {
                best: None,
                ponder: None,
            });
            return Ok(());
        }
        let scripted = self.script.get(self.ply).map(|text| {
            // An illegal scripted move is sent as it is, the way a broken engine would.
            self.pos
                .parse_uci_move(text)
                .unwrap_or_else(|_| Move::new(Square::E2, Square::E5, MoveKind::Normal))
        });
        let best = scripted.or_else(|| self.pos.legal_moves().first().copied());
        sink.send(EngineEvent::Info(SearchInfo {
            depth: Some(7),
            multipv: Some(1),
            score: (self.score)(&self.pos),
            pv: best.into_iter().collect(),
            ..SearchInfo::default()
        }));
        sink.send(EngineEvent::BestMove { best, ponder: None });
        Ok(())
    }
    fn stop(&mut self) {}
    fn wait(&mut self) {}
    fn is_searching(&self) -> bool {
        false
    }
}

/// A side whose engine is not running.
struct Absent;

impl Contestant for Absent {
    fn runner(&mut self) -> Option<&mut EngineRunner> {
        None
    }
}

fn play(
    settings: &GameSettings,
    time: &ManualTime,
    white: &mut dyn Contestant,
    black: &mut dyn Contestant,
    opening: &[Move],
) -> GameRecord {
    GameDriver::new(settings)
        .with_time(Arc::new(time.clone()))
        .play(
            Sides::Pair { white, black },
            &Position::startpos(),
            opening,
            &mut |_| {},
        )
        .unwrap_or_else(|| panic!("the game was not aborted"))
}

fn header() -> PgnHeader<'static> {
    PgnHeader {
        event: "Test",
        site: "here",
        date: "2026.01.01",
        round: "1",
        white: "W",
        black: "B",
        time_control: "-",
        opening: None,
    }
}

#[test]
fn clocks_run_to_a_flag() {
    let time = ManualTime::default();
    let settings = GameSettings {
        limits: GameLimits {
            time_control: Some(TimeControl::new(1, 0)),
            ..GameLimits::default()
        },
        ..GameSettings::default()
    };
    let (mut white, white_seen) = Scripted::new(&time, 400 * MS).run();
    let (mut black, black_seen) = Scripted::new(&time, 100 * MS).run();
    let record = play(&settings, &time, &mut white, &mut black, &[]);
    // White: 1000 → 600 → 200 ms, then a 400 ms move with 200 ms left.
    assert_eq!(
        record.end,
        GameEnd {
            winner: Some(Color::Black),
            reason: EndReason::TimeForfeit {
                loser: Color::White,
                elapsed: 400 * MS,
                available: 200 * MS,
            },
        }
    );
    assert_eq!(record.moves.len(), 4);
    let white_times: Vec<_> = white_seen.limits().iter().map(|l| l.wtime).collect();
    assert_eq!(
        white_times,
        [Some(1000 * MS), Some(600 * MS), Some(200 * MS)]
    );
    assert_eq!(
        black_seen.limits().first().and_then(|l| l.btime),
        Some(1000 * MS)
    );
    assert_eq!(
        black_seen.limits().get(1).and_then(|l| l.btime),
        Some(900 * MS)
    );
    let thought = record.moves.first().and_then(|m| m.thought);
    assert_eq!(thought.map(|t| t.elapsed), Some(400 * MS));
    let text = write_game(&record.to_pgn(&header()));
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(
        text.contains("White loses on time (move took 400 ms, 200 ms left)"),
        "{text}"
    );
}

#[test]
fn margin_and_movetime_forfeits() {
    let time = ManualTime::default();
    let settings = GameSettings {
        limits: GameLimits {
            movetime: Some(100 * MS),
            ..GameLimits::default()
        },
        margin: 20 * MS,
        ..GameSettings::default()
    };
    // 115 ms is inside the margin; 125 ms is not.
    let (mut white, _) = Scripted::new(&time, 115 * MS).run();
    let (mut black, _) = Scripted::new(&time, 125 * MS).run();
    let record = play(&settings, &time, &mut white, &mut black, &[]);
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.end.failed_side(), Some(Color::Black));
    assert_eq!(record.end.termination(), "time forfeit");
}

/// White's engine is winning by 7 pawns, from either side's view.
fn white_is_winning(pos: &Position) -> Option<Score> {
    Some(Score::Cp(match pos.side_to_move() {
        Color::White => 700,
        Color::Black => -700,
    }))
}

#[test]
fn resign_after_the_move_in_a_match() {
    let time = ManualTime::default();
    let settings = GameSettings {
        adjudication: Rules {
            resign: Some(ResignRule {
                plies: 4,
                score: 600,
                same_side: true,
            }),
            ..Rules::default()
        },
        ..GameSettings::default()
    };
    let mut white = Scripted::new(&time, MS);
    let mut black = Scripted::new(&time, MS);
    white.score = white_is_winning;
    black.score = white_is_winning;
    let (mut white, _) = white.run();
    let (mut black, _) = black.run();
    let opening = [Position::startpos()
        .parse_uci_move("e2e4")
        .unwrap_or_else(|e| panic!("{e}"))];
    let record = play(&settings, &time, &mut white, &mut black, &opening);
    // The opening move has no score: four engine moves after it.
    assert_eq!(record.moves.len(), 5);
    assert_eq!(record.end.winner, Some(Color::White));
    assert_eq!(
        record.end.reason,
        EndReason::Adjudication(Verdict::Win(Color::White))
    );
    let text = write_game(&record.to_pgn(&header()));
    assert!(text.contains("[Termination \"adjudication\"]"), "{text}");
    assert!(
        text.contains("1. e4 a6 {-7.00/7 0.001s} 2. Ke2 {+7.00/7 0.001s}"),
        "{text}"
    );
    assert!(text.contains(", White wins by adjudication} 1-0"), "{text}");
}

#[test]
fn a_verdict_before_the_move_keeps_it_unplayed() {
    let settings = GameSettings {
        adjudication: Rules {
            resign: Some(ResignRule {
                plies: 2,
                score: 600,
                same_side: true,
            }),
            judged: Judged::BeforeTheMove,
            ..Rules::default()
        },
        ..GameSettings::default()
    };
    let mut engine = Scripted::new(&ManualTime::default(), MS);
    engine.score = white_is_winning;
    let (mut runner, _) = engine.run();
    let mut seen = Vec::new();
    let record = GameDriver::new(&settings)
        .play(
            Sides::SelfPlay(&mut runner),
            &Position::startpos(),
            &[],
            &mut |searched| seen.push((searched.ply, searched.played)),
        )
        .unwrap_or_else(|| panic!("not aborted"));
    assert_eq!(seen, [(0, true), (1, false)]);
    assert_eq!(record.moves.len(), 1);
    assert_eq!(
        record.end.reason,
        EndReason::Adjudication(Verdict::Win(Color::White))
    );
}

#[test]
fn length_limit_and_nodes_per_ply() {
    let settings = GameSettings {
        limits: GameLimits {
            nodes: Some(100),
            nodes_per_ply: 10,
            ..GameLimits::default()
        },
        adjudication: Rules {
            max_length: Some(MoveLimit::Plies(6)),
            ..Rules::default()
        },
        ..GameSettings::default()
    };
    let (mut engine, seen) = Scripted::new(&ManualTime::default(), MS)
        .playing(&["g1f3", "g8f6", "f3g1", "f6g8", "b1c3", "b8c6", "c3b1"])
        .run();
    let record = GameDriver::new(&settings)
        .play(
            Sides::SelfPlay(&mut engine),
            &Position::startpos(),
            &[],
            &mut |_| {},
        )
        .unwrap_or_else(|| panic!("not aborted"));
    assert_eq!(record.moves.len(), 6);
    assert_eq!(
        record.end.reason,
        EndReason::Adjudication(Verdict::MoveLimit)
    );
    assert_eq!(record.end.winner, None);
    let nodes: Vec<_> = seen.limits().iter().map(|l| l.nodes).collect();
    assert_eq!(
        nodes,
        [100, 110, 120, 130, 140, 150].map(Some),
        "one node limit per ply"
    );
}

#[test]
fn fools_mate_reads_back_from_the_pgn() {
    let time = ManualTime::default();
    let script = ["f2f3", "e7e5", "g2g4", "d8h4"];
    let (mut white, _) = Scripted::new(&time, 10 * MS).playing(&script).run();
    let mut black = Scripted::new(&time, 20 * MS).playing(&script);
    black.score = |_| Some(Score::Mate(1));
    let (mut black, _) = black.run();
    let opening = [Position::startpos()
        .parse_uci_move("f2f3")
        .unwrap_or_else(|e| panic!("{e}"))];
    let record = play(
        &GameSettings::default(),
        &time,
        &mut white,
        &mut black,
        &opening,
    );
    assert_eq!(
        record.end,
        GameEnd {
            winner: Some(Color::Black),
            reason: EndReason::Rules(OutcomeReason::Checkmate),
        }
    );
    assert_eq!(record.moves.first().and_then(|m| m.thought), None);
    let text = write_game(&record.to_pgn(&header()));
    assert!(
        text.replace('\n', " ")
            .contains("1. f3 e5 {+M1/7 0.020s} 2. g4 {+0.10/7 0.010s} 2... Qh4# {+M1/7 0.020s, Black mates} 0-1"),
        "{text}"
    );
    let games = read_all(&text);
    let Some(Ok(back)) = games.first() else {
        panic!("{text}")
    };
    let moves: Vec<Move> = record.moves.iter().map(|m| m.mv).collect();
    assert_eq!(back.mainline_moves().collect::<Vec<_>>(), moves);
    assert_eq!(back.result(), GameResult::BlackWins);
    assert_eq!(back.tags.get("PlyCount"), Some("4"));
}

#[test]
fn failures_lose_the_game() {
    let time = ManualTime::default();
    let settings = GameSettings::default();
    let (mut illegal, _) = Scripted::new(&time, MS).playing(&["e2e5"]).run();
    let (mut other, _) = Scripted::new(&time, MS).run();
    let record = play(&settings, &time, &mut illegal, &mut other, &[]);
    assert_eq!(
        record.end.reason,
        EndReason::IllegalMove {
            loser: Color::White,
            text: "e2e5".into()
        }
    );
    let mut crashing = Scripted::new(&time, MS);
    crashing.fail = Some("engine 'x' exited");
    let (mut crashing, _) = crashing.run();
    let record = play(&settings, &time, &mut other, &mut crashing, &[]);
    assert_eq!(
        record.end.reason,
        EndReason::Crash {
            loser: Color::Black,
            message: "engine 'x' exited".into()
        }
    );
    assert_eq!(record.end.winner, Some(Color::White));
    let record = play(&settings, &time, &mut Absent, &mut other, &[]);
    assert_eq!(record.end.failed_side(), Some(Color::White));
    assert_eq!(record.end.termination(), "abandoned");
}

#[test]
fn a_silent_engine_stalls_or_loses_on_time() {
    let time = ManualTime::default();
    let mut silent = Scripted::new(&time, MS);
    silent.silent = true;
    let (mut silent, _) = silent.run();
    let (mut other, _) = Scripted::new(&time, MS).run();
    let untimed = GameSettings {
        move_timeout: Some(20 * MS),
        ..GameSettings::default()
    };
    let record = play(&untimed, &time, &mut other, &mut silent, &[]);
    assert!(
        matches!(
            record.end.reason,
            EndReason::Stalled {
                loser: Color::Black,
                ..
            }
        ),
        "{:?}",
        record.end
    );
    let timed = GameSettings {
        limits: GameLimits {
            movetime: Some(10 * MS),
            ..GameLimits::default()
        },
        margin: 10 * MS,
        ..GameSettings::default()
    };
    let record = play(&timed, &time, &mut other, &mut silent, &[]);
    assert_eq!(record.end.termination(), "time forfeit");
    assert_eq!(record.end.winner, Some(Color::White));
}

#[test]
fn an_abort_gives_the_game_up() {
    let abort = AtomicBool::new(true);
    let settings = GameSettings::default();
    let (mut engine, seen) = Scripted::new(&ManualTime::default(), MS).run();
    let game = GameDriver::new(&settings).with_abort(&abort).play(
        Sides::SelfPlay(&mut engine),
        &Position::startpos(),
        &[],
        &mut |_| {},
    );
    assert!(game.is_none());
    assert!(seen.limits().is_empty());
}

fn fen(text: &str) -> Position {
    Position::from_fen(text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn flag_fall_against_a_lone_king_is_a_draw() {
    // White (a rook up) runs out of time: White loses only if Black could ever mate.
    let lone_black_king = fen("7k/8/8/8/8/8/8/R3K3 w - - 0 40");
    let end = time_forfeit(&lone_black_king, Color::White, 120 * MS, 100 * MS);
    assert_eq!(end.winner, None);
    assert_eq!(end.result(), "1/2-1/2");
    let black_has_a_pawn = fen("7k/7p/8/8/8/8/8/R3K3 w - - 0 40");
    let end = time_forfeit(&black_has_a_pawn, Color::White, 120 * MS, 100 * MS);
    assert_eq!(end.winner, Some(Color::Black));
    assert_eq!(
        end.describe(),
        "White loses on time (move took 120 ms, 100 ms left)"
    );
}

#[test]
fn movetime_overruns_respect_the_margin() {
    assert_eq!(overran(Some(100 * MS), 140 * MS, 50 * MS), None);
    assert_eq!(
        overran(Some(100 * MS), 151 * MS, 50 * MS),
        Some(Flagged {
            elapsed: 151 * MS,
            available: 100 * MS
        })
    );
    assert_eq!(overran(None, 10_000 * MS, Duration::ZERO), None);
}
