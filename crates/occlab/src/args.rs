//! Command-line arguments shared by the subcommands, and their conversion into model inputs.

use crate::errors::{at, cannot_write};
use crate::speech::{say, Refusal};
use crate::text::emit;
use anyhow::{anyhow, Result};
use clap::Args;
use occlab_charts::palette::Palette;
use occlab_model::locale::message::{separated, Arg, Message};
use occlab_model::{
    parse_whole, parse_whole_u32, Allowed, CacheConfig, Carveout, ComputeCapability, DynamicSharedMemoryLimit, Field,
    Gpu, InputError, Kernel, Launch, PartitionedGlobalCaching, UnknownComputeCapability, GPUS,
};
use std::path::PathBuf;

/// clap value parsers for numbers: the model's one input grammar and ranges
/// (`occlab_model::parse_whole`), so a flag accepts and refuses exactly what the page's fields
/// and URL do, with the model's message in the language of the run.
macro_rules! whole_number_flags {
    ($($name:ident: $t:ty = $field:ident;)*) => {$(
        #[doc = concat!("Reads `--", stringify!($name), "` as the model's `Field::", stringify!($field), "`.")]
        pub fn $name(text: &str) -> Result<$t, Refusal> {
            parse_whole(Field::$field, text)
                .and_then(|v| <$t>::try_from(v).map_err(|_| InputError::new(Field::$field, text.trim(), Allowed::Smaller)))
                .map_err(|e| Refusal(e.message()))
        }
    )*};
}

whole_number_flags! {
    threads: u32 = Threads;
    regs: u32 = Registers;
    smem_static: u32 = SharedMemoryStatic;
    smem_dynamic: u32 = SharedMemoryDynamic;
    barriers: u32 = Barriers;
    virtual_resources: u32 = VirtualResources;
    max_threads: u32 = MaxThreadsPerBlock;
    sms: u32 = Sms;
    grid: u64 = Grid;
    cluster: u32 = ClusterSize;
}

/// Which device: a compute capability or a GPU model.
#[derive(Args, Debug, Clone)]
pub struct DeviceArgs {
    /// Compute capability, e.g. 8.6 (also sm_86 or 86).
    #[arg(long, conflicts_with = "gpu")]
    pub cc: Option<String>,
    /// GPU model, e.g. "H100 SXM5 80GB" or "RTX 4090" (see `occlab gpus`).
    #[arg(long)]
    pub gpu: Option<String>,
}

/// The device the user named.
#[derive(Debug, Clone, Copy)]
pub struct Device {
    pub cc: &'static ComputeCapability,
    pub gpu: Option<&'static Gpu>,
}

/// `--cc`'s refusal of a compute capability Occupancy Lab does not have, naming those it has.
fn unknown_cc(e: &UnknownComputeCapability) -> Message {
    let message = match e.header_only {
        Some(h) => Message::new("cli-cc-header-only")
            .arg("cc", h.name)
            .arg("architecture", h.architecture)
            .arg("facts", h.header_facts)
            .arg("missing", h.missing),
        None => Message::new("cli-cc-unknown").arg("value", e.name.as_str()),
    };
    message.arg("known", ComputeCapability::known_names())
}

impl DeviceArgs {
    pub fn resolve(&self) -> Result<Device> {
        match (&self.cc, &self.gpu) {
            (Some(cc), _) => {
                let cc = ComputeCapability::lookup(cc).map_err(|e| anyhow!("{}", say(&unknown_cc(&e))))?;
                Ok(Device { cc, gpu: None })
            }
            (None, Some(name)) => {
                let choice = Gpu::search(name).map_err(|e| {
                    let count = Arg::Count(GPUS.len() as u64);
                    anyhow!("{}", say(&Message::new("cli-gpu-unknown").arg("error", e.message()).arg("count", count)))
                })?;
                if !choice.ties.is_empty() {
                    let others = choice.ties.iter().map(|g| Message::from(g.name.to_string()));
                    let note = Message::new("cli-gpu-ties")
                        .arg("query", name.trim())
                        .arg("others", separated(others, "join-comma").unwrap_or_else(Message::empty))
                        .arg("gpu", choice.gpu.name);
                    eprintln!("{}", say(&note));
                }
                let gpu = choice.gpu;
                let cc = gpu
                    .compute_capability()
                    .ok_or_else(|| anyhow!("{}", say(&Message::new("cli-gpu-no-cc").arg("gpu", gpu.name))))?;
                Ok(Device { cc, gpu: Some(gpu) })
            }
            (None, None) => Err(anyhow!("{}", say(&Message::new("cli-no-device")))),
        }
    }
}

