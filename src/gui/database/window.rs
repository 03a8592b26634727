//! The database window: toolbar, import progress, the filter bar, the virtualised sortable
//! game list (only the visible rows are drawn; their rows are read by id), multi-select,
//! the context menu, the status line; and the window of the last import's skipped games.

use std::{collections::BTreeSet, time::Duration};

use eframe::egui::{self, Color32, RichText, Ui};

use super::{DatabaseAction, DatabaseState, filter_form::FormAction};
use crate::{
    app::{
        database::{ImportJob, OpenDatabase},
        i18n,
    },
    db::{GameRow, SortKey, header::eco_text},
    gui::{app::TempoApp, view::human_count},
    t,
};

/// The list's columns: the catalogue key of the title, sort key, width.
const COLUMNS: [(&str, SortKey, f32); 9] = [
    ("common-white", SortKey::White, 150.0),
    ("database-column-elo", SortKey::WhiteElo, 44.0),
    ("common-black", SortKey::Black, 150.0),
    ("database-column-elo", SortKey::BlackElo, 44.0),
    ("database-column-result", SortKey::Result, 54.0),
    ("database-column-date", SortKey::Date, 82.0),
    ("database-column-event", SortKey::Event, 160.0),
    ("database-column-eco", SortKey::Eco, 40.0),
    ("database-column-plies", SortKey::Plies, 40.0),
];

/// The narrowest the name and event columns get before the list scrolls sideways.
const NARROWEST_TEXT_COLUMN: f32 = 90.0;
/// Space between columns.
const COLUMN_GAP: f32 = 8.0;

/// The columns' widths in `available` points: the name and event columns give up room
/// (down to [`NARROWEST_TEXT_COLUMN`]) so that every column stays in sight in a window of
/// the default size; narrower than that, the list scrolls sideways.
fn column_widths(available: f32) -> [f32; COLUMNS.len()] {
    let mut widths = COLUMNS.map(|c| c.2);
    let flexible = |key: SortKey| matches!(key, SortKey::White | SortKey::Black | SortKey::Event);
    let needed: f32 = widths.iter().map(|w| w + COLUMN_GAP).sum::<f32>() + COLUMN_GAP;
    let spare: f32 = COLUMNS
        .iter()
        .filter(|c| flexible(c.1))
        .map(|c| c.2 - NARROWEST_TEXT_COLUMN)
        .sum();
    let excess = (needed - available).clamp(0.0, spare);
    if excess > 0.0 {
        for (width, column) in widths.iter_mut().zip(COLUMNS) {
            if flexible(column.1) {
                *width -= excess * (column.2 - NARROWEST_TEXT_COLUMN) / spare;
            }
        }
    }
    widths
}

/// Rows moved by Page Up / Page Down.
const PAGE: usize = 20;

/// The texts of a row's columns.
fn cells(row: &GameRow) -> [String; 9] {
    let elo = |e: Option<i64>| e.map_or_else(String::new, |e| e.to_string());
    [
        row.white.clone(),
        elo(row.white_elo),
        row.black.clone(),
        elo(row.black_elo),
        row.result.as_str().replace("1/2", "½"),
        row.date_text(),
        row.event.clone(),
        row.eco.map_or_else(String::new, eco_text),
        row.plies.to_string(),
    ]
}

