//! The keys to the charts' colours: which resource limits each stretch of an impact chart's
//! curve, and what each colour of the panels' pictures stands for.

use leptos::prelude::*;

/// The limiter colours, as the CSS classes `swatch-*` paint them (the same as the charts').
#[component]
pub fn Legend() -> impl IntoView {
    let entries = [
        ("warps", "limiter-warps"),
        ("registers", "limiter-registers"),
        ("shared-memory", "limiter-shared_memory"),
        ("blocks", "limiter-blocks"),
        ("barriers", "limiter-barriers"),
    ];
    view! {
        <div class="legend">
            <span data-msg="legend-heading"></span>
            <ul>
                {entries
                    .into_iter()
                    .map(|(class, message)| {
                        view! {
                            <li>
                                <span class=format!("swatch swatch-{class}") aria-hidden="true"></span>
                                <span data-msg=message></span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <span data-msg="legend-current"></span>
        </div>
    }
}

/// A picture's key under its canvas: a swatch (a `swatch-*` class) and its words (a message) for
/// each colour, then the marks that need no swatch.
#[component]
pub fn PictureKey(
    /// `(swatch class, message)` for each colour.
    colours: &'static [(&'static str, &'static str)],
    /// The messages of further entries without a swatch.
    marks: &'static [&'static str],
) -> impl IntoView {
    view! {
        <figcaption class="legend">
            {colours
                .iter()
                .map(|&(class, message)| {
                    view! {
                        <span>
                            <span class=format!("swatch swatch-{class}") aria-hidden="true"></span>
                            <span data-msg=message></span>
                        </span>
                    }
                })
                .collect_view()}
            {marks.iter().map(|&message| view! { <span data-msg=message></span> }).collect_view()}
        </figcaption>
    }
}
