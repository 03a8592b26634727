//! Polyglot opening books: keys, entries, probing, move choice and building.
//!
//! A book is a file of 16-byte big-endian entries (`key u64, move u16, weight u16,
//! learn u32`) sorted by key. [`Book`] holds the entries in memory (books are a few MB), finds
//! a position's entries by binary search and decodes their moves against the position.
//! [`builder::BookBuilder`] makes a book from games.

pub mod builder;
pub mod random;

use std::{fmt, path::Path};

use crate::chess::{CastleSide, Color, File, Move, Position, Rank, Role, Square};

use random::{CASTLING_OFFSET, EN_PASSANT_OFFSET, RANDOM64, TURN_OFFSET};

/// Size of one book entry in bytes.
pub const ENTRY_SIZE: usize = 16;

/// The Polyglot key of a position.
///
/// The en-passant file is hashed only when a pawn of the side to move could capture there,
/// which is exactly when [`Position::ep_square`] is set. Castling rights count by side
/// (short/long), whatever the rook's file, so Chess960 positions get keys too (Polyglot
/// itself defines none for them).
pub fn key(pos: &Position) -> u64 {
    let mut key = 0;
    for color in Color::ALL {
        for role in Role::ALL {
            let kind = 2 * role.index() + usize::from(color == Color::White);
            for sq in pos.pieces(color, role) {
                key ^= random_at(64 * kind + sq.index());
            }
        }
    }
    let rights = pos.castling();
    for (i, (color, side)) in [
        (Color::White, CastleSide::King),
        (Color::White, CastleSide::Queen),
        (Color::Black, CastleSide::King),
        (Color::Black, CastleSide::Queen),
    ]
    .into_iter()
    .enumerate()
    {
        if rights.rook(color, side).is_some() {
            key ^= random_at(CASTLING_OFFSET + i);
        }
    }
    if let Some(ep) = pos.ep_square() {
        key ^= random_at(EN_PASSANT_OFFSET + ep.file().index());
    }
    if pos.side_to_move() == Color::White {
        key ^= random_at(TURN_OFFSET);
    }
    key
}

fn random_at(index: usize) -> u64 {
    // Every index above is below 781 by construction; 0 keeps this total without a panic.
    RANDOM64.get(index).copied().unwrap_or(0)
}

/// A move as Polyglot stores it: to file (bits 0–2), to rank (3–5), from file (6–8), from rank
/// (9–11), promotion (12–14: none, knight, bishop, rook, queen). Castling is king takes rook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RawMove(pub u16);

impl RawMove {
    /// Encodes one of our moves (castling is already king-takes-rook).
    pub fn encode(m: Move) -> RawMove {
        let (from, to) = (m.from(), m.to());
        let promotion = match m.promotion_role() {
            Some(Role::Knight) => 1,
            Some(Role::Bishop) => 2,
            Some(Role::Rook) => 3,
            Some(Role::Queen) => 4,
            _ => 0,
        };
        RawMove(
            to.file().index() as u16
                | (to.rank().index() as u16) << 3
                | (from.file().index() as u16) << 6
                | (from.rank().index() as u16) << 9
                | promotion << 12,
        )
    }

    /// The origin square.
    pub fn from_square(self) -> Square {
        square((self.0 >> 6) & 7, (self.0 >> 9) & 7)
    }

    /// The destination square (the rook's square for castling).
    pub fn to_square(self) -> Square {
        square(self.0 & 7, (self.0 >> 3) & 7)
    }

    /// The promotion role, if any; `Err` for the unused codes 5–7.
    pub fn promotion(self) -> Result<Option<Role>, BookError> {
        match (self.0 >> 12) & 7 {
            0 => Ok(None),
            1 => Ok(Some(Role::Knight)),
            2 => Ok(Some(Role::Bishop)),
            3 => Ok(Some(Role::Rook)),
            4 => Ok(Some(Role::Queen)),
            _ => Err(BookError::BadMove {
                raw: self.0,
                reason: "promotion code above 4",
            }),
        }
    }

