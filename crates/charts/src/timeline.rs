//! The block timeline of a measured run: SMs (rows) against time, each block a bar from its
//! first to its last `%globaltimer` reading on the SM it ran on (`%smid`). Blocks that share an
//! SM overlap, so a row darkens with the SM's occupancy; a tail shows as rows that end early.
//! One function draws it on any plotters backend; [`timeline_svg`] writes it as SVG.

use crate::axis::{decimal_short, nice_ticks, value_axis};
use crate::palette::Palette;
use crate::style::{axes, frame, rgb, svg, Grid};
use occlab_model::locale::message::{counted, Arg, Message};
use plotters::coord::Shift;
use plotters::prelude::*;

/// One block: the SM it ran on, its start and end in ns from the first block's start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub sm: u32,
    pub start_ns: u64,
    pub end_ns: u64,
}

/// The chart's data.
#[derive(Debug, Clone, PartialEq)]
pub struct Timeline {
    pub sms: u32,
    pub spans: Vec<Span>,
}

impl Timeline {
    /// The chart's text alternative.
    pub fn summary(&self) -> Message {
        let end = self.spans.iter().map(|s| s.end_ns).max().unwrap_or(0);
        Message::new("timeline-summary")
            .arg("blocks", counted("blocks", self.spans.len() as u64))
            .arg("sms", counted("sms", self.sms.into()))
            .arg("us", Arg::Decimal(end as f64 / 1000.0))
    }
}

/// Draws `t` on `area`.
pub fn draw_timeline<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    t: &Timeline,
    palette: &Palette,
    x_axis: &str,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (width, height) = area.dim_in_pixel();
    let end_us = t.spans.iter().map(|s| s.end_ns).max().unwrap_or(1) as f64 / 1000.0;
    let time_ticks = nice_ticks(end_us, (width / 80).max(2));
    let right = time_ticks.last().copied().unwrap_or(1.0);
    let sms = f64::from(t.sms.max(1));
    let sm_ticks = nice_ticks(sms, (height / 30).max(2));
    let mut chart =
        frame(area, palette)?.build_cartesian_2d(value_axis(right, &time_ticks), value_axis(sms, &sm_ticks))?;
    axes(&mut chart, palette, Grid::None, (time_ticks.len(), sm_ticks.len()), (x_axis, "SM"))
        .x_label_formatter(&|x| decimal_short(*x))
        .y_label_formatter(&|y| decimal_short(*y))
        .draw()?;
    let bar = rgb(palette.limiters[0]).mix(0.35).filled();
    chart.draw_series(t.spans.iter().map(|s| {
        let (y0, y1) = (f64::from(s.sm), f64::from(s.sm) + 0.85);
        Rectangle::new([(s.start_ns as f64 / 1000.0, y0), (s.end_ns as f64 / 1000.0, y1)], bar)
    }))?;
    Ok(())
}

/// The chart of `t` as an SVG document of `width` × `height` pixels, its words rendered by `say`.
pub fn timeline_svg(t: &Timeline, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let x_axis = say(&time_axis());
    svg(size, |area| draw_timeline(area, t, palette, &x_axis))
}

/// The timeline's time axis: "time (µs)".
pub fn time_axis() -> Message {
    Message::new("axis-time-us")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_block_is_a_bar_on_its_sm() {
        let spans = vec![
            Span { sm: 0, start_ns: 0, end_ns: 4_000 },
            Span { sm: 0, start_ns: 100, end_ns: 4_100 },
            Span { sm: 1, start_ns: 4_200, end_ns: 8_000 },
        ];
        let t = Timeline { sms: 2, spans };
        let svg = timeline_svg(&t, &Palette::new(true, false), (640, 280), Message::to_string);
        assert_eq!(svg.matches("<rect").count(), 3 + 1, "three bars and the background");
        assert!(svg.contains("time (µs)"));
        assert_eq!(t.summary().to_string(), "Chart: 3 blocks on 2 SMs against time, over 8 µs.");
    }
}
