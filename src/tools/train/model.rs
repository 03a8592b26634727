//! The float model the trainer optimises: the same shape as [`PerspectiveNet`], its forward and
//! backward pass for one sample, AdamW, and quantisation to the shipped integer format.
//!
//! All parameters live in one vector (feature weights | shared feature weights | feature
//! biases | output weights | output biases), so the optimiser and gradient sums are single
//! loops. The shared block exists only with king buckets: a "factoriser", 768 weight rows
//! that every bucket adds to its own, so what a piece on a square means everywhere is learnt
//! from every sample and each bucket learns only its difference; the export folds them into
//! the buckets' rows.

use super::data::Sample;
use crate::eval::nnue::{
    Activation, Architecture, NetError, PerspectiveNet,
    ours::{INPUTS, KingLayout},
};

/// Plain inputs per king bucket (the rows the shared block holds).
const PLAIN: usize = INPUTS;

/// Quantisation of the accumulator (feature weights and biases).
pub const QA: i16 = 255;
/// Quantisation of the output weights.
pub const QB: i16 = 64;
/// Centipawns per unit of network output.
pub const NET_SCALE: f32 = 400.0;
/// Weights are clipped to ±this, so quantised output weights fit `127` and SCReLU's
/// `v · w` products fit an i16.
const CLIP: f32 = 1.98;

/// Float parameters and their shape.
#[derive(Clone, Debug)]
pub struct Model {
    /// Hidden width.
    pub hidden: usize,
    /// Output buckets.
    pub buckets: usize,
    /// King buckets of the inputs (1 = plain inputs, no shared block).
    pub king_buckets: usize,
    /// Activation.
    pub activation: Activation,
    /// Every parameter (layout in the module doc).
    pub params: Vec<f32>,
}

/// Loss settings.
#[derive(Clone, Copy, Debug)]
pub struct LossConfig {
    /// Weight of the game result in the target (the rest is the search score).
    pub wdl: f32,
    /// Centipawns that the sigmoid maps to e/(1+e) ≈ 73%.
    pub sigmoid_scale: f32,
}

impl Model {
    /// A randomly initialised model.
    pub fn new(
        hidden: usize,
        buckets: usize,
        king_buckets: usize,
        activation: Activation,
        rng: &mut super::data::Rng,
    ) -> Model {
        let mut model = Model {
            hidden,
            buckets,
            king_buckets,
            activation,
            params: vec![0.0; Model::len(hidden, buckets, king_buckets)],
        };
        let (ft_w, ft_b, out_w, _) = model.offsets();
        // About 30 inputs are active, so this gives accumulators of order 0.5. With a shared
        // block the buckets' own rows start at zero: the net starts as a plain one.
        let ft_range = 1.0 / (32f32).sqrt();
        let random_from = model.shared().unwrap_or(ft_w);
        for p in &mut model.params[random_from..ft_b] {
            *p = rng.symmetric(ft_range);
        }
        let out_range = 1.0 / ((2 * hidden) as f32).sqrt();
        for p in &mut model.params[out_w..out_w + 2 * hidden * buckets] {
            *p = rng.symmetric(out_range);
        }
        model
    }

