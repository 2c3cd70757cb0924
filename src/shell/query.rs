//! The URL query that holds a whole calculation (`gpu` or `cc`, `threads`, `regs`, `smem`,
//! `smem_static`, `carveout`, `barriers`, `grid`), the panels' settings the user changed (by
//! their keys: `sms`, `mem_latency`, `memory_bytes`, …) and the chart's `unit`, so that a link
//! reproduces the view. Reading never fails: a bad value is reported and that field keeps its
//! default or preset.

use crate::inputs::device::Device;
use crate::inputs::{parse_carveout, InputKind, Inputs};
use crate::latency::settings::{RateUnit, Setting};
use crate::runs::choice::{RunChoice, SAMPLES};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::locale::Lang;
use occlab_model::report::cluster_refused;
use occlab_model::{ComputeCapability, Field, Gpu};

/// Thread-block clusters as the link carries them: the size as typed (empty: none) and the
/// non-portable attribute.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cluster {
    pub size: String,
    pub non_portable: bool,
}

/// What a query gave: the inputs, the settings changed from their presets, the chart's unit,
/// and one message per value that could not be used.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded {
    pub inputs: Inputs,
    pub settings: Vec<(Setting, String)>,
    pub unit: RateUnit,
    pub cluster: Cluster,
    pub errors: Vec<Message>,
    /// Whether the query named any of our keys (if not, the stored state is used instead).
    pub found: bool,
    /// `view=class`: the class view alone, for the projector (the calculator's inputs still come
    /// from the rest of the link or the stored state).
    pub view_class: bool,
    /// `lang=ru`: the page's language, as the link asks for it (read by `crate::locale`).
    pub lang: Option<String>,
    /// `run=none`, `run=h100-run-b`, `run=7`: the measured run the latency panel is calibrated by
    /// (by default the calculator's GPU's committed run).
    pub run: RunChoice,
}

/// The language the link asks for (`lang=ru`), read before the page is drawn
/// (`crate::locale::before_first_view`).
pub fn link_lang(query: &str) -> Option<String> {
    form_urlencoded::parse(query.trim_start_matches('?').as_bytes())
        .filter(|(key, _)| key == "lang")
        .last()
        .map(|(_, tag)| tag.trim().to_string())
}