    /// The legal move in `pos` this raw move names (castling as king takes rook, or a king
    /// two-square move where the book was written that way).
    pub fn decode(self, pos: &Position) -> Result<Move, BookError> {
        let promotion = self.promotion()?;
        let (from, to) = (self.from_square(), self.to_square());
        let legal = pos.legal_moves();
        let exact = legal
            .iter()
            .copied()
            .find(|&m| m.from() == from && m.to() == to && m.promotion_role() == promotion);
        exact
            .or_else(|| {
                legal.iter().copied().find(|&m| {
                    m.is_castle() && m.from() == from && m.castle_king_destination() == to
                })
            })
            .ok_or_else(|| BookError::IllegalMove {
                raw: self.0,
                fen: pos.to_fen(),
            })
    }
}

fn square(file: u16, rank: u16) -> Square {
    let file = File::new(u32::from(file)).unwrap_or(File::A);
    let rank = Rank::new(u32::from(rank)).unwrap_or(Rank::R1);
    Square::from_coords(file, rank)
}

impl fmt::Display for RawMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from_square(), self.to_square())?;
        if let Ok(Some(role)) = self.promotion() {
            write!(f, "{}", role.lower_char())?;
        }
        Ok(())
    }
}

/// One book entry as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The position's Polyglot key.
    pub key: u64,
    /// The move.
    pub raw_move: RawMove,
    /// How often to play it, relative to the position's other moves.
    pub weight: u16,
    /// The learn field (used by some tools for statistics; kept verbatim).
    pub learn: u32,
}

impl Entry {
    /// Reads one entry from its 16 bytes.
    pub fn from_bytes(bytes: &[u8; ENTRY_SIZE]) -> Entry {
        let [
            k0,
            k1,
            k2,
            k3,
            k4,
            k5,
            k6,
            k7,
            m0,
            m1,
            w0,
            w1,
            l0,
            l1,
            l2,
            l3,
        ] = *bytes;
        Entry {
            key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
            raw_move: RawMove(u16::from_be_bytes([m0, m1])),
            weight: u16::from_be_bytes([w0, w1]),
            learn: u32::from_be_bytes([l0, l1, l2, l3]),
        }
    }

    /// The entry's 16 bytes.
    pub fn to_bytes(&self) -> [u8; ENTRY_SIZE] {
        let mut out = [0; ENTRY_SIZE];
        out[..8].copy_from_slice(&self.key.to_be_bytes());
        out[8..10].copy_from_slice(&self.raw_move.0.to_be_bytes());
        out[10..12].copy_from_slice(&self.weight.to_be_bytes());
        out[12..].copy_from_slice(&self.learn.to_be_bytes());
        out
    }
}

/// What is wrong with a book file or one of its entries.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    /// The file could not be read.
    #[error("cannot read book {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The length is not a whole number of entries.
    #[error(
        "book is {len} bytes, not a multiple of {ENTRY_SIZE}: the file is truncated or not a Polyglot book"
    )]
    Truncated {
        /// The file length.
        len: usize,
    },
    /// Keys are not in ascending order, so binary search would miss entries.
    #[error(
        "book entry {index} (byte offset {}) has key {key:016x}, smaller than the entry before it: not a sorted Polyglot book",
        index * ENTRY_SIZE
    )]
    NotSorted {
        /// Index of the first entry out of order.
        index: usize,
        /// Its key.
        key: u64,
    },
    /// A move code that cannot be a move.
    #[error("book move {raw:#06x}: {reason}")]
    BadMove {
        /// The raw move.
        raw: u16,
        /// Why.
        reason: &'static str,
    },
    /// A move code that is no legal move in the position it is stored for (a hash collision or
    /// a broken book).
    #[error("book move {} ({raw:#06x}) is not legal in {fen}", RawMove(*raw))]
    IllegalMove {
        /// The raw move.
        raw: u16,
        /// The position.
        fen: String,
    },
}

/// A book move decoded for a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The legal move.
    pub mv: Move,
    /// Its weight.
    pub weight: u16,
    /// Its learn value.
    pub learn: u32,
}

/// A Polyglot book in memory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<Entry>,
}

