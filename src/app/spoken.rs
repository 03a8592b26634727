//! Words for a screen reader: a square and its piece, a move as a sentence, the whole position
//! piece by piece, the clocks, the end of a game; and the [`Announcer`], which decides what to
//! say when the game changes. SAN read aloud ("N x f 3 plus") is hard to follow, so moves are
//! said in words: "White knight g1 takes bishop f3, check".

use std::time::Duration;

use crate::chess::{CastleSide, Color, Move, Outcome, Position, Role, Square};

/// "white" or "black".
pub fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "White" or "Black".
fn color_title(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "knight", "queen"…
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn role_plural(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawns",
        Role::Knight => "knights",
        Role::Bishop => "bishops",
        Role::Rook => "rooks",
        Role::Queen => "queens",
        Role::King => "kings",
    }
}

/// "e4, white knight" or "e5, empty".
pub fn square_text(pos: &Position, sq: Square) -> String {
    match pos.piece_at(sq) {
        Some(piece) => format!(
            "{sq}, {} {}",
            color_word(piece.color),
            role_name(piece.role)
        ),
        None => format!("{sq}, empty"),
    }
}

/// A move played from `before`, in words: "White knight g1 to f3", "Black pawn e4 takes d3 en
/// passant", "White castles kingside", "White pawn e7 to e8, promotes to queen, check".
pub fn move_text(before: &Position, mv: Move) -> String {
    let mover = before.side_to_move();
    let from = mv.from();
    let to = mv.to();
    let mut text = if mv.is_castle() {
        let side = if to.file() > from.file() {
            "kingside"
        } else {
            "queenside"
        };
        format!("{} castles {side}", color_title(mover))
    } else {
        let role = before.role_at(from).map_or("piece", role_name);
        let mut text = format!("{} {role} {from}", color_title(mover));
        if mv.is_en_passant() {
            text.push_str(&format!(" takes {to} en passant"));
        } else if let Some(taken) = before.role_at(to) {
            text.push_str(&format!(" takes {} {to}", role_name(taken)));
        } else {
            text.push_str(&format!(" to {to}"));
        }
        if let Some(promoted) = mv.promotion_role() {
            text.push_str(&format!(", promotes to {}", role_name(promoted)));
        }
        text
    };
    let after = before.after(mv);
    if after.is_checkmate() {
        text.push_str(", checkmate");
    } else if after.in_check() {
        text.push_str(", check");
    }
    text
}

/// The legal targets of the piece on `from`: "White knight g1 picked: f3, h3" or "… picked:
/// no legal move".
pub fn targets_text(pos: &Position, from: Square) -> String {
    let piece = match pos.piece_at(from) {
        Some(p) => format!("{} {}", color_title(p.color), role_name(p.role)),
        None => "Nothing".to_owned(),
    };
    let mut squares: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from)
        // Castling is king-takes-rook inside; say where the king lands.
        .map(|m| {
            if m.is_castle() {
                m.castle_king_destination()
            } else {
                m.to()
            }
        })
        .collect();
    // From White's side of the board: rank 1 first, then file a first.
    squares.sort_by_key(|sq| *sq as u8);
    squares.dedup();
    let targets: Vec<String> = squares.iter().map(Square::to_string).collect();
    if targets.is_empty() {
        format!("{piece} {from} picked: no legal move")
    } else {
        format!("{piece} {from} picked: {}", targets.join(", "))
    }
}

/// The whole position, side by side and piece by piece: "White to move. White: king g1,
/// queen d1, rooks a1 and f1, pawns a2, b2 and c3. Black: …. Castling: White kingside. En
/// passant on d6."
pub fn position_text(pos: &Position) -> String {
    let mut text = format!("{} to move", color_title(pos.side_to_move()));
    if pos.in_check() {
        text.push_str(", in check");
    }
    text.push('.');
    for color in [Color::White, Color::Black] {
        let mut groups = Vec::new();
        // King first, pawns last.
        for role in Role::ALL.into_iter().rev() {
            let squares: Vec<String> = pos
                .pieces(color, role)
                .into_iter()
                .map(|sq| sq.to_string())
                .collect();
            match squares.len() {
                0 => {}
                1 => groups.push(format!("{} {}", role_name(role), squares[0])),
                _ => groups.push(format!("{} {}", role_plural(role), and_list(&squares))),
            }
        }
        text.push_str(&format!(" {}: {}.", color_title(color), groups.join(", ")));
    }
    let castling: Vec<String> = [Color::White, Color::Black]
        .into_iter()
        .filter_map(|color| {
            let sides: Vec<&str> = [
                (CastleSide::King, "kingside"),
                (CastleSide::Queen, "queenside"),
            ]
            .into_iter()
            .filter(|(side, _)| pos.castling().rook(color, *side).is_some())
            .map(|(_, word)| word)
            .collect();
            (!sides.is_empty()).then(|| format!("{} {}", color_title(color), sides.join(" and ")))
        })
        .collect();
    if !castling.is_empty() {
        text.push_str(&format!(" Castling: {}.", castling.join(", ")));
    }
    if let Some(ep) = pos.ep_square() {
        text.push_str(&format!(" En passant on {ep}."));
    }
    text
}

