//! `tempo db`: game databases from the command line (import, search, explore, export), the
//! generator of the measurement corpus and the search benchmark.

pub mod bench;
pub mod corpus;

use std::{
    io::{BufWriter, IsTerminal as _, Write as _},
    path::{Path, PathBuf},
    process::ExitCode,
    sync::{Arc, atomic::Ordering},
    time::{Duration, Instant},
};

use anyhow::{Context as _, Result, bail};
use clap::{Args, Subcommand};

use crate::{
    chess::Position,
    db::{
        Database, FilterError, GameFilter, ImportEvent, ImportOptions, SortKey,
        filter::{parse_date, parse_eco_range, parse_result},
        import::open_pgn,
    },
};

/// `tempo db` arguments.
#[derive(Args, Debug)]
pub struct DbArgs {
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(Subcommand, Debug)]
enum DbCommand {
    /// Import PGN files (plain, .gz or .zst) into DB, creating it when missing. Broken games are
    /// reported on stderr and skipped; games already stored are counted as duplicates. Ends with
    /// the line `N imported, M skipped, K duplicates`. Exit status 0, or 2 when games were
    /// skipped (the others are imported), 1 on an error.
    Import {
        /// The database file.
        db: PathBuf,
        /// PGN files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Games per transaction (a killed import keeps every batch committed before).
        #[arg(long, default_value_t = 5000)]
        batch: usize,
        /// Plies of each mainline in the position index, when DB is created (deeper arrivals
        /// are found by replaying games).
        #[arg(long, default_value_t = 24)]
        index_plies: usize,
    },
    /// List the games that match, one per line: ID, White, Black, Result, Date, Event
    /// (tab-separated), then `N games` where N counts every match, also those --limit leaves out.
    Search {
        /// The database file.
        db: PathBuf,
        /// Only games whose mainline reaches this position (any move order).
        #[arg(long)]
        fen: Option<String>,
        #[command(flatten)]
        filters: FilterArgs,
        /// List at most this many games (the count line still counts all).
        #[arg(long)]
        limit: Option<u64>,
    },
    /// The moves played from a position: SAN, games, White wins, draws, Black wins
    /// (tab-separated), most played first. A game counts once, with the move it played at its
    /// first arrival in the position.
    Explore {
        /// The database file.
        db: PathBuf,
        /// The position.
        #[arg(long)]
        fen: String,
        #[command(flatten)]
        filters: FilterArgs,
    },
    /// Write the games that match as PGN to OUT, then print `N games`.
    Export {
        /// The database file.
        db: PathBuf,
        /// The PGN file to write (replaced when the export succeeds).
        out: PathBuf,
        /// Only games whose mainline reaches this position.
        #[arg(long)]
        fen: Option<String>,
        #[command(flatten)]
        filters: FilterArgs,
    },
    /// Generate a reproducible PGN corpus for measurements.
    GenCorpus(corpus::CorpusArgs),
    /// Measure position search and explorer latency over opening positions.
    Bench(bench::BenchArgs),
}

/// The header filters every query takes.
#[derive(Args, Debug, Default)]
pub struct FilterArgs {
    /// White's name starts with this (case-insensitive).
    #[arg(long)]
    white: Option<String>,
    /// Black's name starts with this (case-insensitive).
    #[arg(long)]
    black: Option<String>,
    /// Either player's name starts with this (case-insensitive).
    #[arg(long)]
    player: Option<String>,
    /// The event's name starts with this (case-insensitive).
    #[arg(long)]
    event: Option<String>,
    /// 1-0, 0-1, 1/2-1/2 or *.
    #[arg(long)]
    result: Option<String>,
    /// An ECO code or range: B20 or B20-B99.
    #[arg(long)]
    eco: Option<String>,
    /// Both players rated at least N.
    #[arg(long, value_name = "N")]
    min_elo: Option<i64>,
    /// Both players rated at most N.
    #[arg(long, value_name = "N")]
    max_elo: Option<i64>,
    /// Played on or after YYYY.MM.DD (or YYYY.MM, YYYY).
    #[arg(long)]
    from: Option<String>,
    /// Played on or before YYYY.MM.DD (or YYYY.MM, YYYY).
    #[arg(long)]
    to: Option<String>,
    /// At least N mainline plies.
    #[arg(long, value_name = "N")]
    min_plies: Option<i64>,
    /// At most N mainline plies.
    #[arg(long, value_name = "N")]
    max_plies: Option<i64>,
}

impl FilterArgs {
    /// The library filter, or the first bad value.
    pub fn filter(&self) -> Result<GameFilter, FilterError> {
        let filter = GameFilter {
            white: self.white.clone(),
            black: self.black.clone(),
            player: self.player.clone(),
            event: self.event.clone(),
            result: self.result.as_deref().map(parse_result).transpose()?,
            min_elo: self.min_elo,
            max_elo: self.max_elo,
            from: self
                .from
                .as_deref()
                .map(|d| parse_date(d, false))
                .transpose()?,
            to: self
                .to
                .as_deref()
                .map(|d| parse_date(d, true))
                .transpose()?,
            eco: self.eco.as_deref().map(parse_eco_range).transpose()?,
            min_plies: self.min_plies,
            max_plies: self.max_plies,
        };
        Ok(filter)
    }
}

/// A `--fen` value as a position.
pub fn parse_fen(fen: &str) -> Result<Position, FilterError> {
    Position::from_fen(fen).map_err(|e| FilterError::Fen {
        fen: fen.to_owned(),
        reason: e.to_string(),
    })
}

