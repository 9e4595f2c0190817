//! A data folder that cannot be written is reported as what it is, not as a
//! second window (issue 22, item 13).

use egui_kittest::kittest::Queryable;
use hopcard::HopcardApp;

use crate::common::games::{fixed_clock, temp_dir};
use crate::common::harness;

#[test]
fn an_unwritable_data_folder_is_reported_as_such_not_as_hopcard_already_open() {
    let dir = temp_dir("folder-unwritable");
    // A file where the data folder should be: nothing can be created in it
    // (a read-only folder gives the same error, but root may write anyway).
    let data = dir.join("hopcard");
    std::fs::write(&data, "not a folder").expect("write");
    let mut h = harness(HopcardApp::starting(&data, fixed_clock));
    h.run();
    assert!(
        h.query_by_label_contains("Hopcard is already open")
            .is_none(),
        "an unwritable folder was taken for a second window"
    );
    assert!(
        h.query_by_label_contains("cannot be written").is_some(),
        "the first screen does not say the folder cannot be written"
    );
    assert_eq!(
        std::fs::read_to_string(&data).expect("read"),
        "not a folder"
    );
}
