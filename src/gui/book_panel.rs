//! The book panel: the opening book's moves for the shown position with their weights,
//! shares and learn values; a click plays the move. The book is the one engines use
//! (Settings' book file, or the shipped `books/tempo.bin`), chosen here from the recently
//! used books (remembered in settings, at most [`MAX_RECENT_BOOKS`]) or by a file dialog, and
//! read on a background thread.

use std::{
    path::{Path, PathBuf},
    sync::{Arc, mpsc},
};

use eframe::egui::{self, RichText, Ui};

use super::{actions::Action, app::TempoApp, view::display_san};
use crate::{formats::polyglot::Book, t};

/// How many recently used books the settings remember.
pub const MAX_RECENT_BOOKS: usize = 8;

/// Where a book read on a background thread arrives (or why it could not be read).
type BookReceiver = mpsc::Receiver<Result<Book, String>>;

/// The panel's book and its loading.
#[derive(Default)]
pub struct BookPanel {
    /// The book file shown (`None`: the shipped book) and the loaded book.
    loaded: Option<(Option<PathBuf>, Arc<Book>)>,
    /// The file being read and the channel its book arrives on.
    loading: Option<(Option<PathBuf>, BookReceiver)>,
    /// The book file that could not be read, and why.
    error: Option<(Option<PathBuf>, String)>,
}

/// One row of the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct BookRow {
    /// The move.
    pub mv: crate::chess::Move,
    /// Its SAN in the shown position.
    pub san: String,
    /// The Polyglot weight.
    pub weight: u16,
    /// Its share of the position's total weight, in percent.
    pub percent: f64,
    /// The learn value.
    pub learn: u32,
}

/// The book's moves for `pos`, heaviest first, with their shares of the total weight.
pub fn book_rows(book: &Book, pos: &crate::chess::Position) -> Vec<BookRow> {
    let moves = book.moves(pos);
    let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
    let mut rows: Vec<BookRow> = moves
        .into_iter()
        .map(|m| BookRow {
            mv: m.mv,
            san: pos.san(m.mv),
            weight: m.weight,
            percent: if total == 0 {
                0.0
            } else {
                100.0 * f64::from(m.weight) / total as f64
            },
            learn: m.learn,
        })
        .collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.weight));
    rows
}

/// `recent` with `path` first, without duplicates, at most [`MAX_RECENT_BOOKS`] long.
pub fn remember_book(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_owned());
    recent.truncate(MAX_RECENT_BOOKS);
}

impl BookPanel {
    /// Starts reading the book `path` (`None`: the shipped one) unless it is loaded or loading.
    fn want(&mut self, path: Option<&Path>, ctx: &egui::Context) {
        let wanted = path.map(Path::to_owned);
        if self.loaded.as_ref().is_some_and(|(p, _)| *p == wanted)
            || self.loading.as_ref().is_some_and(|(p, _)| *p == wanted)
            || self.error.as_ref().is_some_and(|(p, _)| *p == wanted)
        {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let file = wanted.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let book = match file {
                Some(path) => Book::open(&path),
                None => Book::from_bytes(crate::app::session::SHIPPED_BOOK),
            };
            let _ = tx.send(book.map_err(|e| e.to_string()));
            ctx.request_repaint();
        });
        self.loading = Some((wanted, rx));
    }

    fn poll(&mut self) {
        let Some((path, rx)) = &self.loading else {
            return;
        };
        match rx.try_recv() {
            Ok(Ok(book)) => {
                self.loaded = Some((path.clone(), Arc::new(book)));
                self.error = None;
                self.loading = None;
            }
            Ok(Err(e)) => {
                self.error = Some((path.clone(), e));
                self.loaded = None;
                self.loading = None;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => self.loading = None,
        }
    }
}

impl TempoApp {
    /// Called from `logic()`: starts reading the chosen book off the UI thread and takes it in
    /// once read.
    pub(super) fn book_logic(&mut self, ctx: &egui::Context) {
        let book_path = self.settings.book_path.clone();
        self.book_panel.want(book_path.as_deref(), ctx);
        self.book_panel.poll();
    }

    /// Remembers a chosen book file (most recent first) and makes it the book.
    pub(super) fn choose_book_file(&mut self, path: PathBuf) {
        remember_book(&mut self.settings.recent_books, &path);
        self.settings.book_path = Some(path);
        // Choosing a file again retries it.
        self.book_panel.error = None;
    }

    /// The book section of the side panel.
    pub(super) fn book_panel(&mut self, ui: &mut Ui) {
        let view = BookPanelView {
            panel: &self.book_panel,
            chosen: self.settings.book_path.as_deref(),
            recent: &self.settings.recent_books,
            position: self.session.game().viewed(),
            can_play: self.session.human_can_move() || self.session.can_explore(),
            notation: self.settings.notation,
        };
        if let Some(action) = view.show(ui) {
            self.actions.push(action);
        }
    }
}

