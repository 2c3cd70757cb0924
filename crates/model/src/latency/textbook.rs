//! Latency hiding with Little's law, and Volkov's two-mode model of warp throughput.
//!
//! Source: V. Volkov, "Understanding Latency Hiding on GPUs", PhD thesis, UC Berkeley 2016,
//! chapter 3 (shared/seeds/004): concurrency = latency × throughput (§3.1); warp throughput ≈
//! min(occupancy / latency bound, throughput bound) (§3.5); the throughput bound is the tightest
//! of the hardware limits, each turned into cycles per warp through the instruction mix (§3.6);
//! needed occupancy ≈ warp latency × warp throughput (§3.10). Units are per SM and per SM cycle.

use crate::input::error::{Allowed, InputError};
use crate::input::field::Field;
use crate::locale::message::{Arg, Message};
use crate::locale::numerals::fixed_decimal;
use crate::ComputeCapability;
use serde::Serialize;

/// Little's law: the mean number of items in flight is the mean latency times the throughput
/// (cycles × items per cycle → items).
pub fn concurrency(latency: f64, throughput: f64) -> f64 {
    latency * throughput
}

fn positive(field: Field, value: f64) -> Result<f64, InputError> {
    if value.is_finite() && value > 0.0 && value <= 1e12 {
        Ok(value)
    } else {
        Err(InputError::new(field, shown(value), Allowed::AboveZero))
    }
}

/// A refused value as the user would write it: up to 6 decimals, trailing zeros dropped.
fn shown(value: f64) -> String {
    let text = fixed_decimal(value, 6);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// How many warps per SM hide a latency.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Hiding {
    /// What must be in flight per SM: instructions (arithmetic) or bytes (memory).
    pub in_flight: f64,
    /// Warps per SM needed to keep that much in flight.
    pub warps: f64,
}

/// Warps per SM needed to hide arithmetic latency: latency × issue rate instructions must be in
/// flight (Little's law), and each warp supplies `ilp` independent instructions.
///
/// E.g. CC 7.x: 4 cycles × 4 instructions per cycle = 16 warps without ILP (Programming Guide,
/// shared/seeds/003); Maxwell: 6 cycles × 4 IPC = 24 instructions (Volkov §3.1).
pub fn arithmetic_hiding(latency_cycles: f64, issue_per_cycle: f64, ilp: f64) -> Result<Hiding, InputError> {
    let in_flight =
        concurrency(positive(Field::ArithmeticLatency, latency_cycles)?, positive(Field::IssueRate, issue_per_cycle)?);
    Ok(Hiding { in_flight, warps: in_flight / positive(Field::Ilp, ilp)? })
}

/// Warps per SM needed to hide memory latency: latency × bandwidth bytes must be in flight
/// (Little's law); each warp has `loads_in_flight` loads of `bytes_per_warp_load` bytes out.
///
/// E.g. Fermi (shared/seeds/001): 800 cycles × 92 B/cycle ≈ 74 KB in flight; at 4 B per thread
/// that is 18,500 threads, about 579 warps.
pub fn memory_hiding(
    latency_cycles: f64,
    bytes_per_cycle: f64,
    bytes_per_warp_load: f64,
    loads_in_flight: f64,
) -> Result<Hiding, InputError> {
    let in_flight =
        concurrency(positive(Field::MemoryLatency, latency_cycles)?, positive(Field::Bandwidth, bytes_per_cycle)?);
    let per_warp =
        positive(Field::BytesPerLoad, bytes_per_warp_load)? * positive(Field::LoadsInFlight, loads_in_flight)?;
    Ok(Hiding { in_flight, warps: in_flight / per_warp })
}

/// Bytes one warp load moves when each of its `warp_size` threads loads `bytes_per_thread`
/// (fully coalesced, missing the caches): 4 B per thread is 128 B per warp (shared/seeds/001).
pub fn warp_load_bytes(bytes_per_thread: f64, warp_size: u32) -> f64 {
    bytes_per_thread * f64::from(warp_size)
}

/// A bandwidth in GB/s (10^9 B/s) as bytes per SM cycle on each SM.
pub fn bytes_per_cycle_per_sm(bandwidth_gbs: f64, clock_mhz: f64, sms: f64) -> f64 {
    bandwidth_gbs * 1e3 / (clock_mhz * sms)
}

