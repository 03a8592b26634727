//! Splits PGN text into tokens, one line at a time from a [`BufRead`], so a file of any size
//! streams through a small buffer. Lines are found with `memchr` in the lexer's own buffer
//! and read in place (no copy per line).
//!
//! Tolerated: a UTF-8 byte order mark at the start of any line, CRLF line ends, `%` escape
//! lines, `;` line comments, `{…}` comments spanning lines, move numbers glued to moves
//! (`1.e4`), `0-0` castling, move suffixes (`e4!?`) and Latin-1 text in tags and comments.

use std::io::{self, BufRead};

use super::{annotation::Nag, tags::GameResult};

/// Longest comment accepted; beyond it a `{` is taken as never closed.
pub const MAX_COMMENT_BYTES: usize = 1 << 20;

/// One token.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[Name "value"]`.
    Tag {
        name: std::borrow::Cow<'static, str>,
        value: String,
    },
    /// A move (SAN, UCI or a null move): a byte range of the current line.
    Move { start: usize, end: usize },
    /// `$n` or a suffix like `!?`.
    Nag(Nag),
    /// `{…}` or `; …` (raw text): a byte range of the current line when the comment fits on
    /// it, else the collected text.
    Comment(CommentText),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// A game termination marker.
    Result(GameResult),
    /// Text that is no PGN token, with the reason.
    Error { text: String, reason: &'static str },
    /// End of input.
    Eof,
}

impl Token {
    /// Whether the token belongs to movetext (so a tag after it starts a new game).
    pub(crate) fn is_movetext(&self) -> bool {
        matches!(
            self,
            Token::Move { .. } | Token::Nag(_) | Token::Comment(_) | Token::Open | Token::Close
        )
    }
}

/// A comment's raw text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum CommentText {
    /// Bytes `start..end` of the current line.
    InLine { start: usize, end: usize },
    /// A comment that spanned lines.
    Owned(String),
}

impl CommentText {
    /// The comment's text, given the line an in-line comment lies on (Latin-1 when it is no
    /// UTF-8).
    pub(crate) fn into_text(self, line: &[u8]) -> std::borrow::Cow<'_, str> {
        match self {
            CommentText::Owned(text) => text.into(),
            CommentText::InLine { start, end } => {
                let bytes = line.get(start..end).unwrap_or(&[]);
                match std::str::from_utf8(bytes) {
                    Ok(text) => text.into(),
                    Err(_) => decode_text(bytes).into(),
                }
            }
        }
    }
}

/// Where a token starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TextPosition {
    /// Line number, from 1.
    pub line: u64,
    /// Byte column in the line, from 1.
    pub column: u64,
    /// Byte offset in the input.
    pub offset: u64,
}

pub(crate) struct Lexer<R> {
    reader: R,
    /// Bytes taken from `reader`: the current line is `buf[line_start..line_end]` and
    /// everything before `line_start` is consumed.
    buf: Vec<u8>,
    line_start: usize,
    line_end: usize,
    at_end_of_input: bool,
    /// Position in the current line.
    cursor: usize,
    line_no: u64,
    line_offset: u64,
    next_line_offset: u64,
    pending_nag: Option<Nag>,
    token_at: TextPosition,
    /// Columns before the current line's first byte: nonzero only on the first line of a
    /// lexer started in the middle of a line (see [`Lexer::resuming`]).
    column_base: u64,
    /// `column_base` for the next line read.
    next_column_base: u64,
}

/// The most the lexer takes from its reader at a time (a longer line grows the buffer).
const READ_CHUNK: usize = 1 << 16;

/// Turns file bytes into text: UTF-8 when valid, else Latin-1 (old PGN files).
pub(crate) fn decode_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Bytes that may appear in a move word (SAN, UCI, `--`, `O-O`, `e.p.`), as a table: this
/// test runs for every byte of every move.
static MOVE_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric()
            || matches!(c, b'=' | b'+' | b'#' | b':' | b'-' | b'.' | b'/');
        b += 1;
    }
    table
};

fn is_move_byte(b: u8) -> bool {
    MOVE_BYTES[b as usize]
}

fn is_delimiter(b: Option<&u8>) -> bool {
    b.is_none_or(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'/')))
}

impl<R: BufRead> Lexer<R> {
    /// A lexer whose first byte is at `offset` on line `line` of the input.
    pub(crate) fn new(reader: R, offset: u64, line: u64) -> Lexer<R> {
        Lexer {
            reader,
            buf: Vec::new(),
            line_start: 0,
            line_end: 0,
            at_end_of_input: false,
            cursor: 0,
            line_no: line.saturating_sub(1),
            line_offset: offset,
            next_line_offset: offset,
            pending_nag: None,
            token_at: TextPosition::default(),
            column_base: 0,
            next_column_base: 0,
        }
    }

