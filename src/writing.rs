//! How typed text is drawn, on screen and on paper: a font for every
//! character, and right-to-left runs (Hebrew) in their visual order inside
//! the left-to-right lines of the card.
//!
//! DejaVu Sans is bundled (Latin, Greek, Cyrillic, Hebrew and more); other
//! scripts and emoji come from fonts found on the computer at run time
//! (Chinese, Japanese and Korean fonts are tens of megabytes: bundling them
//! would multiply the size of the program). Only the letters of Hopcard's
//! own Japanese and Chinese words are bundled, in two small subsets of Noto
//! Sans CJK, after the computer's fonts. A character no font here can
//! draw is reported by [`first_unshown`], so the app refuses it at entry
//! and a PDF refuses to print it, instead of drawing a box.
//!
//! A leaf module: it imports nothing of ours but the catalogue's words.

use std::io::Read as _;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{LazyLock, OnceLock};
use unicode_bidi::{BidiInfo, Level};
use unicode_general_category::{GeneralCategory, get_general_category};

/// DejaVu Sans, regular and bold (see `assets/fonts/LICENSE-DejaVu.txt`),
/// carried deflated (`build.rs`: half the binary's share) and inflated on
/// first use.
static REGULAR: LazyLock<Vec<u8>> = LazyLock::new(|| {
    inflate(include_bytes!(concat!(
        env!("OUT_DIR"),
        "/DejaVuSans.ttf.deflate"
    )))
});
static BOLD: LazyLock<Vec<u8>> = LazyLock::new(|| {
    inflate(include_bytes!(concat!(
        env!("OUT_DIR"),
        "/DejaVuSans-Bold.ttf.deflate"
    )))
});

/// Hopcard's own Japanese and Chinese words (the letters of those
/// catalogues only: `scripts/cjk-subset`), for a computer with no CJK font.
static OWN_CJK: [(&str, &[u8]); 2] = [
    (
        "NotoSansCJKjp-Hopcard.otf",
        include_bytes!(concat!(
            env!("OUT_DIR"),
            "/NotoSansCJKjp-Hopcard.otf.deflate"
        )),
    ),
    (
        "NotoSansCJKsc-Hopcard.otf",
        include_bytes!(concat!(
            env!("OUT_DIR"),
            "/NotoSansCJKsc-Hopcard.otf.deflate"
        )),
    ),
];

/// The font bytes `build.rs` deflated. They are part of the program, so a
/// failure here is a broken build, never bad input (like the parse below).
#[must_use]
pub fn inflate(deflated: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::new();
    if let Err(e) = flate2::read::DeflateDecoder::new(deflated).read_to_end(&mut bytes) {
        unreachable!("the fonts deflated by build.rs do not inflate: {e}");
    }
    bytes
}

/// A font face: its file's bytes (kept for the life of the program) and
/// its index in a collection.
pub struct Face {
    /// The file name, e.g. "wqy-microhei.ttc".
    pub name: String,
    pub data: &'static [u8],
    pub index: u32,
    /// Its glyphs are pictures (the colour bitmaps of Noto Color Emoji,
    /// the COLR layers of Segoe UI Emoji): an emoji's first choice.
    pub colour: bool,
    parsed: ttf_parser::Face<'static>,
    /// The shaper's tables, read once when the face first shapes.
    shaper: OnceLock<harfrust::ShaperData>,
}

impl Face {
    fn parse(name: String, data: &'static [u8], index: u32) -> Option<Face> {
        let parsed = ttf_parser::Face::parse(data, index).ok()?;
        let t = parsed.tables();
        let colour = t.cbdt.is_some() || t.sbix.is_some() || t.colr.is_some();
        // A face with neither outlines nor pictures draws nothing.
        if t.glyf.is_none() && t.cff.is_none() && !colour {
            return None;
        }
        Some(Face {
            name,
            data,
            index,
            colour,
            parsed,
            shaper: OnceLock::new(),
        })
    }

    /// Whether this face has a glyph for `c`.
    #[must_use]
    pub fn has(&self, c: char) -> bool {
        self.glyph(c).is_some()
    }

    /// The advance of `c` in em units, and the em size. A character this
    /// face has no glyph for takes no room if it needs none (a joiner, a
    /// selector), else half an em.
    #[must_use]
    pub fn advance(&self, c: char) -> (u16, u16) {
        let em = self.parsed.units_per_em();
        let adv = match self.glyph(c) {
            Some((_, adv)) => adv,
            None if is_invisible(c) => 0,
            None => em / 2,
        };
        (adv, em)
    }

