//! The waves panel's words: the figures of a grid's waves in Nsight Compute's terms, the
//! profiler's sentence, and the grids nearby that leave no partial wave. Every number comes
//! from `occlab_model::waves`.

use crate::chart::timeline::MAX_ROWS;
use crate::format::{count, percent, thousands};
use crate::panels::Panels;
use occlab_model::{fixed_decimal, Waves};

/// The figures, in the order shown: (label, test hook).
const FIGURES: [(&str, &str); 6] = [
    ("Full wave", "full-wave"),
    ("Waves Per SM", "waves-per-sm"),
    ("Full waves", "full-waves"),
    ("Partial wave", "partial-wave"),
    ("Estimated time", "estimated-time"),
    ("Achievable occupancy", "achievable-occupancy"),
];

/// The waves that run, if any: `None` without an SM count or for an illegal launch.
pub fn running(p: &Panels) -> Option<&Waves> {
    p.waves.as_ref().filter(|w| w.full_wave > 0)
}

/// Why there are no figures: no SM count, or an illegal launch (empty when there are).
pub fn status(p: &Panels) -> String {
    match p.waves.as_ref().map(|w| w.full_wave) {
        None => "Enter the number of SMs to see how the grid runs in waves.",
        Some(0) => "Illegal launch: no block fits on an SM, so the grid never runs.",
        Some(_) => "",
    }
    .to_string()
}

/// Whether there is nothing to show.
pub fn idle(p: &Panels) -> bool {
    running(p).is_none()
}

/// The figures and the profiler's sentence as HTML (numbers and fixed words only, so nothing
/// needs escaping): one string set at once is much cheaper than an element per figure.
pub fn results_html(p: &Panels) -> String {
    let Some(w) = running(p) else {
        return String::new();
    };
    let mut html = String::from("<dl class=\"figures\">");
    for ((label, id), value) in FIGURES.into_iter().zip(figures(w)) {
        html.push_str(&format!("<div><dt>{label}</dt><dd data-testid=\"{id}\">{value}</dd></div>"));
    }
    html.push_str(&format!(
        "</dl><blockquote class=\"profiler\" data-testid=\"tail-effect\">{}</blockquote>",
        profiler_sentence(w)
    ));
    html
}

/// The label of the `I`th grid with no partial wave (empty if there is none).
pub fn choice_label<const I: usize>(p: &Panels) -> String {
    running(p).and_then(|w| full_wave_choices(w).into_iter().nth(I)).map(|c| c.1).unwrap_or_default()
}

/// The `I`th grid with no partial wave.
pub fn choice_grid<const I: usize>(p: &Panels) -> Option<u64> {
    running(p).and_then(|w| full_wave_choices(w).into_iter().nth(I)).map(|c| c.0)
}

/// Whether the grid already fills its last wave (no rounding to offer).
pub fn no_choices(p: &Panels) -> bool {
    running(p).is_none_or(|w| w.partial_wave_blocks == 0)
}

/// The picture's text alternative, with the rows [`MAX_ROWS`] allows.
pub fn summary(p: &Panels) -> String {
    running(p).map(|w| picture_summary(w, &w.sm_groups(MAX_ROWS))).unwrap_or_default()
}

/// How many SMs a row of the picture stands for, when more than one.
pub fn band_note(p: &Panels) -> String {
    match running(p).and_then(|w| w.sm_groups(MAX_ROWS).first().map(|g| g.sms)) {
        Some(n) if n > 1 => format!("Each row is {n} neighbouring SMs (at most {MAX_ROWS} rows are drawn)."),
        _ => String::new(),
    }
}

/// The values of [`FIGURES`].
fn figures(w: &Waves) -> [String; 6] {
    let partial = if w.partial_wave_blocks == 0 {
        "none".to_string()
    } else {
        format!(
            "{} ({} of a wave)",
            count(w.partial_wave_blocks, "block", "blocks"),
            percent(w.partial_wave_utilization)
        )
    };
    [
        format!(
            "{} ({} per SM × {} SMs)",
            count(w.full_wave, "block", "blocks"),
            w.blocks_per_sm,
            thousands(w.sms.into())
        ),
        fixed_decimal(w.waves_per_sm, 2),
        thousands(w.full_waves),
        partial,
        count(w.waves, "block duration", "block durations"),
        format!("{} (balanced workload, at best)", percent(w.achievable_occupancy)),
    ]
}

