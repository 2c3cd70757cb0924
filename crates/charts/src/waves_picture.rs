//! The waves picture: SMs (rows; neighbouring SMs banded together when there are more than
//! fit) against time in block durations. Each full wave is a column of bars, shaded
//! alternately so the waves stand apart; the partial wave is coloured, each row filled by the
//! blocks it runs, over the grey of the slots left idle. Blocks are drawn apart where they are
//! tall enough to see. One function draws it on any plotters backend; [`waves_svg`] writes SVG.

use crate::axis::ticks;
use crate::palette::Palette;
use crate::style::{axes, frame, rgb, svg, Grid};
use occlab_model::locale::message::Message;
use occlab_model::{SmGroup, Waves};
use plotters::coord::combinators::{BindKeyPoints, IntoLinspace};
use plotters::coord::Shift;
use plotters::prelude::*;

/// Most rows drawn: more SMs are banded.
pub const MAX_ROWS: u32 = 40;

/// The y axis counts thousandths of a row, so that a row's fraction can be drawn and its centre
/// labelled with integer key points.
const ROW: u32 = 1000;

/// The y extent of row `i` (0 at the top) of `rows`, in thousandths of a row from the bottom.
fn row_span(i: usize, rows: usize) -> (u32, u32) {
    let bottom = (rows - 1 - i) as u32 * ROW;
    (bottom, bottom + ROW)
}

/// The rows labelled with their first SM: every k-th of `rows`, so that at most `room` show.
fn labelled_rows(rows: usize, room: usize) -> impl Iterator<Item = usize> {
    (0..rows).step_by(rows.div_ceil(room.max(1)).max(1))
}

/// Draws the waves `w` on `area`; returns the rows drawn (SMs banded to at most [`MAX_ROWS`]).
pub fn draw_waves<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    w: &Waves,
    palette: &Palette,
    time_axis: &str,
) -> Result<usize, DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let groups: Vec<SmGroup> = w.sm_groups(MAX_ROWS);
    let rows = groups.len().max(1);
    let (width, height) = area.dim_in_pixel();
    let end = w.waves.max(1) as f64;
    let time_ticks = ticks(u32::try_from(w.waves).unwrap_or(u32::MAX), (width / 70).max(2));
    let time_step = f64::from(time_ticks.get(1).copied().unwrap_or(1).max(1));
    let labelled: Vec<usize> = labelled_rows(groups.len(), (height / 24).max(2) as usize).collect();
    let centres: Vec<u32> = labelled.iter().map(|&i| row_span(i, rows).0 + ROW / 2).collect();
    let mut chart = frame(area, palette)?
        // A range's end is exclusive of its key points: end a hair past the last tick.
        .build_cartesian_2d(
            (0f64..end * (1.0 + 1e-9)).step(time_step),
            (0u32..rows as u32 * ROW).with_key_points(centres),
        )?;
    let first_sm = |y: &u32| {
        let i = rows - 1 - (*y / ROW) as usize;
        groups.get(i).map_or(0, |g| g.first_sm).to_string()
    };
    axes(&mut chart, palette, Grid::None, (time_ticks.len(), labelled.len()), (time_axis, "SM"))
        .x_label_formatter(&|t| format!("{t}"))
        .y_label_formatter(&first_sm)
        .draw()?;
    let (x_px, y_px) = chart.plotting_area().get_pixel_range();
    let wave_px = f64::from(x_px.end - x_px.start) / end;
    let row_px = f64::from(y_px.end - y_px.start) / rows as f64;
    let (full, partial) = (rgb(palette.limiters[0]), rgb(palette.limiters[1]));
    let top = rows as u32 * ROW;
    // Full waves: a column each, a pixel apart, in alternating shades; one block if too narrow.
    if wave_px >= 3.0 * enlarge {
        let gap = if wave_px >= 6.0 * enlarge { 1.0 / wave_px } else { 0.0 };
        chart.draw_series((0..w.full_waves).map(|k| {
            let shade = if k % 2 == 0 { full.filled() } else { full.mix(0.6).filled() };
            Rectangle::new([(k as f64, 0), ((k + 1) as f64 - gap, top)], shade)
        }))?;
    } else if w.full_waves > 0 {
        chart.draw_series(std::iter::once(Rectangle::new([(0.0, 0), (w.full_waves as f64, top)], full.filled())))?;
    }
    let (x0, x1) = (w.full_waves as f64, w.waves as f64);
    let partial_wave = w.waves > w.full_waves;
    if partial_wave {
        chart.draw_series(std::iter::once(Rectangle::new([(x0, 0), (x1, top)], rgb(palette.grid).filled())))?;
    }
    // Rows and blocks apart: background lines between rows, and between blocks where each block
    // is at least 4 px tall.
    let separator = rgb(palette.background);
    for (i, g) in groups.iter().enumerate() {
        let (bottom, row_top) = row_span(i, rows);
        if i > 0 && row_px >= 4.0 {
            chart.draw_series(LineSeries::new([(0.0, row_top), (end, row_top)], separator.stroke_width(2)))?;
        }
        if g.slots >= 2 && row_px / g.slots as f64 >= 4.0 * enlarge {
            for k in 1..g.slots {
                let y = bottom + (f64::from(ROW) * k as f64 / g.slots as f64).round() as u32;
                chart.draw_series(LineSeries::new([(0.0, y), (end, y)], separator))?;
            }
        }
    }
    // The partial wave's blocks, over the separators, at least 2 px tall: a few blocks on many
    // slots must still show.
    if partial_wave {
        let least = (2.0 * enlarge / row_px.max(1e-9)).min(1.0);
        chart.draw_series(groups.iter().enumerate().filter(|(_, g)| g.partial_blocks > 0).map(|(i, g)| {
            let (bottom, _) = row_span(i, rows);
            let filled = (g.partial_blocks as f64 / g.slots.max(1) as f64).max(least);
            let bar_top = bottom + (f64::from(ROW) * filled).round() as u32;
            Rectangle::new([(x0, bottom), (x1, bar_top)], partial.filled())
        }))?;
    }
    Ok(groups.len())
}

