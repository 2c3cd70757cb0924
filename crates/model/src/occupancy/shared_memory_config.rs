//! Which shared-memory size per SM a launch gets: the user's preference (carveout on Volta and
//! later, cache configuration on Kepler) rounded to a size the hardware supports.

use crate::{CacheConfig, Carveout, ComputeCapability, Launch, SharedMemoryConfig};

/// The shared memory per SM the user's preference asks for, in bytes (`userSmemPreference`).
///
/// Source: `cudaOccSMemPreferenceVoltaPlus` and `cudaOccSMemPreference` in `cuda_occupancy.h`.
/// On Volta and later a default carveout falls back to the cache configuration (prefer L1 → 0 %,
/// prefer shared → 100 %, prefer equal → 50 %), and a percentage p of the SM's shared memory
/// S becomes ⌊p·S/100⌋ rounded up to the next supported carveout size. On Kepler the L1 takes
/// 16, 32 or 48 KiB of the on-chip memory and shared memory the rest; Maxwell and Pascal have
/// dedicated shared memory.
pub(crate) fn preference(cc: &ComputeCapability, launch: &Launch) -> u32 {
    let total = cc.shared_memory_per_sm;
    match cc.shared_memory_config {
        SharedMemoryConfig::Fixed => total,
        SharedMemoryConfig::CacheConfig { l1_min, l1_max } => {
            let high = total;
            let low = total + l1_min - l1_max;
            match launch.cache_config {
                CacheConfig::PreferNone | CacheConfig::PreferShared => high,
                CacheConfig::PreferL1 => low,
                CacheConfig::PreferEqual => (high + low) / 2,
            }
        }
        SharedMemoryConfig::Carveout { sizes } => {
            let percent = match (launch.carveout, launch.cache_config) {
                (Carveout::Percent(p), _) => Some(u64::from(p)),
                (Carveout::Default, CacheConfig::PreferL1) => Some(0),
                (Carveout::Default, CacheConfig::PreferShared) => Some(100),
                (Carveout::Default, CacheConfig::PreferEqual) => Some(50),
                (Carveout::Default, CacheConfig::PreferNone) => None,
            };
            let bytes = match percent {
                Some(p) => (p * u64::from(total) / 100) as u32,
                None => total,
            };
            carveout_size(sizes, bytes)
        }
    }
}

/// Rounds `bytes` up to the smallest supported carveout size (`cudaOccAlignUpShmemSizeVoltaPlus`).
///
/// The build script checks that the largest size covers both the SM's shared memory and the
/// largest block allocation, so every request the calculation makes has a size to round to.
pub(crate) fn carveout_size(sizes: &[u32], bytes: u32) -> u32 {
    sizes.iter().copied().find(|&s| s >= bytes).unwrap_or(bytes)
}
