//! The app's reactive state: the texts the user typed, what they parse to, and the last
//! valid calculation, all derived — the only written signals are the ones inputs write.

use crate::device::Device;
use crate::inputs::{parse_carveout, InputKind, Inputs};
use leptos::prelude::*;
use occlab_model::{occupancy, Carveout, Occupancy};

/// A valid calculation: its inputs and the model's result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shown {
    pub inputs: Inputs,
    pub occupancy: Occupancy,
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
}

impl State {
    pub fn new(initial: Inputs) -> State {
        let texts = InputKind::ALL.map(|k| RwSignal::new(initial.get(k).to_string()));
        let parsed = InputKind::ALL.map(|k| {
            let text = texts[k.index()];
            Memo::new(move |_| text.with(|t| k.parse(t)))
        });
        let device = RwSignal::new(initial.device);
        let carveout_text = RwSignal::new(initial.carveout.to_string());
        let carveout = Memo::new(move |_| carveout_text.with(|t| parse_carveout(t)));
        let current = Memo::new(move |_| {
            let mut inputs = Inputs::defaults(device.get());
            for kind in InputKind::ALL {
                inputs.set(kind, parsed[kind.index()].get().ok()?);
            }
            inputs.carveout = carveout.get().ok()?;
            Some(inputs)
        });
        let shown = Memo::new(move |previous: Option<&Option<Shown>>| {
            let now = current.get().and_then(|inputs| {
                occupancy(inputs.cc(), &inputs.kernel(), &inputs.launch())
                    .ok()
                    .map(|occupancy| Shown { inputs, occupancy })
            });
            now.or_else(|| previous.copied().flatten())
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
        }
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
