//! Reading a PDF Hopcard printed back as text.

use std::path::Path;
use std::process::Command;

/// The PDF's text by poppler's pdftotext, `None` when pdftotext is not
/// installed (CI installs it).
pub fn pdftotext(pdf: &Path) -> Option<String> {
    let out = Command::new("pdftotext").arg(pdf).arg("-").output().ok()?;
    assert!(
        out.status.success(),
        "pdftotext failed on {}",
        pdf.display()
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Words of `s` joined by single spaces (pdftotext breaks lines its own way).
pub fn words(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
