//! `tempo train-policy`: trains the MCTS policy network ([`crate::mcts::policy_net`]) on the
//! moves the PVS engine chose in self-play (`tempo datagen --policy-out`).
//!
//! The loss is the cross-entropy between the move played and the softmax of every legal
//! move's full policy logit (the hand-made score over the temperature plus the network's
//! logit, exactly as the MCTS computes it), so the network learns what the hand-made scores
//! miss. Plain SGD, one position at a time (only the touched subnets change), with a linear
//! learning-rate decay; the top-1 agreement with the played move on held-out positions is
//! reported for the hand-made scores alone and with the network.

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
    sync::Arc,
    time::Instant,
};

use anyhow::Context as _;

use super::data::Rng;
use crate::{
    chess::{Move, Position},
    eval::nnue::{Network, NnueEvaluator},
    mcts::{
        policy::{self, History},
        policy_net::{self, MAX_HIDDEN, PolicyNet, THREAT_BUCKETS},
    },
    search::{LeafSearch, TranspositionTable},
    util::rng::Rng64 as _,
};

/// Arguments of `tempo train-policy`.
#[derive(Debug, clap::Args)]
pub struct PolicyTrainArgs {
    /// Move files from `tempo datagen --policy-out` (one `FEN;uci-move` line each).
    #[arg(long, required = true, num_args = 1..)]
    pub data: Vec<PathBuf>,
    /// Where to write the network (after every epoch).
    #[arg(long)]
    pub out: PathBuf,
    /// Outputs per square subnet.
    #[arg(long, default_value_t = 8)]
    pub hidden: usize,
    /// Passes over the training set.
    #[arg(long, default_value_t = 3)]
    pub epochs: usize,
    /// Threat buckets of the inputs: 1 (piece-squares only), 2 (and whether the piece is
    /// attacked) or 4 (and whether it is defended).
    #[arg(long, default_value_t = 4)]
    pub threat_buckets: usize,
    /// Initial learning rate.
    #[arg(long, default_value_t = 0.02)]
    pub lr: f32,
    /// Final learning rate as a fraction of the initial one (linear decay).
    #[arg(long, default_value_t = 0.1)]
    pub lr_final: f32,
    /// The MCTS `PolicyTemp` the hand-made scores are divided by.
    #[arg(long, default_value_t = 300.0)]
    pub temperature: f32,
    /// The MCTS `PolicySearchMove`: added to the move score of the best move of a depth-1
    /// search with the embedded network, as the tree does with its leaf search's move.
    #[arg(long, default_value_t = 400.0)]
    pub search_move_bonus: f32,
    /// Fraction of positions held out for validation (the last ones: other games).
    #[arg(long, default_value_t = 0.02)]
    pub validation: f64,
    /// Use at most this many positions (the first ones).
    #[arg(long)]
    pub max_positions: Option<usize>,
    /// Seed for initialisation and shuffling.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// One training position and the move played in it.
struct Sample {
    pos: Position,
    played: Move,
    /// The best move of the tree's own leaf search in this position.
    searched: Option<Move>,
}

/// Fills in every sample's leaf-search move (the MCTS's depth-1 search with the network).
fn add_leaf_moves(samples: &mut [Sample]) -> anyhow::Result<()> {
    let net = Arc::new(Network::embedded().context("loading the embedded net")?);
    let tt = Arc::new(TranspositionTable::new(16));
    let mut leaf = LeafSearch::new(NnueEvaluator::new(net), Arc::clone(&tt));
    for s in samples.iter_mut() {
        leaf.search(&s.pos, &[], 1);
        s.searched = tt.probe(s.pos.key(), 0).and_then(|e| e.mv);
    }
    Ok(())
}

/// Reads `FEN;move` lines; malformed lines are counted and the first few reported.
fn load(paths: &[PathBuf], limit: usize) -> anyhow::Result<Vec<Sample>> {
    let mut samples = Vec::new();
    let mut bad = 0usize;
    'files: for path in paths {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        for (n, line) in text.lines().enumerate() {
            if samples.len() >= limit {
                break 'files;
            }
            match parse_line(line) {
                Ok(sample) => samples.push(sample),
                Err(e) => {
                    bad += 1;
                    if bad <= 5 {
                        eprintln!("{}:{}: skipped: {e}", path.display(), n + 1);
                    }
                }
            }
        }
    }
    if bad > 0 {
        eprintln!("skipped {bad} malformed lines");
    }
    Ok(samples)
}

