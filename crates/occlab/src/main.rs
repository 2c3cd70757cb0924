//! `occlab`, Occupancy Lab's native companion: the model's calculations on the command line.
//! Every number comes from `occlab-model`; this binary only parses arguments, reads and writes
//! files, and formats.

mod args;
mod batch;
mod calc;
mod catalogue;
mod clap_errors;
mod clusters;
mod errors;
mod help;
mod import;
mod latency;
mod measure;
mod serve;
mod speech;
mod suggest;
mod sweep;
mod text;
mod upload;
mod waves;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "occlab", version, about = "CUDA occupancy, exactly as the CUDA 13 runtime computes it")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the text output: en, ru, zh, it or ko (default: LC_ALL, LC_MESSAGES or
    /// LANG, else English). JSON and CSV stay in English.
    // Read before clap parses (`speech::asked`), so that clap's help and errors speak it too.
    #[arg(long, global = true, value_parser = speech::parse_lang)]
    lang: Option<occlab_model::locale::Lang>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Theoretical occupancy of one launch, or of every row of a CSV file (--batch).
    Calc(calc::Args),
    /// The block size with the highest occupancy (cudaOccupancyMaxPotentialBlockSize).
    Suggest(suggest::Args),
    /// Active warps as one input varies (the data of the "impact of varying" charts).
    Sweep(sweep::Args),
    /// Full waves, Waves Per SM and the tail effect of a grid.
    Waves(waves::Args),
    /// Warps needed to hide latency (Little's law) and Volkov's two-mode model.
    Latency(Box<latency::Args>),
    /// Thread-block clusters: max active clusters and the largest cluster size for every row of
    /// a CSV file, on one GPU.
    Clusters(clusters::Args),
    /// What the profiler and the compiler said, against our model: ncu (console, CSV), nvprof,
    /// ptxas -v, cuobjdump. Exits with 1 when a kernel's occupancy or block limits differ.
    Import(import::Args),
    /// The GPU models occlab knows.
    Gpus(catalogue::GpusArgs),
    /// The compute capabilities occlab knows, with every hardware value.
    Caps(catalogue::CapsArgs),
    /// Serve the page, the runs API and the SQLite file the runs live in.
    Serve(serve::Args),
    /// Send measured runs (occlab measure's JSON files) to an occlab serve.
    Upload(upload::Args),
    /// Measure the GPU present (CUDA driver needed; exit code 3 without one), or --report a run.
    Measure(measure::Args),
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The language comes first, so that clap's help and refusals speak it as well.
    speech::choose(speech::asked(args.iter().map(|a| a.to_string_lossy().into_owned())));
    let cli = help::localized(Cli::command(), speech::spoken())
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .unwrap_or_else(|refused| refused.apply::<clap_errors::Localized>().exit());
    let result = match cli.command {
        Command::Calc(a) => calc::run(a),
        Command::Clusters(a) => clusters::run(a),
        Command::Suggest(a) => suggest::run(a),
        Command::Sweep(a) => sweep::run(a),
        Command::Waves(a) => waves::run(a),
        Command::Latency(a) => latency::run(*a),
        Command::Import(a) => import::run(a),
        Command::Gpus(a) => catalogue::gpus(a),
        Command::Caps(a) => catalogue::caps(a),
        Command::Serve(a) => serve::run(a),
        Command::Upload(a) => upload::run(a),
        Command::Measure(a) => measure::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("occlab: {}", errors::said(&e));
            ExitCode::from(2)
        }
    }
}
