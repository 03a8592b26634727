//! `tempo perft`: node counts for one FEN or a whole EPD suite with `;Dn count` fields.

use std::{fmt::Write as _, path::PathBuf, process::ExitCode, time::Instant};

use anyhow::Context as _;

use crate::chess::{Position, perft, perft_divide};

/// Arguments of `tempo perft`.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// A position in FEN (default: the start position).
    #[arg(long, conflicts_with = "epd")]
    pub fen: Option<String>,
    /// An EPD file with `;Dn count` checks.
    #[arg(long)]
    pub epd: Option<PathBuf>,
    /// Depth (for --epd: the deepest check run).
    #[arg(long, default_value_t = 5)]
    pub depth: u32,
    /// Print the count for each root move.
    #[arg(long)]
    pub divide: bool,
    /// Treat the positions as Chess960 (castling written king-takes-rook).
    #[arg(long)]
    pub chess960: bool,
}

/// Runs `tempo perft`; exit status 1 when any suite check fails.
pub fn run(args: PerftArgs) -> anyhow::Result<ExitCode> {
    if let Some(path) = args.epd {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let cases = parse_perft_epd(&text).with_context(|| format!("in {}", path.display()))?;
        let report = run_suite(&cases, args.depth, args.chess960);
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
    let fen = args
        .fen
        .unwrap_or_else(|| crate::chess::STARTPOS_FEN.to_owned());
    let mut pos = Position::from_fen(&fen).with_context(|| format!("invalid FEN '{fen}'"))?;
    if args.chess960 {
        pos.set_chess960(true);
    }
    print!("{}", perft_fen(&pos, args.depth, args.divide));
    Ok(ExitCode::SUCCESS)
}

/// One expected count from an EPD perft suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// Line number in the file (1-based).
    pub line: usize,
    /// The position.
    pub fen: String,
    /// (depth, expected nodes) pairs.
    pub expected: Vec<(u32, u64)>,
}

/// Why a perft EPD line could not be read.
#[derive(Debug, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PerftEpdError {
    /// Line number (1-based).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads `FEN ;D1 20 ;D2 400 …` lines (blank lines and `#` comments skipped).
pub fn parse_perft_epd(text: &str) -> Result<Vec<PerftCase>, PerftEpdError> {
    let mut cases = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut parts = raw.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_owned();
        let mut expected = Vec::new();
        for part in parts {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let mut tokens = part.split_whitespace();
            let (Some(d), Some(n)) = (tokens.next(), tokens.next()) else {
                return Err(PerftEpdError {
                    line,
                    message: format!("'{part}' is not ';Dn count'"),
                });
            };
            let depth = d
                .strip_prefix('D')
                .and_then(|d| d.parse::<u32>().ok())
                .ok_or_else(|| PerftEpdError {
                    line,
                    message: format!("'{d}' is not a depth like D3"),
                })?;
            let nodes = n.parse::<u64>().map_err(|_| PerftEpdError {
                line,
                message: format!("'{n}' is not a node count"),
            })?;
            expected.push((depth, nodes));
        }
        cases.push(PerftCase {
            line,
            fen,
            expected,
        });
    }
    Ok(cases)
}

/// Result of running a suite.
#[derive(Debug, Default)]
pub struct SuiteReport {
    /// Checks that matched.
    pub passed: usize,
    /// Mismatches and unreadable positions, one line each.
    pub failures: Vec<String>,
    /// Nodes counted.
    pub nodes: u64,
    /// Seconds spent.
    pub seconds: f64,
}

/// Runs every `;Dn` check of `cases` up to `max_depth`.
pub fn run_suite(cases: &[PerftCase], max_depth: u32, chess960: bool) -> SuiteReport {
    let mut report = SuiteReport::default();
    let start = Instant::now();
    for case in cases {
        let mut pos = match Position::from_fen(&case.fen) {
            Ok(pos) => pos,
            Err(e) => {
                report
                    .failures
                    .push(format!("line {}: {}: {e}", case.line, case.fen));
                continue;
            }
        };
        if chess960 {
            pos.set_chess960(true);
        }
        for &(depth, expected) in case.expected.iter().filter(|(d, _)| *d <= max_depth) {
            let nodes = perft(&pos, depth);
            report.nodes += nodes;
            if nodes == expected {
                report.passed += 1;
            } else {
                report.failures.push(format!(
                    "line {}: {} depth {depth}: expected {expected}, got {nodes}",
                    case.line, case.fen
                ));
            }
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// `perft --fen FEN --depth N [--divide]` output.
pub fn perft_fen(pos: &Position, depth: u32, divide: bool) -> String {
    let mut out = String::new();
    let start = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (m, n) in perft_divide(pos, depth) {
            let _ = writeln!(out, "{}: {n}", pos.move_to_uci(m));
            total += n;
        }
        total
    } else {
        perft(pos, depth)
    };
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let _ = writeln!(
        out,
        "\nNodes: {nodes}\nTime: {:.3} s\nNPS: {:.0}",
        secs,
        nodes as f64 / secs
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epd_lines_parse() {
        let cases = parse_perft_epd("# c\n\n8/8/8/8/8/8/8/K1k5 w - - 0 1 ;D1 3 ;D2 9\n")
            .unwrap_or_default();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].expected, vec![(1, 3), (2, 9)]);
        assert!(parse_perft_epd("fen ;X1 3").is_err());
        assert!(parse_perft_epd("fen ;D1 x").is_err());
    }
}
