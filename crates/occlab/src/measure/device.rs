//! Measurement 1, the device: what the driver reports (`cuDeviceGetAttribute`), written as the
//! run's device, which the page and the CLI use as a custom GPU.

use super::launch;
use crate::speech::say;
use anyhow::{anyhow, Result};
use cudarc::driver::sys::CUdevice_attribute as A;
use cudarc::driver::CudaContext;
use occlab_model::locale::message::Message;
use occlab_model::run::MeasuredDevice;
use occlab_model::ComputeCapability;
use std::sync::Arc;

fn attribute(ctx: &Arc<CudaContext>, which: A) -> Result<u32> {
    let v = ctx.attribute(which).map_err(|e| anyhow!("cuDeviceGetAttribute({which:?}): {e}"))?;
    u32::try_from(v).map_err(|_| anyhow!("cuDeviceGetAttribute({which:?}) gave {v}"))
}

/// Peak DRAM bandwidth, GB/s: double data rate, 2 × memory clock × bus width / 8 (the CUDA
/// samples' bandwidthTest and deviceQuery compute it so from the same two attributes).
pub fn peak_bandwidth_gbs(memory_clock_mhz: u32, bus_width_bits: u32) -> f64 {
    2.0 * f64::from(memory_clock_mhz) * 1e6 * f64::from(bus_width_bits) / 8.0 / 1e9
}

/// The device and its compute capability, which must be one Occupancy Lab knows.
pub fn read(ctx: &Arc<CudaContext>) -> Result<(MeasuredDevice, &'static ComputeCapability)> {
    let major = attribute(ctx, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = attribute(ctx, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    let name = format!("{major}.{minor}");
    let cc = ComputeCapability::lookup(&name).map_err(|e| {
        let unknown =
            Message::new("measure-cc-unknown").arg("cc", e.name).arg("known", ComputeCapability::known_names());
        anyhow!("{}", say(&unknown))
    })?;
    // The attributes give kHz.
    let memory_clock_mhz = attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE)? / 1000;
    let memory_bus_width_bits = attribute(ctx, A::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH)?;
    let device = MeasuredDevice {
        name: ctx.name().map_err(|e| anyhow!("cuDeviceGetName: {e}"))?,
        compute_capability: cc.name.to_string(),
        sms: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        clock_mhz: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)? / 1000,
        memory_clock_mhz,
        memory_bus_width_bits,
        memory_bandwidth_gbs: peak_bandwidth_gbs(memory_clock_mhz, memory_bus_width_bits),
        l2_cache_bytes: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?.into(),
        shared_memory_per_sm: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)?,
        shared_memory_per_block: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?,
        shared_memory_per_block_optin: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)?,
        registers_per_sm: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR)?,
        registers_per_block: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)?,
        max_threads_per_sm: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR)?,
        max_blocks_per_sm: attribute(ctx, A::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR)?,
        driver_version: launch::driver_version()?,
    };
    Ok((device, cc))
}
