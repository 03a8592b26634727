//! The database window's filter bar: text fields for every header filter, the result, and
//! "games reaching the board's position"; turned into a `db::GameFilter` with the same
//! parsing as `tempo db search`, so a bad value says what is wrong with it.

use eframe::egui::{self, Ui};

use crate::{
    chess::Position,
    db::{
        GameFilter,
        filter::{parse_date, parse_eco_range},
    },
    formats::pgn::GameResult,
    t,
};

/// The filter bar's fields, as typed.
#[derive(Clone, Debug, Default)]
pub struct FilterForm {
    /// White's name starts with.
    pub white: String,
    /// Black's name starts with.
    pub black: String,
    /// Either player's name starts with.
    pub player: String,
    /// The event starts with.
    pub event: String,
    /// The result.
    pub result: Option<GameResult>,
    /// Both ratings at least.
    pub min_elo: String,
    /// Both ratings at most.
    pub max_elo: String,
    /// Played on or after (`YYYY`, `YYYY.MM` or `YYYY.MM.DD`).
    pub from: String,
    /// Played on or before.
    pub to: String,
    /// ECO code or range (`B20-B99`).
    pub eco: String,
    /// Mainline plies at least.
    pub min_plies: String,
    /// Mainline plies at most.
    pub max_plies: String,
    /// Only games reaching this position.
    pub position: Option<Position>,
    /// Why the fields do not make a filter.
    pub error: Option<String>,
}

/// What the user did in the filter bar.
pub enum FormAction {
    /// Search with the fields.
    Search,
    /// Empty every field and search.
    Reset,
    /// Take the board's position.
    UseBoardPosition,
}

impl FilterForm {
    /// The filter the fields describe, or what is wrong with one of them.
    pub fn to_filter(&self) -> Result<GameFilter, String> {
        let text = |s: &String| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        let number = |s: &String, what: String| -> Result<Option<i64>, String> {
            match text(s) {
                None => Ok(None),
                Some(value) => value
                    .parse::<i64>()
                    .map(Some)
                    .map_err(|_| t!("database-filter-not-number", field = what, value = &value)),
            }
        };
        let date = |s: &String, end: bool| -> Result<Option<i64>, String> {
            text(s)
                .map(|value| {
                    parse_date(&value, end)
                        .map_err(|e| t!("database-filter-bad-date", error = e.to_string()))
                })
                .transpose()
        };
        let filter = GameFilter {
            white: text(&self.white),
            black: text(&self.black),
            player: text(&self.player),
            event: text(&self.event),
            result: self.result,
            min_elo: number(&self.min_elo, t!("database-filter-lowest-elo"))?,
            max_elo: number(&self.max_elo, t!("database-filter-highest-elo"))?,
            from: date(&self.from, false)?,
            to: date(&self.to, true)?,
            eco: text(&self.eco)
                .map(|value| {
                    parse_eco_range(&value.to_uppercase())
                        .map_err(|e| t!("database-filter-bad-eco", error = e.to_string()))
                })
                .transpose()?,
            min_plies: number(&self.min_plies, t!("database-filter-fewest-plies"))?,
            max_plies: number(&self.max_plies, t!("database-filter-most-plies"))?,
        };
        for (low, high, what) in [
            (
                filter.min_elo,
                filter.max_elo,
                "database-filter-elo-reversed",
            ),
            (filter.from, filter.to, "database-filter-dates-reversed"),
            (
                filter.min_plies,
                filter.max_plies,
                "database-filter-plies-reversed",
            ),
        ] {
            if let (Some(low), Some(high)) = (low, high)
                && low > high
            {
                return Err(crate::app::i18n::text(what));
            }
        }
        Ok(filter)
    }