/// The picture of `w` as an SVG document of `width` × `height` pixels.
pub fn waves_svg(w: &Waves, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let time_axis = say(&time_axis());
    svg(size, |area| draw_waves(area, w, palette, &time_axis))
}

/// The picture's time axis: "time, in block durations (one wave each)".
pub fn time_axis() -> Message {
    Message::new("axis-block-durations")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::Rgb;
    use occlab_model::{occupancy, waves, ComputeCapability, Kernel, Launch};

    /// An H100 at 256 threads and 48 registers (5 blocks per SM, 132 SMs) running `grid` blocks.
    fn h100_waves(grid: u64) -> Waves {
        let cc = ComputeCapability::find("9.0").unwrap_or_else(|| unreachable!());
        let kernel = Kernel { registers_per_thread: 48, ..Kernel::default() };
        let o = occupancy(cc, &kernel, &Launch::default()).unwrap_or_else(|e| unreachable!("{e}"));
        waves(&o, 132, grid).unwrap_or_else(|e| unreachable!("{e}"))
    }

    /// The rectangles filled with `colour`.
    fn rects(svg: &str, colour: Rgb) -> usize {
        let fill = format!("fill=\"#{:02X}{:02X}{:02X}\"", colour.0, colour.1, colour.2);
        svg.split('<').filter(|element| element.starts_with("rect") && element.contains(&fill)).count()
    }

    #[test]
    fn rows_band_the_sms_and_are_labelled_by_their_first_sm() {
        let palette = Palette::new(false, false);
        let mut svg = String::new();
        let area = SVGBackend::with_string(&mut svg, (600, 300)).into_drawing_area();
        let rows = draw_waves(&area, &h100_waves(1400), &palette, &time_axis().to_string())
            .unwrap_or_else(|e| unreachable!("{e:?}"));
        drop(area);
        assert_eq!(rows, 33, "132 SMs in bands of 4");
        for label in [">\n0\n<", ">\n3\n<", "SM", "time, in block durations (one wave each)"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert_eq!(row_span(0, 33), (32_000, 33_000));
        assert_eq!(row_span(32, 33), (0, 1_000));
        assert!(labelled_rows(33, 12).count() <= 12);
    }

    #[test]
    fn full_waves_then_the_partial_wave_over_the_idle_slots() {
        // 1,400 blocks: 2 full waves of 660, then 80 blocks, one on each of SMs 0–79: bands
        // 0–19 run 4 of their 20 slots, the rest none.
        let palette = Palette::new(false, false);
        let svg = waves_svg(&h100_waves(1400), &palette, (600, 300), Message::to_string);
        assert_eq!(rects(&svg, palette.limiters[1]), 20, "one partial bar per band that runs blocks");
        assert!(rects(&svg, palette.limiters[0]) >= 2, "two full waves");
        assert_eq!(rects(&svg, palette.grid), 1, "the idle slots");
        let full = waves_svg(&h100_waves(1320), &palette, (600, 300), Message::to_string);
        assert_eq!(rects(&full, palette.limiters[1]), 0, "no partial wave");
    }
}
