//! Latency hiding for the panel: Little's law for arithmetic and memory latency and Volkov's
//! two-mode model (his thesis, chapter 3: shared/seeds/004), from the panel's settings through
//! `occlab_model::latency`, and the sentences that show the working. Every number comes from
//! the model; this module only gathers the inputs and words the results.

use crate::format::decimal;
use crate::settings::{RateUnit, Setting, Values};
use occlab_model::latency::{
    arithmetic_hiding, bytes_per_cycle_per_sm, chain_latency, gpu_rate, memory_hiding, throughput_bound,
    warp_load_bytes, Hiding, InstructionMix, ThroughputBound, ThroughputLimits, TwoModeModel,
};
use occlab_model::ComputeCapability;

/// What the latency panel shows: the last valid result, and why the settings as they are give
/// none (empty if they do).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Shown {
    pub hiding: Option<LatencyHiding>,
    pub error: String,
}

impl Shown {
    /// The panel after `now` (`None`: a setting is refused, and says so at its field), keeping
    /// the last valid result of `previous`.
    pub fn next(previous: Option<&Shown>, now: Option<Result<LatencyHiding, String>>) -> Shown {
        let last = || previous.and_then(|p| p.hiding.clone());
        match now {
            Some(Ok(hiding)) => Shown { hiding: Some(hiding), error: String::new() },
            Some(Err(error)) => Shown { hiding: last(), error },
            None => Shown { hiding: last(), error: String::new() },
        }
    }

    pub fn error(&self) -> String {
        self.error.clone()
    }

    /// Little's law's working as HTML (numbers and fixed words only, so nothing needs
    /// escaping): one string set at once is much cheaper than an element per line.
    pub fn littles_law_html(&self) -> String {
        self.hiding.as_ref().map_or_else(String::new, |h| {
            format!(
                "<ul class=\"working\"><li data-testid=\"arithmetic-hiding\"><strong>Arithmetic: </strong>{}</li><li data-testid=\"memory-hiding\"><strong>Memory: </strong>{} ({})</li></ul>",
                h.arithmetic_sentence(),
                h.memory_sentence(),
                h.bandwidth_sentence()
            )
        })
    }

    /// The two-mode model's working as HTML: the latency bound, the throughput bound of each
    /// resource (the tightest marked) and the needed occupancy.
    pub fn two_mode_html(&self) -> String {
        self.hiding.as_ref().map_or_else(String::new, |h| {
            let mut html = format!(
                "<p data-testid=\"latency-bound\"><strong>Latency bound: </strong>{}</p><table class=\"limits bounds\" data-testid=\"throughput-bounds\"><caption>Throughput bound: cycles each resource is busy per warp, per SM</caption><tbody>",
                h.latency_bound_sentence()
            );
            for (label, cycles, tightest) in h.bound_rows() {
                let (class, flag) = if tightest { (" class=\"limiting\"", "◀ tightest") } else { ("", "") };
                html.push_str(&format!("<tr{class}><th scope=\"row\">{label}</th><td>{cycles}</td><td class=\"flag\">{flag}</td></tr>"));
            }
            html.push_str(&format!("</tbody></table><p data-testid=\"two-mode-model\">{}</p>", h.model_sentence()));
            html
        })
    }
}

/// Everything the latency panel shows, for one set of settings.
#[derive(Debug, Clone, PartialEq)]
pub struct LatencyHiding {
    pub arithmetic_latency: f64,
    pub memory_latency: f64,
    pub issue_rate: f64,
    pub ilp: f64,
    pub loads_in_flight: f64,
    pub clock_mhz: f64,
    pub bandwidth_gbs: f64,
    pub sms: f64,
    /// DRAM bytes per cycle on each SM: the bandwidth shared out over the SMs' cycles.
    pub bytes_per_cycle: f64,
    /// Little's law for arithmetic: instructions in flight and the warps that supply them.
    pub arithmetic: Hiding,
    /// Bytes one warp load moves.
    pub warp_load: f64,
    /// Little's law for memory: bytes in flight and the warps that supply them.
    pub memory: Hiding,
    pub mix: InstructionMix,
    /// The dependency chain's steps: (count, latency in cycles) for arithmetic, then memory.
    pub chain: [(f64, f64); 2],
    /// The chain's latency (Volkov §3.7), cycles.
    pub chain_latency: f64,
    /// Whether the latency bound is the chain's (else the user gave it).
    pub from_chain: bool,
    pub bound: ThroughputBound,
    pub model: TwoModeModel,
    /// FLOPs per warp (each CUDA-core instruction an FMA).
    pub flops_per_warp: f64,
}