    /// The glyph that draws `c` and its advance in em units.
    #[must_use]
    pub fn glyph(&self, c: char) -> Option<(u16, u16)> {
        let g = self.parsed.glyph_index(c).filter(|g| g.0 != 0)?;
        Some((g.0, self.parsed.glyph_hor_advance(g).unwrap_or(0)))
    }

    /// Font units per em.
    #[must_use]
    pub fn units_per_em(&self) -> u16 {
        self.parsed.units_per_em()
    }

    /// The height of its capital letters, in em, if the font says.
    #[must_use]
    pub fn cap_height(&self) -> Option<f32> {
        let cap = self.parsed.capital_height().filter(|&c| c > 0)?;
        Some(f32::from(cap) / f32::from(self.parsed.units_per_em()))
    }
}

/// Characters drawn as nothing (joiners, selectors): they belong to the
/// letter before them.
#[must_use]
pub fn is_invisible(c: char) -> bool {
    !c.is_whitespace() && needs_no_glyph(c)
}

/// Combining marks, drawn over the letter before them.
#[must_use]
pub fn is_mark(c: char) -> bool {
    matches!(
        get_general_category(c),
        GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark
    )
}

/// The bundled faces: DejaVu Sans regular and bold.
#[must_use]
pub fn bundled(bold: bool) -> &'static Face {
    static FACES: OnceLock<[Face; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        let load = |name: &str, data| {
            Face::parse(name.to_string(), data, 0).unwrap_or_else(|| {
                // The bytes are part of the program: only a broken build
                // could fail here.
                unreachable!("the bundled font {name} does not parse")
            })
        };
        [
            load("DejaVuSans.ttf", REGULAR.as_slice()),
            load("DejaVuSans-Bold.ttf", BOLD.as_slice()),
        ]
    });
    &faces[usize::from(bold)]
}

/// Font files looked for, best first: broad CJK fonts, then the fonts of
/// other scripts (Indic, Thai, Hebrew, Arabic), then emoji in colour, then
/// emoji and symbols drawn in outline. Names as the usual packages of
/// Linux (Debian's `fonts-noto-cjk`, `fonts-noto-core`,
/// `fonts-noto-color-emoji` …), macOS and Windows install them.
const KNOWN: &[&str] = &[
    "NotoSansCJK-Regular.ttc",
    "NotoSansCJKsc-Regular.otf",
    "NotoSansCJKjp-Regular.otf",
    "NotoSansCJKkr-Regular.otf",
    "SourceHanSans-Regular.ttc",
    "wqy-microhei.ttc",
    "wqy-zenhei.ttc",
    "DroidSansFallbackFull.ttf",
    "DroidSansFallback.ttf",
    "PingFang.ttc",
    "Hiragino Sans GB.ttc",
    "AppleSDGothicNeo.ttc",
    "msyh.ttc",
    "YuGothR.ttc",
    "malgun.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansBengali-Regular.ttf",
    "NotoSansTamil-Regular.ttf",
    "NotoSansGurmukhi-Regular.ttf",
    "NotoSansGujarati-Regular.ttf",
    "NotoSansTelugu-Regular.ttf",
    "NotoSansKannada-Regular.ttf",
    "NotoSansMalayalam-Regular.ttf",
    "NotoSansSinhala-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansLao-Regular.ttf",
    "NotoSansKhmer-Regular.ttf",
    "NotoSansMyanmar-Regular.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansArabic-Regular.ttf",
    "NotoNaskhArabic-Regular.ttf",
    "Nirmala.ttc",
    "Nirmala.ttf",
    "LeelawUI.ttf",
    "segoeui.ttf",
    "Kohinoor.ttc",
    "KohinoorBangla.ttc",
    "Tamil Sangam MN.ttc",
    "Thonburi.ttc",
    "GeezaPro.ttc",
    "NotoColorEmoji.ttf",
    "Apple Color Emoji.ttc",
    "seguiemj.ttf",
    "NotoEmoji-Regular.ttf",
    "Symbola_hint.ttf",
    "Symbola.ttf",
    "seguisym.ttf",
    "Arial Unicode.ttf",
];

/// Folders searched for [`KNOWN`] fonts (and their subfolders).
fn font_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = [
        "/usr/share/fonts",
        "/usr/local/share/fonts",
        "/System/Library/Fonts",
        "/Library/Fonts",
        "C:\\Windows\\Fonts",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    if let Some(home) = std::env::var_os("HOME") {
        let home = PathBuf::from(home);
        dirs.push(home.join(".local/share/fonts"));
        dirs.push(home.join(".fonts"));
        dirs.push(home.join("Library/Fonts"));
    }
    dirs
}

