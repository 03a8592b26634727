//! The engine catalogue: the one place where the product's engines are assembled.
//!
//! - Our two engines as users get them: [`tempo_pvs`] and [`tempo_mcts`] (the embedded network
//!   by default, the handcrafted evaluation with `Use NNUE` off), and [`pvs_or_mcts`], the
//!   [`EngineSwitch`] that `tempo uci` and `tempo solve` serve.
//! - Every engine a front end can pick, as one [`EngineEntry`] (a name, a constructor and the
//!   option values the user stored): [`builtin_engines`], and [`external_entry`] for an
//!   external UCI program ([`ExternalEngine`], as the settings store it).
//! - What a front end does with an engine once built: [`apply_options`] and [`elo_range`].
//!
//! Entries are run by [`super::engine_runner::EngineRunner`].

use std::{path::PathBuf, sync::Arc};

use serde::{Deserialize, Serialize};

use crate::engine::{Engine, EngineError, EngineSwitch, OptionKind};

/// Whether our engines evaluate with the embedded network by default (`Use NNUE`): on, since
/// the shipped net beats the handcrafted evaluation in `tempo match` (see nets/README.md);
/// `Use NNUE` = false switches back to the handcrafted evaluation.
pub const NNUE_BY_DEFAULT: bool = true;

/// Our PVS engine as users get it: handcrafted evaluation or the embedded network (options
/// `Use NNUE`, `EvalFile`); with `list_tunables` it also lists its search tunables.
///
/// # Errors
/// When the embedded network does not load (a broken build).
pub fn tempo_pvs(list_tunables: bool) -> Result<Box<dyn Engine>, EngineError> {
    let handle = crate::eval::nnue::NetHandle::embedded()
        .map_err(|e| EngineError(format!("embedded network: {e}")))?;
    let engine = crate::search::PvsEngine::switchable(handle, NNUE_BY_DEFAULT);
    Ok(if list_tunables {
        Box::new(engine.with_tunables_listed())
    } else {
        Box::new(engine)
    })
}

/// Our MCTS engine as users get it: its leaf searches evaluate with the embedded network or,
/// with `Use NNUE` = false, the handcrafted evaluation (options as the PVS engine's).
///
/// # Errors
/// When the embedded network does not load (a broken build).
pub fn tempo_mcts() -> Result<Box<dyn Engine>, EngineError> {
    let handle = crate::eval::nnue::NetHandle::embedded()
        .map_err(|e| EngineError(format!("embedded network: {e}")))?;
    Ok(Box::new(crate::mcts::MctsEngine::switchable(
        handle,
        NNUE_BY_DEFAULT,
    )))
}

/// The engine `tempo uci` serves: PVS (the default) or MCTS, as [`tempo_pvs`] and
/// [`tempo_mcts`] make them.
///
/// # Errors
/// When the embedded network does not load (a broken build).
pub fn pvs_or_mcts(list_tunables: bool) -> Result<EngineSwitch, EngineError> {
    // Built once to catch a broken embedded net here rather than at the first switch.
    tempo_pvs(false)?;
    EngineSwitch::new(vec![
        (
            "PVS".to_owned(),
            Box::new(move || match tempo_pvs(list_tunables) {
                Ok(engine) => engine,
                // Checked above; the handcrafted engine is the sane fallback.
                Err(_) => Box::new(crate::search::PvsEngine::new()) as Box<dyn Engine>,
            }),
        ),
        (
            "MCTS".to_owned(),
            Box::new(move || match tempo_mcts() {
                Ok(engine) => engine,
                // Checked above; the handcrafted engine is the sane fallback.
                Err(_) => Box::new(crate::mcts::MctsEngine::new(crate::eval::hce::Hce::new()))
                    as Box<dyn Engine>,
            }),
        ),
    ])
}

/// Builds a fresh engine instance (external engines can fail to start).
pub type EngineFactory = Arc<dyn Fn() -> Result<Box<dyn Engine>, EngineError> + Send + Sync>;

/// One engine a user can choose.
#[derive(Clone)]
pub struct EngineEntry {
    /// Shown in the engine lists and stored in the settings.
    pub name: String,
    /// Makes an instance.
    pub factory: EngineFactory,
    /// Option values (name, value) the user set in the engine manager, applied at every
    /// start before a game's strength limit.
    pub options: Vec<(String, String)>,
}

impl std::fmt::Debug for EngineEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineEntry")
            .field("name", &self.name)
            .finish()
    }
}

impl EngineEntry {
    /// An entry named `name` built by `factory`.
    pub fn new(
        name: impl Into<String>,
        factory: impl Fn() -> Result<Box<dyn Engine>, EngineError> + Send + Sync + 'static,
    ) -> EngineEntry {
        EngineEntry {
            name: name.into(),
            factory: Arc::new(factory),
            options: Vec::new(),
        }
    }
}

