//! `ncu --csv --page details`: one row per metric of each launch's sections, with the launch's
//! columns repeated ("ID", "Kernel Name", and in newer versions "Block Size", "Grid Size",
//! "Device", "CC"), then "Section Name", "Metric Name", "Metric Unit", "Metric Value" and, in
//! newer versions, rule columns ("Rule Name", "Rule Type", "Rule Description", "Estimated
//! Speedup Type", "Estimated Speedup"). A metric row may be shorter than the header (the rule
//! columns left off). Rows are grouped into launches by "ID".
//!
//! Layout source: the H100/H200 captures in `tests/hardware/data/*/import/ncu_details.csv`
//! (Nsight Compute 2025.3).

use super::csv_record::split;
use super::ncu_metrics::{apply, compute_capability};
use super::number::{read_dim3, DecimalMark};
use super::{numbered_lines, Diagnostic, Import, ProfiledLaunch, RuleNote};
use crate::locale::message::Message;
use std::borrow::Cow;

/// The columns this reader uses, found by name in the header.
#[derive(Default)]
struct Columns {
    id: Option<usize>,
    kernel: Option<usize>,
    block: Option<usize>,
    grid: Option<usize>,
    cc: Option<usize>,
    section: Option<usize>,
    metric: Option<usize>,
    unit: Option<usize>,
    value: Option<usize>,
    rule_type: Option<usize>,
    rule_description: Option<usize>,
    speedup_type: Option<usize>,
    speedup: Option<usize>,
}

impl Columns {
    fn new(header: &[Cow<'_, str>]) -> Columns {
        let at = |name: &str| header.iter().position(|h| h == name);
        Columns {
            id: at("ID"),
            kernel: at("Kernel Name"),
            block: at("Block Size"),
            grid: at("Grid Size"),
            cc: at("CC"),
            section: at("Section Name"),
            metric: at("Metric Name"),
            unit: at("Metric Unit"),
            value: at("Metric Value"),
            rule_type: at("Rule Type"),
            rule_description: at("Rule Description"),
            speedup_type: at("Estimated Speedup Type"),
            speedup: at("Estimated Speedup"),
        }
    }
}

/// Reads every launch of a details page.
pub fn read(text: &str) -> Import {
    let mut import = Import::default();
    let mut fields = Vec::new();
    let mut columns: Option<Columns> = None;
    let mut launch: Option<(String, ProfiledLaunch)> = None;
    // (line, metric, unit, value): applied once the decimal mark is known.
    let mut rows: Vec<(usize, String, String, String)> = Vec::new();
    for (n, line) in numbered_lines(text) {
        if !line.starts_with('"') {
            continue; // ==PROF== lines and the program's output
        }
        if !split(line, &mut fields) {
            import.diagnostics.push(Diagnostic::new(n, Message::new("import-unclosed-quote")));
        }
        let Some(c) = &columns else {
            if fields.first().is_some_and(|f| f == "ID") {
                let found = Columns::new(&fields);
                if found.metric.is_none() || found.value.is_none() {
                    import.diagnostics.push(Diagnostic::new(n, Message::new("import-no-metric-columns")));
                }
                columns = Some(found);
            }
            continue;
        };
        let get = |i: Option<usize>| i.and_then(|i| fields.get(i)).map_or("", |f| f.as_ref());
        let id = get(c.id).to_string();
        if launch.as_ref().is_none_or(|(current, _)| *current != id) {
            if let Some((_, done)) = launch.take() {
                import.launches.push(done);
            }
            let mut new = ProfiledLaunch {
                line: n,
                id: id.parse().ok(),
                name: get(c.kernel).to_string(),
                ..ProfiledLaunch::default()
            };
            new.grid_size = read_dim3(get(c.grid));
            new.block_size = read_dim3(get(c.block)).and_then(|b| u32::try_from(b).ok());
            new.compute_capability = compute_capability(get(c.cc));
            launch = Some((id, new));
        }
        let section = get(c.section).to_string();
        let metric = get(c.metric);
        let rule_text = get(c.rule_description);
        if metric.is_empty() && !rule_text.is_empty() {
            // As the console prints them: a "local" estimate is "Est. Local Speedup", a "global"
            // one (or one of no type) "Est. Speedup".
            let speedup = match (get(c.speedup_type), get(c.speedup)) {
                (_, "") => None,
                ("local", v) => Some(format!("Est. Local Speedup: {v}%")),
                (_, v) => Some(format!("Est. Speedup: {v}%")),
            };
            if let Some((_, l)) = launch.as_mut() {
                l.rules.push(RuleNote {
                    line: n,
                    kind: get(c.rule_type).to_string(),
                    section,
                    speedup,
                    text: rule_text.to_string(),
                });
            }
            continue;
        }
        if super::ncu_metrics::is_known(metric) {
            rows.push((n, metric.to_string(), get(c.unit).to_string(), get(c.value).to_string()));
        }
    }
    if let Some((_, done)) = launch.take() {
        import.launches.push(done);
    }
    if columns.is_none() {
        import.diagnostics.push(Diagnostic::new(1, Message::new("import-no-header-row")));
    }
    let mark = DecimalMark::detect(rows.iter().map(|(_, _, _, value)| value.as_str()));
    // Rows belong to the launch whose first row precedes them.
    let mut li = 0;
    for (n, metric, unit, value) in &rows {
        while li + 1 < import.launches.len() && import.launches[li + 1].line <= *n {
            li += 1;
        }
        if let Some(l) = import.launches.get_mut(li) {
            if let Err(message) = apply(l, metric, unit, value, mark) {
                import.diagnostics.push(Diagnostic::new(*n, message));
            }
        }
    }
    import
}
