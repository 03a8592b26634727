//! The match scheduler: game pairs (each opening with colours reversed) spread over
//! `concurrency` workers, each owning one process of each engine; live progress, PGN output,
//! statistics and the SPRT early stop happen on the calling thread as games finish.

use std::{
    fs::File,
    io::Write as _,
    path::PathBuf,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc,
    },
    thread,
    time::Instant,
};

use anyhow::Context as _;

use super::{
    game::{MatchGame, Player, play_game},
    openings::Opening,
    pgn::{PgnTags, format_game},
    spec::EngineSpec,
    stats::{Pentanomial, Sprt, SprtDecision, Trinomial},
};
use crate::{
    app::game_driver::GameSettings,
    chess::Color,
    uci::client::{Timeouts, Trace},
};

/// Everything a match needs.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The two engines; results are from the first one's point of view.
    pub engines: [EngineSpec; 2],
    /// The opening of each game pair, in schedule order (cycled if shorter).
    pub openings: Vec<Opening>,
    /// Number of games (pairs are `games / 2` rounded up; an odd last game has no partner).
    pub games: u32,
    /// Games played at the same time.
    pub concurrency: usize,
    /// Limits, adjudication and time margins.
    pub settings: GameSettings,
    /// Engine handshake and stop timeouts.
    pub timeouts: Timeouts,
    /// Stop early when this test reaches a decision.
    pub sprt: Option<Sprt>,
    /// Where to write the games.
    pub pgn: Option<PathBuf>,
    /// Match-wide PGN tags.
    pub tags: PgnTags,
    /// Print every line exchanged with the engines to stderr.
    pub debug: bool,
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
    /// Process restarts.
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

/// The outcome of a match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The engines' display names.
    pub names: [String; 2],
    /// The first engine's wins, draws and losses.
    pub trinomial: Trinomial,
    /// The first engine's game-pair scores.
    pub pentanomial: Pentanomial,
    /// Failures of each engine.
    pub failures: [Failures; 2],
    /// Games that ended by each PGN termination (`normal`, `adjudication`, …).
    pub terminations: Vec<(String, u32)>,
    /// The SPRT, if one ran.
    pub sprt: Option<SprtStatus>,
    /// Whether the SPRT stopped the match before all games were played.
    pub stopped_early: bool,
    /// Why the match ended before all games were played, when an engine could not be
    /// restarted or the PGN could not be written (after at least one game).
    pub aborted: Option<String>,
}

impl MatchReport {
    /// `Score of A vs B: W - L - D [score] N`, as cutechess prints it.
    pub fn score_line(&self) -> String {
        let t = &self.trinomial;
        format!(
            "Score of {} vs {}: {} - {} - {}  [{:.3}] {}",
            self.names[0],
            self.names[1],
            t.wins,
            t.losses,
            t.draws,
            t.score(),
            t.games()
        )
    }
}

enum Message {
    Names([String; 2]),
    Game {
        pair: usize,
        slot: usize,
        game: Box<MatchGame>,
        worker: usize,
        restarts: [u32; 2],
    },
    Fatal(anyhow::Error),
}

/// Plays the match, calling `progress` with one line per finished game.
pub fn run_match(
    config: &MatchConfig,
    progress: &mut dyn FnMut(&str),
) -> anyhow::Result<MatchReport> {
    anyhow::ensure!(!config.openings.is_empty(), "the match has no openings");
    let pairs = config.games.div_ceil(2) as usize;
    let mut pgn = match &config.pgn {
        Some(path) => {
            Some(File::create(path).with_context(|| format!("creating {}", path.display()))?)
        }
        None => None,
    };
    let started = Instant::now();
    let next_pair = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<Message>();
    let mut report = MatchReport {
        names: [String::new(), String::new()],
        trinomial: Trinomial::default(),
        pentanomial: Pentanomial::default(),
        failures: [Failures::default(); 2],
        terminations: Vec::new(),
        sprt: config.sprt.map(|sprt| SprtStatus {
            sprt,
            llr: 0.0,
            decision: None,
        }),
        stopped_early: false,
        aborted: None,
    };
    let mut fatal = None;
    let mut finished = 0u32;
    thread::scope(|scope| {
        for worker in 0..config.concurrency.clamp(1, pairs.max(1)) {
            let tx = tx.clone();
            let (next_pair, stop) = (&next_pair, &stop);
            let spawned = thread::Builder::new()
                .name(format!("match-{worker}"))
                .spawn_scoped(scope, move || {
                    if let Err(e) = work(config, worker, started, pairs, next_pair, stop, &tx) {
                        stop.store(true, Ordering::Relaxed);
                        let _ = tx.send(Message::Fatal(e));
                    }
                });
            if let Err(e) = spawned {
                stop.store(true, Ordering::Relaxed);
                fatal = Some(anyhow::anyhow!("cannot start a match thread: {e}"));
            }
        }
        drop(tx);
        let mut halves: Vec<[Option<u8>; 2]> = vec![[None, None]; pairs];
        let mut restarts = vec![[0u32; 2]; config.concurrency.max(1)];
        for message in rx {
            let (pair, slot, game, worker, worker_restarts) = match message {
                Message::Names(names) => {
                    report.names = names;
                    continue;
                }
                Message::Fatal(e) => {
                    fatal.get_or_insert(e);
                    continue;
                }
                Message::Game {
                    pair,
                    slot,
                    game,
                    worker,
                    restarts,
                } => (pair, slot, game, worker, restarts),
            };
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            if let Some(r) = restarts.get_mut(worker) {
                *r = worker_restarts;
            }
            finished += 1;
            let round = (pair * 2 + slot + 1) as u32;
            if let Some(file) = pgn.as_mut() {
                let text = format_game(&game, &config.tags, round);
                if let Err(e) = file.write_all(text.as_bytes()).and_then(|()| file.flush()) {
                    fatal.get_or_insert(anyhow::anyhow!("writing the PGN file: {e}"));
                    stop.store(true, Ordering::Relaxed);
                }
            }
            let line = record_game(&mut report, &mut halves, pair, slot, &game);
            progress(&format!(
                "Game {round} ({} vs {}): {} {{{}}} | {}{line}",
                game.white,
                game.black,
                game.record.end.result(),
                game.record.end.describe(),
                report.score_line(),
            ));
            if report.sprt.is_some_and(|s| s.decision.is_some()) {
                report.stopped_early = finished < config.games;
                stop.store(true, Ordering::Relaxed);
            }
        }
        for (i, failures) in report.failures.iter_mut().enumerate() {
            failures.restarts = restarts
                .iter()
                .map(|r| r.get(i).copied().unwrap_or(0))
                .sum();
        }
    });
    match fatal {
        Some(e) if finished == 0 => Err(e),
        Some(e) => {
            report.aborted = Some(format!("{e:#}"));
            Ok(report)
        }
        None => Ok(report),
    }
}