fn parse_line(line: &str) -> anyhow::Result<Sample> {
    let (fen, mv) = line.split_once(';').context("expected `FEN;move`")?;
    let pos = Position::from_fen(fen.trim())?;
    let played = pos.parse_uci_move(mv.trim())?;
    Ok(Sample {
        pos,
        played,
        searched: None,
    })
}

/// What one position contributes to the loss and the accuracies.
struct Outcome {
    loss: f64,
    net_right: bool,
    hand_right: bool,
}

/// Per-position buffers.
struct Work {
    /// Empty: training positions have no search history.
    history: History,
    moves: Vec<Move>,
    hand: Vec<f32>,
    logits: Vec<f32>,
    grads: Vec<f32>,
    scratch: policy_net::PolicyScratch,
}

impl Work {
    fn new(net: &PolicyNet) -> Work {
        Work {
            history: History::default(),
            moves: Vec::new(),
            hand: Vec::new(),
            logits: Vec::new(),
            grads: Vec::new(),
            scratch: net.scratch(),
        }
    }
}

/// A network to start training from: small random weights, since a bilinear model has no
/// gradient at zero.
fn initial_net(hidden: usize, buckets: usize, rng: &mut Rng) -> PolicyNet {
    PolicyNet::from_fn(hidden, buckets, || (rng.unit_f64() as f32 - 0.5) * 0.1)
}

/// Evaluates one sample and, when `lr` is given, takes a gradient step on it.
fn visit(
    net: &mut PolicyNet,
    s: &Sample,
    temperature: f32,
    bonus: f32,
    w: &mut Work,
    lr: Option<f32>,
) -> Option<Outcome> {
    w.moves.clear();
    w.moves.extend(s.pos.legal_moves().iter().copied());
    let target = w.moves.iter().position(|&m| m == s.played)?;
    w.hand.clear();
    w.hand.extend(w.moves.iter().map(|&m| {
        let hint = if s.searched == Some(m) { bonus } else { 0.0 };
        (policy::score_move(&s.pos, m, &w.history, 0) as f32 + hint) / temperature
    }));
    w.logits.resize(w.moves.len(), 0.0);
    net.logits(&s.pos, &w.moves, &mut w.scratch, &mut w.logits);
    let argmax = |v: &mut dyn Iterator<Item = f32>| {
        v.enumerate()
            .fold((0, f32::NEG_INFINITY), |best, (i, x)| {
                if x > best.1 { (i, x) } else { best }
            })
            .0
    };
    let hand_right = argmax(&mut w.hand.iter().copied()) == target;
    for (l, h) in w.logits.iter_mut().zip(&w.hand) {
        *l += h;
    }
    let net_right = argmax(&mut w.logits.iter().copied()) == target;
    let max = w.logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let sum: f32 = w.logits.iter().map(|l| (l - max).exp()).sum();
    let loss = f64::from(sum.ln() + max - w.logits[target]);
    if let Some(lr) = lr {
        w.grads.clear();
        w.grads
            .extend(w.logits.iter().map(|l| (l - max).exp() / sum));
        w.grads[target] -= 1.0;
        net.step(&s.pos, &w.moves, &w.grads, &w.scratch, lr);
    }
    Some(Outcome {
        loss,
        net_right,
        hand_right,
    })
}

/// Totals over a set of positions.
#[derive(Default)]
struct Tally {
    n: usize,
    loss: f64,
    net_right: usize,
    hand_right: usize,
}

impl Tally {
    fn add(&mut self, o: &Outcome) {
        self.n += 1;
        self.loss += o.loss;
        self.net_right += usize::from(o.net_right);
        self.hand_right += usize::from(o.hand_right);
    }

    fn line(&self) -> String {
        let n = self.n.max(1) as f64;
        format!(
            "loss {:.4}, top-1 {:.1} % (hand-made scores alone {:.1} %)",
            self.loss / n,
            100.0 * self.net_right as f64 / n,
            100.0 * self.hand_right as f64 / n
        )
    }
}

