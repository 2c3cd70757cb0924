//! The class view: which listed runs the page fetches (the newest [`MAX_FETCHED`], each once),
//! the class chart's series (each run's measured vector-add points, each run in its own colour
//! and mark, named by student and GPU, the viewer's own runs marked), who is in, and the instructor's requests and the server's
//! refusals. Plain Rust, tested natively; the requests are made in `browser::runs`.

use super::RunList;
use occlab_charts::palette::Palette;
use occlab_charts::{Class, ClassSeries, RunStyle};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::run::calibration::{curves, measured_curve};
use occlab_model::run::{Experiment, Run, Workload};
use std::collections::BTreeMap;

/// At most this many runs, the newest, are fetched and drawn.
pub const MAX_FETCHED: usize = 60;

/// A run's measured vector-add points (warps per SM, GB/s).
pub type Points = Vec<(u32, f64)>;

/// The vector add's measured points of `run` (the stream at one load per array), at 64 threads
/// per block where the run has them (every run format measures that size), else at its most
/// measured block size; none when the run has no vector add.
pub fn vector_add_points(run: &Run) -> Points {
    let vector_add = Experiment { workload: Workload::Stream, parallelism: 1 };
    let sizes: Vec<u32> = curves(run).into_iter().filter(|c| c.0 == vector_add).map(|c| c.1).collect();
    let size = if sizes.contains(&64) {
        Some(64)
    } else {
        sizes.iter().copied().max_by_key(|&t| (measured_curve(run, vector_add, t).len(), std::cmp::Reverse(t)))
    };
    size.map(|t| measured_curve(run, vector_add, t)).unwrap_or_default()
}

/// The runs fetched so far, by id (`None` while the request is out), and each run's style
/// index, given in the order runs arrived (the oldest first on opening): a run keeps its colour
/// and mark when others come and go.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fetched {
    runs: BTreeMap<i64, Option<Points>>,
    styles: BTreeMap<i64, usize>,
}

impl Fetched {
    /// The ids of `list` to fetch now, marked as asked for: the newest [`MAX_FETCHED`] not asked
    /// for yet. Runs no longer listed are forgotten.
    pub fn ask_for(&mut self, list: &RunList) -> Vec<i64> {
        let mut arrived: Vec<i64> = list.shown().map(|r| r.id).filter(|id| !self.styles.contains_key(id)).collect();
        arrived.sort_unstable();
        for id in arrived {
            self.styles.insert(id, self.styles.len());
        }
        let shown: Vec<i64> = list.shown().take(MAX_FETCHED).map(|r| r.id).collect();
        self.runs.retain(|id, _| shown.contains(id));
        let new: Vec<i64> = shown.into_iter().filter(|id| !self.runs.contains_key(id)).collect();
        for id in &new {
            self.runs.insert(*id, None);
        }
        new
    }

    /// Keeps run `id`'s points (none if it could not be fetched or read).
    pub fn arrived(&mut self, id: i64, points: Points) {
        if let Some(slot) = self.runs.get_mut(&id) {
            *slot = Some(points);
        }
    }

    fn points(&self, id: i64) -> Option<&Points> {
        self.runs.get(&id)?.as_ref().filter(|p| !p.is_empty())
    }

    /// Run `id`'s style index: the order it arrived in.
    fn style_index(&self, id: i64) -> usize {
        self.styles.get(&id).copied().unwrap_or(self.styles.len())
    }
}

/// Whether a run's name is the viewer's (`me`, trimmed; case and surrounding spaces ignored).
pub fn is_me(name: Option<&str>, me: &str) -> bool {
    let me = me.trim();
    !me.is_empty() && name.is_some_and(|n| n.trim().eq_ignore_ascii_case(me))
}

/// The students with runs listed, in the order they first sent one (oldest first), each once;
/// `say` words a run without a name.
pub fn who_is_in(list: &RunList, say: impl Fn(&Message) -> String) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for run in list.shown().rev() {
        let who = say(&run.who());
        if !names.contains(&who) {
            names.push(who);
        }
    }
    names
}

/// The class chart: the fetched runs of `list`, oldest first, each in its own colour and mark
/// (kept as runs arrive and leave), named by student and GPU (`say` words a run without a
/// name), `me`'s runs marked.
pub fn class_chart(
    list: &RunList,
    fetched: &Fetched,
    me: &str,
    palette: &Palette,
    say: impl Fn(&Message) -> String,
) -> Class {
    let newest: Vec<&super::RunEntry> = list.shown().take(MAX_FETCHED).collect();
    let series = newest
        .into_iter()
        .rev()
        .filter_map(|run| {
            let points = fetched.points(run.id)?.clone();
            let student = say(&run.who());
            Some(ClassSeries {
                label: format!("{student} · {}", run.device),
                style: RunStyle::of(palette, fetched.style_index(run.id)),
                own: is_me(run.name.as_deref(), me),
                student,
                points,
            })
        })
        .collect();
    Class { series }
}

/// What the instructor asks of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Hide,
    /// Show a hidden run to the class again.
    Show,
    Delete,
}

