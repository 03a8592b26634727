//! The Settings window: theme, high contrast, interface scale, board colours, pieces,
//! coordinates, animation, language, notation, engine output, sound.
//! It edits a copy of the settings and returns the changed settings as an action.

use eframe::egui::{self, Ui};

use super::{
    actions::Action,
    engine_manager::EngineAction,
    pieces::draw_piece,
    settings::{AnimationSpeed, Notation, Settings, UiTheme},
    theme::{BoardScheme, Coordinates, PieceSet, square_colors},
};
use crate::{
    app::i18n::Language,
    chess::{Color, Piece, Role},
    t,
};

/// The interface scales offered (egui's zoom factor on top of the screen's own scale).
const UI_SCALES: [f32; 6] = [1.0, 1.25, 1.5, 1.75, 2.0, 2.5];

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
            ui.heading(t!("settings-title"));
            ui.add_space(4.0);
            // At a large interface scale in a small window the grid scrolls.
            let room = (ctx.content_rect().height() - 160.0).max(120.0);
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| settings_grid(ui, &mut edited));
            if edited.sound && !self.audio {
                ui.weak(t!("settings-no-audio"));
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(t!("settings-engines"));
                if ui.button(t!("settings-manage-engines")).clicked() {
                    actions.push(Action::Engines(EngineAction::Toggle));
                    actions.push(Action::ToggleSettings);
                }
            });
            ui.separator();
            if ui.button(t!("common-close")).clicked() {
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
            ui.label(t!("settings-language"));
            language_choice(ui, &mut s.language);
            ui.end_row();
            ui.label(t!("settings-theme"));
            ui.horizontal(|ui| {
                ui.add_enabled_ui(!s.high_contrast, |ui| {
                    ui.selectable_value(&mut s.theme, UiTheme::Dark, t!("settings-theme-dark"));
                    ui.selectable_value(&mut s.theme, UiTheme::Light, t!("settings-theme-light"));
                });
                ui.checkbox(&mut s.high_contrast, t!("settings-high-contrast"))
                    .on_hover_text(t!("settings-high-contrast-tip"));
            });
            ui.end_row();
            ui.label(t!("settings-scale"));
            ui.horizontal(|ui| {
                for scale in UI_SCALES {
                    let label = format!("{:.0}%", scale * 100.0);
                    if ui
                        .selectable_label((s.zoom() - scale).abs() < 0.01, label)
                        .clicked()
                    {
                        s.ui_scale = scale;
                    }
                }
            });
            ui.end_row();
            ui.label(t!("settings-board"));
            ui.add_enabled_ui(!s.high_contrast, |ui| {
                ui.horizontal(|ui| {
                    for scheme in BoardScheme::ALL {
                        scheme_swatch(ui, &mut s.board, scheme);
                    }
                });
            });
            ui.end_row();
            ui.label(t!("settings-pieces"));
            let scheme = s.board_scheme();
            ui.horizontal(|ui| {
                for set in PieceSet::ALL {
                    piece_set_choice(ui, &mut s.pieces, set, scheme);
                }
            });
            ui.end_row();
            ui.label(t!("settings-coordinates"));
            ui.horizontal(|ui| {
                for place in Coordinates::ALL {
                    ui.selectable_value(&mut s.coordinates, place, coordinates_label(place));
                }
            });
            ui.end_row();
            ui.label(t!("settings-animation"));
            ui.horizontal(|ui| {
                for speed in AnimationSpeed::ALL {
                    ui.selectable_value(&mut s.animation, speed, speed.name());
                }
            });
            ui.end_row();
            ui.label(t!("settings-board-display"));
            ui.checkbox(&mut s.show_legal_moves, t!("settings-legal-moves"));
            ui.end_row();
            ui.label(t!("settings-notation"));
            ui.horizontal(|ui| {
                for notation in Notation::ALL {
                    ui.selectable_value(&mut s.notation, notation, notation.name());
                }
            });
            ui.end_row();
            ui.label(t!("settings-engine"));
            ui.checkbox(&mut s.show_engine_info, t!("settings-engine-info"));
            ui.end_row();
            ui.label(t!("settings-sound"));
            ui.checkbox(&mut s.sound, t!("settings-sound-on"));
            ui.end_row();
        });
}

/// The language menu: the system's (named) and the eight by their own names.
fn language_choice(ui: &mut Ui, language: &mut Option<Language>) {
    let system = t!(
        "settings-language-system",
        language = Language::from_system().native_name()
    );
    let selected = language.map_or_else(|| system.clone(), |l| l.native_name().to_owned());
    egui::ComboBox::from_id_salt("settings-language")
        .selected_text(selected)
        .show_ui(ui, |ui| {
            ui.selectable_value(language, None, system);
            for choice in Language::ALL {
                ui.selectable_value(language, Some(choice), choice.native_name());
            }
        });
}

/// A clickable preview of a piece set: a white knight and a black queen on two squares.
fn piece_set_choice(ui: &mut Ui, current: &mut PieceSet, set: PieceSet, scheme: BoardScheme) {
    let side = 30.0;
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(side * 2.0, side), egui::Sense::click());
    let colors = square_colors(scheme);
    let (left, right) = rect.split_left_right_at_fraction(0.5);
    let painter = ui.painter();
    painter.rect_filled(left, 0.0, colors.light);
    painter.rect_filled(right, 0.0, colors.dark);
    let knight = Piece::new(Color::White, Role::Knight);
    let queen = Piece::new(Color::Black, Role::Queen);
    draw_piece(painter, set, knight, left.center(), side, 1.0);
    draw_piece(painter, set, queen, right.center(), side, 1.0);
    if *current == set {
        painter.rect_stroke(
            rect.expand(2.0),
            2.0,
            egui::Stroke::new(2.0, ui.visuals().selection.stroke.color),
            egui::StrokeKind::Outside,
        );
    }
    let name = piece_set_label(set);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if response.on_hover_text(name).clicked() {
        *current = set;
    }
}

/// A clickable two-square preview of a board scheme.
fn scheme_swatch(ui: &mut Ui, current: &mut BoardScheme, scheme: BoardScheme) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(40.0, 22.0), egui::Sense::click());
    let colors = square_colors(scheme);
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
    let name = scheme_label(scheme);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if response.on_hover_text(name).clicked() {
        *current = scheme;
    }
}

/// A piece set's name in the interface's language (`PieceSet::name` is the command line's).
fn piece_set_label(set: PieceSet) -> String {
    match set {
        PieceSet::Classic => t!("settings-pieces-classic"),
        PieceSet::Tokens => t!("settings-pieces-tokens"),
        PieceSet::Letters => t!("settings-pieces-letters"),
        PieceSet::Geometric => t!("settings-pieces-geometric"),
    }
}

/// A board scheme's name in the interface's language.
fn scheme_label(scheme: BoardScheme) -> String {
    match scheme {
        BoardScheme::Brown => t!("settings-scheme-brown"),
        BoardScheme::Blue => t!("settings-scheme-blue"),
        BoardScheme::Green => t!("settings-scheme-green"),
        BoardScheme::Grey => t!("settings-scheme-grey"),
        BoardScheme::Purple => t!("settings-scheme-purple"),
        BoardScheme::HighContrast => t!("settings-scheme-high-contrast"),
    }
}

/// Where the coordinates go, in the interface's language.
fn coordinates_label(place: Coordinates) -> String {
    match place {
        Coordinates::Inside => t!("settings-coordinates-inside"),
        Coordinates::Outside => t!("settings-coordinates-outside"),
        Coordinates::Off => t!("settings-coordinates-off"),
    }
}
