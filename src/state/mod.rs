//! The app's reactive state: the texts the user typed, what they parse to, and the last
//! valid calculation, all derived — the only written signals are the ones inputs write.

pub mod panels;

use crate::inputs::device::Device;
use crate::inputs::{parse_carveout, InputKind, Inputs};
use crate::latency::settings::{resolve, RateUnit, Setting, Values, SETTINGS};
use crate::locale::Speech;
use crate::runs::choice::RunChoice;
use crate::runs::measured::Measured;
use crate::shell::query::Cluster;
use leptos::prelude::*;
use occlab_model::locale::message::Message;
use occlab_model::report::{cluster_box, Figure, OccupancyReport};
use occlab_model::{occupancy, Carveout, Occupancy};

/// A valid calculation: its inputs, the model's result and its report (every figure and
/// sentence shown, as `occlab calc` prints them).
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub inputs: Inputs,
    pub occupancy: Occupancy,
    pub report: OccupancyReport,
}

impl Shown {
    /// The calculation of `inputs`, if the model takes them.
    pub fn of(inputs: Inputs) -> Option<Shown> {
        let (kernel, launch) = (inputs.kernel(), inputs.launch());
        let occupancy = occupancy(inputs.cc(), &kernel, &launch).ok()?;
        let report = OccupancyReport::new(inputs.cc(), inputs.device.gpu, &kernel, &launch, &occupancy);
        Some(Shown { inputs, occupancy, report })
    }
}

/// Signals and memos shared by the components (all `Copy` handles).
#[derive(Debug, Clone, Copy)]
pub struct State {
    pub device: RwSignal<Device>,
    texts: [RwSignal<String>; 6],
    parsed: [Memo<Result<u64, String>>; 6],
    pub carveout_text: RwSignal<String>,
    pub carveout: Memo<Result<Carveout, String>>,
    /// Whether block sizes other than whole warps are allowed (sliders step by one thread).
    pub any_block_size: RwSignal<bool>,
    /// The inputs as typed, if every field is valid.
    pub current: Memo<Option<Inputs>>,
    /// The last valid calculation: it stays on screen while a field is being corrected.
    pub shown: Memo<Option<Shown>>,
    /// What the user typed over each panel setting's preset, in the order of `Setting::ALL`
    /// (`None`: the preset).
    pub typed: RwSignal<[Option<String>; SETTINGS]>,
    /// Each setting's value: the text typed as read, else the preset (`None`: no value).
    values: Memo<Vec<Result<Option<f64>, Message>>>,
    /// The SM count the grid runs on: typed, else the calculator's GPU's (a shown run's does not
    /// move the waves).
    sms: Memo<Result<Option<f64>, Message>>,
    /// The unit of the throughput chart.
    pub unit: RwSignal<RateUnit>,
    /// The cluster size as typed (empty: no clusters) and the non-portable attribute.
    pub cluster_text: RwSignal<String>,
    pub non_portable: RwSignal<bool>,
    /// Nsight Compute's cluster rows for them, or why there are none (`None`: no clusters).
    pub clusters: Memo<Option<Result<Vec<Figure>, Message>>>,
    /// The measured run chosen from the server's list or opened from a file, over the model, or
    /// why the model cannot read it. Set by the runs panel, whose code reads runs
    /// ([`Measured::of`]); the page's first view carries none of it. Its measured figures are
    /// the latency panel's presets while it is shown.
    pub measured: RwSignal<Option<Result<Measured, Message>>>,
    /// Which run the latency panel is calibrated by: the link's `run`, else the calculator's
    /// GPU's committed run.
    pub run_choice: RwSignal<RunChoice>,
    /// What the what-if of the kernel chosen in the import panel predicts at the calculator's
    /// occupancy, while the calculator holds that kernel's block size: set by the import panel,
    /// whose code predicts it (`occlab_model::what_if`), shown under the result.
    pub what_if_line: RwSignal<Option<Message>>,
    /// The page's language (kept here, in the one context every component already reads).
    pub speech: Speech,
}

