//! Cutting a PGN stream into blocks of whole games, so that several threads can read one
//! file: each block is read by its own [`super::PgnReader`] (started at the block's offset
//! and line), and the games come out as one reader over the whole stream gives them.
//!
//! A cut is made only where the one reader would end a game too: before a line whose first
//! token is a tag (`[`) after movetext, or after a line whose last token is a game result,
//! outside any comment (so that games without tags are cut too). The scan follows the
//! lexer's rules for what hides a `[`: brace comments (which may span lines, and end after
//! [`MAX_COMMENT_BYTES`] as the lexer's do), rest-of-line `;` comments and `%` escape lines.

use std::io::{self, Read};

use super::lexer::MAX_COMMENT_BYTES;

/// A run of whole games from the stream.
#[derive(Debug)]
pub struct Block {
    /// The text.
    pub bytes: Vec<u8>,
    /// Its byte offset in the stream.
    pub offset: u64,
    /// The line number of its first byte, from 1.
    pub line: u64,
}

/// What the scan knows at a line start.
#[derive(Clone, Copy, Default)]
struct ScanState {
    /// Inside a brace comment, with the bytes the lexer has gathered of it so far.
    comment: Option<usize>,
    /// Movetext (or a comment) came after the last tag: a tag now starts a new game.
    after_movetext: bool,
}

/// Cuts a stream into blocks of about `block_bytes` (more when one game is longer).
pub struct GameSplitter<R> {
    reader: R,
    block_bytes: usize,
    buf: Vec<u8>,
    /// How much of `buf` has been scanned (always a line start).
    scanned: usize,
    /// The last cut found in `buf`, with the line number there.
    cut: Option<(usize, u64)>,
    state: ScanState,
    /// The line number at `scanned`.
    line_at_scanned: u64,
    /// Offset and line of `buf`'s first byte.
    offset: u64,
    line: u64,
    at_end: bool,
}

impl<R: Read> GameSplitter<R> {
    /// A splitter from the start of `reader`.
    pub fn new(reader: R, block_bytes: usize) -> GameSplitter<R> {
        GameSplitter {
            reader,
            block_bytes: block_bytes.max(1),
            buf: Vec::new(),
            scanned: 0,
            cut: None,
            state: ScanState::default(),
            line_at_scanned: 1,
            offset: 0,
            line: 1,
            at_end: false,
        }
    }

    /// The next block; `None` at the end of the stream.
    pub fn next_block(&mut self) -> Option<io::Result<Block>> {
        loop {
            if self.at_end {
                if self.buf.is_empty() {
                    return None;
                }
                let bytes = std::mem::take(&mut self.buf);
                return Some(Ok(self.emit(bytes, 0)));
            }
            if self.buf.len() >= self.block_bytes
                && let Some((cut, line)) = self.cut.take().filter(|&(cut, _)| cut > 0)
            {
                let rest = self.buf.split_off(cut);
                let bytes = std::mem::replace(&mut self.buf, rest);
                self.scanned -= cut;
                return Some(Ok(self.emit(bytes, line)));
            }
            if let Err(e) = self.fill() {
                self.at_end = true;
                self.buf.clear();
                return Some(Err(e));
            }
            self.scan();
        }
    }

    /// Wraps `bytes` (the start of `buf`) as a block; `next_line` is the line after it.
    fn emit(&mut self, bytes: Vec<u8>, next_line: u64) -> Block {
        let block = Block {
            offset: self.offset,
            line: self.line,
            bytes,
        };
        self.offset += block.bytes.len() as u64;
        self.line = next_line;
        block
    }

    /// Appends about a block's worth of input to `buf` (without zeroing the room first).
    fn fill(&mut self) -> io::Result<()> {
        let before = self.buf.len();
        let read = (&mut self.reader)
            .take(self.block_bytes as u64)
            .read_to_end(&mut self.buf);
        if read.is_ok() && self.buf.len() - before < self.block_bytes {
            self.at_end = true;
        }
        read.map(|_| ())
    }

