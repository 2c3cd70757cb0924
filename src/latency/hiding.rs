//! The latency panel's result: the last valid working of the model's latency-hiding scenario
//! (`occlab_model::latency::scenario`, the same as `occlab latency` prints) and why the settings
//! as they are give none.

pub use occlab_model::latency::scenario::LatencyHiding;
use occlab_model::locale::message::Message;

/// What the latency panel shows: the last valid result, and why the settings as they are give
/// none (`None` if they do).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Shown {
    pub hiding: Option<LatencyHiding>,
    pub error: Option<Message>,
}

impl Shown {
    /// The panel after `now` (`None`: a setting is refused, and says so at its field), keeping
    /// the last valid result of `previous`.
    pub fn next(previous: Option<&Shown>, now: Option<Result<LatencyHiding, Message>>) -> Shown {
        let last = || previous.and_then(|p| p.hiding.clone());
        match now {
            Some(Ok(hiding)) => Shown { hiding: Some(hiding), error: None },
            Some(Err(error)) => Shown { hiding: last(), error: Some(error) },
            None => Shown { hiding: last(), error: None },
        }
    }

    pub fn error(&self) -> Option<Message> {
        self.error.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inputs::device::Device;
    use crate::latency::settings::{preset, Setting, Values};

    #[test]
    fn the_last_valid_result_stays_with_the_reason() {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let values = Values::new(Setting::ALL.map(|s| preset(s, device)));
        let h = LatencyHiding::build(device.cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
        let good = Shown::next(None, Some(Ok(h)));
        let refused = Shown::next(Some(&good), Some(Err(Message::from("sfu: no".to_string()))));
        assert_eq!(
            (refused.hiding.as_ref(), refused.error()),
            (good.hiding.as_ref(), Some(Message::from("sfu: no".to_string())))
        );
        let typing = Shown::next(Some(&refused), None);
        assert_eq!((typing.hiding.as_ref(), typing.error), (good.hiding.as_ref(), None));
        assert_eq!(Shown::default().hiding, None);
    }
}