impl LatencyHiding {
    /// Runs the model on `values` for `cc` (its warp size); a missing value or one the model
    /// refuses gives the message naming it.
    pub fn build(cc: &ComputeCapability, values: &Values) -> Result<LatencyHiding, String> {
        let missing: Vec<&str> = [Setting::Sms, Setting::ClockMhz, Setting::BandwidthGbs]
            .into_iter()
            .filter(|s| values.get(*s).is_none())
            .map(|s| if s == Setting::Sms { "the SMs (in the waves panel)" } else { s.label() })
            .collect();
        if !missing.is_empty() {
            return Err(format!("No GPU figures for this device: enter {}.", missing.join(", ")));
        }
        let need =
            |s: Setting| values.get(s).ok_or_else(|| format!("{} ({}): enter {}", s.key(), s.label(), s.allowed()));
        let arithmetic_latency = need(Setting::ArithmeticLatency)?;
        let memory_latency = need(Setting::MemoryLatency)?;
        let issue_rate = need(Setting::IssueRate)?;
        let ilp = need(Setting::Ilp)?;
        let loads_in_flight = need(Setting::LoadsInFlight)?;
        let sms = need(Setting::Sms)?;
        let clock_mhz = need(Setting::ClockMhz)?;
        let bandwidth_gbs = need(Setting::BandwidthGbs)?;
        let bytes_per_cycle = bytes_per_cycle_per_sm(bandwidth_gbs, clock_mhz, sms);
        let error = |e: occlab_model::InputError| e.to_string();
        let arithmetic = arithmetic_hiding(arithmetic_latency, issue_rate, ilp).map_err(error)?;
        let warp_load = warp_load_bytes(need(Setting::LoadBytes)?, cc.warp_size);
        let memory = memory_hiding(memory_latency, bytes_per_cycle, warp_load, loads_in_flight).map_err(error)?;
        let mix = InstructionMix {
            cuda_core: need(Setting::CudaCore)?,
            sfu: need(Setting::Sfu)?,
            shared_memory_cycles: need(Setting::SharedCycles)?,
            memory_bytes: need(Setting::MemoryBytes)?,
            issue_slots: need(Setting::IssueSlots)?,
        };
        let limits = ThroughputLimits {
            warp_size: f64::from(cc.warp_size),
            cuda_core_lanes: need(Setting::CudaCoreLanes)?,
            sfu_lanes: need(Setting::SfuLanes)?,
            memory_bytes_per_cycle: bytes_per_cycle,
            issue_per_cycle: issue_rate,
        };
        let bound = throughput_bound(&mix, &limits).map_err(error)?;
        let chain =
            [(need(Setting::ChainArithmetic)?, arithmetic_latency), (need(Setting::ChainMemory)?, memory_latency)];
        let chain_latency = chain_latency(&chain);
        let given = values.get(Setting::LatencyBound);
        let model = TwoModeModel::new(given.unwrap_or(chain_latency), bound.warps_per_cycle).map_err(error)?;
        Ok(LatencyHiding {
            arithmetic_latency,
            memory_latency,
            issue_rate,
            ilp,
            loads_in_flight,
            clock_mhz,
            bandwidth_gbs,
            sms,
            bytes_per_cycle,
            arithmetic,
            warp_load,
            memory,
            mix,
            chain,
            chain_latency,
            from_chain: given.is_none(),
            bound,
            model,
            flops_per_warp: mix.flops(cc.warp_size),
        })
    }

    /// A warp throughput (warps per cycle per SM) as a rate for the whole GPU, in GB/s of DRAM
    /// traffic or GFLOP/s (Volkov §3.8: × work per warp × SMs × clock).
    pub fn rate(&self, warps_per_cycle: f64, unit: RateUnit) -> f64 {
        let per_warp = match unit {
            RateUnit::Bytes => self.mix.memory_bytes,
            RateUnit::Flops => self.flops_per_warp,
        };
        gpu_rate(warps_per_cycle, per_warp, self.clock_mhz, self.sms) / 1e9
    }

    /// "4 cycles × 4 instructions / cycle = 16 instructions in flight per SM; ÷ 1 independent
    /// instruction per warp = 16 warps per SM".
    pub fn arithmetic_sentence(&self) -> String {
        format!(
            "{} cycles × {} instructions / cycle = {} instructions in flight per SM; ÷ {} independent per warp = {} warps per SM",
            decimal(self.arithmetic_latency),
            decimal(self.issue_rate),
            decimal(self.arithmetic.in_flight),
            decimal(self.ilp),
            decimal(self.arithmetic.warps),
        )
    }

