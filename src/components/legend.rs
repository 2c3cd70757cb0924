//! The key to the charts' colours: which resource limits each stretch of a curve.

use leptos::prelude::*;

/// The limiter colours, as the CSS classes `swatch-*` paint them (the same as the charts').
#[component]
pub fn Legend() -> impl IntoView {
    let entries = [
        ("warps", "warps"),
        ("registers", "registers"),
        ("shared-memory", "shared memory"),
        ("blocks", "blocks per SM"),
        ("barriers", "barriers"),
    ];
    view! {
        <div class="legend">
            <span>"Curve colour: limited by"</span>
            <ul>
                {entries
                    .into_iter()
                    .map(|(class, words)| {
                        view! {
                            <li>
                                <span class=format!("swatch swatch-{class}") aria-hidden="true"></span>
                                {words}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <span>"● current configuration"</span>
        </div>
    }
}
