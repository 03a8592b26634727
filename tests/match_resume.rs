//! `tempo match --resume`: a match or tournament killed with SIGKILL and started again
//! plays exactly the missing games and ends with the totals of an uninterrupted run.
//!
//! Our engines are deterministic at a fixed node count with one thread (every game starts
//! with `ucinewgame`, which clears the hash and histories), so an uninterrupted run of the
//! same command is the reference, game by game.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;

fn openings() -> PathBuf {
    let path = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/openings/eco-positions.epd"
    ));
    assert!(
        path.is_file(),
        "missing test data: {} (the shared data folder)",
        path.display()
    );
    path
}

/// `tempo match` with PVS against MCTS at `nodes` per move, from shuffled ECO positions.
fn match_command_at(nodes: &str, extra: &[&str], state: &Path, pgn: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tempo"));
    command
        .args(["match", "--engine", "self", "name=PVS", "--engine", "self"])
        .args([
            "name=MCTS",
            "option.Search=MCTS",
            "--each",
            "option.Threads=1",
        ])
        .args(["--nodes", nodes, "--openings"])
        .arg(openings())
        .args(["--openings-order", "random", "--seed", "11"])
        .args(extra)
        .arg("--resume")
        .arg(state)
        .arg("--pgn")
        .arg(pgn);
    command
}

/// [`match_command_at`] 300 nodes.
fn match_command(extra: &[&str], state: &Path, pgn: &Path) -> Command {
    match_command_at("300", extra, state, pgn)
}

fn run(mut command: Command) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// The summary after the last game (from the blank line on).
fn summary(stdout: &str) -> &str {
    let start = stdout
        .rfind("\n\n")
        .unwrap_or_else(|| panic!("no summary: {stdout}"));
    &stdout[start..]
}

/// The game lines of a state file (after the header), complete lines only.
fn recorded(state: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(state).unwrap_or_default();
    let complete = text.rfind('\n').map_or("", |end| &text[..end]);
    complete
        .lines()
        .skip(1)
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// Each game as `index result moves` (engine comments removed: they hold timings).
fn games(state: &Path) -> Vec<String> {
    let mut games: Vec<String> = recorded(state)
        .iter()
        .map(|game| {
            let pgn = game["pgn"].as_str().unwrap_or_default();
            let moves = pgn.split_once("\n\n").map_or("", |(_, moves)| moves);
            let mut plain = String::new();
            let mut depth = 0;
            for c in moves.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            let plain = plain.split_whitespace().collect::<Vec<_>>().join(" ");
            format!("{} {} {plain}", game["game"], game["result"])
        })
        .collect();
    games.sort_by_key(|g| g.split(' ').next().and_then(|i| i.parse::<usize>().ok()));
    games
}

/// Starts `command`, kills it with SIGKILL once `at_least` games are recorded in `state`,
/// and returns how many were.
fn kill_after(mut command: Command, state: &Path, at_least: usize, total: usize) -> usize {
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let deadline = Instant::now() + Duration::from_secs(30);
    while recorded(state).len() < at_least {
        assert!(Instant::now() < deadline, "no games recorded in 30 s");
        thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap_or_else(|e| panic!("{e}"));
    let _ = child.wait();
    let count = recorded(state).len();
    assert!(
        count < total,
        "the run finished before it was killed ({count} games): nothing left to resume"
    );
    count
}

/// The state file holds games 0..total, each once; the PGN holds rounds 1..=total, each once.
fn check_complete(state: &Path, pgn: &Path, total: usize) {
    let mut indices: Vec<u64> = recorded(state)
        .iter()
        .map(|g| g["game"].as_u64().unwrap_or(u64::MAX))
        .collect();
    indices.sort_unstable();
    assert_eq!(indices, (0..total as u64).collect::<Vec<_>>());
    let text = std::fs::read_to_string(pgn).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text.matches("[Event ").count(), total, "{text}");
    for round in 1..=total {
        assert_eq!(
            text.matches(&format!("[Round \"{round}\"]")).count(),
            1,
            "round {round}"
        );
    }
}

fn leave_a_partial_line(state: &Path) {
    use std::io::Write as _;
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(state)
        .unwrap_or_else(|e| panic!("{e}"));
    file.write_all(b"{\"game\":7,\"pairing\":0,\"pa")
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn killed_match_resumes_without_losing_or_repeating_games() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = |name: &str| dir.path().join(name);
    let settings = ["--games", "12", "--concurrency", "2"];
    let reference = run(match_command(
        &settings,
        &file("ref.state"),
        &file("ref.pgn"),
    ));

    let (state, pgn) = (file("run.state"), file("run.pgn"));
    let before = kill_after(match_command(&settings, &state, &pgn), &state, 3, 12);
    // As if the kill had come in the middle of writing a game.
    leave_a_partial_line(&state);
    let resumed = run(match_command(&settings, &state, &pgn));
    assert!(
        resumed.contains(&format!(
            "{before} of 12 games already played (an unfinished last line was dropped)"
        )),
        "{resumed}"
    );
    assert_eq!(resumed.matches("\nGame ").count() + before, 12, "{resumed}");
    check_complete(&state, &pgn, 12);
    assert_eq!(summary(&resumed), summary(&reference));
    assert!(summary(&resumed).contains("Pentanomial"), "{resumed}");
    assert_eq!(games(&state), games(&file("ref.state")));

    // Other settings are refused, and neither file is touched.
    let state_before = std::fs::read(&state).unwrap_or_else(|e| panic!("{e}"));
    let pgn_before = std::fs::read(&pgn).unwrap_or_else(|e| panic!("{e}"));
    let output: Output = match_command_at("301", &settings, &state, &pgn)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("nodes was 300 there, is 301 now"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&state).ok(), Some(state_before));
    assert_eq!(std::fs::read(&pgn).ok(), Some(pgn_before));
}

#[test]
fn killed_gauntlet_resumes_to_the_same_crosstable() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = |name: &str| dir.path().join(name);
    let settings = [
        "--tournament",
        "gauntlet",
        "--engine",
        "self",
        "name=PVS-small-hash",
        "option.Hash=4",
        "--games",
        "4",
        "--concurrency",
        "2",
    ];
    let reference = run(match_command(
        &settings,
        &file("ref.state"),
        &file("ref.pgn"),
    ));
    assert!(
        reference.contains("Gauntlet of 3 engines: 8 of 8 games played"),
        "{reference}"
    );
    let (state, pgn) = (file("run.state"), file("run.pgn"));
    kill_after(match_command(&settings, &state, &pgn), &state, 2, 8);
    let resumed = run(match_command(&settings, &state, &pgn));
    check_complete(&state, &pgn, 8);
    assert_eq!(summary(&resumed), summary(&reference));
    assert_eq!(games(&state), games(&file("ref.state")));
}

#[test]
fn a_decided_sprt_stays_decided() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (state, pgn) = (dir.path().join("sprt.state"), dir.path().join("sprt.pgn"));
    // A few one-sided game pairs are enough for these bounds: the run stops early.
    let settings = ["--games", "20", "--sprt", "-400", "400", "0.05", "0.05"];
    let first = run(match_command(&settings, &state, &pgn));
    assert!(first.contains("stopped early"), "{first}");
    let played = recorded(&state).len();
    let again = run(match_command(&settings, &state, &pgn));
    assert!(
        again.contains(&format!("{played} of 20 games already played")),
        "{again}"
    );
    assert!(!again.contains("\nGame "), "{again}");
    assert_eq!(summary(&again), summary(&first));
    assert_eq!(recorded(&state).len(), played);
}
