//! Finding a GPU in the catalogue the way people type it: any case, any word order, words left
//! out, vendor words ("NVIDIA", "GeForce") optional, numbers run together with letters
//! ("rtx4090"), a word cut short ("a100 40" for "A100 … 40GB"). The CLI's `--gpu`, the page's
//! picker and its URL query all use this one search.
//!
//! Ranking: an exact name or alias first; then the GPU whose name or alias matches the most words
//! most exactly, leaving the fewest of its own words unmatched ("4090" is the desktop card, not the
//! laptop one); ties keep the catalogue's order. A miss suggests the nearest names by edit distance.

use crate::locale::message::{list_or, Message};
use crate::{Gpu, GPUS};
use std::cmp::Reverse;
use std::fmt;

/// Words that never tell two GPUs apart: optional in a query, and not counted as unmatched.
const NOISE: [&str; 6] = ["nvidia", "geforce", "gpu", "graphics", "card", "edition"];

/// Words people use for a catalogue word.
const SYNONYMS: [(&str, &str); 3] = [("mobile", "laptop"), ("notebook", "laptop"), ("datacenter", "data")];

/// How many nearest names a miss suggests.
pub const SUGGESTIONS: usize = 3;

/// What a search found: the best GPU, and any others that match it equally well.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GpuChoice {
    pub gpu: &'static Gpu,
    /// The query is the GPU's name or an alias (up to case, spacing and vendor words).
    pub exact: bool,
    /// GPUs with the same rank as `gpu`, which the catalogue's order put after it.
    pub ties: Vec<&'static Gpu>,
}

/// No GPU matched every word of the query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownGpu {
    pub query: String,
    /// The nearest names, nearest first (at most [`SUGGESTIONS`]).
    pub suggestions: Vec<&'static Gpu>,
}

impl fmt::Display for UnknownGpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown GPU \"{}\"", self.query.trim())?;
        let names: Vec<&str> = self.suggestions.iter().map(|g| g.name).collect();
        match names.as_slice() {
            [] => Ok(()),
            [one] => write!(f, "; did you mean {one}?"),
            [init @ .., last] => write!(f, "; did you mean {} or {last}?", init.join(", ")),
        }
    }
}

impl std::error::Error for UnknownGpu {}

impl UnknownGpu {
    /// The error in the catalogues' words: `unknown GPU "RTX 4900"; did you mean …?`.
    pub fn message(&self) -> Message {
        let names = self.suggestions.iter().map(|g| Message::from(g.name.to_string()));
        let message = match list_or(names) {
            Some(names) => Message::new("gpu-unknown-suggest").arg("names", names),
            None => Message::new("gpu-unknown"),
        };
        message.arg("query", self.query.trim())
    }
}

impl Gpu {
    /// The best match for what a user typed, or the nearest names if nothing matches.
    pub fn search(query: &str) -> Result<GpuChoice, UnknownGpu> {
        // A name as the catalogue spells it (as links and the picker write it) ranks first, alone:
        // found without ranking the catalogue.
        if let Some(gpu) = GPUS.iter().find(|g| g.name == query) {
            return Ok(GpuChoice { gpu, exact: true, ties: Vec::new() });
        }
        let ranked = rank(query);
        let Some(&(best_rank, gpu)) = ranked.first() else {
            return Err(UnknownGpu { query: query.to_string(), suggestions: suggest(query) });
        };
        let ties = ranked.iter().skip(1).take_while(|(r, _)| *r == best_rank).map(|(_, g)| *g).collect();
        Ok(GpuChoice { gpu, exact: best_rank.exact, ties })
    }

    /// Every GPU that matches all words of `query`, best first; all GPUs, in catalogue order, for
    /// an empty query.
    pub fn search_all(query: &str) -> Vec<&'static Gpu> {
        if words(query).is_empty() {
            return GPUS.iter().collect();
        }
        rank(query).into_iter().map(|(_, g)| g).collect()
    }
}

