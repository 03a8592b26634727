//! `tempo train-policy`: trains the MCTS policy network ([`crate::mcts::policy_net`]) on
//! policy lines ([`crate::tools::datagen::policy_lines`]): the moves the PVS engine chose in
//! self-play (`tempo datagen --policy-out`, one-hot targets) and the root visits of MCTS
//! searches (`tempo policy-data`, target distributions).
//!
//! The loss ([`super::policy_loss`]) is the cross-entropy against the policy as the MCTS
//! serves it, the network's logits at the engine's `PolicyNet` weight, so the network learns
//! what the hand-made scores miss at the scale it is used at. Training starts from the shipped
//! network by default (each generation warm-starts from it, so no data has to be kept between
//! generations), or from another file, or from small random weights. Plain SGD, one position at
//! a time (only the touched subnets change), with a linear learning-rate decay. Reported:
//! loss, KL and top-1 on held-out positions, and with `--judge` on a judge set (deep searches
//! of `tempo policy-data label`) before training and after each epoch.

use std::{
    collections::HashSet,
    path::{Path, PathBuf},
    process::ExitCode,
    time::Instant,
};

use anyhow::Context as _;

use super::{
    data::Rng,
    policy_loss::{Sample, ServedPolicy, Tally, Work, add_leaf_moves, visit},
};
use crate::{
    mcts::policy_net::{EMBEDDED_POLICY, MAX_HIDDEN, PolicyNet, THREAT_BUCKETS},
    tools::datagen::policy_lines,
    util::rng::Rng64 as _,
};

