//! A pasted profiler or compiler report against our model, in words: per kernel, the profiler's
//! block limits, theoretical occupancy and Waves Per SM beside ours (each agreeing or not),
//! why any differs, and why the achieved occupancy is below the theoretical one (the waves
//! model and the profiler's own rule text); spills and stack from the compiler.

use super::device_message;
use super::waves_report::{partial_wave_note, tail_effect};
use crate::import::{BarrierSource, Comparison, Format, KernelComparison, Missing, Quantity, Resource};
use crate::locale::message::{counted, list, separated, Arg, Message};
use crate::{Carveout, ComputeCapability, SharedMemoryConfig};
use serde::Serialize;

/// Everything `occlab import` and the page's import panel say.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportReport {
    /// "12 kernels from Nsight Compute console output; ours differs from Nsight Compute for 2."
    pub summary: Message,
    pub kernels: Vec<KernelReport>,
    /// The kernel table: one row per kernel, in the order of `kernels`.
    pub rows: Vec<KernelRow>,
    /// "line 3: …", for lines that belong to no kernel.
    pub diagnostics: Vec<Message>,
}

/// One row of the kernel table: the function's name (as `ncu --print-kernel-base function`
/// prints it: no namespaces, template arguments or parameters) with the name as reported beside
/// it for a hover and the detail, the launch, the profiler's figures and ours, and whether ours
/// agrees.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KernelRow {
    /// Nsight Compute's launch ID, where the report gives it: two launches of one kernel differ
    /// by it.
    pub id: Option<u32>,
    pub name: String,
    pub full_name: String,
    pub grid: Message,
    pub block: Message,
    pub registers: Message,
    pub shared_memory: Message,
    pub reported_theoretical: Message,
    pub reported_achieved: Message,
    pub ours: Message,
    /// "agrees", "differs", or "" where there is nothing to compare ([`verdict_message`] words it).
    pub verdict: &'static str,
}

/// "—": no figure.
fn none() -> Message {
    Message::new("not-given")
}

impl KernelRow {
    pub fn of(k: &KernelComparison) -> KernelRow {
        let l = &k.launch;
        let count = |n: Option<u64>| n.map_or_else(none, |n| Message::from(Arg::Count(n)));
        let pct = |q: Option<Quantity>| q.map_or_else(none, pct);
        let registers = l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers));
        let whole = |q: Option<Quantity>| q.and_then(|q| q.whole()).map(u64::from);
        let shared = match (whole(l.static_shared_memory), whole(l.dynamic_shared_memory)) {
            (None, None) => None,
            (s, d) => Some(s.unwrap_or(0) + d.unwrap_or(0)),
        };
        KernelRow {
            id: l.id,
            name: crate::import::kernel_name::base_name(&l.name),
            full_name: l.name.clone(),
            grid: count(l.grid_size),
            block: count(l.block_size.map(u64::from)),
            registers: count(registers.map(u64::from)),
            shared_memory: shared.map_or_else(none, |b| Message::from(Arg::Bytes(b))),
            reported_theoretical: pct(l.reported.theoretical_occupancy_pct),
            reported_achieved: pct(l.reported.achieved_occupancy_pct),
            ours: k.result.as_ref().map_or_else(none, |m| Message::from(Arg::Percent(m.occupancy.occupancy))),
            verdict: match (k.differs(), k.compared()) {
                (true, _) => "differs",
                (false, true) => "agrees",
                (false, false) => "",
            },
        }
    }
}

/// A verdict ("agrees", "differs") in the reader's language; `None` for none.
pub fn verdict_message(verdict: &str) -> Option<Message> {
    match verdict {
        "agrees" => Some(Message::new("import-agrees")),
        "differs" => Some(Message::new("import-differs")),
        _ => None,
    }
}

/// One kernel.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KernelReport {
    /// Nsight Compute's launch ID, where the report gives it.
    pub id: Option<u32>,
    /// The kernel's name as the input gives it.
    pub name: String,
    /// "grid 264 blocks × 256 threads · 128 registers, 0 B static + 0 B dynamic shared memory".
    pub launch: Message,
    /// "Compute capability 9.0 (Hopper), H100 SXM5 80GB · 132 SMs", or why there is none.
    pub device: Message,
    /// The reporting tool's name: "Nsight Compute", "nvprof", "the compiler" ([`tool_message`]
    /// words it).
    pub tool: &'static str,
    pub rows: Vec<ComparedFigure>,
    /// Why figures differ, where the achieved occupancy is lost, what the compiler said.
    pub explanation: Vec<Message>,
    /// "line 41: Waves Per SM: \"x\" is not a number".
    pub diagnostics: Vec<Message>,
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
    pub reported: Message,
    /// Ours; "—" where the model could not run.
    pub model: Message,
    /// "agrees", "differs", or "" where there is nothing to compare.
    pub verdict: &'static str,
}

