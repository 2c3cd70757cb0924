//! Draws one chart on any plotters backend: the canvas in the browser, a recording backend
//! in the tests. Everything positional comes from [`geometry`](super::geometry).

use super::geometry::{step_runs, ticks, Plot};
use super::palette::{Palette, Rgb};
use super::Series;
use plotters::coord::Shift;
use plotters::drawing::{DrawingArea, DrawingAreaErrorKind};
use plotters::element::{Circle, PathElement, Text};
use plotters::prelude::{DrawingBackend, IntoFont};
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{Color, FontTransform, RGBColor, TextStyle};

/// The font every label uses.
const FONT: &str = "system-ui, sans-serif";

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

/// Paints `series` into `area`, laid out by `plot`.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    plot: &Plot,
    series: &Series,
    palette: &Palette,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let s = plot.scale;
    let line = |css: f64| ((css * s).round() as u32).max(1);
    let font_px = 12.0 * s;
    let label = |h: HPos, v: VPos| -> TextStyle<'static> {
        (FONT, font_px).into_font().color(&rgb(palette.text)).pos(Pos::new(h, v))
    };

    area.fill(&rgb(palette.background))?;

    for y in ticks(series.y_max, plot.y_tick_room()) {
        let py = plot.y_px(y);
        area.draw(&PathElement::new(
            vec![(plot.left, py), (plot.right, py)],
            rgb(palette.grid).stroke_width(line(1.0)),
        ))?;
        area.draw(&Text::new(y.to_string(), (plot.left - line(6.0) as i32, py), label(HPos::Right, VPos::Center)))?;
    }
    for x in ticks(series.x_max, plot.x_tick_room()) {
        let px = plot.x_px(x);
        area.draw(&PathElement::new(
            vec![(px, plot.bottom), (px, plot.bottom + line(4.0) as i32)],
            rgb(palette.axis).stroke_width(line(1.0)),
        ))?;
        area.draw(&Text::new(
            series.kind.tick_label(x),
            (px, plot.bottom + line(6.0) as i32),
            label(HPos::Center, VPos::Top),
        ))?;
    }
    area.draw(&PathElement::new(
        vec![(plot.left, plot.top), (plot.left, plot.bottom), (plot.right, plot.bottom)],
        rgb(palette.axis).stroke_width(line(1.0)),
    ))?;
    area.draw(&Text::new(
        series.kind.x_label(),
        ((plot.left + plot.right) / 2, plot.bottom + line(22.0) as i32),
        label(HPos::Center, VPos::Top),
    ))?;
    let y_title = (FONT, font_px)
        .into_font()
        .transform(FontTransform::Rotate270)
        .color(&rgb(palette.text))
        .pos(Pos::new(HPos::Center, VPos::Top));
    area.draw(&Text::new("active warps per SM", (line(4.0) as i32, (plot.top + plot.bottom) / 2), y_title))?;

    for (limiter, path) in step_runs(plot, &series.points) {
        area.draw(&PathElement::new(path, rgb(palette.limiter(limiter)).stroke_width(line(2.0))))?;
    }

    if let Some((x, warps)) = series.current {
        let (px, py) = (plot.x_px(x), plot.y_px(warps));
        area.draw(&PathElement::new(
            vec![(px, plot.top), (px, plot.bottom)],
            rgb(palette.marker).mix(0.45).stroke_width(line(1.0)),
        ))?;
        area.draw(&Circle::new((px, py), line(5.0), rgb(palette.marker).filled()))?;
        area.draw(&Circle::new((px, py), line(5.0), rgb(palette.background).stroke_width(line(1.5))))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::ChartKind;
    use occlab_model::{Limiter, SweepPoint};
    use plotters::prelude::IntoDrawingArea;
    use plotters_backend::{BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind};
    use std::cell::RefCell;
    use std::convert::Infallible;
    use std::rc::Rc;

    /// What was drawn.
    #[derive(Debug, Default)]
    struct Recording {
        paths: Vec<(Rgb, Vec<BackendCoord>)>,
        circles: Vec<(BackendCoord, u32, bool)>,
        texts: Vec<String>,
        fills: usize,
    }

    /// A backend that records drawing calls instead of rasterising them; the test keeps a
    /// handle on the recording after the drawing area takes the backend.
    struct Recorder(Rc<RefCell<Recording>>);

    type Done = Result<(), DrawingErrorKind<Infallible>>;

    impl DrawingBackend for Recorder {
        type ErrorType = Infallible;
        fn get_size(&self) -> (u32, u32) {
            (600, 240)
        }
        fn ensure_prepared(&mut self) -> Done {
            Ok(())
        }
        fn present(&mut self) -> Done {
            Ok(())
        }
        fn draw_pixel(&mut self, _: BackendCoord, _: BackendColor) -> Done {
            Ok(())
        }
        fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(&mut self, path: I, style: &S) -> Done {
            self.0.borrow_mut().paths.push((style.color().rgb, path.into_iter().collect()));
            Ok(())
        }
        fn draw_circle<S: BackendStyle>(&mut self, center: BackendCoord, radius: u32, _: &S, fill: bool) -> Done {
            self.0.borrow_mut().circles.push((center, radius, fill));
            Ok(())
        }
        fn draw_rect<S: BackendStyle>(&mut self, _: BackendCoord, _: BackendCoord, _: &S, _: bool) -> Done {
            self.0.borrow_mut().fills += 1;
            Ok(())
        }
        fn draw_text<S: BackendTextStyle>(&mut self, text: &str, _: &S, _: BackendCoord) -> Done {
            self.0.borrow_mut().texts.push(text.to_string());
            Ok(())
        }
    }

    fn series(current: Option<(u32, u32)>) -> Series {
        let limiters = |l: Limiter| [l].into_iter().collect();
        Series {
            kind: ChartKind::Registers,
            points: (0..=255)
                .map(|r| SweepPoint {
                    x: r,
                    input: r,
                    active_blocks: if r <= 32 { 8 } else { 4 },
                    active_warps: if r <= 32 { 64 } else { 32 },
                    limiters: limiters(if r <= 32 { Limiter::Warps } else { Limiter::Registers }),
                })
                .collect(),
            current,
            x_max: 255,
            y_max: 64,
        }
    }

    fn record(series: &Series) -> (Plot, Recording) {
        let recording = Rc::new(RefCell::new(Recording::default()));
        let plot = Plot::new(600, 240, 1.0, series.x_max, series.y_max);
        let area = Recorder(recording.clone()).into_drawing_area();
        assert!(draw(&area, &plot, series, &Palette::new(false, false)).is_ok());
        drop(area);
        (plot, recording.take())
    }

    #[test]
    fn marker_sits_on_the_current_point() {
        let (plot, rec) = record(&series(Some((40, 32))));
        let filled: Vec<_> = rec.circles.iter().filter(|c| c.2).collect();
        assert_eq!(filled.len(), 1);
        assert_eq!(filled[0].0, (plot.x_px(40), plot.y_px(32)));
    }

    #[test]
    fn no_marker_off_the_chart() {
        let (_, rec) = record(&series(None));
        assert!(rec.circles.is_empty());
    }

    #[test]
    fn curve_is_coloured_by_limiter_and_axes_are_labelled() {
        let (_, rec) = record(&series(None));
        let palette = Palette::new(false, false);
        let coloured: Vec<Rgb> = rec.paths.iter().map(|p| p.0).filter(|c| palette.limiters.contains(c)).collect();
        assert_eq!(coloured, vec![palette.limiter(Some(Limiter::Warps)), palette.limiter(Some(Limiter::Registers))]);
        for label in ["0", "32", "224", "64", "registers per thread", "active warps per SM"] {
            assert!(rec.texts.iter().any(|t| t == label), "missing {label}: {:?}", rec.texts);
        }
        assert_eq!(rec.fills, 1);
    }
}
