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
#[cfg(feature = "script")]
mod analysis_script;
pub mod app;
pub mod board;
pub mod board_editor;
pub mod book_panel;
pub mod database;
pub mod engine_manager;
pub mod eval_bar;
pub mod file_chooser;
pub mod files;

pub mod game_list;
#[cfg(feature = "script")]
mod language_script;
#[cfg(feature = "script")]
mod measure_script;
mod menu_bar;
pub mod metrics;
pub mod move_tree;
pub mod new_game;

pub mod pieces;
pub mod review_panel;
#[cfg(feature = "script")]
pub mod script;
pub mod settings;
mod settings_window;
pub mod share;
pub mod shortcuts;
pub mod side_panel;
pub mod sound;
pub mod tag_editor;
pub mod theme;
pub mod tournament;
pub mod training;
pub mod tree_actions;
pub mod view;

use std::{process::ExitCode, time::Instant};

pub use actions::{Action, Nav};
pub use app::{AppConfig, TempoApp};
use eframe::egui;
pub use settings::Settings;

/// The eframe application: the app, plus the screenshot and measuring scripts in builds with
/// the `script` feature.
struct Window {
    app: TempoApp,
    #[cfg(feature = "script")]
    scripts: script::Scripts,
}

impl eframe::App for Window {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.app.logic(ctx);
        #[cfg(feature = "script")]
        self.scripts.step(&mut self.app, ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.draw(ui);
    }
}

/// Opens the window and runs until it closes.
///
/// With the `script` feature, `TEMPO_SCREENSHOTS=DIR`, `TEMPO_MEASURE_SECS=N` and
/// `TEMPO_MEASURE_REVIEW=MS` run a script instead of a normal session (see [`script`]), with
/// fresh settings in a temporary directory so the user's files are untouched.
pub fn run(open: Option<String>) -> anyhow::Result<ExitCode> {
    let process_start = Instant::now();
    #[cfg(feature = "script")]
    let (config, scripts) = {
        let mut config = AppConfig::from_platform();
        let scripts = script::Scripts::from_env(&mut config)?;
        (config, scripts)
    };
    #[cfg(not(feature = "script"))]
    let config = {
        script_variables_need_the_feature()?;
        AppConfig::from_platform()
    };
    let settings = config
        .config_dir
        .as_deref()
        .map(|d| Settings::load(&Settings::path_in(d)).0)
        .unwrap_or_default();
    crate::app::i18n::set_language(start_language(&settings));
    #[cfg(feature = "script")]
    let size = scripts.window_size().unwrap_or(settings.window_size);
    #[cfg(not(feature = "script"))]
    let size = settings.window_size;
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tempo") // the product name: not interface text
            .with_app_id("tempo")
            .with_inner_size(size)
            .with_min_inner_size([720.0, 480.0])
            .with_icon(window_icon()),
        ..eframe::NativeOptions::default()
    };
    #[cfg(feature = "script")]
    let scratch = scripts.scratch_dir();
    let result = eframe::run_native(
        "Tempo", // the app's storage name: not interface text
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
                #[cfg(feature = "script")]
                scripts,
            }))
        }),
    );
    #[cfg(feature = "script")]
    if let Some(dir) = scratch {
        // Best effort: a leftover scratch dir in /tmp is harmless.
        let _ = std::fs::remove_dir_all(dir);
    }
    result.map_err(|e| anyhow::anyhow!("the window failed: {e}"))?; // CLI error: not interface text
    Ok(ExitCode::SUCCESS)
}

/// The language of the first frame: `TEMPO_LANGUAGE` (a code such as `de`) overrides the
/// settings, so screenshots and tests of a language need no settings file.
fn start_language(settings: &Settings) -> crate::app::i18n::Language {
    std::env::var("TEMPO_LANGUAGE")
        .ok()
        .and_then(|code| crate::app::i18n::Language::from_locale(&code))
        .unwrap_or_else(|| settings.interface_language())
}

/// A build without the `script` feature refuses the script variables instead of ignoring
/// them, so `make screenshots` run against the wrong binary says why nothing happens.
#[cfg(not(feature = "script"))]
fn script_variables_need_the_feature() -> anyhow::Result<()> {
    for name in [
        "TEMPO_SCREENSHOTS",
        "TEMPO_MEASURE_SECS",
        "TEMPO_MEASURE_REVIEW",
        "TEMPO_MEASURE_ENGINE",
        "TEMPO_MEASURE_ANALYSIS",
    ] {
        if std::env::var_os(name).is_some() {
            anyhow::bail!(
                "{name} needs a build with the script feature (cargo build --features script)" // CLI: not interface text
            );
        }
    }
    Ok(())
}

/// The app icon (assets/icons, rendered from tempo.svg by packaging/icons/generate.sh).
fn window_icon() -> std::sync::Arc<egui::IconData> {
    let png = include_bytes!("../../assets/icons/tempo-256.png");
    // The PNG is ours and checked by a test; an undecodable one just means no icon.
    std::sync::Arc::new(eframe::icon_data::from_png_bytes(png).unwrap_or_default())
}
