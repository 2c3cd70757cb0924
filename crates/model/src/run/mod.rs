//! The measured run: what `occlab measure` writes, `occlab serve` stores and the page lays over
//! the model. One versioned JSON document (`schema_version`), described field by field in
//! `docs/RUN_FORMAT.md`.
//!
//! [`Run::from_json`] is the only way in: it checks the version before anything else, then the
//! shape (unknown fields are refused, so a typo is not silently dropped), then the values
//! ([`Run::validate`]: finite numbers, bounded lengths and counts, consistent spans). Every
//! reader — the CLI, the server, the page — therefore refuses the same files with the same
//! words.

mod analysis;
pub mod api;
pub mod calibration;
mod experiment;
pub mod probe;
mod refusal;
mod staircase;
mod timeline;
mod validate;

pub use crate::latency::calibrated::KNEE_SHARE;
pub use analysis::{shape_occupancy, AnalysisError, Lacking};
pub use refusal::{Problem, RunError};
use serde::{Deserialize, Serialize};
pub use staircase::{staircase, Staircase, STEP_SHARE, WAVE_SPIN_CYCLES};
pub use timeline::{block_gap_ns, timeline_occupancy, TimelineOccupancy, TIME_SLICES};
pub use validate::LIMITS;

/// The version this build writes. A change that an older reader would misread gets a new number.
/// Versions 2 and 3 are read as they are (a version 2 run stays version 2, without probes), and
/// version 1 as the version 2 run it is.
pub const SCHEMA_VERSION: u32 = 3;

/// The oldest version a run holds once read: version 1 is upgraded to it ([`upgrade_v1`]).
pub const OLDEST_READ_AS_IS: u32 = 2;

/// The first version with [`Run::probes`].
pub const PROBES_SINCE: u32 = 3;

/// One `occlab measure` run on one GPU.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    pub schema_version: u32,
    /// The program that measured, with its version ("occlab 0.1.0").
    pub generator: String,
    /// `--quick`: fewer points and repetitions.
    pub quick: bool,
    pub device: MeasuredDevice,
    pub occupancy_check: OccupancyCheck,
    pub latency: MeasuredLatency,
    pub throughput: Vec<ThroughputPoint>,
    /// Version 3: throughput probes beyond the stream and the FMA chains (16-byte loads, loads
    /// followed by FMAs, random gathers); none in a version 2 run, and then not written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub probes: Vec<ProbePoint>,
    /// The kernel whose time against grid size makes [`Run::waves`].
    pub wave_kernel: LaunchShape,
    pub waves: Vec<WavePoint>,
    /// The kernel whose blocks make [`Run::timeline`] (a 1.5-wave grid).
    pub timeline_kernel: LaunchShape,
    pub timeline: Vec<BlockSpan>,
}

/// The device as the driver reports it (`cuDeviceGetAttribute`); it becomes a custom GPU.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeasuredDevice {
    pub name: String,
    /// "major.minor", as in `compute_caps/`.
    pub compute_capability: String,
    pub sms: u32,
    /// SM clock, MHz (`CU_DEVICE_ATTRIBUTE_CLOCK_RATE`).
    pub clock_mhz: u32,
    /// Memory clock, MHz (`CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE`).
    pub memory_clock_mhz: u32,
    pub memory_bus_width_bits: u32,
    /// Peak DRAM bandwidth from the memory clock and bus width: 2 × clock × width / 8 (double data
    /// rate), GB/s.
    pub memory_bandwidth_gbs: f64,
    pub l2_cache_bytes: u64,
    pub shared_memory_per_sm: u32,
    pub shared_memory_per_block: u32,
    pub shared_memory_per_block_optin: u32,
    pub registers_per_sm: u32,
    pub registers_per_block: u32,
    pub max_threads_per_sm: u32,
    pub max_blocks_per_sm: u32,
    /// The driver's version as `cuDriverGetVersion` reports it (13000 for 13.0).
    pub driver_version: u32,
}

/// The driver's `cuOccupancyMaxActiveBlocksPerMultiprocessor` against the model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OccupancyCheck {
    pub configurations: u32,
    pub agreements: u32,
    /// Every configuration where the two differ, with both answers.
    pub disagreements: Vec<OccupancyDisagreement>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OccupancyDisagreement {
    pub threads_per_block: u32,
    pub registers_per_thread: u32,
    pub static_shared_memory: u32,
    pub dynamic_shared_memory: u32,
    /// The preferred shared-memory carveout in percent; `None` for the driver's default.
    pub carveout_percent: Option<u32>,
    pub driver_blocks_per_sm: u32,
    pub model_blocks_per_sm: u32,
}

/// Latencies in SM clock cycles, each the median of its repetitions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeasuredLatency {
    /// A dependent fused multiply-add chain, per instruction.
    pub fma_cycles: f64,
    /// A pointer chase whose footprint fits in L1.
    pub l1_cycles: f64,
    /// A pointer chase that misses L1 and fits in L2.
    pub l2_cycles: f64,
    /// A pointer chase over a footprint far larger than L2.
    pub dram_cycles: f64,
}

