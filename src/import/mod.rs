//! The import panel: a pasted or dropped profiler or compiler report, its kernels in a table,
//! and the chosen kernel's figures beside ours. Reading and wording are the model's
//! (`occlab_model::import`, `report::ImportReport`), as `occlab import` prints them; this region
//! only lays them out and fills the calculator with a chosen kernel's launch.

pub mod import_panel;
pub mod report_file;
pub mod what_if_view;

use crate::inputs::device::Device;
use crate::inputs::InputKind;
use occlab_model::import::KernelComparison;
use occlab_model::Carveout;

/// What choosing a kernel puts into the calculator: the device, each input it gives, and the
/// carveout that gives the reported shared-memory configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Fill {
    pub device: Device,
    pub inputs: Vec<(InputKind, u64)>,
    pub carveout: Option<Carveout>,
}

impl Fill {
    /// `None` where our model could not run for the kernel (no device or no block size).
    pub fn of(k: &KernelComparison) -> Option<Fill> {
        let i = k.inputs.as_ref().ok()?;
        let device = i.gpu.and_then(Device::from_gpu).unwrap_or_else(|| Device::from_cc(i.compute_capability));
        let mut inputs = vec![
            (InputKind::Threads, u64::from(i.launch.threads_per_block)),
            (InputKind::Registers, u64::from(i.kernel.registers_per_thread)),
            (InputKind::StaticSharedMemory, u64::from(i.kernel.static_shared_memory)),
            (InputKind::DynamicSharedMemory, u64::from(i.launch.dynamic_shared_memory)),
            (InputKind::Barriers, u64::from(i.kernel.barriers)),
        ];
        if let Some(grid) = k.launch.grid_size {
            inputs.push((InputKind::Grid, grid));
        }
        let carveout = i.shared_memory_config_size.map(|_| i.launch.carveout);
        Some(Fill { device, inputs, carveout })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use occlab_model::import::{compare, read};
    use occlab_model::report::KernelRow;

    fn capture(name: &str) -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/hardware/data/h100/import/");
        std::fs::read_to_string(format!("{path}{name}")).unwrap()
    }

    /// Choosing k_smem_limited of the H100 raw page fills the calculator with the launch the
    /// runtime reported (launches.csv: 128 threads, 12,288 B static + 90,112 B dynamic) and
    /// the carveout that gives ncu's 228 KiB configuration.
    #[test]
    fn choosing_a_kernel_fills_the_calculator_with_its_launch() {
        let comparison = compare(&read(&capture("ncu_raw_clean.csv")));
        let smem = &comparison.kernels[1];
        let fill = Fill::of(smem).unwrap();
        assert_eq!(fill.device.gpu.map(|g| g.name), Some("H100 SXM5 80GB"));
        assert_eq!(
            fill.inputs,
            [
                (InputKind::Threads, 128),
                (InputKind::Registers, 16),
                (InputKind::StaticSharedMemory, 12_288),
                (InputKind::DynamicSharedMemory, 90_112),
                (InputKind::Barriers, 1),
                (InputKind::Grid, 264),
            ]
        );
        assert_eq!(fill.carveout, Some(Carveout::Percent(86)));
        let row = KernelRow::of(smem);
        let texts =
            [&row.grid, &row.block, &row.shared_memory, &row.reported_theoretical, &row.ours].map(|m| m.to_string());
        assert_eq!(texts, ["264", "128", "100 KiB", "12.50%", "12.50%"]);
        assert_eq!(row.verdict, "agrees");
        assert_eq!(row.name, "k_smem_limited");
    }

    /// A compiler log alone gives no launch: the kernel is listed, nothing is filled.
    #[test]
    fn a_kernel_without_a_launch_fills_nothing() {
        let comparison = compare(&read(&capture("ptxas.txt")));
        assert_eq!(comparison.kernels.len(), 12);
        assert!(comparison.kernels.iter().all(|k| Fill::of(k).is_none()));
        assert_eq!(KernelRow::of(&comparison.kernels[11]).registers, "128");
    }
}
