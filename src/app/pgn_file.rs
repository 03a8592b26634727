//! PGN files as the user's data: a game read from a file remembers where it is
//! ([`GameLocation`]), so saving it replaces exactly that game and leaves every other byte of
//! the file as it was. A file changed on disk since it was read is never overwritten blindly
//! ([`SaveError::ChangedOnDisk`]). Every write goes through a temporary file and a rename, so
//! a crash or a full disk never leaves half a file.

use std::{
    fs::File,
    io::{self, BufReader, Read, Seek, SeekFrom, Write},
    path::{Path, PathBuf},
    time::SystemTime,
};

use crate::formats::pgn::GameIndexer;

/// What a file looked like when it was read: a later write first checks it is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileStamp {
    len: u64,
    modified: Option<SystemTime>,
}

impl FileStamp {
    /// The stamp of the file as it is now.
    pub fn of(path: &Path) -> io::Result<FileStamp> {
        let meta = std::fs::metadata(path)?;
        Ok(FileStamp {
            len: meta.len(),
            modified: meta.modified().ok(),
        })
    }
}

/// One game's place in a PGN file: the bytes `start..end` hold it, from its first token to
/// its last (its result). What lies between games (empty lines, `%` lines) is not part of it
/// and is never rewritten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLocation {
    /// The file.
    pub path: PathBuf,
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Byte offset of the game's first token.
    pub start: u64,
    /// Byte offset just past the game's last token.
    pub end: u64,
    /// The line the game starts on, from 1.
    pub line: u64,
    /// The file as it was when the game was read.
    pub stamp: FileStamp,
}

impl GameLocation {
    /// Finds where the game that starts at `start` (line `line`, number `number`) ends, by
    /// reading its tokens.
    pub fn find(path: &Path, number: usize, start: u64, line: u64) -> io::Result<GameLocation> {
        let stamp = FileStamp::of(path)?;
        let mut file = File::open(path)?;
        file.seek(SeekFrom::Start(start))?;
        let mut games = GameIndexer::starting_at(BufReader::new(file), start, line);
        let Some(game) = games.next().transpose()? else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("no game {number} at byte {start}"),
            ));
        };
        let end = game.end;
        Ok(GameLocation {
            path: path.to_owned(),
            number,
            start,
            end,
            line,
            stamp,
        })
    }

    /// The location of the only game of a file just written whole (its end is the file's).
    pub fn whole_file(path: &Path) -> io::Result<GameLocation> {
        let stamp = FileStamp::of(path)?;
        Ok(GameLocation {
            path: path.to_owned(),
            number: 1,
            start: 0,
            end: stamp.len,
            line: 1,
            stamp,
        })
    }

    /// Whether the file changed on disk since the game was read.
    pub fn changed_on_disk(&self) -> bool {
        FileStamp::of(&self.path).map_or(true, |now| now != self.stamp)
    }
}

/// Why a game could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file is not what it was when the game was read: writing at the remembered place
    /// could damage another game.
    #[error("{} changed on disk since the game was read", path.display())]
    ChangedOnDisk {
        /// The file.
        path: PathBuf,
    },
    /// Reading or writing failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
}

/// Replaces the game at `location` with `pgn` (one game's PGN text); every byte before and
/// after it stays as it was. Returns the game's new location.
pub fn replace_game(location: &GameLocation, pgn: &str) -> Result<GameLocation, SaveError> {
    let path = &location.path;
    let io_error = |source| SaveError::Io {
        path: path.clone(),
        source,
    };
    if location.changed_on_disk() {
        return Err(SaveError::ChangedOnDisk { path: path.clone() });
    }
    let old = std::fs::read(path).map_err(io_error)?;
    let (Ok(start), Ok(end)) = (
        usize::try_from(location.start),
        usize::try_from(location.end),
    ) else {
        return Err(SaveError::ChangedOnDisk { path: path.clone() });
    };
    let (Some(before), Some(after)) = (old.get(..start), old.get(end..)) else {
        return Err(SaveError::ChangedOnDisk { path: path.clone() });
    };
    let game = pgn.trim_end().as_bytes();
    let separator: &[u8] = match after.first() {
        // The last game: the file ends with a newline.
        None => b"\n",
        Some(b) if b.is_ascii_whitespace() => b"",
        // Something followed the old game on its line: keep the next game apart.
        Some(_) => b"\n\n",
    };
    let mut new = Vec::with_capacity(before.len() + game.len() + separator.len() + after.len());
    new.extend_from_slice(before);
    new.extend_from_slice(game);
    new.extend_from_slice(separator);
    new.extend_from_slice(after);
    write_atomically(path, &new).map_err(io_error)?;
    let stamp = FileStamp::of(path).map_err(io_error)?;
    Ok(GameLocation {
        end: location.start + game.len() as u64,
        stamp,
        ..location.clone()
    })
}