/// Runs `tempo db …`.
pub fn run(args: DbArgs) -> Result<ExitCode> {
    match args.command {
        DbCommand::Import {
            db,
            files,
            batch,
            index_plies,
        } => import(&db, &files, batch, index_plies),
        DbCommand::Search {
            db,
            fen,
            filters,
            limit,
        } => search(&db, fen.as_deref(), &filters, limit),
        DbCommand::Explore { db, fen, filters } => explore(&db, &fen, &filters),
        DbCommand::Export {
            db,
            out,
            fen,
            filters,
        } => export(&db, &out, fen.as_deref(), &filters),
        DbCommand::GenCorpus(args) => corpus::run(&args),
        DbCommand::Bench(args) => bench::run(&args),
    }
}

fn import(db: &Path, files: &[PathBuf], batch: usize, index_plies: usize) -> Result<ExitCode> {
    // Every input opens before the database is touched: a missing file changes nothing.
    for file in files {
        open_pgn(file)?;
    }
    let mut database = Database::create_or_open_with_index(db, index_plies)?;
    let interrupted = crate::util::interrupt::stop_on_ctrl_c();
    let options = ImportOptions {
        batch_games: batch,
        cancel: Some(Arc::clone(&interrupted)),
    };
    let (mut imported, mut skipped, mut duplicates) = (0, 0, 0);
    let terminal = std::io::stderr().is_terminal();
    for file in files {
        let mut last_report = Instant::now();
        let summary = database.import_file(file, &options, &mut |event| match event {
            ImportEvent::Skipped(e) => eprintln!("{}: skipped {e}", file.display()),
            ImportEvent::Progress(p) => {
                if last_report.elapsed() < Duration::from_secs(1) {
                    return;
                }
                last_report = Instant::now();
                let left = p.time_left().map_or(String::new(), |t| {
                    format!(", {:.0} s left", t.as_secs_f64())
                });
                let line = format!(
                    "{}: {} games, {:.0} games/s, {:.1} MB/s{left}",
                    file.display(),
                    p.imported + p.duplicates + p.skipped,
                    p.games_per_second(),
                    p.bytes_per_second() / 1e6
                );
                if terminal {
                    eprint!("\r{line}   ");
                } else {
                    eprintln!("{line}");
                }
            }
        })?;
        if terminal {
            eprintln!();
        }
        let p = &summary.progress;
        eprintln!(
            "{}: {:.1} s, {:.0} games/s, {:.1} MB/s",
            file.display(),
            p.elapsed.as_secs_f64(),
            p.games_per_second(),
            p.bytes_per_second() / 1e6
        );
        imported += p.imported;
        skipped += p.skipped;
        duplicates += p.duplicates;
        if summary.cancelled {
            eprintln!(
                "{}: interrupted; the games read before Ctrl-C are kept, and importing the file again adds only the rest",
                file.display()
            );
            break;
        }
    }
    println!("{imported} imported, {skipped} skipped, {duplicates} duplicates");
    if interrupted.load(Ordering::Relaxed) {
        // The shell's convention for a command ended by SIGINT.
        return Ok(ExitCode::from(130));
    }
    Ok(if skipped > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// Parses the query's values first, then opens the database (never creating it).
fn open_query(
    db: &Path,
    fen: Option<&str>,
    filters: &FilterArgs,
) -> Result<(Database, Option<Position>, GameFilter)> {
    let filter = filters.filter()?;
    let position = fen.map(parse_fen).transpose()?;
    let database = Database::open(db)?;
    Ok((database, position, filter))
}

fn search(
    db: &Path,
    fen: Option<&str>,
    filters: &FilterArgs,
    limit: Option<u64>,
) -> Result<ExitCode> {
    let (database, position, filter) = open_query(db, fen, filters)?;
    let total = database.count_games(&filter, position.as_ref())?;
    let rows = database.list_games(
        &filter,
        position.as_ref(),
        SortKey::Id,
        false,
        0,
        limit.unwrap_or(u64::MAX),
    )?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    for row in rows {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}",
            row.id,
            row.white,
            row.black,
            row.result,
            row.date_text(),
            row.event
        )?;
    }
    writeln!(out, "{total} games")?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn explore(db: &Path, fen: &str, filters: &FilterArgs) -> Result<ExitCode> {
    let (database, position, filter) = open_query(db, Some(fen), filters)?;
    let Some(position) = position else {
        bail!("no position given");
    };
    let moves = database.explore(&position, &filter)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    for m in moves {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            m.san, m.games, m.white_wins, m.draws, m.black_wins
        )?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn export(db: &Path, out: &Path, fen: Option<&str>, filters: &FilterArgs) -> Result<ExitCode> {
    let (database, position, filter) = open_query(db, fen, filters)?;
    // Written beside the target and renamed at the end: a failed export leaves OUT as it was.
    let mut partial = out.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let written = (|| -> Result<u64> {
        let file = std::fs::File::create(&partial)
            .with_context(|| format!("{}: cannot create", partial.display()))?;
        let mut writer = BufWriter::new(file);
        let n = database.export(&filter, position.as_ref(), &mut writer)?;
        writer
            .flush()
            .with_context(|| format!("{}: cannot write", partial.display()))?;
        Ok(n)
    })();
    let n = match written {
        Ok(n) => n,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::rename(&partial, out).with_context(|| format!("{}: cannot write", out.display()))?;
    println!("{n} games");
    Ok(ExitCode::SUCCESS)
}
