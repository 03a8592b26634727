//! Parsing `option name … type …` lines of an engine's `uci` reply into [`EngineOption`]s.

use crate::engine::{EngineOption, OptionKind, OptionValue};

/// Why an option line was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionLineError {
    /// No `name … type` part.
    #[error("option line without 'name … type': '{0}'")]
    MissingName(String),
    /// An unknown `type`.
    #[error("option '{name}' has unknown type '{kind}'")]
    UnknownType {
        /// The option's name.
        name: String,
        /// The type given.
        kind: String,
    },
    /// A spin or check default, min or max that is not a number or boolean.
    #[error("option '{name}': bad {field} '{value}'")]
    BadField {
        /// The option's name.
        name: String,
        /// `default`, `min` or `max`.
        field: &'static str,
        /// The text given.
        value: String,
    },
}

/// Parses one `option name <name> type <type> [default …] [min …] [max …] [var …]*` line.
/// Names and values may contain spaces; `<empty>` stands for an empty string default.
pub fn parse_option_line(line: &str) -> Result<EngineOption, OptionLineError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let missing = || OptionLineError::MissingName(line.to_owned());
    let name_at = tokens
        .iter()
        .position(|&t| t == "name")
        .ok_or_else(missing)?;
    let type_at = tokens
        .iter()
        .position(|&t| t == "type")
        .ok_or_else(missing)?;
    let name = tokens
        .get(name_at + 1..type_at)
        .filter(|words| !words.is_empty())
        .ok_or_else(missing)?
        .join(" ");
    let kind = tokens.get(type_at + 1).copied().unwrap_or_default();
    let mut default: Option<String> = None;
    let mut min: Option<String> = None;
    let mut max: Option<String> = None;
    let mut vars: Vec<String> = Vec::new();
    let rest = tokens.get(type_at + 2..).unwrap_or_default();
    let mut i = 0;
    while let Some(&field) = rest.get(i) {
        let start = i + 1;
        let mut end = start;
        while rest
            .get(end)
            .is_some_and(|t| !matches!(*t, "default" | "min" | "max" | "var"))
        {
            end += 1;
        }
        let value = rest.get(start..end).unwrap_or_default().join(" ");
        match field {
            "default" => default = Some(value),
            "min" => min = Some(value),
            "max" => max = Some(value),
            "var" => vars.push(value),
            _ => {}
        }
        i = end;
    }
    let bad = |field: &'static str, value: &str| OptionLineError::BadField {
        name: name.clone(),
        field,
        value: value.to_owned(),
    };
    let int = |field: &'static str, value: Option<&String>| -> Result<i64, OptionLineError> {
        let text = value.map(String::as_str).unwrap_or_default();
        text.parse().map_err(|_| bad(field, text))
    };
    let option = match kind.to_ascii_lowercase().as_str() {
        "spin" => {
            let default = int("default", default.as_ref())?;
            let min = int("min", min.as_ref())?;
            let max = int("max", max.as_ref())?;
            EngineOption {
                name: name.clone(),
                kind: OptionKind::Spin { default, min, max },
                value: OptionValue::Int(default),
            }
        }
        "check" => {
            let text = default.unwrap_or_default();
            let value = match text.to_ascii_lowercase().as_str() {
                "true" => true,
                "false" => false,
                _ => return Err(bad("default", &text)),
            };
            EngineOption::check(&name, value)
        }
        "combo" => {
            let default = default.unwrap_or_default();
            EngineOption {
                name: name.clone(),
                kind: OptionKind::Combo {
                    default: default.clone(),
                    choices: vars,
                },
                value: OptionValue::Text(default),
            }
        }
        "string" => {
            let default = default.unwrap_or_default();
            let default = if default == "<empty>" {
                String::new()
            } else {
                default
            };
            EngineOption::string(&name, &default)
        }
        "button" => EngineOption::button(&name),
        other => {
            return Err(OptionLineError::UnknownType {
                name,
                kind: other.to_owned(),
            });
        }
    };
    Ok(option)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_type() {
        let hash = parse_option_line("option name Hash type spin default 16 min 1 max 33554432");
        assert_eq!(hash, Ok(EngineOption::spin("Hash", 16, 1, 33_554_432)));
        assert_eq!(
            parse_option_line("option name Clear Hash type button"),
            Ok(EngineOption::button("Clear Hash"))
        );
        assert_eq!(
            parse_option_line("option name Ponder type check default false"),
            Ok(EngineOption::check("Ponder", false))
        );
        assert_eq!(
            parse_option_line(
                "option name Play Style type combo default Very Solid var Very Solid var Risky"
            ),
            Ok(EngineOption::combo(
                "Play Style",
                "Very Solid",
                &["Very Solid", "Risky"]
            ))
        );
        assert_eq!(
            parse_option_line("option name SyzygyPath type string default <empty>"),
            Ok(EngineOption::string("SyzygyPath", ""))
        );
        assert_eq!(
            parse_option_line("option name Book File type string default"),
            Ok(EngineOption::string("Book File", ""))
        );
    }

    #[test]
    fn bad_lines() {
        assert!(matches!(
            parse_option_line("option type spin"),
            Err(OptionLineError::MissingName(_))
        ));
        assert!(matches!(
            parse_option_line("option name X type spin default a min 1 max 2"),
            Err(OptionLineError::BadField {
                field: "default",
                ..
            })
        ));
        assert!(matches!(
            parse_option_line("option name X type slider"),
            Err(OptionLineError::UnknownType { .. })
        ));
    }
}
