//! The kernel and launch inputs, each a slider with a number field; slider ranges follow the
//! device (the number fields accept anything the model accepts, to explain illegal launches).

use crate::inputs::carveout_input::CarveoutInput;
use crate::inputs::input_row::InputRow;
use crate::inputs::{snap_to_warp, InputKind};
use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::field_label_id;
use occlab_model::{Field, Note};

/// All inputs of the calculation.
#[component]
pub fn InputsPanel() -> impl IntoView {
    let state = expect_context::<State>();
    let cc = move || state.device.get().cc;
    let any = state.any_block_size;
    let warp = move || cc().warp_size;
    // What is typed is what the page computes: a block size off the warp grid, typed, turns on
    // "any block size" (the slider then steps by one thread) instead of being rounded.
    let typed = Callback::new(move |value: u64| {
        let warp = u64::from(state.device.get_untracked().cc.warp_size.max(1));
        if !any.get_untracked() && !value.is_multiple_of(warp) {
            any.set(true);
        }
    });
    // Turning "any block size" off is asking for whole warps: the block size goes to the nearest.
    let snap = move |value: u64| {
        let warp = state.device.get_untracked().cc.warp_size;
        let snapped = snap_to_warp(u32::try_from(value).unwrap_or(u32::MAX), warp);
        if u64::from(snapped) != value {
            state.set(InputKind::Threads, snapped.into());
        }
    };
    let toggle_any = move |ev: leptos::ev::Event| {
        let allow = event_target_checked(&ev);
        any.set(allow);
        if !allow {
            if let Ok(value) = state.parsed(InputKind::Threads).get_untracked() {
                snap(value);
            }
        }
    };
    let speech = speech();
    let idle_lanes = Signal::derive(move || {
        state.shown.with(|s| {
            s.as_ref()
                .and_then(|s| {
                    s.occupancy
                        .notes()
                        .into_iter()
                        .find(|n| matches!(n, Note::IdleLanes { .. }))
                        .map(|n| speech.say(&n.message()))
                })
                .unwrap_or_default()
        })
    });
    let smem_step = Signal::derive(move || cc().shared_memory_allocation_unit);
    let smem_max = Signal::derive(move || cc().shared_memory_per_block_optin);
    view! {
        <section class="inputs" aria-labelledby="inputs-heading">
            <h2 id="inputs-heading" data-msg="inputs-heading"></h2>
            <InputRow
                kind=InputKind::Threads
                label=field_label_id(Field::Threads)
                unit="unit-threads"
                min=Signal::derive(move || if any.get() { 1 } else { warp() })
                max=Signal::derive(move || cc().max_threads_per_block)
                step=Signal::derive(move || if any.get() { 1 } else { warp() })
                on_commit=typed
            />
            <div class="input-extras">
                <label class="toggle">
                    <input
                        type="checkbox"
                        data-testid="any-block-size"
                        prop:checked=any
                        on:change=toggle_any
                    />
                    <span data-msg="inputs-any-block-size"></span>
                </label>
                <p class="note idle-lanes" data-testid="idle-lanes">{idle_lanes}</p>
            </div>
            <InputRow
                kind=InputKind::Registers
                label=field_label_id(Field::Registers)
                unit="unit-registers"
                min=0_u32
                max=Signal::derive(move || cc().max_registers_per_thread)
                step=1_u32
            />
            <InputRow
                kind=InputKind::StaticSharedMemory
                label=field_label_id(Field::SharedMemoryStatic)
                unit="unit-bytes"
                min=0_u32
                max=smem_max
                step=smem_step
            />
            <InputRow
                kind=InputKind::DynamicSharedMemory
                label=field_label_id(Field::SharedMemoryDynamic)
                unit="unit-bytes"
                min=0_u32
                max=smem_max
                step=smem_step
            />
            <CarveoutInput/>
            <InputRow
                kind=InputKind::Barriers
                label=field_label_id(Field::Barriers)
                unit="unit-barriers"
                min=0_u32
                max=Signal::derive(move || cc().max_barriers_per_block)
                step=1_u32
            />
            <p class="hint" data-msg="inputs-grid-hint"></p>
        </section>
    }
}
