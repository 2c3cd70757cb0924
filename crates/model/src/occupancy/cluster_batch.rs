//! The batch CSV format of `occlab clusters --batch`: one launch with thread-block clusters per
//! row, on one GPU. Reading and writing files is the caller's business.
//!
//! Input header: `cluster_size,threads,regs,smem_dynamic,carveout`, in any order, with an
//! optional `non_portable` column (0 or 1: the kernel sets
//! `cudaFuncAttributeNonPortableClusterSizeAllowed`). Output: the input columns as given, then
//! [`CLUSTER_RESULT_COLUMNS`].

use crate::input::error::{Allowed, HeaderError, InputError};
use crate::input::field::Field;
use crate::input::grammar::parse_whole_u32;
use crate::locale::message::Message;
use crate::occupancy::launch::Carveout;
use crate::{cluster_occupancy, occupancy, ClusterError, ClusterOccupancy, ComputeCapability, Gpu, Kernel, Launch};

/// Columns every cluster batch file must have.
pub const CLUSTER_COLUMNS: [&str; 5] = ["cluster_size", "threads", "regs", "smem_dynamic", "carveout"];
/// Columns appended to each output row.
pub const CLUSTER_RESULT_COLUMNS: [&str; 3] =
    ["active_blocks_per_sm", "max_active_clusters", "max_potential_cluster_size"];

/// Where each column sits in a cluster batch file.
#[derive(Debug, Clone)]
pub struct ClusterColumns {
    names: Vec<String>,
    index: [usize; 5],
    non_portable: Option<usize>,
}

impl ClusterColumns {
    /// Finds the columns in `header`; the error names the missing ones.
    pub fn parse(header: &[&str]) -> Result<ClusterColumns, HeaderError> {
        let find = |name: &str| header.iter().position(|h| h.trim() == name);
        let missing: Vec<&'static str> = CLUSTER_COLUMNS.iter().copied().filter(|c| find(c).is_none()).collect();
        if !missing.is_empty() {
            return Err(HeaderError::Missing { columns: missing, required: CLUSTER_COLUMNS.to_vec() });
        }
        Ok(ClusterColumns {
            names: header.iter().map(|h| h.trim().to_string()).collect(),
            index: CLUSTER_COLUMNS.map(|c| find(c).unwrap_or_default()),
            non_portable: find("non_portable"),
        })
    }

    /// The output header: the input columns, then the results.
    pub fn output_header(&self) -> String {
        self.names.iter().map(String::as_str).chain(CLUSTER_RESULT_COLUMNS).collect::<Vec<_>>().join(",")
    }

    /// The input columns, for echoing a row.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The blocks per SM (`cudaOccupancyMaxActiveBlocksPerMultiprocessor`) and the cluster
    /// figures of one row on `gpu`; errors name the field and what it takes.
    pub fn evaluate(
        &self,
        cc: &ComputeCapability,
        gpu: &Gpu,
        fields: &[&str],
    ) -> Result<(u32, ClusterOccupancy), ClusterRowError> {
        let text = |i: usize| fields.get(i).map_or("", |f| f.trim());
        let number = |column: usize, field: Field| parse_whole_u32(field, text(self.index[column]));
        let cluster_size = number(0, Field::ClusterSize)?;
        let non_portable = match self.non_portable.map(text) {
            None | Some("" | "0") => false,
            Some("1") => true,
            Some(other) => return Err(InputError::new(Field::ClusterSize, other, Allowed::NonPortable).into()),
        };
        let kernel = Kernel { registers_per_thread: number(2, Field::Registers)?, ..Kernel::default() };
        let launch = Launch {
            threads_per_block: number(1, Field::Threads)?,
            dynamic_shared_memory: number(3, Field::SharedMemoryDynamic)?,
            carveout: Carveout::parse(text(self.index[4]))?,
            ..Launch::default()
        };
        let o = occupancy(cc, &kernel, &launch)?;
        let c = cluster_occupancy(cc, gpu, &o, cluster_size, non_portable)?;
        Ok((o.active_blocks_per_sm, c))
    }
}

/// Why a row of a cluster batch has no result: a refused input, or a cluster the runtime
/// refuses.
#[derive(Debug, Clone, PartialEq)]
pub enum ClusterRowError {
    Input(InputError),
    Cluster(ClusterError),
}

impl ClusterRowError {
    /// Why, in the catalogues' words.
    pub fn message(&self) -> Message {
        match self {
            ClusterRowError::Input(e) => e.message(),
            ClusterRowError::Cluster(e) => e.message(),
        }
    }
}

/// The English words.
impl std::fmt::Display for ClusterRowError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ClusterRowError {}

impl From<InputError> for ClusterRowError {
    fn from(e: InputError) -> Self {
        ClusterRowError::Input(e)
    }
}

impl From<ClusterError> for ClusterRowError {
    fn from(e: ClusterError) -> Self {
        ClusterRowError::Cluster(e)
    }
}

/// The result columns of one row: the blocks per SM and the cluster figures.
pub fn cluster_result(active_blocks_per_sm: u32, c: &ClusterOccupancy) -> String {
    format!("{active_blocks_per_sm},{},{}", c.max_active_clusters, c.max_potential_cluster_size)
}
