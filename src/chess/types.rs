//! Vocabulary types of the rules core: colours, files, ranks, squares, roles, pieces and moves.
//!
//! Every type is a `#[repr(u8)]` enum or a packed newtype, so an invalid value cannot exist.

use std::{fmt, num::NonZeroU16};

/// A side: White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[inline]
    #[must_use]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank where this colour's pieces start (1 for White, 8 for Black).
    #[inline]
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::R1,
            Color::Black => Rank::R8,
        }
    }

    /// The FEN letter, `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.flip()
    }
}

/// A file, `a` to `h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// All files, `a` first.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with index 0..8; `None` outside that range.
    #[inline]
    pub const fn new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// The file of a letter `a`..`h` (either case).
    pub fn from_char(c: char) -> Option<File> {
        let lower = c.to_ascii_lowercase();
        if ('a'..='h').contains(&lower) {
            File::new(lower as u32 - 'a' as u32)
        } else {
            None
        }
    }

    /// 0 for `a` … 7 for `h`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The file mirrored left to right (`a` ↔ `h`).
    #[must_use]
    pub const fn mirror(self) -> File {
        File::ALL[7 - self as usize]
    }
}

/// A rank, `1` to `8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    R1,
    R2,
    R3,
    R4,
    R5,
    R6,
    R7,
    R8,
}

impl Rank {
    /// All ranks, `1` first.
    pub const ALL: [Rank; 8] = [
        Rank::R1,
        Rank::R2,
        Rank::R3,
        Rank::R4,
        Rank::R5,
        Rank::R6,
        Rank::R7,
        Rank::R8,
    ];

    /// The rank with index 0..8; `None` outside that range.
    #[inline]
    pub const fn new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The rank of a digit `1`..`8`.
    pub fn from_char(c: char) -> Option<Rank> {
        if ('1'..='8').contains(&c) {
            Rank::new(c as u32 - '1' as u32)
        } else {
            None
        }
    }

    /// 0 for rank 1 … 7 for rank 8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The digit.
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// This rank as seen by `color` (rank 1 for Black is rank 8).
    #[must_use]
    pub const fn relative(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::ALL[7 - self as usize],
        }
    }
}

macro_rules! squares {
    ($($sq:ident),* $(,)?) => {
        /// A square of the board, `a1` = 0 … `h8` = 63 (little-endian rank-file order).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        #[allow(missing_docs)]
        pub enum Square { $($sq),* }

        impl Square {
            /// All 64 squares, `a1` first.
            pub const ALL: [Square; 64] = [$(Square::$sq),*];
        }
    };
}

