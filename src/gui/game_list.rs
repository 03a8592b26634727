//! The game list of a multi-game PGN file: a background thread indexes the file with
//! [`GameIndexer`] (tags and mainline length, no move checking) and sends rows in batches, so
//! the list fills while a big file is still being read; only the visible rows are drawn. A
//! click reads that one game with [`PgnReader::read_game_at`].

use std::{
    fs::File,
    io::BufReader,
    path::{Path, PathBuf},
    sync::mpsc,
    time::{Duration, Instant},
};

use eframe::egui::{self, RichText};

use super::{actions::Action, files::FileAction};
use crate::formats::pgn::{Game as PgnGame, GameIndexer, IndexEntry, PgnError, PgnReader};

/// One game of the list, with the columns already formatted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedGame {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Where it starts: byte offset and line.
    offset: u64,
    line: u64,
    /// White, Black, Event, Date, Result, ECO.
    pub columns: [String; 6],
    /// Full moves of the mainline.
    pub moves: u32,
    /// The columns in lower case, for the filter.
    haystack: String,
}

impl ListedGame {
    fn from_entry(entry: IndexEntry) -> ListedGame {
        let tag = |name: &str| entry.tags.get(name).unwrap_or("").to_owned();
        let columns = [
            tag("White"),
            tag("Black"),
            tag("Event"),
            tag("Date"),
            tag("Result"),
            tag("ECO"),
        ];
        let haystack = columns.join("\u{1}").to_lowercase();
        ListedGame {
            number: entry.number,
            offset: entry.at.offset,
            line: entry.at.line,
            columns,
            moves: entry.plies.div_ceil(2),
            haystack,
        }
    }

    /// Whether every word of the (lower-case) filter occurs in one of the columns.
    fn matches(&self, words: &[String]) -> bool {
        words.iter().all(|w| self.haystack.contains(w.as_str()))
    }
}

enum Indexed {
    Batch(Vec<ListedGame>),
    Done,
    Failed(String),
}

/// The list window's state.
pub struct GameList {
    path: PathBuf,
    games: Vec<ListedGame>,
    receiver: Option<mpsc::Receiver<Indexed>>,
    failure: Option<String>,
    filter: String,
    /// Indices into `games` that pass the filter, for the first `filtered_upto` games.
    filtered: Vec<usize>,
    filtered_upto: usize,
    /// The game last loaded from the list (highlighted).
    selected: Option<usize>,
    started: Instant,
    finished_after: Option<Duration>,
}

const COLUMNS: [(&str, f32); 8] = [
    ("#", 48.0),
    ("White", 140.0),
    ("Black", 140.0),
    ("Event", 150.0),
    ("Date", 84.0),
    ("Result", 64.0),
    ("ECO", 40.0),
    ("Moves", 48.0),
];

impl GameList {
    /// Starts indexing `path` on a background thread; each batch wakes the UI.
    pub fn start(path: &Path, ctx: &egui::Context) -> std::io::Result<GameList> {
        let file = File::open(path)?;
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::Builder::new()
            .name("pgn-index".into())
            .spawn(move || index_file(file, &sender, &ctx))?;
        Ok(GameList {
            path: path.to_owned(),
            games: Vec::new(),
            receiver: Some(receiver),
            failure: None,
            filter: String::new(),
            filtered: Vec::new(),
            filtered_upto: 0,
            selected: None,
            started: Instant::now(),
            finished_after: None,
        })
    }

