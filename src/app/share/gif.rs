//! An animated GIF writer: one palette of the 256 commonest colours of all frames (boards are
//! mostly flat colours; anti-aliased edges take the nearest), LZW-compressed frames, each
//! after the first only the rectangle that changed, looping forever.

use std::collections::HashMap;

/// One frame: opaque RGBA pixels of the whole picture and how long it shows.
#[derive(Clone, Debug)]
pub struct GifFrame {
    /// `width * height * 4` bytes, rows top to bottom (alpha ignored).
    pub rgba: Vec<u8>,
    /// Display time in hundredths of a second.
    pub delay_cs: u16,
}

/// Frames that cannot be written.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GifError {
    /// No frames.
    #[error("an animation needs at least one frame")]
    NoFrames,
    /// Too big for the format (65535 pixels a side).
    #[error("a GIF is at most 65535 pixels a side; asked for {width}×{height}")]
    TooLarge {
        /// Width asked for.
        width: u32,
        /// Height asked for.
        height: u32,
    },
    /// A frame's pixel count does not match the size.
    #[error("frame {index} holds {len} bytes; {width}×{height} needs {expected}")]
    FrameSize {
        /// The frame.
        index: usize,
        /// Its length.
        len: usize,
        /// Width.
        width: u32,
        /// Height.
        height: u32,
        /// The length it should have.
        expected: usize,
    },
}

/// Encodes `frames` of `width × height` pixels as a looping GIF.
pub fn encode(width: u32, height: u32, frames: &[GifFrame]) -> Result<Vec<u8>, GifError> {
    let (Ok(w16), Ok(h16)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(GifError::TooLarge { width, height });
    };
    if frames.is_empty() {
        return Err(GifError::NoFrames);
    }
    let expected = width as usize * height as usize * 4;
    for (index, frame) in frames.iter().enumerate() {
        if frame.rgba.len() != expected {
            return Err(GifError::FrameSize {
                index,
                len: frame.rgba.len(),
                width,
                height,
                expected,
            });
        }
    }
    let palette = Palette::of(frames);
    let mut out = Vec::new();
    out.extend_from_slice(b"GIF89a");
    out.extend_from_slice(&w16.to_le_bytes());
    out.extend_from_slice(&h16.to_le_bytes());
    // A global table of 256 colours, 8 bits of colour resolution.
    out.extend_from_slice(&[0xF7, 0, 0]);
    for i in 0..256 {
        let c = palette.colors.get(i).copied().unwrap_or([0, 0, 0]);
        out.extend_from_slice(&c);
    }
    // Loop forever (the NETSCAPE2.0 application extension).
    out.extend_from_slice(&[0x21, 0xFF, 0x0B]);
    out.extend_from_slice(b"NETSCAPE2.0");
    out.extend_from_slice(&[0x03, 0x01, 0x00, 0x00, 0x00]);

    let (w, h) = (width as usize, height as usize);
    let mut lookup = HashMap::new();
    let mut previous: Option<Vec<u8>> = None;
    for frame in frames {
        let indices: Vec<u8> = frame
            .rgba
            .chunks_exact(4)
            .map(|p| palette.index_of([p[0], p[1], p[2]], &mut lookup))
            .collect();
        let (x0, y0, x1, y1) = match &previous {
            None => (0, 0, w, h),
            Some(prev) => changed_rect(prev, &indices, w, h).unwrap_or((0, 0, 1, 1)),
        };
        // Graphic control: keep the frame in place for the next one, the delay.
        out.extend_from_slice(&[0x21, 0xF9, 0x04, 0x04]);
        out.extend_from_slice(&frame.delay_cs.to_le_bytes());
        out.extend_from_slice(&[0x00, 0x00]);
        out.push(0x2C);
        for v in [x0, y0, x1 - x0, y1 - y0] {
            out.extend_from_slice(&(v as u16).to_le_bytes());
        }
        out.push(0);
        let mut rect = Vec::with_capacity((x1 - x0) * (y1 - y0));
        for y in y0..y1 {
            rect.extend_from_slice(&indices[y * w + x0..y * w + x1]);
        }
        out.push(8);
        for block in lzw(&rect).chunks(255) {
            out.push(block.len() as u8);
            out.extend_from_slice(block);
        }
        out.push(0);
        previous = Some(indices);
    }
    out.push(0x3B);
    Ok(out)
}

