//! Who may do what: uploads need the class token when one is set, hiding and deleting need the
//! instructor token. Tokens come as `Authorization: Bearer …` and are compared in constant time.

use super::error::ApiError;
use axum::http::{header, HeaderMap, StatusCode};
use occlab_model::locale::message::{Arg, Message};
use subtle::ConstantTimeEq;

/// The shortest token the server accepts at start: shorter ones are guessed too easily.
pub const MIN_TOKEN_CHARS: usize = 12;

/// The tokens the server was started with.
#[derive(Clone)]
pub struct Tokens {
    pub class: Option<String>,
    pub instructor: Option<String>,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokens")
            .field("class", &self.class.as_ref().map(|_| "…"))
            .field("instructor", &self.instructor.as_ref().map(|_| "…"))
            .finish()
    }
}

/// A token given at start is long enough and is plain text.
pub fn check_token(flag: &str, token: &str) -> Result<(), Message> {
    if token.chars().count() < MIN_TOKEN_CHARS {
        let least = Arg::Count(MIN_TOKEN_CHARS as u64);
        return Err(Message::new("serve-token-short").arg("flag", flag).arg("least", least));
    }
    if token.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(Message::new("serve-token-spaces").arg("flag", flag));
    }
    Ok(())
}

/// Equal in time independent of where the two differ. (The length of the expected token is not
/// hidden; its content is.)
fn same(given: &str, expected: &str) -> bool {
    given.as_bytes().ct_eq(expected.as_bytes()).into()
}

/// The bearer token of a request: `Ok(None)` when there is no Authorization header, an error
/// when there is one of another kind.
fn bearer(headers: &HeaderMap) -> Result<Option<&str>, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else { return Ok(None) };
    let text = value.to_str().unwrap_or("");
    match text.strip_prefix("Bearer ") {
        Some(token) => Ok(Some(token.trim())),
        None => Err(ApiError::new(StatusCode::UNAUTHORIZED, Message::new("serve-refused-not-bearer"))),
    }
}

impl Tokens {
    /// An upload is allowed: no class token is set, or the request carries it (or the
    /// instructor's).
    pub fn allow_upload(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        let Some(class) = &self.class else { return Ok(()) };
        match bearer(headers)? {
            None => Err(ApiError::new(StatusCode::UNAUTHORIZED, Message::new("serve-refused-class-token-needed"))),
            Some(given) if same(given, class) || self.is_instructor(given) => Ok(()),
            Some(_) => Err(ApiError::new(StatusCode::FORBIDDEN, Message::new("serve-refused-not-class-token"))),
        }
    }

    /// An instructor action (hide, delete) is allowed: the request carries the instructor token.
    pub fn allow_instructor(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        if self.instructor.is_none() {
            return Err(ApiError::new(StatusCode::FORBIDDEN, Message::new("serve-refused-no-instructor")));
        }
        match bearer(headers)? {
            None => Err(ApiError::new(StatusCode::UNAUTHORIZED, Message::new("serve-refused-instructor-token-needed"))),
            Some(given) if self.is_instructor(given) => Ok(()),
            Some(_) => Err(ApiError::new(StatusCode::FORBIDDEN, Message::new("serve-refused-not-instructor-token"))),
        }
    }

    /// The request carries the instructor token (it then also sees hidden runs). A wrong token is
    /// refused rather than ignored, so a typo is noticed.
    pub fn is_instructor_request(&self, headers: &HeaderMap) -> Result<bool, ApiError> {
        match bearer(headers)? {
            None => Ok(false),
            Some(given) if self.is_instructor(given) => Ok(true),
            Some(given) if self.class.as_deref().is_some_and(|class| same(given, class)) => Ok(false),
            Some(_) => Err(ApiError::new(StatusCode::FORBIDDEN, Message::new("serve-refused-unknown-token"))),
        }
    }

    fn is_instructor(&self, given: &str) -> bool {
        self.instructor.as_deref().is_some_and(|instructor| same(given, instructor))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn with(token: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        if let Ok(value) = HeaderValue::from_str(token) {
            headers.insert(header::AUTHORIZATION, value);
        }
        headers
    }

    #[test]
    fn tokens_decide_uploads_and_instructor_actions() {
        let tokens = Tokens { class: Some("class-token-123".into()), instructor: Some("teacher-token-456".into()) };
        let status = |r: Result<(), ApiError>| r.err().map(|e| e.status.as_u16());
        assert_eq!(status(tokens.allow_upload(&HeaderMap::new())), Some(401));
        assert_eq!(status(tokens.allow_upload(&with("Bearer class-token-12"))), Some(403));
        assert_eq!(status(tokens.allow_upload(&with("Basic class-token-123"))), Some(401));
        assert_eq!(status(tokens.allow_upload(&with("Bearer class-token-123"))), None);
        assert_eq!(status(tokens.allow_upload(&with("Bearer teacher-token-456"))), None);
        assert_eq!(status(tokens.allow_instructor(&with("Bearer class-token-123"))), Some(403));
        assert_eq!(status(tokens.allow_instructor(&HeaderMap::new())), Some(401));
        assert_eq!(status(tokens.allow_instructor(&with("Bearer teacher-token-456"))), None);
        let open = Tokens { class: None, instructor: None };
        assert_eq!(status(open.allow_upload(&HeaderMap::new())), None);
        assert_eq!(status(open.allow_instructor(&with("Bearer teacher-token-456"))), Some(403));
    }

    #[test]
    fn short_or_spaced_tokens_are_refused_at_start() {
        assert!(check_token("--token", "short").is_err());
        assert!(check_token("--token", "has a space in it").is_err());
        assert!(check_token("--token", "long-enough-token").is_ok());
    }
}
