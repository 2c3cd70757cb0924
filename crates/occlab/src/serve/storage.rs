//! The run store: one SQLite file and the only code that touches it.
//!
//! The file is in WAL mode with `synchronous = FULL`. Every write goes through one writer thread
//! that owns the write connection; it takes all writes waiting at that moment, applies them in
//! one transaction and answers each only after the commit returned, so an upload answered 201 is
//! in the file even if the server is killed the next instant (group commit: one fsync for many
//! uploads). Reads use a second, read-only connection on tokio's blocking pool; WAL lets them
//! run while the writer commits.
//!
//! A panic in the writer (a bug) rolls its batch back and drops the batch's answers, so those
//! requests are refused and nothing that was answered 201 is lost; the writer is then started
//! again on a fresh connection, or, if the file cannot be opened again, the server stops with a
//! message rather than go on taking uploads it cannot store.
//!
//! The schema is versioned with `PRAGMA user_version`: [`MIGRATIONS`] lists every step, and
//! opening a file applies the steps it lacks (and refuses a file from a newer occlab).

use crate::speech::say;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::run::Run;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::{mpsc, Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// Every schema step, in order; `user_version` counts the steps applied. Never edit a step that
/// has shipped: add one.
const MIGRATIONS: &[&str] = &["CREATE TABLE runs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_unix_ms INTEGER NOT NULL,
        class TEXT,
        name TEXT,
        hidden INTEGER NOT NULL DEFAULT 0,
        device TEXT NOT NULL,
        compute_capability TEXT NOT NULL,
        sms INTEGER NOT NULL,
        configurations INTEGER NOT NULL,
        agreements INTEGER NOT NULL,
        run_json TEXT NOT NULL
    );
    CREATE INDEX runs_by_class ON runs (class, id);
    CREATE INDEX runs_by_device ON runs (device, id);"];

/// The most writes one transaction takes: enough to make one fsync serve a burst, few enough
/// that the first writer of a batch does not wait long.
const MAX_BATCH: usize = 512;

/// What went wrong in the database (a full disk, a file written by a newer occlab, …), as a
/// catalogue message (`serve-database-*`) for the operator's console; `full` when the write
/// needed more room than the file may take (`--max-db-bytes`) or the disk has.
#[derive(Debug, Clone, PartialEq)]
pub struct StorageError(pub Message, pub bool);

impl StorageError {
    fn new(message: Message) -> StorageError {
        StorageError(message, false)
    }

    /// Whether the database is full.
    pub fn is_full(&self) -> bool {
        self.1
    }
}

/// In the operator's language.
impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(&self.0))
    }
}

impl std::error::Error for StorageError {}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> Self {
        let full = e.sqlite_error_code() == Some(rusqlite::ErrorCode::DiskFull);
        StorageError(Message::new("serve-database-error").arg("why", e.to_string()), full)
    }
}

/// A stored run as the API lists it: the model's wire type (`occlab_model::api`), made from a
/// row of the `runs` table.
pub use occlab_model::run::api::RunSummary;

/// One row of the `runs` table's summary columns ([`SUMMARY_COLUMNS`], in order).
struct SummaryRow {
    id: i64,
    received_unix_ms: i64,
    class: Option<String>,
    name: Option<String>,
    hidden: bool,
    device: String,
    compute_capability: String,
    sms: u32,
    configurations: u32,
    agreements: u32,
}

impl From<SummaryRow> for RunSummary {
    fn from(r: SummaryRow) -> RunSummary {
        RunSummary {
            id: r.id,
            received_unix_ms: r.received_unix_ms,
            class: r.class,
            name: r.name,
            hidden: r.hidden,
            device: r.device,
            compute_capability: r.compute_capability,
            sms: r.sms,
            configurations: r.configurations,
            agreements: r.agreements,
        }
    }
}

/// A run to store, already validated by [`Run::from_json`].
#[derive(Debug)]
pub struct NewRun {
    pub class: Option<String>,
    pub name: Option<String>,
    pub run: Run,
}

/// Which runs a listing wants, newest first.
#[derive(Debug, Clone)]
pub struct RunFilter {
    pub class: Option<String>,
    pub device: Option<String>,
    /// Only runs with a smaller id (the previous page's last id).
    pub before: Option<i64>,
    pub limit: u32,
    pub include_hidden: bool,
}

/// What one write did.
#[derive(Debug)]
enum Outcome {
    Stored(RunSummary),
    Deleted(bool),
    Hidden(Option<RunSummary>),
    Cleared(Vec<i64>),
}

type Reply = oneshot::Sender<Result<Outcome, StorageError>>;

#[derive(Debug)]
enum Write {
    Insert(Box<NewRun>, Reply),
    Delete(i64, Reply),
    SetHidden(i64, bool, Reply),
    Clear(Option<String>, Reply),
    /// A write that panics in the writer, as a bug would (tests only).
    #[cfg(test)]
    Panic(Reply),
}

