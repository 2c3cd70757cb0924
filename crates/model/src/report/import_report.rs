//! A pasted profiler or compiler report against our model, in words: per kernel, the profiler's
//! block limits, theoretical occupancy and Waves Per SM beside ours (each agreeing or not),
//! why any differs, and why the achieved occupancy is below the theoretical one (the waves
//! model and the profiler's own rule text); spills and stack from the compiler.

use super::{device_title, NO_LIMIT};
use crate::import::{BarrierSource, Comparison, Format, KernelComparison, Missing, Quantity, Resource};
use crate::numerals::{bytes, count, fixed_decimal, percent, thousands};
use crate::{Carveout, ComputeCapability, SharedMemoryConfig};
use serde::Serialize;

/// Everything `occlab import` and the page's import panel say.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportReport {
    /// "12 kernels from Nsight Compute console output; ours differs from Nsight Compute for 2."
    pub summary: String,
    pub kernels: Vec<KernelReport>,
    /// The kernel table: one row per kernel, in the order of `kernels`.
    pub rows: Vec<KernelRow>,
    /// "line 3: …", for lines that belong to no kernel.
    pub diagnostics: Vec<String>,
}

/// One row of the kernel table, as text: the function's name (as `ncu --print-kernel-base
/// function` prints it: no namespaces, template arguments or parameters) with the name as
/// reported beside it for a hover and the detail, the launch, the profiler's figures and ours,
/// and whether ours agrees.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KernelRow {
    pub name: String,
    pub full_name: String,
    pub grid: String,
    pub block: String,
    pub registers: String,
    pub shared_memory: String,
    pub reported_theoretical: String,
    pub reported_achieved: String,
    pub ours: String,
    /// "agrees", "differs", or "" where there is nothing to compare.
    pub verdict: &'static str,
}

impl KernelRow {
    pub fn of(k: &KernelComparison) -> KernelRow {
        let l = &k.launch;
        let count = |n: Option<u64>| n.map_or_else(|| NONE.to_string(), thousands);
        let pct = |q: Option<Quantity>| q.map_or_else(|| NONE.to_string(), |q| percent(q.value / 100.0));
        let registers = l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers));
        let whole = |q: Option<Quantity>| q.and_then(|q| q.whole()).map(u64::from);
        let shared = match (whole(l.static_shared_memory), whole(l.dynamic_shared_memory)) {
            (None, None) => None,
            (s, d) => Some(s.unwrap_or(0) + d.unwrap_or(0)),
        };
        KernelRow {
            name: crate::import::kernel_name::base_name(&l.name),
            full_name: l.name.clone(),
            grid: count(l.grid_size),
            block: count(l.block_size.map(u64::from)),
            registers: count(registers.map(u64::from)),
            shared_memory: shared.map_or_else(|| NONE.to_string(), bytes),
            reported_theoretical: pct(l.reported.theoretical_occupancy_pct),
            reported_achieved: pct(l.reported.achieved_occupancy_pct),
            ours: k.result.as_ref().map_or_else(|| NONE.to_string(), |m| percent(m.occupancy.occupancy)),
            verdict: match (k.differs(), k.compared()) {
                (true, _) => "differs",
                (false, true) => "agrees",
                (false, false) => "",
            },
        }
    }
}

/// One kernel.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KernelReport {
    /// The kernel's name as the input gives it.
    pub name: String,
    /// "grid 264 blocks × 256 threads · 128 registers, 0 B static + 0 B dynamic shared memory".
    pub launch: String,
    /// "Compute capability 9.0 (Hopper), H100 SXM5 80GB · 132 SMs", or why there is none.
    pub device: String,
    /// The reporting tool's name: "Nsight Compute", "nvprof", "the compiler".
    pub tool: &'static str,
    pub rows: Vec<ComparedFigure>,
    /// Why figures differ, where the achieved occupancy is lost, what the compiler said.
    pub explanation: Vec<String>,
    /// "line 41: Waves Per SM: \"x\" is not a number".
    pub diagnostics: Vec<String>,
    /// Whether a block limit or the theoretical occupancy differs from the profiler's.
    pub differs: bool,
}

