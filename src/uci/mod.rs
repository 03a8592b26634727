//! The UCI protocol: the client that drives external engines (and our own `tempo uci` as a
//! separate process), with the parser that turns their text into typed engine events.

pub mod client;
