//! Training samples: records loaded into memory, shuffled with a seed, split into training and
//! validation sets, and decoded into sparse input features on the fly.

use std::path::PathBuf;

use anyhow::Context as _;

use crate::{
    chess::{Color, Piece, Role, Square},
    eval::nnue::{PerspectiveNet, ours::KingLayout},
    tools::datagen::record::{PackedRecord, RECORD_SIZE, read_records},
    util::rng::Rng64 as _,
};

/// The training runs' generator (xorshift64*), so that they repeat exactly.
pub use crate::util::rng::XorShift64Star as Rng;

/// One decoded sample: both perspectives' active features, side to move first.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// Features seen by the side to move.
    pub us: [u16; 32],
    /// Features seen by the opponent.
    pub them: [u16; 32],
    /// How many entries of `us`/`them` are used.
    pub len: usize,
    /// Pieces on the board (for the output bucket).
    pub pieces: u32,
    /// Search score in centipawns for the side to move.
    pub score: f32,
    /// Game result for the side to move: 0, 0.5 or 1.
    pub result: f32,
}

/// Decodes a record's plain (768) features; `None` for a malformed record.
pub fn decode(record: &PackedRecord) -> Option<Sample> {
    decode_oriented(record, false, None)
}

/// Decodes a record's features, with files mirrored (a↔h) when `mirror` is set: chess is
/// symmetric that way apart from castling rights, which the inputs do not carry, so a
/// mirrored position is a second, equally valid sample (the trainer's `--mirror`). With
/// a king layout the features are the king-bucketed ones of that layout; a record without
/// both kings is then malformed.
pub fn decode_oriented(
    record: &PackedRecord,
    mirror: bool,
    king_layout: Option<KingLayout>,
) -> Option<Sample> {
    let b = &record.0;
    let mut occ = [0u8; 8];
    occ.copy_from_slice(&b[0..8]);
    let mut bits = u64::from_le_bytes(occ);
    if bits.count_ones() > 32 {
        return None;
    }
    let stm = match b[27] {
        0 => Color::White,
        1 => Color::Black,
        _ => return None,
    };
    let mut sample = Sample {
        us: [0; 32],
        them: [0; 32],
        len: 0,
        pieces: bits.count_ones(),
        score: 0.0,
        result: 0.0,
    };
    let mut pieces = [(Piece::new(Color::White, Role::Pawn), Square::A1); 32];
    let mut kings = [None; 2];
    while bits != 0 {
        let sq = Square::from_index_wrapping(bits.trailing_zeros());
        let sq = if mirror { sq.flip_horizontal() } else { sq };
        bits &= bits - 1;
        let i = sample.len;
        let code = (b[8 + i / 2] >> (4 * (i % 2))) & 0xF;
        if code >= 12 {
            return None;
        }
        let color = if code < 6 { Color::White } else { Color::Black };
        let piece = Piece::new(color, Role::ALL[usize::from(code % 6)]);
        if piece.role == Role::King {
            kings[color.index()] = Some(sq);
        }
        pieces[i] = (piece, sq);
        sample.len += 1;
    }
    let regions = match king_layout {
        Some(layout) => {
            let (Some(white_king), Some(black_king)) = (kings[0], kings[1]) else {
                return None;
            };
            Some([
                layout.region(Color::White, white_king),
                layout.region(Color::Black, black_king),
            ])
        }
        None => None,
    };
    let feature = |perspective: Color, piece: Piece, sq: Square| -> u16 {
        match regions {
            Some(r) => r[perspective.index()].feature(perspective, piece, sq) as u16,
            None => PerspectiveNet::feature(perspective, piece, sq) as u16,
        }
    };
    for (i, &(piece, sq)) in pieces[..sample.len].iter().enumerate() {
        sample.us[i] = feature(stm, piece, sq);
        sample.them[i] = feature(stm.flip(), piece, sq);
    }
    let score_white = f32::from(i16::from_le_bytes([b[24], b[25]]));
    let result_white = match b[26] {
        0 => 0.0,
        1 => 0.5,
        2 => 1.0,
        _ => return None,
    };
    (sample.score, sample.result) = match stm {
        Color::White => (score_white, result_white),
        Color::Black => (-score_white, 1.0 - result_white),
    };
    Some(sample)
}

/// Consecutive records that go to the same side of the training/validation split. A game's
/// positions are written together (`tempo datagen` writes a game at a time), so blocks keep
/// most games whole on one side: positions of a game seen in training would otherwise make the
/// validation loss reward memorising games (a bigger net looked better there than in play).
pub const VALIDATION_BLOCK: usize = 1024;

/// The training and validation records.
pub struct Split {
    /// Training records, shuffled.
    pub train: Vec<PackedRecord>,
    /// Held-out records, shuffled.
    pub val: Vec<PackedRecord>,
}

