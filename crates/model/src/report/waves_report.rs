//! A grid's waves in words: the figures of Nsight Compute's Launch Statistics (Waves Per SM), its
//! tail-effect sentence, and the nearest grids that leave no partial wave.

use super::Figure;
use crate::message::{counted, Arg, Message};
use crate::numerals::{count, fixed_decimal, percent, thousands};
use crate::Waves;

use serde::Serialize;

/// Everything the CLI's `waves` and the page's waves panel say about one grid.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WavesReport {
    /// "1,400 blocks on 132 SMs at 5 blocks per SM (31.25% theoretical occupancy)".
    pub heading: String,
    /// Full wave, Waves Per SM, full waves, partial wave, estimated time, achievable occupancy.
    /// Empty for an illegal launch.
    pub figures: Vec<Figure>,
    /// Nsight Compute's tail-effect or small-grid sentence, or why there is none; for an illegal
    /// launch, why the grid never runs.
    pub profiler: String,
    /// The nearest grids with no partial wave, as (grid, "1,320 blocks (2 full waves)").
    pub full_wave_grids: Vec<(u64, String)>,
    /// "Grid: 2,000 blocks = 3.79 waves; a full wave is 528 blocks (4 per SM × 132 SMs)."
    pub grid_line: Message,
}

/// What an illegal launch's grid does: "Illegal launch: no block fits on an SM, so the grid never
/// runs." (`illegal-grid`).
pub fn illegal_grid() -> Message {
    Message::new("illegal-grid")
}

impl WavesReport {
    /// The report of `w`.
    pub fn new(w: &Waves) -> WavesReport {
        let active_warps = u64::from(w.blocks_per_sm) * u64::from(w.warps_per_block);
        let occupancy = active_warps as f64 / f64::from(w.max_warps_per_sm.max(1));
        let heading = format!(
            "{} on {} at {} per SM ({} theoretical occupancy)",
            count(w.grid_blocks, "block", "blocks"),
            count(w.sms.into(), "SM", "SMs"),
            count(w.blocks_per_sm.into(), "block", "blocks"),
            percent(occupancy)
        );
        if w.full_wave == 0 {
            return WavesReport {
                heading,
                figures: Vec::new(),
                profiler: illegal_grid().to_string(),
                full_wave_grids: Vec::new(),
                grid_line: grid_line(w),
            };
        }
        let partial = if w.partial_wave_blocks == 0 {
            "none".to_string()
        } else {
            format!(
                "{} ({} of a wave)",
                count(w.partial_wave_blocks, "block", "blocks"),
                percent(w.partial_wave_utilization)
            )
        };
        let full_wave = format!(
            "{} ({} per SM × {} SMs)",
            count(w.full_wave, "block", "blocks"),
            w.blocks_per_sm,
            thousands(w.sms.into())
        );
        let figures = vec![
            Figure::new("full_wave", "Full wave", w.full_wave as f64, "blocks", full_wave),
            Figure::new("waves_per_sm", "Waves Per SM", w.waves_per_sm, "waves", fixed_decimal(w.waves_per_sm, 2)),
            Figure::count("full_waves", "Full waves", w.full_waves, "waves"),
            Figure::new("partial_wave", "Partial wave", w.partial_wave_blocks as f64, "blocks", partial),
            Figure::new(
                "estimated_time",
                "Estimated time",
                w.waves as f64,
                "block durations",
                count(w.waves, "block duration", "block durations"),
            ),
            Figure::new(
                "achievable_occupancy",
                "Achievable occupancy",
                w.achievable_occupancy * 100.0,
                "%",
                format!("{} (balanced workload, at best)", percent(w.achievable_occupancy)),
            ),
        ];
        let profiler = w.tail_effect_message().map(|tail| match w.profiler_partial_wave_note() {
            Some(note) => format!("{tail} {note}"),
            None => tail,
        });
        let profiler = profiler.or_else(|| w.small_grid_message()).unwrap_or_else(|| {
            format!(
                "The grid fills its last wave: {} and no partial wave, so no tail effect.",
                count(w.full_waves, "full wave", "full waves")
            )
        });
        let full_wave_grids = if w.partial_wave_blocks == 0 {
            Vec::new()
        } else {
            let (below, above) = w.full_wave_grids();
            [(below, w.full_waves), (above, w.waves)]
                .into_iter()
                .filter_map(|(grid, waves)| {
                    grid.map(|g| {
                        (g, format!("{} ({})", count(g, "block", "blocks"), count(waves, "full wave", "full waves")))
                    })
                })
                .collect()
        };
        WavesReport { heading, figures, profiler, full_wave_grids, grid_line: grid_line(w) }
    }
}

/// The grid line of `w` alone (the calculator's summary shows it; the rest of the report is the
/// waves panel's): "Grid: 2,000 blocks = 3.79 waves; a full wave is 528 blocks (4 per SM × 132
/// SMs)."
pub fn grid_line(w: &Waves) -> Message {
    let blocks = counted("blocks", w.grid_blocks);
    if w.full_wave == 0 {
        return Message::new("grid-line-illegal").arg("blocks", blocks);
    }
    Message::new("grid-line")
        .arg("blocks", blocks)
        .arg("waves", Arg::Fixed(w.waves_per_sm, 2))
        .arg("full_wave", counted("blocks", w.full_wave))
        .arg("per_sm", Arg::Count(w.blocks_per_sm.into()))
        .arg("sms", Arg::Count(w.sms.into()))
}

/// The grid line when the SM count is unknown: "Grid: 1,024 blocks (enter the SM count to see
/// the waves it runs in)."
pub fn grid_without_sms(grid_blocks: u64) -> Message {
    Message::new("grid-without-sms").arg("blocks", counted("blocks", grid_blocks))
}
