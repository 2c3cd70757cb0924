//! Measurement 2, the self-check: the driver's `cuOccupancyMaxActiveBlocksPerMultiprocessor`
//! against the model (`occlab_model::occupancy`) over kernels of several register counts
//! (register limits through `__maxnreg__`; see `kernels::OCCUPANCY_PROBE`) and static shared
//! memory sizes, block sizes, dynamic shared memory
//! and carveouts (`CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`). The model is fed the
//! registers and static shared memory the driver reports for the compiled kernel
//! (`cuFuncGetAttribute`), as the runtime's calculator is.

use super::{kernels, Gpu};
use anyhow::{anyhow, Result};
use cudarc::driver::sys::CUfunction_attribute as F;
use cudarc::driver::CudaFunction;
use occlab_model::run::{OccupancyCheck, OccupancyDisagreement};
use occlab_model::{occupancy, Carveout, DynamicSharedMemoryLimit, Kernel, Launch};
use std::collections::BTreeSet;

/// Register limits (`__maxnreg__`): from no practical limit down to 24.
const REGISTER_CAPS: [u32; 8] = [255, 128, 96, 72, 64, 48, 40, 24];
const REGISTER_CAPS_QUICK: [u32; 2] = [255, 40];
/// Static shared memory of the probe, bytes.
const STATIC_SHARED: [u32; 2] = [0, 12_288];
/// Carveouts in percent; -1 is the driver's default (`CU_SHAREDMEM_CARVEOUT_DEFAULT`).
const CARVEOUTS: [i32; 5] = [-1, 0, 25, 50, 100];
const BLOCK_SIZES: [u32; 10] = [32, 64, 96, 128, 192, 256, 384, 512, 768, 1024];
/// Dynamic shared memory, bytes; those above the kernel's limit are left out.
const DYNAMIC_SHARED: [u32; 10] = [0, 1_024, 4_000, 8_192, 16_384, 30_000, 49_152, 65_536, 100_000, 150_000];

fn attribute(f: &CudaFunction, which: F) -> Result<u32> {
    let v = f.get_attribute(which).map_err(|e| anyhow!("cuFuncGetAttribute({which:?}): {e}"))?;
    u32::try_from(v).map_err(|_| anyhow!("cuFuncGetAttribute({which:?}) gave {v}"))
}

fn set(f: &CudaFunction, which: F, value: i32) -> Result<()> {
    f.set_attribute(which, value).map_err(|e| anyhow!("cuFuncSetAttribute({which:?}, {value}): {e}"))
}

/// What the check found, and the register counts the compiler gave (for the progress line).
pub struct Outcome {
    pub check: OccupancyCheck,
    pub register_counts: BTreeSet<u32>,
    /// Configurations the driver refused to answer, left out of the check.
    pub refused: u32,
}

/// Every configuration checked, in the order above. The kernel's dynamic-shared-memory limit is
/// set to the device's opt-in maximum less its static shared memory (the largest allowed), and
/// the model is told so (`DynamicSharedMemoryLimit::Attribute`).
pub fn run(gpu: &Gpu, quick: bool) -> Result<Outcome> {
    let caps: &[u32] = if quick { &REGISTER_CAPS_QUICK } else { &REGISTER_CAPS };
    let mut check = OccupancyCheck { configurations: 0, agreements: 0, disagreements: Vec::new() };
    let mut register_counts = BTreeSet::new();
    let mut refused = 0;
    for &cap in caps {
        for &smem in &STATIC_SHARED {
            let module = kernels::compile(
                gpu,
                "occupancy_probe",
                kernels::OCCUPANCY_PROBE,
                &[("MAXNREG", cap), ("STATIC_SMEM", smem)],
            )?;
            let f = kernels::function(&module, "occupancy_probe")?;
            let registers = attribute(&f, F::CU_FUNC_ATTRIBUTE_NUM_REGS)?;
            let static_shared = attribute(&f, F::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?;
            let max_threads = attribute(&f, F::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
            register_counts.insert(registers);
            let limit = gpu.device.shared_memory_per_block_optin.saturating_sub(static_shared);
            set(&f, F::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, i32::try_from(limit)?)?;
            let kernel = Kernel {
                registers_per_thread: registers,
                static_shared_memory: static_shared,
                max_dynamic_shared_memory: DynamicSharedMemoryLimit::Attribute(limit),
                ..Kernel::default()
            };
            for carveout in CARVEOUTS {
                set(&f, F::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, carveout)?;
                let model_carveout = u8::try_from(carveout).map_or(Carveout::Default, Carveout::Percent);
                for threads in BLOCK_SIZES.into_iter().filter(|&t| t <= max_threads) {
                    for dynamic in DYNAMIC_SHARED.into_iter().filter(|&d| d <= limit) {
                        let Ok(driver) =
                            f.occupancy_max_active_blocks_per_multiprocessor(threads, dynamic as usize, None)
                        else {
                            refused += 1;
                            continue;
                        };
                        let launch = Launch {
                            threads_per_block: threads,
                            dynamic_shared_memory: dynamic,
                            carveout: model_carveout,
                            ..Launch::default()
                        };
                        let model = occupancy(gpu.cc, &kernel, &launch)?.active_blocks_per_sm;
                        check.configurations += 1;
                        if model == driver {
                            check.agreements += 1;
                        } else {
                            check.disagreements.push(OccupancyDisagreement {
                                threads_per_block: threads,
                                registers_per_thread: registers,
                                static_shared_memory: static_shared,
                                dynamic_shared_memory: dynamic,
                                carveout_percent: u32::try_from(carveout).ok(),
                                driver_blocks_per_sm: driver,
                                model_blocks_per_sm: model,
                            });
                        }
                    }
                }
            }
        }
    }
    Ok(Outcome { check, register_counts, refused })
}
