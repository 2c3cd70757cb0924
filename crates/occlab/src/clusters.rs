//! `occlab clusters --gpu NAME --batch FILE`: a CSV of launches with thread-block clusters in,
//! the runtime's cluster answers out (`occlab_model::cluster_batch`). A malformed row is
//! reported on stderr with its row number; the other rows still come out, and the exit status
//! is 1.

use crate::args::DeviceArgs;
use crate::batch::header_unread;
use crate::errors::{cannot_read, row, rows_failed};
use crate::speech::say;
use anyhow::{anyhow, Result};
use occlab_model::locale::message::Message;
use occlab_model::occupancy::cluster_batch::{cluster_result, ClusterColumns};
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// CSV file ("-" for stdin) with header cluster_size,threads,regs,smem_dynamic,carveout
    /// (optional column non_portable: 0 or 1); results go to stdout as CSV.
    #[arg(long, value_name = "FILE.csv")]
    batch: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let gpu = device.gpu.ok_or_else(|| anyhow!("{}", say(&Message::new("cli-clusters-need-gpu"))))?;
    let input: Box<dyn Read> = if args.batch.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(&args.batch).map_err(|e| anyhow!("{}", say(&cannot_read(&args.batch, &e))))?)
    };
    let mut reader =
        csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).comment(Some(b'#')).from_reader(input);
    let header: Vec<String> = reader.headers().map_err(|e| header_unread(&e))?.iter().map(str::to_string).collect();
    let columns = ClusterColumns::parse(&header.iter().map(String::as_str).collect::<Vec<_>>())
        .map_err(|e| anyhow!("{}", say(&e.message())))?;
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", columns.output_header())?;
    let mut failed = 0usize;
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                failed += 1;
                eprintln!("{}", say(&row(e.position().map_or(0, |p| p.line()), e.to_string())));
                continue;
            }
        };
        let row_number = record.position().map_or(0, |p| p.line());
        let fields: Vec<&str> = record.iter().collect();
        match columns.evaluate(device.cc, gpu, &fields) {
            Ok((blocks, c)) => {
                let echoed = fields[..columns.names().len().min(fields.len())].join(",");
                if writeln!(out, "{echoed},{}", cluster_result(blocks, &c)).is_err() {
                    return Ok(ExitCode::SUCCESS);
                }
            }
            Err(e) => {
                failed += 1;
                eprintln!("{}", say(&row(row_number, e.message())));
            }
        }
    }
    let _ = out.flush();
    if failed > 0 {
        eprintln!("occlab: {}", say(&rows_failed(failed)));
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
