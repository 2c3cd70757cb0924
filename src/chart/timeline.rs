//! The waves picture: SMs (rows; neighbouring SMs banded together when there are more than
//! fit) against time in block durations. Each full wave is a column of bars, shaded
//! alternately so the waves stand apart; the partial wave is coloured, each row filled by the
//! blocks it runs, over the grey of the slots left idle. Blocks are drawn as separate bars
//! where they are tall enough to see. Layout and scene are pure and tested.

use super::geometry::{ticks, Plot};
use super::scene::{Axes, Item, Scene};
use occlab_charts::palette::Palette;
use occlab_model::{SmGroup, Waves};

/// Most rows drawn: more SMs are banded.
pub const MAX_ROWS: u32 = 40;

/// Where everything goes on a canvas of a given size.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub plot: Plot,
    /// The rows, top to bottom.
    pub groups: Vec<SmGroup>,
    /// Waves in all (the time axis's end, in block durations).
    pub waves: u64,
    pub full_waves: u64,
}

impl Layout {
    /// Lays `waves` out on a `width` × `height` canvas, in at most [`MAX_ROWS`] rows.
    pub fn new(width: u32, height: u32, scale: f64, waves: &Waves) -> Layout {
        let groups = waves.sm_groups(MAX_ROWS);
        let rows = u32::try_from(groups.len()).unwrap_or(u32::MAX);
        let axis_end = u32::try_from(waves.waves).unwrap_or(u32::MAX);
        Layout {
            plot: Plot::new(width, height, scale, axis_end, rows),
            groups,
            waves: waves.waves,
            full_waves: waves.full_waves,
        }
    }

    /// The pixel column of a time (in block durations).
    pub fn time_px(&self, t: u64) -> i32 {
        self.plot.x_fraction_px(t as f64 / self.waves.max(1) as f64)
    }

    /// Pixel width of one wave.
    pub fn wave_px(&self) -> f64 {
        f64::from(self.plot.right - self.plot.left) / self.waves.max(1) as f64
    }

    /// The pixel rows of row `i` (from the top): its top and bottom edge.
    pub fn row_px(&self, i: usize) -> (i32, i32) {
        let rows = self.groups.len().max(1) as f64;
        let fraction = |k: usize| 1.0 - k as f64 / rows;
        (self.plot.y_fraction_px(fraction(i)), self.plot.y_fraction_px(fraction(i + 1)))
    }

    /// The bar of row `i` in the partial wave: the top of its filled part (it runs the band's
    /// partial-wave blocks over its slots), down to the row's bottom.
    pub fn partial_bar_top(&self, i: usize) -> i32 {
        let (top, bottom) = self.row_px(i);
        let filled = self.groups.get(i).map_or(0.0, |g| g.partial_blocks as f64 / g.slots.max(1) as f64);
        bottom - (filled * f64::from(bottom - top)).round() as i32
    }

    /// Pixel rows between the blocks of row `i`, where each block is at least 4 px tall.
    pub fn block_edges(&self, i: usize) -> Vec<i32> {
        let (top, bottom) = self.row_px(i);
        let slots = self.groups.get(i).map_or(0, |g| g.slots);
        let height = f64::from(bottom - top);
        if slots < 2 || height / (slots as f64) < 4.0 * self.plot.scale {
            return Vec::new();
        }
        (1..slots).map(|k| top + (height * k as f64 / slots as f64).round() as i32).collect()
    }

    /// The rows labelled with their first SM: every k-th, so labels stay apart.
    pub fn labelled_rows(&self) -> impl Iterator<Item = usize> + '_ {
        let every = self.groups.len().div_ceil(self.plot.y_tick_room() as usize).max(1);
        (0..self.groups.len()).step_by(every)
    }
}

