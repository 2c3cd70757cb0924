//! `ncu --csv --page raw`: a header row of metric names, a row of their units, then one row per
//! launch (`launch__occupancy_limit_registers`, `sm__warps_active.avg.pct_of_peak_sustained_active`,
//! `launch__waves_per_multiprocessor`, `launch__shared_mem_config_size`, …). Metric names are
//! those of the Kernel Profiling Guide's metrics reference and of `ncu --query-metrics`
//! (captured in `tests/hardware/data/*/import/ncu_query_metrics_launch.txt`).
//!
//! Built for large files: each row is split once, without copying, and only the columns the
//! comparison and the what-if model need are read (the what-if's figures converted to SI units
//! by the units row: `performance.rs`).

use super::csv_record::split;
use super::diagnostic::quoted;
use super::ncu_metrics::{apply, compute_capability, unreadable, Expected, RAW_METRICS};
use super::number::{read_number, DecimalMark};
use super::performance::Metric;
use super::{numbered_lines, Diagnostic, Import, ProfiledLaunch};
use crate::locale::message::{Arg, Message};
use std::borrow::Cow;

/// Reads every launch of a raw page.
pub fn read(text: &str) -> Import {
    let mut import = Import::default();
    let mut fields: Vec<Cow<'_, str>> = Vec::new();
    let mut header: Option<Header> = None;
    let mut units: Option<Vec<String>> = None;
    // Each what-if figure's unit in SI (`None`: a unit it is never written in), from the units row.
    let mut scales: Vec<(usize, Metric, Option<f64>)> = Vec::new();
    let mut mark: Option<DecimalMark> = None;
    for (n, line) in numbered_lines(text) {
        if !line.starts_with('"') {
            continue; // ==PROF== lines and the program's output
        }
        if !split(line, &mut fields) {
            import.diagnostics.push(Diagnostic::new(n, Message::new("import-unclosed-quote")));
        }
        let Some(h) = &header else {
            if fields.first().is_some_and(|f| f == "ID") {
                header = Some(Header::new(&fields));
            }
            continue;
        };
        let Some(units) = &units else {
            let row: Vec<String> = fields.iter().map(|f| f.to_string()).collect();
            let unit = |i: usize| row.get(i).map_or("", String::as_str);
            scales = h.performance.iter().map(|&(i, m)| (i, m, m.si_per_unit(unit(i)))).collect();
            units = Some(row);
            continue;
        };
        let get = |i: Option<usize>| i.and_then(|i| fields.get(i)).map_or("", |f| f.as_ref());
        if fields.len() < h.width {
            let message = Message::new("import-short-row")
                .arg("fields", Arg::Count(fields.len() as u64))
                .arg("header", Arg::Count(h.width as u64));
            import.diagnostics.push(Diagnostic::new(n, message));
        }
        let mark = *mark.get_or_insert_with(|| {
            DecimalMark::detect(h.metrics.iter().filter_map(|(i, _)| fields.get(*i)).map(|f| f.as_ref()))
        });
        let mut launch = ProfiledLaunch {
            line: n,
            id: get(h.id).parse().ok(),
            name: get(h.kernel).to_string(),
            ..ProfiledLaunch::default()
        };
        launch.compute_capability = compute_capability(get(h.cc));
        launch.device = Some(get(h.device).trim()).filter(|d| !d.is_empty()).map(str::to_string);
        for &(i, label) in &h.metrics {
            let value = get(Some(i));
            if value.is_empty() || value == "n/a" {
                continue;
            }
            let unit = units.get(i).map_or("", String::as_str);
            if let Err(message) = apply(&mut launch, label, unit, value, mark) {
                import.diagnostics.push(Diagnostic::new(n, message));
            }
        }
        for &(i, metric, scale) in &scales {
            let value = get(Some(i));
            if value.is_empty() || value == "n/a" {
                continue;
            }
            let read = match (read_number(value, mark), scale) {
                (Some(q), Some(scale)) => Ok(q.value * scale),
                (None, _) => Err(unreadable(metric.raw_name(), quoted(value), Expected::Number)),
                (_, None) => {
                    let unit = units.get(i).map_or("", String::as_str);
                    Err(Message::new("import-unknown-unit").arg("metric", metric.raw_name()).arg("unit", quoted(unit)))
                }
            };
            match read {
                Ok(v) => launch.performance.set(metric, v),
                Err(message) => import.diagnostics.push(Diagnostic::new(n, message)),
            }
        }
        import.launches.push(launch);
    }
    if header.is_none() {
        import.diagnostics.push(Diagnostic::new(1, Message::new("import-no-header-row")));
    }
    import
}

/// Where the needed columns are.
struct Header {
    width: usize,
    id: Option<usize>,
    kernel: Option<usize>,
    cc: Option<usize>,
    device: Option<usize>,
    /// (column, the label [`apply`] knows).
    metrics: Vec<(usize, &'static str)>,
    /// (column, the what-if figure it gives).
    performance: Vec<(usize, Metric)>,
}

impl Header {
    fn new(fields: &[Cow<'_, str>]) -> Header {
        let at = |name: &str| fields.iter().position(|h| h == name);
        let metrics = fields
            .iter()
            .enumerate()
            .filter_map(|(i, f)| RAW_METRICS.iter().find(|(metric, _)| f == metric).map(|&(_, label)| (i, label)))
            .collect();
        let performance =
            fields.iter().enumerate().filter_map(|(i, f)| Metric::from_raw_name(f).map(|m| (i, m))).collect();
        Header {
            width: fields.len(),
            performance,
            id: at("ID"),
            kernel: at("Kernel Name"),
            cc: at("CC"),
            device: at("device__attribute_display_name"),
            metrics,
        }
    }
}