    /// Indexes a small file at once, on this thread (a few milliseconds below a megabyte).
    pub fn index_now(path: &Path) -> std::io::Result<GameList> {
        let file = File::open(path)?;
        let mut games = Vec::new();
        let mut failure = None;
        for entry in GameIndexer::new(BufReader::new(file)) {
            match entry {
                Ok(entry) => games.push(ListedGame::from_entry(entry)),
                Err(e) => {
                    failure = Some(e.to_string());
                    break;
                }
            }
        }
        let started = Instant::now();
        Ok(GameList {
            path: path.to_owned(),
            games,
            receiver: None,
            failure,
            filter: String::new(),
            filtered: Vec::new(),
            filtered_upto: 0,
            selected: None,
            started,
            finished_after: Some(started.elapsed()),
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Games indexed so far.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether no game was indexed (yet).
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Whether indexing has ended.
    pub fn is_done(&self) -> bool {
        self.receiver.is_none()
    }

    /// Why indexing stopped early, if it did.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// The games that pass the filter (numbers from 1), as far as indexed.
    pub fn filtered_numbers(&mut self) -> Vec<usize> {
        self.refilter();
        self.filtered
            .iter()
            .filter_map(|&i| self.games.get(i).map(|g| g.number))
            .collect()
    }

    /// Sets the filter text (tests; the window edits it directly).
    pub fn set_filter(&mut self, filter: &str) {
        filter.clone_into(&mut self.filter);
        self.filtered.clear();
        self.filtered_upto = 0;
    }

    /// Takes in what the indexing thread sent.
    pub fn poll(&mut self) {
        let Some(receiver) = &self.receiver else {
            return;
        };
        loop {
            match receiver.try_recv() {
                Ok(Indexed::Batch(batch)) => self.games.extend(batch),
                Ok(Indexed::Done) | Err(mpsc::TryRecvError::Disconnected) => {
                    self.receiver = None;
                    self.finished_after = Some(self.started.elapsed());
                    break;
                }
                Ok(Indexed::Failed(why)) => {
                    self.failure = Some(why);
                    self.receiver = None;
                    break;
                }
                Err(mpsc::TryRecvError::Empty) => break,
            }
        }
    }

    fn refilter(&mut self) {
        let words: Vec<String> = self
            .filter
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        for (i, game) in self.games.iter().enumerate().skip(self.filtered_upto) {
            if game.matches(&words) {
                self.filtered.push(i);
            }
        }
        self.filtered_upto = self.games.len();
    }

    /// Reads game `number` (from 1) from the file.
    pub fn read_game(&self, number: usize) -> Result<PgnGame, String> {
        let game = self
            .games
            .get(number.wrapping_sub(1))
            .filter(|g| g.number == number)
            .or_else(|| self.games.iter().find(|g| g.number == number))
            .ok_or_else(|| format!("there is no game {number} in the list"))?;
        let file = File::open(&self.path).map_err(|e| e.to_string())?;
        match PgnReader::read_game_at(BufReader::new(file), game.offset, game.line, number) {
            Ok(Some(tree)) => Ok(tree),
            Ok(None) => Err(format!("game {number} is no longer in the file")),
            Err(e) => Err(describe(&e)),
        }
    }

    /// Draws the list window; a click queues the game's loading.
    pub fn show(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        self.refilter();
        let mut open = true;
        let title = self.path.file_name().map_or("Games".to_owned(), |n| {
            format!("Games in {}", n.to_string_lossy())
        });
        egui::Window::new(title)
            .id(egui::Id::unique("game-list"))
            .open(&mut open)
            .default_size([list_width(ctx), 520.0])
            .resizable(true)
            .show(ctx, |ui| self.ui(ui, actions));
        if !open {
            actions.push(Action::File(FileAction::CloseList));
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| {
            let label = ui.label("Filter:");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.filter)
                        .hint_text("player, event, date, ECO…")
                        .desired_width(240.0),
                )
                .labelled_by(label.id);
            if response.changed() {
                self.filtered.clear();
                self.filtered_upto = 0;
                self.refilter();
            }
            let status = match (&self.receiver, self.finished_after, &self.failure) {
                (Some(_), _, _) => format!("indexed {} games…", self.games.len()),
                (None, _, Some(why)) => format!("{} games; stopped: {why}", self.games.len()),
                (None, Some(time), None) => format!(
                    "{} games ({:.1} s), {} shown",
                    self.games.len(),
                    time.as_secs_f32(),
                    self.filtered.len()
                ),
                (None, None, None) => format!("{} games", self.games.len()),
            };
            if self.receiver.is_some() {
                ui.spinner();
            }
            ui.weak(status);
        });
        ui.separator();
        egui::ScrollArea::horizontal().show(ui, |ui| {
            ui.horizontal(|ui| {
                for (name, width) in COLUMNS {
                    ui.add_sized(
                        [width, 18.0],
                        egui::Label::new(RichText::new(name).strong()),
                    );
                }
            });
            let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show_rows(ui, row_height, self.filtered.len(), |ui, rows| {
                    for row in rows {
                        let Some(game) = self.filtered.get(row).and_then(|&i| self.games.get(i))
                        else {
                            continue;
                        };
                        let selected = self.selected == Some(game.number);
                        let mut clicked = false;
                        ui.horizontal(|ui| {
                            let cells = std::iter::once(game.number.to_string())
                                .chain(game.columns.iter().cloned())
                                .chain(std::iter::once(game.moves.to_string()));
                            for ((_, width), text) in COLUMNS.iter().zip(cells) {
                                let response = ui.add_sized(
                                    [*width, row_height - 2.0],
                                    egui::Button::selectable(selected, text).truncate(),
                                );
                                clicked |= response.clicked();
                            }
                        });
                        if clicked {
                            self.selected = Some(game.number);
                            actions.push(Action::File(FileAction::LoadListed(game.number)));
                        }
                    }
                });
        });
    }
}

/// A window wide enough for every column with no horizontal scrolling.
fn list_width(ctx: &egui::Context) -> f32 {
    let spacing = ctx.global_style().spacing.item_spacing.x;
    let columns: f32 = COLUMNS.iter().map(|&(_, width)| width + spacing).sum();
    // Window margins and the vertical scroll bar.
    columns + 40.0
}

/// A reading error with where it is.
fn describe(error: &PgnError) -> String {
    error.to_string()
}

/// The indexing thread: batches of rows at most every 50 ms (or 2 000 games), then `Done`.
fn index_file(file: File, sender: &mpsc::Sender<Indexed>, ctx: &egui::Context) {
    let indexer = GameIndexer::new(BufReader::with_capacity(1 << 20, file));
    let mut batch = Vec::new();
    let mut last_sent = Instant::now();
    for entry in indexer {
        match entry {
            Ok(entry) => batch.push(ListedGame::from_entry(entry)),
            Err(e) => {
                let _ = sender.send(Indexed::Batch(std::mem::take(&mut batch)));
                let _ = sender.send(Indexed::Failed(e.to_string()));
                ctx.request_repaint();
                return;
            }
        }
        if batch.len() >= 2000 || last_sent.elapsed() > Duration::from_millis(50) {
            // A closed list drops the receiver: stop reading.
            if sender
                .send(Indexed::Batch(std::mem::take(&mut batch)))
                .is_err()
            {
                return;
            }
            ctx.request_repaint();
            last_sent = Instant::now();
        }
    }
    let _ = sender.send(Indexed::Batch(batch));
    let _ = sender.send(Indexed::Done);
    ctx.request_repaint();
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn index_filter_and_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("three.pgn");
        std::fs::write(
            &path,
            "[White \"Anna\"]\n[Black \"Bo\"]\n[ECO \"C60\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n\
             [White \"Carl\"]\n[Black \"Anna\"]\n\n1. d4 d5 *\n\n\
             [White \"Dora\"]\n[Black \"Eve\"]\n\n1. c4 *\n",
        )
        .unwrap();
        let ctx = egui::Context::default();
        let mut list = GameList::start(&path, &ctx).unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        while !list.is_done() && Instant::now() < deadline {
            list.poll();
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(list.len(), 3);
        assert_eq!(list.games[0].moves, 3);
        list.set_filter("anna");
        assert_eq!(list.filtered_numbers(), [1, 2]);
        list.set_filter("anna c60");
        assert_eq!(list.filtered_numbers(), [1]);
        let game = list.read_game(2).unwrap();
        assert_eq!(game.tags.get("White"), Some("Carl"));
        assert_eq!(game.mainline().len(), 2);
        assert!(list.read_game(9).is_err());
    }
}