    /// A lexer whose first byte is at `at` in the input, which may be in the middle of a line:
    /// columns are counted from the line's real start, and the first line's start is not
    /// one (no `%` escape or byte order mark there).
    pub(crate) fn resuming(reader: R, at: TextPosition) -> Lexer<R> {
        let mut lexer = Lexer::new(reader, at.offset, at.line);
        lexer.next_column_base = at.column.saturating_sub(1);
        lexer
    }

    /// Where the last token returned starts.
    pub(crate) fn token_position(&self) -> TextPosition {
        self.token_at
    }

    /// The byte offset just past the last token returned.
    pub(crate) fn consumed_offset(&self) -> u64 {
        self.line_offset + self.cursor as u64
    }

    /// The current line's bytes (for [`Token::Move`] ranges).
    pub(crate) fn line(&self) -> &[u8] {
        self.buf.get(self.line_start..self.line_end).unwrap_or(&[])
    }

    /// Reads the next line; false at the end of input.
    fn next_line(&mut self) -> io::Result<bool> {
        self.cursor = 0;
        self.line_start = self.line_end;
        let mut searched = self.line_start;
        loop {
            let unsearched = self.buf.get(searched..).unwrap_or(&[]);
            if let Some(i) = memchr::memchr(b'\n', unsearched) {
                self.line_end = searched + i + 1;
                break;
            }
            if self.at_end_of_input {
                self.line_end = self.buf.len();
                break;
            }
            // Keep the partial line, drop what is consumed, then append what the reader has
            // (one read's worth, at most READ_CHUNK, so short texts keep a short buffer).
            self.buf.drain(..self.line_start);
            self.line_start = 0;
            searched = self.buf.len();
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            let n = chunk.len().min(READ_CHUNK);
            self.buf.extend_from_slice(chunk.get(..n).unwrap_or(&[]));
            self.reader.consume(n);
            self.at_end_of_input = n == 0;
        }
        let n = self.line_end - self.line_start;
        self.line_offset = self.next_line_offset;
        self.next_line_offset += n as u64;
        self.line_no += 1;
        self.column_base = std::mem::take(&mut self.next_column_base);
        if self.column_base == 0 && self.line().starts_with(&[0xEF, 0xBB, 0xBF]) {
            self.cursor = 3;
        }
        Ok(n > 0)
    }

    fn mark(&mut self, at: usize) {
        self.token_at = TextPosition {
            line: self.line_no,
            column: self.column_base + at as u64 + 1,
            offset: self.line_offset + at as u64,
        };
    }

    pub(crate) fn next_token(&mut self) -> io::Result<Token> {
        if let Some(nag) = self.pending_nag.take() {
            return Ok(Token::Nag(nag));
        }
        loop {
            let Some(&b) = self.line().get(self.cursor) else {
                if !self.next_line()? {
                    self.mark(0);
                    return Ok(Token::Eof);
                }
                if self.column_base == 0 && self.line().get(self.cursor) == Some(&b'%') {
                    self.cursor = self.line().len();
                }
                continue;
            };
            if b.is_ascii_whitespace() {
                self.cursor += 1;
                continue;
            }
            let start = self.cursor;
            self.mark(start);
            return match b {
                b'{' => self.comment(start + 1),
                b';' => {
                    self.cursor = self.line().len();
                    Ok(Token::Comment(CommentText::InLine {
                        start: start + 1,
                        end: self.line().len(),
                    }))
                }
                b'(' => {
                    self.cursor += 1;
                    Ok(Token::Open)
                }
                b')' => {
                    self.cursor += 1;
                    Ok(Token::Close)
                }
                b'[' => Ok(self.tag(start)),
                b'*' => {
                    self.cursor += 1;
                    Ok(Token::Result(GameResult::Unknown))
                }
                b'$' => Ok(self.numeric_nag(start)),
                b'!' | b'?' => Ok(self.suffix_nag(start)),
                b'0'..=b'9' => match self.digits(start) {
                    Some(token) => Ok(token),
                    None => continue,
                },
                b'A'..=b'Z' | b'a'..=b'z' | b'-' => Ok(self.movetext_word(start)),
                _ => Ok(self.unexpected(start)),
            };
        }
    }

