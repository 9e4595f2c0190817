//! Entry point: the program is the library's [`hopcard::run_program`] (a
//! subcommand runs the command line; no arguments, or a game file, open the
//! app).

// On Windows a double-click (the Start menu, a game file) must open the
// window alone, without a console window behind it: the program with the
// window is built for the GUI subsystem. Its command line still prints
// where its output is handed over (a pipe, a file, a program that runs
// it); for a Command Prompt the installer adds `hopcard.com`, the same
// program marked for the console subsystem, which `hopcard ARGS` finds
// before `hopcard.exe` in the program's folder (or with that folder on
// PATH; scripts/windows-installer). Without the window (no `desktop`
// feature) the program is the command line alone and stays a console one.
#![cfg_attr(all(windows, feature = "desktop"), windows_subsystem = "windows")]

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    std::process::exit(hopcard::run_program(&args));
}
