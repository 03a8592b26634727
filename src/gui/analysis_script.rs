//! The analysis parts of the scripted runs (`gui/script.rs`, feature `script`): the screenshot
//! of three engines analysing side by side, and `TEMPO_MEASURE_ANALYSIS=SECS`, which measures
//! the fair CPU share and the frame work with three engines on (`make measure-analysis`).

use std::time::{Duration, Instant};

use eframe::egui;

use super::{
    actions::Action, analysis::AnalysisAction, app::TempoApp, database::DatabaseAction,
    metrics::FrameStats, script::Shot,
};
use crate::app::{
    analysis::{Pane, PaneId},
    setup::{GameSetup, Mode, StartChoice},
};

/// The position analysed: the Italian game after 6… Bb4+.
const ITALIAN: [&str; 12] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4", "Bb4+",
];

/// The engines of the three-engine run: ours twice (a second copy of PVS) and MCTS.
const THREE: [&str; 3] = ["Tempo PVS", "Tempo MCTS", "Tempo PVS"];

/// Replaces the panel's engines with `engines`, `lines` lines each.
pub(crate) fn analyse_with(app: &mut TempoApp, engines: &[&str], lines: u32) {
    let ids: Vec<PaneId> = app.analysis.panes().iter().map(Pane::id).collect();
    for id in ids {
        app.analysis.remove(id);
    }
    for engine in engines {
        if let Err(e) = app.analysis.add(engine, lines) {
            eprintln!("tempo: {e}");
        }
    }
}

/// A two-player game at the analysed position.
fn italian_position(app: &mut TempoApp) {
    app.push_action(Action::StartGame(GameSetup {
        mode: Mode::HumanVsHuman,
        time: None,
        start: StartChoice::Standard,
        ..GameSetup::default()
    }));
    for text in ITALIAN {
        app.push_action(Action::TypedMove(text.to_owned()));
    }
}

/// The analysis screens, after all the others (they leave three engines analysing).
pub(crate) const SHOTS: [Shot; 1] = [Shot {
    name: "29-analysis-three-engines",
    prepare: |app| {
        // The training screens before leave their windows and database open.
        app.training.trainer_open = false;
        app.training.drill_open = false;
        app.training.report_open = false;
        app.push_action(Action::Database(DatabaseAction::Close));
        italian_position(app);
        analyse_with(app, &THREE, 2);
        if !app.analysis.is_active() {
            app.push_action(Action::Analysis(AnalysisAction::Toggle));
        }
    },
    later: |_| {},
    ready: |app| {
        app.analysis.panes().len() == 3
            && app
                .analysis
                .panes()
                .iter()
                .all(|p| p.lines().len() == 2 && p.figures().depth.is_some_and(|d| d >= 8))
    },
}];

/// `TEMPO_MEASURE_ANALYSIS=SECS`: Tempo PVS alone, Tempo MCTS alone, then PVS, MCTS and a
/// second PVS together, SECS seconds each on the same position; prints each engine's nodes
/// per second together against alone, its threads, and the frame work with three engines on.
pub struct AnalysisMeasure {
    phase_secs: Duration,
    phase: usize,
    phase_started: Option<Instant>,
    /// Nodes per second alone, by engine name.
    alone: Vec<(String, u64, u32)>,
    intervals: FrameStats,
    last_frame: Option<Instant>,
    done: bool,
}

/// The phases: which engines analyse.
const PHASES: [&[&str]; 3] = [&["Tempo PVS"], &["Tempo MCTS"], &THREE];

impl AnalysisMeasure {
    /// Measures `secs` seconds per phase.
    pub fn new(secs: u64) -> AnalysisMeasure {
        AnalysisMeasure {
            phase_secs: Duration::from_secs(secs),
            phase: 0,
            phase_started: None,
            alone: Vec::new(),
            intervals: FrameStats::default(),
            last_frame: None,
            done: false,
        }
    }

    /// Called every frame from `logic`.
    pub fn step(&mut self, app: &mut TempoApp, ctx: &egui::Context) {
        let now = Instant::now();
        ctx.request_repaint();
        if self.done {
            return;
        }
        let Some(started) = self.phase_started else {
            italian_position(app);
            self.start_phase(app, now);
            app.push_action(Action::Analysis(AnalysisAction::Toggle));
            return;
        };
        if let Some(last) = self.last_frame {
            self.intervals.record(now - last);
        }
        self.last_frame = Some(now);
        if now - started < self.phase_secs {
            return;
        }
        let figures: Vec<(String, u64, u32)> = app
            .analysis
            .panes()
            .iter()
            .map(|p| {
                let nps = p.figures().nps.unwrap_or(0);
                (p.engine().to_owned(), nps, p.threads_set().unwrap_or(0))
            })
            .collect();
        if self.phase + 1 < PHASES.len() {
            self.alone.extend(figures);
            self.phase += 1;
            self.start_phase(app, now);
            return;
        }
        self.done = true;
        println!(
            "{} cores; {} s per phase; position after 6… Bb4+ of the Italian game",
            app.analysis.cores(),
            self.phase_secs.as_secs()
        );
        for (name, nps, threads) in &self.alone {
            println!("alone:    {name:<11} {threads} threads {nps:>9} n/s");
        }
        for (name, nps, threads) in &figures {
            let alone = self.alone.iter().find(|(n, ..)| n == name);
            let ratio = alone.map_or(f64::NAN, |(_, a, _)| *nps as f64 / (*a).max(1) as f64);
            println!("together: {name:<11} {threads} threads {nps:>9} n/s = {ratio:.2} of alone");
        }
        println!(
            "frame logic+ui time, three engines on: {}",
            app.stats.summary()
        );
        println!(
            "frame interval, three engines on:      {}",
            self.intervals.summary()
        );
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    fn start_phase(&mut self, app: &mut TempoApp, now: Instant) {
        let engines = PHASES.get(self.phase).copied().unwrap_or_default();
        analyse_with(app, engines, 1);
        app.stats.clear();
        self.intervals.clear();
        self.last_frame = None;
        self.phase_started = Some(now);
    }
}
