//! Puts charts on HTML canvases through plotters-canvas, sized to the canvas's CSS box at the
//! screen's pixel ratio, with the same code that writes `occlab … --svg` (`occlab_charts`).

use crate::browser::device_pixel_ratio;
use crate::charts::Series;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::palette::Palette;
use occlab_charts::{
    draw_class, draw_impact, draw_staircase, draw_throughput, draw_timeline, draw_waves, ChartGeometry, Class,
    ImpactStyle, ImpactWords, Staircase, StaircaseWords, Throughput, ThroughputWords, Timeline,
};
use occlab_model::fixed_decimal;
use occlab_model::Waves;
use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, IntoDrawingArea};
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

/// Keeps a canvas painted: `paint` runs with the canvas and the page's palette once the canvas
/// is on the page, and again whenever the palette, the window's size (`resized`) or anything
/// `paint` reads changes.
pub fn keep_painted(
    canvas: NodeRef<Canvas>,
    resized: Signal<u32>,
    paint: impl Fn(&HtmlCanvasElement, &Palette) + 'static,
) {
    let palette = expect_context::<Signal<Palette>>();
    // A view that arrives with a wasm chunk is built before Suspense puts it on the page, where
    // its canvases first have a size: they are painted in the frame after.
    let placed = Trigger::new();
    Effect::new(move |_| {
        resized.track();
        placed.track();
        let palette = palette.get();
        let Some(element) = canvas.get() else {
            return;
        };
        if element.is_connected() {
            paint(&element, &palette);
        } else {
            request_animation_frame(move || placed.notify());
        }
    });
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

/// Records where a chart's marker sits (`marker_px`, a canvas pixel column) in CSS pixels from
/// the left edge as `data-marker-x`, for tests and tools.
fn mark(canvas: &HtmlCanvasElement, marker_px: Option<i32>) {
    let ratio = device_pixel_ratio();
    let marker = marker_px.map(|x| fixed_decimal(f64::from(x) / ratio, 1)).unwrap_or_default();
    let _ = canvas.set_attribute("data-marker-x", &marker);
}

/// Draws on `canvas` with plotters: sizes its bitmap to its box, then runs `draw` on its area
/// with `palette` scaled to the screen's pixel ratio (and the projector's enlargement). `None`
/// while the canvas is not laid out, or if drawing failed.
fn paint<T, E>(
    canvas: &HtmlCanvasElement,
    palette: &Palette,
    draw: impl FnOnce(&DrawingArea<CanvasBackend, Shift>, &Palette) -> Result<T, E>,
) -> Option<T> {
    let scale = fit(canvas, palette)?;
    let area = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    let drawn = draw(&area, &Palette { enlarge: scale, ..*palette }).ok()?;
    area.present().ok()?;
    Some(drawn)
}

/// Paints an impact chart; returns where the plot and marker landed, in canvas pixels, for
/// hit-testing.
pub fn paint_impact(
    canvas: &HtmlCanvasElement,
    series: &Series,
    palette: &Palette,
    limiting: bool,
    words: &ImpactWords,
) -> Option<ChartGeometry> {
    let geometry = paint(canvas, palette, |area, palette| {
        draw_impact(area, series, &ImpactStyle { palette: *palette, limiting, words: words.clone() })
    })?;
    mark(canvas, geometry.marker.map(|(x, _)| x));
    Some(geometry)
}

/// Paints the throughput-against-occupancy chart.
pub fn paint_throughput(canvas: &HtmlCanvasElement, t: &Throughput, palette: &Palette, words: &ThroughputWords) {
    if let Some(marker) = paint(canvas, palette, |area, palette| draw_throughput(area, t, palette, words)) {
        mark(canvas, marker);
    }
}

/// Paints the waves picture; records the rows drawn as `data-rows` (and, as every painted
/// canvas does, `data-marker-x`: empty, the picture has no marker).
pub fn paint_waves(canvas: &HtmlCanvasElement, w: &Waves, palette: &Palette, time_axis: &str) {
    if let Some(rows) = paint(canvas, palette, |area, palette| draw_waves(area, w, palette, time_axis)) {
        let _ = canvas.set_attribute("data-rows", &rows.to_string());
        mark(canvas, None);
    }
}

/// Paints a measured run's wave staircase over the model's steps.
pub fn paint_staircase(canvas: &HtmlCanvasElement, s: &Staircase, palette: &Palette, words: &StaircaseWords) {
    if paint(canvas, palette, |area, palette| draw_staircase(area, s, palette, words)).is_some() {
        mark(canvas, None);
    }
}

/// Paints a measured run's block timeline.
pub fn paint_timeline(canvas: &HtmlCanvasElement, t: &Timeline, palette: &Palette, time_axis: &str) {
    if paint(canvas, palette, |area, palette| draw_timeline(area, t, palette, time_axis)).is_some() {
        mark(canvas, None);
    }
}

/// Paints the class chart: every student's measured throughput.
pub fn paint_class(canvas: &HtmlCanvasElement, c: &Class, palette: &Palette, occupancy_axis: &str) {
    if paint(canvas, palette, |area, palette| draw_class(area, c, palette, occupancy_axis)).is_some() {
        mark(canvas, None);
    }
}
