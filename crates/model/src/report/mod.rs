//! The report layer: every figure and sentence a user reads, built once from the model's
//! results, so the CLI's text and JSON and the page's views only lay it out. Each figure
//! carries its value, unit and display text; every number is written by [`crate::locale::numerals`]
//! (the one number format) and every word is here, in Nsight Compute's terms.

mod field_message;
mod hiding_report;
mod import_report;
mod occupancy_report;
mod run_report;
mod suggestion_report;
mod waves_report;
mod what_if_report;

pub(crate) use field_message::accepted_range;
pub use field_message::{device_limit, field_label_id, field_message};
pub use hiding_report::{HidingReport, MeasuredCurve, MeasuredGpu};
pub use import_report::{tool_message, verdict_message, ComparedFigure, ImportReport, KernelReport, KernelRow};
pub use occupancy_report::{cliff_sentences, LimitRow, OccupancyReport};
pub use run_report::{RunReport, ThroughputLines};
pub use suggestion_report::SuggestionReport;
pub use waves_report::{
    grid_line, grid_without_sms, illegal_grid, partial_wave_note, small_grid, tail_effect, WavesReport,
};
pub use what_if_report::{spread_over, spread_range, WhatIfReport};

use crate::locale::message::{Arg, Message};
use serde::Serialize;

/// What a block limit says when the resource imposes none, in the text, the page and the CSV.
pub const NO_LIMIT: &str = "no limit";

/// One figure as the reader sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Figure {
    /// A stable snake_case name: the JSON key, and the page's `data-testid` (with dashes).
    pub key: &'static str,
    /// The profiler's label: "Theoretical Occupancy", "Block Limit Registers".
    pub label: &'static str,
    /// The number; `None` where there is none to give ("no limit").
    pub value: Option<f64>,
    /// What the number counts: "%", "blocks", "warps", "threads", "waves", "block durations".
    pub unit: &'static str,
    /// The display text: "66.67%", "4", "no limit" (JSON gives it in English).
    pub text: Message,
}

impl Figure {
    fn new(key: &'static str, label: &'static str, value: f64, unit: &'static str, text: impl Into<Message>) -> Figure {
        Figure { key, label, value: Some(value), unit, text: text.into() }
    }

    /// A count, with thousands separators.
    fn count(key: &'static str, label: &'static str, n: u64, unit: &'static str) -> Figure {
        Figure::new(key, label, n as f64, unit, Arg::Count(n))
    }

    /// The figure's gloss in the reader's language, beside Nsight Compute's name: `gloss-{key}`
    /// (empty in English).
    pub fn gloss(&self) -> Message {
        Message::new(self.gloss_id())
    }

    /// The figure's label in the reader's language: Nsight Compute's names as it prints them,
    /// with their gloss beside ([`Figure::gloss`]); Occupancy Lab's own through the catalogue
    /// (`label-{key}`).
    pub fn label_message(&self) -> Message {
        match OWN_LABELS.iter().find(|(key, _)| *key == self.key) {
            Some((_, id)) => Message::new(id),
            None => Message::from(Arg::Verbatim(self.label.to_string())),
        }
    }

    fn gloss_id(&self) -> &'static str {
        GLOSSED.iter().find(|(key, _)| *key == self.key).map_or("gloss-none", |(_, id)| *id)
    }
}

/// The figures named by Occupancy Lab, not by Nsight Compute: their labels are translated.
const OWN_LABELS: [(&str, &str); 14] = [
    ("full_wave", "label-full_wave"),
    ("full_waves", "label-full_waves"),
    ("partial_wave", "label-partial_wave"),
    ("estimated_time", "label-estimated_time"),
    ("achievable_occupancy", "label-achievable_occupancy"),
    ("clock", "label-clock"),
    ("memory_bandwidth", "label-memory_bandwidth"),
    ("l2_cache", "label-l2_cache"),
    ("shared_memory", "label-shared_memory"),
    ("registers", "label-registers"),
    ("fma_latency", "label-fma_latency"),
    ("l1_latency", "label-l1_latency"),
    ("l2_latency", "label-l2_latency"),
    ("dram_latency", "label-dram_latency"),
];

/// The figures whose Nsight Compute name has a gloss in the catalogues.
const GLOSSED: [(&str, &str); 12] = [
    ("theoretical_occupancy", "gloss-theoretical_occupancy"),
    ("active_blocks", "gloss-active_blocks"),
    ("active_warps", "gloss-active_warps"),
    ("active_threads", "gloss-active_threads"),
    ("warps_per_block", "gloss-warps_per_block"),
    ("limit_warps", "gloss-limit_warps"),
    ("limit_registers", "gloss-limit_registers"),
    ("limit_shared_memory", "gloss-limit_shared_memory"),
    ("limit_blocks", "gloss-limit_blocks"),
    ("limit_barriers", "gloss-limit_barriers"),
    ("limit_virtual_resources", "gloss-limit_virtual_resources"),
    ("waves_per_sm", "gloss-waves_per_sm"),
];

