//! What a run may hold. The server stores what passes and nothing else; the page and the CLI
//! refuse the rest with the same words.

use super::refusal::{Problem, RunError};
use super::{
    BlockSpan, LaunchShape, ProbePoint, ProbeWorkload, Run, ThroughputPoint, WavePoint, OLDEST_READ_AS_IS,
    PROBES_SINCE, SCHEMA_VERSION,
};
use crate::ComputeCapability;

/// Bounds on lengths and counts. A full version 3 run on a 132-SM GPU holds 1,413 throughput
/// points, 271 probe points, 25 wave points and 1,584 block spans (about 620 KB of JSON); the
/// bounds leave room for larger GPUs and smaller blocks. The server refuses bodies over 1 MiB
/// whatever they hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub text_chars: usize,
    pub disagreements: usize,
    pub throughput_points: usize,
    pub probe_points: usize,
    pub wave_points: usize,
    pub block_spans: usize,
}

pub const LIMITS: Limits = Limits {
    text_chars: 200,
    disagreements: 1_000,
    throughput_points: 4_096,
    probe_points: 1_024,
    wave_points: 1_024,
    block_spans: 16_384,
};

fn bad(field: impl Into<String>, problem: Problem) -> RunError {
    RunError::Value { field: field.into(), problem }
}

fn text(field: &str, value: &str) -> Result<(), RunError> {
    if value.trim().is_empty() {
        return Err(bad(field, Problem::Empty));
    }
    if value.chars().count() > LIMITS.text_chars {
        return Err(bad(field, Problem::TooLong { max: LIMITS.text_chars }));
    }
    if value.chars().any(char::is_control) {
        return Err(bad(field, Problem::ControlCharacter));
    }
    Ok(())
}

fn positive(field: &str, value: f64) -> Result<(), RunError> {
    if value.is_finite() && value > 0.0 {
        Ok(())
    } else {
        Err(bad(field, Problem::NotPositive))
    }
}

fn at_least_one(field: &str, value: u32) -> Result<(), RunError> {
    if value == 0 {
        Err(bad(field, Problem::Zero))
    } else {
        Ok(())
    }
}

fn count(field: &str, len: usize, max: usize) -> Result<(), RunError> {
    if len > max {
        Err(bad(field, Problem::TooMany { entries: len, max }))
    } else {
        Ok(())
    }
}

fn shape(field: &str, s: &LaunchShape) -> Result<(), RunError> {
    at_least_one(&format!("{field}.threads_per_block"), s.threads_per_block)?;
    at_least_one(&format!("{field}.blocks_per_sm"), s.blocks_per_sm)
}

impl Run {
    /// Checks every value: finite positive measurements, bounded text and counts, blocks on SMs
    /// that exist, spans that end after they start, agreements no more than configurations, and
    /// probes only from version 3 on.
    pub fn validate(&self) -> Result<(), RunError> {
        if !(OLDEST_READ_AS_IS..=SCHEMA_VERSION).contains(&self.schema_version) {
            return Err(RunError::UnknownVersion(self.schema_version.to_string()));
        }
        text("generator", &self.generator)?;
        let d = &self.device;
        text("device.name", &d.name)?;
        if ComputeCapability::find(&d.compute_capability).is_none() {
            return Err(bad(
                "device.compute_capability",
                Problem::UnknownComputeCapability(d.compute_capability.clone()),
            ));
        }
        for (field, value) in [
            ("device.sms", d.sms),
            ("device.clock_mhz", d.clock_mhz),
            ("device.memory_clock_mhz", d.memory_clock_mhz),
            ("device.memory_bus_width_bits", d.memory_bus_width_bits),
            ("device.registers_per_sm", d.registers_per_sm),
            ("device.max_threads_per_sm", d.max_threads_per_sm),
            ("device.max_blocks_per_sm", d.max_blocks_per_sm),
        ] {
            at_least_one(field, value)?;
        }
        positive("device.memory_bandwidth_gbs", d.memory_bandwidth_gbs)?;

        let check = &self.occupancy_check;
        if check.agreements > check.configurations {
            return Err(bad("occupancy_check.agreements", Problem::AgreementsExceedConfigurations));
        }
        count("occupancy_check.disagreements", check.disagreements.len(), LIMITS.disagreements)?;
        let disagreed = u32::try_from(check.disagreements.len()).unwrap_or(u32::MAX);
        if check.agreements.checked_add(disagreed) != Some(check.configurations) {
            return Err(bad("occupancy_check", Problem::DisagreementsUnlisted));
        }

        let l = &self.latency;
        for (field, value) in [
            ("latency.fma_cycles", l.fma_cycles),
            ("latency.l1_cycles", l.l1_cycles),
            ("latency.l2_cycles", l.l2_cycles),
            ("latency.dram_cycles", l.dram_cycles),
        ] {
            positive(field, value)?;
        }

        count("throughput", self.throughput.len(), LIMITS.throughput_points)?;
        for (i, p) in self.throughput.iter().enumerate() {
            throughput_point(i, p)?;
        }
        if !self.probes.is_empty() && self.schema_version < PROBES_SINCE {
            return Err(bad("probes", Problem::NeedsVersion { version: PROBES_SINCE }));
        }
        count("probes", self.probes.len(), LIMITS.probe_points)?;
        for (i, p) in self.probes.iter().enumerate() {
            probe_point(i, p)?;
        }
        shape("wave_kernel", &self.wave_kernel)?;
        count("waves", self.waves.len(), LIMITS.wave_points)?;
        for (i, p) in self.waves.iter().enumerate() {
            wave_point(i, p)?;
        }
        shape("timeline_kernel", &self.timeline_kernel)?;
        count("timeline", self.timeline.len(), LIMITS.block_spans)?;
        for (i, s) in self.timeline.iter().enumerate() {
            block_span(i, s, d.sms)?;
        }
        Ok(())
    }
}

