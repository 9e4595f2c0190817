//! Writes the files the installers ship beside the program, generated from
//! the command line's own definition so they never drift from it: the man
//! pages (gzipped, as Debian keeps them) and the bash, zsh and fish
//! completions.
//!
//! `cargo run --example package-files -- OUT_DIR` (the packaging script and
//! the release workflow use `target/package-files`). The command line's
//! definition comes from the library's `testing` module (feature
//! `test-support`, which an example gets through the crate's dev-dependency
//! on itself).

use clap_complete::Shell;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Where each shell's completion file goes in OUT_DIR, named as its shell
/// looks it up.
const SHELLS: [(Shell, &str); 3] = [
    (Shell::Bash, "completions/hopcard"),
    (Shell::Zsh, "completions/_hopcard"),
    (Shell::Fish, "completions/hopcard.fish"),
];

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(out), None) = (args.next(), args.next()) else {
        eprintln!("usage: cargo run --example package-files -- OUT_DIR");
        return ExitCode::from(2);
    };
    match write_all(Path::new(&out)) {
        Ok(written) => {
            for path in written {
                println!("{}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("package-files: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Write every man page and completion file under `out`, returning their paths.
fn write_all(out: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut written = man_pages(&out.join("man"))?;
    std::fs::create_dir_all(out.join("completions"))?;
    for (shell, name) in SHELLS {
        let mut bytes = Vec::new();
        clap_complete::generate(
            shell,
            &mut hopcard::testing::command_line(),
            "hopcard",
            &mut bytes,
        );
        let path = out.join(name);
        std::fs::write(&path, bytes)?;
        written.push(path);
    }
    Ok(written)
}

/// One page for `hopcard` and one for each subcommand (`hopcard-card-pdf.1`
/// and so on), each gzipped with no time stamp so the package is reproducible.
fn man_pages(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut command = hopcard::testing::command_line();
    command.build();
    let mut written = Vec::new();
    page(&command, dir, &mut written)?;
    Ok(written)
}

/// Write `command`'s page, then its subcommands' (clap names them
/// `hopcard-card`, `hopcard-card-pdf`: the names the pages cite).
fn page(command: &clap::Command, dir: &Path, written: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let name = command.get_display_name().unwrap_or(command.get_name());
    let mut roff = Vec::new();
    clap_mangen::Man::new(command.clone()).render(&mut roff)?;
    let path = dir.join(format!("{name}.1.gz"));
    let file = std::fs::File::create(&path)?;
    let mut gz = flate2::GzBuilder::new()
        .mtime(0)
        .write(file, flate2::Compression::best());
    gz.write_all(&roff)?;
    gz.finish()?.sync_all()?;
    written.push(path);
    // clap's own `help` subcommand needs no page of its own.
    for sub in command
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        page(sub, dir, written)?;
    }
    Ok(())
}
