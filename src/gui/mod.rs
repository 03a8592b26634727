//! The desktop app (egui/eframe, glow renderer): play against the engines, two players on one
//! board, or watch engines play.
//!
//! Structure (STYLE.md §5): [`TempoApp`] holds the persisted [`Settings`] and the runtime game
//! state; `logic()` drains engine events and advances clocks, `draw()` only draws and queues
//! [`Action`]s, which are applied after the frame. Engines run on their own threads through
//! [`crate::app::engine_runner::EngineRunner`]; their events arrive on a channel and wake the
//! UI with `request_repaint`, so the UI thread never waits for an engine.

mod about;
pub mod actions;
pub mod analysis;
mod analysis_panel;
pub mod app;
pub mod autosave;
pub mod board;
pub mod board_editor;
pub mod book_panel;
pub mod clock;
pub mod engine_manager;
pub mod eval_bar;
pub mod file_chooser;
pub mod files;
pub mod game;
pub mod game_list;
pub mod metrics;
pub mod move_tree;
pub mod new_game;
pub mod pgn;
pub mod pieces;
pub mod png;
pub mod review_panel;
pub mod script;
pub mod settings;
pub mod sound;
pub mod tag_editor;
pub mod theme;
pub mod tree_actions;
pub mod view;

use std::{process::ExitCode, time::Instant};

pub use actions::{Action, Nav};
pub use app::{AppConfig, TempoApp};
use eframe::egui;
pub use settings::Settings;

/// The eframe application: the app plus an optional script (screenshots, measuring).
struct Window {
    app: TempoApp,
    screenshots: Option<script::ScreenshotScript>,
    measure: Option<script::Measure>,
    review_measure: Option<script::ReviewMeasure>,
}

impl eframe::App for Window {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.app.logic(ctx);
        if let Some(script) = &mut self.screenshots {
            script.step(&mut self.app, ctx);
        }
        if let Some(measure) = &mut self.measure {
            measure.step(&mut self.app, ctx);
        }
        if let Some(measure) = &mut self.review_measure {
            measure.step(&mut self.app, ctx);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.draw(ui);
    }
}

/// Opens the window and runs until it closes.
///
/// `TEMPO_SCREENSHOTS=DIR` runs the screenshot script instead of a normal session and
/// `TEMPO_MEASURE_SECS=N` the frame-time measurement; both use fresh settings in a temporary
/// directory so the user's files are untouched.
pub fn run(open: Option<String>) -> anyhow::Result<ExitCode> {
    let process_start = Instant::now();
    let screenshot_dir = std::env::var_os("TEMPO_SCREENSHOTS").map(std::path::PathBuf::from);
    let measure_secs = std::env::var("TEMPO_MEASURE_SECS")
        .ok()
        .map(|s| {
            s.parse::<u64>()
                .map_err(|e| anyhow::anyhow!("TEMPO_MEASURE_SECS={s}: {e}"))
        })
        .transpose()?;
    // TEMPO_MEASURE_REVIEW=MS: review a 40-move game at MS milliseconds per position.
    let review_millis = std::env::var("TEMPO_MEASURE_REVIEW")
        .ok()
        .map(|s| {
            s.parse::<u32>()
                .map_err(|e| anyhow::anyhow!("TEMPO_MEASURE_REVIEW={s}: {e}"))
        })
        .transpose()?;
    let scripted = screenshot_dir.is_some() || measure_secs.is_some() || review_millis.is_some();
    let scratch = if scripted {
        Some(tempfile_dir()?)
    } else {
        None
    };
    let mut config = AppConfig::from_platform();
    if let Some(dir) = &scratch {
        config.config_dir = Some(dir.join("config"));
        config.data_dir = Some(dir.join("data"));
        config.sound = false;
        config.file_dialogs = false;
    }
    // The measuring mode can play an external engine: TEMPO_MEASURE_ENGINE="program args…".
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
    let settings = config
        .config_dir
        .as_deref()
        .map(|d| Settings::load(&Settings::path_in(d)).0)
        .unwrap_or_default();
    let size = if screenshot_dir.is_some() {
        [1200.0, 800.0]
    } else {
        settings.window_size
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tempo")
            .with_app_id("tempo")
            .with_inner_size(size)
            .with_min_inner_size([720.0, 480.0])
            .with_icon(window_icon()),
        ..eframe::NativeOptions::default()
    };
    let result = eframe::run_native(
        "Tempo",
        options,
        Box::new(move |cc| {
            let mut app = TempoApp::new(config);
            app.prepare_context(&cc.egui_ctx);
            app.set_process_start(process_start);
            if let Some(argument) = &open {
                app.open_argument(argument);
            }
            Ok(Box::new(Window {
                app,
                screenshots: screenshot_dir.map(script::ScreenshotScript::new),
                measure: measure_secs
                    .map(|s| script::Measure::new(std::time::Duration::from_secs(s))),
                review_measure: review_millis.map(script::ReviewMeasure::new),
            }))
        }),
    );
    if let Some(dir) = scratch {
        // Best effort: a leftover scratch dir in /tmp is harmless.
        let _ = std::fs::remove_dir_all(dir);
    }
    result.map_err(|e| anyhow::anyhow!("the window failed: {e}"))?;
    Ok(ExitCode::SUCCESS)
}

/// The app icon (assets/icons, rendered from tempo.svg by packaging/icons/generate.sh).
fn window_icon() -> std::sync::Arc<egui::IconData> {
    let png = include_bytes!("../../assets/icons/tempo-256.png");
    // The PNG is ours and checked by a test; an undecodable one just means no icon.
    std::sync::Arc::new(eframe::icon_data::from_png_bytes(png).unwrap_or_default())
}

/// A fresh scratch directory under the system temp dir.
fn tempfile_dir() -> anyhow::Result<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "tempo-scratch-{}-{}",
        std::process::id(),
        new_game::random_u64()
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}