/// The open store: a handle to the writer thread and the read connection. Cloning shares both.
#[derive(Debug, Clone)]
pub struct Storage {
    writes: mpsc::Sender<Write>,
    reads: Arc<Mutex<Connection>>,
}

impl Storage {
    /// Opens (or creates) the database file, brings its schema up to date and starts the writer;
    /// the file may grow to `max_bytes` (SQLite's `max_page_count`), and a write that would need
    /// more is refused with [`StorageError::is_full`].
    pub fn open(path: &Path, max_bytes: u64) -> Result<Storage, StorageError> {
        let writer = open_writer(path, max_bytes)?;
        let reader = Connection::open(path)?;
        reader.busy_timeout(std::time::Duration::from_secs(5))?;
        reader.pragma_update(None, "query_only", true)?;

        let (writes, queue) = mpsc::channel();
        let path = path.to_path_buf();
        std::thread::Builder::new()
            .name("occlab-db-writer".into())
            .spawn(move || supervise_writer(&path, max_bytes, writer, &queue))
            .map_err(|e| StorageError::new(Message::new("serve-database-no-writer").arg("why", e.to_string())))?;
        Ok(Storage { writes, reads: Arc::new(Mutex::new(reader)) })
    }

    /// Stores a run; returns once it is committed to the file.
    pub async fn insert(&self, run: NewRun) -> Result<RunSummary, StorageError> {
        match self.write(|reply| Write::Insert(Box::new(run), reply)).await? {
            Outcome::Stored(summary) => Ok(summary),
            other => Err(unexpected(&other)),
        }
    }

    /// Deletes a run; `false` when there was none with that id.
    pub async fn delete(&self, id: i64) -> Result<bool, StorageError> {
        match self.write(|reply| Write::Delete(id, reply)).await? {
            Outcome::Deleted(found) => Ok(found),
            other => Err(unexpected(&other)),
        }
    }

    /// Hides a run from listings (or shows it again); `None` when there was none with that id.
    pub async fn set_hidden(&self, id: i64, hidden: bool) -> Result<Option<RunSummary>, StorageError> {
        match self.write(|reply| Write::SetHidden(id, hidden, reply)).await? {
            Outcome::Hidden(summary) => Ok(summary),
            other => Err(unexpected(&other)),
        }
    }

    async fn write(&self, make: impl FnOnce(Reply) -> Write) -> Result<Outcome, StorageError> {
        let (reply, answer) = oneshot::channel();
        let stopped = || StorageError::new(Message::new("serve-database-writer-stopped"));
        self.writes.send(make(reply)).map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }

    /// Runs newest first, as the filter asks.
    pub async fn list(&self, filter: RunFilter) -> Result<Vec<RunSummary>, StorageError> {
        self.read(move |conn| {
            let mut statement = conn.prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS} FROM runs
                 WHERE (?1 IS NULL OR class = ?1) AND (?2 IS NULL OR device = ?2)
                   AND (?3 IS NULL OR id < ?3) AND (?4 OR hidden = 0)
                 ORDER BY id DESC LIMIT ?5"
            ))?;
            let rows = statement.query_map(
                params![filter.class, filter.device, filter.before, filter.include_hidden, filter.limit],
                summary,
            )?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await
    }

    /// One run with its JSON (as stored: compact, and accepted by [`Run::from_json`]).
    pub async fn get(&self, id: i64, include_hidden: bool) -> Result<Option<(RunSummary, String)>, StorageError> {
        self.read(move |conn| {
            let mut statement = conn.prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS}, run_json FROM runs WHERE id = ?1 AND (?2 OR hidden = 0)"
            ))?;
            Ok(statement.query_row(params![id, include_hidden], |row| Ok((summary(row)?, row.get(10)?))).optional()?)
        })
        .await
    }

    /// Every run of `class` (those filed under no class where `None`), hidden ones included,
    /// oldest first, each with its JSON as stored: a class's export.
    pub async fn export(&self, class: Option<String>) -> Result<Vec<(RunSummary, String)>, StorageError> {
        self.read(move |conn| {
            let mut statement = conn.prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS}, run_json FROM runs WHERE class IS ?1 ORDER BY id"
            ))?;
            let rows = statement.query_map(params![class], |row| Ok((summary(row)?, row.get(10)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await
    }

    /// Deletes every run of `class` (those filed under no class where `None`); returns their ids.
    pub async fn clear(&self, class: Option<String>) -> Result<Vec<i64>, StorageError> {
        match self.write(|reply| Write::Clear(class, reply)).await? {
            Outcome::Cleared(ids) => Ok(ids),
            other => Err(unexpected(&other)),
        }
    }

    /// How many runs are stored (hidden ones included).
    pub async fn count(&self) -> Result<i64, StorageError> {
        self.read(|conn| Ok(conn.query_row("SELECT count(*) FROM runs", [], |r| r.get(0))?)).await
    }

    async fn read<T: Send + 'static>(
        &self,
        query: impl FnOnce(&Connection) -> Result<T, StorageError> + Send + 'static,
    ) -> Result<T, StorageError> {
        let reads = Arc::clone(&self.reads);
        tokio::task::spawn_blocking(move || {
            let conn = reads.lock().map_err(|_| StorageError::new(Message::new("serve-database-reader-failed")))?;
            query(&conn)
        })
        .await
        .map_err(|e| StorageError::new(Message::new("serve-database-read-unfinished").arg("why", e.to_string())))?
    }
}

