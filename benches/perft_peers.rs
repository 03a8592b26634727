//! Perft speed against our peers: Tempo's generator, cozy-chess and shakmaty on the five classic
//! positions (chessprogramming wiki "Perft Results"), in one run, single-threaded.
//!
//! Each library is driven the fastest idiomatic way: copy-make everywhere, bulk counting at the
//! last ply (ours: `perft`, which counts destination sets, with and without the run-time `popcnt` path; cozy-chess: `moves.len()` inside the
//! `generate_moves` callback; shakmaty: `legal_moves().len()`). All three must agree on every
//! node count, or the bench fails.
//!
//! `cargo bench --bench perft_peers` runs the full depths, best of `PERFT_PEERS_ROUNDS` rounds
//! (default 3). `cargo test --all-targets` also runs this binary, without `--bench`: it then only
//! checks the three libraries agree at shallow depths, in well under a second.

use std::{hint::black_box, process::ExitCode, time::Instant};

use shakmaty::Position as _;

/// (name, FEN, full depth).
const POSITIONS: [(&str, &str, u32); 5] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
    ),
];

/// `tempo` is what `tempo::chess::perft` runs: on x86-64 with `popcnt` (detected at run time) a
/// copy of the generator compiled for it. `tempo-portable` forces baseline instructions, as
/// every other library here gets from a plain `cargo build --release`.
const LIBRARIES: [&str; 4] = ["tempo", "tempo-portable", "cozy-chess", "shakmaty"];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

fn shakmaty_perft(pos: &shakmaty::Chess, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_moves().len() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|m| {
                let mut child = pos.clone();
                child.play_unchecked(*m);
                shakmaty_perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// The three boards of one FEN.
struct Boards {
    tempo: tempo::chess::Position,
    cozy: cozy_chess::Board,
    shakmaty: shakmaty::Chess,
}

fn boards(fen: &str) -> Result<Boards, String> {
    let tempo = tempo::chess::Position::from_fen(fen).map_err(|e| format!("tempo: {e}"))?;
    let cozy = cozy_chess::Board::from_fen(fen, false).map_err(|e| format!("cozy-chess: {e}"))?;
    let setup: shakmaty::fen::Fen = fen.parse().map_err(|e| format!("shakmaty: {e}"))?;
    let shakmaty = setup
        .into_position(shakmaty::CastlingMode::Standard)
        .map_err(|e| format!("shakmaty: {e}"))?;
    Ok(Boards {
        tempo,
        cozy,
        shakmaty,
    })
}

/// Runs library `lib` on `b` to `depth`: (nodes, seconds).
fn run(lib: usize, b: &Boards, depth: u32) -> (u64, f64) {
    let start = Instant::now();
    let nodes = match lib {
        0 => tempo::chess::perft(black_box(&b.tempo), black_box(depth)),
        1 => tempo::chess::perft_portable(black_box(&b.tempo), black_box(depth)),
        2 => cozy_perft(black_box(&b.cozy), black_box(depth)),
        _ => shakmaty_perft(black_box(&b.shakmaty), black_box(depth)),
    };
    (nodes, start.elapsed().as_secs_f64())
}

fn main() -> ExitCode {
    let full = std::env::args().any(|a| a == "--bench");
    let rounds: usize = if full {
        std::env::var("PERFT_PEERS_ROUNDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3)
            .max(1)
    } else {
        1
    };
    // For profiling: PERFT_PEERS_ONLY=tempo (or cozy-chess, shakmaty) runs one library,
    // PERFT_PEERS_POSITION="position 3" one position, PERFT_PEERS_SHALLOWER=N takes N plies off
    // every depth.
    let only = std::env::var("PERFT_PEERS_ONLY").ok();
    let shallower: u32 = std::env::var("PERFT_PEERS_SHALLOWER")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let selected: Vec<usize> = (0..LIBRARIES.len())
        .filter(|&lib| only.as_deref().is_none_or(|o| o == LIBRARIES[lib]))
        .collect();
    let position_filter = std::env::var("PERFT_PEERS_POSITION").ok();
    let mut all = Vec::new();
    for (name, fen, depth) in POSITIONS {
        if position_filter.as_deref().is_some_and(|p| p != name) {
            continue;
        }
        let depth = depth.saturating_sub(shallower).max(1);
        match boards(fen) {
            Ok(b) => all.push((name, b, if full { depth } else { depth.min(3) })),
            Err(e) => {
                eprintln!("{name}: cannot set up {fen}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }

    // Best time per (position, library); rounds interleave the libraries so that load from
    // other processes on a shared machine hits all of them alike.
    let n = LIBRARIES.len();
    let mut best = vec![vec![f64::INFINITY; n]; all.len()];
    let mut nodes = vec![vec![0u64; n]; all.len()];
    for _ in 0..rounds {
        for (i, (_, b, depth)) in all.iter().enumerate() {
            for &lib in &selected {
                let (count, secs) = run(lib, b, *depth);
                nodes[i][lib] = count;
                best[i][lib] = best[i][lib].min(secs);
            }
        }
    }

    let mut ok = true;
    print!("{:<12} {:>5} {:>12} |", "position", "depth", "nodes");
    for name in LIBRARIES {
        print!(" {:>14}", format!("{name} Mn/s"));
    }
    println!(" | {:>9} {:>9} {:>9}", "t/cozy", "port/cozy", "t/shak");
    let mut totals = vec![(0u64, 0f64); n];
    let mut rows: Vec<(String, Vec<f64>, u64)> = Vec::new();
    for (i, (name, _, depth)) in all.iter().enumerate() {
        let counted: Vec<u64> = selected.iter().map(|&lib| nodes[i][lib]).collect();
        if counted.iter().any(|&c| c != counted[0]) {
            ok = false;
            let list: Vec<String> = selected
                .iter()
                .map(|&lib| format!("{} {}", LIBRARIES[lib], nodes[i][lib]))
                .collect();
            eprintln!(
                "{name} depth {depth}: node counts disagree: {}",
                list.join(", ")
            );
        }
        for lib in 0..n {
            totals[lib].0 += nodes[i][lib];
            totals[lib].1 += best[i][lib];
        }
        let nps = (0..n)
            .map(|lib| nodes[i][lib] as f64 / best[i][lib].max(1e-9))
            .collect();
        rows.push((format!("{name:<12} {depth:>5}"), nps, counted[0]));
    }
    let total_nps = totals
        .iter()
        .map(|(count, secs)| *count as f64 / secs.max(1e-9))
        .collect();
    rows.push((format!("{:<12} {:>5}", "total", ""), total_nps, totals[0].0));
    for (label, nps, count) in rows {
        print!("{label} {count:>12} |");
        for v in &nps {
            print!(" {:>14.1}", v / 1e6);
        }
        println!(
            " | {:>9.2} {:>9.2} {:>9.2}",
            nps[0] / nps[2],
            nps[1] / nps[2],
            nps[0] / nps[3]
        );
    }
    if !full {
        println!("(smoke run at depth <= 3; `cargo bench --bench perft_peers` for the full set)");
    } else {
        println!("(best of {rounds} rounds; total = all nodes / sum of best times)");
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