/// The smallest rectangle holding every pixel that differs, end-exclusive.
fn changed_rect(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        for x in 0..w {
            if a[y * w + x] != b[y * w + x] {
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x + 1);
                y1 = y1.max(y + 1);
            }
        }
    }
    (x1 > x0).then_some((x0, y0, x1, y1))
}

struct Palette {
    colors: Vec<[u8; 3]>,
}

impl Palette {
    /// The 256 commonest colours (every frame sampled).
    fn of(frames: &[GifFrame]) -> Palette {
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for (i, frame) in frames.iter().enumerate() {
            // The first frame fully, the others sparsely: they mostly repeat it.
            let step = if i == 0 { 1 } else { 7 };
            for p in frame.rgba.chunks_exact(4).step_by(step) {
                *counts.entry([p[0], p[1], p[2]]).or_default() += 1;
            }
        }
        let mut all: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        Palette {
            colors: all.into_iter().take(256).map(|(c, _)| c).collect(),
        }
    }

    fn index_of(&self, color: [u8; 3], lookup: &mut HashMap<[u8; 3], u8>) -> u8 {
        *lookup.entry(color).or_insert_with(|| {
            let distance = |c: &[u8; 3]| {
                c.iter()
                    .zip(color)
                    .map(|(a, b)| (i32::from(*a) - i32::from(b)).pow(2))
                    .sum::<i32>()
            };
            self.colors
                .iter()
                .enumerate()
                .min_by_key(|(_, c)| distance(c))
                .map_or(0, |(i, _)| i as u8)
        })
    }
}

/// GIF's variable-width LZW over 8-bit indices (codes up to 12 bits, a clear code when the
/// table fills), packed least significant bit first.
fn lzw(data: &[u8]) -> Vec<u8> {
    const CLEAR: u16 = 256;
    const END: u16 = 257;
    let mut writer = BitWriter::default();
    let mut table: HashMap<(u16, u8), u16> = HashMap::new();
    let mut next = END + 1;
    // The decoder learns each entry one code late, so a code is written as wide as the
    // decoder's table is then: the bits of `next - 1`.
    let width = |next: u16| (16 - (next - 1).leading_zeros()).min(12);
    writer.write(CLEAR, 9);
    let Some((&first, rest)) = data.split_first() else {
        writer.write(END, 9);
        return writer.finish();
    };
    let mut prefix = u16::from(first);
    for &k in rest {
        if let Some(&code) = table.get(&(prefix, k)) {
            prefix = code;
            continue;
        }
        writer.write(prefix, width(next));
        table.insert((prefix, k), next);
        next += 1;
        if next == 4096 {
            writer.write(CLEAR, 12);
            table.clear();
            next = END + 1;
        }
        prefix = u16::from(k);
    }
    writer.write(prefix, width(next));
    writer.write(END, width(next + 1));
    writer.finish()
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    acc: u32,
    bits: u32,
}

impl BitWriter {
    fn write(&mut self, code: u16, width: u32) {
        self.acc |= u32::from(code) << self.bits;
        self.bits += width;
        while self.bits >= 8 {
            self.bytes.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.bits > 0 {
            self.bytes.push(self.acc as u8);
        }
        self.bytes
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn lzw_round_trips_through_an_independent_decoder() {
        let mut data = Vec::new();
        let mut x = 12345u32;
        for i in 0..40_000u32 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            // Runs and noise, enough to fill the table several times.
            data.push(if i % 3 == 0 {
                (x >> 24) as u8
            } else {
                (i / 97) as u8
            });
        }
        for sample in [&data[..], &data[..1], &[][..], &[7u8; 5000][..]] {
            let encoded = lzw(sample);
            let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, 8);
            let decoded = decoder.decode(&encoded).unwrap();
            assert_eq!(decoded, sample);
        }
    }

    #[test]
    fn rejects_bad_frames() {
        assert_eq!(encode(2, 2, &[]), Err(GifError::NoFrames));
        let frame = GifFrame {
            rgba: vec![0; 3],
            delay_cs: 10,
        };
        assert!(matches!(
            encode(2, 2, &[frame]),
            Err(GifError::FrameSize { .. })
        ));
        assert!(matches!(
            encode(70_000, 1, &[]),
            Err(GifError::TooLarge { .. })
        ));
    }
}
