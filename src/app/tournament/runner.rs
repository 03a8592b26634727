//! The match scheduler: the games of the schedule ([`super::schedule`]; each opening twice
//! with colours reversed) spread over `concurrency` workers, each owning one instance of each
//! engine it needs; the state file, PGN output, statistics and the SPRT early stop happen on
//! the calling thread as games finish, and every step is reported as a [`RunEvent`] (games
//! started, moves for live boards, games finished with the standings). With a state file,
//! the games it holds are counted first and only the missing ones are played.
//!
//! A [`RunControl`] pauses the run (no new game starts; the games being played finish and
//! are recorded) and stops it (the games being played are abandoned, not recorded, and are
//! played from their start when the run is resumed from its state file).

use std::{
    fs::File,
    io::Write as _,
    path::PathBuf,
    sync::{
        Arc, Condvar, Mutex, PoisonError,
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc,
    },
    thread,
    time::Instant,
};

use anyhow::Context as _;

use super::{
    game::{LiveMove, MatchGame, Player, TournamentEngine, play_game},
    openings::Opening,
    pgn::{PgnTags, format_game},
    schedule::{Format, Schedule, ScheduledGame},
    standings::Standings,
    state::{GameEntry, OpenedState, Outcome, Settings, StateFile, finished_games},
    stats::{Pentanomial, Sprt, SprtDecision, Trinomial},
};
use crate::{
    app::game_driver::GameSettings,
    chess::{Color, Position},
    uci::client::{Timeouts, Trace},
};

/// Everything a match or tournament needs.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The engines; in a match, results are from the first one's point of view.
    pub engines: Vec<TournamentEngine>,
    /// A two-engine match, a round robin or a gauntlet.
    pub format: Format,
    /// The openings, in file order.
    pub openings: Vec<Opening>,
    /// The opening of each round of game pairs, as indices into `openings` (cycled).
    pub opening_order: Vec<usize>,
    /// Games per pairing (pairs are `games / 2` rounded up; an odd last game has no partner).
    pub games: u32,
    /// Games played at the same time.
    pub concurrency: usize,
    /// Limits, adjudication and time margins.
    pub settings: GameSettings,
    /// Engine handshake and stop timeouts.
    pub timeouts: Timeouts,
    /// Stop early when this test reaches a decision (two-engine matches).
    pub sprt: Option<Sprt>,
    /// Where to write the games.
    pub pgn: Option<PathBuf>,
    /// Match-wide PGN tags.
    pub tags: PgnTags,
    /// Print every line exchanged with the engines to stderr.
    pub debug: bool,
    /// Record every game in a state file and skip the games it already holds.
    pub resume: Option<Resume>,
}

/// A state file and the settings it must have been written with.
#[derive(Clone, Debug)]
pub struct Resume {
    /// The state file.
    pub path: PathBuf,
    /// What decides the games (engines, games, limits, openings, seed…).
    pub settings: Settings,
}

/// How often an engine lost by failing rather than by being outplayed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Failures {
    /// Time forfeits.
    pub time_forfeits: u32,
    /// Illegal moves.
    pub illegal_moves: u32,
    /// Crashes, disconnects and stalls.
    pub crashes: u32,
    /// Process restarts (in this run: restarts are not recorded in the state file).
    pub restarts: u32,
}

/// The state of the SPRT.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtStatus {
    /// The test.
    pub sprt: Sprt,
    /// The current log-likelihood ratio.
    pub llr: f64,
    /// The decision, once a bound was crossed.
    pub decision: Option<SprtDecision>,
}

