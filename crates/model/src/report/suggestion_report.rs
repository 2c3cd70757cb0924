//! The block-size suggestion in words: the runtime's heuristic
//! (`cudaOccupancyMaxPotentialBlockSize`) and the minimum grid for one full wave.

use super::Figure;
use crate::numerals::{count, percent, thousands};
use crate::BlockSizeSuggestion;
use serde::Serialize;

/// Everything the CLI's `suggest` and the page's suggestion say.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SuggestionReport {
    /// The suggested block size ("768 threads"); `None` when no block size can run.
    pub block_size: Option<Figure>,
    /// "1 block per SM, 24 warps per SM, 50.00% occupancy." or why no block size can run.
    pub headline: String,
    /// The minimum grid for one full wave, or why it needs an SM count; with a grid, whether it
    /// fills one wave.
    pub wave: String,
}

impl SuggestionReport {
    /// The report of `s` on `device` ("GeForce RTX 3080 10GB") with `sms` SMs, if known, for a
    /// grid of `grid` blocks, if one is given.
    pub fn new(s: &BlockSizeSuggestion, device: &str, sms: Option<u32>, grid: Option<u64>) -> SuggestionReport {
        if s.block_size == 0 {
            return SuggestionReport {
                block_size: None,
                headline: "No block size can run this kernel: its registers, shared memory or barriers do not fit."
                    .to_string(),
                wave: String::new(),
            };
        }
        let headline = format!(
            "{} per SM, {} per SM, {} occupancy.",
            count(s.blocks_per_sm.into(), "block", "blocks"),
            count(s.active_warps_per_sm.into(), "warp", "warps"),
            percent(s.occupancy)
        );
        let wave = match sms {
            Some(sms) => {
                let min_grid = s.min_grid_size(sms);
                let fits = match grid {
                    Some(g) if g >= min_grid => format!(" Your grid of {} is at least one full wave.", thousands(g)),
                    Some(g) => {
                        format!(" Your grid of {} is less than one full wave: some SMs would sit idle.", thousands(g))
                    }
                    None => String::new(),
                };
                format!(
                    "Minimum grid for one full wave on {device} ({} SMs): {}.{fits}",
                    sms,
                    count(min_grid, "block", "blocks")
                )
            }
            None => format!(
                "Minimum grid for one full wave: {} per SM × the GPU's SM count (name a GPU to compute it).",
                count(s.blocks_per_sm.into(), "block", "blocks")
            ),
        };
        SuggestionReport {
            block_size: Some(Figure::count("block_size", "Suggested block size", s.block_size.into(), "threads")),
            headline,
            wave,
        }
    }
}
