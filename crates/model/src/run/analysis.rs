//! What the run's analyses share: the model's occupancy of a measuring kernel, and why an
//! analysis cannot be made.

use super::LaunchShape;
use crate::input::error::InputError;
use crate::locale::message::Message;
use crate::report::{accepted_range, field_label_id};
use crate::{occupancy, ComputeCapability, Kernel, Launch, Occupancy, UnknownComputeCapability};

/// Why a run cannot be set against the model.
#[derive(Debug, Clone, PartialEq)]
pub enum AnalysisError {
    UnknownComputeCapability(UnknownComputeCapability),
    Input(InputError),
    /// A measurement with too few points to read.
    TooFewPoints(Lacking),
}

/// What a run lacks for an analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lacking {
    /// The wave staircase needs two grid sizes.
    GridSizes,
    /// The block timeline needs a block.
    Blocks,
    /// The calibration needs a stream curve and an FMA-chain curve.
    CalibrationCurves,
}

impl AnalysisError {
    /// Why, in the catalogues' words.
    pub fn message(&self) -> Message {
        match self {
            AnalysisError::UnknownComputeCapability(e) => e.refusal(),
            // A measuring kernel is refused only in its threads, registers or dynamic shared
            // memory: the fields it sets (the rest is `Kernel::default`'s).
            AnalysisError::Input(e) => Message::new("run-kernel-refused")
                .arg("field", Message::new(field_label_id(e.field)))
                .arg("value", e.value.as_str())
                .arg("range", accepted_range(e.field)),
            AnalysisError::TooFewPoints(Lacking::GridSizes) => Message::new("run-lacks-grid-sizes"),
            AnalysisError::TooFewPoints(Lacking::Blocks) => Message::new("run-lacks-blocks"),
            AnalysisError::TooFewPoints(Lacking::CalibrationCurves) => Message::new("run-lacks-curves"),
        }
    }
}

/// The English words.
impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for AnalysisError {}

impl From<InputError> for AnalysisError {
    fn from(e: InputError) -> Self {
        AnalysisError::Input(e)
    }
}

/// The model's occupancy of a measuring kernel: its registers, no static shared memory (the
/// measuring kernels declare none), the default dynamic-shared-memory limit and carveout.
pub fn shape_occupancy(compute_capability: &str, shape: &LaunchShape) -> Result<Occupancy, AnalysisError> {
    let cc = ComputeCapability::lookup(compute_capability).map_err(AnalysisError::UnknownComputeCapability)?;
    let kernel = Kernel { registers_per_thread: shape.registers_per_thread, ..Kernel::default() };
    let launch = Launch {
        threads_per_block: shape.threads_per_block,
        dynamic_shared_memory: shape.dynamic_shared_memory,
        ..Launch::default()
    };
    Ok(occupancy(cc, &kernel, &launch)?)
}