/// The outcome of a match or tournament.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The format played.
    pub format: Format,
    /// The engines' display names.
    pub names: Vec<String>,
    /// The first pairing's wins, draws and losses (a match's, from the first engine's side).
    pub trinomial: Trinomial,
    /// The first pairing's game-pair scores.
    pub pentanomial: Pentanomial,
    /// Every engine's and pairing's results.
    pub standings: Standings,
    /// Failures of each engine.
    pub failures: Vec<Failures>,
    /// Games that ended by each PGN termination (`normal`, `adjudication`, …).
    pub terminations: Vec<(String, u32)>,
    /// The SPRT, if one ran.
    pub sprt: Option<SprtStatus>,
    /// Whether the SPRT stopped the match before all games were played.
    pub stopped_early: bool,
    /// Why the match ended before all games were played, when an engine could not be
    /// restarted or a file could not be written (after at least one game).
    pub aborted: Option<String>,
    /// Games in the schedule.
    pub scheduled: usize,
    /// Games finished, counting those of the state file.
    pub finished: usize,
    /// Games taken from the state file.
    pub resumed: usize,
    /// Whether the run was stopped through its [`RunControl`] before it ended.
    pub stopped_by_user: bool,
}

impl MatchReport {
    /// `Score of A vs B: W - L - D [score] N`, as cutechess prints it (the first pairing).
    pub fn score_line(&self) -> String {
        let t = &self.trinomial;
        let name = |i: usize| self.names.get(i).map_or("?", String::as_str);
        format!(
            "Score of {} vs {}: {} - {} - {}  [{:.3}] {}",
            name(0),
            name(1),
            t.wins,
            t.losses,
            t.draws,
            t.score(),
            t.games()
        )
    }
}

/// Pauses and stops a run from another thread.
#[derive(Debug, Default)]
pub struct RunControl {
    /// Raised by [`RunControl::stop`] and by the SPRT's decision: games in progress are
    /// abandoned and no new one starts.
    stop: AtomicBool,
    /// Raised by [`RunControl::stop`] only.
    stopped_by_user: AtomicBool,
    paused: Mutex<bool>,
    wake: Condvar,
}

impl RunControl {
    /// No new game starts until [`RunControl::resume`]; the games being played go on.
    pub fn pause(&self) {
        *self.paused.lock().unwrap_or_else(PoisonError::into_inner) = true;
    }

    /// Undoes [`RunControl::pause`].
    pub fn resume(&self) {
        *self.paused.lock().unwrap_or_else(PoisonError::into_inner) = false;
        self.wake.notify_all();
    }

    /// Whether the run is paused.
    pub fn is_paused(&self) -> bool {
        *self.paused.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Ends the run: the games being played are abandoned (a resumed run plays them again).
    pub fn stop(&self) {
        self.stopped_by_user.store(true, Ordering::Relaxed);
        self.halt();
    }

    /// Whether the run is ending.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    fn halt(&self) {
        self.stop.store(true, Ordering::Relaxed);
        // Taking the lock orders the flag before a worker's next look at it.
        drop(self.paused.lock().unwrap_or_else(PoisonError::into_inner));
        self.wake.notify_all();
    }

    /// Waits while the run is paused; `false` when it is stopping.
    fn wait_for_go(&self) -> bool {
        let mut paused = self.paused.lock().unwrap_or_else(PoisonError::into_inner);
        while *paused && !self.is_stopped() {
            paused = self
                .wake
                .wait(paused)
                .unwrap_or_else(PoisonError::into_inner);
        }
        !self.is_stopped()
    }
}

/// What a run reports as it goes, in order, on the calling thread.
#[derive(Clone, Debug)]
pub enum RunEvent {
    /// Games were taken from the state file.
    Resumed {
        /// The state file.
        path: PathBuf,
        /// Games it holds.
        games: usize,
        /// Games in the schedule.
        scheduled: usize,
        /// Whether an unfinished last line was dropped.
        dropped_partial_line: bool,
    },
    /// The engines are started (their names are known) and the recorded games counted.
    Standings(Box<MatchReport>),
    /// A worker starts a game.
    GameStarted {
        /// The game's index in the schedule.
        index: usize,
        /// The worker playing it.
        worker: usize,
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// The position after the opening's moves.
        position: Position,
    },
    /// A move of a game in progress.
    Moved {
        /// The game's index in the schedule.
        index: usize,
        /// The move and the position after it.
        live: LiveMove,
    },
    /// A game ended and was recorded.
    GameFinished {
        /// The game's index in the schedule.
        index: usize,
        /// The progress line: `Game N (A vs B): 1-0 {reason} | score`.
        line: String,
        /// The standings with this game counted.
        report: Box<MatchReport>,
    },
}

