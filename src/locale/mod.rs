//! The reader's language: the catalogue every message of the page is rendered through
//! (`occlab_model::locale`), chosen by the link (`?lang=ru`), else the reader's earlier choice
//! (local storage), else the browser's languages, and switched in the header. English is in the
//! page; another language's catalogue (`locales/{tag}.ftl`) is fetched, with the Fluent parser
//! that reads it (a wasm chunk of its own), when the language is first chosen.

use crate::browser;
use crate::browser::runs::get_text;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::{Catalogue, Lang};
use occlab_model::message::Message;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

thread_local! {
    /// The catalogues fetched during this visit, each read once and kept.
    static FETCHED: RefCell<Vec<&'static Catalogue>> = const { RefCell::new(Vec::new()) };
    /// Writes the page's `data-msg` elements in the language spoken.
    static REFILL: RefCell<Option<Box<dyn Fn()>>> = const { RefCell::new(None) };
}

/// The language at `index` in `Lang::ALL`.
fn language(index: u32) -> Lang {
    Lang::ALL.get(index as usize).copied().unwrap_or_default()
}

/// The catalogue of `lang`, if the page has it.
fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    if lang == Lang::En {
        return Some(Catalogue::english());
    }
    FETCHED.with_borrow(|fetched| fetched.iter().copied().find(|c| c.lang() == lang))
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
        let lang = match link_lang {
            Some(asked) => Lang::from_tag(asked).or_else(|| {
                self.notice.set(self.say(&Message::new("language-unknown").arg("asked", asked)));
                None
            }),
            None => browser::stored(browser::STORED_LANG)
                .and_then(|tag| Lang::from_tag(&tag))
                .or_else(|| browser::languages().iter().find_map(|tag| Lang::from_tag(tag))),
        };
        if let Some(lang) = lang {
            self.speak(lang);
        }
    }

    /// The reader chose `lang` in the header: spoken now, and remembered.
    pub fn choose(self, lang: Lang) {
        browser::store(browser::STORED_LANG, lang.tag());
        self.notice.set(String::new());
        self.speak(lang);
    }

    /// Speaks `lang`, fetching its catalogue the first time.
    fn speak(self, lang: Lang) {
        if catalogue(lang).is_some() {
            return self.switch(lang);
        }
        // The catalogue comes while its reader's chunk does.
        browser::preload(&catalogue_url(lang));
        spawn_local(async move {
            let read = match fetch_catalogue(lang).await {
                Ok(fetching) => fetching.await,
                Err(e) => Err(e.to_string()),
            };
            match read {
                Ok(()) => self.switch(lang),
                Err(why) => self.notice.set(
                    self.say(&Message::new("language-not-loaded").arg("language", lang.endonym()).arg("why", why)),
                ),
            }
        });
    }

    fn switch(self, lang: Lang) {
        browser::set_document_lang(lang.tag());
        self.lang.set(lang.index() as u32);
        REFILL.with_borrow(|refill| refill.as_ref().map(|refill| refill()));
    }
}

/// Where the page finds the catalogue of `lang` (trunk copies `crates/model/locales/` there).
fn catalogue_url(lang: Lang) -> String {
    format!("locales/{}.ftl", lang.tag())
}

/// A catalogue on its way: fetched, then read and kept.
type Fetching = Pin<Box<dyn Future<Output = Result<(), String>>>>;

/// Fetches and reads the catalogue of `lang` and keeps it for the visit (at most one per
/// language): a wasm chunk of its own, with the Fluent parser, loaded the first time a language
/// other than English is chosen.
#[wasm_split(catalogue_reader, fallible)]
fn fetch_catalogue(lang: Lang) -> Result<Fetching, SplitLoaderError> {
    Ok(Box::pin(async move {
        let text = get_text(&catalogue_url(lang)).await?;
        let read = Catalogue::read(lang, &text).map_err(|e| e.to_string())?;
        FETCHED.with_borrow_mut(|fetched| fetched.push(Box::leak(Box::new(read))));
        Ok(())
    }))
}

/// The page's [`Speech`].
pub fn speech() -> Speech {
    expect_context::<crate::state::State>().speech
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
