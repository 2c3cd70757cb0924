//! Puts charts on HTML canvases, sized to the canvas's CSS box at the screen's pixel ratio: the
//! impact charts through plotters-canvas, with the same code `occlab sweep --svg` draws with
//! (`occlab_charts`), the panels' pictures as scenes.

use super::scene::{paint as paint_scene, Scene};
use super::Series;
use crate::browser::device_pixel_ratio;
use occlab_charts::palette::Palette;
use occlab_charts::{draw_impact, ChartGeometry, ImpactStyle};
use occlab_model::fixed_decimal;
use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Canvas pixels per CSS pixel of `canvas` as it is now.
pub fn pixels_per_css_pixel(canvas: &HtmlCanvasElement) -> f64 {
    let css = f64::from(canvas.client_width());
    if css > 0.0 {
        f64::from(canvas.width()) / css
    } else {
        1.0
    }
}

/// Sizes the canvas's bitmap to its box; returns the scale of type and lines (canvas pixels
/// per CSS pixel, times the projector's enlargement), or `None` while it is not laid out.
pub fn fit(canvas: &HtmlCanvasElement, palette: &Palette) -> Option<f64> {
    let ratio = device_pixel_ratio();
    let width = (f64::from(canvas.client_width()) * ratio).round() as u32;
    let height = (f64::from(canvas.client_height()) * ratio).round() as u32;
    if width == 0 || height == 0 {
        return None;
    }
    if canvas.width() != width {
        canvas.set_width(width);
    }
    if canvas.height() != height {
        canvas.set_height(height);
    }
    Some(ratio * palette.enlarge)
}

/// Records where a chart's marker sits (`marker_px`, a canvas pixel column) in CSS pixels from
/// the left edge as `data-marker-x`, for tests and tools.
fn mark(canvas: &HtmlCanvasElement, marker_px: Option<i32>) {
    let ratio = device_pixel_ratio();
    let marker = marker_px.map(|x| fixed_decimal(f64::from(x) / ratio, 1)).unwrap_or_default();
    let _ = canvas.set_attribute("data-marker-x", &marker);
}

/// Paints `scene` on `canvas` and records its marker (`marker_px`, a canvas pixel column).
pub fn show(canvas: &HtmlCanvasElement, scene: &Scene, marker_px: Option<i32>) {
    let context = canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
    let Some(context) = context else {
        return;
    };
    paint_scene(&context, scene, canvas.width(), canvas.height());
    mark(canvas, marker_px);
}

/// Paints an impact chart on the canvas with plotters, type and lines scaled to the screen's
/// pixel ratio (and the projector's enlargement); returns where the plot and marker landed, in
/// canvas pixels, for hit-testing. `None` while the canvas is not laid out.
pub fn paint_impact(
    canvas: &HtmlCanvasElement,
    series: &Series,
    palette: &Palette,
    limiting: bool,
) -> Option<ChartGeometry> {
    let scale = fit(canvas, palette)?;
    let area = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    let style = ImpactStyle { palette: Palette { enlarge: scale, ..*palette }, limiting, title: false };
    let geometry = draw_impact(&area, series, &style).ok()?;
    area.present().ok()?;
    mark(canvas, geometry.marker.map(|(x, _)| x));
    Some(geometry)
}
