//! The engine manager (menu Engines → Manage engines…): our engines and the external UCI
//! engines the user added, each with its options as the engine reports them (read by a test
//! launch on a background thread). Values are stored per engine in the settings and applied
//! whenever that engine starts; a test launch says clearly what is wrong with a broken engine.

use std::{collections::HashMap, path::PathBuf};

use eframe::egui;

use super::{app::TempoApp, file_chooser::FileChoice};
use crate::{
    app::{
        engine_probe::{Probe, ProbeResult},
        engines::ExternalEngine,
        session::SessionAction,
    },
    engine::{EngineOption, OptionKind, OptionValue},
    t,
};

mod view;

use self::view::EngineManagerView;

/// What the manager asks the app to do.
#[derive(Debug)]
#[must_use]
pub enum EngineAction {
    /// Open or close the manager.
    Toggle,
    /// Show this engine's details (and read its options if not done yet).
    Select(String),
    /// Pick an executable for the new-engine form.
    ChooseProgram,
    /// The executable picked.
    ProgramChosen(PathBuf),
    /// Pick the working directory of the form being edited.
    ChooseWorkingDir,
    /// The directory picked.
    WorkingDirChosen(PathBuf),
    /// Add this external engine.
    Add(ExternalEngine),
    /// Remove the external engine with this name.
    Remove(String),
    /// Replace the external engine named `old_name` (rename, arguments, working directory).
    Update {
        /// Its name before the change.
        old_name: String,
        /// The new settings.
        engine: ExternalEngine,
    },
    /// Store an option value (UCI text) for an engine.
    SetOption {
        /// The engine.
        engine: String,
        /// The option.
        option: String,
        /// The value.
        value: String,
    },
    /// Forget an engine's stored values: it runs with its defaults.
    ResetOptions(String),
    /// Pick a file (or folder) for a string option such as `EvalFile`.
    ChooseOptionPath {
        /// The engine.
        engine: String,
        /// The option.
        option: String,
        /// A folder rather than a file.
        folder: bool,
    },
    /// Press a button option on the running instances of an engine.
    PressButton {
        /// The engine.
        engine: String,
        /// The button.
        option: String,
    },
    /// Start the engine, read its options and let it search briefly.
    TestLaunch(String),
}

/// The fields of an external engine as typed in the manager.
#[derive(Clone, Debug, Default)]
struct ExternalForm {
    name: String,
    program: String,
    args: String,
    working_dir: String,
}

impl ExternalForm {
    fn from_engine(engine: &ExternalEngine) -> ExternalForm {
        ExternalForm {
            name: engine.name.clone(),
            program: engine.program.display().to_string(),
            args: engine.args.join(" "),
            working_dir: engine
                .working_dir
                .as_ref()
                .map_or(String::new(), |d| d.display().to_string()),
        }
    }

    /// The engine these fields describe, or what is wrong with them.
    fn to_engine(&self) -> Result<ExternalEngine, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(t!("engines-error-no-name"));
        }
        let program = PathBuf::from(self.program.trim());
        if !program.is_file() {
            return Err(t!(
                "engines-error-not-a-file",
                program = self.program.trim()
            ));
        }
        let working_dir = match self.working_dir.trim() {
            "" => None,
            dir if PathBuf::from(dir).is_dir() => Some(PathBuf::from(dir)),
            dir => return Err(t!("engines-error-no-folder", folder = dir)),
        };
        Ok(ExternalEngine {
            name: name.to_owned(),
            program,
            args: self.args.split_whitespace().map(str::to_owned).collect(),
            working_dir,
        })
    }
}

/// A test launch in progress or done.
#[derive(Debug)]
enum ProbeState {
    Running(Probe),
    Done(ProbeResult),
}

/// The manager window's own state (not persisted).
#[derive(Debug, Default)]
pub struct EngineManager {
    selected: Option<String>,
    probes: HashMap<String, ProbeState>,
    /// The selected external engine's fields while edited.
    edit: ExternalForm,
    /// The new-engine form, while open.
    adding: Option<ExternalForm>,
    /// Why the last add or update was refused.
    error: Option<String>,
    /// String options being typed, by option name (committed on Enter or leaving the field).
    texts: HashMap<String, String>,
}

/// The value an option has before the user changes it.
fn default_value(option: &EngineOption) -> OptionValue {
    match &option.kind {
        OptionKind::Spin { default, .. } => OptionValue::Int(*default),
        OptionKind::Check { default } => OptionValue::Bool(*default),
        OptionKind::Combo { default, .. } | OptionKind::String { default } => {
            OptionValue::Text(default.clone())
        }
        OptionKind::Button => OptionValue::None,
    }
}

