//! The charts. Here, the three "impact of varying" charts: active warps per SM against block
//! size, registers per thread and shared memory per block, built from the model's sweeps; the
//! waves picture ([`timeline`]) and the throughput chart ([`throughput`]) of the panels. Each
//! chart's geometry and [`scene`] are pure and tested (see [`geometry`] and [`draw`]); the
//! components only paint scenes on canvases ([`canvas`]).

pub mod canvas;
pub mod draw;
pub mod geometry;
pub mod palette;
pub mod scene;
pub mod throughput;
pub mod timeline;

use crate::format::{bytes, bytes_short, count, thousands};
use crate::inputs::{InputKind, Inputs};
use occlab_model::{
    sweep_block_size, sweep_registers, sweep_shared_memory, InputError, Limiter, Occupancy, SweepPoint,
};

/// Which input a chart varies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChartKind {
    BlockSize,
    Registers,
    SharedMemory,
}

impl ChartKind {
    pub const ALL: [ChartKind; 3] = [ChartKind::BlockSize, ChartKind::Registers, ChartKind::SharedMemory];

    /// Used in element ids and test hooks.
    pub fn id(self) -> &'static str {
        match self {
            ChartKind::BlockSize => "block-size",
            ChartKind::Registers => "registers",
            ChartKind::SharedMemory => "shared-memory",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            ChartKind::BlockSize => "Impact of varying block size",
            ChartKind::Registers => "Impact of varying register count per thread",
            ChartKind::SharedMemory => "Impact of varying shared memory per block",
        }
    }

    pub fn x_label(self) -> &'static str {
        match self {
            ChartKind::BlockSize => "threads per block",
            ChartKind::Registers => "registers per thread",
            ChartKind::SharedMemory => "shared memory per block (static + dynamic)",
        }
    }

    /// The limiters this chart's input drives, for calling the chart out when one of them
    /// limits the current configuration.
    pub fn limiters(self) -> &'static [Limiter] {
        match self {
            ChartKind::BlockSize => &[Limiter::Warps, Limiter::Blocks],
            ChartKind::Registers => &[Limiter::Registers],
            ChartKind::SharedMemory => &[Limiter::SharedMemory],
        }
    }

    /// An x value in words: "256 threads", "40 registers", "6 KiB".
    pub fn describe_x(self, x: u32) -> String {
        match self {
            ChartKind::BlockSize => count(u64::from(x), "thread", "threads"),
            ChartKind::Registers => count(u64::from(x), "register", "registers"),
            ChartKind::SharedMemory => bytes(u64::from(x)),
        }
    }

    /// An x value in the data table's first column.
    pub fn table_x(self, x: u32) -> String {
        thousands(u64::from(x))
    }

    pub fn tick_label(self, x: u32) -> String {
        match self {
            ChartKind::SharedMemory => bytes_short(u64::from(x)),
            ChartKind::BlockSize | ChartKind::Registers => x.to_string(),
        }
    }
}

/// One chart's data.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    pub kind: ChartKind,
    pub points: Vec<SweepPoint>,
    /// The current configuration as (x, active warps); `None` when it lies off the chart.
    pub current: Option<(u32, u32)>,
    pub x_max: u32,
    /// The SM's maximum warps: the y axis's top.
    pub y_max: u32,
}

impl Series {
    /// Sweeps `kind` around `inputs`; with `snap`, the block-size chart keeps whole warps only.
    pub fn build(kind: ChartKind, inputs: &Inputs, occupancy: &Occupancy, snap: bool) -> Result<Series, InputError> {
        let (cc, kernel, launch) = (inputs.cc(), inputs.kernel(), inputs.launch());
        let (points, current_x, x_max) = match kind {
            ChartKind::BlockSize => {
                let mut points = sweep_block_size(cc, &kernel, &launch)?;
                if snap {
                    points.retain(|p| p.x % cc.warp_size == 0);
                }
                (points, inputs.threads, cc.max_threads_per_block)
            }
            ChartKind::Registers => {
                (sweep_registers(cc, &kernel, &launch)?, inputs.registers, cc.max_registers_per_thread)
            }
            ChartKind::SharedMemory => {
                let points = sweep_shared_memory(cc, &kernel, &launch)?;
                let x_max = points.last().map_or(0, |p| p.x);
                let current = inputs.static_shared_memory.saturating_add(inputs.dynamic_shared_memory);
                (points, current, x_max)
            }
        };
        Ok(Series {
            kind,
            points,
            current: (current_x <= x_max).then_some((current_x, occupancy.active_warps_per_sm)),
            x_max,
            y_max: cc.max_warps_per_sm(),
        })
    }

