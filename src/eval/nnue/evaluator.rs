//! [`NnueEvaluator`]: the [`Evaluator`] the search uses with a network, one per search thread.

use std::sync::Arc;

use super::{NetHandle, Network, accumulator::AccumulatorStack, simd::Backend};
use crate::{
    chess::{Color, Move, Position},
    eval::{Eval, Evaluator},
};

/// Evaluates positions with a shared network and this thread's accumulator stack.
#[derive(Clone)]
pub struct NnueEvaluator {
    net: Arc<Network>,
    stack: AccumulatorStack,
    backend: Backend,
    /// Where to pick up a replaced network at the next reset, and the generation seen.
    handle: Option<(NetHandle, u64)>,
}

impl NnueEvaluator {
    /// An evaluator for `net` using the fastest SIMD backend of this CPU.
    pub fn new(net: Arc<Network>) -> NnueEvaluator {
        NnueEvaluator::with_backend(net, Backend::detect())
    }

    /// An evaluator for `net` using `backend` (tests compare backends).
    pub fn with_backend(net: Arc<Network>, backend: Backend) -> NnueEvaluator {
        let stack = AccumulatorStack::new(net.width(), backend);
        NnueEvaluator {
            net,
            stack,
            backend,
            handle: None,
        }
    }

    /// An evaluator that follows `handle`: when the handle's network is replaced (`EvalFile`),
    /// the evaluator switches at its next [`Evaluator::reset`].
    pub fn with_handle(handle: NetHandle) -> NnueEvaluator {
        let generation = handle.generation();
        let mut eval = NnueEvaluator::new(handle.current());
        eval.handle = Some((handle, generation));
        eval
    }

    /// Switches to another network; call [`Evaluator::reset`] before evaluating again.
    pub fn set_network(&mut self, net: Arc<Network>) {
        self.stack = AccumulatorStack::new(net.width(), self.backend);
        self.net = net;
    }

    /// The network in use.
    pub fn network(&self) -> &Arc<Network> {
        &self.net
    }

    /// The network's own output for the side to move of `pos` (the last reset/pushed
    /// position): centipawns for Tempo nets, Stockfish's raw `NNUE::evaluate` for HalfKP.
    pub fn raw(&mut self, pos: &Position) -> i32 {
        let (white, black) = self.stack.update(&self.net, pos);
        let (us, them) = match pos.side_to_move() {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        self.net.raw(self.backend, us, them, pos)
    }

    /// Whether the top accumulators equal a from-scratch computation for `pos` (tests).
    pub fn matches_from_scratch(&mut self, pos: &Position) -> bool {
        let (white, black) = self.stack.update(&self.net, pos);
        let (white, black) = (white.to_vec(), black.to_vec());
        let [w, b] = self.stack.from_scratch(&self.net, pos);
        white == w && black == b
    }
}

impl Evaluator for NnueEvaluator {
    fn reset(&mut self, pos: &Position) {
        if let Some((handle, seen)) = &mut self.handle {
            let now = handle.generation();
            if now != *seen {
                *seen = now;
                let net = handle.current();
                self.set_network(net);
            }
        }
        self.stack.reset(&self.net, pos);
    }

    fn push(&mut self, before: &Position, _m: Move, after: &Position) {
        self.stack.push(&self.net, before, after);
    }

    fn push_null(&mut self, _after: &Position) {
        self.stack.push_null();
    }

    fn pop(&mut self) {
        self.stack.pop();
    }

    fn evaluate(&mut self, pos: &Position) -> Eval {
        let raw = self.raw(pos);
        self.net.centipawns(raw)
    }
}
