//! The folder listing behind the app's own file chooser, which works where no desktop
//! file-chooser service runs: folders first, then the files whose extension fits, each sorted
//! by name without regard to case; hidden entries only when asked for.

use std::{
    io,
    path::{Path, PathBuf},
    time::SystemTime,
};

/// One entry of a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// The file or folder name.
    pub name: String,
    /// The full path.
    pub path: PathBuf,
    /// A folder (or a link to one).
    pub is_dir: bool,
    /// Size in bytes (files).
    pub size: u64,
    /// Last change.
    pub modified: Option<SystemTime>,
}

/// Lists `dir`: folders, then the files with one of `extensions` (lower case, no dot; empty:
/// every file). Entries that cannot be read are left out.
pub fn list(dir: &Path, extensions: &[&str], show_hidden: bool) -> io::Result<Vec<DirEntry>> {
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let Ok(entry) = entry else { continue };
        let name = entry.file_name().to_string_lossy().into_owned();
        if !show_hidden && name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        // Follows links, so a link to a folder opens like a folder.
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        let is_dir = meta.is_dir();
        if !is_dir && !has_extension(&path, extensions) {
            continue;
        }
        entries.push(DirEntry {
            name,
            path,
            is_dir,
            size: meta.len(),
            modified: meta.modified().ok(),
        });
    }
    entries.sort_by(|a, b| {
        b.is_dir
            .cmp(&a.is_dir)
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    Ok(entries)
}

/// Whether `path` ends in one of `extensions` (any case); every path when there are none.
pub fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    extensions.is_empty()
        || path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x)))
}

/// What the user typed in the path field, made absolute against the shown folder; `~` is the
/// home folder.
pub fn resolve_typed(typed: &str, shown: &Path, home: Option<&Path>) -> PathBuf {
    let typed = typed.trim();
    let expanded = match (typed.strip_prefix('~'), home) {
        (Some(rest), Some(home)) => home.join(rest.trim_start_matches(['/', '\\'])),
        _ => PathBuf::from(typed),
    };
    if expanded.is_absolute() {
        expanded
    } else {
        shown.join(expanded)
    }
}

/// `812 B`, `4.1 KB`, `12.3 MB`.
pub fn human_size(bytes: u64) -> String {
    match bytes {
        0..1_000 => format!("{bytes} B"),
        1_000..1_000_000 => format!("{:.1} KB", bytes as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1} MB", bytes as f64 / 1e6),
        _ => format!("{:.1} GB", bytes as f64 / 1e9),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn folders_first_then_matching_files() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["b.pgn", "A.PGN", "notes.txt", ".hidden.pgn"] {
            std::fs::write(dir.path().join(name), "x").unwrap();
        }
        std::fs::create_dir(dir.path().join("zeta")).unwrap();
        let names =
            |entries: Vec<DirEntry>| entries.into_iter().map(|e| e.name).collect::<Vec<_>>();
        assert_eq!(
            names(list(dir.path(), &["pgn"], false).unwrap()),
            ["zeta", "A.PGN", "b.pgn"]
        );
        assert_eq!(
            names(list(dir.path(), &[], true).unwrap()),
            ["zeta", ".hidden.pgn", "A.PGN", "b.pgn", "notes.txt"]
        );
        assert!(list(&dir.path().join("missing"), &[], false).is_err());
    }

    #[test]
    fn typed_paths() {
        let shown = Path::new("/data/games");
        let home = Path::new("/home/ann");
        assert_eq!(
            resolve_typed("x.pgn", shown, Some(home)),
            Path::new("/data/games/x.pgn")
        );
        assert_eq!(
            resolve_typed(" /tmp/y.pgn ", shown, Some(home)),
            Path::new("/tmp/y.pgn")
        );
        assert_eq!(
            resolve_typed("~/z.pgn", shown, Some(home)),
            Path::new("/home/ann/z.pgn")
        );
        assert_eq!(human_size(4_100), "4.1 KB");
    }
}
