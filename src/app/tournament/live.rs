//! A tournament running for a front end that must never wait: the runner on a background
//! thread, its events taken in by [`TournamentRun::poll`] into a [`LiveState`] (the games
//! being played with their positions, the standings, the SPRT's LLR after every game, the
//! progress lines), and pause, resume and stop that return at once.

use std::{
    sync::{Arc, mpsc},
    thread,
};

use super::runner::{MatchConfig, MatchReport, RunControl, RunEvent, run_tournament};
use crate::chess::Position;

/// A game being played (or the last one a worker played).
#[derive(Clone, Debug)]
pub struct LiveGame {
    /// Its index in the schedule.
    pub index: usize,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The position now.
    pub position: Position,
    /// The last move, in SAN.
    pub last_move: Option<String>,
    /// Plies played by the engines so far.
    pub plies: usize,
    /// The result, once the game ended.
    pub result: Option<String>,
}

/// Where the run stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The engines are starting and the state file is read.
    Starting,
    /// Games are being played (or, paused, the running ones finish).
    Running,
    /// Every game was played, or the SPRT decided.
    Finished,
    /// Stopped before the end; the state file keeps the finished games.
    Stopped,
    /// The run could not start or was aborted.
    Failed(String),
}

/// What a front end shows of a running tournament.
#[derive(Clone, Debug)]
pub struct LiveState {
    /// One board per worker: the game it plays or last played.
    pub boards: Vec<LiveGame>,
    /// The standings, once the engines are started.
    pub report: Option<MatchReport>,
    /// The SPRT's LLR after each game counted by this view (the first value: at the start).
    pub llr: Vec<f64>,
    /// The progress lines, oldest first (the last [`LiveState::MAX_LINES`]).
    pub lines: Vec<String>,
    /// Where the run stands.
    pub phase: Phase,
}

impl LiveState {
    /// How many progress lines are kept.
    pub const MAX_LINES: usize = 500;

    fn new() -> LiveState {
        LiveState {
            boards: Vec::new(),
            report: None,
            llr: Vec::new(),
            lines: Vec::new(),
            phase: Phase::Starting,
        }
    }

    fn line(&mut self, line: String) {
        if self.lines.len() >= Self::MAX_LINES {
            self.lines.remove(0);
        }
        self.lines.push(line);
    }

    fn standings(&mut self, report: MatchReport) {
        if let Some(sprt) = report.sprt {
            self.llr.push(sprt.llr);
        }
        self.report = Some(report);
    }

    /// Takes in one event of the runner.
    fn event(&mut self, event: RunEvent) {
        if let Some(line) = super::runner::progress_line(&event) {
            self.line(line);
        }
        match event {
            RunEvent::Resumed { .. } => {}
            RunEvent::Standings(report) => {
                self.phase = Phase::Running;
                self.standings(*report);
            }
            RunEvent::GameStarted {
                index,
                worker,
                white,
                black,
                position,
            } => {
                let game = LiveGame {
                    index,
                    white,
                    black,
                    position,
                    last_move: None,
                    plies: 0,
                    result: None,
                };
                if self.boards.len() <= worker {
                    self.boards.resize(worker + 1, game.clone());
                }
                if let Some(board) = self.boards.get_mut(worker) {
                    *board = game;
                }
            }
            RunEvent::Moved { index, live } => {
                if let Some(board) = self.boards.iter_mut().find(|b| b.index == index) {
                    board.position = live.position;
                    board.last_move = Some(live.san);
                    board.plies += 1;
                }
            }
            RunEvent::GameFinished {
                index,
                line,
                report,
            } => {
                if let Some(board) = self.boards.iter_mut().find(|b| b.index == index) {
                    board.result = result_of(&line);
                }
                self.standings(*report);
            }
        }
    }
}

/// The result in a progress line `Game N (A vs B): 1-0 {…} | …`.
fn result_of(line: &str) -> Option<String> {
    let (_, rest) = line.split_once("): ")?;
    rest.split_whitespace().next().map(str::to_owned)
}

enum Update {
    Event(RunEvent),
    Done(Result<MatchReport, String>),
}

