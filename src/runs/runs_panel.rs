//! The runs panel: every run the server holds, newest first, updated as runs arrive or are
//! removed (no reload). On a page not served by `occlab serve`, the visitor's run files instead,
//! dropped on the panel or chosen, and kept in browser storage. "Show" lays a run over the
//! model ([`MeasuredRun`]). Its code is loaded on first use ([`super::runs_region`]).

use super::class::{is_me, Action};
use super::class_view::{ClassState, ClassView};
use super::local::LocalRuns;
use super::{run_of_answer, run_url, Change, RunEntry, RunList, EVENTS_URL, EVENT_KINDS, INSTRUCTOR_URL, LIST_URL};
use crate::browser::file_text::{picked_files, read_files, PickedFile};
use crate::browser::runs::{follow, get_instructor, get_text, time_of_day, Following};
use crate::browser::{stored, try_store, STORED_RUNS};
use crate::locale::speech;
use crate::runs::choice::{RunChoice, SAMPLES};
use crate::runs::measured::Measured;
use crate::runs::measured_run::MeasuredRun;
use crate::runs::runs_section::{files_summary, RunFiles, RunsSection};
use crate::runs::samples::SampleRequest;
use crate::state::State;
use leptos::ev::{DragEvent, Event};
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::message::{counted, Arg, Message};
use occlab_model::run::Run;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    /// The list is shown; the event stream is not open yet.
    Listed,
    /// The event stream is open: new runs appear as they arrive.
    Live,
    /// The connection was lost; the browser is reconnecting.
    Reconnecting,
    /// No `occlab serve` behind the page: the runs are the visitor's files.
    Files,
}

/// Fetches the list again and replaces what is shown; with the instructor's token, the list
/// holds the hidden runs too.
fn reload(runs: RwSignal<RunList>, class: ClassState) {
    let token = class.token.get_untracked();
    let check = class.start_check();
    spawn_local(async move {
        let text = if token.trim().is_empty() {
            class.verified.set(false);
            class.refused.set(None);
            get_text(LIST_URL).await
        } else {
            // The token is checked first: one the server refuses is said at once, and the
            // class's own list is shown.
            let lang = class.lang();
            match class.checked(check, get_instructor(INSTRUCTOR_URL, token.trim(), lang).await) {
                Some(true) => get_instructor(LIST_URL, token.trim(), lang).await.map_err(|(_, body)| body),
                Some(false) => get_text(LIST_URL).await,
                None => return,
            }
        };
        if let Ok(list) = text.and_then(|text| RunList::from_listing(&text)) {
            runs.set(list);
            class.fetch_new(runs);
        }
    });
}

/// What the runs panel starts from.
#[derive(Debug)]
pub enum Start {
    /// `occlab serve` answered the list request with this text.
    Served(String),
    /// No server behind the page: the visitor's stored run files, and these new ones.
    Files(Vec<PickedFile>),
}

/// The runs panel, its code loaded on first use.
#[wasm_split(runs_panel, fallible)]
pub fn runs_panel(start: Start) -> Result<AnyView, SplitLoaderError> {
    Ok(view! { <RunsPanel start/> }.into_any())
}