    /// A model that starts as `net` does (its parameters de-quantised), with `king_buckets`
    /// buckets and `hidden` neurons: a plain net's rows become the shared block of a
    /// king-bucketed model (whose own rows start at zero); a king-bucketed net with another
    /// bucket count gives each of the model's buckets the rows of its own bucket that holds
    /// the same king squares (exact where the model's layout refines the net's, as 16 refines
    /// 8 and 8 refines 4); neurons past the net's width start with random input weights and
    /// zero output weights. So a new shape starts from what an older net knows and evaluates
    /// as it does.
    pub fn from_net(
        net: &PerspectiveNet,
        king_buckets: usize,
        hidden: usize,
        rng: &mut super::data::Rng,
    ) -> Result<Model, String> {
        let a = net.architecture();
        if (a.qa, a.qb, a.scale) != (QA, QB, NET_SCALE as i32) {
            return Err(format!(
                "the net's quantisation (QA {}, QB {}, scale {}) is not the trainer's ({QA}, {QB}, {NET_SCALE})",
                a.qa, a.qb, a.scale
            ));
        }
        let from_buckets = match (a.king_layout(), KingLayout::with_buckets(king_buckets)) {
            (Some(from), Some(to)) => Some(bucket_sources(from, to)),
            (Some(_), None) => {
                return Err(format!(
                    "the net has {} king buckets, the run asks for {king_buckets}",
                    a.king_buckets
                ));
            }
            (None, _) => None,
        };
        if hidden < a.hidden {
            return Err(format!(
                "the net has {} hidden neurons, more than the run's {hidden}",
                a.hidden
            ));
        }
        let mut model = Model {
            hidden,
            buckets: a.output_buckets,
            king_buckets,
            activation: a.activation,
            params: vec![0.0; Model::len(hidden, a.output_buckets, king_buckets)],
        };
        let (ft_w, ft_b, out_w, out_b) = net.parameters();
        let (_, biases_at, out_w_at, out_b_at) = model.offsets();
        let rows_at = match model.shared() {
            Some(shared) if !a.king_bucketed() => shared,
            _ => 0,
        };
        let (qa, qb) = (f32::from(QA), f32::from(QB));
        let ft_range = 1.0 / (32f32).sqrt();
        let p = &mut model.params;
        let old = a.hidden;
        // The net's rows in the model's order: bucket by bucket from its source bucket.
        let net_rows: Vec<&[i16]> = match &from_buckets {
            Some(sources) => sources
                .iter()
                .flat_map(|&source| {
                    ft_w[source * PLAIN * old..(source + 1) * PLAIN * old].chunks_exact(old)
                })
                .collect(),
            None => ft_w.chunks_exact(old).collect(),
        };
        for (dst, src) in p[rows_at..rows_at + net_rows.len() * hidden]
            .chunks_exact_mut(hidden)
            .zip(net_rows)
        {
            let (known, new) = dst.split_at_mut(old);
            for (d, &w) in known.iter_mut().zip(src) {
                *d = f32::from(w) / qa;
            }
            new.iter_mut().for_each(|d| *d = rng.symmetric(ft_range));
        }
        for (dst, &b) in p[biases_at..biases_at + old].iter_mut().zip(ft_b) {
            *dst = f32::from(b) / qa;
        }
        // Per output bucket: the side to move's neurons, then the other side's.
        for (dst, src) in p[out_w_at..out_b_at]
            .chunks_exact_mut(hidden)
            .zip(out_w.chunks_exact(old))
        {
            for (d, &w) in dst.iter_mut().zip(src) {
                *d = f32::from(w) / qb;
            }
        }
        for (dst, &b) in p[out_b_at..].iter_mut().zip(out_b) {
            *dst = b as f32 / (qa * qb);
        }
        Ok(model)
    }

    /// The king layout of the inputs (`None`: plain inputs).
    pub fn king_layout(&self) -> Option<KingLayout> {
        KingLayout::with_buckets(self.king_buckets)
    }

    /// Number of parameters.
    pub fn len(hidden: usize, buckets: usize, king_buckets: usize) -> usize {
        let shared = if king_buckets > 1 { PLAIN } else { 0 };
        (PLAIN * king_buckets + shared) * hidden + hidden + 2 * hidden * buckets + buckets
    }

    /// Start offsets of (feature weights, feature biases, output weights, output biases); the
    /// shared block, if any, lies between the first two (see [`Model::shared`]).
    pub fn offsets(&self) -> (usize, usize, usize, usize) {
        let ft_b = Model::len(self.hidden, 0, self.king_buckets) - self.hidden;
        let out_w = ft_b + self.hidden;
        let out_b = out_w + 2 * self.hidden * self.buckets;
        (0, ft_b, out_w, out_b)
    }

