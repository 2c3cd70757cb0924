//! Our model against what the profiler reported, kernel by kernel: the inputs are taken from
//! the report (the GPU from the device name, or from the compute capability and SM count; the
//! Shared Memory Configuration Size as the carveout that gives it, so the block limits are the
//! profiler's), then [`occupancy`] and [`waves`] are compared with Nsight Compute's Block
//! Limits, Theoretical Occupancy and Waves Per SM.
//!
//! A printed figure is compared only as exactly as it was printed ([`Quantity::admits`]). A block
//! limit at or above Block Limit SM limits nothing, so two such limits agree. Every figure of the
//! model column follows Nsight Compute's definition, so that the two columns read the same when
//! they agree: its Block Limit Barriers is min(barriers per SM ÷ barriers per block, Block Limit
//! SM) (32 for kernels of 0 or 1 barriers on an H100, where 64 ÷ 1 would be 64:
//! `tests/hardware/data/h100/import/ncu_details.csv`), while the calculator keeps the header's
//! figure.

use super::kernel_name::base_name;
use super::{CompiledFunction, Diagnostic, Format, Import, ProfiledLaunch, Quantity};
use crate::occupancy::shared_memory_config::preference;
use crate::{
    cluster_occupancy, occupancy, waves, Carveout, ClusterOccupancy, ComputeCapability, Gpu, InputError, Kernel,
    Launch, Occupancy, SharedMemoryConfig, Waves,
};
use serde::Serialize;

/// A resource with a block limit, in Nsight Compute's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Warps,
    Registers,
    SharedMem,
    Sm,
    Barriers,
}

impl Resource {
    pub const ALL: [Resource; 5] =
        [Resource::Warps, Resource::Registers, Resource::SharedMem, Resource::Sm, Resource::Barriers];
}

/// One block limit, reported and ours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LimitCheck {
    pub resource: Resource,
    pub reported: Option<u32>,
    /// Ours; `None` where the resource imposes no limit (or the model could not run).
    pub model: Option<u32>,
    /// `None` where there is nothing to compare.
    pub agrees: Option<bool>,
}

/// Where the barrier count came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BarrierSource {
    /// The profiler's `launch__barrier_count`.
    Profiler,
    /// The compiler's "used N barriers".
    Compiler,
    /// Not given: 1, as the runtime assumes.
    Assumed,
}

/// What our model was given for one kernel.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelInputs {
    pub compute_capability: &'static ComputeCapability,
    /// The GPU found from the device name, if one was given and is in the catalogue.
    pub gpu: Option<&'static Gpu>,
    pub sms: Option<u32>,
    /// The compute capability or the SM count came from the user's [`DeviceHint`].
    pub device_from_user: bool,
    pub kernel: Kernel,
    pub launch: Launch,
    pub barriers: BarrierSource,
    /// The Shared Memory Configuration Size the carveout was chosen for, bytes.
    pub shared_memory_config_size: Option<u32>,
}

/// Our result for one kernel.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelResult {
    pub occupancy: Occupancy,
    /// With the SM count and the grid.
    pub waves: Option<Waves>,
}

/// Why our model could not run for a kernel.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Missing {
    /// No compute capability, no known device and no compiler target.
    ComputeCapability,
    /// A compute capability we do not know.
    UnknownComputeCapability(String),
    BlockSize,
    Registers,
    /// The inputs were out of range.
    Input(InputError),
}

/// Everything known about one kernel, and how ours compares.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KernelComparison {
    pub launch: ProfiledLaunch,
    /// The compiler's report of the same function, matched by name.
    pub compiled: Option<CompiledFunction>,
    pub inputs: Result<ModelInputs, Missing>,
    pub result: Option<ModelResult>,
    /// A Shared Memory Configuration Size that is none of the sizes the compute capability offers.
    pub unsupported_config_size: Option<Quantity>,
    pub limits: Vec<LimitCheck>,
    pub theoretical_agrees: Option<bool>,
    pub waves_agree: Option<bool>,
    /// For a cluster launch on a GPU whose GPC layout is known: ours (Max Active Clusters, Max
    /// Cluster Size, assuming the portable limit) and whether both agree with the profiler's.
    pub clusters: Option<(ClusterOccupancy, Option<bool>)>,
    /// The input's diagnostics from this launch's lines.
    pub diagnostics: Vec<Diagnostic>,
}

