//! The reader's language: the catalogue every message of the page is rendered through
//! (`occlab_model::locale`), chosen by the link (`?lang=ru`), else the reader's earlier choice
//! (local storage), else the browser's languages, and switched in the header. Each catalogue
//! comes in parts (`Part::PAGE` are the page's), compiled at build time into
//! `locales/{tag}/{part}.cat`: the first view's English is in the page; the page fetches a part
//! of another language when it first speaks that language, and the panels' and the what-if's
//! parts of the language spoken with the panels' code, each through a small wasm chunk that
//! fetches and reads it; a cold visit in another language waits a moment for that part before
//! the page is first drawn ([`before_first_view`]). Each part fetched is also kept in local
//! storage: a repeat visit speaks its language from the first frame, and checks the stored parts
//! against the server's after it.

use crate::browser;
use crate::browser::runs::get_text;
use futures_util::future::{join_all, select};
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::message::Message;
use occlab_model::locale::{Catalogue, Lang, Part};
use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

thread_local! {
    /// Each language's catalogue as the page has it, its parts joined, kept for the visit.
    static FETCHED: RefCell<Vec<&'static Catalogue>> = const { RefCell::new(Vec::new()) };
    /// The parts the page has, by language, each with the text it was read from.
    static LOADED: RefCell<Vec<Loaded>> = const { RefCell::new(Vec::new()) };
    /// The parts read from the last visit's storage and not yet checked against the server's.
    static UNCHECKED: RefCell<Vec<(Lang, Part)>> = const { RefCell::new(Vec::new()) };
    /// Whether the lower panels are shown, so that every language needs their part too.
    static PANELS_SHOWN: Cell<bool> = const { Cell::new(false) };
    /// Writes the page's `data-msg` elements in the language spoken.
    static REFILL: RefCell<Option<Box<dyn Fn()>>> = const { RefCell::new(None) };
}

/// A part of a catalogue the page has.
struct Loaded {
    lang: Lang,
    part: Part,
    /// The compiled text it was read from, to tell a changed copy from the same.
    text: String,
    read: Catalogue,
}

impl Loaded {
    fn is(&self, lang: Lang, part: Part) -> bool {
        (self.lang, self.part) == (lang, part)
    }
}

/// The language at `index` in `Lang::ALL`.
fn language(index: u32) -> Lang {
    Lang::ALL.get(index as usize).copied().unwrap_or_default()
}

/// The catalogue of `lang`, with the parts the page has of it.
fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    let fetched = FETCHED.with_borrow(|fetched| fetched.iter().rev().copied().find(|c| c.lang() == lang));
    fetched.or_else(|| (lang == Lang::En).then(Catalogue::english))
}

/// Whether the page has `part` of the catalogue of `lang`.
fn has(lang: Lang, part: Part) -> bool {
    (lang == Lang::En && part == Part::FirstView)
        || LOADED.with_borrow(|loaded| loaded.iter().any(|l| l.is(lang, part)))
}

/// Whether `part` of `lang` came from the last visit's storage and still needs checking.
fn unchecked(lang: Lang, part: Part) -> bool {
    UNCHECKED.with_borrow(|unchecked| unchecked.contains(&(lang, part)))
}

/// Where the page keeps `part` of the catalogue of `lang` for the next visit (local storage), so
/// that a repeat visit speaks the language from its first frame.
fn stored_key(lang: Lang, part: Part) -> String {
    format!("occlab.catalogue.{}.{}", lang.tag(), part.name())
}

/// Keeps `part` of the catalogue of `lang`, read from `text` (replacing an earlier copy), and
/// joins the language's parts again. `false` if `text` is the copy the page has; an error if it
/// is not a compiled catalogue.
fn keep(lang: Lang, part: Part, text: String) -> Result<bool, String> {
    if LOADED.with_borrow(|loaded| loaded.iter().any(|l| l.is(lang, part) && l.text == text)) {
        return Ok(false);
    }
    let read = Catalogue::compiled(lang, &text).map_err(|e| e.to_string())?;
    let joined = LOADED.with_borrow_mut(|loaded| {
        loaded.retain(|l| !l.is(lang, part));
        loaded.push(Loaded { lang, part, text, read });
        let english = (lang == Lang::En).then(|| Catalogue::english().clone());
        Part::PAGE
            .iter()
            .filter_map(|part| loaded.iter().find(|l| l.is(lang, *part)))
            .fold(english, |joined, l| Some(joined.map_or_else(|| l.read.clone(), |j| j.with(&l.read))))
    });
    if let Some(joined) = joined {
        FETCHED.with_borrow_mut(|fetched| fetched.push(Box::leak(Box::new(joined))));
    }
    Ok(true)
}

/// Takes the parts of `lang` the last visit stored, to be checked against the server's; a part
/// the page has already is not read again.
fn restore(lang: Lang) {
    for part in Part::PAGE.into_iter().filter(|&part| !has(lang, part)) {
        if let Some(text) = browser::stored(&stored_key(lang, part)) {
            if keep(lang, part, text) == Ok(true) {
                UNCHECKED.with_borrow_mut(|unchecked| unchecked.push((lang, part)));
            }
        }
    }
}

