//! What a chart draws, as data: lines, bars, dots and labels in canvas pixels. Every chart
//! builds a [`Scene`] with pure, tested code; [`paint`] puts any scene on a canvas's 2D context.
//! One small painter for all charts keeps the page small: it writes colours and font sizes
//! with integers, so the page needs none of `core`'s float printing.

use super::geometry::{Pixel, Plot};
use occlab_charts::palette::{Palette, Rgb};
use web_sys::CanvasRenderingContext2d;

/// The font every label uses.
const FONT: &str = "system-ui, sans-serif";

/// One thing drawn.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A polyline; `opacity` in percent.
    Line { points: Vec<Pixel>, colour: Rgb, opacity: u8, width: u32 },
    /// A filled rectangle between two corners; `opacity` in percent.
    Bar { corners: [Pixel; 2], colour: Rgb, opacity: u8 },
    /// A filled dot with a ring around it.
    Dot { centre: Pixel, radius: u32, fill: Rgb, ring: Rgb, ring_width: u32 },
    /// Text anchored at `at`; `vertical` reads bottom to top.
    Label { text: String, at: Pixel, anchor: Anchor, vertical: bool },
}

/// Which point of a label sits at its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// The middle of the right edge (labels left of a y axis).
    Right,
    /// The middle of the top edge (labels below an x axis, titles).
    Top,
    /// The top left corner (notes inside a plot).
    TopLeft,
}

impl Anchor {
    /// The canvas's `textAlign` and `textBaseline`.
    fn align(self) -> (&'static str, &'static str) {
        match self {
            Anchor::Right => ("end", "middle"),
            Anchor::Top => ("center", "top"),
            Anchor::TopLeft => ("start", "top"),
        }
    }
}

/// A chart's picture: the background, then the items in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub background: Rgb,
    pub text: Rgb,
    /// Canvas pixels per CSS pixel, times the projector's enlargement.
    pub scale: f64,
    pub items: Vec<Item>,
}

impl Scene {
    pub fn new(palette: &Palette, scale: f64) -> Scene {
        Scene { background: palette.background, text: palette.text, scale, items: Vec::new() }
    }

    /// A length of `css` CSS pixels in canvas pixels, at least 1.
    pub fn px(&self, css: f64) -> u32 {
        ((css * self.scale).round() as u32).max(1)
    }

    pub fn line(&mut self, points: Vec<Pixel>, colour: Rgb, width_css: f64) {
        let width = self.px(width_css);
        self.items.push(Item::Line { points, colour, opacity: 100, width });
    }

    pub fn faint_line(&mut self, points: Vec<Pixel>, colour: Rgb, opacity: u8) {
        let width = self.px(1.0);
        self.items.push(Item::Line { points, colour, opacity, width });
    }

    pub fn bar(&mut self, corners: [Pixel; 2], colour: Rgb, opacity: u8) {
        self.items.push(Item::Bar { corners, colour, opacity });
    }

    /// The marker of a chart's current value: a dot ringed in the background colour.
    pub fn dot(&mut self, centre: Pixel, fill: Rgb) {
        let (radius, ring_width) = (self.px(5.0), self.px(1.5));
        self.items.push(Item::Dot { centre, radius, fill, ring: self.background, ring_width });
    }

    pub fn label(&mut self, text: String, at: Pixel, anchor: Anchor) {
        self.items.push(Item::Label { text, at, anchor, vertical: false });
    }

    /// The axes of `plot`: y ticks (pixel row, label) with grid lines if `grid`, x ticks (pixel
    /// column, label) with tick marks, the axis lines and both titles.
    pub fn axes(&mut self, plot: &Plot, palette: &Palette, axes: Axes) {
        let (gap, tick, title, edge) =
            (self.px(6.0) as i32, self.px(4.0) as i32, self.px(22.0) as i32, self.px(4.0) as i32);
        for (py, text) in axes.y_ticks {
            if axes.grid {
                self.line(vec![(plot.left, py), (plot.right, py)], palette.grid, 1.0);
            }
            self.label(text, (plot.left - gap, py), Anchor::Right);
        }
        for (px, text) in axes.x_ticks {
            self.line(vec![(px, plot.bottom), (px, plot.bottom + tick)], palette.axis, 1.0);
            self.label(text, (px, plot.bottom + gap), Anchor::Top);
        }
        self.line(vec![(plot.left, plot.top), (plot.left, plot.bottom), (plot.right, plot.bottom)], palette.axis, 1.0);
        self.label(axes.x_title.to_string(), ((plot.left + plot.right) / 2, plot.bottom + title), Anchor::Top);
        self.items.push(Item::Label {
            text: axes.y_title.to_string(),
            at: (edge, (plot.top + plot.bottom) / 2),
            anchor: Anchor::Top,
            vertical: true,
        });
    }

