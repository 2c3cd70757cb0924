//! `occlab calc --batch`: a CSV of launches in, a CSV of results out. A malformed row is
//! reported on stderr with its row number and field; the other rows still come out, and the
//! exit status is 1.

use anyhow::{Context, Result};
use occlab_model::batch::{write_result, Columns};
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;

pub fn run(path: &Path) -> Result<ExitCode> {
    let input: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?)
    };
    let mut reader =
        csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).comment(Some(b'#')).from_reader(input);
    let header: Vec<String> =
        reader.headers().context("cannot read the CSV header")?.iter().map(str::to_string).collect();
    let columns = Columns::parse(&header.iter().map(String::as_str).collect::<Vec<_>>()).map_err(anyhow::Error::msg)?;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    writeln!(out, "{}", columns.output_header())?;
    let mut failed = 0usize;
    let mut line = String::with_capacity(256);
    let mut record = csv::StringRecord::new();
    loop {
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => {
                failed += 1;
                eprintln!("row {}: {e}", e.position().map_or(0, |p| p.line()));
                continue;
            }
        }
        let row_number = record.position().map_or(0, |p| p.line());
        let fields: Vec<&str> = record.iter().collect();
        match columns.parse_row(&fields) {
            Ok(row) => {
                line.clear();
                line.push_str(&fields[..columns.names().len().min(fields.len())].join(","));
                write_result(&mut line, &row.occupancy());
                line.push('\n');
                if let Err(e) = out.write_all(line.as_bytes()) {
                    return closed_pipe_or(e);
                }
            }
            Err(e) => {
                failed += 1;
                eprintln!("row {row_number}: {e}");
            }
        }
    }
    if let Err(e) = out.flush() {
        return closed_pipe_or(e);
    }
    if failed > 0 {
        eprintln!("occlab: {failed} row(s) could not be read; the others are in the output");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// A reader that stopped reading (`| head`) ends the output quietly; other errors are errors.
fn closed_pipe_or(e: io::Error) -> Result<ExitCode> {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Ok(ExitCode::SUCCESS)
    } else {
        Err(e.into())
    }
}