    /// Draws the bar; returns what the user asked for (Enter in a field searches).
    pub fn show(&mut self, ui: &mut Ui) -> Option<FormAction> {
        let mut action = None;
        let mut entered = false;
        // Each field is named by the label before it (for screen readers and tests).
        let mut field =
            |ui: &mut Ui, value: &mut String, hint: &str, width: f32, label: egui::Id| {
                let response = ui.add(
                    egui::TextEdit::singleline(value)
                        .hint_text(hint)
                        .desired_width(width),
                );
                let response = response.labelled_by(label);
                if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    entered = true;
                }
            };
        egui::Grid::new("database-filter")
            .num_columns(4)
            .spacing([8.0, 4.0])
            .show(ui, |ui| {
                let name_hint = t!("database-hint-name-starts");
                let (min, max, to) = (
                    t!("database-hint-min"),
                    t!("database-hint-max"),
                    t!("database-filter-to"),
                );
                let label = ui.label(t!("common-white")).id;
                field(ui, &mut self.white, &name_hint, 130.0, label);
                let label = ui.label(t!("common-black")).id;
                field(ui, &mut self.black, &name_hint, 130.0, label);
                ui.end_row();
                let label = ui.label(t!("database-filter-player")).id;
                field(
                    ui,
                    &mut self.player,
                    &t!("database-hint-either-colour"),
                    130.0,
                    label,
                );
                let label = ui.label(t!("database-column-event")).id;
                field(
                    ui,
                    &mut self.event,
                    &t!("database-hint-starts"),
                    130.0,
                    label,
                );
                ui.end_row();
                ui.label(t!("database-column-result"));
                let any = t!("database-filter-any-result");
                let name = |r: Option<GameResult>| r.map_or(any.as_str(), |r| r.as_str());
                egui::ComboBox::from_id_salt("database-filter-result")
                    .selected_text(name(self.result))
                    .width(120.0)
                    .show_ui(ui, |ui| {
                        for choice in [
                            None,
                            Some(GameResult::WhiteWins),
                            Some(GameResult::BlackWins),
                            Some(GameResult::Draw),
                            Some(GameResult::Unknown),
                        ] {
                            ui.selectable_value(&mut self.result, choice, name(choice));
                        }
                    });
                let label = ui.label(t!("database-column-eco")).id;
                field(ui, &mut self.eco, &t!("database-hint-eco"), 130.0, label);
                ui.end_row();
                let label = ui.label(t!("database-column-elo")).id;
                ui.horizontal(|ui| {
                    field(ui, &mut self.min_elo, &min, 56.0, label);
                    let to = ui.label(&to).id;
                    field(ui, &mut self.max_elo, &max, 56.0, to);
                });
                let label = ui.label(t!("database-column-plies")).id;
                ui.horizontal(|ui| {
                    field(ui, &mut self.min_plies, &min, 56.0, label);
                    let to = ui.label(&to).id;
                    field(ui, &mut self.max_plies, &max, 56.0, to);
                });
                ui.end_row();
                let label = ui.label(t!("database-column-date")).id;
                ui.horizontal(|ui| {
                    field(ui, &mut self.from, &t!("database-hint-from"), 82.0, label);
                    let to_label = ui.label(&to).id;
                    field(ui, &mut self.to, &t!("database-hint-to"), 82.0, to_label);
                });
                ui.label(t!("database-filter-position"));
                ui.horizontal(|ui| match &self.position {
                    Some(pos) => {
                        ui.label(t!("database-filter-board-position-set"))
                            .on_hover_text(t!("database-filter-reaching", fen = pos.to_fen()));
                        if ui.small_button(t!("database-filter-clear")).clicked() {
                            self.position = None;
                            action = Some(FormAction::Search);
                        }
                    }
                    None => {
                        if ui
                            .button(t!("database-filter-board-position"))
                            .on_hover_text(t!("database-filter-board-position-tooltip"))
                            .clicked()
                        {
                            action = Some(FormAction::UseBoardPosition);
                        }
                    }
                });
                ui.end_row();
            });
        ui.horizontal(|ui| {
            if ui
                .button(t!("database-filter-search"))
                .on_hover_text(t!("database-filter-search-tooltip"))
                .clicked()
            {
                entered = true;
            }
            if ui.button(t!("database-filter-reset")).clicked() {
                action = Some(FormAction::Reset);
            }
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
        });
        if entered && action.is_none() {
            action = Some(FormAction::Search);
        }
        action
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn fields_make_a_filter_or_say_what_is_wrong() {
        let form = FilterForm {
            white: " Carl ".into(),
            min_elo: "2500".into(),
            from: "2020".into(),
            to: "2021.06".into(),
            eco: "b20-b99".into(),
            ..FilterForm::default()
        };
        let filter = form.to_filter();
        assert_eq!(
            filter,
            Ok(GameFilter {
                white: Some("Carl".into()),
                min_elo: Some(2500),
                from: Some(20200000),
                to: Some(20210699),
                eco: Some((120, 199)),
                ..GameFilter::default()
            })
        );
        let bad = FilterForm {
            min_elo: "high".into(),
            ..FilterForm::default()
        };
        assert_eq!(
            bad.to_filter(),
            Err("Lowest Elo 'high': expected a whole number".into())
        );
        let reversed = FilterForm {
            min_plies: "40".into(),
            max_plies: "20".into(),
            ..FilterForm::default()
        };
        assert!(reversed.to_filter().is_err());
        let bad_date = FilterForm {
            from: "yesterday".into(),
            ..FilterForm::default()
        };
        assert!(bad_date.to_filter().unwrap_err().contains("yesterday"));
    }
}
