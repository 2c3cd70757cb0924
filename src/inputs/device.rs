//! The device a calculation is for: a GPU model (which knows its SM count) or a bare compute
//! capability, and the searchable catalogue the picker shows, grouped by architecture.

use occlab_model::locale::message::{Arg, Message};
use occlab_model::{ComputeCapability, Gpu, COMPUTE_CAPABILITIES, GPUS};

/// A GPU model, or a compute capability on its own (no SM count, so no grid sizes).
#[derive(Debug, Clone, Copy)]
pub struct Device {
    pub gpu: Option<&'static Gpu>,
    pub cc: &'static ComputeCapability,
}

/// Devices are the same when their names are: the data holds one entry per name.
impl PartialEq for Device {
    fn eq(&self, other: &Device) -> bool {
        self.gpu.map(|g| g.name) == other.gpu.map(|g| g.name) && self.cc.name == other.cc.name
    }
}

/// The GPU shown when nothing else is asked for.
const DEFAULT_GPU: &str = "H100 SXM5 80GB";

impl Device {
    /// The GPU, if its compute capability is known (the model's build script checks that it is).
    pub fn from_gpu(gpu: &'static Gpu) -> Option<Device> {
        gpu.compute_capability().map(|cc| Device { gpu: Some(gpu), cc })
    }

    pub fn from_cc(cc: &'static ComputeCapability) -> Device {
        Device { gpu: None, cc }
    }

    /// The default device: an H100, else the first GPU, else the newest compute capability;
    /// `None` only if the model was built without hardware data.
    pub fn fallback() -> Option<Device> {
        Gpu::find(DEFAULT_GPU)
            .into_iter()
            .chain(GPUS.iter())
            .find_map(Device::from_gpu)
            .or_else(|| COMPUTE_CAPABILITIES.last().map(Device::from_cc))
    }

    /// The picker's option value: `gpu:<name>` or `cc:<name>`.
    pub fn key(&self) -> String {
        match self.gpu {
            Some(gpu) => format!("gpu:{}", gpu.name),
            None => format!("cc:{}", self.cc.name),
        }
    }

    pub fn from_key(key: &str) -> Option<Device> {
        if let Some(name) = key.strip_prefix("gpu:") {
            Gpu::find(name).and_then(Device::from_gpu)
        } else {
            key.strip_prefix("cc:").and_then(ComputeCapability::find).map(Device::from_cc)
        }
    }

    /// "H100 SXM5 80GB" or "Compute capability 9.0", as a message of the catalogues.
    pub fn title_message(&self) -> Message {
        match self.gpu {
            Some(gpu) => Message::from(Arg::Verbatim(gpu.name.to_string())),
            None => Message::new("device-title-cc").arg("cc", self.cc.name),
        }
    }

    /// The device inside a sentence: "H100 SXM5 80GB" or "compute capability 9.0".
    pub fn in_sentence(&self) -> Message {
        match self.gpu {
            Some(gpu) => Message::from(Arg::Verbatim(gpu.name.to_string())),
            None => Message::new("device-cc-short").arg("cc", self.cc.name),
        }
    }

    /// "132 SMs · CC 9.0 · Hopper" or "CC 9.0 · Hopper · no SM count".
    pub fn facts(&self) -> Message {
        let facts = match self.gpu {
            Some(gpu) => Message::new("device-facts-gpu").arg("sms", Arg::Count(gpu.sms.into())),
            None => Message::new("device-facts-cc"),
        };
        facts.arg("cc", self.cc.name).arg("architecture", self.cc.architecture)
    }

    pub fn sms(&self) -> Option<u32> {
        self.gpu.map(|g| g.sms)
    }

    /// The GPU whose figures (SMs, clock, bandwidth) stand in for the device's: its own, or for
    /// a bare compute capability the first GPU of it in the catalogue, if any.
    pub fn reference_gpu(&self) -> Option<&'static Gpu> {
        self.gpu.or_else(|| occlab_model::latency::scenario::reference_gpu(self.cc))
    }
}

/// One group of the picker: an architecture's GPUs, or the bare compute capabilities.
#[derive(Debug, Clone, PartialEq)]
pub struct DeviceGroup {
    /// An architecture's name, "Best matches" or "Compute capabilities (no SM count)".
    pub label: Message,
    pub options: Vec<DeviceOption>,
}

