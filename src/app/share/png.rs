//! A small PNG writer (8-bit RGBA, no filtering, zlib through `flate2`) for exported boards
//! and screenshots, so the app needs no image crate.

use std::io::Write;

use flate2::{Compression, write::ZlibEncoder};

/// Encodes 8-bit RGBA pixels (`width * height * 4` bytes, rows top to bottom) as PNG.
pub fn encode_rgba(width: u32, height: u32, rgba: &[u8]) -> Option<Vec<u8>> {
    let row = usize::try_from(width).ok()?.checked_mul(4)?;
    if rgba.len() != row.checked_mul(usize::try_from(height).ok()?)? {
        return None;
    }
    // Raw scanlines, each prefixed by filter type 0.
    let mut raw = Vec::with_capacity(rgba.len() + height as usize);
    for line in rgba.chunks_exact(row.max(1)) {
        raw.push(0);
        raw.extend_from_slice(line);
    }
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(&raw).ok()?;
    let zlib = encoder.finish().ok()?;

    let mut out = Vec::with_capacity(zlib.len() + 64);
    out.write_all(&[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'])
        .ok()?;
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]); // 8-bit RGBA, no interlace
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &zlib);
    chunk(&mut out, b"IEND", &[]);
    Some(out)
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).unwrap_or(u32::MAX).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(out.get(start..).unwrap_or_default());
    out.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xedb8_8320 & mask);
        }
    }
    !crc
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn checksums_and_layout() {
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        let png = encode_rgba(2, 1, &[255, 0, 0, 255, 0, 255, 0, 255]).unwrap();
        assert_eq!(
            &png[..8],
            &[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n']
        );
        assert!(encode_rgba(2, 2, &[0; 4]).is_none());
    }
}
