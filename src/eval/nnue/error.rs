//! Why a network file could not be loaded. Every variant names the file section and offset
//! involved, so a user who points `EvalFile` at the wrong file learns what is wrong and where.

use std::path::PathBuf;

/// A network file that could not be read, parsed or accepted.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The file could not be opened or read.
    #[error("cannot read network file {path}: {reason}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The operating system's reason (in the message, so not also a `source` that error
        /// chains would print twice).
        reason: std::io::Error,
    },
    /// The file starts with neither Tempo's magic nor the Stockfish HalfKP version.
    #[error(
        "not a network file: it starts with {found:02x?}, expected Tempo's magic \"TEMPONN1\" \
         or the Stockfish 12/13 HalfKP version 0x7AF32F16"
    )]
    UnknownFormat {
        /// The first bytes of the file (up to 8).
        found: Vec<u8>,
    },
    /// The file ends before a section is complete.
    #[error(
        "truncated network file: {section} needs {needed} bytes at offset {offset}, but the file has {len}"
    )]
    Truncated {
        /// The section being read.
        section: &'static str,
        /// Where the section starts.
        offset: usize,
        /// How many bytes the section needs.
        needed: usize,
        /// The file's length.
        len: usize,
    },
    /// A Tempo network whose format version this build does not read.
    #[error("unsupported Tempo network version {found} (this build reads version {supported})")]
    UnsupportedVersion {
        /// The version in the file.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The architecture description names something this build cannot run.
    #[error("unsupported network architecture: {0}")]
    Architecture(String),
    /// A HalfKP file whose structure hash does not match 41024→256×2→32→32→1.
    #[error(
        "HalfKP {section} hash is {found:#010x}, expected {expected:#010x} (a different architecture)"
    )]
    HashMismatch {
        /// The header or layer whose hash differs.
        section: &'static str,
        /// The hash this build expects.
        expected: u32,
        /// The hash in the file.
        found: u32,
    },
    /// The stored checksum does not match the contents (the file is corrupt).
    #[error("corrupt network file: checksum is {found:#018x}, contents hash to {computed:#018x}")]
    Checksum {
        /// The checksum in the file.
        found: u64,
        /// The checksum of the contents.
        computed: u64,
    },
    /// Bytes follow the last section.
    #[error("network file has {extra} unexpected bytes after offset {offset}")]
    TrailingBytes {
        /// Where the unexpected bytes start.
        offset: usize,
        /// How many there are.
        extra: usize,
    },
}

/// Reads little-endian values from a byte slice, reporting truncation by section.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub(crate) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, offset: 0 }
    }

    /// The current offset.
    pub(crate) fn offset(&self) -> usize {
        self.offset
    }

    /// The next `n` bytes.
    pub(crate) fn take(&mut self, n: usize, section: &'static str) -> Result<&'a [u8], NetError> {
        let end = self.offset.checked_add(n);
        let Some(slice) = end.and_then(|end| self.bytes.get(self.offset..end)) else {
            return Err(NetError::Truncated {
                section,
                offset: self.offset,
                needed: n,
                len: self.bytes.len(),
            });
        };
        self.offset += n;
        Ok(slice)
    }

    /// A little-endian `u32`.
    pub(crate) fn u32(&mut self, section: &'static str) -> Result<u32, NetError> {
        let b = self.take(4, section)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A little-endian `u16`.
    pub(crate) fn u16(&mut self, section: &'static str) -> Result<u16, NetError> {
        let b = self.take(2, section)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    /// A byte.
    pub(crate) fn u8(&mut self, section: &'static str) -> Result<u8, NetError> {
        Ok(self.take(1, section)?[0])
    }

    /// `n` little-endian `i16`s.
    pub(crate) fn i16s(&mut self, n: usize, section: &'static str) -> Result<Vec<i16>, NetError> {
        let b = self.take(n.saturating_mul(2), section)?;
        Ok(b.chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect())
    }

    /// `n` little-endian `i32`s.
    pub(crate) fn i32s(&mut self, n: usize, section: &'static str) -> Result<Vec<i32>, NetError> {
        let b = self.take(n.saturating_mul(4), section)?;
        Ok(b.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// `n` `i8`s.
    pub(crate) fn i8s(&mut self, n: usize, section: &'static str) -> Result<Vec<i8>, NetError> {
        Ok(self.take(n, section)?.iter().map(|&b| b as i8).collect())
    }

    /// Fails if bytes remain.
    pub(crate) fn finish(&self) -> Result<(), NetError> {
        let extra = self.bytes.len() - self.offset;
        if extra == 0 {
            Ok(())
        } else {
            Err(NetError::TrailingBytes {
                offset: self.offset,
                extra,
            })
        }
    }
}