enum Message {
    Started {
        index: usize,
        worker: usize,
        position: Position,
    },
    Moved {
        index: usize,
        live: LiveMove,
    },
    Game {
        index: usize,
        game: Box<MatchGame>,
        worker: usize,
        restarts: Vec<u32>,
    },
    Fatal(anyhow::Error),
}

/// What the workers share.
struct Shared<'a> {
    config: &'a MatchConfig,
    schedule: &'a Schedule,
    names: &'a [String],
    /// The games to play, by game pair.
    units: &'a [Vec<usize>],
    next_unit: AtomicUsize,
    control: &'a RunControl,
    started: Instant,
}

/// Plays the match or tournament to its end, calling `progress` with one line per finished
/// game (and one for games taken from a state file).
pub fn run_match(
    config: &MatchConfig,
    progress: &mut dyn FnMut(&str),
) -> anyhow::Result<MatchReport> {
    run_tournament(config, &RunControl::default(), &mut |event| {
        if let Some(line) = progress_line(&event) {
            progress(&line);
        }
    })
}

/// The line `tempo match` prints for an event, if any.
pub fn progress_line(event: &RunEvent) -> Option<String> {
    match event {
        RunEvent::Resumed {
            path,
            games,
            scheduled,
            dropped_partial_line,
        } => Some(format!(
            "Resuming from {}: {games} of {scheduled} games already played{}",
            path.display(),
            if *dropped_partial_line {
                " (an unfinished last line was dropped)"
            } else {
                ""
            }
        )),
        RunEvent::GameFinished { line, .. } => Some(line.clone()),
        _ => None,
    }
}

