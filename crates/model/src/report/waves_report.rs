//! A grid's waves in words: the figures of Nsight Compute's Launch Statistics (Waves Per SM), its
//! tail-effect sentence, and the nearest grids that leave no partial wave.

use super::Figure;
use crate::locale::message::{counted, Arg, Message};
use crate::Waves;

use serde::Serialize;

/// Everything the CLI's `waves` and the page's waves panel say about one grid.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WavesReport {
    /// "1,400 blocks on 132 SMs at 5 blocks per SM (31.25% theoretical occupancy)".
    pub heading: Message,
    /// Full wave, Waves Per SM, full waves, partial wave, estimated time, achievable occupancy.
    /// Empty for an illegal launch.
    pub figures: Vec<Figure>,
    /// Nsight Compute's tail-effect or small-grid sentence (in English, word for word what the
    /// profiler prints), or why there is none; for an illegal launch, why the grid never runs.
    pub profiler: Message,
    /// The nearest grids with no partial wave, as (grid, "1,320 blocks (2 full waves)").
    pub full_wave_grids: Vec<(u64, Message)>,
    /// "Grid: 2,000 blocks = 3.79 waves; a full wave is 528 blocks (4 per SM × 132 SMs)."
    pub grid_line: Message,
}

/// What an illegal launch's grid does: "Illegal launch: no block fits on an SM, so the grid never
/// runs." (`illegal-grid`).
pub fn illegal_grid() -> Message {
    Message::new("illegal-grid")
}

/// A number as Nsight Compute writes it in its sentences: digits only, in every language.
fn as_printed(n: u64) -> Arg {
    Arg::Verbatim(n.to_string())
}

impl WavesReport {
    /// The report of `w`.
    pub fn new(w: &Waves) -> WavesReport {
        let active_warps = u64::from(w.blocks_per_sm) * u64::from(w.warps_per_block);
        let occupancy = active_warps as f64 / f64::from(w.max_warps_per_sm.max(1));
        let heading = Message::new("waves-heading")
            .arg("blocks", counted("blocks", w.grid_blocks))
            .arg("sms", counted("sms", w.sms.into()))
            .arg("per_sm", counted("blocks", w.blocks_per_sm.into()))
            .arg("occupancy", Arg::Percent(occupancy));
        if w.full_wave == 0 {
            return WavesReport {
                heading,
                figures: Vec::new(),
                profiler: illegal_grid(),
                full_wave_grids: Vec::new(),
                grid_line: grid_line(w),
            };
        }
        let partial = if w.partial_wave_blocks == 0 {
            Message::new("waves-partial-none")
        } else {
            Message::new("waves-partial")
                .arg("blocks", counted("blocks", w.partial_wave_blocks))
                .arg("share", Arg::Percent(w.partial_wave_utilization))
        };
        let full_wave = Message::new("waves-full-wave")
            .arg("blocks", counted("blocks", w.full_wave))
            .arg("per_sm", Arg::Count(w.blocks_per_sm.into()))
            .arg("sms", Arg::Count(w.sms.into()));
        let achievable = Message::new("waves-achievable").arg("occupancy", Arg::Percent(w.achievable_occupancy));
        let figures = vec![
            Figure::new("full_wave", "Full wave", w.full_wave as f64, "blocks", full_wave),
            Figure::new("waves_per_sm", "Waves Per SM", w.waves_per_sm, "waves", Arg::Fixed(w.waves_per_sm, 2)),
            Figure::count("full_waves", "Full waves", w.full_waves, "waves"),
            Figure::new("partial_wave", "Partial wave", w.partial_wave_blocks as f64, "blocks", partial),
            Figure::new(
                "estimated_time",
                "Estimated time",
                w.waves as f64,
                "block durations",
                counted("block-durations", w.waves),
            ),
            Figure::new(
                "achievable_occupancy",
                "Achievable occupancy",
                w.achievable_occupancy * 100.0,
                "%",
                achievable,
            ),
        ];
        let profiler = match (tail_effect(w), small_grid(w)) {
            (Some(tail), _) => match partial_wave_note(w) {
                Some(note) => Message::new("waves-tail-with-note").arg("tail", tail).arg("note", note),
                None => tail,
            },
            // Nsight Compute writes the fraction of one wave to one decimal ("only 1.0 full
            // waves" for 0.96): said beside its words, so that "Full waves 0" does not read as
            // a contradiction.
            (None, Some(small)) => {
                let note = Message::new("waves-small-grid-note")
                    .arg("waves", Arg::Fixed(w.waves_per_sm, 2))
                    .arg("used", Arg::Count(w.grid_blocks.min(u64::from(w.sms))))
                    .arg("sms", Arg::Count(w.sms.into()));
                Message::new("waves-tail-with-note").arg("tail", small).arg("note", note)
            }
            (None, None) => Message::new("waves-no-tail").arg("full_waves", counted("full-waves", w.full_waves)),
        };
        let full_wave_grids = if w.partial_wave_blocks == 0 {
            Vec::new()
        } else {
            let (below, above) = w.full_wave_grids();
            [(below, w.full_waves), (above, w.waves)]
                .into_iter()
                .filter_map(|(grid, waves)| {
                    grid.map(|g| {
                        let choice = Message::new("waves-grid-choice")
                            .arg("blocks", counted("blocks", g))
                            .arg("full_waves", counted("full-waves", waves));
                        (g, choice)
                    })
                })
                .collect()
        };
        WavesReport { heading, figures, profiler, full_wave_grids, grid_line: grid_line(w) }
    }

    /// The nearest grids with no partial wave in one sentence, if there are any.
    pub fn nearest_grids(&self) -> Option<Message> {
        match self.full_wave_grids.as_slice() {
            [(_, one)] => Some(Message::new("waves-nearest-one").arg("grid", one.clone())),
            [(_, below), (_, above)] => {
                Some(Message::new("waves-nearest-two").arg("below", below.clone()).arg("above", above.clone()))
            }
            _ => None,
        }
    }
}

/// Nsight Compute's tail-effect rule, in its words (the English is the profiler's, word for
/// word: `tests/waves.rs`), when a partial wave follows full waves.
pub fn tail_effect(w: &Waves) -> Option<Message> {
    let share = w.tail_share?;
    Some(
        Message::new("waves-tail")
            .arg("full_waves", as_printed(w.full_waves))
            .arg("blocks", as_printed(w.partial_wave_blocks))
            .arg("share", Arg::Fixed(share * 100.0, 1)),
    )
}

/// Why Nsight Compute's rule names one block more than [`Waves::partial_wave_blocks`], where it
/// does ([`Waves::profiler_partial_wave_blocks`]).
pub fn partial_wave_note(w: &Waves) -> Option<Message> {
    let printed = w.profiler_partial_wave_blocks();
    (printed != w.partial_wave_blocks).then(|| {
        Message::new("waves-tail-note")
            .arg("printed", Arg::Count(printed))
            .arg("blocks", Arg::Count(w.partial_wave_blocks))
            .arg("grid", counted("blocks", w.grid_blocks))
            .arg("full_waves", counted("full-waves", w.full_waves))
            .arg("full_wave", Arg::Count(w.full_wave))
            .arg("waves", Arg::Fixed(w.waves_per_sm, 4))
    })
}

/// Nsight Compute's rule for grids smaller than one wave, in its words.
pub fn small_grid(w: &Waves) -> Option<Message> {
    (w.full_waves == 0 && w.full_wave > 0)
        .then(|| Message::new("waves-small-grid").arg("waves", Arg::Fixed(w.waves_per_sm, 1)))
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
