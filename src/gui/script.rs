//! Scripted runs of the real window: `TEMPO_SCREENSHOTS=DIR` drives the app through its key
//! screens and writes a PNG of each (used by `make screenshots` under Xvfb), and
//! `TEMPO_MEASURE_SECS=N` lets engines play each other for N seconds and prints frame-time
//! percentiles and the start-up time.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use eframe::egui::{self, ColorImage};

use super::{
    actions::Action,
    app::TempoApp,
    board_editor::EditorAction,
    clock::TimeControl,
    engine_manager::EngineAction,
    metrics::FrameStats,
    new_game::{GameSetup, Mode, StartChoice},
    png,
    settings::UiTheme,
    theme::BoardScheme,
};
use crate::chess::Square;

/// One scripted screen.
struct Shot {
    name: &'static str,
    /// Queues the actions that lead to the screen.
    prepare: fn(&mut TempoApp),
    /// Runs a few frames later, once the position is shown (selection, arrows, pickers).
    later: fn(&mut TempoApp),
    /// The picture waits for this (background work such as an engine's test launch).
    ready: fn(&TempoApp) -> bool,
}

fn always(_: &TempoApp) -> bool {
    true
}

/// The engine manager's selected engine has finished its test launch.
fn manager_ready(app: &TempoApp) -> bool {
    app.engine_manager().is_some_and(|m| {
        m.selected()
            .is_some_and(|name| m.probe_result(name).is_some())
    })
}

fn hvh(time: Option<TimeControl>) -> GameSetup {
    GameSetup {
        mode: Mode::HumanVsHuman,
        time,
        start: StartChoice::Standard,
        ..GameSetup::default()
    }
}

fn play(app: &mut TempoApp, moves: &[&str]) {
    for text in moves {
        app.push_action(Action::TypedMove((*text).to_owned()));
    }
}

const SHOTS: [Shot; 10] = [
    Shot {
        name: "01-start",
        prepare: |_| {},
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "02-game-in-progress",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(Some(TimeControl::new(300, 3)))));
            play(
                app,
                &[
                    "e4", "e5", "Nf3", "d6", "d4", "exd4", "Nxd4", "Nf6", "Nc3", "Be7",
                ],
            );
            play(app, &["Bb5+"]);
        },
        later: |app| {
            app.board_script(Some(Square::C7), None, &[(Square::B8, Square::C6)]);
        },
        ready: always,
    },
    Shot {
        name: "03-new-game-dialog",
        prepare: |app| app.push_action(Action::OpenNewGame),
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "04-game-over",
        prepare: |app| {
            app.push_action(Action::CloseNewGame);
            app.push_action(Action::StartGame(hvh(Some(TimeControl::new(180, 2)))));
            play(app, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        },
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "05-settings-light-flipped",
        prepare: |app| {
            app.push_action(Action::DismissGameOver);
            app.settings.theme = UiTheme::Light;
            app.settings.board = BoardScheme::Blue;
            app.settings.figurine = true;
            app.push_action(Action::StartGame(hvh(None)));
            play(
                app,
                &["d4", "Nf6", "c4", "e6", "Nc3", "Bb4", "Qc2", "O-O", "a3"],
            );
            app.push_action(Action::Flip);
            app.push_action(Action::ToggleSettings);
        },
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "06-promotion-picker",
        prepare: |app| {
            app.push_action(Action::ToggleSettings);
            app.settings.theme = UiTheme::Dark;
            app.settings.board = BoardScheme::Green;
            app.settings.figurine = false;
            let setup = GameSetup {
                start: StartChoice::Fen("8/4P1k1/8/8/8/8/5K2/8 w - - 0 1".to_owned()),
                ..hvh(Some(TimeControl::new(60, 0)))
            };
            app.push_action(Action::StartGame(setup));
        },
        later: |app| app.board_script(None, Some((Square::E7, Square::E8)), &[]),
        ready: always,
    },
    Shot {
        name: "07-vs-engine-thinking",
        prepare: |app| {
            app.board_script(None, None, &[]);
            app.settings.show_engine_info = true;
            app.push_action(Action::StartGame(GameSetup {
                mode: Mode::HumanVsEngine,
                time: Some(TimeControl::new(900, 10)),
                book: false,
                ..GameSetup::default()
            }));
            play(app, &["d4"]);
        },
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "08-about",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(None)));
            app.push_action(Action::ToggleAbout);
        },
        later: |_| {},
        ready: always,
    },
    Shot {
        name: "09-engine-manager",
        prepare: |app| {
            app.push_action(Action::ToggleAbout);
            app.push_action(Action::Engines(EngineAction::Toggle));
        },
        later: |_| {},
        ready: manager_ready,
    },
    Shot {
        name: "10-board-editor",
        prepare: |app| {
            app.push_action(Action::Engines(EngineAction::Toggle));
            app.push_action(Action::Editor(EditorAction::Toggle));
        },
        later: |app| {
            if let Some(editor) = app.board_editor_mut() {
                editor.set_fen_text(
                    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5",
                );
            }
        },
        ready: always,
    },
];

