//! Puts charts on HTML canvases through plotters-canvas, sized to the canvas's CSS box at the
//! screen's pixel ratio, with the same code that writes `occlab … --svg` (`occlab_charts`).

use crate::browser::device_pixel_ratio;
use crate::charts::Series;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::palette::Palette;
use occlab_charts::{
    draw_class, draw_impact, draw_staircase, draw_throughput, draw_timeline, draw_waves, draw_what_if, ChartGeometry,
    Class, ImpactStyle, ImpactWords, Staircase, StaircaseWords, Throughput, ThroughputWords, Timeline, WhatIfCurve,
    WhatIfWords,
};
use occlab_model::fixed_decimal;
use occlab_model::Waves;
use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, IntoDrawingArea};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// A canvas and its CSS box (width, height in CSS pixels) as the browser last laid it out.
#[derive(Debug, Clone, Copy)]
pub struct CanvasBox<'a> {
    pub element: &'a HtmlCanvasElement,
    css: (f64, f64),
}

/// Keeps a canvas painted: `paint` runs with the canvas, its box and the page's palette once the
/// canvas is laid out, and again whenever its box, the palette or anything `paint` reads changes.
pub fn keep_painted(canvas: NodeRef<Canvas>, paint: impl Fn(CanvasBox<'_>, &Palette) + 'static) {
    let palette = expect_context::<Signal<Palette>>();
    let css = css_box(canvas);
    Effect::new(move |_| {
        let (Some(size), Some(element)) = (css.get(), canvas.get_untracked()) else {
            return;
        };
        paint(CanvasBox { element: &element, css: size }, &palette.get());
    });
}

/// The canvas's CSS box (width, height), `None` until it is laid out. It is read from the layout
/// once, when the canvas is mounted, and then learnt from a `ResizeObserver`'s reports, which
/// change it only when the box did change. Painting never reads the layout itself: a read of a
/// box after the page changed makes the browser lay the page out in the middle of the update,
/// once for each chart (docs/PERFORMANCE.md, "An input's update"). The one read at mount (every
/// chart's, before any chart paints: one layout) lets the first view's charts be drawn in the task
/// that builds them, not in the observer's callbacks a frame later (docs/PERFORMANCE.md, "The
/// charts drawn in the task that builds them").
fn css_box(canvas: NodeRef<Canvas>) -> RwSignal<Option<(f64, f64)>> {
    let css = RwSignal::new(None::<(f64, f64)>);
    let watching = StoredValue::new_local(None::<SizeObserver>);
    let resized = move |size: (f64, f64)| {
        if css.get_untracked() != Some(size) {
            css.set(Some(size));
        }
    };
    Effect::new(move |_| {
        if let Some(element) = canvas.get() {
            let laid_out = element.get_bounding_client_rect();
            if laid_out.width() > 0.0 && laid_out.height() > 0.0 {
                resized((laid_out.width(), laid_out.height()));
            }
            watching.set_value(observe_size(&element, resized));
        }
    });
    css
}

/// Watches an element's CSS content box; `on_size` gets each new (width, height). Stops when
/// dropped.
pub struct SizeObserver {
    observer: web_sys::ResizeObserver,
    _callback: Closure<dyn FnMut(js_sys::Array)>,
}

impl Drop for SizeObserver {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

impl std::fmt::Debug for SizeObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SizeObserver")
    }
}

fn observe_size(element: &HtmlCanvasElement, on_size: impl Fn((f64, f64)) + 'static) -> Option<SizeObserver> {
    let callback = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        if let Some(entry) = entries.get(entries.length().saturating_sub(1)).dyn_ref::<web_sys::ResizeObserverEntry>() {
            let rect = entry.content_rect();
            on_size((rect.width(), rect.height()));
        }
    });
    let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(element);
    Some(SizeObserver { observer, _callback: callback })
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
fn fit(canvas: CanvasBox<'_>, palette: &Palette) -> Option<f64> {
    let ratio = device_pixel_ratio();
    let width = (canvas.css.0 * ratio).round() as u32;
    let height = (canvas.css.1 * ratio).round() as u32;
    if width == 0 || height == 0 {
        return None;
    }
    let element = canvas.element;
    if element.width() != width {
        element.set_width(width);
    }
    if element.height() != height {
        element.set_height(height);
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
    canvas: CanvasBox<'_>,
    palette: &Palette,
    draw: impl FnOnce(&DrawingArea<CanvasBackend, Shift>, &Palette) -> Result<T, E>,
) -> Option<T> {
    let scale = fit(canvas, palette)?;
    let area = CanvasBackend::with_canvas_object(canvas.element.clone())?.into_drawing_area();
    let drawn = draw(&area, &Palette { enlarge: scale, ..*palette }).ok()?;
    area.present().ok()?;
    Some(drawn)
}

/// Paints an impact chart; returns where the plot and marker landed, in canvas pixels, for
/// hit-testing.
pub fn paint_impact(
    canvas: CanvasBox<'_>,
    series: &Series,
    palette: &Palette,
    limiting: bool,
    words: &ImpactWords,
) -> Option<ChartGeometry> {
    let geometry = paint(canvas, palette, |area, palette| {
        draw_impact(area, series, &ImpactStyle { palette: *palette, limiting, words: words.clone() })
    })?;
    mark(canvas.element, geometry.marker.map(|(x, _)| x));
    Some(geometry)
}

/// Paints the throughput-against-occupancy chart.
pub fn paint_throughput(canvas: CanvasBox<'_>, t: &Throughput, palette: &Palette, words: &ThroughputWords) {
    if let Some(marker) = paint(canvas, palette, |area, palette| draw_throughput(area, t, palette, words)) {
        mark(canvas.element, marker);
    }
}

/// Paints the waves picture; records the rows drawn as `data-rows` (and, as every painted
/// canvas does, `data-marker-x`: empty, the picture has no marker).
pub fn paint_waves(canvas: CanvasBox<'_>, w: &Waves, palette: &Palette, time_axis: &str) {
    if let Some(rows) = paint(canvas, palette, |area, palette| draw_waves(area, w, palette, time_axis)) {
        let _ = canvas.element.set_attribute("data-rows", &rows.to_string());
        mark(canvas.element, None);
    }
}

/// Paints a measured run's wave staircase over the model's steps.
pub fn paint_staircase(canvas: CanvasBox<'_>, s: &Staircase, palette: &Palette, words: &StaircaseWords) {
    if paint(canvas, palette, |area, palette| draw_staircase(area, s, palette, words)).is_some() {
        mark(canvas.element, None);
    }
}

/// Paints a measured run's block timeline.
pub fn paint_timeline(canvas: CanvasBox<'_>, t: &Timeline, palette: &Palette, time_axis: &str) {
    if paint(canvas, palette, |area, palette| draw_timeline(area, t, palette, time_axis)).is_some() {
        mark(canvas.element, None);
    }
}

/// Paints a profiled kernel's what-if: its predicted duration against occupancy.
pub fn paint_what_if(canvas: CanvasBox<'_>, c: &WhatIfCurve, palette: &Palette, words: &WhatIfWords) {
    if let Some(marker) = paint(canvas, palette, |area, palette| draw_what_if(area, c, palette, words)) {
        mark(canvas.element, marker);
    }
}

/// Paints the class chart: every student's measured throughput.
pub fn paint_class(canvas: CanvasBox<'_>, c: &Class, palette: &Palette, occupancy_axis: &str) {
    if paint(canvas, palette, |area, palette| draw_class(area, c, palette, occupancy_axis)).is_some() {
        mark(canvas.element, None);
    }
}