/// Plays the match or tournament until it ends or `control` stops it, reporting every step
/// to `on_event`.
pub fn run_tournament(
    config: &MatchConfig,
    control: &RunControl,
    on_event: &mut dyn FnMut(RunEvent),
) -> anyhow::Result<MatchReport> {
    let schedule = Schedule::new(
        config.format,
        config.engines.len(),
        config.games,
        &config.opening_order,
    )?;
    anyhow::ensure!(
        schedule
            .games
            .iter()
            .all(|g| g.opening < config.openings.len()),
        "the opening order names an opening that is not in the list"
    );
    let mut report = MatchReport {
        format: config.format,
        names: Vec::new(),
        trinomial: Trinomial::default(),
        pentanomial: Pentanomial::default(),
        standings: Standings::new(config.engines.len(), &schedule.pairings),
        failures: vec![Failures::default(); config.engines.len()],
        terminations: Vec::new(),
        sprt: config.sprt.map(|sprt| SprtStatus {
            sprt,
            llr: 0.0,
            decision: None,
        }),
        stopped_early: false,
        aborted: None,
        scheduled: schedule.games.len(),
        finished: 0,
        resumed: 0,
        stopped_by_user: false,
    };
    // The state file is checked before the PGN file is touched.
    let opened = match &config.resume {
        Some(resume) => {
            let opened = StateFile::open(&resume.path, &resume.settings)?;
            let done = finished_games(&resume.path, &schedule, &opened.games)?;
            Some((resume, opened, done))
        }
        None => None,
    };
    let mut pgn = match &config.pgn {
        Some(path) => {
            Some(File::create(path).with_context(|| format!("creating {}", path.display()))?)
        }
        None => None,
    };
    let mut done = vec![false; schedule.games.len()];
    let mut state = None;
    if let Some((resume, opened, recorded)) = opened {
        replay(&opened, &schedule, &mut report, pgn.as_mut())?;
        if report.resumed > 0 || opened.dropped_partial_line {
            on_event(RunEvent::Resumed {
                path: resume.path.clone(),
                games: report.resumed,
                scheduled: report.scheduled,
                dropped_partial_line: opened.dropped_partial_line,
            });
        }
        done = recorded;
        state = Some(opened.file);
    }
    if let Some(file) = pgn.as_mut() {
        file.flush().context("writing the PGN file")?;
    }
    let decided = report.sprt.is_some_and(|s| s.decision.is_some());
    report.stopped_early = decided && report.finished < report.scheduled;
    let units = if decided {
        Vec::new()
    } else {
        schedule.remaining_pairs(&done)
    };
    let started = Instant::now();
    // The first worker's engines start here: their names are needed before any game, and
    // an engine that cannot start stops the run before anything is played.
    let mut first_players = Vec::with_capacity(config.engines.len());
    for (index, engine) in config.engines.iter().enumerate() {
        let trace = trace(config, started, 0, engine, index);
        first_players.push(Player::start(engine, config.timeouts, trace)?);
    }
    report.names = display_names(first_players.iter().map(|p| p.name.as_str()));
    for (player, name) in first_players.iter_mut().zip(&report.names) {
        player.name.clone_from(name);
    }
    on_event(RunEvent::Standings(Box::new(report.clone())));
    let names = report.names.clone();
    let shared = Shared {
        config,
        schedule: &schedule,
        names: &names,
        units: &units,
        next_unit: AtomicUsize::new(0),
        control,
        started,
    };
    let (tx, rx) = mpsc::channel::<Message>();
    let mut fatal = None;
    let mut played = 0usize;
    thread::scope(|scope| {
        let workers = config.concurrency.clamp(1, units.len().max(1));
        let mut first_players = Some(first_players);
        for worker in 0..workers {
            let tx = tx.clone();
            let shared = &shared;
            let players: Vec<Option<Player>> = match first_players.take() {
                Some(players) => players.into_iter().map(Some).collect(),
                None => config.engines.iter().map(|_| None).collect(),
            };
            let spawned = thread::Builder::new()
                .name(format!("match-{worker}"))
                .spawn_scoped(scope, move || {
                    if let Err(e) = work(shared, worker, players, &tx) {
                        shared.control.halt();
                        let _ = tx.send(Message::Fatal(e));
                    }
                });
            if let Err(e) = spawned {
                shared.control.halt();
                fatal = Some(anyhow::anyhow!("cannot start a match thread: {e}"));
            }
        }
        drop(tx);
        let mut restarts = vec![vec![0u32; config.engines.len()]; workers];
        for message in rx {
            let (index, game, worker, worker_restarts) = match message {
                Message::Fatal(e) => {
                    fatal.get_or_insert(e);
                    continue;
                }
                _ if control.is_stopped() => continue,
                Message::Started {
                    index,
                    worker,
                    position,
                } => {
                    if let Some(scheduled) = schedule.games.get(index) {
                        let name = |e: usize| names.get(e).cloned().unwrap_or_default();
                        on_event(RunEvent::GameStarted {
                            index,
                            worker,
                            white: name(scheduled.white),
                            black: name(scheduled.black),
                            position,
                        });
                    }
                    continue;
                }
                Message::Moved { index, live } => {
                    on_event(RunEvent::Moved { index, live });
                    continue;
                }
                Message::Game {
                    index,
                    game,
                    worker,
                    restarts,
                } => (index, game, worker, restarts),
            };
            if let Some(r) = restarts.get_mut(worker) {
                *r = worker_restarts;
            }
            let Some(scheduled) = schedule.games.get(index) else {
                continue;
            };
            let entry = game_entry(scheduled, &game, &config.tags);
            // The state file first: a game in the PGN but not in the state would be played
            // again after a resume and appear twice.
            if let Some(file) = state.as_mut()
                && let Err(e) = file.append(&entry)
            {
                fatal.get_or_insert(e.into());
                control.halt();
                continue;
            }
            played += 1;
            if let Some(file) = pgn.as_mut()
                && let Err(e) = file
                    .write_all(entry.pgn.as_bytes())
                    .and_then(|()| file.flush())
            {
                fatal.get_or_insert(anyhow::anyhow!("writing the PGN file: {e}"));
                control.halt();
            }
            let line = record_game(&mut report, scheduled, &entry);
            if report.sprt.is_some_and(|s| s.decision.is_some()) {
                report.stopped_early = report.finished < report.scheduled;
                control.halt();
            }
            on_event(RunEvent::GameFinished {
                index,
                line: format!(
                    "Game {} ({} vs {}): {} {{{}}} | {line}",
                    index + 1,
                    game.white,
                    game.black,
                    game.record.end.result(),
                    game.record.end.describe(),
                ),
                report: Box::new(report.clone()),
            });
        }
        for (engine, failures) in report.failures.iter_mut().enumerate() {
            failures.restarts = restarts
                .iter()
                .map(|r| r.get(engine).copied().unwrap_or(0))
                .sum();
        }
    });
    report.stopped_by_user = control.stopped_by_user.load(Ordering::Relaxed);
    match fatal {
        Some(e) if played == 0 => Err(e),
        Some(e) => {
            report.aborted = Some(format!("{e:#}"));
            Ok(report)
        }
        None => Ok(report),
    }
}

