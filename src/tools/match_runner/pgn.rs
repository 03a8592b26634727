//! PGN output of match games: the seven-tag roster plus `FEN`/`SetUp` for non-standard
//! starts, `TimeControl`, `Termination`, the opening's name, engine comments on every move
//! (`{+0.25/12 0.105s}`) and a final comment saying how the game ended.

use std::time::{SystemTime, UNIX_EPOCH};

use super::game::GameRecord;
use crate::chess::{Color, STARTPOS_FEN};

/// The match-wide tags of every game.
#[derive(Clone, Debug)]
pub struct PgnTags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date`, as `YYYY.MM.DD`.
    pub date: String,
    /// `TimeControl` (`-` when none).
    pub time_control: String,
}

/// Escapes a tag value.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Escapes a comment (a `}` would end it early).
fn comment(text: &str) -> String {
    text.replace('}', ")")
}

/// The PGN text of one game, ending with a blank line.
pub fn format_game(record: &GameRecord, tags: &PgnTags, round: u32) -> String {
    let mut out = String::with_capacity(2048);
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    };
    tag("Event", &tags.event);
    tag("Site", &tags.site);
    tag("Date", &tags.date);
    tag("Round", &round.to_string());
    tag("White", &record.white);
    tag("Black", &record.black);
    tag("Result", record.end.result());
    let fen = record.start.to_fen();
    if fen != STARTPOS_FEN || record.start.is_chess960() {
        tag("SetUp", "1");
        tag("FEN", &fen);
        if record.start.is_chess960() {
            tag("Variant", "Chess960");
        }
    }
    if let Some(name) = &record.opening_name {
        tag("Opening", name);
    }
    tag("PlyCount", &record.moves.len().to_string());
    tag("TimeControl", &tags.time_control);
    tag("Termination", record.end.termination());
    out.push('\n');

    let mut tokens: Vec<String> = Vec::with_capacity(record.moves.len() * 2 + 2);
    let mut pos = record.start.clone();
    for (i, played) in record.moves.iter().enumerate() {
        let number = pos.fullmove_number();
        if pos.side_to_move() == Color::White {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(pos.san(played.mv));
        pos.play_unchecked(played.mv);
        if let Some(text) = &played.comment {
            tokens.push(format!("{{{}}}", comment(text)));
        }
    }
    tokens.push(format!("{{{}}}", comment(&record.end.describe())));
    tokens.push(record.end.result().to_owned());

    // Wrap at 80 columns; comments are kept whole.
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += token.len();
        out.push_str(&token);
    }
    out.push_str("\n\n");
    out
}

/// Today's date in UTC as PGN writes it (`YYYY.MM.DD`).
pub fn today() -> String {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::{OutcomeReason, Position},
        tools::match_runner::game::{EndReason, GameEnd, PlayedMove},
    };

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_513), (2026, 3, 1));
    }

    #[test]
    fn fools_mate_from_a_black_to_move_start() {
        let start =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1")
                .unwrap_or_else(|e| panic!("{e}"));
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for (san, note) in [
            ("e5", None),
            ("g4", Some("-1.00/3 0.010s")),
            ("Qh4#", Some("+M1/1 0.001s")),
        ] {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(m);
            moves.push(PlayedMove {
                mv: m,
                comment: note.map(str::to_owned),
            });
        }
        let record = GameRecord {
            white: "A \"quoted\"".into(),
            black: "B".into(),
            first_is_white: true,
            start,
            opening_name: Some("Barnes".into()),
            moves,
            end: GameEnd {
                winner: Some(Color::Black),
                reason: EndReason::Rules(OutcomeReason::Checkmate),
            },
        };
        let tags = PgnTags {
            event: "Test".into(),
            site: "here".into(),
            date: "2026.01.01".into(),
            time_control: "1+0.01".into(),
        };
        let text = format_game(&record, &tags, 3);
        assert!(text.contains("[White \"A \\\"quoted\\\"\"]"), "{text}");
        assert!(text.contains("[Result \"0-1\"]"));
        assert!(text.contains("[SetUp \"1\"]"));
        assert!(text.contains("[Termination \"normal\"]"));
        assert!(
            text.contains("1... e5 2. g4 {-1.00/3 0.010s} Qh4# {+M1/1 0.001s} {Black mates} 0-1"),
            "{text}"
        );
    }
}
