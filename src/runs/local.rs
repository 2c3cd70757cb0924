//! Runs added as files, for a page hosted without `occlab serve`: each file is read by the
//! model's one run reader (so it is refused with the words the server and `occlab upload` use),
//! shown in the list, and kept in browser storage as the file's name and text.

use super::{RunEntry, RunList};
use occlab_model::locale::message::Message;
use occlab_model::run::Run;
use serde::{Deserialize, Serialize};

/// One run file as kept in browser storage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunFile {
    pub file: String,
    pub text: String,
}

/// The files added so far, oldest first; their list entries are numbered from 1 in that order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LocalRuns(Vec<RunFile>);

impl LocalRuns {
    /// What browser storage held (nothing, or something unreadable, is no runs). Files that no
    /// longer read as runs are dropped.
    pub fn restore(stored: Option<&str>) -> LocalRuns {
        let files: Vec<RunFile> = stored.and_then(|s| serde_json::from_str(s).ok()).unwrap_or_default();
        LocalRuns(files.into_iter().filter(|f| Run::from_json(&f.text).is_ok()).collect())
    }

    /// The text to keep in browser storage.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(&self.0).unwrap_or_default()
    }

    /// Adds the files that read as runs; returns "FILE: reason" for each that does not (a file
    /// that could not be read says so in the browser's words).
    pub fn add(&mut self, files: Vec<(String, Result<String, String>)>) -> Vec<Message> {
        let mut refused = Vec::new();
        for (file, text) in files {
            let read = text.map_err(Message::from);
            match read.and_then(|text| Run::from_json(&text).map(|_| text).map_err(|e| e.message())) {
                Ok(text) => self.0.push(RunFile { file, text }),
                Err(why) => refused.push(Message::new("runs-file-refused").arg("file", file).arg("why", why)),
            }
        }
        refused
    }

    /// The run numbered `id` in [`LocalRuns::list`].
    pub fn run(&self, id: i64) -> Option<Run> {
        let index = usize::try_from(id).ok()?.checked_sub(1)?;
        self.0.get(index).and_then(|f| Run::from_json(&f.text).ok())
    }

    /// The list the panel shows, newest first, each run named by its file.
    pub fn list(&self) -> RunList {
        let mut entries: Vec<RunEntry> = self
            .0
            .iter()
            .zip(1..)
            .filter_map(|(f, id)| Run::from_json(&f.text).ok().map(|run| RunEntry::from_run(id, &f.file, &run)))
            .collect();
        entries.reverse();
        RunList(entries)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runs::RunList;

    // A real run of occlab measure --quick on an H100 (public/samples/README.md).
    const RUN: &str = include_str!("../../public/samples/h100-quick.json");

    #[test]
    fn files_that_read_as_runs_are_listed_newest_first_and_others_refused_in_the_reader_s_words() {
        let mut local = LocalRuns::restore(None);
        let refused = local.add(vec![
            ("a.json".into(), Ok(RUN.into())),
            ("bad.json".into(), Ok(RUN.replace("\"sms\": 132", "\"sms\": 0"))),
            ("b.json".into(), Ok(RUN.into())),
            ("gone.json".into(), Err("the file could not be read".into())),
        ]);
        assert_eq!(
            refused.iter().map(Message::to_string).collect::<Vec<_>>(),
            ["bad.json: not a valid run: device.sms must be at least 1", "gone.json: the file could not be read"]
        );
        let list: RunList = local.list();
        let shown: Vec<(i64, String)> = list.entries().iter().map(|r| (r.id, r.who().to_string())).collect();
        assert_eq!(shown, [(2, "b.json".to_owned()), (1, "a.json".to_owned())]);
        assert_eq!(
            list.entries()[0].details().to_string(),
            "CC 9.0 · the model agrees with the driver on 1,700 of 1,700 configurations"
        );
        assert_eq!(LocalRuns::restore(Some(&local.to_stored())), local);
        assert_eq!(local.run(1), Run::from_json(RUN).ok());
        assert_eq!((local.run(0), local.run(3)), (None, None));
        assert_eq!(LocalRuns::restore(Some("not json")), LocalRuns::default());
    }
}