/// Every valid record of `paths`, split by blocks of [`VALIDATION_BLOCK`] records (each held
/// out with probability `validation`, at least one block), each side shuffled with `rng`,
/// then cut to `limit` records in all (in proportion).
pub fn load(
    paths: &[PathBuf],
    limit: Option<usize>,
    validation: f64,
    rng: &mut Rng,
) -> anyhow::Result<Split> {
    let mut split = Split {
        train: Vec::new(),
        val: Vec::new(),
    };
    for path in paths {
        let mut file =
            std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let (records, partial) =
            read_records(&mut file).with_context(|| format!("reading {}", path.display()))?;
        if partial != 0 {
            eprintln!(
                "warning: {} ends with {partial} bytes that are not a whole {RECORD_SIZE}-byte record; ignored",
                path.display()
            );
        }
        let total = records.len();
        let mut malformed = 0;
        for block in records.chunks(VALIDATION_BLOCK) {
            let held_out = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= validation;
            let side = if held_out {
                &mut split.val
            } else {
                &mut split.train
            };
            for r in block {
                if decode(r).is_some() {
                    side.push(*r);
                } else {
                    malformed += 1;
                }
            }
        }
        if malformed != 0 {
            eprintln!(
                "warning: {} has {malformed} malformed records of {total}; skipped",
                path.display()
            );
        }
    }
    if split.val.is_empty() && split.train.len() > 1 {
        let keep = split.train.len() - VALIDATION_BLOCK.min(split.train.len() / 2).max(1);
        split.val = split.train.split_off(keep);
    }
    rng.shuffle(&mut split.train);
    rng.shuffle(&mut split.val);
    if let Some(limit) = limit {
        let total = split.train.len() + split.val.len();
        if limit < total {
            let val = (split.val.len() * limit / total)
                .max(1)
                .min(split.val.len());
            split.val.truncate(val);
            split.train.truncate(limit - val);
        }
    }
    Ok(split)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::Position,
        tools::datagen::record::{GameResult, PackedRecord},
    };

    fn features(sample: &Sample) -> (Vec<u16>, Vec<u16>) {
        let mut us = sample.us[..sample.len].to_vec();
        let mut them = sample.them[..sample.len].to_vec();
        us.sort_unstable();
        them.sort_unstable();
        (us, them)
    }

    /// Held-out records come in whole blocks of consecutive records, about the asked share.
    #[test]
    fn validation_is_held_out_by_blocks() {
        let Ok(pos) = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1") else {
            panic!()
        };
        // Each record carries its number in its score.
        let records: Vec<PackedRecord> = (0..30 * VALIDATION_BLOCK)
            .map(|i| PackedRecord::pack(&pos, i as i16, GameResult::Draw))
            .collect();
        let path = std::env::temp_dir().join(format!("tempo-split-{}.bin", std::process::id()));
        let written = std::fs::File::create(&path)
            .map_err(anyhow::Error::from)
            .and_then(|mut f| {
                Ok(crate::tools::datagen::record::write_records(
                    &mut f, &records,
                )?)
            });
        let split = load(std::slice::from_ref(&path), None, 0.25, &mut Rng::new(3));
        let _ = std::fs::remove_file(&path);
        assert!(written.is_ok(), "{written:?}");
        let Ok(split) = split else { panic!("load") };
        assert_eq!(split.train.len() + split.val.len(), records.len());
        let mut blocks: Vec<usize> = split
            .val
            .iter()
            .map(|r| i16::from_le_bytes([r.0[24], r.0[25]]) as usize / VALIDATION_BLOCK)
            .collect();
        blocks.sort_unstable();
        blocks.dedup();
        assert_eq!(split.val.len(), blocks.len() * VALIDATION_BLOCK);
        assert!(
            (2..=15).contains(&blocks.len()),
            "{} blocks held out",
            blocks.len()
        );
    }

    /// Mirroring a record gives the features of the position with its files mirrored.
    #[test]
    fn a_mirrored_record_reads_as_the_mirrored_position() {
        let pairs = [
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b - - 3 2",
                "r2k3r/1bpqpp1p/1pnp2nb/3NP3/3P2p1/p1Q2N2/PPPBBPPP/R2K3R b - - 3 2",
            ),
            (
                "8/2k5/8/8/5P2/8/6K1/8 w - - 0 1",
                "8/5k2/8/8/2P5/8/1K6/8 w - - 0 1",
            ),
        ];
        for (fen, mirrored_fen) in pairs {
            let (Ok(pos), Ok(mirrored)) =
                (Position::from_fen(fen), Position::from_fen(mirrored_fen))
            else {
                panic!("{fen} / {mirrored_fen}")
            };
            let record = PackedRecord::pack(&pos, 37, GameResult::WhiteWin);
            let (Some(a), Some(b)) = (
                decode_oriented(&record, true, None),
                decode(&PackedRecord::pack(&mirrored, 37, GameResult::WhiteWin)),
            ) else {
                panic!("decode {fen}")
            };
            assert_eq!(features(&a), features(&b), "{fen}");
            assert_eq!((a.score, a.result, a.pieces), (b.score, b.result, b.pieces));
            let Some(plain) = decode(&record) else {
                panic!("decode {fen}")
            };
            assert_ne!(features(&plain), features(&a), "{fen}");
        }
    }
}
