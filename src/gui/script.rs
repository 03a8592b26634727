//! Scripted runs of the real window: `TEMPO_SCREENSHOTS=DIR` drives the app through its key
//! screens and writes a PNG of each (used by `make screenshots` under Xvfb), and
//! `TEMPO_MEASURE_SECS=N` lets engines play each other for N seconds and prints frame-time
//! percentiles and the start-up time, `TEMPO_MEASURE_REVIEW=MS` times a review, and
//! `TEMPO_MEASURE_ANALYSIS=SECS` measures three analysis engines sharing the CPU (the
//! measurements are in `measure_script.rs` and `analysis_script.rs`). Built only with the
//! `script` feature (`make screenshots`, `make measure-gui`, `make measure-review`,
//! `make measure-analysis`).

use std::{
    path::PathBuf,
    sync::{Arc, Mutex},
    time::Duration,
};

use eframe::egui::{self, ColorImage};

use super::{
    actions::{Action, Nav},
    analysis::AnalysisAction,
    analysis_script::{AnalysisMeasure, analyse_with},
    app::{AppConfig, TempoApp},
    board::script_shots as keys,
    board_editor::EditorAction,
    database::script_shots as shots,
    engine_manager::EngineAction,
    files::FileAction,
    measure_script::{Measure, ReviewMeasure},
    review_panel::ReviewAction,
    settings::{Notation, UiTheme},
    theme::BoardScheme,
};
use crate::{
    app::setup::{GameSetup, Mode, StartChoice},
    app::{
        clock::TimeControl,
        review::{Judgement, ReviewLimit},
        tree_edit::TreeAction,
    },
    chess::Square,
};

/// The scripts a run was asked for through the environment.
pub struct Scripts {
    screenshots: Option<ScreenshotScript>,
    measure: Option<Measure>,
    review_measure: Option<ReviewMeasure>,
    analysis_measure: Option<AnalysisMeasure>,
    scratch: Option<PathBuf>,
    /// `TEMPO_ACCESSKIT=1`: build the accessibility tree every frame, as when a screen reader
    /// is listening (egui builds it only then), to measure what it costs.
    accesskit: bool,
}

impl Scripts {
    /// Reads `TEMPO_SCREENSHOTS`, `TEMPO_MEASURE_SECS`, `TEMPO_MEASURE_REVIEW` and
    /// `TEMPO_MEASURE_ENGINE` ("program args…", an external engine the measuring game may
    /// play). A scripted run keeps its settings in a fresh temporary directory, without sound
    /// or file dialogs.
    ///
    /// # Errors
    /// A variable that does not parse, or a directory that cannot be made.
    pub fn from_env(config: &mut AppConfig) -> anyhow::Result<Scripts> {
        let screenshot_dir = std::env::var_os("TEMPO_SCREENSHOTS").map(PathBuf::from);
        let measure_secs = parsed_variable::<u64>("TEMPO_MEASURE_SECS")?;
        let review_millis = parsed_variable::<u32>("TEMPO_MEASURE_REVIEW")?;
        let analysis_secs = parsed_variable::<u64>("TEMPO_MEASURE_ANALYSIS")?;
        let scripted = screenshot_dir.is_some()
            || measure_secs.is_some()
            || review_millis.is_some()
            || analysis_secs.is_some();
        let scratch = if scripted { Some(scratch_dir()?) } else { None };
        if let Some(dir) = &scratch {
            config.config_dir = Some(dir.join("config"));
            // TEMPO_SCRIPT_DATA=DIR keeps the data folder (the tournaments list and state
            // files) from one scripted run to the next: a tournament left by a closed app
            // is continued by the next start.
            config.data_dir = Some(
                std::env::var_os("TEMPO_SCRIPT_DATA")
                    .map_or_else(|| dir.join("data"), PathBuf::from),
            );
            config.sound = false;
            config.file_dialogs = false;
        }
        if screenshot_dir.is_some() {
            // The tournament screens' external engine: Stockfish where Debian's package is
            // installed, else this very binary as a UCI program.
            let stockfish = PathBuf::from("/usr/games/stockfish");
            let (program, args) = if stockfish.is_file() {
                (stockfish, Vec::new())
            } else {
                let me = std::env::current_exe()
                    .map_err(|e| anyhow::anyhow!("finding this program: {e}"))?;
                (me, vec!["uci".to_owned()])
            };
            config.engines.push(crate::app::engines::external_entry(
                &crate::app::engines::ExternalEngine {
                    name: super::tournament::script_shots::EXTERNAL.to_owned(),
                    program,
                    args,
                    working_dir: None,
                },
            ));
        }
        if let Ok(command) = std::env::var("TEMPO_MEASURE_ENGINE") {
            let mut words = command.split_whitespace().map(str::to_owned);
            if let Some(program) = words.next() {
                let external = crate::app::engines::ExternalEngine {
                    name: "Measured engine".to_owned(),
                    program: program.into(),
                    args: words.collect(),
                    working_dir: None,
                };
                config
                    .engines
                    .push(crate::app::engines::external_entry(&external));
            }
        }
        if let Some(dir) = &screenshot_dir {
            std::fs::create_dir_all(dir)
                .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
        }
        Ok(Scripts {
            screenshots: screenshot_dir.map(ScreenshotScript::new),
            measure: measure_secs.map(|s| {
                let mut measure = Measure::new(Duration::from_secs(s));
                // TEMPO_MEASURE_IMPORT=FILE.pgn imports FILE into a fresh database in the
                // scratch dir while the engines play, to measure the frames during an import.
                measure.import = std::env::var_os("TEMPO_MEASURE_IMPORT")
                    .map(PathBuf::from)
                    .zip(scratch.clone())
                    .map(|(pgn, dir)| shots::ImportFrames::new(pgn, dir));
                measure
            }),
            review_measure: review_millis.map(ReviewMeasure::new),
            analysis_measure: analysis_secs.map(AnalysisMeasure::new),
            scratch,
            accesskit: std::env::var("TEMPO_ACCESSKIT").is_ok_and(|v| v == "1"),
        })
    }

