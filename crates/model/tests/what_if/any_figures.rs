//! A pasted report can hold any figures: a what-if from them gives every level a finite, positive
//! time and its sentence and notes in words, or a message saying what is missing. Never a panic, since a
//! panic in the page's wasm kills the page. Real launches of a committed raw page and of two full
//! reports, with Nsight Compute's rules (set 1 on the H100), with any of their figures and launch
//! fields replaced: zero, negative, tiny, huge, or anything between.

use super::data::*;
use occlab_model::import::{compare, read, read_bytes, Import, Metric, ProfiledLaunch, Quantity, Stall};
use occlab_model::locale::message::Message;
use occlab_model::locale::Catalogue;
use occlab_model::what_if::{predict_with, Calibration, Parameters, WhatIf};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The launches of the raw page and of two full reports, and the H100's calibration, read once.
struct Launches {
    page: Vec<ProfiledLaunch>,
    reports: Vec<ProfiledLaunch>,
    calibration: Calibration,
}

fn launches() -> &'static Launches {
    static READ: OnceLock<Launches> = OnceLock::new();
    READ.get_or_init(|| {
        let page = read(&std::fs::read_to_string(SET1_H100.path("levels_raw.csv")).unwrap()).launches;
        let reports = ["reports/saxpy_b2.ncu-repz", "reports/softmax_row_b3.ncu-repz"]
            .into_iter()
            .flat_map(|file| read_bytes(&std::fs::read(SET1_H100.path(file)).unwrap()).launches)
            .collect();
        Launches { page, reports, calibration: calibration(SET1_H100) }
    })
}

/// The what-if of each kernel `compare` places for `launch`, with the fitted parameters.
fn what_ifs(launch: ProfiledLaunch, calibration: &Calibration) -> Vec<Result<WhatIf, Message>> {
    let import = Import { launches: vec![launch], ..Import::default() };
    compare(&import).kernels.iter().map(|k| predict_with(k, calibration, &Parameters::FITTED)).collect()
}

/// A figure as a report could print it: the edges and anything between.
fn figure() -> impl Strategy<Value = f64> {
    prop_oneof![Just(0.0), Just(-1.0), Just(1e-300), Just(1e300), Just(f64::MAX), -1e6..1e6f64, 0.0..1e12f64,]
}

/// A count as a report could print it, or `None` to keep the launch's own (most cases, so that
/// most launches still fit an SM and reach the model).
fn count() -> impl Strategy<Value = Option<Option<u32>>> {
    prop_oneof![
        6 => Just(None),
        1 => prop_oneof![Just(None), Just(Some(0)), Just(Some(u32::MAX)), (1..4096u32).prop_map(Some)].prop_map(Some),
    ]
}

/// Replacements for a launch: figures by their place in `Metric::ALL`, then its grid, block size,
/// registers and dynamic shared memory (`None`: the launch's own).
#[derive(Debug)]
struct Changes {
    figures: Vec<(usize, f64)>,
    grid: Option<Option<u64>>,
    block: Option<Option<u32>>,
    registers: Option<Option<u32>>,
    dynamic: Option<Option<f64>>,
}

fn changes() -> impl Strategy<Value = Changes> {
    let grid = prop_oneof![Just(None), Just(Some(0)), Just(Some(u64::MAX)), (1..10_000_000u64).prop_map(Some)];
    let dynamic = prop_oneof![Just(None), Just(Some(0.0)), Just(Some(-1.0)), (0.0..300_000.0f64).prop_map(Some)];
    (
        prop::collection::vec((0..Metric::ALL.len(), figure()), 0..12),
        prop_oneof![6 => Just(None), 1 => grid.prop_map(Some)],
        count(),
        count(),
        prop_oneof![6 => Just(None), 1 => dynamic.prop_map(Some)],
    )
        .prop_map(|(figures, grid, block, registers, dynamic)| Changes {
            figures,
            grid,
            block,
            registers,
            dynamic,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn any_figures_give_finite_levels_or_a_message(from_report: bool, which in 0..1024usize, changes in changes()) {
        let Launches { page, reports, calibration } = launches();
        let pool = if from_report { reports } else { page };
        let mut launch = pool[which % pool.len()].clone();
        for (i, value) in changes.figures {
            launch.performance.set(Metric::ALL[i], value);
        }
        launch.grid_size = changes.grid.unwrap_or(launch.grid_size);
        launch.block_size = changes.block.unwrap_or(launch.block_size);
        launch.registers_per_thread = changes.registers.unwrap_or(launch.registers_per_thread);
        if let Some(dynamic) = changes.dynamic {
            launch.dynamic_shared_memory = dynamic.map(|value| Quantity { value, half_step: 0.0 });
        }
        for what_if in what_ifs(launch, calibration) {
            match what_if {
                Ok(w) => {
                    prop_assert!(!w.levels.is_empty());
                    for level in w.levels.iter().chain(&w.register_route) {
                        prop_assert!(level.duration_ratio.is_finite() && level.duration_ratio > 0.0, "{level:?}");
                    }
                    for message in std::iter::once(&w.summary).chain(&w.notes) {
                        prop_assert!(!Catalogue::english().render(message).is_empty());
                    }
                }
                Err(message) => prop_assert!(!Catalogue::english().render(&message).is_empty()),
            }
        }
    }
}

/// The case the property found: the CSR SpMV's profile with 1.8e308 cycles of the issuing stall
/// overflowed every level's time to NaN; as captured, it predicts.
#[test]
fn a_stall_beyond_any_gpus_gives_the_out_of_range_message() {
    let Launches { page, calibration, .. } = launches();
    let spmv = page.iter().find(|l| l.name == "spmv_csr").unwrap();
    let mut beyond = spmv.clone();
    beyond.performance.set(Metric::Stall(Stall::Selected), f64::MAX);
    let [refused] = &what_ifs(beyond, calibration)[..] else { panic!("one kernel") };
    assert_eq!(refused.as_ref().unwrap_err().id, "what-if-profile-out-of-range");
    let [accepted] = &what_ifs(spmv.clone(), calibration)[..] else { panic!("one kernel") };
    assert!(accepted.is_ok());
}
