//! Small helpers shared by several modules.

pub mod date;
pub mod rng;
