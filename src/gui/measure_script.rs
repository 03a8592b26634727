//! The measuring scripts of the real window: `TEMPO_MEASURE_SECS=N` (engines play each other for
//! N seconds; frame-time percentiles and the start-up time, with `TEMPO_MEASURE_IMPORT` an
//! import meanwhile) and `TEMPO_MEASURE_REVIEW=MS` (a review timed). Started by
//! [`super::script::Scripts`]; built only with the `script` feature.

use std::time::{Duration, Instant};

use eframe::egui;

use super::{
    actions::Action, app::TempoApp, database::script_shots as shots, metrics::FrameStats,
    review_panel::ReviewAction,
};
use crate::app::{
    clock::TimeControl,
    review::ReviewLimit,
    setup::{GameSetup, Mode, StartChoice},
};

/// The measuring mode: engine vs engine for a while, then figures on stdout.
pub struct Measure {
    duration: Duration,
    started: Option<Instant>,
    intervals: FrameStats,
    last_frame: Option<Instant>,
    reported: bool,
    /// The import during the measurement (`TEMPO_MEASURE_IMPORT`).
    pub(super) import: Option<shots::ImportFrames>,
}

impl Measure {
    /// Measures for `duration` after the first frame.
    pub fn new(duration: Duration) -> Measure {
        Measure {
            duration,
            started: None,
            intervals: FrameStats::default(),
            last_frame: None,
            reported: false,
            import: None,
        }
    }

    /// Called every frame from `logic`.
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        let now = Instant::now();
        ctx.request_repaint();
        let Some(started) = self.started else {
            self.started = Some(now);
            if let Some(import) = &self.import {
                import.start(app);
            }
            let mode = if app.engines().is_empty() {
                eprintln!("tempo: no engine is built in; measuring an idle two-player game");
                Mode::HumanVsHuman
            } else {
                Mode::EngineVsEngine
            };
            app.push_action(Action::StartGame(GameSetup {
                mode,
                time: Some(TimeControl::new(60, 0)),
                ..GameSetup::default()
            }));
            app.stats.clear();
            return;
        };
        let previous_frame = self.last_frame;
        if let Some(last) = self.last_frame {
            self.intervals.record(now - last);
        }
        self.last_frame = Some(now);
        if let Some(import) = &mut self.import {
            import.step(app, previous_frame.map(|last| now - last));
        }
        // Keep engines playing: a finished game starts the next one.
        if app.session.game().is_over() {
            app.push_action(Action::DismissGameOver);
            app.push_action(Action::StartGame(GameSetup {
                mode: Mode::EngineVsEngine,
                time: Some(TimeControl::new(60, 0)),
                ..GameSetup::default()
            }));
        }
        if now - started >= self.duration && !self.reported {
            self.reported = true;
            if let Some(first) = app.startup_to_first_frame {
                println!(
                    "start-up to first frame: {:.1} ms",
                    first.as_secs_f64() * 1e3
                );
            }
            println!("frame logic+ui time: {}", app.stats.summary());
            println!("frame interval:      {}", self.intervals.summary());
            println!(
                "moves played in the last game: {}",
                app.session.game().ply_count()
            );
            if self.import.is_some() {
                shots::ImportFrames::report(app);
            }
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

/// The review measurement (`TEMPO_MEASURE_REVIEW=MS`): a 40-move game played by Tempo PVS
/// at a fixed node count is reviewed at MS milliseconds per position while the window keeps
/// drawing; prints the wall time and the frame times during the review.
pub struct ReviewMeasure {
    millis: u32,
    started: Option<Instant>,
    intervals: FrameStats,
    last_frame: Option<Instant>,
    reported: bool,
}

/// Plies of the reviewed game.
const MEASURED_PLIES: usize = 80;

impl ReviewMeasure {
    /// Reviews at `millis` per position.
    pub fn new(millis: u32) -> ReviewMeasure {
        ReviewMeasure {
            millis,
            started: None,
            intervals: FrameStats::default(),
            last_frame: None,
            reported: false,
        }
    }

    /// Called every frame from `logic`.
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        let now = Instant::now();
        ctx.request_repaint();
        let Some(started) = self.started else {
            let moves = self_play_game(MEASURED_PLIES);
            println!(
                "reviewing a {}-ply game (Tempo PVS self-play at fixed nodes) at {} ms per position",
                moves.len(),
                self.millis
            );
            app.push_action(Action::StartGame(GameSetup {
                mode: Mode::HumanVsHuman,
                time: None,
                start: StartChoice::Standard,
                ..GameSetup::default()
            }));
            for mv in moves {
                app.push_action(Action::MakeMove(mv));
            }
            app.settings.analysis.engine = "Tempo PVS".to_owned();
            app.push_action(Action::Review(ReviewAction::SetLimit(
                ReviewLimit::MoveTime(self.millis),
            )));
            app.push_action(Action::Review(ReviewAction::Start));
            self.started = Some(now);
            return;
        };
        if self.last_frame.is_none() {
            // The actions above are applied in the first frame: measure from the next one.
            app.stats.clear();
        }
        if let Some(last) = self.last_frame {
            self.intervals.record(now - last);
        }
        self.last_frame = Some(now);
        if self.reported {
            return;
        }
        let Some(review) = app.review_result() else {
            if !app.review_running() && now - started > Duration::from_secs(5) {
                eprintln!("tempo: the review did not run");
                self.reported = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            return;
        };
        self.reported = true;
        println!(
            "review of {} positions: {:.1} s wall ({:.1} s from the request)",
            review.evals.len(),
            review.elapsed.as_secs_f64(),
            (now - started).as_secs_f64()
        );
        if let (Some(white), Some(black)) = (review.accuracy.white, review.accuracy.black) {
            println!("accuracy: White {white:.1} %, Black {black:.1} %");
        }
        println!("frame logic+ui time: {}", app.stats.summary());
        println!("frame interval:      {}", self.intervals.summary());
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }
}

/// A game of up to `plies` plies, Tempo PVS against itself at a fixed node count that varies a
/// little per ply (fewer repetitions); shorter if it ends early.
fn self_play_game(plies: usize) -> Vec<crate::chess::Move> {
    use crate::app::{
        adjudication::{MoveLimit, Rules},
        game_driver::{GameDriver, GameLimits, GameSettings, Sides},
    };
    let settings = GameSettings {
        limits: GameLimits {
            nodes: Some(4000),
            nodes_per_ply: 131,
            ..GameLimits::default()
        },
        adjudication: Rules {
            max_length: Some(MoveLimit::Plies(u32::try_from(plies).unwrap_or(u32::MAX))),
            ..Rules::default()
        },
        ..GameSettings::default()
    };
    let mut engine = crate::app::engine_runner::EngineRunner::with_engine(
        "Tempo PVS",
        Box::new(crate::search::PvsEngine::new()),
    );
    let record = GameDriver::new(&settings).play(
        Sides::SelfPlay(&mut engine),
        &crate::chess::Position::startpos(),
        &[],
        &mut |_| {},
    );
    // Without an abort flag the game always ends with a record; a failed search ends it early.
    record.map_or_else(Vec::new, |record| {
        record.moves.iter().map(|m| m.mv).collect()
    })
}
