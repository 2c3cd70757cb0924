//! The class chart: every student's measured vector-add throughput against warps per SM, one
//! line of points per run, one colour per student, the students' names in the legend. The
//! viewer's own runs are drawn thicker and named "(you)". One function draws it on any plotters
//! backend; [`class_svg`] writes it as SVG.

use crate::axis::{decimal_short, nice_ticks, ticks, value_axis};
use crate::palette::{Palette, Rgb};
use crate::style::{axes, font, frame, rgb, svg, Grid};
use occlab_model::{count, decimal};
use plotters::coord::Shift;
use plotters::prelude::*;

/// One run's line on the class chart.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassSeries {
    /// The student's name, drawn as text in the legend.
    pub name: String,
    /// The student's colour.
    pub colour: Rgb,
    /// The viewer's own run: drawn thicker.
    pub own: bool,
    /// Whether this run carries the student's legend entry (their first run on the chart).
    pub labelled: bool,
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
    pub fn summary(&self) -> String {
        let students = self.series.iter().filter(|s| s.labelled).count() as u64;
        format!(
            "Chart: measured vector-add throughput in GB/s against warps per SM, {} by {}.",
            count(self.series.len() as u64, "run", "runs"),
            count(students, "student", "students")
        )
    }
}

/// Distinct colours for students, in the order they join; they repeat after the last.
pub fn student_colour(palette: &Palette, index: usize) -> Rgb {
    let extra: [Rgb; 4] = [(0, 150, 170), (170, 90, 40), (90, 90, 200), (200, 60, 150)];
    let all = palette.limiters.iter().chain(&extra);
    let n = palette.limiters.len() + extra.len();
    all.copied().nth(index % n).unwrap_or(palette.axis)
}

/// Draws `c` on `area`.
pub fn draw_class<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    c: &Class,
    palette: &Palette,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let font = |size: f64| font(palette, size);
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
    axes(
        &mut chart,
        palette,
        Grid::Horizontal,
        (warp_ticks.len(), rate_ticks.len()),
        ("warps per SM (occupancy)", "GB/s"),
    )
    .x_label_formatter(&|x| decimal(*x))
    .y_label_formatter(&|y| decimal_short(*y))
    .draw()?;
    let width_of = |own: bool| ((if own { 4.0 } else { 1.5 }) * enlarge).round().max(1.0) as u32;
    for s in &c.series {
        let style = rgb(s.colour).stroke_width(width_of(s.own));
        let line = s.points.iter().map(|&(n, r)| (f64::from(n), r));
        let drawn = chart.draw_series(LineSeries::new(line, style))?;
        if s.labelled {
            let name = if s.own { format!("{} (you)", s.name) } else { s.name.clone() };
            let colour = rgb(s.colour);
            drawn.label(name).legend(move |(x, y)| Rectangle::new([(x, y - 4), (x + 14, y + 4)], colour.filled()));
        }
        let dot = (3.0 * enlarge) as i32;
        chart
            .draw_series(s.points.iter().map(|&(n, r)| Circle::new((f64::from(n), r), dot, rgb(s.colour).filled())))?;
    }
    if c.series.iter().any(|s| s.labelled) {
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .background_style(rgb(palette.background).mix(0.85))
            .border_style(rgb(palette.axis))
            .label_font(font(11.0))
            .draw()?;
    }
    Ok(())
}

/// The chart of `c` as an SVG document of `width` × `height` pixels.
pub fn class_svg(c: &Class, palette: &Palette, size: (u32, u32)) -> String {
    svg(size, |area| draw_class(area, c, palette))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(name: &str, colour: Rgb, own: bool, labelled: bool, scale: f64) -> ClassSeries {
        ClassSeries {
            name: name.to_owned(),
            colour,
            own,
            labelled,
            points: [4, 8, 16, 32, 64].iter().map(|&w| (w, f64::from(w).min(24.0) * scale)).collect(),
        }
    }

    #[test]
    fn each_student_is_a_coloured_line_with_their_name_in_the_legend() {
        let palette = Palette::new(false, false);
        let (ada, alan) = (student_colour(&palette, 0), student_colour(&palette, 1));
        let class = Class {
            series: vec![
                series("Ada <b>Lovelace</b>", ada, false, true, 130.0),
                series("Ada <b>Lovelace</b>", ada, false, false, 120.0),
                series("Alan", alan, true, true, 180.0),
            ],
        };
        let svg = class_svg(&class, &palette, (640, 320));
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        assert!(svg.contains(&hex(ada)) && svg.contains(&hex(alan)));
        // The name is text: escaped, never markup.
        assert!(svg.contains("Ada &lt;b&gt;Lovelace&lt;/b&gt;"), "{svg}");
        assert!(!svg.contains("<b>"));
        assert!(svg.contains("Alan (you)"));
        assert_eq!(svg.matches("Ada &lt;b&gt;").count(), 1, "one legend entry per student");
        for label in ["GB/s", "warps per SM (occupancy)"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert_eq!(
            class.summary(),
            "Chart: measured vector-add throughput in GB/s against warps per SM, 3 runs by 2 students."
        );
        assert!(class_svg(&Class::default(), &palette, (640, 320)).contains("warps per SM"));
    }

    #[test]
    fn student_colours_are_distinct_then_repeat() {
        let palette = Palette::new(true, false);
        let colours: Vec<Rgb> = (0..10).map(|i| student_colour(&palette, i)).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(!colours[i + 1..].contains(a));
        }
        assert_eq!(student_colour(&palette, 10), colours[0]);
    }
}
