//! `Position`: the board (piece and colour bitboards plus a mailbox), side to move, castling
//! rights by rook square (so Chess960 needs no special case), en-passant square, move
//! counters, incrementally updated Zobrist keys, and the checkers and pins of the side to move.
//!
//! Positions are copy-make: [`Position::play_unchecked`] changes `self`, and the search keeps a
//! stack of copies. At about 190 bytes a copy is cheaper than undo bookkeeping.

use super::{
    attacks::{self, between},
    bitboard::Bitboard,
    types::{Color, File, Move, MoveKind, Piece, Rank, Role, Square},
    zobrist,
};

/// King side (short, `O-O`) or queen side (long, `O-O-O`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastleSide {
    /// Short castling: the king goes to the g-file.
    King,
    /// Long castling: the king goes to the c-file.
    Queen,
}

impl CastleSide {
    /// Both sides, king side first.
    pub const ALL: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    /// Where the king ends.
    pub const fn king_destination(self, color: Color) -> Square {
        let file = match self {
            CastleSide::King => File::G,
            CastleSide::Queen => File::C,
        };
        Square::from_coords(file, color.back_rank())
    }

    /// Where the rook ends.
    pub const fn rook_destination(self, color: Color) -> Square {
        let file = match self {
            CastleSide::King => File::F,
            CastleSide::Queen => File::D,
        };
        Square::from_coords(file, color.back_rank())
    }
}

/// Castling rights, stored as the square of each castling rook (Chess960-ready).
///
/// The 4-bit mask and the set of castling rooks are kept alongside, so that a move can tell
/// with one test whether it changes any right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    rooks: [[Option<Square>; 2]; 2],
    /// Bit `2 * color + side` set when that right exists.
    mask: u8,
    /// The squares of the rooks in `rooks`.
    rook_squares: Bitboard,
}

impl CastlingRights {
    /// The rook that may castle for `color` on `side`.
    #[inline]
    pub fn rook(&self, color: Color, side: CastleSide) -> Option<Square> {
        self.rooks[color.index()][side as usize]
    }

    /// Grants or removes one right.
    pub fn set(&mut self, color: Color, side: CastleSide, rook: Option<Square>) {
        self.rooks[color.index()][side as usize] = rook;
        self.sync();
    }

    /// Whether any right remains.
    #[inline]
    pub fn any(&self) -> bool {
        self.mask != 0
    }

    /// Four bits: White short, White long, Black short, Black long.
    #[inline]
    pub fn mask(&self) -> u8 {
        self.mask
    }

    /// Recomputes the mask and rook set from `rooks`.
    fn sync(&mut self) {
        self.mask = 0;
        self.rook_squares = Bitboard::EMPTY;
        for (i, right) in self.rooks.iter().flatten().enumerate() {
            if let Some(sq) = right {
                self.mask |= 1 << i;
                self.rook_squares |= *sq;
            }
        }
    }

    /// Removes the rights a move touching `squares` destroys (a rook moving or being captured).
    #[inline]
    fn clear_rook_squares(&mut self, squares: Bitboard) {
        if self.rook_squares.intersects(squares) {
            for right in self.rooks.iter_mut().flatten() {
                if right.is_some_and(|sq| squares.contains(sq)) {
                    *right = None;
                }
            }
            self.sync();
        }
    }

    #[inline]
    fn clear_color(&mut self, color: Color) {
        self.rooks[color.index()] = [None, None];
        self.sync();
    }
}

/// A chess position. Build one with [`Position::startpos`], [`Position::from_fen`] or
/// [`Position::chess960`].
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    /// 0 for empty, else `Piece::index() + 1`.
    mailbox: [u8; 64],
    key: u64,
    pawn_key: u64,
    checkers: Bitboard,
    /// Pieces of the side to move pinned to its own king.
    pinned: Bitboard,
    side: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmove_clock: u16,
    fullmove_number: u16,
    chess960: bool,
}

const PIECE_FROM_CODE: [Option<Piece>; 13] = {
    let mut table = [None; 13];
    let mut i = 0;
    while i < 12 {
        let color = if i < 6 { Color::White } else { Color::Black };
        table[i + 1] = Some(Piece::new(color, Role::ALL[i % 6]));
        i += 1;
    }
    table
};

impl Position {
    /// A board with no pieces, White to move; only for building positions piece by piece.
    pub(crate) fn empty() -> Position {
        Position {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            mailbox: [0; 64],
            key: 0,
            pawn_key: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            side: Color::White,
            castling: CastlingRights::default(),
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            chess960: false,
        }
    }

