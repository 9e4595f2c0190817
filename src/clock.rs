//! The time, as a parameter: code that stamps records takes a [`Clock`], so
//! tests pass a fixed one and nothing depends on when it runs.
//!
//! A leaf module: it imports nothing of ours.

use std::time::{SystemTime, UNIX_EPOCH};

/// A source of "now", as UTC seconds since 1970-01-01.
pub type Clock = fn() -> i64;

/// The system clock.
#[must_use]
pub fn system() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// A civil date and time of day in UTC.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Civil {
    pub year: i32,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
}

/// The civil date `days` after 1970-01-01 (Howard Hinnant's algorithm).
#[must_use]
pub fn date_from_days(days: i64) -> (i32, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let year = i32::try_from(yoe + era * 400 + i64::from(month <= 2)).unwrap_or(1970);
    (year, month, day)
}

/// `secs` (UTC seconds since 1970) as a civil date and time.
#[must_use]
pub fn civil(secs: i64) -> Civil {
    let (year, month, day) = date_from_days(secs.div_euclid(86_400));
    let rem = secs.rem_euclid(86_400);
    let part = |v: i64| u32::try_from(v).unwrap_or(0);
    Civil {
        year,
        month,
        day,
        hour: part(rem / 3600),
        minute: part(rem % 3600 / 60),
        second: part(rem % 60),
    }
}

/// "2026-12-01 08:15 UTC", the form records are stamped with.
#[must_use]
pub fn utc_text(secs: i64) -> String {
    let c = civil(secs);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        c.year, c.month, c.day, c.hour, c.minute
    )
}

/// "20261201-081530", for file names (seconds, so names sort and rarely meet).
#[must_use]
pub fn file_stamp(secs: i64) -> String {
    let c = civil(secs);
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}",
        c.year, c.month, c.day, c.hour, c.minute, c.second
    )
}

/// The system clock's time as [`utc_text`].
#[must_use]
pub fn utc_now() -> String {
    utc_text(system())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_read_as_the_calendar_does() {
        // 2026-11-30 is day 20_787 after 1970-01-01.
        let secs = 20_787 * 86_400 + 6 * 3600 + 12 * 60 + 5;
        assert_eq!(utc_text(secs), "2026-11-30 06:12 UTC");
        assert_eq!(file_stamp(secs), "20261130-061205");
        assert_eq!(date_from_days(0), (1970, 1, 1));
        assert_eq!(date_from_days(-1), (1969, 12, 31));
    }
}
