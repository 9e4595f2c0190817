//! Rule sets on a card are read strictly: all five options, nothing unknown
//! (the engine's `RuleSet` itself is lenient and fills in defaults).

use crate::rules::{Completion, DestLock, Movement, OtherCamps, RuleSet, Unused};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "RuleSet")]
struct Strict {
    movement: Movement,
    dest_lock: DestLock,
    completion: Completion,
    other_camps: OtherCamps,
    unused: Unused,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
pub(super) fn serialize<S: Serializer>(r: &RuleSet, s: S) -> Result<S::Ok, S::Error> {
    Strict {
        movement: r.movement,
        dest_lock: r.dest_lock,
        completion: r.completion,
        other_camps: r.other_camps,
        unused: r.unused,
    }
    .serialize(s)
}

pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<RuleSet, D::Error> {
    let s = Strict::deserialize(d)?;
    Ok(RuleSet {
        movement: s.movement,
        dest_lock: s.dest_lock,
        completion: s.completion,
        other_camps: s.other_camps,
        unused: s.unused,
    })
}
