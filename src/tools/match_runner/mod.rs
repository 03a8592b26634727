//! `tempo match`: games between two UCI engines (any two, or our own `tempo uci` with
//! different options), with openings, clocks, adjudication, PGN output, Elo and SPRT.
//!
//! The pieces: [`spec`] (engine specifications on the command line), [`openings`], [`game`]
//! (the engine processes of one game, played by [`crate::app::game_driver`] with the
//! application's clock and adjudicator), [`runner`] (scheduling and progress), [`stats`]
//! (Elo, pentanomial error, SPRT) and [`pgn`].

use std::{
    io::Write as _,
    path::PathBuf,
    process::ExitCode,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use anyhow::Context as _;

pub mod game;
pub mod openings;
pub mod pgn;
pub mod runner;
pub mod spec;
pub mod stats;

use openings::{Opening, OpeningFormat, OpeningOrder};
use runner::{MatchConfig, MatchReport};
use stats::{Sprt, SprtDecision};

use crate::{
    app::{
        adjudication::{DrawRule, DrawStart, MoveLimit, ResignRule, Rules},
        clock::TimeControl,
        game_driver::{GameLimits, GameSettings},
    },
    uci::client::Timeouts,
};

const USAGE_NOTES: &str = "\
Plays games between two UCI engines and reports the score, the Elo difference with its 95% \
error (pentanomial model over game pairs) and, with --sprt, a sequential test that stops \
as soon as it decides.

Each engine is given as a list of key=value words after --engine (cutechess style):
  cmd=PATH          the program (required unless 'self')
  self              this tempo binary running 'tempo uci'
  name=NAME         display name (default: the engine's 'id name')
  args=\"A B\"        arguments, split at spaces; arg=A adds one argument
  dir=DIR           working directory
  option.NAME=VAL   a UCI option set after start-up (and after every restart)
--each takes the same words and applies them to both engines.

Every opening is played twice with colours reversed. Engines that crash, hang, play an \
illegal move or overrun their clock by more than --timemargin lose the game; a crashed \
engine is restarted and the match goes on. Every game ends up in --pgn with its result \
and a Termination tag.

Examples:
  tempo match --engine self name=New option.Hash=16 \\
              --engine cmd=target/release/tempo-old args=uci name=Old \\
              --tc 5+0.05 --games 200 --concurrency 2 \\
              --openings ../shared/data/openings/eco-positions.epd --openings-order random \\
              --pgn games.pgn
  tempo match --engine self --engine cmd=/usr/bin/stockfish option.Threads=1 \\
              --each option.Hash=16 --tc 10+0.1 --sprt 0 5 0.05 0.05 --games 20000 \\
              --resign movecount=3 score=600 --draw movenumber=40 movecount=8 score=10";

/// Arguments of `tempo match`: the engines, and everything else.
///
/// clap's derive cannot keep the words of repeated `--engine` apart, so this type implements
/// `Args` by hand around the derived [`MatchOptions`].
#[derive(Debug)]
pub struct MatchArgs {
    /// The words of each `--engine`.
    pub engine: Vec<Vec<String>>,
    /// The other options (boxed: they are large next to other subcommands' arguments).
    pub opts: Box<MatchOptions>,
}

impl clap::FromArgMatches for MatchArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<MatchArgs, clap::Error> {
        let engine = matches
            .get_occurrences::<String>("engine")
            .map(|occurrences| occurrences.map(|words| words.cloned().collect()).collect())
            .unwrap_or_default();
        Ok(MatchArgs {
            engine,
            opts: Box::new(MatchOptions::from_arg_matches(matches)?),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = MatchArgs::from_arg_matches(matches)?;
        Ok(())
    }
}

impl clap::Args for MatchArgs {
    fn augment_args(command: clap::Command) -> clap::Command {
        MatchOptions::augment_args(command)
            .arg(
                clap::Arg::new("engine")
                    .long("engine")
                    .num_args(1..)
                    .action(clap::ArgAction::Append)
                    .required(true)
                    .value_name("SETTING")
                    .help("An engine (give exactly two): key=value words, see above"),
            )
            .after_help(USAGE_NOTES)
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        MatchArgs::augment_args(command)
    }
}

/// The options of `tempo match` other than the engines.
#[derive(Debug, clap::Args)]
pub struct MatchOptions {
    /// Settings applied to both engines (before each engine's own).
    #[arg(long, num_args = 1.., value_name = "SETTING")]
    pub each: Vec<String>,
    /// Number of games (an even number plays every opening with both colours).
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// Games played at the same time (each uses one process of each engine).
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// Time control in seconds: [moves/]base[+increment], like 5+0.05 or 40/60.
    #[arg(long)]
    pub tc: Option<TimeControl>,
    /// Fixed time per move, in milliseconds.
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
    /// Node limit per move.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Depth limit per move.
    #[arg(long)]
    pub depth: Option<u32>,
    /// How far a move may overrun the clock (or movetime) before it loses on time, in ms.
    #[arg(long, value_name = "MS", default_value_t = 50)]
    pub timemargin: u64,
    /// Without --tc or --movetime: seconds a move may take before the engine counts as hung.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    pub move_timeout: f64,
    /// Opening file: EPD (a position per line) or PGN (main lines).
    #[arg(long)]
    pub openings: Option<PathBuf>,
    /// Format of the opening file (default: from its extension).
    #[arg(long, value_enum)]
    pub openings_format: Option<OpeningFormat>,
    /// In file order or shuffled.
    #[arg(long, value_enum, default_value_t = OpeningOrder::Sequential)]
    pub openings_order: OpeningOrder,
    /// Use at most this many plies of each PGN opening.
    #[arg(long, value_name = "PLIES")]
    pub opening_plies: Option<usize>,
    /// Seed for shuffling openings (default: from the clock, printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Resign adjudication: movecount=N score=CP (both engines, N moves each).
    #[arg(long, num_args = 1..=2, value_name = "KEY=VALUE")]
    pub resign: Vec<String>,
    /// Draw adjudication: movenumber=M movecount=N score=CP.
    #[arg(long, num_args = 1..=3, value_name = "KEY=VALUE")]
    pub draw: Vec<String>,
    /// Adjudicate a draw after this many full moves.
    #[arg(long)]
    pub max_moves: Option<u32>,
    /// Sequential probability ratio test: elo0 elo1 alpha beta (stops when decided).
    #[arg(long, num_args = 4, value_names = ["ELO0", "ELO1", "ALPHA", "BETA"], allow_negative_numbers = true)]
    pub sprt: Option<Vec<f64>>,
    /// Write every game to this PGN file.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// The PGN Event tag.
    #[arg(long, default_value = "Tempo match")]
    pub event: String,
    /// Print every line exchanged with the engines to stderr (with milliseconds).
    #[arg(long)]
    pub debug: bool,
}

/// Reads `key=value` words into a lookup.
fn key_values<'a>(
    words: &'a [String],
    what: &str,
    keys: &[&str],
) -> anyhow::Result<Vec<(&'a str, i64)>> {
    words
        .iter()
        .map(|word| {
            let (key, value) = word
                .split_once('=')
                .with_context(|| format!("--{what}: '{word}' is not key=value"))?;
            anyhow::ensure!(
                keys.contains(&key),
                "--{what}: unknown key '{key}' (expected {})",
                keys.join(", ")
            );
            let value = value
                .parse()
                .with_context(|| format!("--{what}: '{value}' is not a whole number"))?;
            Ok((key, value))
        })
        .collect()
}

fn lookup(pairs: &[(&str, i64)], key: &str, default: i64) -> i64 {
    pairs
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(default, |(_, v)| *v)
}

fn small(value: i64, what: &str) -> anyhow::Result<u32> {
    u32::try_from(value).with_context(|| format!("{what} must be between 0 and {}", u32::MAX))
}

/// The plies of a run of `move_count` moves of each engine.
fn both_engines(move_count: u32) -> u32 {
    move_count.max(1).saturating_mul(2)
}

/// The adjudication rules from the command line (cutechess's: runs counted per engine,
/// judged after each move, a missing score breaks a run).
fn adjudication_rules(args: &MatchArgs) -> anyhow::Result<Rules> {
    let resign = if args.opts.resign.is_empty() {
        None
    } else {
        let kv = key_values(&args.opts.resign, "resign", &["movecount", "score"])?;
        Some(ResignRule {
            plies: both_engines(small(lookup(&kv, "movecount", 3), "resign movecount")?),
            score: i32::try_from(lookup(&kv, "score", 600)).context("resign score")?,
            same_side: true,
        })
    };
    let draw = if args.opts.draw.is_empty() {
        None
    } else {
        let kv = key_values(
            &args.opts.draw,
            "draw",
            &["movenumber", "movecount", "score"],
        )?;
        Some(DrawRule {
            plies: both_engines(small(lookup(&kv, "movecount", 8), "draw movecount")?),
            score: i32::try_from(lookup(&kv, "score", 10)).context("draw score")?,
            start: DrawStart::FullMove(small(lookup(&kv, "movenumber", 40), "draw movenumber")?),
        })
    };
    Ok(Rules {
        resign,
        draw,
        max_length: args.opts.max_moves.map(MoveLimit::FullMoves),
        ..Rules::default()
    })
}

/// Builds the match from the command line.
pub fn config_from_args(
    args: &MatchArgs,
    log: &mut dyn FnMut(&str),
) -> anyhow::Result<MatchConfig> {
    anyhow::ensure!(
        args.engine.len() == 2,
        "give exactly two --engine (got {})",
        args.engine.len()
    );
    let self_exe = std::env::current_exe().context("finding this program for 'self'")?;
    let mut specs = Vec::with_capacity(2);
    for words in &args.engine {
        let all: Vec<String> = args.opts.each.iter().chain(words).cloned().collect();
        specs.push(spec::parse_engine_spec(&all, &self_exe)?);
    }
    let [first, second]: [spec::EngineSpec; 2] = specs
        .try_into()
        .map_err(|_| anyhow::anyhow!("give exactly two --engine"))?;
    let limits = GameLimits {
        time_control: args.opts.tc,
        movetime: args.opts.movetime.map(Duration::from_millis),
        nodes: args.opts.nodes,
        depth: args.opts.depth,
        ..GameLimits::default()
    };
    anyhow::ensure!(
        limits != GameLimits::default(),
        "give a limit: --tc, --movetime, --nodes or --depth"
    );
    anyhow::ensure!(args.opts.games > 0, "--games must be at least 1");
    anyhow::ensure!(
        args.opts.move_timeout.is_finite() && args.opts.move_timeout > 0.0,
        "--move-timeout must be a positive number of seconds"
    );
    let pairs = args.opts.games.div_ceil(2) as usize;
    let openings = match &args.opts.openings {
        Some(path) => {
            let all = openings::load(path, args.opts.openings_format, args.opts.opening_plies)?;
            let seed = args.opts.seed.unwrap_or_else(|| {
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64)
            });
            if args.opts.openings_order == OpeningOrder::Random {
                log(&format!(
                    "{} openings from {}, shuffled with seed {seed}",
                    all.len(),
                    path.display()
                ));
            }
            openings::schedule(&all, pairs, args.opts.openings_order, seed)
        }
        None => vec![Opening::startpos()],
    };
    let sprt = match args.opts.sprt.as_deref() {
        Some(&[elo0, elo1, alpha, beta]) => {
            Some(Sprt::new(elo0, elo1, alpha, beta).map_err(anyhow::Error::msg)?)
        }
        Some(_) => anyhow::bail!("--sprt takes elo0 elo1 alpha beta"),
        None => None,
    };
    let time_control = match (args.opts.tc, args.opts.movetime) {
        (Some(tc), _) => tc.to_string(),
        (None, Some(ms)) => format!("{}/move", Duration::from_millis(ms).as_secs_f64()),
        (None, None) => "-".to_owned(),
    };
    Ok(MatchConfig {
        engines: [first, second],
        openings,
        games: args.opts.games,
        concurrency: args.opts.concurrency.max(1),
        settings: GameSettings {
            limits,
            adjudication: adjudication_rules(args)?,
            margin: Duration::from_millis(args.opts.timemargin),
            move_timeout: Some(Duration::from_secs_f64(args.opts.move_timeout)),
        },
        timeouts: Timeouts::default(),
        sprt,
        pgn: args.opts.pgn.clone(),
        tags: pgn::PgnTags {
            event: args.opts.event.clone(),
            site: "tempo match".into(),
            date: crate::util::date::today_pgn(),
            time_control,
        },
        debug: args.opts.debug,
    })
}

/// The final summary, one line per fact.
pub fn summary(report: &MatchReport) -> Vec<String> {
    let mut lines = vec![report.score_line()];
    let t = &report.trinomial;
    if let Some(elo) = report.pentanomial.elo() {
        lines.push(format!(
            "Elo difference: {elo} (95%, pentanomial, {} pairs)",
            report.pentanomial.pairs()
        ));
    }
    if let Some(elo) = t.elo() {
        lines.push(format!(
            "Per-game model: {elo} (95%), LOS {:.1}%, draw ratio {:.1}%",
            100.0 * t.los(),
            100.0 * f64::from(t.draws) / f64::from(t.games().max(1))
        ));
    }
    let p = report.pentanomial.0;
    lines.push(format!(
        "Pentanomial [0, 0.5, 1, 1.5, 2]: [{}, {}, {}, {}, {}]",
        p[0], p[1], p[2], p[3], p[4]
    ));
    if let Some(status) = report.sprt {
        let (lower, upper) = status.sprt.bounds();
        let decision = match status.decision {
            Some(SprtDecision::AcceptH1) => "H1 accepted",
            Some(SprtDecision::AcceptH0) => "H0 accepted",
            None => "no decision yet",
        };
        lines.push(format!(
            "SPRT ({:.1}, {:.1}) alpha {} beta {}: LLR {:.2} (bounds {lower:.2}, {upper:.2}): {decision}{}",
            status.sprt.elo0,
            status.sprt.elo1,
            status.sprt.alpha,
            status.sprt.beta,
            status.llr,
            if report.stopped_early { ", stopped early" } else { "" }
        ));
    }
    let terminations: Vec<String> = report
        .terminations
        .iter()
        .map(|(t, n)| format!("{t} {n}"))
        .collect();
    lines.push(format!("Terminations: {}", terminations.join(", ")));
    for (name, f) in report.names.iter().zip(&report.failures) {
        lines.push(format!(
            "{name}: {} time forfeits, {} illegal moves, {} crashes/stalls, {} restarts",
            f.time_forfeits, f.illegal_moves, f.crashes, f.restarts
        ));
    }
    lines
}

/// Prints a line; a closed stdout (`| head`) must not stop the match.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// Runs `tempo match`; fails when it could not start or was aborted by an engine that
/// could not be restarted.
pub fn run(args: MatchArgs) -> anyhow::Result<ExitCode> {
    let config = config_from_args(&args, &mut say)?;
    let report = runner::run_match(&config, &mut say)?;
    say("");
    for line in summary(&report) {
        say(&line);
    }
    match report.aborted {
        Some(reason) => anyhow::bail!("match aborted: {reason}"),
        None => Ok(ExitCode::SUCCESS),
    }
}
