//! The latency panel's result: the last valid working of the model's latency-hiding scenario
//! (`occlab_model::latency_scenario`, the same as `occlab latency` prints) and why the settings
//! as they are give none, laid out as HTML.

pub use occlab_model::latency_scenario::LatencyHiding;

/// What the latency panel shows: the last valid result, and why the settings as they are give
/// none (empty if they do).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Shown {
    pub hiding: Option<LatencyHiding>,
    pub error: String,
}

impl Shown {
    /// The panel after `now` (`None`: a setting is refused, and says so at its field), keeping
    /// the last valid result of `previous`.
    pub fn next(previous: Option<&Shown>, now: Option<Result<LatencyHiding, String>>) -> Shown {
        let last = || previous.and_then(|p| p.hiding.clone());
        match now {
            Some(Ok(hiding)) => Shown { hiding: Some(hiding), error: String::new() },
            Some(Err(error)) => Shown { hiding: last(), error },
            None => Shown { hiding: last(), error: String::new() },
        }
    }

    pub fn error(&self) -> String {
        self.error.clone()
    }

    /// Little's law's working as HTML (numbers and fixed words only, so nothing needs
    /// escaping): one string set at once is much cheaper than an element per line.
    pub fn littles_law_html(&self) -> String {
        self.hiding.as_ref().map_or_else(String::new, |h| {
            format!(
                "<ul class=\"working\"><li data-testid=\"arithmetic-hiding\"><strong>Arithmetic: </strong>{}</li><li data-testid=\"memory-hiding\"><strong>Memory: </strong>{} ({})</li></ul>",
                h.arithmetic_sentence(),
                h.memory_sentence(),
                h.bandwidth_sentence()
            )
        })
    }

    /// The two-mode model's working as HTML: the latency bound, the throughput bound of each
    /// resource (the tightest marked) and the needed occupancy.
    pub fn two_mode_html(&self) -> String {
        self.hiding.as_ref().map_or_else(String::new, |h| {
            let mut html = format!(
                "<p data-testid=\"latency-bound\"><strong>Latency bound: </strong>{}</p><table class=\"limits bounds\" data-testid=\"throughput-bounds\"><caption>Throughput bound: cycles each resource is busy per warp, per SM</caption><tbody>",
                h.latency_bound_sentence()
            );
            for (label, cycles, tightest) in h.bound_rows() {
                let (class, flag) = if tightest { (" class=\"limiting\"", "◀ tightest") } else { ("", "") };
                html.push_str(&format!("<tr{class}><th scope=\"row\">{label}</th><td>{cycles}</td><td class=\"flag\">{flag}</td></tr>"));
            }
            html.push_str(&format!("</tbody></table><p data-testid=\"two-mode-model\">{}</p>", h.model_sentence()));
            html
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use crate::settings::{preset, Setting, Values};

    #[test]
    fn the_last_valid_result_stays_with_the_reason() {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let values = Values::new(Setting::ALL.map(|s| preset(s, device)));
        let h = LatencyHiding::build(device.cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
        let good = Shown::next(None, Some(Ok(h)));
        assert!(good
            .littles_law_html()
            .contains("<li data-testid=\"arithmetic-hiding\"><strong>Arithmetic: </strong>4 cycles"));
        let html = good.two_mode_html();
        assert!(
            html.contains("<tr class=\"limiting\"><th scope=\"row\">memory bandwidth</th><td>29.94</td>"),
            "{html}"
        );
        assert_eq!(html.matches("<tr").count(), 5);
        let refused = Shown::next(Some(&good), Some(Err("sfu: no".to_string())));
        assert_eq!((refused.hiding.as_ref(), refused.error()), (good.hiding.as_ref(), "sfu: no".to_string()));
        let typing = Shown::next(Some(&refused), None);
        assert_eq!((typing.hiding.as_ref(), typing.error.as_str()), (good.hiding.as_ref(), ""));
        assert_eq!(Shown::default().two_mode_html(), "");
    }
}
