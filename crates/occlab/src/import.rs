//! `occlab import FILE|- [MORE…] [--json]`: what the profiler and the compiler said, against our
//! model, one block per kernel in the report's words. Each file is read as bytes, so Nsight
//! Compute's binary reports (`.ncu-rep`, `.ncu-repz`) are recognised by their first bytes as text
//! reports are by their lines. Several files are read as one paste (a profile and the ptxas log
//! of the same build). Exits with 1 when a kernel's theoretical
//! occupancy or block limits differ from the profiler's.

use crate::args::DeviceArgs;
use crate::errors::cannot_read;
use crate::speech::say;
use crate::text::{emit, padded};
use anyhow::{anyhow, Result};
use occlab_model::import::{
    compare_with, read_bytes, DeviceHint, Diagnostic, Format, Import, KernelComparison, Quantity, Resource,
};
use occlab_model::locale::message::{separated, Message};
use occlab_model::report::{tool_message, verdict_message, ImportReport, KernelReport};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Read as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Profiler or compiler output ("-" for stdin): an Nsight Compute report (.ncu-rep, or
    /// .ncu-repz compressed with zstd), Nsight Compute console or CSV (details or raw page),
    /// nvprof, ptxas -v, cuobjdump --dump-resource-usage. More files join the first.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// For reports that do not name the GPU (older ncu layouts, nvprof metrics): its compute
    /// capability (--cc) or model (--gpu). What the report says comes first.
    #[command(flatten)]
    device: DeviceArgs,
    /// The SM count, where the report does not give it.
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::sms)]
    sms: Option<u32>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let mut import = Import::default();
    for path in &args.files {
        let bytes = if path.as_os_str() == "-" {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| anyhow!("{}", say(&Message::new("cli-cannot-read-stdin").arg("why", e.to_string()))))?;
            bytes
        } else {
            std::fs::read(path).map_err(|e| anyhow!("{}", say(&cannot_read(path, &e))))?
        };
        import = import.merge(read_bytes(&bytes));
    }
    if import.launches.is_empty() && import.functions.is_empty() {
        // The diagnostics with their lines, as the report would give them.
        let unread = ImportReport::new(&compare_with(&import, DeviceHint::default())).diagnostics;
        let reasons = separated(unread.into_iter(), "join-semicolon").unwrap_or_else(Message::empty);
        // A report recognised by its bytes needs no list of what is accepted: it was.
        let none = if import.format == Some(Format::NcuReport) {
            Message::new("cli-import-none-report")
        } else {
            Message::new("cli-import-none")
        };
        return Err(anyhow!("{}", say(&none.arg("reasons", reasons))));
    }
    let mut hint = DeviceHint { sms: args.sms, ..DeviceHint::default() };
    if args.device.cc.is_some() || args.device.gpu.is_some() {
        let device = args.device.resolve()?;
        hint.compute_capability = Some(device.cc);
        hint.gpu = device.gpu;
    }
    let comparison = compare_with(&import, hint);
    let report = ImportReport::new(&comparison);
    let code = if comparison.differs() { ExitCode::from(1) } else { ExitCode::SUCCESS };
    if args.json {
        let json = ImportJson {
            format: comparison.format.map(|f| f.name()),
            kernels: comparison.kernels.iter().zip(&report.kernels).map(|(k, r)| KernelJson::new(k, r)).collect(),
            diagnostics: &comparison.diagnostics,
        };
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(code);
    }
    emit(&text(&report))?;
    Ok(code)
}

/// The text: the summary, then one block per kernel, in the language spoken.
fn text(report: &ImportReport) -> String {
    let mut s = format!("{}\n", say(&report.summary));
    for k in &report.kernels {
        kernel_text(&mut s, k);
    }
    if !report.diagnostics.is_empty() {
        s.push('\n');
        for d in &report.diagnostics {
            let _ = writeln!(s, "{}", say(d));
        }
    }
    s
}

