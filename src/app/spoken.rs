//! Words for a screen reader: a square and its piece, a move as a sentence, the whole position
//! piece by piece, the clocks, the end of a game; and the [`Announcer`], which decides what to
//! say when the game changes. SAN read aloud ("N x f 3 plus") is hard to follow, so moves are
//! said in words: "White knight g1 takes bishop f3, check". The words come from the
//! catalogue (`spoken.ftl`), so the reader speaks the interface's language.

use std::time::Duration;

use crate::{
    app::i18n::Language,
    chess::{CastleSide, Color, Move, Outcome, Piece, Position, Role, Square},
    t,
};

/// "white" or "black".
pub fn color_word(color: Color) -> String {
    match color {
        Color::White => t!("spoken-colour-white"),
        Color::Black => t!("spoken-colour-black"),
    }
}

/// "White" or "Black", as the side that plays.
fn color_title(color: Color) -> String {
    match color {
        Color::White => t!("common-white"),
        Color::Black => t!("common-black"),
    }
}

/// "knight", "queen"…
pub fn role_name(role: Role) -> String {
    match role {
        Role::Pawn => t!("spoken-pawn"),
        Role::Knight => t!("spoken-knight"),
        Role::Bishop => t!("spoken-bishop"),
        Role::Rook => t!("spoken-rook"),
        Role::Queen => t!("spoken-queen"),
        Role::King => t!("spoken-king"),
    }
}

/// "knights", "queens"…
fn role_plural(role: Role) -> String {
    match role {
        Role::Pawn => t!("spoken-pawns"),
        Role::Knight => t!("spoken-knights"),
        Role::Bishop => t!("spoken-bishops"),
        Role::Rook => t!("spoken-rooks"),
        Role::Queen => t!("spoken-queens"),
        Role::King => t!("spoken-kings"),
    }
}

/// "white knight", "black queen"… (whole phrases: many languages inflect the colour with
/// the piece).
pub fn piece_name(piece: Piece) -> String {
    match (piece.color, piece.role) {
        (Color::White, Role::Pawn) => t!("spoken-white-pawn"),
        (Color::White, Role::Knight) => t!("spoken-white-knight"),
        (Color::White, Role::Bishop) => t!("spoken-white-bishop"),
        (Color::White, Role::Rook) => t!("spoken-white-rook"),
        (Color::White, Role::Queen) => t!("spoken-white-queen"),
        (Color::White, Role::King) => t!("spoken-white-king"),
        (Color::Black, Role::Pawn) => t!("spoken-black-pawn"),
        (Color::Black, Role::Knight) => t!("spoken-black-knight"),
        (Color::Black, Role::Bishop) => t!("spoken-black-bishop"),
        (Color::Black, Role::Rook) => t!("spoken-black-rook"),
        (Color::Black, Role::Queen) => t!("spoken-black-queen"),
        (Color::Black, Role::King) => t!("spoken-black-king"),
    }
}

/// `text` with its first letter capitalised, to begin a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "e4, white knight" or "e5, empty".
pub fn square_text(pos: &Position, sq: Square) -> String {
    let square = sq.to_string();
    match pos.piece_at(sq) {
        Some(piece) => t!(
            "spoken-square-piece",
            square = square,
            piece = piece_name(piece)
        ),
        None => t!("spoken-square-empty", square = square),
    }
}

