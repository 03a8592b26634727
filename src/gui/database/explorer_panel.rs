//! The opening explorer panel beside the book panel: for the shown position, the moves
//! played from it in the open database, with games, White wins / draws / Black wins (as
//! percentages on a bar, counts on hover), the movers' average Elo and the latest game. A
//! click plays the move as the book panel does; the panel follows the board, and can apply
//! the list's filter. The answers are asked for in `database_logic()`; this only draws.

use eframe::egui::{self, Color32, RichText, Ui};

use crate::{
    app::database::{Explored, OpenDatabase},
    chess::{Move, Position},
    db::{ExplorerMove, header::date_text},
    gui::{actions::Action, app::TempoApp, view::display_san},
    t,
};

/// The width of the result bar.
const BAR_WIDTH: f32 = 84.0;

impl TempoApp {
    /// The explorer section of the side panel (only while a database is open).
    pub(in crate::gui) fn explorer_panel(&mut self, ui: &mut Ui) {
        let Some(db) = &self.database.open else {
            return;
        };
        let view = ExplorerView {
            db,
            position: self.session.game().viewed(),
            can_play: self.session.human_can_move() || self.session.can_explore(),
            notation: self.settings.notation,
        };
        let mut uses_filter = self.database.explorer_uses_filter;
        if let Some(mv) = view.show(ui, &mut uses_filter) {
            self.actions.push(Action::MakeMove(mv));
        }
        self.database.explorer_uses_filter = uses_filter;
    }
}

/// What the explorer shows, read-only.
struct ExplorerView<'a> {
    db: &'a OpenDatabase,
    position: &'a Position,
    can_play: bool,
    notation: crate::gui::settings::Notation,
}

impl ExplorerView<'_> {
    /// Draws the panel; returns the move clicked.
    fn show(self, ui: &mut Ui, uses_filter: &mut bool) -> Option<Move> {
        let mut chosen = None;
        egui::CollapsingHeader::new(
            RichText::new(t!("database-explorer-title", name = self.db.name())).strong(),
        )
        .id_salt("explorer-panel")
        .default_open(true)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.checkbox(uses_filter, t!("database-explorer-use-filter"))
                    .on_hover_text(t!("database-explorer-use-filter-tooltip"));
                if self.db.explorer_loading(self.position) {
                    ui.spinner();
                }
            });
            match self.db.cached_explorer(self.position) {
                Some(explored) if explored.moves.is_empty() => {
                    ui.weak(t!("database-explorer-no-game"));
                }
                Some(explored) => chosen = self.moves(ui, explored),
                None if !self.db.is_ready() => {
                    ui.weak(t!("database-explorer-opening"));
                }
                None => {
                    ui.weak(t!("database-searching"));
                }
            }
        });
        chosen
    }

    fn moves(&self, ui: &mut Ui, explored: &Explored) -> Option<Move> {
        let total: u64 = explored.moves.iter().map(|m| m.games).sum();
        let mut chosen = None;
        egui::ScrollArea::both()
            .id_salt("explorer-moves")
            .max_height(170.0)
            .show(ui, |ui| {
                egui::Grid::new("explorer-grid")
                    .num_columns(5)
                    .spacing([10.0, 2.0])
                    .striped(true)
                    .show(ui, |ui| {
                        ui.weak(t!("database-explorer-move"));
                        ui.weak(t!("database-explorer-games"));
                        ui.weak(t!("database-explorer-results"));
                        ui.weak(t!("database-column-elo"));
                        ui.weak(t!("database-explorer-latest"));
                        ui.end_row();
                        let play = t!("database-explorer-play");
                        for mv in &explored.moves {
                            if self.row(ui, mv, total, explored, &play) {
                                chosen = Some(mv.mv);
                            }
                            ui.end_row();
                        }
                    });
                // Room for the floating horizontal scroll bar below the last row, which
                // would otherwise cover its buttons.
                ui.add_space(10.0);
            });
        ui.weak(t!(
            "database-explorer-total",
            count = total,
            ms = format!("{:.0}", explored.elapsed.as_secs_f64() * 1e3)
        ));
        chosen
    }

    /// One move's row; whether it was clicked.
    fn row(
        &self,
        ui: &mut Ui,
        mv: &ExplorerMove,
        total: u64,
        explored: &Explored,
        play: &str,
    ) -> bool {
        let san = display_san(&mv.san, self.notation);
        let button = ui
            .add_enabled(self.can_play, egui::Button::new(san).small())
            .on_hover_text(play);
        button.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Button,
                self.can_play,
                t!("database-explorer-move-label", san = &mv.san),
            )
        });
        let clicked = button.clicked();
        let share = if total > 0 {
            100.0 * mv.games as f64 / total as f64
        } else {
            0.0
        };
        ui.label(mv.games.to_string())
            .on_hover_text(t!("database-explorer-share", share = format!("{share:.1}")));
        result_bar(ui, mv);
        ui.label(
            mv.average_elo
                .map_or_else(String::new, |e| format!("{e:.0}")),
        );
        // The latest game: the year and surnames in the row, all of it on hover.
        let latest = mv.latest.and_then(|(id, date)| {
            let row = explored.latest.get(&id)?;
            let surname = |name: &str| name.split(',').next().unwrap_or(name).trim().to_owned();
            let year = date.map_or_else(|| "????".to_owned(), |d| (d / 10_000).to_string());
            Some((
                format!("{year} {}–{}", surname(&row.white), surname(&row.black)),
                t!(
                    "database-explorer-latest-game",
                    white = &row.white,
                    black = &row.black,
                    event = &row.event,
                    date = date_text(date)
                ),
            ))
        });
        match latest {
            Some((short, full)) => {
                ui.weak(short).on_hover_text(full);
            }
            None => {
                ui.weak("");
            }
        }
        clicked
    }
}

/// White wins, draws and Black wins as a bar with their percentages, the counts on hover.
fn result_bar(ui: &mut Ui, mv: &ExplorerMove) {
    let height = ui.text_style_height(&egui::TextStyle::Small) + 4.0;
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(BAR_WIDTH, height), egui::Sense::hover());
    let decided = mv.white_wins + mv.draws + mv.black_wins;
    let parts = [
        (mv.white_wins, Color32::from_gray(235), Color32::BLACK),
        (mv.draws, Color32::from_gray(140), Color32::BLACK),
        (mv.black_wins, Color32::from_gray(30), Color32::WHITE),
    ];
    let font = egui::TextStyle::Small.resolve(ui.style());
    let mut x = rect.left();
    for (count, fill, text) in parts {
        if decided == 0 || count == 0 {
            continue;
        }
        let share = count as f32 / decided as f32;
        let part = egui::Rect::from_min_size(
            egui::pos2(x, rect.top()),
            egui::vec2(BAR_WIDTH * share, rect.height()),
        );
        ui.painter().rect_filled(part, 0.0, fill);
        if part.width() > 22.0 {
            ui.painter().text(
                part.center(),
                egui::Align2::CENTER_CENTER,
                format!("{:.0}", share * 100.0),
                font.clone(),
                text,
            );
        }
        x += part.width();
    }
    ui.painter().rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color),
        egui::StrokeKind::Inside,
    );
    let unfinished = mv.games.saturating_sub(decided);
    let text = if unfinished > 0 {
        t!(
            "database-explorer-results-unfinished",
            white = mv.white_wins,
            draws = mv.draws,
            black = mv.black_wins,
            unfinished = unfinished
        )
    } else {
        t!(
            "database-explorer-results-tooltip",
            white = mv.white_wins,
            draws = mv.draws,
            black = mv.black_wins
        )
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    response.on_hover_text(text);
}