/// `1:05` or `2:03:10`.
fn clock_text(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn millis(d: Option<Duration>) -> String {
    d.map_or_else(
        || "…".to_owned(),
        |d| format!("{:.0} ms", d.as_secs_f64() * 1e3),
    )
}

impl TempoApp {
    /// The database window; returns what the user asked for.
    pub(super) fn database_window(&mut self, ctx: &egui::Context) -> Vec<DatabaseAction> {
        let mut actions = Vec::new();
        if !self.database.window_open {
            return actions;
        }
        let board_position = self.session.game().viewed().clone();
        let state = &mut self.database;
        let Some(db) = &state.open else {
            return actions;
        };
        let mut open = true;
        let title = t!("database-title", name = db.name());
        let response = egui::Window::new(title)
            .id(egui::Id::unique("database-window"))
            .open(&mut open)
            .default_size([820.0, 560.0])
            // Over the board, below the menus and the notices, clear of the side panel.
            .default_pos([8.0, 96.0])
            .min_width(520.0)
            .resizable(true)
            .show(ctx, |ui| {
                window_contents(ui, state, &board_position, &mut actions);
            });
        if !open {
            actions.push(DatabaseAction::ToggleWindow);
        }
        // The list keeps the keyboard until the user clicks outside the window.
        if let Some(response) = response {
            let clicked_outside = ctx.input(|i| {
                i.pointer.any_pressed()
                    && i.pointer
                        .interact_pos()
                        .is_some_and(|p| !response.response.rect.contains(p))
            });
            if clicked_outside {
                self.database.list_focused = false;
            }
        }
        actions
    }

    /// The skipped games of the last import (or of the running one).
    pub(super) fn skipped_window(&mut self, ctx: &egui::Context) -> Vec<DatabaseAction> {
        let mut actions = Vec::new();
        if !self.database.skipped_open {
            return actions;
        }
        let Some(db) = &self.database.open else {
            return actions;
        };
        let reports: &[String] = match (db.import_job(), db.last_import()) {
            (Some(job), _) => job.skipped(),
            (None, Some(report)) => &report.skipped,
            (None, None) => &[],
        };
        let mut open = true;
        egui::Window::new(t!("database-skipped-title"))
            .id(egui::Id::unique("database-skipped-games"))
            .open(&mut open)
            .default_size([620.0, 320.0])
            .show(ctx, |ui| {
                ui.label(t!("database-skipped-text", count = reports.len()));
                let height = ui.text_style_height(&egui::TextStyle::Monospace);
                egui::ScrollArea::both()
                    .auto_shrink([false, false])
                    .show_rows(ui, height, reports.len(), |ui, range| {
                        for report in reports.get(range).unwrap_or(&[]) {
                            ui.monospace(report);
                        }
                    });
            });
        if !open {
            actions.push(DatabaseAction::ShowSkipped(false));
        }
        actions
    }
}

fn window_contents(
    ui: &mut Ui,
    state: &mut DatabaseState,
    board_position: &crate::chess::Position,
    actions: &mut Vec<DatabaseAction>,
) {
    let Some(db) = &state.open else {
        return;
    };
    toolbar(ui, state, actions);
    import_section(ui, db, actions);
    ui.separator();
    if let Some(action) = state.form.show(ui) {
        match action {
            FormAction::Search => {}
            FormAction::Reset => {
                state.form = super::FilterForm::default();
            }
            FormAction::UseBoardPosition => state.form.position = Some(board_position.clone()),
        }
        match state.form.to_filter() {
            Ok(filter) => {
                state.form.error = None;
                actions.push(DatabaseAction::Filter(
                    Box::new(filter),
                    state.form.position.clone().map(Box::new),
                ));
            }
            Err(e) => state.form.error = Some(e),
        }
    }
    ui.separator();
    // The status line sits below the list.
    let status_height = ui.text_style_height(&egui::TextStyle::Body) + 8.0;
    let list_height = (ui.available_height() - status_height).max(80.0);
    ui.allocate_ui(egui::vec2(ui.available_width(), list_height), |ui| {
        game_list(ui, state, actions);
    });
    status_line(ui, state);
}

fn toolbar(ui: &mut Ui, state: &DatabaseState, actions: &mut Vec<DatabaseAction>) {
    let Some(db) = &state.open else {
        return;
    };
    ui.horizontal(|ui| {
        let importing = db.import_job().is_some();
        if ui
            .add_enabled(!importing, egui::Button::new(t!("database-import-pgn")))
            .on_hover_text(t!("database-import-pgn-tooltip"))
            .clicked()
        {
            actions.push(DatabaseAction::ImportDialog);
        }
        let shown = db.list.len().unwrap_or(0);
        if ui
            .add_enabled(shown > 0, egui::Button::new(t!("database-export-list")))
            .on_hover_text(t!("database-export-list-tooltip"))
            .clicked()
        {
            actions.push(DatabaseAction::ExportDialog(None));
        }
        if ui.button(t!("database-player-view-button")).clicked() {
            let name = state.form.player.trim().to_owned();
            actions.push(DatabaseAction::PlayerView(name));
        }
        if db.busy() {
            ui.spinner();
            ui.weak(t!("database-working"));
        }
    });
}

fn import_section(ui: &mut Ui, db: &OpenDatabase, actions: &mut Vec<DatabaseAction>) {
    if let Some(job) = db.import_job() {
        import_progress(ui, job, actions);
        return;
    }
    let Some(report) = db.last_import() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let key = match (&report.error, report.cancelled) {
            (Some(_), _) => "database-import-stopped-in",
            (None, true) => "database-import-cancelled-in",
            (None, false) => "database-last-import-in",
        };
        ui.label(i18n::text_with(
            key,
            &[
                ("summary", super::import_summary(&report.totals).into()),
                ("time", clock_text(report.elapsed).into()),
            ],
        ));
        if let Some(error) = &report.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if !report.skipped.is_empty() && ui.button(t!("database-skipped-button")).clicked() {
            actions.push(DatabaseAction::ShowSkipped(true));
        }
    });
}

