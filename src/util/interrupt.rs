//! Ctrl-C as a request to stop: a long command line job (a database import) polls the flag
//! and ends cleanly, keeping what it has done, instead of dying half-way through a batch.
//! A second Ctrl-C ends the process at once, as a user pressing it twice expects.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};
use std::time::Duration;

/// Set by the signal handler; only atomics are safe to touch there.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// A flag that becomes true when the user presses Ctrl-C (SIGINT). The first press is
/// caught; the handler then restores the default, so a second press ends the process.
/// Where signals cannot be caught, the flag never becomes true and Ctrl-C works as before.
pub fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    if install() {
        let watched = Arc::clone(&flag);
        // The handler cannot reach the caller's flag; a small thread carries it over.
        std::thread::spawn(move || {
            while !INTERRUPTED.load(Ordering::Relaxed) {
                if Arc::strong_count(&watched) == 1 {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            watched.store(true, Ordering::Relaxed);
        });
    }
    flag
}

#[cfg(unix)]
extern "C" fn on_sigint(_signal: libc::c_int) {
    INTERRUPTED.store(true, Ordering::Relaxed);
    // SAFETY: `signal` is async-signal-safe; restoring the default makes a second Ctrl-C fatal.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
    }
}

#[cfg(unix)]
fn install() -> bool {
    let handler = on_sigint as extern "C" fn(libc::c_int) as libc::sighandler_t;
    // SAFETY: the handler only stores to an atomic and calls `signal`, both async-signal-safe.
    unsafe { libc::signal(libc::SIGINT, handler) != libc::SIG_ERR }
}

#[cfg(not(unix))]
fn install() -> bool {
    false
}