    /// Scans the complete lines not scanned yet, noting the last cut.
    fn scan(&mut self) {
        while let Some(rest) = self.buf.get(self.scanned..) {
            let Some(end) = memchr::memchr(b'\n', rest) else {
                break;
            };
            let line_len = end + 1;
            let line = rest.get(..line_len).unwrap_or(&[]);
            let cut = scan_line(&mut self.state, line);
            if cut == Cut::Before {
                self.cut = Some((self.scanned, self.line_at_scanned));
            }
            self.scanned += line_len;
            self.line_at_scanned += 1;
            if cut == Cut::After {
                self.cut = Some((self.scanned, self.line_at_scanned));
            }
        }
    }
}

/// Where a line lets a block end.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cut {
    None,
    /// A game starts at the line (a tag after movetext).
    Before,
    /// A game ends with the line (its last token is a game result).
    After,
}

/// Follows the lexer over one line (with its `\n`).
fn scan_line(state: &mut ScanState, line: &[u8]) -> Cut {
    let mut from = 0;
    if let Some(gathered) = state.comment {
        match memchr::memchr(b'}', line) {
            Some(close) => {
                state.comment = None;
                from = close + 1;
            }
            None => {
                let gathered = gathered + line.len();
                // Past the limit the lexer gives up on the comment and goes on with the
                // next line as movetext.
                state.comment = (gathered <= MAX_COMMENT_BYTES).then_some(gathered);
                return Cut::None;
            }
        }
    } else {
        // The lexer skips a byte order mark at any line start.
        let line = line.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(line);
        match line.iter().position(|b| !b.is_ascii_whitespace()) {
            None => return Cut::None,
            Some(_) if line.first() == Some(&b'%') => return Cut::None,
            Some(first) if line.get(first) == Some(&b'[') => {
                let starts_game = state.after_movetext;
                state.after_movetext = false;
                return if starts_game { Cut::Before } else { Cut::None };
            }
            Some(_) => {}
        }
    }
    let tail = movetext(state, line.get(from..).unwrap_or(&[]));
    if tail.is_some_and(ends_with_result) {
        // The reader ends the game at its result: what follows is the next game's.
        state.after_movetext = false;
        return Cut::After;
    }
    Cut::None
}

/// The rest of a movetext line: comments opened (and maybe closed) on it, and whether it
/// holds any token. Returns the movetext after its last comment, unless the line ends
/// inside a comment.
fn movetext<'a>(state: &mut ScanState, mut rest: &'a [u8]) -> Option<&'a [u8]> {
    loop {
        let Some(at) = memchr::memchr2(b'{', b';', rest) else {
            if rest.iter().any(|b| !b.is_ascii_whitespace()) {
                state.after_movetext = true;
            }
            return Some(rest);
        };
        // A comment is a movetext token too.
        state.after_movetext = true;
        if rest.get(at) == Some(&b';') {
            return None;
        }
        let inside = rest.get(at + 1..).unwrap_or(&[]);
        match memchr::memchr(b'}', inside) {
            Some(close) => rest = inside.get(close + 1..).unwrap_or(&[]),
            None => {
                state.comment = Some(inside.len());
                return None;
            }
        }
    }
}