/// What one warp executes, on average over the kernel's warps (Volkov's Table 3.2).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, serde::Deserialize)]
pub struct InstructionMix {
    /// Instructions executed by the CUDA cores (32-bit floating point and integer).
    pub cuda_core: f64,
    /// Special-function instructions (reciprocal, square root, exponential, sine …).
    pub sfu: f64,
    /// Cycles the shared-memory banks are busy: 1 per conflict-free access, k per k-way conflict.
    pub shared_memory_cycles: f64,
    /// DRAM bytes moved (128 per fully coalesced 32-bit warp access that misses the caches).
    pub memory_bytes: f64,
    /// Issue slots: instructions, less dual issues, plus reissues.
    pub issue_slots: f64,
}

impl InstructionMix {
    /// Floating-point operations one warp performs, counting each CUDA-core instruction as a
    /// fused multiply-add (2 FLOPs per thread), as peak FP32 rates do (Programming Guide,
    /// "Throughput of Native Arithmetic Instructions": FMA results per cycle per SM).
    pub fn flops(&self, warp_size: u32) -> f64 {
        self.cuda_core * f64::from(warp_size) * 2.0
    }
}

/// The SM's throughput limits (Volkov's Table 3.3), per SM per cycle.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, serde::Deserialize)]
pub struct ThroughputLimits {
    pub warp_size: f64,
    pub cuda_core_lanes: f64,
    pub sfu_lanes: f64,
    /// Memory bandwidth in bytes per cycle per SM.
    pub memory_bytes_per_cycle: f64,
    /// Warp instructions issued per cycle.
    pub issue_per_cycle: f64,
}

impl ThroughputLimits {
    /// The limits of a compute capability with a memory bandwidth (bytes per cycle per SM).
    pub fn of(cc: &ComputeCapability, memory_bytes_per_cycle: f64) -> ThroughputLimits {
        ThroughputLimits {
            warp_size: f64::from(cc.warp_size),
            cuda_core_lanes: f64::from(cc.fp32_lanes_per_sm),
            sfu_lanes: f64::from(cc.sfu_lanes_per_sm),
            memory_bytes_per_cycle,
            issue_per_cycle: f64::from(cc.warp_schedulers),
        }
    }
}

/// A hardware limit of Volkov's throughput bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    CudaCores,
    Sfu,
    SharedMemoryBanks,
    Memory,
    IssueSlots,
}

impl Resource {
    /// "memory bandwidth".
    pub fn label(self) -> Message {
        Message::new(match self {
            Resource::CudaCores => "resource-cuda-cores",
            Resource::Sfu => "resource-sfus",
            Resource::SharedMemoryBanks => "resource-shared-memory-banks",
            Resource::Memory => "resource-memory",
            Resource::IssueSlots => "resource-issue",
        })
    }
}

/// The bound on warp throughput due to the processor's throughput limits.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ThroughputBound {
    /// Cycles each resource is busy per warp, per SM.
    pub cycles_per_warp: [(Resource, f64); 5],
    /// The tightest limit.
    pub tightest: Resource,
    /// Warps per cycle per SM at that limit: 1 / its cycles per warp.
    pub warps_per_cycle: f64,
}

/// Volkov §3.6: each limit is turned into cycles per warp by the instruction mix; the largest
/// is the bound. CUDA cores: instructions × warp size / lanes; SFUs likewise; shared memory:
/// bank-busy cycles; memory: bytes / bytes per cycle; issue: slots / issue rate.
pub fn throughput_bound(mix: &InstructionMix, limits: &ThroughputLimits) -> Result<ThroughputBound, InputError> {
    for (field, v) in [
        (Field::MixCudaCore, mix.cuda_core),
        (Field::MixSfu, mix.sfu),
        (Field::MixShared, mix.shared_memory_cycles),
        (Field::MixMemoryBytes, mix.memory_bytes),
        (Field::MixIssue, mix.issue_slots),
    ] {
        if !(v.is_finite() && (0.0..=1e12).contains(&v)) {
            return Err(InputError::new(field, shown(v), Allowed::FromZero));
        }
    }
    let cycles_per_warp = [
        (Resource::CudaCores, mix.cuda_core * limits.warp_size / positive(Field::Lanes, limits.cuda_core_lanes)?),
        (Resource::Sfu, mix.sfu * limits.warp_size / positive(Field::Lanes, limits.sfu_lanes)?),
        (Resource::SharedMemoryBanks, mix.shared_memory_cycles),
        (Resource::Memory, mix.memory_bytes / positive(Field::Bandwidth, limits.memory_bytes_per_cycle)?),
        (Resource::IssueSlots, mix.issue_slots / positive(Field::IssueRate, limits.issue_per_cycle)?),
    ];
    let (tightest, cycles) =
        cycles_per_warp
            .iter()
            .copied()
            .fold((Resource::IssueSlots, 0.0), |best, (r, c)| if c > best.1 { (r, c) } else { best });
    if cycles <= 0.0 {
        return Err(InputError::new(Field::MixIssue, 0, Allowed::UsedMix));
    }
    Ok(ThroughputBound { cycles_per_warp, tightest, warps_per_cycle: 1.0 / cycles })
}