/// Options that name a file or a folder get a Browse button.
fn path_option(option: &EngineOption) -> Option<bool> {
    let name = option.name.to_ascii_lowercase();
    if !matches!(option.kind, OptionKind::String { .. }) {
        return None;
    }
    if name.ends_with("file") {
        Some(false)
    } else if name.ends_with("path") || name.ends_with("dir") || name.ends_with("directory") {
        Some(true)
    } else {
        None
    }
}

impl EngineManager {
    /// The window title.
    pub fn name() -> String {
        t!("engines-title")
    }

    /// The result of the engine's last test launch, if it finished.
    pub fn probe_result(&self, engine: &str) -> Option<&ProbeResult> {
        match self.probes.get(engine)? {
            ProbeState::Done(result) => Some(result),
            ProbeState::Running(_) => None,
        }
    }

    /// The selected engine.
    pub fn selected(&self) -> Option<&str> {
        self.selected.as_deref()
    }

    /// Collects finished test launches; true while one still runs.
    fn poll(&mut self) -> bool {
        let mut running = false;
        for state in self.probes.values_mut() {
            if let ProbeState::Running(probe) = state {
                match probe.poll() {
                    Some(result) => *state = ProbeState::Done(result),
                    None => running = true,
                }
            }
        }
        running
    }
}

impl TempoApp {
    /// Whether the engine manager is open.
    pub fn engine_manager_open(&self) -> bool {
        self.engine_manager.is_some()
    }

    /// The engine manager, when open.
    pub fn engine_manager(&self) -> Option<&EngineManager> {
        self.engine_manager.as_ref()
    }

    /// Applies one of the manager's requests.
    pub(super) fn apply_engine_action(&mut self, action: EngineAction) {
        match action {
            EngineAction::Toggle => {
                self.engine_manager = match self.engine_manager.take() {
                    Some(_) => None,
                    None => {
                        let mut manager = EngineManager::default();
                        if let Some(first) = self.session.catalogue().first() {
                            self.select_engine(&mut manager, first.name.clone());
                        }
                        Some(manager)
                    }
                };
            }
            EngineAction::Select(name) => {
                if let Some(mut manager) = self.engine_manager.take() {
                    self.select_engine(&mut manager, name);
                    self.engine_manager = Some(manager);
                }
            }
            EngineAction::ChooseProgram => self.choose_file(FileChoice::EngineProgram),
            EngineAction::ProgramChosen(path) => {
                if let Some(manager) = &mut self.engine_manager {
                    let form = manager.adding.get_or_insert_with(ExternalForm::default);
                    if form.name.trim().is_empty() {
                        form.name = path.file_stem().map_or_else(
                            || t!("engines-default-name"),
                            |n| n.to_string_lossy().into_owned(),
                        );
                    }
                    form.program = path.display().to_string();
                }
            }
            EngineAction::ChooseWorkingDir => self.choose_file(FileChoice::EngineWorkingDir),
            EngineAction::WorkingDirChosen(path) => {
                if let Some(manager) = &mut self.engine_manager {
                    let form = match &mut manager.adding {
                        Some(form) => form,
                        None => &mut manager.edit,
                    };
                    form.working_dir = path.display().to_string();
                }
            }
            EngineAction::Add(engine) => self.add_external_engine(engine),
            EngineAction::Remove(name) => {
                self.settings.external_engines.retain(|e| e.name != name);
                self.settings.engine_options.remove(&name);
                self.apply_session(SessionAction::RemoveEngine(name.clone()));
                if let Some(manager) = &mut self.engine_manager {
                    manager.probes.remove(&name);
                    manager.selected = None;
                }
                self.notify(t!("engines-removed", name = name.as_str()), false);
            }
            EngineAction::Update { old_name, engine } => {
                self.update_external_engine(&old_name, engine)
            }
            EngineAction::SetOption {
                engine,
                option,
                value,
            } => {
                self.settings
                    .engine_options
                    .entry(engine.clone())
                    .or_default()
                    .insert(option.clone(), value);
                self.sync_engine_options();
                // A file option is checked at once, so a bad file shows the engine's error.
                let is_path = self
                    .probed_option(&engine, &option)
                    .is_some_and(|o| path_option(&o).is_some());
                if is_path {
                    self.start_probe(&engine);
                }
            }
            EngineAction::ResetOptions(engine) => {
                self.settings.engine_options.remove(&engine);
                self.sync_engine_options();
                if let Some(manager) = &mut self.engine_manager {
                    manager.texts.clear();
                }
            }
            EngineAction::ChooseOptionPath {
                engine,
                option,
                folder,
            } => self.choose_file(FileChoice::EngineOption {
                engine,
                option,
                folder,
            }),
            EngineAction::PressButton { engine, option } => self.press_button(&engine, &option),
            EngineAction::TestLaunch(engine) => self.start_probe(&engine),
        }
    }

