//! The class chart: every student's measured vector-add throughput against warps per SM, one
//! line of points per run. Each run has its own colour from a colour-blind-safe palette (Okabe
//! and Ito, "Color Universal Design", 2008), and once a class has more runs than colours, its own
//! mark too (circle, triangle, square, diamond), so that one student's H100 and H200 runs, or two
//! students' runs, never look alike, on a projector too. The legend is the page's, as text
//! ([`RunStyle::glyph`]); the viewer's own runs are drawn thicker. One function draws it on any
//! plotters backend; [`class_svg`] writes it as SVG.

use crate::axis::{decimal_short, nice_ticks, ticks, value_axis};
use crate::palette::{Palette, Rgb};
use crate::style::{axes, frame, rgb, svg, Grid};
use occlab_model::decimal;
use occlab_model::locale::message::{counted, Message};
use plotters::coord::Shift;
use plotters::prelude::*;

/// The mark a run's points are drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Circle,
    Triangle,
    Square,
    Diamond,
}

impl Mark {
    pub const ALL: [Mark; 4] = [Mark::Circle, Mark::Triangle, Mark::Square, Mark::Diamond];

    /// The mark as a character, for the legend: "●", "▲", "■", "◆".
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Circle => "●",
            Mark::Triangle => "▲",
            Mark::Square => "■",
            Mark::Diamond => "◆",
        }
    }
}

/// A run's colour and mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunStyle {
    pub colour: Rgb,
    pub mark: Mark,
}

impl RunStyle {
    /// The style of the `index`th run (in the order runs arrived): the palette's run colours in
    /// turn, then the same colours with the next mark; after every colour with every mark, they
    /// repeat.
    pub fn of(palette: &Palette, index: usize) -> RunStyle {
        let colours = palette.runs.len().max(1);
        RunStyle {
            colour: palette.runs.get(index % colours).copied().unwrap_or(palette.axis),
            mark: Mark::ALL[(index / colours) % Mark::ALL.len()],
        }
    }

    /// The legend's key: the mark in the run's colour, as CSS ("color: rgb(0, 114, 178)").
    pub fn css_colour(self) -> String {
        let (r, g, b) = self.colour;
        format!("color: rgb({r}, {g}, {b})")
    }

    /// The mark's character.
    pub fn glyph(self) -> &'static str {
        self.mark.glyph()
    }
}

/// One run's line on the class chart.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassSeries {
    /// The legend's words for the run: "Ada · NVIDIA H200".
    pub label: String,
    /// The student's name.
    pub student: String,
    pub style: RunStyle,
    /// The viewer's own run: drawn thicker.
    pub own: bool,
    /// (warps per SM, GB/s) as measured.
    pub points: Vec<(u32, f64)>,
}

/// The chart's data.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Class {
    pub series: Vec<ClassSeries>,
}

impl Class {
    /// The chart's text alternative.
    pub fn summary(&self) -> Message {
        let mut students: Vec<&str> = self.series.iter().map(|s| s.student.as_str()).collect();
        students.sort_unstable();
        students.dedup();
        Message::new("class-summary")
            .arg("runs", counted("runs", self.series.len() as u64))
            .arg("students", counted("students", students.len() as u64))
    }
}

