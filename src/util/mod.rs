//! Small helpers shared by several modules.

pub mod date;
pub mod interrupt;
pub mod memory;
pub mod rng;
