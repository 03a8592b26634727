//! `tempo book build`: makes a Polyglot opening book from the mainlines of a PGN file.
//!
//! Weights: for each (position, move), 2 points per game the mover won, 1 per draw or
//! unfinished game, 0 per loss (see [`crate::formats::polyglot::builder`]).

use std::{fs::File, path::PathBuf, process::ExitCode};

use anyhow::Context as _;

use crate::formats::{pgn::reader_from, polyglot::builder::BookBuilder};

/// Arguments of `tempo book`.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: BookCommand,
}

/// The `tempo book` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum BookCommand {
    /// Build a Polyglot book (.bin) from the games of a PGN file.
    Build(BuildArgs),
}

/// Arguments of `tempo book build`.
#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// The games.
    #[arg(long)]
    pub pgn: PathBuf,
    /// The book file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Use only the first N plies of each game.
    #[arg(long, default_value_t = 40)]
    pub max_ply: usize,
    /// Keep only moves played in at least N games.
    #[arg(long, default_value_t = 1)]
    pub min_games: u32,
}

/// Runs `tempo book`.
pub fn run(args: BookArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        BookCommand::Build(build) => run_build(build),
    }
}

fn run_build(args: BuildArgs) -> anyhow::Result<ExitCode> {
    let file = File::open(&args.pgn).with_context(|| format!("opening {}", args.pgn.display()))?;
    let mut builder = BookBuilder::new(args.max_ply, args.min_games);
    let mut skipped = 0usize;
    for game in reader_from(file) {
        match game {
            Ok(game) => builder.add_game(&game),
            Err(e) => {
                if matches!(e.kind, crate::formats::pgn::PgnErrorKind::Io(_)) {
                    return Err(e).with_context(|| format!("reading {}", args.pgn.display()));
                }
                eprintln!("skipped: {e}");
                skipped += 1;
            }
        }
    }
    let games = builder.games();
    let book = builder.build();
    std::fs::write(&args.out, book.to_bytes())
        .with_context(|| format!("writing {}", args.out.display()))?;
    println!(
        "{} entries from {games} games ({skipped} skipped) written to {}",
        book.len(),
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}
