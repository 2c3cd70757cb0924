//! The class as the lecture hall sees it: who is in (names, as text), the class chart of every
//! student's measured throughput (fetched run by run, each once), the viewer's name that marks
//! their own runs, and the instructor's token for hiding and deleting runs (kept in this tab's
//! session storage only, never in the URL).

use super::class::{class_chart, is_me, refusal, vector_add_points, who_is_in, Action, Fetched};
use super::{run_of_answer, run_url, RunList, CLEAR_URL, EXPORT_URL};
use crate::browser::canvas::{keep_painted, paint_class};
use crate::browser::runs::{download, get_instructor, get_text, send_instructor};
use crate::browser::{self, session_store, session_stored, store, stored, SESSION_TOKEN, STORED_NAME};
use crate::locale::{speech, Speech};
use crate::shell::ViewClass;
use leptos::html::Canvas;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_charts::occupancy_axis;
use occlab_charts::palette::Palette;
use occlab_model::locale::message::Message;

/// The class view's state, shared with the runs list (its Hide and Delete buttons, its marks).
#[derive(Clone, Copy)]
pub struct ClassState {
    /// The listed runs fetched for the chart.
    pub fetched: RwSignal<Fetched>,
    /// The viewer's name, as typed.
    pub me: RwSignal<String>,
    /// The instructor's token, as typed.
    pub token: RwSignal<String>,
    /// The server's last refusal of an instructor's request, said in the page's language where
    /// it is shown (so it follows a change of language); `None` when none.
    pub refused: RwSignal<Option<Message>>,
    /// How many token checks were started: an answer to any but the last is stale (the token
    /// or the language changed while it was on its way) and is dropped.
    checks: StoredValue<u32>,
    /// Whether the server took the token typed as the instructor's (checked as it is typed):
    /// Hide and Delete appear only then.
    pub verified: RwSignal<bool>,
    /// The page's language, asked of the server for its refusals' words.
    speech: Speech,
}

impl ClassState {
    /// The state with the name and token the browser kept.
    pub fn restore() -> ClassState {
        ClassState {
            fetched: RwSignal::new(Fetched::default()),
            me: RwSignal::new(stored(STORED_NAME).unwrap_or_default()),
            token: RwSignal::new(session_stored(SESSION_TOKEN).unwrap_or_default()),
            refused: RwSignal::new(None),
            checks: StoredValue::new(0),
            verified: RwSignal::new(false),
            speech: speech(),
        }
    }

