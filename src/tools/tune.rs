//! `tempo tune`: Texel tuning of the handcrafted evaluation, and the self-play games that
//! feed it.
//!
//! 1. `tempo tune --generate --games 600 --nodes 2000 --out /data/selfplay.txt` plays quick
//!    games of our own engine (a few random opening moves each, so games differ) and writes
//!    one quiet position per line: `FEN;result` with the result from White's view (1, 0.5, 0).
//! 2. `tempo tune --data /data/selfplay.txt --epochs 400 --out src/eval/hce/weights.rs` fits
//!    the weights: it minimises the squared error between each game's result and a sigmoid
//!    of the evaluation, by Adam gradient descent on the linear model of
//!    [`crate::eval::hce::terms`], and writes the weights file.
//!
//! Data stays out of git (under `/data`, which is ignored). Use `nice`: the machine is shared.

use std::{
    fmt::Write as _,
    io::{BufRead as _, Write as _},
    path::PathBuf,
    process::ExitCode,
};

use anyhow::{Context as _, bail};

use crate::{
    app::{
        adjudication::{Judged, MoveLimit, ResignRule, Rules},
        engine_runner::EngineRunner,
        game_driver::{GameDriver, GameLimits, GameSettings, Sides},
        game_record::EndReason,
    },
    chess::{Color, GameHistory, Move, Position},
    eval::hce::{
        terms::{MAX_PHASE, NUM_WEIGHTS, Terms, pawn_terms, phase, piece_terms},
        weights::WEIGHTS,
    },
    search::PvsEngine,
    util::rng::{Rng64 as _, XorShift64},
};

/// Arguments of `tempo tune`.
#[derive(Debug, clap::Args)]
pub struct TuneArgs {
    /// Generate training positions by self-play instead of tuning.
    #[arg(long)]
    pub generate: bool,
    /// Self-play: number of games.
    #[arg(long, default_value_t = 400)]
    pub games: usize,
    /// Self-play: nodes per move.
    #[arg(long, default_value_t = 2000)]
    pub nodes: u64,
    /// Self-play: parallel games.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Self-play: seed of the random openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Tuning: the positions file (`FEN;result` lines).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Tuning: passes over the data.
    #[arg(long, default_value_t = 300)]
    pub epochs: usize,
    /// Tuning: Adam learning rate (centipawns per step).
    #[arg(long, default_value_t = 1.0)]
    pub rate: f64,
    /// Where to write: the positions (with --generate) or the weights file.
    #[arg(long)]
    pub out: PathBuf,
}

