//! Reading what the profiler and the compiler said: Nsight Compute (its binary report, `.ncu-rep`
//! and zstd-compressed `.ncu-repz`; console, `--csv --page details`, `--csv --page raw`), nvprof
//! (`--metrics achieved_occupancy`, `--print-gpu-trace` as text and CSV), `ptxas -v` and
//! `cuobjdump --dump-resource-usage`. One module per format.
//!
//! **Parsing never fails and never panics**: every reader returns what it could read and a
//! diagnostic, tagged with its line number, for each line it could not use; it never stops at
//! the first odd line. The format is recognised from the bytes ([`read_bytes`]: a binary report
//! by its magic) or the text ([`detect`]). Compiler reports found in a profiler paste (a build
//! log followed by the profile) are read too, and each launch is matched to its function
//! ([`kernel_name`]).

mod comparison;
mod csv_record;
mod cuobjdump;
mod diagnostic;
pub mod kernel_name;
mod ncu_console;
mod ncu_details_csv;
mod ncu_metrics;
mod ncu_raw_csv;
mod ncu_report;
pub mod number;
mod nvprof_metrics;
mod nvprof_trace;
mod performance;
mod ptxas;
mod scoreboard_waits;

pub use comparison::{
    compare, compare_with, BarrierSource, Comparison, DeviceHint, KernelComparison, LimitCheck, Missing, ModelInputs,
    ModelResult, Resource,
};
pub use diagnostic::Diagnostic;
pub use ncu_report::MAX_DECOMPRESSED_BYTES;
pub use number::Quantity;
pub use performance::{L2Request, Metric, PerformanceFigures, Stall};
pub use scoreboard_waits::ScoreboardWaits;

use crate::locale::message::Message;
use serde::Serialize;

/// The formats [`read`] understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// `ncu` (or the older `nv-nsight-cu-cli`) console output, any sections.
    NcuConsole,
    /// `ncu --csv --page details`.
    NcuDetailsCsv,
    /// `ncu --csv --page raw`.
    NcuRawCsv,
    /// `nvprof --metrics achieved_occupancy` (text or `--csv`).
    NvprofMetrics,
    /// `nvprof --print-gpu-trace`.
    NvprofGpuTrace,
    /// `nvprof --print-gpu-trace --csv`.
    NvprofGpuTraceCsv,
    /// `ptxas -v` (`nvcc -Xptxas -v`, `--resource-usage`), also behind MSBuild's "1>" prefixes.
    Ptxas,
    /// `cuobjdump --dump-resource-usage`.
    Cuobjdump,
    /// Nsight Compute's binary report (`ncu -o FILE`: `.ncu-rep`), plain or zstd-compressed
    /// (`.ncu-repz`); read by [`read_bytes`].
    NcuReport,
}

impl Format {
    pub const ALL: [Format; 9] = [
        Format::NcuConsole,
        Format::NcuDetailsCsv,
        Format::NcuRawCsv,
        Format::NvprofMetrics,
        Format::NvprofGpuTrace,
        Format::NvprofGpuTraceCsv,
        Format::Ptxas,
        Format::Cuobjdump,
        Format::NcuReport,
    ];

    /// The name in JSON and in messages: "ncu-console", "ptxas", …
    pub fn name(self) -> &'static str {
        match self {
            Format::NcuConsole => "ncu-console",
            Format::NcuDetailsCsv => "ncu-details-csv",
            Format::NcuRawCsv => "ncu-raw-csv",
            Format::NvprofMetrics => "nvprof-metrics",
            Format::NvprofGpuTrace => "nvprof-gpu-trace",
            Format::NvprofGpuTraceCsv => "nvprof-gpu-trace-csv",
            Format::Ptxas => "ptxas",
            Format::Cuobjdump => "cuobjdump",
            Format::NcuReport => "ncu-report",
        }
    }
}

/// An advice block of Nsight Compute's rules ("OPT", "INF", "WRN"), in its words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RuleNote {
    pub line: usize,
    /// "OPT", "INF", "WRN" (console) or the rule type of the CSV ("OPT", …).
    pub kind: String,
    /// The section the rule belongs to ("Occupancy", "Launch Statistics", "SpeedOfLight").
    pub section: String,
    /// "Est. Speedup: 5.317%" or "Est. Local Speedup: 75%", as printed.
    pub speedup: Option<String>,
    pub text: String,
}

/// What the profiler reported about one launch's occupancy: Nsight Compute's Occupancy and
/// Launch Statistics figures. A figure the input does not carry is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ReportedOccupancy {
    pub block_limit_warps: Option<u32>,
    pub block_limit_registers: Option<u32>,
    pub block_limit_shared_mem: Option<u32>,
    pub block_limit_sm: Option<u32>,
    pub block_limit_barriers: Option<u32>,
    pub theoretical_occupancy_pct: Option<Quantity>,
    pub achieved_occupancy_pct: Option<Quantity>,
    pub waves_per_sm: Option<Quantity>,
    /// Nsight Compute's Max Active Clusters (on the whole GPU) and Max Cluster Size.
    pub max_active_clusters: Option<u32>,
    pub max_cluster_size: Option<u32>,
}

