//! File formats: EPD test suites (more formats live alongside).

pub mod epd;
