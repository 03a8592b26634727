//! What the app knows about each move beyond the move itself: the engine's evaluation, depth
//! and thinking time, and the mover's clock. Saved PGNs carry them as comments
//! (`{[%eval 0.35,12] [%clk 0:04:58.2] +0.35/12 1.2s}`), so engine games can be replayed with
//! their evaluations in any PGN viewer.

use std::time::Duration;

use super::engine_runner::EngineRunner;
use crate::{
    engine::Score,
    formats::pgn::{self as fpgn, Clock, Command, Eval, EvalScore},
};

/// The annotations of one move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    /// The engine's score from White's point of view.
    pub white_score: Option<Score>,
    /// The depth it reached.
    pub depth: Option<u32>,
    /// How long it thought.
    pub think: Option<Duration>,
    /// The move came from the opening book.
    pub book: bool,
    /// The mover's remaining time after the move (timed games).
    pub clock: Option<Duration>,
}

impl MoveNote {
    /// The note for the move `runner`'s search just produced.
    pub fn from_engine(runner: &EngineRunner) -> MoveNote {
        MoveNote {
            white_score: runner.white_score(),
            depth: runner.progress().and_then(|i| i.depth),
            think: runner.search_time(),
            ..MoveNote::default()
        }
    }

    /// A book move.
    pub fn book() -> MoveNote {
        MoveNote {
            book: true,
            ..MoveNote::default()
        }
    }

    /// The comment text after the commands: `+0.35/12 1.2s`, `book`.
    pub fn text(&self) -> String {
        let mut parts = Vec::new();
        if self.book {
            parts.push("book".to_owned());
        }
        if let Some(score) = self.white_score {
            let depth = self.depth.map_or(String::new(), |d| format!("/{d}"));
            parts.push(format!("{}{depth}", format_score(score)));
        }
        if let Some(think) = self.think {
            parts.push(format!("{:.1}s", think.as_secs_f64()));
        }
        parts.join(" ")
    }

    fn commands(&self) -> Vec<Command> {
        let mut commands = Vec::new();
        if let Some(score) = self.white_score {
            let score = match score {
                Score::Cp(cp) => EvalScore::Centipawns(cp),
                Score::Mate(n) => EvalScore::Mate(n),
            };
            commands.push(Command::Eval(Eval {
                score,
                depth: self.depth,
            }));
        }
        if let Some(clock) = self.clock {
            let ms = u64::try_from(clock.as_millis()).unwrap_or(u64::MAX);
            commands.push(Command::Clock(Clock(ms)));
        }
        commands
    }
}

/// A score as the app writes it, from White's point of view: `+0.35`, `#3`, `-#2`.
pub fn format_score(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
        Score::Mate(n) if n >= 0 => format!("#{n}"),
        Score::Mate(n) => format!("-#{}", -n),
    }
}

/// The notes of the game's moves, by ply (index 0 is the first move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNotes {
    notes: Vec<MoveNote>,
}

impl MoveNotes {
    /// Forgets every note (new or loaded game).
    pub fn clear(&mut self) {
        self.notes.clear();
    }

    /// Records the note of the move that made `ply` plies (1-based); notes of later plies
    /// (taken back) go.
    pub fn record(&mut self, ply: usize, note: MoveNote) {
        let index = ply.saturating_sub(1);
        self.notes.truncate(index);
        self.notes.resize(index, MoveNote::default());
        self.notes.push(note);
    }

    /// The note of ply `ply` (1-based).
    pub fn get(&self, ply: usize) -> Option<&MoveNote> {
        self.notes.get(ply.checked_sub(1)?)
    }

    /// Adds the notes to the mainline of a PGN text written by the app: commands
    /// (`[%eval]`, `[%clk]`) replace any already there, the text joins the comment.
    /// Text that does not read back is returned unchanged.
    pub fn annotate_pgn(&self, pgn: &str) -> String {
        if self.notes.is_empty() {
            return pgn.to_owned();
        }
        let Some(Ok(mut game)) = fpgn::read_all(pgn).into_iter().next() else {
            return pgn.to_owned();
        };
        let mainline = game.mainline();
        // The first mainline entry is the root (no move).
        for (node_id, note) in mainline.into_iter().skip(1).zip(&self.notes) {
            let Some(node) = game.node_mut(node_id) else {
                break;
            };
            let commands = note.commands();
            node.commands.retain(|c| {
                !matches!(c, Command::Eval(_) | Command::Clock(_))
                    || !commands
                        .iter()
                        .any(|n| std::mem::discriminant(n) == std::mem::discriminant(c))
            });
            node.commands.extend(commands);
            let text = note.text();
            if !text.is_empty() {
                node.comment = if node.comment.is_empty() {
                    text
                } else {
                    format!("{} {text}", node.comment)
                };
            }
        }
        fpgn::write_game(&game)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn notes_become_pgn_comments() {
        let mut notes = MoveNotes::default();
        notes.record(
            1,
            MoveNote {
                white_score: Some(Score::Cp(35)),
                depth: Some(12),
                think: Some(Duration::from_millis(1234)),
                clock: Some(Duration::from_millis(298_200)),
                book: false,
            },
        );
        notes.record(2, MoveNote::book());
        let pgn = "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
        let annotated = notes.annotate_pgn(pgn);
        assert!(
            annotated.contains("1. e4 { [%eval 0.35,12] [%clk 0:04:58.2] +0.35/12 1.2s }")
                || annotated.contains("{[%eval 0.35,12] [%clk 0:04:58.2] +0.35/12 1.2s}"),
            "{annotated}"
        );
        assert!(annotated.contains("book"), "{annotated}");
        // Read back: the commands are parsed again.
        let game = fpgn::read_all(&annotated).remove(0).unwrap();
        let first = game.mainline()[1];
        assert_eq!(game.node(first).unwrap().clock(), Some(Clock(298_200)));
        // A take-back drops later notes.
        notes.record(1, MoveNote::default());
        assert!(notes.get(2).is_none());
    }
}