/// The picture of `layout`.
pub fn scene(layout: &Layout, palette: &Palette) -> Scene {
    let plot = &layout.plot;
    let mut scene = Scene::new(palette, plot.scale);
    let (full, partial) = (palette.limiters[0], palette.limiters[1]);
    let wide = layout.wave_px() >= 3.0 * plot.scale;
    let gap = i32::from(layout.wave_px() >= 6.0 * plot.scale);
    let (top, bottom) = (plot.top, plot.bottom);
    if wide {
        for w in 0..layout.full_waves {
            let opacity = if w % 2 == 0 { 100 } else { 60 };
            scene.bar([(layout.time_px(w), top), (layout.time_px(w + 1) - gap, bottom)], full, opacity);
        }
    } else if layout.full_waves > 0 {
        scene.bar([(layout.time_px(0), top), (layout.time_px(layout.full_waves), bottom)], full, 100);
    }
    let partial_wave = layout.waves > layout.full_waves;
    let (x0, x1) = (layout.time_px(layout.full_waves), layout.time_px(layout.waves));
    if partial_wave {
        scene.bar([(x0, top), (x1, bottom)], palette.grid, 100);
    }
    // Rows and blocks apart: background lines between rows, thinner ones between blocks.
    let (left, right) = (layout.time_px(0), layout.time_px(layout.waves));
    for i in 0..layout.groups.len() {
        let (row_top, row_bottom) = layout.row_px(i);
        if row_bottom - row_top >= 4 && i > 0 {
            scene.line(vec![(left, row_top), (right, row_top)], palette.background, 1.5);
        }
        for y in layout.block_edges(i) {
            scene.items.push(Item::Line {
                points: vec![(left, y), (right, y)],
                colour: palette.background,
                opacity: 100,
                width: 1,
            });
        }
    }
    // The partial wave's blocks go over the separators, at least 2 CSS px tall: a few blocks on
    // many slots must still show.
    if partial_wave {
        let least = scene.px(2.0) as i32;
        for (i, group) in layout.groups.iter().enumerate() {
            let (row_top, row_bottom) = layout.row_px(i);
            let bar_top = layout.partial_bar_top(i).min(row_bottom - least).max(row_top + 1);
            if group.partial_blocks > 0 {
                scene.bar([(x0, bar_top), (x1, row_bottom)], partial, 100);
            }
        }
    }
    let axes = Axes {
        x_ticks: ticks(plot.x_max, plot.x_tick_room())
            .into_iter()
            .map(|t| (layout.time_px(u64::from(t)), t.to_string()))
            .collect(),
        y_ticks: layout
            .labelled_rows()
            .map(|i| {
                let (row_top, row_bottom) = layout.row_px(i);
                ((row_top + row_bottom) / 2, layout.groups.get(i).map_or(0, |g| g.first_sm).to_string())
            })
            .collect(),
        grid: false,
        x_title: "time, in block durations (one wave each)",
        y_title: "SM",
    };
    scene.axes(plot, palette, axes);
    scene
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_fixtures::h100_waves;
    use occlab_model::{occupancy, waves, ComputeCapability, Kernel, Launch};

    #[test]
    fn many_sms_are_banded_into_rows_that_fit() {
        let layout = Layout::new(600, 300, 1.0, &h100_waves(1400));
        assert_eq!(layout.groups.len(), 33, "132 SMs in bands of 4");
        assert_eq!((layout.waves, layout.full_waves), (3, 2));
        let (top, _) = layout.row_px(0);
        let (_, bottom) = layout.row_px(32);
        assert_eq!((top, bottom), (layout.plot.top, layout.plot.bottom));
    }

    #[test]
    fn the_partial_wave_fills_each_row_by_its_blocks() {
        // 1,400 blocks: 80 in the partial wave, one on each of SMs 0–79: bands 0–19 run 4 of
        // their 20 slots, the rest none.
        let layout = Layout::new(600, 300, 1.0, &h100_waves(1400));
        let (top, bottom) = layout.row_px(0);
        let expected = bottom - (f64::from(bottom - top) * 0.2).round() as i32;
        assert_eq!(layout.partial_bar_top(0), expected);
        assert_eq!(layout.partial_bar_top(20), layout.row_px(20).1);
        assert_eq!(layout.time_px(0), layout.plot.left);
        assert_eq!(layout.time_px(3), layout.plot.right);
    }

    #[test]
    fn the_scene_shows_waves_and_the_partial_wave() {
        let palette = Palette::new(false, false);
        let layout = Layout::new(600, 300, 1.0, &h100_waves(1400));
        let scene = scene(&layout, &palette);
        let bars: Vec<_> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Bar { corners, colour, opacity } => Some((*corners, *colour, *opacity)),
                _ => None,
            })
            .collect();
        // Two full waves in alternating shades, the idle grey, then 20 bands' partial bars.
        assert_eq!(bars.len(), 2 + 1 + 20);
        assert_eq!((bars[0].1, bars[0].2, bars[1].2), (palette.limiters[0], 100, 60));
        assert_eq!(bars[2].1, palette.grid);
        assert!(bars[3..].iter().all(|b| b.1 == palette.limiters[1]));
        let labels = scene.labels();
        for label in ["0", "1", "2", "3", "SM", "time, in block durations (one wave each)"] {
            assert!(labels.contains(&label), "missing {label}: {labels:?}");
        }
    }

    #[test]
    fn blocks_are_separate_bars_only_when_tall_enough() {
        assert!(Layout::new(600, 300, 1.0, &h100_waves(1400)).block_edges(0).is_empty());
        // 15 SMs, 4 blocks per SM, on a tall canvas: one row per SM, four bars each.
        let cc = ComputeCapability::find("5.0").unwrap_or_else(|| unreachable!());
        let launch = Launch { threads_per_block: 512, ..Launch::default() };
        let o = occupancy(cc, &Kernel::default(), &launch).unwrap_or_else(|e| unreachable!("{e}"));
        let w = waves(&o, 15, 100).unwrap_or_else(|e| unreachable!("{e}"));
        let layout = Layout::new(600, 400, 1.0, &w);
        assert_eq!(layout.groups.len(), 15);
        assert_eq!(layout.block_edges(0).len(), 3);
        assert!(layout.labelled_rows().count() <= 8);
    }
}
