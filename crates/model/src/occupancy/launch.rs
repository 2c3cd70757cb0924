//! The inputs of an occupancy calculation: what the compiler decided about the kernel
//! ([`Kernel`], as `cudaFuncGetAttributes` reports it) and how it is launched ([`Launch`]).

use crate::input::error::{Allowed, InputError};
use crate::input::field::Field;
use crate::input::grammar::check_whole;
use serde::{Deserialize, Serialize};

/// What the compiler and the kernel's attributes fix, independent of the launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kernel {
    /// Registers per thread (`cudaFuncAttributes::numRegs`, `ptxas -v`'s "Used N registers").
    pub registers_per_thread: u32,
    /// Static shared memory per block in bytes (`sharedSizeBytes`, ptxas's "smem").
    pub static_shared_memory: u32,
    /// Block barriers the kernel uses (`__syncthreads` counts as one). The runtime assumes 1.
    pub barriers: u32,
    /// The kernel's limit on dynamic shared memory (`cudaFuncAttributeMaxDynamicSharedMemorySize`).
    pub max_dynamic_shared_memory: DynamicSharedMemoryLimit,
    /// `__launch_bounds__` max threads per block, if any; only block-size suggestions use it.
    pub max_threads_per_block: Option<u32>,
    /// Whether the kernel caches global loads in L1 on GPUs that partition the SM for it.
    pub partitioned_global_caching: PartitionedGlobalCaching,
    /// Virtual resources per block (Blackwell on); 0 for ordinary kernels.
    pub virtual_resources: u32,
}

/// How the launch is configured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Launch {
    pub threads_per_block: u32,
    /// Dynamic shared memory per block in bytes (the third `<<<>>>` argument).
    pub dynamic_shared_memory: u32,
    /// `cudaFuncAttributePreferredSharedMemoryCarveout` (Volta on).
    pub carveout: Carveout,
    /// `cudaFuncSetCacheConfig` (Kepler; on Volta on it stands in for a default carveout).
    pub cache_config: CacheConfig,
}

/// The kernel's dynamic shared memory limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DynamicSharedMemoryLimit {
    /// As a program that asks for what it launches with: the default limit (48 KiB less static
    /// shared memory) unless the launch needs more, in which case the kernel is assumed to have
    /// opted in to the device maximum (and the result says so).
    Auto,
    /// The limit set with `cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)`,
    /// applied as the CUDA 13 runtime applies it (measured on H100 and H200, `tests/hardware/`):
    /// `cudaOccupancyMaxActiveBlocksPerMultiprocessor` checks the launch against the larger of
    /// this and the default (48 KiB less static shared memory), while a real launch above this
    /// limit fails; the result's notes say so.
    Attribute(u32),
    /// The occupancy header's `maxDynamicSharedSizeBytes`, applied literally as `cuda_occupancy.h`
    /// does: any launch with more dynamic shared memory gets no block.
    Header(u32),
}

/// Shared memory carveout preference, `cudaFuncAttributePreferredSharedMemoryCarveout`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Carveout {
    /// `cudaSharedmemCarveoutDefault` (-1): no preference.
    Default,
    /// 0–100 % of the SM's shared memory.
    Percent(u8),
}

/// `cudaFuncCache`: the L1/shared split preference of Kepler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CacheConfig {
    #[default]
    PreferNone,
    PreferShared,
    PreferL1,
    PreferEqual,
}

/// `cudaOccPartitionedGCConfig`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum PartitionedGlobalCaching {
    /// Caching off (the default for kernels not built with `-dlcm=ca`).
    #[default]
    Off,
    /// Prefer caching; turned off automatically if a block would not fit in half an SM.
    On,
    /// Force caching, even if that leaves no room for a block.
    OnStrict,
}

impl Default for Kernel {
    fn default() -> Self {
        Kernel {
            registers_per_thread: 32,
            static_shared_memory: 0,
            barriers: 1,
            max_dynamic_shared_memory: DynamicSharedMemoryLimit::Auto,
            max_threads_per_block: None,
            partitioned_global_caching: PartitionedGlobalCaching::Off,
            virtual_resources: 0,
        }
    }
}

