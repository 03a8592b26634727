//! The `tempo` binary: the desktop app with no arguments, tools as subcommands.

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use tempo::{chess::Position, tools};

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
    Perft {
        /// A position in FEN.
        #[arg(long, conflicts_with = "epd")]
        fen: Option<String>,
        /// An EPD file with `;Dn count` checks.
        #[arg(long)]
        epd: Option<PathBuf>,
        /// Depth (for --epd: the deepest check run).
        #[arg(long, default_value_t = 5)]
        depth: u32,
        /// Print the count for each root move.
        #[arg(long)]
        divide: bool,
        /// Treat the positions as Chess960 (castling written king-takes-rook).
        #[arg(long)]
        chess960: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => {
            println!(
                "Tempo {}: the desktop app is not built yet; try `tempo --help`.",
                env!("CARGO_PKG_VERSION")
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Perft {
            fen,
            epd,
            depth,
            divide,
            chess960,
        }) => {
            if let Some(path) = epd {
                let text = std::fs::read_to_string(&path)
                    .with_context(|| format!("reading {}", path.display()))?;
                let cases = tools::perft::parse_perft_epd(&text)
                    .with_context(|| format!("in {}", path.display()))?;
                let report = tools::perft::run_suite(&cases, depth, chess960);
                for failure in &report.failures {
                    println!("FAIL {failure}");
                }
                println!(
                    "Nodes: {}  Time: {:.2} s  NPS: {:.0}",
                    report.nodes,
                    report.seconds,
                    report.nodes as f64 / report.seconds.max(1e-9)
                );
                println!("{} passed, {} failed", report.passed, report.failures.len());
                return Ok(if report.failures.is_empty() {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::FAILURE
                });
            }
            let fen = fen.unwrap_or_else(|| tempo::chess::STARTPOS_FEN.to_owned());
            let mut pos =
                Position::from_fen(&fen).with_context(|| format!("invalid FEN '{fen}'"))?;
            if chess960 {
                pos.set_chess960(true);
            }
            print!("{}", tools::perft::perft_fen(&pos, depth, divide));
            Ok(ExitCode::SUCCESS)
        }
    }
}