/// "a2, b2 and c3".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A clock in words: "4 minutes 32 seconds", "1 hour 2 minutes", "9.5 seconds".
pub fn clock_text(remaining: Duration) -> String {
    let tenths = remaining.as_millis() / 100;
    let secs = tenths / 10;
    if secs < 10 {
        return format!("{secs}.{} seconds", tenths % 10);
    }
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    let unit = |n: u128, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(unit(h, "hour", "hours"));
    }
    if m > 0 {
        parts.push(unit(m, "minute", "minutes"));
    }
    if s > 0 && h == 0 {
        parts.push(unit(s, "second", "seconds"));
    }
    parts.join(" ")
}

/// Both clocks: "White 4 minutes 32 seconds, Black 5 minutes".
pub fn clocks_text(white: Duration, black: Duration) -> String {
    format!("White {}, Black {}", clock_text(white), clock_text(black))
}

/// The end of a game: "Checkmate. Black wins".
pub fn outcome_text(outcome: Outcome) -> String {
    super::game::describe_outcome(outcome).replace(" — ", ". ")
}

/// What the announcer sees of the game each frame.
#[derive(Clone, Copy, Debug)]
pub struct Observed<'a> {
    /// The position before the move shown last (none at the start).
    pub before: Option<&'a Position>,
    /// The move that led to the shown position.
    pub last_move: Option<Move>,
    /// The shown position.
    pub shown: &'a Position,
    /// The game's result, once over.
    pub outcome: Option<Outcome>,
    /// The running clock's side and its time left.
    pub running_clock: Option<(Color, Duration)>,
    /// The square picked on the board (keyboard or mouse).
    pub picked: Option<Square>,
}

/// Low-time warnings, said once each as a running clock passes them.
const WARNINGS: [Duration; 3] = [
    Duration::from_secs(60),
    Duration::from_secs(30),
    Duration::from_secs(10),
];

/// Decides what a screen reader says: the move shown (played, or stepped to in the record),
/// the end of the game, a piece picked with its targets, low time; and what the user asks
/// for (the position, the clocks). Each new text replaces the last; `serial` counts them, so a
/// front end can tell a repeat of the same words from no news.
#[derive(Debug, Default)]
pub struct Announcer {
    text: String,
    serial: u64,
    seen_move: Option<(u64, Option<Move>)>,
    seen_outcome: Option<Outcome>,
    seen_pick: Option<Square>,
    /// The warnings already given, per side (index into [`WARNINGS`] + 1).
    warned: [usize; 2],
}

impl Announcer {
    /// The latest announcement ("" before the first).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many announcements were made.
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// Says `text` now (a command: describe the position, say the clocks).
    pub fn say(&mut self, text: impl Into<String>) {
        self.text = text.into();
        self.serial += 1;
    }