/// A tournament on its background thread.
pub struct TournamentRun {
    control: Arc<RunControl>,
    updates: mpsc::Receiver<Update>,
    /// What the front end shows.
    pub live: LiveState,
}

/// Called after each event sent (the GUI asks for a repaint).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

impl TournamentRun {
    /// Starts the run; returns at once.
    pub fn start(config: MatchConfig, waker: Option<Waker>) -> TournamentRun {
        let control = Arc::new(RunControl::default());
        let (tx, updates) = mpsc::channel();
        let thread_control = Arc::clone(&control);
        let mut live = LiveState::new();
        let spawned = thread::Builder::new()
            .name("tournament".into())
            .spawn(move || {
                let wake = || {
                    if let Some(waker) = &waker {
                        waker();
                    }
                };
                let result = run_tournament(&config, &thread_control, &mut |event| {
                    let _ = tx.send(Update::Event(event));
                    wake();
                });
                let _ = tx.send(Update::Done(result.map_err(|e| format!("{e:#}"))));
                wake();
            });
        if let Err(e) = spawned {
            live.phase = Phase::Failed(format!("cannot start the tournament thread: {e}"));
        }
        TournamentRun {
            control,
            updates,
            live,
        }
    }

    /// Takes in what the run reported; `true` when anything changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        while let Ok(update) = self.updates.try_recv() {
            changed = true;
            match update {
                Update::Event(event) => self.live.event(event),
                Update::Done(Ok(report)) => {
                    self.live.phase = match &report.aborted {
                        Some(reason) => Phase::Failed(reason.clone()),
                        None if report.stopped_by_user => Phase::Stopped,
                        None => Phase::Finished,
                    };
                    self.live.report = Some(report);
                }
                Update::Done(Err(reason)) => self.live.phase = Phase::Failed(reason),
            }
        }
        changed
    }

    /// No new game starts; the games being played finish and are recorded.
    pub fn pause(&self) {
        self.control.pause();
    }

    /// Games start again after a pause.
    pub fn resume(&self) {
        self.control.resume();
    }

    /// Whether the run is paused.
    pub fn is_paused(&self) -> bool {
        self.control.is_paused()
    }

    /// Ends the run: the games being played are abandoned and played again when the
    /// tournament is continued from its state file.
    pub fn stop(&self) {
        self.control.stop();
    }

    /// Whether the run still goes on (starting, playing, or finishing after a stop).
    pub fn is_running(&self) -> bool {
        matches!(self.live.phase, Phase::Starting | Phase::Running)
    }

    /// Whether a stop was asked for and the run has not ended yet.
    pub fn is_stopping(&self) -> bool {
        self.control.is_stopped() && self.is_running()
    }
}

impl Drop for TournamentRun {
    fn drop(&mut self) {
        // The thread ends once its games are abandoned; the state file has every finished one.
        self.control.stop();
    }
}

#[cfg(test)]
mod tests {
    //! Pause, stop and continue with two of our engines at a fixed node count: they are
    //! deterministic then (each game starts with a new game, which clears the hash), so an
    //! uninterrupted run is the reference, game by game.

    use std::{
        path::{Path, PathBuf},
        time::{Duration, Instant},
    };

    use super::*;
    use crate::app::{
        engines::builtin_engines,
        tournament::{
            setup::{LimitChoice, OpeningSource, TournamentSetup},
            state::StateFile,
        },
    };