fn kernel_text(s: &mut String, k: &KernelReport) {
    let _ = writeln!(s, "\n{}\n  {}\n  {}", k.name, say(&k.launch), say(&k.device));
    if !k.rows.is_empty() {
        let header = format!("  {:<26}{}{}", "", padded(&say(&tool_message(k.tool)), 18), "Occupancy Lab");
        let _ = writeln!(s, "\n{header}");
        for row in &k.rows {
            let verdict = verdict_message(row.verdict).map(|v| say(&v)).unwrap_or_default();
            let (reported, model) = (say(&row.reported), say(&row.model));
            let line =
                format!("  {} {} {} {verdict}", padded(row.label, 25), padded(&reported, 17), padded(&model, 17));
            let _ = writeln!(s, "{}", line.trim_end());
        }
    }
    if !k.explanation.is_empty() {
        s.push('\n');
        for e in &k.explanation {
            let _ = writeln!(s, "  {}", say(e));
        }
    }
    for d in &k.diagnostics {
        let _ = writeln!(s, "  {}", say(d));
    }
}

/// The JSON of `--json`, as issue #11 specifies it: a field the input does not carry is null.
#[derive(Serialize)]
struct ImportJson<'a> {
    format: Option<&'static str>,
    kernels: Vec<KernelJson>,
    diagnostics: &'a [Diagnostic],
}

#[derive(Serialize)]
struct KernelJson {
    name: String,
    /// Blocks, x·y·z.
    grid_size: Option<u64>,
    /// Threads per block, x·y·z.
    block_size: Option<u32>,
    registers_per_thread: Option<u32>,
    static_shared_memory: Option<u32>,
    dynamic_shared_memory: Option<u32>,
    shared_memory_config_size: Option<u32>,
    compute_capability: Option<String>,
    sms: Option<u32>,
    reported: Figures,
    model: Figures,
    /// In English, as JSON gives every message.
    explanation: Vec<Message>,
    diagnostics: Vec<Diagnostic>,
}

#[derive(Serialize)]
struct Figures {
    block_limit_warps: Option<u32>,
    block_limit_registers: Option<u32>,
    block_limit_shared_mem: Option<u32>,
    block_limit_sm: Option<u32>,
    block_limit_barriers: Option<u32>,
    theoretical_occupancy_pct: Option<f64>,
    /// Only the profiler's figures have it.
    #[serde(skip_serializing_if = "Option::is_none")]
    achieved_occupancy_pct: Option<Option<f64>>,
    waves_per_sm: Option<f64>,
}

impl KernelJson {
    fn new(k: &KernelComparison, r: &KernelReport) -> KernelJson {
        let l = &k.launch;
        let inputs = k.inputs.as_ref().ok();
        let whole = |q: Option<Quantity>| q.and_then(|q| q.whole());
        let limit = |resource: Resource, reported: bool| {
            k.limits.iter().find(|c| c.resource == resource).and_then(|c| if reported { c.reported } else { c.model })
        };
        let result = k.result.as_ref();
        KernelJson {
            name: l.name.clone(),
            grid_size: l.grid_size,
            block_size: l.block_size,
            registers_per_thread: l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers)),
            static_shared_memory: whole(l.static_shared_memory),
            dynamic_shared_memory: whole(l.dynamic_shared_memory),
            shared_memory_config_size: inputs
                .and_then(|i| i.shared_memory_config_size)
                .or(whole(l.shared_memory_config_size)),
            compute_capability: inputs
                .map(|i| i.compute_capability.name.to_string())
                .or_else(|| l.compute_capability.clone()),
            sms: l.sms.or(inputs.and_then(|i| i.sms)),
            reported: Figures {
                block_limit_warps: limit(Resource::Warps, true),
                block_limit_registers: limit(Resource::Registers, true),
                block_limit_shared_mem: limit(Resource::SharedMem, true),
                block_limit_sm: limit(Resource::Sm, true),
                block_limit_barriers: limit(Resource::Barriers, true),
                theoretical_occupancy_pct: l.reported.theoretical_occupancy_pct.map(|q| q.value),
                achieved_occupancy_pct: Some(l.reported.achieved_occupancy_pct.map(|q| q.value)),
                waves_per_sm: l.reported.waves_per_sm.map(|q| q.value),
            },
            model: Figures {
                block_limit_warps: limit(Resource::Warps, false),
                block_limit_registers: limit(Resource::Registers, false),
                block_limit_shared_mem: limit(Resource::SharedMem, false),
                block_limit_sm: limit(Resource::Sm, false),
                block_limit_barriers: limit(Resource::Barriers, false),
                theoretical_occupancy_pct: result.map(|m| m.occupancy.percent()),
                achieved_occupancy_pct: None,
                waves_per_sm: result.and_then(|m| m.waves.as_ref()).map(|w| w.waves_per_sm),
            },
            explanation: r.explanation.clone(),
            diagnostics: k.diagnostics.clone(),
        }
    }
}
