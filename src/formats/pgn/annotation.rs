//! Move annotations: NAGs and the `[%clk …]`/`[%eval …]` commands embedded in comments.
//!
//! Comment text is normalised when read (runs of white space become one space, ends
//! trimmed), so that the writer may wrap comments at 80 columns and reading the result gives
//! back the same text.

use std::fmt;

/// A Numeric Annotation Glyph (`$1`, or the suffix `!`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nag(pub u8);

impl Nag {
    /// `!`
    pub const GOOD: Nag = Nag(1);
    /// `?`
    pub const MISTAKE: Nag = Nag(2);
    /// `!!`
    pub const BRILLIANT: Nag = Nag(3);
    /// `??`
    pub const BLUNDER: Nag = Nag(4);
    /// `!?`
    pub const SPECULATIVE: Nag = Nag(5);
    /// `?!`
    pub const DUBIOUS: Nag = Nag(6);

    /// The NAG of a move suffix such as `!?`.
    pub fn from_suffix(text: &[u8]) -> Option<Nag> {
        Some(match text {
            b"!" => Nag::GOOD,
            b"?" => Nag::MISTAKE,
            b"!!" => Nag::BRILLIANT,
            b"??" => Nag::BLUNDER,
            b"!?" => Nag::SPECULATIVE,
            b"?!" => Nag::DUBIOUS,
            _ => return None,
        })
    }

    /// The move suffix for NAGs 1–6 (for display; the writer uses `$n`).
    pub fn suffix(self) -> Option<&'static str> {
        Some(match self.0 {
            1 => "!",
            2 => "?",
            3 => "!!",
            4 => "??",
            5 => "!?",
            6 => "?!",
            _ => return None,
        })
    }
}

impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

/// A clock reading from `[%clk H:MM:SS(.fff)]`, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clock(pub u64);

impl Clock {
    /// Parses `H:MM:SS`, `MM:SS` or either with up to three decimals of seconds.
    pub fn parse(text: &str) -> Option<Clock> {
        Clock::parse_bytes(text.as_bytes())
    }

    fn parse_bytes(bytes: &[u8]) -> Option<Clock> {
        let (whole, fraction) = match bytes.iter().position(|&b| b == b'.') {
            Some(dot) => {
                let (whole, rest) = bytes.split_at(dot);
                (whole, rest.get(1..))
            }
            None => (bytes, None),
        };
        let mut seconds: u64 = 0;
        let mut parts = 0;
        for part in whole.split(|&b| b == b':') {
            parts += 1;
            let value = small_number(part)?;
            if parts > 3 || (parts > 1 && value >= 60) {
                return None;
            }
            seconds = seconds * 60 + value;
        }
        if parts < 2 {
            return None;
        }
        let mut millis = seconds * 1000;
        if let Some(f) = fraction {
            if f.len() > 3 {
                return None;
            }
            millis += small_number(f)? * 10u64.pow(3 - f.len() as u32);
        }
        Some(Clock(millis))
    }
}

/// One to six ASCII digits as a number.
fn small_number(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 6 {
        return None;
    }
    digits.iter().try_fold(0u64, |n, &b| {
        b.is_ascii_digit().then(|| n * 10 + u64::from(b - b'0'))
    })
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = self.0 / 1000;
        write!(
            f,
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )?;
        let millis = self.0 % 1000;
        if millis != 0 {
            let text = format!("{millis:03}");
            write!(f, ".{}", text.trim_end_matches('0'))?;
        }
        Ok(())
    }
}

/// The score of an `[%eval …]` command, from White's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EvalScore {
    /// Centipawns (`[%eval 0.25]` is 25).
    Centipawns(i32),
    /// Mate in n moves, negative when Black mates (`[%eval #-3]`).
    Mate(i32),
}

/// An `[%eval score(,depth)]` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Eval {
    /// The score.
    pub score: EvalScore,
    /// The search depth, when given.
    pub depth: Option<u32>,
}

