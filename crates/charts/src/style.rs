//! What every chart shares: colours as plotters takes them, the label font at the palette's
//! scale, the frame (margins and label areas), the axes and writing a chart as an SVG document.

use crate::palette::{Palette, Rgb};
use plotters::chart::{ChartContext, MeshStyle};
use plotters::coord::ranged1d::ValueFormatter;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::TextStyle;

/// A palette colour as plotters takes it.
pub(crate) fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

/// The labels' typeface: the system's UI font, the page's own (style/main.css sets the page in
/// `system-ui`). As the generic `sans-serif` (Arial in Chrome on Linux) the charts' labels came in
/// another face than the text around them, and one more font for the browser to load and shape.
const FAMILY: &str = "system-ui, sans-serif";

/// The label font of `size` CSS pixels, enlarged by the palette (screen pixel ratio, projector).
/// The family is named as a `FontFamily::Name`: plotters' conversion from a `&str` lowercases
/// it first, and `str::to_lowercase` brings Unicode's case tables (some 10 KB) into the page.
pub(crate) fn font(palette: &Palette, size: f64) -> TextStyle<'static> {
    (FontFamily::Name(FAMILY), size * palette.enlarge).into_font().color(&rgb(palette.text))
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

/// Which lines a chart's plot area has behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grid {
    /// A line at each y tick: the charts over a rate, a time or a count.
    Horizontal,
    /// None: the pictures of SMs over time.
    None,
}

/// The axes of `chart` as every chart draws them: the palette's axis colour and grid, `labels`
/// (x, y) tick labels, the axis descriptions `desc` (x, y) and the label fonts. The caller adds
/// its tick label formatters and draws.
pub(crate) fn axes<'a, 'b, DB, X, Y>(
    chart: &'b mut ChartContext<'a, DB, Cartesian2d<X, Y>>,
    palette: &Palette,
    grid: Grid,
    labels: (usize, usize),
    desc: (&str, &str),
) -> MeshStyle<'a, 'b, X, Y, DB>
where
    DB: DrawingBackend,
    X: Ranged + ValueFormatter<X::ValueType>,
    Y: Ranged + ValueFormatter<Y::ValueType>,
{
    let mut mesh = chart.configure_mesh();
    match grid {
        Grid::Horizontal => {
            mesh.disable_x_mesh().light_line_style(rgb(palette.grid)).bold_line_style(rgb(palette.grid))
        }
        Grid::None => mesh.disable_mesh(),
    };
    mesh.axis_style(rgb(palette.axis))
        .x_labels(labels.0)
        .y_labels(labels.1)
        .x_desc(desc.0)
        .y_desc(desc.1)
        .label_style(font(palette, 11.0))
        .axis_desc_style(font(palette, 12.0));
    mesh
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