    /// "670 cycles × 12.8 B / cycle = 8,589 B in flight per SM; ÷ (128 B per warp load × 1 in
    /// flight per warp) = 67.1 warps per SM".
    pub fn memory_sentence(&self) -> String {
        format!(
            "{} cycles × {} B / cycle = {} B in flight per SM; ÷ ({} B per warp load × {} in flight per warp) = {} warps per SM",
            decimal(self.memory_latency),
            decimal(self.bytes_per_cycle),
            decimal(self.memory.in_flight),
            decimal(self.warp_load),
            decimal(self.loads_in_flight),
            decimal(self.memory.warps),
        )
    }

    /// "3,352 GB/s ÷ (1,980 MHz × 132 SMs) = 12.8 B per cycle per SM".
    pub fn bandwidth_sentence(&self) -> String {
        format!(
            "{} GB/s ÷ ({} MHz × {} SMs) = {} B per cycle per SM",
            decimal(self.bandwidth_gbs),
            decimal(self.clock_mhz),
            decimal(self.sms),
            decimal(self.bytes_per_cycle)
        )
    }

    /// "4 × 4 + 1 × 670 = 686 cycles (the dependency chain)" or "686 cycles (as entered; the
    /// chain gives 686)".
    pub fn latency_bound_sentence(&self) -> String {
        let [(a, la), (m, lm)] = self.chain;
        let chain = format!(
            "{} × {} + {} × {} = {} cycles",
            decimal(a),
            decimal(la),
            decimal(m),
            decimal(lm),
            decimal(self.chain_latency)
        );
        if self.from_chain {
            format!("{chain} (the dependency chain)")
        } else {
            format!("{} cycles as entered (the chain gives {chain})", decimal(self.model.latency_bound))
        }
    }

    /// "warp throughput ≈ min(n / 686, 0.0333) warps per cycle per SM; needed occupancy ≈ 686 ×
    /// 0.0333 = 22.9 warps per SM".
    pub fn model_sentence(&self) -> String {
        let (l, t) = (decimal(self.model.latency_bound), decimal(self.model.throughput_bound));
        format!(
            "Warp throughput ≈ min(n / {l}, {t}) warps per cycle per SM; needed occupancy ≈ {l} × {t} = {} warps per SM.",
            decimal(self.model.needed_warps())
        )
    }

    /// One row per resource: its label, cycles per warp, and whether it is the tightest.
    fn bound_rows(&self) -> Vec<(&'static str, String, bool)> {
        self.bound.cycles_per_warp.iter().map(|(r, c)| (r.label(), decimal(*c), *r == self.bound.tightest)).collect()
    }