fn save(net: &PolicyNet, path: &Path) -> anyhow::Result<()> {
    std::fs::write(path, net.to_bytes()).with_context(|| format!("writing {}", path.display()))
}

/// Runs `tempo train-policy`.
pub fn run(args: PolicyTrainArgs) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(
        (1..=MAX_HIDDEN).contains(&args.hidden),
        "--hidden must be 1..={MAX_HIDDEN}"
    );
    anyhow::ensure!(args.epochs > 0, "--epochs must be positive");
    anyhow::ensure!(
        THREAT_BUCKETS.contains(&args.threat_buckets),
        "--threat-buckets must be 1, 2 or 4"
    );
    anyhow::ensure!(
        args.temperature > 0.0 && args.lr > 0.0,
        "--temperature and --lr must be positive"
    );
    anyhow::ensure!(
        (0.0..0.5).contains(&args.validation),
        "--validation must be within 0..0.5"
    );
    let start = Instant::now();
    let mut samples = load(&args.data, args.max_positions.unwrap_or(usize::MAX))?;
    anyhow::ensure!(samples.len() >= 2, "no usable positions in {:?}", args.data);
    if args.search_move_bonus != 0.0 {
        add_leaf_moves(&mut samples)?;
    }
    let n_val = ((samples.len() as f64 * args.validation) as usize).max(1);
    let (train, val) = samples.split_at(samples.len() - n_val);
    println!(
        "loaded {} positions ({} training, {} validation) in {:.1} s",
        samples.len(),
        train.len(),
        val.len(),
        start.elapsed().as_secs_f64()
    );
    let mut rng = Rng::new(args.seed);
    let mut net = initial_net(args.hidden, args.threat_buckets, &mut rng);
    let mut work = Work::new(&net);
    let validate = |net: &mut PolicyNet, work: &mut Work| {
        let mut tally = Tally::default();
        for s in val {
            if let Some(o) = visit(net, s, args.temperature, args.search_move_bonus, work, None) {
                tally.add(&o);
            }
        }
        tally
    };
    println!(
        "before training: validation {}",
        validate(&mut net, &mut work).line()
    );
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    let total_steps = (args.epochs * train.len()) as f64;
    let mut step = 0usize;
    for epoch in 1..=args.epochs {
        rng.shuffle(&mut order);
        let mut tally = Tally::default();
        for (k, &i) in order.iter().enumerate() {
            let progress = step as f64 / total_steps;
            let lr = args.lr * (1.0 - (1.0 - args.lr_final) * progress as f32);
            step += 1;
            if let Some(o) = visit(
                &mut net,
                &train[i as usize],
                args.temperature,
                args.search_move_bonus,
                &mut work,
                Some(lr),
            ) {
                tally.add(&o);
            }
            if (k + 1) % 200_000 == 0 {
                println!(
                    "epoch {epoch}: {} positions, training {}",
                    k + 1,
                    tally.line()
                );
            }
        }
        let v = validate(&mut net, &mut work);
        println!(
            "epoch {epoch} done in {:.0} s: training {}; validation {}",
            start.elapsed().as_secs_f64(),
            tally.line(),
            v.line()
        );
        save(&net, &args.out)?;
    }
    println!("wrote {}", args.out.display());
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_parse_and_bad_ones_say_why() {
        let good = parse_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;g1f3");
        assert!(good.is_ok());
        for bad in [
            "no separator",
            "not a fen;e2e4",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;e2e5",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn training_learns_a_move_the_hand_made_scores_do_not_prefer() {
        let Ok(sample) =
            parse_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;a2a3")
        else {
            panic!("sample")
        };
        let mut net = initial_net(4, 4, &mut Rng::new(5));
        let mut work = Work::new(&net);
        let Some(before) = visit(&mut net, &sample, 300.0, 0.0, &mut work, None) else {
            panic!("played move not found")
        };
        assert!(!before.hand_right && !before.net_right);
        for _ in 0..200 {
            visit(&mut net, &sample, 300.0, 0.0, &mut work, Some(0.05));
        }
        let Some(after) = visit(&mut net, &sample, 300.0, 0.0, &mut work, None) else {
            panic!("played move not found")
        };
        assert!(after.net_right && after.loss < before.loss / 2.0);
    }
}