    /// Screenshots are taken at a fixed window size.
    pub fn window_size(&self) -> Option<[f32; 2]> {
        self.screenshots.as_ref().map(|_| [1200.0, 800.0])
    }

    /// The temporary directory to remove when the window closes.
    pub fn scratch_dir(&self) -> Option<PathBuf> {
        self.scratch.clone()
    }

    /// Advances every running script by one frame.
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        if self.accesskit {
            ctx.enable_accesskit();
        }
        if let Some(script) = &mut self.screenshots {
            script.step(app, ctx);
        }
        if let Some(measure) = &mut self.measure {
            measure.step(app, ctx);
        }
        if let Some(measure) = &mut self.review_measure {
            measure.step(app, ctx);
        }
        if let Some(measure) = &mut self.analysis_measure {
            measure.step(app, ctx);
        }
    }
}

/// An environment variable parsed as `T`, `None` when unset.
fn parsed_variable<T: std::str::FromStr>(name: &str) -> anyhow::Result<Option<T>>
where
    T::Err: std::fmt::Display,
{
    std::env::var(name)
        .ok()
        .map(|s| {
            s.parse::<T>()
                .map_err(|e| anyhow::anyhow!("{name}={s}: {e}"))
        })
        .transpose()
}

/// A fresh scratch directory under the system temp dir.
fn scratch_dir() -> anyhow::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "tempo-scratch-{}-{}",
        std::process::id(),
        crate::app::setup::random_u64()
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// One scripted screen.
pub(crate) struct Shot {
    pub(crate) name: &'static str,
    /// Queues the actions that lead to the screen.
    pub(crate) prepare: fn(&mut TempoApp),
    /// Runs a few frames later, once the position is shown (selection, arrows, pickers).
    pub(crate) later: fn(&mut TempoApp),
    /// Whether the screen is ready (engine output arrived); checked every frame.
    pub(crate) ready: fn(&TempoApp) -> bool,
}

/// Screen `index`: the general ones, then the training windows'.
fn shot(index: usize) -> Option<&'static Shot> {
    SHOTS
        .iter()
        .chain(&super::training::script_shots::SHOTS)
        .chain(&super::analysis_script::SHOTS)
        .chain(&super::tournament::script_shots::SHOTS)
        .chain(&super::share::script_shots::SHOTS)
        .chain(std::iter::once(&super::share::script_shots::LARGE))
        .chain(&super::language_script::SHOTS)
        .nth(index)
}

/// Most frames a screen may wait for `ready` before it is taken anyway.
const READY_TIMEOUT_FRAMES: u32 = 3000;

/// Morphy vs the Duke of Brunswick and Count Isouard, Paris 1858 (the "Opera game").
const OPERA_GAME: &str = "[Event \"Paris\"]\n[White \"Paul Morphy\"]\n\
[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n\
1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 \
9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 \
15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";

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