squares! {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The square with index 0..64; `None` outside that range.
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square with index `index & 63`: always valid.
    #[inline]
    pub const fn from_index_wrapping(index: u32) -> Square {
        Square::ALL[(index & 63) as usize]
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * 8 + file as usize]
    }

    /// 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// The rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// The square shifted by `delta` steps in index order, if still on the board.
    #[inline]
    pub const fn offset(self, delta: i32) -> Option<Square> {
        let index = self as i32 + delta;
        if index >= 0 && index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square mirrored top to bottom (`a1` ↔ `a8`): the same square seen by the other side.
    #[inline]
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// The square mirrored left to right (`a1` ↔ `h1`).
    #[inline]
    #[must_use]
    pub const fn flip_horizontal(self) -> Square {
        Square::ALL[self as usize ^ 7]
    }

    /// This square as seen by `color` (flipped vertically for Black).
    #[inline]
    #[must_use]
    pub const fn relative(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// Chebyshev distance (king steps) between two squares.
    pub const fn distance(self, other: Square) -> u32 {
        let df = (self.file() as i32 - other.file() as i32).unsigned_abs();
        let dr = (self.rank() as i32 - other.rank() as i32).unsigned_abs();
        if df > dr { df } else { dr }
    }

    /// Whether the square is light (`h1` is light).
    pub const fn is_light(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl std::str::FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let (Some(f), Some(r), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(ParseSquareError(s.to_owned()));
        };
        match (File::from_char(f), Rank::from_char(r)) {
            (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
            _ => Err(ParseSquareError(s.to_owned())),
        }
    }
}

/// A string that is not a square name such as `e4`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square (expected a file a-h and a rank 1-8, like e4)")]
pub struct ParseSquareError(pub String);

/// Conventional material values in centipawns, indexed by [`Role::index`] (pawn 100 … queen
/// 950, king 0). The one set behind static exchange evaluation (`see`, with a large king value
/// of its own), MVV-LVA move ordering and delta pruning in the search, and the MCTS engine's
/// hand-made move scores. The handcrafted evaluation's material weights are tuned separately.
pub const PIECE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 0];

/// A kind of piece, independent of colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// 0 for pawn … 5 for king.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Upper-case letter (`P`, `N`, `B`, `R`, `Q`, `K`).
    pub const fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// Lower-case letter.
    pub const fn lower_char(self) -> char {
        self.upper_char().to_ascii_lowercase()
    }

    /// The role of a letter, either case.
    pub fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// Conventional material value in centipawns (king 0): [`PIECE_VALUES`] for this role.
    #[inline]
    pub const fn value(self) -> i32 {
        PIECE_VALUES[self as usize]
    }
}

/// A coloured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Which kind.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// 0..12: White pawn … White king, then Black.
    #[inline]
    pub const fn index(self) -> usize {
        self.color as usize * 6 + self.role as usize
    }

    /// FEN letter: upper case for White.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.lower_char(),
        }
    }

    /// The piece of a FEN letter.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }
}

/// How a move changes the board beyond moving one piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MoveKind {
    /// Any move that is not one of the others (captures included).
    Normal = 0,
    /// A pawn's two-square advance.
    DoublePush = 1,
    /// Castling, encoded as the king capturing its own rook (`to` is the rook's square).
    Castle = 2,
    /// En passant capture (`to` is the empty square the pawn moves to).
    EnPassant = 3,
    /// Promotion to a knight.
    PromoteKnight = 4,
    /// Promotion to a bishop.
    PromoteBishop = 5,
    /// Promotion to a rook.
    PromoteRook = 6,
    /// Promotion to a queen.
    PromoteQueen = 7,
}

/// A move packed into 16 bits: from (6), to (6), kind (4). `Option<Move>` costs nothing extra.
///
/// Castling is king-takes-rook internally in every variant, so Chess960 needs no special case.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(NonZeroU16);

const _: () = assert!(std::mem::size_of::<Option<Move>>() == 2);

