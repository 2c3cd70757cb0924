//! Occupancy Lab's charts: each chart is one piece of code generic over plotters'
//! [`DrawingBackend`](plotters::prelude::DrawingBackend), so the page draws it on a canvas
//! (plotters-canvas) and `occlab` writes the same chart as SVG. The data and axis wording come
//! from the model; this crate only lays them out.
//!
//! **No I/O and no UI**: like the model, this crate builds for wasm32 and native.

pub mod axis;
pub mod class;
pub mod impact;
pub mod palette;
pub mod staircase;
mod style;
pub mod throughput;
pub mod timeline;
pub mod waves_picture;
pub mod what_if;

pub use class::{class_svg, draw_class, occupancy_axis, Class, ClassSeries, Mark, RunStyle};
pub use impact::{draw_impact, impact_svg, nearest, ChartGeometry, ImpactStyle, ImpactWords};
pub use staircase::{draw_staircase, staircase_svg, Staircase, StaircaseWords};
pub use throughput::{draw_throughput, throughput_svg, Throughput, ThroughputWords};
pub use timeline::{draw_timeline, time_axis as timeline_axis, timeline_svg, Span, Timeline};
pub use waves_picture::{draw_waves, time_axis, waves_svg, MAX_ROWS};
pub use what_if::{draw_what_if, what_if_svg, WhatIfCurve, WhatIfWords};

use axis::bytes_short;
use occlab_model::locale::message::{counted, Arg, Message};
use occlab_model::{
    sweep_block_size, sweep_registers, sweep_shared_memory, thousands, ComputeCapability, InputError, Kernel, Launch,
    Limiter, Occupancy, SweepPoint,
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

    /// "Impact of varying block size".
    pub fn title(self) -> Message {
        Message::new(match self {
            ChartKind::BlockSize => "chart-block-size",
            ChartKind::Registers => "chart-registers",
            ChartKind::SharedMemory => "chart-shared-memory",
        })
    }

    /// The title as the SVG's caption: "… (limits this launch)" when the chart's resource limits
    /// the launch.
    pub fn caption(self, limiting: bool) -> Message {
        match limiting {
            true => Message::new("chart-limits-this-launch").arg("title", self.title()),
            false => self.title(),
        }
    }

    /// "threads per block".
    pub fn x_label(self) -> Message {
        Message::new(match self {
            ChartKind::BlockSize => "axis-threads-per-block",
            ChartKind::Registers => "axis-registers-per-thread",
            ChartKind::SharedMemory => "axis-shared-memory-per-block",
        })
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
    pub fn describe_x(self, x: u32) -> Message {
        match self {
            ChartKind::BlockSize => counted("threads", x.into()),
            ChartKind::Registers => counted("registers", x.into()),
            ChartKind::SharedMemory => Message::from(Arg::Bytes(x.into())),
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

impl ChartKind {
    /// The chart `name` names: "block-size", "registers" or "shared-memory".
    pub fn from_id(name: &str) -> Option<ChartKind> {
        ChartKind::ALL.into_iter().find(|k| k.id() == name)
    }
}

impl Series {
    /// Sweeps `kind` around a launch: `kernel` and `launch` on `cc`, whose occupancy is `o`.
    /// With `snap`, the block-size chart keeps whole warps only.
    pub fn sweep(
        kind: ChartKind,
        cc: &ComputeCapability,
        kernel: &Kernel,
        launch: &Launch,
        o: &Occupancy,
        snap: bool,
    ) -> Result<Series, InputError> {
        let (points, current_x, x_max) = match kind {
            ChartKind::BlockSize => {
                let mut points = sweep_block_size(cc, kernel, launch)?;
                if snap {
                    points.retain(|p| p.x % cc.warp_size == 0);
                }
                (points, launch.threads_per_block, cc.max_threads_per_block)
            }
            ChartKind::Registers => {
                (sweep_registers(cc, kernel, launch)?, kernel.registers_per_thread, cc.max_registers_per_thread)
            }
            ChartKind::SharedMemory => {
                let points = sweep_shared_memory(cc, kernel, launch)?;
                let x_max = points.last().map_or(0, |p| p.x);
                let current = kernel.static_shared_memory.saturating_add(launch.dynamic_shared_memory);
                (points, current, x_max)
            }
        };
        Ok(Series {
            kind,
            points,
            current: (current_x <= x_max).then_some((current_x, o.active_warps_per_sm)),
            x_max,
            y_max: cc.max_warps_per_sm(),
        })
    }

    /// "256 threads → 48 warps per SM (6 blocks), limited by registers".
    pub fn describe_point(&self, index: usize) -> Option<Message> {
        let p = self.points.get(index)?;
        Some(
            Message::new("chart-point")
                .arg("x", self.kind.describe_x(p.x))
                .arg("warps", counted("warps", p.active_warps.into()))
                .arg("blocks", counted("blocks", p.active_blocks.into()))
                .arg("limiters", p.limiters.message()),
        )
    }

    /// The chart's text alternative in one sentence.
    pub fn summary(&self) -> Message {
        let current = match self.current {
            Some((x, warps)) => Message::new("chart-summary-current")
                .arg("x", self.kind.describe_x(x))
                .arg("warps", counted("warps", warps.into()))
                .arg("max", Arg::Count(self.y_max.into())),
            None => Message::new("chart-summary-off"),
        };
        let first = self.points.first().map_or(0, |p| p.x);
        Message::new("chart-summary")
            .arg("axis", self.kind.x_label())
            .arg("first", self.kind.describe_x(first))
            .arg("last", self.kind.describe_x(self.x_max))
            .arg("current", current)
    }
}
