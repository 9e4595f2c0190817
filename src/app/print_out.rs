//! Print…: the card or the dispute log as a PDF in a temporary file,
//! handed to the system (the desktop's default viewer, whose Print the
//! family knows, or `lp`), all off the UI thread.

use crate::card::Card;
use crate::dispute::Dispute;
use crate::lang::{self, t};
use crate::print::Paper;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

/// What Print… prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printable {
    /// The card shown (the game's, or the setup form's once confirmed).
    Card,
    /// The game's dispute log, with the record's fingerprint.
    Disputes,
}

/// Why a print did not reach the system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// The PDF could not be made.
    Pdf(String),
    /// The temporary file could not be written.
    Write(PathBuf, String),
    /// No program there is could take the PDF.
    NoOpener {
        /// The programs tried, in order.
        tried: Vec<String>,
        /// The PDF, kept for the user to open.
        pdf: PathBuf,
    },
    /// The program took the PDF and said it failed.
    Refused {
        /// The program.
        program: String,
        /// Its exit status.
        status: String,
        /// The PDF, kept for the user to open.
        pdf: PathBuf,
    },
}

impl std::fmt::Display for PrintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrintError::Pdf(e) => f.write_str(&t!("print-out-no-pdf", error = e)),
            PrintError::Write(path, e) => f.write_str(&t!(
                "print-out-not-written",
                path = path.display().to_string(),
                error = e
            )),
            PrintError::NoOpener { tried, pdf } => f.write_str(&t!(
                "print-out-no-opener",
                tried = tried.join(&crate::words::list_separator()),
                pdf = pdf.display().to_string()
            )),
            PrintError::Refused {
                program,
                status,
                pdf,
            } => f.write_str(&t!(
                "print-out-refused",
                program = program,
                status = status,
                pdf = pdf.display().to_string()
            )),
        }
    }
}

impl std::error::Error for PrintError {}

/// The programs that take a PDF to print, in the order tried, each with
/// the arguments before the file's path.
fn system_openers() -> Vec<Vec<String>> {
    let owned = |parts: &[&str]| parts.iter().map(|s| (*s).to_string()).collect();
    if cfg!(target_os = "windows") {
        // `start` opens the file with its program; "" is the window title.
        vec![owned(&["cmd", "/c", "start", ""])]
    } else if cfg!(target_os = "macos") {
        vec![owned(&["open"])]
    } else {
        // The desktop's viewer (with its Print dialog) first, else the
        // default printer straight away.
        vec![owned(&["xdg-open"]), owned(&["lp"])]
    }
}

/// What one print needs, owned, to be made off the UI thread.
#[derive(Clone, Debug)]
pub(crate) enum Job {
    /// A card.
    Card(Card),
    /// A dispute log: the disputes, the game's card and record fingerprint.
    Disputes(Vec<Dispute>, Card, String),
}

impl Job {
    fn pdf(&self, paper: Paper) -> Result<Vec<u8>, PrintError> {
        let zone = crate::clock::players_zone();
        let made = match self {
            // The card prints in the language it was agreed in.
            Job::Card(card) => lang::speaking(card.agreed_language(), || {
                crate::print::card_pdf(card, paper, &zone)
            }),
            Job::Disputes(disputes, card, record) => crate::print::dispute_pdf(
                &crate::dispute::sheets(disputes),
                Some(card),
                Some(record),
                paper,
                &zone,
            ),
        };
        made.map_err(|e| PrintError::Pdf(e.to_string()))
    }

    fn name(&self) -> &'static str {
        match self {
            Job::Card(_) => "card",
            Job::Disputes(..) => "disputes",
        }
    }
}

/// Prints under way and the program that takes them.
#[derive(Debug, Default)]
pub(crate) struct Printer {
    /// The program (and its first arguments) that takes the PDF; `None`:
    /// the system's ([`system_openers`]).
    opener: Option<Vec<String>>,
    pending: Option<mpsc::Receiver<Result<PathBuf, PrintError>>>,
}

impl Printer {
    /// A printer handing PDFs to `opener`, or to the system's programs.
    #[must_use]
    pub(crate) fn new(opener: Option<Vec<String>>) -> Printer {
        Printer {
            opener,
            pending: None,
        }
    }

    /// Start printing `job` on a thread of its own.
    pub(crate) fn start(&mut self, job: Job) {
        let openers = self.opener.clone().map_or_else(system_openers, |o| vec![o]);
        let (send, receive) = mpsc::channel();
        // The language is per thread: the print's thread speaks the window's.
        let language = lang::current();
        std::thread::spawn(move || {
            lang::set(language);
            // The receiver may be gone (the window closed): nothing to tell.
            let _ = send.send(print(&job, &openers));
        });
        self.pending = Some(receive);
    }

    /// Whether a print is under way.
    #[must_use]
    pub(crate) fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// The print that has finished, if one has: the PDF handed over, or why not.
    pub(crate) fn finished(&mut self) -> Option<Result<PathBuf, PrintError>> {
        let result = match self.pending.as_ref()?.try_recv() {
            Ok(result) => result,
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => Err(PrintError::Pdf(t!("print-out-stopped"))),
        };
        self.pending = None;
        Some(result)
    }
}

/// Make the PDF, keep it in the temporary folder, hand it over.
fn print(job: &Job, openers: &[Vec<String>]) -> Result<PathBuf, PrintError> {
    let bytes = job.pdf(Paper::from_environment())?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    // A new name for each print: the viewer may still hold the last one.
    let pdf = std::env::temp_dir().join(format!(
        "hopcard-{}-{}-{stamp}.pdf",
        job.name(),
        std::process::id()
    ));
    crate::fsio::atomic_write(&pdf, &bytes)
        .map_err(|e| PrintError::Write(pdf.clone(), e.to_string()))?;
    hand_over(&pdf, openers)?;
    Ok(pdf)
}

/// On Windows, `cmd` started by a GUI program would open a console window
/// of its own for the moment it runs: it is started without one.
fn no_console_window(command: &mut std::process::Command) {
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt as _;
        /// CREATE_NO_WINDOW, from the Windows API's process creation flags.
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    #[cfg(not(windows))]
    let _ = command;
}

/// Give `pdf` to the first of `openers` that exists.
fn hand_over(pdf: &Path, openers: &[Vec<String>]) -> Result<(), PrintError> {
    let mut tried = Vec::new();
    for opener in openers {
        let Some((program, args)) = opener.split_first() else {
            continue;
        };
        let mut command = std::process::Command::new(program);
        command.args(args).arg(pdf);
        no_console_window(&mut command);
        match command.status() {
            Ok(status) if status.success() => return Ok(()),
            Ok(status) => {
                return Err(PrintError::Refused {
                    program: program.clone(),
                    status: status.to_string(),
                    pdf: pdf.to_path_buf(),
                });
            }
            // Not there (or not runnable): try the next.
            Err(_) => tried.push(program.clone()),
        }
    }
    Err(PrintError::NoOpener {
        tried,
        pdf: pdf.to_path_buf(),
    })
}
