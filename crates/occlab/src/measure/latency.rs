//! Measurement 3, latencies in SM cycles (`clock64`), one thread so nothing else is in flight:
//! a chain of dependent FMAs, and pointer chases whose footprint fits L1, fits L2, or far exceeds
//! L2 (DRAM). The chases are timed in ns (`%globaltimer`) and given in cycles of the device's
//! reported SM clock, the clock the model converts throughput with: L2 and DRAM run in their own
//! clock domains, so their latency counted in `clock64` cycles would follow the SM clock of the
//! moment instead. (The SM clock each chase ran at is printed; on an H100 it was the full
//! 1,980 MHz.)
//! These become measured Little's-law presets.

use super::{kernels, launch, median, Gpu};
use anyhow::Result;
use cudarc::driver::CudaFunction;
use occlab_model::run::MeasuredLatency;

/// FMAs in `fma_latency`'s chain (`FMA_CHAIN` in kernels.rs).
const FMA_CHAIN: f64 = 4096.0;

/// One chase: footprint and stride in bytes, warm-up and timed steps.
struct Chase {
    footprint: u64,
    stride: u64,
    warm: i32,
    steps: i32,
}

/// The chase's path: `footprint / stride` slots `stride` bytes apart, linked in a random cyclic
/// order (xorshift64 and Fisher–Yates) starting at slot 0, so the hardware cannot prefetch the
/// next address; every other word is 0. Built on the host and copied whole, as
/// `tests/hardware/latency_probe.cu` does.
fn path(c: &Chase) -> Result<Vec<u32>> {
    let words = usize::try_from(c.footprint / 4)?;
    let stride = usize::try_from(c.stride / 4)?;
    let count = words / stride;
    let mut order: Vec<u32> = (0..u32::try_from(count)?).collect();
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in (1..order.len()).rev() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        order.swap(i, (s % (i as u64 + 1)) as usize);
    }
    if let Some(zero) = order.iter().position(|&x| x == 0) {
        order.rotate_left(zero);
    }
    let mut next = vec![0u32; words];
    for (i, &slot) in order.iter().enumerate() {
        let to = order[(i + 1) % count] as usize * stride;
        next[slot as usize * stride] = u32::try_from(to)?;
    }
    Ok(next)
}

/// One chase step's latency in cycles of the device's reported SM clock (ns × MHz / 1000), and
/// the SM clock the chase ran at (its `clock64` cycles over its ns), MHz.
fn chase(gpu: &Gpu, f: &CudaFunction, c: &Chase, repeats: usize) -> Result<(f64, f64)> {
    let stream = &gpu.stream;
    let next = stream.clone_htod(&path(c)?).map_err(launch::not_allocated)?;
    let mut sink = stream.alloc_zeros::<u32>(1).map_err(launch::not_allocated)?;
    let mut spent = stream.alloc_zeros::<i64>(2).map_err(launch::not_allocated)?;
    let (mut runs, mut clocks) = (Vec::new(), Vec::new());
    // Each repetition goes on from where the last ended, so a DRAM chase never meets the lines an
    // earlier one brought into L2 (the path is far longer than all of them together).
    let mut start = 0;
    for _ in 0..repeats {
        let (cycles, ns, end) = launch::chase(stream, f, &next, (start, c.warm, c.steps), (&mut sink, &mut spent))?;
        start = end;
        runs.push(ns as f64 / f64::from(c.steps) * f64::from(gpu.device.clock_mhz) / 1e3);
        clocks.push(cycles as f64 / ns.max(1) as f64 * 1e3);
    }
    Ok((median(runs), median(clocks)))
}

/// The latencies, and the SM clock (MHz) during each chase (L1, L2, DRAM), for the progress line.
pub fn run(gpu: &Gpu, quick: bool) -> Result<(MeasuredLatency, [f64; 3])> {
    let module = kernels::compile(gpu, "latency", kernels::LATENCY, &[])?;
    let (fma, l1, l2) = (
        kernels::function(&module, "fma_latency")?,
        kernels::function(&module, "chase_l1")?,
        kernels::function(&module, "chase_l2")?,
    );
    let repeats = if quick { 1 } else { 3 };
    let mut out = gpu.stream.alloc_zeros::<f32>(2).map_err(launch::not_allocated)?;
    let mut cycles = gpu.stream.alloc_zeros::<i64>(1).map_err(launch::not_allocated)?;
    // The first run loads the code; the others are timed.
    launch::fma_latency(&gpu.stream, &fma, &mut out, &mut cycles)?;
    let mut fma_runs = Vec::new();
    for _ in 0..repeats {
        fma_runs.push(launch::fma_latency(&gpu.stream, &fma, &mut out, &mut cycles)? as f64 / FMA_CHAIN);
    }
    let l2_bytes = gpu.device.l2_cache_bytes;
    // L1: 16 KiB, well inside any L1; L2: 4 MiB, past L1 and inside any L2 of today's GPUs
    // (bypassing L1 with .cg anyway); DRAM: 16 × L2 and at least 1 GiB, 4 KiB apart.
    let l1_chase = Chase { footprint: 16 << 10, stride: 128, warm: 512, steps: 100_000 };
    let l2_chase =
        Chase { footprint: (4 << 20).min(l2_bytes / 2).max(64 << 10), stride: 128, warm: 32_768, steps: 20_000 };
    let dram_chase = Chase {
        footprint: (16 * l2_bytes).max(1 << 30),
        stride: 4096,
        warm: 1024,
        steps: if quick { 4_000 } else { 16_000 },
    };
    let (l1_cycles, l1_clock) = chase(gpu, &l1, &l1_chase, repeats)?;
    let (l2_cycles, l2_clock) = chase(gpu, &l2, &l2_chase, repeats)?;
    let (dram_cycles, dram_clock) = chase(gpu, &l2, &dram_chase, repeats)?;
    Ok((
        MeasuredLatency { fma_cycles: median(fma_runs), l1_cycles, l2_cycles, dram_cycles },
        [l1_clock, l2_clock, dram_clock],
    ))
}

#[cfg(test)]
mod tests {
    use super::{path, Chase};

    #[test]
    fn the_path_visits_every_slot_once_before_returning_to_the_start() {
        let c = Chase { footprint: 1 << 22, stride: 4096, warm: 0, steps: 0 };
        let next = path(&c).unwrap_or_default();
        let slots = (c.footprint / c.stride) as usize;
        let mut seen = vec![false; slots];
        let mut p = 0usize;
        for _ in 0..slots {
            assert_eq!(p % 1024, 0, "every step lands on a slot");
            assert!(!seen[p / 1024], "slot {} visited twice", p / 1024);
            seen[p / 1024] = true;
            p = next[p] as usize;
        }
        assert_eq!(p, 0);
        assert!(seen.iter().all(|&s| s));
    }
}
