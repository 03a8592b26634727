//! The game list of a multi-game PGN file: a background thread indexes the file with
//! [`GameIndexer`] (tags and mainline length, no move checking) and sends rows in batches, so
//! the list fills while a big file is still being read; only the visible rows are drawn. A
//! click reads that one game with [`PgnReader::read_game_at`]. After indexing, the same thread
//! checks every game's moves ([`PgnReader::check_game`]) and flags the broken ones in the list,
//! so a file that holds no chess at all is refused instead of listed.

use std::{
    fs::File,
    io::BufReader,
    path::{Path, PathBuf},
    sync::mpsc,
    time::{Duration, Instant},
};

use eframe::egui;

use super::{actions::Action, files::FileAction};
use crate::{
    app::{i18n, pgn_file::FileStamp},
    formats::pgn::{Game as PgnGame, GameIndexer, IndexEntry, PgnError, PgnReader},
    t,
};

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
            tag("White"),  // PGN tag: not interface text
            tag("Black"),  // PGN tag: not interface text
            tag("Event"),  // PGN tag: not interface text
            tag("Date"),   // PGN tag: not interface text
            tag("Result"), // PGN tag: not interface text
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
    /// Games whose moves do not read, with why (number from 1).
    Broken(Vec<(usize, String)>),
    /// Every game is listed; the moves are being checked.
    AllListed,
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
    /// Broken games (number → why), found by the check after indexing.
    broken: std::collections::BTreeMap<usize, String>,
    /// Whether the moves of every game were checked.
    checked: bool,
    /// The file as indexed: reading from a changed file would use stale offsets.
    stamp: Option<FileStamp>,
    /// The app has acted on the finished index (loaded the one game or opened the list).
    settled: bool,
    started: Instant,
    finished_after: Option<Duration>,
}

/// The columns: the game's number, then [`ListedGame::columns`], then its length; each with
/// the catalogue key of its title (none for the number).
const COLUMNS: [(Option<&str>, f32); 8] = [
    (None, 52.0),
    (Some("common-white"), 120.0),
    (Some("common-black"), 120.0),
    (Some("games-column-event"), 140.0),
    (Some("games-column-date"), 80.0),
    (Some("games-column-result"), 56.0),
    (Some("games-column-eco"), 40.0),
    (Some("games-column-moves"), 44.0),
];

impl GameList {
    /// Starts indexing `path` on a background thread; each batch wakes the UI.
    pub fn start(path: &Path, ctx: &egui::Context) -> std::io::Result<GameList> {
        let stamp = FileStamp::of(path).ok();
        let file = File::open(path)?;
        let check = File::open(path)?;
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::Builder::new()
            .name("pgn-index".into())
            .spawn(move || index_file(file, check, &sender, &ctx))?;
        Ok(GameList {
            receiver: Some(receiver),
            stamp,
            ..GameList::empty(path)
        })
    }

    fn empty(path: &Path) -> GameList {
        GameList {
            path: path.to_owned(),
            games: Vec::new(),
            receiver: None,
            failure: None,
            filter: String::new(),
            filtered: Vec::new(),
            filtered_upto: 0,
            selected: None,
            broken: std::collections::BTreeMap::new(),
            checked: false,
            stamp: None,
            settled: false,
            started: Instant::now(),
            finished_after: None,
        }
    }

    /// Indexes `path`: at once below a megabyte (a few milliseconds), on a thread above, so
    /// opening or re-reading a big file never holds up a frame.
    pub fn open(path: &Path, ctx: &egui::Context) -> std::io::Result<GameList> {
        /// Smaller files are indexed at once; bigger ones fill the list from a thread.
        const INDEX_AT_ONCE: u64 = 1 << 20;
        if std::fs::metadata(path).is_ok_and(|m| m.len() < INDEX_AT_ONCE) {
            GameList::index_now(path)
        } else {
            GameList::start(path, ctx)
        }
    }

    /// Indexes a small file at once, on this thread (a few milliseconds below a megabyte).
    pub fn index_now(path: &Path) -> std::io::Result<GameList> {
        let started = Instant::now();
        let stamp = FileStamp::of(path).ok();
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
        let broken = check_games(BufReader::new(File::open(path)?), |_| true)
            .into_iter()
            .collect();
        Ok(GameList {
            games,
            failure,
            broken,
            checked: true,
            stamp,
            started,
            finished_after: Some(started.elapsed()),
            ..GameList::empty(path)
        })
    }

    /// Why game `number` cannot be read, if the check found it broken.
    pub fn invalid(&self, number: usize) -> Option<&str> {
        self.broken.get(&number).map(String::as_str)
    }

    /// Whether the app has acted on this list's index.
    pub fn is_settled(&self) -> bool {
        self.settled
    }

    /// Marks the index as acted on.
    pub fn settle(&mut self) {
        self.settled = true;
    }