    /// Start offset of the shared block (with king buckets).
    fn shared(&self) -> Option<usize> {
        (self.king_buckets > 1).then_some(PLAIN * self.king_buckets * self.hidden)
    }

    /// The offsets of the weight rows feature `f` adds: its own, and its shared row if any.
    #[inline]
    fn rows(&self, f: u16) -> (usize, Option<usize>) {
        let h = self.hidden;
        let f = usize::from(f);
        (f * h, self.shared().map(|s| s + (f % PLAIN) * h))
    }

    fn bucket(&self, pieces: u32) -> usize {
        let n = (pieces.saturating_sub(2) as usize) * self.buckets / 32;
        n.min(self.buckets - 1)
    }

    fn activate(&self, x: f32) -> (f32, f32) {
        if x <= 0.0 || x >= 1.0 {
            return (x.clamp(0.0, 1.0), 0.0);
        }
        match self.activation {
            Activation::CRelu => (x, 1.0),
            Activation::SCRelu => (x * x, 2.0 * x),
        }
    }

    /// The raw output (units of [`NET_SCALE`] centipawns) for the side to move; fills `acc`
    /// (2 · hidden) with the accumulators.
    fn forward(&self, s: &Sample, acc: &mut [f32]) -> f32 {
        let h = self.hidden;
        let (_, ft_b, out_w, out_b) = self.offsets();
        let p = &self.params;
        let (acc_us, acc_them) = acc.split_at_mut(h);
        acc_us.copy_from_slice(&p[ft_b..ft_b + h]);
        acc_them.copy_from_slice(&p[ft_b..ft_b + h]);
        for i in 0..s.len {
            for (acc, f) in [(&mut *acc_us, s.us[i]), (&mut *acc_them, s.them[i])] {
                let (own, shared) = self.rows(f);
                for row in std::iter::once(own).chain(shared) {
                    for (a, w) in acc.iter_mut().zip(&p[row..row + h]) {
                        *a += w;
                    }
                }
            }
        }
        let bucket = self.bucket(s.pieces);
        let w = &p[out_w + bucket * 2 * h..out_w + (bucket + 1) * 2 * h];
        let mut out = p[out_b + bucket];
        for (a, w) in acc.iter().zip(w) {
            out += self.activate(*a).0 * w;
        }
        out
    }

    fn target(s: &Sample, loss: LossConfig) -> f32 {
        loss.wdl * s.result + (1.0 - loss.wdl) * sigmoid(s.score / loss.sigmoid_scale)
    }

    /// The loss of one sample, without gradients.
    pub fn loss(&self, s: &Sample, loss: LossConfig, acc: &mut [f32]) -> f32 {
        let k = NET_SCALE / loss.sigmoid_scale;
        let p = sigmoid(self.forward(s, acc) * k);
        let err = p - Model::target(s, loss);
        err * err
    }

    /// Adds the gradient of one sample's loss to `grad` and returns the loss.
    pub fn backward(&self, s: &Sample, loss: LossConfig, acc: &mut [f32], grad: &mut [f32]) -> f32 {
        let h = self.hidden;
        let (_, ft_b, out_w, out_b) = self.offsets();
        let k = NET_SCALE / loss.sigmoid_scale;
        let out = self.forward(s, acc);
        let p = sigmoid(out * k);
        let err = p - Model::target(s, loss);
        let d_out = 2.0 * err * p * (1.0 - p) * k;
        let bucket = self.bucket(s.pieces);
        let w_start = out_w + bucket * 2 * h;
        grad[out_b + bucket] += d_out;
        // d(loss)/d(accumulator), reusing `acc` in place.
        for (j, a) in acc.iter_mut().enumerate() {
            let (act, slope) = self.activate(*a);
            grad[w_start + j] += d_out * act;
            *a = d_out * self.params[w_start + j] * slope;
        }
        let (d_us, d_them) = acc.split_at(h);
        for j in 0..h {
            grad[ft_b + j] += d_us[j] + d_them[j];
        }
        for i in 0..s.len {
            for (d, f) in [(d_us, s.us[i]), (d_them, s.them[i])] {
                let (own, shared) = self.rows(f);
                for row in std::iter::once(own).chain(shared) {
                    for (g, d) in grad[row..row + h].iter_mut().zip(d) {
                        *g += d;
                    }
                }
            }
        }
        err * err
    }