/// Where the page finds `part` of the catalogue of `lang` (xtask post-build compiles
/// `crates/model/locales/` there).
fn part_url(lang: Lang, part: Part) -> String {
    format!("locales/{}/{}.cat", lang.tag(), part.name())
}

/// Parts of a catalogue on their way; `true` once one differs from the copy the page had.
type Fetching = Pin<Box<dyn Future<Output = Result<bool, String>>>>;

/// Fetches and reads `parts` of the catalogue of `lang` at once, keeps them for the visit and
/// stores them for the next: a wasm chunk of its own, so the first view carries no code for
/// fetching.
#[wasm_split(catalogue_fetch, fallible)]
fn fetch_parts(lang: Lang, parts: Vec<Part>) -> Result<Fetching, SplitLoaderError> {
    Ok(Box::pin(async move {
        let read = |part: Part| async move { get_text(&part_url(lang, part)).await.map(|text| (part, text)) };
        let read = join_all(parts.into_iter().map(read)).await;
        let mut changed = false;
        for found in read {
            let (part, text) = found?;
            // Read once, and stored only once read.
            changed |= keep(lang, part, text.clone())?;
            UNCHECKED.with_borrow_mut(|unchecked| unchecked.retain(|u| *u != (lang, part)));
            browser::store(&stored_key(lang, part), &text);
        }
        Ok(changed)
    }))
}

/// Fetches the parts of the catalogue of `lang` that the page shows and lacks, or took from the
/// last visit unchecked: the first view's, and the panels' and the what-if's once the panels are
/// shown (or `panels`). `true` once the language's catalogue changed.
async fn fetch_shown(lang: Lang, panels: bool) -> Result<bool, String> {
    let panels = panels || PANELS_SHOWN.get();
    let parts: Vec<Part> = [(Part::FirstView, true), (Part::Panels, panels), (Part::WhatIf, panels)]
        .into_iter()
        .filter(|&(part, shown)| shown && (!has(lang, part) || unchecked(lang, part)))
        .map(|(part, _)| part)
        .collect();
    if parts.is_empty() {
        return Ok(false);
    }
    // The parts come while the chunk that reads them does.
    for &part in &parts {
        browser::preload(&part_url(lang, part));
    }
    match fetch_parts(lang, parts).await {
        Ok(fetching) => fetching.await,
        Err(e) => Err(e.to_string()),
    }
}

/// How long the page waits, before it is first drawn, for the first view's part of a language
/// it has not stored: a cold visit then draws its first view once, in that language, instead of
/// in English and again (docs/PERFORMANCE.md). The page's head asks for the part with the main
/// module, and the part is a fortieth of its size, so it is normally there first; a server that
/// has not sent it a second later gets the English first view, which speaks the language once
/// its part comes. A part that cannot be fetched draws the English view at once.
const FIRST_VIEW_WAIT_MS: u32 = 1_000;

/// The language the link, else the stored choice, else the browser's languages ask for; for a
/// link naming a language the page does not speak, `Err` with what it asked.
fn asked(link_lang: Option<&str>) -> Result<Option<Lang>, &str> {
    match link_lang {
        Some(asked) => Lang::from_tag(asked).map(Some).ok_or(asked),
        None => Ok(browser::stored(browser::STORED_LANG)
            .and_then(|tag| Lang::from_tag(&tag))
            .or_else(|| browser::languages().iter().find_map(|tag| Lang::from_tag(tag)))),
    }
}

/// What to wait for before the page is first drawn: the first view's part of the language
/// asked for, when that is not English and the last visit stored no copy of it (at most
/// [`FIRST_VIEW_WAIT_MS`]); `None` when the page can be drawn at once.
pub fn before_first_view(link_lang: Option<&str>) -> Option<impl Future<Output = ()>> {
    let lang = asked(link_lang).ok().flatten().filter(|&lang| lang != Lang::En)?;
    restore(lang);
    if has(lang, Part::FirstView) {
        return None;
    }
    Some(async move {
        let fetched = Box::pin(fetch_shown(lang, false));
        select(fetched, browser::elapsed(FIRST_VIEW_WAIT_MS)).await;
    })
}

/// The page's language, in context: every view renders its messages through [`Speech::say`],
/// so a change of language redraws each sentence where it stands.
#[derive(Debug, Clone, Copy)]
pub struct Speech {
    /// The language spoken, as its place in `Lang::ALL`: a signal of a type the page already
    /// has costs it no new copy of the signals' code (1.5 KB of wasm).
    lang: RwSignal<u32>,
    /// The toolbar's status line: why the page does not speak the language asked for (an
    /// unknown `?lang=`, a catalogue that could not be fetched), or what the toolbar did.
    pub notice: RwSignal<String>,
}