/// Reads `query` (with or without the leading `?`) over `defaults`.
pub fn decode(query: &str, defaults: Inputs) -> Decoded {
    let mut inputs = defaults;
    let mut errors = Vec::new();
    let mut found = false;
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.trim_start_matches('?').as_bytes())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect();
    // The last occurrence of a key wins, as in URLSearchParams.get's usual use.
    let value_of = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());

    let gpu = value_of("gpu").map(|name| match Gpu::search(name) {
        Ok(choice) => Device::from_gpu(choice.gpu).ok_or_else(|| Message::new("gpu-no-cc").arg("gpu", choice.gpu.name)),
        Err(unknown) => Err(unknown.message()),
    });
    let cc = value_of("cc").map(|name| ComputeCapability::lookup(name).map(Device::from_cc).map_err(|e| e.refusal()));
    found |= gpu.is_some() || cc.is_some();
    let candidates = [gpu, cc];
    if let Some(device) = candidates.iter().flatten().find_map(|c| c.as_ref().ok()) {
        inputs.device = *device;
    }
    for error in candidates.iter().flatten().filter_map(|c| c.as_ref().err()) {
        errors.push(with_fallback(error.clone(), inputs.device.title_message()));
    }

    for kind in InputKind::ALL {
        let Some(text) = value_of(kind.key()) else {
            continue;
        };
        found = true;
        // Links are locale-free: the plain form only.
        match kind.parse(text, &inputs.device, Lang::En) {
            Ok(value) => inputs.set(kind, value),
            Err(message) => errors.push(with_fallback(message, Arg::Count(defaults.get(kind)))),
        }
    }
    if let Some(text) = value_of("carveout") {
        found = true;
        match parse_carveout(text, &inputs.device) {
            Ok(carveout) => inputs.carveout = carveout,
            Err(message) => {
                errors.push(with_fallback(message, defaults.carveout.to_string()));
            }
        }
    }
    let mut settings = Vec::new();
    for setting in Setting::ALL {
        let Some(text) = value_of(setting.key()) else {
            continue;
        };
        found = true;
        let preset = crate::latency::settings::preset(setting, inputs.device);
        match setting.parse(text, preset.is_some()) {
            Ok(_) => settings.push((setting, text.trim().to_string())),
            // The setting by its key: its label and range are the latency panel's words.
            Err(_) => errors.push(with_fallback(
                Message::new("link-setting-refused").arg("key", setting.key()).arg("value", text.trim()),
                Message::new("link-the-preset"),
            )),
        }
    }
    let mut unit = RateUnit::default();
    if let Some(text) = value_of("unit") {
        found = true;
        match RateUnit::parse(text) {
            Some(u) => unit = u,
            None => errors.push(Message::new("link-unit-refused").arg("value", text.trim())),
        }
    }
    let mut cluster = Cluster::default();
    if let Some(text) = value_of("cluster") {
        found = true;
        match occlab_model::parse_whole_u32(Field::ClusterSize, text) {
            Ok(size) => cluster.size = size.to_string(),
            Err(_) => errors.push(with_fallback(
                cluster_refused("cluster-refused", inputs.device.cc, text, false),
                Message::new("link-no-clusters"),
            )),
        }
    }
    if let Some(text) = value_of("non_portable") {
        found = true;
        match text.trim() {
            "1" => cluster.non_portable = true,
            "0" => {}
            other => errors.push(Message::new("link-non-portable-refused").arg("value", other)),
        }
    }
    let view_class = match value_of("view").map(str::trim) {
        Some("class") => true,
        Some(other) => {
            errors.push(Message::new("link-view-refused").arg("value", other));
            false
        }
        None => false,
    };
    let mut run = RunChoice::Default;
    if let Some(text) = value_of("run") {
        found = true;
        match RunChoice::parse(text) {
            Some(choice) => run = choice,
            None => {
                let runs: Vec<&str> = SAMPLES.iter().map(|s| s.file.trim_end_matches(".json")).collect();
                errors.push(Message::new("link-run-refused").arg("value", text.trim()).arg("runs", runs.join(", ")));
            }
        }
    }
    let lang = link_lang(query);
    Decoded { inputs, settings, unit, cluster, errors, found, view_class, lang, run }
}

#[cfg(test)]
impl Decoded {
    /// The link's errors in English.
    fn english_errors(&self) -> Vec<String> {
        self.errors.iter().map(Message::to_string).collect()
    }
}

/// "Link: Threads per block: "abc" is not allowed. … Using 256 instead.": `error`, a sentence,
/// then what the page used in its place.
fn with_fallback(error: Message, fallback: impl Into<Arg>) -> Message {
    Message::new("link-fallback").arg("error", error).arg("fallback", fallback)
}

