//! Minimal mainline PGN export and import for the desktop app.
//!
//! Kept small and isolated on purpose: the formats module's full PGN reader (variations, game
//! lists) replaces it when merged. Import reads the first game's tags `FEN` and `Result` and its
//! mainline SAN moves, skipping comments, NAGs and variations.

use super::game::Game;
use crate::chess::{Color, Outcome, OutcomeReason, Position};

/// A PGN that cannot be imported.
#[derive(Debug, thiserror::Error)]
pub enum PgnError {
    /// The FEN tag is invalid.
    #[error("PGN FEN tag: {0}")]
    Fen(#[from] crate::chess::FenError),
    /// A move token is not legal at its place.
    #[error("PGN move {number} '{token}': {reason}")]
    Move {
        /// The move number (1-based, as in the movetext).
        number: u32,
        /// The token.
        token: String,
        /// Why it failed.
        reason: String,
    },
    /// Unbalanced braces or parentheses.
    #[error("PGN movetext has an unclosed {0}")]
    Unclosed(char),
}

/// A game read from PGN.
#[derive(Debug)]
pub struct ImportedGame {
    /// The game with its moves.
    pub game: Game,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The `Result` tag or movetext result (`1-0`, `0-1`, `1/2-1/2`), if decided.
    pub result: Option<String>,
}

/// Writes `game` as PGN with the seven-tag roster (plus `FEN`/`SetUp`/`Variant` when needed).
pub fn export(game: &Game, white: &str, black: &str, date: &str, time_control: &str) -> String {
    let result = game.outcome().map_or("*", |o| o.pgn_result());
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    tag("Event", "Tempo game");
    tag("Site", "Tempo");
    tag("Date", date);
    tag("Round", "-");
    tag("White", white);
    tag("Black", black);
    tag("Result", result);
    tag("TimeControl", time_control);
    let start = game.start();
    if start.to_fen() != crate::chess::STARTPOS_FEN {
        if start.is_chess960() {
            tag("Variant", "Chess960");
        }
        tag("SetUp", "1");
        tag("FEN", &start.to_fen());
    }
    if let Some(outcome) = game.outcome() {
        tag("Termination", termination(outcome));
    }
    out.push('\n');
    let mut line = String::new();
    let mut number = start.fullmove_number();
    let mut side = start.side_to_move();
    let mut tokens = Vec::new();
    for (i, san) in game.sans().iter().enumerate() {
        if side == Color::White {
            tokens.push(format!("{number}. {san}"));
        } else if i == 0 {
            tokens.push(format!("{number}... {san}"));
        } else {
            tokens.push(san.clone());
        }
        if side == Color::Black {
            number += 1;
        }
        side = side.flip();
    }
    tokens.push(result.to_owned());
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn termination(outcome: Outcome) -> &'static str {
    match outcome.reason {
        OutcomeReason::Time => "time forfeit",
        OutcomeReason::Forfeit => "rules infraction",
        OutcomeReason::Adjudication => "adjudication",
        _ => "normal",
    }
}

/// Reads the first game of `text`.
pub fn import(text: &str) -> Result<ImportedGame, PgnError> {
    let mut fen = None;
    let mut white = None;
    let mut black = None;
    let mut result = None;
    let mut movetext = String::new();
    let mut seen_moves = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if seen_moves {
                break; // The next game's tags.
            }
            if let Some((name, value)) = parse_tag(trimmed) {
                match name {
                    "FEN" => fen = Some(value),
                    "White" => white = Some(value),
                    "Black" => black = Some(value),
                    "Result" if value != "*" => result = Some(value),
                    _ => {}
                }
            }
        } else if !trimmed.is_empty() && !trimmed.starts_with('%') {
            seen_moves = true;
            movetext.push_str(line);
            movetext.push('\n');
        }
    }
    let start = match fen {
        Some(f) => Position::from_fen(&f)?,
        None => Position::startpos(),
    };
    let mut game = Game::new(start);
    for token in mainline_tokens(&movetext)? {
        if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            if token != "*" {
                result = Some(token);
            }
            break;
        }
        let number = u32::from(game.current().fullmove_number());
        let fail = |reason: String| PgnError::Move {
            number,
            token: token.clone(),
            reason,
        };
        let mv = game.current().parse_san(&token).map_err(|e| fail(e.to_string()))?;
        game.play(mv).map_err(|e| fail(e.to_string()))?;
    }
    Ok(ImportedGame {
        game,
        white,
        black,
        result,
    })
}

fn parse_tag(line: &str) -> Option<(&str, String)> {
    let inner = line.strip_prefix('[')?.trim_end().strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name, value.replace("\\\"", "\"").replace("\\\\", "\\")))
}

/// The mainline move tokens (and a result token), without comments, NAGs, numbers or
/// variations.
fn mainline_tokens(movetext: &str) -> Result<Vec<String>, PgnError> {
    let mut tokens = Vec::new();
    let mut depth = 0u32;
    let mut chars = movetext.chars().peekable();
    let mut current = String::new();
    let flush = |current: &mut String, tokens: &mut Vec<String>, depth: u32| {
        if depth == 0 && !current.is_empty() {
            let token = current.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            let token = token.trim_end_matches(['!', '?']);
            if !token.is_empty() && !token.starts_with('$') {
                tokens.push(token.to_owned());
            } else if token.is_empty() && current.contains('-') {
                tokens.push(current.clone()); // "1-0", "0-1"
            }
        }
        current.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut current, &mut tokens, depth);
                if !chars.by_ref().any(|c| c == '}') {
                    return Err(PgnError::Unclosed('{'));
                }
            }
            ';' => {
                flush(&mut current, &mut tokens, depth);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut current, &mut tokens, depth);
                depth += 1;
            }
            ')' => {
                flush(&mut current, &mut tokens, depth);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut current, &mut tokens, depth),
            c => current.push(c),
        }
    }
    flush(&mut current, &mut tokens, depth);
    if depth > 0 {
        return Err(PgnError::Unclosed('('));
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn export_then_import() {
        let mut game = Game::default();
        for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
            let mv = game.parse_typed_move(m).unwrap();
            game.play(mv).unwrap();
        }
        let pgn = export(&game, "Alice", "Bob", "2026.01.01", "300+0");
        assert!(pgn.contains("[Result \"1-0\"]"));
        assert!(pgn.contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"));
        let imported = import(&pgn).unwrap();
        assert_eq!(imported.game.sans(), game.sans());
        assert_eq!(imported.white.as_deref(), Some("Alice"));
        assert_eq!(imported.result.as_deref(), Some("1-0"));
    }

    #[test]
    fn import_skips_comments_and_variations() {
        let pgn = "[Event \"x\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 $1 Nc6! ; rest\n3. Bb5 a6 *\n";
        let imported = import(pgn).unwrap();
        assert_eq!(imported.game.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert!(imported.result.is_none());
        assert!(matches!(import("1. e4 e4"), Err(PgnError::Move { number: 1, .. })));
        assert!(matches!(import("1. e4 {open"), Err(PgnError::Unclosed('{'))));
    }

    #[test]
    fn export_from_fen_with_black_to_move() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7").unwrap();
        let mut game = Game::new(pos);
        let mv = game.parse_typed_move("Kd7").unwrap();
        game.play(mv).unwrap();
        let pgn = export(&game, "a", "b", "?", "-");
        assert!(pgn.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]"));
        assert!(pgn.contains("7... Kd7 *"));
        assert_eq!(import(&pgn).unwrap().game.ply_count(), 1);
    }
}