impl Move {
    /// A move of `kind` from `from` to `to`. A move from a square to itself is not a move.
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        let bits = from as u16 | (to as u16) << 6 | (kind as u16) << 12;
        match NonZeroU16::new(bits) {
            Some(nz) => Move(nz),
            // from == to == a1 with kind Normal is the only zero; never produced by movegen.
            None => Move(NonZeroU16::MIN),
        }
    }

    /// A promotion to `role` (knight, bishop, rook or queen; anything else is a queen).
    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        let kind = match role {
            Role::Knight => MoveKind::PromoteKnight,
            Role::Bishop => MoveKind::PromoteBishop,
            Role::Rook => MoveKind::PromoteRook,
            _ => MoveKind::PromoteQueen,
        };
        Move::new(from, to, kind)
    }

    /// The square the piece leaves.
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_wrapping((self.0.get() & 63) as u32)
    }

    /// The destination square (the rook's square for castling).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_wrapping(((self.0.get() >> 6) & 63) as u32)
    }

    /// The kind of move.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0.get() >> 12 {
            1 => MoveKind::DoublePush,
            2 => MoveKind::Castle,
            3 => MoveKind::EnPassant,
            4 => MoveKind::PromoteKnight,
            5 => MoveKind::PromoteBishop,
            6 => MoveKind::PromoteRook,
            7 => MoveKind::PromoteQueen,
            _ => MoveKind::Normal,
        }
    }

    /// The role a pawn promotes to, if this is a promotion.
    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::PromoteKnight => Some(Role::Knight),
            MoveKind::PromoteBishop => Some(Role::Bishop),
            MoveKind::PromoteRook => Some(Role::Rook),
            MoveKind::PromoteQueen => Some(Role::Queen),
            _ => None,
        }
    }

    /// Whether this is castling.
    #[inline]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind(), MoveKind::Castle)
    }

    /// Whether this is an en passant capture.
    #[inline]
    pub const fn is_en_passant(self) -> bool {
        matches!(self.kind(), MoveKind::EnPassant)
    }

    /// Whether this is a promotion.
    #[inline]
    pub const fn is_promotion(self) -> bool {
        self.0.get() >> 12 >= 4
    }

    /// The raw 16 bits (for hashing tables and compact storage).
    #[inline]
    pub const fn to_u16(self) -> u16 {
        self.0.get()
    }

    /// The move stored as [`Move::to_u16`]; `None` for zero.
    #[inline]
    pub const fn from_u16(bits: u16) -> Option<Move> {
        match NonZeroU16::new(bits) {
            Some(nz) => Some(Move(nz)),
            None => None,
        }
    }

    /// The square the king ends on when castling (`g`- or `c`-file of its back rank).
    pub const fn castle_king_destination(self) -> Square {
        let file = if (self.to() as u8 & 7) > (self.from() as u8 & 7) {
            File::G
        } else {
            File::C
        };
        Square::from_coords(file, self.from().rank())
    }

    /// The square the rook ends on when castling (`f`- or `d`-file of its back rank).
    pub const fn castle_rook_destination(self) -> Square {
        let file = if (self.to() as u8 & 7) > (self.from() as u8 & 7) {
            File::F
        } else {
            File::D
        };
        Square::from_coords(file, self.from().rank())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion_role() {
            write!(f, "{}", role.lower_char())?;
        }
        match self.kind() {
            MoveKind::Castle => write!(f, "(castle)"),
            MoveKind::EnPassant => write!(f, "(ep)"),
            _ => Ok(()),
        }
    }
}

/// Indexes a 64-entry table by square without `as usize` at every use.
impl<T> std::ops::Index<Square> for [T; 64] {
    type Output = T;
    #[inline]
    fn index(&self, sq: Square) -> &T {
        // The array has 64 entries and a square is < 64: the compiler elides the bounds check.
        &self[sq as usize]
    }
}

impl<T> std::ops::IndexMut<Square> for [T; 64] {
    #[inline]
    fn index_mut(&mut self, sq: Square) -> &mut T {
        &mut self[sq as usize]
    }
}

/// A pair of values, one per colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// The value for `color`.
    #[inline]
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value for `color`, mutably.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_round_trips_its_fields() {
        for kind in [
            MoveKind::Normal,
            MoveKind::DoublePush,
            MoveKind::Castle,
            MoveKind::EnPassant,
            MoveKind::PromoteKnight,
            MoveKind::PromoteQueen,
        ] {
            let m = Move::new(Square::E7, Square::D8, kind);
            assert_eq!((m.from(), m.to(), m.kind()), (Square::E7, Square::D8, kind));
            assert_eq!(Move::from_u16(m.to_u16()), Some(m));
        }
    }

    #[test]
    fn squares_parse_and_print() {
        assert_eq!("e4".parse::<Square>(), Ok(Square::E4));
        assert_eq!(Square::H8.to_string(), "h8");
        assert!("i1".parse::<Square>().is_err());
        assert!("e".parse::<Square>().is_err());
        assert_eq!(Square::A1.flip_vertical(), Square::A8);
        assert!(Square::H1.is_light());
        assert!(!Square::A1.is_light());
    }
}