/// A move played from `before`, in words: "White knight g1 to f3", "Black pawn e4 takes d3 en
/// passant", "White castles kingside", "White pawn e7 to e8, promotes to queen, check".
pub fn move_text(before: &Position, mv: Move) -> String {
    let mover = before.side_to_move();
    let from = mv.from();
    let to = mv.to();
    let mut parts = Vec::new();
    if mv.is_castle() {
        parts.push(match (mover, to.file() > from.file()) {
            (Color::White, true) => t!("spoken-white-castles-kingside"),
            (Color::White, false) => t!("spoken-white-castles-queenside"),
            (Color::Black, true) => t!("spoken-black-castles-kingside"),
            (Color::Black, false) => t!("spoken-black-castles-queenside"),
        });
    } else {
        let piece = before.piece_at(from).map_or_else(
            || t!("spoken-piece"),
            |piece| capitalised(&piece_name(piece)),
        );
        let (from, to) = (from.to_string(), to.to_string());
        parts.push(if mv.is_en_passant() {
            t!(
                "spoken-move-en-passant",
                piece = piece,
                from = from,
                to = to
            )
        } else if let Some(taken) = before.role_at(mv.to()) {
            let taken = role_name(taken);
            t!(
                "spoken-move-takes",
                piece = piece,
                from = from,
                taken = taken,
                to = to
            )
        } else {
            t!("spoken-move-to", piece = piece, from = from, to = to)
        });
        if let Some(promoted) = mv.promotion_role() {
            parts.push(t!("spoken-promotes", piece = role_name(promoted)));
        }
    }
    let after = before.after(mv);
    if after.is_checkmate() {
        parts.push(t!("spoken-checkmate"));
    } else if after.in_check() {
        parts.push(t!("spoken-check"));
    }
    parts.join(", ")
}

/// The legal targets of the piece on `from`: "White knight g1 picked: f3, h3" or "… picked:
/// no legal move".
pub fn targets_text(pos: &Position, from: Square) -> String {
    let piece = match pos.piece_at(from) {
        Some(p) => capitalised(&piece_name(p)),
        None => t!("spoken-nothing"),
    };
    let mut squares: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| {
            if m.is_castle() {
                m.castle_king_destination()
            } else {
                m.to()
            }
        })
        .collect();
    squares.sort_by_key(|sq| *sq as u8);
    squares.dedup();
    let targets: Vec<String> = squares.iter().map(Square::to_string).collect();
    let from = from.to_string();
    if targets.is_empty() {
        t!("spoken-picked-no-move", piece = piece, square = from)
    } else {
        let targets = targets.join(", ");
        t!(
            "spoken-picked",
            piece = piece,
            square = from,
            targets = targets
        )
    }
}

/// The whole position, side by side and piece by piece: "White to move. White: king g1,
/// queen d1, rooks a1 and f1, pawns a2, b2 and c3. Black: …. Castling: White kingside. En
/// passant on d6."
pub fn position_text(pos: &Position) -> String {
    let mut text = match (pos.side_to_move(), pos.in_check()) {
        (Color::White, false) => t!("spoken-white-to-move"),
        (Color::White, true) => t!("spoken-white-to-move-in-check"),
        (Color::Black, false) => t!("spoken-black-to-move"),
        (Color::Black, true) => t!("spoken-black-to-move-in-check"),
    };
    text.push('.');
    for color in [Color::White, Color::Black] {
        let mut groups = Vec::new();
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
            let sides: Vec<String> = [CastleSide::King, CastleSide::Queen]
                .into_iter()
                .filter(|side| pos.castling().rook(color, *side).is_some())
                .map(|side| match side {
                    CastleSide::King => t!("spoken-kingside"),
                    CastleSide::Queen => t!("spoken-queenside"),
                })
                .collect();
            (!sides.is_empty()).then(|| format!("{} {}", color_title(color), and_list(&sides)))
        })
        .collect();
    if !castling.is_empty() {
        let rights = castling.join(", ");
        text.push(' ');
        text.push_str(&t!("spoken-castling", rights = rights));
    }
    if let Some(ep) = pos.ep_square() {
        text.push(' ');
        text.push_str(&t!("spoken-en-passant-on", square = ep.to_string()));
    }
    text
}

/// "a2, b2 and c3".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("spoken-and-list", rest = rest.join(", "), last = last),
    }
}

