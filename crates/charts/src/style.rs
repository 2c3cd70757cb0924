//! What every chart shares: colours as plotters takes them, the label font at the palette's
//! scale, the frame (margins and label areas) and writing a chart as an SVG document.

use crate::palette::{Palette, Rgb};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::TextStyle;

/// A palette colour as plotters takes it.
pub(crate) fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

/// The label font of `size` CSS pixels, enlarged by the palette (screen pixel ratio, projector).
pub(crate) fn font(palette: &Palette, size: f64) -> TextStyle<'static> {
    ("sans-serif", size * palette.enlarge).into_font().color(&rgb(palette.text))
}

/// A chart builder on `area` with the charts' margins and label areas, the background filled.
pub(crate) fn frame<'a, 'b, DB: DrawingBackend>(
    area: &'a DrawingArea<DB, Shift>,
    palette: &Palette,
) -> Result<ChartBuilder<'a, 'b, DB>, DrawingAreaErrorKind<DB::ErrorType>> {
    area.fill(&rgb(palette.background))?;
    let px = |css: f64| (css * palette.enlarge) as u32;
    let mut builder = ChartBuilder::on(area);
    builder
        .margin(px(8.0))
        // Room for the last x tick's label, centred on the plot's right edge.
        .margin_right(px(24.0))
        .x_label_area_size(px(34.0))
        .y_label_area_size(px(44.0));
    Ok(builder)
}

/// A chart drawn by `draw` as an SVG document of `width` × `height` pixels.
pub(crate) fn svg<T, E>(
    (width, height): (u32, u32),
    draw: impl FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<T, E>,
) -> String {
    let mut svg = String::new();
    {
        let area = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        // Writing to a String cannot fail; on a layout error the document holds what was drawn.
        let _ = draw(&area).map(|_| area.present());
    }
    svg
}
