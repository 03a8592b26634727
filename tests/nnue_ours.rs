//! Tempo's own network format and inference: file round trip, clear errors for bad files,
//! bit-identical SIMD backends and incremental updates equal to a refresh.

mod shared_data;

use std::sync::Arc;

use tempo::{
    chess::Position,
    eval::{
        Evaluator as _,
        nnue::{
            Activation, Architecture, NetError, Network, NnueEvaluator, PerspectiveNet, load_net,
            ours::{INPUTS, KING_BUCKET_COUNTS, KingLayout},
            simd::Backend,
        },
    },
};

use tempo::util::rng::{Rng64, XorShift64 as Rng};

/// Uniform in `-r..=r`.
fn range(rng: &mut Rng, r: i64) -> i64 {
    (rng.next_u64() % (2 * r as u64 + 1)) as i64 - r
}

fn random_net(activation: Activation, buckets: usize, hidden: usize, seed: u64) -> PerspectiveNet {
    random_bucketed_net(activation, buckets, 1, hidden, seed)
}

fn random_bucketed_net(
    activation: Activation,
    buckets: usize,
    king_buckets: usize,
    hidden: usize,
    seed: u64,
) -> PerspectiveNet {
    let mut rng = Rng::from_state(seed);
    let arch = Architecture {
        hidden,
        activation,
        output_buckets: buckets,
        king_buckets,
        qa: 255,
        qb: 64,
        scale: 400,
    };
    let ft_w = (0..INPUTS * king_buckets * hidden)
        .map(|_| range(&mut rng, 120) as i16)
        .collect();
    let ft_b = (0..hidden).map(|_| range(&mut rng, 200) as i16).collect();
    let out_w = (0..buckets * 2 * hidden)
        .map(|_| range(&mut rng, 127) as i16)
        .collect();
    let out_b = (0..buckets)
        .map(|_| range(&mut rng, 20_000) as i32)
        .collect();
    match PerspectiveNet::new(arch, ft_w, ft_b, out_w, out_b) {
        Ok(net) => net,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn file_round_trips() {
    for king_buckets in std::iter::once(1).chain(KING_BUCKET_COUNTS) {
        let net = random_bucketed_net(Activation::SCRelu, 8, king_buckets, 32, 7);
        let bytes = net.to_bytes();
        let Ok(Network::Ours(back)) = Network::from_bytes(&bytes) else {
            panic!("our own file did not load as a Tempo net");
        };
        assert_eq!(back, net);
    }
    let net = Network::Ours(random_bucketed_net(Activation::SCRelu, 8, 4, 32, 7));
    assert!(
        net.describe().contains("king buckets"),
        "{}",
        net.describe()
    );
}

/// A file whose king buckets do not match its input kind, or that this build cannot run, is
/// refused with the reason.
#[test]
fn unsupported_king_buckets_are_refused() {
    let bytes = random_bucketed_net(Activation::SCRelu, 1, 4, 16, 5).to_bytes();
    for (offset, value) in [(12, 0), (14, 1), (14, 3), (14, 32)] {
        let mut changed = bytes.clone();
        changed[offset] = value;
        let result = Network::from_bytes(&changed);
        let Err(NetError::Architecture(reason)) = &result else {
            panic!("byte {offset} = {value}: {result:?}")
        };
        assert!(reason.contains("king buckets"), "{reason}");
    }
}

/// The king region changes exactly when the king crosses the board's middle or a bucket edge,
/// seen from each side.
#[test]
fn king_regions_mirror_and_bucket() {
    use tempo::chess::{Color, Square};
    let Some(four) = KingLayout::with_buckets(4) else {
        panic!("no four-bucket layout")
    };
    let region = |c, sq| four.region(c, sq);
    assert_eq!(region(Color::White, Square::G1).bucket, 0);
    assert!(region(Color::White, Square::G1).mirrored);
    assert_eq!(
        region(Color::White, Square::G1).bucket,
        region(Color::White, Square::B1).bucket
    );
    assert_ne!(
        region(Color::White, Square::G1),
        region(Color::White, Square::B1)
    );
    assert_eq!(region(Color::White, Square::E1).bucket, 1);
    assert_eq!(
        region(Color::Black, Square::E8),
        region(Color::White, Square::E1)
    );
    assert_eq!(
        region(Color::Black, Square::C7),
        region(Color::White, Square::C2)
    );
    assert_eq!(region(Color::White, Square::D5).bucket, 3);
    assert_eq!(
        region(Color::White, Square::D5),
        region(Color::White, Square::A8)
    );
}

/// Each finer layout splits the coarser ones' buckets (so a net starts a finer one bucket by
/// bucket), uses every bucket, and keeps the castled corner apart from the king's home squares.
#[test]
fn finer_king_layouts_refine_coarser_ones() {
    let layouts: Vec<KingLayout> = KING_BUCKET_COUNTS
        .iter()
        .map(|&k| match KingLayout::with_buckets(k) {
            Some(layout) => layout,
            None => panic!("no layout for {k} king buckets"),
        })
        .collect();
    for layout in &layouts {
        let used: std::collections::BTreeSet<usize> =
            (0..32).map(|sq| layout.bucket_of_half_square(sq)).collect();
        assert_eq!(used.len(), layout.buckets(), "{layout:?}");
        assert_ne!(
            layout.bucket_of_half_square(1),
            layout.bucket_of_half_square(2),
            "b1 and c1 share a bucket in {layout:?}"
        );
    }
    for pair in layouts.windows(2) {
        let (coarse, fine) = (pair[0], pair[1]);
        for a in 0..32 {
            for b in 0..32 {
                if fine.bucket_of_half_square(a) == fine.bucket_of_half_square(b) {
                    assert_eq!(
                        coarse.bucket_of_half_square(a),
                        coarse.bucket_of_half_square(b),
                        "squares {a} and {b}: {fine:?} does not refine {coarse:?}"
                    );
                }
            }
        }
    }
    assert!(KingLayout::with_buckets(5).is_none());
}

#[test]
fn bad_files_give_clear_errors() {
    let bytes = random_net(Activation::CRelu, 1, 16, 3).to_bytes();
    let truncated = Network::from_bytes(&bytes[..bytes.len() - 100]);
    assert!(
        matches!(truncated, Err(NetError::Truncated { .. })),
        "{truncated:?}"
    );
    let mut corrupt = bytes.clone();
    corrupt[1000] ^= 0x10;
    let corrupt = Network::from_bytes(&corrupt);
    assert!(
        matches!(corrupt, Err(NetError::Checksum { .. })),
        "{corrupt:?}"
    );
    let mut version = bytes.clone();
    version[8] = 99;
    let version = Network::from_bytes(&version);
    assert!(
        matches!(version, Err(NetError::UnsupportedVersion { found: 99, .. })),
        "{version:?}"
    );
    let mut arch = bytes.clone();
    arch[13] = 9; // activation
    let arch = Network::from_bytes(&arch);
    assert!(matches!(arch, Err(NetError::Architecture(_))), "{arch:?}");
    let junk = Network::from_bytes(b"hello world, not a net");
    assert!(
        matches!(junk, Err(NetError::UnknownFormat { .. })),
        "{junk:?}"
    );
    let mut trailing = bytes.clone();
    trailing.push(0);
    assert!(Network::from_bytes(&trailing).is_err());
    let missing = load_net(std::path::Path::new("/nonexistent/tempo.nnue"));
    let Err(e) = missing else {
        panic!("a missing file loaded")
    };
    assert!(e.to_string().contains("/nonexistent/tempo.nnue"), "{e}");
}

#[test]
fn incremental_updates_and_backends_agree() {
    for (activation, buckets, king_buckets) in [
        (Activation::SCRelu, 1, 1),
        (Activation::CRelu, 8, 1),
        (Activation::SCRelu, 8, 4),
        (Activation::SCRelu, 8, 8),
        (Activation::CRelu, 1, 16),
    ] {
        let net = Arc::new(Network::Ours(random_bucketed_net(
            activation,
            buckets,
            king_buckets,
            64,
            11,
        )));
        let mut rng = Rng::from_state(0xDEAD_BEEF);
        let backends = Backend::available();
        let mut evals: Vec<NnueEvaluator> = backends
            .iter()
            .map(|&b| NnueEvaluator::with_backend(net.clone(), b))
            .collect();
        let mut fresh = NnueEvaluator::with_backend(net.clone(), Backend::Portable);
        for _ in 0..10 {
            let mut pos = Position::startpos();
            evals.iter_mut().for_each(|e| e.reset(&pos));
            for _ in 0..150 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.index(moves.len())];
                let after = pos.after(m);
                for e in &mut evals {
                    e.push(&pos, m, &after);
                }
                if rng.next_u64().is_multiple_of(5) {
                    // A branch that is pushed and popped.
                    for e in &mut evals {
                        e.push_null(&after);
                        e.pop();
                    }
                }
                pos = after;
                if rng.next_u64().is_multiple_of(3) {
                    fresh.reset(&pos);
                    let expected = fresh.evaluate(&pos);
                    for e in &mut evals {
                        assert!(e.matches_from_scratch(&pos), "{}", pos.to_fen());
                        assert_eq!(e.evaluate(&pos), expected, "{}", pos.to_fen());
                    }
                }
            }
        }
    }
}

