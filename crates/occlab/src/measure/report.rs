//! The text of `occlab measure --report`: the model's run report, laid out.

use occlab_model::report::RunReport;
use std::fmt::Write as _;

pub fn text(r: &RunReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}\n", r.heading);
    for f in &r.device {
        let _ = writeln!(s, "  {:<24}{}", f.label, f.text);
    }
    let _ = writeln!(s, "  {}\n", r.custom_gpu);
    let _ = writeln!(s, "Self-check\n  {}", r.self_check);
    for d in &r.disagreements {
        let _ = writeln!(s, "    - {d}");
    }
    let _ = writeln!(s, "\nLatencies");
    for f in &r.latency {
        let _ = writeln!(s, "  {:<24}{}", f.label, f.text);
    }
    let _ = writeln!(s, "  {}\n    {}", r.latency_presets_title, r.latency_presets);
    let _ = writeln!(s, "\nThe calibrated latency model (docs/LATENCY_MODEL.md)");
    for line in &r.calibration {
        let _ = writeln!(s, "  {line}");
    }
    let _ = writeln!(s, "  {}", r.validation);
    for t in &r.throughput {
        let _ = writeln!(s, "\n{}\n  {}\n  {}", t.title, t.knee, t.error);
        if !t.latency.is_empty() {
            let _ = writeln!(s, "  {}", t.latency);
        }
    }
    let _ = writeln!(s, "\nWave staircase");
    for line in &r.staircase {
        let _ = writeln!(s, "  {line}");
    }
    let _ = writeln!(s, "\nBlock timeline");
    for line in &r.timeline {
        let _ = writeln!(s, "  {line}");
    }
    s
}
