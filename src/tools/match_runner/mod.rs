//! `tempo match`: games between two UCI engines (any two, or our own `tempo uci` with
//! different options), with openings, clocks, adjudication, PGN output, Elo and SPRT; or a
//! round robin or gauntlet between more engines with a crosstable; either one resumable
//! from a state file after an interruption.
//!
//! Only the command line lives here: the arguments, the configuration built from them and
//! the printed summary. The games are played by [`crate::app::tournament`] (engine
//! specifications, openings, the workers, the schedule, the state file, the standings and
//! the statistics), which the app's tournament window shares.

use std::{
    io::Write as _,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use anyhow::Context as _;

use crate::app::tournament::{
    openings::{self, Opening, OpeningFormat, OpeningOrder},
    pgn,
    runner::{self, MatchConfig, MatchReport, Resume},
    spec,
    stats::{Sprt, SprtDecision},
};

use crate::{
    app::{
        adjudication::{DrawRule, DrawStart, MoveLimit, ResignRule, Rules},
        clock::TimeControl,
        game_driver::{GameLimits, GameSettings},
        tournament::{
            schedule::{Format, opening_sequence},
            state::{Settings, recorded_settings},
        },
    },
    uci::client::Timeouts,
};

const USAGE_NOTES: &str = "\
Plays games between two UCI engines and reports the score, the Elo difference with its 95% \
error (pentanomial model over game pairs) and, with --sprt, a sequential test that stops \
as soon as it decides. With --tournament roundrobin (every pair of engines) or gauntlet \
(the first engine against each other one), any number of engines from two up play \
--games games per pairing, and a crosstable ends the run.

Each engine is given as a list of key=value words after --engine (cutechess style):
  cmd=PATH          the program (required unless 'self')
  self              this tempo binary running 'tempo uci'
  name=NAME         display name (default: the engine's 'id name')
  args=\"A B\"        arguments, split at spaces; arg=A adds one argument
  dir=DIR           working directory
  option.NAME=VAL   a UCI option set after start-up (and after every restart)
--each takes the same words and applies them to every engine.

Every opening is played twice with colours reversed. Engines that crash, hang, play an \
illegal move or overrun their clock by more than --timemargin lose the game; a crashed \
engine is restarted and the match goes on. Every game ends up in --pgn with its result \
and a Termination tag.

With --resume FILE every finished game is recorded in FILE (created if missing). Running the \
same command again after an interruption (even kill -9) plays only the games missing there \
and ends with the totals of an uninterrupted run; --pgn is rewritten from FILE, so no game \
is lost or doubled. Changing the engines, games, limits, adjudication, openings or seed is \
refused; --concurrency, --pgn and --debug may change. Without --seed the recorded one is \
used.

Examples:
  tempo match --engine self name=New option.Hash=16 \\
              --engine cmd=target/release/tempo-old args=uci name=Old \\
              --tc 5+0.05 --games 200 --concurrency 2 \\
              --openings ../shared/data/openings/eco-positions.epd --openings-order random \\
              --pgn games.pgn
  tempo match --engine self --engine cmd=/usr/bin/stockfish option.Threads=1 \\
              --each option.Hash=16 --tc 10+0.1 --sprt 0 5 0.05 0.05 --games 20000 \\
              --resign movecount=3 score=600 --draw movenumber=40 movecount=8 score=10
  tempo match --tournament roundrobin --engine self name=PVS \\
              --engine self name=MCTS option.Search=MCTS --engine cmd=/usr/bin/stockfish \\
              --nodes 20000 --games 20 --concurrency 2 --resume rr.state --pgn rr.pgn";

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
                    .help(
                        "An engine: key=value words, see above (two for a match, two or more \
                         with --tournament)",
                    ),
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
    /// Settings applied to every engine (before each engine's own).
    #[arg(long, num_args = 1.., value_name = "SETTING")]
    pub each: Vec<String>,
    /// Number of games, per pairing in a tournament (an even number plays every opening
    /// with both colours).
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// A tournament between the engines instead of a two-engine match.
    #[arg(long, value_enum)]
    pub tournament: Option<TournamentArg>,
    /// State file: record every finished game there, and skip the games it holds.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
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

/// The tournament formats of `--tournament`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TournamentArg {
    /// Every engine against every other one.
    #[value(name = "roundrobin")]
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
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

/// The format asked for, checking the number of engines.
fn format_from_args(args: &MatchArgs) -> anyhow::Result<Format> {
    let engines = args.engine.len();
    match args.opts.tournament {
        None => {
            anyhow::ensure!(
                engines == 2,
                "give exactly two --engine for a match, or --tournament roundrobin|gauntlet \
                 for more (got {engines})"
            );
            Ok(Format::Match)
        }
        Some(kind) => {
            anyhow::ensure!(
                engines >= 2,
                "a tournament needs at least two --engine (got {engines})"
            );
            anyhow::ensure!(
                args.opts.sprt.is_none(),
                "--sprt tests one engine against another: it needs a match, not --tournament"
            );
            Ok(match kind {
                TournamentArg::RoundRobin => Format::RoundRobin,
                TournamentArg::Gauntlet => Format::Gauntlet,
            })
        }
    }
}

/// An engine as recorded in the state file: everything that decides how it is started.
fn describe_spec(spec: &spec::EngineSpec) -> String {
    let mut words = vec![format!("cmd={}", spec.command.program.display())];
    if let Some(name) = &spec.name {
        words.push(format!("name={name}"));
    }
    words.extend(spec.command.args.iter().map(|a| format!("arg={a}")));
    if let Some(dir) = &spec.command.working_dir {
        words.push(format!("dir={}", dir.display()));
    }
    words.extend(
        spec.options
            .iter()
            .map(|(name, value)| format!("option.{name}={value}")),
    );
    words.join(" ")
}

/// The settings a state file records: what decides which games are played and how.
fn run_settings(
    args: &MatchArgs,
    format: Format,
    specs: &[spec::EngineSpec],
    seed: u64,
    openings: Option<(&Path, usize, u64)>,
) -> Settings {
    let o = &args.opts;
    let mut settings = Settings::default();
    settings.set("format", format.name());
    for (i, spec) in specs.iter().enumerate() {
        settings.set(&format!("engine {}", i + 1), describe_spec(spec));
    }
    settings.set("engines", specs.len().to_string());
    settings.set("games", o.games.to_string());
    let limit = |v: Option<String>| v.unwrap_or_else(|| "-".to_owned());
    settings.set("tc", limit(o.tc.map(|tc| tc.to_string())));
    settings.set("movetime", limit(o.movetime.map(|v| v.to_string())));
    settings.set("nodes", limit(o.nodes.map(|v| v.to_string())));
    settings.set("depth", limit(o.depth.map(|v| v.to_string())));
    settings.set("timemargin", o.timemargin.to_string());
    settings.set("move timeout", o.move_timeout.to_string());
    settings.set("resign", o.resign.join(" "));
    settings.set("draw", o.draw.join(" "));
    settings.set("max moves", limit(o.max_moves.map(|v| v.to_string())));
    settings.set(
        "sprt",
        limit(
            o.sprt
                .as_ref()
                .map(|v| v.iter().map(f64::to_string).collect::<Vec<_>>().join(" ")),
        ),
    );
    settings.set(
        "openings",
        match openings {
            Some((path, count, hash)) => format!(
                "{} ({count} openings, {:?} order, format {:?}, plies {}, fnv {hash:016x})",
                path.display(),
                o.openings_order,
                o.openings_format,
                limit(o.opening_plies.map(|v| v.to_string()))
            ),
            None => "start position".to_owned(),
        },
    );
    settings.set("seed", seed.to_string());
    settings.set("event", o.event.clone());
    settings
}

/// Builds the match or tournament from the command line.
pub fn config_from_args(
    args: &MatchArgs,
    log: &mut dyn FnMut(&str),
) -> anyhow::Result<MatchConfig> {
    let format = format_from_args(args)?;
    let self_exe = std::env::current_exe().context("finding this program for 'self'")?;
    let mut specs = Vec::with_capacity(args.engine.len());
    for words in &args.engine {
        let all: Vec<String> = args.opts.each.iter().chain(words).cloned().collect();
        specs.push(spec::parse_engine_spec(&all, &self_exe)?);
    }
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
    // A resumed run shuffles with the seed it started with, unless one is given.
    let recorded_seed = match &args.opts.resume {
        Some(path) => recorded_settings(path)?
            .and_then(|settings| settings.get("seed").and_then(|s| s.parse::<u64>().ok())),
        None => None,
    };
    let seed = args.opts.seed.or(recorded_seed).unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let rounds = args.opts.games.div_ceil(2) as usize;
    let (openings, opening_order, opening_file) = match &args.opts.openings {
        Some(path) => {
            let all = openings::load(path, args.opts.openings_format, args.opts.opening_plies)?;
            let random = args.opts.openings_order == OpeningOrder::Random;
            if random {
                log(&format!(
                    "{} openings from {}, shuffled with seed {seed}",
                    all.len(),
                    path.display()
                ));
            }
            let order = opening_sequence(all.len(), rounds, random.then_some(seed));
            let bytes =
                std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
            let file = (path.as_path(), all.len(), openings::fnv1a(&bytes));
            (all, order, Some(file))
        }
        None => (vec![Opening::startpos()], vec![0], None),
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
    let resume = args.opts.resume.as_ref().map(|path| Resume {
        path: path.clone(),
        settings: run_settings(args, format, &specs, seed, opening_file),
    });
    Ok(MatchConfig {
        engines: specs.into_iter().map(Into::into).collect(),
        format,
        openings,
        opening_order,
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
        resume,
    })
}

/// The final summary, one line per fact.
pub fn summary(report: &MatchReport) -> Vec<String> {
    let mut lines = if report.format == Format::Match {
        match_lines(report)
    } else {
        tournament_lines(report)
    };
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

/// A tournament's summary: the crosstable, then each pairing's score and Elo.
fn tournament_lines(report: &MatchReport) -> Vec<String> {
    let kind = match report.format {
        Format::Gauntlet => "Gauntlet",
        _ => "Round robin",
    };
    let mut lines = vec![format!(
        "{kind} of {} engines: {} of {} games played",
        report.names.len(),
        report.finished,
        report.scheduled
    )];
    lines.extend(report.standings.crosstable(&report.names));
    lines.push(String::new());
    let name = |i: usize| report.names.get(i).map_or("?", String::as_str);
    for (index, pairing) in report.standings.pairings().iter().enumerate() {
        let results = report.standings.pairing(index);
        let t = results.games;
        let elo = results
            .elo()
            .map_or_else(|| "-".to_owned(), |e| e.to_string());
        lines.push(format!(
            "{} vs {}: {} - {} - {}  [{:.3}] {}, Elo {elo}",
            name(pairing.first),
            name(pairing.second),
            t.wins,
            t.losses,
            t.draws,
            t.score(),
            t.games()
        ));
    }
    lines
}

/// A two-engine match's summary: score, Elo, pentanomial, SPRT.
fn match_lines(report: &MatchReport) -> Vec<String> {
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