    /// The next token if it is a move word on the current line with no suffix: its byte
    /// range, as [`Lexer::next_token`] would give it in a [`Token::Move`], the whitespace and
    /// move numbers before it skipped. Anything else (the line's end, a suffix, a comment, a
    /// result, `0-0`) gives `None` with the cursor at that token, for `next_token`.
    ///
    /// Why: a game's text is mostly moves and move numbers, and this loop reads them without
    /// building a token for each.
    pub(crate) fn next_plain_move(&mut self) -> Option<(usize, usize)> {
        if self.pending_nag.is_some() {
            return None;
        }
        let line = self.buf.get(self.line_start..self.line_end)?;
        let mut i = self.cursor;
        let found = loop {
            let Some(&b) = line.get(i) else {
                break None;
            };
            match b {
                b' ' | b'\t' | b'\n' | b'\r' | b'\x0C' => i += 1,
                b'0'..=b'9' => {
                    // A result or `0-0` has '-' or '/' second; a move number never does.
                    if matches!(line.get(i + 1), Some(b'-' | b'/')) {
                        break None;
                    }
                    let mut end = i + 1;
                    while line.get(end).is_some_and(u8::is_ascii_digit) {
                        end += 1;
                    }
                    while line.get(end) == Some(&b'.') {
                        end += 1;
                    }
                    // "12…" goes the long way.
                    if line.get(end) == Some(&0xE2) {
                        break None;
                    }
                    i = end;
                }
                b'A'..=b'Z' | b'a'..=b'z' => {
                    let mut end = i + 1;
                    while line.get(end).copied().is_some_and(is_move_byte) {
                        end += 1;
                    }
                    if matches!(line.get(end), Some(b'!' | b'?')) {
                        break None;
                    }
                    break Some((i, end));
                }
                _ => break None,
            }
        };
        match found {
            Some((start, end)) => {
                self.mark(start);
                self.cursor = end;
            }
            None => self.cursor = i,
        }
        found
    }

    fn comment(&mut self, from: usize) -> io::Result<Token> {
        let rest = self.line().get(from..).unwrap_or(&[]);
        if let Some(len) = memchr::memchr(b'}', rest) {
            self.cursor = from + len + 1;
            return Ok(Token::Comment(CommentText::InLine {
                start: from,
                end: from + len,
            }));
        }
        // The comment goes on over following lines.
        let mut bytes = rest.to_vec();
        loop {
            if !self.next_line()? {
                return Ok(Token::Error {
                    text: "{".into(),
                    reason: "comment not closed with '}' before the end of the file",
                });
            }
            // Inside a comment a line's leading BOM (U+FEFF) is text: `next_line` skipped it.
            self.cursor = 0;
            let line = self.line();
            if let Some(len) = memchr::memchr(b'}', line) {
                bytes.extend_from_slice(line.get(..len).unwrap_or(&[]));
                self.cursor += len + 1;
                return Ok(Token::Comment(CommentText::Owned(decode_text(&bytes))));
            }
            bytes.extend_from_slice(line);
            self.cursor = self.line().len();
            if bytes.len() > MAX_COMMENT_BYTES {
                return Ok(Token::Error {
                    text: "{".into(),
                    reason: "comment longer than 1 MB: probably a '{' without its '}'",
                });
            }
        }
    }