/// A match's rank; larger is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Rank {
    /// The query is a name or alias, up to case, spacing, punctuation and noise words.
    exact: bool,
    /// Per query word: 3 for a whole word, 2 for a word's beginning, 1 for the context
    /// (architecture, segment, compute capability).
    points: u32,
    /// Words of the matched name left unmatched, negated.
    fewer_extra: Reverse<usize>,
}

fn rank(query: &str) -> Vec<(Rank, &'static Gpu)> {
    let query_words = words(query);
    if query_words.is_empty() {
        return Vec::new();
    }
    let query_key: String = query_words.concat();
    let mut ranked: Vec<(Rank, usize, &'static Gpu)> = GPUS
        .iter()
        .enumerate()
        .filter_map(|(index, gpu)| {
            let context = context_words(gpu);
            names(gpu)
                .filter_map(|name| {
                    let name_words = words(name);
                    let (points, used) = match_words(&query_words, &name_words, &context)?;
                    let exact = name_words.concat() == query_key;
                    Some(Rank { exact, points, fewer_extra: Reverse(name_words.len() - used) })
                })
                .max()
                .map(|rank| (rank, index, gpu))
        })
        .collect();
    // Best rank first, ties in catalogue order: an insertion sort, stable over a list already in
    // that order. A few hundred GPUs at most; the page's first view need not carry a general
    // sort for them.
    for i in 1..ranked.len() {
        let mut j = i;
        while j > 0 && ranked.get(j - 1).map(|r| r.0) < ranked.get(j).map(|r| r.0) {
            ranked.swap(j - 1, j);
            j -= 1;
        }
    }
    ranked.into_iter().map(|(rank, _, gpu)| (rank, gpu)).collect()
}

/// Matches every query word against the name's words (whole, a run of them written together,
/// or a beginning) or else the context; `None` if a word matches nothing. Returns the points and
/// how many of the name's words were used.
fn match_words(query: &[String], name: &[String], context: &[String]) -> Option<(u32, usize)> {
    let mut used = vec![false; name.len()];
    let mut points = 0;
    for q in query {
        if let Some((start, end)) = run_matching(q, name, &used) {
            used[start..end].iter_mut().for_each(|u| *u = true);
            points += 3;
        } else if let Some(i) = (0..name.len()).find(|&i| !used[i] && name[i].starts_with(q.as_str())) {
            used[i] = true;
            points += 2;
        } else if context.iter().any(|c| c == q) {
            points += 1;
        } else {
            return None;
        }
    }
    Some((points, used.iter().filter(|u| **u).count()))
}

/// The first run of unused name words that, written together, equals `q` ("rtx4090").
fn run_matching(q: &str, name: &[String], used: &[bool]) -> Option<(usize, usize)> {
    (0..name.len()).find_map(|start| {
        let mut joined = String::new();
        for end in start..name.len() {
            if used[end] {
                return None;
            }
            joined.push_str(&name[end]);
            if joined == q {
                return Some((start, end + 1));
            }
            if !q.starts_with(joined.as_str()) {
                return None;
            }
        }
        None
    })
}

/// The name and aliases of a GPU.
fn names(gpu: &'static Gpu) -> impl Iterator<Item = &'static str> {
    std::iter::once(gpu.name).chain(gpu.aliases.iter().copied())
}

/// Words that describe a GPU without being its name: architecture, segment, compute capability
/// ("8.6", "86", "sm86", and "sm_86" as the words "sm" and "86").
fn context_words(gpu: &Gpu) -> Vec<String> {
    let cc = gpu.compute_capability;
    let digits = cc.replace('.', "");
    let mut context = words(gpu.architecture);
    context.extend(words(gpu.segment));
    context.extend(["cc".to_string(), "sm".to_string(), format!("sm{digits}"), digits, cc.to_string()]);
    context
}

/// Lower-case words, split at ASCII punctuation and spaces (every catalogue name is ASCII, so
/// other letters stay in their word and never match), with noise words dropped, synonyms replaced and a
/// model number with a trailing "s" read as SUPER ("2080s" → "2080", "super").
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric() && c != '.')
        .flat_map(|w| {
            // Keep "8.6" whole, but split "sxm5." or ".80gb".
            let w = w.trim_matches('.');
            if w.chars().all(|c| c.is_ascii_digit() || c == '.') {
                vec![w]
            } else {
                w.split('.').collect()
            }
        })
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .filter(|w| !NOISE.contains(&w.as_str()))
        .map(|w| SYNONYMS.iter().find(|(from, _)| *from == w).map_or(w, |(_, to)| to.to_string()))
        .flat_map(|w| match w.strip_suffix('s') {
            Some(number) if number.len() >= 3 && number.chars().all(|c| c.is_ascii_digit()) => {
                vec![number.to_string(), "super".to_string()]
            }
            _ => vec![w],
        })
        .collect()
}

