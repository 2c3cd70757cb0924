//! What another occupancy would do to the kernel chosen in the import panel (issue #37): the
//! model's what-if of its profile (`occlab_model::what_if`), calibrated by the committed run of
//! its GPU, else of its compute capability (the runs `occlab import --what-if` carries, served
//! beside the page as `samples/`), shown as `occlab import --what-if` prints it: the sentence,
//! the notes, every level's row, and the chart of the predicted duration against warps per SM.
//! While the calculator holds the kernel's block size, the calculator's occupancy is the chart's
//! marker, and the calculator says what the what-if predicts there (`State::what_if_line`).

use crate::browser::canvas::{keep_painted, paint_what_if};
use crate::browser::runs::get_text;
use crate::charts::legend::PictureKey;
use crate::locale::speech;
use crate::runs::choice::SAMPLES;
use crate::state::State;
use leptos::html::Canvas;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_charts::{WhatIfCurve, WhatIfWords};
use occlab_model::import::kernel_name::base_name;
use occlab_model::import::{Format, KernelComparison};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::report::{spread_over, spread_range, WhatIfReport};
use occlab_model::run::Run;
use occlab_model::what_if::{self, Calibration, Level, WhatIf};
use occlab_model::Gpu;

/// The committed run that calibrates a kernel on the catalogue GPU `gpu` of compute capability
/// `cc`: that GPU's own, else the first of the same compute capability; as
/// `what_if::choose_run` picks among the runs `occlab` carries.
fn sample_for(gpu: Option<&str>, cc: &str) -> Option<&'static str> {
    let defaults = || SAMPLES.iter().filter(|s| s.default);
    let same_cc = |gpu: &str| Gpu::find(gpu).and_then(|g| g.compute_capability()).is_some_and(|c| c.name == cc);
    defaults()
        .find(|s| Some(s.gpu) == gpu && same_cc(s.gpu))
        .or_else(|| defaults().find(|s| same_cc(s.gpu)))
        .map(|s| s.file)
}

/// The what-if of `kernel`, joined with its profiles at other levels (`others`), calibrated by
/// the run in `text`, with its calibration.
fn predict(
    kernel: &KernelComparison,
    others: &[KernelComparison],
    text: &str,
) -> Result<(WhatIf, Calibration), Message> {
    let run = Run::from_json(text).map_err(|e| e.message())?;
    let calibration = Calibration::from_run(&run)?;
    what_if::predict_joined(kernel, others, &calibration).map(|w| (w, calibration))
}

/// The calculator's inputs as the what-if sees them: block size, registers, dynamic shared
/// memory, and the blocks per SM they give (0: none fit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct AtCalculator {
    threads: u32,
    registers: u32,
    dynamic_shared_memory: u32,
    blocks_per_sm: u32,
}

/// The level of `w` the calculator's inputs reach, if the calculator holds this kernel's block
/// size: reached by registers where it changed them and the kernel has that route, else as the
/// what-if reaches each level.
fn level_at<'a>(w: &'a WhatIf, kernel: &KernelComparison, at: AtCalculator) -> Option<&'a Level> {
    let inputs = kernel.inputs.as_ref().ok()?;
    if at.threads != inputs.launch.threads_per_block || at.blocks_per_sm == 0 {
        return None;
    }
    let by_registers = at.registers != inputs.kernel.registers_per_thread && !w.register_route.is_empty();
    let levels = if by_registers { &w.register_route } else { &w.levels };
    levels.iter().find(|l| l.blocks_per_sm == at.blocks_per_sm)
}