/// Draws `c` on `area`.
pub fn draw_class<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    c: &Class,
    palette: &Palette,
    x_axis: &str,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let (width, height) = area.dim_in_pixel();
    let points = || c.series.iter().flat_map(|s| s.points.iter());
    let max_warps = points().map(|p| p.0).max().unwrap_or(64).max(1);
    let highest = points().map(|p| p.1).fold(1.0, f64::max);
    let rate_ticks = nice_ticks(highest * 1.08, (height / 40).max(2));
    let top = rate_ticks.last().copied().unwrap_or(1.0);
    let warp_ticks = ticks(max_warps, (width / 60).max(2));
    let warp_values: Vec<f64> = warp_ticks.iter().map(|&w| f64::from(w)).collect();
    let mut chart = frame(area, palette)?
        .margin_top((14.0 * enlarge) as u32)
        .build_cartesian_2d(value_axis(f64::from(max_warps), &warp_values), value_axis(top, &rate_ticks))?;
    axes(&mut chart, palette, Grid::Horizontal, (warp_ticks.len(), rate_ticks.len()), (x_axis, "GB/s"))
        .x_label_formatter(&|x| decimal(*x))
        .y_label_formatter(&|y| decimal_short(*y))
        .draw()?;
    let width_of = |own: bool| ((if own { 4.0 } else { 1.5 }) * enlarge).round().max(1.0) as u32;
    let size = (4.0 * enlarge).round() as i32;
    for s in &c.series {
        let colour = rgb(s.style.colour);
        let line = s.points.iter().map(|&(n, r)| (f64::from(n), r));
        chart.draw_series(LineSeries::new(line, colour.stroke_width(width_of(s.own))))?;
        let at = s.points.iter().map(|&(n, r)| (f64::from(n), r));
        match s.style.mark {
            Mark::Circle => chart.draw_series(at.map(|p| Circle::new(p, size, colour.filled())))?,
            Mark::Triangle => chart.draw_series(at.map(|p| TriangleMarker::new(p, size + 1, colour.filled())))?,
            Mark::Square => chart.draw_series(
                at.map(|p| EmptyElement::at(p) + Rectangle::new([(-size, -size), (size, size)], colour.filled())),
            )?,
            Mark::Diamond => chart.draw_series(at.map(|p| {
                let d = size + 1;
                EmptyElement::at(p) + Polygon::new(vec![(0, -d), (d, 0), (0, d), (-d, 0)], colour.filled())
            }))?,
        };
    }
    Ok(())
}

/// The chart of `c` as an SVG document of `width` × `height` pixels, its words rendered by `say`.
pub fn class_svg(c: &Class, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let x_axis = say(&occupancy_axis());
    svg(size, |area| draw_class(area, c, palette, &x_axis))
}

/// The axis of warps per SM: "warps per SM (occupancy)".
pub fn occupancy_axis() -> Message {
    Message::new("axis-warps-occupancy")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(student: &str, index: usize, own: bool, scale: f64, palette: &Palette) -> ClassSeries {
        ClassSeries {
            label: format!("{student} · NVIDIA H100 80GB HBM3"),
            student: student.to_owned(),
            style: RunStyle::of(palette, index),
            own,
            points: [4, 8, 16, 32, 64].iter().map(|&w| (w, f64::from(w).min(24.0) * scale)).collect(),
        }
    }

    #[test]
    fn each_run_is_a_line_in_its_own_colour() {
        let palette = Palette::new(false, false);
        let class = Class {
            series: vec![
                series("Ada <b>Lovelace</b>", 0, false, 130.0, &palette),
                series("Ada <b>Lovelace</b>", 1, false, 120.0, &palette),
                series("Alan", 2, true, 180.0, &palette),
            ],
        };
        let svg = class_svg(&class, &palette, (640, 320), Message::to_string);
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        for s in &class.series {
            assert!(svg.contains(&hex(s.style.colour)), "{:?}", s.style);
        }
        // Names are never drawn into the chart (the legend is the page's text), so no markup.
        assert!(!svg.contains("<b>") && !svg.contains("Lovelace"));
        for label in ["GB/s", "warps per SM (occupancy)"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert_eq!(
            class.summary().to_string(),
            "Chart: measured vector-add throughput in GB/s against warps per SM, 3 runs by 2 students."
        );
        assert!(class_svg(&Class::default(), &palette, (640, 320), Message::to_string).contains("warps per SM"));
    }

    /// Every run of a class of 32 has a style of its own: 8 colours, then the same colours with
    /// the next of 4 marks; on every theme, projector mode included.
    #[test]
    fn runs_get_distinct_colours_then_marks() {
        for (dark, projector) in [(false, false), (true, false), (false, true), (true, true)] {
            let palette = Palette::new(dark, projector);
            let styles: Vec<RunStyle> = (0..32).map(|i| RunStyle::of(&palette, i)).collect();
            for (i, a) in styles.iter().enumerate() {
                assert!(!styles[i + 1..].contains(a), "run {i} repeats on dark={dark} projector={projector}");
            }
            assert_eq!(styles[7].mark, Mark::Circle);
            assert_eq!((styles[8].colour, styles[8].mark), (styles[0].colour, Mark::Triangle));
            assert_eq!(RunStyle::of(&palette, 32), styles[0]);
        }
    }
}
