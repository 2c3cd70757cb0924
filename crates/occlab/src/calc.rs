//! `occlab calc`: one launch from flags, or many from a CSV file.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use crate::text;
use anyhow::Result;
use occlab_model::report::{cluster_rows, Figure, OccupancyReport};
use occlab_model::{occupancy, ClusterOccupancy, Note, Occupancy, Violation};
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// Threads per block.
    #[arg(long, required_unless_present = "batch", allow_hyphen_values = true, value_parser = crate::args::threads)]
    threads: Option<u32>,
    /// Dynamic shared memory per block, bytes (the third <<<>>> argument).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_dynamic: u32,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Blocks per thread-block cluster (9.0 on, with a --gpu whose GPC layout is known): adds
    /// Max Active Clusters and Max Cluster Size.
    #[arg(long, value_name = "N", conflicts_with = "batch", value_parser = crate::args::cluster)]
    cluster: Option<u32>,
    /// The kernel sets cudaFuncAttributeNonPortableClusterSizeAllowed (clusters up to 16).
    #[arg(long, requires = "cluster")]
    non_portable: bool,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Compute every row of a CSV file ("-" for stdin) with header
    /// cc,threads,regs,smem_static,smem_dynamic,carveout,barriers; results go to stdout as CSV.
    #[arg(long, value_name = "FILE.csv", conflicts_with_all = ["cc", "gpu", "threads", "json"])]
    batch: Option<PathBuf>,
}

/// A violation or note with its sentence, for JSON.
#[derive(Serialize)]
struct Explained<T: Serialize> {
    #[serde(flatten)]
    what: T,
    message: String,
}

#[derive(Serialize)]
struct CalcJson<'a> {
    compute_capability: &'static str,
    architecture: &'static str,
    gpu: Option<&'static str>,
    #[serde(flatten)]
    result: &'a Occupancy,
    illegal: bool,
    violations: Vec<Explained<Violation>>,
    notes: Vec<Explained<Note>>,
    /// Every figure and sentence as the text output and the page show them.
    report: &'a OccupancyReport,
    /// With --cluster: the runtime's cluster answers and ncu's cluster rows.
    cluster: Option<ClusterJson>,
}

#[derive(Serialize)]
struct ClusterJson {
    #[serde(flatten)]
    occupancy: ClusterOccupancy,
    figures: Vec<Figure>,
}

pub fn run(args: Args) -> Result<ExitCode> {
    if let Some(path) = &args.batch {
        return crate::batch::run(path);
    }
    let device = args.device.resolve()?;
    let kernel = args.kernel.kernel(None)?;
    let launch = args.preference.launch(args.threads.unwrap_or_default(), args.smem_dynamic)?;
    let result = occupancy(device.cc, &kernel, &launch)?;
    let report = OccupancyReport::new(device.cc, device.gpu, &kernel, &launch, &result);
    let cluster = match args.cluster {
        None => None,
        Some(size) => {
            let (occupancy, figures) = cluster_rows(device.cc, device.gpu, &result, size, args.non_portable)
                .map_err(|e| anyhow::anyhow!("{}", crate::speech::say(&crate::errors::at("--cluster", e))))?;
            Some(ClusterJson { occupancy, figures })
        }
    };
    if args.json {
        let json = CalcJson {
            compute_capability: device.cc.name,
            architecture: device.cc.architecture,
            gpu: device.gpu.map(|g| g.name),
            result: &result,
            illegal: result.is_illegal(),
            violations: result
                .violations()
                .into_iter()
                .map(|v| Explained { message: v.to_string(), what: v })
                .collect(),
            notes: result.notes().into_iter().map(|v| Explained { message: v.to_string(), what: v }).collect(),
            report: &report,
            cluster,
        };
        crate::text::emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
    } else {
        let mut out = text::report(&report);
        if let Some(c) = &cluster {
            out.push('\n');
            for f in &c.figures {
                out.push_str(&format!("  {:<28}{}\n", f.label, f.text));
            }
        }
        crate::text::emit(&out)?;
    }
    Ok(ExitCode::SUCCESS)
}
