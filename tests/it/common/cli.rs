//! Running the `hopcard` binary from the command-line tests.

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
    // English whatever the machine's language, unless a test says otherwise.
    let o = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env("LC_MESSAGES", "C")
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