impl Eval {
    /// Parses `0.25`, `-1.3`, `#3`, `#-2`, optionally followed by `,depth`.
    pub fn parse(text: &str) -> Option<Eval> {
        let (score, depth) = match text.split_once(',') {
            Some((s, d)) => (s, Some(d.trim().parse::<u32>().ok()?)),
            None => (text, None),
        };
        let score = score.trim();
        let score = if let Some(mate) = score.strip_prefix('#') {
            EvalScore::Mate(mate.parse().ok()?)
        } else {
            let (negative, digits) = match score.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, score.strip_prefix('+').unwrap_or(score)),
            };
            let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
            if int.is_empty()
                || int.len() > 6
                || frac.len() > 2
                || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
            {
                return None;
            }
            let cp = int.parse::<i32>().ok()? * 100 + format!("{frac:0<2}").parse::<i32>().ok()?;
            EvalScore::Centipawns(if negative { -cp } else { cp })
        };
        Some(Eval { score, depth })
    }
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.score {
            EvalScore::Centipawns(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let abs = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)?;
            }
            EvalScore::Mate(n) => write!(f, "#{n}")?,
        }
        if let Some(depth) = self.depth {
            write!(f, ",{depth}")?;
        }
        Ok(())
    }
}

/// A `[%name value]` command found in a comment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// `[%clk …]`: the mover's remaining time after the move.
    Clock(Clock),
    /// `[%eval …]`: an engine's evaluation after the move.
    Eval(Eval),
    /// Any other command (or a `clk`/`eval` whose value could not be read), kept verbatim.
    /// Boxed: rare, and it would otherwise triple the size of every command.
    Other(Box<OtherCommand>),
}

/// A command other than `clk` and `eval`, kept verbatim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OtherCommand {
    /// The name after `%`.
    pub name: String,
    /// The rest, with white space normalised.
    pub value: String,
}

impl Command {
    /// A command other than `clk`/`eval` (or one of those whose value could not be read).
    pub fn other(name: impl Into<String>, value: impl Into<String>) -> Command {
        Command::Other(Box::new(OtherCommand {
            name: name.into(),
            value: value.into(),
        }))
    }
}

/// The commands of one comment. Most comments hold one `[%clk]` and nothing else, so one
/// command is kept inline: reading a game with clocks allocates nothing per move for them.
#[derive(Clone, Debug, Default)]
pub struct Commands(CommandsRepr);

#[derive(Clone, Debug, Default)]
enum CommandsRepr {
    #[default]
    Empty,
    One(Command),
    Many(Vec<Command>),
}

impl Commands {
    /// No commands.
    pub const fn new() -> Commands {
        Commands(CommandsRepr::Empty)
    }

    /// Appends a command.
    pub fn push(&mut self, command: Command) {
        self.0 = match std::mem::take(&mut self.0) {
            CommandsRepr::Empty => CommandsRepr::One(command),
            CommandsRepr::One(first) => CommandsRepr::Many(vec![first, command]),
            CommandsRepr::Many(mut all) => {
                all.push(command);
                CommandsRepr::Many(all)
            }
        };
    }

    /// Keeps only the commands for which `keep` is true.
    pub fn retain(&mut self, keep: impl FnMut(&Command) -> bool) {
        let mut all = std::mem::take(self).into_vec();
        all.retain(keep);
        *self = Commands::from(all);
    }

    /// Removes every command.
    pub fn clear(&mut self) {
        self.0 = CommandsRepr::Empty;
    }

    /// The commands as a vector.
    pub fn into_vec(self) -> Vec<Command> {
        match self.0 {
            CommandsRepr::Empty => Vec::new(),
            CommandsRepr::One(command) => vec![command],
            CommandsRepr::Many(all) => all,
        }
    }
}

impl std::ops::Deref for Commands {
    type Target = [Command];

    fn deref(&self) -> &[Command] {
        match &self.0 {
            CommandsRepr::Empty => &[],
            CommandsRepr::One(command) => std::slice::from_ref(command),
            CommandsRepr::Many(all) => all,
        }
    }
}

impl std::ops::DerefMut for Commands {
    fn deref_mut(&mut self) -> &mut [Command] {
        match &mut self.0 {
            CommandsRepr::Empty => &mut [],
            CommandsRepr::One(command) => std::slice::from_mut(command),
            CommandsRepr::Many(all) => all,
        }
    }
}

impl PartialEq for Commands {
    fn eq(&self, other: &Commands) -> bool {
        **self == **other
    }
}

impl Eq for Commands {}

impl From<Vec<Command>> for Commands {
    fn from(mut all: Vec<Command>) -> Commands {
        Commands(match all.len() {
            0 => CommandsRepr::Empty,
            1 => all.pop().map_or(CommandsRepr::Empty, CommandsRepr::One),
            _ => CommandsRepr::Many(all),
        })
    }
}

impl From<Command> for Commands {
    fn from(command: Command) -> Commands {
        Commands(CommandsRepr::One(command))
    }
}