    /// The input a click on point `index` sets, and its value (the sweep's varied input: for
    /// the shared-memory chart the dynamic bytes, where x includes the static).
    pub fn pick(&self, index: usize) -> Option<(InputKind, u32)> {
        let input = self.points.get(index)?.input;
        Some(match self.kind {
            ChartKind::BlockSize => (InputKind::Threads, input),
            ChartKind::Registers => (InputKind::Registers, input),
            ChartKind::SharedMemory => (InputKind::DynamicSharedMemory, input),
        })
    }

    /// "256 threads → 48 warps per SM (6 blocks), limited by registers".
    pub fn describe_point(&self, index: usize) -> Option<String> {
        let p = self.points.get(index)?;
        Some(format!(
            "{} → {} per SM ({}), limited by {}",
            self.kind.describe_x(p.x),
            count(u64::from(p.active_warps), "warp", "warps"),
            count(u64::from(p.active_blocks), "block", "blocks"),
            p.limiters.words()
        ))
    }

    /// The chart's text alternative in one sentence.
    pub fn summary(&self) -> String {
        let current = match self.current {
            Some((x, warps)) => format!(
                "The current configuration, {}, gives {} of {}.",
                self.kind.describe_x(x),
                count(u64::from(warps), "warp", "warps"),
                self.y_max
            ),
            None => "The current configuration lies off this chart.".to_string(),
        };
        format!(
            "Chart: active warps per SM against {}, from {} to {}. {current}",
            self.kind.x_label(),
            self.points.first().map_or(String::new(), |p| self.kind.describe_x(p.x)),
            self.kind.describe_x(self.x_max),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use occlab_model::{occupancy, ComputeCapability};

    fn inputs(cc: &str) -> (Inputs, Occupancy) {
        let cc = ComputeCapability::find(cc).unwrap_or_else(|| unreachable!());
        let mut i = Inputs::defaults(Device::from_cc(cc));
        i.static_shared_memory = 1024;
        i.dynamic_shared_memory = 2048;
        let o = occupancy(i.cc(), &i.kernel(), &i.launch()).unwrap_or_else(|e| unreachable!("{e}"));
        (i, o)
    }

    #[test]
    fn snapping_keeps_whole_warps() {
        let (i, o) = inputs("8.0");
        let all = Series::build(ChartKind::BlockSize, &i, &o, false).unwrap_or_else(|e| unreachable!("{e}"));
        let snapped = Series::build(ChartKind::BlockSize, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(all.points.len(), 1024);
        assert_eq!(snapped.points.len(), 32);
        assert_eq!(snapped.current, Some((256, o.active_warps_per_sm)));
        assert_eq!(snapped.pick(7), Some((InputKind::Threads, 256)));
    }

    #[test]
    fn shared_memory_clicks_set_dynamic_bytes() {
        let (i, o) = inputs("8.0");
        let s = Series::build(ChartKind::SharedMemory, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(s.points.first().map(|p| p.x), Some(1024));
        assert_eq!(s.current.map(|c| c.0), Some(3072));
        assert_eq!(s.pick(0), Some((InputKind::DynamicSharedMemory, 0)));
        assert!(s.summary().contains("3 KiB"), "{}", s.summary());
    }

    #[test]
    fn off_chart_configuration_has_no_marker() {
        let (mut i, _) = inputs("8.0");
        i.threads = 2048;
        let o = occupancy(i.cc(), &i.kernel(), &i.launch()).unwrap_or_else(|e| unreachable!("{e}"));
        let s = Series::build(ChartKind::BlockSize, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(s.current, None);
    }
}
