//! How a run of text looks on paper: its own file, so that the glyph runs
//! (`runs.rs`) and the page layout (`layout.rs`, which measures with the
//! runs) both use it without using each other.

/// How a run of text looks.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) struct Style {
    pub size: f32,
    pub bold: bool,
    pub ink: (u8, u8, u8),
}

impl Style {
    pub(crate) const BODY: Style = Style {
        size: 10.0,
        bold: false,
        ink: (20, 20, 20),
    };
    pub(crate) const LABEL: Style = Style {
        size: 10.0,
        bold: true,
        ink: (20, 20, 20),
    };
    pub(crate) const TITLE: Style = Style {
        size: 17.0,
        bold: true,
        ink: (0, 0, 0),
    };
    pub(crate) const HEADING: Style = Style {
        size: 12.0,
        bold: true,
        ink: (0, 0, 0),
    };
    pub(crate) const SMALL: Style = Style {
        size: 8.0,
        bold: false,
        ink: (90, 90, 90),
    };
    pub(crate) const WARNING: Style = Style {
        size: 11.0,
        bold: true,
        ink: (180, 0, 0),
    };
    pub(crate) const FINGERPRINT: Style = Style {
        size: 16.0,
        bold: true,
        ink: (0, 0, 0),
    };
}
