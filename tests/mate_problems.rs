//! The mate prover on mate problems: WAC's positions with a forced mate in 5 or fewer (made
//! by `benches/wac-mates.py`, which also confirms every mate in 3 or fewer with python-chess)
//! and a few of our own. Each must be proven with exactly the `dm` length, so the shortest,
//! starting with the `bm` move.

use std::path::PathBuf;

use tempo::{
    formats::epd::parse_epd,
    search::mate::{MateLimits, MateOutcome, MateProver},
};

#[test]
fn every_mate_problem_is_proven_with_the_shortest_mate() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/puzzles/wac-mates.epd");
    let text = std::fs::read_to_string(&path).expect("the mate problems are in the repository");
    let records = parse_epd(&text).expect("the mate problems parse");
    assert!(records.len() >= 60, "only {} problems", records.len());
    for record in &records {
        let id = record.id().unwrap_or("?").to_owned();
        let moves: u32 = record
            .operation("dm")
            .and_then(|op| op.operands.first())
            .and_then(|n| n.parse().ok())
            .expect("every problem has dm");
        let best = record.moves("bm").expect("bm parses");
        let outcome =
            MateProver::new(MateLimits::default()).prove(&record.position, moves, &mut |_, _| {});
        let MateOutcome::Mate { moves: found, line } = outcome else {
            panic!("{id}: no mate in {moves} proven: {outcome:?}");
        };
        assert_eq!(found, moves, "{id}: mate in {found}, expected {moves}");
        assert!(
            best.contains(&line[0]),
            "{id}: starts with {:?}, expected {best:?}",
            line[0]
        );
        let mut pos = record.position.clone();
        for &m in &line {
            assert!(pos.is_legal(m), "{id}: illegal move in the line");
            pos.play_unchecked(m);
        }
        assert!(pos.is_checkmate(), "{id}: the line does not end in mate");
        assert_eq!(line.len(), 2 * moves as usize - 1, "{id}: line {line:?}");
    }
}