/// Writes a file holding just this game (a new file, or one the user chose to replace).
pub fn write_single_game(path: &Path, pgn: &str) -> Result<GameLocation, SaveError> {
    let io_error = |source| SaveError::Io {
        path: path.to_owned(),
        source,
    };
    let mut text = pgn.trim_end().to_owned();
    text.push('\n');
    write_atomically(path, text.as_bytes()).map_err(io_error)?;
    let mut location = GameLocation::whole_file(path).map_err(io_error)?;
    location.end = text.trim_end().len() as u64;
    Ok(location)
}

/// Appends a game to a PGN file (created if missing), separated from the games before it by
/// an empty line. Returns the appended game's location.
pub fn append_game(path: &Path, pgn: &str) -> Result<GameLocation, SaveError> {
    let io_error = |source| SaveError::Io {
        path: path.to_owned(),
        source,
    };
    let existing = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(io_error(e)),
    };
    let mut new = existing.clone();
    if !existing.is_empty() {
        // The file may or may not end with a newline; an empty line either way separates games.
        new.extend_from_slice(if existing.ends_with(b"\n") {
            b"\n"
        } else {
            b"\n\n"
        });
    }
    let start = new.len() as u64;
    let line = 1 + new.iter().filter(|&&b| b == b'\n').count() as u64;
    new.extend_from_slice(pgn.trim_end().as_bytes());
    let end = new.len() as u64;
    new.push(b'\n');
    write_atomically(path, &new).map_err(io_error)?;
    let games = count_games(&existing);
    let stamp = FileStamp::of(path).map_err(io_error)?;
    Ok(GameLocation {
        path: path.to_owned(),
        number: games + 1,
        start,
        end,
        line,
        stamp,
    })
}

fn count_games(bytes: &[u8]) -> usize {
    GameIndexer::new(bytes).filter(Result::is_ok).count()
}

/// Writes `bytes` to `path` through a temporary file beside it, flushed to disk, then a
/// rename: readers see the old file or the new one, never a mix. The temporary name is
/// unique, so no other file of the user's is touched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .map_or("file".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.{}.tempo-tmp", std::process::id()));
    let result = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        // Keep the permissions of the file being replaced.
        if let Ok(meta) = std::fs::metadata(path) {
            std::fs::set_permissions(&tmp, meta.permissions())?;
        }
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        // Best effort: the temporary file is ours and useless now.
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Whether a file looks like text: no NUL byte in its first 64 KB. Program binaries, images
/// and archives have NULs early; PGN, FEN and EPD never do.
pub fn looks_like_text(path: &Path) -> io::Result<bool> {
    let mut head = Vec::with_capacity(1 << 16);
    File::open(path)?.take(1 << 16).read_to_end(&mut head)?;
    Ok(!head.contains(&0))
}

