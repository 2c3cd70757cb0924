//! The import panel: paste a report or drop its file (text, or Nsight Compute's binary report,
//! read in the browser); a table of its kernels (name, grid, block, registers, shared memory,
//! the profiler's theoretical and achieved occupancy, ours); choosing one fills the calculator
//! and shows its figures beside ours, with the report's explanations. The pasted text stays on
//! the page, also while a binary report is shown: only the chosen kernel's inputs reach the
//! address bar, as any typed input does.

use crate::browser::file_text::{accept_drop, read_first_file, PendingRead};
use crate::import::report_file::{read_report, ReportFile};
use crate::import::Fill;
use crate::state::State;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::import::{compare, file_text, is_binary_report, read, Comparison};
use occlab_model::report::ImportReport;

/// The import panel.
#[component]
pub fn ImportPanel() -> impl IntoView {
    let state = expect_context::<State>();
    let text = RwSignal::new(String::new());
    // A binary report read from a file: shown instead of the paste until the paste is edited.
    let report_file = RwSignal::new(None::<ReportFile>);
    let file_error = RwSignal::new(None::<String>);
    let reading = RwSignal::new(None::<String>);
    // The file being read; dropping it would cancel the read.
    let reader = StoredValue::new_local(None::<PendingRead>);
    let comparison = Memo::new(move |_| match report_file.with(|f| f.as_ref().map(|f| compare(&f.import))) {
        Some(c) => Some(c),
        None => text.with(|t| (!t.trim().is_empty()).then(|| compare(&read(t)))),
    });
    let report = Memo::new(move |_| comparison.with(|c| c.as_ref().map(ImportReport::new)));
    let chosen = RwSignal::new(None::<usize>);

    let load = move |event: leptos::ev::Event| {
        // A binary report is read by its own reader; a text file goes to the paste area; any
        // other binary file is refused whole, and the paste area keeps what it had.
        let on_bytes = move |result: Result<(String, Vec<u8>), String>| {
            let (name, bytes) = match result {
                Ok(file) => file,
                Err(e) => return file_error.set(Some(format!("The file could not be read: {e}"))),
            };
            if is_binary_report(&bytes) {
                reading.set(Some(format!("Reading {name}…")));
                spawn_local(async move {
                    let size = bytes.len();
                    match read_report(bytes).await {
                        Ok(import) => {
                            file_error.set(None);
                            chosen.set(None);
                            report_file.set(Some(ReportFile { name, size, import }));
                        }
                        Err(_) => file_error.set(Some(format!(
                            "{name} could not be read: the report reader did not load (is the server still running?)."
                        ))),
                    }
                    reading.set(None);
                });
                return;
            }
            match file_text(&bytes) {
                Ok(t) => {
                    file_error.set(None);
                    chosen.set(None);
                    report_file.set(None);
                    text.set(t);
                }
                Err(e) => file_error.set(Some(format!("The file could not be read: {e}"))),
            }
        };
        reader.set_value(read_first_file(&event, on_bytes));
    };
    let choose = move |index: usize| {
        chosen.set(Some(index));
        let fill = comparison
            .with_untracked(|c: &Option<Comparison>| c.as_ref().and_then(|c| c.kernels.get(index)).and_then(Fill::of));
        if let Some(fill) = fill {
            state.device.set(fill.device);
            for (kind, value) in fill.inputs {
                state.set(kind, value);
            }
            if let Some(carveout) = fill.carveout {
                state.carveout_text.set(carveout.to_string());
            }
        }
    };

    let summary = move || report.with(|r| r.as_ref().map(|r| r.summary.clone()).unwrap_or_default());
    let diagnostics = move || report.with(|r| r.as_ref().map(|r| r.diagnostics.clone()).unwrap_or_default());
    let rows = move || report.with(|r| r.as_ref().map(|r| r.rows.clone()).unwrap_or_default());
    let tool = move || report.with(|r| r.as_ref().and_then(|r| r.kernels.first()).map_or("", |k| k.tool));
    let detail = move || {
        let index = chosen.get()?;
        report.with(|r| r.as_ref().and_then(|r| r.kernels.get(index)).cloned())
    };

    view! {
        <section
            class="import-panel"
            aria-label="Import a profiler or compiler report"
            data-testid="import-panel"
            on:dragover=move |e| accept_drop(&e)
            on:drop=move |e| {
                accept_drop(&e);
                load(e.into());
            }
        >
            <h2>"What the profiler and the compiler said"</h2>
            <p class="hint">
                "Paste Nsight Compute output (console, --csv --page details or raw), nvprof, ptxas -v or cuobjdump --dump-resource-usage, or drop its file anywhere on this panel: Nsight Compute's own report (.ncu-rep, .ncu-repz) too, read in this browser."
            </p>
            <textarea
                class="import-paste"
                data-testid="import-paste"
                rows="6"
                spellcheck="false"
                aria-label="Profiler or compiler output"
                prop:value=move || text.get()
                on:input=move |e| {
                    chosen.set(None);
                    report_file.set(None);
                    text.set(event_target_value(&e));
                }
            ></textarea>
            <input type="file" aria-label="Open a report file" on:change=load/>
            <p class="error" data-testid="import-file-error" role="alert" hidden=move || file_error.with(Option::is_none)>{move || file_error.get()}</p>
            <p role="status" data-testid="import-file" hidden=move || reading.with(Option::is_none) && report_file.with(Option::is_none)>
                {move || reading.get().or_else(|| report_file.with(|f| f.as_ref().map(ReportFile::summary)))}
            </p>
            <p data-testid="import-summary">{summary}</p>
            <table class="import-kernels" data-testid="import-kernels" hidden=move || rows().is_empty()>
                <thead>
                    <tr>
                        <th>"Kernel"</th>
                        <th>"Grid"</th>
                        <th>"Block"</th>
                        <th>"Registers"</th>
                        <th>"Shared memory"</th>
                        <th>{move || format!("{} theoretical", tool())}</th>
                        <th>"Achieved"</th>
                        <th>"Ours"</th>
                        <th>"Ours against it"</th>
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        rows()
                            .into_iter()
                            .enumerate()
                            .map(|(index, row)| {
                                view! {
                                    <tr class:differs=row.verdict == "differs" class:chosen=move || chosen.get() == Some(index)>
                                        <td class="kernel-name">
                                            <button class="link" title=row.full_name.clone() on:click=move |_| choose(index)>
                                                {row.name}
                                            </button>
                                        </td>
                                        <td>{row.grid}</td>
                                        <td>{row.block}</td>
                                        <td>{row.registers}</td>
                                        <td>{row.shared_memory}</td>
                                        <td>{row.reported_theoretical}</td>
                                        <td>{row.reported_achieved}</td>
                                        <td>{row.ours}</td>
                                        <td class="verdict" data-testid="import-verdict">{row.verdict}</td>
                                    </tr>
                                }
                            })
                            .collect_view()
                    }}
                </tbody>
            </table>
            {move || {
                detail()
                    .map(|k| {
                        view! {
                            <div class="import-detail" data-testid="import-detail">
                                <h3>{k.name.clone()}</h3>
                                <p>{k.launch.clone()} <br/> {k.device.clone()}</p>
                                <table>
                                    <thead>
                                        <tr>
                                            <th></th>
                                            <th>{k.tool}</th>
                                            <th>"Occupancy Lab"</th>
                                            <th></th>
                                        </tr>
                                    </thead>
                                    <tbody>
                                        {k
                                            .rows
                                            .iter()
                                            .map(|r| {
                                                view! {
                                                    <tr class:differs=r.verdict == "differs">
                                                        <th scope="row">{r.label}</th>
                                                        <td>{r.reported.clone()}</td>
                                                        <td>{r.model.clone()}</td>
                                                        <td>{r.verdict}</td>
                                                    </tr>
                                                }
                                            })
                                            .collect_view()}
                                    </tbody>
                                </table>
                                <ul>
                                    {k.explanation.iter().chain(&k.diagnostics).map(|e| view! { <li>{e.clone()}</li> }).collect_view()}
                                </ul>
                            </div>
                        }
                    })
            }}
            <ul class="import-diagnostics">{move || diagnostics().into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
        </section>
    }
}