/// Whether the last token of movetext is a game result (standing on its own).
fn ends_with_result(text: &[u8]) -> bool {
    let text = text.trim_ascii_end();
    ["1-0", "0-1", "1/2-1/2", "*"].iter().any(|result| {
        text.strip_suffix(result.as_bytes()).is_some_and(|before| {
            before
                .last()
                .is_none_or(|b| b.is_ascii_whitespace() || *b == b')')
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::pgn::{PgnError, PgnReader, write_game};

    /// Every game (as written back) or error (with its absolute game number), read whole.
    fn read_whole(text: &[u8]) -> Vec<Result<String, PgnError>> {
        PgnReader::new(text)
            .map(|read| read.map(|game| write_game(&game)))
            .collect()
    }

    /// The same, read block by block as the import does.
    fn read_in_blocks(text: &[u8], block_bytes: usize) -> (Vec<Result<String, PgnError>>, usize) {
        let mut splitter = GameSplitter::new(text, block_bytes);
        let mut out = Vec::new();
        let mut blocks = 0;
        while let Some(block) = splitter.next_block() {
            let Ok(block) = block else {
                panic!("reading a slice failed");
            };
            blocks += 1;
            let before = out.len();
            let reader = PgnReader::starting_at(&block.bytes[..], block.offset, block.line, 0);
            for (i, read) in reader.enumerate() {
                out.push(read.map(|game| write_game(&game)).map_err(|mut e| {
                    assert_eq!(e.game, i + 1, "game numbers count within the block");
                    e.game += before;
                    e
                }));
            }
        }
        (out, blocks)
    }

    fn assert_same_in_blocks(text: &[u8], what: &str) {
        let whole = read_whole(text);
        for block_bytes in [1, 7, 100, 1000, 1 << 16] {
            let (blocks, count) = read_in_blocks(text, block_bytes);
            assert_eq!(
                blocks, whole,
                "{what}, blocks of {block_bytes} bytes ({count} blocks)"
            );
        }
    }

    #[test]
    fn blocks_give_the_games_and_errors_of_one_reader() {
        let text = "[Event \"a\"]\n[White \"x\"]\n\n1. e4 e5 {a comment\n[Event \"not a tag\"]\n} 2. Nf3 *\n\n\
                    [Event \"b\"]\n\n1. d4 ; rest of line [Event\n[Site \"still b? no: a tag after movetext\"]\n\n1. c4 1-0\n\
                    % escape line\n[Event \"c\"]\n1. e4 Ke2?? 2. Zz9 *\n[Event \"d\"]\n{only a comment}\n[Event \"e\"]\n1. e4 (1. d4 {x} d5) e5 1/2-1/2\n\
                    1. f4 *\n   [Event \"f\"]\n1. Nf3 *";
        assert_same_in_blocks(text.as_bytes(), "handmade");
        let (_, blocks) = read_in_blocks(text.as_bytes(), 1);
        assert!(blocks >= 5, "{blocks} blocks");
    }

    #[test]
    fn games_without_tags_are_cut_after_their_results() {
        let mut text = String::new();
        for i in 0..50 {
            text.push_str(match i % 5 {
                0 => "1. e4 e5 2. Nf3 1-0\n",
                1 => "1. d4 {a comment} d5 0-1\n\n",
                2 => "1. c4 (1. b3 1/2-1/2\n) e5 *\n",
                3 => "1. f4 ; rest-of-line 1-0\n e5 2. Zz1 *\n",
                _ => "1. g3 {1-0\n} g6 1/2-1/2 \n",
            });
        }
        assert_same_in_blocks(text.as_bytes(), "games without tags");
        let (_, blocks) = read_in_blocks(text.as_bytes(), 1);
        assert!(blocks >= 40, "{blocks} blocks");
    }

    #[test]
    fn an_unclosed_comment_ends_where_the_lexer_ends_it() {
        let mut text = String::from("[Event \"a\"]\n\n1. e4 {never closed\n");
        let filler = "x".repeat(99) + "\n";
        while text.len() < MAX_COMMENT_BYTES + 5000 {
            text.push_str(&filler);
        }
        text.push_str("[Event \"b\"]\n\n1. d4 d5 *\n[Event \"c\"]\n\n1. c4 *\n");
        assert_same_in_blocks(text.as_bytes(), "unclosed comment");
    }

    #[test]
    fn the_shared_pgn_files_read_the_same_in_blocks() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/pgn");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            panic!("the shared PGN files are missing: {}", dir.display());
        };
        let mut files = 0;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "pgn") {
                continue;
            }
            let Ok(text) = std::fs::read(&path) else {
                panic!("cannot read {}", path.display());
            };
            assert_same_in_blocks(&text, &path.display().to_string());
            files += 1;
        }
        assert!(files > 0, "no PGN files in {}", dir.display());
    }
}