/// Every file under `dir` (at most `depth` folders down) whose name is
/// one of [`KNOWN`], with its rank.
fn find(dir: &Path, depth: usize, found: &mut Vec<(usize, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if depth > 0 {
                find(&path, depth - 1, found);
            }
        } else if let Some(rank) = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(known_rank)
        {
            found.push((rank, path));
        }
    }
}

/// The rank in [`KNOWN`] of a font file's name: the name itself, or the
/// variable font some systems install in its place (Fedora's
/// "NotoSansThai[wdth,wght].ttf" for "NotoSansThai-Regular.ttf").
fn known_rank(name: &str) -> Option<usize> {
    KNOWN.iter().position(|k| *k == name).or_else(|| {
        let (stem, rest) = name.split_once('[')?;
        let ext = rest.rsplit('.').next()?;
        KNOWN
            .iter()
            .position(|k| k.strip_suffix(&format!("-Regular.{ext}")) == Some(stem))
    })
}

/// The font files to read, best first: those found on this computer, or,
/// with the `test-support` feature, the tests' own (see [`test_fonts`]).
fn font_files() -> Vec<PathBuf> {
    if cfg!(feature = "test-support") {
        return test_fonts();
    }
    let mut found = Vec::new();
    for dir in font_dirs() {
        find(&dir, 4, &mut found);
    }
    found.sort();
    found.dedup_by(|a, b| a.0 == b.0);
    found.into_iter().map(|(_, path)| path).collect()
}

/// The tests' own fonts (`tests/fonts/`: small subsets of a Chinese,
/// Japanese and Korean font and of an emoji font), by name. Tests must see
/// the same fonts on every machine, never the host's, so with the
/// `test-support` feature these are the only fonts found.
#[must_use]
pub fn test_fonts() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fonts");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| {
        p.extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ttf") || e.eq_ignore_ascii_case("otf"))
    });
    files.sort();
    files
}

/// The fonts found for other scripts, best first; read once, when first
/// needed (a character the bundled font lacks), and kept.
#[must_use]
pub fn fallbacks() -> &'static [Face] {
    static FOUND: OnceLock<Vec<Face>> = OnceLock::new();
    FOUND.get_or_init(|| {
        let mut faces = Vec::new();
        for path in font_files() {
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            // Kept for the life of the program: egui and the PDF writer
            // borrow it, and it is read once.
            let data: &'static [u8] = Box::leak(bytes.into_boxed_slice());
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            faces.extend(Face::parse(name, data, 0));
        }
        // After the computer's own: a full CJK font draws names and words
        // alike; these only cover Hopcard's words.
        for (name, deflated) in OWN_CJK {
            let data: &'static [u8] = Box::leak(inflate(deflated).into_boxed_slice());
            faces.extend(Face::parse(name.to_string(), data, 0));
        }
        faces
    })
}

/// Characters that need no glyph of their own: spaces, joiners and
/// selectors, combining marks drawn with their letter.
fn needs_no_glyph(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            get_general_category(c),
            GeneralCategory::Format | GeneralCategory::Control
        )
        || matches!(c, '\u{FE00}'..='\u{FE0F}')
}

/// The face that draws `c`: the bundled one when it can, else the first
/// font found on this computer that has it (an emoji: the first in
/// colour, see [`face_for_cluster`]).
#[must_use]
pub fn face_for(c: char, bold: bool) -> Option<&'static Face> {
    let own = bundled(bold);
    if own.has(c) {
        return Some(own);
    }
    if bundled(false).has(c) {
        return Some(bundled(false));
    }
    let found = fallbacks();
    if is_emoji(c)
        && let Some(face) = found.iter().find(|f| f.colour && f.has(c))
    {
        return Some(face);
    }
    found.iter().find(|f| f.has(c))
}

/// The face that draws a cluster (a letter with its marks, an emoji
/// sequence): the face of its first character, or for an emoji sequence
/// (a family joined by U+200D, a skin tone, a flag, an emoji selector) a
/// colour face with the first character, which draws the sequence as
/// one picture.
#[must_use]
pub fn face_for_cluster(cluster: &str, bold: bool) -> Option<&'static Face> {
    let first = cluster.chars().next()?;
    if cluster.chars().any(is_emoji)
        && let Some(face) = fallbacks().iter().find(|f| f.colour && f.has(first))
    {
        return Some(face);
    }
    face_for(first, bold)
}

