//! The set of resources that limit occupancy. Ties give several; the order and the bit values
//! are those of `cudaOccLimitingFactor` in `cuda_occupancy.h`.

use crate::locale::message::Message;
use serde::{Serialize, Serializer};
use std::fmt;

/// One resource that can limit the number of resident blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limiter {
    Warps,
    Registers,
    SharedMemory,
    Blocks,
    Barriers,
    VirtualResources,
}

impl Limiter {
    pub const ALL: [Limiter; 6] = [
        Limiter::Warps,
        Limiter::Registers,
        Limiter::SharedMemory,
        Limiter::Blocks,
        Limiter::Barriers,
        Limiter::VirtualResources,
    ];

    fn bit(self) -> u8 {
        match self {
            Limiter::Warps => 0x01,
            Limiter::Registers => 0x02,
            Limiter::SharedMemory => 0x04,
            Limiter::Blocks => 0x08,
            Limiter::Barriers => 0x10,
            Limiter::VirtualResources => 0x20,
        }
    }

    /// The machine name used in CSV and JSON: `warps`, `registers`, `shared_memory`, …
    pub fn name(self) -> &'static str {
        match self {
            Limiter::Warps => "warps",
            Limiter::Registers => "registers",
            Limiter::SharedMemory => "shared_memory",
            Limiter::Blocks => "blocks",
            Limiter::Barriers => "barriers",
            Limiter::VirtualResources => "virtual_resources",
        }
    }

    /// The resource in plain words, for sentences: "shared memory", "blocks per SM", …
    pub fn words(self) -> &'static str {
        match self {
            Limiter::Warps => "warps",
            Limiter::Registers => "registers",
            Limiter::SharedMemory => "shared memory",
            Limiter::Blocks => "blocks per SM",
            Limiter::Barriers => "barriers",
            Limiter::VirtualResources => "virtual resources",
        }
    }

    /// The resource in words, as a message of the catalogues: `limiter-shared_memory`.
    pub fn message(self) -> Message {
        Message::new(match self {
            Limiter::Warps => "limiter-warps",
            Limiter::Registers => "limiter-registers",
            Limiter::SharedMemory => "limiter-shared_memory",
            Limiter::Blocks => "limiter-blocks",
            Limiter::Barriers => "limiter-barriers",
            Limiter::VirtualResources => "limiter-virtual_resources",
        })
    }

    /// Nsight Compute's row name: "Block Limit Registers", …
    pub fn profiler_name(self) -> &'static str {
        match self {
            Limiter::Warps => "Block Limit Warps",
            Limiter::Registers => "Block Limit Registers",
            Limiter::SharedMemory => "Block Limit Shared Mem",
            Limiter::Blocks => "Block Limit SM",
            Limiter::Barriers => "Block Limit Barriers",
            Limiter::VirtualResources => "Block Limit Virtual Resources",
        }
    }

    pub fn from_name(name: &str) -> Option<Limiter> {
        Limiter::ALL.into_iter().find(|l| l.name() == name.trim())
    }
}

/// A set of [`Limiter`]s, as the header's `limitingFactors` bit field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Limiters(u8);

impl Limiters {
    pub fn insert(&mut self, limiter: Limiter) {
        self.0 |= limiter.bit();
    }

    pub fn contains(self, limiter: Limiter) -> bool {
        self.0 & limiter.bit() != 0
    }

    pub fn iter(self) -> impl Iterator<Item = Limiter> {
        Limiter::ALL.into_iter().filter(move |l| self.contains(*l))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The header's bit field value.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// "registers and shared memory", "warps, registers and blocks per SM"; "nothing" if empty.
    pub fn words(self) -> String {
        self.message().to_string()
    }

    /// The set in words, as a message of the catalogues (`limiter-*`, `list-*`).
    pub fn message(self) -> Message {
        crate::locale::message::list(Limiter::ALL.into_iter().filter(|l| self.contains(*l)).map(Limiter::message))
            .unwrap_or_else(|| Message::new("limiters-none"))
    }
}

impl FromIterator<Limiter> for Limiters {
    fn from_iter<I: IntoIterator<Item = Limiter>>(iter: I) -> Self {
        let mut set = Limiters::default();
        iter.into_iter().for_each(|l| set.insert(l));
        set
    }
}

/// `warps|registers`, as the CLI's `limiters` column.
impl fmt::Display for Limiters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, l) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("|")?;
            }
            f.write_str(l.name())?;
        }
        Ok(())
    }
}

impl Serialize for Limiters {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Limiter::name))
    }
}
