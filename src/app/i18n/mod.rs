//! The interface's texts in every language Tempo speaks.
//!
//! Every text a user reads in the app comes from one catalogue: Fluent files under
//! `assets/i18n/<language>/<area>.ftl`, compiled in by `build.rs`. Fluent was chosen over a plain
//! key/value table for its selectors: Russian and Croatian have three plural forms ("1 партия",
//! "2 партии", "5 партий"), which a table of fixed strings cannot express. Views ask with
//! [`t!`](crate::t): `t!("menu-file")`, `t!("db-games-count", count = n)`.
//!
//! A key missing in the chosen language falls back to English, and one missing in English shows
//! the key itself; `tests/i18n_coverage.rs` keeps every key present in every language and every
//! key a view uses present in English.

mod language;
mod notation;

use std::{
    borrow::Cow,
    sync::{
        OnceLock,
        atomic::{AtomicU8, Ordering},
    },
};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

pub use language::Language;
pub use notation::{PieceLetters, localised_san};

mod files {
    include!(concat!(env!("OUT_DIR"), "/i18n_files.rs"));
}

/// The language the interface speaks now (an index into [`Language::ALL`]).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Sets the interface's language for every later [`text`] call.
pub fn set_language(language: Language) {
    CURRENT.store(language.index() as u8, Ordering::Relaxed);
}

/// The interface's language now.
pub fn language() -> Language {
    Language::ALL
        .get(CURRENT.load(Ordering::Relaxed) as usize)
        .copied()
        .unwrap_or(Language::English)
}

/// The catalogue files of one language, as (area, Fluent source).
pub fn catalogue_files(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    files::FILES
        .iter()
        .filter(move |(code, _, _)| *code == language.code())
        .map(|(_, area, source)| (*area, *source))
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, parsed the first time the language is asked for.
fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    BUNDLES[language.index()].get_or_init(|| build_bundle(language))
}

fn build_bundle(language: Language) -> Bundle {
    let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
    // Unicode isolation marks around arguments would show as boxes in egui's fonts.
    bundle.set_use_isolating(false);
    for (area, source) in catalogue_files(language) {
        // A file with a syntax error still gives its good messages; the coverage test reports
        // the error with its file, so it cannot ship unnoticed.
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
        if let Err(errors) = bundle.add_resource(resource) {
            log_catalogue_errors(language, area, &errors);
        }
    }
    bundle
}

fn log_catalogue_errors(language: Language, area: &str, errors: &[fluent_bundle::FluentError]) {
    if cfg!(debug_assertions) {
        eprintln!(
            "catalogue {}/{area}.ftl: {} problem(s), first: {:?}",
            language.code(),
            errors.len(),
            errors.first()
        );
    }
}

/// An argument of a message: a number (which chooses plural forms) or a text.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// A count or amount; its value picks the plural form.
    Number(f64),
    /// A name, a move or any other text, shown as it is.
    Text(Cow<'a, str>),
}

macro_rules! number_arg {
    ($($ty:ty)+) => {$(
        impl From<$ty> for Arg<'_> {
            fn from(n: $ty) -> Self {
                Arg::Number(n as f64)
            }
        }
    )+};
}
number_arg!(i8 i16 i32 i64 isize u8 u16 u32 u64 usize f32 f64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

/// The text of `key` in the interface's language.
pub fn text(key: &str) -> String {
    text_with(key, &[])
}

/// The text of `key` in the interface's language, with its arguments filled in.
pub fn text_with(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    text_in(language(), key, args)
}

/// The text of `key` in `language` (English where that language lacks it; the key itself
/// where English lacks it too).
pub fn text_in(language: Language, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    format_message(bundle(language), key, args)
        .or_else(|| format_message(bundle(Language::English), key, args))
        .unwrap_or_else(|| key.to_owned())
}

/// Whether `language`'s own catalogue has `key` (no fallback).
pub fn has_key(language: Language, key: &str) -> bool {
    bundle(language).has_message(key)
}

fn format_message(bundle: &Bundle, key: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            let value = match value {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(s) => FluentValue::from(s.as_ref()),
            };
            fluent_args.set(*name, value);
        }
        fluent_args
    });
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
    Some(text.into_owned())
}

/// A text of the catalogue: `t!("key")`, or `t!("key", name = value, …)` with numbers or texts.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::app::i18n::text($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::app::i18n::text_with(
            $key,
            &[$((::core::stringify!($name), $crate::app::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plural_forms_follow_the_language() {
        let games = |language, count: usize| {
            text_in(language, "count-games", &[("count", Arg::from(count))])
        };
        assert_eq!(games(Language::English, 1), "1 game");
        assert_eq!(games(Language::English, 5), "5 games");
        assert_eq!(games(Language::Russian, 1), "1 партия");
        assert_eq!(games(Language::Russian, 3), "3 партии");
        assert_eq!(games(Language::Russian, 5), "5 партий");
        assert_eq!(games(Language::Croatian, 2), "2 partije");
        assert_eq!(games(Language::Croatian, 5), "5 partija");
    }

    #[test]
    fn selectors_pick_the_side() {
        let resigns =
            |language| text_in(language, "outcome-resigns", &[("side", Arg::from("white"))]);
        assert_eq!(resigns(Language::English), "Black resigns — White wins");
        assert_eq!(resigns(Language::German), "Schwarz gibt auf — Weiß gewinnt");
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_the_key() {
        assert_eq!(text_in(Language::German, "no-such-key", &[]), "no-such-key");
        assert!(has_key(Language::English, "count-games"));
    }
}
