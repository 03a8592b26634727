//! `tempo train`: trains a Tempo network on `tempo datagen` records, on the CPU.
//!
//! Sparse inputs (only the ~30 active features of each position are touched), a blended
//! target `wdl · result + (1 − wdl) · sigmoid(score / scale)` compared with
//! `sigmoid(output)` by squared error, AdamW with a cosine learning-rate schedule, a held-out
//! validation split, a checkpoint and a quantised net after every epoch, and multi-threading
//! that does not change results: each batch is cut into a fixed number of chunks whose
//! gradients are summed in order, so a run is deterministic given its seed.

pub mod checkpoint;
pub mod data;
pub mod model;
pub mod policy;
pub mod policy_loss;

use std::{
    path::PathBuf,
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::Context as _;
use data::{Rng, Sample, decode_oriented};
use model::{AdamW, LossConfig, Model};

use crate::{
    eval::nnue::{
        Activation, Network, load_net,
        ours::{KING_BUCKET_COUNTS, KingLayout},
    },
    tools::datagen::record::PackedRecord,
    util::rng::Rng64 as _,
};

/// Gradient chunks per batch, independent of the thread count (for determinism).
const CHUNKS: usize = 8;

/// The hidden activation on the command line.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ActivationArg {
    /// Clipped ReLU.
    Crelu,
    /// Squared clipped ReLU.
    Screlu,
}

/// Arguments of `tempo train`.
#[derive(Debug, clap::Args)]
pub struct TrainArgs {
    /// Training data files (`tempo datagen` output).
    #[arg(long, required = true, num_args = 1..)]
    pub data: Vec<PathBuf>,
    /// Where to write the final quantised net.
    #[arg(long)]
    pub out: PathBuf,
    /// Hidden width per perspective.
    #[arg(long, default_value_t = 128)]
    pub hidden: usize,
    /// Hidden activation.
    #[arg(long, value_enum, default_value = "screlu")]
    pub activation: ActivationArg,
    /// Output buckets by piece count (1 = none, at most 8).
    #[arg(long, default_value_t = 1)]
    pub output_buckets: usize,
    /// King buckets of the inputs: 1 (plain 768 inputs) or 4, 8 or 16 (768 per bucket of the
    /// own king's square, the board mirrored so that the king is on files a–d; trained with a
    /// shared block of 768 rows that every bucket adds).
    #[arg(long, default_value_t = 1)]
    pub king_buckets: usize,
    /// Start from this network (a `.nnue` file of ours, or `embedded` for the shipped one)
    /// instead of random weights: its output buckets and activation must be the run's; a
    /// plain net may start a king-bucketed run (its rows become the shared block), a
    /// king-bucketed net a run with other king buckets (each bucket starts from the net's
    /// bucket of the same king squares), and a narrower net a wider run (the new neurons start
    /// with zero output weights).
    #[arg(long)]
    pub init: Option<String>,
    /// Passes over the training set.
    #[arg(long, default_value_t = 10)]
    pub epochs: usize,
    /// Positions per optimiser step.
    #[arg(long, default_value_t = 16_384)]
    pub batch_size: usize,
    /// Initial learning rate.
    #[arg(long, default_value_t = 0.001)]
    pub lr: f32,
    /// Final learning rate as a fraction of the initial one (cosine decay).
    #[arg(long, default_value_t = 0.05)]
    pub lr_final: f32,
    /// AdamW decoupled weight decay.
    #[arg(long, default_value_t = 0.01)]
    pub weight_decay: f32,
    /// Weight of the game result in the target (0 = score only, 1 = result only).
    #[arg(long, default_value_t = 0.4)]
    pub wdl: f32,
    /// Sigmoid scale in centipawns.
    #[arg(long, default_value_t = 400.0)]
    pub sigmoid_scale: f32,
    /// Fraction of positions held out for validation (in blocks of consecutive records, so
    /// mostly whole games).
    #[arg(long, default_value_t = 0.02)]
    pub validation: f64,
    /// Use at most this many positions.
    #[arg(long)]
    pub max_positions: Option<usize>,
    /// Mirror files (a↔h) of half the samples each epoch, chosen from the seed, the epoch and
    /// the record: more variety from the same data.
    #[arg(long)]
    pub mirror: bool,
    /// Seed for initialisation and shuffling.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Directory for per-epoch checkpoints and nets.
    #[arg(long)]
    pub checkpoint_dir: Option<PathBuf>,
    /// Continue from a checkpoint (same shape).
    #[arg(long)]
    pub resume: Option<PathBuf>,
}