/// What the book panel shows, read-only.
pub struct BookPanelView<'a> {
    /// The loaded book, or its loading or error.
    pub panel: &'a BookPanel,
    /// The chosen book file (`None`: the shipped book).
    pub chosen: Option<&'a Path>,
    /// Recently used book files.
    pub recent: &'a [PathBuf],
    /// The shown position.
    pub position: &'a crate::chess::Position,
    /// Whether a click may play a book move now.
    pub can_play: bool,
    /// How moves are written.
    pub notation: super::settings::Notation,
}

impl BookPanelView<'_> {
    /// Draws the panel; returns what the user asked for.
    #[must_use]
    pub fn show(self, ui: &mut Ui) -> Option<Action> {
        let mut action = None;
        egui::CollapsingHeader::new(RichText::new(t!("analysis-book-title")).strong())
            .id_salt("book-panel")
            .default_open(true)
            .show(ui, |ui| {
                action = self.chooser(ui);
                if let Some((_, error)) = &self.panel.error {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                    return;
                }
                let Some((_, book)) = &self.panel.loaded else {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.weak(t!("analysis-book-reading"));
                    });
                    return;
                };
                let rows = book_rows(book, self.position);
                if rows.is_empty() {
                    ui.weak(t!("analysis-book-no-moves"));
                    return;
                }
                if let Some(mv) = self.move_rows(ui, &rows) {
                    action = Some(Action::MakeMove(mv));
                }
            });
        action
    }

    /// The book's moves; returns the one clicked.
    fn move_rows(&self, ui: &mut Ui, rows: &[BookRow]) -> Option<crate::chess::Move> {
        let can_play = self.can_play;
        let learn = rows.iter().any(|r| r.learn != 0);
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .id_salt("book-moves")
            .max_height(150.0)
            .show(ui, |ui| {
                egui::Grid::new("book-grid")
                    .num_columns(if learn { 4 } else { 3 })
                    .spacing([12.0, 2.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for row in rows {
                            let san = display_san(&row.san, self.notation);
                            let button = ui
                                .add_enabled(can_play, egui::Button::new(san).small())
                                .on_hover_text(t!("analysis-book-play-move"));
                            // Named apart from the same move in the move list.
                            button.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::accesskit::Role::Button,
                                    can_play,
                                    t!("analysis-book-move", san = row.san.as_str()),
                                )
                            });
                            if button.clicked() {
                                chosen = Some(row.mv);
                            }
                            ui.label(format!("{:.1}%", row.percent));
                            ui.weak(t!("analysis-book-weight", weight = row.weight.to_string()));
                            if learn {
                                ui.weak(t!("analysis-book-learn", learn = row.learn.to_string()));
                            }
                            ui.end_row();
                        }
                    });
            });
        chosen
    }

    /// The book file picker: the shipped book, recent files, or a file dialog.
    fn chooser(&self, ui: &mut Ui) -> Option<Action> {
        let name = |path: Option<&Path>| match path {
            None => t!("analysis-book-shipped"),
            Some(p) => p.file_name().map_or_else(
                || p.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
        };
        let current = self.chosen;
        let mut action = None;
        egui::ComboBox::new("book-chooser", t!("analysis-book"))
            .selected_text(name(current))
            .width(ui.available_width() - 48.0)
            .show_ui(ui, |ui| {
                if ui.selectable_label(current.is_none(), name(None)).clicked() {
                    action = Some(Action::UseBook(None));
                }
                for path in self.recent {
                    let selected = current == Some(path.as_path());
                    if ui
                        .selectable_label(selected, name(Some(path)))
                        .on_hover_text(path.display().to_string())
                        .clicked()
                    {
                        action = Some(Action::UseBook(Some(path.clone())));
                    }
                }
                if ui.button(t!("analysis-book-choose")).clicked() {
                    action = Some(Action::ChooseBook);
                }
            });
        action
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;
    use crate::chess::Position;

    #[test]
    fn shares_add_up() {
        let book = Book::from_bytes(crate::app::session::SHIPPED_BOOK).unwrap();
        let rows = book_rows(&book, &Position::startpos());
        assert!(!rows.is_empty());
        let total: f64 = rows.iter().map(|r| r.percent).sum();
        assert!((total - 100.0).abs() < 1e-6, "{total}");
        assert!(rows.windows(2).all(|w| w[0].weight >= w[1].weight));
    }

    #[test]
    fn recent_books_are_capped_and_unique() {
        let mut recent = Vec::new();
        for i in 0..10 {
            remember_book(&mut recent, Path::new(&format!("b{i}.bin")));
        }
        remember_book(&mut recent, Path::new("b5.bin"));
        assert_eq!(recent.len(), MAX_RECENT_BOOKS);
        assert_eq!(recent[0], PathBuf::from("b5.bin"));
        assert_eq!(
            recent.iter().filter(|p| **p == Path::new("b5.bin")).count(),
            1
        );
    }
}