/// One figure, reported and ours.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ComparedFigure {
    /// "block_limit_registers", "theoretical_occupancy_pct", "waves_per_sm", "achieved_occupancy_pct".
    pub key: &'static str,
    /// The profiler's label.
    pub label: &'static str,
    /// As the profiler reported it, in our number format; "—" where it did not.
    pub reported: String,
    /// Ours; "—" where the model could not run.
    pub model: String,
    /// "agrees", "differs", or "" where there is nothing to compare.
    pub verdict: &'static str,
}

const NONE: &str = "—";

impl ImportReport {
    pub fn new(c: &Comparison) -> ImportReport {
        let tool = tool(c.format);
        let kernels: Vec<KernelReport> = c.kernels.iter().map(|k| KernelReport::new(k, tool, c.format)).collect();
        let differing = kernels.iter().filter(|k| k.differs).count();
        let from = c.format.map_or("the input", format_words);
        let compared = c.kernels.iter().any(KernelComparison::compared);
        let summary = match (kernels.len(), differing) {
            (0, _) => format!("No kernel could be read from {from}."),
            (n, 0) if compared => {
                format!(
                    "{} from {from}; ours agrees with {tool} wherever both give a figure.",
                    count(n as u64, "kernel", "kernels")
                )
            }
            (n, 0) => format!("{} from {from}; no figure to compare with ours.", count(n as u64, "kernel", "kernels")),
            (n, d) => format!(
                "{} from {from}; ours differs from {tool} for {}.",
                count(n as u64, "kernel", "kernels"),
                thousands(d as u64)
            ),
        };
        // What could not be read comes first: a report cut short still "agrees" on what is left.
        let unread: Vec<_> = c.diagnostics.iter().chain(c.kernels.iter().flat_map(|k| &k.diagnostics)).collect();
        let (one, many) = if c.format == Some(Format::NcuReport) {
            ("part of the report", "parts of the report")
        } else {
            ("line", "lines")
        };
        let summary = match unread.iter().min_by_key(|d| d.line) {
            None => summary,
            Some(first) => format!(
                "{} could not be read ({}{}), so the report may be incomplete. {summary}",
                count(unread.len() as u64, one, many),
                first.located(c.format),
                if unread.len() > 1 { "; the others are listed with their kernels" } else { "" }
            ),
        };
        ImportReport {
            summary,
            kernels,
            rows: c.kernels.iter().map(KernelRow::of).collect(),
            diagnostics: c.diagnostics.iter().map(|d| d.located(c.format)).collect(),
        }
    }
}

/// The tool whose figures are compared.
fn tool(format: Option<Format>) -> &'static str {
    match format {
        Some(Format::NcuConsole | Format::NcuDetailsCsv | Format::NcuRawCsv | Format::NcuReport) => "Nsight Compute",
        Some(Format::NvprofMetrics | Format::NvprofGpuTrace | Format::NvprofGpuTraceCsv) => "nvprof",
        Some(Format::Ptxas | Format::Cuobjdump) | None => "the compiler",
    }
}

/// "Nsight Compute console output", for the summary.
fn format_words(format: Format) -> &'static str {
    match format {
        Format::NcuConsole => "Nsight Compute console output",
        Format::NcuDetailsCsv => "an Nsight Compute details page (CSV)",
        Format::NcuRawCsv => "an Nsight Compute raw page (CSV)",
        Format::NvprofMetrics => "nvprof metrics",
        Format::NvprofGpuTrace => "an nvprof GPU trace",
        Format::NvprofGpuTraceCsv => "an nvprof GPU trace (CSV)",
        Format::Ptxas => "a ptxas report",
        Format::Cuobjdump => "a cuobjdump resource report",
        Format::NcuReport => "an Nsight Compute report file",
    }
}

