//! Deflates the fonts into the build folder: the binary carries them at
//! about half their size. `src/writing.rs` inflates the PDF fonts once, on
//! first use, and `src/app/text.rs` egui's own fonts when the window opens
//! (see "Release binary" in docs/performance.md).

use std::io::Write as _;
use std::path::Path;

/// The fonts, as `(source under the crate root, name in OUT_DIR)`.
const FONTS: [(&str, &str); 2] = [
    ("assets/fonts/DejaVuSans.ttf", "DejaVuSans.ttf.deflate"),
    (
        "assets/fonts/DejaVuSans-Bold.ttf",
        "DejaVuSans-Bold.ttf.deflate",
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
}

fn deflate(bytes: &[u8], to: &Path) {
    let mut encoder = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .and_then(|deflated| std::fs::write(to, deflated))
        .unwrap_or_else(|e| panic!("cannot deflate {}: {e}", to.display()));
}
