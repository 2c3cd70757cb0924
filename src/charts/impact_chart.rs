//! One "impact of varying" chart on a canvas: redrawn whenever its data, the theme or the
//! window changes; hovering (or ←/→ when focused) reads a point's exact value, clicking (or
//! Enter) sets the input to it; its data is available as a table.

use crate::browser::canvas::{keep_painted, paint_impact, pixels_per_css_pixel};
use crate::charts::data_table::DataTable;
use crate::charts::{ChartKind, Series};
use crate::inputs::InputKind;
use crate::locale::speech;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::nearest;
use occlab_charts::palette::Palette;
use occlab_charts::{ChartGeometry, ImpactWords};

/// One chart with its hover read-out and data table.
#[component]
pub fn ImpactChart(
    /// Which input the chart varies.
    kind: ChartKind,
    /// The chart's data; nothing is drawn while it is `None`.
    #[prop(into)]
    series: Signal<Option<Series>>,
    /// Whether the chart's resource limits the current configuration: the chart is called out.
    #[prop(into)]
    limiting: Signal<bool>,
    /// Sets an input to the value of a chosen point.
    on_pick: Callback<(InputKind, u32)>,
) -> impl IntoView {
    let palette = expect_context::<Signal<Palette>>();
    let canvas = NodeRef::<Canvas>::new();
    let hover = RwSignal::new(None::<usize>);
    let table_open = RwSignal::new(false);
    let id = kind.id();
    // Where the last paint put the plot: the chart's own coordinate mapping, for hit-testing.
    let geometry = StoredValue::new(None::<ChartGeometry>);

    let speech = speech();
    keep_painted(canvas, move |element, palette| {
        let limiting = limiting.get();
        let words = ImpactWords::new(kind, None, |m| speech.say(m));
        series.with(|s| {
            if let Some(s) = s {
                geometry.set_value(paint_impact(element, s, palette, limiting, &words));
            }
        });
    });

    // A point under the pointer, from the event's CSS offset.
    let point_at = move |offset_x: i32| -> Option<usize> {
        let element = canvas.get_untracked()?;
        let g = geometry.get_value()?;
        let ratio = pixels_per_css_pixel(&element);
        let px = (f64::from(offset_x) * ratio).round() as i32;
        let x = g.x_at(px, (8.0 * ratio).round() as i32)?;
        series.with_untracked(|s| nearest(&s.as_ref()?.points, f64::from(x)))
    };
    let pick = move |index: usize| {
        if let Some(choice) = series.with_untracked(|s| s.as_ref().and_then(|s| crate::charts::pick(s, index))) {
            on_pick.run(choice);
        }
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let len = series.with_untracked(|s| s.as_ref().map_or(0, |s| s.points.len()));
        if len == 0 {
            return;
        }
        let start = hover.get_untracked().unwrap_or_else(|| {
            series.with_untracked(|s| {
                s.as_ref().and_then(|s| s.current.and_then(|c| nearest(&s.points, f64::from(c.0)))).unwrap_or(0)
            })
        });
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowUp" => Some((start + 1).min(len - 1)),
            "ArrowLeft" | "ArrowDown" => Some(start.saturating_sub(1)),
            "PageUp" => Some((start + 10).min(len - 1)),
            "PageDown" => Some(start.saturating_sub(10)),
            "Home" => Some(0),
            "End" => Some(len - 1),
            "Enter" | " " => {
                if let Some(i) = hover.get_untracked() {
                    pick(i);
                }
                None
            }
            "Escape" => {
                hover.set(None);
                None
            }
            _ => return,
        };
        ev.prevent_default();
        if next.is_some() {
            hover.set(next);
        }
    };

    // Where the hovered point sits, in CSS pixels from the canvas's left edge.
    let cursor_style = Signal::derive(move || {
        let left = hover.get().and_then(|index| {
            let element = canvas.get()?;
            palette.track();
            let g = geometry.get_value()?;
            series.with(|s| {
                let point = s.as_ref()?.points.get(index)?;
                Some(f64::from(g.x_px(point.x)) / pixels_per_css_pixel(&element))
            })
        });
        match left {
            Some(left) => format!("left: {}px", left.round() as i32),
            None => "display: none".to_string(),
        }
    });
    let tooltip = Signal::derive(move || {
        hover
            .get()
            .and_then(|index| series.with(|s| s.as_ref().and_then(|s| s.describe_point(index))))
            .map(|point| speech.say(&point))
            .unwrap_or_default()
    });
    let hovering = Signal::derive(move || hover.get().is_some());
    let summary =
        Signal::derive(move || series.with(|s| s.as_ref().map(|s| speech.say(&s.summary())).unwrap_or_default()));
    let table_id = format!("{id}-table");
    let table_label =
        Signal::derive(move || speech.say_id(if table_open.get() { "chart-table-hide" } else { "chart-table-show" }));

    view! {
        <figure class="chart" class:limiting=limiting data-testid=format!("chart-{id}")>
            <figcaption>
                <span class="chart-title" data-msg=kind.title().id></span>
                <span class="callout" hidden=Signal::derive(move || !limiting.get()) data-msg="chart-limits-callout"></span>
            </figcaption>
            <div class="canvas-wrap">
                <canvas
                    node_ref=canvas
                    data-testid=format!("canvas-{id}")
                    tabindex="0"
                    role="img"
                    aria-label=summary
                    aria-describedby=format!("{id}-hint")
                    on:mousemove=move |ev| hover.set(point_at(ev.offset_x()))
                    on:mouseleave=move |_| hover.set(None)
                    on:click=move |ev| {
                        if let Some(i) = point_at(ev.offset_x()) {
                            pick(i);
                        }
                    }
                    on:keydown=on_key
                    on:blur=move |_| hover.set(None)
                ></canvas>
                <div class="cursor" style=cursor_style aria-hidden="true"></div>
                <div class="tooltip" role="status" data-testid=format!("tooltip-{id}") class:shown=hovering>
                    {tooltip}
                </div>
            </div>
            <p class="chart-hint" id=format!("{id}-hint")>
                <span class="with-pointer" data-msg="chart-hint-pointer"></span>
                <span class="with-touch" data-msg="chart-hint-touch"></span>
            </p>
            <button
                type="button"
                class="link-button"
                data-testid=format!("table-toggle-{id}")
                aria-expanded=Signal::derive(move || table_open.get().to_string())
                aria-controls=table_id.clone()
                on:click=move |_| table_open.update(|o| *o = !*o)
            >
                {table_label}
            </button>
            <DataTable id=table_id series open=table_open/>
        </figure>
    }
}