/// Counts the games of a state file and writes them to the PGN file, which is rebuilt from
/// the state so that no game is in it twice.
fn replay(
    opened: &OpenedState,
    schedule: &Schedule,
    report: &mut MatchReport,
    mut pgn: Option<&mut File>,
) -> anyhow::Result<()> {
    for entry in &opened.games {
        if let Some(file) = pgn.as_mut() {
            file.write_all(entry.pgn.as_bytes())
                .context("writing the PGN file")?;
        }
        if let Some(scheduled) = schedule.games.get(entry.game) {
            record_game(report, scheduled, entry);
        }
    }
    report.resumed = opened.games.len();
    Ok(())
}

/// Display names: the engines' own (or given) names, with ` (2)`, ` (3)`… added to repeats.
fn display_names<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut shown: Vec<String> = Vec::new();
    let mut raw: Vec<&str> = Vec::new();
    for name in names {
        let repeats = raw.iter().filter(|&&n| n == name).count();
        raw.push(name);
        shown.push(if repeats == 0 {
            name.to_owned()
        } else {
            format!("{name} ({})", repeats + 1)
        });
    }
    shown
}

/// The state file's line for a finished game, with its PGN.
fn game_entry(scheduled: &ScheduledGame, game: &MatchGame, tags: &PgnTags) -> GameEntry {
    let end = &game.record.end;
    GameEntry {
        game: scheduled.index,
        pairing: scheduled.pairing,
        pair: scheduled.pair,
        slot: scheduled.slot,
        opening: scheduled.opening,
        white: scheduled.white,
        black: scheduled.black,
        result: Outcome::from_winner(end.winner),
        termination: end.termination().to_owned(),
        failed: end.failed_side().map(|side| match side {
            Color::White => scheduled.white,
            Color::Black => scheduled.black,
        }),
        pgn: format_game(game, tags, (scheduled.index + 1) as u32),
    }
}

/// Counts one game; returns the score part of the progress line.
fn record_game(report: &mut MatchReport, scheduled: &ScheduledGame, entry: &GameEntry) -> String {
    report.finished += 1;
    report
        .standings
        .add(scheduled, entry.result.white_half_points());
    let first = report.standings.pairing(0);
    report.trinomial = first.games;
    report.pentanomial = first.pairs;
    match report
        .terminations
        .iter_mut()
        .find(|(t, _)| *t == entry.termination)
    {
        Some((_, count)) => *count += 1,
        None => report.terminations.push((entry.termination.clone(), 1)),
    }
    if let Some(failures) = entry.failed.and_then(|e| report.failures.get_mut(e)) {
        match entry.termination.as_str() {
            "time forfeit" => failures.time_forfeits += 1,
            "rules infraction" => failures.illegal_moves += 1,
            _ => failures.crashes += 1,
        }
    }
    if report.format != Format::Match {
        let score = |engine: usize| {
            let results = report.standings.engine(engine);
            let name = report.names.get(engine).map_or("?", String::as_str);
            format!("{name} {}/{}", results.points(), results.games.games())
        };
        return format!("{}, {}", score(scheduled.white), score(scheduled.black));
    }
    let score = report.score_line();
    let Some(status) = report.sprt.as_mut() else {
        return score;
    };
    status.llr = status.sprt.llr(&report.pentanomial);
    status.decision = status.sprt.decide(status.llr);
    let (lower, upper) = status.sprt.bounds();
    format!("{score} | LLR {:.2} [{lower:.2}, {upper:.2}]", status.llr)
}

