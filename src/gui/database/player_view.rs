//! The player view: for the players whose name starts with the typed text, the results with
//! each colour, a table of results by opening (ECO code and name) and colour, and a chart of
//! the results per year, or per month when the games span a year or two (egui_plot, stacked
//! wins / draws / losses with the score on hover).

use std::collections::HashMap;

use eframe::egui::{self, Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, GridInput, GridMark, Legend, Plot};

use super::DatabaseAction;
use crate::{
    db::{PlayerStats, Results, header::eco_text},
    formats::eco::EcoTable,
    gui::app::TempoApp,
    t,
};

const WIN: Color32 = Color32::from_rgb(92, 160, 92);
const DRAW: Color32 = Color32::from_rgb(150, 150, 150);
const LOSS: Color32 = Color32::from_rgb(190, 80, 70);

/// The first name the ECO table gives each code (`B90` → `Sicilian Defense: Najdorf
/// Variation`).
fn opening_names() -> &'static HashMap<String, String> {
    static NAMES: std::sync::OnceLock<HashMap<String, String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names = HashMap::new();
        for opening in EcoTable::builtin().openings() {
            names
                .entry(opening.eco.clone())
                .or_insert_with(|| opening.name.clone());
        }
        names
    })
}

/// The name of an ECO code, for the table's hover text.
fn opening_hover(eco: Option<i64>) -> String {
    let code = eco.map(eco_text);
    let name = code.as_ref().and_then(|c| opening_names().get(c));
    match (code, name) {
        (Some(code), Some(name)) => format!("{code} {name}"), // code and name: not interface text
        (Some(code), None) => code,
        _ => t!("database-player-no-eco-games"),
    }
}

/// `+5 =3 -2 (65%)`.
fn results_text(r: &Results) -> String {
    let score = r
        .score_percent()
        .map_or_else(String::new, |s| format!(" ({s:.0}%)"));
    format!("+{} ={} -{}{score}", r.wins, r.draws, r.losses)
}

impl TempoApp {
    /// The player view window; returns what the user asked for.
    pub(super) fn player_window(&mut self, ctx: &egui::Context) -> Vec<DatabaseAction> {
        let mut actions = Vec::new();
        let Some(name) = &mut self.database.player_name else {
            return actions;
        };
        let Some(db) = &self.database.open else {
            return actions;
        };
        let mut open = true;
        egui::Window::new(t!("database-player-title"))
            .id(egui::Id::unique("player-view"))
            .open(&mut open)
            .default_size([640.0, 560.0])
            // Over the board, below the menus and the notices.
            .default_pos([24.0, 96.0])
            .resizable(true)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label(t!("database-filter-player"));
                    let field = ui.add(
                        egui::TextEdit::singleline(name)
                            .hint_text(t!("database-hint-name-starts"))
                            .desired_width(200.0),
                    );
                    let entered =
                        field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if (ui.button(t!("database-player-show")).clicked() || entered)
                        && !name.trim().is_empty()
                    {
                        actions.push(DatabaseAction::PlayerView(name.clone()));
                    }
                });
                ui.separator();
                match db.player() {
                    Some(view) if view.prefix.is_empty() => {}
                    Some(view) => match &view.stats {
                        Some(stats) if stats.names.is_empty() => {
                            ui.weak(t!("database-player-none", prefix = &view.prefix));
                        }
                        Some(stats) => stats_view(ui, stats),
                        None => {
                            ui.horizontal(|ui| {
                                ui.spinner();
                                ui.weak(t!("database-player-reading", name = &view.prefix));
                            });
                        }
                    },
                    None => {
                        ui.weak(t!("database-player-prompt"));
                    }
                }
            });
        if !open {
            actions.push(DatabaseAction::ClosePlayerView);
        }
        actions
    }
}