/// Emoji pictures and the characters that join or modify them (skin
/// tones, the flags' regional letters, the emoji selector U+FE0F).
#[must_use]
pub fn is_emoji(c: char) -> bool {
    matches!(u32::from(c), 0x1F000..=0x1FAFF | 0x2600..=0x27BF | 0xFE0F)
}

/// Scripts whose letters change shape with their neighbours (Arabic) or
/// are reordered and conjoined (the Indic scripts, Thai's marks), and
/// emoji sequences: text drawn through the shaper ([`shape`]) rather than
/// one glyph per character.
#[must_use]
pub fn needs_shaping(text: &str) -> bool {
    use unicode_script::{Script as S, UnicodeScript as _};
    text.chars().any(|c| {
        c == '\u{200D}'
            || is_emoji(c)
            || !matches!(
                c.script(),
                S::Common
                    | S::Inherited
                    | S::Latin
                    | S::Greek
                    | S::Cyrillic
                    | S::Hebrew
                    | S::Armenian
                    | S::Georgian
                    | S::Han
                    | S::Hiragana
                    | S::Katakana
                    | S::Hangul
                    | S::Bopomofo
            )
    })
}

/// One glyph placed by the shaper: its id, the byte where its cluster
/// starts in the shaped text, and its advance and offsets in em.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub id: u32,
    pub cluster: usize,
    pub advance: f32,
    pub x_offset: f32,
    pub y_offset: f32,
}

/// `text` (one face's run) shaped in `face`: Arabic joined, Indic letters
/// reordered and conjoined, marks placed, emoji sequences made one
/// picture. The glyphs come in the order they are drawn, left to right (a
/// right-to-left run from its last letter, brackets mirrored).
#[must_use]
pub fn shape(face: &Face, text: &str, rtl: bool) -> Vec<Placed> {
    let Ok(font) = harfrust::FontRef::from_index(face.data, face.index) else {
        return Vec::new();
    };
    let data = face.shaper.get_or_init(|| harfrust::ShaperData::new(&font));
    let shaper = data.shaper(&font).build();
    let mut buffer = harfrust::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.set_direction(if rtl {
        harfrust::Direction::RightToLeft
    } else {
        harfrust::Direction::LeftToRight
    });
    buffer.guess_segment_properties();
    buffer.set_flags(harfrust::BufferFlags::BEGINNING_OF_TEXT | harfrust::BufferFlags::END_OF_TEXT);
    let glyphs = shaper.shape(buffer, harfrust::ShapeOptions::new());
    let em = f32::from(face.units_per_em());
    glyphs
        .glyph_infos()
        .iter()
        .zip(glyphs.glyph_positions())
        .map(|(info, pos)| Placed {
            id: info.glyph_id,
            cluster: info.cluster as usize,
            advance: pos.x_advance as f32 / em,
            x_offset: pos.x_offset as f32 / em,
            y_offset: pos.y_offset as f32 / em,
        })
        .collect()
}

/// `text` composed (Unicode NFC): a letter typed as a base and combining
/// accents ("e" + U+0303 + U+0301) becomes the one letter a keyboard with
/// that letter gives ("ễ"). Both spellings are then one name, and drawn
/// with every accent (egui and the PDF place one glyph per letter, so a
/// separate accent would be dropped or misplaced).
#[must_use]
pub fn composed(text: &str) -> std::borrow::Cow<'_, str> {
    use unicode_normalization::UnicodeNormalization as _;
    if unicode_normalization::is_nfc(text) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(text.nfc().collect())
    }
}

/// Compose `text` in place (see [`composed`]); whether it changed.
pub fn compose(text: &mut String) -> bool {
    if let std::borrow::Cow::Owned(c) = composed(text) {
        *text = c;
        true
    } else {
        false
    }
}

/// The Debian and Ubuntu package with a font Hopcard finds for `c`, to
/// name in a refusal: Noto Sans CJK for Chinese, Japanese and Korean; Noto
/// Color Emoji for emoji (drawn in colour on screen and on paper); Symbola
/// for other symbols; the Noto fonts for every other script.
#[must_use]
pub fn font_package(c: char) -> &'static str {
    use unicode_script::{Script, UnicodeScript as _};
    match c.script() {
        Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul | Script::Bopomofo => {
            "fonts-noto-cjk"
        }
        _ if is_emoji(c) => "fonts-noto-color-emoji",
        Script::Common | Script::Inherited => "fonts-symbola",
        _ => "fonts-noto-core",
    }
}

