//! Puts charts on HTML canvases, sized to the canvas's CSS box at the screen's pixel ratio,
//! and maps pointer positions back through the same [`Plot`].

use super::draw::scene;
use super::geometry::Plot;
use super::scene::{paint as paint_scene, Scene};
use super::Series;
use crate::browser::device_pixel_ratio;
use occlab_charts::palette::Palette;
use occlab_model::fixed_decimal;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

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

/// Paints `scene` on `canvas`, and records where its marker sits (`marker_px`, a canvas pixel
/// column) in CSS pixels from the left edge as `data-marker-x`, for tests and tools.
pub fn show(canvas: &HtmlCanvasElement, scene: &Scene, marker_px: Option<i32>) {
    let context = canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
    let Some(context) = context else {
        return;
    };
    paint_scene(&context, scene, canvas.width(), canvas.height());
    let ratio = device_pixel_ratio();
    let marker = marker_px.map(|x| fixed_decimal(f64::from(x) / ratio, 1)).unwrap_or_default();
    let _ = canvas.set_attribute("data-marker-x", &marker);
}

/// Paints an impact chart on the canvas.
pub fn paint(canvas: &HtmlCanvasElement, series: &Series, palette: &Palette) {
    if fit(canvas, palette).is_none() {
        return;
    }
    let plot = plot_for(canvas, series, palette);
    show(canvas, &scene(&plot, series, palette), series.current.map(|(x, _)| plot.x_px(x)));
}
