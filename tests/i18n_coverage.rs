//! The catalogue is complete: every file parses, every English key exists in every language
//! (and no language keeps keys English no longer has), every key the code asks for exists, and
//! no view writes interface text past the catalogue. Prints each language's coverage.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
};

use fluent_syntax::{ast, parser};
use tempo::app::i18n::{Language, catalogue_files};

/// The message keys of one language, each with the file that defines it.
fn keys_of(language: Language) -> BTreeMap<String, String> {
    let mut keys = BTreeMap::new();
    for (area, source) in catalogue_files(language) {
        let file = format!("assets/i18n/{}/{area}.ftl", language.code());
        let resource = match parser::parse(source) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{file}: {} syntax error(s): {:?}", errors.len(), errors),
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let key = message.id.name.to_owned();
                if let Some(earlier) = keys.insert(key.clone(), file.clone()) {
                    panic!("{file}: key {key} is defined again (first in {earlier})");
                }
            }
        }
    }
    keys
}

#[test]
fn every_language_has_every_key() {
    let english = keys_of(Language::English);
    assert!(
        english.len() > 5,
        "the English catalogue is missing or empty"
    );
    let mut problems = Vec::new();
    for language in Language::ALL {
        let keys = keys_of(language);
        let present = english.keys().filter(|k| keys.contains_key(*k)).count();
        let differing = english
            .keys()
            .filter(|k| keys.contains_key(*k))
            .filter(|k| {
                tempo::app::i18n::text_in(language, k, &[])
                    != tempo::app::i18n::text_in(Language::English, k, &[])
            })
            .count();
        println!(
            "{} ({}): {present}/{} keys translated ({:.1} %), {differing} differ from English",
            language.code(),
            language.native_name(),
            english.len(),
            100.0 * present as f64 / english.len() as f64
        );
        for (key, file) in &english {
            if !keys.contains_key(key) {
                problems.push(format!(
                    "{}: missing {key} (English: {file})",
                    language.code()
                ));
            }
        }
        for (key, file) in &keys {
            if !english.contains_key(key) {
                problems.push(format!("{file}: {key} is not in the English catalogue"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The string literals of Rust source, each with its line number and the code just before it.
fn string_literals(source: &str) -> Vec<(usize, String, String)> {
    let bytes = source.as_bytes();
    let mut found = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'\'' => {
                // A char literal ('"' among them), or a lifetime.
                if bytes.get(i + 2) == Some(&b'\'') {
                    i += 3;
                    continue;
                }
                if bytes.get(i + 1) == Some(&b'\\')
                    && let Some(end) = source[i + 2..].find('\'')
                {
                    i += end + 3;
                    continue;
                }
            }
            b'r' if matches!(bytes.get(i + 1), Some(b'"' | b'#'))
                && !bytes
                    .get(i.wrapping_sub(1))
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_') =>
            {
                let hashes = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
                if bytes.get(i + 1 + hashes) == Some(&b'"') {
                    let start = i + 2 + hashes;
                    let close = format!("\"{}", "#".repeat(hashes));
                    let end = source[start..]
                        .find(&close)
                        .map_or(bytes.len(), |e| start + e);
                    let before = source[..i]
                        .rsplit('\n')
                        .next()
                        .unwrap_or_default()
                        .to_owned();
                    found.push((line, source[start..end].to_owned(), before));
                    line += source[start..end].matches('\n').count();
                    i = end + close.len();
                    continue;
                }
            }
            b'"' => {
                let start = i + 1;
                let mut end = start;
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let end = end.min(bytes.len());
                let before = source[..i]
                    .rsplit('\n')
                    .next()
                    .unwrap_or_default()
                    .to_owned();
                found.push((line, source[start..end].to_owned(), before));
                line += source[start..end].matches('\n').count();
                i = end + 1;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Whether the code just before a literal is `t!(` (not `format!(` or `print!(`).
fn asks_the_catalogue(before: &str) -> bool {
    let before = before.trim_end();
    before
        .strip_suffix("t!(")
        .is_some_and(|rest| !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// Code without its unit tests (they sit at the end of a file, after `#[cfg(test)]`).
fn without_tests(source: &str) -> &str {
    source
        .find("#[cfg(test)]")
        .map_or(source, |at| &source[..at])
}

#[test]
fn every_key_the_code_asks_for_exists_and_every_key_is_used() {
    let english = keys_of(Language::English);
    let mut sources = String::new();
    let mut missing = Vec::new();
    for path in rust_files(Path::new("src")) {
        let Ok(source) = fs::read_to_string(&path) else {
            panic!("cannot read {}", path.display());
        };
        for (line, literal, before) in string_literals(&source) {
            if asks_the_catalogue(&before) && !english.contains_key(&literal) {
                missing.push(format!(
                    "{}:{line}: t!(\"{literal}\") is not in the English catalogue",
                    path.display()
                ));
            }
        }
        sources.push_str(&source);
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    let unused: Vec<_> = english
        .iter()
        .filter(|(key, _)| !sources.contains(&format!("\"{key}\"")))
        .map(|(key, file)| format!("{file}: {key} is used nowhere in src/"))
        .collect();
    assert!(unused.is_empty(), "{}", unused.join("\n"));
}

/// Literals that are not interface text: ids, keys, formats without words, file extensions.
fn looks_like_interface_text(literal: &str) -> bool {
    let words: Vec<&str> = literal
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .collect();
    let capitalised = words.iter().any(|w| {
        let mut chars = w.chars();
        chars.next().is_some_and(char::is_uppercase) && chars.all(char::is_lowercase)
    });
    let sentence = words.len() >= 2 && literal.contains(' ');
    capitalised || sentence
}

/// Code before a literal that makes it something other than text for the reader.
const NOT_TEXT_CONTEXTS: &[&str] = &[
    "Id::new(",
    "id_salt(",
    "push_id(",
    "id_source(",
    "from_id_salt(",
    "eprintln!(",
    "println!(",
    "debug_assert",
    "assert",
    "panic!(",
    "expect(",
    "log::",
    "unreachable!(",
    "include_str!(",
    "include_bytes!(",
    "env!(",
    "concat!(",
    "#[",
    "key(",
    "text_in(",
];

#[test]
fn views_write_no_text_past_the_catalogue() {
    let mut found = Vec::new();
    for path in rust_files(Path::new("src/gui")) {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        // Scripted screenshot runs (`--features script`) are developer tooling, not interface.
        if name.contains("script") {
            continue;
        }
        let Ok(source) = fs::read_to_string(&path) else {
            panic!("cannot read {}", path.display());
        };
        let code = without_tests(&source);
        let lines: Vec<&str> = code.lines().collect();
        for (line, literal, before) in string_literals(code) {
            let context = before.trim_end();
            // A literal the reader never sees as words (a PGN tag name, a file format) says so.
            if lines
                .get(line - 1)
                .is_some_and(|l| l.contains("not interface text"))
            {
                continue;
            }
            if asks_the_catalogue(context) || NOT_TEXT_CONTEXTS.iter().any(|c| context.contains(c))
            {
                continue;
            }
            if looks_like_interface_text(&literal) {
                found.push(format!("{}:{line}: \"{literal}\"", path.display()));
            }
        }
    }
    println!(
        "{} literal text(s) in views outside the catalogue",
        found.len()
    );
    assert!(
        found.is_empty(),
        "{} text(s) outside the catalogue:\n{}",
        found.len(),
        found.join("\n")
    );
}