/// The most recently used files, newest first, at most `limit`: `path` moves to the front.
pub fn remember_recent(recent: &mut Vec<PathBuf>, path: &Path, limit: usize) {
    let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
    recent.retain(|p| p != &path);
    recent.insert(0, path);
    recent.truncate(limit);
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::formats::pgn::read_all;

    const SIX: [&str; 6] = [
        "[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
        "[Event \"two\"]\n\n1. d4 d5 *\n",
        "[Event \"three\"]\n[White \"C\"]\n\n1. c4 {English} e5 2. Nc3 *\n",
        "% an escaped line\n[Event \"four\"]\n\n1. Nf3 (1. g3) 1... d5 *\n",
        "[Event \"five\"]\n\n1. e4 c5 1/2-1/2\n",
        "[Event \"six\"]\n\n1. b3 *",
    ];

    fn six_game_file(dir: &Path) -> PathBuf {
        let path = dir.join("six.pgn");
        std::fs::write(&path, SIX.join("\n")).unwrap();
        path
    }

    fn locate(path: &Path, number: usize) -> GameLocation {
        let entry = GameIndexer::new(BufReader::new(File::open(path).unwrap()))
            .map(Result::unwrap)
            .find(|e| e.number == number)
            .unwrap();
        GameLocation::find(path, number, entry.at.offset, entry.at.line).unwrap()
    }

    #[test]
    fn replacing_game_three_keeps_the_other_five_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let path = six_game_file(dir.path());
        let before = std::fs::read_to_string(&path).unwrap();
        let location = locate(&path, 3);
        let new_game = "[Event \"three\"]\n[White \"C\"]\n\n1. c4 {English} e5 2. Nc3 Nf6 *\n";
        let moved = replace_game(&location, new_game).unwrap();
        let after = std::fs::read_to_string(&path).unwrap();
        let start = usize::try_from(location.start).unwrap();
        let end = usize::try_from(location.end).unwrap();
        assert_eq!(after[..start], before[..start], "games 1 and 2 unchanged");
        assert_eq!(
            after[usize::try_from(moved.end).unwrap()..],
            before[end..],
            "games 4 to 6 unchanged, and the `%` line before game 4"
        );
        assert!(after.contains("% an escaped line\n"));
        let games: Vec<_> = read_all(&after).into_iter().map(Result::unwrap).collect();
        assert_eq!(games.len(), 6);
        assert_eq!(games[2].mainline().len(), 4, "game 3 updated");
        // Saving again at the new location works, and keeps the file whole.
        let again = replace_game(&moved, new_game).unwrap();
        assert_eq!(
            again,
            GameLocation {
                stamp: again.stamp,
                ..moved
            }
        );
        assert_eq!(read_all(&std::fs::read_to_string(&path).unwrap()).len(), 6);
    }

    #[test]
    fn the_last_game_and_a_changed_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = six_game_file(dir.path());
        let location = locate(&path, 6);
        let moved = replace_game(&location, "[Event \"six\"]\n\n1. b3 e5 *").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("1. b3 e5 *\n"));
        assert_eq!(read_all(&text).len(), 6);
        // Another program appends a game: the remembered place is no longer trusted.
        std::fs::write(&path, format!("{text}\n[Event \"seven\"]\n\n1. a3 *\n")).unwrap();
        let err = replace_game(&moved, "1. b4 *").unwrap_err();
        assert!(matches!(err, SaveError::ChangedOnDisk { .. }), "{err}");
        assert_eq!(read_all(&std::fs::read_to_string(&path).unwrap()).len(), 7);
    }

    #[test]
    fn appending_and_atomic_writes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.pgn");
        std::fs::write(&path, "[Event \"a\"]\n\n1. e4 *").unwrap();
        let appended = append_game(&path, "[Event \"b\"]\n\n1. d4 *\n").unwrap();
        assert_eq!(appended.number, 2);
        let games = read_all(&std::fs::read_to_string(&path).unwrap());
        assert_eq!(games.len(), 2);
        assert!(games.iter().all(Result::is_ok));
        // The appended game's location is right: replacing it keeps game 1.
        replace_game(&appended, "[Event \"b\"]\n\n1. d4 d5 *").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n"
        );
        let new = dir.path().join("new.pgn");
        append_game(&new, "1. c4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&new).unwrap(), "1. c4 *\n");
        // No temporary file is left, and no other file is touched.
        std::fs::write(dir.path().join("games.tmp"), "mine").unwrap();
        write_atomically(&path, b"x").unwrap();
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["games.pgn", "games.tmp", "new.pgn"]);
        assert_eq!(
            std::fs::read(dir.path().join("games.tmp")).unwrap(),
            b"mine"
        );
    }

    #[test]
    fn text_check_and_recent_files() {
        let dir = tempfile::tempdir().unwrap();
        let binary = dir.path().join("ls.pgn");
        std::fs::write(&binary, b"\x7fELF\x02\x01\x01\0\0\0").unwrap();
        assert!(!looks_like_text(&binary).unwrap());
        let path = six_game_file(dir.path());
        assert!(looks_like_text(&path).unwrap());
        let mut recent = Vec::new();
        remember_recent(&mut recent, &path, 2);
        remember_recent(&mut recent, &binary, 2);
        remember_recent(&mut recent, &path, 2);
        assert_eq!(recent.len(), 2);
        assert!(recent[0].ends_with("six.pgn"));
    }
}
