//! The constant cache per resident block (docs/WHAT_IF.md, "What fails", item 15). A warp that
//! reads `__constant__` memory waits for the immediate constant cache's misses (Nsight Compute
//! Kernel Profiling Guide, "Warp Scheduler States": `imc_miss`). Where the resident blocks read
//! different constants (a convolution's filter slices, each block at its own step), those misses
//! grow with the blocks per SM: set 38's direct convolution waits 3.2 cycles an instruction for
//! them at 1 block per SM and 27.9 at 6, and runs 2.4× as long at 6 as at 3. The model keeps the
//! wait fixed, as it does every latency it cannot load, since one profile shows the misses and not
//! the constants each block reads; where the wait is a visible share of a warp's time the
//! what-if says so.

use super::profile::Profile;
use serde::Serialize;

/// The share of a warp's cycles from which the constant cache's misses are worth a note. The
/// forty-nine captures' profiles divide in two: set 38's convolution waits 33–70 % of its cycles
/// for them at every level, every other kernel 0.4 % or less, so any share between gives the same
/// notes. A tenth is where a wait that changes with the level moves the time by a tenth.
pub const WORTH_NAMING: f64 = 0.1;

/// The profile's wait for the constant cache's misses, where it is [`WORTH_NAMING`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ConstantCacheWait {
    /// Cycles a warp waited per issued instruction.
    pub cycles: f64,
    /// Their share of the warp's cycles per issued instruction.
    pub share: f64,
}

/// The wait, where it is worth naming.
pub fn wait(profile: &Profile) -> Option<ConstantCacheWait> {
    let share = profile.constant_miss_cycles / profile.cycles_per_issue;
    (share.is_finite() && share >= WORTH_NAMING)
        .then_some(ConstantCacheWait { cycles: profile.constant_miss_cycles, share })
}