const SHOTS: [Shot; 21] = [
    Shot {
        name: "01-start",
        prepare: |_| {},
        later: |_| {},
        ready: |_| true,
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
        ready: |_| true,
    },
    Shot {
        name: "03-new-game-dialog",
        prepare: |app| app.push_action(Action::OpenNewGame),
        // Computer against computer, where the dialog shows every row (adjudication too), at
        // the strongest level.
        later: |app| {
            if let Some(dialog) = &mut app.dialog {
                dialog.setup.mode = Mode::EngineVsEngine;
                dialog.setup.elo = Some(crate::app::levels::HIGHEST);
                dialog.setup.adjudication.resign = true;
                dialog.setup.adjudication.draw = true;
            }
        },
        ready: |_| true,
    },
    Shot {
        name: "04-game-over",
        prepare: |app| {
            app.push_action(Action::CloseNewGame);
            app.push_action(Action::StartGame(hvh(Some(TimeControl::new(180, 2)))));
            play(app, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "05-settings-light-flipped",
        prepare: |app| {
            app.push_action(Action::DismissGameOver);
            app.settings.theme = UiTheme::Light;
            app.settings.board = BoardScheme::Blue;
            app.settings.notation = Notation::Figurines;
            app.push_action(Action::StartGame(hvh(None)));
            play(
                app,
                &["d4", "Nf6", "c4", "e6", "Nc3", "Bb4", "Qc2", "O-O", "a3"],
            );
            app.push_action(Action::Flip);
            app.push_action(Action::ToggleSettings);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "06-promotion-picker",
        prepare: |app| {
            app.push_action(Action::ToggleSettings);
            app.settings.theme = UiTheme::Dark;
            app.settings.board = BoardScheme::Green;
            app.settings.notation = Notation::EnglishLetters;
            let setup = GameSetup {
                start: StartChoice::Fen("8/4P1k1/8/8/8/8/5K2/8 w - - 0 1".to_owned()),
                ..hvh(Some(TimeControl::new(60, 0)))
            };
            app.push_action(Action::StartGame(setup));
        },
        later: |app| app.board_script(None, Some((Square::E7, Square::E8)), &[]),
        ready: |_| true,
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
        ready: |_| true,
    },
    Shot {
        name: "08-about",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(None)));
            app.push_action(Action::ToggleAbout);
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "09-analysis-three-lines",
        prepare: |app| {
            app.push_action(Action::ToggleAbout);
            app.push_action(Action::StartGame(hvh(None)));
            play(
                app,
                &[
                    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4",
                    "Bb4+",
                ],
            );
            analyse_with(app, &["Tempo PVS"], 3);
            app.push_action(Action::Analysis(AnalysisAction::Toggle));
        },
        later: |_| {},
        ready: |app| {
            app.analysis
                .panes()
                .first()
                .is_some_and(|p| p.lines().len() == 3 && p.figures().depth.is_some_and(|d| d >= 12))
        },
    },
    Shot {
        name: "10-review-graph",
        prepare: |app| {
            app.push_action(Action::Analysis(AnalysisAction::Toggle));
            app.push_action(Action::LoadPgnText(OPERA_GAME.to_owned()));
            app.push_action(Action::Review(ReviewAction::SetLimit(
                ReviewLimit::MoveTime(200),
            )));
            app.push_action(Action::Review(ReviewAction::Start));
        },
        // Show the first flagged move, as a user clicking its chip would.
        later: |app| {
            let ply = app.review_result().and_then(|r| {
                r.moves
                    .iter()
                    .find(|m| m.judgement >= Judgement::Inaccuracy)
                    .map(|m| m.ply)
            });
            if let Some(ply) = ply {
                app.push_action(Action::Navigate(Nav::Ply(ply)));
            }
        },
        ready: |app| app.review_result().is_some(),
    },
    Shot {
        name: "11-engine-manager",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(None)));
            app.push_action(Action::Engines(EngineAction::Toggle));
        },
        later: |_| {},
        // The selected engine's test launch has finished, so its options are listed.
        ready: |app| {
            app.engine_manager().is_some_and(|m| {
                m.selected()
                    .is_some_and(|name| m.probe_result(name).is_some())
            })
        },
    },
    Shot {
        name: "12-board-editor",
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
        ready: |_| true,
    },
    Shot {
        name: "13-variations-comments",
        prepare: |app| {
            app.push_action(Action::Editor(EditorAction::Toggle));
            app.push_action(Action::LoadPgnText(ANNOTATED_GAME.to_owned()));
        },
        later: |app| {
            // Show a move inside a variation, to see the highlight there.
            let tree = app.session.game().tree();
            let node = tree.mainline().get(3).and_then(|&id| {
                let parent = tree.parent(id)?;
                tree.children(parent).nth(1)
            });
            if let Some(node) = node {
                app.push_action(Action::Tree(TreeAction::GoTo(node)));
            }
        },
        ready: |_| true,
    },
    Shot {
        name: "14-game-list",
        prepare: |app| {
            // TEMPO_SCREENSHOT_PGN=FILE shows that file's list instead (e.g. a 100 MB one).
            if let Some(file) = std::env::var_os("TEMPO_SCREENSHOT_PGN") {
                app.push_action(Action::File(FileAction::Open(file.into())));
                return;
            }
            let path = std::env::temp_dir().join("tempo-screenshot-games.pgn");
            match std::fs::write(&path, sample_games(60)) {
                Ok(()) => app.push_action(Action::File(FileAction::Open(path))),
                Err(e) => eprintln!("tempo: cannot write {}: {e}", path.display()),
            }
        },
        later: |app| app.push_action(Action::File(FileAction::LoadListed(3))),
        ready: |_| true,
    },
    Shot {
        name: "15-book-panel-tags",
        prepare: |app| {
            app.push_action(Action::File(FileAction::CloseList));
            app.push_action(Action::StartGame(hvh(None)));
            play(app, &["e4", "c5", "Nf3"]);
            app.push_action(Action::File(FileAction::EditTags));
        },
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "16-database-list",
        prepare: |app| {
            app.push_action(Action::StartGame(hvh(None)));
            shots::open_list(app, &sample_games(400));
        },
        later: shots::select_third,
        ready: shots::list_ready,
    },
    Shot {
        name: "17-explorer-panel",
        prepare: |app| {
            shots::hide_window(app);
            play(app, &["e4", "c5"]);
        },
        later: |_| {},
        ready: shots::explorer_ready,
    },
    Shot {
        name: "18-player-view",
        prepare: shots::player_view,
        later: |_| {},
        ready: shots::player_ready,
    },
    Shot {
        name: "19-import-progress",
        prepare: |app| shots::start_import(app, &sample_games(60_000)),
        later: |_| {},
        ready: shots::import_ready,
    },
    Shot {
        name: "20-keyboard-help",
        prepare: keys::keyboard_help,
        later: |_| {},
        ready: |_| true,
    },
    Shot {
        name: "21-board-cursor",
        prepare: keys::board_cursor,
        later: keys::board_cursor_later,
        ready: |_| true,
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
    /// The frame at which the screen became ready.
    ready_at: Option<u32>,
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
            ready_at: None,
            requested: false,
            image: Arc::new(Mutex::new(None)),
            written: Vec::new(),
        }
    }

    /// Advances the script by one frame (called from `logic`).
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        ctx.request_repaint();
        // TEMPO_SCREENSHOT_ONLY=PREFIX[,PREFIX…] takes only the shots whose names start
        // with one of them.
        if let Ok(only) = std::env::var("TEMPO_SCREENSHOT_ONLY") {
            let wanted = |name: &str| only.split(',').any(|prefix| name.starts_with(prefix));
            while shot(self.index).is_some_and(|shot| !wanted(shot.name)) {
                self.index += 1;
            }
        }
        let Some(shot) = shot(self.index) else {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            return;
        };
        if self.frames_waited == 0 {
            (shot.prepare)(app);
        }
        self.frames_waited += 1;
        if self.ready_at.is_none()
            && self.frames_waited > 1
            && ((shot.ready)(app) || self.frames_waited > READY_TIMEOUT_FRAMES)
        {
            self.ready_at = Some(self.frames_waited);
        }
        let Some(ready_at) = self.ready_at else {
            // Engines report from their threads; don't spin while waiting for them.
            std::thread::sleep(Duration::from_millis(5));
            return;
        };
        let since_ready = self.frames_waited - ready_at;
        if since_ready == 7 {
            (shot.later)(app);
        }
        // Let animations and layout settle before the picture.
        if since_ready < 24 {
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
        match crate::app::share::png::encode_rgba(w as u32, h as u32, &rgba) {
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
        self.ready_at = None;
        self.requested = false;
    }
}