#[test]
fn embedded_net_loads() {
    match Network::embedded() {
        Ok(Network::Ours(net)) => assert!(net.architecture().hidden > 0),
        Ok(other) => panic!("embedded net is not a Tempo net: {}", other.describe()),
        Err(e) => panic!("embedded net: {e}"),
    }
}

#[test]
fn evaluators_follow_their_handle_and_bad_files_keep_the_current_net() {
    use tempo::eval::nnue::NetHandle;
    let handle = match NetHandle::embedded() {
        Ok(h) => h,
        Err(e) => panic!("{e}"),
    };
    let mut eval = NnueEvaluator::with_handle(handle.clone());
    let pos = Position::startpos();
    eval.reset(&pos);
    let before = eval.evaluate(&pos);
    assert!(handle.load("/nonexistent.nnue").is_err());
    assert_eq!(handle.generation(), 0, "a failed load must not switch nets");
    let other = std::env::temp_dir().join(format!("tempo-test-{}.nnue", std::process::id()));
    let Ok(()) = std::fs::write(&other, random_net(Activation::SCRelu, 1, 16, 99).to_bytes())
    else {
        panic!("writing {}", other.display())
    };
    let loaded = handle.load(&other.to_string_lossy());
    let _ = std::fs::remove_file(&other);
    let Ok(description) = loaded else {
        panic!("{loaded:?}")
    };
    assert!(description.contains("768->16"), "{description}");
    eval.reset(&pos);
    assert_eq!(eval.network().width(), 16);
    assert!(handle.load("").is_ok());
    eval.reset(&pos);
    assert_eq!(eval.evaluate(&pos), before);
}

#[test]
fn eval_file_option_switches_nets_and_rejects_bad_files() {
    use tempo::{engine::Engine as _, eval::nnue::NetHandle, search::PvsEngine};
    let Ok(handle) = NetHandle::embedded() else {
        panic!("embedded net")
    };
    let mut engine = PvsEngine::with_nnue(handle.clone());
    assert!(engine.options().iter().any(|o| o.name == "EvalFile"));
    let Err(e) = engine.set_option("EvalFile", "/nonexistent/x.nnue") else {
        panic!("a missing file was accepted")
    };
    assert!(e.0.contains("/nonexistent/x.nnue"), "{}", e.0);
    assert_eq!(handle.generation(), 0);
    let halfkp = shared_data::require(
        "nets/nn-62ef826d1a6d.nnue",
        "Stockfish 13's HalfKP network, GPL-3, never shipped",
    );
    let Ok(()) = engine.set_option("EvalFile", &halfkp.to_string_lossy()) else {
        panic!("HalfKP EvalFile")
    };
    assert!(handle.current().describe().starts_with("HalfKP"));
}
