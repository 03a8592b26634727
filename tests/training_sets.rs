//! The classic problem sets open as puzzle sets: Win At Chess (300 positions) and
//! Bratko-Kopec (24, with its odd `; bm Qd1 + ;` spacing) from the shared test data, every
//! problem solved by its `bm` move and refused another.

mod shared_data;

use tempo::app::training::{
    pool::{SetSource, load_set},
    trainer::{Attempt, MoveVerdict},
};

fn check(relative: &str, what: &str, expected: usize) {
    let path = shared_data::require(relative, what);
    let set = load_set(&SetSource::Epd(path)).unwrap_or_else(|e| panic!("{relative}: {e}"));
    assert_eq!(set.puzzles.len(), expected, "{relative}: {:?}", set.skipped);
    assert_eq!(set.skipped_count, 0);
    for puzzle in set.puzzles {
        let best = puzzle.solution[0];
        let other = puzzle
            .position
            .legal_moves()
            .iter()
            .copied()
            .find(|m| !matches!(&puzzle.acceptance, tempo::app::training::trainer::Acceptance::AnyOf(b) if b.contains(m)))
            .unwrap_or_else(|| panic!("{}: only best moves", puzzle.source));
        let mut attempt = Attempt::new(puzzle.clone());
        assert_eq!(
            attempt.try_move(other),
            MoveVerdict::Wrong,
            "{}",
            puzzle.source
        );
        assert_eq!(
            attempt.try_move(best),
            MoveVerdict::Solved,
            "{}",
            puzzle.source
        );
    }
}

#[test]
fn win_at_chess_opens_as_a_puzzle_set() {
    check("epd/wac.epd", "Win At Chess, 300 tactical positions", 300);
}

#[test]
fn bratko_kopec_opens_as_a_puzzle_set() {
    check("epd/bratko-kopec.epd", "Bratko-Kopec, 24 positions", 24);
}
