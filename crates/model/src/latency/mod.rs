//! Latency hiding: the textbook's Little's law and two-mode model (`textbook`; Volkov's thesis,
//! chapter 3, shared/seeds/004), the latency panel's and `occlab latency`'s settings and working
//! over it (`scenario`), and the model a measured run calibrates (docs/LATENCY_MODEL.md): memory
//! latency under load (`loaded_latency`), the SM's warp schedulers (`warp_schedulers`) and the
//! throughput at every whole number of blocks per SM (`calibrated`).

pub mod calibrated;
pub mod loaded_latency;
pub mod scenario;
pub mod textbook;
pub mod warp_schedulers;
