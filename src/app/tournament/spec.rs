//! Engine specifications on the command line, cutechess style:
//! `--engine cmd=PATH [name=NAME] [args="A B"] [arg=A]… [dir=DIR] [option.NAME=VALUE]…`, or
//! `--engine self [option.NAME=VALUE]…` for this very binary running `tempo uci`.

use std::path::{Path, PathBuf};

use crate::uci::client::EngineCommand;

/// One engine of a match: how to start it, what to call it, which options to set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The display name (default: the engine's `id name`).
    pub name: Option<String>,
    /// Program, arguments and working directory.
    pub command: EngineCommand,
    /// `setoption` pairs applied after every (re)start, in order.
    pub options: Vec<(String, String)>,
}

/// Why an engine specification was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// A token that is neither `self` nor `key=value`.
    #[error("engine setting '{0}' is not key=value (keys: cmd, name, args, arg, dir, option.NAME)")]
    NotKeyValue(String),
    /// An unknown key.
    #[error("unknown engine setting '{0}' (keys: cmd, name, args, arg, dir, option.NAME)")]
    UnknownKey(String),
    /// No `cmd=` and no `self`.
    #[error("engine '{0}' has no cmd=PATH (or 'self')")]
    NoCommand(String),
}

/// Parses the words of one `--engine` (plus the shared `--each` words, which come first so
/// the engine's own settings win). `self_exe` is the program `self` stands for.
pub fn parse_engine_spec(words: &[String], self_exe: &Path) -> Result<EngineSpec, SpecError> {
    let mut name = None;
    let mut program: Option<PathBuf> = None;
    let mut args: Vec<String> = Vec::new();
    let mut working_dir = None;
    let mut options = Vec::new();
    for word in words {
        if word == "self" {
            program = Some(self_exe.to_path_buf());
            args = vec!["uci".to_owned()];
            continue;
        }
        let Some((key, value)) = word.split_once('=') else {
            return Err(SpecError::NotKeyValue(word.clone()));
        };
        match key {
            "cmd" => program = Some(PathBuf::from(value)),
            "name" => name = Some(value.to_owned()),
            "args" => args = value.split_whitespace().map(str::to_owned).collect(),
            "arg" => args.push(value.to_owned()),
            "dir" => working_dir = Some(PathBuf::from(value)),
            _ => match key.strip_prefix("option.") {
                Some(option) if !option.is_empty() => {
                    options.push((option.to_owned(), value.to_owned()));
                }
                _ => return Err(SpecError::UnknownKey(key.to_owned())),
            },
        }
    }
    let Some(program) = program else {
        return Err(SpecError::NoCommand(words.join(" ")));
    };
    Ok(EngineSpec {
        name,
        command: EngineCommand {
            program,
            args,
            working_dir,
        },
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split(' ').map(str::to_owned).collect()
    }

    #[test]
    fn full_spec() {
        let spec = parse_engine_spec(
            &words("cmd=/usr/bin/sf name=SF arg=--x option.Hash=16 dir=/tmp option.Clear Hash="),
            Path::new("/bin/tempo"),
        );
        // A space inside a word is the shell's business; here "Clear" and "Hash=" split.
        assert!(spec.is_err());
        let spec = parse_engine_spec(
            &[
                "cmd=/usr/bin/sf".into(),
                "name=SF".into(),
                "args=--a --b".into(),
                "arg=--c".into(),
                "dir=/tmp".into(),
                "option.Hash=16".into(),
                "option.Syzygy Path=/tb".into(),
            ],
            Path::new("/bin/tempo"),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spec.name.as_deref(), Some("SF"));
        assert_eq!(spec.command.args, ["--a", "--b", "--c"]);
        assert_eq!(spec.command.working_dir, Some(PathBuf::from("/tmp")));
        assert_eq!(
            spec.options,
            [
                ("Hash".to_owned(), "16".to_owned()),
                ("Syzygy Path".to_owned(), "/tb".to_owned())
            ]
        );
    }

    #[test]
    fn self_and_errors() {
        let spec = parse_engine_spec(&words("self option.Threads=2"), Path::new("/bin/tempo"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spec.command.program, PathBuf::from("/bin/tempo"));
        assert_eq!(spec.command.args, ["uci"]);
        assert_eq!(spec.options.len(), 1);
        let tempo = Path::new("/bin/tempo");
        assert!(matches!(
            parse_engine_spec(&words("name=X"), tempo),
            Err(SpecError::NoCommand(_))
        ));
        assert!(matches!(
            parse_engine_spec(&words("cmd=x colour=red"), tempo),
            Err(SpecError::UnknownKey(_))
        ));
        assert!(matches!(
            parse_engine_spec(&words("cmd=x hash"), tempo),
            Err(SpecError::NotKeyValue(_))
        ));
    }
}