fn label(resource: Resource) -> (&'static str, &'static str) {
    match resource {
        Resource::Warps => ("block_limit_warps", "Block Limit Warps"),
        Resource::Registers => ("block_limit_registers", "Block Limit Registers"),
        Resource::SharedMem => ("block_limit_shared_mem", "Block Limit Shared Mem"),
        Resource::Sm => ("block_limit_sm", "Block Limit SM"),
        Resource::Barriers => ("block_limit_barriers", "Block Limit Barriers"),
    }
}

fn verdict(agrees: Option<bool>) -> &'static str {
    match agrees {
        Some(true) => "agrees",
        Some(false) => "differs",
        None => "",
    }
}

/// A reported percentage: 12.5 → "12.50%".
fn pct(q: Quantity) -> String {
    percent(q.value / 100.0)
}

/// A size in bytes as the report gives it; "about" where it was printed to less than a byte.
fn size(q: Option<Quantity>) -> String {
    match q.and_then(|q| q.whole().map(|b| (b, q.half_step >= 1.0))) {
        Some((b, true)) => format!("about {}", bytes(b.into())),
        Some((b, false)) => bytes(b.into()),
        None => NONE.to_string(),
    }
}

impl KernelReport {
    fn new(k: &KernelComparison, tool: &'static str, format: Option<Format>) -> KernelReport {
        let l = &k.launch;
        let r = &l.reported;
        let result = k.result.as_ref();
        let o = result.map(|m| &m.occupancy);
        let w = result.and_then(|m| m.waves.as_ref());
        let mut rows: Vec<ComparedFigure> = k
            .limits
            .iter()
            .filter(|c| c.reported.is_some() || o.is_some())
            .map(|c| {
                let (key, label) = label(c.resource);
                ComparedFigure {
                    key,
                    label,
                    reported: c.reported.map_or_else(|| NONE.to_string(), |n| thousands(n.into())),
                    model: match (o, c.model) {
                        (None, _) => NONE.to_string(),
                        (Some(_), Some(n)) => thousands(n.into()),
                        (Some(_), None) => NO_LIMIT.to_string(),
                    },
                    verdict: verdict(c.agrees),
                }
            })
            .collect();
        if r.theoretical_occupancy_pct.is_some() || o.is_some() {
            rows.push(ComparedFigure {
                key: "theoretical_occupancy_pct",
                label: "Theoretical Occupancy",
                reported: r.theoretical_occupancy_pct.map_or_else(|| NONE.to_string(), pct),
                model: o.map_or_else(|| NONE.to_string(), |o| percent(o.occupancy)),
                verdict: verdict(k.theoretical_agrees),
            });
        }
        if r.waves_per_sm.is_some() || w.is_some() {
            rows.push(ComparedFigure {
                key: "waves_per_sm",
                label: "Waves Per SM",
                reported: r.waves_per_sm.map_or_else(|| NONE.to_string(), |q| fixed_decimal(q.value, 2)),
                model: w.map_or_else(|| NONE.to_string(), |w| fixed_decimal(w.waves_per_sm, 2)),
                verdict: verdict(k.waves_agree),
            });
        }
        if let Some((c, agrees)) = &k.clusters {
            for (key, label, reported, ours) in [
                ("max_active_clusters", "Max Active Clusters", r.max_active_clusters, c.max_active_clusters),
                ("max_cluster_size", "Max Cluster Size", r.max_cluster_size, c.max_potential_cluster_size),
            ] {
                rows.push(ComparedFigure {
                    key,
                    label,
                    reported: reported.map_or_else(|| NONE.to_string(), |n| thousands(n.into())),
                    model: thousands(ours.into()),
                    verdict: verdict(reported.map(|n| n == ours).filter(|_| agrees.is_some())),
                });
            }
        }
        if let Some(a) = r.achieved_occupancy_pct {
            rows.push(ComparedFigure {
                key: "achieved_occupancy_pct",
                label: "Achieved Occupancy",
                reported: pct(a),
                model: w.map_or_else(|| NONE.to_string(), |w| format!("at most {}", percent(w.achievable_occupancy))),
                verdict: "",
            });
        }
        let mut explanation = Vec::new();
        inputs_sentences(k, &mut explanation);
        difference_sentences(k, tool, &mut explanation);
        achieved_sentences(k, tool, &mut explanation);
        compiler_sentences(k, &mut explanation);
        KernelReport {
            name: l.name.clone(),
            launch: launch_line(k),
            device: device_line(k),
            tool,
            rows,
            explanation,
            diagnostics: k.diagnostics.iter().map(|d| d.located(format)).collect(),
            differs: k.differs(),
        }
    }
}

