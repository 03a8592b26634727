//! Differential test of the rules core against the `shakmaty` crate.
//!
//! Random playouts (fixed seed) from the standard start, Chess960 starts and every position of
//! the perft suites visit well over 100,000 positions. In each, both libraries must agree on
//! the legal moves (as UCI strings), check, checkmate, stalemate, insufficient material, the
//! FEN (shakmaty's pseudo-legal en-passant mode is ours: the square is kept only when a pawn of
//! the side to move attacks it) and the SAN of every legal move. Our own consistency is checked
//! on the way: `is_legal` against the move list, `gives_check(m) == after(m).in_check()`, SEE
//! bounds, `parse_san(san(m)) == m`, `parse_uci_move(move_to_uci(m)) == m`, the incremental keys
//! and the position invariants.
//!
//! Playouts favour captures and pawn pushes half of the time, so endgames, promotions and en
//! passant come up often. Runs in a few seconds in release.

use std::collections::HashMap;

use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, fen::Fen, san::SanPlus};
use tempo::{
    chess::{Move, MoveKind, Position, Role, Square},
    tools::perft::parse_perft_epd,
};

/// Positions to visit (at least).
const TARGET_POSITIONS: usize = 100_000;
/// Longest playout, in plies.
const MAX_PLIES: usize = 300;

// SplitMix64: small, fast and deterministic.
use tempo::util::rng::{Rng64 as _, SplitMix64 as Rng};

/// Disagreements found so far (the test fails at the end if any).
#[derive(Default)]
struct Report {
    positions: usize,
    chess960_positions: usize,
    moves: usize,
    /// Coverage: checks, mates, stalemates, castling, en passant and promotion moves seen.
    checks: usize,
    mates: usize,
    stalemates: usize,
    castles: usize,
    en_passants: usize,
    promotions: usize,
    problems: Vec<String>,
}

impl Report {
    fn check(&mut self, ok: bool, what: impl FnOnce() -> String) {
        if !ok {
            self.problems.push(what());
        }
    }
}