impl Extend<Command> for Commands {
    fn extend<I: IntoIterator<Item = Command>>(&mut self, commands: I) {
        for command in commands {
            self.push(command);
        }
    }
}

impl FromIterator<Command> for Commands {
    fn from_iter<I: IntoIterator<Item = Command>>(commands: I) -> Commands {
        let mut all = Commands::new();
        all.extend(commands);
        all
    }
}

impl IntoIterator for Commands {
    type Item = Command;
    type IntoIter = std::vec::IntoIter<Command>;

    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl<'a> IntoIterator for &'a Commands {
    type Item = &'a Command;
    type IntoIter = std::slice::Iter<'a, Command>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Command {
    /// Builds a command from its name and value text.
    pub fn parse(name: &str, value: &str) -> Command {
        let typed = match name {
            "clk" => Clock::parse(value).map(Command::Clock),
            "eval" => Eval::parse(value).map(Command::Eval),
            _ => None,
        };
        typed.unwrap_or_else(|| Command::other(name, value))
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Clock(clock) => write!(f, "[%clk {clock}]"),
            Command::Eval(eval) => write!(f, "[%eval {eval}]"),
            Command::Other(other) if other.value.is_empty() => write!(f, "[%{}]", other.name),
            Command::Other(other) => write!(f, "[%{} {}]", other.name, other.value),
        }
    }
}

/// Collapses white space runs to single spaces and trims the ends. A `}` (which would end
/// the comment early; PGN has no escape for it) counts as white space.
pub fn normalize_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text
        .split(|c: char| c.is_whitespace() || c == '}')
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The clock of a comment that holds nothing else, `[%clk 0:03:00]`: the most common comment
/// of all, read straight from the file's bytes.
pub(crate) fn lone_clock(comment: &[u8]) -> Option<Clock> {
    let inner = comment
        .trim_ascii()
        .strip_prefix(b"[%clk ")?
        .strip_suffix(b"]")?;
    if inner.iter().any(|&b| matches!(b, b'[' | b']')) {
        return None;
    }
    Clock::parse_bytes(inner.trim_ascii())
}

/// Splits a comment into its commands and its remaining (normalised) text.
pub fn split_commands(comment: &str) -> (Commands, String) {
    if let Some(clock) = lone_clock(comment.as_bytes()) {
        return (Command::Clock(clock).into(), String::new());
    }
    let mut commands = Commands::new();
    let mut text = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let Some(len) = rest.get(start..).and_then(|s| s.find(']')) else {
            break;
        };
        let (Some(before), Some(inner), Some(after)) = (
            rest.get(..start),
            rest.get(start + 2..start + len),
            rest.get(start + len + 1..),
        ) else {
            break;
        };
        text.push_str(before);
        text.push(' ');
        let inner = normalize_text(inner);
        let (name, value) = inner.split_once(' ').unwrap_or((inner.as_str(), ""));
        commands.push(Command::parse(name, value));
        rest = after;
    }
    text.push_str(rest);
    (commands, normalize_text(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_parsed_and_printed_back() {
        let (commands, text) =
            split_commands(" [%eval -1.3,23]  good\n move [%clk 0:01:02.5] [%foo  a   b]");
        assert_eq!(text, "good move");
        assert_eq!(
            commands.into_vec(),
            vec![
                Command::Eval(Eval {
                    score: EvalScore::Centipawns(-130),
                    depth: Some(23)
                }),
                Command::Clock(Clock(62_500)),
                Command::other("foo", "a b"),
            ]
        );
        let (commands, _) = split_commands("[%eval -1.3,23] [%clk 0:01:02.5] [%foo  a   b]");
        let printed: Vec<String> = commands.iter().map(ToString::to_string).collect();
        assert_eq!(
            printed,
            ["[%eval -1.30,23]", "[%clk 0:01:02.5]", "[%foo a b]"]
        );
        assert_eq!(
            Eval::parse("#-3").map(|e| e.to_string()).as_deref(),
            Some("#-3")
        );
        assert_eq!(
            Eval::parse("-0.05").map(|e| e.to_string()).as_deref(),
            Some("-0.05")
        );
        assert_eq!(Clock::parse("1:00:00").map(|c| c.0), Some(3_600_000));
        // An unclosed opener stays text.
        let (commands, text) = split_commands("[%cl'k --e");
        assert!(commands.is_empty());
        assert_eq!(text, "[%cl'k --e");
        assert_eq!(Clock::parse("1:60:00"), None);
    }
}