fn import_progress(ui: &mut Ui, job: &ImportJob, actions: &mut Vec<DatabaseAction>) {
    let status = job.status();
    let totals = status.totals();
    let progress = &status.progress;
    let file = status
        .files
        .get(status.file)
        .map(|f| super::file_name(f))
        .unwrap_or_default();
    let importing = if status.files.len() > 1 {
        t!(
            "database-importing-of",
            file = file,
            number = status.file + 1,
            total = status.files.len()
        )
    } else {
        t!("database-importing", file = file)
    };
    egui::Frame::new()
        .fill(ui.visuals().faint_bg_color)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(8, 6))
        .show(ui, |ui| {
            ui.label(importing);
            let fraction = status.fraction().unwrap_or(0.0);
            let left = progress
                .time_left()
                .map_or_else(|| "…".to_owned(), clock_text);
            let text = t!(
                "database-import-progress",
                games = human_count(totals.imported + totals.duplicates + totals.skipped),
                rate = format!("{:.0}", progress.games_per_second()),
                left = left
            );
            ui.add(egui::ProgressBar::new(fraction).text(text));
            ui.horizontal(|ui| {
                ui.weak(super::import_summary(&totals));
                if !job.skipped().is_empty()
                    && ui.small_button(t!("database-skipped-button")).clicked()
                {
                    actions.push(DatabaseAction::ShowSkipped(true));
                }
                let cancel =
                    ui.add_enabled(!job.cancelling(), egui::Button::new(t!("common-cancel")));
                if cancel
                    .on_hover_text(t!("database-cancel-import-tooltip"))
                    .clicked()
                {
                    actions.push(DatabaseAction::CancelImport);
                }
            });
        });
}

/// The column headers (click to sort) and the rows.
fn game_list(ui: &mut Ui, state: &mut DatabaseState, actions: &mut Vec<DatabaseAction>) {
    let Some(db) = &state.open else {
        return;
    };
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let total = db.list.len().unwrap_or(0);
    egui::ScrollArea::horizontal()
        .id_salt("database-list-h")
        .show(ui, |ui| {
            let widths = column_widths(ui.available_width());
            let width: f32 = widths.iter().map(|w| w + COLUMN_GAP).sum::<f32>() + COLUMN_GAP;
            ui.set_min_width(width);
            if let Some(db) = &state.open {
                header(ui, db, &widths, actions);
            }
            keyboard(ui, state, total, actions);
            let clicked = rows(ui, state, &widths, row_height, total, actions);
            if let Some((index, double, modifiers)) = clicked {
                state.list_focused = true;
                click_row(state, index, modifiers);
                if double && let Some(id) = state.open.as_ref().and_then(|db| db.list.id_at(index))
                {
                    actions.push(DatabaseAction::Load(id));
                }
            }
            let Some(db) = &state.open else {
                return;
            };
            if total == 0 {
                let text = if db.list.loading() || !db.is_ready() {
                    t!("database-searching")
                } else if db.game_count() == Some(0) {
                    t!("database-empty")
                } else {
                    t!("database-no-match")
                };
                ui.weak(text);
            }
        });
}

