//! The card's date line: a calendar date (the calendar itself is jiff's, via `clock`).

use crate::lang::t;
use crate::quote::Quoted;
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
    /// Today's date where the players sit (the system's time zone).
    #[must_use]
    pub fn today() -> CardDate {
        let (year, month, day) = crate::clock::local_date(crate::clock::system());
        CardDate { year, month, day }
    }

    /// The civil date `days` after 1970-01-01.
    #[must_use]
    pub fn from_days(days: i64) -> CardDate {
        let (year, month, day) = crate::clock::date_from_days(days);
        CardDate { year, month, day }
    }

    /// Days in this date's month (0 for a month that does not exist).
    #[must_use]
    pub fn days_in_month(year: i32, month: u32) -> u32 {
        (28..=31)
            .rev()
            .find(|&day| crate::clock::date_exists(year, month, day))
            .unwrap_or(0)
    }

    /// The date in words, "28 February 1999" (its order and the month's
    /// name are the language's).
    #[must_use]
    pub fn in_words(self) -> String {
        let number = |format| crate::clock::date_in_words(self.year, self.month, self.day, format);
        match (number("%-d"), number("%Y")) {
            (Some(day), Some(year)) => t!(
                "date-long",
                day = day,
                month = month_name(self.month),
                year = year
            ),
            _ => self.to_string(),
        }
    }

    /// The month and year in words, "February 1999".
    #[must_use]
    pub fn month_in_words(self) -> String {
        match crate::clock::date_in_words(self.year, self.month, 1, "%Y") {
            Some(year) => t!(
                "date-month-year",
                month = month_name(self.month),
                year = year
            ),
            None => format!("{:04}-{:02}", self.year, self.month),
        }
    }

    /// The day of the week of the first of this date's month, Monday 0 to
    /// Sunday 6 (where a calendar's first row starts).
    #[must_use]
    pub fn first_weekday_of_month(self) -> u32 {
        crate::clock::weekday_from_monday(self.year, self.month, 1).unwrap_or(0)
    }

    /// The same day `months` months on (or back), cut to the end of a
    /// shorter month: 31 January plus one month is 28 or 29 February.
    #[must_use]
    pub fn add_months(self, months: i32) -> CardDate {
        let index = self.year * 12 + i32::try_from(self.month).unwrap_or(1) - 1 + months;
        let mut date = CardDate {
            year: index.div_euclid(12),
            month: u32::try_from(index.rem_euclid(12) + 1).unwrap_or(1),
            day: self.day,
        };
        date.clamp();
        date
    }

    /// Keep the day within the month after the month or year changed.
    pub fn clamp(&mut self) {
        self.month = self.month.clamp(1, 12);
        self.day = self
            .day
            .clamp(1, CardDate::days_in_month(self.year, self.month));
    }
}

/// The name of month `month` (1 to 12) as a date in words says it.
fn month_name(month: u32) -> String {
    match month {
        1 => t!("date-month-1"),
        2 => t!("date-month-2"),
        3 => t!("date-month-3"),
        4 => t!("date-month-4"),
        5 => t!("date-month-5"),
        6 => t!("date-month-6"),
        7 => t!("date-month-7"),
        8 => t!("date-month-8"),
        9 => t!("date-month-9"),
        10 => t!("date-month-10"),
        11 => t!("date-month-11"),
        _ => t!("date-month-12"),
    }
}

/// Text that is not a date of the form `YYYY-MM-DD`, or a day that does not exist.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DateError {
    /// Not of the form `YYYY-MM-DD`.
    Form(String),
    /// Of the right form, but no such day (e.g. 2026-02-30).
    NoSuchDay(String),
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Form(text) => {
                f.write_str(&t!("date-error-form", text = Quoted(text).to_string()))
            }
            DateError::NoSuchDay(text) => f.write_str(&t!(
                "date-error-no-such-day",
                text = Quoted(text).to_string()
            )),
        }
    }
}

impl std::error::Error for DateError {}

impl std::str::FromStr for CardDate {
    type Err = DateError;

    /// Parse `YYYY-MM-DD`; the day must exist.
    fn from_str(text: &str) -> Result<CardDate, DateError> {
        let bad = || DateError::Form(text.to_string());
        let mut parts = text.trim().splitn(3, '-');
        let mut next = || parts.next().ok_or_else(bad);
        let year: i32 = next()?.parse().map_err(|_| bad())?;
        let month: u32 = next()?.parse().map_err(|_| bad())?;
        let day: u32 = next()?.parse().map_err(|_| bad())?;
        if !(1..=12).contains(&month) || day == 0 || day > CardDate::days_in_month(year, month) {
            return Err(DateError::NoSuchDay(text.to_string()));
        }
        Ok(CardDate { year, month, day })
    }
}

impl fmt::Display for CardDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::CardDate;

    fn date(text: &str) -> CardDate {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn months_on_and_back_keep_the_day_inside_the_month() {
        assert_eq!(date("2026-01-31").add_months(1), date("2026-02-28"));
        assert_eq!(date("2024-01-31").add_months(1), date("2024-02-29"));
        assert_eq!(date("2026-12-15").add_months(1), date("2027-01-15"));
        assert_eq!(date("2026-01-15").add_months(-1), date("2025-12-15"));
        assert_eq!(date("2024-02-29").add_months(12), date("2025-02-28"));
        assert_eq!(date("2026-03-31").add_months(-13), date("2025-02-28"));
    }

    #[test]
    fn a_month_starts_on_its_weekday() {
        // 1 February 1999 was a Monday, 1 February 2024 a Thursday and
        // 1 December 2026 a Tuesday.
        assert_eq!(date("1999-02-28").first_weekday_of_month(), 0);
        assert_eq!(date("2024-02-10").first_weekday_of_month(), 3);
        assert_eq!(date("2026-12-02").first_weekday_of_month(), 1);
    }

    #[test]
    fn dates_read_in_words() {
        assert_eq!(date("1999-02-08").in_words(), "8 February 1999");
        assert_eq!(date("1999-02-08").month_in_words(), "February 1999");
    }
}
