//! Which measured run calibrates the latency panel: by default the run committed for the
//! calculator's GPU (`public/samples/`, served beside the page as `samples/`), else the one the
//! visitor chose: another sample, a run of the runs server, a file, or none (the textbook alone).
//! The link keeps the choice (`run=none`, `run=h100-run-b`, `run=7`). Plain data, in the first
//! view; opening a run is the runs panel's code.

use crate::inputs::device::Device;

/// A run measured for this lab: its file in `public/samples/`, the catalogue GPU it measured,
/// its name in the catalogues, and whether it is that GPU's default (`public/samples/README.md`
/// says how each was taken).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    pub file: &'static str,
    pub gpu: &'static str,
    pub label: &'static str,
    pub default: bool,
}

pub const SAMPLES: [Sample; 6] = [
    Sample { file: "h100-run.json", gpu: "H100 SXM5 80GB", label: "sample-h100-run", default: true },
    Sample { file: "h100-run-b.json", gpu: "H100 SXM5 80GB", label: "sample-h100-run-b", default: false },
    Sample { file: "h100-run-c.json", gpu: "H100 SXM5 80GB", label: "sample-h100-run-c", default: false },
    Sample { file: "h100-quick.json", gpu: "H100 SXM5 80GB", label: "sample-h100-quick", default: false },
    Sample { file: "h200-run.json", gpu: "H200 SXM 141GB", label: "sample-h200-run", default: true },
    Sample { file: "h200-quick.json", gpu: "H200 SXM 141GB", label: "sample-h200-quick", default: false },
];

/// Which run lays over the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RunChoice {
    /// The committed run of the calculator's GPU, if it has one; else the textbook alone.
    #[default]
    Default,
    /// No run: the textbook alone.
    None,
    /// A committed run, by its place in [`SAMPLES`].
    Sample(usize),
    /// A run of the runs server, by its id.
    Server(i64),
    /// A run file the visitor added (kept in the browser, not in a link).
    File,
}

impl RunChoice {
    /// The link's value: `none`, a sample's file stem, a server run's id; nothing for the default
    /// and for a file.
    pub fn key(self) -> Option<String> {
        match self {
            RunChoice::None => Some("none".to_string()),
            RunChoice::Sample(i) => SAMPLES.get(i).map(|s| s.file.trim_end_matches(".json").to_string()),
            RunChoice::Server(id) => Some(id.to_string()),
            RunChoice::Default | RunChoice::File => None,
        }
    }

    /// Reads a link's value; `None` if it names no run.
    pub fn parse(text: &str) -> Option<RunChoice> {
        let text = text.trim();
        if text == "none" {
            return Some(RunChoice::None);
        }
        if let Some(i) = SAMPLES.iter().position(|s| s.file.trim_end_matches(".json") == text) {
            return Some(RunChoice::Sample(i));
        }
        text.parse::<i64>().ok().filter(|id| *id > 0).map(RunChoice::Server)
    }

    /// The sample this choice opens on `device`: the chosen one, or the default of the device's
    /// GPU.
    pub fn sample(self, device: Device) -> Option<usize> {
        match self {
            RunChoice::Sample(i) => Some(i),
            RunChoice::Default => {
                let gpu = device.gpu?.name;
                SAMPLES.iter().position(|s| s.default && s.gpu == gpu)
            }
            RunChoice::None | RunChoice::Server(_) | RunChoice::File => None,
        }
    }
}

/// The samples measured on a GPU of `device`'s compute capability: those a run of it can
/// calibrate.
pub fn of_compute_capability(device: Device) -> Vec<usize> {
    (0..SAMPLES.len())
        .filter(|&i| occlab_model::Gpu::find(SAMPLES[i].gpu).is_some_and(|g| g.compute_capability == device.cc.name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::run::Run;
    use occlab_model::Gpu;

    #[test]
    fn every_sample_is_listed_and_measured_the_gpu_the_list_names() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/public/samples");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| unreachable!("{e}"))
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|f| f.ends_with(".json"))
            .collect();
        files.sort();
        let mut listed: Vec<String> = SAMPLES.iter().map(|s| s.file.to_string()).collect();
        listed.sort();
        assert_eq!(files, listed);
        for s in SAMPLES {
            let text = std::fs::read_to_string(format!("{dir}/{}", s.file)).unwrap_or_else(|e| unreachable!("{e}"));
            let run = Run::from_json(&text).unwrap_or_else(|e| unreachable!("{}: {e}", s.file));
            let gpu = Gpu::search(&run.device.name).map(|c| c.gpu.name);
            assert_eq!(gpu.ok(), Some(s.gpu), "{}: {}", s.file, run.device.name);
        }
        // One default per GPU.
        for gpu in ["H100 SXM5 80GB", "H200 SXM 141GB"] {
            assert_eq!(SAMPLES.iter().filter(|s| s.default && s.gpu == gpu).count(), 1, "{gpu}");
        }
    }

    #[test]
    fn the_link_keeps_the_choice() {
        for choice in [RunChoice::None, RunChoice::Sample(1), RunChoice::Server(7)] {
            let key = choice.key().unwrap_or_else(|| unreachable!("{choice:?}"));
            assert_eq!(RunChoice::parse(&key), Some(choice), "{key}");
        }
        assert_eq!(RunChoice::Sample(1).key().as_deref(), Some("h100-run-b"));
        assert_eq!(RunChoice::Default.key(), None);
        assert_eq!(RunChoice::parse("h100-run.json"), None);
        assert_eq!(RunChoice::parse("-3"), None);
    }

    #[test]
    fn the_default_is_the_gpus_own_run() {
        let device = |name| Gpu::find(name).and_then(Device::from_gpu).unwrap_or_else(|| unreachable!("{name}"));
        let h100 = device("H100 SXM5 80GB");
        assert_eq!(RunChoice::Default.sample(h100).map(|i| SAMPLES[i].file), Some("h100-run.json"));
        assert_eq!(RunChoice::Default.sample(device("H200 SXM 141GB")).map(|i| SAMPLES[i].file), Some("h200-run.json"));
        assert_eq!(RunChoice::Default.sample(device("H100 PCIe 80GB")), None);
        assert_eq!(RunChoice::None.sample(h100), None);
        assert_eq!(of_compute_capability(device("H100 PCIe 80GB")).len(), 6);
        assert!(of_compute_capability(device("GeForce RTX 4090")).is_empty());
    }
}
