//! A game made ready for storing, off the writing thread: its encoded tags and moves, the
//! searched fields, the duplicate hash and its rows of the position index.

use super::{
    error::RecordError,
    header::{date_number, eco_number, elo_number, encode_tags, result_code},
    move_code::MoveCode,
    record::{EncodedMoves, MoveFacts, move_at},
};
use crate::{
    chess::{Color, Position, Role},
    formats::pgn::{Game, GameResult, Tags},
};

/// Everything the games row and the position index need of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreparedGame {
    /// The White tag (absent: `None`).
    pub white: Option<String>,
    /// The Black tag.
    pub black: Option<String>,
    /// The Event tag.
    pub event: Option<String>,
    /// The Site tag.
    pub site: Option<String>,
    /// The date as `YYYYMMDD`.
    pub date: Option<i64>,
    /// The result code (`header::result_code` of the game termination marker).
    pub result: i64,
    /// White's rating.
    pub white_elo: Option<i64>,
    /// Black's rating.
    pub black_elo: Option<i64>,
    /// The ECO code as a number.
    pub eco: Option<i64>,
    /// Mainline plies (up to the first null move).
    pub plies: i64,
    /// Men on the board at the last indexed ply, for games longer than the index.
    pub deep_men: Option<i64>,
    /// Pawns still on their home squares at the last indexed ply (see [`home_pawns`]).
    pub deep_home: Option<i64>,
    /// Men on the board at the end of the mainline.
    pub final_men: i64,
    /// The duplicate hash: players, date, start position and mainline.
    pub hash: i64,
    /// The tag blob.
    pub tags: Vec<u8>,
    /// The move record.
    pub moves: Vec<u8>,
    /// The index rows: each position's key at its first arrival on the mainline within the
    /// index depth, and the byte of the move played from it (`None` at the game's end).
    pub positions: Vec<(i64, Option<u8>)>,
}

/// The pawns on their home squares as 16 bits: White's a2–h2 in bits 0–7, Black's a7–h7 in
/// bits 8–15. A pawn that has left its home square never comes back, so a position can only
/// follow one whose home pawns include its own.
pub fn home_pawns(pos: &Position) -> i64 {
    let white = (pos.pieces(Color::White, Role::Pawn).0 >> 8) & 0xFF;
    let black = (pos.pieces(Color::Black, Role::Pawn).0 >> 48) & 0xFF;
    (white | black << 8) as i64
}

/// The men on the board (captures only ever lower it).
pub fn men(pos: &Position) -> i64 {
    i64::from(pos.occupied().count())
}

/// The key the position index and position search use: the Zobrist key of placement, side
/// to move, castling rights and the en-passant square when a pawn can capture there.
pub fn position_key(pos: &Position) -> i64 {
    pos.key() as i64
}

/// FNV-1a, 64 bits: stable across builds and platforms (the hash is stored).
fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for part in parts {
        for &byte in *part {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        // A separator so that ("ab", "c") and ("a", "bc") differ.
        hash ^= 0xFF;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Prepares `game` for a database whose index holds `index_plies` plies and whose records
/// name moves by `code`.
pub fn prepare(game: &Game, index_plies: usize, code: MoveCode) -> PreparedGame {
    prepare_with(game, &MoveFacts::replay(game, index_plies, code))
}

/// Prepares `game` from the facts of its moves gathered as it was read.
pub fn prepare_with(game: &Game, facts: &MoveFacts) -> PreparedGame {
    prepare_parts(&game.tags, game.result(), facts.encode(game))
}

/// Prepares a game from its tags, result and encoded moves (from its tree or read flat).
pub fn prepare_parts(tags: &Tags, result: GameResult, encoded: EncodedMoves) -> PreparedGame {
    let owned = |name: &str| tags.get(name).map(str::to_owned);
    let hash = fnv1a(&[
        tags.get("White").unwrap_or("").as_bytes(),
        tags.get("Black").unwrap_or("").as_bytes(),
        tags.get("Date").unwrap_or("").as_bytes(),
        tags.get("FEN").unwrap_or("").as_bytes(),
        &encoded.mainline,
    ]);
    let deep = encoded.deep;
    PreparedGame {
        white: owned("White"),
        black: owned("Black"),
        event: owned("Event"),
        site: owned("Site"),
        date: tags.get("Date").and_then(date_number),
        result: result_code(result),
        white_elo: elo_number(tags.get("WhiteElo")),
        black_elo: elo_number(tags.get("BlackElo")),
        eco: tags.get("ECO").and_then(eco_number),
        plies: encoded.mainline.len() as i64,
        deep_men: deep.map(|d| d.0),
        deep_home: deep.map(|d| d.1),
        final_men: encoded.final_men,
        hash: hash as i64,
        tags: encode_tags(tags),
        moves: encoded.bytes,
        positions: encoded.keys,
    }
}

/// The index rows of a mainline given as record bytes (rebuilding the index of stored
/// games): the same rows [`prepare`] makes.
pub fn index_rows_from_record(
    start: &Position,
    mainline: &[u8],
    index_plies: usize,
    code: MoveCode,
) -> Result<Vec<(i64, Option<u8>)>, RecordError> {
    let mut pos = start.clone();
    let mut rows = Vec::with_capacity(index_plies + 1);
    let last = index_plies.min(mainline.len());
    for ply in 0..=last {
        let next = mainline.get(ply).copied();
        push_first(&mut rows, position_key(&pos), next);
        match next {
            Some(byte) if ply < last => pos.play_unchecked(move_at(code, &pos, byte, ply)?),
            _ => break,
        }
    }
    Ok(rows)
}

/// Adds the row unless the game was in that position before (first arrival counts).
pub(crate) fn push_first(rows: &mut Vec<(i64, Option<u8>)>, key: i64, next: Option<u8>) {
    if !rows.iter().any(|&(k, _)| k == key) {
        rows.push((key, next));
    }
}
