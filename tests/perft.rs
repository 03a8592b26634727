//! Perft suites from `../shared/data/perft`: every line of `standard.epd` and `chess960.epd`.
//!
//! The default tests check every line at each depth up to a floor (so every line is covered)
//! and deeper wherever the expected count is small, keeping the file to seconds in release.
//! The full depths are `#[ignore]`d; run them with
//! `cargo test --release --no-default-features --test perft -- --ignored`
//! (`TEMPO_PERFT_DEPTH=N` caps the depth; by default standard runs to 6 and Chess960 to 5).
//!
//! `staged_generation_and_keys_agree` walks smaller trees with debug-style checks: perft through
//! `NOISY` + `QUIET` equals perft through `ALL`, listed moves equal the bulk count, and the
//! incremental Zobrist keys equal `compute_key()` at every node.

use tempo::{
    chess::{MoveList, Position, gen_type, perft},
    tools::perft::{PerftCase, parse_perft_epd},
};

const STANDARD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/perft/standard.epd"
);
const CHESS960: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/perft/chess960.epd"
);

fn load(path: &str) -> Vec<PerftCase> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    let cases = parse_perft_epd(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert!(!cases.is_empty(), "{path} has no positions");
    cases
}

fn position(case: &PerftCase) -> Position {
    Position::from_fen(&case.fen)
        .unwrap_or_else(|e| panic!("line {}: {}: {e}", case.line, case.fen))
}

/// Checks each line's `;Dn` values for which `select(depth, expected)` holds; returns
/// (checks run, nodes counted). Every line must have at least one check selected.
fn run_suite(path: &str, select: impl Fn(u32, u64) -> bool) -> (usize, u64) {
    let mut checks = 0;
    let mut nodes = 0;
    let mut failures = Vec::new();
    for case in load(path) {
        let pos = position(&case);
        let mut line_checks = 0;
        for &(depth, expected) in &case.expected {
            if !select(depth, expected) {
                continue;
            }
            let got = perft(&pos, depth);
            nodes += got;
            line_checks += 1;
            if got != expected {
                failures.push(format!(
                    "line {}: {} depth {depth}: expected {expected}, got {got}",
                    case.line, case.fen
                ));
            }
        }
        assert!(line_checks > 0, "line {} was not checked", case.line);
        checks += line_checks;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    (checks, nodes)
}

/// Every line to depth 5, deeper where a check costs at most 50 M nodes (about 0.8 G in all).
#[test]
fn standard_suite() {
    let (checks, nodes) = run_suite(STANDARD, |d, n| d <= 5 || n <= 50_000_000);
    println!("standard.epd: {checks} checks passed, {nodes} nodes");
}

/// Every line to depth 4, deeper where a check costs at most 10 M nodes (about 2.2 G in all).
#[test]
fn chess960_suite() {
    let (checks, nodes) = run_suite(CHESS960, |d, n| d <= 4 || n <= 10_000_000);
    println!("chess960.epd: {checks} checks passed, {nodes} nodes");
}

fn max_depth(default: u32) -> u32 {
    std::env::var("TEMPO_PERFT_DEPTH")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Every line to depth 6 (12.8 G nodes counted; about 25 s of CPU in release).
#[test]
#[ignore = "slow: cargo test --release --no-default-features --test perft -- --ignored"]
fn standard_suite_full() {
    let depth = max_depth(6);
    let (checks, nodes) = run_suite(STANDARD, |d, _| d <= depth);
    println!("standard.epd to depth {depth}: {checks} checks passed, {nodes} nodes");
}

/// Every line to depth 5 (17.6 G nodes counted; about 30 s of CPU in release).
#[test]
#[ignore = "slow: cargo test --release --no-default-features --test perft -- --ignored"]
fn chess960_suite_full() {
    let depth = max_depth(5);
    let (checks, nodes) = run_suite(CHESS960, |d, _| d <= depth);
    println!("chess960.epd to depth {depth}: {checks} checks passed, {nodes} nodes");
}

/// Perft that lists moves at every ply through `NOISY` then `QUIET` generation, checking at
/// each node that the split matches `ALL`, the bulk count, `is_noisy`, the keys and the
/// position invariants.
fn checked_perft(pos: &Position, depth: u32) -> u64 {
    let (key, pawn_key) = pos.compute_key();
    assert_eq!(pos.key(), key, "incremental key differs in {pos:?}");
    assert_eq!(
        pos.pawn_key(),
        pawn_key,
        "incremental pawn key differs in {pos:?}"
    );
    assert!(pos.is_consistent(), "inconsistent position {pos:?}");
    let mut staged = MoveList::new();
    pos.generate::<{ gen_type::NOISY }>(&mut staged);
    let noisy = staged.len();
    pos.generate::<{ gen_type::QUIET }>(&mut staged);
    for (i, &m) in staged.iter().enumerate() {
        assert_eq!(
            pos.is_noisy(m),
            i < noisy,
            "{m:?} in the wrong stage in {pos:?}"
        );
    }
    let all = pos.legal_moves();
    let mut a: Vec<u16> = all.iter().map(|m| m.to_u16()).collect();
    let mut b: Vec<u16> = staged.iter().map(|m| m.to_u16()).collect();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "NOISY + QUIET differs from ALL in {pos:?}");
    assert_eq!(
        all.len() as u64,
        pos.count_legal_moves(),
        "bulk count in {pos:?}"
    );
    if depth <= 1 {
        return if depth == 0 { 1 } else { staged.len() as u64 };
    }
    staged
        .iter()
        .map(|&m| {
            let child = pos.after(m);
            if !imprecise(pos, m) {
                assert_eq!(child.key(), pos.key_after(m), "key_after({m:?}) in {pos:?}");
            }
            checked_perft(&child, depth - 1)
        })
        .sum()
}

/// Moves for which `key_after` is documented as approximate (castling rights or en passant change).
fn imprecise(pos: &Position, m: tempo::chess::Move) -> bool {
    let child = pos.after(m);
    m.is_castle()
        || m.is_en_passant()
        || m.is_promotion()
        || child.castling() != pos.castling()
        || child.ep_square().is_some()
        || pos.ep_square().is_some()
}

#[test]
fn staged_generation_and_keys_agree() {
    let mut nodes = 0;
    for (path, depth, step) in [(STANDARD, 3, 1), (CHESS960, 2, 4)] {
        for case in load(path).iter().step_by(step) {
            let pos = position(case);
            let Some(&(_, expected)) = case.expected.iter().find(|(d, _)| *d == depth) else {
                panic!("line {} has no D{depth}", case.line);
            };
            let got = checked_perft(&pos, depth);
            assert_eq!(got, expected, "line {}: {} D{depth}", case.line, case.fen);
            nodes += got;
        }
    }
    println!("{nodes} nodes checked");
}
