//! A data folder that cannot be written is reported as what it is, not as a
//! second window (issue 22, item 13).

use egui_kittest::kittest::Queryable;
use hopcard::HopcardApp;

use crate::common::games::{fixed_clock, temp_dir};
use crate::common::{Stored, harness};

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

#[test]
fn damaged_preferences_are_kept_aside_and_reported() {
    let dir = temp_dir("prefs-damaged");
    let damaged = "Prefs(show_names: maybe, letters: true";
    let stored =
        Stored(std::iter::once(("hopcard-prefs".to_string(), damaged.to_string())).collect());
    let app = HopcardApp::starting_with(
        &dir,
        fixed_clock,
        hopcard::testing::AppOptions::from_storage(Some(&stored)),
    );
    let mut h = harness(app);
    h.run();
    assert!(
        h.query_by_label_contains("Your preferences could not be read")
            .is_some(),
        "the damaged preferences are not reported"
    );
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("preferences.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "kept aside once");
    assert_eq!(std::fs::read_to_string(&kept[0]).expect("kept"), damaged);
}

/// The files in `dir` whose names hold `part`.
fn files_named(dir: &std::path::Path, part: &str) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains(part))
        .collect()
}

#[test]
fn a_cut_short_window_file_is_kept_aside_and_reported() {
    // eframe's app.ron, as a save killed midway leaves it.
    let whole = "{\n    \"hopcard-prefs\": \"(show_names:true,letters:true)\",\n    \"window\": \"(x:1)\",\n}\n";
    let cut = &whole[..40];
    for (text, reported) in [(whole, false), (cut, true), ("", true)] {
        let dir = temp_dir("window-file");
        let path = dir.join("app.ron");
        std::fs::write(&path, text).expect("write");
        let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
        h.run();
        let report = h.query_by_label_contains("app.ron is damaged");
        assert_eq!(report.is_some(), reported, "{text:?}");
        let kept = files_named(&dir, "preferences.damaged-");
        if reported {
            assert!(
                h.query_by_label_contains("Your preferences could not be read")
                    .is_some()
            );
            assert_eq!(kept.len(), 1, "{text:?}: kept aside once");
            assert_eq!(std::fs::read_to_string(&kept[0]).expect("kept"), text);
        } else {
            assert!(kept.is_empty(), "a whole file was kept aside");
        }
        // The file itself is left to eframe, unchanged.
        assert_eq!(std::fs::read_to_string(&path).expect("app.ron"), text);
    }
}