/// What the compiler decided about the kernel.
#[derive(Args, Debug, Clone)]
pub struct KernelArgs {
    /// Registers per thread (ptxas -v: "Used N registers").
    #[arg(long, default_value_t = 32, allow_hyphen_values = true, value_parser = regs)]
    pub regs: u32,
    /// Static shared memory per block, bytes (ptxas -v: "N bytes smem").
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = smem_static)]
    pub smem_static: u32,
    /// Block barriers the kernel uses (the runtime assumes 1).
    #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = barriers)]
    pub barriers: u32,
    /// The kernel's cudaFuncAttributeMaxDynamicSharedMemorySize in bytes, or "auto" to assume an
    /// opt-in when the launch needs more than 48 KiB.
    #[arg(long, default_value = "auto")]
    pub max_dynamic_smem: String,
    /// Partitioned global caching: off, on, on-strict (only 5.2, 5.3, 6.1, 6.2 have it).
    #[arg(long, default_value = "off")]
    pub partitioned_gc: String,
    /// Virtual resources per block (Blackwell on).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = virtual_resources)]
    pub virtual_resources: u32,
}

/// `--svg FILE` and `--theme`: the chart the page shows for the same inputs, as SVG.
#[derive(Args, Debug, Clone)]
pub struct ChartArgs {
    /// Also write the chart the page shows for these inputs, as SVG, to FILE ("-" for stdout,
    /// instead of the usual output).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// The chart's colours: light, dark, or projector (large type, full contrast).
    #[arg(long, default_value = "light", value_parser = ["light", "dark", "projector"])]
    pub theme: String,
}

impl ChartArgs {
    /// Writes the SVG that `draw` makes in the chosen colours, if `--svg` was given. `true` when
    /// it went to stdout, in place of the command's usual output.
    pub fn write(&self, draw: impl FnOnce(&Palette) -> Result<String>) -> Result<bool> {
        let Some(path) = &self.svg else {
            return Ok(false);
        };
        let svg = draw(&Palette::new(self.theme == "dark", self.theme == "projector"))?;
        if path.as_os_str() == "-" {
            emit(&svg)?;
            return Ok(true);
        }
        std::fs::write(path, svg).map_err(|e| anyhow!("{}", say(&at("--svg", cannot_write(path, &e)))))?;
        Ok(false)
    }
}

/// The preferences that pick the shared memory per SM.
#[derive(Args, Debug, Clone)]
pub struct PreferenceArgs {
    /// Shared memory carveout: "default" or 0–100 (% of the SM's shared memory; Volta on).
    #[arg(long, default_value = "default")]
    pub carveout: String,
    /// Cache configuration: none, shared, l1, equal (Kepler; on Volta on it acts when the carveout is default).
    #[arg(long, default_value = "none")]
    pub cache_config: String,
}

impl KernelArgs {
    pub fn kernel(&self, max_threads_per_block: Option<u32>) -> Result<Kernel> {
        let max_dynamic_shared_memory = if self.max_dynamic_smem.trim().eq_ignore_ascii_case("auto") {
            DynamicSharedMemoryLimit::Auto
        } else {
            DynamicSharedMemoryLimit::Attribute(
                parse_whole_u32(Field::MaxDynamicSharedMemory, &self.max_dynamic_smem)
                    .map_err(|e| anyhow!("{}", say(&Message::new("cli-max-dynamic-smem").arg("error", e.message()))))?,
            )
        };
        let kernel = Kernel {
            registers_per_thread: self.regs,
            static_shared_memory: self.smem_static,
            barriers: self.barriers,
            max_dynamic_shared_memory,
            max_threads_per_block,
            partitioned_global_caching: PartitionedGlobalCaching::parse(&self.partitioned_gc)?,
            virtual_resources: self.virtual_resources,
        };
        kernel.validate()?;
        Ok(kernel)
    }
}

impl PreferenceArgs {
    pub fn launch(&self, threads_per_block: u32, dynamic_shared_memory: u32) -> Result<Launch> {
        let launch = Launch {
            threads_per_block,
            dynamic_shared_memory,
            carveout: Carveout::parse(&self.carveout)?,
            cache_config: CacheConfig::parse(&self.cache_config)?,
        };
        launch.validate()?;
        Ok(launch)
    }
}
