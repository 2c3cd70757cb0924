//! `occlab calc --batch`: a CSV of launches in, a CSV of results out. A malformed row is
//! reported on stderr with its row number and field; the other rows still come out, and the
//! exit status is 1.

use crate::errors::{cannot_read, row, rows_failed};
use crate::speech::say;
use anyhow::{anyhow, Result};
use occlab_model::locale::message::Message;
use occlab_model::occupancy::batch::{write_result, Columns};
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;

pub fn run(path: &Path) -> Result<ExitCode> {
    let input: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(path).map_err(|e| anyhow!("{}", say(&cannot_read(path, &e))))?)
    };
    let mut reader =
        csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).comment(Some(b'#')).from_reader(input);
    let header: Vec<String> = reader.headers().map_err(|e| header_unread(&e))?.iter().map(str::to_string).collect();
    let columns = Columns::parse(&header.iter().map(String::as_str).collect::<Vec<_>>())
        .map_err(|e| anyhow!("{}", say(&e.message())))?;
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
                eprintln!("{}", say(&row(e.position().map_or(0, |p| p.line()), e.to_string())));
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
                eprintln!("{}", say(&row(row_number, e.message())));
            }
        }
    }
    if let Err(e) = out.flush() {
        return closed_pipe_or(e);
    }
    if failed > 0 {
        eprintln!("occlab: {}", say(&rows_failed(failed)));
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// "cannot read the CSV header: REASON", as an error of this run's language.
pub fn header_unread(e: &csv::Error) -> anyhow::Error {
    anyhow!("{}", say(&Message::new("cli-csv-header").arg("why", e.to_string())))
}

/// A reader that stopped reading (`| head`) ends the output quietly; other errors are errors.
fn closed_pipe_or(e: io::Error) -> Result<ExitCode> {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Ok(ExitCode::SUCCESS)
    } else {
        Err(e.into())
    }
}
