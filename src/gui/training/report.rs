//! The deviation report in the app: started for the name in the window's field over the open
//! database, with the analysis engine; its events taken in by `training_logic()`.

use std::path::PathBuf;

use crate::t;
use crate::{
    app::training::{
        deviation_job::{DeviationJob, JUDGE_MOVETIME, ReportEvent, ReportRequest},
        deviations::Deviation,
        repertoire::Repertoire,
    },
    engine::SearchLimits,
    gui::app::TempoApp,
};

/// The deviation report's window state.
#[derive(Default)]
pub struct ReportState {
    /// The player field.
    pub player: String,
    /// The running report.
    pub(super) job: Option<DeviationJob>,
    /// The database it runs over.
    pub database: Option<PathBuf>,
    /// Its lines so far.
    pub lines: Vec<Deviation>,
    /// Games checked and the total.
    pub progress: (usize, usize),
    /// How it ended, or why it cannot start.
    pub status: Option<String>,
}

impl ReportState {
    /// Whether a report runs.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }
}

impl TempoApp {
    pub(super) fn start_report(&mut self) {
        let report = &mut self.training.report;
        if report.job.is_some() {
            return;
        }
        let player = report.player.trim().to_owned();
        let Some(db) = &self.database.open else {
            report.status = Some(t!("training-report-needs-database"));
            return;
        };
        if player.is_empty() {
            report.status = Some(t!("training-report-needs-player"));
            return;
        }
        let has_moves = |rep: &Repertoire| !rep.is_empty();
        let white = Some(self.training.repertoires[0].clone()).filter(has_moves);
        let black = Some(self.training.repertoires[1].clone()).filter(has_moves);
        let report = &mut self.training.report;
        if white.is_none() && black.is_none() {
            report.status = Some(t!("training-report-needs-repertoire"));
            return;
        }
        let catalogue = self.session.catalogue();
        let wanted = &self.settings.analysis.engine;
        let Some(engine) = catalogue
            .iter()
            .find(|e| e.name == *wanted)
            .or_else(|| catalogue.first())
            .cloned()
        else {
            report.status = Some(t!("training-report-needs-engine"));
            return;
        };
        report.lines.clear();
        report.progress = (0, 0);
        report.status = None;
        report.database = Some(db.path().to_owned());
        let request = ReportRequest {
            database: db.path().to_owned(),
            white,
            black,
            player,
            engine,
            limits: SearchLimits::movetime(JUDGE_MOVETIME),
        };
        let waker = self.training.waker();
        self.training.report.job = Some(DeviationJob::start(request, waker));
    }

    pub(super) fn report_logic(&mut self) {
        let report = &mut self.training.report;
        let Some(job) = &report.job else {
            return;
        };
        let mut ended = false;
        for event in job.poll() {
            match event {
                ReportEvent::Progress { done, total } => report.progress = (done, total),
                ReportEvent::Line(line) => report.lines.push(*line),
                ReportEvent::Finished { cancelled } => {
                    ended = true;
                    let (done, total) = report.progress;
                    report.status = Some(if cancelled {
                        t!("training-report-cancelled", done = done, total = total)
                    } else if total == 0 {
                        t!("training-report-no-games", player = report.player.trim())
                    } else {
                        t!(
                            "training-report-finished",
                            total = total,
                            left = report.lines.len()
                        )
                    });
                }
                ReportEvent::Failed(e) => {
                    ended = true;
                    report.status = Some(t!("training-report-failed", error = e.to_string()));
                }
            }
        }
        if ended {
            report.job = None;
        }
    }
}
