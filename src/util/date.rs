//! Today's date for PGN `Date` tags, from the system clock in UTC (no time-zone data needed).

use std::time::{SystemTime, UNIX_EPOCH};

/// Today's date in UTC as PGN writes it (`2026.11.22`); `????.??.??` (PGN's "unknown") when
/// the system clock is set before 1970.
pub fn today_pgn() -> String {
    let Ok(since) = SystemTime::now().duration_since(UNIX_EPOCH) else {
        return "????.??.??".to_owned();
    };
    let days = i64::try_from(since.as_secs() / 86_400).unwrap_or(0);
    let (year, month, day) = civil_from_days(days);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    // In range by construction: a day is 1..=31 and a month 1..=12.
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_513), (2026, 3, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        let today = today_pgn();
        assert_eq!(today.len(), 10, "{today}");
        assert_eq!(today.matches('.').count(), 2, "{today}");
    }
}