    fn select_engine(&mut self, manager: &mut EngineManager, name: String) {
        manager.texts.clear();
        manager.error = None;
        manager.adding = None;
        if let Some(external) = self
            .settings
            .external_engines
            .iter()
            .find(|e| e.name == name)
        {
            manager.edit = ExternalForm::from_engine(external);
        }
        if !manager.probes.contains_key(&name)
            && let Some(entry) = self.session.catalogue().iter().find(|e| e.name == name)
        {
            manager
                .probes
                .insert(name.clone(), ProbeState::Running(Probe::spawn(entry)));
        }
        manager.selected = Some(name);
    }

    fn start_probe(&mut self, name: &str) {
        let Some(entry) = self.session.catalogue().iter().find(|e| e.name == name) else {
            return;
        };
        let probe = Probe::spawn(entry);
        if let Some(manager) = &mut self.engine_manager {
            manager
                .probes
                .insert(name.to_owned(), ProbeState::Running(probe));
        }
    }

    /// An option as the engine's last test launch reported it.
    fn probed_option(&self, engine: &str, option: &str) -> Option<EngineOption> {
        let Ok(report) = self.engine_manager.as_ref()?.probe_result(engine)? else {
            return None;
        };
        report.options.iter().find(|o| o.name == option).cloned()
    }

    /// Copies the stored option values into the engine entries, for the next start.
    pub(super) fn sync_engine_options(&mut self) {
        let options = &self.settings.engine_options;
        let updates: Vec<SessionAction> = self
            .session
            .catalogue()
            .iter()
            .map(|entry| SessionAction::SetEngineOptions {
                engine: entry.name.clone(),
                options: options
                    .get(&entry.name)
                    .map(|values| values.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
                    .unwrap_or_default(),
            })
            .collect();
        for update in updates {
            self.apply_session(update);
        }
    }

    fn add_external_engine(&mut self, engine: ExternalEngine) {
        if self
            .session
            .catalogue()
            .iter()
            .any(|e| e.name == engine.name)
        {
            let text = t!("engines-error-exists", name = engine.name.as_str());
            if let Some(manager) = &mut self.engine_manager {
                manager.error = Some(text);
            } else {
                self.notify(text, true);
            }
            return;
        }
        let name = engine.name.clone();
        self.apply_session(SessionAction::AddEngine(
            crate::app::engines::external_entry(&engine),
        ));
        self.settings.external_engines.push(engine);
        self.sync_engine_options();
        self.notify(t!("engines-added", name = name.as_str()), false);
        if let Some(mut manager) = self.engine_manager.take() {
            manager.probes.remove(&name);
            self.select_engine(&mut manager, name);
            self.engine_manager = Some(manager);
        }
    }

    fn update_external_engine(&mut self, old_name: &str, engine: ExternalEngine) {
        if engine.name != old_name
            && self
                .session
                .catalogue()
                .iter()
                .any(|e| e.name == engine.name)
        {
            if let Some(manager) = &mut self.engine_manager {
                manager.error = Some(t!("engines-error-exists", name = engine.name.as_str()));
            }
            return;
        }
        let Some(slot) = self
            .settings
            .external_engines
            .iter_mut()
            .find(|e| e.name == old_name)
        else {
            return;
        };
        *slot = engine.clone();
        if let Some(values) = self.settings.engine_options.remove(old_name) {
            self.settings
                .engine_options
                .insert(engine.name.clone(), values);
        }
        self.apply_session(SessionAction::ReplaceEngine {
            old_name: old_name.to_owned(),
            entry: crate::app::engines::external_entry(&engine),
        });
        self.sync_engine_options();
        if let Some(mut manager) = self.engine_manager.take() {
            manager.probes.remove(old_name);
            self.select_engine(&mut manager, engine.name.clone());
            self.engine_manager = Some(manager);
        }
        self.notify(t!("engines-saved", name = engine.name.as_str()), false);
    }

    fn press_button(&mut self, engine: &str, option: &str) {
        self.apply_session(SessionAction::PressEngineButton {
            engine: engine.to_owned(),
            option: option.to_owned(),
        });
    }

    /// Called from `logic()`: takes in the results of running test launches.
    pub(super) fn engine_manager_logic(&mut self, ctx: &egui::Context) {
        if let Some(manager) = &mut self.engine_manager
            && manager.poll()
        {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    /// Draws the manager window when it is open; what the user asks for is queued as
    /// actions.
    pub(super) fn engine_manager_window(&mut self, ctx: &egui::Context) {
        let Some(mut manager) = self.engine_manager.take() else {
            return;
        };
        let view = EngineManagerView {
            catalogue: self.session.catalogue(),
            external: &self.settings.external_engines,
            stored_options: &self.settings.engine_options,
            file_dialogs: self.file_dialogs,
        };
        let actions = view.show(ctx, &mut manager);
        self.engine_manager = Some(manager);
        self.actions.extend(actions);
    }
}