    /// Highlights game `number` as the one loaded.
    pub fn select(&mut self, number: usize) {
        self.selected = Some(number);
    }

    /// Highlights no game (the game shown came from elsewhere).
    pub fn clear_selection(&mut self) {
        self.selected = None;
    }

    /// Where game `number` starts: byte offset and line.
    pub fn start_of(&self, number: usize) -> Option<(u64, u64)> {
        self.game(number).map(|g| (g.offset, g.line))
    }

    /// Whether the file changed since it was indexed.
    pub fn changed_on_disk(&self) -> bool {
        self.stamp
            .is_some_and(|stamp| FileStamp::of(&self.path).map_or(true, |now| now != stamp))
    }

    fn game(&self, number: usize) -> Option<&ListedGame> {
        self.games
            .get(number.wrapping_sub(1))
            .filter(|g| g.number == number)
            .or_else(|| self.games.iter().find(|g| g.number == number))
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
                Ok(Indexed::Broken(broken)) => self.broken.extend(broken),
                Ok(Indexed::AllListed) => self.finished_after = Some(self.started.elapsed()),
                Ok(Indexed::Done) | Err(mpsc::TryRecvError::Disconnected) => {
                    self.receiver = None;
                    self.checked = true;
                    self.finished_after.get_or_insert(self.started.elapsed());
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
            .game(number)
            .ok_or_else(|| t!("games-no-such-game", number = number))?;
        let file = File::open(&self.path).map_err(|e| e.to_string())?;
        match PgnReader::read_game_at(BufReader::new(file), game.offset, game.line, number) {
            Ok(Some(tree)) => Ok(tree),
            Ok(None) => Err(t!("games-game-gone", number = number)),
            Err(e) => Err(describe(&e)),
        }
    }

    /// Draws the list as a panel beside the board on a wide window, below it otherwise, so
    /// it never covers the board; returns what the user asked for (loading a game, closing).
    #[must_use]
    pub fn show(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        /// From this window width on, the list sits left of the board.
        const WIDE: f32 = 1400.0;
        self.refilter();
        let title = self.path.file_name().map_or_else(
            || t!("games-title"),
            |n| t!("games-title-file", file = n.to_string_lossy().into_owned()),
        );
        let screen = ui.ctx().content_rect();
        let contents = |ui: &mut egui::Ui| {
            ui.horizontal(|ui| {
                ui.heading(title);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .button(t!("common-close"))
                        .on_hover_text(t!("games-close-tooltip"))
                        .clicked()
                    {
                        actions.push(Action::File(FileAction::CloseList));
                    }
                });
            });
            self.ui(ui, &mut actions);
        };
        if screen.width() >= WIDE {
            egui::Panel::left("game-list-beside")
                .resizable(true)
                .default_size(440.0)
                .size_range(260.0..=list_width(ui.ctx()))
                .show(ui, contents);
        } else {
            egui::Panel::bottom("game-list-below")
                .resizable(true)
                .default_size((screen.height() * 0.3).max(170.0))
                .size_range(120.0..=screen.height() * 0.6)
                .show(ui, contents);
        }
        actions
    }

    fn status(&self) -> String {
        let broken = match self.broken.len() {
            0 => String::new(),
            n => t!("games-status-broken", count = n),
        };
        let count = self.games.len();
        match (&self.receiver, self.finished_after, &self.failure) {
            (Some(_), None, _) => t!("games-status-indexing", count = count),
            (Some(_), Some(_), _) => t!("games-status-checking", count = count, broken = broken),
            (None, _, Some(why)) => t!("games-status-stopped", count = count, reason = why),
            (None, Some(time), None) => t!(
                "games-status-done",
                count = count,
                seconds = format!("{:.1}", time.as_secs_f32()),
                shown = self.filtered.len(),
                broken = broken
            ),
            (None, None, None) => t!("games-status-count", count = count, broken = broken),
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| {
            let label = ui.label(t!("games-filter"));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.filter)
                        .hint_text(t!("games-filter-hint"))
                        .desired_width(ui.available_width()),
                )
                .labelled_by(label.id);
            if response.changed() {
                self.filtered.clear();
                self.filtered_upto = 0;
                self.refilter();
            }
        });
        ui.horizontal(|ui| {
            if self.receiver.is_some() {
                ui.spinner();
            }
            ui.weak(self.status());
        });
        ui.separator();
        let spacing = 6.0;
        let row_width: f32 = COLUMNS.iter().map(|&(_, w)| w + spacing).sum();
        egui::ScrollArea::horizontal().show(ui, |ui| {
            let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
            let font = egui::TextStyle::Body.resolve(ui.style());
            // The header, left-aligned over the same columns as the rows.
            let (header, _) =
                ui.allocate_exact_size(egui::vec2(row_width, row_height), egui::Sense::hover());
            let mut x = header.left() + 2.0;
            for (key, width) in COLUMNS {
                let name = key.map_or_else(|| "#".to_owned(), i18n::text);
                ui.painter().text(
                    egui::pos2(x, header.center().y),
                    egui::Align2::LEFT_CENTER,
                    name,
                    font.clone(),
                    ui.visuals().strong_text_color(),
                );
                x += width + spacing;
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show_rows(ui, row_height, self.filtered.len(), |ui, rows| {
                    ui.spacing_mut().item_spacing.y = 0.0;
                    for row in rows {
                        let Some(game) = self.filtered.get(row).and_then(|&i| self.games.get(i))
                        else {
                            continue;
                        };
                        let broken = self.broken.get(&game.number);
                        let (rect, response) = ui.allocate_exact_size(
                            egui::vec2(row_width, row_height),
                            egui::Sense::click(),
                        );
                        let selected = self.selected == Some(game.number);
                        let visuals = ui.visuals();
                        // One highlight for the whole row, like a list box.
                        if selected {
                            ui.painter()
                                .rect_filled(rect, 3.0, visuals.selection.bg_fill);
                        } else if response.hovered() {
                            ui.painter().rect_filled(
                                rect,
                                3.0,
                                visuals.widgets.hovered.weak_bg_fill,
                            );
                        } else if row % 2 == 1 {
                            ui.painter().rect_filled(rect, 0.0, visuals.faint_bg_color);
                        }
                        let color = if broken.is_some() {
                            visuals.error_fg_color
                        } else if selected {
                            visuals.selection.stroke.color
                        } else {
                            visuals.text_color()
                        };
                        let number = if broken.is_some() {
                            format!("! {}", game.number)
                        } else {
                            game.number.to_string()
                        };
                        let cells = std::iter::once(number)
                            .chain(game.columns.iter().cloned())
                            .chain(std::iter::once(game.moves.to_string()));
                        let mut x = rect.left() + 2.0;
                        for ((_, width), text) in COLUMNS.iter().zip(cells) {
                            let cell = egui::Rect::from_min_size(
                                egui::pos2(x, rect.top()),
                                egui::vec2(*width, row_height),
                            );
                            let galley =
                                ui.painter()
                                    .layout(text, font.clone(), color, f32::INFINITY);
                            ui.painter()
                                .with_clip_rect(cell.intersect(ui.clip_rect()))
                                .galley(
                                    egui::pos2(
                                        cell.left(),
                                        cell.center().y - galley.size().y / 2.0,
                                    ),
                                    galley,
                                    color,
                                );
                            x += width + spacing;
                        }
                        let label = t!(
                            "games-row-label",
                            number = game.number,
                            white = &game.columns[0],
                            black = &game.columns[1],
                            result = &game.columns[4]
                        );
                        response.widget_info(|| {
                            egui::WidgetInfo::selected(
                                egui::Role::ListBoxOption,
                                true,
                                selected,
                                &label,
                            )
                        });
                        let response = match broken {
                            Some(why) => {
                                response.on_hover_text(t!("games-cannot-read", reason = why))
                            }
                            None => response,
                        };
                        if response.clicked() {
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

/// The indexing thread: batches of rows at most every 50 ms (or 2 000 games), then
/// `Indexed`, then the broken games found by reading every game's moves, then `Done`.
fn index_file(file: File, check: File, sender: &mpsc::Sender<Indexed>, ctx: &egui::Context) {
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
    let _ = sender.send(Indexed::AllListed);
    ctx.request_repaint();
    let mut last_sent = Instant::now();
    let broken = check_games(BufReader::with_capacity(1 << 20, check), |broken| {
        if last_sent.elapsed() < Duration::from_millis(200) {
            return true;
        }
        last_sent = Instant::now();
        ctx.request_repaint();
        sender.send(Indexed::Broken(std::mem::take(broken))).is_ok()
    });
    let _ = sender.send(Indexed::Broken(broken));
    let _ = sender.send(Indexed::Done);
    ctx.request_repaint();
}

/// Reads every game's moves without building trees: the broken ones (number, why).
/// `progress` sees the list so far and may take it; it returns false to stop.
fn check_games(
    reader: impl std::io::BufRead,
    mut progress: impl FnMut(&mut Vec<(usize, String)>) -> bool,
) -> Vec<(usize, String)> {
    let mut pgn = PgnReader::new(reader);
    let mut broken = Vec::new();
    while let Some(result) = pgn.check_game() {
        if let Err(e) = result {
            let why = describe(&e);
            broken.push((e.game, why));
            if !progress(&mut broken) {
                break;
            }
        }
    }
    broken
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
        // The status's count comes through the shared plural message.
        assert!(list.status().starts_with("3 games ("), "{}", list.status());
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
