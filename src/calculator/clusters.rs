//! Thread-block clusters (compute capability 9.0 on): a cluster size, the non-portable
//! attribute, and Nsight Compute's cluster rows for them — Max Active Clusters, Max Cluster
//! Size, Cluster Occupancy and Overall GPU Occupancy — from the model's report, as
//! `occlab calc --cluster` prints them.

use crate::inputs::device::Device;
use crate::locale::{speech, Speech};
use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::{cluster_rows, Figure};
use occlab_model::{parse_whole_u32, Field, Occupancy};

/// The cluster rows for the size typed (`None` with the field empty: no clusters), or the
/// message that says why there are none.
pub fn rows(
    device: Device,
    occupancy: &Occupancy,
    text: &str,
    non_portable: bool,
) -> Option<Result<Vec<Figure>, String>> {
    if text.trim().is_empty() {
        return None;
    }
    let rows = parse_whole_u32(Field::ClusterSize, text)
        .map_err(|e| e.to_string())
        .and_then(|size| cluster_rows(device.cc, device.gpu, occupancy, size, non_portable).map(|(_, f)| f));
    Some(rows)
}

/// The cluster box; shown only where the compute capability has clusters.
#[component]
pub fn Clusters() -> impl IntoView {
    let state = expect_context::<State>();
    let hidden = Signal::derive(move || state.device.with(|d| d.cc.clusters.is_none()));
    let result = state.clusters;
    let error = Signal::derive(move || result.with(|r| r.clone().and_then(Result::err).unwrap_or_default()));
    let invalid = Signal::derive(move || if error.with(String::is_empty) { "false" } else { "true" });
    // The report's rows, each read by position (type-erased signals keep the page small).
    let speech = speech();
    let row = move |i: usize, part: fn(&Figure, Speech) -> String| {
        Signal::derive(move || {
            result.with(|r| {
                r.as_ref()
                    .and_then(|r| r.as_ref().ok())
                    .and_then(|rows| rows.get(i))
                    .map(|f| part(f, speech))
                    .unwrap_or_default()
            })
        })
    };
    let rows = (0..ROWS)
        .map(|i| {
            view! {
                <div hidden=Signal::derive(move || row(i, |f, s| s.say(&f.text)).with(String::is_empty))>
                    <dt>{row(i, |f, _| f.label.to_string())}</dt>
                    <dd data-testid=row(i, |f, _| f.key.replace('_', "-"))>{row(i, |f, s| s.say(&f.text))}</dd>
                </div>
            }
        })
        .collect_view();
    let on_input = move |ev: leptos::ev::Event| state.cluster_text.set(event_target_value(&ev));
    let on_portable = move |ev: leptos::ev::Event| state.non_portable.set(event_target_checked(&ev));
    view! {
        <section class="clusters" aria-labelledby="clusters-heading" hidden=hidden>
            <h3 id="clusters-heading">"Thread-block clusters"</h3>
            <div class="cluster-input">
                <label for="cluster">"Cluster size (blocks)"</label>
                <input
                    id="cluster"
                    data-testid="cluster"
                    type="text"
                    inputmode="numeric"
                    placeholder="none"
                    aria-invalid=invalid
                    aria-describedby="cluster-error"
                    prop:value=state.cluster_text
                    on:input=on_input
                />
                <label class="toggle">
                    <input type="checkbox" data-testid="non-portable" prop:checked=state.non_portable on:change=on_portable/>
                    "Non-portable sizes (up to 16)"
                </label>
            </div>
            <p class="error" id="cluster-error" data-testid="cluster-error" role="alert">{error}</p>
            <dl class="cluster-rows">{rows}</dl>
        </section>
    }
}

/// Nsight Compute's cluster rows: Cluster Size, Max Active Clusters, Max Cluster Size, Cluster
/// Occupancy, Overall GPU Occupancy.
const ROWS: usize = 5;

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::{occupancy, ComputeCapability, Gpu, Kernel, Launch};

    fn k_cluster2(device: Device) -> Occupancy {
        let kernel = Kernel { registers_per_thread: 10, ..Kernel::default() };
        occupancy(device.cc, &kernel, &Launch { threads_per_block: 128, ..Launch::default() })
            .unwrap_or_else(|e| unreachable!("{e}"))
    }

    /// ncu's Occupancy section for k_cluster2 on the H100 (tests/hardware/data/h100/import):
    /// Max Active Clusters 528, Max Cluster Size 8, Cluster and Overall GPU Occupancy 25.
    #[test]
    fn the_rows_are_nsight_computes() {
        let h100 = Gpu::find("H100 SXM5 80GB").and_then(Device::from_gpu).unwrap_or_else(|| unreachable!());
        let o = k_cluster2(h100);
        let texts: Vec<(&str, String)> = rows(h100, &o, " 2 ", false)
            .and_then(Result::ok)
            .unwrap_or_default()
            .into_iter()
            .map(|f| (f.label, f.text.to_string()))
            .collect();
        assert_eq!(
            texts,
            [
                ("Cluster Size", "2".to_string()),
                ("Max Active Clusters", "528".to_string()),
                ("Max Cluster Size", "8".to_string()),
                ("Cluster Occupancy", "25.00%".to_string()),
                ("Overall GPU Occupancy", "25.00%".to_string()),
            ]
        );
        assert_eq!(texts.len(), ROWS);
        assert_eq!(rows(h100, &o, "", false), None);
        assert_eq!(
            rows(h100, &o, "9", false),
            Some(Err("cluster (cluster size (blocks)): \"9\" is not allowed; expected 1–8 (up to 16 with the non-portable attribute) (the runtime answers cudaErrorInvalidClusterSize)".to_string()))
        );
        assert!(matches!(rows(h100, &o, "16", true), Some(Ok(_))));
        assert!(
            matches!(rows(h100, &o, "two", false), Some(Err(m)) if m.starts_with("cluster (cluster size (blocks)): \"two\" is not allowed"))
        );
        let bare = ComputeCapability::find("9.0").map(Device::from_cc).unwrap_or_else(|| unreachable!());
        assert_eq!(rows(bare, &o, "2", false), Some(Err(occlab_model::report::CLUSTERS_NEED_A_GPU.to_string())));
    }
}