/// "grid 264 blocks × 256 threads · 128 registers, 0 B static + 0 B dynamic shared memory".
fn launch_line(k: &KernelComparison) -> String {
    let l = &k.launch;
    let mut parts = Vec::new();
    match (l.grid_size, l.block_size) {
        (Some(g), Some(b)) => {
            parts.push(format!("grid {} × {}", count(g, "block", "blocks"), count(b.into(), "thread", "threads")))
        }
        (None, Some(b)) => parts.push(format!("{} per block", count(b.into(), "thread", "threads"))),
        (Some(g), None) => parts.push(format!("grid {}", count(g, "block", "blocks"))),
        (None, None) => {}
    }
    let registers = l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers));
    let mut resources = Vec::new();
    if let Some(n) = registers {
        resources.push(count(n.into(), "register", "registers"));
    }
    if l.static_shared_memory.is_some() || l.dynamic_shared_memory.is_some() {
        resources.push(format!(
            "{} static + {} dynamic shared memory",
            size(l.static_shared_memory),
            size(l.dynamic_shared_memory)
        ));
    }
    if !resources.is_empty() {
        parts.push(resources.join(", "));
    }
    if let Some(c) = l.cluster_size.filter(|&c| c > 0) {
        parts.push(format!("clusters of {}", count(c.into(), "block", "blocks")));
    }
    if parts.is_empty() {
        "no launch configuration".to_string()
    } else {
        parts.join(" · ")
    }
}

/// The device the model ran for, or why it could not run.
fn device_line(k: &KernelComparison) -> String {
    match &k.inputs {
        Ok(i) => {
            let sms = i.sms.map_or_else(|| "SM count unknown".to_string(), |n| count(n.into(), "SM", "SMs"));
            format!("{} · {sms}", device_title(i.compute_capability, i.gpu))
        }
        Err(Missing::ComputeCapability) => match &k.launch.device {
            Some(device) => format!(
                "Compute capability unknown: the device \"{device}\" is not in the catalogue and the input gives no compute capability"
            ),
            None => "Compute capability unknown: the input names no device, compute capability or compiler target".to_string(),
        },
        Err(Missing::UnknownComputeCapability(name)) => {
            format!("Compute capability {name} is not one Occupancy Lab knows (available: {})", ComputeCapability::known_names())
        }
        Err(Missing::BlockSize | Missing::Registers) | Err(Missing::Input(_)) => k
            .launch
            .compute_capability
            .as_deref()
            .or(k.compiled.as_ref().and_then(|f| f.arch.as_deref()))
            .map_or_else(|| "Device unknown".to_string(), |cc| format!("Compute capability {cc}")),
    }
}

