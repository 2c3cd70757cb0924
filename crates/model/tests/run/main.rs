//! The measured run: its format read back as written and refused in the same words everywhere,
//! and the committed runs of real GPUs against the model.

mod measured_runs;
mod probe_table;
mod probes;
mod run_format;
