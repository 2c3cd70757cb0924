//! The one place `occlab` uses `unsafe`: finding the CUDA libraries, asking the driver its
//! version, and launching the kernels of `kernels.rs`. A launch is unsafe because the driver
//! cannot check the arguments against the kernel's parameters, nor the kernel's accesses against
//! the buffers; each function here launches one kernel with exactly its parameter list, checks
//! the sizes its accesses need, and says why in a SAFETY comment.
#![allow(unsafe_code)]

use crate::speech::say;
use anyhow::{anyhow, ensure, Result};
use cudarc::driver::sys::CUevent_flags;
use cudarc::driver::{
    CudaEvent, CudaFunction, CudaSlice, CudaStream, DevicePtr, DriverError, LaunchConfig, PushKernelArg,
};
use occlab_model::locale::message::Message;
use std::sync::Arc;

use super::kernels;

/// Whether the CUDA driver library (libcuda) can be opened, under any name cudarc tries.
pub fn driver_present() -> bool {
    // SAFETY: opening a shared library runs its initialisers; libcuda's are the NVIDIA driver's,
    // which every CUDA program runs. Nothing else is called.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// Whether NVRTC (libnvrtc) can be opened, under any name cudarc tries.
pub fn nvrtc_present() -> bool {
    // SAFETY: as for the driver: only the library's own initialisers run.
    unsafe { cudarc::nvrtc::sys::is_culib_present() }
}

/// `cuDriverGetVersion`: 13000 for CUDA 13.0.
pub fn driver_version() -> Result<u32> {
    let mut version: std::ffi::c_int = 0;
    // SAFETY: the driver library is loaded (the caller checked `driver_present`), and the pointer
    // is to a live c_int that the call writes once.
    unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut version) }
        .result()
        .map_err(|e| anyhow!("cuDriverGetVersion: {e}"))?;
    u32::try_from(version).map_err(|_| anyhow!("cuDriverGetVersion gave {version}"))
}

fn failed(kernel: &'static str) -> impl Fn(DriverError) -> anyhow::Error {
    move |e| anyhow!("{}", say(&Message::new("measure-launch-failed").arg("kernel", kernel).arg("why", e.to_string())))
}

/// The driver could not copy a result back from the GPU.
pub fn not_read_back(e: DriverError) -> anyhow::Error {
    anyhow!("{}", say(&Message::new("measure-read-back-failed").arg("why", e.to_string())))
}

/// The driver could not give the GPU memory a measurement needs.
pub fn not_allocated(e: DriverError) -> anyhow::Error {
    anyhow!("{}", say(&Message::new("measure-alloc-failed").arg("why", e.to_string())))
}

/// Waits for the end event and returns the time between the two, ms.
fn elapsed(kernel: &'static str, events: Option<(CudaEvent, CudaEvent)>) -> Result<f64> {
    let (start, end) = events.ok_or_else(|| anyhow!("launching {kernel}: no timing events"))?;
    end.synchronize().map_err(failed(kernel))?;
    Ok(f64::from(start.elapsed_ms(&end).map_err(failed(kernel))?))
}

fn threads(cfg: &LaunchConfig) -> u64 {
    u64::from(cfg.grid_dim.0) * u64::from(cfg.block_dim.0)
}

/// `stream(a, b, c, n, histogram)`; returns its time, ms.
pub fn stream(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    (a, b, c): (&CudaSlice<f32>, &CudaSlice<f32>, &mut CudaSlice<f32>),
    n: u64,
    histogram: &mut CudaSlice<u64>,
) -> Result<f64> {
    ensure!(n as usize <= a.len().min(b.len()).min(c.len()), "stream: {n} elements do not fit the buffers");
    ensure!(histogram.len() >= kernels::STREAM_BINS, "stream: the histogram has fewer than its bins");
    let mut args = stream.launch_builder(f);
    args.arg(a).arg(b).arg(c).arg(&n).arg(&mut *histogram);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: stream(const float*, const float*, float*, unsigned long long, unsigned long long*)
    // gets three f32 device buffers, a u64 and a u64 buffer, in order; every index it touches is
    // below K × threads × (n / (K × threads)) ≤ n, and n fits every buffer (checked above); the
    // timed build adds to histogram[0 .. STREAM_BINS], which the buffer holds (checked above).
    let events = unsafe { args.launch(cfg) }.map_err(failed("stream"))?;
    elapsed("stream", events)
}

