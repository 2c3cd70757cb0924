//! The block-size suggestion in words: the runtime's heuristic
//! (`cudaOccupancyMaxPotentialBlockSize`) and the minimum grid for one full wave.

use super::Figure;
use crate::locale::message::{counted, Arg, Message};
use crate::BlockSizeSuggestion;
use serde::Serialize;

/// Everything the CLI's `suggest` and the page's suggestion say.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SuggestionReport {
    /// The suggested block size ("768 threads"); `None` when no block size can run.
    pub block_size: Option<Figure>,
    /// "1 block per SM, 24 warps per SM, 50.00% occupancy." or why no block size can run.
    pub headline: Message,
    /// The minimum grid for one full wave, or why it needs an SM count; with a grid, whether it
    /// fills one wave. Empty when no block size can run.
    pub wave: Option<Message>,
}

impl SuggestionReport {
    /// The report of `s` on `device` (the device inside a sentence: "GeForce RTX 3080 10GB",
    /// "compute capability 8.6") with `sms` SMs, if known, for a grid of `grid` blocks, if one is
    /// given.
    pub fn new(s: &BlockSizeSuggestion, device: Message, sms: Option<u32>, grid: Option<u64>) -> SuggestionReport {
        if s.block_size == 0 {
            return SuggestionReport { block_size: None, headline: Message::new("suggest-none"), wave: None };
        }
        let headline = Message::new("suggest-headline")
            .arg("blocks", counted("blocks", s.blocks_per_sm.into()))
            .arg("warps", counted("warps", s.active_warps_per_sm.into()))
            .arg("occupancy", Arg::Percent(s.occupancy));
        let wave = match sms {
            Some(sms) => {
                let min_grid = s.min_grid_size(sms);
                let fits = grid.map(|g| {
                    Message::new(if g >= min_grid { "suggest-grid-fills" } else { "suggest-grid-short" })
                        .arg("grid", Arg::Count(g))
                });
                let wave = Message::new(if fits.is_some() { "suggest-wave-grid" } else { "suggest-wave" })
                    .arg("device", device)
                    .arg("sms", Arg::Count(sms.into()))
                    .arg("blocks", counted("blocks", min_grid));
                fits.map_or(wave.clone(), |fits| wave.arg("fits", fits))
            }
            None => Message::new("suggest-wave-no-sms").arg("blocks", counted("blocks", s.blocks_per_sm.into())),
        };
        SuggestionReport {
            block_size: Some(Figure::count("block_size", "Suggested block size", s.block_size.into(), "threads")),
            headline,
            wave: Some(wave),
        }
    }

    /// The suggested block size in words: "768 threads".
    pub fn threads(&self) -> Option<Message> {
        let n = self.block_size.as_ref()?.value?;
        Some(counted("threads", n as u64))
    }
}
