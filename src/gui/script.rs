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
    clock::TimeControl,
    files::FileAction,
    metrics::FrameStats,
    new_game::{GameSetup, Mode, StartChoice},
    png,
    settings::UiTheme,
    theme::BoardScheme,
    tree_actions::TreeAction,
};
use crate::chess::Square;

/// One scripted screen.
struct Shot {
    name: &'static str,
    /// Queues the actions that lead to the screen.
    prepare: fn(&mut TempoApp),
    /// Runs a few frames later, once the position is shown (selection, arrows, pickers).
    later: fn(&mut TempoApp),
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

const SHOTS: [Shot; 11] = [
    Shot {
        name: "01-start",
        prepare: |_| {},
        later: |_| {},
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
    },
    Shot {
        name: "03-new-game-dialog",
        prepare: |app| app.push_action(Action::OpenNewGame),
        later: |_| {},
    },
    Shot {
        name: "04-game-over",
        prepare: |app| {
            app.push_action(Action::CloseNewGame);
            app.push_action(Action::StartGame(hvh(Some(TimeControl::new(180, 2)))));
            play(app, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        },
        later: |_| {},
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
    },
    Shot {
        name: "08-about",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(None)));
            app.push_action(Action::ToggleAbout);
        },
        later: |_| {},
    },
    Shot {
        name: "09-variations-comments",
        prepare: |app| {
            app.push_action(Action::ToggleAbout);
            app.push_action(Action::LoadPgnText(ANNOTATED_GAME.to_owned()));
        },
        later: |app| {
            // Show a move inside a variation, to see the highlight there.
            let tree = app.game.tree();
            let node = tree.mainline().get(3).and_then(|&id| {
                let parent = tree.parent(id)?;
                tree.children(parent).nth(1)
            });
            if let Some(node) = node {
                app.push_action(Action::Tree(TreeAction::GoTo(node)));
            }
        },
    },
    Shot {
        name: "10-game-list",
        prepare: |app| {
            let path = std::env::temp_dir().join("tempo-screenshot-games.pgn");
            match std::fs::write(&path, sample_games(60)) {
                Ok(()) => app.push_action(Action::File(FileAction::Open(path))),
                Err(e) => eprintln!("tempo: cannot write {}: {e}", path.display()),
            }
        },
        later: |app| app.push_action(Action::File(FileAction::LoadListed(3))),
    },
    Shot {
        name: "11-book-panel-tags",
        prepare: |app| {
            app.push_action(Action::File(FileAction::CloseList));
            app.push_action(Action::StartGame(hvh(None)));
            play(app, &["e4", "c5", "Nf3"]);
            app.push_action(Action::File(FileAction::EditTags));
        },
        later: |_| {},
    },
];

/// A game with variations, comments, NAGs and clock commands for the screenshots.
const ANNOTATED_GAME: &str = "[Event \"Tempo screenshots\"]\n[Site \"?\"]\n[Date \"2026.11.22\"]\n\
[Round \"1\"]\n[White \"Ann\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n\
{A Ruy Lopez with a few side lines.} 1. e4 e5 2. Nf3 Nc6 (2... Nf6 {Petrov} 3. Nxe5 d6 \
4. Nf3 Nxe4) (2... d6 $6 {Philidor}) 3. Bb5 $1 {The Spanish.} a6 4. Ba4 (4. Bxc6 dxc6 5. O-O \
(5. Nxe5 $2 Qd4) 5... f6) 4... Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 $14 \
{[%clk 0:41:10]} Na5 10. Bc2 c5 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Nc6 14. Nb3 a5 15. Be3 \
a4 16. Nbd2 Bd7 17. Rc1 Qb7 18. Qe2 Rfe8 19. Bd3 $36 exd4 20. Nxd4 Nxd4 21. Bxd4 $16 1-0\n";

/// `count` short games with varied tags, for the game list screenshot.
fn sample_games(count: usize) -> String {
    const PLAYERS: [&str; 8] = [
        "Anand", "Bareev", "Carlsen", "Ding", "Euwe", "Firouzja", "Giri", "Hou",
    ];
    const OPENINGS: [(&str, &str); 5] = [
        ("C60", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"),
        ("B90", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6"),
        ("D37", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Nf3 Be7"),
        ("E60", "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6"),
        ("A10", "1. c4 e5 2. Nc3 Nf6 3. g3 d5"),
    ];
    const RESULTS: [&str; 3] = ["1-0", "1/2-1/2", "0-1"];
    let mut out = String::new();
    for i in 0..count {
        let white = PLAYERS.get(i % 8).copied().unwrap_or("?");
        let black = PLAYERS.get((i * 3 + 1) % 8).copied().unwrap_or("?");
        let (eco, moves) = OPENINGS.get(i % 5).copied().unwrap_or(("", ""));
        let result = RESULTS.get(i % 3).copied().unwrap_or("*");
        out.push_str(&format!(
            "[Event \"Tempo Open {}\"]\n[Site \"Online\"]\n[Date \"2026.{:02}.{:02}\"]\n\
             [Round \"{}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
             [ECO \"{eco}\"]\n\n{moves} {result}\n\n",
            2020 + i % 7,
            1 + i % 12,
            1 + i % 28,
            1 + i / 8,
        ));
    }
    out
}

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
        // Let animations and layout settle before the picture.
        if self.frames_waited < 25 {
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