    fn setup() -> TournamentSetup {
        let mut setup = TournamentSetup {
            engines: vec!["Tempo PVS".into(), "Tempo MCTS".into()],
            games: 6,
            limit: LimitChoice::Nodes(300),
            openings: OpeningSource::Book { plies: 6 },
            concurrency: 2,
            ..TournamentSetup::default()
        };
        setup.adjudication.max_moves = Some(30);
        setup
    }

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tempo-live-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let path = dir.join(name);
        let _ = std::fs::remove_file(&path);
        path
    }

    fn start(state: &Path) -> TournamentRun {
        let config = setup()
            .config(&builtin_engines(), state)
            .unwrap_or_else(|e| panic!("{e:#}"));
        TournamentRun::start(config, None)
    }

    /// Polls until the run ends, calling `watch` after each poll.
    fn drive(run: &mut TournamentRun, mut watch: impl FnMut(&mut TournamentRun)) {
        let deadline = Instant::now() + Duration::from_secs(300);
        while run.is_running() {
            assert!(Instant::now() < deadline, "the run does not end");
            run.poll();
            watch(run);
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The moves of a PGN game without comments (which hold thinking times).
    fn moves_only(pgn: &str) -> String {
        let text: String = pgn.lines().filter(|l| !l.starts_with('[')).collect();
        let mut out = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => out.push(c),
                _ => {}
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The recorded games: index, result and moves, by index; each index at most once.
    fn recorded(state: &Path) -> Vec<(usize, String, String)> {
        let settings = setup()
            .config(&builtin_engines(), state)
            .unwrap_or_else(|e| panic!("{e:#}"))
            .resume
            .unwrap_or_else(|| panic!("no state file"))
            .settings;
        let opened = StateFile::open(state, &settings).unwrap_or_else(|e| panic!("{e}"));
        let mut games: Vec<_> = opened
            .games
            .iter()
            .map(|g| (g.game, format!("{:?}", g.result), moves_only(&g.pgn)))
            .collect();
        games.sort();
        let mut indices: Vec<usize> = games.iter().map(|g| g.0).collect();
        indices.dedup();
        assert_eq!(indices.len(), games.len(), "a game recorded twice");
        games
    }

    fn totals(run: &TournamentRun) -> (u32, u32, u32, usize) {
        let report = run
            .live
            .report
            .as_ref()
            .unwrap_or_else(|| panic!("no report"));
        let t = report.trinomial;
        (t.wins, t.draws, t.losses, report.finished)
    }

    #[test]
    fn paused_and_stopped_runs_end_like_an_uninterrupted_one() {
        let reference_state = temp("reference.state");
        let mut reference = start(&reference_state);
        drive(&mut reference, |_| {});
        assert_eq!(reference.live.phase, Phase::Finished);
        let expected = recorded(&reference_state);
        assert_eq!(expected.len(), 6);

        // Paused while the first games run: they finish, no new one starts until resumed.
        let paused_state = temp("paused.state");
        let mut paused = start(&paused_state);
        let mut paused_at: Option<(Instant, usize, Vec<usize>)> = None;
        let mut held = false;
        drive(&mut paused, |run| {
            if run.live.boards.is_empty() || held {
                return;
            }
            if !run.is_paused() {
                run.pause();
            }
            let boards: Vec<usize> = run.live.boards.iter().map(|b| b.index).collect();
            let settled = run.live.boards.iter().all(|b| b.result.is_some());
            let finished = run.live.report.as_ref().map_or(0, |r| r.finished);
            match &paused_at {
                None if settled => paused_at = Some((Instant::now(), finished, boards)),
                Some((since, count, seen)) => {
                    assert_eq!(
                        (&boards, finished),
                        (seen, *count),
                        "a game started while paused"
                    );
                    if since.elapsed() > Duration::from_millis(500) {
                        held = true;
                        run.resume();
                    }
                }
                None => {}
            }
        });
        assert!(held, "the pause was never reached");
        assert_eq!(paused.live.phase, Phase::Finished);
        assert_eq!(totals(&paused), totals(&reference));
        assert_eq!(recorded(&paused_state), expected);

        // Stopped after two games, then continued from the state file ("the app closed").
        let stopped_state = temp("stopped.state");
        let mut stopped = start(&stopped_state);
        drive(&mut stopped, |run| {
            if run.live.report.as_ref().is_some_and(|r| r.finished >= 2) {
                run.stop();
            }
        });
        assert_eq!(stopped.live.phase, Phase::Stopped);
        let partial = recorded(&stopped_state).len();
        assert!((2..6).contains(&partial), "{partial} games before the stop");
        let mut continued = start(&stopped_state);
        drive(&mut continued, |_| {});
        assert_eq!(continued.live.phase, Phase::Finished);
        let report = continued
            .live
            .report
            .as_ref()
            .unwrap_or_else(|| panic!("no report"));
        assert_eq!(report.resumed, partial);
        assert_eq!(totals(&continued), totals(&reference));
        assert_eq!(recorded(&stopped_state), expected);
        if let Some(dir) = reference_state.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}