impl Book {
    /// Reads and checks a book file.
    pub fn open(path: &Path) -> Result<Book, BookError> {
        let bytes = std::fs::read(path).map_err(|source| BookError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Book::from_bytes(&bytes)
    }

    /// Parses a book from its bytes: the length must be a multiple of 16 and keys ascending.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if !bytes.len().is_multiple_of(ENTRY_SIZE) {
            return Err(BookError::Truncated { len: bytes.len() });
        }
        let mut entries = Vec::with_capacity(bytes.len() / ENTRY_SIZE);
        for chunk in bytes.chunks_exact(ENTRY_SIZE) {
            let Ok(array) = <&[u8; ENTRY_SIZE]>::try_from(chunk) else {
                return Err(BookError::Truncated { len: bytes.len() });
            };
            let entry = Entry::from_bytes(array);
            if let Some(last) = entries.last().map(|e: &Entry| e.key)
                && entry.key < last
            {
                return Err(BookError::NotSorted {
                    index: entries.len(),
                    key: entry.key,
                });
            }
            entries.push(entry);
        }
        Ok(Book { entries })
    }

    /// A book from entries (sorted here by key, then by descending weight).
    pub fn from_entries(mut entries: Vec<Entry>) -> Book {
        entries.sort_by(|a, b| a.key.cmp(&b.key).then(b.weight.cmp(&a.weight)));
        Book { entries }
    }

    /// The file contents of this book.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.entries.iter().flat_map(Entry::to_bytes).collect()
    }

    /// Every entry, sorted by key.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many entries the book has.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries stored for `key`, in file order.
    pub fn entries_for_key(&self, key: u64) -> &[Entry] {
        let start = self.entries.partition_point(|e| e.key < key);
        let len = self
            .entries
            .get(start..)
            .map_or(0, |rest| rest.partition_point(|e| e.key == key));
        self.entries.get(start..start + len).unwrap_or(&[])
    }

    /// The book moves for `pos`, in file order. Entries whose move is not legal here (a key
    /// collision or a broken book) are left out.
    pub fn moves(&self, pos: &Position) -> Vec<BookMove> {
        self.entries_for_key(key(pos))
            .iter()
            .filter_map(|e| {
                let mv = e.raw_move.decode(pos).ok()?;
                Some(BookMove {
                    mv,
                    weight: e.weight,
                    learn: e.learn,
                })
            })
            .collect()
    }

    /// The move with the highest weight (the first one in the book on ties), if any.
    pub fn best_move(&self, pos: &Position) -> Option<BookMove> {
        self.moves(pos)
            .into_iter()
            .reduce(|best, m| if m.weight > best.weight { m } else { best })
    }

    /// A move chosen at random in proportion to the weights, using `random` (any uniformly
    /// distributed number, e.g. from the caller's RNG). `None` when no move has weight.
    pub fn weighted_move(&self, pos: &Position, random: u64) -> Option<BookMove> {
        let moves = self.moves(pos);
        let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
        if total == 0 {
            return None;
        }
        let mut pick = random % total;
        for m in moves {
            let weight = u64::from(m.weight);
            if pick < weight {
                return Some(m);
            }
            pick -= weight;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_key() {
        assert_eq!(key(&Position::startpos()), 0x463b_9618_1691_fc9c);
    }

    #[test]
    fn entries_round_trip_and_errors() {
        let e = Entry {
            key: 0x0102_0304_0506_0708,
            raw_move: RawMove(796),
            weight: 7,
            learn: 9,
        };
        assert_eq!(Entry::from_bytes(&e.to_bytes()), e);
        assert!(matches!(
            Book::from_bytes(&[0; 17]),
            Err(BookError::Truncated { len: 17 })
        ));
        let mut bytes = e.to_bytes().to_vec();
        bytes.extend(Entry { key: 1, ..e }.to_bytes());
        assert!(matches!(
            Book::from_bytes(&bytes),
            Err(BookError::NotSorted { index: 1, key: 1 })
        ));
    }

    #[test]
    fn castling_decodes_as_king_takes_rook() {
        let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let m = pos.parse_san("O-O").unwrap_or_else(|e| panic!("{e}"));
        let raw = RawMove::encode(m);
        assert_eq!(raw.to_string(), "e1h1");
        assert_eq!(raw.decode(&pos).ok(), Some(m));
        let m = pos.parse_san("O-O-O").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(RawMove::encode(m).to_string(), "e1a1");
    }
}