/// "With 40 registers: 75.00% occupancy (6 blocks per SM), predicted 0.71× the time of saxpy as
/// profiled (…)", followed, where the level has a spread, by where eight in ten such predictions
/// were measured; or why the calculator is off the curve.
fn calculator_line(w: &WhatIf, kernel: &KernelComparison, at: AtCalculator) -> Option<Message> {
    let inputs = kernel.inputs.as_ref().ok()?;
    let name = base_name(&kernel.launch.name);
    if at.threads != inputs.launch.threads_per_block {
        return Some(
            Message::new("what-if-calculator-other-block")
                .arg("kernel", name)
                .arg("threads", Arg::Count(inputs.launch.threads_per_block.into())),
        );
    }
    let changed = if at.registers != inputs.kernel.registers_per_thread {
        Message::new("what-if-calculator-registers").arg("registers", Arg::Count(at.registers.into()))
    } else if at.dynamic_shared_memory != inputs.launch.dynamic_shared_memory {
        Message::new("what-if-calculator-shared-memory").arg("bytes", Arg::Bytes(at.dynamic_shared_memory.into()))
    } else {
        Message::new("what-if-calculator-as-profiled")
    };
    let Some(level) = level_at(w, kernel, at) else {
        return Some(Message::new("what-if-calculator-none").arg("changed", changed).arg("kernel", name));
    };
    let line = Message::new("what-if-calculator")
        .arg("changed", changed)
        .arg("occupancy", Arg::Percent(level.occupancy))
        .arg("blocks", Arg::Count(level.blocks_per_sm.into()))
        .arg("ratio", Message::new("what-if-ratio").arg("ratio", Arg::Fixed(level.duration_ratio, 2)))
        .arg("kernel", name);
    // Where the validation measured levels of this kind, where eight in ten of them came to.
    Some(match (level.spread, spread_range(level)) {
        (Some(spread), Some(range)) => Message::new("what-if-calculator-with-spread")
            .arg("line", line)
            .arg("over", spread_over(spread.over))
            .arg("range", range),
        _ => line,
    })
}

/// The chart's data; `current`: the calculator's level on the curve.
fn curve(w: &WhatIf, current: Option<&Level>) -> WhatIfCurve {
    let point = |l: &Level| (l.warps_per_sm, l.duration_ratio);
    let warps_of = |blocks: u32| w.level(blocks).map_or(0, |l| l.warps_per_sm);
    let fastest = w.level(w.fastest_blocks_per_sm).map_or((0, 1.0), point);
    WhatIfCurve {
        max_warps: w.max_warps_per_sm,
        points: w.levels.iter().map(point).collect(),
        spread: w
            .levels
            .iter()
            .map(|l| {
                let (low, high) = l.measured_range().unwrap_or((l.duration_ratio, l.duration_ratio));
                (l.warps_per_sm, low, high)
            })
            .collect(),
        register_route: w.register_route.iter().map(point).collect(),
        profiled: warps_of(w.profiled_blocks_per_sm),
        other_profiles: w.other_profiles.iter().map(|p| (warps_of(p.blocks_per_sm), p.duration_ratio)).collect(),
        ncu_estimate: w.ncu_estimate.map(|e| (warps_of(e.blocks_per_sm), e.duration_ratio)),
        fastest,
        current: current.map(point),
    }
}

