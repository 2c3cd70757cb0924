//! Puts a chart on an HTML canvas through plotters-canvas, sized to the canvas's CSS box at
//! the screen's pixel ratio, and maps pointer positions back through the same [`Plot`].

use super::draw::draw;
use super::geometry::Plot;
use super::palette::Palette;
use super::Series;
use crate::browser::device_pixel_ratio;
use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

/// The layout a canvas of its current size gives `series`.
pub fn plot_for(canvas: &HtmlCanvasElement, series: &Series, palette: &Palette) -> Plot {
    let ratio = device_pixel_ratio();
    Plot::new(canvas.width(), canvas.height(), ratio * palette.enlarge, series.x_max, series.y_max)
}

/// Canvas pixels per CSS pixel of `canvas` as it is now.
pub fn pixels_per_css_pixel(canvas: &HtmlCanvasElement) -> f64 {
    let css = f64::from(canvas.client_width());
    if css > 0.0 {
        f64::from(canvas.width()) / css
    } else {
        1.0
    }
}

/// Sizes the canvas's bitmap to its box and paints the chart. Records the marker's CSS x in
/// `data-marker-x` for tests and tools.
pub fn paint(canvas: &HtmlCanvasElement, series: &Series, palette: &Palette) {
    let ratio = device_pixel_ratio();
    let width = (f64::from(canvas.client_width()) * ratio).round() as u32;
    let height = (f64::from(canvas.client_height()) * ratio).round() as u32;
    if width == 0 || height == 0 {
        return;
    }
    if canvas.width() != width {
        canvas.set_width(width);
    }
    if canvas.height() != height {
        canvas.set_height(height);
    }
    let plot = plot_for(canvas, series, palette);
    let Some(backend) = CanvasBackend::with_canvas_object(canvas.clone()) else {
        return;
    };
    let area = backend.into_drawing_area();
    if draw(&area, &plot, series, palette).is_err() {
        return;
    }
    let marker = series.current.map(|(x, _)| format!("{:.1}", f64::from(plot.x_px(x)) / ratio)).unwrap_or_default();
    let _ = canvas.set_attribute("data-marker-x", &marker);
}