    /// The texts of every label, for tests.
    #[cfg(test)]
    pub fn labels(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|i| match i {
                Item::Label { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// What [`Scene::axes`] draws.
#[derive(Debug)]
pub struct Axes<'a> {
    pub x_ticks: Vec<(i32, String)>,
    pub y_ticks: Vec<(i32, String)>,
    /// Grid lines across the plot at the y ticks.
    pub grid: bool,
    pub x_title: &'a str,
    pub y_title: &'a str,
}

/// A CSS colour: "rgb(1,2,3)", or with an opacity in percent "rgba(1,2,3,0.45)".
fn css(c: Rgb, opacity: u8) -> String {
    if opacity >= 100 {
        format!("rgb({},{},{})", c.0, c.1, c.2)
    } else {
        format!("rgba({},{},{},0.{:02})", c.0, c.1, c.2, opacity)
    }
}

/// Draws `scene` on a `width` × `height` canvas.
pub fn paint(context: &CanvasRenderingContext2d, scene: &Scene, width: u32, height: u32) {
    context.set_fill_style_str(&css(scene.background, 100));
    context.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
    let font = format!("{}px {FONT}", (12.0 * scene.scale).round() as u32);
    let text_colour = css(scene.text, 100);
    for item in &scene.items {
        match item {
            Item::Line { points, colour, opacity, width } => {
                context.set_stroke_style_str(&css(*colour, *opacity));
                context.set_line_width(f64::from(*width));
                context.begin_path();
                for (i, &(x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        context.move_to(f64::from(x), f64::from(y));
                    } else {
                        context.line_to(f64::from(x), f64::from(y));
                    }
                }
                context.stroke();
            }
            Item::Bar { corners: [(x0, y0), (x1, y1)], colour, opacity } => {
                context.set_fill_style_str(&css(*colour, *opacity));
                context.fill_rect(f64::from(*x0), f64::from(*y0), f64::from(x1 - x0), f64::from(y1 - y0));
            }
            Item::Dot { centre: (x, y), radius, fill, ring, ring_width } => {
                context.begin_path();
                let _ = context.arc(f64::from(*x), f64::from(*y), f64::from(*radius), 0.0, std::f64::consts::TAU);
                context.set_fill_style_str(&css(*fill, 100));
                context.fill();
                context.set_stroke_style_str(&css(*ring, 100));
                context.set_line_width(f64::from(*ring_width));
                context.stroke();
            }
            Item::Label { text, at: (x, y), anchor, vertical } => {
                let (align, baseline) = anchor.align();
                context.set_font(&font);
                context.set_text_align(align);
                context.set_text_baseline(baseline);
                context.set_fill_style_str(&text_colour);
                if *vertical {
                    context.save();
                    let _ = context.translate(f64::from(*x), f64::from(*y));
                    let _ = context.rotate(-std::f64::consts::FRAC_PI_2);
                    let _ = context.fill_text(text, 0.0, 0.0);
                    context.restore();
                } else {
                    let _ = context.fill_text(text, f64::from(*x), f64::from(*y));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axes_and_items_in_drawing_order() {
        let palette = Palette::new(false, false);
        let plot = Plot::new(600, 240, 1.0, 10, 10);
        let mut scene = Scene::new(&palette, 1.0);
        scene.axes(
            &plot,
            &palette,
            Axes {
                x_ticks: vec![(plot.x_px(5), "5".to_string())],
                y_ticks: vec![(plot.y_fraction_px(0.5), "5".to_string())],
                grid: true,
                x_title: "x",
                y_title: "y",
            },
        );
        scene.bar([(60, 20), (80, 40)], (1, 2, 3), 100);
        scene.dot((70, 30), (4, 5, 6));
        assert_eq!(scene.labels(), ["5", "5", "x", "y"]);
        let kinds: Vec<&str> = scene
            .items
            .iter()
            .map(|i| match i {
                Item::Line { .. } => "line",
                Item::Bar { .. } => "bar",
                Item::Dot { .. } => "dot",
                Item::Label { .. } => "label",
            })
            .collect();
        // The grid line and its label, the tick and its label, the axes, both titles, the bar, the dot.
        assert_eq!(kinds, ["line", "label", "line", "label", "line", "label", "label", "bar", "dot"]);
        assert!(matches!(&scene.items[6], Item::Label { vertical: true, .. }));
        assert!(matches!(&scene.items[8], Item::Dot { ring, .. } if *ring == palette.background));
    }

    #[test]
    fn colours_are_written_without_float_printing() {
        assert_eq!(css((1, 22, 255), 100), "rgb(1,22,255)");
        assert_eq!(css((0, 0, 0), 45), "rgba(0,0,0,0.45)");
        assert_eq!(css((0, 0, 0), 6), "rgba(0,0,0,0.06)");
    }
}
