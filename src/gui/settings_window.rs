//! The Settings window: theme, board colours and display, notation, engine output, sound.
//! It edits a copy of the settings and returns the changed settings as an action.

use eframe::egui::{self, Ui};

use super::{
    actions::Action,
    engine_manager::EngineAction,
    settings::{Settings, UiTheme},
    theme::BoardScheme,
};

/// The window over the current settings.
pub struct SettingsView<'a> {
    /// The settings in force.
    pub settings: &'a Settings,
    /// Whether an audio output was found (sound stays silent without one).
    pub audio: bool,
}

impl SettingsView<'_> {
    /// Draws the window; returns the changed settings, a request to manage engines or to
    /// close.
    #[must_use]
    pub fn show(self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        let mut edited = self.settings.clone();
        let modal = egui::Modal::new(egui::Id::unique("settings")).show(ctx, |ui| {
            ui.heading("Settings");
            ui.add_space(4.0);
            settings_grid(ui, &mut edited);
            if edited.sound && !self.audio {
                ui.weak("No audio output was found; sound stays silent.");
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Engines and their options");
                if ui.button("Manage engines…").clicked() {
                    actions.push(Action::Engines(EngineAction::Toggle));
                    actions.push(Action::ToggleSettings);
                }
            });
            ui.separator();
            if ui.button("Close").clicked() {
                actions.push(Action::ToggleSettings);
            }
        });
        // Enter closes, as the default button does, unless a widget has the focus.
        let enter = ctx.memory(|m| m.focused().is_none())
            && super::shortcuts::consume_exact(ctx, egui::Modifiers::NONE, egui::Key::Enter);
        if (enter || modal.should_close())
            && !actions.iter().any(|a| matches!(a, Action::ToggleSettings))
        {
            actions.push(Action::ToggleSettings);
        }
        if edited != *self.settings {
            actions.insert(0, Action::ChangeSettings(Box::new(edited)));
        }
        actions
    }
}

fn settings_grid(ui: &mut Ui, s: &mut Settings) {
    egui::Grid::new("settings-grid")
        .num_columns(2)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            ui.label("Theme");
            ui.horizontal(|ui| {
                ui.selectable_value(&mut s.theme, UiTheme::Dark, "Dark");
                ui.selectable_value(&mut s.theme, UiTheme::Light, "Light");
            });
            ui.end_row();
            ui.label("Board");
            ui.horizontal(|ui| {
                for scheme in BoardScheme::ALL {
                    scheme_swatch(ui, &mut s.board, scheme);
                }
            });
            ui.end_row();
            ui.label("Board display");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.coordinates, "Coordinates");
                ui.checkbox(&mut s.show_legal_moves, "Legal move dots");
                ui.checkbox(&mut s.animation, "Animate moves");
            });
            ui.end_row();
            ui.label("Move list");
            ui.checkbox(&mut s.figurine, "Figurine notation (♘f3)");
            ui.end_row();
            ui.label("Engine");
            ui.checkbox(&mut s.show_engine_info, "Show eval, depth and nodes");
            ui.end_row();
            ui.label("Sound");
            ui.checkbox(&mut s.sound, "Sound on");
            ui.end_row();
        });
}

/// A clickable two-square preview of a board scheme.
fn scheme_swatch(ui: &mut Ui, current: &mut BoardScheme, scheme: BoardScheme) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(40.0, 22.0), egui::Sense::click());
    let colors = scheme.colors();
    let (left, right) = rect.split_left_right_at_fraction(0.5);
    ui.painter().rect_filled(left, 0.0, colors.light);
    ui.painter().rect_filled(right, 0.0, colors.dark);
    if *current == scheme {
        ui.painter().rect_stroke(
            rect.expand(2.0),
            2.0,
            egui::Stroke::new(2.0, ui.visuals().selection.stroke.color),
            egui::StrokeKind::Outside,
        );
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, scheme.name()));
    if response.on_hover_text(scheme.name()).clicked() {
        *current = scheme;
    }
}
