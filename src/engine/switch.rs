//! [`EngineSwitch`]: one [`Engine`] that is any of several, chosen with the UCI option
//! `Search` (`setoption name Search value MCTS`). Front ends that drive a `Box<dyn Engine>`
//! (the UCI server, the GUI) get the choice between engines without knowing about it; the
//! product's PVS/MCTS switch is assembled in `app::engines`.
//!
//! Only the chosen engine exists. Switching stops it, builds the other one, and replays the
//! options set so far (those the new engine does not know are skipped) and the position.

use crate::{
    chess::{Move, Position},
    engine::{Engine, EngineError, EngineOption, EventSink, OptionValue, SearchLimits},
};

/// The name of the option that chooses the engine.
pub const SEARCH_OPTION: &str = "Search";

/// Builds one of the engines a switch chooses between.
pub type EngineConstructor = Box<dyn Fn() -> Box<dyn Engine> + Send>;

/// An engine chosen by name among several.
pub struct EngineSwitch {
    factories: Vec<(String, EngineConstructor)>,
    active: usize,
    /// The engine chosen before any `setoption` (the `Search` option's default).
    initial: usize,
    engine: Box<dyn Engine>,
    /// Options set so far, in order, the latest value per name.
    options: Vec<(String, String)>,
    position: Option<(Position, Vec<Move>)>,
}

impl EngineSwitch {
    /// A switch over `factories` (name, constructor); the first is the default.
    ///
    /// # Errors
    /// When `factories` is empty.
    pub fn new(factories: Vec<(String, EngineConstructor)>) -> Result<EngineSwitch, EngineError> {
        let Some((_, first)) = factories.first() else {
            return Err(EngineError(
                "an engine switch needs at least one engine".to_owned(),
            ));
        };
        let engine = first();
        Ok(EngineSwitch {
            factories,
            active: 0,
            initial: 0,
            engine,
            options: Vec::new(),
            position: None,
        })
    }

    /// Starts with the engine called `name` instead of the first, which also becomes the
    /// `Search` option's default.
    ///
    /// # Errors
    /// When no engine has that name.
    pub fn start_with(&mut self, name: &str) -> Result<(), EngineError> {
        self.set_option(SEARCH_OPTION, name)?;
        self.initial = self.active;
        Ok(())
    }

    /// The name of the chosen engine.
    pub fn active_name(&self) -> &str {
        self.factories
            .get(self.active)
            .map_or("", |(name, _)| name.as_str())
    }

    fn switch_to(&mut self, index: usize) {
        if index == self.active {
            return;
        }
        self.engine.quit();
        let Some((_, factory)) = self.factories.get(index) else {
            return;
        };
        self.engine = factory();
        self.active = index;
        let known = self.engine.options();
        for (name, value) in &self.options {
            if known.iter().any(|o| o.name.eq_ignore_ascii_case(name)) {
                // Values valid for one engine can be out of range for the other: skip those.
                let _ = self.engine.set_option(name, value);
            }
        }
        if let Some((start, moves)) = &self.position {
            self.engine.set_position(start, moves);
        }
    }
}

impl Engine for EngineSwitch {
    fn name(&self) -> String {
        self.engine.name()
    }

    fn author(&self) -> String {
        self.engine.author()
    }

    fn options(&self) -> Vec<EngineOption> {
        let names: Vec<&str> = self.factories.iter().map(|(n, _)| n.as_str()).collect();
        // The default is the search this engine started with (`tempo uci --search`).
        let default = names.get(self.initial).copied().unwrap_or("");
        let mut search = EngineOption::combo(SEARCH_OPTION, default, &names);
        search.value = OptionValue::Text(self.active_name().to_owned());
        let mut options = vec![search];
        options.extend(self.engine.options());
        options
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        if name.eq_ignore_ascii_case(SEARCH_OPTION) {
            let Some(index) = self
                .factories
                .iter()
                .position(|(n, _)| n.eq_ignore_ascii_case(value.trim()))
            else {
                let names: Vec<&str> = self.factories.iter().map(|(n, _)| n.as_str()).collect();
                return Err(EngineError(format!(
                    "{SEARCH_OPTION}: '{value}' is not one of {}",
                    names.join(", ")
                )));
            };
            self.switch_to(index);
            return Ok(());
        }
        self.engine.set_option(name, value)?;
        self.options.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.options.push((name.to_owned(), value.to_owned()));
        Ok(())
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }

    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.position = Some((start.clone(), moves.to_vec()));
        self.engine.set_position(start, moves);
    }

    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        self.engine.go(limits, sink)
    }

    fn ponderhit(&mut self) {
        self.engine.ponderhit();
    }

    fn stop(&mut self) {
        self.engine.stop();
    }

    fn wait(&mut self) {
        self.engine.wait();
    }

    fn is_searching(&self) -> bool {
        self.engine.is_searching()
    }

    fn quit(&mut self) {
        self.engine.quit();
    }
}
