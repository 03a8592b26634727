//! [`SwitchableEval`]: the handcrafted evaluation or a network, chosen at run time with the
//! UCI options `Use NNUE` and `EvalFile` (as Stockfish 12/13 do), so one engine binary serves
//! both and a user can load a Stockfish HalfKP file or one of our nets.
//!
//! Search threads keep their evaluators between searches, so the choice is a shared flag
//! that each evaluator reads at [`Evaluator::reset`] (the start of a search); during a search
//! nothing is shared or locked.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use super::{
    Eval, Evaluator,
    hce::Hce,
    nnue::{EmbeddedNet, NetHandle, NnueEvaluator, handle::EMBEDDED_NAME},
};
use crate::{
    chess::{Move, Position},
    engine::{EngineError, EngineOption, OptionValue},
};

/// The handcrafted evaluation or the handle's network, whichever the shared flag says.
#[derive(Clone)]
pub struct SwitchableEval {
    hce: Hce,
    nnue: NnueEvaluator,
    use_nnue: Arc<AtomicBool>,
    /// The choice read at the last reset; the incremental state follows only this one.
    nnue_active: bool,
}

impl SwitchableEval {
    /// An evaluator following `handle` for its network and `use_nnue` for the choice.
    pub fn new(handle: NetHandle, use_nnue: Arc<AtomicBool>) -> SwitchableEval {
        let nnue_active = use_nnue.load(Ordering::Acquire);
        SwitchableEval {
            hce: Hce::new(),
            nnue: NnueEvaluator::with_handle(handle),
            use_nnue,
            nnue_active,
        }
    }

    /// Whether the network evaluates (as of the last reset).
    pub fn nnue_active(&self) -> bool {
        self.nnue_active
    }
}

impl Evaluator for SwitchableEval {
    fn reset(&mut self, pos: &Position) {
        self.nnue_active = self.use_nnue.load(Ordering::Acquire);
        if self.nnue_active {
            self.nnue.reset(pos);
        } else {
            self.hce.reset(pos);
        }
    }

    fn push(&mut self, before: &Position, m: Move, after: &Position) {
        if self.nnue_active {
            self.nnue.push(before, m, after);
        }
    }

    fn push_null(&mut self, after: &Position) {
        if self.nnue_active {
            self.nnue.push_null(after);
        }
    }

    fn pop(&mut self) {
        if self.nnue_active {
            self.nnue.pop();
        }
    }

    fn evaluate(&mut self, pos: &Position) -> Eval {
        if self.nnue_active {
            self.nnue.evaluate(pos)
        } else {
            self.hce.evaluate(pos)
        }
    }
}

/// The UCI options of an engine whose evaluation is a network: `EvalFile` (which network;
/// empty or `<embedded>` for the shipped one) and, for a [`SwitchableEval`], `Use NNUE`
/// (network or handcrafted). Both engines (PVS and MCTS) list and handle them through this.
#[derive(Clone)]
pub struct EvalOptions {
    handle: NetHandle,
    /// The `Use NNUE` flag: `None` for an engine that always uses the network.
    use_nnue: Option<Arc<AtomicBool>>,
    /// `Use NNUE`'s default.
    nnue_default: bool,
}

impl EvalOptions {
    /// Only `EvalFile`, for an engine that always evaluates with `handle`'s network.
    pub fn network_only(handle: NetHandle) -> EvalOptions {
        EvalOptions {
            handle,
            use_nnue: None,
            nnue_default: true,
        }
    }

    /// `EvalFile` and `Use NNUE` (starting as `use_nnue`), with the evaluator they steer.
    pub fn switchable(handle: NetHandle, use_nnue: bool) -> (EvalOptions, SwitchableEval) {
        let flag = Arc::new(AtomicBool::new(use_nnue));
        let eval = SwitchableEval::new(handle.clone(), Arc::clone(&flag));
        let options = EvalOptions {
            handle,
            use_nnue: Some(flag),
            nnue_default: use_nnue,
        };
        (options, eval)
    }

    /// Plays with the embedded network `which` unless a file was chosen (see
    /// [`NetHandle::use_embedded`]). Call it only while no search runs.
    pub fn use_embedded(&self, which: EmbeddedNet) -> Result<(), EngineError> {
        self.handle
            .use_embedded(which)
            .map_err(|e| EngineError(format!("the embedded network {which:?}: {e}")))
    }

    /// The options with their current values.
    pub fn options(&self) -> Vec<EngineOption> {
        let mut options = Vec::new();
        if let Some(flag) = &self.use_nnue {
            let mut o = EngineOption::check("Use NNUE", self.nnue_default);
            o.value = OptionValue::Bool(flag.load(Ordering::Acquire));
            options.push(o);
        }
        let mut o = EngineOption::string("EvalFile", EMBEDDED_NAME);
        o.value = OptionValue::Text(self.handle.name());
        options.push(o);
        options
    }

    /// Applies option `name` (already parsed as `value`); `None` when it is not one of
    /// these. Call it only while no search runs (evaluators read the choice at their reset).
    pub fn set(&self, name: &str, value: &OptionValue) -> Option<Result<(), EngineError>> {
        match (name, value) {
            ("EvalFile", OptionValue::Text(path)) => Some(
                // On error the handle keeps its network.
                self.handle.load(path).map(|_| ()).map_err(|e| {
                    EngineError(format!("EvalFile: {e}; still using {}", self.handle.name()))
                }),
            ),
            ("Use NNUE", OptionValue::Bool(b)) => {
                let flag = self.use_nnue.as_ref()?;
                flag.store(*b, Ordering::Release);
                Some(Ok(()))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_the_flag_at_reset() -> Result<(), Box<dyn std::error::Error>> {
        let handle = NetHandle::embedded()?;
        let flag = Arc::new(AtomicBool::new(false));
        let mut eval = SwitchableEval::new(handle.clone(), Arc::clone(&flag));
        let pos =
            Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
        eval.reset(&pos);
        assert!(!eval.nnue_active());
        assert_eq!(eval.evaluate(&pos), Hce::new().evaluate(&pos));

        flag.store(true, Ordering::Release);
        // The choice changes only at the next reset (a search never mixes evaluations).
        assert_eq!(eval.evaluate(&pos), Hce::new().evaluate(&pos));
        eval.reset(&pos);
        assert!(eval.nnue_active());
        let mut nnue = NnueEvaluator::with_handle(handle);
        nnue.reset(&pos);
        assert_eq!(eval.evaluate(&pos), nnue.evaluate(&pos));

        // Incremental updates follow the active evaluation.
        let m = pos.parse_uci_move("f1b5")?;
        let mut child = pos.clone();
        child.play_unchecked(m);
        eval.push(&pos, m, &child);
        nnue.push(&pos, m, &child);
        assert_eq!(eval.evaluate(&child), nnue.evaluate(&child));
        eval.pop();
        nnue.pop();
        assert_eq!(eval.evaluate(&pos), nnue.evaluate(&pos));
        Ok(())
    }
}
