//! Chart colours and sizes for each theme, and for projector mode (thicker lines, bigger
//! type, full contrast). The page's CSS uses the same limiter colours for the legend.

use occlab_model::Limiter;

/// An sRGB colour.
pub type Rgb = (u8, u8, u8);

/// How a chart is painted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    pub background: Rgb,
    pub text: Rgb,
    pub grid: Rgb,
    pub axis: Rgb,
    pub marker: Rgb,
    /// Colours for warps, registers, shared memory, blocks, barriers, virtual resources.
    pub limiters: [Rgb; 6],
    /// The line colour of points no resource limits (none do in practice).
    pub unlimited: Rgb,
    /// The class chart's run colours: Okabe and Ito's colour-blind-safe palette ("Color
    /// Universal Design", 2008), without the colour that vanishes on the theme's background
    /// (black on dark, yellow on light), and white or black in its place.
    pub runs: [Rgb; 8],
    /// Enlargement of type and lines over the CSS pixel (1 normally, 1.5 in projector mode).
    pub enlarge: f64,
}

impl Palette {
    pub fn new(dark: bool, projector: bool) -> Palette {
        let base = if dark {
            Palette {
                background: (24, 26, 32),
                text: (222, 226, 234),
                grid: (52, 56, 66),
                axis: (150, 156, 168),
                marker: (255, 255, 255),
                limiters: [
                    (102, 170, 255),
                    (255, 159, 64),
                    (77, 208, 140),
                    (196, 140, 255),
                    (255, 99, 120),
                    (240, 220, 90),
                ],
                unlimited: (160, 160, 160),
                runs: [
                    (86, 180, 233),
                    (230, 159, 0),
                    (0, 158, 115),
                    (204, 121, 167),
                    (240, 228, 66),
                    (213, 94, 0),
                    (0, 114, 178),
                    (255, 255, 255),
                ],
                enlarge: 1.0,
            }
        } else {
            Palette {
                background: (255, 255, 255),
                text: (30, 34, 42),
                grid: (226, 229, 235),
                axis: (110, 116, 128),
                marker: (0, 0, 0),
                limiters: [(31, 100, 200), (214, 98, 0), (0, 140, 80), (128, 60, 190), (200, 30, 60), (150, 130, 0)],
                unlimited: (120, 120, 120),
                runs: [
                    (0, 114, 178),
                    (213, 94, 0),
                    (0, 158, 115),
                    (204, 121, 167),
                    (230, 159, 0),
                    (86, 180, 233),
                    (0, 0, 0),
                    (153, 153, 153),
                ],
                enlarge: 1.0,
            }
        };
        if projector {
            Palette {
                background: if dark { (0, 0, 0) } else { (255, 255, 255) },
                text: if dark { (255, 255, 255) } else { (0, 0, 0) },
                axis: if dark { (255, 255, 255) } else { (0, 0, 0) },
                enlarge: 1.5,
                ..base
            }
        } else {
            base
        }
    }

    pub fn limiter(&self, limiter: Option<Limiter>) -> Rgb {
        let index = match limiter {
            Some(Limiter::Warps) => 0,
            Some(Limiter::Registers) => 1,
            Some(Limiter::SharedMemory) => 2,
            Some(Limiter::Blocks) => 3,
            Some(Limiter::Barriers) => 4,
            Some(Limiter::VirtualResources) => 5,
            None => return self.unlimited,
        };
        self.limiters[index]
    }
}