fn shakmaty_mode(pos: &Position) -> CastlingMode {
    if pos.is_chess960() {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

fn to_shakmaty(pos: &Position) -> Result<Chess, String> {
    let fen = pos.to_fen();
    let parsed = Fen::from_ascii(fen.as_bytes()).map_err(|e| format!("{fen}: {e}"))?;
    // The perft suite holds positions with check patterns no legal game reaches (two bishops
    // checking along one diagonal); we accept them, and shakmaty does when asked to.
    parsed
        .into_position(shakmaty_mode(pos))
        .or_else(shakmaty::PositionError::ignore_impossible_check)
        .map_err(|e| format!("{fen}: {e}"))
}

/// SEE bounds every move must satisfy: after the first capture the mover may stop, so the
/// exchange is worth at least (captured − moved) and at most (captured + promotion gain).
fn see_sane(pos: &Position, m: Move) -> bool {
    let value = |role: Role| [100, 320, 330, 500, 950, 20_000][role as usize];
    if m.is_castle() {
        return pos.see_ge(m, 0) && !pos.see_ge(m, 1);
    }
    let Some(moving) = pos.role_at(m.from()) else {
        return false;
    };
    let captured = pos.captured_role(m).map_or(0, value);
    let promo_gain = m
        .promotion_role()
        .map_or(0, |r| value(r) - value(Role::Pawn));
    let moved = m.promotion_role().map_or(value(moving), value);
    let upper = captured + promo_gain;
    let lower = (upper - moved).min(upper);
    pos.see_ge(m, lower) && !pos.see_ge(m, upper + 1) && {
        // Monotone in the threshold.
        let v = pos.see_value(m);
        v >= lower.max(-2_000) && v <= upper && pos.see_ge(m, v) && !pos.see_ge(m, v + 1)
    }
}

/// Every check on one position; returns shakmaty's moves by UCI string for lock-step playing.
fn compare(
    pos: &Position,
    sh: &Chess,
    rng: &mut Rng,
    report: &mut Report,
) -> HashMap<String, shakmaty::Move> {
    report.positions += 1;
    report.chess960_positions += usize::from(pos.is_chess960());
    report.checks += usize::from(pos.in_check());
    report.mates += usize::from(pos.is_checkmate());
    report.stalemates += usize::from(pos.is_stalemate());
    let fen = pos.to_fen();
    let mode = shakmaty_mode(pos);

    // Notation of the position.
    let sh_fen = Fen::from_position(sh, EnPassantMode::PseudoLegal).to_string();
    report.check(fen == sh_fen, || {
        format!("FEN: ours {fen}, shakmaty {sh_fen}")
    });
    match Position::from_fen(&fen) {
        Ok(mut again) => {
            again.set_chess960(pos.is_chess960());
            report.check(again == *pos, || format!("FEN round trip changes {fen}"));
        }
        Err(e) => report.problems.push(format!("own FEN {fen} rejected: {e}")),
    }
    report.check(pos.is_consistent(), || {
        format!("{fen}: {}", pos.inconsistency().unwrap_or_default())
    });

    // Status.
    report.check(pos.in_check() == sh.is_check(), || {
        format!("{fen}: in_check")
    });
    report.check(pos.is_checkmate() == sh.is_checkmate(), || {
        format!("{fen}: checkmate")
    });
    report.check(pos.is_stalemate() == sh.is_stalemate(), || {
        format!("{fen}: stalemate")
    });
    report.check(
        pos.is_insufficient_material() == sh.is_insufficient_material(),
        || {
            format!(
                "{fen}: insufficient material: ours {}",
                pos.is_insufficient_material()
            )
        },
    );

    // Legal moves as UCI strings.
    let ours = pos.legal_moves();
    let sh_moves: HashMap<String, shakmaty::Move> = sh
        .legal_moves()
        .into_iter()
        .map(|m| (m.to_uci(mode).to_string(), m))
        .collect();
    let mut our_uci: Vec<String> = ours.iter().map(|&m| pos.move_to_uci(m)).collect();
    let mut their_uci: Vec<String> = sh_moves.keys().cloned().collect();
    our_uci.sort();
    their_uci.sort();
    report.check(our_uci == their_uci, || {
        format!("{fen}: moves: ours {our_uci:?}, shakmaty {their_uci:?}")
    });
    report.check(ours.len() as u64 == pos.count_legal_moves(), || {
        format!("{fen}: count_legal_moves")
    });

    // Every legal move.
    for &m in ours.iter() {
        report.moves += 1;
        report.castles += usize::from(m.is_castle());
        report.en_passants += usize::from(m.is_en_passant());
        report.promotions += usize::from(m.is_promotion());
        let uci = pos.move_to_uci(m);
        let san = pos.san(m);
        if let Some(&shm) = sh_moves.get(&uci) {
            let sh_san = SanPlus::from_move(sh.clone(), shm).to_string();
            report.check(san == sh_san, || {
                format!("{fen}: SAN of {uci}: ours {san}, shakmaty {sh_san}")
            });
        }
        report.check(pos.parse_san(&san) == Ok(m), || {
            format!("{fen}: parse_san({san})")
        });
        report.check(pos.parse_uci_move(&uci) == Ok(m), || {
            format!("{fen}: parse_uci_move({uci})")
        });
        report.check(pos.is_legal(m), || {
            format!("{fen}: is_legal({uci}) is false")
        });
        let child = pos.after(m);
        report.check(pos.gives_check(m) == child.in_check(), || {
            format!("{fen}: gives_check({uci}) = {}", pos.gives_check(m))
        });
        report.check(see_sane(pos, m), || format!("{fen}: SEE of {uci}"));
        report.check(
            pos.is_capture(m) == (sh_moves.get(&uci).is_some_and(|s| s.is_capture())),
            || format!("{fen}: is_capture({uci})"),
        );
    }

    // `is_legal` on moves that are not in the list: random 16-bit patterns, and plausible ones
    // (one of our pieces, any target, any kind).
    let ours_bb: Vec<Square> = pos.by_color(pos.side_to_move()).into_iter().collect();
    for i in 0..24 {
        let candidate = if i % 3 == 0 {
            Move::from_u16(rng.next_u64() as u16)
        } else {
            let from = ours_bb[rng.index(ours_bb.len())];
            let to = Square::ALL[rng.index(64)];
            let kinds = [
                MoveKind::Normal,
                MoveKind::DoublePush,
                MoveKind::Castle,
                MoveKind::EnPassant,
                MoveKind::PromoteKnight,
                MoveKind::PromoteBishop,
                MoveKind::PromoteRook,
                MoveKind::PromoteQueen,
            ];
            (from != to).then(|| Move::new(from, to, kinds[rng.index(kinds.len())]))
        };
        if let Some(m) = candidate {
            report.check(pos.is_legal(m) == ours.contains(m), || {
                format!("{fen}: is_legal({m:?}) = {}", pos.is_legal(m))
            });
        }
    }
    sh_moves
}

/// Plays one game at random from `start`, checking every position on the way.
fn playout(start: Position, rng: &mut Rng, report: &mut Report) {
    let mut sh = match to_shakmaty(&start) {
        Ok(sh) => sh,
        Err(e) => {
            report
                .problems
                .push(format!("shakmaty rejects our FEN {e}"));
            return;
        }
    };
    let mut pos = start;
    for _ in 0..MAX_PLIES {
        let sh_moves = compare(&pos, &sh, rng, report);
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.halfmove_clock() >= 100 || pos.is_insufficient_material() {
            break;
        }
        // Half of the time prefer captures, promotions and pawn moves: they drive the game
        // towards endgames, promotions and en passant.
        let forcing: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.is_noisy(m) || pos.role_at(m.from()) == Some(Role::Pawn))
            .collect();
        let m = if !forcing.is_empty() && rng.index(2) == 0 {
            forcing[rng.index(forcing.len())]
        } else {
            moves[rng.index(moves.len())]
        };
        let uci = pos.move_to_uci(m);
        let Some(&shm) = sh_moves.get(&uci) else {
            // Already reported as a move-set disagreement.
            return;
        };
        pos.play_unchecked(m);
        sh.play_unchecked(shm);
    }
}

fn suite_positions(file: &str) -> Vec<Position> {
    let path = format!("{}/../shared/data/perft/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases = parse_perft_epd(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    cases
        .iter()
        .map(|c| Position::from_fen(&c.fen).unwrap_or_else(|e| panic!("{}: {e}", c.fen)))
        .collect()
}

#[test]
fn agrees_with_shakmaty_on_random_playouts() {
    let mut rng = Rng::new(0x7E3D_0C0F_FEE5_2026);
    let mut report = Report::default();
    let standard = suite_positions("standard.epd");
    let chess960 = suite_positions("chess960.epd");
    // Every suite position starts one playout; then alternate the standard start and random
    // Chess960 starts until enough positions have been seen.
    for pos in standard.iter().chain(chess960.iter().step_by(4)) {
        playout(pos.clone(), &mut rng, &mut report);
    }
    let mut game = 0u32;
    while report.positions < TARGET_POSITIONS {
        let start = if game.is_multiple_of(2) {
            Position::startpos()
        } else {
            let n = rng.index(960) as u16;
            Position::chess960(n).unwrap_or_else(|e| panic!("Chess960 start {n}: {e}"))
        };
        playout(start, &mut rng, &mut report);
        game += 1;
    }
    println!(
        "{} positions ({} Chess960), {} moves compared, {} disagreements",
        report.positions,
        report.chess960_positions,
        report.moves,
        report.problems.len()
    );
    println!(
        "coverage: {} in check, {} mates, {} stalemates; moves: {} castling, {} en passant, \
         {} promotions",
        report.checks,
        report.mates,
        report.stalemates,
        report.castles,
        report.en_passants,
        report.promotions
    );
    assert!(
        report.problems.is_empty(),
        "{} disagreements, first ones:\n{}",
        report.problems.len(),
        report.problems[..report.problems.len().min(20)].join("\n")
    );
}