impl Speech {
    /// English, the catalogue every build carries.
    pub fn new() -> Speech {
        Speech { lang: RwSignal::new(0), notice: RwSignal::new(String::new()) }
    }

    /// The catalogue spoken (tracked).
    fn spoken(&self) -> &'static Catalogue {
        catalogue(self.lang()).unwrap_or_else(Catalogue::english)
    }

    /// `message` in the page's language (tracked: a view calling it follows the language).
    pub fn say(&self, message: &Message) -> String {
        self.spoken().render(message)
    }

    /// Each of `messages`, in the page's language.
    pub fn say_all(&self, messages: &[Message]) -> Vec<String> {
        let c = self.spoken();
        messages.iter().map(|m| c.render(m)).collect()
    }

    /// The message `id`, without arguments, in the page's language.
    pub fn say_id(&self, id: &'static str) -> String {
        self.say(&Message::new(id))
    }

    /// The page's language (tracked).
    pub fn lang(&self) -> Lang {
        language(self.lang.get())
    }

    /// Starts speaking the language the link, the stored choice or the browser asks for, and
    /// keeps every element marked with a message (`data-msg`) in the language spoken: those on
    /// the page when the language changes, and those put into the page later.
    pub fn start(self, link_lang: Option<&str>) {
        let refill = browser::keep_messages_filled(move |id| {
            catalogue(language(self.lang.get_untracked())).unwrap_or_else(Catalogue::english).render_id(id)
        });
        REFILL.set(Some(Box::new(refill)));
        match asked(link_lang) {
            Ok(Some(lang)) => self.speak(lang),
            Ok(None) => {}
            Err(asked) => self.notice.set(self.say(&Message::new("language-unknown").arg("asked", asked))),
        }
    }

    /// The reader chose `lang` in the header: spoken now, and remembered.
    pub fn choose(self, lang: Lang) {
        browser::store(browser::STORED_LANG, lang.tag());
        self.notice.set(String::new());
        self.speak(lang);
    }

    /// The lower panels are about to be shown: returns once the panels' part of the language
    /// spoken is in (or could not be fetched, as the toolbar's status line then says), and
    /// fetches it with every language spoken later.
    pub async fn show_panels(self) {
        PANELS_SHOWN.set(true);
        let lang = language(self.lang.get_untracked());
        if has(lang, Part::Panels) {
            // The copy the last visit stored shows at once, checked against the server's.
            return spawn_local(async move {
                if let Ok(true) = fetch_shown(lang, true).await {
                    self.switch(lang);
                }
            });
        }
        let Err(why) = fetch_shown(lang, true).await else { return };
        if lang == Lang::En {
            self.notice.set(self.say(&Message::new("panels-not-loaded").arg("why", why)));
        } else {
            self.not_loaded(lang, why);
            if fetch_shown(Lang::En, true).await.is_ok() {
                self.switch(Lang::En);
            }
        }
    }

    /// Speaks `lang`, fetching the parts of its catalogue the page shows the first time.
    /// Speaks `lang`: at once with the parts the page has (or the last visit stored), then
    /// again once the server's parts, fetched the first time or checked, differ.
    fn speak(self, lang: Lang) {
        restore(lang);
        let ready = has(lang, Part::FirstView);
        if ready {
            self.switch(lang);
        }
        spawn_local(async move {
            match fetch_shown(lang, false).await {
                Ok(changed) if changed || !ready => self.switch(lang),
                Err(why) if !ready => self.not_loaded(lang, why),
                // Nothing new; or a stored copy the server could not check, which stays (it
                // was the server's once).
                _ => {}
            }
        });
    }

    fn not_loaded(self, lang: Lang, why: String) {
        self.notice.set(self.say(&Message::new("language-not-loaded").arg("language", lang.endonym()).arg("why", why)));
    }

    fn switch(self, lang: Lang) {
        browser::set_document_lang(lang.tag());
        self.lang.set(lang.index() as u32);
        REFILL.with_borrow(|refill| refill.as_ref().map(|refill| refill()));
    }
}

/// The page's [`Speech`], which the app provides as a context of its own.
pub fn speech() -> Speech {
    expect_context::<Speech>()
}

/// The header's language switch, each language named in itself (the toolbar's status line says
/// when the page cannot speak the language asked for).
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let speech = speech();
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(lang) = Lang::from_tag(&event_target_value(&ev)) {
            speech.choose(lang);
        }
    };
    // Each language named in itself (`Lang::endonym`), as a static part of the page.
    view! {
        <label class="language">
            <span class="visually-hidden" data-msg="language-label"></span>
            <select data-testid="language" on:change=on_change prop:value=Signal::derive(move || speech.lang().tag())>
                <option value="en" lang="en">"English"</option>
                <option value="ru" lang="ru">"Русский"</option>
                <option value="zh" lang="zh">"中文"</option>
                <option value="it" lang="it">"Italiano"</option>
                <option value="ko" lang="ko">"한국어"</option>
            </select>
        </label>
    }
}
