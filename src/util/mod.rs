//! Small helpers shared by several modules.

pub mod array_vec;
pub mod date;
pub mod interrupt;
pub mod memory;
pub mod rng;