/// The debug trace of one engine process of a worker.
fn trace(
    config: &MatchConfig,
    started: Instant,
    worker: usize,
    engine: &TournamentEngine,
    index: usize,
) -> Option<Trace> {
    if !config.debug {
        return None;
    }
    let label = engine.label();
    let number = index + 1;
    Some(Arc::new(move |line: &str| {
        let ms = started.elapsed().as_millis();
        eprintln!("{ms:>8} [{worker}] {number}:{label} {line}");
    }))
}

/// One worker: its own engine processes (started when first needed), playing whole game
/// pairs until none is left.
fn work(
    shared: &Shared<'_>,
    worker: usize,
    mut players: Vec<Option<Player>>,
    tx: &mpsc::Sender<Message>,
) -> anyhow::Result<()> {
    let config = shared.config;
    let result = (|| -> anyhow::Result<()> {
        loop {
            let unit = shared.next_unit.fetch_add(1, Ordering::Relaxed);
            let Some(games) = shared.units.get(unit) else {
                return Ok(());
            };
            for &index in games {
                let Some(scheduled) = shared.schedule.games.get(index) else {
                    continue;
                };
                for engine in [scheduled.white, scheduled.black] {
                    if let Some(slot @ None) = players.get_mut(engine)
                        && let Some(entry) = config.engines.get(engine)
                    {
                        let trace = trace(config, shared.started, worker, entry, engine);
                        let mut player = Player::start(entry, config.timeouts, trace)?;
                        if let Some(name) = shared.names.get(engine) {
                            player.name.clone_from(name);
                        }
                        *slot = Some(player);
                    }
                }
                // A pause lets the game pair's first game finish and holds the second. Looked
                // at once the engines are up (starting one can take a while), so that no game
                // starts after a pause that came during the start-up.
                if !shared.control.wait_for_go() {
                    return Ok(());
                }
                let Ok([Some(white), Some(black)]) =
                    players.get_disjoint_mut([scheduled.white, scheduled.black])
                else {
                    anyhow::bail!("game {} has no two distinct engines", index + 1);
                };
                let Some(opening) = config.openings.get(scheduled.opening) else {
                    anyhow::bail!("game {} has no opening", index + 1);
                };
                let mut position = opening.start.clone();
                for &mv in &opening.moves {
                    position.play_unchecked(mv);
                }
                let started = Message::Started {
                    index,
                    worker,
                    position,
                };
                if tx.send(started).is_err() {
                    return Ok(());
                }
                let Some(game) = play_game(
                    white,
                    black,
                    scheduled.first_is_white(),
                    opening,
                    &config.settings,
                    &shared.control.stop,
                    &mut |live| {
                        let _ = tx.send(Message::Moved { index, live });
                    },
                )?
                else {
                    return Ok(());
                };
                let message = Message::Game {
                    index,
                    game: Box::new(game),
                    worker,
                    restarts: players
                        .iter()
                        .map(|p| p.as_ref().map_or(0, |p| p.restarts))
                        .collect(),
                };
                if tx.send(message).is_err() {
                    return Ok(());
                }
            }
        }
    })();
    for player in players.iter_mut().flatten() {
        player.quit();
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_names_are_numbered() {
        assert_eq!(
            display_names(["A", "B", "A", "A"].into_iter()),
            ["A", "B", "A (2)", "A (3)"]
        );
    }
}