/// One profiled kernel launch, as far as the input describes it.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ProfiledLaunch {
    /// Where the launch starts in the input (in a binary report: its ID + 1).
    pub line: usize,
    /// Nsight Compute's ID of the launch (the pages' "ID" column; in a report file, the result's
    /// place from 0): what tells two launches of one kernel apart. `None` where the input gives
    /// none (the console output, nvprof, the compiler).
    pub id: Option<u32>,
    /// The kernel's name as the profiler prints it ("k_regs_limited(float *, const float *, int)").
    pub name: String,
    /// The device's name ("NVIDIA H100 80GB HBM3"), where given.
    pub device: Option<String>,
    /// "9.0".
    pub compute_capability: Option<String>,
    pub sms: Option<u32>,
    /// Blocks in the grid, x·y·z.
    pub grid_size: Option<u64>,
    /// Threads per block, x·y·z.
    pub block_size: Option<u32>,
    pub registers_per_thread: Option<u32>,
    /// Bytes.
    pub static_shared_memory: Option<Quantity>,
    /// Bytes.
    pub dynamic_shared_memory: Option<Quantity>,
    /// Nsight Compute's Shared Memory Configuration Size, bytes.
    pub shared_memory_config_size: Option<Quantity>,
    /// Block barriers (`launch__barrier_count`).
    pub barriers: Option<u32>,
    /// Blocks per cluster; 0 or `None` without clusters.
    pub cluster_size: Option<u32>,
    pub reported: ReportedOccupancy,
    /// The figures the what-if model reads (`crate::what_if`): only the raw page and the binary
    /// report give them.
    pub performance: PerformanceFigures,
    /// Where its warps waited on the long scoreboard, by instruction: only the report file gives
    /// it (its Source Counters section).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub long_scoreboard: Option<ScoreboardWaits>,
    /// Where its warps waited on the short scoreboard (shared memory, shuffles, the
    /// special-function unit), by instruction: only the report file gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub short_scoreboard: Option<ScoreboardWaits>,
    pub rules: Vec<RuleNote>,
}

/// One function in a compiler's resource report.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct CompiledFunction {
    pub line: usize,
    /// As the tool prints it, usually mangled ("_Z12k_barriers16Pf").
    pub name: String,
    /// "sm_90".
    pub arch: Option<String>,
    pub registers: Option<u32>,
    pub barriers: Option<u32>,
    /// Static shared memory, bytes (ptxas's "smem"; cuobjdump's SHARED, which on some
    /// architectures includes the system's reserved kilobyte).
    pub shared_memory: Option<u32>,
    /// Stack frame bytes (ptxas) or STACK (cuobjdump).
    pub stack: Option<u32>,
    pub spill_stores: Option<u32>,
    pub spill_loads: Option<u32>,
    /// Local memory per thread (cuobjdump's LOCAL).
    pub local_memory: Option<u32>,
    /// ptxas raised the register limit to this architecture's lower bound ("For profile sm_80
    /// adjusting per thread register count of 16 to lower bound of 24").
    pub register_count_adjusted_to: Option<u32>,
}

/// Everything read from one input.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Import {
    /// The format recognised; `None` if nothing was.
    pub format: Option<Format>,
    pub launches: Vec<ProfiledLaunch>,
    pub functions: Vec<CompiledFunction>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Import {
    /// Adds what another input said (a compiler log pasted with a profile), keeping this one's
    /// format unless it had none. Line numbers stay those of each input.
    pub fn merge(mut self, other: Import) -> Import {
        self.format = self.format.or(other.format);
        self.launches.extend(other.launches);
        self.functions.extend(other.functions);
        self.diagnostics.extend(other.diagnostics);
        self
    }
}

/// Lines with their numbers (from 1), without line ends ("\r\n" too) and without a byte-order
/// mark (Windows tools write one before a CSV header).
pub(crate) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.strip_prefix('\u{feff}')
        .unwrap_or(text)
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
}

/// Recognises the format from the text, by the lines only that format writes.
pub fn detect(text: &str) -> Option<Format> {
    let mut console = false;
    let mut ptxas = false;
    let mut cuobjdump = false;
    for (_, line) in numbered_lines(text) {
        let t = line.trim_start();
        if t.starts_with("\"ID\",") {
            return Some(if t.contains("\"Metric Name\"") { Format::NcuDetailsCsv } else { Format::NcuRawCsv });
        }
        if t.starts_with("\"Start\",\"Duration\"") && t.contains("\"Grid X\"") {
            return Some(Format::NvprofGpuTraceCsv);
        }
        if (t.starts_with("Invocations") || t.starts_with("\"Device\",\"Kernel\",\"Invocations\""))
            && t.contains("Metric Name")
        {
            return Some(Format::NvprofMetrics);
        }
        if t.contains("Grid Size") && t.contains("Block Size") && t.contains("Regs*") {
            return Some(Format::NvprofGpuTrace);
        }
        console |= t.starts_with("Section: ") || (line.contains(", Context ") && line.contains(", Stream "));
        cuobjdump |= t.starts_with("Resource usage:");
        let t = ptxas::strip_build_prefix(line).trim_start();
        ptxas |= t.starts_with("ptxas ") || t.starts_with("ptxas:") || t.starts_with("info    : Function properties");
    }
    if console {
        Some(Format::NcuConsole)
    } else if cuobjdump {
        Some(Format::Cuobjdump)
    } else if ptxas {
        Some(Format::Ptxas)
    } else {
        None
    }
}