/// What a throughput experiment's kernel does; its parallelism says how much of it one thread
/// has in flight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Workload {
    /// Memory-bound streaming: per iteration each thread loads K independent floats from each of
    /// two arrays, adds them pairwise and stores the K sums (GB/s of the three arrays' traffic).
    /// At K = 1 it is Volkov's vector add, `c[i] = a[i] + b[i]`.
    Stream,
    /// Compute-bound: K independent chains of dependent FMAs per thread (GFLOP/s).
    FmaChains,
}

/// One throughput experiment: a workload at one parallelism K.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Experiment {
    pub workload: Workload,
    /// K: independent loads per array per thread (stream), or independent FMA chains per thread.
    pub parallelism: u32,
}

/// The unit of a throughput value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThroughputUnit {
    #[serde(rename = "GB/s")]
    GigabytesPerSecond,
    #[serde(rename = "GFLOP/s")]
    GigaflopsPerSecond,
}

/// One point of throughput against occupancy: the kernel run at `blocks_per_sm` blocks of
/// `threads_per_block` threads on every SM (forced with dynamic shared memory padding, and
/// checked with the occupancy API).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThroughputPoint {
    pub workload: Workload,
    /// K, as in [`Experiment::parallelism`].
    pub parallelism: u32,
    pub threads_per_block: u32,
    pub blocks_per_sm: u32,
    pub warps_per_sm: u32,
    pub value: f64,
    pub unit: ThroughputUnit,
    /// Stream points: how long one warp's iterations took, in SM cycles (`clock64` on each warp's
    /// first lane, in a separate launch of the same kernel with timing added). The loaded memory
    /// latency's spread, where Little's law gives only its mean.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iteration_cycles: Option<CycleSpread>,
}

impl ThroughputPoint {
    pub fn experiment(&self) -> Experiment {
        Experiment { workload: self.workload, parallelism: self.parallelism }
    }
}

/// A measured point of a curve against occupancy ([`ThroughputPoint`], [`ProbePoint`]): the
/// curve it is on (its experiment and block size) and where on it (warps per SM, value).
trait CurvePoint {
    type Experiment: Copy + Ord;
    fn curve(&self) -> (Self::Experiment, u32);
    fn at(&self) -> (u32, f64);
}

impl CurvePoint for ThroughputPoint {
    type Experiment = Experiment;
    fn curve(&self) -> (Experiment, u32) {
        (self.experiment(), self.threads_per_block)
    }
    fn at(&self) -> (u32, f64) {
        (self.warps_per_sm, self.value)
    }
}

impl CurvePoint for ProbePoint {
    type Experiment = ProbeExperiment;
    fn curve(&self) -> (ProbeExperiment, u32) {
        (self.experiment(), self.threads_per_block)
    }
    fn at(&self) -> (u32, f64) {
        (self.warps_per_sm, self.value)
    }
}

/// Every curve among `points` ((experiment, threads per block)), in order.
fn curves_of<P: CurvePoint>(points: &[P]) -> Vec<(P::Experiment, u32)> {
    let mut curves: Vec<_> = points.iter().map(P::curve).collect();
    curves.sort();
    curves.dedup();
    curves
}

/// The points of one curve among `points`, (warps per SM, value), by warps.
fn curve_of<P: CurvePoint>(points: &[P], curve: (P::Experiment, u32)) -> Vec<(u32, f64)> {
    let mut at: Vec<(u32, f64)> = points.iter().filter(|p| p.curve() == curve).map(P::at).collect();
    at.sort_by_key(|p| p.0);
    at
}

/// What a throughput probe's kernel does (version 3); its parallelism says how much of it one
/// thread has in flight (docs/RUN_FORMAT.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProbeWorkload {
    /// The stream with 16-byte loads: per iteration each thread loads K float4 from each of two
    /// arrays, adds them pairwise and stores the K sums (GB/s of the three arrays' traffic).
    StreamWide,
    /// Per iteration each thread loads K floats, runs M dependent FMAs on each (K chains) and
    /// stores the K results (GB/s of the two arrays' traffic; × M ÷ 4 gives GFLOP/s).
    LoadFma,
    /// Per iteration each thread reads K indices (coalesced), loads the K table entries they
    /// name (random 4-byte loads over a table far larger than L2, one 32-byte sector each) and
    /// stores them (coalesced): GB/s of the useful 4 bytes of each gathered entry.
    Gather,
}

/// One throughput probe: a probe workload at one parallelism K and, for `load_fma`, M FMAs per
/// load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ProbeExperiment {
    pub workload: ProbeWorkload,
    /// K: 16-byte loads in flight per array (`stream_wide`), loads in flight per thread
    /// (`load_fma`, `gather`).
    pub parallelism: u32,
    /// M: dependent FMAs on each loaded value (`load_fma` only).
    pub fmas: Option<u32>,
}

