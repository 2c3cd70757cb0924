//! `nvprof --metrics achieved_occupancy` (and `--csv`): per device ("Device "Tesla K80 (0)"")
//! and kernel ("    Kernel: madd(int, float, float*, float*)"), one row per metric with its
//! invocations, description and min, max and average. `achieved_occupancy` is a fraction from
//! 0 to 1 (the Profiler User's Guide, "Metrics Reference": "Ratio of the average active warps
//! per active cycle to the maximum number of warps supported on a multiprocessor"); it becomes
//! the launch's achieved occupancy in percent. Layout source: the public captures in
//! `crates/model/tests/import_fixtures/nvprof/`.

use super::csv_record::split;
use super::diagnostic::quoted;
use super::number::{read_number, DecimalMark, Quantity};
use super::{numbered_lines, Diagnostic, Import, ProfiledLaunch};
use crate::locale::message::Message;

/// Reads the metric summary, text or CSV.
pub fn read(text: &str) -> Import {
    let mut import = Import::default();
    let mut device: Option<String> = None;
    let mut fields = Vec::new();
    let mut csv = false;
    for (n, line) in numbered_lines(text) {
        let t = line.trim();
        if t.starts_with("==") || t.is_empty() {
            continue;
        }
        if t.starts_with("\"Device\",\"Kernel\",\"Invocations\"") {
            csv = true;
            continue;
        }
        if csv {
            if !t.starts_with('"') {
                continue;
            }
            split(t, &mut fields);
            if let [dev, kernel, _, metric, _, _, _, avg, ..] = fields.as_slice() {
                if metric == "achieved_occupancy" {
                    let index = launch_for(&mut import.launches, n, kernel, Some(device_name(dev)));
                    set_achieved(&mut import.launches[index], avg, n, &mut import.diagnostics);
                }
            }
            continue;
        }
        if let Some(name) = t.strip_prefix("Device \"").and_then(|d| d.strip_suffix('"')) {
            device = Some(device_name(name));
            continue;
        }
        if let Some(kernel) = t.strip_prefix("Kernel: ") {
            import.launches.push(ProfiledLaunch {
                line: n,
                name: kernel.to_string(),
                device: device.clone(),
                ..ProfiledLaunch::default()
            });
            continue;
        }
        let words: Vec<&str> = t.split_whitespace().collect();
        if words.get(1) == Some(&"achieved_occupancy") {
            let avg = words.last().copied().unwrap_or("");
            match import.launches.last_mut() {
                Some(launch) => set_achieved(launch, avg, n, &mut import.diagnostics),
                None => import.diagnostics.push(Diagnostic::new(n, Message::new("import-metric-before-kernel"))),
            }
        }
    }
    import
}

/// "GeForce GTX 1070 (0)" → "GeForce GTX 1070".
fn device_name(text: &str) -> String {
    match text.rsplit_once(" (") {
        Some((name, index)) if index.trim_end_matches(')').bytes().all(|b| b.is_ascii_digit()) => name.to_string(),
        _ => text.to_string(),
    }
}

/// The index of the kernel's launch on the device, added if new.
fn launch_for(launches: &mut Vec<ProfiledLaunch>, n: usize, kernel: &str, device: Option<String>) -> usize {
    launches.iter().position(|l| l.name == kernel && l.device == device).unwrap_or_else(|| {
        launches.push(ProfiledLaunch { line: n, name: kernel.to_string(), device, ..ProfiledLaunch::default() });
        launches.len() - 1
    })
}

/// The average fraction, as a percentage with the precision it was printed with.
fn set_achieved(launch: &mut ProfiledLaunch, avg: &str, n: usize, diagnostics: &mut Vec<Diagnostic>) {
    match read_number(avg, DecimalMark::Point).filter(|q| (0.0..=1.0).contains(&q.value)) {
        Some(q) => {
            launch.reported.achieved_occupancy_pct =
                Some(Quantity { value: q.value * 100.0, half_step: q.half_step * 100.0 });
        }
        None => diagnostics.push(Diagnostic::new(n, Message::new("import-not-fraction").arg("value", quoted(avg)))),
    }
}