impl State {
    /// The state for `initial` inputs, the settings the user changed and the chart's unit.
    pub fn new(
        initial: Inputs,
        changed: &[(Setting, String)],
        unit: RateUnit,
        cluster: &Cluster,
        run_choice: RunChoice,
    ) -> State {
        let speech = Speech::new();
        let texts = InputKind::ALL.map(|k| RwSignal::new(initial.get(k).to_string()));
        let device = RwSignal::new(initial.device);
        let parsed = InputKind::ALL.map(|k| {
            let text = texts[k.index()];
            Memo::new(move |_| text.with(|t| k.parse(t, &device.get(), speech.lang()).map_err(|m| speech.say(&m))))
        });
        let carveout_text = RwSignal::new(initial.carveout.to_string());
        let carveout =
            Memo::new(move |_| carveout_text.with(|t| parse_carveout(t, &device.get()).map_err(|m| speech.say(&m))));
        let current = Memo::new(move |_| {
            let mut inputs = Inputs::defaults(device.get());
            for kind in InputKind::ALL {
                inputs.set(kind, parsed[kind.index()].get().ok()?);
            }
            inputs.carveout = carveout.get().ok()?;
            Some(inputs)
        });
        let shown = Memo::new(move |previous: Option<&Option<Shown>>| {
            let now = current.get().and_then(Shown::of);
            now.or_else(|| previous.cloned().flatten())
        });
        let mut first: [Option<String>; SETTINGS] = Default::default();
        for (setting, text) in changed {
            if let Some(slot) = first.get_mut(setting.index()) {
                *slot = Some(text.clone());
            }
        }
        let typed = RwSignal::new(first);
        let measured = RwSignal::new(None::<Result<Measured, Message>>);
        // The model resolves the settings (occlab_model::latency::scenario::resolve), as for
        // `occlab latency`: what was typed, else the preset: a shown run's measured figures where
        // it is of the device's compute capability (as `--run` gives them), else the catalogue's.
        let values = Memo::new(move |_| -> Vec<Result<Option<f64>, Message>> {
            let device = device.get();
            let base = measured.with(|m| {
                m.as_ref()
                    .and_then(|m| m.as_ref().ok())
                    .filter(|m| m.compute_capability() == device.cc.name)
                    .and_then(Measured::base_values)
            });
            typed.with(|typed| {
                resolve(device.cc, device.reference_gpu(), base.as_ref(), typed)
                    .into_iter()
                    .map(|r| r.map_err(|e| e.page_message()))
                    .collect()
            })
        });
        // The grid's SMs are the calculator's GPU's (or typed), whatever run is shown.
        let sms = Memo::new(move |_| {
            let device = device.get();
            typed.with(|typed| {
                resolve(device.cc, device.reference_gpu(), None, typed)[Setting::Sms.index()]
                    .clone()
                    .map_err(|e| e.page_message())
            })
        });
        let unit = RwSignal::new(unit);
        let cluster_text = RwSignal::new(cluster.size.clone());
        let non_portable = RwSignal::new(cluster.non_portable);
        let clusters = Memo::new(move |_| {
            let (text, non_portable) = (cluster_text.get(), non_portable.get());
            shown.with(|s| {
                s.as_ref().and_then(|s| {
                    let d = s.inputs.device;
                    cluster_box(d.cc, d.gpu, &s.occupancy, &text, non_portable)
                })
            })
        });
        let warp = initial.cc().warp_size.max(1);
        State {
            device,
            texts,
            parsed,
            carveout_text,
            carveout,
            any_block_size: RwSignal::new(!initial.threads.is_multiple_of(warp)),
            current,
            shown,
            typed,
            values,
            unit,
            cluster_text,
            non_portable,
            clusters,
            measured,
            run_choice: RwSignal::new(run_choice),
            what_if_line: RwSignal::new(None),
            sms,
            speech,
        }
    }

    /// The SMs the grid runs on: the GPU's, else the SM setting's (tracked; `None` without a
    /// valid one).
    pub fn sms(&self) -> Option<u32> {
        self.grid_sms().ok().flatten().map(|v| v as u32)
    }

    /// The SM count the grid runs on, or the message naming its allowed values (tracked).
    pub fn grid_sms(&self) -> Result<Option<f64>, Message> {
        self.sms.get()
    }

    /// A setting's text as typed, `None` while it shows its preset (tracked).
    pub fn typed_text(&self, setting: Setting) -> Option<String> {
        self.typed.with(|t| t.get(setting.index()).cloned().flatten())
    }

    /// Sets a setting's text as typed.
    pub fn set_typed(&self, setting: Setting, text: String) {
        self.typed.update(|t| {
            if let Some(slot) = t.get_mut(setting.index()) {
                *slot = Some(text);
            }
        });
    }

    /// A setting's value, or the message naming its allowed values (tracked).
    pub fn value(&self, setting: Setting) -> Result<Option<f64>, Message> {
        setting_value(self.values, setting)
    }

    /// Every setting's value, if all are valid (tracked).
    pub fn values(&self) -> Option<Values> {
        let mut out = [None; SETTINGS];
        let all_valid = self
            .values
            .with(|values| out.iter_mut().zip(values).all(|(slot, value)| value.as_ref().map(|v| *slot = *v).is_ok()));
        all_valid.then(|| Values::new(out))
    }

    /// Puts every setting back to its preset.
    pub fn reset_settings(&self) {
        self.typed.set(Default::default());
    }

    /// The settings the user changed, with valid values, as typed (tracked): for the link.
    pub fn changed_settings(&self) -> Vec<(Setting, String)> {
        self.typed.with(|typed| {
            self.values.with(|values| {
                Setting::ALL
                    .iter()
                    .zip(typed.iter().zip(values))
                    .filter(|(_, (_, value))| value.is_ok())
                    .filter_map(|(s, (text, _))| text.as_ref().map(|t| (*s, t.trim().to_string())))
                    .collect()
            })
        })
    }

    /// The text of an input, as typed.
    pub fn text(&self, kind: InputKind) -> RwSignal<String> {
        self.texts[kind.index()]
    }

    /// What the text of an input parses to, or the message naming the allowed range.
    pub fn parsed(&self, kind: InputKind) -> Memo<Result<u64, String>> {
        self.parsed[kind.index()]
    }

    /// Sets an input from a click or a suggestion.
    pub fn set(&self, kind: InputKind, value: u64) {
        self.text(kind).set(value.to_string());
    }
}

/// A setting's value from the settings' memo (tracked).
fn setting_value(values: Memo<Vec<Result<Option<f64>, Message>>>, setting: Setting) -> Result<Option<f64>, Message> {
    values.with(|v| v.get(setting.index()).cloned().unwrap_or(Ok(None)))
}
