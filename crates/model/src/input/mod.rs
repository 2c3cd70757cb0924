//! What a user types, wherever they type it (occlab's flags, the page's fields and its URL, CSV
//! rows): the fields and the ranges they take (`field`), the one grammar that reads a typed
//! number (`grammar`), and the refusal that names the field and what it allows (`error`).

pub(crate) mod error;
pub(crate) mod field;
pub(crate) mod grammar;
