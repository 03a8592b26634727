//! The `tempo` binary: the desktop app with no arguments, tools as subcommands.
//! Each subcommand's arguments and runner live in its own module under `tempo::tools`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use tempo::tools;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "tempo",
    version,
    about = "Tempo chess: desktop app, engines and tools",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the app on a PGN or FEN file, or on a position given as a quoted FEN.
    #[arg(value_name = "FILE_OR_FEN")]
    open: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Count leaf nodes of the move tree (move generator check and speed test).
    Perft(tools::perft::PerftArgs),
    /// Speak UCI on stdin/stdout (for chess GUIs and match runners).
    Uci {
        /// Also list the search tunables as UCI options (for tuners and feature tests).
        #[arg(long)]
        tunables: bool,
        /// The search to start with (`PVS` or `MCTS`; the `Search` option switches later).
        /// With `--tunables`, only the starting search's tunables are listed.
        #[arg(long, default_value = "PVS")]
        search: String,
    },
    /// Search a fixed set of positions; prints `<nodes> nodes <nps> nps`.
    Bench(tools::bench::BenchArgs),
    /// Run an EPD test suite (bm/am, dm for mate problems) and count the solved positions.
    Solve(tools::solve::SolveArgs),
    /// Tune the handcrafted evaluation (Texel's method) or generate self-play positions.
    Tune(tools::tune::TuneArgs),
    /// Polyglot opening books (build one from PGN games).
    Book(tools::book::BookArgs),
    /// Matches and tournaments between UCI engines: Elo, SPRT, crosstable, PGN, resumable.
    Match(tools::match_runner::MatchArgs),
    /// Train a Tempo NNUE on self-play data (CPU).
    Train(tools::train::TrainArgs),
    /// Train the MCTS policy network on `datagen --policy-out` moves or `policy-data` visits (CPU).
    TrainPolicy(tools::train::policy::PolicyTrainArgs),
    /// Generate self-play training data for `tempo train`.
    Datagen(tools::datagen::DatagenArgs),
    /// MCTS searches' root visits as policy targets for `tempo train-policy` (self-play, judge sets).
    PolicyData(tools::datagen::policy_data::PolicyDataArgs),
    /// Game databases: import PGN, search by header and position, explore, export.
    Db(tools::db::DbArgs),
    /// Training from your games: puzzles from the mistakes in them.
    Puzzles(tools::puzzles::PuzzlesArgs),
    /// A board as PNG or SVG, a game as an animated GIF or a printable HTML page.
    Picture(tools::picture::PictureArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => run_app(cli.open),
        Some(Command::Perft(args)) => tools::perft::run(args),
        Some(Command::Uci { tunables, search }) => tools::uci::run(tunables, &search),
        Some(Command::Bench(args)) => tools::bench::run(args),
        Some(Command::Solve(args)) => tools::solve::run(args),
        Some(Command::Tune(args)) => tools::tune::run(args),
        Some(Command::Book(args)) => tools::book::run(args),
        Some(Command::Match(args)) => tools::match_runner::run(args),
        Some(Command::Train(args)) => tools::train::run(args),
        Some(Command::TrainPolicy(args)) => tools::train::policy::run(args),
        Some(Command::Datagen(args)) => tools::datagen::cli::run(args),
        Some(Command::PolicyData(args)) => tools::datagen::policy_data::run(args),
        Some(Command::Db(args)) => tools::db::run(args),
        Some(Command::Puzzles(args)) => tools::puzzles::run(args),
        Some(Command::Picture(args)) => tools::picture::run(args),
    };
    result.unwrap_or_else(|e| {
        eprintln!("error: {e:#}");
        ExitCode::FAILURE
    })
}

/// No subcommand: the desktop app.
#[cfg(feature = "gui")]
fn run_app(open: Option<String>) -> anyhow::Result<ExitCode> {
    tempo::gui::run(open)
}

/// No subcommand in a build without the desktop app.
#[cfg(not(feature = "gui"))]
fn run_app(_open: Option<String>) -> anyhow::Result<ExitCode> {
    println!(
        "Tempo {}: built without the `gui` feature; try `tempo --help`.",
        env!("CARGO_PKG_VERSION")
    );
    Ok(ExitCode::SUCCESS)
}
