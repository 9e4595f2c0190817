//! Deflates the PDF fonts into the build folder: the binary carries them at
//! about half their size and `src/writing.rs` inflates each once, on first use
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

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    for (source, name) in FONTS {
        println!("cargo::rerun-if-changed={source}");
        let bytes = std::fs::read(source).unwrap_or_else(|e| panic!("cannot read {source}: {e}"));
        let mut encoder =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        encoder
            .write_all(&bytes)
            .and_then(|()| encoder.finish())
            .and_then(|deflated| std::fs::write(Path::new(&out).join(name), deflated))
            .unwrap_or_else(|e| panic!("cannot deflate {source}: {e}"));
    }
}