/// "Compute capability 8.9 (Ada Lovelace), GeForce RTX 4090" or "Compute capability 9.0 (Hopper)".
pub fn device_title(cc: &crate::ComputeCapability, gpu: Option<&crate::Gpu>) -> String {
    device_message(cc, gpu).to_string()
}

/// [`device_title`] as a message of the catalogues.
pub fn device_message(cc: &crate::ComputeCapability, gpu: Option<&crate::Gpu>) -> Message {
    let title = match gpu {
        Some(g) => Message::new("device-gpu").arg("gpu", g.name),
        None => Message::new("device-cc"),
    };
    title.arg("cc", cc.name).arg("architecture", cc.architecture)
}

/// The cluster rows of a launch in clusters of `size` blocks on `gpu` (`None`: a bare compute
/// capability), or why there are none, in the catalogues' words: what `occlab calc --cluster`
/// prints and the page shows.
pub fn cluster_rows(
    cc: &crate::ComputeCapability,
    gpu: Option<&crate::Gpu>,
    o: &crate::Occupancy,
    size: u32,
    non_portable: bool,
) -> Result<(crate::ClusterOccupancy, Vec<Figure>), Message> {
    let gpu = gpu.ok_or_else(|| Message::new("cluster-error-no-gpu"))?;
    let c = crate::cluster_occupancy(cc, gpu, o, size, non_portable).map_err(|e| e.message())?;
    Ok((c, cluster_figures(&c)))
}

/// The page's cluster box for the cluster size typed, `text`: `None` with the field empty (no
/// clusters), else the cluster rows, or why there are none in the catalogues' words ("Cluster
/// size: "9" is not allowed. Enter a whole number from 1 to 8 (up to 16 with non-portable
/// sizes)."). `occlab calc --cluster` keeps [`cluster_rows`]' error, which names the flag.
pub fn cluster_box(
    cc: &crate::ComputeCapability,
    gpu: Option<&crate::Gpu>,
    o: &crate::Occupancy,
    text: &str,
    non_portable: bool,
) -> Option<Result<Vec<Figure>, Message>> {
    if text.trim().is_empty() {
        return None;
    }
    if cc.clusters.is_none() {
        return Some(Err(Message::new("clusters-none").arg("cc", cc.name)));
    }
    let refused = |id: &'static str| cluster_refused(id, cc, text, non_portable);
    let Ok(size) = crate::parse_whole_u32(crate::Field::ClusterSize, text) else {
        return Some(Err(refused("cluster-refused")));
    };
    let Some(gpu) = gpu else {
        return Some(Err(Message::new("clusters-need-a-gpu")));
    };
    Some(match crate::cluster_occupancy(cc, gpu, o, size, non_portable) {
        Ok(c) => Ok(cluster_figures(&c)),
        Err(crate::ClusterError::Size(_)) => Err(refused("cluster-refused-runtime")),
        Err(crate::ClusterError::NoGpcLayout { gpu }) => Err(Message::new("clusters-no-gpc-layout").arg("gpu", gpu)),
        Err(crate::ClusterError::NoClusters { .. }) => Err(Message::new("clusters-none").arg("cc", cc.name)),
    })
}

/// A cluster size `text` refused on `cc` (`id`: `cluster-refused`, or `cluster-refused-runtime`
/// where it reads as a number the runtime refuses), with the sizes it allows; `clusters-none`
/// where `cc` has no clusters.
pub fn cluster_refused(id: &'static str, cc: &crate::ComputeCapability, text: &str, non_portable: bool) -> Message {
    let Some(limits) = cc.clusters else {
        return Message::new("clusters-none").arg("cc", cc.name);
    };
    let range = match non_portable {
        true => Message::new("cluster-range-non-portable").arg("max", Arg::Count(limits.non_portable.into())),
        false => Message::new("cluster-range")
            .arg("max", Arg::Count(limits.portable.into()))
            .arg("non_portable", Arg::Count(limits.non_portable.into())),
    };
    Message::new(id).arg("value", text.trim()).arg("range", range)
}

/// Nsight Compute's cluster rows for a cluster launch: Cluster Size, Max Active Clusters (on the
/// whole GPU), Max Cluster Size, Cluster Occupancy and Overall GPU Occupancy.
pub fn cluster_figures(c: &crate::ClusterOccupancy) -> Vec<Figure> {
    vec![
        Figure::count("cluster_size", "Cluster Size", c.cluster_size.into(), "blocks"),
        Figure::count("max_active_clusters", "Max Active Clusters", c.max_active_clusters.into(), "clusters"),
        Figure::count("max_cluster_size", "Max Cluster Size", c.max_potential_cluster_size.into(), "blocks"),
        Figure::new(
            "cluster_occupancy",
            "Cluster Occupancy",
            c.cluster_occupancy * 100.0,
            "%",
            Arg::Percent(c.cluster_occupancy),
        ),
        Figure::new(
            "overall_gpu_occupancy",
            "Overall GPU Occupancy",
            c.overall_gpu_occupancy * 100.0,
            "%",
            Arg::Percent(c.overall_gpu_occupancy),
        ),
    ]
}