/// Why a file's content is no text report, if it is not: NUL bytes or bytes that are no UTF-8
/// (read as U+FFFD) mean a binary file. Nsight Compute's own reports are binary too, but
/// [`read_bytes`] recognises them before it asks. `None` for text.
pub fn not_text(content: &str) -> Option<Message> {
    let binary = content.chars().take(65_536).filter(|&c| c == '\0' || c == '\u{FFFD}').count();
    (binary > 0).then(|| Message::new("import-not-text"))
}

/// Reads a file's bytes: an Nsight Compute report (`.ncu-rep`, or `.ncu-repz` compressed with
/// zstd), recognised by its first bytes whatever the file is called, or else text in any format
/// [`read`] knows (UTF-8, or UTF-16 where it starts with that byte-order mark, as PowerShell 5
/// writes a redirected `ncu` report). Other binary files are refused with [`not_text`]'s words.
pub fn read_bytes(bytes: &[u8]) -> Import {
    if ncu_report::is_report(bytes) {
        return ncu_report::read(bytes);
    }
    let text = decode_text(bytes);
    match not_text(&text) {
        Some(message) => Import { diagnostics: vec![Diagnostic::new(1, message)], ..Import::default() },
        None => read(&text),
    }
}

/// Whether a file's bytes are an Nsight Compute report (`.ncu-rep`, or a zstd frame as
/// `.ncu-repz` is), which [`read_bytes`] reads, rather than text to paste.
pub fn is_binary_report(bytes: &[u8]) -> bool {
    ncu_report::is_report(bytes)
}

/// A file that holds no text (nor a report [`read_bytes`] reads), with [`not_text`]'s reason.
#[derive(Debug, Clone, PartialEq)]
pub struct NotText(pub Message);

/// The reason in English.
impl std::fmt::Display for NotText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for NotText {}

/// A text file's text, as [`read_bytes`] decodes it, or [`not_text`]'s reason it is none.
pub fn file_text(bytes: &[u8]) -> Result<String, NotText> {
    let text = decode_text(bytes);
    match not_text(&text) {
        Some(reason) => Err(NotText(reason)),
        None => Ok(text.into_owned()),
    }
}

/// The text of a file: UTF-16 where it starts with that byte-order mark, else UTF-8, with any
/// invalid bytes replaced.
fn decode_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let utf16 = |rest: &[u8], unit: fn([u8; 2]) -> u16| {
        let units: Vec<u16> = rest
            .chunks_exact(2)
            .map(|c| unit([c.first().copied().unwrap_or(0), c.last().copied().unwrap_or(0)]))
            .collect();
        std::borrow::Cow::Owned(String::from_utf16_lossy(&units))
    };
    match bytes {
        [0xff, 0xfe, rest @ ..] => utf16(rest, u16::from_le_bytes),
        [0xfe, 0xff, rest @ ..] => utf16(rest, u16::from_be_bytes),
        _ => String::from_utf8_lossy(bytes),
    }
}

/// Reads `text` in the format [`detect`] finds. A profiler's text is also searched for `ptxas`
/// lines, so a build log pasted with its profile gives each kernel its compiler report.
pub fn read(text: &str) -> Import {
    match detect(text) {
        Some(format) => read_as(text, format),
        None => {
            Import { diagnostics: vec![Diagnostic::new(1, Message::new("import-not-recognised"))], ..Import::default() }
        }
    }
}

/// Reads `text` as `format`, whatever [`detect`] would say (for a user who names the format).
pub fn read_as(text: &str, format: Format) -> Import {
    let mut import = match format {
        Format::NcuConsole => ncu_console::read(text),
        Format::NcuDetailsCsv => ncu_details_csv::read(text),
        Format::NcuRawCsv => ncu_raw_csv::read(text),
        Format::NvprofMetrics => nvprof_metrics::read(text),
        Format::NvprofGpuTrace => nvprof_trace::read_text(text),
        Format::NvprofGpuTraceCsv => nvprof_trace::read_csv(text),
        Format::Ptxas => ptxas::read(text),
        Format::Cuobjdump => cuobjdump::read(text),
        // A binary report read as text has lost its invalid bytes: it is read from its bytes.
        Format::NcuReport => {
            return Import {
                format: Some(format),
                diagnostics: vec![Diagnostic::new(1, Message::new("import-report-as-text"))],
                ..Import::default()
            }
        }
    };
    import.format = Some(format);
    if !matches!(format, Format::Ptxas | Format::Cuobjdump) && text.contains("ptxas ") {
        import.functions.extend(ptxas::read(text).functions);
    }
    if import.launches.is_empty() && import.functions.is_empty() {
        import.diagnostics.push(Diagnostic::new(1, Message::new("import-no-kernel-read").arg("format", format.name())));
    }
    import
}
