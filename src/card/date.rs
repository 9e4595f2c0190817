//! The card's date line: a calendar date (the calendar itself is jiff's, via `clock`).

use crate::rules::quote::Quoted;
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

    /// Keep the day within the month after the month or year changed.
    pub fn clamp(&mut self) {
        self.month = self.month.clamp(1, 12);
        self.day = self
            .day
            .clamp(1, CardDate::days_in_month(self.year, self.month));
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
            DateError::Form(t) => write!(
                f,
                "bad date {}: expected YYYY-MM-DD, e.g. 2026-11-30",
                Quoted(t)
            ),
            DateError::NoSuchDay(t) => {
                write!(f, "bad date {}: that day does not exist", Quoted(t))
            }
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
