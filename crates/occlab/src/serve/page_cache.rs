//! How long browsers keep the page's files. Trunk and `xtask post-build` name every wasm module
//! and script after a hash (`occupancy-lab-0123456789abcdef_bg.wasm`, `split_runs_panel-….wasm`,
//! `__wasm_split-….js`): such a file never changes, so a browser keeps it a year without asking
//! (RFC 8246 `immutable`), and a repeat visit loads the page's code from its cache. Everything
//! else (`index.html`, which names the current files; the samples) is asked for again on every
//! visit (`no-cache`: a 304 when unchanged), so a new build is seen at once.

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

/// `Cache-Control` for a file named by its content.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` for every other file: revalidate each time.
const REVALIDATE: &str = "no-cache";

/// Whether the last segment of `path` is named by a content hash: `-` and up to 16 hex digits
/// before `.js`, `.wasm` or `_bg.wasm`. Trunk writes its 64-bit hash in hex without leading zeros
/// (`format!("{hash:x}")`), so one build in sixteen names the main module with 15 digits or fewer;
/// the post-build hook writes 16.
pub fn named_by_content(path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    let Some(stem) = file.strip_suffix(".js").or_else(|| file.strip_suffix(".wasm")) else {
        return false;
    };
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let hash = stem.rsplit_once('-').map_or("", |(_, hash)| hash);
    (1..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Sets `Cache-Control` on answers that have none (the API sets its own `no-store`).
pub async fn cache_control(request: Request, next: Next) -> Response {
    let immutable = named_by_content(request.uri().path());
    let mut response = next.run(request).await;
    let success = response.status().is_success() || response.status().as_u16() == 304;
    if success && !response.headers().contains_key(header::CACHE_CONTROL) {
        let value = if immutable { IMMUTABLE } else { REVALIDATE };
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names `trunk build --release` wrote to dist/ at commits 8d1e94f and 9997a1e (whose main
    /// module's hash has a leading zero, so 15 digits).
    #[test]
    fn trunk_and_chunk_names_are_content_named_and_the_rest_is_not() {
        for named in [
            "/occupancy-lab-42d62a34cfd5dc90.js",
            "/occupancy-lab-42d62a34cfd5dc90_bg.wasm",
            "/occupancy-lab-7f38b11fcc5b74d_bg.wasm",
            "/__wasm_split-05eae02aba0ab61f.js",
            "/split_lower_panels-0b20e00bc2bc093f.wasm",
            "/chunk_3-8516df666a2e4e5d.wasm",
        ] {
            assert!(named_by_content(named), "{named}");
        }
        for other in [
            "/",
            "/index.html",
            "/samples/h100-quick.json",
            "/app.wasm",
            "/x-.wasm",
            "/x-42d62a34cfd5dc90a.js",
            "/x-42d62a34cfd5dc9g.js",
        ] {
            assert!(!named_by_content(other), "{other}");
        }
    }
}
