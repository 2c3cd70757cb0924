//! Fixtures shared by the UI's unit tests.

use occlab_model::{occupancy, waves, ComputeCapability, Kernel, Launch, Waves};

/// `regs_kernel<32>` of tests/hardware on an H100 SXM5 (48 registers, 256 threads: 5 blocks per
/// SM, 132 SMs) with a grid of `grid` blocks.
pub fn h100_waves(grid: u64) -> Waves {
    let cc = ComputeCapability::find("9.0").unwrap_or_else(|| unreachable!());
    let kernel = Kernel { registers_per_thread: 48, ..Kernel::default() };
    let o = occupancy(cc, &kernel, &Launch::default()).unwrap_or_else(|e| unreachable!("{e}"));
    waves(&o, 132, grid).unwrap_or_else(|e| unreachable!("{e}"))
}
