//! The measuring kernels, as CUDA C sources embedded in the binary and compiled at run time by
//! NVRTC for the device present (PTX for its compute capability, loaded by the driver's JIT), so
//! that `occlab` itself builds without CUDA.
//!
//! `%smid` and `%globaltimer` are PTX special registers (PTX ISA, "Special Registers"); the
//! `.ca` / `.cg` loads cache in L1 and L2, or in L2 only (PTX ISA, "Cache Operators").

use super::Gpu;
use crate::errors::{at, cannot_write};
use crate::speech::say;
use anyhow::{anyhow, Result};
use cudarc::driver::{CudaFunction, CudaModule};
use cudarc::nvrtc::{compile_ptx_with_opts, CompileError, CompileOptions, Ptx};
use occlab_model::locale::message::Message;
use std::sync::Arc;

/// Many live values loaded from memory (so the compiler cannot recompute them), so that the
/// register limit decides the registers a thread gets, and optional static shared memory
/// (`STATIC_SMEM` bytes). The limit is `__maxnreg__(MAXNREG)` (CUDA C++ Programming Guide,
/// "Maximum Number of Registers per Thread"), which NVRTC writes into the PTX as `.maxnreg`:
/// NVRTC's `--maxrregcount` only reaches ptxas and leaves no trace in PTX, which the driver's
/// JIT then compiles unlimited. Only asked about by the occupancy API, never run.
pub const OCCUPANCY_PROBE: &str = r#"
#ifndef STATIC_SMEM
#define STATIC_SMEM 0
#endif
#define LIVE 128
extern "C" __global__ void __maxnreg__(MAXNREG) occupancy_probe(float* out, const float* in, float x) {
#if STATIC_SMEM > 0
    __shared__ float tile[STATIC_SMEM / 4];
    tile[threadIdx.x % (STATIC_SMEM / 4)] = x;
    __syncthreads();
    x += tile[(threadIdx.x + 1) % (STATIC_SMEM / 4)];
#endif
    float acc[LIVE];
#pragma unroll
    for (int i = 0; i < LIVE; ++i) acc[i] = in[threadIdx.x + i * blockDim.x];
#pragma unroll
    for (int round = 0; round < 4; ++round) {
#pragma unroll
        for (int i = 0; i < LIVE; ++i) acc[i] = fmaf(acc[i], acc[(i + 1) % LIVE], x);
    }
    float sum = 0.0f;
#pragma unroll
    for (int i = 0; i < LIVE; ++i) sum += acc[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
"#;

/// Latency probes, one thread each: a chain of dependent FMAs timed with `clock64`, and pointer
/// chases through L1 (`ld.global.ca`) or L2 and DRAM (`ld.global.cg`) timed with both `clock64`
/// and `%globaltimer` (ns).
pub const LATENCY: &str = r#"
#define FMA_CHAIN 4096
extern "C" __global__ void fma_latency(float* out, float x, float y, long long* cycles) {
    float a = out[0];
    long long start = clock64();
#pragma unroll 64
    for (int i = 0; i < FMA_CHAIN; ++i) a = fmaf(a, x, y);
    long long stop = clock64();
    out[1] = a;
    cycles[0] = stop - start;
}

__device__ __forceinline__ long long global_ns() {
    long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
__device__ __forceinline__ unsigned load_ca(const unsigned* p) {
    unsigned v;
    asm volatile("ld.global.ca.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
}
__device__ __forceinline__ unsigned load_cg(const unsigned* p) {
    unsigned v;
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
}

/// `warm` dependent loads to settle the caches, then `steps` timed ones, each through `load`.
template <unsigned (*load)(const unsigned*)>
__device__ __forceinline__ void chase(const unsigned* next, unsigned from, int warm, int steps, unsigned* sink,
                                      long long* spent) {
    unsigned p = from;
    for (int i = 0; i < warm; ++i) p = load(next + p);
    long long start = clock64();
    long long start_ns = global_ns();
    for (int i = 0; i < steps; ++i) p = load(next + p);
    long long stop_ns = global_ns();
    long long stop = clock64();
    sink[0] = p;
    spent[0] = stop - start;
    spent[1] = stop_ns - start_ns;
}

extern "C" __global__ void chase_l1(const unsigned* next, unsigned from, int warm, int steps, unsigned* sink,
                                long long* spent) {
    chase<load_ca>(next, from, warm, steps, sink, spent);
}

extern "C" __global__ void chase_l2(const unsigned* next, unsigned from, int warm, int steps, unsigned* sink,
                                long long* spent) {
    chase<load_cg>(next, from, warm, steps, sink, spent);
}
"#;

/// Memory-bound streaming with `K` loads in flight per array: per iteration each thread loads K
/// floats from `a` and K from `b`, all independent (so 2K loads are in flight before the first
/// use), adds them pairwise and stores the K sums; K = 1 is Volkov's vector add. The K elements
/// of a thread are one grid's width apart, so each warp load is 128 coalesced bytes and every
/// iteration of a warp moves 3 × K × 128 B. Each thread makes `n / (K × threads)` iterations.
/// Dynamic shared memory, if any, only limits occupancy.
///
/// With `TIMED`, each warp's first lane reads `clock64` at the end of every iteration, after a
/// sum that needs every load of the iteration, and counts the cycles since the last reading in
/// a histogram of `BINS` bins of `BIN_CYCLES` cycles (the last bin holds everything longer).
///
/// With `MAXNREG` (K = 12 and 16: [`DEEP_STREAM`]), the kernel is compiled under
/// `__maxnreg__(MAXNREG)`. Without a register limit ptxas (CUDA 13.0) holds such a kernel to 32
/// registers and lets the later loads wait behind the first sums: at K = 16 only 17 of the 32
/// loads are issued before the first add. With a limit it issues all 2K first (48 registers at
/// K = 16, 40 at K = 12; SASS read with nvdisasm). Without `MAXNREG` the source is the one the
/// format 2 runs measured, to the token.
pub const STREAM: &str = r#"
#ifndef K
#define K 1
#endif
#ifndef TIMED
#define TIMED 0
#endif
#ifdef MAXNREG
#define REGISTER_LIMIT __maxnreg__(MAXNREG)
#else
#define REGISTER_LIMIT
#endif
#define BINS 128
#define BIN_CYCLES 128
extern "C" __global__ void REGISTER_LIMIT stream(const float* __restrict__ a, const float* __restrict__ b,
                                  float* __restrict__ c, unsigned long long n,
                                  unsigned long long* histogram) {
    const unsigned long long threads = (unsigned long long)gridDim.x * blockDim.x;
    const unsigned long long steps = n / (K * threads);
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
#if TIMED
    __shared__ unsigned counts[BINS];
    for (int j = threadIdx.x; j < BINS; j += blockDim.x) counts[j] = 0;
    __syncthreads();
    long long last = clock64();
#endif
#pragma unroll 1
    for (unsigned long long s = 0; s < steps; ++s, i += K * threads) {
        float x[K], y[K];
#pragma unroll
        for (int k = 0; k < K; ++k) x[k] = a[i + k * threads];
#pragma unroll
        for (int k = 0; k < K; ++k) y[k] = b[i + k * threads];
#pragma unroll
        for (int k = 0; k < K; ++k) c[i + k * threads] = x[k] + y[k];
#if TIMED
        float all = 0.0f;
#pragma unroll
        for (int k = 0; k < K; ++k) all += x[k] + y[k];
        long long now;
        asm volatile("mov.u64 %0, %%clock64;" : "=l"(now) : "f"(all) : "memory");
        if ((threadIdx.x & 31) == 0) atomicAdd(&counts[min((now - last) / BIN_CYCLES, (long long)BINS - 1)], 1u);
        last = now;
#endif
    }
#if TIMED
    __syncthreads();
    for (int j = threadIdx.x; j < BINS; j += blockDim.x)
        if (counts[j] != 0) atomicAdd(&histogram[j], (unsigned long long)counts[j]);
#endif
}
"#;

/// Bins of the timed stream's histogram, and cycles per bin (`BINS`, `BIN_CYCLES` in `STREAM`).
pub const STREAM_BINS: usize = 128;
pub const STREAM_BIN_CYCLES: f64 = 128.0;

/// The register limit of the stream at K = 12 and 16 and of the probes below: no real limit (a
/// thread may have 255), but its presence makes ptxas issue every load of an iteration before
/// the first use (see [`STREAM`]).
pub const DEEP_MAXNREG: u32 = 255;

/// The stream at K = 12 and 16 is compiled under [`DEEP_MAXNREG`]; K ≤ 8 as in format 2.
pub const DEEP_STREAM: u32 = 12;

/// The stream with 16-byte loads: per iteration each thread loads `K` float4 from `a` and K from
/// `b`, all independent (2K loads of 16 B in flight before the first use), adds them pairwise and
/// stores the K sums. The K float4 of a thread are one grid's width apart, so each warp load is
/// 512 coalesced bytes and every iteration of a warp moves 3 × K × 512 B. `n` counts float4s.
pub const STREAM_WIDE: &str = r#"
#ifndef MAXNREG
#define MAXNREG 255
#endif
#ifndef K
#define K 1
#endif
extern "C" __global__ void __maxnreg__(MAXNREG) stream_wide(const float4* __restrict__ a,
        const float4* __restrict__ b, float4* __restrict__ c, unsigned long long n) {
    const unsigned long long threads = (unsigned long long)gridDim.x * blockDim.x;
    const unsigned long long steps = n / (K * threads);
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
    for (unsigned long long s = 0; s < steps; ++s, i += K * threads) {
        float4 x[K], y[K];
#pragma unroll
        for (int k = 0; k < K; ++k) x[k] = a[i + k * threads];
#pragma unroll
        for (int k = 0; k < K; ++k) y[k] = b[i + k * threads];
#pragma unroll
        for (int k = 0; k < K; ++k) {
            float4 z;
            z.x = x[k].x + y[k].x;
            z.y = x[k].y + y[k].y;
            z.z = x[k].z + y[k].z;
            z.w = x[k].w + y[k].w;
            c[i + k * threads] = z;
        }
    }
}
"#;

/// Loads and arithmetic: per iteration each thread loads `K` floats from `a` (independent, one
/// grid's width apart: each warp load 128 coalesced bytes), runs `M` dependent FMAs on each
/// (`v = fmaf(v, s, t)`: K independent chains of M, interleaved) and stores the K results in
/// `c`. A warp iteration moves 2 × K × 128 B and does 2 × M × K × 32 FLOP: memory-bound at small
/// M, compute-bound at large M.
pub const LOAD_FMA: &str = r#"
#ifndef MAXNREG
#define MAXNREG 255
#endif
#ifndef K
#define K 2
#endif
#ifndef M
#define M 4
#endif
extern "C" __global__ void __maxnreg__(MAXNREG) load_fma(const float* __restrict__ a, float* __restrict__ c,
        unsigned long long n, float s, float t) {
    const unsigned long long threads = (unsigned long long)gridDim.x * blockDim.x;
    const unsigned long long steps = n / (K * threads);
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
    for (unsigned long long step = 0; step < steps; ++step, i += K * threads) {
        float v[K];
#pragma unroll
        for (int k = 0; k < K; ++k) v[k] = a[i + k * threads];
#pragma unroll
        for (int m = 0; m < M; ++m) {
#pragma unroll
            for (int k = 0; k < K; ++k) v[k] = fmaf(v[k], s, t);
        }
#pragma unroll
        for (int k = 0; k < K; ++k) c[i + k * threads] = v[k];
    }
}
"#;

/// Random gather: per iteration each thread reads `K` indices from `idx` (independent,
/// coalesced), loads the K table entries they name (random 4-byte loads over the whole table,
/// each its own 32-byte sector) and stores them in `out` (coalesced). A warp iteration reads
/// K × 128 B of indices, K × 32 sectors of the table (K × 1,024 B, of which K × 128 B are used)
/// and writes K × 128 B. Every index must be below the table's length.
pub const GATHER: &str = r#"
#ifndef MAXNREG
#define MAXNREG 255
#endif
#ifndef K
#define K 1
#endif
extern "C" __global__ void __maxnreg__(MAXNREG) gather(const unsigned* __restrict__ idx,
        const float* __restrict__ table, float* __restrict__ out, unsigned long long n) {
    const unsigned long long threads = (unsigned long long)gridDim.x * blockDim.x;
    const unsigned long long steps = n / (K * threads);
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
    for (unsigned long long s = 0; s < steps; ++s, i += K * threads) {
        unsigned j[K];
        float v[K];
#pragma unroll
        for (int k = 0; k < K; ++k) j[k] = idx[i + k * threads];
#pragma unroll
        for (int k = 0; k < K; ++k) v[k] = table[j[k]];
#pragma unroll
        for (int k = 0; k < K; ++k) out[i + k * threads] = v[k];
    }
}
"#;

/// Compute-bound: `K` independent chains of dependent FMAs per thread. The iteration loop is
/// unrolled `UNROLL` times, so that between two loop branches stand UNROLL × K FFMAs and
/// nothing else (about 512); `iterations` must be a multiple of UNROLL.
pub const FMA_CHAINS: &str = r#"
#ifndef K
#define K 1
#endif
#define UNROLL (512 / K)
extern "C" __global__ void fma_chains(float* out, float x, float y, int iterations) {
    float acc[K];
#pragma unroll
    for (int k = 0; k < K; ++k) acc[k] = (float)(threadIdx.x + k);
#pragma unroll 1
    for (int i = 0; i < iterations; i += UNROLL) {
#pragma unroll
        for (int u = 0; u < UNROLL; ++u) {
#pragma unroll
            for (int k = 0; k < K; ++k) acc[k] = fmaf(acc[k], x, y);
        }
    }
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < K; ++k) sum += acc[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
"#;

/// FMAs between two loop branches of `FMA_CHAINS` (`UNROLL` × K ≈ this).
pub const FMA_UNROLLED: u32 = 512;

/// Blocks of a fixed duration (`cycles` of `clock64`): the staircase's kernel, and the timeline's,
/// which records each block's SM and `%globaltimer` at its start and end.
pub const SPIN: &str = r#"
__device__ __forceinline__ void spin(long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
}

extern "C" __global__ void wave_spin(long long cycles) {
    spin(cycles);
}

extern "C" __global__ void timeline_spin(long long cycles, unsigned long long* spans) {
    unsigned long long start;
    unsigned sm;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
    asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
    spin(cycles);
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned long long end;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(end));
        spans[3 * blockIdx.x] = sm;
        spans[3 * blockIdx.x + 1] = start;
        spans[3 * blockIdx.x + 2] = end;
    }
}
"#;

/// One throughput kernel as it is compiled: its entry (also the source's name in `--ptx-dir`),
/// its source and its defines. The throughput experiments and the probes list theirs
/// (`throughput::builds`, `probes::builds`), which the tests compile where NVRTC is installed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub entry: &'static str,
    pub source: &'static str,
    pub defines: Vec<(&'static str, u32)>,
}

impl Build {
    /// Compiles and loads the kernel; its function.
    pub fn load(&self, gpu: &Gpu) -> Result<CudaFunction> {
        function(&compile(gpu, self.entry, self.source, &self.defines)?, self.entry)
    }
}

/// NVRTC's PTX of `source` for compute capability `arch` ("90"), with `-D` each define.
pub fn ptx(source: &str, arch: &str, defines: &[(&str, u32)]) -> Result<Ptx> {
    let mut options = vec![format!("--gpu-architecture=compute_{arch}")];
    options.extend(defines.iter().map(|(name, value)| format!("-D{name}={value}")));
    let opts = CompileOptions { options, ..CompileOptions::default() };
    compile_ptx_with_opts(source, opts).map_err(|e| {
        let why = match e {
            CompileError::CompileError { log, .. } => log.to_string_lossy().into_owned(),
            other => other.to_string(),
        };
        anyhow!("{}", say(&Message::new("measure-nvrtc-failed").arg("why", why)))
    })
}

/// Compiles `source` for the device with NVRTC (`-D` each define) and loads it. With
/// `--ptx-dir`, the PTX is also written there as `NAME-DEFINE=VALUE….ptx`, so that what the
/// compiler made can be read (`ptxas` and `cuobjdump -sass` on the GPU machine).
pub fn compile(gpu: &Gpu, name: &str, source: &str, defines: &[(&str, u32)]) -> Result<Arc<CudaModule>> {
    let ptx = ptx(source, &gpu.arch, defines)?;
    if let Some(dir) = &gpu.ptx_dir {
        let file = defines.iter().fold(name.to_string(), |file, (define, value)| format!("{file}-{define}={value}"));
        let path = dir.join(format!("{file}.ptx"));
        std::fs::write(&path, ptx.to_src())
            .map_err(|e| anyhow!("{}", say(&at("--ptx-dir", cannot_write(&path, &e)))))?;
    }
    gpu.ctx
        .load_module(ptx)
        .map_err(|e| anyhow!("{}", say(&Message::new("measure-load-failed").arg("why", e.to_string()))))
}

/// A kernel of a loaded module, by name.
pub fn function(module: &Arc<CudaModule>, name: &str) -> Result<CudaFunction> {
    module.load_function(name).map_err(|e| {
        anyhow!("{}", say(&Message::new("measure-no-kernel").arg("kernel", name).arg("why", e.to_string())))
    })
}

#[cfg(test)]
mod tests {
    use super::super::{launch, probes, throughput};
    use super::ptx;

    /// Every throughput and probe kernel of a full run and of `--quick`, compiled by NVRTC as
    /// `occlab measure` compiles it (for sm_90, the H100's and H200's), where NVRTC is installed;
    /// the deeper stream and the probes carry their register limit into the PTX.
    #[test]
    fn every_throughput_kernel_compiles_with_nvrtc_where_it_is_installed() {
        if !launch::nvrtc_present() {
            eprintln!("skipped: no NVRTC on this machine");
            return;
        }
        for quick in [false, true] {
            for build in throughput::builds(quick).into_iter().chain(probes::builds(quick)) {
                let compiled = ptx(build.source, "90", &build.defines).map(|p| p.to_src());
                assert!(compiled.is_ok(), "{build:?}: {:?}", compiled.as_ref().err());
                let text = compiled.unwrap_or_default();
                assert!(text.contains(&format!(".entry {}(", build.entry)), "{build:?}");
                let limited = build.defines.iter().any(|d| d.0 == "MAXNREG");
                assert_eq!(text.contains(".maxnreg 255"), limited, "{build:?}");
            }
        }
    }
}