/// Volkov's latency bound for a chain of dependent instructions: the sum of their latencies
/// (the longest path of the warp's dependency graph, §3.7, when the kernel is one chain).
pub fn chain_latency(steps: &[(f64, f64)]) -> f64 {
    steps.iter().map(|(count, latency)| count * latency).sum()
}

/// Which bound holds at an occupancy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Too few warps: throughput grows with occupancy.
    LatencyBound,
    /// Enough warps: a hardware limit caps throughput.
    ThroughputBound,
}

/// Volkov's two-mode model: warp throughput ≈ min(n / latency bound, throughput bound).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TwoModeModel {
    /// Mean warp latency bound, cycles.
    pub latency_bound: f64,
    /// Warps per cycle per SM.
    pub throughput_bound: f64,
}

impl TwoModeModel {
    pub fn new(latency_bound: f64, throughput_bound: f64) -> Result<TwoModeModel, InputError> {
        Ok(TwoModeModel {
            latency_bound: positive(Field::LatencyBound, latency_bound)?,
            throughput_bound: positive(Field::ThroughputBound, throughput_bound)?,
        })
    }

    /// Warps per cycle per SM with `warps` resident warps per SM.
    pub fn warp_throughput(&self, warps: f64) -> f64 {
        (warps / self.latency_bound).min(self.throughput_bound)
    }

    /// Needed occupancy (warps per SM) ≈ warp latency × warp throughput (§3.10): the knee.
    pub fn needed_warps(&self) -> f64 {
        concurrency(self.latency_bound, self.throughput_bound)
    }

    pub fn mode(&self, warps: f64) -> Mode {
        if warps < self.needed_warps() {
            Mode::LatencyBound
        } else {
            Mode::ThroughputBound
        }
    }

    /// The latency bound alone, n / latency bound: the line warp throughput follows until the
    /// throughput bound caps it (§3.5).
    pub fn latency_bound_throughput(&self, warps: f64) -> f64 {
        warps / self.latency_bound
    }

    /// The mode at `warps` warps per SM in words: "latency-bound: 12 of the 24 warps needed",
    /// "throughput-bound by memory bandwidth with 40 warps" (the needed warps rounded up).
    pub fn mode_message(&self, warps: u32, tightest: Resource) -> Message {
        let message = match self.mode(f64::from(warps)) {
            Mode::LatencyBound => {
                Message::new("mode-latency-bound").arg("needed", Arg::Count(self.needed_warps().ceil() as u64))
            }
            Mode::ThroughputBound => Message::new("mode-throughput-bound").arg("resource", tightest.label()),
        };
        message.arg("warps", Arg::Count(warps.into()))
    }

    /// Warp throughput for 1, 2, … `max_warps` warps per SM: the chart's curve.
    pub fn curve(&self, max_warps: u32) -> Vec<(u32, f64)> {
        (1..=max_warps).map(|n| (n, self.warp_throughput(f64::from(n)))).collect()
    }
}

/// Warps per cycle per SM as a rate for the whole GPU, in units of `per_warp` (bytes → B/s,
/// flops → FLOP/s) per second.
pub fn gpu_rate(warps_per_cycle: f64, per_warp: f64, clock_mhz: f64, sms: f64) -> f64 {
    warps_per_cycle * per_warp * clock_mhz * 1e6 * sms
}
