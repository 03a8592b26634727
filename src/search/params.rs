//! Search tunables, each declared once with its default, range and SPSA step.
//!
//! The table generates the [`Params`] struct the search reads (so search code has no bare
//! numbers), [`PARAM_SPECS`] for listing, and [`Params::set`] for tuning front ends. The margins,
//! reductions and history constants are the last SPSA run's (`benches/spsa.py` at 20,000 nodes a
//! move, accepted by SPRT; docs/measurements.md, "Search tunables by SPSA with net 14").

use super::time::Allocation;

/// One tunable's description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// The field name.
    pub name: &'static str,
    /// Default value.
    pub default: i32,
    /// Smallest sensible value.
    pub min: i32,
    /// Largest sensible value.
    pub max: i32,
    /// Step for SPSA tuning.
    pub step: i32,
}

macro_rules! params {
    ($($(#[doc = $doc:literal])* $name:ident: $default:expr, $min:expr, $max:expr, $step:expr;)*) => {
        /// The search tunables (see the module docs).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Params {
            $($(#[doc = $doc])* pub $name: i32,)*
        }

        impl Default for Params {
            fn default() -> Params {
                Params { $($name: $default,)* }
            }
        }

        /// Every tunable, in declaration order.
        pub const PARAM_SPECS: &[ParamSpec] = &[
            $(ParamSpec { name: stringify!($name), default: $default, min: $min, max: $max, step: $step },)*
        ];

        impl Params {
            /// Sets a tunable by name; `false` when the name is unknown or the value out of range.
            pub fn set(&mut self, name: &str, value: i32) -> bool {
                match name {
                    $(stringify!($name) if ($min..=$max).contains(&value) => {
                        self.$name = value;
                        true
                    })*
                    _ => false,
                }
            }

            /// The value of the tunable `name`, `None` when unknown.
            pub fn get(&self, name: &str) -> Option<i32> {
                match name {
                    $(stringify!($name) => Some(self.$name),)*
                    _ => None,
                }
            }

            /// The tunables as `name, value, min, max, step` lines (the SPSA input format).
            pub fn spsa_lines(&self) -> Vec<String> {
                vec![$(format!(
                    "{}, int, {}, {}, {}, {}, 0.002",
                    stringify!($name), self.$name, $min, $max, $step
                ),)*]
            }
        }
    };
}

params! {
    /// Initial half-width of the aspiration window (centipawns).
    aspiration_delta: 21, 5, 60, 2;
    /// First depth searched with an aspiration window.
    aspiration_min_depth: 4, 2, 8, 1;
    /// Deepest node where reverse futility pruning applies.
    rfp_max_depth: 8, 0, 12, 1;
    /// Reverse futility margin per ply of depth.
    rfp_margin: 97, 40, 150, 5;
    /// Deepest node where razoring applies.
    razor_max_depth: 3, 0, 5, 1;
    /// Razoring margin per ply of depth.
    razor_margin: 459, 100, 800, 20;
    /// Shallowest node where null-move pruning applies.
    nmp_min_depth: 3, 2, 100, 1;
    /// Base null-move reduction.
    nmp_base: 3, 2, 5, 1;
    /// Depth divisor of the adaptive null-move reduction.
    nmp_depth_div: 3, 2, 6, 1;
    /// Eval-over-beta divisor of the adaptive null-move reduction.
    nmp_eval_div: 107, 50, 400, 20;
    /// Depth from which a null-move cutoff is verified by a reduced search.
    nmp_verify_depth: 14, 8, 20, 1;
    /// Depth from which internal iterative reduction applies.
    iir_min_depth: 4, 2, 100, 1;
    /// Late move pruning: base of the quiet-move count.
    lmp_base: 3, 1, 8, 1;
    /// Deepest node where late move pruning applies.
    lmp_max_depth: 8, 0, 12, 1;
    /// Futility base margin.
    futility_base: 56, 20, 200, 10;
    /// Futility margin per ply of (reduced) depth.
    futility_margin: 55, 10, 160, 10;
    /// Deepest (reduced) depth where futility pruning applies.
    futility_max_depth: 8, -1, 12, 1;
    /// SEE threshold per ply for quiet moves at low depth (negated).
    see_quiet_margin: 58, 20, 120, 5;
    /// SEE threshold per ply squared for captures at low depth (negated).
    see_noisy_margin: 21, 5, 60, 3;
    /// Deepest node where SEE pruning applies.
    see_max_depth: 8, 0, 12, 1;
    /// Shallowest node where ProbCut applies (100: off, the default: at 5, +4.9 ± 8.8 Elo
    /// by 4,000 games at 10,000 nodes and WAC 269 against 278, docs/measurements.md).
    probcut_min_depth: 100, 3, 100, 1;
    /// ProbCut: how far above beta a capture's reduced search must reach (centipawns).
    probcut_margin: 200, 80, 400, 20;
    /// LMR table: base (hundredths).
    lmr_base: 113, -500, 200, 10;
    /// LMR table: divisor (hundredths).
    lmr_div: 205, 150, 100000, 10;
    /// LMR: extra reduction (hundredths) at nodes off the principal variation.
    lmr_non_pv: 219, 0, 400, 25;
    /// LMR: extra reduction (hundredths) at expected cut nodes.
    lmr_cut_node: 96, 0, 300, 25;
    /// LMR: reduction (hundredths) taken off moves that give check.
    lmr_check: 80, 0, 300, 25;
    /// LMR: history divisor (history / this = plies less reduction).
    lmr_history_div: 6405, 2000, 20000, 500;
    /// Depth from which singular extensions are tried.
    singular_min_depth: 8, 5, 100, 1;
    /// Singular margin per ply of depth.
    singular_margin: 2, 1, 4, 1;
    /// Score below the singular beta that earns a double extension.
    double_ext_margin: 26, 5, 60, 5;
    /// Most double extensions along one line.
    double_ext_max: 6, 0, 12, 1;
    /// Plies added to a move that gives check (within twice the root depth). Off: dropping it
    /// was accepted by SPRT at 20,000 nodes (+17.4 ± 9.9 Elo, docs/measurements.md).
    check_extension: 0, 0, 1, 1;
    /// Quiescence delta (futility) pruning margin.
    qs_futility_margin: 367, 50, 400, 10;
    /// History bonus per ply squared (capped by `history_max_bonus`).
    history_bonus_mul: 15, 4, 40, 2;
    /// Largest history bonus.
    history_max_bonus: 2547, 600, 3000, 100;
    /// Largest pawn-structure correction of the static evaluation (centipawns; 0: off).
    /// Alone at 32: +4.4 ± 8.8 Elo over 4,000 games at 10,000 nodes (SPRT undecided) and
    /// WAC at a million nodes 278/300 against 286; at 18 it is part of the SPSA set of
    /// 2026-12-05 (docs/measurements.md, "Search tunables by SPSA with net 9"), at 43 of
    /// the set of 2026-12-07 ("… with net 14").
    correction_max: 43, 0, 200, 4;
    /// Non-pawn correction: weight (percent) of the corrections learnt per side's non-pawn
    /// pieces, added to the pawn-structure one (0: off). At 100 against 0: +19.1 ± 10.4 Elo
    /// at 20,000 nodes, SPRT accepted after 2,662 games (docs/measurements.md, "Corrections
    /// and a pawn history"); 95 by the SPSA with net 14.
    correction_non_pawn: 95, 0, 200, 10;
    /// Pawn history: weight (percent) in quiet move scores of how each quiet move fared with
    /// the same pawns (0: off). At 100: +10.6 ± 9.1 Elo over 3,295 games at 20,000 nodes
    /// without the non-pawn correction, +4.7 ± 8.6 over 3,812 with it, neither decided
    /// (docs/measurements.md, "Corrections and a pawn history" and "Three more candidates").
    pawn_history: 0, 0, 200, 10;
    /// History pruning: at a shallow reduced depth (below `history_prune_depth`), a quiet
    /// move whose history is below −`history_prune` × depth is skipped (0: off). At 3000
    /// against 0: SPRT accepted at 10,000 nodes (+41.6 ± 21.9 Elo over 546 games), then
    /// +9.2 ± 9.1 over 3,000 (undecided at the cap) with the fail-high blend on both sides
    /// (docs/measurements.md, "History pruning and a fail-high blend"); 1884 by the SPSA with
    /// net 14.
    history_prune: 1884, 0, 8000, 250;
    /// See `history_prune`.
    history_prune_depth: 5, 1, 10, 1;
    /// A non-PV node that fails high returns its score pulled toward beta by depth /
    /// (depth + 1) (1: on, 0: the score itself). On against off: two SPRTs accepted at
    /// 10,000 nodes, +22.8 ± 10.8 Elo over both (2,574 games).
    fail_high_blend: 1, 0, 1, 1;
    /// LMR re-search depth follows the reduced search's margin (1: on, 0: off): a reduced
    /// search that beats the best score by `lmr_deeper_margin` + 2 × depth is searched a ply
    /// deeper, one that barely beats it a ply shallower. With `lmr_tt_noisy` 100 and
    /// `prior_quiet_bonus` 100 against all three off: SPRT accepted at 20,000 nodes, +10.9 ±
    /// 7.4 Elo over 4,794 games (docs/measurements.md, "Four more search candidates").
    lmr_research_adjust: 1, 0, 1, 1;
    /// See `lmr_research_adjust` (centipawns).
    lmr_deeper_margin: 43, 0, 200, 5;
    /// LMR: extra reduction (hundredths) of quiet moves when the hash move is a capture or
    /// promotion (0: off). Accepted with `lmr_research_adjust`.
    lmr_tt_noisy: 100, 0, 300, 25;
    /// A node where no move reaches alpha rewards the quiet move that led to it, from its
    /// player's side, with this percentage of the history bonus of its depth (0: off).
    /// Accepted with `lmr_research_adjust`.
    prior_quiet_bonus: 100, 0, 300, 25;
    /// Continuation history also from the move four plies back, the same side's move before
    /// last (1: on, 0: off). +1.0 ± 27.6 Elo over 339 games at 20,000 nodes (stopped).
    cont_history_four: 0, 0, 1, 1;
    /// Butterfly history kept apart by whether the move's origin and destination are attacked
    /// by the opponent (1: on, 0: one table for all).
    threat_history: 0, 0, 1, 1;
    /// Quiet-move ordering bonus for taking a piece out of an attack by a cheaper piece to a
    /// square none attacks: this much for a knight or bishop, twice for a rook, three times for
    /// a queen (0: off). 6000 against 0: SPRT accepted at 20,000 nodes, but −43.7 ± 35.2 Elo
    /// over 128 games at 5+0.05 (docs/measurements.md, "Five more search candidates"), so off
    /// until a longer run at a time control settles it.
    threat_escape: 0, 0, 20000, 1000;
    /// LMR: extra reduction (hundredths) when the nodes below this one have failed high more
    /// than three times since its parent began (0: off).
    lmr_cutoffs: 0, 0, 300, 25;
    /// A hash cutoff by a quiet hash move rewards that move in the history like a searched
    /// cutoff would (1: on, 0: off).
    tt_cut_history: 0, 0, 1, 1;
    /// Futility pruning of captures at non-PV nodes: a capture (not a check) whose static
    /// evaluation plus the captured piece, this margin, 200 per ply of reduced depth and an
    /// eighth of its capture history stays at or below alpha is not searched (0: off).
    noisy_futility: 0, 0, 600, 25;
    /// Strength limit: nodes per move at the lowest `UCI_Elo`.
    strength_nodes_at_min: 300, 10, 100000, 10;
    /// Strength limit: Elo per tenfold node budget.
    strength_elo_per_tenfold: 1200, 100, 3000, 50;
    /// Strength limit: softmax temperature (centipawns) at the lowest `UCI_Elo`.
    strength_temperature: 200, 0, 1000, 10;
    /// Strength limit: lines searched to choose from while the temperature is on.
    strength_lines: 6, 1, 12, 1;
    /// Soft time limit scale when the best move is unstable (percent).
    time_unstable_pct: 140, 100, 250, 10;
    /// Soft time limit scale when the best move has been stable for long (percent).
    time_stable_pct: 70, 30, 100, 5;
    /// Moves assumed to remain when the GUI gives no `movestogo`. With `time_soft_pct` and
    /// `time_increment_pct` (25, 60 and 75 before): more time in the opening and the
    /// middlegame, less banked to the end, +39.2 ± 21.2 Elo at 5+0.05 by SPRT
    /// (docs/measurements.md, "Time management").
    time_moves_to_go: 18, 8, 50, 2;
    /// Soft time limit as a percentage of the base budget (clock / moves + increment share).
    time_soft_pct: 75, 30, 150, 5;
    /// Share of the increment (percent) in the base budget.
    time_increment_pct: 100, 0, 100, 5;
    /// Hard time limit as a multiple of the base budget (never past half the clock).
    time_hard_multiple: 4, 2, 8, 1;
    /// Node-share time scaling: the soft limit is scaled by (`time_node_base` − the best
    /// move's percentage of the root nodes) × `time_node_mult` / 10,000 (0: off). 135 against
    /// 0: +19.8 ± 13.9 Elo at 2+0.02, SPRT accepted after 912 games (docs/measurements.md).
    time_node_mult: 135, 0, 300, 10;
    /// See `time_node_mult` (percent, at least 100).
    time_node_base: 150, 100, 250, 5;
}

impl Params {
    /// How the clock is shared out over the moves.
    pub fn time_allocation(&self) -> Allocation {
        Allocation {
            moves_to_go: self.time_moves_to_go.max(0) as u32,
            soft_pct: self.time_soft_pct.max(0) as u32,
            increment_pct: self.time_increment_pct.max(0) as u32,
            hard_multiple: self.time_hard_multiple.max(0) as u32,
        }
    }

    /// `self` with the search constants as they were before the SPRT-accepted changes of
    /// 2026-11-27 and 2026-12-05 (the check extension on; the margins, reductions and
    /// history constants before either SPSA; no evaluation correction), its
    /// strength constants kept. The playing levels were calibrated against Stockfish and
    /// the MCTS engine's leaf searches measured with these: a level plays at its label only
    /// with the search it was calibrated with. They keep them until measured again.
    #[must_use]
    pub fn with_previous_search_constants(self) -> Params {
        let clock = Allocation::default();
        Params {
            check_extension: 1,
            aspiration_delta: 16,
            rfp_margin: 75,
            razor_margin: 250,
            nmp_eval_div: 200,
            futility_base: 80,
            futility_margin: 90,
            see_quiet_margin: 60,
            see_noisy_margin: 25,
            lmr_base: 40,
            lmr_div: 230,
            lmr_non_pv: 50,
            lmr_cut_node: 50,
            lmr_check: 100,
            lmr_history_div: 8000,
            qs_futility_margin: 150,
            history_bonus_mul: 16,
            history_max_bonus: 1600,
            double_ext_margin: 20,
            correction_max: 0,
            correction_non_pawn: 0,
            pawn_history: 0,
            history_prune: 0,
            fail_high_blend: 0,
            probcut_min_depth: 100,
            time_moves_to_go: clock.moves_to_go as i32,
            time_soft_pct: clock.soft_pct as i32,
            time_increment_pct: clock.increment_pct as i32,
            time_hard_multiple: clock.hard_multiple as i32,
            time_node_mult: 0,
            lmr_research_adjust: 0,
            lmr_deeper_margin: 43,
            lmr_tt_noisy: 0,
            prior_quiet_bonus: 0,
            cont_history_four: 0,
            threat_history: 0,
            threat_escape: 0,
            lmr_cutoffs: 0,
            tt_cut_history: 0,
            noisy_futility: 0,
            ..self
        }
    }

    /// `self` with the search and clock constants of full strength as the strongest labels
    /// (2450 to 2700, `strength::STRONGEST_CALIBRATION`) were calibrated with on 2026-12-07,
    /// its strength constants kept, so that a new default for full strength leaves those labels
    /// where they were measured.
    #[must_use]
    pub fn with_strongest_level_constants(self) -> Params {
        Params {
            strength_nodes_at_min: self.strength_nodes_at_min,
            strength_elo_per_tenfold: self.strength_elo_per_tenfold,
            strength_temperature: self.strength_temperature,
            strength_lines: self.strength_lines,
            ..STRONGEST_LEVEL_CONSTANTS
        }
    }
}

/// Every search and clock tunable as the strongest labels were calibrated with them (see
/// [`Params::with_strongest_level_constants`]; its strength constants are the caller's).
const STRONGEST_LEVEL_CONSTANTS: Params = Params {
    aspiration_delta: 28,
    aspiration_min_depth: 4,
    rfp_max_depth: 8,
    rfp_margin: 98,
    razor_max_depth: 3,
    razor_margin: 440,
    nmp_min_depth: 3,
    nmp_base: 3,
    nmp_depth_div: 3,
    nmp_eval_div: 106,
    nmp_verify_depth: 14,
    iir_min_depth: 4,
    lmp_base: 3,
    lmp_max_depth: 8,
    futility_base: 115,
    futility_margin: 45,
    futility_max_depth: 8,
    see_quiet_margin: 50,
    see_noisy_margin: 32,
    see_max_depth: 8,
    probcut_min_depth: 100,
    probcut_margin: 200,
    lmr_base: 101,
    lmr_div: 191,
    lmr_non_pv: 220,
    lmr_cut_node: 111,
    lmr_check: 56,
    lmr_history_div: 5415,
    singular_min_depth: 8,
    singular_margin: 2,
    double_ext_margin: 22,
    double_ext_max: 6,
    check_extension: 0,
    qs_futility_margin: 245,
    history_bonus_mul: 21,
    history_max_bonus: 2198,
    correction_max: 18,
    correction_non_pawn: 100,
    pawn_history: 0,
    history_prune: 3000,
    history_prune_depth: 5,
    fail_high_blend: 1,
    lmr_research_adjust: 0,
    lmr_deeper_margin: 43,
    lmr_tt_noisy: 0,
    prior_quiet_bonus: 0,
    cont_history_four: 0,
    threat_history: 0,
    threat_escape: 0,
    lmr_cutoffs: 0,
    tt_cut_history: 0,
    noisy_futility: 0,
    time_unstable_pct: 140,
    time_stable_pct: 70,
    time_moves_to_go: 18,
    time_soft_pct: 75,
    time_increment_pct: 100,
    time_hard_multiple: 4,
    time_node_mult: 135,
    time_node_base: 150,
    strength_nodes_at_min: 300,
    strength_elo_per_tenfold: 1200,
    strength_temperature: 200,
    strength_lines: 6,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tunable but the strength constants is pinned for the strongest labels, to a value
    /// within its range.
    #[test]
    fn strongest_level_constants_pin_every_search_and_clock_tunable() {
        // The compiler sees that every tunable has a value; each must also be within its range.
        let mut probe = Params::default();
        for spec in PARAM_SPECS {
            let value = STRONGEST_LEVEL_CONSTANTS.get(spec.name).unwrap_or(i32::MIN);
            assert!(probe.set(spec.name, value), "{} = {value}", spec.name);
        }
        let mut tuned = Params::default();
        assert!(tuned.set("strength_nodes_at_min", 900));
        assert!(tuned.set("lmr_base", 150));
        let strongest = tuned.with_strongest_level_constants();
        assert_eq!(strongest.strength_nodes_at_min, 900);
        assert_eq!(strongest.lmr_base, 101);
    }

    #[test]
    fn table_is_consistent() {
        let params = Params::default();
        for spec in PARAM_SPECS {
            assert!(
                spec.min <= spec.default && spec.default <= spec.max,
                "{}",
                spec.name
            );
        }
        let mut p = params;
        assert!(p.set("rfp_margin", 80));
        assert_eq!(p.rfp_margin, 80);
        assert!(!p.set("rfp_margin", 10_000));
        assert!(!p.set("no_such_param", 1));
        assert_eq!(params.spsa_lines().len(), PARAM_SPECS.len());
    }

    #[test]
    fn previous_search_constants_keep_the_strength_constants() {
        let mut tuned = Params::default();
        assert!(tuned.set("strength_nodes_at_min", 900));
        let previous = tuned.with_previous_search_constants();
        assert_eq!(previous.strength_nodes_at_min, 900);
        assert_eq!(previous.check_extension, 1);
        assert_eq!(previous.lmr_base, 40);
        // The levels keep the clock allocation they were calibrated with.
        assert_eq!(
            previous.time_allocation(),
            crate::search::time::Allocation::default()
        );
        for spec in PARAM_SPECS {
            let value = previous.get(spec.name).unwrap_or(i32::MIN);
            assert!(spec.min <= value && value <= spec.max, "{}", spec.name);
        }
    }

    /// What the levels and the MCTS leaf searches were measured with. A tunable that
    /// `with_previous_search_constants` does not pin follows the defaults, so a new default
    /// for it would move every level off its label: pin it there instead.
    #[test]
    fn previous_search_constants_are_those_the_levels_were_calibrated_with() {
        const CALIBRATED: &[(&str, i32)] = &[
            ("aspiration_delta", 16),
            ("aspiration_min_depth", 4),
            ("rfp_max_depth", 8),
            ("rfp_margin", 75),
            ("razor_max_depth", 3),
            ("razor_margin", 250),
            ("nmp_min_depth", 3),
            ("nmp_base", 3),
            ("nmp_depth_div", 3),
            ("nmp_eval_div", 200),
            ("nmp_verify_depth", 14),
            ("iir_min_depth", 4),
            ("lmp_base", 3),
            ("lmp_max_depth", 8),
            ("futility_base", 80),
            ("futility_margin", 90),
            ("futility_max_depth", 8),
            ("see_quiet_margin", 60),
            ("see_noisy_margin", 25),
            ("see_max_depth", 8),
            ("probcut_min_depth", 100),
            ("probcut_margin", 200),
            ("lmr_base", 40),
            ("lmr_div", 230),
            ("lmr_non_pv", 50),
            ("lmr_cut_node", 50),
            ("lmr_check", 100),
            ("lmr_history_div", 8000),
            ("singular_min_depth", 8),
            ("singular_margin", 2),
            ("double_ext_margin", 20),
            ("double_ext_max", 6),
            ("check_extension", 1),
            ("qs_futility_margin", 150),
            ("history_bonus_mul", 16),
            ("history_max_bonus", 1600),
            ("correction_max", 0),
            ("correction_non_pawn", 0),
            ("pawn_history", 0),
            ("history_prune", 0),
            ("history_prune_depth", 5),
            ("fail_high_blend", 0),
            ("lmr_research_adjust", 0),
            ("lmr_deeper_margin", 43),
            ("lmr_tt_noisy", 0),
            ("prior_quiet_bonus", 0),
            ("cont_history_four", 0),
            ("threat_history", 0),
            ("threat_escape", 0),
            ("lmr_cutoffs", 0),
            ("tt_cut_history", 0),
            ("noisy_futility", 0),
        ];
        let previous = Params::default().with_previous_search_constants();
        for &(name, value) in CALIBRATED {
            assert_eq!(previous.get(name), Some(value), "{name}");
        }
        let listed = |name: &str| CALIBRATED.iter().any(|&(n, _)| n == name);
        for spec in PARAM_SPECS {
            let clock_or_strength =
                spec.name.starts_with("time_") || spec.name.starts_with("strength_");
            assert!(
                clock_or_strength || listed(spec.name),
                "{} is not listed",
                spec.name
            );
        }
    }
}