    fn tag(&mut self, start: usize) -> Token {
        let line = self.line();
        let mut i = start + 1;
        let skip_ws = |mut i: usize| {
            while line.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
                i += 1;
            }
            i
        };
        i = skip_ws(i);
        let name_start = i;
        while line
            .get(i)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'-'))
        {
            i += 1;
        }
        let name_end = i;
        i = skip_ws(i);
        if name_end == name_start || line.get(i) != Some(&b'"') {
            return self.bad_line(start, "malformed tag: expected [Name \"value\"]");
        }
        i += 1;
        let mut value = Vec::new();
        loop {
            // Copy up to the next quote, backslash or line end in one piece.
            let rest = line.get(i..).unwrap_or(&[]);
            let run = rest
                .iter()
                .position(|&b| matches!(b, b'"' | b'\\' | b'\r' | b'\n'))
                .unwrap_or(rest.len());
            value.extend_from_slice(rest.get(..run).unwrap_or(&[]));
            i += run;
            match line.get(i) {
                Some(b'\\') if matches!(line.get(i + 1), Some(b'"' | b'\\')) => {
                    value.extend(line.get(i + 1));
                    i += 2;
                }
                Some(b'"') => break,
                Some(b'\r' | b'\n') | None => {
                    return self.bad_line(start, "tag value not closed with '\"'");
                }
                Some(&b) => {
                    value.push(b);
                    i += 1;
                }
            }
        }
        i = skip_ws(i + 1);
        // A missing ']' at the end of the line is tolerated.
        if line.get(i) == Some(&b']') {
            i += 1;
        }
        let name = super::tags::tag_name(line.get(name_start..name_end).unwrap_or(&[]));
        self.cursor = i;
        let value = match String::from_utf8(value) {
            Ok(text) => text,
            Err(e) => e.as_bytes().iter().map(|&b| char::from(b)).collect(),
        };
        Token::Tag { name, value }
    }

    fn bad_line(&mut self, start: usize, reason: &'static str) -> Token {
        let text = decode_text(self.line().get(start..).unwrap_or(&[]));
        self.cursor = self.line().len();
        Token::Error {
            text: text.trim_end().to_owned(),
            reason,
        }
    }

    fn numeric_nag(&mut self, start: usize) -> Token {
        let mut i = start + 1;
        let mut value: u32 = 0;
        while let Some(&b) = self.line().get(i).filter(|b| b.is_ascii_digit()) {
            value = value.saturating_mul(10).saturating_add(u32::from(b - b'0'));
            i += 1;
        }
        self.cursor = i;
        match u8::try_from(value) {
            Ok(n) if i > start + 1 => Token::Nag(Nag(n)),
            _ => Token::Error {
                text: decode_text(self.line().get(start..i).unwrap_or(&[])),
                reason: "NAG must be $ followed by a number 0-255",
            },
        }
    }

    fn suffix_end(&self, start: usize) -> usize {
        let mut i = start;
        while matches!(self.line().get(i), Some(b'!' | b'?')) {
            i += 1;
        }
        i
    }

    fn suffix_nag(&mut self, start: usize) -> Token {
        let end = self.suffix_end(start);
        self.cursor = end;
        let text = self.line().get(start..end).unwrap_or(&[]);
        match Nag::from_suffix(text) {
            Some(nag) => Token::Nag(nag),
            None => Token::Error {
                text: decode_text(text),
                reason: "not a move suffix (!, ?, !!, ??, !?, ?!)",
            },
        }
    }

    /// Results, `0-0` castling and move numbers (skipped: `None`).
    fn digits(&mut self, start: usize) -> Option<Token> {
        let rest = self.line().get(start..).unwrap_or(&[]);
        // Results and `0-0` have '-' or '/' second; move numbers never do.
        if matches!(rest.get(1), Some(b'-' | b'/')) {
            for (text, result) in [
                (&b"1/2-1/2"[..], GameResult::Draw),
                (b"1-0", GameResult::WhiteWins),
                (b"0-1", GameResult::BlackWins),
            ] {
                if rest.starts_with(text) && is_delimiter(rest.get(text.len())) {
                    self.cursor = start + text.len();
                    return Some(Token::Result(result));
                }
            }
            if rest.starts_with(b"0-0") {
                return Some(self.movetext_word(start));
            }
        }
        let mut i = start;
        while self.line().get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        while matches!(self.line().get(i), Some(b'.')) {
            i += 1;
        }
        // "…" (U+2026) after a move number, as some editors write "12…".
        while self.line().get(i..i + 3) == Some(&[0xE2, 0x80, 0xA6][..]) {
            i += 3;
        }
        self.cursor = i;
        None
    }

    fn movetext_word(&mut self, start: usize) -> Token {
        let mut end = start;
        while self.line().get(end).copied().is_some_and(is_move_byte) {
            end += 1;
        }
        let suffix_end = self.suffix_end(end);
        if suffix_end > end {
            match Nag::from_suffix(self.line().get(end..suffix_end).unwrap_or(&[])) {
                Some(nag) => self.pending_nag = Some(nag),
                None => {
                    self.cursor = suffix_end;
                    return Token::Error {
                        text: decode_text(self.line().get(start..suffix_end).unwrap_or(&[])),
                        reason: "unknown move suffix",
                    };
                }
            }
        }
        self.cursor = suffix_end;
        Token::Move { start, end }
    }

    fn unexpected(&mut self, start: usize) -> Token {
        // Skip one whole UTF-8 character.
        let mut end = start + 1;
        while self.line().get(end).is_some_and(|&b| b & 0xC0 == 0x80) {
            end += 1;
        }
        self.cursor = end;
        Token::Error {
            text: decode_text(self.line().get(start..end).unwrap_or(&[])),
            reason: "unexpected character in movetext",
        }
    }
}
