//! A mate prover: the shortest forced mate within N moves, proven by a full-width search, for
//! `go mate N` and for mate problems (`dm` in EPD).
//!
//! The alpha-beta search prunes and reduces, so the mate it reports may be neither forced
//! against every defence nor the shortest. This search has no pruning that could miss a
//! defence: the attacker tries its moves (checks first), the defender every legal reply, and
//! a mate in `n` is tried only after every shorter mate was refuted, so the first mate found
//! is the shortest. The one cut is sound: the attacker's last move must give check.
//!
//! A table remembers, per position with the attacker to move, the fewest moves known to mate
//! and the most known not to, so the deepening and the main line reuse what was proven.

use std::{
    collections::HashMap,
    sync::atomic::{AtomicBool, Ordering},
    time::Instant,
};

use crate::chess::{Move, MoveList, Position};

/// Entries before the table is emptied (about 24 bytes each).
const TABLE_LIMIT: usize = 1 << 22;

/// How often, in nodes, the limits are looked at.
const CHECK_EVERY: u64 = 4096;

/// When the prover gives up.
#[derive(Clone, Copy, Debug, Default)]
pub struct MateLimits<'a> {
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// The moment to stop.
    pub deadline: Option<Instant>,
    /// Raised from outside to stop.
    pub stop: Option<&'a AtomicBool>,
}

/// What the prover found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateOutcome {
    /// The side to move mates in `moves` moves and no fewer, against any defence. The line is
    /// the attacker's moves and the defence that lasts longest.
    Mate {
        /// Moves of the side to move, the mating one included.
        moves: u32,
        /// The main line, ending in mate.
        line: Vec<Move>,
    },
    /// Proven: no mate in `moves` moves or fewer.
    NoMate {
        /// The bound searched.
        moves: u32,
    },
    /// A limit stopped the search: no mate in `no_mate_within` moves or fewer, nothing more known.
    Unknown {
        /// The longest bound proven to have no mate.
        no_mate_within: u32,
    },
}

/// What is proven about one position with the attacker to move.
#[derive(Clone, Copy, Default)]
struct Known {
    /// The fewest moves known to mate (0: none known).
    mates_in: u8,
    /// The most moves known not to mate.
    fails_in: u8,
}

/// One proof: its table, node count and limits.
pub struct MateProver<'a> {
    limits: MateLimits<'a>,
    table: HashMap<u64, Known>,
    nodes: u64,
    aborted: bool,
}

