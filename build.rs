//! Deflates the fonts into the build folder: the binary carries them at
//! about half their size. `src/writing.rs` inflates the PDF fonts once, on
//! first use, and `src/app/text.rs` egui's own fonts when the window opens
//! (see "Release binary" in docs/performance.md).
//!
//! For a Windows release built with MinGW-w64 it also compiles the
//! program's resources (its icon, which Explorer, the taskbar and the
//! Start menu show, and the version Explorer's Properties show) with
//! windres and links them into the program.

use std::io::Write as _;
use std::path::Path;

/// The fonts, as `(source under the crate root, name in OUT_DIR)`.
const FONTS: [(&str, &str); 4] = [
    ("assets/fonts/DejaVuSans.ttf", "DejaVuSans.ttf.deflate"),
    (
        "assets/fonts/DejaVuSans-Bold.ttf",
        "DejaVuSans-Bold.ttf.deflate",
    ),
    (
        "assets/fonts/NotoSansCJKjp-Hopcard.otf",
        "NotoSansCJKjp-Hopcard.otf.deflate",
    ),
    (
        "assets/fonts/NotoSansCJKsc-Hopcard.otf",
        "NotoSansCJKsc-Hopcard.otf.deflate",
    ),
];

/// egui's own fonts for the screen, as `(bytes, name in OUT_DIR)`: the same
/// files egui's `default_fonts` feature would carry uncompressed.
const SCREEN_FONTS: [(&[u8], &str); 3] = [
    (
        epaint_default_fonts::UBUNTU_LIGHT,
        "Ubuntu-Light.ttf.deflate",
    ),
    (
        epaint_default_fonts::HACK_REGULAR,
        "Hack-Regular.ttf.deflate",
    ),
    (epaint_default_fonts::EGUI_ICONS, "egui-icons.ttf.deflate"),
];

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let out = Path::new(&out);
    for (source, name) in FONTS {
        println!("cargo::rerun-if-changed={source}");
        let bytes = std::fs::read(source).unwrap_or_else(|e| panic!("cannot read {source}: {e}"));
        deflate(&bytes, &out.join(name));
    }
    for (bytes, name) in SCREEN_FONTS {
        deflate(bytes, &out.join(name));
    }
    windows_resources(out);
    catalogues(out);
}

/// The language catalogues (`assets/i18n/<tag>/*.ftl`), deflated, as a
/// table the binary carries: `&[(tag, &[deflated file, ..])]`, files in
/// name order (a third of their size: `src/lang` inflates a language when it
/// is first spoken). A new language is a new folder here and one line in
/// `src/lang/mod.rs`.
fn catalogues(out: &Path) {
    println!("cargo::rerun-if-changed=assets/i18n");
    let root =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default()).join("assets/i18n");
    let mut table = String::from("&[\n");
    for folder in sorted(&root) {
        let tag = folder
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        table.push_str(&format!("    ({tag:?}, &[\n"));
        for file in sorted(&folder)
            .into_iter()
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
        {
            println!("cargo::rerun-if-changed={}", file.display());
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let deflated = out.join(format!("i18n-{tag}-{name}.deflate"));
            let bytes = std::fs::read(&file)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            deflate(&bytes, &deflated);
            table.push_str(&format!(
                "        include_bytes!({:?}),\n",
                deflated.display().to_string()
            ));
        }
        table.push_str("    ]),\n");
    }
    table.push_str("]\n");
    let to = out.join("catalogues.rs");
    std::fs::write(&to, table).unwrap_or_else(|e| panic!("cannot write {}: {e}", to.display()));
}

/// A folder's entries in name order (none when it cannot be read).
fn sorted(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut entries: Vec<_> = std::fs::read_dir(folder)
        .map(|dir| dir.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}

/// The icon and version resources of a Windows release (MinGW-w64's
/// windres). Debug builds and checks go without: nothing shows them, and a
/// machine that only checks the code need not have windres.
fn windows_resources(out: &Path) {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_OS") != "windows"
        || var("CARGO_CFG_TARGET_ENV") != "gnu"
        || var("PROFILE") != "release"
    {
        return;
    }
    println!("cargo::rerun-if-changed=assets/windows/hopcard.ico");
    let icon = Path::new(&var("CARGO_MANIFEST_DIR")).join("assets/windows/hopcard.ico");
    let version = var("CARGO_PKG_VERSION");
    let numbers: Vec<&str> = version.split(['.', '-', '+']).take(3).collect();
    let rc = format!(
        "1 ICON \"{icon}\"\n\
         1 VERSIONINFO\nFILEVERSION {n},0\nPRODUCTVERSION {n},0\nBEGIN\n\
         BLOCK \"StringFileInfo\"\nBEGIN\nBLOCK \"040904B0\"\nBEGIN\n\
         VALUE \"FileDescription\", \"Hopcard\"\n\
         VALUE \"ProductName\", \"Hopcard\"\n\
         VALUE \"CompanyName\", \"Hopcard developers\"\n\
         VALUE \"FileVersion\", \"{version}\"\n\
         VALUE \"ProductVersion\", \"{version}\"\n\
         VALUE \"OriginalFilename\", \"hopcard.exe\"\n\
         END\nEND\n\
         BLOCK \"VarFileInfo\"\nBEGIN\nVALUE \"Translation\", 0x409, 1200\nEND\nEND\n",
        icon = icon.display().to_string().replace('\\', "/"),
        n = numbers.join(","),
    );
    let rc_path = out.join("hopcard.rc");
    let object = out.join("hopcard-resources.o");
    std::fs::write(&rc_path, rc)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", rc_path.display()));
    // Cross-built from Linux the tool carries the target's name; on Windows
    // (MSYS2) it is plain windres.
    // A windres that is there but fails stops the build: a release must not
    // ship without its icon unnoticed. None there at all is only warned of.
    for tool in ["x86_64-w64-mingw32-windres", "windres"] {
        let run = std::process::Command::new(tool)
            .arg(&rc_path)
            .args(["-O", "coff", "-o"])
            .arg(&object)
            .status();
        match run {
            Ok(status) if status.success() => {
                println!("cargo::rustc-link-arg-bins={}", object.display());
                return;
            }
            Ok(status) => panic!("{tool} failed on {} ({status})", rc_path.display()),
            Err(_) => {}
        }
    }
    println!("cargo::warning=windres (MinGW-w64) not found: hopcard.exe is built without its icon");
}

fn deflate(bytes: &[u8], to: &Path) {
    let mut encoder = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .and_then(|deflated| std::fs::write(to, deflated))
        .unwrap_or_else(|e| panic!("cannot deflate {}: {e}", to.display()));
}
