//! The block limits in the profiler's own terms (Block Limit Warps, Registers, Shared Mem,
//! SM, Barriers), with the limiting rows highlighted.

use crate::format::limit;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::{BlockLimits, Limiter};

/// The rows, in Nsight Compute's order.
const ROWS: [Limiter; 5] =
    [Limiter::Warps, Limiter::Registers, Limiter::SharedMemory, Limiter::Blocks, Limiter::Barriers];

fn value(limits: &BlockLimits, limiter: Limiter) -> Option<u32> {
    match limiter {
        Limiter::Warps => Some(limits.warps),
        Limiter::Registers => limits.registers,
        Limiter::SharedMemory => limits.shared_memory,
        Limiter::Blocks => Some(limits.blocks),
        Limiter::Barriers => limits.barriers,
        Limiter::VirtualResources => limits.virtual_resources,
    }
}

/// The block-limit table.
#[component]
pub fn LimitTable(
    /// The app state; shows its last valid calculation.
    state: State,
) -> impl IntoView {
    let shown = state.shown;
    let rows = ROWS
        .into_iter()
        .map(|limiter| {
            let limiting = Signal::derive(move || {
                shown.with(|s| s.as_ref().is_some_and(|s| s.occupancy.limiters.contains(limiter)))
            });
            let text = Signal::derive(move || {
                shown.with(|s| s.as_ref().map(|s| limit(value(&s.occupancy.limits, limiter))).unwrap_or_default())
            });
            let flag = Signal::derive(move || if limiting.get() { "◀ limiting" } else { "" }.to_string());
            let testid = format!("limit-{}", limiter.name().replace('_', "-"));
            view! {
                <tr class:limiting=limiting>
                    <th scope="row">{limiter.profiler_name()}</th>
                    <td data-testid=testid>{text}</td>
                    <td class="flag">{flag}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="limits">
            <caption>"Block limits per SM (blocks that fit by each resource; none = no limit)"</caption>
            <thead>
                <tr>
                    <th scope="col">"Limit"</th>
                    <th scope="col">"Blocks"</th>
                    <th scope="col">
                        <span class="visually-hidden">"Limiting"</span>
                    </th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