/// The visible rows; the row clicked (index, double click, modifiers).
fn rows(
    ui: &mut Ui,
    state: &mut DatabaseState,
    widths: &[f32; COLUMNS.len()],
    row_height: f32,
    total: usize,
    actions: &mut Vec<DatabaseAction>,
) -> Option<(usize, bool, egui::Modifiers)> {
    let mut scroll = egui::ScrollArea::vertical()
        .id_salt("database-list")
        .auto_shrink([false, false]);
    let spacing = ui.spacing().item_spacing.y;
    if state.scroll_to_cursor
        && let Some(cursor) = state.cursor
    {
        state.scroll_to_cursor = false;
        // Keep the cursor's row in view, a few rows below the top.
        let shown = state.visible.clone();
        if !shown.contains(&cursor) || cursor + 2 >= shown.end {
            let top = (row_height + spacing) * cursor.saturating_sub(3) as f32;
            scroll = scroll.vertical_scroll_offset(top);
        }
    }
    let db = state.open.as_ref()?;
    let mut clicked = None;
    let mut menu_actions = Vec::new();
    let output = scroll.show_rows(ui, row_height, total, |ui, range| {
        for index in range.clone() {
            let row = db.list.row_at(index);
            let id = db.list.id_at(index);
            let selected = id.is_some_and(|id| state.selection.contains(&id));
            let response = list_row(
                ui,
                widths,
                row,
                index,
                selected,
                state.cursor == Some(index),
            );
            if response.clicked() || response.double_clicked() {
                let modifiers = ui.input(|i| i.modifiers);
                clicked = Some((index, response.double_clicked(), modifiers));
            }
            if response.secondary_clicked()
                && let Some(id) = id
                && !state.selection.contains(&id)
            {
                clicked = Some((index, false, egui::Modifiers::NONE));
            }
            response.context_menu(|ui| {
                menu_actions.extend(context_menu(ui, &state.selection, id, row));
            });
        }
        range
    });
    state.visible = output.inner;
    actions.extend(menu_actions);
    clicked
}

fn header(
    ui: &mut Ui,
    db: &OpenDatabase,
    widths: &[f32; COLUMNS.len()],
    actions: &mut Vec<DatabaseAction>,
) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = COLUMN_GAP;
        ui.add_space(4.0);
        for ((title_key, key, _), width) in COLUMNS.into_iter().zip(*widths) {
            let title = i18n::text(title_key);
            let sorted = db.list.sort == key;
            let text = if sorted {
                RichText::new(&title).strong()
            } else {
                RichText::new(&title)
            };
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(width, 20.0), egui::Sense::click());
            let visuals = ui.style().interact(&response);
            let galley = ui.painter().layout_no_wrap(
                text.text().to_owned(),
                egui::TextStyle::Button.resolve(ui.style()),
                visuals.text_color(),
            );
            let text_pos = egui::pos2(rect.left(), rect.center().y - galley.size().y / 2.0);
            ui.painter()
                .galley(text_pos, galley.clone(), visuals.text_color());
            if sorted {
                // A small triangle after the title: up for ascending, down for descending.
                let x = text_pos.x + galley.size().x + 8.0;
                let y = rect.center().y;
                let points = if db.list.descending {
                    vec![
                        egui::pos2(x - 4.0, y - 2.0),
                        egui::pos2(x + 4.0, y - 2.0),
                        egui::pos2(x, y + 3.0),
                    ]
                } else {
                    vec![
                        egui::pos2(x - 4.0, y + 3.0),
                        egui::pos2(x + 4.0, y + 3.0),
                        egui::pos2(x, y - 2.0),
                    ]
                };
                ui.painter().add(egui::Shape::convex_polygon(
                    points,
                    visuals.text_color(),
                    egui::Stroke::NONE,
                ));
            }
            let label = if key == SortKey::BlackElo {
                t!("database-sort-label-black", column = &title)
            } else {
                t!("database-sort-label", column = &title)
            };
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response
                .on_hover_text(t!("database-sort-tooltip", column = &title))
                .clicked()
            {
                actions.push(DatabaseAction::Sort(key));
            }
        }
    });
    ui.separator();
}

