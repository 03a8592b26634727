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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => run_app(),
        Some(Command::Perft(args)) => tools::perft::run(args),
    };
    result.unwrap_or_else(|e| {
        eprintln!("error: {e:#}");
        ExitCode::FAILURE
    })
}

/// No subcommand: the desktop app.
#[cfg(feature = "gui")]
fn run_app() -> anyhow::Result<ExitCode> {
    tempo::gui::run()
}

/// No subcommand in a build without the desktop app.
#[cfg(not(feature = "gui"))]
fn run_app() -> anyhow::Result<ExitCode> {
    println!(
        "Tempo {}: built without the `gui` feature; try `tempo --help`.",
        env!("CARGO_PKG_VERSION")
    );
    Ok(ExitCode::SUCCESS)
}
