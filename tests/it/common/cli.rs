//! Running the `hopcard` binary from the command-line tests.

use std::path::PathBuf;
use std::process::Command;

/// What a run of `hopcard` left: its exit code and its two streams.
pub struct Ran {
    pub code: i32,
    pub out: String,
    pub err: String,
}

/// Run `hopcard` with `args` and these extra environment variables; a
/// panic on stderr fails the test at once, naming the arguments.
pub fn hopcard_with(args: &[&str], env: &[(&str, &str)]) -> Ran {
    let o = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("run hopcard");
    let ran = Ran {
        code: o.status.code().expect("exit code"),
        out: String::from_utf8(o.stdout).expect("utf-8"),
        err: String::from_utf8(o.stderr).expect("utf-8"),
    };
    assert!(!ran.err.contains("panicked"), "{args:?}: {}", ran.err);
    ran
}

/// A fresh, empty temporary folder for one test (`tag` keeps test files
/// apart, `name` the tests within one).
pub fn temp_dir(tag: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hopcard-{tag}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a temporary folder");
    dir
}
