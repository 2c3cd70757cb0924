//! The charts region: the three impact charts (`impact_chart`), their data tables and the
//! colour key. Each chart is drawn by `occlab_charts` (plotters, the same code that writes
//! `occlab … --svg`) on a canvas (`browser::canvas`); here, the impact charts' series built from
//! the calculator's inputs, and the input a click on a point sets.

pub mod data_table;
pub mod impact_chart;
pub mod legend;

use crate::inputs::{InputKind, Inputs};
use occlab_model::{InputError, Occupancy};

pub use occlab_charts::{ChartKind, Series};

/// The chart of `kind` around the calculation; with `snap`, the block-size chart keeps whole
/// warps only.
pub fn build(kind: ChartKind, inputs: &Inputs, occupancy: &Occupancy, snap: bool) -> Result<Series, InputError> {
    Series::sweep(kind, inputs.cc(), &inputs.kernel(), &inputs.launch(), occupancy, snap)
}

/// The input a click on point `index` of `series` sets, and its value (the sweep's varied
/// input: for the shared-memory chart the dynamic bytes, where x includes the static).
pub fn pick(series: &Series, index: usize) -> Option<(InputKind, u32)> {
    let input = series.points.get(index)?.input;
    Some(match series.kind {
        ChartKind::BlockSize => (InputKind::Threads, input),
        ChartKind::Registers => (InputKind::Registers, input),
        ChartKind::SharedMemory => (InputKind::DynamicSharedMemory, input),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inputs::device::Device;
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
        let all = build(ChartKind::BlockSize, &i, &o, false).unwrap_or_else(|e| unreachable!("{e}"));
        let snapped = build(ChartKind::BlockSize, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(all.points.len(), 1024);
        assert_eq!(snapped.points.len(), 32);
        assert_eq!(snapped.current, Some((256, o.active_warps_per_sm)));
        assert_eq!(pick(&snapped, 7), Some((InputKind::Threads, 256)));
    }

    #[test]
    fn shared_memory_clicks_set_dynamic_bytes() {
        let (i, o) = inputs("8.0");
        let s = build(ChartKind::SharedMemory, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(s.points.first().map(|p| p.x), Some(1024));
        assert_eq!(s.current.map(|c| c.0), Some(3072));
        assert_eq!(pick(&s, 0), Some((InputKind::DynamicSharedMemory, 0)));
        assert!(s.summary().to_string().contains("3 KiB"), "{}", s.summary());
    }

    #[test]
    fn off_chart_configuration_has_no_marker() {
        let (mut i, _) = inputs("8.0");
        i.threads = 2048;
        let o = occupancy(i.cc(), &i.kernel(), &i.launch()).unwrap_or_else(|e| unreachable!("{e}"));
        let s = build(ChartKind::BlockSize, &i, &o, true).unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(s.current, None);
    }
}
