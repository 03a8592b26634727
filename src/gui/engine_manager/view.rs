//! The engine manager window as a view: it draws from a read-only look at the engines (the
//! catalogue, the external engines and the option values stored in the settings) and returns
//! actions. Only the window's own state changes while it draws: the selection, the form being
//! typed and the option texts being edited, as a text field's buffer would.

use std::collections::{BTreeMap, HashMap};

use eframe::egui::{self, RichText, Ui};

use super::{EngineAction, EngineManager, ExternalForm, ProbeState, default_value, path_option};
use crate::{
    app::engines::{EngineEntry, ExternalEngine},
    engine::{EngineOption, OptionKind, OptionValue},
    gui::actions::Action,
    t,
};

/// What the manager window shows.
#[derive(Clone, Copy)]
pub(crate) struct EngineManagerView<'a> {
    /// Every engine that can play.
    pub(crate) catalogue: &'a [EngineEntry],
    /// The external engines the user added.
    pub(crate) external: &'a [ExternalEngine],
    /// Stored option values: engine name → option → UCI text.
    pub(crate) stored_options: &'a BTreeMap<String, BTreeMap<String, String>>,
    /// Whether file dialogs may open (tests type paths instead).
    pub(crate) file_dialogs: bool,
}

impl EngineManagerView<'_> {
    /// Draws the manager window; returns what the user asked for.
    #[must_use]
    pub(crate) fn show(self, ctx: &egui::Context, manager: &mut EngineManager) -> Vec<Action> {
        let mut open = true;
        let mut actions = Vec::new();
        egui::Window::new(EngineManager::name())
            .id(egui::Id::unique("engine-manager"))
            .open(&mut open)
            .collapsible(false)
            .default_size([760.0, 540.0])
            .show(ctx, |ui| actions = self.ui(ui, manager));
        if !open {
            actions.push(Action::Engines(EngineAction::Toggle));
        }
        actions
    }

    fn ui(self, ui: &mut Ui, manager: &mut EngineManager) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(190.0);
                ui.label(RichText::new(t!("engines-title")).strong());
                for entry in self.catalogue {
                    let selected = manager.selected.as_deref() == Some(entry.name.as_str());
                    if ui.selectable_label(selected, &entry.name).clicked() {
                        actions.push(EngineAction::Select(entry.name.clone()));
                    }
                }
                ui.add_space(8.0);
                if ui.button(t!("engines-add-uci")).clicked() {
                    manager.adding = Some(ExternalForm::default());
                    manager.error = None;
                    // The program is asked for at once (tests, without dialogs, type it).
                    if self.file_dialogs {
                        actions.push(EngineAction::ChooseProgram);
                    }
                }
            });
            ui.separator();
            ui.vertical(|ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        if manager.adding.is_some() {
                            self.add_form(ui, manager, &mut actions);
                        } else {
                            self.engine_details(ui, manager, &mut actions);
                        }
                    });
            });
        });
        actions.into_iter().map(Action::Engines).collect()
    }

    fn add_form(self, ui: &mut Ui, manager: &mut EngineManager, actions: &mut Vec<EngineAction>) {
        let Some(form) = &mut manager.adding else {
            return;
        };
        ui.label(RichText::new(t!("engines-add-heading")).strong());
        form_grid(ui, "add-engine", form, actions, true);
        if let Some(error) = &manager.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        let (add, cancel) = ui
            .horizontal(|ui| {
                (
                    ui.button(t!("common-add")).clicked(),
                    ui.button(t!("common-cancel")).clicked(),
                )
            })
            .inner;
        if add {
            match form.to_engine() {
                Ok(engine) => {
                    manager.error = None;
                    actions.push(EngineAction::Add(engine));
                }
                Err(e) => manager.error = Some(e),
            }
        }
        if cancel {
            manager.adding = None;
            manager.error = None;
        }
    }

    fn engine_details(
        self,
        ui: &mut Ui,
        manager: &mut EngineManager,
        actions: &mut Vec<EngineAction>,
    ) {
        let Some(name) = manager.selected.clone() else {
            ui.weak(t!("engines-select"));
            return;
        };
        ui.label(RichText::new(&name).heading());
        let external = self.external.iter().find(|e| e.name == name);
        match external {
            Some(_) => {
                form_grid(ui, "edit-engine", &mut manager.edit, actions, false);
                if let Some(error) = &manager.error {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                }
                ui.horizontal(|ui| {
                    if ui.button(t!("engines-save-changes")).clicked() {
                        match manager.edit.to_engine() {
                            Ok(engine) => actions.push(EngineAction::Update {
                                old_name: name.clone(),
                                engine,
                            }),
                            Err(e) => manager.error = Some(e),
                        }
                    }
                    if ui.button(t!("engines-remove")).clicked() {
                        actions.push(EngineAction::Remove(name.clone()));
                    }
                });
            }
            None => {
                ui.weak(t!("engines-built-in"));
            }
        }
        ui.add_space(4.0);
        let running = matches!(manager.probes.get(&name), Some(ProbeState::Running(_)));
        ui.horizontal(|ui| {
            if ui
                .add_enabled(!running, egui::Button::new(t!("engines-test-launch")))
                .clicked()
            {
                actions.push(EngineAction::TestLaunch(name.clone()));
            }
            if ui.button(t!("engines-reset-options")).clicked() {
                actions.push(EngineAction::ResetOptions(name.clone()));
            }
        });
        let report = match manager.probes.get(&name) {
            Some(ProbeState::Running(_)) | None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("engines-starting", name = name.as_str()));
                });
                return;
            }
            Some(ProbeState::Done(Err(e))) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    t!("engines-test-failed", error = e.to_string()),
                );
                return;
            }
            Some(ProbeState::Done(Ok(report))) => report.clone(),
        };
        let seconds = format!("{:.1}", report.elapsed.as_secs_f64());
        let id_name = report.id_name.as_str();
        let mv = report.test_move.as_str();
        ui.label(if report.author.is_empty() {
            t!(
                "engines-test-ok",
                name = id_name,
                mv = mv,
                seconds = seconds
            )
        } else {
            let author = report.author.as_str();
            t!(
                "engines-test-ok-author",
                name = id_name,
                author = author,
                mv = mv,
                seconds = seconds
            )
        });
        for e in &report.option_errors {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.separator();
        ui.label(RichText::new(t!("engines-options")).strong());
        ui.weak(t!("engines-options-note"));
        let stored = self.stored_options.get(&name);
        egui::Grid::new("engine-options")
            .num_columns(2)
            .spacing([16.0, 6.0])
            .striped(true)
            .show(ui, |ui| {
                for option in &report.options {
                    option_row(ui, &name, option, stored, &mut manager.texts, actions);
                    ui.end_row();
                }
            });
    }
}