/// Runs `tempo tune`.
pub fn run(args: TuneArgs) -> anyhow::Result<ExitCode> {
    if args.generate {
        generate(&args)?;
    } else {
        let Some(data) = &args.data else {
            bail!("--data FILE is needed to tune (or --generate to make data)");
        };
        tune(data, &args)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The generator for opening moves (plain xorshift, as the tuning data was made with).
type Rng = XorShift64;

const RANDOM_PLIES: usize = 8;
const MAX_PLIES: u32 = 300;
const ADJUDICATE_CP: i32 = 1_000;
/// Consecutive decisive scores that end a game.
const DECISIVE_PLIES: u32 = 4;
/// Positions before this ply are not recorded.
const FIRST_RECORDED_PLY: usize = 12;

/// The recorded FENs of one game and its result from White's view.
type Game = (Vec<String>, f64);

/// How the self-play games are played: `nodes` per move, a draw at [`MAX_PLIES`], and clear
/// wins adjudicated to save time: once [`DECISIVE_PLIES`] consecutive scores are decisive,
/// judged before the move, the side the last one favours wins.
fn self_play_settings(nodes: u64) -> GameSettings {
    GameSettings {
        limits: GameLimits {
            nodes: Some(nodes),
            ..GameLimits::default()
        },
        adjudication: Rules {
            resign: Some(ResignRule {
                plies: DECISIVE_PLIES,
                score: ADJUDICATE_CP,
                same_side: false,
            }),
            max_length: Some(MoveLimit::Plies(MAX_PLIES)),
            judged: Judged::BeforeTheMove,
            ..Rules::default()
        },
        ..GameSettings::default()
    }
}

/// [`RANDOM_PLIES`] random moves from the start position, so games differ (fewer when one
/// ends the game).
fn random_opening(rng: &mut Rng) -> Vec<Move> {
    let mut pos = Position::startpos();
    let mut history = GameHistory::new();
    history.push(pos.key());
    let mut moves = Vec::with_capacity(RANDOM_PLIES);
    for _ in 0..RANDOM_PLIES {
        if history.outcome(&pos).is_some() {
            break;
        }
        let legal = pos.legal_moves();
        let Some(&m) = legal.get(rng.index(legal.len())) else {
            break;
        };
        moves.push(m);
        pos.play_unchecked(m);
        history.push(pos.key());
    }
    moves
}

/// Plays one game; returns the recorded FENs and the result from White's view.
fn play_game(
    engine: &mut EngineRunner,
    settings: &GameSettings,
    rng: &mut Rng,
) -> anyhow::Result<Game> {
    engine.new_game();
    let opening = random_opening(rng);
    let mut fens = Vec::new();
    let record = GameDriver::new(settings).play(
        Sides::SelfPlay(engine),
        &Position::startpos(),
        &opening,
        &mut |search| {
            // Quiet positions only: no check, and the engine's choice is not a capture.
            let pos = search.position;
            if search.played
                && search.ply >= FIRST_RECORDED_PLY
                && !pos.in_check()
                && !pos.is_noisy(search.best)
            {
                fens.push(pos.to_fen());
            }
        },
    );
    let Some(record) = record else {
        bail!("a self-play game was given up");
    };
    match record.end.reason {
        EndReason::Crash { message, .. } => bail!("self-play search: {message}"),
        EndReason::IllegalMove { .. }
        | EndReason::TimeForfeit { .. }
        | EndReason::Stalled { .. } => {
            bail!(
                "no move in a live position {}",
                record.final_position().to_fen()
            )
        }
        EndReason::Rules(_) | EndReason::Adjudication(_) => {}
    }
    let result = match record.end.winner {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    Ok((fens, result))
}

fn generate(args: &TuneArgs) -> anyhow::Result<()> {
    let threads = args.threads.max(1);
    let per_thread = args.games.div_ceil(threads);
    let results: Vec<anyhow::Result<Vec<Game>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut engine = EngineRunner::with_engine("tune", Box::new(PvsEngine::new()));
                    let settings = self_play_settings(args.nodes);
                    let mut rng = Rng::from_state(
                        args.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (t as u64 + 1) << 32 | 1,
                    );
                    let mut games = Vec::new();
                    for g in 0..per_thread {
                        games.push(play_game(&mut engine, &settings, &mut rng)?);
                        if t == 0 && g % 20 == 19 {
                            eprintln!("{} games per thread played", g + 1);
                        }
                    }
                    Ok(games)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("a self-play thread panicked")))
            })
            .collect()
    });
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(&args.out)
            .with_context(|| format!("creating {}", args.out.display()))?,
    );
    let (mut positions, mut games, mut score) = (0, 0, 0.0);
    for result in results {
        for (fens, result) in result? {
            games += 1;
            score += result;
            for fen in fens {
                writeln!(file, "{fen};{result}")?;
                positions += 1;
            }
        }
    }
    file.flush()?;
    println!(
        "{games} games (White scored {:.1}%), {positions} positions written to {}",
        100.0 * score / games.max(1) as f64,
        args.out.display()
    );
    Ok(())
}

/// One training position: its features and the game result.
struct Sample {
    features: Vec<(u16, i16)>,
    phase: f64,
    result: f64,
}

struct Collect(Vec<(u16, i16)>);

impl Terms for Collect {
    fn add(&mut self, index: usize, count: i32) {
        if let Some(entry) = self.0.iter_mut().find(|(i, _)| usize::from(*i) == index) {
            entry.1 += count as i16;
        } else {
            self.0.push((index as u16, count as i16));
        }
    }
}

fn load(path: &PathBuf) -> anyhow::Result<Vec<Sample>> {
    let file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut samples = Vec::new();
    for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.with_context(|| format!("reading {}", path.display()))?;
        let Some((fen, result)) = line.rsplit_once(';') else {
            bail!("{}:{}: expected 'FEN;result'", path.display(), n + 1);
        };
        let pos =
            Position::from_fen(fen).with_context(|| format!("{}:{}", path.display(), n + 1))?;
        let result: f64 = result
            .trim()
            .parse()
            .with_context(|| format!("{}:{}: bad result", path.display(), n + 1))?;
        let mut collect = Collect(Vec::with_capacity(64));
        piece_terms(&pos, &mut collect);
        pawn_terms(&pos, &mut collect);
        collect.0.retain(|&(_, c)| c != 0);
        samples.push(Sample {
            features: collect.0,
            phase: f64::from(phase(&pos)) / f64::from(MAX_PHASE),
            result,
        });
    }
    Ok(samples)
}

