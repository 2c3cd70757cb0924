//! Axis labels of the page's value charts ("4k", "1.5k"): the short forms that only ticks use. Every figure and
//! sentence a user reads is written by the model (`occlab_model::numerals`, the report layer).

pub use occlab_model::{count, decimal, thousands};

/// An axis label: [`decimal`] without trailing zeros below 1,000, else in thousands ("4k",
/// "1.5k") or millions ("2M").
pub fn decimal_short(x: f64) -> String {
    let compact = |x: f64| {
        let text = decimal(x);
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        }
    };
    if x >= 1e6 {
        format!("{}M", compact(x / 1e6))
    } else if x >= 1e3 {
        format!("{}k", compact(x / 1e3))
    } else {
        compact(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_axis_labels() {
        for (x, text) in [(0.0, "0"), (500.0, "500"), (4000.0, "4k"), (1500.0, "1.5k"), (2e6, "2M"), (0.25, "0.25")] {
            assert_eq!(decimal_short(x), text);
        }
    }
}