    /// The page's language, as the server is asked to answer in it (`Accept-Language`).
    pub fn lang(self) -> &'static str {
        self.speech.lang().tag()
    }

    /// Starts a check of the token; its number, for [`ClassState::checked`].
    pub fn start_check(self) -> u32 {
        self.checks.update_value(|n| *n += 1);
        self.checks.get_value()
    }

    /// What the server said of the token in check `check`: `Some(true)` when it took it,
    /// `Some(false)` when it refused (the refusal shown at once: a wrong token is not taken
    /// silently), `None` when a later check was started since (this answer is stale).
    pub fn checked(self, check: u32, answer: Result<String, (u16, String)>) -> Option<bool> {
        if check != self.checks.get_value() {
            return None;
        }
        let taken = answer.is_ok();
        match answer {
            Ok(_) => self.verified.set(true),
            Err((0, _)) => {}
            Err(_) => self.verified.set(false),
        }
        self.refuse(answer.err());
        Some(taken)
    }

    /// Shows the server's refusal (status 0: the request did not reach it, with the browser's
    /// words), or none.
    fn refuse(self, refusal_of: Option<(u16, String)>) {
        self.refused.set(refusal_of.map(|(status, body)| match status {
            0 => Message::new("class-server-unreachable").arg("why", body),
            _ => refusal(status, &body),
        }));
    }

    /// Fetches the listed runs not fetched yet (the newest, each once) for the class chart.
    pub fn fetch_new(self, runs: RwSignal<RunList>) {
        let mut ids = Vec::new();
        runs.with_untracked(|list| self.fetched.update(|f| ids = f.ask_for(list)));
        for id in ids {
            spawn_local(async move {
                let points = get_text(&run_url(id))
                    .await
                    .ok()
                    .and_then(|text| run_of_answer(&text).ok())
                    .map(|run| vector_add_points(&run))
                    .unwrap_or_default();
                self.fetched.update(|f| f.arrived(id, points));
            });
        }
    }

    /// The class's runs as JSON lines, offered as a file to keep (the instructor's export).
    pub fn export(self) {
        let token = self.token.get_untracked();
        spawn_local(async move {
            match get_instructor(EXPORT_URL, token.trim(), self.lang()).await {
                Ok(lines) => self.refused.set(
                    download("runs.jsonl", &lines, "application/x-ndjson")
                        .err()
                        .map(|words| Message::new("class-export-failed").arg("why", words)),
                ),
                Err(refused) => self.refuse(Some(refused)),
            }
        });
    }

    /// Deletes every run of the class (the instructor's clear).
    pub fn clear(self) {
        let token = self.token.get_untracked();
        spawn_local(async move {
            self.refuse(send_instructor("DELETE", CLEAR_URL, token.trim(), self.lang(), None).await.err());
        });
    }

    /// Asks the server to hide or delete run `id` with the instructor's token; a refusal is
    /// shown in the server's words, in the page's language. The event stream takes the run off
    /// the lists; `then` runs once the server has done it.
    pub fn act(self, id: i64, action: Action, then: impl FnOnce() + 'static) {
        let token = self.token.get_untracked();
        spawn_local(async move {
            let (method, body) = action.request();
            let answer = send_instructor(method, &run_url(id), token.trim(), self.lang(), body).await;
            let done = answer.is_ok();
            self.refuse(answer.err());
            if done {
                then();
            }
        });
    }
}

/// How much larger the class chart's type and lines are in the class view alone (`?view=class`),
/// projected: twice the page's, so its labels are 24 px (36 px in projector mode), legible from
/// the back of a lecture hall.
const ROOM_ENLARGE: f64 = 2.0;

