//! The runs region: the measured runs `occlab serve` holds, listed newest first and kept live by
//! its event stream (docs/API.md), or, on a page hosted without it, run files added by the
//! visitor ([`local`]). Plain Rust, tested natively; the requests and files are handled in
//! `browser::runs`.

pub mod choice;
pub mod class;
pub mod class_view;
pub mod local;
pub mod measured;
pub mod measured_run;
pub mod run_timeline;
pub mod runs_panel;
pub mod runs_region;
pub mod runs_section;
pub mod samples;

use occlab_model::locale::message::{counted, Arg, Message};
use occlab_model::run::api::{Removed, RunListing, RunSummary};
use occlab_model::run::Run;

/// Where the page asks, relative to the server that served it.
pub const LIST_URL: &str = "/api/runs?limit=100";
pub const EVENTS_URL: &str = "/api/events";
/// The instructor's export of the class's runs (JSON lines), and the clearing of the class.
pub const EXPORT_URL: &str = "/api/runs/export";
pub const CLEAR_URL: &str = "/api/runs";
/// Where the page checks a typed instructor token (204, or the server's refusal).
pub const INSTRUCTOR_URL: &str = "/api/instructor";
/// The event kinds the panel follows.
pub const EVENT_KINDS: [&str; 4] = ["ready", "run", "removed", "lagged"];

/// One run of the list: a server's run as the API summarises it (`occlab_model::run::api::RunSummary`,
/// the wire type both sides share), or a run file the visitor added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunEntry {
    pub id: i64,
    pub name: Option<String>,
    pub device: String,
    pub compute_capability: String,
    pub configurations: u32,
    pub agreements: u32,
    /// Hidden from the class by the instructor (listed to the instructor only).
    pub hidden: bool,
}

impl From<RunSummary> for RunEntry {
    fn from(s: RunSummary) -> RunEntry {
        RunEntry {
            id: s.id,
            name: s.name,
            device: s.device,
            compute_capability: s.compute_capability,
            configurations: s.configurations,
            agreements: s.agreements,
            hidden: s.hidden,
        }
    }
}

impl RunEntry {
    /// A run read from a file, numbered `id` and named by its file.
    pub fn from_run(id: i64, file: &str, run: &Run) -> RunEntry {
        RunEntry {
            id,
            name: Some(file.to_owned()),
            device: run.device.name.clone(),
            compute_capability: run.device.compute_capability.clone(),
            configurations: run.occupancy_check.configurations,
            agreements: run.occupancy_check.agreements,
            hidden: false,
        }
    }

    /// The student's name, or a placeholder (`runs-no-name`); shown as text, never as markup.
    pub fn who(&self) -> Message {
        self.name.clone().map_or_else(|| Message::new("runs-no-name"), Message::from)
    }

    /// "CC 9.0 · the model agrees with the driver on 240 of 240 configurations"
    pub fn details(&self) -> Message {
        Message::new("runs-details")
            .arg("cc", self.compute_capability.as_str())
            .arg("agreements", Arg::Count(self.agreements.into()))
            .arg("configurations", counted("configurations", self.configurations.into()))
    }
}

/// The address of one stored run.
pub fn run_url(id: i64) -> String {
    format!("/api/runs/{id}")
}

/// The run inside `GET /api/runs/{id}`'s answer (the summary, with the run under `"run"`), read
/// by the model's one run reader.
pub fn run_of_answer(json: &str) -> Result<Run, Message> {
    let answer: serde_json::Value =
        serde_json::from_str(json).map_err(|e| Message::new("runs-answer-not-understood").arg("why", e.to_string()))?;
    let run = answer.get("run").ok_or_else(|| Message::new("runs-answer-no-run"))?;
    Run::from_json(&run.to_string()).map_err(|e| e.message())
}

/// What a server event asks of the list.
#[derive(Debug, PartialEq, Eq)]
pub enum Change {
    /// The list changed.
    Updated,
    /// The list may have missed events (a reconnection, or the stream lagged): fetch it again.
    Reload,
    /// Nothing to do.
    None,
}

/// The runs shown, newest (largest id) first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunList(Vec<RunEntry>);