/// Counts one game; returns the SPRT part of the progress line.
fn record_game(
    report: &mut MatchReport,
    halves: &mut [[Option<u8>; 2]],
    pair: usize,
    slot: usize,
    game: &MatchGame,
) -> String {
    let points = game.first_half_points();
    match points {
        2 => report.trinomial.wins += 1,
        1 => report.trinomial.draws += 1,
        _ => report.trinomial.losses += 1,
    }
    let termination = game.record.end.termination().to_owned();
    match report
        .terminations
        .iter_mut()
        .find(|(t, _)| *t == termination)
    {
        Some((_, count)) => *count += 1,
        None => report.terminations.push((termination, 1)),
    }
    if let Some(loser) = game.record.end.failed_side() {
        let first_lost = (loser == Color::White) == game.first_is_white;
        let failures = &mut report.failures[usize::from(!first_lost)];
        match game.record.end.termination() {
            "time forfeit" => failures.time_forfeits += 1,
            "rules infraction" => failures.illegal_moves += 1,
            _ => failures.crashes += 1,
        }
    }
    if let Some(both) = halves.get_mut(pair) {
        if let Some(half) = both.get_mut(slot) {
            *half = Some(points);
        }
        if let [Some(a), Some(b)] = *both {
            report.pentanomial.add_pair(a, b);
        }
    }
    let Some(status) = report.sprt.as_mut() else {
        return String::new();
    };
    status.llr = status.sprt.llr(&report.pentanomial);
    status.decision = status.sprt.decide(status.llr);
    let (lower, upper) = status.sprt.bounds();
    format!(" | LLR {:.2} [{lower:.2}, {upper:.2}]", status.llr)
}

/// One worker: its own engine processes, playing whole pairs until none is left.
fn work(
    config: &MatchConfig,
    worker: usize,
    started: Instant,
    pairs: usize,
    next_pair: &AtomicUsize,
    stop: &AtomicBool,
    tx: &mpsc::Sender<Message>,
) -> anyhow::Result<()> {
    let [first, second] = &config.engines;
    let trace = |spec: &EngineSpec, index: usize| -> Option<Trace> {
        if !config.debug {
            return None;
        }
        let label = spec.name.clone().unwrap_or_else(|| {
            let program = &spec.command.program;
            program.file_name().map_or_else(
                || program.display().to_string(),
                |n| n.to_string_lossy().into(),
            )
        });
        Some(Arc::new(move |line: &str| {
            let ms = started.elapsed().as_millis();
            eprintln!("{ms:>8} [{worker}] {index}:{label} {line}");
        }))
    };
    let mut a = Player::start(first.clone(), config.timeouts, trace(first, 1))?;
    let mut b = Player::start(second.clone(), config.timeouts, trace(second, 2))?;
    if a.name == b.name {
        b.name.push_str(" (2)");
    }
    let _ = tx.send(Message::Names([a.name.clone(), b.name.clone()]));
    loop {
        let pair = next_pair.fetch_add(1, Ordering::Relaxed);
        if pair >= pairs || stop.load(Ordering::Relaxed) {
            break;
        }
        let Some(opening) = config.openings.get(pair % config.openings.len()) else {
            break;
        };
        for slot in 0..2 {
            let game = pair * 2 + slot;
            if game >= config.games as usize || stop.load(Ordering::Relaxed) {
                break;
            }
            let first_is_white = slot == 0;
            let (white, black) = if first_is_white {
                (&mut a, &mut b)
            } else {
                (&mut b, &mut a)
            };
            let Some(game) = play_game(
                white,
                black,
                first_is_white,
                opening,
                &config.settings,
                stop,
            )?
            else {
                break;
            };
            let message = Message::Game {
                pair,
                slot,
                game: Box::new(game),
                worker,
                restarts: [a.restarts, b.restarts],
            };
            if tx.send(message).is_err() {
                break;
            }
        }
    }
    a.quit();
    b.quit();
    Ok(())
}
