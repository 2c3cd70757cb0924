//! `occlab latency`: Little's law for arithmetic and memory latency, and Volkov's two-mode
//! model when an instruction mix and a latency bound are given.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use crate::text::emit;
use anyhow::{anyhow, Result};
use occlab_model::latency::{
    arithmetic_hiding, bytes_per_cycle_per_sm, gpu_rate, memory_hiding, throughput_bound, warp_load_bytes, Hiding,
    InstructionMix, Mode, ThroughputBound, ThroughputLimits, TwoModeModel,
};
use occlab_model::occupancy;
use serde::Serialize;
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// SMs, SM clock (MHz) and DRAM bandwidth (GB/s), for a bare --cc; a --gpu brings its own.
    #[arg(long)]
    sms: Option<u32>,
    #[arg(long)]
    clock_mhz: Option<f64>,
    #[arg(long)]
    bandwidth_gbs: Option<f64>,
    /// Arithmetic latency in cycles (default: the compute capability's preset).
    #[arg(long)]
    arith_latency: Option<f64>,
    /// Memory latency in cycles (default: the compute capability's preset).
    #[arg(long)]
    mem_latency: Option<f64>,
    /// Independent instructions per warp (instruction-level parallelism).
    #[arg(long, default_value_t = 1.0)]
    ilp: f64,
    /// Bytes each thread loads per memory instruction.
    #[arg(long, default_value_t = 4.0)]
    bytes_per_load: f64,
    /// Memory instructions each warp has in flight at once.
    #[arg(long, default_value_t = 1.0)]
    loads_in_flight: f64,
    /// Warp latency bound in cycles (the longest dependency chain), for the two-mode model.
    #[arg(long)]
    latency_bound: Option<f64>,
    /// Instruction mix per warp: CUDA-core instructions.
    #[arg(long, default_value_t = 0.0)]
    cuda_core: f64,
    /// Instruction mix per warp: SFU instructions.
    #[arg(long, default_value_t = 0.0)]
    sfu: f64,
    /// Instruction mix per warp: shared-memory bank cycles (1 per access, k per k-way conflict).
    #[arg(long, default_value_t = 0.0)]
    shared_cycles: f64,
    /// Instruction mix per warp: DRAM bytes.
    #[arg(long, default_value_t = 0.0)]
    memory_bytes: f64,
    /// Instruction mix per warp: issue slots (default: the instructions given).
    #[arg(long)]
    issue_slots: Option<f64>,
    /// Resident warps per SM; or give --threads (and --regs, --smem-dynamic …) to use the
    /// theoretical occupancy of that launch.
    #[arg(long, conflicts_with = "threads")]
    warps: Option<u32>,
    #[arg(long)]
    threads: Option<u32>,
    #[arg(long, default_value_t = 0)]
    smem_dynamic: u32,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct TwoMode {
    latency_bound: f64,
    throughput_bound: ThroughputBound,
    needed_warps: f64,
    warps: Option<u32>,
    mode: Option<Mode>,
    /// The mode in words: "latency-bound: 12 of the 24 warps needed".
    mode_message: Option<String>,
    warp_throughput: Option<f64>,
    dram_gbs: Option<f64>,
    peak_dram_gbs: f64,
}

