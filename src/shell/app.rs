//! The page: device and inputs on the left, results in the middle, the three charts on the
//! right, the waves and latency-hiding panels below; the address bar and local storage follow
//! the last valid calculation and the settings changed.

use crate::browser;
use crate::calculator::clusters::Clusters;
use crate::calculator::explanation::Explanation;
use crate::calculator::limit_table::LimitTable;
use crate::calculator::suggestion::Suggestion;
use crate::calculator::summary::Summary;
use crate::charts::impact_chart::ImpactChart;
use crate::charts::legend::Legend;
use crate::charts::ChartKind;
use crate::inputs::device::Device;
use crate::inputs::device_picker::DevicePicker;
use crate::inputs::inputs_panel::InputsPanel;
use crate::inputs::{InputKind, Inputs};
use crate::locale::Speech;
use crate::shell::link_errors::LinkErrors;
use crate::shell::lower_panels::LowerPanels;
use crate::shell::query;
use crate::shell::toolbar::Toolbar;
use crate::state::State;
use leptos::prelude::*;
use occlab_charts::palette::Palette;
use occlab_model::locale::Lang;

/// How long, in milliseconds, the address bar waits for a slider to come to rest before following it.
const URL_DELAY: u32 = 250;

/// The whole calculator.
#[component]
pub fn App(
    /// The device shown when neither the link nor local storage names one.
    fallback: Device,
) -> impl IntoView {
    let defaults = Inputs::defaults(fallback);
    let from_link = query::decode(&browser::query(), defaults);
    let view_class = from_link.view_class;
    let link_lang = from_link.lang.clone();
    let (initial, link_errors) = if from_link.found {
        (from_link, true)
    } else {
        let stored = browser::stored(browser::STORED_INPUTS).map(|q| query::decode(&q, defaults));
        (stored.unwrap_or(from_link), false)
    };
    let state = State::new(initial.inputs, &initial.settings, initial.unit, &initial.cluster, initial.run);
    provide_context(state);
    provide_context(state.speech);
    provide_context(crate::shell::ViewClass(view_class));
    let speech = state.speech;
    speech.start(link_lang.as_deref());
    let link_errors = if link_errors { initial.errors } else { Vec::new() };

    let dark = RwSignal::new(match browser::stored(browser::STORED_THEME).as_deref() {
        Some("dark") => true,
        Some("light") => false,
        _ => browser::prefers_dark(),
    });
    let projector = RwSignal::new(browser::stored(browser::STORED_PROJECTOR).as_deref() == Some("on"));
    let palette = Signal::derive(move || Palette::new(dark.get(), projector.get()));
    provide_context(palette);
    StoredValue::new_local(browser::keep_dropped_files_on_the_page());

    follow_in_address_bar(state, speech, view_class);

    let charts = move || {
        ChartKind::ALL
            .into_iter()
            .map(|kind| {
                let series = Memo::new(move |_| {
                    let snap = !state.any_block_size.get();
                    state.shown.with(|s| {
                        s.as_ref().and_then(|s| crate::charts::build(kind, &s.inputs, &s.occupancy, snap).ok())
                    })
                });
                let limiting = Signal::derive(move || {
                    state.shown.with(|s| {
                        s.as_ref().is_some_and(|s| {
                            kind.limiters().iter().any(|l| s.occupancy.binding_limiters().contains(*l))
                        })
                    })
                });
                let on_pick = Callback::new(move |(input, value): (InputKind, u32)| {
                    state.set(input, value.into());
                });
                view! { <ImpactChart kind series limiting on_pick/> }
            })
            .collect_view()
    };

    let announcement = Signal::derive(move || {
        state.shown.with(|s| s.as_ref().map(|s| speech.say(&s.report.announcement)).unwrap_or_default())
    });

    view! {
        <div class="app" class:dark=dark class:projector=projector class:view-class=view_class>
            <header class="masthead">
                <h1>
                    "Occupancy Lab" <span class="subtitle" data-msg="masthead-subtitle"></span>
                    <span class="device-line" data-testid="device-line">
                        {move || state.device.with(|d| speech.say(&d.title_message()))}
                    </span>
                </h1>
                {view_class.then(|| view! { <a href="?" data-testid="show-calculator" data-msg="masthead-show-calculator"></a> })}
                <Toolbar dark projector/>
            </header>
            <LinkErrors errors=link_errors/>
            <main class="layout">
                <section class="controls" data-msg-label="region-controls">
                    <DevicePicker device=state.device/>
                    <InputsPanel/>
                </section>
                <section class="results" data-msg-label="region-results">
                    <Summary/>
                    <LimitTable/>
                    <Suggestion/>
                    <Clusters/>
                    <Explanation/>
                </section>
                <section class="charts" data-msg-label="region-charts">{charts()} <Legend/></section>
            </main>
            <section class="panels" data-msg-label="region-panels">
                <LowerPanels open=view_class/>
            </section>
            <p class="visually-hidden" aria-live="polite" aria-atomic="true">{announcement}</p>
        </div>
    }
}

/// Keeps the address bar and local storage on the last valid calculation and the panels'
/// changed settings, once a change has rested for [`URL_DELAY`] (browsers throttle frequent
/// history updates).
fn follow_in_address_bar(state: State, speech: Speech, view_class: bool) {
    // Dropping a pending write cancels it, so only the last change is written.
    let pending = StoredValue::new_local(None::<browser::Pending>);
    Effect::new(move |_| {
        let settings = state.changed_settings();
        let unit = state.unit.get();
        let cluster = query::Cluster { size: state.cluster_text.get(), non_portable: state.non_portable.get() };
        let run = state.run_choice.get();
        let Some(query) =
            state.shown.with(|s| s.as_ref().map(|s| query::encode(&s.inputs, &settings, (unit, run), &cluster)))
        else {
            return;
        };
        let lang = speech.lang();
        let write = move || {
            let mut link = query.clone();
            if view_class {
                link.push_str("&view=class");
            }
            if lang != Lang::En {
                link.push_str("&lang=");
                link.push_str(lang.tag());
            }
            browser::replace_query(&link);
            browser::store(browser::STORED_INPUTS, &query);
        };
        pending.set_value(Some(browser::after(URL_DELAY, write)));
    });
}
