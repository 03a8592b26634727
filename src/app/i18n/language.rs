//! The languages of the interface, and the system's choice among them.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language the interface is translated into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the fallback of every other language.
    English,
    /// Deutsch.
    German,
    /// Français.
    French,
    /// Español.
    Spanish,
    /// Italiano.
    Italian,
    /// Русский.
    Russian,
    /// Hrvatski.
    Croatian,
    /// Ελληνικά.
    Greek,
}

impl Language {
    /// Every language, English (the fallback) first.
    pub const ALL: [Language; 8] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Russian,
        Language::Croatian,
        Language::Greek,
    ];

    /// The ISO 639-1 code, also the folder of its catalogue under `assets/i18n/`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Russian => "ru",
            Language::Croatian => "hr",
            Language::Greek => "el",
        }
    }

    /// The language's name in itself, as the language menu lists it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
            Language::Russian => "Русский",
            Language::Croatian => "Hrvatski",
            Language::Greek => "Ελληνικά",
        }
    }

    pub(super) fn index(self) -> usize {
        Language::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    pub(super) fn identifier(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }

    /// The language of a code such as `de`, `de_AT.UTF-8` or `pt-BR`; `None` if Tempo does not
    /// speak it.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let code: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first one set, as the C
    /// library reads them), or English if Tempo does not speak it.
    pub fn from_system() -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_locale(&value))
            .unwrap_or(Language::English)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Language::from_locale("de_AT.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_locale("el_GR"), Some(Language::Greek));
        assert_eq!(Language::from_locale("hr"), Some(Language::Croatian));
        assert_eq!(Language::from_locale("C"), None);
        assert_eq!(Language::from_locale("pt-BR"), None);
    }

    #[test]
    fn every_language_has_its_own_index() {
        for (i, language) in Language::ALL.into_iter().enumerate() {
            assert_eq!(language.index(), i);
        }
    }
}
