//! The profiler and compiler readers against real reports (each form Nsight Compute, nvprof,
//! ptxas and cuobjdump wrote), Nsight Compute's own binary report against its CSV export, and
//! every reader over mutated reports. (The reader's peak memory is measured in
//! `ncu_report_memory.rs`, a binary of its own: it installs a counting allocator.)

mod fuzz;
mod ncu_report;
mod readers;