/// Where the model's inputs came from, and what it could not run without.
fn inputs_sentences(k: &KernelComparison, out: &mut Vec<String>) {
    let l = &k.launch;
    let i = match &k.inputs {
        Ok(i) => i,
        Err(Missing::BlockSize) => {
            out.push("The input gives no block size, so our model cannot run for this kernel; a profiler report (ncu, or nvprof --print-gpu-trace) gives it.".to_string());
            return;
        }
        Err(Missing::Registers) => {
            out.push(
                "The input gives no register count, so our model cannot run for this kernel; ptxas -v gives it."
                    .to_string(),
            );
            return;
        }
        Err(Missing::Input(e)) => {
            out.push(format!("Our model cannot run for this kernel: {e}."));
            return;
        }
        Err(Missing::ComputeCapability | Missing::UnknownComputeCapability(_)) => return,
    };
    if i.device_from_user {
        let named =
            i.gpu.map_or_else(|| format!("compute capability {}", i.compute_capability.name), |g| g.name.to_string());
        let sms = i.sms.map(|n| format!(" with {}", count(n.into(), "SM", "SMs"))).unwrap_or_default();
        out.push(format!("The report does not say all about the GPU; {named}{sms}, as given, is used."));
    }
    match (&l.device, i.gpu) {
        (Some(d), Some(g)) if d != g.name => out.push(format!("GPU: {}, from the device name \"{d}\".", g.name)),
        (Some(d), None) => out.push(format!(
            "The device \"{d}\" is not in the catalogue; compute capability {} and the report's SM count are used.",
            i.compute_capability.name
        )),
        _ => {}
    }
    if let (Some(size), Carveout::Percent(p)) = (i.shared_memory_config_size, i.launch.carveout) {
        out.push(format!(
            "Shared Memory Configuration Size {}: a carveout preference of {p}% gives it, so our shared-memory limit is computed for the same configuration.",
            bytes(size.into())
        ));
    }
    if let Some(q) = k.unsupported_config_size {
        let sizes = match i.compute_capability.shared_memory_config {
            SharedMemoryConfig::Carveout { sizes } => {
                sizes.iter().map(|&s| bytes(s.into())).collect::<Vec<_>>().join(", ")
            }
            _ => String::new(),
        };
        out.push(format!(
            "Shared Memory Configuration Size {} is none of the sizes compute capability {} offers ({sizes}); the default carveout is used.",
            bytes(q.whole().unwrap_or(0).into()),
            i.compute_capability.name
        ));
    }
    match i.barriers {
        BarrierSource::Assumed if i.compute_capability.barrier_limit_enforced => out.push(
            "The report does not give the kernel's barrier count; 1 is assumed, as the runtime does.".to_string(),
        ),
        BarrierSource::Compiler => {
            out.push(format!("{}, from ptxas.", count(i.kernel.barriers.into(), "barrier", "barriers")))
        }
        BarrierSource::Assumed | BarrierSource::Profiler => {}
    }
    if let (Some(compiled), Some(used)) = (k.compiled.as_ref().and_then(|f| f.registers), l.registers_per_thread) {
        if compiled != used {
            out.push(format!(
                "The compiler reports {}; the launch used {} (Registers Per Thread), and the occupancy follows from those.",
                count(compiled.into(), "register", "registers"),
                thousands(used.into())
            ));
        }
    }
}