/// The what-if of the chosen kernel, joined with the same kernel's profiles at other levels
/// (`others`), `format` being its report's.
#[component]
pub fn WhatIfView(kernel: KernelComparison, others: Vec<KernelComparison>, format: Option<Format>) -> impl IntoView {
    let state = expect_context::<State>();
    let speech = speech();
    let outcome = RwSignal::new(None::<Result<(WhatIf, Calibration), Message>>);
    let lacks = what_if::format_lacks_figures(format);
    let cc = kernel.inputs.as_ref().ok().map(|i| i.compute_capability.name);
    let gpu = kernel.inputs.as_ref().ok().and_then(|i| i.gpu).map(|g| g.name);
    match (lacks, cc) {
        (Some(lacks), _) => outcome.set(Some(Err(lacks))),
        (None, None) => outcome.set(Some(Err(Message::new("what-if-no-device")))),
        (None, Some(cc)) => match sample_for(gpu, cc) {
            None => outcome.set(Some(Err(Message::new("what-if-no-run-page").arg("cc", cc)))),
            Some(file) => {
                let kernel = kernel.clone();
                spawn_local(async move {
                    let found = match get_text(&format!("samples/{file}")).await {
                        Ok(text) => predict(&kernel, &others, &text),
                        Err(why) => Err(Message::new("samples-not-fetched").arg("file", file).arg("why", why)),
                    };
                    outcome.set(Some(found));
                });
            }
        },
    }
    let at_calculator = Memo::new(move |_| {
        state.shown.with(|s| {
            s.as_ref().map(|s| AtCalculator {
                threads: s.inputs.launch().threads_per_block,
                registers: s.inputs.kernel().registers_per_thread,
                dynamic_shared_memory: s.inputs.launch().dynamic_shared_memory,
                blocks_per_sm: s.occupancy.active_blocks_per_sm,
            })
        })
    });
    let chosen = kernel.clone();
    Effect::new(move |_| {
        let line = outcome.with(|o| match (o, at_calculator.get()) {
            (Some(Ok((w, _))), Some(at)) => calculator_line(w, &chosen, at),
            _ => None,
        });
        state.what_if_line.set(line);
    });
    on_cleanup(move || state.what_if_line.set(None));
    let marked = kernel.clone();
    let chart = Memo::new(move |_| {
        outcome.with(|o| match o {
            Some(Ok((w, _))) => {
                let current = at_calculator.get().and_then(|at| level_at(w, &marked, at));
                Some(curve(w, current))
            }
            _ => None,
        })
    });
    let by_registers = Memo::new(move |_| chart.with(|c| c.as_ref().is_some_and(|c| !c.register_route.is_empty())));
    let canvas = NodeRef::<Canvas>::new();
    keep_painted(canvas, move |element, palette| {
        let words = WhatIfWords::new(|m| speech.say(m));
        chart.with(|c| {
            if let Some(c) = c {
                paint_what_if(element, c, palette, &words);
            }
        });
    });
    let report = Memo::new(move |_| {
        outcome.with(|o| o.as_ref().and_then(|o| o.as_ref().ok()).map(|(w, _)| WhatIfReport::new(w)))
    });
    let refused = move || outcome.with(|o| o.as_ref().and_then(|o| o.as_ref().err()).map(|m| speech.say(m)));
    let calibrated_by =
        move || outcome.with(|o| o.as_ref().and_then(|o| o.as_ref().ok()).map(|(_, c)| speech.say(&c.describe())));
    view! {
        <section class="what-if" data-testid="what-if" aria-labelledby="what-if-heading">
            <h4 id="what-if-heading" data-msg="what-if-heading"></h4>
            <p role="status" hidden=move || outcome.with(Option::is_some) data-msg="what-if-predicting"></p>
            <p class="error" data-testid="what-if-refused" hidden=move || refused().is_none()>{refused}</p>
            {move || {
                report
                    .get()
                    .map(|r| {
                        view! {
                            <p class="what-if-sentence" data-testid="what-if-sentence">
                                <strong>{speech.say(&r.summary)}</strong>
                            </p>
                            <ul class="what-if-notes">
                                {r.notes.iter().map(|n| view! { <li>{speech.say(n)}</li> }).collect_view()}
                            </ul>
                        }
                    })
            }}
            <figure class="chart what-if-chart" hidden=move || chart.with(Option::is_none)>
                <div class="canvas-wrap">
                    <canvas node_ref=canvas data-testid="canvas-what-if" role="img" aria-label=move || report.with(|r| r.as_ref().map(|r| speech.say(&r.summary)))></canvas>
                </div>
                {move || {
                    // The register route's key only where the kernel has that route.
                    if by_registers.get() {
                        view! {
                            <PictureKey
                                colours=&[("shared-memory", "what-if-key-padding"), ("warps", "what-if-key-registers"), ("blocks", "what-if-key-ncu")]
                                marks=&["what-if-key-profiled", "what-if-key-fastest", "what-if-key-spread", "key-occupancy"]
                            />
                        }
                    } else {
                        view! {
                            <PictureKey
                                colours=&[("shared-memory", "what-if-key-padding"), ("blocks", "what-if-key-ncu")]
                                marks=&["what-if-key-profiled", "what-if-key-fastest", "what-if-key-spread", "key-occupancy"]
                            />
                        }
                    }
                }}
            </figure>
            <p class="hint" hidden=move || calibrated_by().is_none()>{calibrated_by}</p>
            {move || {
                report
                    .get()
                    .map(|r| {
                        view! {
                            <details class="what-if-levels">
                                <summary data-msg="what-if-levels"></summary>
                                <table
                                    data-testid="what-if-table"
                                    style=format!("grid-template-columns: repeat({}, auto)", r.columns.len().saturating_sub(1))
                                >
                                    <caption class="hint">{speech.say(&r.spread_legend)}</caption>
                                    <thead>
                                        <tr>{r.columns.iter().map(|c| view! { <th>{speech.say(c)}</th> }).collect_view()}</tr>
                                    </thead>
                                    <tbody>
                                        {r
                                            .rows
                                            .iter()
                                            .map(|row| view! { <tr>{row.iter().map(|c| view! { <td>{speech.say(c)}</td> }).collect_view()}</tr> })
                                            .collect_view()}
                                    </tbody>
                                </table>
                            </details>
                        }
                    })
            }}
        </section>
    }
}