impl Action {
    /// The HTTP method and body of the request.
    pub fn request(self) -> (&'static str, Option<&'static str>) {
        match self {
            Action::Hide => ("PATCH", Some(r#"{"hidden":true}"#)),
            Action::Show => ("PATCH", Some(r#"{"hidden":false}"#)),
            Action::Delete => ("DELETE", None),
        }
    }
}

/// The server's refusal in its words (`{"error": "…"}`), after its status.
pub fn refusal(status: u16, body: &str) -> Message {
    let words = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_owned));
    let status = Arg::Verbatim(status.to_string());
    match words {
        Some(words) => Message::new("class-server-refused-words").arg("status", status).arg("words", words),
        None => Message::new("class-server-refused").arg("status", status),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list as the server sends it: the API's own listing type, as JSON.
    fn listing(runs: &[(i64, &str)]) -> RunList {
        listing_hiding(runs, &[])
    }

    /// The same, with the runs of `hidden` hidden (as the instructor's token lists them).
    fn listing_hiding(runs: &[(i64, &str)], hidden: &[i64]) -> RunList {
        let runs = runs
            .iter()
            .map(|&(id, name)| occlab_model::run::api::RunSummary {
                id,
                received_unix_ms: 1,
                class: None,
                name: Some(name.to_string()),
                hidden: hidden.contains(&id),
                device: "NVIDIA H200".into(),
                compute_capability: "9.0".into(),
                sms: 132,
                configurations: 1,
                agreements: 1,
            })
            .collect();
        let json = serde_json::to_string(&occlab_model::run::api::RunListing { runs, next_before: None })
            .unwrap_or_else(|e| unreachable!("{e}"));
        RunList::from_listing(&json).unwrap_or_default()
    }

    #[test]
    fn each_listed_run_is_fetched_once_the_newest_first_and_bounded() {
        let mut fetched = Fetched::default();
        assert_eq!(fetched.ask_for(&listing(&[(2, "b"), (1, "a")])), [2, 1]);
        assert_eq!(fetched.ask_for(&listing(&[(3, "c"), (2, "b"), (1, "a")])), [3]);
        // Run 2 was removed: forgotten, and not fetched again.
        assert_eq!(fetched.ask_for(&listing(&[(3, "c"), (1, "a")])), Vec::<i64>::new());
        fetched.arrived(2, vec![(1, 1.0)]);
        assert_eq!(fetched.points(2), None);
        let many: Vec<(i64, &str)> = (1..=100).rev().map(|id| (id, "x")).collect();
        let ids = Fetched::default().ask_for(&listing(&many));
        assert_eq!(ids.len(), MAX_FETCHED);
        assert_eq!((ids[0], ids[MAX_FETCHED - 1]), (100, 41));
    }

    /// One student's two runs (an H100 and an H200) are two styles, and a run keeps its style
    /// when another leaves.
    #[test]
    fn each_run_has_its_own_style_named_by_student_and_gpu_and_mine_are_marked() {
        let palette = Palette::new(false, false);
        let list = listing(&[(4, "Ada"), (3, "Alan"), (2, "<b>Grace</b>"), (1, "Ada")]);
        let mut fetched = Fetched::default();
        for id in fetched.ask_for(&list) {
            if id != 3 {
                fetched.arrived(id, vec![(8, 100.0 * id as f64)]);
            }
        }
        assert_eq!(who_is_in(&list, Message::to_string), ["Ada", "<b>Grace</b>", "Alan"]);
        let class = class_chart(&list, &fetched, " ada ", &palette, Message::to_string);
        let drawn: Vec<(&str, bool, RunStyle)> =
            class.series.iter().map(|s| (s.label.as_str(), s.own, s.style)).collect();
        assert_eq!(
            drawn,
            [
                ("Ada · NVIDIA H200", true, RunStyle::of(&palette, 0)),
                ("<b>Grace</b> · NVIDIA H200", false, RunStyle::of(&palette, 1)),
                ("Ada · NVIDIA H200", true, RunStyle::of(&palette, 3)),
            ]
        );
        assert!(!is_me(Some("Ada"), "  "));
        // Ada's runs leave: Grace keeps her run's style.
        let rest = listing(&[(2, "<b>Grace</b>")]);
        assert_eq!(fetched.ask_for(&rest), Vec::<i64>::new());
        let class = class_chart(&rest, &fetched, "", &palette, Message::to_string);
        assert_eq!(class.series.len(), 1);
        assert_eq!(class.series[0].style, RunStyle::of(&palette, 1));
    }

    #[test]
    fn a_real_run_gives_its_vector_add_points() {
        let text = include_str!("../../public/samples/h200-quick.json");
        let run = Run::from_json(text).unwrap_or_else(|e| unreachable!("{e}"));
        let points = vector_add_points(&run);
        assert!(points.len() > 3, "{points:?}");
        assert!(points.iter().all(|&(w, r)| w > 0 && r > 0.0));
    }

    #[test]
    fn refusals_are_the_servers_words() {
        assert_eq!(
            refusal(403, r#"{"error":"the token is not the instructor token"}"#).to_string(),
            "The server refused (403): the token is not the instructor token"
        );
        assert_eq!(refusal(502, "<html>").to_string(), "The server refused (502).");
        assert_eq!(Action::Hide.request(), ("PATCH", Some(r#"{"hidden":true}"#)));
        assert_eq!(Action::Delete.request(), ("DELETE", None));
    }

    #[test]
    fn a_hidden_run_is_listed_to_the_instructor_but_not_in_the_class() {
        let list = listing_hiding(&[(3, "Alan"), (2, "Grace"), (1, "Ada")], &[2]);
        assert_eq!(list.entries().len(), 3);
        assert_eq!(who_is_in(&list, Message::to_string), ["Ada", "Alan"]);
        let mut fetched = Fetched::default();
        assert_eq!(fetched.ask_for(&list), [3, 1], "a hidden run is not fetched for the chart");
    }
}
