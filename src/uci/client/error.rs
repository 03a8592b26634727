//! What can go wrong while talking to an external engine, each variant naming the engine and
//! the command or move involved.

use std::time::Duration;

use crate::engine::EngineError;

/// A failure of an external UCI engine or of the pipe to it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UciError {
    /// The process could not be started.
    #[error("cannot start engine '{command}': {message}")]
    Spawn {
        /// The command line.
        command: String,
        /// The operating system's reason.
        message: String,
    },
    /// The engine did not answer a command in time.
    #[error("engine '{engine}' did not answer '{command}' within {} ms", timeout.as_millis())]
    Timeout {
        /// The engine's name.
        engine: String,
        /// The command that went unanswered (`uci`, `isready`, `stop`).
        command: &'static str,
        /// How long we waited.
        timeout: Duration,
    },
    /// The process ended (crashed or quit) while we needed it.
    #[error("engine '{engine}' exited ({status}){stderr}")]
    Exited {
        /// The engine's name.
        engine: String,
        /// Exit code or signal, in words.
        status: String,
        /// The last lines it wrote to stderr, prefixed with `; stderr: `, or empty.
        stderr: String,
    },
    /// Writing to the engine's input failed (it closed its input or died).
    #[error("engine '{engine}': cannot send '{command}': {message}")]
    Write {
        /// The engine's name.
        engine: String,
        /// The command line we tried to send.
        command: String,
        /// The operating system's reason.
        message: String,
    },
    /// The engine's `bestmove` is not a legal move in the searched position.
    #[error("engine '{engine}' played an illegal move '{text}' in {fen}")]
    IllegalMove {
        /// The engine's name.
        engine: String,
        /// The move text it sent.
        text: String,
        /// The position it was searching.
        fen: String,
    },
    /// The engine sent a `bestmove` line we could not read at all.
    #[error("engine '{engine}' sent a malformed line: '{line}'")]
    Malformed {
        /// The engine's name.
        engine: String,
        /// The line.
        line: String,
    },
    /// `setoption` named an option the engine does not offer.
    #[error("engine '{engine}' has no option '{option}' (it offers: {offered})")]
    UnknownOption {
        /// The engine's name.
        engine: String,
        /// The requested option.
        option: String,
        /// The options it offers, comma-separated.
        offered: String,
    },
    /// `setoption` with a value the option does not accept.
    #[error("engine '{engine}': {message}")]
    BadOptionValue {
        /// The engine's name.
        engine: String,
        /// What is wrong with the value.
        message: String,
    },
    /// `go` while a search is still running.
    #[error("engine '{engine}' is already searching")]
    Busy {
        /// The engine's name.
        engine: String,
    },
    /// The engine failed earlier and has been shut down.
    #[error("engine '{engine}' is no longer usable after an earlier failure: {cause}")]
    Dead {
        /// The engine's name.
        engine: String,
        /// The earlier failure.
        cause: String,
    },
}

impl From<UciError> for EngineError {
    fn from(e: UciError) -> EngineError {
        EngineError(e.to_string())
    }
}