    /// The mode at `warps` warps per SM and the rate there: "latency-bound: 12 of the 23 warps
    /// needed · ≈ 1,748 of 3,352 GB/s".
    pub fn mode_sentence(&self, warps: u32, unit: RateUnit) -> String {
        if warps == 0 {
            return "No warps run: the launch is illegal.".to_string();
        }
        let now = self.rate(self.model.warp_throughput(f64::from(warps)), unit);
        let ceiling = self.rate(self.model.throughput_bound, unit);
        let mode = self.model.mode_message(warps, self.bound.tightest);
        if ceiling <= 0.0 {
            let work = match unit {
                RateUnit::Bytes => "DRAM bytes",
                RateUnit::Flops => "CUDA-core instructions",
            };
            return format!("{mode} · no {} to show: the mix has no {work}", unit.label());
        }
        format!("{mode} · ≈ {} of {} {}", decimal(now), decimal(ceiling), unit.label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use occlab_model::latency::{Mode, Resource};

    fn presets(device: Device) -> Values {
        Values::new(Setting::ALL.map(|s| s.preset(device)))
    }

    #[test]
    fn h100_vector_add_is_memory_bound_at_about_23_warps() {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let h = LatencyHiding::build(device.cc, &presets(device)).unwrap_or_else(|e| unreachable!("{e}"));
        // 3,352 GB/s over 1,980 MHz × 132 SMs.
        assert_eq!(decimal(h.bytes_per_cycle), "12.83");
        assert_eq!(h.arithmetic.warps, 16.0);
        assert_eq!(h.warp_load, 128.0);
        assert_eq!(h.chain_latency, 686.0);
        assert!(h.from_chain);
        assert_eq!(h.bound.tightest, Resource::Memory);
        assert_eq!(decimal(h.model.needed_warps()), "22.91");
        assert_eq!(h.model.mode(12.0), Mode::LatencyBound);
        // At the ceiling the DRAM rate is the GPU's bandwidth.
        assert!((h.rate(h.model.throughput_bound, RateUnit::Bytes) - 3352.0).abs() < 1e-6);
        assert_eq!(
            h.mode_sentence(40, RateUnit::Bytes),
            "throughput-bound by memory bandwidth with 40 warps · ≈ 3,352 of 3,352 GB/s"
        );
        assert!(h.mode_sentence(12, RateUnit::Bytes).starts_with("latency-bound: 12 of the 23 warps needed · ≈ 1,"));
        assert_eq!(
            h.arithmetic_sentence(),
            "4 cycles × 4 instructions / cycle = 16 instructions in flight per SM; ÷ 1 independent per warp = 16 warps per SM"
        );
        assert_eq!(h.latency_bound_sentence(), "4 × 4 + 1 × 670 = 686 cycles (the dependency chain)");
        assert_eq!(h.bound_rows().iter().filter(|r| r.2).count(), 1);
        let mut no_flops = h.clone();
        no_flops.flops_per_warp = 0.0;
        assert_eq!(
            no_flops.mode_sentence(40, RateUnit::Flops),
            "throughput-bound by memory bandwidth with 40 warps · no GFLOP/s to show: the mix has no CUDA-core instructions"
        );
        assert_eq!(h.bound_rows()[3], ("memory bandwidth", "29.94".to_string(), true));
    }

    /// Volkov §3.8 with the thesis' figures entered: 544 cycles, 154 GB/s on 8 SMs at
    /// 1,124 MHz, 384 B per warp: about 24 warps needed, n × 6.35 GB/s below the knee.
    #[test]
    fn the_thesis_vector_add() {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let mut values = Setting::ALL.map(|s| s.preset(device));
        for (s, v) in [
            (Setting::LatencyBound, 544.0),
            (Setting::BandwidthGbs, 154.0),
            (Setting::Sms, 8.0),
            (Setting::ClockMhz, 1124.0),
        ] {
            values[s.index()] = Some(v);
        }
        let h = LatencyHiding::build(device.cc, &Values::new(values)).unwrap_or_else(|e| unreachable!("{e}"));
        assert!(!h.from_chain);
        assert_eq!(decimal(h.model.needed_warps()), "24.26");
        assert_eq!(decimal(h.rate(h.model.warp_throughput(1.0), RateUnit::Bytes)), "6.35");
        assert!(h.latency_bound_sentence().starts_with("544 cycles as entered"));
    }

    #[test]
    fn the_last_valid_result_stays_with_the_reason() {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let h = LatencyHiding::build(device.cc, &presets(device)).unwrap_or_else(|e| unreachable!("{e}"));
        let good = Shown::next(None, Some(Ok(h)));
        assert!(good
            .littles_law_html()
            .contains("<li data-testid=\"arithmetic-hiding\"><strong>Arithmetic: </strong>4 cycles"));
        let html = good.two_mode_html();
        assert!(
            html.contains("<tr class=\"limiting\"><th scope=\"row\">memory bandwidth</th><td>29.94</td>"),
            "{html}"
        );
        assert_eq!(html.matches("<tr").count(), 5);
        let refused = Shown::next(Some(&good), Some(Err("sfu: no".to_string())));
        assert_eq!((refused.hiding.as_ref(), refused.error()), (good.hiding.as_ref(), "sfu: no".to_string()));
        let typing = Shown::next(Some(&refused), None);
        assert_eq!((typing.hiding.as_ref(), typing.error.as_str()), (good.hiding.as_ref(), ""));
        assert_eq!(Shown::default().two_mode_html(), "");
    }

    #[test]
    fn missing_and_refused_values_are_named() {
        // The GPU's figures cleared: no SMs, clock or bandwidth to work with.
        let bare = occlab_model::ComputeCapability::find("12.1").map(Device::from_cc);
        let bare = bare.unwrap_or_else(|| unreachable!());
        let mut cleared = Setting::ALL.map(|s| s.preset(bare));
        for s in [Setting::Sms, Setting::ClockMhz, Setting::BandwidthGbs] {
            cleared[s.index()] = None;
        }
        let no_gpu = LatencyHiding::build(bare.cc, &Values::new(cleared));
        assert_eq!(
            no_gpu,
            Err("No GPU figures for this device: enter the SMs (in the waves panel), SM clock, DRAM bandwidth."
                .to_string())
        );
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let mut values = Setting::ALL.map(|s| s.preset(device));
        for s in Setting::MIX {
            values[s.index()] = Some(0.0);
        }
        let idle = LatencyHiding::build(device.cc, &Values::new(values));
        assert!(matches!(&idle, Err(m) if m.starts_with("issue_slots")), "{idle:?}");
    }
}
