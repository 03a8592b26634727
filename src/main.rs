//! The `tempo` binary: the desktop app with no arguments, tools as subcommands.
//! Each subcommand's arguments and runner live in its own module under `tempo::tools`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use tempo::tools;

#[derive(Parser)]
#[command(
    name = "tempo",
    version,
    about = "Tempo chess: desktop app, engines and tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count leaf nodes of the move tree (move generator check and speed test).
    Perft(tools::perft::PerftArgs),
    /// Train a Tempo NNUE on self-play data (CPU).
    Train(tools::train::TrainArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => {
            println!(
                "Tempo {}: the desktop app is not built yet; try `tempo --help`.",
                env!("CARGO_PKG_VERSION")
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Perft(args)) => tools::perft::run(args),
        Some(Command::Train(args)) => tools::train::run(args),
    };
    result.unwrap_or_else(|e| {
        eprintln!("error: {e:#}");
        ExitCode::FAILURE
    })
}
