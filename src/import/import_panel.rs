//! The import panel: paste a report or drop its file (text, or Nsight Compute's binary report,
//! read in the browser; several files dropped or chosen together are one report); a table of its
//! kernels (name, grid, block, registers, shared memory, the profiler's theoretical and achieved
//! occupancy, ours); choosing one fills the calculator
//! and shows its figures beside ours, with the report's explanations. The pasted text stays on
//! the page, also while a binary report is shown: only the chosen kernel's inputs reach the
//! address bar, as any typed input does.

use crate::browser;
use crate::browser::file_text::{accept_drop, picked_files, read_files_as_bytes, read_first_file, PendingRead};
use crate::import::report_file::{read_report, read_several, ReportFile};
use crate::import::what_if_view::WhatIfView;
use crate::import::Fill;
use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::import::{compare, file_text, is_binary_report, read, Comparison};
use occlab_model::locale::message::Message;
use occlab_model::report::{tool_message, verdict_message, ImportReport};
use occlab_model::what_if::several_profiles;

/// The import panel.
#[component]
pub fn ImportPanel() -> impl IntoView {
    let state = expect_context::<State>();
    let text = RwSignal::new(String::new());
    // A binary report read from a file: shown instead of the paste until the paste is edited.
    let report_file = RwSignal::new(None::<ReportFile>);
    let file_error = RwSignal::new(None::<Message>);
    let reading = RwSignal::new(None::<Message>);
    let speech = speech();
    // The file being read; dropping it would cancel the read.
    let reader = StoredValue::new_local(None::<PendingRead>);
    let comparison = Memo::new(move |_| match report_file.with(|f| f.as_ref().map(|f| compare(&f.import))) {
        Some(c) => Some(c),
        None => text.with(|t| (!t.trim().is_empty()).then(|| compare(&read(t)))),
    });
    let report = Memo::new(move |_| comparison.with(|c| c.as_ref().map(ImportReport::new)));
    let chosen = RwSignal::new(None::<usize>);

    let load = move |event: leptos::ev::Event| {
        // Several files are read as one report, as `occlab import` reads them (two profiles of
        // one kernel join its what-if): each a binary report or text, or all refused, naming the
        // file, and the panel keeps what it had.
        let files = picked_files(&event);
        if files.len() > 1 {
            let names: Vec<String> = files.iter().map(|f| f.name()).collect();
            reading.set(Some(Message::new("import-reading").arg("name", names.join(", "))));
            spawn_local(async move {
                match read_several(read_files_as_bytes(files).await).await {
                    Ok(file) => {
                        file_error.set(None);
                        chosen.set(None);
                        report_file.set(Some(file));
                    }
                    Err(why) => file_error.set(Some(why)),
                }
                reading.set(None);
            });
            return;
        }
        // A binary report is read by its own reader; a text file goes to the paste area; any
        // other binary file is refused whole, and the paste area keeps what it had.
        let on_bytes = move |result: Result<(String, Vec<u8>), String>| {
            let (name, bytes) = match result {
                Ok(file) => file,
                Err(e) => return file_error.set(Some(Message::new("import-file-unreadable").arg("why", e))),
            };
            if is_binary_report(&bytes) {
                reading.set(Some(Message::new("import-reading").arg("name", name.as_str())));
                spawn_local(async move {
                    let size = bytes.len();
                    match read_report(bytes).await {
                        Ok(import) => {
                            file_error.set(None);
                            chosen.set(None);
                            report_file.set(Some(ReportFile { name, size, import }));
                        }
                        Err(_) => {
                            file_error.set(Some(Message::new("import-reader-not-loaded").arg("name", name.as_str())))
                        }
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
                Err(e) => file_error.set(Some(Message::new("import-file-unreadable").arg("why", e.0))),
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

    let summary = move || report.with(|r| r.as_ref().map(|r| speech.say(&r.summary)).unwrap_or_default());
    let diagnostics = move || report.with(|r| r.as_ref().map(|r| speech.say_all(&r.diagnostics)).unwrap_or_default());
    let rows = move || report.with(|r| r.as_ref().map(|r| r.rows.clone()).unwrap_or_default());
    // Nsight Compute's launch IDs, shown where the report gives them.
    let with_ids = move || report.with(|r| r.as_ref().is_some_and(|r| r.rows.iter().any(|row| row.id.is_some())));
    let tool = move || report.with(|r| r.as_ref().and_then(|r| r.kernels.first()).map_or("", |k| k.tool));
    let say_verdict = move |verdict: &str| verdict_message(verdict).map(|v| speech.say(&v)).unwrap_or_default();
    let detail = move || {
        let index = chosen.get()?;
        report.with(|r| r.as_ref().and_then(|r| r.kernels.get(index)).cloned())
    };
    // The chosen kernel as compared, with its report's format and its profiles at other levels:
    // what its what-if reads.
    let chosen_kernel = move || {
        let index = chosen.get()?;
        comparison.with(|c| {
            let c = c.as_ref()?;
            let kernel = c.kernels.get(index)?;
            let others = several_profiles::first_at_each_level(kernel, &c.kernels).into_iter().cloned().collect();
            Some((kernel.clone(), others, c.format))
        })
    };

    view! {
        <section
            class="import-panel"
            data-msg-label="import-region"
            data-testid="import-panel"
            on:dragover=move |e| accept_drop(&e)
            on:drop=move |e| {
                accept_drop(&e);
                load(e.into());
            }
        >
            <h2 data-msg="import-heading"></h2>
            <p class="hint" data-msg="import-hint"></p>
            <textarea
                class="import-paste"
                data-testid="import-paste"
                rows="6"
                spellcheck="false"
                data-msg-label="import-paste-label"
                prop:value=move || text.get()
                on:input=move |e| {
                    chosen.set(None);
                    report_file.set(None);
                    text.set(event_target_value(&e));
                }
            ></textarea>
            <input type="file" multiple data-msg-label="import-file-label" on:change=load/>
            <p class="error" data-testid="import-file-error" role="alert" hidden=move || file_error.with(Option::is_none)>
                {move || file_error.with(|e| e.as_ref().map(|e| speech.say(e)))}
            </p>
            <p role="status" data-testid="import-file" hidden=move || reading.with(Option::is_none) && report_file.with(Option::is_none)>
                {move || {
                    reading.get().or_else(|| report_file.with(|f| f.as_ref().map(ReportFile::summary))).map(|m| speech.say(&m))
                }}
            </p>
            <p data-testid="import-summary">{summary}</p>
            <table class="import-kernels" data-testid="import-kernels" hidden=move || rows().is_empty()>
                <thead>
                    <tr>
                        <th data-msg="import-col-id" hidden=move || !with_ids()></th>
                        <th data-msg="import-col-kernel"></th>
                        <th data-msg="import-col-grid"></th>
                        <th data-msg="import-col-block"></th>
                        <th data-msg="import-col-registers"></th>
                        <th data-msg="import-col-shared-memory"></th>
                        <th>{move || speech.say(&Message::new("import-col-theoretical").arg("tool", tool_message(tool())))}</th>
                        <th data-msg="import-col-achieved"></th>
                        <th data-msg="import-col-ours"></th>
                        <th data-msg="import-col-verdict"></th>
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
                                        <td class="launch-id" hidden=move || !with_ids()>{row.id.map(|id| id.to_string())}</td>
                                        <td class="kernel-name">
                                            <button class="link" title=row.full_name.clone() on:click=move |_| choose(index)>
                                                {row.name}
                                            </button>
                                        </td>
                                        <td>{speech.say(&row.grid)}</td>
                                        <td>{speech.say(&row.block)}</td>
                                        <td>{speech.say(&row.registers)}</td>
                                        <td>{speech.say(&row.shared_memory)}</td>
                                        <td>{speech.say(&row.reported_theoretical)}</td>
                                        <td>{speech.say(&row.reported_achieved)}</td>
                                        <td>{speech.say(&row.ours)}</td>
                                        <td class="verdict" data-testid="import-verdict">{say_verdict(row.verdict)}</td>
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
                                <h3>{speech.say(&k.title())}</h3>
                                <p>{speech.say(&k.launch)} <br/> {speech.say(&k.device)}</p>
                                <p class="import-filled" role="status" data-testid="import-filled">
                                    <span data-msg="import-filled"></span>
                                    " "
                                    <button type="button" class="link-button" data-testid="go-to-calculator" on:click=|_| browser::scroll_to_top() data-msg="import-go-to-calculator"></button>
                                </p>
                                <table>
                                    <thead>
                                        <tr>
                                            <th></th>
                                            <th>{speech.say(&tool_message(k.tool))}</th>
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
                                                        <td>{speech.say(&r.reported)}</td>
                                                        <td>{speech.say(&r.model)}</td>
                                                        <td>{say_verdict(r.verdict)}</td>
                                                    </tr>
                                                }
                                            })
                                            .collect_view()}
                                    </tbody>
                                </table>
                                <ul>
                                    {k
                                        .explanation
                                        .iter()
                                        .chain(&k.diagnostics)
                                        .map(|e| view! { <li>{speech.say(e)}</li> })
                                        .collect_view()}
                                </ul>
                            </div>
                        }
                    })
            }}
            {move || {
                chosen_kernel().map(|(kernel, others, format)| view! { <WhatIfView kernel=kernel others=others format=format/> })
            }}
            <ul class="import-diagnostics">{move || diagnostics().into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
        </section>
    }
}
