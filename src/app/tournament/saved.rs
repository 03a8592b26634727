//! The app's tournaments list: `<data dir>/tournaments.json` names every tournament started
//! in the app with its set-up and whether it ended; each one's state file lies beside it in
//! `<data dir>/tournaments/<id>.state`. An unfinished entry is offered to be continued when
//! the app starts again (after closing it or a crash): the same set-up and state file give
//! the same schedule, and only the missing games are played.

use std::{
    io,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use super::setup::TournamentSetup;
use crate::app::pgn_file::write_atomically;

/// One tournament of the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedTournament {
    /// Its number, which names its state file.
    pub id: u64,
    /// How it was set up.
    pub setup: TournamentSetup,
    /// Every game was played (or the SPRT decided).
    pub finished: bool,
}

/// The tournaments list and where it is kept (`None`: in memory only).
#[derive(Debug, Default)]
pub struct TournamentList {
    dir: Option<PathBuf>,
    /// The tournaments, oldest first.
    pub entries: Vec<SavedTournament>,
}

impl TournamentList {
    /// The list of `data_dir`; a missing file is an empty list, an unreadable one an error
    /// (what and where).
    pub fn load(data_dir: Option<&Path>) -> Result<TournamentList, String> {
        let Some(dir) = data_dir else {
            return Ok(TournamentList::default());
        };
        let path = dir.join("tournaments.json");
        let entries = match std::fs::read(&path) {
            Ok(bytes) => {
                serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))?
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        Ok(TournamentList {
            dir: Some(dir.to_owned()),
            entries,
        })
    }

    fn save(&self) -> io::Result<()> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        std::fs::create_dir_all(dir)?;
        let text = serde_json::to_vec_pretty(&self.entries).map_err(io::Error::other)?;
        write_atomically(&dir.join("tournaments.json"), &text)
    }

    /// The state file of tournament `id` (`None` without a data folder: the run is then
    /// not resumable, and the runner records nothing).
    pub fn state_path(&self, id: u64) -> Option<PathBuf> {
        let dir = self.dir.as_ref()?.join("tournaments");
        Some(dir.join(format!("{id}.state")))
    }

    /// Adds a tournament and saves the list; returns its id.
    pub fn add(&mut self, setup: TournamentSetup) -> io::Result<u64> {
        let id = self.entries.iter().map(|e| e.id + 1).max().unwrap_or(1);
        if let Some(path) = self.state_path(id)
            && let Some(parent) = path.parent()
        {
            std::fs::create_dir_all(parent)?;
            // A state file left by an older list with the same number is not this run's.
            match std::fs::remove_file(&path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
        }
        self.entries.push(SavedTournament {
            id,
            setup,
            finished: false,
        });
        self.save()?;
        Ok(id)
    }

    /// Marks tournament `id` as ended and saves the list.
    pub fn finish(&mut self, id: u64) -> io::Result<()> {
        if let Some(entry) = self.entries.iter_mut().find(|e| e.id == id) {
            entry.finished = true;
        }
        self.save()
    }

    /// Takes tournament `id` off the list and deletes its state file.
    pub fn remove(&mut self, id: u64) -> io::Result<()> {
        if let Some(path) = self.state_path(id) {
            match std::fs::remove_file(&path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
        }
        self.entries.retain(|e| e.id != id);
        self.save()
    }

    /// The tournaments that can be continued, newest first.
    pub fn unfinished(&self) -> impl Iterator<Item = &SavedTournament> {
        self.entries.iter().rev().filter(|e| !e.finished)
    }

    /// Tournament `id`.
    pub fn get(&self, id: u64) -> Option<&SavedTournament> {
        self.entries.iter().find(|e| e.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_survives_a_restart() {
        let dir = std::env::temp_dir().join(format!("tempo-tournaments-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut list = TournamentList::load(Some(&dir)).unwrap_or_else(|e| panic!("{e}"));
        let first = list
            .add(TournamentSetup::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let second = list
            .add(TournamentSetup::default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_ne!(first, second);
        list.finish(first).unwrap_or_else(|e| panic!("{e}"));
        let again = TournamentList::load(Some(&dir)).unwrap_or_else(|e| panic!("{e}"));
        let open: Vec<u64> = again.unfinished().map(|e| e.id).collect();
        assert_eq!(open, [second]);
        std::fs::write(dir.join("tournaments.json"), b"{broken").unwrap_or_else(|e| panic!("{e}"));
        let broken = TournamentList::load(Some(&dir));
        assert!(broken.is_err_and(|e| e.contains("tournaments.json")));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