fn stats_view(ui: &mut Ui, stats: &PlayerStats) {
    let names: Vec<String> = stats
        .names
        .iter()
        .map(|(name, games)| format!("{name} ({games})")) // a name and its count: not interface text
        .collect();
    let more = stats.name_count.saturating_sub(stats.names.len() as u64);
    let names = if more > 0 {
        t!(
            "database-player-names-more",
            names = names.join(", "),
            count = more
        )
    } else {
        names.join(", ")
    };
    ui.label(RichText::new(names).strong());
    egui::Grid::new("player-totals")
        .num_columns(3)
        .spacing([16.0, 2.0])
        .show(ui, |ui| {
            for (colour, results) in [
                (t!("database-player-with-white"), &stats.as_white),
                (t!("database-player-with-black"), &stats.as_black),
            ] {
                ui.label(colour);
                ui.label(t!("count-games", count = results.games()));
                ui.label(results_text(results));
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    ui.label(RichText::new(t!("database-player-over-time")).strong());
    period_chart(ui, stats);
    ui.add_space(6.0);
    ui.label(RichText::new(t!("database-player-by-opening")).strong());
    opening_table(ui, stats);
}

/// Stacked bars per year, or per month when [`PlayerStats::months_tell_more`]: wins, draws,
/// losses (both colours). A bar stands at its year, or at its month counted from year 0.
fn period_chart(ui: &mut Ui, stats: &PlayerStats) {
    let by_month = stats.months_tell_more();
    let label = move |index: i64| {
        if by_month {
            month_label(index)
        } else {
            index.to_string()
        }
    };
    let shown = if by_month {
        &stats.by_month
    } else {
        &stats.by_year
    };
    let periods: Vec<(i64, String, Results)> = shown
        .iter()
        .map(|period| (period.index(), label(period.index()), period.total()))
        .collect();
    let mut wins = Vec::new();
    let mut draws = Vec::new();
    let mut losses = Vec::new();
    for (x, label, total) in &periods {
        let x = *x as f64;
        let name = format!("{label}: {}", results_text(total));
        wins.push(Bar::new(x, total.wins as f64).width(0.7).name(&name));
        draws.push(Bar::new(x, total.draws as f64).width(0.7).name(&name));
        losses.push(Bar::new(x, total.losses as f64).width(0.7).name(&name));
    }
    let wins = BarChart::new(t!("database-player-wins"), wins).color(WIN);
    let draws = BarChart::new(t!("database-player-draws"), draws)
        .color(DRAW)
        .stack_on(&[&wins]);
    let losses = BarChart::new(t!("database-player-losses"), losses)
        .color(LOSS)
        .stack_on(&[&wins, &draws]);
    // Headroom above the tallest bar, so that the legend in the top corner hides none of
    // the latest periods' bars.
    let tallest = periods
        .iter()
        .map(|(_, _, total)| total.wins + total.draws + total.losses)
        .max()
        .unwrap_or(0);
    let mut plot = Plot::new("player-years").include_y(tallest as f64 * 1.7);
    if by_month {
        plot = plot.x_grid_spacer(month_marks);
    }
    plot.height(170.0)
        .legend(Legend::default())
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        // Whole periods only: with few of them the axis also marks fractions of one.
        .x_axis_formatter(move |mark, _range| {
            if (mark.value - mark.value.round()).abs() > 1e-6 {
                return String::new();
            }
            label(mark.value.round() as i64)
        })
        .y_axis_label(t!("database-player-axis-games"))
        .show(ui, |plot| {
            plot.bar_chart(wins);
            plot.bar_chart(draws);
            plot.bar_chart(losses);
        });
}

/// Grid marks on whole months, every one, two, three, six or twelve months (aligned to
/// the year) so that at most eight are labelled.
fn month_marks(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    let shown = (high - low).max(1.0);
    let step = [1.0, 2.0, 3.0, 6.0, 12.0]
        .into_iter()
        .find(|&step| shown / step <= 8.0)
        .unwrap_or(12.0 * (shown / 96.0).ceil());
    let mut marks = Vec::new();
    let mut value = (low / step).ceil() * step;
    while value <= high {
        marks.push(GridMark {
            value,
            step_size: step,
        });
        value += step;
    }
    marks
}

/// `2026-03` for a month counted from year 0 (as [`crate::db::PeriodResults::index`]).
fn month_label(index: i64) -> String {
    format!("{}-{:02}", index.div_euclid(12), index.rem_euclid(12) + 1)
}

fn opening_table(ui: &mut Ui, stats: &PlayerStats) {
    let names = opening_names();
    let no_eco = t!("database-player-no-eco");
    egui::ScrollArea::vertical()
        .id_salt("player-openings")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("player-openings")
                .num_columns(4)
                .spacing([12.0, 2.0])
                .striped(true)
                .show(ui, |ui| {
                    ui.weak(t!("database-column-eco"));
                    ui.weak(t!("database-player-opening"));
                    ui.weak(t!("database-player-with-white"));
                    ui.weak(t!("database-player-with-black"));
                    ui.end_row();
                    for opening in &stats.by_opening {
                        let code = opening.eco.map(eco_text);
                        ui.label(code.clone().unwrap_or_else(|| "–".into()));
                        let name = code
                            .and_then(|c| names.get(&c).cloned())
                            .unwrap_or_else(|| no_eco.clone());
                        let height = ui.text_style_height(&egui::TextStyle::Body);
                        ui.add_sized([230.0, height], egui::Label::new(name).truncate())
                            .on_hover_text(opening_hover(opening.eco));
                        for results in [&opening.as_white, &opening.as_black] {
                            if results.games() == 0 {
                                ui.weak("–");
                            } else {
                                ui.label(format!("{}: {}", results.games(), results_text(results)));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}
