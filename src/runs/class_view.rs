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
    /// The server's last refusal of an instructor's request; empty when none.
    pub refused: RwSignal<String>,
    /// Whether the server took the token typed as the instructor's (checked as it is typed):
    /// Hide and Delete appear only then.
    pub verified: RwSignal<bool>,
    /// The page's language, for the refusals (said after the request, out of the view's context).
    speech: Speech,
}

impl ClassState {
    /// The state with the name and token the browser kept.
    pub fn restore() -> ClassState {
        ClassState {
            fetched: RwSignal::new(Fetched::default()),
            me: RwSignal::new(stored(STORED_NAME).unwrap_or_default()),
            token: RwSignal::new(session_stored(SESSION_TOKEN).unwrap_or_default()),
            refused: RwSignal::new(String::new()),
            verified: RwSignal::new(false),
            speech: speech(),
        }
    }

    /// `message` in the page's language.
    fn say(self, message: Message) -> String {
        self.speech.say(&message)
    }

    /// The page's language, as the server is asked to answer in it (`Accept-Language`).
    pub fn lang(self) -> &'static str {
        self.speech.lang().tag()
    }

    /// Why a request did not reach the server, in the page's language.
    fn unreachable(self, words: String) -> String {
        self.say(Message::new("class-server-unreachable").arg("why", words))
    }

    /// What the server said of the token when the list was asked for with it: the list, or the
    /// refusal shown at once (a wrong token is not taken silently).
    pub fn checked(self, answer: Result<String, (u16, String)>) -> Option<String> {
        match answer {
            Ok(text) => {
                self.verified.set(true);
                self.refused.set(String::new());
                Some(text)
            }
            Err((0, words)) => {
                self.refused.set(self.unreachable(words));
                None
            }
            Err((status, body)) => {
                self.verified.set(false);
                self.refused.set(self.say(refusal(status, &body)));
                None
            }
        }
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
                Ok(lines) => match download("runs.jsonl", &lines, "application/x-ndjson") {
                    Ok(()) => self.refused.set(String::new()),
                    Err(words) => self.refused.set(self.say(Message::new("class-export-failed").arg("why", words))),
                },
                Err((0, words)) => self.refused.set(self.unreachable(words)),
                Err((status, body)) => self.refused.set(self.say(refusal(status, &body))),
            }
        });
    }

    /// Deletes every run of the class (the instructor's clear).
    pub fn clear(self) {
        let token = self.token.get_untracked();
        spawn_local(async move {
            match send_instructor("DELETE", CLEAR_URL, token.trim(), self.lang(), None).await {
                Ok(()) => self.refused.set(String::new()),
                Err((0, words)) => self.refused.set(self.unreachable(words)),
                Err((status, body)) => self.refused.set(self.say(refusal(status, &body))),
            }
        });
    }

    /// Asks the server to hide or delete run `id` with the instructor's token; a refusal is
    /// shown in the server's words, in the page's language. The event stream takes the run off
    /// the lists; `then` runs once the server has done it.
    pub fn act(self, id: i64, action: Action, then: impl FnOnce() + 'static) {
        let token = self.token.get_untracked();
        spawn_local(async move {
            let (method, body) = action.request();
            match send_instructor(method, &run_url(id), token.trim(), self.lang(), body).await {
                Ok(()) => {
                    self.refused.set(String::new());
                    then();
                }
                Err((0, words)) => self.refused.set(self.unreachable(words)),
                Err((status, body)) => self.refused.set(self.say(refusal(status, &body))),
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
            <p class="error" data-testid="instructor-error" role="alert" hidden=Signal::derive(move || refused.with(String::is_empty))>
                {refused}
            </p>
        </section>
    }
}