/// Drives the screenshot script, one screen at a time.
pub struct ScreenshotScript {
    dir: PathBuf,
    index: usize,
    frames_waited: u32,
    requested: bool,
    image: Arc<Mutex<Option<Arc<ColorImage>>>>,
    /// Files written.
    pub written: Vec<PathBuf>,
}

impl ScreenshotScript {
    /// A script writing into `dir`.
    pub fn new(dir: PathBuf) -> ScreenshotScript {
        ScreenshotScript {
            dir,
            index: 0,
            frames_waited: 0,
            requested: false,
            image: Arc::new(Mutex::new(None)),
            written: Vec::new(),
        }
    }

    /// Advances the script by one frame (called from `logic`).
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        ctx.request_repaint();
        let Some(shot) = SHOTS.get(self.index) else {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            return;
        };
        if self.frames_waited == 0 {
            (shot.prepare)(app);
        }
        if self.frames_waited == 8 {
            (shot.later)(app);
        }
        self.frames_waited += 1;
        // Let animations and layout settle before the picture; background work gets about
        // ten seconds.
        if self.frames_waited < 25 || (!(shot.ready)(app) && self.frames_waited < 600) {
            return;
        }
        if !self.requested {
            self.requested = true;
            let slot = Arc::clone(&self.image);
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
            });
            return;
        }
        let image = self.image.lock().ok().and_then(|mut slot| slot.take());
        let Some(image) = image else { return };
        let path = self.dir.join(format!("{}.png", shot.name));
        let rgba: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
        let [w, h] = image.size;
        match png::encode_rgba(w as u32, h as u32, &rgba) {
            Some(bytes) => match std::fs::write(&path, bytes) {
                Ok(()) => {
                    println!("wrote {}", path.display());
                    self.written.push(path);
                }
                Err(e) => eprintln!("tempo: cannot write {}: {e}", path.display()),
            },
            None => eprintln!("tempo: screenshot {} has an unexpected size", shot.name),
        }
        self.index += 1;
        self.frames_waited = 0;
        self.requested = false;
    }
}

/// The measuring mode: engine vs engine for a while, then figures on stdout.
pub struct Measure {
    duration: Duration,
    started: Option<Instant>,
    intervals: FrameStats,
    last_frame: Option<Instant>,
    reported: bool,
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
        }
    }

    /// Called every frame from `logic`.
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        let now = Instant::now();
        ctx.request_repaint();
        let Some(started) = self.started else {
            self.started = Some(now);
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
        if let Some(last) = self.last_frame {
            self.intervals.record(now - last);
        }
        self.last_frame = Some(now);
        // Keep engines playing: a finished game starts the next one.
        if app.game.is_over() {
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
            println!("moves played in the last game: {}", app.game.ply_count());
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}
