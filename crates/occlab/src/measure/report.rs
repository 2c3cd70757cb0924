//! The text of `occlab measure --report`: the model's run report, laid out, in the language
//! spoken.

use crate::speech::say;
use crate::text::padded;
use occlab_model::locale::message::Message;
use occlab_model::report::{Figure, RunReport};
use occlab_model::run::probe::ProbeLines;
use std::fmt::Write as _;

/// The report, and after its measured curves the probes' (version 3; none, no section).
pub fn text(r: &RunReport, probes: &[ProbeLines]) -> String {
    let mut s = String::new();
    let heading = |id: &'static str| say(&Message::new(id));
    let figure = |s: &mut String, f: &Figure| {
        let _ = writeln!(s, "  {} {}", padded(&say(&f.label_message()), 23), say(&f.text));
    };
    let _ = writeln!(s, "{}\n", say(&r.heading));
    for f in &r.device {
        figure(&mut s, f);
    }
    let _ = writeln!(s, "  {}\n", say(&r.custom_gpu));
    let _ = writeln!(s, "{}\n  {}", heading("run-section-self-check"), say(&r.self_check));
    for d in &r.disagreements {
        let _ = writeln!(s, "    - {}", say(d));
    }
    let _ = writeln!(s, "\n{}", heading("run-section-latencies"));
    for f in &r.latency {
        figure(&mut s, f);
    }
    let _ = writeln!(s, "  {}\n    {}", say(&r.latency_presets_title), r.latency_presets);
    let _ = writeln!(s, "\n{}", heading("run-section-model"));
    for line in r.calibration.iter().chain(&r.validation) {
        let _ = writeln!(s, "  {}", say(line));
    }
    for t in &r.throughput {
        let _ = writeln!(s, "\n{}\n  {}\n  {}", say(&t.title), say(&t.knee), say(&t.error));
        if let Some(latency) = &t.latency {
            let _ = writeln!(s, "  {}", say(latency));
        }
    }
    if !probes.is_empty() {
        let _ = writeln!(s, "\n{}", heading("run-section-probes"));
    }
    for p in probes {
        let _ = writeln!(s, "\n{}\n  {}", say(&p.title), say(&p.knee));
        for line in p.derived.iter().chain(&p.error) {
            let _ = writeln!(s, "  {}", say(line));
        }
    }
    let _ = writeln!(s, "\n{}", heading("run-section-staircase"));
    for line in &r.staircase {
        let _ = writeln!(s, "  {}", say(line));
    }
    let _ = writeln!(s, "\n{}", heading("run-section-timeline"));
    for line in &r.timeline {
        let _ = writeln!(s, "  {}", say(line));
    }
    s
}
