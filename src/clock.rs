//! The time, as a parameter: code that stamps records takes a [`Clock`], so
//! tests pass a fixed one and nothing depends on when it runs.
//!
//! Records are stamped in UTC ("2026-12-01 08:15 UTC") so a file means the
//! same wherever it is opened; people read them in their own time zone with
//! the offset ([`local_text`]: "2026-12-01 09:15 +01:00"). The calendar is
//! jiff's, not ours.
//!
//! A leaf module: it imports nothing of ours.

use jiff::Timestamp;
pub use jiff::tz::TimeZone;
use std::time::{SystemTime, UNIX_EPOCH};

/// A source of "now", as UTC seconds since 1970-01-01.
pub type Clock = fn() -> i64;

/// The form records are stamped with.
const STAMP: &str = "%Y-%m-%d %H:%M UTC";
/// The form people read: local time and its offset from UTC.
const LOCAL: &str = "%Y-%m-%d %H:%M %:z";

/// The system clock.
#[must_use]
pub fn system() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// `secs` as a timestamp, clamped into the calendar jiff supports.
fn timestamp(secs: i64) -> Timestamp {
    let secs = secs.clamp(Timestamp::MIN.as_second(), Timestamp::MAX.as_second());
    Timestamp::from_second(secs).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// The civil date (year, month, day) `days` after 1970-01-01.
#[must_use]
pub(crate) fn date_from_days(days: i64) -> (i32, u32, u32) {
    let date = timestamp(days.saturating_mul(86_400))
        .to_zoned(TimeZone::UTC)
        .date();
    (
        i32::from(date.year()),
        u32::try_from(date.month()).unwrap_or(1),
        u32::try_from(date.day()).unwrap_or(1),
    )
}

/// The local date (system time zone) at UTC second `secs`.
#[must_use]
pub(crate) fn local_date(secs: i64) -> (i32, u32, u32) {
    let date = timestamp(secs).to_zoned(TimeZone::system()).date();
    (
        i32::from(date.year()),
        u32::try_from(date.month()).unwrap_or(1),
        u32::try_from(date.day()).unwrap_or(1),
    )
}

/// Whether `year-month-day` is a day of the calendar.
#[must_use]
pub(crate) fn date_exists(year: i32, month: u32, day: u32) -> bool {
    civil(year, month, day).is_some()
}

/// The day of the week of `year-month-day`, Monday 0 to Sunday 6 (`None`
/// for a day that does not exist).
#[must_use]
pub(crate) fn weekday_from_monday(year: i32, month: u32, day: u32) -> Option<u32> {
    let date = civil(year, month, day)?;
    u32::try_from(date.weekday().to_monday_zero_offset()).ok()
}

/// `year-month-day` formatted by `strftime` (`None` for a day that does not
/// exist): the words of a calendar, in English as the rest of the app.
#[must_use]
pub(crate) fn date_in_words(year: i32, month: u32, day: u32, format: &str) -> Option<String> {
    Some(civil(year, month, day)?.strftime(format).to_string())
}

fn civil(year: i32, month: u32, day: u32) -> Option<jiff::civil::Date> {
    let (Ok(y), Ok(m), Ok(d)) = (i16::try_from(year), i8::try_from(month), i8::try_from(day))
    else {
        return None;
    };
    jiff::civil::Date::new(y, m, d).ok()
}

/// "2026-12-01 08:15 UTC", the form records are stamped with.
#[must_use]
pub(crate) fn utc_text(secs: i64) -> String {
    timestamp(secs)
        .to_zoned(TimeZone::UTC)
        .strftime(STAMP)
        .to_string()
}

/// "20261201-081530", for file names (UTC seconds, so names sort and rarely meet).
#[must_use]
pub(crate) fn file_stamp(secs: i64) -> String {
    timestamp(secs)
        .to_zoned(TimeZone::UTC)
        .strftime("%Y%m%d-%H%M%S")
        .to_string()
}

/// The system clock's time as [`utc_text`].
#[must_use]
pub fn utc_now() -> String {
    utc_text(system())
}

/// Read a stamp written by [`utc_text`] back as UTC seconds.
#[must_use]
pub(crate) fn parse_stamp(stamp: &str) -> Option<i64> {
    let parsed = jiff::fmt::strtime::parse(STAMP, stamp.trim()).ok()?;
    let utc = parsed.to_datetime().ok()?.to_zoned(TimeZone::UTC).ok()?;
    Some(utc.timestamp().as_second())
}

/// A stored UTC stamp as the players read it: local time with the offset
/// ("2025-03-14 20:30 +01:00"). Text that is not a stamp is shown as it is.
#[must_use]
pub fn local_text(stamp: &str) -> String {
    local_text_in(stamp, &players_zone())
}

/// The players' time zone: the system's (the `TZ` variable, else the
/// system setting; UTC when neither can be read).
#[must_use]
pub fn players_zone() -> TimeZone {
    TimeZone::system()
}

/// [`local_text`] in a given time zone.
#[must_use]
pub(crate) fn local_text_in(stamp: &str, zone: &TimeZone) -> String {
    match parse_stamp(stamp) {
        Some(secs) => timestamp(secs)
            .to_zoned(zone.clone())
            .strftime(LOCAL)
            .to_string(),
        None => stamp.to_string(),
    }
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
        assert_eq!(date_from_days(20_787), (2026, 11, 30));
        assert!(date_exists(2024, 2, 29) && !date_exists(2025, 2, 29));
        assert!(!date_exists(2025, 13, 1) && !date_exists(2025, 4, 31));
    }

    #[test]
    fn stored_utc_reads_in_the_players_zone_with_its_offset() {
        let stamp = utc_text(1_741_980_600);
        assert_eq!(stamp, "2025-03-14 19:30 UTC");
        assert_eq!(parse_stamp(&stamp), Some(1_741_980_600));
        let paris = TimeZone::get("Europe/Paris").expect("the system has the zone database");
        assert_eq!(local_text_in(&stamp, &paris), "2025-03-14 20:30 +01:00");
        let summer = utc_text(1_752_000_000);
        assert_eq!(local_text_in(&summer, &paris), "2025-07-08 20:40 +02:00");
        let fixed = TimeZone::fixed(jiff::tz::offset(-5));
        assert_eq!(local_text_in(&stamp, &fixed), "2025-03-14 14:30 -05:00");
        assert_eq!(local_text_in("yesterday", &paris), "yesterday");
    }
}