impl ImportReport {
    pub fn new(c: &Comparison) -> ImportReport {
        let tool = tool(c.format);
        let kernels: Vec<KernelReport> = c.kernels.iter().map(|k| KernelReport::new(k, tool, c.format)).collect();
        let differing = kernels.iter().filter(|k| k.differs).count();
        let from = Message::new(c.format.map_or("import-from-input", format_words));
        let compared = c.kernels.iter().any(KernelComparison::compared);
        let n = counted("kernels", kernels.len() as u64);
        let summary = match (kernels.len(), differing) {
            (0, _) => Message::new("import-summary-none").arg("from", from),
            (_, 0) if compared => Message::new("import-summary-agrees")
                .arg("kernels", n)
                .arg("from", from)
                .arg("tool", tool_message(tool)),
            (_, 0) => Message::new("import-summary-nothing").arg("kernels", n).arg("from", from),
            (_, d) => Message::new("import-summary-differs")
                .arg("kernels", n)
                .arg("from", from)
                .arg("tool", tool_message(tool))
                .arg("differing", Arg::Count(d as u64)),
        };
        // What could not be read comes first: a report cut short still "agrees" on what is left.
        let unread: Vec<_> = c.diagnostics.iter().chain(c.kernels.iter().flat_map(|k| &k.diagnostics)).collect();
        let noun = if c.format == Some(Format::NcuReport) { "import-parts" } else { "import-lines" };
        let summary = match unread.iter().min_by_key(|d| d.line) {
            None => summary,
            Some(first) => Message::new(if unread.len() > 1 { "import-unread-more" } else { "import-unread" })
                .arg("unread", counted(noun, unread.len() as u64))
                .arg("first", first.located(c.format))
                .arg("summary", summary),
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

/// The tool in the reader's language: the profilers by name, "the compiler" in words.
pub fn tool_message(tool: &str) -> Message {
    match tool {
        "the compiler" => Message::new("import-tool-compiler"),
        name => Message::from(name.to_string()),
    }
}

/// "Nsight Compute console output", for the summary.
fn format_words(format: Format) -> &'static str {
    match format {
        Format::NcuConsole => "import-from-ncu-console",
        Format::NcuDetailsCsv => "import-from-ncu-details",
        Format::NcuRawCsv => "import-from-ncu-raw",
        Format::NvprofMetrics => "import-from-nvprof-metrics",
        Format::NvprofGpuTrace => "import-from-nvprof-trace",
        Format::NvprofGpuTraceCsv => "import-from-nvprof-trace-csv",
        Format::Ptxas => "import-from-ptxas",
        Format::Cuobjdump => "import-from-cuobjdump",
        Format::NcuReport => "import-from-ncu-report",
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
fn pct(q: Quantity) -> Message {
    Message::from(Arg::Percent(q.value / 100.0))
}

/// A reported size; "about" where the report rounded it.
fn size(q: Option<Quantity>) -> Message {
    match q.and_then(|q| q.whole().map(|b| (b, q.half_step >= 1.0))) {
        Some((b, true)) => Message::new("import-about").arg("bytes", Arg::Bytes(b.into())),
        Some((b, false)) => Message::from(Arg::Bytes(b.into())),
        None => none(),
    }
}

/// A count, or the model's "no limit".
fn limit(n: Option<u32>) -> Message {
    n.map_or_else(|| Message::new("no-limit"), |n| Message::from(Arg::Count(n.into())))
}

impl KernelReport {
    /// The kernel's name, with Nsight Compute's launch ID where the report gives one
    /// ("saxpy(float, const float *, float *, int) · ID 3").
    pub fn title(&self) -> Message {
        match self.id {
            Some(id) => Message::new("import-launch-id").arg("id", id.to_string()).arg("kernel", self.name.as_str()),
            None => Message::from(Arg::from(self.name.as_str())),
        }
    }

    fn new(k: &KernelComparison, tool: &'static str, format: Option<Format>) -> KernelReport {
        let l = &k.launch;
        let r = &l.reported;
        let result = k.result.as_ref();
        let o = result.map(|m| &m.occupancy);
        let w = result.and_then(|m| m.waves.as_ref());
        let count = |n: Option<u32>| n.map_or_else(none, |n| Message::from(Arg::Count(n.into())));
        let mut rows: Vec<ComparedFigure> = k
            .limits
            .iter()
            .filter(|c| c.reported.is_some() || o.is_some())
            .map(|c| {
                let (key, label) = label(c.resource);
                ComparedFigure {
                    key,
                    label,
                    reported: count(c.reported),
                    model: if o.is_some() { limit(c.model) } else { none() },
                    verdict: verdict(c.agrees),
                }
            })
            .collect();
        if r.theoretical_occupancy_pct.is_some() || o.is_some() {
            rows.push(ComparedFigure {
                key: "theoretical_occupancy_pct",
                label: "Theoretical Occupancy",
                reported: r.theoretical_occupancy_pct.map_or_else(none, pct),
                model: o.map_or_else(none, |o| Message::from(Arg::Percent(o.occupancy))),
                verdict: verdict(k.theoretical_agrees),
            });
        }
        if r.waves_per_sm.is_some() || w.is_some() {
            rows.push(ComparedFigure {
                key: "waves_per_sm",
                label: "Waves Per SM",
                reported: r.waves_per_sm.map_or_else(none, |q| Message::from(Arg::Fixed(q.value, 2))),
                model: w.map_or_else(none, |w| Message::from(Arg::Fixed(w.waves_per_sm, 2))),
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
                    reported: count(reported),
                    model: count(Some(ours)),
                    verdict: verdict(reported.map(|n| n == ours).filter(|_| agrees.is_some())),
                });
            }
        }
        if let Some(a) = r.achieved_occupancy_pct {
            rows.push(ComparedFigure {
                key: "achieved_occupancy_pct",
                label: "Achieved Occupancy",
                reported: pct(a),
                model: w.map_or_else(none, |w| {
                    Message::new("import-at-most").arg("value", Arg::Percent(w.achievable_occupancy))
                }),
                verdict: "",
            });
        }
        let tool_words = tool_message(tool);
        let mut explanation = Vec::new();
        inputs_sentences(k, &mut explanation);
        difference_sentences(k, &tool_words, &mut explanation);
        achieved_sentences(k, &tool_words, &mut explanation);
        compiler_sentences(k, &mut explanation);
        KernelReport {
            id: l.id,
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

fn launch_line(k: &KernelComparison) -> Message {
    let l = &k.launch;
    let blocks = |n: u64| counted("blocks", n);
    let threads = |n: u32| counted("threads", n.into());
    let mut parts = Vec::new();
    match (l.grid_size, l.block_size) {
        (Some(g), Some(b)) => {
            parts.push(Message::new("import-grid-block").arg("blocks", blocks(g)).arg("threads", threads(b)))
        }
        (None, Some(b)) => parts.push(Message::new("import-block").arg("threads", threads(b))),
        (Some(g), None) => parts.push(Message::new("import-grid").arg("blocks", blocks(g))),
        (None, None) => {}
    }
    let registers = l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers));
    let mut resources = Vec::new();
    if let Some(n) = registers {
        resources.push(counted("registers", n.into()));
    }
    if l.static_shared_memory.is_some() || l.dynamic_shared_memory.is_some() {
        resources.push(
            Message::new("import-shared-memory")
                .arg("static", size(l.static_shared_memory))
                .arg("dynamic", size(l.dynamic_shared_memory)),
        );
    }
    parts.extend(separated(resources.into_iter(), "join-comma"));
    if let Some(c) = l.cluster_size.filter(|&c| c > 0) {
        parts.push(Message::new("import-clusters").arg("blocks", blocks(c.into())));
    }
    separated(parts.into_iter(), "join-dot").unwrap_or_else(|| Message::new("import-no-launch"))
}

fn device_line(k: &KernelComparison) -> Message {
    match &k.inputs {
        Ok(i) => {
            let sms = i.sms.map_or_else(|| Message::new("import-sms-unknown"), |n| counted("sms", n.into()));
            Message::new("import-device").arg("device", device_message(i.compute_capability, i.gpu)).arg("sms", sms)
        }
        Err(Missing::ComputeCapability) => match &k.launch.device {
            Some(device) => Message::new("import-cc-unknown-device").arg("device", device.as_str()),
            None => Message::new("import-cc-unknown"),
        },
        Err(Missing::UnknownComputeCapability(name)) => {
            Message::new("import-cc-not-known").arg("cc", name.as_str()).arg("known", ComputeCapability::known_names())
        }
        Err(Missing::BlockSize | Missing::Registers) | Err(Missing::Input(_)) => {
            k.launch.compute_capability.as_deref().or(k.compiled.as_ref().and_then(|f| f.arch.as_deref())).map_or_else(
                || Message::new("import-device-unknown"),
                |cc| Message::new("device-title-cc").arg("cc", cc),
            )
        }
    }
}

fn inputs_sentences(k: &KernelComparison, out: &mut Vec<Message>) {
    let l = &k.launch;
    let i = match &k.inputs {
        Ok(i) => i,
        Err(Missing::BlockSize) => return out.push(Message::new("import-no-block-size")),
        Err(Missing::Registers) => return out.push(Message::new("import-no-registers")),
        Err(Missing::Input(e)) => return out.push(Message::new("import-model-cannot-run").arg("why", e.message())),
        Err(Missing::ComputeCapability | Missing::UnknownComputeCapability(_)) => return,
    };
    if i.device_from_user {
        let named = i.gpu.map_or_else(
            || Message::new("device-cc-short").arg("cc", i.compute_capability.name),
            |g| Message::from(g.name.to_string()),
        );
        let named = match i.sms {
            Some(n) => Message::new("import-device-with-sms").arg("device", named).arg("sms", counted("sms", n.into())),
            None => named,
        };
        out.push(Message::new("import-device-given").arg("device", named));
    }
    match (&l.device, i.gpu) {
        (Some(d), Some(g)) if d != g.name => {
            out.push(Message::new("import-gpu-from-name").arg("gpu", g.name).arg("device", d.as_str()))
        }
        (Some(d), None) => out.push(
            Message::new("import-device-not-in-catalogue")
                .arg("device", d.as_str())
                .arg("cc", i.compute_capability.name),
        ),
        _ => {}
    }
    if let (Some(size), Carveout::Percent(p)) = (i.shared_memory_config_size, i.launch.carveout) {
        out.push(
            Message::new("import-config-size")
                .arg("size", Arg::Bytes(size.into()))
                .arg("percent", Arg::Count(p.into())),
        );
    }
    if let Some(q) = k.unsupported_config_size {
        let sizes = match i.compute_capability.shared_memory_config {
            SharedMemoryConfig::Carveout { sizes } => {
                separated(sizes.iter().map(|&s| Message::from(Arg::Bytes(s.into()))), "join-comma")
            }
            _ => None,
        };
        out.push(
            Message::new("import-config-size-unsupported")
                .arg("size", Arg::Bytes(q.whole().unwrap_or(0).into()))
                .arg("cc", i.compute_capability.name)
                .arg("sizes", sizes.unwrap_or_else(none)),
        );
    }
    match i.barriers {
        BarrierSource::Assumed if i.compute_capability.barrier_limit_enforced => {
            out.push(Message::new("import-barriers-assumed"))
        }
        BarrierSource::Compiler => out.push(
            Message::new("import-barriers-from-ptxas").arg("barriers", counted("barriers", i.kernel.barriers.into())),
        ),
        BarrierSource::Assumed | BarrierSource::Profiler => {}
    }
    if let (Some(compiled), Some(used)) = (k.compiled.as_ref().and_then(|f| f.registers), l.registers_per_thread) {
        if compiled != used {
            out.push(
                Message::new("import-registers-compiled")
                    .arg("compiled", counted("registers", compiled.into()))
                    .arg("used", Arg::Count(used.into())),
            );
        }
    }
}

fn difference_sentences(k: &KernelComparison, tool: &Message, out: &mut Vec<Message>) {
    let Ok(i) = &k.inputs else { return };
    for c in k.limits.iter().filter(|c| c.agrees == Some(true) && c.reported != c.model) {
        let (_, label) = label(c.resource);
        out.push(
            Message::new("import-limit-sm-printed")
                .arg("label", label)
                .arg("tool", tool.clone())
                .arg("reported", c.reported.map_or_else(Message::empty, |n| Message::from(Arg::Count(n.into()))))
                .arg("ours", limit(c.model)),
        );
    }
    for c in k.limits.iter().filter(|c| c.agrees == Some(false)) {
        let (_, label) = label(c.resource);
        let reported = c.reported.map_or(0, |n| n);
        out.push(
            Message::new("import-limit-differs")
                .arg("label", label)
                .arg("tool", tool.clone())
                .arg("reported", Arg::Count(reported.into()))
                .arg("ours", limit(c.model)),
        );
        match c.resource {
            Resource::Barriers if i.barriers == BarrierSource::Assumed && reported > 0 => {
                let per_sm = i.compute_capability.barriers_per_sm;
                let (low, high) = (per_sm / (reported + 1) + 1, per_sm / reported);
                let range = match low >= high {
                    true => Message::from(Arg::Count(high.into())),
                    false => Message::new("import-range")
                        .arg("low", Arg::Count(low.into()))
                        .arg("high", Arg::Count(high.into())),
                };
                out.push(
                    Message::new("import-barriers-fit")
                        .arg("tool", tool.clone())
                        .arg("reported", Arg::Count(reported.into()))
                        .arg("range", range)
                        .arg("per_sm", Arg::Count(per_sm.into())),
                );
            }
            Resource::SharedMem => {
                let per_block = k.result.as_ref().map_or(0, |m| m.occupancy.allocation.shared_memory_per_block);
                let largest = i.compute_capability.shared_memory_per_sm;
                if per_block > 0 && reported == largest / per_block {
                    let config = i.shared_memory_config_size.map_or_else(
                        || size(k.launch.shared_memory_config_size),
                        |b| Message::from(Arg::Bytes(b.into())),
                    );
                    out.push(
                        Message::new("import-smem-largest")
                            .arg("tool", tool.clone())
                            .arg("reported", Arg::Count(reported.into()))
                            .arg("largest", Arg::Bytes(largest.into()))
                            .arg("per_block", Arg::Bytes(per_block.into()))
                            .arg("config", config),
                    );
                }
                let coarse = [k.launch.static_shared_memory, k.launch.dynamic_shared_memory]
                    .into_iter()
                    .flatten()
                    .any(|q| q.half_step >= 1.0);
                if coarse {
                    out.push(Message::new("import-smem-coarse").arg("tool", tool.clone()));
                }
            }
            _ => {}
        }
    }
    let r = &k.launch.reported;
    let o = k.result.as_ref().map(|m| &m.occupancy);
    if let (Some(q), Some(o), Some(false)) = (r.theoretical_occupancy_pct, o, k.theoretical_agrees) {
        out.push(
            Message::new("import-theoretical-differs")
                .arg("tool", tool.clone())
                .arg("reported", pct(q))
                .arg("ours", Arg::Percent(o.occupancy)),
        );
    }
    let w = k.result.as_ref().and_then(|m| m.waves.as_ref());
    if let (Some(q), Some(w), Some(false)) = (r.waves_per_sm, w, k.waves_agree) {
        out.push(
            Message::new("import-waves-differs")
                .arg("tool", tool.clone())
                .arg("reported", Arg::Fixed(q.value, 2))
                .arg("ours", Arg::Fixed(w.waves_per_sm, 2))
                .arg("full_wave", counted("blocks", w.full_wave)),
        );
    }
    if let (Some(size), None) = (k.launch.cluster_size.filter(|&s| s > 0), &k.clusters) {
        out.push(Message::new("import-clusters-need-gpc").arg("size", Arg::Count(size.into())));
    }
    if k.compared() && !k.differs() {
        let mut agreed = Vec::new();
        if k.limits.iter().any(|c| c.agrees.is_some()) {
            agreed.push(Message::new("import-agreed-limits"));
        }
        if k.theoretical_agrees.is_some() {
            agreed.push(Message::new("import-agreed-theoretical"));
        }
        if k.waves_agree == Some(true) {
            agreed.push(Message::new("import-agreed-waves"));
        }
        if matches!(k.clusters, Some((_, Some(true)))) {
            agreed.push(Message::new("import-agreed-clusters"));
        }
        let agreement = match o {
            Some(o) => Message::new("import-agree-limited").arg("limiters", o.binding_limiters().message()),
            None => Message::new("import-agree"),
        };
        let list = list(agreed.into_iter()).unwrap_or_else(Message::empty);
        out.push(agreement.arg("tool", tool.clone()).arg("list", list));
    }
}

/// Achieved against theoretical occupancy: the waves model, then the profiler's own rules.
fn achieved_sentences(k: &KernelComparison, tool: &Message, out: &mut Vec<Message>) {
    let r = &k.launch.reported;
    let o = k.result.as_ref().map(|m| &m.occupancy);
    let theoretical = o.map(|o| o.occupancy * 100.0).or(r.theoretical_occupancy_pct.map(|q| q.value));
    if let (Some(a), Some(t)) = (r.achieved_occupancy_pct, theoretical) {
        let gap = t - a.value;
        if gap > 0.0 {
            out.push(
                Message::new("import-achieved-gap")
                    .arg("achieved", pct(a))
                    .arg("theoretical", Arg::Percent(t / 100.0))
                    .arg("gap", Arg::Fixed(gap, 2)),
            );
        }
        if let Some(w) = k.result.as_ref().and_then(|m| m.waves.as_ref()) {
            let best = Arg::Percent(w.achievable_occupancy);
            if w.full_waves == 0 && w.grid_blocks > 0 {
                let busy = w.grid_blocks.min(u64::from(w.sms));
                out.push(
                    Message::new("import-small-grid")
                        .arg("blocks", counted("blocks", w.grid_blocks))
                        .arg("per_sm", Arg::Count(w.blocks_per_sm.into()))
                        .arg("sms", counted("sms", w.sms.into()))
                        .arg("busy", Arg::Count(busy))
                        .arg("total", Arg::Count(w.sms.into()))
                        .arg("best", best),
                );
            } else if let Some(tail) = tail_effect(w) {
                out.push(Message::new("import-tail").arg("tail", tail).arg("best", best));
                out.extend(partial_wave_note(w));
            } else if w.full_waves > 0 {
                out.push(
                    Message::new("import-full-waves")
                        .arg("full_waves", counted("full-waves", w.full_waves))
                        .arg("best", best),
                );
            }
        }
    }
    for rule in &k.launch.rules {
        let relevant = matches!(rule.section.as_str(), "Occupancy" | "Launch Statistics" | "LaunchStats")
            || rule.text.contains("occupancy")
            || rule.text.contains("waves");
        if relevant && !rule.text.is_empty() {
            // The rule's own words, as the profiler prints them.
            let message = match &rule.speedup {
                Some(speedup) => Message::new("import-rule-speedup").arg("speedup", speedup.as_str()),
                None => Message::new("import-rule"),
            };
            out.push(message.arg("tool", tool.clone()).arg("kind", rule.kind.as_str()).arg("text", rule.text.as_str()));
        }
    }
}

/// Spills, stack and local memory from the compiler, flagged.
fn compiler_sentences(k: &KernelComparison, out: &mut Vec<Message>) {
    let Some(f) = &k.compiled else { return };
    let stores = f.spill_stores.unwrap_or(0);
    let loads = f.spill_loads.unwrap_or(0);
    // Each sentence in two forms: with the target architecture, where the compiler names it.
    let about = |id: &'static str, id_arch: &'static str| match f.arch.as_deref() {
        Some(arch) => Message::new(id_arch).arg("arch", arch),
        None => Message::new(id),
    };
    if stores > 0 || loads > 0 {
        out.push(
            about("import-spills", "import-spills-arch")
                .arg("stores", Arg::Bytes(stores.into()))
                .arg("loads", Arg::Bytes(loads.into())),
        );
    }
    if let Some(stack) = f.stack.filter(|&s| s > 0) {
        out.push(about("import-stack", "import-stack-arch").arg("bytes", Arg::Bytes(stack.into())));
    }
    if let Some(local) = f.local_memory.filter(|&s| s > 0) {
        out.push(about("import-local", "import-local-arch").arg("bytes", Arg::Bytes(local.into())));
    }
    if let Some(n) = f.register_count_adjusted_to {
        out.push(Message::new("import-register-raised").arg("n", Arg::Count(n.into())));
    }
    let reported = f.spill_stores.is_some() || f.stack.is_some();
    if reported && stores == 0 && loads == 0 && f.stack.unwrap_or(0) == 0 && f.local_memory.unwrap_or(0) == 0 {
        out.push(about("import-no-spills", "import-no-spills-arch"));
    }
}
