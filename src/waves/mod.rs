//! The waves panel's words: the figures of a grid's waves in Nsight Compute's terms, the
//! profiler's sentence, and the grids nearby that leave no partial wave. Every number comes
//! from `occlab_model::waves`.

pub mod waves_panel;
pub mod waves_picture;

use occlab_charts::MAX_ROWS;
use occlab_model::locale::message::{counted, Arg, Message};
use occlab_model::report::{illegal_grid, Figure, WavesReport};
use occlab_model::Waves;

/// The waves that run, if any: `None` without an SM count or for an illegal launch.
pub fn running(w: &Option<Waves>) -> Option<&Waves> {
    w.as_ref().filter(|w| w.full_wave > 0)
}

/// Why there are no figures: no SM count, or an illegal launch (`None` when there are).
pub fn status(w: &Option<Waves>) -> Option<Message> {
    match w.as_ref().map(|w| w.full_wave) {
        None => Some(Message::new("waves-need-sms")),
        Some(0) => Some(illegal_grid()),
        Some(_) => None,
    }
}

/// Whether there is nothing to show.
pub fn idle(w: &Option<Waves>) -> bool {
    running(w).is_none()
}

/// The figures of the waves that run, in order (empty when none run).
pub fn figures(w: &Option<Waves>) -> Vec<Figure> {
    report(w).map(|r| r.figures).unwrap_or_default()
}

/// Nsight Compute's sentence about the waves that run.
pub fn profiler(w: &Option<Waves>) -> Option<Message> {
    report(w).map(|r| r.profiler)
}

/// The label of the `I`th grid with no partial wave.
pub fn choice_label<const I: usize>(w: &Option<Waves>) -> Option<Message> {
    report(w).and_then(|r| r.full_wave_grids.into_iter().nth(I)).map(|c| c.1)
}

/// The `I`th grid with no partial wave.
pub fn choice_grid<const I: usize>(w: &Option<Waves>) -> Option<u64> {
    report(w).and_then(|r| r.full_wave_grids.into_iter().nth(I)).map(|c| c.0)
}

/// Whether the grid already fills its last wave (no rounding to offer).
pub fn no_choices(w: &Option<Waves>) -> bool {
    running(w).is_none_or(|w| w.partial_wave_blocks == 0)
}

/// The picture's text alternative, with the rows [`MAX_ROWS`] allows.
pub fn summary(w: &Option<Waves>) -> Option<Message> {
    running(w).map(|w| picture_summary(w, &w.sm_groups(MAX_ROWS)))
}

/// How many SMs a row of the picture stands for, when more than one.
pub fn band_note(w: &Option<Waves>) -> Option<Message> {
    match running(w).and_then(|w| w.sm_groups(MAX_ROWS).first().map(|g| g.sms)) {
        Some(n) if n > 1 => {
            Some(Message::new("waves-band-note").arg("n", Arg::Count(n.into())).arg("max", Arg::Count(MAX_ROWS as u64)))
        }
        _ => None,
    }
}

/// The report of the waves that run.
fn report(w: &Option<Waves>) -> Option<WavesReport> {
    running(w).map(WavesReport::new)
}

/// The picture's text alternative, for its rows `groups`.
fn picture_summary(w: &Waves, groups: &[occlab_model::SmGroup]) -> Message {
    let (rows, sms_per_row) = (groups.len() as u64, groups.first().map_or(1, |g| g.sms));
    let rows = match sms_per_row > 1 {
        true => Message::new("waves-picture-rows-banded")
            .arg("rows", Arg::Count(rows))
            .arg("per_row", Arg::Count(sms_per_row.into())),
        false => Message::new("waves-picture-rows").arg("rows", Arg::Count(rows)),
    };
    let partial = match w.partial_wave_blocks {
        0 => Message::new("waves-picture-no-partial"),
        blocks => Message::new("waves-picture-partial").arg("blocks", counted("blocks", blocks)),
    };
    Message::new("waves-picture")
        .arg("sms", counted("sms", w.sms.into()))
        .arg("rows", rows)
        .arg("full_waves", counted("full-waves", w.full_waves))
        .arg("partial", partial)
        .arg("durations", counted("block-durations", w.waves))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_fixtures::h100_waves;

    fn on(w: Waves) -> Option<Waves> {
        Some(w)
    }

    /// A message in English, or "" for none.
    fn said(m: Option<Message>) -> String {
        m.map(|m| m.to_string()).unwrap_or_default()
    }

    #[test]
    fn picture_summary_in_words() {
        assert_eq!(
            said(summary(&on(h100_waves(1400)))),
            "Picture: 132 SMs (33 rows of up to 4 SMs) against time: 2 full waves then a partial wave of 80 blocks, 3 block durations in all."
        );
    }

    #[test]
    fn panel_texts() {
        let w = on(h100_waves(1400));
        let shown = figures(&w);
        assert_eq!(shown[1].key, "waves_per_sm");
        assert_eq!(shown[1].text.to_string(), "2.12");
        assert!(said(profiler(&w)).starts_with("This kernel launch results in 2 full waves"));
        assert_eq!((choice_grid::<0>(&w), choice_grid::<1>(&w)), (Some(1320), Some(1980)));
        assert_eq!(said(choice_label::<1>(&w)), "1,980 blocks (3 full waves)");
        assert_eq!(said(band_note(&w)), "Each row is 4 neighbouring SMs (at most 40 rows are drawn).");
        assert!(!idle(&w) && !no_choices(&w) && status(&w).is_none());
        let none = None;
        assert!(idle(&none) && no_choices(&none) && figures(&none).is_empty() && profiler(&none).is_none());
        assert!(said(status(&none)).starts_with("Enter the number of SMs"));
    }

    #[test]
    fn a_full_grid_offers_no_choices() {
        let full = on(h100_waves(1320));
        assert!(no_choices(&full));
        assert_eq!(choice_grid::<0>(&full), None);
        assert_eq!(figures(&full)[3].text.to_string(), "none");
    }
}