/// `fma_chains(out, x, y, iterations)`; returns its time, ms.
pub fn fma_chains(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    out: &mut CudaSlice<f32>,
    iterations: i32,
) -> Result<f64> {
    ensure!(threads(&cfg) <= out.len() as u64, "fma_chains: the grid has more threads than the output");
    let (x, y) = (0.9999_f32, 0.0001_f32);
    let mut args = stream.launch_builder(f);
    args.arg(out).arg(&x).arg(&y).arg(&iterations);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: fma_chains(float*, float, float, int) gets an f32 device buffer, two f32 and an i32;
    // each thread writes out[its global index], and the buffer holds every thread of the grid
    // (checked above).
    let events = unsafe { args.launch(cfg) }.map_err(failed("fma_chains"))?;
    elapsed("fma_chains", events)
}

/// Whether a buffer starts on a 16-byte boundary, as a `float4` access needs (the driver's
/// allocations start on 256-byte ones).
fn aligned_16(stream: &Arc<CudaStream>, buffer: &CudaSlice<f32>) -> bool {
    let (ptr, _synced) = buffer.device_ptr(stream);
    ptr % 16 == 0
}

/// `stream_wide(a, b, c, n)` over `n` float4 of each array; returns its time, ms.
pub fn stream_wide(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    (a, b, c): (&CudaSlice<f32>, &CudaSlice<f32>, &mut CudaSlice<f32>),
    n: u64,
) -> Result<f64> {
    let floats = n.checked_mul(4).and_then(|x| usize::try_from(x).ok());
    ensure!(floats.is_some_and(|x| x <= a.len().min(b.len()).min(c.len())), "stream_wide: {n} float4 do not fit");
    ensure!(
        aligned_16(stream, a) && aligned_16(stream, b) && aligned_16(stream, c),
        "stream_wide: a buffer is not 16-byte aligned"
    );
    let mut args = stream.launch_builder(f);
    args.arg(a).arg(b).arg(&mut *c).arg(&n);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: stream_wide(const float4*, const float4*, float4*, unsigned long long) gets three
    // 16-byte-aligned f32 buffers and a u64 (checked above); it touches float4 indices below
    // K × threads × (n / (K × threads)) ≤ n, and 4n floats fit every buffer (checked above).
    let events = unsafe { args.launch(cfg) }.map_err(failed("stream_wide"))?;
    elapsed("stream_wide", events)
}

/// `load_fma(a, c, n, s, t)` over `n` floats; returns its time, ms.
pub fn load_fma(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    (a, c): (&CudaSlice<f32>, &mut CudaSlice<f32>),
    n: u64,
) -> Result<f64> {
    ensure!(n as usize <= a.len().min(c.len()), "load_fma: {n} elements do not fit the buffers");
    // A chain v = v × s + t settles on t ÷ (1 − s) = 1: no overflow, no subnormal.
    let (s, t) = (0.9999_f32, 0.0001_f32);
    let mut args = stream.launch_builder(f);
    args.arg(a).arg(&mut *c).arg(&n).arg(&s).arg(&t);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: load_fma(const float*, float*, unsigned long long, float, float) gets two f32
    // buffers, a u64 and two f32; every index it touches is below K × threads × (n / (K ×
    // threads)) ≤ n, and n fits both buffers (checked above).
    let events = unsafe { args.launch(cfg) }.map_err(failed("load_fma"))?;
    elapsed("load_fma", events)
}

/// The gather's indices on the GPU, with a bound every one of them is below (found on the host
/// as they were uploaded), so that a launch can check them against its table.
pub struct Indices {
    indices: CudaSlice<u32>,
    bound: u64,
}

impl Indices {
    pub fn upload(stream: &Arc<CudaStream>, host: &[u32]) -> Result<Indices> {
        let bound = host.iter().max().map_or(0, |&m| u64::from(m) + 1);
        Ok(Indices { indices: stream.clone_htod(host).map_err(not_allocated)?, bound })
    }

    pub fn len(&self) -> usize {
        self.indices.len()
    }
}

/// `gather(idx, table, out, n)` over the first `n` indices; returns its time, ms.
pub fn gather(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    (indices, table, out): (&Indices, &CudaSlice<f32>, &mut CudaSlice<f32>),
    n: u64,
) -> Result<f64> {
    ensure!(n as usize <= indices.len().min(out.len()), "gather: {n} lookups do not fit the buffers");
    ensure!(indices.bound <= table.len() as u64, "gather: an index is outside the table");
    let mut args = stream.launch_builder(f);
    args.arg(&indices.indices).arg(table).arg(&mut *out).arg(&n);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: gather(const unsigned*, const float*, float*, unsigned long long) gets a u32
    // buffer, two f32 buffers and a u64; it reads idx and writes out below n (which fits both),
    // and reads table[idx[i]], every index below the table's length (checked above).
    let events = unsafe { args.launch(cfg) }.map_err(failed("gather"))?;
    elapsed("gather", events)
}