/// Writes every input, in the order the issue lists them, then the changed settings, the unit
/// and the measured run where they are not the defaults.
pub fn encode(
    inputs: &Inputs,
    settings: &[(Setting, String)],
    (unit, run): (RateUnit, RunChoice),
    cluster: &Cluster,
) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    match inputs.device.gpu {
        Some(gpu) => query.append_pair("gpu", gpu.name),
        None => query.append_pair("cc", inputs.device.cc.name),
    };
    for (key, value) in [
        ("threads", inputs.threads.to_string()),
        ("regs", inputs.registers.to_string()),
        ("smem", inputs.dynamic_shared_memory.to_string()),
        ("smem_static", inputs.static_shared_memory.to_string()),
        ("carveout", inputs.carveout.to_string()),
        ("barriers", inputs.barriers.to_string()),
        ("grid", inputs.grid.to_string()),
    ]
    .into_iter()
    .chain(settings.iter().map(|(s, text)| (s.key(), text.clone())))
    .chain((unit != RateUnit::default()).then(|| ("unit", unit.key().to_string())))
    .chain((!cluster.size.trim().is_empty()).then(|| ("cluster", cluster.size.trim().to_string())))
    .chain(cluster.non_portable.then(|| ("non_portable", "1".to_string())))
    .chain(run.key().map(|key| ("run", key)))
    .collect::<Vec<(&str, String)>>()
    {
        query.append_pair(key, &value);
    }
    query.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::Carveout;

    fn defaults() -> Inputs {
        Inputs::defaults(Device::fallback().unwrap_or_else(|| unreachable!()))
    }

    #[test]
    fn round_trip() {
        let mut inputs = defaults();
        inputs.device = Gpu::find("GeForce RTX 3080 10GB").and_then(Device::from_gpu).unwrap_or(inputs.device);
        inputs.threads = 100;
        inputs.registers = 40;
        inputs.dynamic_shared_memory = 1000;
        inputs.static_shared_memory = 4096;
        inputs.carveout = Carveout::Percent(50);
        inputs.barriers = 3;
        inputs.grid = 12345;
        let query = encode(&inputs, &[], (RateUnit::Bytes, RunChoice::Default), &Cluster::default());
        assert_eq!(query, "gpu=GeForce+RTX+3080+10GB&threads=100&regs=40&smem=1000&smem_static=4096&carveout=50&barriers=3&grid=12345");
        let back = decode(&format!("?{query}"), defaults());
        assert_eq!(back.english_errors(), Vec::<String>::new());
        assert!(back.found);
        assert_eq!(back.inputs, inputs);
        assert!(back.settings.is_empty());
    }

    #[test]
    fn settings_and_unit_round_trip() {
        let settings = vec![(Setting::MemoryLatency, "500".to_string()), (Setting::Ilp, "1.5".to_string())];
        let query = encode(&defaults(), &settings, (RateUnit::Flops, RunChoice::Sample(1)), &Cluster::default());
        assert!(query.ends_with("&grid=1024&mem_latency=500&ilp=1.5&unit=gflops&run=h100-run-b"), "{query}");
        let back = decode(&query, defaults());
        assert_eq!(
            (back.english_errors(), back.settings, back.unit, back.run),
            (Vec::<String>::new(), settings, RateUnit::Flops, RunChoice::Sample(1))
        );
        assert_eq!(decode("run=none", defaults()).run, RunChoice::None);
        assert_eq!(
            decode("run=mine.json", defaults()).english_errors(),
            ["Link: run: \"mine.json\" names no run: expected none, a committed run (h100-run, h100-run-b, h100-run-c, h100-quick, h200-run, h200-quick) or a run of the server by its number."]
        );
        let bad = decode("mem_latency=-3&unit=furlongs&sms=12", defaults());
        assert_eq!(bad.settings, [(Setting::Sms, "12".to_string())]);
        assert_eq!(bad.unit, RateUnit::Bytes);
        assert_eq!(bad.english_errors().len(), 2, "{:?}", bad.english_errors());
        assert_eq!(
            bad.english_errors()[0],
            "Link: mem_latency: \"-3\" is not allowed (the latency panel says what it takes). Using the preset instead."
        );
    }

    #[test]
    fn clusters_round_trip_and_bad_ones_are_named() {
        let cluster = Cluster { size: "4".to_string(), non_portable: true };
        let query = encode(&defaults(), &[], (RateUnit::Bytes, RunChoice::Default), &cluster);
        assert!(query.ends_with("&grid=1024&cluster=4&non_portable=1"), "{query}");
        assert_eq!(decode(&query, defaults()).cluster, cluster);
        let bad = decode("cluster=abc&non_portable=yes", defaults());
        assert_eq!(bad.cluster, Cluster::default());
        assert_eq!(
            bad.english_errors(),
            [
                "Link: Cluster size: \"abc\" is not allowed. Enter a whole number from 1 to 8 (up to 16 with non-portable sizes). Using no clusters instead.",
                "Link: non_portable: \"yes\" is not allowed; expected 0 or 1. Using 0 instead.",
            ]
        );
    }

    #[test]
    fn bare_compute_capability() {
        let back = decode("cc=sm_86&threads=128", defaults());
        assert_eq!(back.inputs.device.gpu, None);
        assert_eq!(back.inputs.device.cc.name, "8.6");
        assert_eq!(back.inputs.threads, 128);
        assert_eq!(
            encode(&back.inputs, &[], (RateUnit::Bytes, RunChoice::Default), &Cluster::default()).split('&').next(),
            Some("cc=8.6")
        );
    }

    #[test]
    fn bad_values_fall_back_per_field() {
        let back = decode("gpu=Voodoo%205&threads=abc&regs=64&carveout=200&grid=0", defaults());
        let d = defaults();
        assert_eq!(back.inputs.device, d.device);
        assert_eq!(back.inputs.threads, d.threads);
        assert_eq!(back.inputs.registers, 64);
        assert_eq!(back.inputs.carveout, d.carveout);
        assert_eq!(back.inputs.grid, d.grid);
        assert_eq!(back.english_errors().len(), 4, "{:?}", back.english_errors());
        assert!(back.english_errors()[0].contains("\"Voodoo 5\""), "{}", back.english_errors()[0]);
        assert!(
            back.english_errors()[1].starts_with(
                "Link: Threads per block: \"abc\" is not allowed. Enter a whole number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB. Using 256 instead."
            ),
            "{}",
            back.english_errors()[1]
        );
    }

    /// The URL takes what people type for a GPU, and says what is missing for a compute
    /// capability known only to NVIDIA's occupancy header: the same words as `occlab`.
    #[test]
    fn gpu_search_and_header_only_compute_capabilities() {
        let back = decode("gpu=4090+laptop", defaults());
        assert_eq!(back.inputs.device.gpu.map(|g| g.name), Some("GeForce RTX 4090 Laptop GPU"));
        assert!(back.english_errors().is_empty(), "{:?}", back.english_errors());
        let miss = decode("gpu=RTX+4900", defaults());
        assert!(
            miss.english_errors()[0].starts_with("Link: unknown GPU \"RTX 4900\"; did you mean GeForce RTX 4090, "),
            "{:?}",
            miss.english_errors()
        );
        let rubin = decode("cc=10.7", defaults());
        assert_eq!(rubin.inputs.device, defaults().device);
        let Err(unknown) = occlab_model::ComputeCapability::lookup("10.7") else { unreachable!("10.7 has no file") };
        let expected = unknown.allowed().message().to_string();
        assert_eq!(
            rubin.english_errors(),
            [format!(
                "Link: Compute capability: \"10.7\" is not allowed; expected {expected}. Using H100 SXM5 80GB instead."
            )]
        );
        assert!(expected.ends_with("(10.7 is known to NVIDIA's occupancy header, but no public source gives its threads, registers and shared memory per SM or its shared memory per block (default, opt-in and reserved): no Programming Guide table, CCCL arch_traits entry or device capture has them yet)"), "{expected}");
    }

    #[test]
    fn no_known_keys_is_not_found() {
        let back = decode("?utm_source=x", defaults());
        assert!(!back.found);
        assert_eq!(back.inputs, defaults());
        assert!(!decode("", defaults()).found);
    }

    #[test]
    fn malformed_escapes_never_panic() {
        for q in ["%", "%zz", "threads=%", "=", "&&&", "gpu=%E2%82", "cc", "threads=9999999999999999999999"] {
            let _ = decode(q, defaults());
        }
        let odd = decode("gpu=H100+SXM5%2F%C3%A9&threads=%", defaults());
        assert_eq!(odd.english_errors().len(), 2, "{:?}", odd.english_errors());
        assert!(odd.english_errors()[0].contains("\"H100 SXM5/é\""), "{:?}", odd.english_errors());
    }
}
