//! The parts of every catalogue, one file each per language (`locales/{tag}/{name}.ftl`). The
//! page fetches a part when it first shows one of its messages, so the first view carries none
//! of the lower panels' sentences and the page none of occlab's. `xtask` compiles the page's
//! parts for it and includes this file for their names.

/// A part of every catalogue. A message is in one part, the same in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// What the page's first view says (the calculator, the kernel's inputs, the device, the
    /// header), and `occlab calc` and `suggest`.
    FirstView,
    /// What the lower panels say (waves, latency hiding, import, measured runs), and the
    /// subcommands of occlab that print the same reports.
    Panels,
    /// What only occlab says: its own errors, the `gpus` and `caps` tables, `measure`'s progress,
    /// `serve`'s console and refusals, the headings of its reports.
    Cli,
    /// What the what-if model says (`crate::what_if`: another occupancy for a profiled kernel),
    /// on the page and in `occlab import --what-if`.
    WhatIf,
}

impl Part {
    pub const ALL: [Part; 4] = [Part::FirstView, Part::Panels, Part::Cli, Part::WhatIf];
    /// The parts the page fetches.
    pub const PAGE: [Part; 3] = [Part::FirstView, Part::Panels, Part::WhatIf];

    /// The part's file name, without extension: `locales/{tag}/{name}.ftl`.
    pub fn name(self) -> &'static str {
        match self {
            Part::FirstView => "first-view",
            Part::Panels => "panels",
            Part::Cli => "cli",
            Part::WhatIf => "what-if",
        }
    }
}
