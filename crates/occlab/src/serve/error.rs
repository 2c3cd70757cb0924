//! The API's refusals: a status and a sentence naming what was wrong and what is allowed, sent as
//! `{"error": "…"}`. The sentence is a catalogue message (`serve-refused-*`), written in the
//! language the request asks for with `Accept-Language` ([`speak`]), in English without one; the
//! status, the headers and the JSON's shape are the same in every language.

use crate::speech;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use occlab_model::locale::message::Message;
use occlab_model::locale::Lang;
use serde_json::json;

/// One refused request.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: Message,
    /// Seconds to wait before trying again (429).
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: Message) -> ApiError {
        ApiError { status, message, retry_after: None }
    }

    pub fn bad_request(message: Message) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    pub fn unprocessable(message: Message) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    pub fn not_found(id: i64) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, Message::new("serve-refused-no-run").arg("id", id.to_string()))
    }

    /// A failure of ours, not the client's: the database's words go to the log, the client
    /// learns only that the server failed.
    pub fn internal(e: impl std::fmt::Display) -> ApiError {
        eprintln!("occlab serve: {e}");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, Message::new("serve-refused-internal"))
    }
}

/// A refusal's sentence, kept on its response until [`speak`] writes it in the asker's language.
#[derive(Debug, Clone)]
struct Refused(Message);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(json!({ "error": self.message.to_string() }))).into_response();
        let headers = response.headers_mut();
        if self.status == StatusCode::UNAUTHORIZED {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if let Some(seconds) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response.extensions_mut().insert(Refused(self.message));
        response
    }
}

/// Writes a refusal's sentence in the language of the request's `Accept-Language` (the one of
/// highest quality that occlab speaks); English when it names none. Other answers pass as they
/// are.
pub async fn speak(request: Request, next: Next) -> Response {
    let asked = request.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).map(preferred);
    let mut response = next.run(request).await;
    let Some(Refused(message)) = response.extensions_mut().remove::<Refused>() else {
        return response;
    };
    response.headers_mut().append(header::VARY, HeaderValue::from_static("accept-language"));
    match asked.flatten() {
        Some(lang) if lang != Lang::En => {
            let body = json!({ "error": speech::catalogue(lang).render(&message) }).to_string();
            response.headers_mut().remove(header::CONTENT_LENGTH);
            *response.body_mut() = Body::from(body);
            response
        }
        _ => response,
    }
}

/// The language occlab speaks that an `Accept-Language` value prefers most (RFC 9110 §12.5.4:
/// ranges by their `q`, in the order given where equal); `None` when it names none of them.
fn preferred(value: &str) -> Option<Lang> {
    let mut ranges: Vec<(f32, Lang)> = value
        .split(',')
        .filter_map(|range| {
            let mut parts = range.split(';');
            let lang = Lang::from_tag(parts.next()?)?;
            let quality = match parts.find_map(|p| p.trim().strip_prefix("q=")) {
                Some(q) => q.trim().parse::<f32>().ok()?,
                None => 1.0,
            };
            Some((quality, lang)).filter(|(q, _)| *q > 0.0)
        })
        .collect();
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges.first().map(|(_, lang)| *lang)
}

#[cfg(test)]
mod tests {
    use super::preferred;
    use occlab_model::locale::Lang;

    #[test]
    fn the_best_language_occlab_speaks_is_chosen() {
        assert_eq!(preferred("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"), Some(Lang::Ru));
        assert_eq!(preferred("fr-FR, ko;q=0.5, en;q=0.4"), Some(Lang::Ko));
        assert_eq!(preferred("en;q=0.5, zh-CN"), Some(Lang::Zh));
        assert_eq!(preferred("it;q=0, *"), None);
        assert_eq!(preferred("fr"), None);
    }
}