/// Arguments of `tempo train-policy`.
#[derive(Debug, clap::Args)]
pub struct PolicyTrainArgs {
    /// Policy lines: `FEN;move` (`tempo datagen --policy-out`) or `FEN;move:visits …`
    /// (`tempo policy-data`), both forms in any file. Needed unless `--epochs 0`.
    #[arg(long, num_args = 1..)]
    pub data: Vec<PathBuf>,
    /// Where to write the network (after every epoch). Needed unless `--epochs 0`.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// The network to start from: `embedded` (the shipped nets/tempo-policy.tpol, as the
    /// engine loads it), a .tpol file, or `random` (small random weights of `--hidden` and
    /// `--threat-buckets`).
    #[arg(long, default_value = "embedded")]
    pub init: String,
    /// Outputs per square subnet, with `--init random` (default 8).
    #[arg(long)]
    pub hidden: Option<usize>,
    /// Threat buckets of the inputs, with `--init random`: 1 (piece-squares only), 2 (and
    /// whether the piece is attacked) or 4 (and whether it is defended) (default 4).
    #[arg(long)]
    pub threat_buckets: Option<usize>,
    /// Passes over the training set; 0 only reports the starting network on the judge set.
    #[arg(long, default_value_t = 3)]
    pub epochs: usize,
    /// Initial learning rate.
    #[arg(long, default_value_t = 0.02)]
    pub lr: f32,
    /// Final learning rate as a fraction of the initial one (linear decay).
    #[arg(long, default_value_t = 0.1)]
    pub lr_final: f32,
    /// The weight of the network's logits in percent (the MCTS `PolicyNet`; default: the
    /// engine's default).
    #[arg(long)]
    pub net_weight: Option<f32>,
    /// The MCTS `PolicyTemp` the hand-made scores are divided by (default: the engine's).
    #[arg(long)]
    pub temperature: Option<f32>,
    /// The MCTS `PolicySearchMove`: added to the move score of the best move of a depth-1
    /// search with the embedded network, as the tree does with its leaf search's move
    /// (default: the engine's).
    #[arg(long)]
    pub search_move_bonus: Option<f32>,
    /// Policy lines of a judge set (`tempo policy-data label`): KL and top-1 of the hand-made
    /// scores and of the network are reported on it before training and after each epoch;
    /// its positions are left out of the training data.
    #[arg(long)]
    pub judge: Option<PathBuf>,
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

impl PolicyTrainArgs {
    /// The served policy the loss is computed under.
    fn served(&self) -> anyhow::Result<ServedPolicy> {
        let defaults = ServedPolicy::default();
        let served = ServedPolicy {
            temperature: self.temperature.unwrap_or(defaults.temperature),
            search_move_bonus: self.search_move_bonus.unwrap_or(defaults.search_move_bonus),
            net_weight: self
                .net_weight
                .map_or(defaults.net_weight, |percent| percent / 100.0),
        };
        anyhow::ensure!(served.temperature > 0.0, "--temperature must be positive");
        anyhow::ensure!(
            served.net_weight > 0.0,
            "--net-weight must be positive (at 0 the network is not used)"
        );
        Ok(served)
    }
}

/// The network to start from, as `--init` says.
fn initial_net(args: &PolicyTrainArgs, rng: &mut Rng) -> anyhow::Result<PolicyNet> {
    let (net, source) = match args.init.as_str() {
        "random" => {
            let hidden = args.hidden.unwrap_or(8);
            let buckets = args.threat_buckets.unwrap_or(4);
            anyhow::ensure!(
                (1..=MAX_HIDDEN).contains(&hidden),
                "--hidden must be 1..={MAX_HIDDEN}"
            );
            anyhow::ensure!(
                THREAT_BUCKETS.contains(&buckets),
                "--threat-buckets must be 1, 2 or 4"
            );
            // Small random weights, since a bilinear model has no gradient at zero.
            let net = PolicyNet::from_fn(hidden, buckets, || (rng.unit_f64() as f32 - 0.5) * 0.1);
            return Ok(net);
        }
        "embedded" => (
            PolicyNet::from_bytes(EMBEDDED_POLICY).context("the embedded policy network")?,
            "the embedded network".to_owned(),
        ),
        path => {
            let bytes = std::fs::read(path).with_context(|| format!("reading --init {path}"))?;
            let net = PolicyNet::from_bytes(&bytes).with_context(|| format!("--init {path}"))?;
            (net, path.to_owned())
        }
    };
    if let Some(hidden) = args.hidden.filter(|&h| h != net.hidden()) {
        anyhow::bail!(
            "--hidden {hidden} does not match {source} (hidden width {}); leave it out or use \
             --init random",
            net.hidden()
        );
    }
    if let Some(buckets) = args.threat_buckets.filter(|&b| b != net.buckets()) {
        anyhow::bail!(
            "--threat-buckets {buckets} does not match {source} ({} buckets); leave it out or \
             use --init random",
            net.buckets()
        );
    }
    Ok(net)
}

fn save(net: &PolicyNet, path: &Path) -> anyhow::Result<()> {
    std::fs::write(path, net.to_bytes()).with_context(|| format!("writing {}", path.display()))
}

/// Reads policy files into samples with their leaf-search moves (when the bonus is used).
fn load(paths: &[PathBuf], limit: usize, served: &ServedPolicy) -> anyhow::Result<Vec<Sample>> {
    let mut samples: Vec<Sample> = policy_lines::read_files(paths, limit)?
        .into_iter()
        .map(Sample::from)
        .collect();
    if served.search_move_bonus != 0.0 {
        add_leaf_moves(&mut samples)?;
    }
    Ok(samples)
}

/// Runs `tempo train-policy`.
pub fn run(args: PolicyTrainArgs) -> anyhow::Result<ExitCode> {
    let served = args.served()?;
    anyhow::ensure!(args.lr > 0.0, "--lr must be positive");
    anyhow::ensure!(
        (0.0..0.5).contains(&args.validation),
        "--validation must be within 0..0.5"
    );
    anyhow::ensure!(
        args.epochs == 0 || (!args.data.is_empty() && args.out.is_some()),
        "--data and --out are needed to train (or --epochs 0 with --judge to only measure)"
    );
    anyhow::ensure!(
        args.epochs > 0 || args.judge.is_some(),
        "--epochs 0 only measures on the judge set: give --judge"
    );
    let start = Instant::now();
    let mut rng = Rng::new(args.seed);
    let mut net = initial_net(&args, &mut rng)?;
    println!(
        "network: hidden {}, {} threat buckets (from {}); served as PolicyTemp {}, \
         PolicySearchMove {}, PolicyNet {} %",
        net.hidden(),
        net.buckets(),
        args.init,
        served.temperature,
        served.search_move_bonus,
        100.0 * served.net_weight
    );
    let judge = match &args.judge {
        Some(path) => {
            let judge = load(std::slice::from_ref(path), usize::MAX, &served)?;
            anyhow::ensure!(
                !judge.is_empty(),
                "no usable positions in {}",
                path.display()
            );
            judge
        }
        None => Vec::new(),
    };
    let report_judge = |net: &mut PolicyNet, when: &str| {
        if !judge.is_empty() {
            println!(
                "judge {when}: {}",
                Tally::of(net, &judge, &served).judge_line(&served)
            );
        }
    };
    report_judge(&mut net, "before training");
    let Some(out) = args.out.as_ref().filter(|_| args.epochs > 0) else {
        return Ok(ExitCode::SUCCESS);
    };
    let mut samples = load(
        &args.data,
        args.max_positions.unwrap_or(usize::MAX),
        &served,
    )?;
    let judged: HashSet<u64> = judge.iter().map(|s| s.pos.key()).collect();
    let before = samples.len();
    samples.retain(|s| !judged.contains(&s.pos.key()));
    if samples.len() < before {
        println!(
            "left out {} training positions that are in the judge set",
            before - samples.len()
        );
    }
    anyhow::ensure!(samples.len() >= 2, "no usable positions in {:?}", args.data);
    let n_val = ((samples.len() as f64 * args.validation) as usize).max(1);
    let (train, val) = samples.split_at(samples.len() - n_val);
    println!(
        "loaded {} positions ({} training, {} validation) in {:.1} s",
        samples.len(),
        train.len(),
        val.len(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "before training: validation {}",
        Tally::of(&mut net, val, &served).line()
    );
    let mut work = Work::new(&net);
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
            if let Some(o) = visit(&mut net, &train[i as usize], &served, &mut work, Some(lr)) {
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
        println!(
            "epoch {epoch} done in {:.0} s: training {}; validation {}",
            start.elapsed().as_secs_f64(),
            tally.line(),
            Tally::of(&mut net, val, &served).line()
        );
        report_judge(&mut net, &format!("after epoch {epoch}"));
        save(&net, out)?;
    }
    println!("wrote {}", out.display());
    Ok(ExitCode::SUCCESS)
}