impl RunList {
    /// The list from `GET /api/runs`.
    pub fn from_listing(json: &str) -> Result<RunList, String> {
        let listing: RunListing =
            serde_json::from_str(json).map_err(|e| format!("the server's list is not understood: {e}"))?;
        let mut list = RunList(listing.runs.into_iter().map(RunEntry::from).collect());
        list.0.sort_by_key(|r| std::cmp::Reverse(r.id));
        list.0.dedup_by_key(|r| r.id);
        Ok(list)
    }

    pub fn entries(&self) -> &[RunEntry] {
        &self.0
    }

    /// The runs the class sees: all but those the instructor hid.
    pub fn shown(&self) -> impl DoubleEndedIterator<Item = &RunEntry> {
        self.0.iter().filter(|r| !r.hidden)
    }

    /// Applies one server event (`run`, `removed`, `ready`, `lagged`) with its data.
    pub fn apply(&mut self, kind: &str, data: &str) -> Change {
        match kind {
            "run" => match serde_json::from_str::<RunSummary>(data).map(RunEntry::from) {
                Ok(run) => {
                    self.0.retain(|r| r.id != run.id);
                    let at = self.0.partition_point(|r| r.id > run.id);
                    self.0.insert(at, run);
                    Change::Updated
                }
                Err(_) => Change::Reload,
            },
            "removed" => match serde_json::from_str::<Removed>(data) {
                Ok(Removed { id }) => {
                    self.0.retain(|r| r.id != id);
                    Change::Updated
                }
                Err(_) => Change::Reload,
            },
            "ready" | "lagged" => Change::Reload,
            _ => Change::None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(id: i64, name: &str) -> String {
        format!(
            r#"{{"id":{id},"received_unix_ms":1,"class":null,"name":"{name}","hidden":false,"device":"NVIDIA H200",
                "compute_capability":"9.0","sms":132,"configurations":1240,"agreements":1239}}"#
        )
    }

    #[test]
    fn events_keep_the_list_newest_first_without_duplicates() {
        let mut list =
            RunList::from_listing(&format!(r#"{{"runs":[{}, {}],"next_before":null}}"#, run(3, "c"), run(1, "a")))
                .unwrap_or_default();
        assert_eq!(list.apply("run", &run(2, "b")), Change::Updated);
        assert_eq!(list.apply("run", &run(4, "d")), Change::Updated);
        assert_eq!(list.apply("run", &run(4, "d")), Change::Updated);
        let ids: Vec<i64> = list.entries().iter().map(|r| r.id).collect();
        assert_eq!(ids, [4, 3, 2, 1]);
        assert_eq!(list.apply("removed", r#"{"id":3}"#), Change::Updated);
        assert_eq!(list.entries().iter().map(|r| r.id).collect::<Vec<_>>(), [4, 2, 1]);
        assert_eq!(list.apply("ready", "{}"), Change::Reload);
        assert_eq!(list.apply("run", "not json"), Change::Reload);
        assert_eq!(list.apply("ping", "{}"), Change::None);
    }

    #[test]
    fn a_run_comes_from_the_servers_answer_or_a_file_with_the_models_refusals() {
        let text = include_str!("../../public/samples/h100-quick.json");
        let run = Run::from_json(text).unwrap_or_else(|e| unreachable!("{e}"));
        let answer = format!(r#"{{"id":7,"name":"Ada","run":{text}}}"#);
        assert_eq!(run_of_answer(&answer), Ok(run));
        assert_eq!(
            run_of_answer(r#"{"id":7}"#).map_err(|e| e.to_string()),
            Err("the server's answer holds no run".into())
        );
        assert_eq!(run_url(7), "/api/runs/7");
    }

    #[test]
    fn an_entry_reads_as_its_student_device_and_self_check() {
        let list = RunList::from_listing(&format!(r#"{{"runs":[{}]}}"#, run(1, "<b>Ada</b>"))).unwrap_or_default();
        let entry = &list.entries()[0];
        assert_eq!(entry.who(), "<b>Ada</b>");
        let nameless = RunEntry { name: None, ..entry.clone() };
        assert_eq!(nameless.who(), "(no name)");
        assert_eq!(
            entry.details().to_string(),
            "CC 9.0 · the model agrees with the driver on 1,239 of 1,240 configurations"
        );
        assert!(RunList::from_listing("<html>").is_err());
    }
}