impl<'a> MateProver<'a> {
    /// A prover with an empty table.
    pub fn new(limits: MateLimits<'a>) -> MateProver<'a> {
        MateProver {
            limits,
            table: HashMap::new(),
            nodes: 0,
            aborted: false,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The shortest mate for the side to move in `pos` within `max_moves` moves.
    /// `on_bound` hears each bound refuted (`n`: no mate in `n`) as the search deepens.
    pub fn prove(
        &mut self,
        pos: &Position,
        max_moves: u32,
        on_bound: &mut dyn FnMut(u32, u64),
    ) -> MateOutcome {
        let max_moves = max_moves.min(u32::from(u8::MAX) - 1);
        for moves in 1..=max_moves {
            let mates = self.attacker_mates(pos, moves);
            if self.aborted {
                return MateOutcome::Unknown {
                    no_mate_within: moves - 1,
                };
            }
            if mates {
                let line = self.main_line(pos, moves);
                if self.aborted {
                    return MateOutcome::Unknown {
                        no_mate_within: moves - 1,
                    };
                }
                return MateOutcome::Mate { moves, line };
            }
            on_bound(moves, self.nodes);
        }
        MateOutcome::NoMate { moves: max_moves }
    }

    /// Whether the limits say stop (looked at every few thousand nodes).
    fn out_of_limits(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            let stopped = self
                .limits
                .stop
                .is_some_and(|stop| stop.load(Ordering::Relaxed));
            let past_deadline = self
                .limits
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
            let out_of_nodes = self.limits.nodes.is_some_and(|limit| self.nodes >= limit);
            self.aborted = stopped || past_deadline || out_of_nodes;
        }
        self.aborted
    }

    /// Whether the side to move mates within `moves` moves.
    fn attacker_mates(&mut self, pos: &Position, moves: u32) -> bool {
        self.nodes += 1;
        if self.out_of_limits() {
            return false;
        }
        let key = pos.key();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mates_in != 0 && u32::from(known.mates_in) <= moves {
            return true;
        }
        if u32::from(known.fails_in) >= moves {
            return false;
        }
        for m in attacker_moves(pos, moves == 1) {
            if self.defender_is_mated(&pos.after(m), moves - 1) {
                self.remember(key, |k| {
                    if k.mates_in == 0 || u32::from(k.mates_in) > moves {
                        k.mates_in = moves as u8;
                    }
                });
                return true;
            }
            if self.aborted {
                return false;
            }
        }
        self.remember(key, |k| k.fails_in = k.fails_in.max(moves as u8));
        false
    }

    /// Whether the side to move, the defender, is mated now or within `moves` more attacker
    /// moves whatever it plays.
    fn defender_is_mated(&mut self, pos: &Position, moves: u32) -> bool {
        self.nodes += 1;
        let replies = pos.legal_moves();
        if replies.is_empty() {
            return pos.in_check();
        }
        if moves == 0 || pos.halfmove_clock() >= 100 {
            return false;
        }
        for reply in defender_moves(pos, &replies) {
            if !self.attacker_mates(&pos.after(reply), moves) {
                return false;
            }
        }
        true
    }

    fn remember(&mut self, key: u64, update: impl FnOnce(&mut Known)) {
        if self.table.len() >= TABLE_LIMIT {
            self.table.clear();
        }
        update(self.table.entry(key).or_default());
    }

    /// The attacker's mating moves and the longest defence, for a position proven to be mate
    /// in `moves` (re-proving what the table has lost).
    fn main_line(&mut self, pos: &Position, mut moves: u32) -> Vec<Move> {
        let mut line = Vec::with_capacity(2 * moves as usize);
        let mut pos = pos.clone();
        while moves > 0 {
            let Some(mate) = attacker_moves(&pos, moves == 1)
                .into_iter()
                .find(|&m| self.defender_is_mated(&pos.after(m), moves - 1))
            else {
                // Only a limit reached while re-proving can get here.
                return line;
            };
            line.push(mate);
            pos.play_unchecked(mate);
            let replies = pos.legal_moves();
            if replies.is_empty() || moves == 1 {
                return line;
            }
            // The defence that holds out longest: the one whose shortest mate is longest.
            let mut longest: Option<(u32, Move)> = None;
            for reply in defender_moves(&pos, &replies) {
                let after = pos.after(reply);
                let Some(needed) = (1..moves).find(|&n| self.attacker_mates(&after, n)) else {
                    return line;
                };
                if longest.is_none_or(|(most, _)| needed > most) {
                    longest = Some((needed, reply));
                }
            }
            let Some((needed, reply)) = longest else {
                return line;
            };
            line.push(reply);
            pos.play_unchecked(reply);
            moves = needed;
        }
        line
    }
}

/// The attacker's moves, checks first, then captures by the value of what they take; only
/// checks when this is its last move (a move that does not check cannot mate).
fn attacker_moves(pos: &Position, last_move: bool) -> Vec<Move> {
    let mut scored: Vec<(i32, Move)> = pos
        .legal_moves()
        .iter()
        .filter_map(|&m| {
            let check = pos.gives_check(m);
            if last_move && !check {
                return None;
            }
            let taken = pos.captured_role(m).map_or(0, |role| role.value());
            Some((i32::from(check) * 10_000 + taken, m))
        })
        .collect();
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored.into_iter().map(|(_, m)| m).collect()
}

/// The defender's replies, captures first (they most often refute), then king moves.
fn defender_moves(pos: &Position, replies: &MoveList) -> Vec<Move> {
    let king = pos.king(pos.side_to_move());
    let mut scored: Vec<(i32, Move)> = replies
        .iter()
        .map(|&m| {
            let taken = pos.captured_role(m).map_or(0, |role| 100 + role.value());
            let king_move = i32::from(m.from() == king);
            (taken * 2 + king_move, m)
        })
        .collect();
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored.into_iter().map(|(_, m)| m).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prove(fen: &str, max: u32) -> MateOutcome {
        let pos = Position::from_fen(fen).expect("test FEN");
        MateProver::new(MateLimits::default()).prove(&pos, max, &mut |_, _| {})
    }

    fn sans(fen: &str, line: &[Move]) -> Vec<String> {
        let mut pos = Position::from_fen(fen).expect("test FEN");
        line.iter()
            .map(|&m| {
                let san = pos.san(m);
                pos.play_unchecked(m);
                san
            })
            .collect()
    }

    #[test]
    fn finds_a_back_rank_mate_in_one() {
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        let MateOutcome::Mate { moves, line } = prove(fen, 3) else {
            panic!("no mate found");
        };
        assert_eq!(moves, 1);
        assert_eq!(sans(fen, &line), ["Ra8#"]);
    }

    #[test]
    fn proves_the_shortest_mate_and_the_longest_defence() {
        // Morphy's problem: 1. Ra6! and 2. b7# or 2. Rxa7#, whatever Black plays.
        let fen = "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1";
        let MateOutcome::Mate { moves, line } = prove(fen, 4) else {
            panic!("no mate found");
        };
        assert_eq!(moves, 2);
        assert_eq!(line.len(), 3, "{:?}", sans(fen, &line));
        assert_eq!(sans(fen, &line)[0], "Ra6");
        let mut pos = Position::from_fen(fen).expect("test FEN");
        for &m in &line {
            pos.play_unchecked(m);
        }
        assert!(pos.is_checkmate());
    }

    #[test]
    fn a_position_without_mate_is_proven_so() {
        // King and rook against king and rook: no mate in two.
        let fen = "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1";
        assert_eq!(prove(fen, 2), MateOutcome::NoMate { moves: 2 });
    }

    #[test]
    fn a_mate_in_one_is_found_beside_stalemating_moves() {
        // Qf7 leaves Black no move but is stalemate; Qf8# is the mate.
        let fen = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1";
        let MateOutcome::Mate { moves, line } = prove(fen, 3) else {
            panic!("no mate found");
        };
        assert_eq!(moves, 1);
        assert_eq!(sans(fen, &line), ["Qf8#"]);
    }

    #[test]
    fn a_node_limit_gives_an_unknown() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let pos = Position::from_fen(fen).expect("test FEN");
        let limits = MateLimits {
            nodes: Some(CHECK_EVERY),
            ..MateLimits::default()
        };
        let outcome = MateProver::new(limits).prove(&pos, 5, &mut |_, _| {});
        assert!(
            matches!(outcome, MateOutcome::Unknown { .. }),
            "{outcome:?}"
        );
    }
}
