//! The tag editor: the Seven Tag Roster always, then the game's other tags, each editable;
//! other tags can be removed and new ones added. Edits go through
//! [`TreeAction::SetTag`]/[`TreeAction::RemoveTag`], so they land in saved PGN.

use eframe::egui;

use super::{actions::Action, app::TempoApp};
use crate::app::tree_edit::TreeAction;
use crate::formats::pgn::{SEVEN_TAG_ROSTER, Tags};
use crate::t;

/// The editor window's state.
#[derive(Default)]
pub struct TagEditor {
    /// Whether the window is open.
    pub open: bool,
    new_name: String,
    new_value: String,
}

impl TempoApp {
    /// The tag editor window, when open.
    pub(super) fn tag_editor(&mut self, ctx: &egui::Context) {
        let actions = self.files.tags.show(ctx, &self.session.game().tree().tags);
        self.actions.extend(actions);
    }
}

impl TagEditor {
    /// Draws the window over `tags` when it is open; returns the edits asked for.
    #[must_use]
    pub fn show(&mut self, ctx: &egui::Context, tags: &Tags) -> Vec<Action> {
        if !self.open {
            return Vec::new();
        }
        let mut open = true;
        let mut actions = Vec::new();
        let roster: Vec<(String, String)> = SEVEN_TAG_ROSTER
            .iter()
            .map(|&name| {
                let value = tags.get(name).unwrap_or("?").to_owned();
                (name.to_owned(), value)
            })
            .collect();
        let others: Vec<(String, String)> = tags
            .iter()
            .filter(|(name, _)| !SEVEN_TAG_ROSTER.contains(name))
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect();
        let editor = self;
        egui::Window::new(t!("main-tags-title"))
            .id(egui::Id::unique("tag-editor"))
            .open(&mut open)
            .default_width(380.0)
            .show(ctx, |ui| {
                egui::Grid::new("tag-grid")
                    .num_columns(3)
                    .spacing([8.0, 4.0])
                    .show(ui, |ui| {
                        for (name, mut value) in roster.into_iter().chain(others) {
                            let is_roster = SEVEN_TAG_ROSTER.contains(&name.as_str());
                            ui.label(&name);
                            // Sized explicitly: a grid cell would otherwise start at its
                            // narrow remembered width and clip the value.
                            let response =
                                ui.add_sized([220.0, 20.0], egui::TextEdit::singleline(&mut value));
                            if response.changed() {
                                actions.push(TreeAction::SetTag(name.clone(), value));
                            }
                            if is_roster {
                                ui.label("");
                            } else if ui
                                .small_button(t!("common-remove"))
                                .on_hover_text(t!("main-tags-remove-hint", tag = &name))
                                .clicked()
                            {
                                actions.push(TreeAction::RemoveTag(name));
                            }
                            ui.end_row();
                        }
                    });
                ui.separator();
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut editor.new_name)
                            .hint_text(t!("main-tags-new-tag"))
                            .desired_width(110.0),
                    );
                    ui.add(
                        egui::TextEdit::singleline(&mut editor.new_value)
                            .hint_text(t!("main-tags-value"))
                            .desired_width(170.0),
                    );
                    let addable = !editor.new_name.trim().is_empty();
                    if ui
                        .add_enabled(addable, egui::Button::new(t!("main-tags-add")))
                        .clicked()
                    {
                        actions.push(TreeAction::SetTag(
                            std::mem::take(&mut editor.new_name),
                            std::mem::take(&mut editor.new_value),
                        ));
                    }
                });
                ui.weak(t!("main-tags-saved-with-game"));
            });
        editor.open = open;
        actions.into_iter().map(Action::Tree).collect()
    }
}
