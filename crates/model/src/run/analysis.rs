//! What the run's analyses share: the model's occupancy of a measuring kernel, and why an
//! analysis cannot be made.

use super::LaunchShape;
use crate::error::InputError;
use crate::{occupancy, ComputeCapability, Kernel, Launch, Occupancy, UnknownComputeCapability};

/// Why a run cannot be set against the model.
#[derive(Debug, Clone, PartialEq)]
pub enum AnalysisError {
    UnknownComputeCapability(UnknownComputeCapability),
    Input(InputError),
    /// A measurement with too few points to read: which one, and what it needs.
    TooFewPoints(&'static str),
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::UnknownComputeCapability(e) => write!(f, "{e}"),
            AnalysisError::Input(e) => write!(f, "{e}"),
            AnalysisError::TooFewPoints(what) => write!(f, "the run cannot be read: {what}"),
        }
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
