//! Entry point: the program is the library's [`hopcard::run_program`] (a
//! subcommand runs the command line; no arguments, or a game file, open the
//! app).

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    std::process::exit(hopcard::run_program(&args));
}
