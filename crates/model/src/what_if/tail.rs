//! Waves and the tail. The busiest SM runs B = ⌈G ÷ SMs⌉ blocks, b at a time: ⌊B ÷ b⌋ full waves
//! at the steady state of b resident blocks, then a last wave of the r = B mod b left, at the
//! steady state of r (Nsight Compute Kernel Profiling Guide, "Launch Statistics": waves per SM;
//! the lab's `waves`). A steady state is the time of the whole launch's work at that many
//! resident blocks, so a wave of b blocks takes its share b ÷ B of it:
//! T = full × T_s(b) × b ÷ B + T_s(r) × r ÷ B. A grid of one wave or less gains nothing from
//! more block slots: they stay empty.

/// The waves of a launch on its busiest SM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tail {
    /// Full waves of the resident blocks.
    pub full_waves: u64,
    /// Blocks per SM in the last, partial wave; 0 when every wave is full.
    pub partial_blocks: u32,
}

/// A partial wave is worth naming when it is a visible share of the launch: there are fewer than
/// this many full waves …
const NAMED_BELOW_WAVES: u64 = 8;
/// … and it holds less than this share of a full wave's blocks.
const NAMED_BELOW_SHARE: f64 = 0.75;

impl Tail {
    /// Whether the partial wave is worth a word beside the reason: a few full waves, and a last
    /// wave well short of full.
    pub fn worth_naming(&self, resident: u32) -> bool {
        self.partial_blocks > 0
            && (1..NAMED_BELOW_WAVES).contains(&self.full_waves)
            && f64::from(self.partial_blocks) < NAMED_BELOW_SHARE * f64::from(resident)
    }
}

/// The launch's time from the steady state of `resident` blocks (`steady`) and of fewer
/// (`steady_of`), with `busiest` blocks on the busiest SM.
pub fn launch_time(busiest: u64, resident: u32, steady: f64, steady_of: impl Fn(u32) -> f64) -> (f64, Tail) {
    let per_wave = u64::from(resident.max(1));
    let total = busiest.max(1) as f64;
    let full_waves = busiest / per_wave;
    let partial = u32::try_from(busiest % per_wave).unwrap_or(0);
    let mut time = full_waves as f64 * steady * f64::from(resident) / total;
    if partial > 0 {
        time += steady_of(partial) * f64::from(partial) / total;
    }
    (time, Tail { full_waves, partial_blocks: partial })
}
