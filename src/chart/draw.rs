//! The scene of one "impact of varying" chart: axes, the sweep as a step line coloured by
//! limiter, and the current configuration's marker. Everything positional comes from
//! [`geometry`](super::geometry).

use super::geometry::{step_runs, ticks, Plot};
use super::scene::{Axes, Scene};
use super::Series;
use occlab_charts::palette::Palette;

/// The chart of `series`, laid out by `plot`.
pub fn scene(plot: &Plot, series: &Series, palette: &Palette) -> Scene {
    let mut scene = Scene::new(palette, plot.scale);
    let axes = Axes {
        x_ticks: ticks(series.x_max, plot.x_tick_room())
            .into_iter()
            .map(|x| (plot.x_px(x), series.kind.tick_label(x)))
            .collect(),
        y_ticks: ticks(series.y_max, plot.y_tick_room()).into_iter().map(|y| (plot.y_px(y), y.to_string())).collect(),
        grid: true,
        x_title: series.kind.x_label(),
        y_title: "active warps per SM",
    };
    scene.axes(plot, palette, axes);
    for (limiter, path) in step_runs(plot, &series.points) {
        scene.line(path, palette.limiter(limiter), 2.0);
    }
    if let Some((x, warps)) = series.current {
        let (px, py) = (plot.x_px(x), plot.y_px(warps));
        scene.faint_line(vec![(px, plot.top), (px, plot.bottom)], palette.marker, 45);
        scene.dot((px, py), palette.marker);
    }
    scene
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::scene::Item;
    use crate::chart::ChartKind;
    use occlab_charts::palette::Rgb;
    use occlab_model::{Limiter, SweepPoint};

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

    fn build(series: &Series) -> (Plot, Scene) {
        let plot = Plot::new(600, 240, 1.0, series.x_max, series.y_max);
        (plot, scene(&plot, series, &Palette::new(false, false)))
    }

    #[test]
    fn marker_sits_on_the_current_point() {
        let (plot, scene) = build(&series(Some((40, 32))));
        let dots: Vec<_> = scene.items.iter().filter(|i| matches!(i, Item::Dot { .. })).collect();
        assert_eq!(dots.len(), 1);
        assert!(matches!(dots[0], Item::Dot { centre, .. } if *centre == (plot.x_px(40), plot.y_px(32))));
    }

    #[test]
    fn no_marker_off_the_chart() {
        let (_, scene) = build(&series(None));
        assert!(!scene.items.iter().any(|i| matches!(i, Item::Dot { .. })));
    }

    #[test]
    fn curve_is_coloured_by_limiter_and_axes_are_labelled() {
        let (_, scene) = build(&series(None));
        let palette = Palette::new(false, false);
        let coloured: Vec<Rgb> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Line { colour, .. } if palette.limiters.contains(colour) => Some(*colour),
                _ => None,
            })
            .collect();
        assert_eq!(coloured, vec![palette.limiter(Some(Limiter::Warps)), palette.limiter(Some(Limiter::Registers))]);
        let labels = scene.labels();
        for label in ["0", "32", "224", "64", "registers per thread", "active warps per SM"] {
            assert!(labels.contains(&label), "missing {label}: {labels:?}");
        }
    }
}