    /// The standard starting position.
    pub fn startpos() -> Position {
        match Position::from_fen(super::fen::STARTPOS_FEN) {
            Ok(pos) => pos,
            Err(_) => unreachable!("the start position FEN is valid"),
        }
    }

    // ---- Board representation -------------------------------------------------------------

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        PIECE_FROM_CODE[self.mailbox[sq] as usize]
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.piece_at(sq).map(|p| p.role)
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// Squares holding `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Squares holding pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// Squares holding `color`'s pieces of `role`.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    /// Bishops and queens of `color`.
    #[inline]
    pub fn diagonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// Rooks and queens of `color`.
    #[inline]
    pub fn orthogonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// The square of `color`'s king (positions always have exactly one per side).
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(color, Role::King).lsb()
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The castling rights.
    #[inline]
    pub fn castling(&self) -> &CastlingRights {
        &self.castling
    }

    /// The en-passant target square, kept only when a pawn of the side to move attacks it.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and increased after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// Whether this is a Chess960 game (changes how castling moves are written in UCI).
    #[inline]
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Marks the position as Chess960 or not.
    pub fn set_chess960(&mut self, chess960: bool) {
        self.chess960 = chess960;
    }

    /// The Zobrist key of the position.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The Zobrist key of the pawns only (for pawn-structure caches).
    #[inline]
    pub fn pawn_key(&self) -> u64 {
        self.pawn_key
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn in_check(&self) -> bool {
        self.checkers.any()
    }

    /// Pieces of the side to move pinned to their king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// Non-pawn, non-king material of `color` exists (for null-move safety).
    pub fn has_non_pawn_material(&self, color: Color) -> bool {
        (self.by_color(color) & !self.by_role(Role::Pawn) & !self.by_role(Role::King)).any()
    }

    // ---- Attacks -------------------------------------------------------------------------

    /// Pieces of both colours attacking `sq`, given an occupancy.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        (attacks::pawn_attacks(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (attacks::pawn_attacks(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::rook_attacks(sq, occupied)
                & (self.by_role(Role::Rook) | self.by_role(Role::Queen)))
            | (attacks::bishop_attacks(sq, occupied)
                & (self.by_role(Role::Bishop) | self.by_role(Role::Queen)))
    }

    /// Whether `by` attacks `sq` given an occupancy.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(by);
        (attacks::knight_attacks(sq) & self.by_role(Role::Knight) & them).any()
            || (attacks::pawn_attacks(by.flip(), sq) & self.by_role(Role::Pawn) & them).any()
            || (attacks::king_attacks(sq) & self.by_role(Role::King) & them).any()
            || (attacks::rook_attacks(sq, occupied) & self.orthogonal_sliders(by)).any()
            || (attacks::bishop_attacks(sq, occupied) & self.diagonal_sliders(by)).any()
    }

    /// Every square `color` attacks.
    pub fn attacked_squares(&self, color: Color) -> Bitboard {
        let occupied = self.occupied();
        let mut attacked = Bitboard::EMPTY;
        for sq in self.by_color(color) {
            if let Some(piece) = self.piece_at(sq) {
                attacked |= attacks::attacks(piece.role, color, sq, occupied);
            }
        }
        attacked
    }

    /// Pieces (either colour) that alone stand between `king` and an enemy slider of `attacker`.
    pub fn blockers_for(&self, king: Square, attacker: Color) -> Bitboard {
        let occupied = self.occupied();
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY)
            & self.orthogonal_sliders(attacker))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & self.diagonal_sliders(attacker));
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = between(king, sniper) & occupied;
            if between.any() && !between.more_than_one() {
                blockers |= between;
            }
        }
        blockers
    }

    /// `color`'s pieces pinned to its king, and the enemy sliders pinning them.
    pub fn pins(&self, color: Color) -> (Bitboard, Bitboard) {
        let king = self.king(color);
        let them = color.flip();
        let occupied = self.occupied();
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY)
            & self.orthogonal_sliders(them))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & self.diagonal_sliders(them));
        let (mut pinned, mut pinners) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for sniper in snipers {
            let between = between(king, sniper) & occupied;
            if between.any() && !between.more_than_one() && (between & self.by_color(color)).any() {
                pinned |= between;
                pinners |= sniper;
            }
        }
        (pinned, pinners)
    }

    /// Recomputes checkers and pins of the side to move (after a move or set-up).
    ///
    /// One pass over the enemy sliders on the king's lines finds both slider checks (nothing
    /// in between) and pins (exactly one piece in between), with no magic lookups.
    #[inline(always)]
    pub(crate) fn update_check_info(&mut self) {
        let us = self.side;
        let them = us.flip();
        let king = self.king(us);
        let theirs = self.by_color(them);
        let occupied = self.occupied();
        let mut checkers = ((attacks::pawn_attacks(us, king) & self.by_role(Role::Pawn))
            | (attacks::knight_attacks(king) & self.by_role(Role::Knight)))
            & theirs;
        let snipers = (attacks::rook_pseudo_attacks(king) & self.orthogonal_sliders(them))
            | (attacks::bishop_pseudo_attacks(king) & self.diagonal_sliders(them));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= sniper;
            } else if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        self.checkers = checkers;
        self.pinned = pinned & self.by_color(us);
    }

    // ---- Changing the board --------------------------------------------------------------

    #[inline]
    pub(crate) fn put_piece(&mut self, piece: Piece, sq: Square) {
        self.put_piece_keyed::<true>(piece, sq);
    }

    #[inline(always)]
    fn put_piece_keyed<const KEYS: bool>(&mut self, piece: Piece, sq: Square) {
        self.by_role[piece.role.index()] |= sq;
        self.by_color[piece.color.index()] |= sq;
        self.mailbox[sq] = piece.index() as u8 + 1;
        if !KEYS {
            return;
        }
        let k = zobrist::piece(piece, sq);
        self.key ^= k;
        if piece.role == Role::Pawn {
            self.pawn_key ^= k;
        }
    }

    /// Moves `piece` from `from` to the empty square `to`.
    #[inline(always)]
    fn move_piece<const KEYS: bool>(&mut self, piece: Piece, from: Square, to: Square) {
        let both = Bitboard::from_square(from) | to;
        self.by_role[piece.role.index()] ^= both;
        self.by_color[piece.color.index()] ^= both;
        self.mailbox[from] = 0;
        self.mailbox[to] = piece.index() as u8 + 1;
        if !KEYS {
            return;
        }
        let k = zobrist::piece(piece, from) ^ zobrist::piece(piece, to);
        self.key ^= k;
        if piece.role == Role::Pawn {
            self.pawn_key ^= k;
        }
    }

    #[inline(always)]
    fn remove_piece<const KEYS: bool>(&mut self, piece: Piece, sq: Square) {
        self.by_role[piece.role.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
        self.mailbox[sq] = 0;
        if !KEYS {
            return;
        }
        let k = zobrist::piece(piece, sq);
        self.key ^= k;
        if piece.role == Role::Pawn {
            self.pawn_key ^= k;
        }
    }

    pub(crate) fn set_side_to_move(&mut self, color: Color) {
        self.key ^= zobrist::side(self.side) ^ zobrist::side(color);
        self.side = color;
    }

    pub(crate) fn set_castling(&mut self, rights: CastlingRights) {
        self.key ^= zobrist::castling(self.castling.mask()) ^ zobrist::castling(rights.mask());
        self.castling = rights;
    }

    pub(crate) fn set_ep_square(&mut self, sq: Option<Square>) {
        if let Some(old) = self.ep_square {
            self.key ^= zobrist::en_passant(old.file());
        }
        if let Some(new) = sq {
            self.key ^= zobrist::en_passant(new.file());
        }
        self.ep_square = sq;
    }

    pub(crate) fn set_counters(&mut self, halfmove_clock: u16, fullmove_number: u16) {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number.max(1);
    }

    /// Plays a move known to be legal in this position (from the move generator or checked
    /// with [`Position::is_legal`]). An illegal move leaves an inconsistent position.
    pub fn play_unchecked(&mut self, m: Move) {
        self.play_inline::<true>(m);
    }

    /// [`Position::play_unchecked`] without updating the Zobrist keys, for code that never
    /// looks at them (reading PGN, perft): the keys are meaningless afterwards.
    pub(crate) fn play_without_keys(&mut self, m: Move) {
        self.play_inline::<false>(m);
    }

    /// [`Position::play_unchecked`], always inlined (for perft compiled with extra CPU
    /// features); with `KEYS` false the Zobrist keys are left alone.
    #[inline(always)]
    pub(crate) fn play_inline<const KEYS: bool>(&mut self, m: Move) {
        let us = self.side;
        let them = us.flip();
        let (from, to) = (m.from(), m.to());
        let Some(moving) = self.piece_at(from) else {
            debug_assert!(false, "no piece on {from} for {m:?}");
            return;
        };
        if let Some(ep) = self.ep_square.take()
            && KEYS
        {
            self.key ^= zobrist::en_passant(ep.file());
        }
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);

        match m.kind() {
            MoveKind::Castle => {
                let rook = Piece::new(us, Role::Rook);
                self.remove_piece::<KEYS>(moving, from);
                self.remove_piece::<KEYS>(rook, to);
                self.put_piece_keyed::<KEYS>(moving, m.castle_king_destination());
                self.put_piece_keyed::<KEYS>(rook, m.castle_rook_destination());
            }
            MoveKind::EnPassant => {
                let captured_sq = Square::from_coords(to.file(), from.rank());
                self.remove_piece::<KEYS>(Piece::new(them, Role::Pawn), captured_sq);
                self.move_piece::<KEYS>(moving, from, to);
                self.halfmove_clock = 0;
            }
            kind => {
                if let Some(captured) = self.piece_at(to) {
                    self.remove_piece::<KEYS>(captured, to);
                    self.halfmove_clock = 0;
                }
                match m.promotion_role() {
                    Some(role) => {
                        self.remove_piece::<KEYS>(moving, from);
                        self.put_piece_keyed::<KEYS>(Piece::new(us, role), to);
                    }
                    None => self.move_piece::<KEYS>(moving, from, to),
                }
                if moving.role == Role::Pawn {
                    self.halfmove_clock = 0;
                    if kind == MoveKind::DoublePush {
                        let ep = Square::from_index_wrapping((from as u32 + to as u32) / 2);
                        // Keep the square only if an enemy pawn can capture there, so that
                        // equal positions get equal keys (as Polyglot and FIDE repetition do).
                        if (attacks::pawn_attacks(us, ep) & self.pieces(them, Role::Pawn)).any() {
                            self.ep_square = Some(ep);
                            if KEYS {
                                self.key ^= zobrist::en_passant(ep.file());
                            }
                        }
                    }
                }
            }
        }

        // Castling rights: gone when the king moves (castling included) or when a move leaves
        // or lands on a castling rook's square.
        let old_castling = self.castling.mask();
        if old_castling != 0 {
            if moving.role == Role::King {
                self.castling.clear_color(us);
            }
            self.castling
                .clear_rook_squares(Bitboard::from_square(from) | to);
            let new_castling = self.castling.mask();
            if KEYS && new_castling != old_castling {
                self.key ^= zobrist::castling(old_castling) ^ zobrist::castling(new_castling);
            }
        }
        self.side = them;
        if KEYS {
            self.key ^= zobrist::side(Color::Black);
        }
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.update_check_info();
        debug_assert!(
            !KEYS || self.is_consistent(),
            "{} after {m:?}: {self:?}",
            self.inconsistency().unwrap_or_default()
        );
    }

    /// Plays a move and returns the new position, leaving `self` unchanged.
    #[must_use]
    pub fn after(&self, m: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked(m);
        next
    }

    /// Passes the turn (for null-move pruning). Must not be used when in check.
    pub fn play_null(&mut self) {
        self.play_null_inline::<true>();
    }

    /// [`Position::play_null`] without updating the Zobrist keys (see
    /// [`Position::play_without_keys`]).
    pub(crate) fn play_null_without_keys(&mut self) {
        self.play_null_inline::<false>();
    }

    #[inline(always)]
    fn play_null_inline<const KEYS: bool>(&mut self) {
        debug_assert!(!self.in_check(), "null move in check: {self:?}");
        if let Some(ep) = self.ep_square.take()
            && KEYS
        {
            self.key ^= zobrist::en_passant(ep.file());
        }
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        self.side = self.side.flip();
        if KEYS {
            self.key ^= zobrist::side(Color::Black);
        }
        self.update_check_info();
        debug_assert!(
            !KEYS || self.is_consistent(),
            "{} after a null move: {self:?}",
            self.inconsistency().unwrap_or_default()
        );
    }

    /// The key computed from scratch (for checking the incremental key in tests).
    pub fn compute_key(&self) -> (u64, u64) {
        let mut key = 0;
        let mut pawn_key = 0;
        for sq in self.occupied() {
            if let Some(piece) = self.piece_at(sq) {
                key ^= zobrist::piece(piece, sq);
                if piece.role == Role::Pawn {
                    pawn_key ^= zobrist::piece(piece, sq);
                }
            }
        }
        key ^= zobrist::castling(self.castling.mask()) ^ zobrist::side(self.side);
        if let Some(ep) = self.ep_square {
            key ^= zobrist::en_passant(ep.file());
        }
        (key, pawn_key)
    }

    /// The key the position would have after `m` (for prefetching the TT); approximate for
    /// castling-rights and en-passant changes, which only cost a prefetch miss.
    pub fn key_after(&self, m: Move) -> u64 {
        let Some(moving) = self.piece_at(m.from()) else {
            return self.key;
        };
        let mut key = self.key ^ zobrist::side(Color::Black);
        key ^= zobrist::piece(moving, m.from()) ^ zobrist::piece(moving, m.to());
        if let Some(captured) = self.piece_at(m.to()) {
            key ^= zobrist::piece(captured, m.to());
        }
        key
    }

    // ---- Move properties -----------------------------------------------------------------

    /// Whether `m` captures (en passant included; castling is not a capture).
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle => false,
            _ => self.by_color(self.side.flip()).contains(m.to()),
        }
    }

    /// The role a move captures, if any.
    #[inline]
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        match m.kind() {
            MoveKind::EnPassant => Some(Role::Pawn),
            MoveKind::Castle => None,
            _ => self
                .role_at(m.to())
                .filter(|_| self.by_color(self.side.flip()).contains(m.to())),
        }
    }

    /// Captures and promotions: the moves quiescence search looks at.
    #[inline]
    pub fn is_noisy(&self, m: Move) -> bool {
        m.is_promotion() || self.is_capture(m)
    }

    /// Whether a legal move `m` gives check.
    pub fn gives_check(&self, m: Move) -> bool {
        let us = self.side;
        let their_king = self.king(us.flip());
        let (from, to) = (m.from(), m.to());
        let Some(moving) = self.piece_at(from) else {
            return false;
        };
        // The occupancy and the moved piece after the move, for every kind of move.
        let mut occupied = self.occupied() ^ from;
        let (piece_sq, role) = match m.kind() {
            MoveKind::Castle => {
                let rook_to = m.castle_rook_destination();
                occupied = occupied ^ to | m.castle_king_destination() | rook_to;
                (rook_to, Role::Rook)
            }
            MoveKind::EnPassant => {
                occupied = occupied ^ Square::from_coords(to.file(), from.rank()) | to;
                (to, Role::Pawn)
            }
            _ => {
                occupied |= to;
                (to, m.promotion_role().unwrap_or(moving.role))
            }
        };
        // Direct check by the moved (or promoted, or castling-rook) piece.
        if attacks::attacks(role, us, piece_sq, occupied).contains(their_king) {
            return true;
        }
        // Discovered check: one of our sliders now sees the king. The moved piece itself was
        // handled above, and a captured enemy piece cannot be one of ours.
        let ours = self.by_color(us) & occupied;
        let rooks = self.orthogonal_sliders(us) & ours;
        let bishops = self.diagonal_sliders(us) & ours;
        (attacks::rook_attacks(their_king, occupied) & rooks & !Bitboard::from_square(piece_sq))
            .any()
            || (attacks::bishop_attacks(their_king, occupied)
                & bishops
                & !Bitboard::from_square(piece_sq))
            .any()
    }

    // ---- Draws and results ---------------------------------------------------------------

    /// Neither side can possibly checkmate: K v K, K+minor v K, or only bishops on one colour.
    pub fn is_insufficient_material(&self) -> bool {
        if (self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen)).any() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        let minors = (knights | bishops).count();
        if minors <= 1 {
            return true;
        }
        // Only bishops, all on squares of one colour: no mate is possible.
        knights.is_empty()
            && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
    }

    /// `color` alone has material that could ever mate (for flag-fall draws).
    pub fn can_mate(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        if (ours
            & (self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen)))
        .any()
        {
            return true;
        }
        let minors = ours & (self.by_role(Role::Knight) | self.by_role(Role::Bishop));
        // A lone minor cannot force mate but can mate with help if the opponent has pieces;
        // FIDE counts "any series of legal moves", so two minors, or one with enemy blockers.
        minors.count() >= 2 || (minors.any() && self.by_color(color.flip()).count() > 1)
    }

    /// The square of the rank `rank` for `color` (rank 1 of Black is rank 8).
    pub fn relative_rank(color: Color, sq: Square) -> Rank {
        sq.rank().relative(color)
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl std::fmt::Display for Position {
    /// An ASCII diagram followed by the FEN.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            write!(f, "{} ", rank.char())?;
            for file in File::ALL {
                let c = self
                    .piece_at(Square::from_coords(file, *rank))
                    .map_or('.', Piece::char);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "   a b c d e f g h")?;
        write!(f, "{}", self.to_fen())
    }
}
