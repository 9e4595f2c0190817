//! The card's date line: a calendar date without a time zone library.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A calendar date (the card's "Date" line).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDate {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl CardDate {
    /// Today's date in UTC from the system clock.
    #[must_use]
    pub fn today() -> CardDate {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        CardDate::from_days(i64::try_from(secs / 86_400).unwrap_or(0))
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's algorithm).
    #[must_use]
    pub fn from_days(days: i64) -> CardDate {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        CardDate { year, month, day }
    }

    /// Days in this date's month.
    #[must_use]
    pub fn days_in_month(year: i32, month: u32) -> u32 {
        match month {
            2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    /// Keep the day within the month after the month or year changed.
    pub fn clamp(&mut self) {
        self.month = self.month.clamp(1, 12);
        self.day = self
            .day
            .clamp(1, CardDate::days_in_month(self.year, self.month));
    }
}

impl std::str::FromStr for CardDate {
    type Err = String;

    /// Parse `YYYY-MM-DD`; the day must exist.
    fn from_str(text: &str) -> Result<CardDate, String> {
        let bad = || format!("bad date {text:?}: expected YYYY-MM-DD, e.g. 2026-11-30");
        let mut parts = text.trim().splitn(3, '-');
        let mut next = || parts.next().ok_or_else(bad);
        let year: i32 = next()?.parse().map_err(|_| bad())?;
        let month: u32 = next()?.parse().map_err(|_| bad())?;
        let day: u32 = next()?.parse().map_err(|_| bad())?;
        if !(1..=12).contains(&month) || day == 0 || day > CardDate::days_in_month(year, month) {
            return Err(format!("bad date {text:?}: that day does not exist"));
        }
        Ok(CardDate { year, month, day })
    }
}

impl fmt::Display for CardDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}