    /// Keeps weights in the range quantisation can represent.
    pub fn clip(&mut self) {
        for p in &mut self.params {
            *p = p.clamp(-CLIP, CLIP);
        }
    }

    /// The quantised network.
    pub fn quantise(&self) -> Result<PerspectiveNet, NetError> {
        let (_, ft_b, out_w, out_b) = self.offsets();
        let q16 = |x: f32, q: i16| (x * f32::from(q)).round().clamp(-32767.0, 32767.0) as i16;
        let p = &self.params;
        let arch = Architecture {
            hidden: self.hidden,
            activation: self.activation,
            output_buckets: self.buckets,
            king_buckets: self.king_buckets,
            qa: QA,
            qb: QB,
            scale: NET_SCALE as i32,
        };
        let h = self.hidden;
        let bucketed = PLAIN * self.king_buckets * h;
        let feature_weights = match self.shared() {
            // Each bucket's row plus the shared row of the same plain feature.
            Some(shared) => (0..bucketed)
                .map(|i| q16(p[i] + p[shared + i % (PLAIN * h)], QA))
                .collect(),
            None => p[..ft_b].iter().map(|&x| q16(x, QA)).collect(),
        };
        PerspectiveNet::new(
            arch,
            feature_weights,
            p[ft_b..out_w].iter().map(|&x| q16(x, QA)).collect(),
            p[out_w..out_b].iter().map(|&x| q16(x, QB)).collect(),
            p[out_b..]
                .iter()
                .map(|&x| (x * f32::from(QA) * f32::from(QB)).round() as i32)
                .collect(),
        )
    }
}

/// For each bucket of `to`, the bucket of `from` whose king squares it starts from: that of
/// its first square (its only one where `to` refines `from`).
fn bucket_sources(from: KingLayout, to: KingLayout) -> Vec<usize> {
    (0..to.buckets())
        .map(|bucket| {
            (0..32)
                .find(|&square| to.bucket_of_half_square(square) == bucket)
                .map_or(0, |square| from.bucket_of_half_square(square))
        })
        .collect()
}

/// The logistic function.
#[inline]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// AdamW with decoupled weight decay.
#[derive(Clone, Debug)]
pub struct AdamW {
    /// First moments.
    pub m: Vec<f32>,
    /// Second moments.
    pub v: Vec<f32>,
    /// Steps taken.
    pub t: u64,
    /// Decoupled weight decay per unit of learning rate.
    pub weight_decay: f32,
}

impl AdamW {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPS: f32 = 1e-8;

    /// A fresh optimiser for `n` parameters.
    pub fn new(n: usize, weight_decay: f32) -> AdamW {
        AdamW {
            m: vec![0.0; n],
            v: vec![0.0; n],
            t: 0,
            weight_decay,
        }
    }

