//! What a family does, as steps a generator can draw and shrink.

use hopcard::testing::Fault;
use proptest::prelude::*;

/// How a question about unsaved moves is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Save first (to the game's file, or Save as the numbered file).
    Save(u8),
    DontSave,
    Cancel,
}

/// Where a disk fault strikes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The data folder's disk (autosave, kept games, recent list).
    Data,
    /// The home folder (the family's own game files).
    Home,
    /// A USB stick (another game file).
    Usb,
}

/// A second window on the same data folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Second {
    ReadOnly,
    Separate,
}

/// A statement's length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Short,
    /// 4.5 MiB: two of them pass the loader's 8 MiB cap.
    Huge,
}

/// One thing the family (or the world) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Play the n-th legal move (modulo their number).
    Play(u8),
    TakeBack,
    /// Raise a dispute over the n-th legal route, citing clause c, by seat s.
    Raise(u8, u8, u8),
    Statement(u8, Size),
    /// Resolve the open dispute: `true` applies the card, `false` withdraws it.
    Resolve(bool),
    /// Ctrl+S: its file, or Save as the numbered file.
    Save(u8),
    SaveAs(u8),
    Open(u8, Answer),
    OpenRecent(u8, Answer),
    NewGame(Answer),
    Recover(u8, Answer),
    Resume,
    Decline,
    Quit(Answer),
    /// The machine stops: every window dies at once.
    Crash,
    /// The next step dies after this many file calls (mid-operation).
    CrashWithin(u8),
    SecondWindow(Second),
    Fail(Place, Fault),
    Heal,
    /// Someone deletes the data folder while the window runs.
    DeleteData,
    /// Another program (a copy from a USB stick, another computer) puts
    /// another family's game at the numbered file.
    Elsewhere(u8),
}

fn answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        3 => (0u8..3).prop_map(Answer::Save),
        3 => Just(Answer::DontSave),
        1 => Just(Answer::Cancel),
    ]
}

fn fault() -> impl Strategy<Value = Fault> {
    prop_oneof![
        3 => Just(Fault::NoSpace),
        1 => Just(Fault::ReadOnly),
        1 => Just(Fault::Io),
        1 => Just(Fault::Permission),
    ]
}

fn place() -> impl Strategy<Value = Place> {
    prop_oneof![3 => Just(Place::Data), 1 => Just(Place::Home), 1 => Just(Place::Usb)]
}

/// The steps, weighted as a family plays: mostly moves.
pub fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        30 => any::<u8>().prop_map(Step::Play),
        3 => Just(Step::TakeBack),
        3 => (any::<u8>(), 0u8..7, 0u8..2).prop_map(|(r, c, s)| Step::Raise(r, c, s)),
        4 => (0u8..2, prop_oneof![Just(Size::Short), Just(Size::Huge)])
            .prop_map(|(p, s)| Step::Statement(p, s)),
        3 => any::<bool>().prop_map(Step::Resolve),
        4 => (0u8..3).prop_map(Step::Save),
        2 => (0u8..3).prop_map(Step::SaveAs),
        2 => (0u8..3, answer()).prop_map(|(i, a)| Step::Open(i, a)),
        2 => (any::<u8>(), answer()).prop_map(|(i, a)| Step::OpenRecent(i, a)),
        2 => answer().prop_map(Step::NewGame),
        2 => (any::<u8>(), answer()).prop_map(|(i, a)| Step::Recover(i, a)),
        3 => Just(Step::Resume),
        2 => Just(Step::Decline),
        3 => answer().prop_map(Step::Quit),
        2 => Just(Step::Crash),
        2 => (0u8..8).prop_map(Step::CrashWithin),
        2 => prop_oneof![Just(Second::ReadOnly), Just(Second::Separate)].prop_map(Step::SecondWindow),
        3 => (place(), fault()).prop_map(|(p, f)| Step::Fail(p, f)),
        3 => Just(Step::Heal),
        1 => Just(Step::DeleteData),
        2 => (0u8..3).prop_map(Step::Elsewhere),
    ]
}