const SUMMARY_COLUMNS: &str =
    "id, received_unix_ms, class, name, hidden, device, compute_capability, sms, configurations, agreements";

fn summary(row: &rusqlite::Row<'_>) -> rusqlite::Result<RunSummary> {
    Ok(RunSummary::from(SummaryRow {
        id: row.get(0)?,
        received_unix_ms: row.get(1)?,
        class: row.get(2)?,
        name: row.get(3)?,
        hidden: row.get(4)?,
        device: row.get(5)?,
        compute_capability: row.get(6)?,
        sms: row.get(7)?,
        configurations: row.get(8)?,
        agreements: row.get(9)?,
    }))
}

fn unexpected(outcome: &Outcome) -> StorageError {
    StorageError::new(Message::new("serve-database-out-of-turn").arg("outcome", format!("{outcome:?}")))
}

/// Applies the steps of [`MIGRATIONS`] the file lacks, each in its own transaction.
fn migrate(conn: &mut Connection) -> Result<(), StorageError> {
    let applied: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let known = MIGRATIONS.len();
    let applied = usize::try_from(applied).unwrap_or(usize::MAX);
    if applied > known {
        let newer = Message::new("serve-database-newer")
            .arg("version", Arg::Count(applied as u64))
            .arg("known", Arg::Count(known as u64));
        return Err(StorageError::new(newer));
    }
    for (step, sql) in MIGRATIONS.iter().enumerate().skip(applied) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Exclusive)?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", step + 1)?;
        tx.commit()?;
    }
    Ok(())
}

/// The write connection: WAL, `synchronous = FULL`, the schema brought up to date, and the file
/// held to `max_bytes`.
fn open_writer(path: &Path, max_bytes: u64) -> Result<Connection, StorageError> {
    let file = path.display().to_string();
    let mut writer = Connection::open(path).map_err(|e| {
        StorageError::new(Message::new("serve-database-unopened").arg("path", file.as_str()).arg("why", e.to_string()))
    })?;
    let mode: String = writer.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StorageError::new(Message::new("serve-database-no-wal").arg("path", file).arg("mode", mode)));
    }
    writer.pragma_update(None, "synchronous", "FULL")?;
    writer.busy_timeout(std::time::Duration::from_secs(5))?;
    migrate(&mut writer)?;
    let page_size: u64 = writer.query_row("PRAGMA page_size", [], |r| r.get(0))?;
    let pages = (max_bytes / page_size.max(1)).max(1);
    let _: u64 = writer.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |r| r.get(0))?;
    Ok(writer)
}

/// The writer thread: runs [`write_loop`] and starts it again on a fresh connection after a
/// panic (whose batch was rolled back and refused); stops the process if the file cannot be
/// opened again. Ends when every [`Storage`] handle is gone.
fn supervise_writer(path: &Path, max_bytes: u64, mut conn: Connection, queue: &mpsc::Receiver<Write>) {
    while let Err(panic) = catch_unwind(AssertUnwindSafe(|| write_loop(&mut conn, queue))) {
        let words = super::panic_words(panic.as_ref());
        match open_writer(path, max_bytes) {
            Ok(fresh) => {
                eprintln!("occlab serve: {}", say(&Message::new("serve-writer-panicked").arg("words", words)));
                conn = fresh;
            }
            Err(e) => {
                let stopping = Message::new("serve-writer-panicked-stopping")
                    .arg("words", words)
                    .arg("path", path.display().to_string())
                    .arg("why", e.to_string());
                eprintln!("occlab serve: {}", say(&stopping));
                std::process::exit(1);
            }
        }
    }
}