/// Nsight Compute's tail-effect or small-grid sentence, or why there is none.
fn profiler_sentence(w: &Waves) -> String {
    w.tail_effect_message().or_else(|| w.small_grid_message()).unwrap_or_else(|| {
        format!(
            "The grid fills its last wave: {} full waves and no partial wave, so no tail effect.",
            thousands(w.full_waves)
        )
    })
}

/// The nearest grids with no partial wave, as (grid, button label); none when the grid
/// already has none.
fn full_wave_choices(w: &Waves) -> Vec<(u64, String)> {
    if w.partial_wave_blocks == 0 {
        return Vec::new();
    }
    let (below, above) = w.full_wave_grids();
    [(below, w.full_waves), (above, w.waves)]
        .into_iter()
        .filter_map(|(grid, waves)| {
            grid.map(|g| (g, format!("{} ({})", count(g, "block", "blocks"), count(waves, "full wave", "full waves"))))
        })
        .collect()
}

/// The picture's text alternative, for its rows `groups`.
fn picture_summary(w: &Waves, groups: &[occlab_model::SmGroup]) -> String {
    let (rows, sms_per_row) = (groups.len(), groups.first().map_or(1, |g| g.sms));
    let rows_text = if sms_per_row > 1 {
        format!("{rows} rows of up to {sms_per_row} SMs")
    } else {
        count(rows as u64, "row, one per SM", "rows, one per SM")
    };
    let partial = if w.partial_wave_blocks == 0 {
        "no partial wave".to_string()
    } else {
        format!("a partial wave of {}", count(w.partial_wave_blocks, "block", "blocks"))
    };
    format!(
        "Picture: {} SMs ({rows_text}) against time: {} then {partial}, {} in all.",
        thousands(w.sms.into()),
        count(w.full_waves, "full wave", "full waves"),
        count(w.waves, "block duration", "block durations")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_fixtures::h100_waves;

    fn on(w: Waves) -> Panels {
        Panels { waves: Some(w), ..Panels::default() }
    }

    #[test]
    fn figures_in_nsight_computes_terms() {
        let w = h100_waves(1400);
        assert_eq!(
            figures(&w),
            [
                "660 blocks (5 per SM × 132 SMs)",
                "2.12",
                "2",
                "80 blocks (12.1% of a wave)",
                "3 block durations",
                "50.9% (balanced workload, at best)",
            ]
        );
        assert!(profiler_sentence(&w).ends_with("may account for up to 33.3% of the total runtime of this kernel."));
        assert_eq!(
            full_wave_choices(&w),
            [(1320, "1,320 blocks (2 full waves)".to_string()), (1980, "1,980 blocks (3 full waves)".to_string())]
        );
        assert_eq!(
            summary(&on(w)),
            "Picture: 132 SMs (33 rows of up to 4 SMs) against time: 2 full waves then a partial wave of 80 blocks, 3 block durations in all."
        );
    }

    #[test]
    fn panel_texts() {
        let w = on(h100_waves(1400));
        let html = results_html(&w);
        assert!(html.contains("<dd data-testid=\"waves-per-sm\">2.12</dd>"), "{html}");
        assert!(html.contains("data-testid=\"tail-effect\">This kernel launch results in 2 full waves"), "{html}");
        assert_eq!((choice_grid::<0>(&w), choice_grid::<1>(&w)), (Some(1320), Some(1980)));
        assert_eq!(choice_label::<1>(&w), "1,980 blocks (3 full waves)");
        assert_eq!(band_note(&w), "Each row is 4 neighbouring SMs (at most 40 rows are drawn).");
        assert!(!idle(&w) && !no_choices(&w) && status(&w).is_empty());
        let none = Panels::default();
        assert!(idle(&none) && no_choices(&none) && results_html(&none).is_empty());
        assert!(status(&none).starts_with("Enter the number of SMs"));
    }

    #[test]
    fn small_and_full_grids() {
        let small = h100_waves(100);
        assert!(profiler_sentence(&small).starts_with("This kernel grid is too small"));
        assert_eq!(full_wave_choices(&small), [(660, "660 blocks (1 full wave)".to_string())]);
        let full = h100_waves(1320);
        assert_eq!(figures(&full)[3], "none");
        assert!(full_wave_choices(&full).is_empty());
        assert!(profiler_sentence(&full).starts_with("The grid fills its last wave"));
    }
}