/// The measured runs on the server, live; or the visitor's run files.
#[component]
fn RunsPanel(start: Start) -> impl IntoView {
    let state = expect_context::<State>();
    let show_error = RwSignal::new(None::<Message>);
    let runs = RwSignal::new(RunList::default());
    // Listed until the event stream opens, or Files below.
    let status = RwSignal::new(Status::Listed);
    // When the event stream last said anything (the time of day, as the browser writes it).
    let last_update = RwSignal::new(None::<String>);
    let local = StoredValue::new(LocalRuns::default());
    let refused = RwSignal::new(Vec::<Message>::new());
    let speech = speech();
    let class = ClassState::restore();
    // The event stream stays open as long as the panel.
    let following = StoredValue::new_local(None::<Following>);
    let take = move |read: Vec<(String, Result<String, String>)>| {
        let mut notes = Vec::new();
        local.update_value(|l| notes = l.add(read));
        let kept = local.with_value(|l| {
            runs.set(l.list());
            try_store(STORED_RUNS, &l.to_stored())
        });
        if !kept {
            notes.push(Message::new("runs-storage-off"));
        }
        refused.set(notes);
    };
    let add = move |files: Vec<PickedFile>| {
        spawn_local(async move {
            take(read_files(files).await);
        });
    };
    // A sample run the latency panel fetched: shown, unless the visitor chose another run while
    // it was on its way (a server's run shown meanwhile stays shown).
    let sample = expect_context::<SampleRequest>();
    Effect::new(move || {
        if let Some((i, text)) = sample.0.with(Clone::clone) {
            sample.0.set(None);
            let still_wanted = state.run_choice.get_untracked().sample(state.device.get_untracked()) == Some(i);
            let Some(s) = SAMPLES.get(i).filter(|_| still_wanted) else { return };
            // Named by its file, as `occlab latency --run FILE` names it.
            let label = Message::new("run-label-file").arg("file", s.file);
            let opened = Run::from_json(&text).map_err(|e| e.message());
            state.measured.set(Some(opened.and_then(|run| Measured::of(&run, RunChoice::Sample(i), label))));
        }
    });
    // A server's list is followed live; without one (or with an answer that is not a list), the
    // visitor's stored run files and any just added.
    let listing = match start {
        Start::Served(text) => RunList::from_listing(&text).map_err(|_| Vec::new()),
        Start::Files(files) => Err(files),
    };
    match listing {
        Ok(list) => {
            runs.set(list);
            class.fetch_new(runs);
            let on_connection = move |open: bool| {
                if !open && status.get_untracked() == Status::Live {
                    status.set(Status::Reconnecting);
                }
            };
            let stream = follow(
                EVENTS_URL,
                &EVENT_KINDS,
                move |kind, data| {
                    if kind == "ready" {
                        status.set(Status::Live);
                    }
                    last_update.set(Some(time_of_day()));
                    let mut change = Change::None;
                    runs.update(|list| change = list.apply(kind, &data));
                    match change {
                        Change::Reload => reload(runs, class),
                        Change::Updated => class.fetch_new(runs),
                        Change::None => {}
                    }
                },
                on_connection,
            );
            following.set_value(stream);
        }
        Err(files) => {
            let restored = LocalRuns::restore(stored(STORED_RUNS).as_deref());
            runs.set(restored.list());
            local.set_value(restored);
            status.set(Status::Files);
            if !files.is_empty() {
                add(files);
            }
        }
    }
    let on_drop = move |ev: DragEvent| {
        ev.prevent_default();
        if status.get_untracked() == Status::Files {
            add(picked_files(&ev));
        }
    };
    let on_choose = move |ev: Event| add(picked_files(&ev));
    // A file's run is at hand; a server's run is fetched. Either is then the latency panel's
    // chosen run (a server's by its id in the link).
    let show = move |id: i64| {
        let who = runs.with_untracked(|r| r.entries().iter().find(|e| e.id == id).map(RunEntry::who));
        if status.get_untracked() == Status::Files {
            let label = Message::new("run-label-file").arg("file", who.unwrap_or_else(Message::empty));
            state.run_choice.set(RunChoice::File);
            state.measured.set(local.with_value(|l| l.run(id)).map(|run| Measured::of(&run, RunChoice::File, label)));
            return;
        }
        spawn_local(async move {
            match get_text(&run_url(id)).await.map_err(Message::from).and_then(|text| run_of_answer(&text)) {
                Ok(run) => {
                    show_error.set(None);
                    let label = Message::new("run-label-server")
                        .arg("id", Arg::Count(id.unsigned_abs()))
                        .arg("who", who.unwrap_or_else(|| Message::new("runs-no-name")));
                    state.run_choice.set(RunChoice::Server(id));
                    state.measured.set(Some(Measured::of(&run, RunChoice::Server(id), label)));
                }
                Err(e) => show_error.set(Some(e)),
            }
        });
    };
    // A link that names a server's run shows it once the list is there.
    if let RunChoice::Server(id) = state.run_choice.get_untracked() {
        if status.get_untracked() != Status::Files && state.measured.with_untracked(Option::is_none) {
            show(id);
        }
    }

    // With the instructor's token the list holds the hidden runs too, each with Show again; they
    // go when the token is cleared. A token is checked again in a newly spoken language, so that
    // a refusal is in the server's words of that language.
    Effect::new(move |had_token: Option<bool>| {
        speech.lang();
        let has_token = class.token.with(|t| !t.trim().is_empty());
        if (has_token || had_token == Some(true)) && status.get_untracked() != Status::Files {
            reload(runs, class);
        }
        has_token
    });
    // Hide and Delete are the instructor's: shown on a server's runs once a token is typed. Delete
    // asks first, offering Hide, which can be undone.
    let deleting = RwSignal::new(None::<i64>);
    let not_instructor = Signal::derive(move || status.get() == Status::Files || !class.verified.get());
    let shown = move || counted("runs", runs.with(|r| r.entries().len()) as u64);
    let summary = move || match status.get() {
        Status::Listed => Message::new("runs-connecting").arg("runs", shown()),
        Status::Live => Message::new("runs-live").arg("runs", shown()),
        Status::Reconnecting => Message::new("runs-reconnecting")
            .arg("runs", shown())
            .arg("last", last_update.get().map_or_else(|| Message::new("runs-page-opening"), Message::from)),
        Status::Files => files_summary(runs.with(|r| r.entries().len())),
    };
    view! {
        <RunsSection status=Signal::derive(summary) on_drop>
            <Show when=move || status.get() == Status::Files>
                <RunFiles on_choose/>
            </Show>
            <ul class="runs-refused" data-testid="runs-refused">
                <For each=move || speech.say_all(&refused.get()) key=|note| note.clone() let:note>
                    <li>{note}</li>
                </For>
            </ul>
            <ul class="runs-list">
                <For each=move || runs.get().entries().to_vec() key=|run| (run.id, run.hidden) children=move |run: RunEntry| {
                    let run_hidden = run.hidden;
                    view! {
                    <li data-testid="run" data-run-id=run.id.to_string()
                        class:own={
                            let name = run.name.clone();
                            move || class.me.with(|me| is_me(name.as_deref(), me))
                        }>
                        <span class="run-name">{
                            let who = run.who();
                            move || speech.say(&who)
                        }</span>
                        <Show when={
                            let name = run.name.clone();
                            move || class.me.with(|me| is_me(name.as_deref(), me))
                        }>
                            " " <span class="you-mark" data-msg="class-you-mark"></span>
                        </Show>
                        <span class="run-hidden" hidden=!run_hidden>" " <span data-msg="runs-hidden"></span></span>
                        " · "
                        <span class="run-device">{run.device.clone()}</span>
                        " · "
                        <span class="run-check">{speech.say(&run.details())}</span>
                        " "
                        <button type="button" data-testid="show-run" on:click=move |_| show(run.id) data-msg="runs-show"></button>
                        " "
                        <button type="button" data-testid="hide-run" hidden=move || not_instructor.get() || run_hidden on:click=move |_| class.act(run.id, Action::Hide, move || reload(runs, class)) data-msg="runs-hide"></button>
                        <button type="button" data-testid="show-again" hidden=move || not_instructor.get() || !run_hidden on:click=move |_| class.act(run.id, Action::Show, move || reload(runs, class)) data-msg="runs-show-again"></button>
                        " "
                        <button type="button" data-testid="delete-run" hidden=not_instructor on:click=move |_| deleting.set(Some(run.id)) data-msg="runs-delete"></button>
                        <span class="confirm" role="alert" data-testid="confirm-delete" hidden=move || deleting.get() != Some(run.id)>
                            <span data-msg="runs-confirm-delete"></span>
                            " "
                            <button type="button" data-testid="confirm-delete-run" on:click=move |_| { deleting.set(None); class.act(run.id, Action::Delete, move || reload(runs, class)) } data-msg="runs-delete-for-good"></button>
                            " "
                            <button type="button" data-testid="hide-instead" on:click=move |_| { deleting.set(None); class.act(run.id, Action::Hide, move || reload(runs, class)) } data-msg="runs-hide-instead"></button>
                            " "
                            <button type="button" data-testid="cancel-delete" on:click=move |_| deleting.set(None) data-msg="runs-cancel"></button>
                        </span>
                    </li>
                    }
                }/>
            </ul>
            <p class="error" data-testid="show-run-error" role="alert" hidden=Signal::derive(move || show_error.with(Option::is_none))>
                {move || show_error.with(|e| e.as_ref().map(|e| speech.say(e)).unwrap_or_default())}
            </p>
            <ClassView runs class hidden=Signal::derive(move || !matches!(status.get(), Status::Listed | Status::Live | Status::Reconnecting))/>
            <MeasuredRun/>
        </RunsSection>
    }
}
