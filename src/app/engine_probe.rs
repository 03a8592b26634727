//! The engine manager's test launch, run on a background thread: start the engine through an
//! [`EngineRunner`] (which applies the stored option values), read its options, and let it
//! play one short search from the standard position. Every way an engine can be broken (not
//! executable, no `uciok` in time, garbage, a crash, no `bestmove`) ends as one readable
//! error.

use std::{
    sync::mpsc,
    time::{Duration, Instant},
};

use super::{
    engine_runner::{EngineRunner, SearchError},
    engines::EngineEntry,
};
use crate::{
    chess::Position,
    engine::{EngineOption, SearchLimits},
};

/// How long the test search may think.
const TEST_SEARCH: Duration = Duration::from_millis(150);
/// How long to wait for its `bestmove` before calling the engine hung.
const TEST_SEARCH_TIMEOUT: Duration = Duration::from_secs(10);

/// What a successful test launch found.
#[derive(Clone, Debug)]
pub struct ProbeReport {
    /// The engine's own name (`id name`).
    pub id_name: String,
    /// Its author (`id author`).
    pub author: String,
    /// The options it offers, with their defaults.
    pub options: Vec<EngineOption>,
    /// Stored values the engine rejected (the engine's own words).
    pub option_errors: Vec<String>,
    /// The move of the test search, in UCI notation.
    pub test_move: String,
    /// Start-up plus test search.
    pub elapsed: Duration,
}

/// The outcome of a test launch: the report, or what is wrong with the engine.
pub type ProbeResult = Result<ProbeReport, String>;

/// A test launch running on its own thread.
#[derive(Debug)]
pub struct Probe {
    rx: mpsc::Receiver<ProbeResult>,
}

impl Probe {
    /// Starts a test launch of `entry` (its stored options included).
    pub fn spawn(entry: &EngineEntry) -> Probe {
        let (tx, rx) = mpsc::channel();
        let entry = entry.clone();
        std::thread::spawn(move || {
            // The manager may have closed meanwhile; then nobody needs the answer.
            let _ = tx.send(probe(&entry));
        });
        Probe { rx }
    }

    /// The result once the launch has finished.
    pub fn poll(&self) -> Option<ProbeResult> {
        match self.rx.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => {
                Some(Err("the test launch ended without an answer".to_owned()))
            }
        }
    }
}

/// Runs the test launch on the calling thread (it blocks up to the engine's time-outs).
pub fn probe(entry: &EngineEntry) -> ProbeResult {
    let begun = Instant::now();
    let mut runner = EngineRunner::start(entry, None);
    let report = runner
        .wait_until_started()
        .map_err(|e| format!("cannot start: {e}"))?;
    let start = Position::startpos();
    let deadline = Instant::now() + TEST_SEARCH_TIMEOUT;
    let searched =
        runner.search_to_end_unless(&start, &[], SearchLimits::movetime(TEST_SEARCH), &|| {
            Instant::now() >= deadline
        });
    let test_move = match searched {
        Ok(Some(summary)) => match summary.best {
            Some(mv) => start.move_to_uci(mv),
            None => {
                return Err("the test search from the start position returned no move".into());
            }
        },
        Ok(None) => {
            return Err(format!(
                "no move within {} s of a {} ms test search",
                TEST_SEARCH_TIMEOUT.as_secs(),
                TEST_SEARCH.as_millis()
            ));
        }
        Err(SearchError::Start(e)) => return Err(format!("cannot start: {e}")),
        Err(SearchError::Refused(e)) => return Err(format!("refused to search: {e}")),
        Err(SearchError::Failed(e)) => return Err(format!("failed while searching: {e}")),
    };
    Ok(ProbeReport {
        id_name: report.name,
        author: report.author,
        options: report.options,
        option_errors: report.warnings,
        test_move,
        elapsed: begun.elapsed(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::app::engines::builtin_engines;

    #[test]
    fn our_engines_pass_and_list_their_options() {
        for entry in builtin_engines() {
            let report = probe(&entry).unwrap();
            assert!(
                report.options.iter().any(|o| o.name == "Hash"),
                "{}",
                entry.name
            );
            assert_eq!(report.test_move.len(), 4, "{}", entry.name);
        }
    }

    #[test]
    fn a_rejected_stored_value_is_reported() {
        let mut entry = builtin_engines()
            .into_iter()
            .find(|e| e.name == "Tempo PVS")
            .unwrap();
        entry.options = vec![("EvalFile".into(), "/no/such/net.nnue".into())];
        let report = probe(&entry).unwrap();
        assert_eq!(report.option_errors.len(), 1, "{:?}", report.option_errors);
    }
}
