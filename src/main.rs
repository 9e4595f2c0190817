//! Entry point: a subcommand runs the command line; no arguments open the app.

use clap::Parser;

fn main() {
    let cli = hopcard::cli::Cli::parse();
    let code = match cli.command {
        Some(command) => hopcard::cli::emit(&hopcard::cli::run(&command)),
        None => hopcard::app::run_desktop(),
    };
    std::process::exit(code);
}