/// The nearest names to a query that matched nothing: the fewest edits between the query's words
/// written together and a name's (or alias's), ties in catalogue order.
fn suggest(query: &str) -> Vec<&'static Gpu> {
    let key: Vec<char> = words(query).concat().chars().collect();
    let mut scored: Vec<(usize, &'static Gpu)> = GPUS
        .iter()
        .map(|gpu| {
            let distance = names(gpu)
                .map(|name| edit_distance(&key, &words(name).concat().chars().collect::<Vec<_>>()))
                .min()
                .unwrap_or(usize::MAX);
            (distance, gpu)
        })
        .collect();
    // The nearest few, ties in catalogue order (min_by_key keeps the first of equals).
    let mut nearest = Vec::with_capacity(SUGGESTIONS);
    while nearest.len() < SUGGESTIONS {
        let Some(best) = scored.iter().enumerate().min_by_key(|(_, (distance, _))| *distance).map(|(i, _)| i) else {
            break;
        };
        nearest.push(scored.remove(best).1);
    }
    nearest
}

/// Optimal string alignment distance: insertions, deletions, substitutions and transpositions of
/// neighbours each cost one ("4900" is one edit from "4090").
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    rows[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1).min(rows[i][j - 1] + 1).min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shortcut for a catalogue name gives what ranking the whole catalogue gives: the GPU
    /// itself, exact, with no other GPU ranked as high.
    #[test]
    fn a_catalogue_name_ranks_first_alone() {
        for gpu in GPUS {
            let ranked = rank(gpu.name);
            let (best, first) = ranked[0];
            assert!(std::ptr::eq(first, gpu) && best.exact, "{}", gpu.name);
            assert!(ranked.get(1).is_none_or(|(next, _)| *next < best), "{} ties", gpu.name);
            assert_eq!(Gpu::search(gpu.name), Ok(GpuChoice { gpu, exact: true, ties: Vec::new() }));
        }
    }

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn edit_distance_counts_a_swap_as_one_edit() {
        assert_eq!(edit_distance(&chars("rtx4900"), &chars("rtx4090")), 1);
        assert_eq!(edit_distance(&chars("gh300"), &chars("gh200")), 1);
        assert_eq!(edit_distance(&chars(""), &chars("abc")), 3);
        assert_eq!(edit_distance(&chars("kitten"), &chars("sitting")), 3);
    }

    #[test]
    fn words_drop_noise_and_keep_version_numbers() {
        assert_eq!(words("NVIDIA GeForce RTX 4090 Laptop GPU"), ["rtx", "4090", "laptop"]);
        assert_eq!(words("cc 8.6"), ["cc", "8.6"]);
        assert_eq!(words("H100-SXM5 80GB."), ["h100", "sxm5", "80gb"]);
        assert_eq!(words("4090 mobile"), ["4090", "laptop"]);
        assert_eq!(words("RTX 2080s"), ["rtx", "2080", "super"]);
        assert_eq!(words("T4s"), ["t4s"]);
    }

    #[test]
    fn a_run_of_words_written_together_matches() {
        let name = words("GeForce RTX 4090 Laptop GPU");
        assert_eq!(run_matching("rtx4090", &name, &[false; 3]), Some((0, 2)));
        assert_eq!(run_matching("4090laptop", &name, &[false; 3]), Some((1, 3)));
        assert_eq!(run_matching("rtx409", &name, &[false; 3]), None);
    }
}
