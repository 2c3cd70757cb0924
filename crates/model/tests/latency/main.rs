//! Latency hiding: the textbook's Little's law and two-mode model against Volkov's worked
//! numbers, the scenario the CLI and the page share, and the calibrated model against the
//! committed measured runs.

mod calibrated;
mod scenario;
mod textbook;