    /// One step with learning rate `lr` on gradient `grad`.
    pub fn step(&mut self, params: &mut [f32], grad: &[f32], lr: f32) {
        self.t += 1;
        let c1 = 1.0 - Self::BETA1.powi(self.t.min(i32::MAX as u64) as i32);
        let c2 = 1.0 - Self::BETA2.powi(self.t.min(i32::MAX as u64) as i32);
        for (((p, g), m), v) in params
            .iter_mut()
            .zip(grad)
            .zip(&mut self.m)
            .zip(&mut self.v)
        {
            *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
            *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
            let update = (*m / c1) / ((*v / c2).sqrt() + Self::EPS);
            *p -= lr * (update + self.weight_decay * *p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::Position,
        eval::nnue::{EmbeddedNet, Network, ours::KING_BUCKET_COUNTS, simd::Backend},
        tools::{
            datagen::record::{GameResult, PackedRecord},
            train::data::{Rng, decode_oriented},
        },
    };

    /// The quantised net must agree with the float model to within rounding, with plain and
    /// with king-bucketed inputs (whose shared rows the export folds into every bucket).
    #[test]
    fn quantised_output_tracks_the_float_model() {
        for king_buckets in std::iter::once(1).chain(KING_BUCKET_COUNTS) {
            quantised_output_tracks(king_buckets);
        }
    }

    fn quantised_output_tracks(king_buckets: usize) {
        let mut rng = Rng::new(5);
        let mut model = Model::new(32, 1, king_buckets, Activation::SCRelu, &mut rng);
        // Buckets start at zero beside the shared block: give them their own values too.
        for p in &mut model.params[..PLAIN * king_buckets * 32] {
            *p += rng.symmetric(0.1);
        }
        let Ok(net) = model.quantise() else {
            panic!("quantise")
        };
        let net = std::sync::Arc::new(Network::Ours(net));
        let mut eval = crate::eval::nnue::NnueEvaluator::with_backend(net, Backend::Portable);
        for fen in [
            crate::chess::STARTPOS_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 2",
            "6k1/5ppp/8/3q4/8/2N5/1K6/7R w - - 0 1",
            "8/8/3k4/8/8/8/5PK1/8 b - - 0 1",
        ] {
            let Ok(pos) = Position::from_fen(fen) else {
                panic!("{fen}")
            };
            let record = PackedRecord::pack(&pos, 0, GameResult::Draw);
            let Some(sample) =
                decode_oriented(&record, false, KingLayout::with_buckets(king_buckets))
            else {
                panic!("decode")
            };
            let mut acc = vec![0.0; 64];
            let float_cp = model.forward(&sample, &mut acc) * NET_SCALE;
            use crate::eval::Evaluator as _;
            eval.reset(&pos);
            let int_cp = eval.evaluate(&pos) as f32;
            // QB = 64 rounds each output weight by up to 1/128: a few centipawns in all.
            assert!(
                (float_cp - int_cp).abs() < 10.0,
                "{fen} ({king_buckets} king buckets): float {float_cp}, quantised {int_cp}"
            );
        }
    }

    /// A model started from a net gives that net's evaluations back, as a model of the net's
    /// shape, a wider one and, for a plain net, a king-bucketed one (the plain rows in its shared
    /// block; its positions' kings on files a–d, where the bucketed inputs see the board
    /// unmirrored), for a king-bucketed net one with each bucket count that refines its own.
    /// The default net is king-bucketed and the levels' net plain, so both kinds of start are
    /// covered.
    #[test]
    fn a_model_from_a_net_evaluates_as_the_net() {
        let mut rng = super::super::data::Rng::new(3);
        for embedded in [EmbeddedNet::Default, EmbeddedNet::Levels] {
            let Ok(Network::Ours(net)) = Network::embedded_as(embedded) else {
                panic!("embedded net {embedded:?}")
            };
            let (width, own_buckets) = (net.architecture().hidden, net.architecture().king_buckets);
            let mut shapes = vec![(own_buckets, width), (own_buckets, width + 64)];
            if own_buckets == 1 {
                shapes.push((KING_BUCKET_COUNTS[0], width));
            } else {
                let finer = KING_BUCKET_COUNTS.iter().filter(|&&k| k > own_buckets);
                shapes.extend(finer.map(|&k| (k, width)));
            }
            for (king_buckets, hidden) in shapes {
                model_from_net_evaluates_as_the_net(&net, king_buckets, hidden, &mut rng);
            }
        }
    }

    fn model_from_net_evaluates_as_the_net(
        net: &PerspectiveNet,
        king_buckets: usize,
        hidden: usize,
        rng: &mut super::super::data::Rng,
    ) {
        let model = match Model::from_net(net, king_buckets, hidden, rng) {
            Ok(m) => m,
            Err(e) => panic!("{e}"),
        };
        let Ok(back) = model.quantise() else {
            panic!("quantise")
        };
        if (king_buckets, hidden) == (net.architecture().king_buckets, net.architecture().hidden) {
            assert_eq!(&back, net);
        }
        let back = std::sync::Arc::new(Network::Ours(back));
        let original = std::sync::Arc::new(Network::Ours(net.clone()));
        let mut a = crate::eval::nnue::NnueEvaluator::with_backend(back, Backend::Portable);
        let mut b = crate::eval::nnue::NnueEvaluator::with_backend(original, Backend::Portable);
        for fen in [
            "2kr3r/ppp2ppp/2n5/3q4/8/2N5/PPP2PPP/2KR3R w - - 0 1",
            "8/8/3k4/8/8/8/1K3P2/8 b - - 0 1",
            "1k6/5ppp/8/3q4/8/2N5/1K6/7R w - - 0 1",
            "8/1k6/2p5/8/3K4/8/5PP1/8 w - - 0 1",
            "8/8/1p6/1K6/8/2k5/8/8 b - - 0 1",
        ] {
            let Ok(pos) = Position::from_fen(fen) else {
                panic!("{fen}")
            };
            use crate::eval::Evaluator as _;
            a.reset(&pos);
            b.reset(&pos);
            assert_eq!(
                a.evaluate(&pos),
                b.evaluate(&pos),
                "{fen}, {king_buckets} king buckets, {hidden} hidden"
            );
        }
    }

    /// A numerical gradient check on a few parameters, with plain and king-bucketed inputs.
    #[test]
    fn gradients_match_finite_differences() {
        for king_buckets in std::iter::once(1).chain(KING_BUCKET_COUNTS) {
            gradients_match(king_buckets);
        }
    }

    fn gradients_match(king_buckets: usize) {
        let mut rng = Rng::new(9);
        let mut model = Model::new(8, 2, king_buckets, Activation::SCRelu, &mut rng);
        for p in &mut model.params[..PLAIN * king_buckets * 8] {
            *p += rng.symmetric(0.1);
        }
        let Ok(pos) = Position::from_fen("4k3/8/3q4/8/8/2N5/8/4K2R w K - 0 1") else {
            panic!()
        };
        let record = PackedRecord::pack(&pos, 150, GameResult::WhiteWin);
        let Some(sample) = decode_oriented(&record, false, KingLayout::with_buckets(king_buckets))
        else {
            panic!()
        };
        let cfg = LossConfig {
            wdl: 0.3,
            sigmoid_scale: 400.0,
        };
        let mut acc = vec![0.0; 16];
        let mut grad = vec![0.0; model.params.len()];
        model.backward(&sample, cfg, &mut acc, &mut grad);
        let (_, ft_b, out_w, out_b) = model.offsets();
        let some_feature = usize::from(sample.us[0]) * 8;
        let mut checked = vec![
            some_feature,
            some_feature + 3,
            ft_b + 1,
            out_w + 17,
            out_b + 1,
        ];
        if let Some(shared) = model.shared() {
            checked.push(shared + (usize::from(sample.them[1]) % PLAIN) * 8 + 2);
        }
        for i in checked {
            let eps = 1e-3;
            let orig = model.params[i];
            model.params[i] = orig + eps;
            let up = model.loss(&sample, cfg, &mut acc);
            model.params[i] = orig - eps;
            let down = model.loss(&sample, cfg, &mut acc);
            model.params[i] = orig;
            let numeric = (up - down) / (2.0 * eps);
            assert!(
                (numeric - grad[i]).abs() < 1e-3 + 0.05 * numeric.abs(),
                "param {i}: numeric {numeric}, analytic {}",
                grad[i]
            );
        }
    }
}