#[derive(Serialize)]
struct LatencyJson {
    compute_capability: &'static str,
    gpu: Option<&'static str>,
    arithmetic: Hiding,
    memory: Hiding,
    memory_bytes_per_cycle_per_sm: f64,
    two_mode: Option<TwoMode>,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let cc = device.cc;
    let (sms, clock, bandwidth) = match (device.gpu, args.sms, args.clock_mhz, args.bandwidth_gbs) {
        (_, Some(s), Some(c), Some(b)) => (f64::from(s), c, b),
        (Some(g), s, c, b) => (
            f64::from(s.unwrap_or(g.sms)),
            c.unwrap_or(f64::from(g.boost_clock_mhz)),
            b.unwrap_or(f64::from(g.memory_bandwidth_gbs)),
        ),
        _ => return Err(anyhow!("a bare --cc needs --sms, --clock-mhz and --bandwidth-gbs (or name a --gpu)")),
    };
    let per_sm = bytes_per_cycle_per_sm(bandwidth, clock, sms);
    let arithmetic = arithmetic_hiding(
        args.arith_latency.unwrap_or(f64::from(cc.arithmetic_latency)),
        f64::from(cc.warp_schedulers),
        args.ilp,
    )?;
    let warp_load = warp_load_bytes(args.bytes_per_load, cc.warp_size);
    let memory = memory_hiding(
        args.mem_latency.unwrap_or(f64::from(cc.memory_latency)),
        per_sm,
        warp_load,
        args.loads_in_flight,
    )?;
    let warps = match (args.warps, args.threads) {
        (Some(w), _) => Some(w),
        (None, Some(t)) => {
            let o = occupancy(cc, &args.kernel.kernel(None)?, &args.preference.launch(t, args.smem_dynamic)?)?;
            Some(o.active_warps_per_sm)
        }
        (None, None) => None,
    };
    let two_mode = match args.latency_bound {
        None => None,
        Some(latency_bound) => {
            let mix = InstructionMix {
                cuda_core: args.cuda_core,
                sfu: args.sfu,
                shared_memory_cycles: args.shared_cycles,
                memory_bytes: args.memory_bytes,
                issue_slots: args.issue_slots.unwrap_or(args.cuda_core + args.sfu),
            };
            let bound = throughput_bound(&mix, &ThroughputLimits::of(cc, per_sm))?;
            let model = TwoModeModel::new(latency_bound, bound.warps_per_cycle)?;
            let throughput = warps.map(|w| model.warp_throughput(f64::from(w)));
            Some(TwoMode {
                latency_bound,
                throughput_bound: bound,
                needed_warps: model.needed_warps(),
                warps,
                mode: warps.map(|w| model.mode(f64::from(w))),
                mode_message: warps.map(|w| model.mode_message(w, bound.tightest)),
                warp_throughput: throughput,
                dram_gbs: throughput.map(|t| gpu_rate(t, args.memory_bytes, clock, sms) / 1e9),
                peak_dram_gbs: bandwidth,
            })
        }
    };
    let json = LatencyJson {
        compute_capability: cc.name,
        gpu: device.gpu.map(|g| g.name),
        arithmetic,
        memory,
        memory_bytes_per_cycle_per_sm: per_sm,
        two_mode,
    };
    if args.json {
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    emit(&report(&json, &args))?;
    Ok(ExitCode::SUCCESS)
}

fn report(j: &LatencyJson, args: &Args) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Latency hiding on compute capability {}{}\n",
        j.compute_capability,
        j.gpu.map(|g| format!(", {g}")).unwrap_or_default()
    );
    let _ = writeln!(
        s,
        "  Arithmetic: {:.0} instructions in flight per SM (latency × issue rate); at ILP {} that is {:.1} warps per SM",
        j.arithmetic.in_flight, args.ilp, j.arithmetic.warps
    );
    let _ = writeln!(
        s,
        "  Memory:     {:.0} bytes in flight per SM (latency × {:.2} B/cycle/SM); at {} B per thread and {} load(s) in flight per warp that is {:.1} warps per SM",
        j.memory.in_flight, j.memory_bytes_per_cycle_per_sm, args.bytes_per_load, args.loads_in_flight, j.memory.warps
    );
    if let Some(t) = &j.two_mode {
        let _ = writeln!(s, "\n  Throughput bound (cycles per warp per SM):");
        for (r, c) in t.throughput_bound.cycles_per_warp {
            let mark = if r == t.throughput_bound.tightest { "  ← tightest" } else { "" };
            let _ = writeln!(s, "    {:<22}{c:>10.2}{mark}", r.label());
        }
        let _ = writeln!(
            s,
            "  Latency bound {:.0} cycles; warp throughput ≈ min(n / {:.0}, {:.5}) warps/cycle/SM",
            t.latency_bound, t.latency_bound, t.throughput_bound.warps_per_cycle
        );
        let _ =
            writeln!(s, "  Needed occupancy ≈ {:.1} warps per SM (latency bound × throughput bound)", t.needed_warps);
        if let (Some(w), Some(words)) = (t.warps, &t.mode_message) {
            let _ = writeln!(s, "  At {w} warps per SM: {words}");
            if let Some(gbs) = t.dram_gbs.filter(|g| *g > 0.0) {
                let _ = writeln!(s, "  DRAM throughput ≈ {gbs:.1} GB/s of {:.0} GB/s", t.peak_dram_gbs);
            }
        }
    }
    s
}
