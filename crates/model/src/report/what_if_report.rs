//! The what-if of one profiled launch as the reader sees it (`occlab import --what-if`, the
//! import panel): the sentence, the notes, and a table of every level: blocks and warps per SM,
//! occupancy, the shared-memory configuration and the L1 it leaves, the predicted time as a
//! share of the profiled one, where eight in ten such predictions were measured (the level's
//! spread, `what_if::distance`), the time by registers where registers limit the kernel, and why.

use crate::locale::message::{Arg, Message};
use crate::what_if::distance::MeasuredOver;
use crate::what_if::{Level, WhatIf};
use serde::Serialize;

/// The what-if, worded.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WhatIfReport {
    pub summary: Message,
    pub notes: Vec<Message>,
    /// The table's headings; the mark column's is empty.
    pub columns: Vec<Message>,
    /// One row per level, a cell per column.
    pub rows: Vec<Vec<Message>>,
    /// What the spread column means, said under the table.
    pub spread_legend: Message,
}

/// "0.71×".
fn ratio(r: f64) -> Message {
    Message::new("what-if-ratio").arg("ratio", Arg::Fixed(r, 2))
}

/// Where eight in ten of the validation's predictions of levels of `l`'s kind were measured,
/// about its prediction: "0.64–1.00×"; none where the level has no spread.
pub fn spread_range(l: &Level) -> Option<Message> {
    let (low, high) = l.measured_range()?;
    Some(Message::new("what-if-ratio-range").arg("low", Arg::Fixed(low, 2)).arg("high", Arg::Fixed(high, 2)))
}

/// The kind of levels a spread was measured over, as the calculator's line says it: "as far from
/// their profile".
pub fn spread_over(over: MeasuredOver) -> Message {
    Message::new(match over {
        MeasuredOver::Distance => "what-if-spread-over-distance",
        MeasuredOver::JoinedProfiles => "what-if-spread-over-joined",
        MeasuredOver::BelowBusyL1 => "what-if-spread-over-busy-l1",
        MeasuredOver::ReuseAtRisk => "what-if-spread-over-reuse",
    })
}

impl WhatIfReport {
    pub fn new(w: &WhatIf) -> WhatIfReport {
        let by_registers = !w.register_route.is_empty();
        let heading = |id| Message::new(id);
        let mut columns = vec![
            heading("what-if-column-blocks"),
            heading("what-if-column-warps"),
            heading("what-if-column-occupancy"),
            heading("what-if-column-config"),
            heading("what-if-column-l1"),
            heading("what-if-column-ratio"),
            heading("what-if-column-spread"),
        ];
        if by_registers {
            columns.push(heading("what-if-column-registers"));
        }
        columns.extend([Message::empty(), heading("what-if-column-why")]);
        let rows = w
            .levels
            .iter()
            .map(|l| {
                let mut row = vec![
                    Message::from(Arg::Count(l.blocks_per_sm.into())),
                    Message::from(Arg::Count(l.warps_per_sm.into())),
                    Message::from(Arg::Percent(l.occupancy)),
                    Message::from(Arg::Bytes(l.shared_memory_config.into())),
                    Message::from(Arg::Bytes(l.l1_bytes.into())),
                    ratio(l.duration_ratio),
                    spread_range(l).unwrap_or_else(Message::empty),
                ];
                if by_registers {
                    let same = w.register_route.iter().find(|r| r.blocks_per_sm == l.blocks_per_sm);
                    row.push(same.map_or_else(Message::empty, |r| ratio(r.duration_ratio)));
                }
                row.extend([mark(w, l), l.why()]);
                row
            })
            .collect();
        WhatIfReport {
            summary: w.summary.clone(),
            notes: w.notes.clone(),
            columns,
            rows,
            spread_legend: Message::new("what-if-spread-legend"),
        }
    }
}

/// "profiled", "fastest", both or neither.
fn mark(w: &WhatIf, l: &Level) -> Message {
    match (l.profiled, l.blocks_per_sm == w.fastest_blocks_per_sm) {
        (true, true) => Message::new("what-if-mark-both"),
        (true, false) => Message::new("what-if-mark-profiled"),
        (false, true) => Message::new("what-if-mark-fastest"),
        (false, false) => Message::empty(),
    }
}