/// The most loads in flight or chains a throughput point may name.
const MAX_PARALLELISM: u32 = 1_024;

fn throughput_point(i: usize, p: &ThroughputPoint) -> Result<(), RunError> {
    if !(1..=MAX_PARALLELISM).contains(&p.parallelism) {
        return Err(bad(
            format!("throughput[{i}].parallelism"),
            Problem::ParallelismOutOfRange { max: MAX_PARALLELISM },
        ));
    }
    if p.unit != p.workload.unit() {
        return Err(bad(
            format!("throughput[{i}].unit"),
            Problem::WrongUnit { unit: p.workload.unit().label(), workload: p.workload.key() },
        ));
    }
    if let Some(s) = &p.iteration_cycles {
        for (name, v) in [("mean", s.mean), ("p10", s.p10), ("p50", s.p50), ("p90", s.p90), ("p99", s.p99)] {
            positive(&format!("throughput[{i}].iteration_cycles.{name}"), v)?;
        }
        if !(s.p10 <= s.p50 && s.p50 <= s.p90 && s.p90 <= s.p99) {
            return Err(bad(format!("throughput[{i}].iteration_cycles"), Problem::UnorderedPercentiles));
        }
    }
    at_least_one(&format!("throughput[{i}].threads_per_block"), p.threads_per_block)?;
    at_least_one(&format!("throughput[{i}].blocks_per_sm"), p.blocks_per_sm)?;
    at_least_one(&format!("throughput[{i}].warps_per_sm"), p.warps_per_sm)?;
    positive(&format!("throughput[{i}].value"), p.value)
}

/// The most FMAs per load a `load_fma` probe may name.
const MAX_FMAS: u32 = 65_536;

fn probe_point(i: usize, p: &ProbePoint) -> Result<(), RunError> {
    let field = |name: &str| format!("probes[{i}].{name}");
    if !(1..=MAX_PARALLELISM).contains(&p.parallelism) {
        return Err(bad(field("parallelism"), Problem::ParallelismOutOfRange { max: MAX_PARALLELISM }));
    }
    let workload = p.workload.key();
    match (p.workload, p.fmas) {
        (ProbeWorkload::LoadFma, None) => return Err(bad(field("fmas"), Problem::Missing { workload })),
        (ProbeWorkload::LoadFma, Some(m)) if !(1..=MAX_FMAS).contains(&m) => {
            return Err(bad(field("fmas"), Problem::OutOfRange { max: MAX_FMAS }))
        }
        (ProbeWorkload::StreamWide | ProbeWorkload::Gather, Some(_)) => {
            return Err(bad(field("fmas"), Problem::NotForWorkload { workload }))
        }
        _ => {}
    }
    if p.unit != p.workload.unit() {
        return Err(bad(field("unit"), Problem::WrongUnit { unit: p.workload.unit().label(), workload }));
    }
    at_least_one(&field("threads_per_block"), p.threads_per_block)?;
    at_least_one(&field("blocks_per_sm"), p.blocks_per_sm)?;
    at_least_one(&field("warps_per_sm"), p.warps_per_sm)?;
    positive(&field("value"), p.value)
}

fn wave_point(i: usize, p: &WavePoint) -> Result<(), RunError> {
    at_least_one(&format!("waves[{i}].grid_blocks"), p.grid_blocks)?;
    positive(&format!("waves[{i}].ms"), p.ms)
}

fn block_span(i: usize, s: &BlockSpan, sms: u32) -> Result<(), RunError> {
    if s.sm >= sms {
        return Err(bad(format!("timeline[{i}].sm"), Problem::NoSuchSm { sm: s.sm, sms }));
    }
    if s.end_ns < s.start_ns {
        return Err(bad(format!("timeline[{i}].end_ns"), Problem::EndBeforeStart));
    }
    Ok(())
}
