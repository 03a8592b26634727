//! `tempo puzzles extract DB|FILE.pgn [--player NAME]... [--movetime MS | --depth N]
//! [--out FILE.epd] [--workers N]`: finds puzzles where the players erred (the rules are in
//! `app::puzzles::finder`) and writes each as an EPD line: `bm` (the first solution move),
//! `id` (source game and ply), `c0` (themes), `c1` (the solution), `c2` (kind and player),
//! `c3` (estimated rating). The last line is `N puzzles from M games`. From a database the
//! puzzles are also stored in it and a second run goes on with the games not yet searched.

use std::{
    fs::File,
    io::{BufWriter, IsTerminal as _, Write as _},
    path::PathBuf,
    process::ExitCode,
    time::Duration,
};

use anyhow::{Context as _, Result};
use clap::{Args, Subcommand};

use crate::app::{
    engines::{EngineEntry, tempo_pvs},
    puzzles::{
        Puzzle,
        batch::{BatchEvent, BatchSettings, PuzzleBatch, PuzzleInput},
        finder::FinderSettings,
    },
};

/// The default search time per position, in milliseconds.
pub const DEFAULT_MOVETIME_MS: u64 = 200;

/// `tempo puzzles` arguments.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Find puzzles in the games of a database or PGN file, where a player's move lost a lot:
    /// the move they missed, or the reply that punishes it. Each puzzle's solution must be
    /// clearly the only good way on and is verified by a deeper search.
    Extract {
        /// A Tempo game database (its puzzles are stored in it and a later run resumes) or a
        /// PGN file (plain, .gz or .zst).
        input: PathBuf,
        /// Only this player's mistakes (a name or its start, case-insensitive; repeat for
        /// several spellings). Default: every player's.
        #[arg(long = "player", value_name = "NAME")]
        players: Vec<String>,
        /// Search time per position in milliseconds (the verification takes three times as
        /// long).
        #[arg(long, conflicts_with = "depth")]
        movetime: Option<u64>,
        /// Search depth per position instead (reproducible; the verification goes 4 deeper).
        #[arg(long)]
        depth: Option<u32>,
        /// Write the EPD lines here instead of standard output.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Games searched at once (one engine thread each); default: the number of cores.
        #[arg(long)]
        workers: Option<usize>,
        /// Hash table per engine in MiB.
        #[arg(long, default_value_t = 32)]
        hash: usize,
    },
}

/// Runs `tempo puzzles`.
pub fn run(args: PuzzlesArgs) -> Result<ExitCode> {
    let PuzzlesCommand::Extract {
        input,
        players,
        movetime,
        depth,
        out,
        workers,
        hash,
    } = args.command;
    if !input.exists() {
        anyhow::bail!("{}: no such file", input.display());
    }
    let finder = match depth {
        Some(depth) => FinderSettings::with_depth(depth, players),
        None => FinderSettings::with_movetime(movetime.unwrap_or(DEFAULT_MOVETIME_MS), players),
    };
    let workers = workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
    let settings = BatchSettings {
        finder,
        engine: EngineEntry::new("Tempo PVS", || tempo_pvs(false)),
        workers,
        hash_mb: hash,
    };
    // Checked before the search so that a bad path fails at once and changes nothing.
    let mut output: Box<dyn std::io::Write> = match &out {
        Some(path) => Box::new(BufWriter::new(
            File::create(path).with_context(|| format!("creating {}", path.display()))?,
        )),
        None => Box::new(BufWriter::new(std::io::stdout())),
    };
    let mut batch = PuzzleBatch::start(PuzzleInput::from_path(input.clone()), settings, None);
    let show_progress = std::io::stderr().is_terminal();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let (progress, error) = loop {
        let event = match batch.next_event(Duration::from_millis(200)) {
            Some(event) => event,
            // The thread may have sent its last events just before it ended.
            None if batch.has_ended() => match batch.next_event(Duration::ZERO) {
                Some(event) => event,
                None => anyhow::bail!("the puzzle search stopped unexpectedly"),
            },
            None => continue,
        };
        match event {
            BatchEvent::Found(puzzle) => puzzles.push(*puzzle),
            BatchEvent::GameFailed { label, error } => eprintln!("{label}: {error}"),
            BatchEvent::Progress(progress) => {
                if show_progress {
                    let total = progress
                        .games_total
                        .map_or_else(String::new, |total| format!(" of {total}"));
                    eprint!(
                        "\r{} games{total}, {} puzzles, {:.1} games/min   ",
                        progress.games_done,
                        progress.puzzles,
                        progress.games_per_minute()
                    );
                }
            }
            BatchEvent::Finished {
                progress, error, ..
            } => break (progress, error),
        }
    };
    if show_progress {
        eprintln!();
    }
    // Workers finish games out of order; the file lists them in game order.
    puzzles.sort_by_key(|p| (p.source.game_id, p.source.game_number, p.source.ply));
    for puzzle in &puzzles {
        writeln!(output, "{}", puzzle.to_epd())?;
    }
    if out.is_some() {
        output.flush()?;
        output = Box::new(std::io::stdout());
    }
    if progress.already_searched > 0 {
        eprintln!(
            "{} games were searched by an earlier run (their puzzles are in {})",
            progress.already_searched,
            input.display()
        );
    }
    writeln!(
        output,
        "{} puzzles from {} games",
        puzzles.len(),
        progress.games_done
    )?;
    output.flush()?;
    eprintln!(
        "{:.1} games/min with {workers} workers, {:.1} s",
        progress.games_per_minute(),
        progress.elapsed.as_secs_f64()
    );
    if let Some(error) = error {
        anyhow::bail!("{error}");
    }
    Ok(if progress.failed > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}