/// One row: the cells painted at the columns' places (faster than a widget per cell).
fn list_row(
    ui: &mut Ui,
    widths: &[f32; COLUMNS.len()],
    row: Option<&GameRow>,
    index: usize,
    selected: bool,
    cursor: bool,
) -> egui::Response {
    let height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::click(),
    );
    let visuals = ui.visuals();
    if selected {
        ui.painter()
            .rect_filled(rect, 2.0, visuals.selection.bg_fill);
    } else if response.hovered() {
        ui.painter()
            .rect_filled(rect, 2.0, visuals.widgets.hovered.weak_bg_fill);
    } else if index % 2 == 1 {
        ui.painter().rect_filled(rect, 0.0, visuals.faint_bg_color);
    }
    if cursor {
        ui.painter().rect_stroke(
            rect.shrink(0.5),
            2.0,
            egui::Stroke::new(1.0, visuals.selection.stroke.color),
            egui::StrokeKind::Inside,
        );
    }
    let color = if selected {
        visuals.selection.stroke.color
    } else {
        visuals.text_color()
    };
    let font = egui::TextStyle::Body.resolve(ui.style());
    let label = match row {
        Some(row) => {
            let texts = cells(row);
            let mut x = rect.left() + 4.0;
            for (width, text) in widths.iter().zip(&texts) {
                let cell = egui::Rect::from_min_size(
                    egui::pos2(x, rect.top()),
                    egui::vec2(*width, height),
                );
                ui.painter().with_clip_rect(cell).text(
                    egui::pos2(x, rect.center().y),
                    egui::Align2::LEFT_CENTER,
                    text,
                    font.clone(),
                    color,
                );
                x += width + COLUMN_GAP;
            }
            t!(
                "database-row-label",
                number = index + 1,
                white = &row.white,
                black = &row.black
            )
        }
        None => {
            ui.painter().text(
                egui::pos2(rect.left() + 4.0, rect.center().y),
                egui::Align2::LEFT_CENTER,
                "…",
                font,
                Color32::GRAY,
            );
            t!("database-row-label-loading", number = index + 1)
        }
    };
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::ListItem, true, selected, &label));
    response
}

/// A click on row `index`: plain selects it alone, Ctrl toggles it, Shift selects the range
/// from the cursor.
fn click_row(state: &mut DatabaseState, index: usize, modifiers: egui::Modifiers) {
    let Some(db) = &state.open else {
        return;
    };
    let Some(id) = db.list.id_at(index) else {
        return;
    };
    if modifiers.shift
        && let Some(anchor) = state.cursor
    {
        let (low, high) = (anchor.min(index), anchor.max(index));
        if !modifiers.command {
            state.selection.clear();
        }
        state
            .selection
            .extend(db.list.ids().get(low..=high).unwrap_or(&[]).iter().copied());
        return;
    }
    if modifiers.command {
        if !state.selection.remove(&id) {
            state.selection.insert(id);
        }
    } else {
        state.selection = BTreeSet::from([id]);
    }
    state.cursor = Some(index);
}

/// Up, Down, Page Up/Down, Home, End move the cursor (Shift extends the selection); Enter
/// loads the game; Delete asks to delete the selection. Only while the list has the keyboard.
fn keyboard(
    ui: &mut Ui,
    state: &mut DatabaseState,
    total: usize,
    actions: &mut Vec<DatabaseAction>,
) {
    if !state.list_focused || total == 0 || ui.ctx().memory(|m| m.focused().is_some()) {
        return;
    }
    use egui::{Key, Modifiers};
    let moves = [
        (Key::ArrowUp, -1i64),
        (Key::ArrowDown, 1),
        (Key::PageUp, -(PAGE as i64)),
        (Key::PageDown, PAGE as i64),
        (Key::Home, i64::MIN / 2),
        (Key::End, i64::MAX / 2),
    ];
    let last = total as i64 - 1;
    for (key, step) in moves {
        for modifiers in [Modifiers::NONE, Modifiers::SHIFT] {
            if ui.input_mut(|i| i.consume_key(modifiers, key)) {
                let from = state.cursor.map_or(-1, |c| c as i64);
                let to = from.saturating_add(step).clamp(0, last) as usize;
                click_row(state, to, modifiers);
                state.cursor = Some(to);
                state.scroll_to_cursor = true;
            }
        }
    }
    if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Enter))
        && let Some(id) = state
            .cursor
            .and_then(|c| state.open.as_ref().and_then(|db| db.list.id_at(c)))
    {
        actions.push(DatabaseAction::Load(id));
    }
    if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Delete)) {
        actions.push(DatabaseAction::AskDelete(
            state.selection.iter().copied().collect(),
        ));
    }
}