/// Takes every write waiting, applies them in one transaction, commits, then answers each.
/// Returns when every [`Storage`] handle is gone.
fn write_loop(conn: &mut Connection, queue: &mpsc::Receiver<Write>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(write) => batch.push(write),
                Err(_) => break,
            }
        }
        let mut results = Vec::with_capacity(batch.len());
        let committed = conn.transaction_with_behavior(TransactionBehavior::Immediate).and_then(|tx| {
            for write in &batch {
                results.push(apply(&tx, write));
            }
            tx.commit()
        });
        match committed {
            Ok(()) => {
                for (write, result) in batch.into_iter().zip(results) {
                    answer(write, result);
                }
            }
            Err(e) => {
                // A write that found the file full made SQLite roll the whole batch back (and the
                // commit then finds no transaction): every write of it is refused as full.
                let full = results.iter().find_map(|r| r.as_ref().err().filter(|e| e.is_full()).cloned());
                let failure = full.unwrap_or_else(|| StorageError::from(e));
                for write in batch {
                    answer(write, Err(failure.clone()));
                }
            }
        }
    }
}

fn answer(write: Write, result: Result<Outcome, StorageError>) {
    let reply = match write {
        Write::Insert(_, reply) | Write::Delete(_, reply) | Write::SetHidden(_, _, reply) | Write::Clear(_, reply) => {
            reply
        }
        #[cfg(test)]
        Write::Panic(reply) => reply,
    };
    // The asker may have gone (its client hung up); the write stands either way.
    let _ = reply.send(result);
}

fn apply(tx: &rusqlite::Transaction<'_>, write: &Write) -> Result<Outcome, StorageError> {
    match write {
        Write::Insert(new, _) => {
            let run_json = serde_json::to_string(&new.run)
                .map_err(|e| StorageError::new(Message::new("serve-database-error").arg("why", e.to_string())))?;
            let received_unix_ms = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
                .unwrap_or(0);
            let d = &new.run.device;
            let check = &new.run.occupancy_check;
            tx.prepare_cached(
                "INSERT INTO runs (received_unix_ms, class, name, device, compute_capability, sms,
                                   configurations, agreements, run_json)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                received_unix_ms,
                new.class,
                new.name,
                d.name,
                d.compute_capability,
                d.sms,
                check.configurations,
                check.agreements,
                run_json
            ])?;
            Ok(Outcome::Stored(RunSummary {
                id: tx.last_insert_rowid(),
                received_unix_ms,
                class: new.class.clone(),
                name: new.name.clone(),
                hidden: false,
                device: d.name.clone(),
                compute_capability: d.compute_capability.clone(),
                sms: d.sms,
                configurations: check.configurations,
                agreements: check.agreements,
            }))
        }
        Write::Delete(id, _) => Ok(Outcome::Deleted(tx.execute("DELETE FROM runs WHERE id = ?1", [id])? > 0)),
        Write::Clear(class, _) => {
            let ids = tx
                .prepare_cached("SELECT id FROM runs WHERE class IS ?1 ORDER BY id")?
                .query_map(params![class], |row| row.get(0))?
                .collect::<Result<Vec<i64>, _>>()?;
            tx.execute("DELETE FROM runs WHERE class IS ?1", params![class])?;
            Ok(Outcome::Cleared(ids))
        }
        Write::SetHidden(id, hidden, _) => {
            if tx.execute("UPDATE runs SET hidden = ?2 WHERE id = ?1", params![id, hidden])? == 0 {
                return Ok(Outcome::Hidden(None));
            }
            let row = tx
                .prepare_cached(&format!("SELECT {SUMMARY_COLUMNS} FROM runs WHERE id = ?1"))?
                .query_row([id], summary)
                .optional()?;
            Ok(Outcome::Hidden(row))
        }
        #[cfg(test)]
        #[allow(clippy::panic)]
        Write::Panic(_) => panic!("a bug in the writer"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn run() -> Run {
        Run::from_json(include_str!("../../../../public/samples/h100-quick.json")).unwrap()
    }

    fn new_run(name: &str) -> NewRun {
        NewRun { class: None, name: Some(name.into()), run: run() }
    }

    /// A panic in the writer refuses the writes it held, loses none that was answered, and the
    /// writer takes the next writes on a fresh connection: the runs are in the file (a real
    /// SQLite file, read back by a connection of its own).
    #[test]
    fn a_panicking_writer_loses_no_acknowledged_run_and_starts_again() {
        let dir = std::env::temp_dir().join(format!("occlab-writer-{}-{:?}", std::process::id(), SystemTime::now()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("runs.sqlite");
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let storage = Storage::open(&path, 1 << 30).unwrap();
            let before = storage.insert(new_run("before")).await.unwrap();
            let refused = storage.write(Write::Panic).await;
            assert_eq!(refused.map(|_| ()), Err(StorageError::new(Message::new("serve-database-writer-stopped"))));
            let after = storage.insert(new_run("after")).await.unwrap();
            assert!(after.id > before.id);
        });
        let check = Connection::open(&path).unwrap();
        let names: Vec<String> = check
            .prepare("SELECT name FROM runs ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(names, ["before", "after"]);
        drop(check);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