    /// Looks at the game; announces what changed since the last look. Returns whether it did.
    pub fn observe(&mut self, seen: &Observed<'_>) -> bool {
        let mut parts: Vec<String> = Vec::new();
        let shown = (seen.shown.key(), seen.last_move);
        if self.seen_move != Some(shown) {
            let first_look = self.seen_move.is_none();
            self.seen_move = Some(shown);
            if !first_look && let (Some(before), Some(mv)) = (seen.before, seen.last_move) {
                parts.push(move_text(before, mv));
            }
            // A new position drops the pick.
            self.seen_pick = None;
        }
        if seen.outcome != self.seen_outcome {
            if let Some(outcome) = seen.outcome {
                parts.push(outcome_text(outcome));
            }
            self.seen_outcome = seen.outcome;
        }
        if seen.picked != self.seen_pick {
            match seen.picked {
                Some(sq) => parts.push(targets_text(seen.shown, sq)),
                None if parts.is_empty() => parts.push("Put back".to_owned()),
                None => {}
            }
            self.seen_pick = seen.picked;
        }
        if let Some((color, left)) = seen.running_clock {
            let warned = &mut self.warned[color as usize];
            // A clock above every warning (a new game, a take-back) starts over.
            if left > WARNINGS[0] {
                *warned = 0;
            }
            let due = WARNINGS.iter().filter(|w| left <= **w).count();
            if due > *warned {
                *warned = due;
                parts.push(format!(
                    "{} has {} left",
                    color_title(color),
                    clock_text(WARNINGS[due - 1])
                ));
            }
        }
        if parts.is_empty() {
            return false;
        }
        self.say(parts.join(". "));
        true
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::chess::OutcomeReason;

    fn play(pos: &Position, uci: &str) -> (Position, Move) {
        let mv = pos.parse_uci_move(uci).unwrap();
        (pos.after(mv), mv)
    }

    #[test]
    fn moves_in_words() {
        let start = Position::startpos();
        assert_eq!(
            move_text(&start, start.parse_uci_move("g1f3").unwrap()),
            "White knight g1 to f3"
        );
        let pos = Position::from_fen(
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1",
        )
        .unwrap();
        assert_eq!(
            move_text(&pos, pos.parse_uci_move("f3f7").unwrap()),
            "White queen f3 takes pawn f7, checkmate"
        );
        let castle = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let mv = castle.parse_uci_move("e1g1").unwrap();
        assert_eq!(move_text(&castle, mv), "White castles kingside");
        let ep = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        assert_eq!(
            move_text(&ep, ep.parse_uci_move("e5d6").unwrap()),
            "White pawn e5 takes d6 en passant"
        );
        let promo = Position::from_fen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            move_text(&promo, promo.parse_uci_move("e7e8q").unwrap()),
            "White pawn e7 to e8, promotes to queen, check"
        );
    }

    #[test]
    fn squares_targets_and_the_whole_position() {
        let start = Position::startpos();
        assert_eq!(square_text(&start, Square::G1), "g1, white knight");
        assert_eq!(square_text(&start, Square::E4), "e4, empty");
        assert_eq!(
            targets_text(&start, Square::G1),
            "White knight g1 picked: f3, h3"
        );
        assert_eq!(
            targets_text(&start, Square::D1),
            "White queen d1 picked: no legal move"
        );
        let castle = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert!(targets_text(&castle, Square::E1).contains("g1"));
        let text = position_text(&start);
        assert!(text.starts_with("White to move. White: king e1, queen d1, rooks a1 and h1"));
        assert!(text.contains("pawns a2, b2, c2, d2, e2, f2, g2 and h2."));
        assert!(text.contains("Black: king e8"));
        assert!(
            text.ends_with("Castling: White kingside and queenside, Black kingside and queenside.")
        );
    }

    #[test]
    fn clocks_in_words() {
        assert_eq!(
            clock_text(Duration::from_millis(272_000)),
            "4 minutes 32 seconds"
        );
        assert_eq!(clock_text(Duration::from_secs(300)), "5 minutes");
        assert_eq!(clock_text(Duration::from_secs(3720)), "1 hour 2 minutes");
        assert_eq!(clock_text(Duration::from_millis(9_500)), "9.5 seconds");
        assert_eq!(clock_text(Duration::from_secs(61)), "1 minute 1 second");
    }

    #[test]
    fn the_announcer_says_what_changed_once() {
        let mut announcer = Announcer::default();
        let start = Position::startpos();
        let quiet = Observed {
            before: None,
            last_move: None,
            shown: &start,
            outcome: None,
            running_clock: None,
            picked: None,
        };
        // The first look says nothing: the user did nothing yet.
        assert!(!announcer.observe(&quiet));
        assert!(!announcer.observe(&quiet));
        assert!(announcer.observe(&Observed {
            picked: Some(Square::G1),
            ..quiet
        }));
        assert_eq!(announcer.text(), "White knight g1 picked: f3, h3");
        let (after, mv) = play(&start, "g1f3");
        let moved = Observed {
            before: Some(&start),
            last_move: Some(mv),
            shown: &after,
            ..quiet
        };
        assert!(announcer.observe(&moved));
        assert_eq!(announcer.text(), "White knight g1 to f3");
        assert!(!announcer.observe(&moved), "said once");
        let serial = announcer.serial();
        let ended = Observed {
            outcome: Some(Outcome {
                winner: Some(Color::White),
                reason: OutcomeReason::Resignation,
            }),
            ..moved
        };
        assert!(announcer.observe(&ended));
        assert_eq!(announcer.text(), "Black resigns. White wins");
        assert_eq!(announcer.serial(), serial + 1);
        // Low time: each warning once, as the clock passes it.
        let mut clock = |secs: u64| {
            announcer.observe(&Observed {
                running_clock: Some((Color::Black, Duration::from_secs(secs))),
                ..ended
            })
        };
        assert!(!clock(90));
        assert!(clock(59));
        assert!(!clock(58));
        assert!(clock(9));
        assert_eq!(announcer.text(), "Black has 10 seconds left");
    }
}