/// The engines built into this binary: our PVS (alpha-beta) search and our MCTS (PUCT) search.
pub fn builtin_engines() -> Vec<EngineEntry> {
    // Both evaluate with the shipped network, or any `EvalFile` the user picks in the engine
    // manager (ours or Stockfish HalfKP), or the handcrafted evaluation with `Use NNUE` off.
    vec![
        EngineEntry::new("Tempo PVS", || tempo_pvs(false)),
        EngineEntry::new("Tempo MCTS", tempo_mcts),
    ]
}

/// Engine names that earlier versions offered, and the engine that now stands for each
/// ("Tempo PVS NNUE" was the same search and network as "Tempo PVS").
pub const RENAMED_ENGINES: [(&str, &str); 1] = [("Tempo PVS NNUE", "Tempo PVS")];

/// An external UCI engine the user added (stored in the settings).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExternalEngine {
    /// The name shown in the engine list.
    pub name: String,
    /// The executable.
    pub program: PathBuf,
    /// Its arguments (`uci` for another `tempo` binary, for example).
    #[serde(default)]
    pub args: Vec<String>,
    /// The directory it runs in (`None`: Tempo's own).
    #[serde(default)]
    pub working_dir: Option<PathBuf>,
}

/// An entry starting an external UCI engine through the UCI client.
pub fn external_entry(config: &ExternalEngine) -> EngineEntry {
    let command = crate::uci::client::EngineCommand {
        program: config.program.clone(),
        args: config.args.clone(),
        working_dir: config.working_dir.clone(),
    };
    EngineEntry::new(config.name.clone(), move || {
        crate::uci::client::UciEngine::start(&command, crate::uci::client::Timeouts::default())
            .map(|engine| Box::new(engine) as Box<dyn Engine>)
            .map_err(|e| EngineError(e.to_string()))
    })
}

/// The Elo range an engine supports through `UCI_LimitStrength` / `UCI_Elo`, if any.
pub fn elo_range(engine: &dyn Engine) -> Option<(i64, i64)> {
    let options = engine.options();
    let has_limit = options
        .iter()
        .any(|o| o.name.eq_ignore_ascii_case("UCI_LimitStrength"));
    options
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case("UCI_Elo"))
        .and_then(|o| match &o.kind {
            OptionKind::Spin { min, max, .. } if has_limit => Some((*min, *max)),
            _ => None,
        })
}

/// Sets each stored option that the engine still offers; returns the errors (a stored value
/// the engine now rejects, such as a net file that is gone). Options the engine no longer
/// lists are skipped silently: they belong to an older version of it.
pub fn apply_options(engine: &mut dyn Engine, values: &[(String, String)]) -> Vec<EngineError> {
    let offered = engine.options();
    let mut errors = Vec::new();
    for (name, value) in values {
        let Some(option) = offered.iter().find(|o| o.name.eq_ignore_ascii_case(name)) else {
            continue;
        };
        if matches!(option.kind, OptionKind::Button) {
            continue;
        }
        if let Err(e) = engine.set_option(&option.name, value) {
            errors.push(e);
        }
    }
    errors
}

/// Limits `engine`'s strength to `elo` (clamped to its range) when it offers
/// `UCI_LimitStrength`/`UCI_Elo`; returns the errors. Both options were just listed by the
/// engine, so an error is an engine bug, and the engine still plays at full strength.
pub fn limit_strength(engine: &mut dyn Engine, elo: u32) -> Vec<EngineError> {
    let Some((min, max)) = elo_range(engine) else {
        return Vec::new();
    };
    let clamped = i64::from(elo).clamp(min, max);
    [
        engine.set_option("UCI_LimitStrength", "true"),
        engine.set_option("UCI_Elo", &clamped.to_string()),
    ]
    .into_iter()
    .filter_map(Result::err)
    .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn builtin_engines_start_and_take_stored_options() {
        for entry in builtin_engines() {
            let mut engine = (entry.factory)().unwrap();
            let limited = entry.name == "Tempo PVS";
            assert_eq!(
                elo_range(engine.as_ref()).is_some(),
                limited,
                "{}",
                entry.name
            );
            let stored = vec![
                ("hash".to_owned(), "8".to_owned()),
                ("No Such Option".to_owned(), "1".to_owned()),
                ("Clear Hash".to_owned(), String::new()),
            ];
            assert!(apply_options(engine.as_mut(), &stored).is_empty());
            let hash = engine.options().into_iter().find(|o| o.name == "Hash");
            assert_eq!(hash.map(|o| o.value.to_string()).as_deref(), Some("8"));
            assert!(limit_strength(engine.as_mut(), 1).is_empty());
            engine.quit();
        }
    }

    #[test]
    fn a_stored_value_the_engine_rejects_is_returned() {
        let mut engine = tempo_pvs(false).unwrap();
        let errors = apply_options(
            engine.as_mut(),
            &[("EvalFile".to_owned(), "/no/such/net.nnue".to_owned())],
        );
        assert_eq!(errors.len(), 1, "{errors:?}");
    }
}