/// A clock in words: "4 minutes 32 seconds", "1 hour 2 minutes", "9.5 seconds".
pub fn clock_text(remaining: Duration) -> String {
    let tenths = remaining.as_millis() / 100;
    let secs = tenths / 10;
    if secs < 10 {
        // The decimal point follows the language ("9,5" in German).
        let point = t!("spoken-decimal-point");
        let seconds = format!("{secs}{point}{}", tenths % 10);
        return t!("spoken-seconds-tenths", seconds = seconds);
    }
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(t!("spoken-hours", count = h as u64));
    }
    if m > 0 {
        parts.push(t!("spoken-minutes", count = m as u64));
    }
    if s > 0 && h == 0 {
        parts.push(t!("spoken-seconds", count = s as u64));
    }
    parts.join(" ")
}

/// Both clocks: "White 4 minutes 32 seconds, Black 5 minutes".
pub fn clocks_text(white: Duration, black: Duration) -> String {
    t!(
        "spoken-clocks",
        white = clock_text(white),
        black = clock_text(black)
    )
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
    /// The interface's language at the last look: the texts above were said in it.
    language: Option<Language>,
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
        self.observe_in(seen, crate::app::i18n::language())
    }

    /// [`Announcer::observe`] with the interface speaking `language`: after a change of
    /// language the shown move and the result are said again, so the last text is not left
    /// in the language before.
    fn observe_in(&mut self, seen: &Observed<'_>, language: Language) -> bool {
        let new_language = self
            .language
            .replace(language)
            .is_some_and(|before| before != language);
        let mut parts: Vec<String> = Vec::new();
        let shown = (seen.shown.key(), seen.last_move);
        if self.seen_move != Some(shown) || new_language {
            let first_look = self.seen_move.is_none();
            self.seen_move = Some(shown);
            if !first_look && let (Some(before), Some(mv)) = (seen.before, seen.last_move) {
                parts.push(move_text(before, mv));
            }
            // A new position drops the pick.
            self.seen_pick = None;
        }
        if seen.outcome != self.seen_outcome || new_language {
            if let Some(outcome) = seen.outcome {
                parts.push(outcome_text(outcome));
            }
            self.seen_outcome = seen.outcome;
        }
        if seen.picked != self.seen_pick {
            match seen.picked {
                Some(sq) => parts.push(targets_text(seen.shown, sq)),
                None if parts.is_empty() => parts.push(t!("spoken-put-back")),
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
                let left = clock_text(WARNINGS[due - 1]);
                parts.push(match color {
                    Color::White => t!("spoken-white-time-left", time = left),
                    Color::Black => t!("spoken-black-time-left", time = left),
                });
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

    /// A look at `shown` with nothing else going on.
    fn quiet_look(shown: &Position) -> Observed<'_> {
        Observed {
            before: None,
            last_move: None,
            shown,
            outcome: None,
            running_clock: None,
            picked: None,
        }
    }

    #[test]
    fn the_announcer_says_what_changed_once() {
        let mut announcer = Announcer::default();
        let start = Position::startpos();
        let quiet = quiet_look(&start);
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

    #[test]
    fn a_new_language_says_the_shown_move_again() {
        let mut announcer = Announcer::default();
        let start = Position::startpos();
        let (after, mv) = play(&start, "e2e4");
        let quiet = quiet_look(&start);
        let moved = Observed {
            before: Some(&start),
            last_move: Some(mv),
            shown: &after,
            ..quiet
        };
        assert!(!announcer.observe_in(&quiet, Language::English));
        assert!(announcer.observe_in(&moved, Language::English));
        let said = announcer.text().to_owned();
        assert!(!announcer.observe_in(&moved, Language::English));
        // The global language stays as it is (other tests read it): the move is said again,
        // in the catalogue's language of the moment.
        let serial = announcer.serial();
        assert!(announcer.observe_in(&moved, Language::German));
        assert_eq!(
            (announcer.serial(), announcer.text()),
            (serial + 1, said.as_str())
        );
        assert!(!announcer.observe_in(&moved, Language::German), "said once");
    }
}