/// The external engine's fields: name, program, arguments, working directory.
fn form_grid(
    ui: &mut Ui,
    id: &str,
    form: &mut ExternalForm,
    actions: &mut Vec<EngineAction>,
    adding: bool,
) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            let label = ui.label(t!("common-name"));
            ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(320.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("engines-program"));
            ui.horizontal(|ui| {
                ui.add(egui::TextEdit::singleline(&mut form.program).desired_width(320.0))
                    .labelled_by(label.id);
                if adding && ui.button(t!("common-browse")).clicked() {
                    actions.push(EngineAction::ChooseProgram);
                }
            });
            ui.end_row();
            let label = ui.label(t!("engines-arguments"));
            ui.add(egui::TextEdit::singleline(&mut form.args).desired_width(320.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("engines-working-dir"));
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut form.working_dir)
                        .hint_text(t!("engines-working-dir-hint"))
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                if ui.button(t!("engines-choose")).clicked() {
                    actions.push(EngineAction::ChooseWorkingDir);
                }
            });
            ui.end_row();
        });
}

/// One option: its name and an editor for its type; changes become `SetOption` actions.
fn option_row(
    ui: &mut Ui,
    engine: &str,
    option: &EngineOption,
    stored: Option<&BTreeMap<String, String>>,
    texts: &mut HashMap<String, String>,
    actions: &mut Vec<EngineAction>,
) {
    let stored_text = stored.and_then(|s| s.get(&option.name));
    let value = stored_text
        .and_then(|text| option.parse_value(text).ok())
        .unwrap_or_else(|| default_value(option));
    // A button names itself; every other editor is labelled by the option's name.
    let label = match option.kind {
        OptionKind::Button => ui.label(""),
        _ => ui.label(&option.name),
    };
    let set = |value: String| EngineAction::SetOption {
        engine: engine.to_owned(),
        option: option.name.clone(),
        value,
    };
    match (&option.kind, value) {
        (OptionKind::Spin { min, max, .. }, OptionValue::Int(mut v)) => {
            let response = ui
                .add(egui::DragValue::new(&mut v).range(*min..=*max))
                .labelled_by(label.id)
                .on_hover_text(t!(
                    "engines-range",
                    min = min.to_string(),
                    max = max.to_string()
                ));
            if response.changed() {
                actions.push(set(v.to_string()));
            }
        }
        (OptionKind::Check { .. }, OptionValue::Bool(mut v)) => {
            if ui.checkbox(&mut v, "").labelled_by(label.id).changed() {
                actions.push(set(v.to_string()));
            }
        }
        (OptionKind::Combo { choices, .. }, OptionValue::Text(current)) => {
            let mut chosen = current.clone();
            egui::ComboBox::from_id_salt(("option", &option.name))
                .selected_text(&chosen)
                .show_ui(ui, |ui| {
                    for choice in choices {
                        ui.selectable_value(&mut chosen, choice.clone(), choice);
                    }
                })
                .response
                .labelled_by(label.id);
            if chosen != current {
                actions.push(set(chosen));
            }
        }
        (OptionKind::String { .. }, OptionValue::Text(current)) => {
            ui.horizontal(|ui| {
                let text = texts
                    .entry(option.name.clone())
                    .or_insert_with(|| current.clone());
                let response = ui
                    .add(egui::TextEdit::singleline(text).desired_width(260.0))
                    .labelled_by(label.id);
                // Committed when the field is left (Enter leaves it too).
                if response.lost_focus() && *text != current {
                    actions.push(set(text.clone()));
                }
                if let Some(folder) = path_option(option)
                    && ui.button(t!("common-browse")).clicked()
                {
                    texts.remove(&option.name);
                    actions.push(EngineAction::ChooseOptionPath {
                        engine: engine.to_owned(),
                        option: option.name.clone(),
                        folder,
                    });
                }
            });
        }
        (OptionKind::Button, _) => {
            if ui
                .button(&option.name)
                .on_hover_text(t!("engines-button-tip"))
                .clicked()
            {
                actions.push(EngineAction::PressButton {
                    engine: engine.to_owned(),
                    option: option.name.clone(),
                });
            }
        }
        // A stored value of another type cannot happen (parse_value keeps the type).
        _ => {
            ui.weak("?");
        }
    }
}
