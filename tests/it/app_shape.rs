//! The app is an app of panels (issue 38), read from the source: the state
//! `HopcardApp` keeps is small, its behaviour lives in one file, and no
//! side door changes state outside `apply`.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("read");
            // One spelling of a path on every system ("src/app/mod.rs",
            // not "src\\app\\mod.rs" on Windows).
            let name: Vec<String> = f
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            (name.join("/"), text)
        })
        .collect()
}

/// The named fields of `pub struct NAME { … }` in `text`.
fn fields(text: &str, name: &str) -> Option<Vec<String>> {
    let start = text.find(&format!("pub struct {name} {{"))?;
    let body = &text[start..];
    let body = &body[body.find('{')? + 1..body.find("\n}")?];
    Some(
        body.lines()
            .map(str::trim)
            .filter(|l| !l.starts_with("//") && !l.starts_with('#'))
            .filter_map(|l| l.split_once(':').map(|(f, _)| f.trim().to_string()))
            .collect(),
    )
}

/// The files holding an `impl NAME` block.
fn impl_files(files: &[(String, String)], name: &str) -> Vec<String> {
    files
        .iter()
        .filter(|(_, text)| text.contains(&format!("impl {name} {{")))
        .map(|(f, _)| f.clone())
        .collect()
}

#[test]
fn the_app_keeps_little_state_and_its_behaviour_in_one_file() {
    let files = sources();
    let app = files
        .iter()
        .find(|(f, _)| f.ends_with("app/mod.rs"))
        .map(|(_, t)| t.as_str())
        .expect("src/app/mod.rs");
    let fields = fields(app, "HopcardApp").expect("pub struct HopcardApp");
    assert!(
        !fields.is_empty() && fields.len() <= 8,
        "HopcardApp has {} fields: {fields:?}",
        fields.len()
    );
    let impls = impl_files(&files, "HopcardApp");
    assert_eq!(impls.len(), 1, "impl HopcardApp in {impls:?}");
    assert!(impls[0].ends_with("app/mod.rs"), "{impls:?}");
}

#[test]
fn no_side_door_beside_apply() {
    let doors = [
        "fn set_prefs",
        "fn with_writer",
        "fn load_prefs",
        "actions.retain(",
    ];
    let found: Vec<String> = sources()
        .iter()
        .flat_map(|(f, text)| {
            doors
                .iter()
                .filter(|d| text.contains(*d))
                .map(move |d| format!("{f}: {d}"))
        })
        .collect();
    assert!(found.is_empty(), "side doors: {found:?}");
}

#[test]
fn the_readers_count_fields_and_impls() {
    let text = "pub struct HopcardApp {\n    // why\n    a: u8,\n    #[allow(x)]\n    b: Vec<u8>,\n}\nimpl HopcardApp {\n}";
    assert_eq!(
        fields(text, "HopcardApp"),
        Some(vec!["a".into(), "b".into()])
    );
    let files = vec![("x.rs".to_string(), text.to_string())];
    assert_eq!(impl_files(&files, "HopcardApp"), ["x.rs"]);
    assert_eq!(fields(text, "Other"), None);
}
