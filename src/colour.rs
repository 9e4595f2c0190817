//! The colours the card offers, in one table: each one's name, the letter
//! that marks its pieces where colour alone cannot tell them apart, and its
//! paint on screen (standard and colour-blind-safe palettes) and as printed
//! ink. The card, the board, the PDFs and the arena all read it here.

/// Red, green and blue, 0 to 255.
pub(crate) type Rgb = (u8, u8, u8);

/// One colour the card offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct KnownColour {
    pub name: &'static str,
    /// One letter per colour, none shared (black is K, as blue is B).
    pub letter: char,
    /// The board's standard palette.
    pub standard: Rgb,
    /// The board's colour-blind-safe palette (Okabe and Ito's colours).
    pub safe: Rgb,
    /// On paper (the print-ready PDFs).
    pub ink: Rgb,
}

/// Every colour the setup offers, in the order it offers them.
pub(crate) const KNOWN: [KnownColour; 8] = [
    colour(
        "red",
        'R',
        (0xd0, 0x30, 0x30),
        (0xd5, 0x5e, 0x00),
        (200, 40, 40),
    ),
    colour(
        "blue",
        'B',
        (0x2f, 0x5f, 0xd0),
        (0x00, 0x72, 0xb2),
        (40, 80, 200),
    ),
    colour(
        "green",
        'G',
        (0x2e, 0x9a, 0x4a),
        (0x00, 0x9e, 0x73),
        (30, 140, 60),
    ),
    colour(
        "yellow",
        'Y',
        (0xe8, 0xc5, 0x20),
        (0xf0, 0xe4, 0x42),
        (230, 190, 20),
    ),
    colour(
        "purple",
        'P',
        (0x8a, 0x4f, 0xc0),
        (0xcc, 0x79, 0xa7),
        (130, 60, 170),
    ),
    colour(
        "orange",
        'O',
        (0xf0, 0x84, 0x20),
        (0xe6, 0x9f, 0x00),
        (235, 120, 20),
    ),
    colour(
        "black",
        'K',
        (0x25, 0x25, 0x25),
        (0x20, 0x20, 0x20),
        (30, 30, 30),
    ),
    colour(
        "white",
        'W',
        (0xf4, 0xf4, 0xf0),
        (0xf4, 0xf4, 0xf0),
        (250, 250, 250),
    ),
];

/// The names of [`KNOWN`], in order.
pub(crate) const NAMES: [&str; KNOWN.len()] = {
    let mut names = [""; KNOWN.len()];
    let mut i = 0;
    while i < KNOWN.len() {
        names[i] = KNOWN[i].name;
        i += 1;
    }
    names
};

/// The ring that marks a landing on the board, in both palettes: sky blue,
/// the one colour of Okabe and Ito's set no player's pieces wear, and far
/// from every standard paint too (green was mistaken for green pieces).
#[cfg(feature = "desktop")]
pub(crate) const LANDING: Rgb = (0x56, 0xb4, 0xe9);

/// The ink of a colour the table does not know.
pub(crate) const UNKNOWN_INK: Rgb = (150, 150, 150);

const fn colour(
    name: &'static str,
    letter: char,
    standard: Rgb,
    safe: Rgb,
    ink: Rgb,
) -> KnownColour {
    KnownColour {
        name,
        letter,
        standard,
        safe,
        ink,
    }
}

/// The table's entry for the colour called `name`.
#[must_use]
pub(crate) fn known(name: &str) -> Option<&'static KnownColour> {
    KNOWN.iter().find(|k| k.name == name)
}

/// The letter that marks `name`'s pieces: the table's, else the name's
/// first letter in capitals ('?' for an empty name).
#[must_use]
pub(crate) fn letter(name: &str) -> char {
    known(name).map_or_else(
        || name.chars().next().map_or('?', |c| c.to_ascii_uppercase()),
        |k| k.letter,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_column_tells_the_colours_apart() {
        let count =
            |f: fn(&KnownColour) -> String| KNOWN.iter().map(f).collect::<HashSet<_>>().len();
        assert_eq!(count(|k| k.name.to_string()), KNOWN.len());
        assert_eq!(count(|k| k.letter.to_string()), KNOWN.len());
        assert_eq!(count(|k| format!("{:?}", k.standard)), KNOWN.len());
        assert_eq!(count(|k| format!("{:?}", k.safe)), KNOWN.len());
        assert_eq!(count(|k| format!("{:?}", k.ink)), KNOWN.len());
        assert_eq!(
            (letter("black"), letter("blue"), letter("teal")),
            ('K', 'B', 'T')
        );
    }
}