/// The context menu of a row: load, delete, copy, export, the players' views.
fn context_menu(
    ui: &mut Ui,
    selection: &BTreeSet<i64>,
    id: Option<i64>,
    row: Option<&GameRow>,
) -> Vec<DatabaseAction> {
    let mut actions = Vec::new();
    let chosen: Vec<i64> = if id.is_some_and(|id| selection.contains(&id)) {
        selection.iter().copied().collect()
    } else {
        id.into_iter().collect()
    };
    let n = chosen.len();
    if let Some(id) = id
        && ui.button(t!("database-load")).clicked()
    {
        actions.push(DatabaseAction::Load(id));
        ui.close();
    }
    if ui.button(t!("database-delete-games", count = n)).clicked() {
        actions.push(DatabaseAction::AskDelete(chosen.clone()));
        ui.close();
    }
    if ui.button(t!("database-copy-games", count = n)).clicked() {
        actions.push(DatabaseAction::CopyDialog(chosen.clone()));
        ui.close();
    }
    if ui.button(t!("database-export-games", count = n)).clicked() {
        actions.push(DatabaseAction::ExportDialog(Some(chosen)));
        ui.close();
    }
    if let Some(row) = row {
        ui.separator();
        for name in [&row.white, &row.black] {
            if ui
                .button(t!("database-player-view-name", name = name))
                .clicked()
            {
                actions.push(DatabaseAction::PlayerView(name.clone()));
                ui.close();
            }
        }
    }
    actions
}

fn status_line(ui: &mut Ui, state: &DatabaseState) {
    let Some(db) = &state.open else {
        return;
    };
    ui.horizontal(|ui| {
        let listed = match db.list.len() {
            Some(n) if db.list.loading() => t!("database-listed-searching", count = n),
            Some(n) => t!("database-listed", count = n),
            None => t!("database-searching-lower"),
        };
        let status = match db.game_count() {
            Some(count) if state.selection.len() > 1 => t!(
                "database-status-selected",
                count = count,
                listed = listed,
                selected = state.selection.len()
            ),
            Some(count) => t!("database-status", count = count, listed = listed),
            None => t!("database-status-counting", listed = listed),
        };
        ui.label(status);
        ui.weak(t!(
            "database-timing",
            query = millis(db.list.query_time),
            rows = millis(db.list.rows_time)
        ));
        if let Some(error) = &db.list.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::{COLUMN_GAP, COLUMNS, NARROWEST_TEXT_COLUMN, column_widths};

    fn total(widths: &[f32]) -> f32 {
        widths.iter().map(|w| w + COLUMN_GAP).sum::<f32>() + COLUMN_GAP
    }

    #[test]
    fn every_column_fits_a_window_of_the_default_size() {
        // The default window (820 points) leaves about 800 for the list.
        let widths = column_widths(800.0);
        assert!(total(&widths) <= 800.0 + 0.01, "{widths:?}");
        // Only the name and event columns gave up room.
        for (width, column) in widths.iter().zip(COLUMNS) {
            assert!(*width >= NARROWEST_TEXT_COLUMN.min(column.2));
            if !matches!(
                column.0,
                "common-white" | "common-black" | "database-column-event"
            ) {
                assert_eq!(*width, column.2);
            }
        }
        // Wide windows keep the full widths; narrow ones stop at the narrowest and scroll.
        assert_eq!(column_widths(2000.0), COLUMNS.map(|c| c.2));
        let narrow = column_widths(400.0);
        assert!(total(&narrow) > 400.0);
        assert_eq!(narrow[0], NARROWEST_TEXT_COLUMN);
    }
}