fn evaluate(sample: &Sample, weights: &[[f64; 2]]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, c) in &sample.features {
        let w = weights[usize::from(i)];
        mg += w[0] * f64::from(c);
        eg += w[1] * f64::from(c);
    }
    mg * sample.phase + eg * (1.0 - sample.phase)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn mean_error(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> f64 {
    samples
        .iter()
        .map(|s| (s.result - sigmoid(k * evaluate(s, weights) / 400.0)).powi(2))
        .sum::<f64>()
        / samples.len().max(1) as f64
}

fn tune(data: &PathBuf, args: &TuneArgs) -> anyhow::Result<()> {
    let all = load(data)?;
    if all.len() < 20 {
        bail!("{} has too few positions ({})", data.display(), all.len());
    }
    // Every tenth position is held out to watch for over-fitting.
    let (mut samples, mut validation) = (Vec::new(), Vec::new());
    for (i, sample) in all.into_iter().enumerate() {
        if i % 10 == 9 {
            validation.push(sample);
        } else {
            samples.push(sample);
        }
    }
    let mut weights: Vec<[f64; 2]> = WEIGHTS
        .iter()
        .map(|w| [f64::from(w[0]), f64::from(w[1])])
        .collect();
    // The scaling constant that best fits the current weights.
    let mut k = 1.0;
    let mut best = mean_error(&samples, &weights, k);
    for step in [0.5, 0.1, 0.02] {
        loop {
            let up = mean_error(&samples, &weights, k + step);
            let down = mean_error(&samples, &weights, (k - step).max(0.05));
            if up < best {
                k += step;
                best = up;
            } else if down < best {
                k = (k - step).max(0.05);
                best = down;
            } else {
                break;
            }
        }
    }
    println!(
        "{} positions ({} held out), K = {k:.2}, initial error {best:.6}, held-out {:.6}",
        samples.len(),
        validation.len(),
        mean_error(&validation, &weights, k)
    );
    // Adam on the full batch; the king's material weight stays zero.
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut m = vec![[0.0f64; 2]; NUM_WEIGHTS];
    let mut v = vec![[0.0f64; 2]; NUM_WEIGHTS];
    for epoch in 1..=args.epochs {
        let mut gradient = vec![[0.0f64; 2]; NUM_WEIGHTS];
        for s in &samples {
            let p = sigmoid(k * evaluate(s, &weights) / 400.0);
            // d(error)/d(eval) for one sample (constant factors fold into the rate).
            let g = (p - s.result) * p * (1.0 - p);
            for &(i, c) in &s.features {
                let c = f64::from(c);
                gradient[usize::from(i)][0] += g * c * s.phase;
                gradient[usize::from(i)][1] += g * c * (1.0 - s.phase);
            }
        }
        let t = epoch as i32;
        for i in 0..NUM_WEIGHTS {
            if i == crate::eval::hce::terms::MATERIAL + 5 {
                continue;
            }
            for phase in 0..2 {
                let g = gradient[i][phase] / samples.len() as f64;
                m[i][phase] = beta1 * m[i][phase] + (1.0 - beta1) * g;
                v[i][phase] = beta2 * v[i][phase] + (1.0 - beta2) * g * g;
                let m_hat = m[i][phase] / (1.0 - beta1.powi(t));
                let v_hat = v[i][phase] / (1.0 - beta2.powi(t));
                weights[i][phase] -= args.rate * m_hat / (v_hat.sqrt() + epsilon);
            }
        }
        if epoch % 25 == 0 || epoch == args.epochs {
            println!(
                "epoch {epoch}: error {:.6}, held-out error {:.6}",
                mean_error(&samples, &weights, k),
                mean_error(&validation, &weights, k)
            );
        }
    }
    std::fs::write(&args.out, weights_source(&weights))
        .with_context(|| format!("writing {}", args.out.display()))?;
    println!("weights written to {}", args.out.display());
    Ok(())
}

/// The Rust source of `weights.rs` for `weights`.
fn weights_source(weights: &[[f64; 2]]) -> String {
    let mut s = String::from(
        "//! The handcrafted evaluation's weights, `[middlegame, endgame]` per term of\n\
         //! [`super::terms`]. Written by `tempo tune` (Texel tuning on self-play positions); edit\n\
         //! by re-running the tuner rather than by hand.\n\n\
         use super::terms::NUM_WEIGHTS;\n\n\
         /// The weights, indexed by the term constants of [`super::terms`].\n\
         #[rustfmt::skip]\n\
         pub const WEIGHTS: [[i16; 2]; NUM_WEIGHTS] = [\n",
    );
    for chunk in weights.chunks(8) {
        s.push_str("   ");
        for w in chunk {
            let round = |x: f64| x.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16;
            let _ = write!(s, " [{}, {}],", round(w[0]), round(w[1]));
        }
        s.push('\n');
    }
    s.push_str("];\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_model_matches_the_evaluator() {
        let fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";
        let pos = Position::from_fen(fen).expect("FEN");
        let mut collect = Collect(Vec::new());
        piece_terms(&pos, &mut collect);
        pawn_terms(&pos, &mut collect);
        let sample = Sample {
            features: collect.0,
            phase: f64::from(phase(&pos)) / f64::from(MAX_PHASE),
            result: 0.5,
        };
        let weights: Vec<[f64; 2]> = WEIGHTS
            .iter()
            .map(|w| [f64::from(w[0]), f64::from(w[1])])
            .collect();
        let linear = evaluate(&sample, &weights);
        let engine = crate::eval::hce::Hce::new().evaluate_white(&pos);
        assert!(
            (linear - f64::from(engine)).abs() <= 1.0,
            "{linear} vs {engine}"
        );
        let source = weights_source(&weights);
        assert!(source.contains("pub const WEIGHTS"));
    }
}