/// `fma_latency(out, x, y, cycles)` on one thread; returns the cycles of its chain.
pub fn fma_latency(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    out: &mut CudaSlice<f32>,
    cycles: &mut CudaSlice<i64>,
) -> Result<i64> {
    ensure!(out.len() >= 2 && !cycles.is_empty(), "fma_latency: buffers too small");
    let (x, y) = (1.0001_f32, 0.5_f32);
    let mut args = stream.launch_builder(f);
    args.arg(&mut *out).arg(&x).arg(&y).arg(&mut *cycles);
    // SAFETY: fma_latency(float*, float, float, long long*) gets an f32 buffer of at least 2
    // elements (it reads out[0], writes out[1]), two f32, and an i64 buffer of at least 1.
    unsafe { args.launch(LaunchConfig { grid_dim: (1, 1, 1), block_dim: (1, 1, 1), shared_mem_bytes: 0 }) }
        .map_err(failed("fma_latency"))?;
    first(stream, cycles)
}

fn first(stream: &Arc<CudaStream>, buffer: &CudaSlice<i64>) -> Result<i64> {
    let host = stream.clone_dtoh(buffer).map_err(not_read_back)?;
    host.first().copied().ok_or_else(|| anyhow!("reading a result back: empty buffer"))
}

/// A pointer chase from `start`, `steps` steps after `warm`, through `next`, on one thread;
/// returns its SM cycles, its ns and where it ended. `chase_l1` or `chase_l2` (the same
/// parameters).
pub fn chase(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    next: &CudaSlice<u32>,
    (start, warm, steps): (u32, i32, i32),
    (sink, spent): (&mut CudaSlice<u32>, &mut CudaSlice<i64>),
) -> Result<(i64, i64, u32)> {
    ensure!(!sink.is_empty() && spent.len() >= 2, "chase: buffers too small");
    ensure!((start as usize) < next.len(), "chase: start {start} is outside the path");
    let mut args = stream.launch_builder(f);
    args.arg(next).arg(&start).arg(&warm).arg(&steps).arg(&mut *sink).arg(&mut *spent);
    // SAFETY: chase_l1/chase_l2(const unsigned*, unsigned, int, int, unsigned*, long long*) get a
    // u32 buffer, a u32, two i32, a u32 buffer of at least 1 and an i64 buffer of at least 2 (it
    // writes sink[0], spent[0] and spent[1]). The chase starts inside `next` (checked above), and
    // every entry of `next` is an index inside `next` (`latency::path` builds it so).
    unsafe { args.launch(LaunchConfig { grid_dim: (1, 1, 1), block_dim: (1, 1, 1), shared_mem_bytes: 0 }) }
        .map_err(failed("chase"))?;
    let spent = stream.clone_dtoh(spent).map_err(not_read_back)?;
    let end = stream.clone_dtoh(sink).map_err(not_read_back)?;
    match (&spent[..], &end[..]) {
        ([cycles, ns, ..], [end, ..]) => Ok((*cycles, *ns, *end)),
        _ => Err(anyhow!("reading a result back: short buffer")),
    }
}

/// `wave_spin(cycles)`; returns its time, ms.
pub fn wave_spin(stream: &Arc<CudaStream>, f: &CudaFunction, cfg: LaunchConfig, cycles: i64) -> Result<f64> {
    let mut args = stream.launch_builder(f);
    args.arg(&cycles);
    args.record_kernel_launch(CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: wave_spin(long long) gets one i64 and touches no memory.
    let events = unsafe { args.launch(cfg) }.map_err(failed("wave_spin"))?;
    elapsed("wave_spin", events)
}

/// `timeline_spin(cycles, spans)`: each block writes its SM, start and end to spans[3 × block ..].
pub fn timeline_spin(
    stream: &Arc<CudaStream>,
    f: &CudaFunction,
    cfg: LaunchConfig,
    cycles: i64,
    spans: &mut CudaSlice<u64>,
) -> Result<()> {
    ensure!(3 * u64::from(cfg.grid_dim.0) <= spans.len() as u64, "timeline_spin: spans too small for the grid");
    let mut args = stream.launch_builder(f);
    args.arg(&cycles).arg(&mut *spans);
    // SAFETY: timeline_spin(long long, unsigned long long*) gets an i64 and a u64 buffer holding 3
    // entries per block of the grid (checked above), the most it writes.
    unsafe { args.launch(cfg) }.map_err(failed("timeline_spin"))?;
    stream.synchronize().map_err(failed("timeline_spin"))
}