/// The first character of `text` that no font here can draw.
#[must_use]
pub fn first_unshown(text: &str) -> Option<char> {
    text.chars()
        .find(|&c| !needs_no_glyph(c) && face_for(c, false).is_none())
}

/// Whether any character of `text` is written right to left.
#[must_use]
pub fn has_rtl(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(u32::from(c), 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
    })
}

/// One line of text as runs in visual order (left to right on the page):
/// each run a byte range of `line` and whether it reads right to left.
/// The line itself reads left to right, as the card does.
#[must_use]
pub fn visual_runs(line: &str) -> Vec<(Range<usize>, bool)> {
    if !has_rtl(line) {
        return vec![(0..line.len(), false)];
    }
    let info = BidiInfo::new(line, Some(Level::ltr()));
    let mut out = Vec::new();
    for para in &info.paragraphs {
        let (levels, runs) = info.visual_runs(para, para.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            out.push((run, rtl));
        }
    }
    out
}

/// `text` reversed by character, each letter keeping its combining marks
/// after it (a reversed right-to-left run, drawn left to right).
#[cfg(any(test, feature = "test-support"))]
fn reversed(text: &str) -> String {
    let mut clusters: Vec<String> = Vec::new();
    for c in text.chars() {
        let mark = is_mark(c);
        match clusters.last_mut() {
            Some(last) if mark => last.push(c),
            _ => clusters.push(c.to_string()),
        }
    }
    clusters.into_iter().rev().map(mirrored).collect()
}

/// Brackets face the other way inside a right-to-left run.
#[cfg(any(test, feature = "test-support"))]
fn mirrored(cluster: String) -> String {
    let mut chars = cluster.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => mirror(c).to_string(),
        _ => cluster,
    }
}

/// `c` as drawn inside a right-to-left run: a bracket faces the other way.
#[must_use]
pub fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '<' => '>',
        '>' => '<',
        _ => c,
    }
}

/// One line in the order it is seen, for a screen that draws characters
/// left to right: each right-to-left run reversed. A line with nothing
/// right to left comes back as it is. The tests' picture of the drawn
/// order (the screen itself lays out pieces, `app/shaped.rs`).
#[must_use]
#[cfg(any(test, feature = "test-support"))]
pub fn visual(line: &str) -> String {
    let line = &*composed(line);
    if !has_rtl(line) {
        return line.to_string();
    }
    line.split('\n')
        .map(|l| {
            visual_runs(l)
                .into_iter()
                .map(|(r, rtl)| {
                    if rtl {
                        reversed(&l[r])
                    } else {
                        l[r].to_string()
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hebrew_keeps_its_order_inside_a_left_to_right_line() {
        assert_eq!(visual("Ann (red)"), "Ann (red)");
        // שרה is shin, resh, he: seen from the left, he comes first.
        assert_eq!(visual("שרה (red, moves first)"), "הרש (red, moves first)");
        assert_eq!(
            visual("confirmed as \"שכ\" at 18:09"),
            "confirmed as \"כש\" at 18:09"
        );
        // Two Hebrew words stay in their order, read from the right.
        assert_eq!(visual("x שרה לוי y"), "x יול הרש y");
        // A point stays on its letter.
        assert_eq!(visual("שָׁ"), "שָׁ");
        let runs = visual_runs("Ann שרה Ben");
        assert_eq!(runs.len(), 3);
        assert!(runs[1].1 && !runs[0].1 && !runs[2].1);
    }

    #[test]
    fn a_variable_font_stands_for_its_regular_file() {
        assert_eq!(
            known_rank("NotoSansThai-Regular.ttf"),
            known_rank("NotoSansThai[wdth,wght].ttf")
        );
        assert!(known_rank("NotoSansThai-Regular.ttf").is_some());
        assert_eq!(known_rank("NotoSansKlingon[wght].ttf"), None);
        assert_eq!(known_rank("notes.txt"), None);
    }

    #[test]
    fn the_bundled_font_covers_european_scripts_and_hebrew() {
        for c in ['a', 'ë', 'Σ', 'Ж', 'ש'] {
            assert!(face_for(c, false).is_some(), "{c}");
            assert!(first_unshown(&c.to_string()).is_none());
        }
        assert_eq!(first_unshown("a b\u{200D}"), None);
    }
}
