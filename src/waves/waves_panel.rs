//! Waves and the tail effect: how the grid waves on the GPU's SMs over time, in Nsight
//! Compute's terms (Waves Per SM, its tail-effect sentence), the best achievable occupancy, a
//! picture, the grid-size slider and the nearby grids that leave no partial wave.

use crate::inputs::input_row::InputRow;
use crate::inputs::InputKind;
use crate::latency::setting_field::SettingField;
use crate::latency::settings::Setting;
use crate::locale::speech;
use crate::runs::run_timeline::RunTimeline;
use crate::shell::derived::{flag_of, said_of};
use crate::state::panels::Panels;
use crate::state::State;
use crate::waves::waves_picture::WavesPicture;
use crate::waves::{
    band_note, choice_grid, choice_label, figures, idle, no_choices, profiler, running, status, summary,
};
use leptos::prelude::*;
use occlab_model::locale::message::{counted, Message};
use occlab_model::report::field_label_id;
use occlab_model::{Field, Waves};

/// How far the grid slider reaches when no wave fits (an illegal launch); otherwise it reaches
/// [`SLIDER_WAVES`] full waves, or the grid if larger. The number field takes any grid.
const GRID_SLIDER_MAX: u64 = 65_536;
/// Full waves the grid slider spans.
const SLIDER_WAVES: u64 = 8;

/// The waves panel.
#[component]
pub fn WavesPanel() -> impl IntoView {
    let speech = speech();
    let state = expect_context::<State>();
    let waves = expect_context::<Panels>().waves;
    let choice = move |label: fn(&Option<Waves>) -> Option<Message>, grid: fn(&Option<Waves>) -> Option<u64>, id| {
        let apply = move |_| {
            if let Some(grid) = waves.with_untracked(grid) {
                state.set(InputKind::Grid, grid);
            }
        };
        view! {
            <button
                type="button"
                data-testid=id
                hidden=Signal::derive(move || waves.with(label).is_none())
                on:click=apply
            >
                {said_of(waves, label)}
            </button>
        }
    };
    let slider_max = Signal::derive(move || {
        let reach = waves
            .with(|p| running(p).map_or(GRID_SLIDER_MAX, |w| w.grid_of_full_waves(SLIDER_WAVES).max(w.grid_blocks)));
        u32::try_from(reach).unwrap_or(u32::MAX)
    });
    let device = state.device;
    let sms_fact = Signal::derive(move || {
        let fact = device.with(|d| {
            match d
                .gpu
                .map(|gpu| (gpu, "waves-sms-of-gpu"))
                .or_else(|| d.reference_gpu().map(|gpu| (gpu, "waves-sms-of-cc")))
            {
                Some((gpu, id)) => Message::new(id).arg("gpu", gpu.name).arg("sms", counted("sms", gpu.sms.into())),
                None => Message::new("waves-sms-unknown").arg("cc", d.cc.name),
            }
        });
        speech.say(&fact)
    });
    view! {
        <section class="panel waves-panel" aria-labelledby="waves-heading">
            <h2 id="waves-heading" data-msg="waves-panel-heading"></h2>
            <p class="hint" data-testid="sms-fact">{sms_fact}</p>
            <div hidden=Signal::derive(move || device.with(|d| d.gpu.is_some()))>
                <SettingField setting=Setting::Sms/>
            </div>
            <InputRow
                kind=InputKind::Grid
                label=field_label_id(Field::Grid)
                unit="unit-blocks"
                min=1_u32
                max=slider_max
                step=1_u32
            />
            <p class="note" data-testid="waves-status">{said_of(waves, status)}</p>
            <div hidden=flag_of(waves, idle)>
                <dl class="figures">
                    {move || {
                        waves
                            .with(figures)
                            .into_iter()
                            .map(|f| {
                                view! {
                                    <div>
                                        <dt>
                                            {speech.say(&f.label_message())}
                                            <span class="gloss">{speech.say(&f.gloss())}</span>
                                        </dt>
                                        <dd data-testid=f.key.replace('_', "-")>{speech.say(&f.text)}</dd>
                                    </div>
                                }
                            })
                            .collect_view()
                    }}
                </dl>
                <blockquote class="profiler" data-testid="tail-effect">{said_of(waves, profiler)}</blockquote>
                <div class="round-grid" hidden=flag_of(waves, no_choices)>
                    <span data-msg="waves-round"></span>
                    {choice(choice_label::<0>, choice_grid::<0>, "round-grid-0")}
                    {choice(choice_label::<1>, choice_grid::<1>, "round-grid-1")}
                </div>
                <WavesPicture waves summary=said_of(waves, summary)/>
                <p class="hint">{said_of(waves, band_note)}</p>
                <RunTimeline/>
            </div>
        </section>
    }
}