/// Runs `tempo train`.
pub fn run(args: TrainArgs) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(
        args.hidden > 0 && args.hidden <= 4096,
        "--hidden must be 1..=4096"
    );
    anyhow::ensure!(
        (1..=8).contains(&args.output_buckets),
        "--output-buckets must be 1..=8"
    );
    anyhow::ensure!(
        args.king_buckets == 1 || KingLayout::with_buckets(args.king_buckets).is_some(),
        "--king-buckets must be 1 or one of {KING_BUCKET_COUNTS:?}"
    );
    anyhow::ensure!(
        args.batch_size > 0 && args.epochs > 0,
        "--batch-size and --epochs must be positive"
    );
    anyhow::ensure!(
        (0.0..=1.0).contains(&args.wdl),
        "--wdl must be within 0..=1"
    );
    anyhow::ensure!(
        (0.0..0.5).contains(&args.validation),
        "--validation must be within 0..0.5"
    );
    let mut rng = Rng::new(args.seed);
    let start = Instant::now();
    let data::Split { mut train, val } =
        data::load(&args.data, args.max_positions, args.validation, &mut rng)?;
    anyhow::ensure!(
        !train.is_empty() && !val.is_empty(),
        "no usable training positions in {:?}",
        args.data
    );
    let val = val.as_slice();
    let base_order = train.clone();
    println!(
        "loaded {} positions ({} training, {} validation, held out by blocks of {} records) in {:.1} s",
        train.len() + val.len(),
        train.len(),
        val.len(),
        data::VALIDATION_BLOCK,
        start.elapsed().as_secs_f64()
    );
    let activation = match args.activation {
        ActivationArg::Crelu => Activation::CRelu,
        ActivationArg::Screlu => Activation::SCRelu,
    };
    let mut model = match &args.init {
        None => Model::new(
            args.hidden,
            args.output_buckets,
            args.king_buckets,
            activation,
            &mut rng,
        ),
        Some(init) => {
            let model = initial_model(init, args.king_buckets, args.hidden, &mut rng)?;
            // The width is the run's already (`from_net` widens or refuses).
            anyhow::ensure!(
                (model.buckets, model.activation) == (args.output_buckets, activation),
                "--init {init} is {} output buckets, {:?}; the run asks for {} output buckets, \
                 {activation:?}",
                model.buckets,
                model.activation,
                args.output_buckets
            );
            println!("starting from {init}");
            model
        }
    };
    let mut opt = AdamW::new(model.params.len(), args.weight_decay);
    let mut first_epoch = 0;
    if let Some(path) = &args.resume {
        first_epoch = checkpoint::load(path, &mut model, &mut opt)
            .with_context(|| format!("resuming from {}", path.display()))?;
        println!("resumed from {} after epoch {first_epoch}", path.display());
    }
    if let Some(dir) = &args.checkpoint_dir {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let loss_cfg = LossConfig {
        wdl: args.wdl,
        sigmoid_scale: args.sigmoid_scale,
    };
    let threads = args.threads.clamp(1, CHUNKS);
    let batches_per_epoch = train.len().div_ceil(args.batch_size);
    let total_steps = (batches_per_epoch * args.epochs) as f64;
    let mut grads: Vec<Vec<f32>> = (0..CHUNKS).map(|_| vec![0.0; model.params.len()]).collect();
    let train_start = Instant::now();
    for epoch in first_epoch..args.epochs {
        // Each epoch's order depends only on the seed and the epoch (so resuming repeats it).
        train.copy_from_slice(&base_order);
        Rng::new(args.seed ^ (epoch as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407))
            .shuffle(&mut train);
        let epoch_start = Instant::now();
        let mut epoch_loss = 0.0f64;
        let mut last_print = Instant::now();
        for (b, batch) in train.chunks(args.batch_size).enumerate() {
            let step = (epoch * batches_per_epoch + b) as f64;
            let cosine = 0.5 * (1.0 + (std::f64::consts::PI * step / total_steps).cos());
            let lr = args.lr * (args.lr_final + (1.0 - args.lr_final) * cosine as f32);
            let orientation = Orientation {
                mirror: args.mirror,
                salt: args.seed ^ (epoch as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            };
            let loss = batch_gradient(&model, batch, loss_cfg, orientation, threads, &mut grads);
            let (sum, rest) = grads.split_at_mut(1);
            let sum = &mut sum[0];
            for g in rest.iter() {
                for (s, x) in sum.iter_mut().zip(g) {
                    *s += x;
                }
            }
            let scale = 1.0 / batch.len() as f32;
            sum.iter_mut().for_each(|g| *g *= scale);
            opt.step(&mut model.params, sum, lr);
            model.clip();
            epoch_loss += loss;
            if last_print.elapsed() > Duration::from_secs(10) {
                last_print = Instant::now();
                let done = b + 1;
                let pps = (done * args.batch_size) as f64 / epoch_start.elapsed().as_secs_f64();
                println!(
                    "epoch {}/{} batch {done}/{batches_per_epoch} loss {:.5} lr {lr:.2e} {:.0} pos/s",
                    epoch + 1,
                    args.epochs,
                    epoch_loss / (done * args.batch_size) as f64,
                    pps
                );
            }
        }
        let val_loss = validation_loss(&model, val, loss_cfg, threads);
        println!(
            "epoch {}/{} done: train loss {:.5}, validation loss {val_loss:.5}, {:.1} s (total {:.1} s)",
            epoch + 1,
            args.epochs,
            epoch_loss / train.len() as f64,
            epoch_start.elapsed().as_secs_f64(),
            train_start.elapsed().as_secs_f64()
        );
        if let Some(dir) = &args.checkpoint_dir {
            let ckpt = dir.join(format!("epoch-{}.ckpt", epoch + 1));
            checkpoint::save(&ckpt, &model, &opt, epoch + 1)?;
            let net = dir.join(format!("epoch-{}.nnue", epoch + 1));
            write_net(&model, &net)?;
        }
    }
    write_net(&model, &args.out)?;
    println!(
        "wrote {} after {:.1} s of training",
        args.out.display(),
        train_start.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}

/// The model `--init` names: a network file of ours, or `embedded`.
fn initial_model(
    init: &str,
    king_buckets: usize,
    hidden: usize,
    rng: &mut data::Rng,
) -> anyhow::Result<Model> {
    let net = if init == "embedded" {
        Network::embedded().context("the embedded network")?
    } else {
        load_net(std::path::Path::new(init)).with_context(|| format!("--init {init}"))?
    };
    let Network::Ours(net) = net else {
        anyhow::bail!("--init {init}: not a Tempo network ({})", net.describe());
    };
    Model::from_net(&net, king_buckets, hidden, rng)
        .map_err(|e| anyhow::anyhow!("--init {init}: {e}"))
}

fn write_net(model: &Model, path: &std::path::Path) -> anyhow::Result<()> {
    let net = model.quantise().context("quantising the network")?;
    std::fs::write(path, net.to_bytes()).with_context(|| format!("writing {}", path.display()))
}

/// Which training samples are mirrored: a hash of the record and a per-epoch salt, so the
/// choice repeats exactly for a seed (and on resume) whatever the thread count.
#[derive(Clone, Copy, Debug)]
struct Orientation {
    mirror: bool,
    salt: u64,
}

impl Orientation {
    fn mirrors(self, record: &PackedRecord) -> bool {
        if !self.mirror {
            return false;
        }
        // FNV-1a over the record, mixed with the salt; one bit decides.
        let hash = record
            .0
            .iter()
            .fold(0xCBF2_9CE4_8422_2325u64 ^ self.salt, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
            });
        (hash ^ (hash >> 29)) & 1 == 1
    }
}

/// Fills `grads[c]` with chunk `c`'s summed gradient; returns the batch's summed loss.
fn batch_gradient(
    model: &Model,
    batch: &[PackedRecord],
    loss: LossConfig,
    orientation: Orientation,
    threads: usize,
    grads: &mut [Vec<f32>],
) -> f64 {
    let chunk_len = batch.len().div_ceil(CHUNKS).max(1);
    let mut losses = [0.0f64; CHUNKS];
    std::thread::scope(|scope| {
        // Thread t takes chunks t, t + threads, …; each chunk has its own gradient buffer.
        let mut per_thread: Vec<Vec<(usize, &mut Vec<f32>, &mut f64)>> =
            (0..threads).map(|_| Vec::new()).collect();
        for (c, (g, l)) in grads.iter_mut().zip(losses.iter_mut()).enumerate() {
            per_thread[c % threads].push((c, g, l));
        }
        for work in per_thread {
            scope.spawn(move || {
                let mut acc = vec![0.0f32; 2 * model.hidden];
                for (c, grad, loss_out) in work {
                    grad.iter_mut().for_each(|g| *g = 0.0);
                    let lo = (c * chunk_len).min(batch.len());
                    let hi = ((c + 1) * chunk_len).min(batch.len());
                    let mut sum = 0.0f64;
                    for record in &batch[lo..hi] {
                        let mirror = orientation.mirrors(record);
                        if let Some(sample) = decode_oriented(record, mirror, model.king_layout()) {
                            sum += f64::from(model.backward(&sample, loss, &mut acc, grad));
                        }
                    }
                    *loss_out = sum;
                }
            });
        }
    });
    losses.iter().sum()
}

fn validation_loss(model: &Model, val: &[PackedRecord], loss: LossConfig, threads: usize) -> f64 {
    let chunk_len = val.len().div_ceil(threads).max(1);
    let total: f64 = std::thread::scope(|scope| {
        let handles: Vec<_> = val
            .chunks(chunk_len)
            .map(|chunk| {
                scope.spawn(move || {
                    let mut acc = vec![0.0f32; 2 * model.hidden];
                    chunk
                        .iter()
                        .filter_map(|r| decode_oriented(r, false, model.king_layout()))
                        .map(|s: Sample| f64::from(model.loss(&s, loss, &mut acc)))
                        .sum::<f64>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(f64::NAN))
            .sum()
    });
    total / val.len() as f64
}
