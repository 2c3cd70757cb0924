//! What one client may send: the student name, and how many writes per minute (the body's size:
//! `occlab_model::run::api::MAX_BODY_BYTES`, read by `body.rs`).

use super::error::ApiError;
use axum::http::StatusCode;
use occlab_model::locale::message::{Arg, Message};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The longest student name, in characters.
pub const NAME_CHARS: usize = 60;

/// Clients remembered by the rate limiter before the idle ones are forgotten.
const REMEMBERED_CLIENTS: usize = 10_000;

/// The student name given with an upload: trimmed, 1 to [`NAME_CHARS`] characters, no control
/// characters. It is stored and sent back as text; the page shows it as text, never as markup.
/// An empty name is no name.
pub fn student_name(raw: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(name) = raw.map(str::trim).filter(|n| !n.is_empty()) else { return Ok(None) };
    if name.chars().count() > NAME_CHARS {
        let most = Arg::Count(NAME_CHARS as u64);
        return Err(ApiError::unprocessable(Message::new("serve-refused-name-long").arg("most", most)));
    }
    if name.chars().any(char::is_control) {
        return Err(ApiError::unprocessable(Message::new("serve-refused-name-control")));
    }
    Ok(Some(name.to_owned()))
}

/// A token bucket per client address: `per_minute` writes, refilled evenly over the minute, at
/// most `per_minute` at once. `per_minute == 0` turns the limit off (benchmarks on loopback).
#[derive(Debug)]
pub struct RateLimit {
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl RateLimit {
    pub fn new(per_minute: u32) -> RateLimit {
        RateLimit { per_minute, buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one write from the client's bucket, or says how long until there is one (429).
    pub fn take(&self, client: IpAddr) -> Result<(), ApiError> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let capacity = f64::from(self.per_minute);
        let per_second = capacity / 60.0;
        let now = Instant::now();
        let mut buckets = self
            .buckets
            .lock()
            .map_err(|_| ApiError::internal(crate::speech::say(&Message::new("serve-rate-limiter-failed"))))?;
        if buckets.len() >= REMEMBERED_CLIENTS && !buckets.contains_key(&client) {
            // A full bucket is the same as a forgotten one.
            buckets.retain(|_, b| b.tokens + now.duration_since(b.at).as_secs_f64() * per_second < capacity);
        }
        let bucket = buckets.entry(client).or_insert(Bucket { tokens: capacity, at: now });
        bucket.tokens = (bucket.tokens + now.duration_since(bucket.at).as_secs_f64() * per_second).min(capacity);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            return Ok(());
        }
        let wait = Duration::from_secs_f64((1.0 - bucket.tokens) / per_second);
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        let refused = Message::new("serve-refused-too-many")
            .arg("most", Arg::Count(self.per_minute.into()))
            .arg("seconds", Arg::Count(seconds));
        let mut refusal = ApiError::new(StatusCode::TOO_MANY_REQUESTS, refused);
        refusal.retry_after = Some(seconds);
        Err(refusal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn a_client_gets_its_minute_s_writes_then_429_and_others_are_not_affected() {
        let limit = RateLimit::new(3);
        let a = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
        let b = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));
        for _ in 0..3 {
            assert_eq!(limit.take(a), Ok(()));
        }
        let refused = limit.take(a).err().map(|e| (e.status.as_u16(), e.retry_after));
        assert_eq!(refused, Some((429, Some(20))));
        assert_eq!(limit.take(b), Ok(()));
        let off = RateLimit::new(0);
        assert!((0..10_000).all(|_| off.take(a).is_ok()));
    }

    #[test]
    fn names_are_one_bounded_line_of_text() {
        assert_eq!(student_name(Some("  Ada <b>L</b> ")), Ok(Some("Ada <b>L</b>".into())));
        assert_eq!(student_name(Some("   ")), Ok(None));
        assert_eq!(student_name(None), Ok(None));
        assert_eq!(student_name(Some(&"x".repeat(61))).err().map(|e| e.status.as_u16()), Some(422));
        assert_eq!(
            student_name(Some("a\nb")).err().map(|e| e.message.to_string()),
            Some("name holds a control character (a name is one line of text)".into())
        );
    }
}