/// One point of a throughput probe against occupancy, forced and launched as a
/// [`ThroughputPoint`] is (one wave of `blocks_per_sm` × SMs blocks).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProbePoint {
    pub workload: ProbeWorkload,
    /// K, as in [`ProbeExperiment::parallelism`].
    pub parallelism: u32,
    /// M, as in [`ProbeExperiment::fmas`]: present for `load_fma`, absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fmas: Option<u32>,
    pub threads_per_block: u32,
    pub blocks_per_sm: u32,
    pub warps_per_sm: u32,
    pub value: f64,
    pub unit: ThroughputUnit,
}

impl ProbePoint {
    pub fn experiment(&self) -> ProbeExperiment {
        ProbeExperiment { workload: self.workload, parallelism: self.parallelism, fmas: self.fmas }
    }
}

/// A distribution of durations in cycles, read from a histogram of 128-cycle bins (each figure is
/// its bin's middle; the mean is the histogram's).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CycleSpread {
    pub mean: f64,
    pub p10: f64,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
}

/// The launch shape of a kernel, and what the occupancy API said of it on the device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaunchShape {
    pub threads_per_block: u32,
    pub registers_per_thread: u32,
    pub dynamic_shared_memory: u32,
    /// `cuOccupancyMaxActiveBlocksPerMultiprocessor` for this kernel.
    pub blocks_per_sm: u32,
}

/// Kernel time at one grid size (median of the repetitions).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WavePoint {
    pub grid_blocks: u32,
    pub ms: f64,
}

/// One block's life: the SM it ran on (`%smid`) and `%globaltimer` at its start and end, in ns
/// from the first block's start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockSpan {
    pub block: u32,
    pub sm: u32,
    pub start_ns: u64,
    pub end_ns: u64,
}

/// Only the version, read before the rest so that a newer file is named as such instead of
/// failing on its first unknown field.
#[derive(Deserialize)]
struct Version {
    schema_version: Option<serde_json::Value>,
}

impl Run {
    /// Reads and checks a run. The error names what was wrong and what is allowed. A version 1
    /// run (before the stream and FMA experiments took a parallelism) is read as the version 2
    /// run it is: see [`upgrade_v1`]. Versions 2 and 3 are read as they are: a version 2 run
    /// keeps its number (and is written again to the same text) and holds no probes.
    pub fn from_json(text: &str) -> Result<Run, RunError> {
        let version: Version = serde_json::from_str(text).map_err(|e| RunError::NotJson(e.to_string()))?;
        let as_is = u64::from(OLDEST_READ_AS_IS)..=u64::from(SCHEMA_VERSION);
        let run: Run = match version.schema_version {
            None => return Err(RunError::NoVersion),
            Some(v) if v.as_u64() == Some(1) => {
                let mut value: serde_json::Value =
                    serde_json::from_str(text).map_err(|e| RunError::Shape(e.to_string()))?;
                upgrade_v1(&mut value)?;
                serde_json::from_value(value).map_err(|e| RunError::Shape(e.to_string()))?
            }
            Some(v) if !v.as_u64().is_some_and(|v| as_is.contains(&v)) => {
                return Err(RunError::UnknownVersion(v.to_string()))
            }
            Some(_) => serde_json::from_str(text).map_err(|e| RunError::Shape(e.to_string()))?,
        };
        run.validate()?;
        Ok(run)
    }

    /// The run as pretty-printed JSON, as `occlab measure` writes it; a run that
    /// [`Run::from_json`] would refuse is refused here too, so no reader meets it.
    pub fn to_json(&self) -> Result<String, RunError> {
        self.validate()?;
        serde_json::to_string_pretty(self).map_err(|e| RunError::Shape(e.to_string()))
    }
}

/// Version 1 named each throughput experiment in one word: `vector_add` is the stream at K = 1
/// (the same kernel), `fma_ilp1`, `fma_ilp2` and `fma_ilp4` the FMA chains at K = 1, 2, 4. Every
/// other field is as in version 2.
fn upgrade_v1(run: &mut serde_json::Value) -> Result<(), RunError> {
    let object = run.as_object_mut().ok_or(RunError::NotAnObject)?;
    object.insert("schema_version".into(), OLDEST_READ_AS_IS.into());
    let Some(points) = object.get_mut("throughput").and_then(|t| t.as_array_mut()) else { return Ok(()) };
    for (i, point) in points.iter_mut().enumerate() {
        let Some(point) = point.as_object_mut() else { continue };
        let Some(name) = point.remove("experiment") else { continue };
        let (workload, parallelism) = match name.as_str() {
            Some("vector_add") => ("stream", 1),
            Some("fma_ilp1") => ("fma_chains", 1),
            Some("fma_ilp2") => ("fma_chains", 2),
            Some("fma_ilp4") => ("fma_chains", 4),
            _ => {
                return Err(RunError::Value {
                    field: format!("throughput[{i}].experiment"),
                    problem: Problem::UnknownExperiment(name.to_string()),
                })
            }
        };
        point.insert("workload".into(), workload.into());
        point.insert("parallelism".into(), parallelism.into());
    }
    Ok(())
}