/// Each figure that differs, and what may explain it.
fn difference_sentences(k: &KernelComparison, tool: &str, out: &mut Vec<String>) {
    let Ok(i) = &k.inputs else { return };
    for c in k.limits.iter().filter(|c| c.agrees == Some(true) && c.reported != c.model) {
        let (_, label) = label(c.resource);
        let ours = c.model.map_or_else(|| NO_LIMIT.to_string(), |n| thousands(n.into()));
        out.push(format!(
            "{label}: {tool} prints {}, the SM's block limit, where the resource limits nothing beyond it; ours ({ours}) limits nothing either.",
            c.reported.map_or_else(String::new, |n| thousands(n.into()))
        ));
    }
    for c in k.limits.iter().filter(|c| c.agrees == Some(false)) {
        let (_, label) = label(c.resource);
        let ours = c.model.map_or_else(|| NO_LIMIT.to_string(), |n| thousands(n.into()));
        let reported = c.reported.map_or(0, |n| n);
        out.push(format!("{label} differs: {tool} {}, ours {ours}.", thousands(reported.into())));
        match c.resource {
            Resource::Barriers if i.barriers == BarrierSource::Assumed && reported > 0 => {
                let per_sm = i.compute_capability.barriers_per_sm;
                let (low, high) = (per_sm / (reported + 1) + 1, per_sm / reported);
                let range = if low >= high { thousands(high.into()) } else { format!("{low} to {high}") };
                out.push(format!(
                    "{tool}'s {reported} blocks fit {range} barriers per block ({per_sm} per SM); paste the ptxas -v output with the report to give the count."
                ));
            }
            Resource::SharedMem => {
                let per_block = k.result.as_ref().map_or(0, |m| m.occupancy.allocation.shared_memory_per_block);
                let largest = i.compute_capability.shared_memory_per_sm;
                if per_block > 0 && reported == largest / per_block {
                    out.push(format!(
                        "{tool}'s {reported} is the limit in the SM's largest shared-memory configuration ({}, {} per block), not in the {} configuration it reports; ours follows the reported one.",
                        bytes(largest.into()),
                        bytes(per_block.into()),
                        i.shared_memory_config_size
                            .map_or_else(|| size(k.launch.shared_memory_config_size), |b| bytes(b.into()))
                    ));
                }
                let coarse = [k.launch.static_shared_memory, k.launch.dynamic_shared_memory]
                    .into_iter()
                    .flatten()
                    .any(|q| q.half_step >= 1.0);
                if coarse {
                    out.push(format!(
                        "The shared-memory sizes are printed in Kbyte with two decimals, so only to 10 bytes; {tool} prints them exactly with --print-units base."
                    ));
                }
            }
            _ => {}
        }
    }
    let r = &k.launch.reported;
    let o = k.result.as_ref().map(|m| &m.occupancy);
    if let (Some(q), Some(o), Some(false)) = (r.theoretical_occupancy_pct, o, k.theoretical_agrees) {
        out.push(format!("Theoretical Occupancy differs: {tool} {}, ours {}.", pct(q), percent(o.occupancy)));
    }
    let w = k.result.as_ref().and_then(|m| m.waves.as_ref());
    if let (Some(q), Some(w), Some(false)) = (r.waves_per_sm, w, k.waves_agree) {
        out.push(format!(
            "Waves Per SM differs: {tool} {}, ours {} (a full wave of {}).",
            fixed_decimal(q.value, 2),
            fixed_decimal(w.waves_per_sm, 2),
            count(w.full_wave, "block", "blocks")
        ));
    }
    if let (Some(size), None) = (k.launch.cluster_size.filter(|&s| s > 0), &k.clusters) {
        out.push(format!(
            "Clusters of {size}: Max Active Clusters needs the GPU's GPC layout, known for a GPU named by the report (the raw page names the device; the console and details pages do not)."
        ));
    }
    if k.compared() && !k.differs() {
        let mut agreed = Vec::new();
        if k.limits.iter().any(|c| c.agrees.is_some()) {
            agreed.push("block limits");
        }
        if k.theoretical_agrees.is_some() {
            agreed.push("theoretical occupancy");
        }
        if k.waves_agree == Some(true) {
            agreed.push("Waves Per SM");
        }
        if matches!(k.clusters, Some((_, Some(true)))) {
            agreed.push("cluster figures");
        }
        let list = match agreed.as_slice() {
            [one] => one.to_string(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
            [] => String::new(),
        };
        let limited = o.map(|o| format!("; limited by {}", o.binding_limiters().words())).unwrap_or_default();
        out.push(format!("{tool}'s {list} agree with ours{limited}."));
    }
}

/// Achieved against theoretical occupancy: the waves model, then the profiler's own rules.
fn achieved_sentences(k: &KernelComparison, tool: &str, out: &mut Vec<String>) {
    let r = &k.launch.reported;
    let o = k.result.as_ref().map(|m| &m.occupancy);
    let theoretical = o.map(|o| o.occupancy * 100.0).or(r.theoretical_occupancy_pct.map(|q| q.value));
    if let (Some(a), Some(t)) = (r.achieved_occupancy_pct, theoretical) {
        let gap = t - a.value;
        if gap > 0.0 {
            out.push(format!(
                "Achieved occupancy {} against the theoretical {}: {} points lower.",
                pct(a),
                percent(t / 100.0),
                fixed_decimal(gap, 2)
            ));
        }
        if let Some(w) = k.result.as_ref().and_then(|m| m.waves.as_ref()) {
            let best = percent(w.achievable_occupancy);
            if w.full_waves == 0 && w.grid_blocks > 0 {
                let busy = w.grid_blocks.min(u64::from(w.sms));
                out.push(format!(
                    "The grid of {} is smaller than one full wave ({} per SM × {}): {} of {} SMs get blocks, so even with a balanced workload the achieved occupancy is at most {best}.",
                    count(w.grid_blocks, "block", "blocks"),
                    thousands(w.blocks_per_sm.into()),
                    count(w.sms.into(), "SM", "SMs"),
                    thousands(busy),
                    thousands(w.sms.into())
                ));
            } else if let Some(tail) = w.tail_effect_message() {
                out.push(format!("{tail} With a balanced workload the achieved occupancy is at most {best}."));
                out.extend(w.profiler_partial_wave_note());
            } else if w.full_waves > 0 {
                out.push(format!(
                    "The grid runs {} and no partial wave, so a balanced workload could reach the theoretical {best}; the rest of the gap comes from warps and blocks that finish at different times and from scheduling overhead.",
                    count(w.full_waves, "full wave", "full waves")
                ));
            }
        }
    }
    for rule in &k.launch.rules {
        let relevant = matches!(rule.section.as_str(), "Occupancy" | "Launch Statistics" | "LaunchStats")
            || rule.text.contains("occupancy")
            || rule.text.contains("waves");
        if relevant && !rule.text.is_empty() {
            let speedup = rule.speedup.as_ref().map(|s| format!(", {s}")).unwrap_or_default();
            out.push(format!("{tool} ({}{speedup}): {}", rule.kind, rule.text));
        }
    }
}

/// Spills, stack and local memory from the compiler, flagged.
fn compiler_sentences(k: &KernelComparison, out: &mut Vec<String>) {
    let Some(f) = &k.compiled else { return };
    let stores = f.spill_stores.unwrap_or(0);
    let loads = f.spill_loads.unwrap_or(0);
    let arch = f.arch.as_deref().map(|a| format!(" for {a}")).unwrap_or_default();
    if stores > 0 || loads > 0 {
        out.push(format!(
            "Spills{arch}: {} of spill stores and {} of spill loads per thread: registers spill to local memory, which lives in device memory.",
            bytes(stores.into()),
            bytes(loads.into())
        ));
    }
    if let Some(stack) = f.stack.filter(|&s| s > 0) {
        out.push(format!("Stack{arch}: {} per thread, in local memory.", bytes(stack.into())));
    }
    if let Some(local) = f.local_memory.filter(|&s| s > 0) {
        out.push(format!("Local memory{arch}: {} per thread.", bytes(local.into())));
    }
    if let Some(n) = f.register_count_adjusted_to {
        out.push(format!("ptxas raised the register limit to {n}, the lower bound of this architecture."));
    }
    let reported = f.spill_stores.is_some() || f.stack.is_some();
    if reported && stores == 0 && loads == 0 && f.stack.unwrap_or(0) == 0 && f.local_memory.unwrap_or(0) == 0 {
        out.push(format!("No spills and no stack{arch}."));
    }
}