impl KernelComparison {
    /// Whether the theoretical occupancy or a block limit differs from the profiler's.
    pub fn differs(&self) -> bool {
        self.theoretical_agrees == Some(false) || self.limits.iter().any(|l| l.agrees == Some(false))
    }

    /// Whether anything was compared at all.
    pub fn compared(&self) -> bool {
        self.theoretical_agrees.is_some()
            || self.waves_agree.is_some()
            || self.limits.iter().any(|l| l.agrees.is_some())
    }
}

/// All kernels of an import.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    pub format: Option<Format>,
    pub kernels: Vec<KernelComparison>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Comparison {
    pub fn differs(&self) -> bool {
        self.kernels.iter().any(KernelComparison::differs)
    }
}

/// The GPU as the user names it, for reports that do not (the older console layout, the 2020
/// details page, nvprof's metrics). What the report itself says comes first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeviceHint {
    pub compute_capability: Option<&'static ComputeCapability>,
    pub gpu: Option<&'static Gpu>,
    pub sms: Option<u32>,
}

/// [`compare_with`] and no hint: only what the report says.
pub fn compare(import: &Import) -> Comparison {
    compare_with(import, DeviceHint::default())
}

/// Compares every launch with our model; compiler reports join their launch by name, and a
/// function no launch names becomes a kernel of its own (its resources, no launch).
pub fn compare_with(import: &Import, hint: DeviceHint) -> Comparison {
    // Each device name is searched once (a search ranks the whole catalogue).
    let mut devices: Vec<(&str, Option<&'static Gpu>)> = Vec::new();
    for d in import.launches.iter().filter_map(|l| l.device.as_deref()) {
        if !devices.iter().any(|(name, _)| *name == d) {
            devices.push((d, Gpu::search(d).ok().map(|choice| choice.gpu)));
        }
    }
    let gpu_of = |d: &str| devices.iter().find(|(name, _)| *name == d).and_then(|(_, g)| *g);
    let mut used = vec![false; import.functions.len()];
    let mut kernels: Vec<KernelComparison> = import
        .launches
        .iter()
        .map(|launch| {
            let index = matching_function(launch, &import.functions);
            if let Some(i) = index {
                if let Some(u) = used.get_mut(i) {
                    *u = true;
                }
            }
            let gpu = launch.device.as_deref().and_then(gpu_of);
            kernel(launch.clone(), index.and_then(|i| import.functions.get(i)).cloned(), gpu, hint)
        })
        .collect();
    // A function of a launched kernel built for another target is that kernel's, not another.
    let launched: Vec<String> = import.launches.iter().map(|l| base_name(&l.name)).collect();
    for (f, u) in import.functions.iter().zip(used.iter_mut()) {
        *u |= launched.contains(&base_name(&f.name));
    }
    for (f, _) in import.functions.iter().zip(&used).filter(|(_, used)| !**used) {
        let launch = ProfiledLaunch { line: f.line, name: f.name.clone(), ..ProfiledLaunch::default() };
        kernels.push(kernel(launch, Some(f.clone()), None, hint));
    }
    // Each diagnostic goes to the launch whose lines hold it, the rest to the whole input.
    let mut diagnostics = Vec::new();
    for d in &import.diagnostics {
        let owner = import.launches.iter().rposition(|l| l.line <= d.line);
        match owner.and_then(|i| kernels.get_mut(i)) {
            Some(k) => k.diagnostics.push(d.clone()),
            None => diagnostics.push(d.clone()),
        }
    }
    Comparison { format: import.format, kernels, diagnostics }
}

/// The compiled function of a launch: same base name, the launch's architecture first.
fn matching_function(launch: &ProfiledLaunch, functions: &[CompiledFunction]) -> Option<usize> {
    let base = base_name(&launch.name);
    let sm = launch.compute_capability.as_ref().map(|cc| format!("sm_{}", cc.replace('.', "")));
    let same_name = || functions.iter().enumerate().filter(|(_, f)| base_name(&f.name) == base);
    same_name().find(|(_, f)| f.arch.is_some() && f.arch == sm).or_else(|| same_name().next()).map(|(i, _)| i)
}

/// One kernel; `gpu` is the catalogue's GPU for the launch's device name, if any.
fn kernel(
    launch: ProfiledLaunch,
    compiled: Option<CompiledFunction>,
    gpu: Option<&'static Gpu>,
    hint: DeviceHint,
) -> KernelComparison {
    let mut k = KernelComparison {
        launch,
        compiled,
        inputs: Err(Missing::ComputeCapability),
        result: None,
        unsupported_config_size: None,
        limits: Vec::new(),
        theoretical_agrees: None,
        waves_agree: None,
        clusters: None,
        diagnostics: Vec::new(),
    };
    k.inputs = inputs(&mut k, gpu, hint);
    if let Ok(inputs) = &k.inputs {
        match occupancy(inputs.compute_capability, &inputs.kernel, &inputs.launch) {
            Ok(o) => {
                let w = match (inputs.sms, k.launch.grid_size) {
                    (Some(sms), Some(grid)) => waves(&o, sms, grid).ok(),
                    _ => None,
                };
                let size = k.launch.cluster_size.filter(|&s| s > 0);
                k.clusters = match (size, inputs.gpu) {
                    (Some(size), Some(gpu)) => {
                        cluster_occupancy(inputs.compute_capability, gpu, &o, size, false).ok().map(|c| {
                            let r = &k.launch.reported;
                            let agrees = match (r.max_active_clusters, r.max_cluster_size) {
                                (None, None) => None,
                                (active, largest) => Some(
                                    active.is_none_or(|a| a == c.max_active_clusters)
                                        && largest.is_none_or(|l| l == c.max_potential_cluster_size),
                                ),
                            };
                            (c, agrees)
                        })
                    }
                    _ => None,
                };
                k.result = Some(ModelResult { occupancy: o, waves: w });
            }
            Err(e) => k.inputs = Err(Missing::Input(e)),
        }
    }
    check(&mut k);
    k
}

/// The model's inputs from the report (and the compiler's, where the report lacks them).
fn inputs(k: &mut KernelComparison, gpu: Option<&'static Gpu>, hint: DeviceHint) -> Result<ModelInputs, Missing> {
    let l = &k.launch;
    let c = k.compiled.as_ref();
    let named_cc = l.compute_capability.clone().or_else(|| c.and_then(|f| f.arch.clone()));
    let cc = match &named_cc {
        Some(name) => {
            Some(ComputeCapability::find(name).ok_or_else(|| Missing::UnknownComputeCapability(name.clone()))?)
        }
        None => None,
    };
    let gpu = gpu.filter(|g| cc.is_none_or(|cc| g.compute_capability == cc.name));
    let reported_cc = cc.or_else(|| gpu.and_then(Gpu::compute_capability));
    let hint_gpu = hint.gpu.filter(|g| reported_cc.is_none_or(|cc| g.compute_capability == cc.name));
    let hint_cc = hint.compute_capability.or_else(|| hint_gpu.and_then(Gpu::compute_capability));
    let cc = reported_cc.or(hint_cc).ok_or(Missing::ComputeCapability)?;
    let reported_sms = l.sms.or(gpu.map(|g| g.sms));
    let gpu = gpu.or(hint_gpu.filter(|g| g.compute_capability == cc.name));
    let sms = reported_sms.or(hint.sms).or(gpu.map(|g| g.sms));
    let device_from_user = reported_cc.is_none() || (reported_sms.is_none() && sms.is_some());
    let threads = l.block_size.ok_or(Missing::BlockSize)?;
    let registers = l.registers_per_thread.or_else(|| c.and_then(|f| f.registers)).ok_or(Missing::Registers)?;
    let (barriers, source) = match (l.barriers, c.and_then(|f| f.barriers)) {
        (Some(b), _) => (b, BarrierSource::Profiler),
        (None, Some(b)) => (b, BarrierSource::Compiler),
        (None, None) => (Kernel::default().barriers, BarrierSource::Assumed),
    };
    let bytes = |q: Option<Quantity>| q.and_then(|q| q.whole()).unwrap_or(0);
    let kernel = Kernel {
        registers_per_thread: registers,
        static_shared_memory: bytes(l.static_shared_memory),
        barriers,
        ..Kernel::default()
    };
    let mut launch = Launch {
        threads_per_block: threads,
        dynamic_shared_memory: bytes(l.dynamic_shared_memory),
        ..Launch::default()
    };
    let mut config_size = None;
    if let (Some(reported), SharedMemoryConfig::Carveout { sizes }) =
        (l.shared_memory_config_size, cc.shared_memory_config)
    {
        match sizes.iter().copied().find(|&s| reported.admits(f64::from(s))) {
            Some(size) => {
                config_size = Some(size);
                launch.carveout = carveout_for(cc, &launch, size).unwrap_or(Carveout::Default);
            }
            None => k.unsupported_config_size = Some(reported),
        }
    }
    Ok(ModelInputs {
        compute_capability: cc,
        gpu,
        sms,
        device_from_user,
        kernel,
        launch,
        barriers: source,
        shared_memory_config_size: config_size,
    })
}

/// The smallest carveout percentage whose preference is `size` bytes.
fn carveout_for(cc: &ComputeCapability, launch: &Launch, size: u32) -> Option<Carveout> {
    (0..=100u8).map(Carveout::Percent).find(|&c| preference(cc, &Launch { carveout: c, ..*launch }) == size)
}

/// Block Limit Barriers as Nsight Compute defines it: min(barriers per SM ÷ barriers per block,
/// Block Limit SM), Block Limit SM for a kernel without barriers; none where the compute
/// capability has no barrier limit (before 9.0).
fn profiler_barrier_limit(o: &Occupancy) -> Option<u32> {
    let enforced = ComputeCapability::find(o.compute_capability).is_some_and(|cc| cc.barrier_limit_enforced);
    enforced.then(|| o.limits.barriers.map_or(o.limits.blocks, |b| b.min(o.limits.blocks)))
}

/// Fills in the checks.
fn check(k: &mut KernelComparison) {
    let r = &k.launch.reported;
    let result = k.result.as_ref();
    let o = result.map(|m| &m.occupancy);
    let sm_limit = o.map(|o| o.limits.blocks);
    k.limits = Resource::ALL
        .iter()
        .map(|&resource| {
            let (reported, model) = match resource {
                Resource::Warps => (r.block_limit_warps, o.map(|o| o.limits.warps)),
                Resource::Registers => (r.block_limit_registers, o.and_then(|o| o.limits.registers)),
                Resource::SharedMem => (r.block_limit_shared_mem, o.and_then(|o| o.limits.shared_memory)),
                Resource::Sm => (r.block_limit_sm, o.map(|o| o.limits.blocks)),
                Resource::Barriers => (r.block_limit_barriers, o.and_then(profiler_barrier_limit)),
            };
            let agrees = match (reported, sm_limit) {
                (Some(rep), Some(sm)) => Some(model == Some(rep) || (rep >= sm && model.is_none_or(|m| m >= sm))),
                _ => None,
            };
            LimitCheck { resource, reported, model, agrees }
        })
        .collect();
    k.theoretical_agrees = match (r.theoretical_occupancy_pct, o) {
        (Some(q), Some(o)) => Some(q.admits(o.percent())),
        _ => None,
    };
    k.waves_agree = match (r.waves_per_sm, result.and_then(|m| m.waves.as_ref())) {
        (Some(q), Some(w)) => Some(q.admits(w.waves_per_sm)),
        _ => None,
    };
}
