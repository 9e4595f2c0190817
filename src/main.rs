//! Entry point: a subcommand runs the command line; no arguments (or a game
//! file) open the app.

mod cli;

use clap::Parser;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match cli::Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        // Help, version or a usage error, printed by us so that what it
        // repeats is quoted and a stdout that cannot take it is exit 2.
        Err(e) => std::process::exit(cli::usage::answer(&e, &args)),
    };
    let code = match cli.command {
        Some(command) => cli::emit(&cli::run(&command)),
        None => match cli.file.as_deref().map(cli::check_open_file) {
            Some(Err(message)) => {
                cli::warn(&format!("hopcard: {message}"));
                2
            }
            _ => open_desktop(cli.file),
        },
    };
    std::process::exit(code);
}

#[cfg(feature = "desktop")]
fn open_desktop(file: Option<std::path::PathBuf>) -> i32 {
    hopcard::run_desktop_with(file)
}

#[cfg(not(feature = "desktop"))]
fn open_desktop(_file: Option<std::path::PathBuf>) -> i32 {
    cli::warn(
        "hopcard: built without the desktop app (feature \"desktop\"); use a subcommand (hopcard --help)",
    );
    1
}