/// One entry of the picker.
#[derive(Debug, Clone, PartialEq)]
pub struct DeviceOption {
    pub key: String,
    pub label: Message,
}

/// The catalogue filtered by `search`. Without a search: GPUs grouped by architecture in the
/// data's order (oldest first). With one: the GPUs the model's search finds, best match first,
/// in one group. Then the compute capabilities whose name, architecture or chips contain every
/// word of the search.
pub fn catalogue(search: &str) -> Vec<DeviceGroup> {
    let words: Vec<String> = search.split_whitespace().map(str::to_ascii_lowercase).collect();
    let matches = |haystack: &str| {
        let haystack = haystack.to_ascii_lowercase();
        words.iter().all(|w| haystack.contains(w.as_str()))
    };
    let mut groups: Vec<DeviceGroup> = Vec::new();
    for gpu in Gpu::search_all(search) {
        let Some(device) = Device::from_gpu(gpu) else {
            continue;
        };
        let option = DeviceOption {
            key: device.key(),
            label: Message::new("device-option")
                .arg("gpu", gpu.name)
                .arg("sms", Arg::Count(gpu.sms.into()))
                .arg("cc", device.cc.name),
        };
        let label = if words.is_empty() {
            Message::from(Arg::Verbatim(gpu.architecture.to_string()))
        } else {
            Message::new("device-best-matches")
        };
        match groups.last_mut() {
            Some(group) if group.label == label => group.options.push(option),
            _ => groups.push(DeviceGroup { label, options: vec![option] }),
        }
    }
    let ccs: Vec<DeviceOption> = COMPUTE_CAPABILITIES
        .iter()
        .filter(|cc| {
            matches(&format!(
                "compute capability cc {} sm_{} {} {} {}",
                cc.name,
                cc.name.replace('.', ""),
                cc.aliases.join(" "),
                cc.architecture,
                cc.chips
            ))
        })
        .map(|cc| DeviceOption {
            key: Device::from_cc(cc).key(),
            label: Message::from(Arg::Verbatim(format!("CC {} · {} · {}", cc.name, cc.architecture, cc.chips))),
        })
        .collect();
    if !ccs.is_empty() {
        groups.push(DeviceGroup { label: Message::new("device-compute-capabilities"), options: ccs });
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for group in catalogue("") {
            for option in group.options {
                let device = Device::from_key(&option.key);
                assert_eq!(device.map(|d| d.key()), Some(option.key));
            }
        }
    }

    #[test]
    fn fallback_is_an_h100() {
        let device = Device::fallback();
        assert_eq!(device.and_then(|d| d.gpu).map(|g| g.name), Some(DEFAULT_GPU));
        assert_eq!(device.map(|d| d.cc.name), Some("9.0"));
    }

    #[test]
    fn catalogue_groups_by_architecture_and_lists_every_cc() {
        let all = catalogue("");
        let last = all.last().map(|g| g.options.len());
        assert_eq!(last, Some(COMPUTE_CAPABILITIES.len()));
        let gpus: usize = all[..all.len() - 1].iter().map(|g| g.options.len()).sum();
        assert_eq!(gpus, GPUS.len());
        let labels: Vec<String> = all.iter().map(|g| g.label.to_string()).collect();
        let mut unique = labels.clone();
        unique.dedup();
        assert_eq!(labels, unique, "each architecture forms one group");
    }

    #[test]
    fn search_matches_words_in_any_order() {
        let found = catalogue("4090 laptop");
        let keys: Vec<&str> = found.iter().flat_map(|g| g.options.iter().map(|o| o.key.as_str())).collect();
        assert_eq!(keys, ["gpu:GeForce RTX 4090 Laptop GPU"]);
        let best = catalogue("4090");
        assert_eq!(best[0].label, "Best matches");
        assert_eq!(best[0].options[0].key, "gpu:GeForce RTX 4090", "the desktop card ranks first");
        let by_cc = catalogue("sm_86");
        assert!(by_cc.iter().flat_map(|g| &g.options).any(|o| o.key == "cc:8.6"));
        assert!(catalogue("no such gpu").is_empty());
    }
}