impl Default for Launch {
    fn default() -> Self {
        Launch {
            threads_per_block: 256,
            dynamic_shared_memory: 0,
            carveout: Carveout::Default,
            cache_config: CacheConfig::PreferNone,
        }
    }
}

impl Carveout {
    /// Parses "default", "-1" or "0".."100" (a trailing "%" is allowed).
    pub fn parse(text: &str) -> Result<Carveout, InputError> {
        let t = text.trim().trim_end_matches('%').trim();
        if t.eq_ignore_ascii_case("default") || t == "-1" || t.is_empty() {
            return Ok(Carveout::Default);
        }
        match t.parse::<u8>() {
            Ok(p) if p <= 100 => Ok(Carveout::Percent(p)),
            _ => Err(InputError::new(Field::Carveout, text.trim(), Allowed::Carveout)),
        }
    }

    /// The header's `carveoutConfig` value: -1 for default.
    pub fn header_value(self) -> i32 {
        match self {
            Carveout::Default => -1,
            Carveout::Percent(p) => i32::from(p),
        }
    }
}

impl std::fmt::Display for Carveout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Carveout::Default => f.write_str("default"),
            Carveout::Percent(p) => write!(f, "{p}"),
        }
    }
}

impl CacheConfig {
    pub fn parse(text: &str) -> Result<CacheConfig, InputError> {
        match text.trim().to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "" | "none" | "prefernone" => Ok(CacheConfig::PreferNone),
            "shared" | "prefershared" => Ok(CacheConfig::PreferShared),
            "l1" | "preferl1" => Ok(CacheConfig::PreferL1),
            "equal" | "preferequal" => Ok(CacheConfig::PreferEqual),
            _ => Err(InputError::new(
                Field::CacheConfig,
                text.trim(),
                Allowed::OneOf(&["none", "shared", "l1", "equal"]),
            )),
        }
    }
}

impl PartitionedGlobalCaching {
    pub fn parse(text: &str) -> Result<PartitionedGlobalCaching, InputError> {
        match text.trim().to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "" | "off" => Ok(PartitionedGlobalCaching::Off),
            "on" => Ok(PartitionedGlobalCaching::On),
            "onstrict" | "strict" => Ok(PartitionedGlobalCaching::OnStrict),
            _ => Err(InputError::new(
                Field::PartitionedGlobalCaching,
                text.trim(),
                Allowed::OneOf(&["off", "on", "on-strict"]),
            )),
        }
    }
}

/// Checks that `value` lies in the field's input range ([`whole_range`]), naming the field and
/// the range otherwise.
fn check_range(field: Field, value: u32) -> Result<(), InputError> {
    check_whole(field, value.into()).map(|_| ())
}

impl Kernel {
    /// Refuses values no device could ever use; values a device refuses are not errors but
    /// illegal launches, explained by the result.
    pub fn validate(&self) -> Result<(), InputError> {
        check_range(Field::Registers, self.registers_per_thread)?;
        check_range(Field::SharedMemoryStatic, self.static_shared_memory)?;
        check_range(Field::Barriers, self.barriers)?;
        check_range(Field::VirtualResources, self.virtual_resources)?;
        if let DynamicSharedMemoryLimit::Attribute(b) | DynamicSharedMemoryLimit::Header(b) =
            self.max_dynamic_shared_memory
        {
            check_range(Field::MaxDynamicSharedMemory, b)?;
        }
        if let Some(t) = self.max_threads_per_block {
            check_range(Field::MaxThreadsPerBlock, t)?;
        }
        Ok(())
    }
}

impl Launch {
    pub fn validate(&self) -> Result<(), InputError> {
        check_range(Field::Threads, self.threads_per_block)?;
        check_range(Field::SharedMemoryDynamic, self.dynamic_shared_memory)?;
        if let Carveout::Percent(p) = self.carveout {
            if p > 100 {
                return Err(InputError::new(Field::Carveout, p, Allowed::Carveout));
            }
        }
        Ok(())
    }
}