/// Who is in, the class chart, and the name and token fields.
#[component]
pub fn ClassView(
    /// The listed runs.
    runs: RwSignal<RunList>,
    /// The shared class state.
    class: ClassState,
    /// Hidden while the page is not served by `occlab serve`.
    #[prop(into)]
    hidden: Signal<bool>,
) -> impl IntoView {
    let palette = expect_context::<Signal<Palette>>();
    let ClassState { fetched, me, token, refused, .. } = class;
    let no_token = Signal::derive(move || !class.verified.get());
    let speech = speech();
    let clearing = RwSignal::new(false);
    let chart = Memo::new(move |_| {
        runs.with(|list| fetched.with(|f| me.with(|me| class_chart(list, f, me, &palette.get(), |m| speech.say(m)))))
    });
    let canvas = NodeRef::<Canvas>::new();
    let room = expect_context::<ViewClass>().0;
    keep_painted(canvas, move |element, palette| {
        let axis = speech.say(&occupancy_axis());
        let palette = if room { Palette { enlarge: palette.enlarge * ROOM_ENLARGE, ..*palette } } else { *palette };
        chart.with(|c| paint_class(element, c, &palette, &axis))
    });
    let nobody = Signal::derive(move || runs.with(|list| list.entries().is_empty()));
    let join = format!(
        "occlab measure --out run.json\nocclab upload run.json --to {} --token CLASS_TOKEN --name \"Ada Lovelace\"",
        browser::origin()
    );
    let names = Signal::derive(move || runs.with(|list| who_is_in(list, |m| speech.say(m))));
    let on_name = move |ev| {
        let name = event_target_value(&ev);
        store(STORED_NAME, &name);
        me.set(name);
    };
    let on_token = move |ev| {
        let typed = event_target_value(&ev);
        session_store(SESSION_TOKEN, &typed);
        token.set(typed);
    };
    view! {
        <section class="class-view" aria-labelledby="class-heading" data-testid="class-view" hidden=hidden>
            <h3 id="class-heading" data-msg="class-heading"></h3>
            <p class="hint class-view-link">
                <a href="?view=class" data-testid="class-view-link" data-msg="class-view-link"></a>
            </p>
            <label class="class-field">
                <span data-msg="class-your-name"></span>
                " "
                <input type="text" data-testid="your-name" autocomplete="name" prop:value=me on:input=on_name/>
            </label>
            <div class="who-is-in">
                <span data-msg="class-who-is-in"></span>
                " "
                <ul class="who-is-in-names" data-testid="who-is-in">
                    <For each=move || names.get() key=|name| name.clone() children=move |name: String| {
                        let mine = name.clone();
                        let own = Signal::derive(move || me.with(|me| is_me(Some(&mine), me)));
                        view! {
                            <li class:own=own>
                                <span class="who-name">{name}</span>
                                <Show when=move || own.get()>
                                    " " <span class="you-mark" data-msg="class-you-mark"></span>
                                </Show>
                            </li>
                        }
                    }/>
                </ul>
            </div>
            <div class="class-join" data-testid="class-join" hidden=Signal::derive(move || !nobody.get())>
                <p data-msg="class-join"></p>
                <pre><code>{join}</code></pre>
            </div>
            <figure class="chart">
                <div class="canvas-wrap">
                    <canvas node_ref=canvas data-testid="canvas-class" role="img"
                        aria-label=Signal::derive(move || chart.with(|c| speech.say(&c.summary())))></canvas>
                </div>
                <figcaption data-msg="class-caption"></figcaption>
                <ul class="class-legend" data-testid="class-legend">
                    <For each=move || chart.with(|c| c.series.clone()) key=|s| (s.label.clone(), s.style.glyph(), s.style.colour, s.own) children=move |s| {
                        let label = match s.own {
                            true => speech.say(&Message::new("class-you").arg("label", s.label.as_str())),
                            false => s.label.clone(),
                        };
                        view! {
                            <li class:own=s.own>
                                <span class="run-mark" aria-hidden="true" style=s.style.css_colour()>{s.style.glyph()}</span>
                                {label}
                            </li>
                        }
                    }/>
                </ul>
            </figure>
            <details class="instructor">
                <summary data-msg="class-instructor"></summary>
                <label class="class-field">
                    <span data-msg="class-token"></span>
                    " "
                    <input type="password" data-testid="instructor-token" autocomplete="off" prop:value=token on:input=on_token/>
                </label>
                <p class="hint" data-msg="class-token-hint"></p>
                <p class="class-actions">
                    <button type="button" data-testid="export-class" disabled=no_token on:click=move |_| class.export() data-msg="class-export"></button>
                    " "
                    <button type="button" data-testid="clear-class" disabled=no_token on:click=move |_| clearing.set(true) data-msg="class-clear"></button>
                </p>
                <p class="confirm" role="alert" data-testid="confirm-clear" hidden=move || !clearing.get()>
                    <span data-msg="class-confirm-clear"></span>
                    " "
                    <button type="button" data-testid="confirm-clear-class" on:click=move |_| { clearing.set(false); class.clear() } data-msg="class-delete-every-run"></button>
                    " "
                    <button type="button" data-testid="cancel-clear" on:click=move |_| clearing.set(false) data-msg="runs-cancel"></button>
                </p>
            </details>
            <p class="error" data-testid="instructor-error" role="alert" hidden=Signal::derive(move || refused.with(Option::is_none))>
                {move || refused.with(|r| r.as_ref().map(|m| speech.say(m)))}
            </p>
        </section>
    }
}
