//! Training checkpoints: the float parameters and the optimiser state, so a run can resume.
//!
//! Layout (little-endian): magic `TEMPOCK2`, hidden u32, buckets u32, activation u8, king
//! buckets u32, epoch u32, Adam step u64, parameter count u64, then params, first moments and
//! second moments as f32. `TEMPOCK1` checkpoints (no king buckets field: plain inputs) still
//! load.

use std::path::Path;

use anyhow::Context as _;

use super::model::{AdamW, Model};
use crate::eval::nnue::Activation;

const MAGIC: &[u8; 8] = b"TEMPOCK2";
const MAGIC_V1: &[u8; 8] = b"TEMPOCK1";

/// Writes a checkpoint after `epoch` epochs.
pub fn save(path: &Path, model: &Model, opt: &AdamW, epoch: usize) -> anyhow::Result<()> {
    let mut out = Vec::with_capacity(64 + 12 * model.params.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(model.hidden as u32).to_le_bytes());
    out.extend_from_slice(&(model.buckets as u32).to_le_bytes());
    out.push(match model.activation {
        Activation::CRelu => 0,
        Activation::SCRelu => 1,
    });
    out.extend_from_slice(&(model.king_buckets as u32).to_le_bytes());
    out.extend_from_slice(&(epoch as u32).to_le_bytes());
    out.extend_from_slice(&opt.t.to_le_bytes());
    out.extend_from_slice(&(model.params.len() as u64).to_le_bytes());
    for v in model.params.iter().chain(&opt.m).chain(&opt.v) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    std::fs::write(path, out).with_context(|| format!("writing checkpoint {}", path.display()))
}

/// Loads a checkpoint into `model` and `opt` (which must have the same shape); returns the
/// number of epochs already done.
pub fn load(path: &Path, model: &mut Model, opt: &mut AdamW) -> anyhow::Result<usize> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let v1 = bytes.starts_with(MAGIC_V1);
    anyhow::ensure!(v1 || bytes.starts_with(MAGIC), "not a Tempo checkpoint");
    // The king buckets field sits after the activation from version 2 on.
    let extra = if v1 { 0 } else { 4 };
    let header = 8 + 4 + 4 + 1 + extra + 4 + 8 + 8;
    anyhow::ensure!(bytes.len() >= header, "checkpoint is truncated");
    let u32_at =
        |o: usize| u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]]);
    let u64_at = |o: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[o..o + 8]);
        u64::from_le_bytes(b)
    };
    let (hidden, buckets, act) = (u32_at(8) as usize, u32_at(12) as usize, bytes[16]);
    let activation = if act == 0 {
        Activation::CRelu
    } else {
        Activation::SCRelu
    };
    let king_buckets = if v1 { 1 } else { u32_at(17) as usize };
    anyhow::ensure!(
        hidden == model.hidden
            && buckets == model.buckets
            && activation == model.activation
            && king_buckets == model.king_buckets,
        "checkpoint is {hidden} hidden, {buckets} buckets, {king_buckets} king buckets, {activation:?}; \
         the run asks for {} hidden, {} buckets, {} king buckets, {:?}",
        model.hidden,
        model.buckets,
        model.king_buckets,
        model.activation
    );
    let epoch = u32_at(17 + extra) as usize;
    let t = u64_at(21 + extra);
    let n = u64_at(29 + extra) as usize;
    anyhow::ensure!(
        n == model.params.len(),
        "checkpoint has {n} parameters, expected {}",
        model.params.len()
    );
    anyhow::ensure!(
        bytes.len() == header + 12 * n,
        "checkpoint is truncated or has extra bytes"
    );
    let floats: Vec<f32> = bytes[header..]
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    model.params.copy_from_slice(&floats[..n]);
    opt.m.copy_from_slice(&floats[n..2 * n]);
    opt.v.copy_from_slice(&floats[2 * n..]);
    opt.t = t;
    Ok(epoch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::train::data::Rng;

    /// A king-bucketed run's checkpoint resumes exactly, and does not load into another shape.
    #[test]
    fn checkpoints_round_trip_and_refuse_another_shape() {
        let mut rng = Rng::new(3);
        let model = Model::new(8, 2, 4, Activation::SCRelu, &mut rng);
        let mut opt = AdamW::new(model.params.len(), 0.01);
        opt.t = 17;
        opt.m[5] = 0.25;
        let path = std::env::temp_dir().join(format!("tempo-ckpt-{}.ckpt", std::process::id()));
        let saved = save(&path, &model, &opt, 3);
        let mut back = Model::new(8, 2, 4, Activation::SCRelu, &mut Rng::new(4));
        let mut back_opt = AdamW::new(back.params.len(), 0.01);
        let loaded = load(&path, &mut back, &mut back_opt);
        let mut plain = Model::new(8, 2, 1, Activation::SCRelu, &mut Rng::new(4));
        let mut plain_opt = AdamW::new(plain.params.len(), 0.01);
        let refused = load(&path, &mut plain, &mut plain_opt);
        let _ = std::fs::remove_file(&path);
        assert!(saved.is_ok(), "{saved:?}");
        assert_eq!(loaded.ok(), Some(3));
        assert_eq!(back.params, model.params);
        assert_eq!((back_opt.t, back_opt.m[5]), (17, 0.25));
        let Err(e) = refused else {
            panic!("a king-bucketed checkpoint loaded into a plain model")
        };
        assert!(e.to_string().contains("4 king buckets"), "{e}");
    }
}
