//! The wave staircase: kernel time against grid size. The model says time grows in steps, one
//! per full wave (`full_wave` blocks run at once, so a grid of g blocks takes ⌈g / full_wave⌉
//! wave times: Nsight Compute's Waves Per SM, and the tail effect, made visible); the measured
//! points of a run are drawn over the model's steps. One function draws it on any plotters
//! backend; [`staircase_svg`] writes it as SVG.

use crate::axis::{decimal_short, nice_ticks, value_axis};
use crate::palette::Palette;
use crate::style::{axes, font, frame, rgb, svg, Grid};
use occlab_model::locale::message::{Arg, Message};
use plotters::coord::Shift;
use plotters::prelude::*;

/// The chart's data.
#[derive(Debug, Clone, PartialEq)]
pub struct Staircase {
    /// Blocks in one full wave: blocks per SM × SMs.
    pub full_wave: u32,
    /// The model's time of one wave, in ms.
    pub wave_ms: f64,
    /// Measured (grid blocks, ms) points.
    pub measured: Vec<(u32, f64)>,
}

impl Staircase {
    /// The model's time for a grid of `blocks`: one wave time per started wave.
    pub fn model_ms(&self, blocks: u32) -> f64 {
        f64::from(blocks.div_ceil(self.full_wave.max(1))) * self.wave_ms
    }

    /// The chart's text alternative.
    pub fn summary(&self) -> Message {
        Message::new("staircase-summary")
            .arg("wave_ms", Arg::Decimal(self.wave_ms))
            .arg("full_wave", Arg::Count(self.full_wave.into()))
            .arg("points", Arg::Count(self.measured.len() as u64))
    }
}

/// The staircase's words, rendered by the front end through the reader's catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct StaircaseWords {
    pub x_axis: String,
    pub y_axis: String,
    /// "1 full wave", beside the first wave's guide.
    pub full_wave: String,
}

impl StaircaseWords {
    /// The words, each message rendered by `say`.
    pub fn new(say: impl Fn(&Message) -> String) -> StaircaseWords {
        StaircaseWords {
            x_axis: say(&Message::new("axis-grid-size")),
            y_axis: say(&Message::new("axis-kernel-time")),
            full_wave: say(&Message::new("chart-one-full-wave")),
        }
    }
}

/// Draws `s` on `area`.
pub fn draw_staircase<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Staircase,
    palette: &Palette,
    words: &StaircaseWords,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let font = |size: f64| font(palette, size);
    let (width, height) = area.dim_in_pixel();
    let wave = s.full_wave.max(1);
    let last_grid = s.measured.iter().map(|p| p.0).max().unwrap_or(4 * wave).max(wave);
    let waves = last_grid.div_ceil(wave);
    let highest = s.measured.iter().map(|p| p.1).fold(s.model_ms(last_grid), f64::max);
    let time_ticks = nice_ticks(highest * 1.08, (height / 40).max(2));
    let top = time_ticks.last().copied().unwrap_or(1.0);
    let grid_ticks = nice_ticks(f64::from(waves * wave), (width / 80).max(2));
    let right = grid_ticks.last().copied().unwrap_or(1.0);
    let mut chart = frame(area, palette)?
        .margin_top((14.0 * enlarge) as u32)
        .build_cartesian_2d(value_axis(right, &grid_ticks), value_axis(top, &time_ticks))?;
    axes(&mut chart, palette, Grid::Horizontal, (grid_ticks.len(), time_ticks.len()), (&words.x_axis, &words.y_axis))
        .x_label_formatter(&|x| decimal_short(*x))
        .y_label_formatter(&|y| decimal_short(*y))
        .draw()?;
    // A guide at each full wave, labelled once there is room.
    for k in 1..=waves {
        let x = f64::from(k * wave);
        chart.draw_series(LineSeries::new([(x, 0.0), (x, top)], rgb(palette.grid).stroke_width(1)))?;
    }
    chart.draw_series(std::iter::once(Text::new(words.full_wave.clone(), (f64::from(wave), top), font(11.0))))?;
    // The model's steps: flat within a wave, up by one wave time as the next wave starts.
    let model = rgb(palette.limiters[0]).stroke_width((2.0 * enlarge).round().max(1.0) as u32);
    let steps = (0..waves).flat_map(|k| {
        let height = f64::from(k + 1) * s.wave_ms;
        [(f64::from(k * wave), height), (f64::from((k + 1) * wave), height)]
    });
    chart.draw_series(LineSeries::new(std::iter::once((0.0, 0.0)).chain(steps), model))?;
    let dot = rgb(palette.limiters[1]);
    chart.draw_series(
        s.measured.iter().map(|&(g, ms)| Circle::new((f64::from(g), ms), (3.0 * enlarge) as i32, dot.filled())),
    )?;
    Ok(())
}

/// The chart of `s` as an SVG document of `width` × `height` pixels, its words rendered by `say`.
pub fn staircase_svg(s: &Staircase, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let words = StaircaseWords::new(say);
    svg(size, |area| draw_staircase(area, s, palette, &words))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_come_at_each_full_wave() {
        let s = Staircase { full_wave: 1056, wave_ms: 0.5, measured: vec![(1055, 0.49), (1057, 1.01), (2112, 1.0)] };
        assert_eq!([s.model_ms(1), s.model_ms(1056), s.model_ms(1057), s.model_ms(3169)], [0.5, 0.5, 1.0, 2.0]);
        let svg = staircase_svg(&s, &Palette::new(false, false), (640, 280), Message::to_string);
        assert_eq!(svg.matches("<circle").count(), 3);
        for label in ["grid size (blocks)", "kernel time (ms)", "1 full wave"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert!(s
            .summary()
            .to_string()
            .contains("steps of 0.50 ms every 1,056 blocks (one full wave), and 3 measured points"));
    }
}
