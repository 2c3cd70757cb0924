//! The batch CSV format of `occlab calc --batch`: parsing one row of inputs and formatting one
//! row of results. Reading and writing files is the caller's business.
//!
//! Input header: `cc,threads,regs,smem_static,smem_dynamic,carveout,barriers`, in any order, with
//! optional `cache_config`, `max_dynamic_smem`, `partitioned_gc` and `virtual_resources` columns.
//! Output: the input columns as given, then [`RESULT_COLUMNS`].

use crate::input::error::{HeaderError, InputError};
use crate::input::field::Field;
use crate::input::grammar::parse_whole_u32;
use crate::occupancy::launch::{CacheConfig, Carveout, DynamicSharedMemoryLimit, PartitionedGlobalCaching};
use crate::report::NO_LIMIT;
use crate::{ComputeCapability, Kernel, Launch, Occupancy};
use std::fmt::Write as _;

/// Columns every batch file must have.
pub const REQUIRED_COLUMNS: [&str; 7] =
    ["cc", "threads", "regs", "smem_static", "smem_dynamic", "carveout", "barriers"];
/// Columns a batch file may add.
pub const OPTIONAL_COLUMNS: [&str; 4] = ["cache_config", "max_dynamic_smem", "partitioned_gc", "virtual_resources"];
/// Columns appended to each output row.
pub const RESULT_COLUMNS: [&str; 9] = [
    "active_blocks",
    "active_warps",
    "occupancy",
    "limiters",
    "limit_warps",
    "limit_registers",
    "limit_shared_memory",
    "limit_blocks",
    "limit_barriers",
];

/// Where each known column sits in a batch file.
#[derive(Debug, Clone)]
pub struct Columns {
    names: Vec<String>,
    index: [Option<usize>; REQUIRED_COLUMNS.len() + OPTIONAL_COLUMNS.len()],
}

/// One parsed input row.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    pub cc: &'static ComputeCapability,
    pub kernel: Kernel,
    pub launch: Launch,
}

impl Columns {
    /// Reads the header row. Errors name the missing or unknown column.
    pub fn parse(header: &[&str]) -> Result<Columns, HeaderError> {
        let names: Vec<String> = header.iter().map(|h| h.trim().to_string()).collect();
        let known: Vec<&'static str> = REQUIRED_COLUMNS.iter().chain(OPTIONAL_COLUMNS.iter()).copied().collect();
        if let Some(unknown) = names.iter().find(|n| !known.contains(&n.as_str())) {
            return Err(HeaderError::Unknown { column: unknown.clone(), known });
        }
        let mut index = [None; REQUIRED_COLUMNS.len() + OPTIONAL_COLUMNS.len()];
        for (slot, name) in index.iter_mut().zip(&known) {
            *slot = names.iter().position(|n| n == name);
        }
        if let Some(missing) = REQUIRED_COLUMNS.iter().zip(&index).find(|(_, i)| i.is_none()) {
            return Err(HeaderError::Missing { columns: vec![*missing.0], required: REQUIRED_COLUMNS.to_vec() });
        }
        Ok(Columns { names, index })
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The output header: the input columns, then the result columns.
    pub fn output_header(&self) -> String {
        self.names.iter().map(String::as_str).chain(RESULT_COLUMNS).collect::<Vec<_>>().join(",")
    }

    fn get<'a>(&self, fields: &[&'a str], column: usize) -> Option<&'a str> {
        self.index[column].and_then(|i| fields.get(i)).map(|f| f.trim())
    }

    /// Parses one data row. Errors name the field and the allowed range.
    pub fn parse_row(&self, fields: &[&str]) -> Result<Row, InputError> {
        let text = |c: usize| self.get(fields, c).unwrap_or("");
        // The one input grammar, as for flags and the page's fields.
        let number = |c: usize, field: Field| -> Result<u32, InputError> { parse_whole_u32(field, text(c)) };
        let cc_text = text(0);
        let cc = ComputeCapability::lookup(cc_text)
            .map_err(|e| InputError::new(Field::ComputeCapability, cc_text, e.allowed()))?;
        let optional = |c: usize| self.get(fields, c).filter(|t| !t.is_empty());
        let kernel = Kernel {
            registers_per_thread: number(2, Field::Registers)?,
            static_shared_memory: number(3, Field::SharedMemoryStatic)?,
            barriers: number(6, Field::Barriers)?,
            max_dynamic_shared_memory: match optional(8) {
                None => DynamicSharedMemoryLimit::Auto,
                Some(t) if t.eq_ignore_ascii_case("auto") => DynamicSharedMemoryLimit::Auto,
                Some(_) => DynamicSharedMemoryLimit::Attribute(number(8, Field::MaxDynamicSharedMemory)?),
            },
            max_threads_per_block: None,
            partitioned_global_caching: optional(9)
                .map(PartitionedGlobalCaching::parse)
                .transpose()?
                .unwrap_or_default(),
            virtual_resources: optional(10).map(|_| number(10, Field::VirtualResources)).transpose()?.unwrap_or(0),
        };
        let launch = Launch {
            threads_per_block: number(1, Field::Threads)?,
            dynamic_shared_memory: number(4, Field::SharedMemoryDynamic)?,
            carveout: Carveout::parse(text(5))?,
            cache_config: optional(7).map(CacheConfig::parse).transpose()?.unwrap_or_default(),
        };
        kernel.validate()?;
        launch.validate()?;
        Ok(Row { cc, kernel, launch })
    }
}

impl Row {
    /// The row's occupancy; `Columns::parse_row` validated its inputs.
    pub fn occupancy(&self) -> Occupancy {
        crate::occupancy::theoretical::compute(self.cc, &self.kernel, &self.launch)
    }
}

/// Appends the result columns (with a leading comma) to `out`.
pub fn write_result(out: &mut String, o: &Occupancy) {
    let limit = |l: Option<u32>| l.map_or_else(|| NO_LIMIT.to_string(), |v| v.to_string());
    let _ = write!(
        out,
        ",{},{},{},{},{},{},{},{},{}",
        o.active_blocks_per_sm,
        o.active_warps_per_sm,
        fraction(o.active_warps_per_sm, o.max_warps_per_sm),
        o.limiters,
        o.limits.warps,
        limit(o.limits.registers),
        limit(o.limits.shared_memory),
        o.limits.blocks,
        limit(o.limits.barriers),
    );
}

/// `a / b` with up to six decimals and no trailing zeros: 0.625, 0.666667, 1, 0.
pub fn fraction(a: u32, b: u32) -> String {
    let scaled = (u64::from(a) * 2_000_000 / u64::from(b.max(1))).div_ceil(2);
    let (whole, frac) = (scaled / 1_000_000, scaled % 1_000_000);
    if frac == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{}", format!("{frac:06}").trim_end_matches('0'))
    }
}
