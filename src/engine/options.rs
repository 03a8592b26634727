//! Engine options as UCI describes them (spin, check, combo, string, button), shared by our
//! engines, the UCI client (parsed from `option name … type …`) and the GUI's engine manager.

use std::fmt;

/// The type and constraints of an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// An integer in a range.
    Spin {
        /// Default value.
        default: i64,
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// A boolean.
    Check {
        /// Default value.
        default: bool,
    },
    /// One of several strings.
    Combo {
        /// Default value.
        default: String,
        /// The choices.
        choices: Vec<String>,
    },
    /// Free text (file paths included).
    String {
        /// Default value.
        default: String,
    },
    /// An action without a value.
    Button,
}

/// A current value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Spin value.
    Int(i64),
    /// Check value.
    Bool(bool),
    /// Combo or string value.
    Text(String),
    /// Buttons have none.
    None,
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Int(v) => write!(f, "{v}"),
            OptionValue::Bool(v) => write!(f, "{v}"),
            OptionValue::Text(v) => f.write_str(v),
            OptionValue::None => Ok(()),
        }
    }
}

/// One option with its current value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// The name, as the engine spells it.
    pub name: String,
    /// Type and constraints.
    pub kind: OptionKind,
    /// Current value.
    pub value: OptionValue,
}

impl EngineOption {
    /// A spin option at its default.
    pub fn spin(name: &str, default: i64, min: i64, max: i64) -> EngineOption {
        EngineOption {
            name: name.to_owned(),
            kind: OptionKind::Spin { default, min, max },
            value: OptionValue::Int(default),
        }
    }

    /// A check option at its default.
    pub fn check(name: &str, default: bool) -> EngineOption {
        EngineOption {
            name: name.to_owned(),
            kind: OptionKind::Check { default },
            value: OptionValue::Bool(default),
        }
    }

    /// A combo option at its default.
    pub fn combo(name: &str, default: &str, choices: &[&str]) -> EngineOption {
        EngineOption {
            name: name.to_owned(),
            kind: OptionKind::Combo {
                default: default.to_owned(),
                choices: choices.iter().map(|c| (*c).to_owned()).collect(),
            },
            value: OptionValue::Text(default.to_owned()),
        }
    }

    /// A string option at its default.
    pub fn string(name: &str, default: &str) -> EngineOption {
        EngineOption {
            name: name.to_owned(),
            kind: OptionKind::String {
                default: default.to_owned(),
            },
            value: OptionValue::Text(default.to_owned()),
        }
    }

    /// A button.
    pub fn button(name: &str) -> EngineOption {
        EngineOption {
            name: name.to_owned(),
            kind: OptionKind::Button,
            value: OptionValue::None,
        }
    }

    /// Parses and range-checks `text` as a value of this option.
    pub fn parse_value(&self, text: &str) -> Result<OptionValue, String> {
        let text = text.trim();
        match &self.kind {
            OptionKind::Spin { min, max, .. } => match text.parse::<i64>() {
                Ok(v) if (*min..=*max).contains(&v) => Ok(OptionValue::Int(v)),
                Ok(v) => Err(format!("{}: {v} is outside {min}..{max}", self.name)),
                Err(_) => Err(format!("{}: '{text}' is not a whole number", self.name)),
            },
            OptionKind::Check { .. } => match text.to_ascii_lowercase().as_str() {
                "true" | "1" | "on" | "yes" => Ok(OptionValue::Bool(true)),
                "false" | "0" | "off" | "no" => Ok(OptionValue::Bool(false)),
                _ => Err(format!("{}: '{text}' is not true or false", self.name)),
            },
            OptionKind::Combo { choices, .. } => choices
                .iter()
                .find(|c| c.eq_ignore_ascii_case(text))
                .map(|c| OptionValue::Text(c.clone()))
                .ok_or_else(|| {
                    format!(
                        "{}: '{text}' is not one of {}",
                        self.name,
                        choices.join(", ")
                    )
                }),
            OptionKind::String { .. } => Ok(OptionValue::Text(text.to_owned())),
            OptionKind::Button => Ok(OptionValue::None),
        }
    }

    /// The `option name … type …` line of the UCI `uci` reply.
    pub fn uci_line(&self) -> String {
        match &self.kind {
            OptionKind::Spin { default, min, max } => {
                format!(
                    "option name {} type spin default {default} min {min} max {max}",
                    self.name
                )
            }
            OptionKind::Check { default } => {
                format!("option name {} type check default {default}", self.name)
            }
            OptionKind::Combo { default, choices } => {
                let vars: String = choices.iter().map(|c| format!(" var {c}")).collect();
                format!(
                    "option name {} type combo default {default}{vars}",
                    self.name
                )
            }
            OptionKind::String { default } => {
                let default = if default.is_empty() {
                    "<empty>"
                } else {
                    default
                };
                format!("option name {} type string default {default}", self.name)
            }
            OptionKind::Button => format!("option name {} type button", self.name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked() {
        let hash = EngineOption::spin("Hash", 16, 1, 65536);
        assert_eq!(hash.parse_value("64"), Ok(OptionValue::Int(64)));
        assert!(hash.parse_value("0").is_err());
        assert!(hash.parse_value("lots").is_err());
        assert_eq!(
            hash.uci_line(),
            "option name Hash type spin default 16 min 1 max 65536"
        );
        let search = EngineOption::combo("Search", "PVS", &["PVS", "MCTS"]);
        assert_eq!(
            search.parse_value("mcts"),
            Ok(OptionValue::Text("MCTS".into()))
        );
        assert!(search.parse_value("ab").is_err());
        assert_eq!(
            EngineOption::check("Ponder", false).parse_value("true"),
            Ok(OptionValue::Bool(true))
        );
    }
}
