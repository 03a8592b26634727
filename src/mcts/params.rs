//! The MCTS tunables, each declared once (name, default, range, meaning). The table generates
//! the parameter struct, its defaults and the UCI spin options, so search code has no bare
//! numbers and a tuner can list everything from [`MctsParams::options`].
//!
//! Values are integers (UCI spins); the doc of each says its unit.

use crate::engine::EngineOption;

macro_rules! mcts_params {
    ($($(#[doc = $doc:literal])* $field:ident: $uci:literal = $default:literal, $min:literal..=$max:literal;)*) => {
        /// MCTS tunables; see the module docs.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct MctsParams {
            $($(#[doc = $doc])* pub $field: i64,)*
        }

        impl Default for MctsParams {
            fn default() -> MctsParams {
                MctsParams { $($field: $default,)* }
            }
        }

        impl MctsParams {
            /// One UCI spin option per tunable, at its current value.
            pub fn options(&self) -> Vec<EngineOption> {
                vec![$({
                    let mut o = EngineOption::spin($uci, $default, $min, $max);
                    o.value = crate::engine::OptionValue::Int(self.$field);
                    o
                },)*]
            }

            /// Sets the tunable called `name` (case-insensitive) to `value`, already
            /// range-checked by the option descriptor. Whether `name` is a tunable.
            pub fn set(&mut self, name: &str, value: i64) -> bool {
                $(if name.eq_ignore_ascii_case($uci) {
                    self.$field = value.clamp($min, $max);
                    return true;
                })*
                false
            }
        }
    };
}

mcts_params! {
    /// Exploration constant of PUCT, in hundredths (values are expectations in [0, 1]).
    cpuct: "CPuct" = 150, 1..=1000;
    /// Growth of the exploration constant with the parent's visits, in hundredths:
    /// `c = cpuct + factor · ln((N + base) / base)`.
    cpuct_factor: "CPuctFactor" = 60, 0..=1000;
    /// Visit count at which the exploration constant starts growing (`base` above).
    cpuct_base: "CPuctBase" = 8000, 1..=1000000;
    /// Exploration constant at the root, in hundredths; 0: the same as `CPuct`. The root's
    /// visits decide the move, so it may pay to spread them wider than inside the tree.
    cpuct_root: "CPuctRoot" = 0, 0..=1000;
    /// Growth of the exploration term with the parent's visits N, in hundredths of the
    /// exponent: the term is `c · prior · N^exp / (1 + n)`; 50 is PUCT's √N.
    exploration_exponent: "ExplorationExp" = 50, 20..=100;
    /// Policy-sharpness factor of the exploration constant (Monty's "gini" term), in
    /// hundredths: the constant is multiplied by `min(GiniMax, GiniBase − GiniLog · ln(g +
    /// 0.001))` where `g = 1 − Σ prior²` is the Gini impurity of the node's priors, so a node
    /// whose policy is sure of one move explores its other moves more (an even spread over
    /// 20 moves: 0.54; one move at 90 %: 2.26). `GiniLog` 0 with `GiniBase` 100 leaves the
    /// constant as it is; the defaults won an SPRT against that (docs/mcts-history.md).
    gini_base: "GiniBase" = 46, 0..=1000;
    /// See `GiniBase`.
    gini_log: "GiniLog" = 156, 0..=1000;
    /// See `GiniBase`.
    gini_max: "GiniMax" = 226, 50..=1000;
    /// First-play urgency: an unvisited child is valued at the parent's value minus this
    /// (hundredths) times the square root of the prior mass already visited.
    fpu_reduction: "FpuReduction" = 25, 0..=100;
    /// Softmax temperature of the policy, in centipawns of move score.
    policy_temperature: "PolicyTemp" = 300, 1..=2000;
    /// Policy score added to the best move of the leaf search that valued the node (the
    /// move the shallow alpha-beta search preferred), in centipawns of move score.
    search_move_bonus: "PolicySearchMove" = 400, 0..=2000;
    /// Weight of the learned policy network's logits (`mcts::policy_net`), in percent; 0
    /// leaves the hand-made move scores alone.
    policy_net_weight: "PolicyNet" = 50, 0..=400;
    /// Weight of the history heuristic in move scores, in percent.
    history_weight: "PolicyHistory" = 50, 0..=400;
    /// Depth of the PVS engine's search that values a leaf (0: its quiescence search only).
    /// 0, with the leaves near the root one ply deeper (`LeafDeepPlies`): about three times
    /// the playouts of depth 1 and +61.6 ± 27.7 Elo against it at 5+0.05, solving 188 of WAC
    /// at 1 s against its 197 (0 alone: +62.2 ± 27.8, 147); docs/mcts-history.md.
    leaf_depth: "LeafDepth" = 0, 0..=8;
    /// Leaves within this many plies of the root are searched one ply deeper than
    /// `LeafDepth` (0: none): the few nodes near the root, where a missed tactic costs the
    /// move, get the deeper search, the many deeper leaves the cheaper one.
    leaf_deep_plies: "LeafDeepPlies" = 4, 0..=8;
    /// The constants of the leaf searches: 0 those of the PVS search the MCTS engine was
    /// measured with (before the PVS engine's SPRT-tuned changes), 1 the PVS engine's current
    /// ones with the check extension kept on (1 against 0: +7.4 ± 17.0 Elo over 842 games at
    /// 2,000 playouts, not decided; docs/mcts-history.md).
    leaf_constants: "LeafConstants" = 0, 0..=1;
    /// 1: the leaf searchers keep their move-ordering histories (and evaluation corrections,
    /// where on) from one search to the next of the same game, as the PVS engine does; 0
    /// (default): each search starts them empty (1 against 0: +8.8 ± 8.5 Elo over 3,859
    /// games at 2,000 playouts, not decided; docs/mcts-history.md).
    leaf_keep_history: "LeafKeepHistory" = 0, 0..=1;
    /// The move to play: 0 the most visited root move; above 0 the root move with the best
    /// lower confidence bound of its mean, `q − z·√(q(1 − q)/n)` with `z` this in hundredths,
    /// among the moves with at least a tenth of the most visited one's visits.
    move_choice_lcb: "MoveChoiceLcb" = 0, 0..=1000;
    /// The win/draw/loss model of leaf values (`mcts::value`): the leaf score (centipawns)
    /// at which a win is as likely as not.
    wdl_score: "WdlScore" = 170, 0..=1500;
    /// The spread of the win/draw/loss model's logistic curves, in centipawns.
    wdl_spread: "WdlSpread" = 200, 20..=1500;
    /// Moves the clock is shared over when the GUI gives no `movestogo` (the most assumed
    /// when it does): each move's soft budget is the remaining time over this, plus
    /// `TimeIncrementPct` of the increment (`mcts::limits`). 18 and 100 against 30 and 75:
    /// +30.2 ± 18.0 Elo at 5+0.05 (docs/mcts-history.md).
    time_moves_to_go: "TimeMovesToGo" = 18, 5..=100;
    /// Percentage of the increment added to each move's soft time budget.
    time_increment_pct: "TimeIncrementPct" = 100, 0..=100;
    /// Time kept back for communication on every move, in milliseconds.
    move_overhead: "Move Overhead" = 30, 0..=5000;
}
