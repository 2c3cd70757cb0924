//! The protobuf wire format, read by hand for the handful of fields the report reader needs:
//! varints, 64- and 32-bit values, length-delimited fields (checked against the bytes that
//! remain before they are sliced) and groups (skipped, nested at most [`MAX_DEPTH`] deep). Every
//! field of every wire type that the reader does not ask for is skipped without decoding.
//!
//! Source: the Protocol Buffers encoding documentation ("Encoding", wire types 0–5).

use super::error::{ErrorKind, ReportError, SizedPart, WireType};

/// How deeply groups may nest before a message is refused. The report's messages use no groups;
/// a field of an unknown wire type 3 is skipped only this deep, so hostile input cannot make
/// skipping go on without end.
pub const MAX_DEPTH: u32 = 64;

/// A message's bytes and where they start in the file, for error offsets.
#[derive(Debug, Clone, Copy)]
pub struct Message<'a> {
    pub bytes: &'a [u8],
    pub at: usize,
}

/// One field's value, by wire type.
#[derive(Debug, Clone, Copy)]
pub enum Value<'a> {
    Varint(u64),
    Fixed64(u64),
    Bytes(Message<'a>),
    Fixed32(u32),
    /// A group (wire type 3), skipped; its fields are not read.
    Group,
}

/// A field: its number, its value and the offset of its key.
#[derive(Debug, Clone, Copy)]
pub struct Field<'a> {
    pub number: u32,
    pub value: Value<'a>,
    pub at: usize,
}

impl<'a> Message<'a> {
    pub fn new(bytes: &'a [u8], at: usize) -> Message<'a> {
        Message { bytes, at }
    }

    /// The fields in order. After an error the iterator ends.
    pub fn fields(self) -> Fields<'a> {
        Fields { message: self, pos: 0, done: false }
    }

    /// The bytes as text; invalid UTF-8 is replaced (a name is still worth showing).
    pub fn text(self) -> String {
        String::from_utf8_lossy(self.bytes).into_owned()
    }
}

impl<'a> Field<'a> {
    /// The varint, or an error naming the field.
    pub fn varint(&self) -> Result<u64, ReportError> {
        match self.value {
            Value::Varint(v) => Ok(v),
            _ => Err(self.wrong(WireType::Varint)),
        }
    }

    /// The length-delimited bytes, or an error naming the field.
    pub fn bytes(&self) -> Result<Message<'a>, ReportError> {
        match self.value {
            Value::Bytes(m) => Ok(m),
            _ => Err(self.wrong(WireType::LengthDelimited)),
        }
    }

    /// A `double`.
    pub fn double(&self) -> Result<f64, ReportError> {
        match self.value {
            Value::Fixed64(v) => Ok(f64::from_bits(v)),
            _ => Err(self.wrong(WireType::Double)),
        }
    }

    /// A `float`.
    pub fn float(&self) -> Result<f32, ReportError> {
        match self.value {
            Value::Fixed32(v) => Ok(f32::from_bits(v)),
            _ => Err(self.wrong(WireType::Float)),
        }
    }

    fn wrong(&self, expected: WireType) -> ReportError {
        ReportError::new(self.at, ErrorKind::WrongType { field: self.number, expected })
    }
}

/// The fields of a message, read one at a time.
#[derive(Debug)]
pub struct Fields<'a> {
    message: Message<'a>,
    pos: usize,
    done: bool,
}

impl<'a> Iterator for Fields<'a> {
    type Item = Result<Field<'a>, ReportError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.pos >= self.message.bytes.len() {
            return None;
        }
        let field = self.field();
        self.done = field.is_err();
        Some(field)
    }
}

impl<'a> Fields<'a> {
    fn error(&self, at: usize, kind: ErrorKind) -> ReportError {
        ReportError::new(self.message.at.saturating_add(at), kind)
    }

    fn varint(&mut self) -> Result<u64, ReportError> {
        let start = self.pos;
        let (value, used) = varint(self.message.bytes.get(start..).unwrap_or_default())
            .ok_or_else(|| self.error(start, ErrorKind::BadVarint))?;
        self.pos = start + used;
        Ok(value)
    }

    /// `n` bytes from the current position, checked against what remains.
    fn take(&mut self, n: u64, what: SizedPart, key_at: usize) -> Result<&'a [u8], ReportError> {
        let bytes = self.message.bytes;
        let remain = bytes.len().saturating_sub(self.pos);
        let slice = usize::try_from(n)
            .ok()
            .and_then(|n| bytes.get(self.pos..self.pos.checked_add(n)?))
            .ok_or_else(|| self.error(key_at, ErrorKind::Truncated { what, says: n, remain }))?;
        self.pos += slice.len();
        Ok(slice)
    }

    fn key(&mut self) -> Result<(u32, u8), ReportError> {
        let at = self.pos;
        let key = self.varint()?;
        let number = u32::try_from(key >> 3).map_err(|_| self.error(at, ErrorKind::BadVarint))?;
        if number == 0 {
            return Err(self.error(at, ErrorKind::FieldNumberZero));
        }
        Ok((number, (key & 7) as u8))
    }

    fn field(&mut self) -> Result<Field<'a>, ReportError> {
        let key_at = self.pos;
        let (number, wire_type) = self.key()?;
        let at = self.message.at.saturating_add(key_at);
        let value = match wire_type {
            0 => Value::Varint(self.varint()?),
            1 => Value::Fixed64(u64::from_le_bytes(fixed(self.take(8, SizedPart::Field64, key_at)?))),
            2 => {
                let n = self.varint()?;
                let start = self.pos;
                let bytes = self.take(n, SizedPart::Field, key_at)?;
                Value::Bytes(Message::new(bytes, self.message.at.saturating_add(start)))
            }
            3 => {
                self.skip_group(number, key_at)?;
                Value::Group
            }
            5 => Value::Fixed32(u32::from_le_bytes(fixed(self.take(4, SizedPart::Field32, key_at)?))),
            4 => return Err(self.error(key_at, ErrorKind::UnbalancedGroup)),
            other => return Err(self.error(key_at, ErrorKind::BadWireType(other))),
        };
        Ok(Field { number, value, at })
    }

    /// Skips a group's fields up to its end key, keeping count of nested groups (no recursion).
    fn skip_group(&mut self, number: u32, key_at: usize) -> Result<(), ReportError> {
        let mut open = vec![number];
        while let Some(&innermost) = open.last() {
            if self.pos >= self.message.bytes.len() {
                return Err(self.error(key_at, ErrorKind::UnbalancedGroup));
            }
            let at = self.pos;
            let (n, wire_type) = self.key()?;
            match wire_type {
                0 => {
                    self.varint()?;
                }
                1 => {
                    self.take(8, SizedPart::Field64, at)?;
                }
                2 => {
                    let len = self.varint()?;
                    self.take(len, SizedPart::Field, at)?;
                }
                3 => {
                    if open.len() >= MAX_DEPTH as usize {
                        return Err(self.error(at, ErrorKind::TooDeep));
                    }
                    open.push(n);
                }
                4 if n == innermost => {
                    open.pop();
                }
                4 => return Err(self.error(at, ErrorKind::UnbalancedGroup)),
                5 => {
                    self.take(4, SizedPart::Field32, at)?;
                }
                other => return Err(self.error(at, ErrorKind::BadWireType(other))),
            }
        }
        Ok(())
    }
}

fn fixed<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, b) in out.iter_mut().zip(bytes) {
        *o = *b;
    }
    out
}

/// A base-128 varint at the start of `bytes`: its value and length; `None` if it runs past ten
/// bytes or past the end. Bits beyond 64 are dropped, as protobuf's own parsers do.
pub fn varint(bytes: &[u8]) -> Option<(u64, usize)> {
    let mut value = 0u64;
    for (i, &b) in bytes.iter().enumerate().take(10) {
        value |= u64::from(b & 0x7f) << (7 * i as u32);
        if b < 0x80 {
            return Some((value, i + 1));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(bytes: &[u8]) -> Vec<Result<(u32, String), ReportError>> {
        Message::new(bytes, 100)
            .fields()
            .map(|f| {
                f.map(|f| {
                    let v = match f.value {
                        Value::Varint(v) => format!("v{v}"),
                        Value::Fixed64(v) => format!("q{v}"),
                        Value::Bytes(m) => format!("b{}@{}", m.bytes.len(), m.at),
                        Value::Fixed32(v) => format!("d{v}"),
                        Value::Group => "g".to_string(),
                    };
                    (f.number, v)
                })
            })
            .collect()
    }

    #[test]
    fn every_wire_type_is_read_or_skipped() {
        let bytes = [
            0x08, 0x96, 0x01, // 1: varint 150
            0x11, 1, 0, 0, 0, 0, 0, 0, 0, // 2: fixed64 1
            0x1a, 0x02, b'h', b'i', // 3: "hi"
            0x23, 0x08, 0x01, 0x24, // 4: group holding 1: 1
            0x2d, 2, 0, 0, 0, // 5: fixed32 2
        ];
        let got: Vec<_> = fields(&bytes).into_iter().map(Result::unwrap_or_default).collect();
        assert_eq!(
            got,
            [
                (1, "v150".to_string()),
                (2, "q1".to_string()),
                (3, "b2@114".to_string()),
                (4, "g".to_string()),
                (5, "d2".to_string())
            ]
        );
    }

    #[test]
    fn damaged_fields_are_errors_with_their_offset() {
        // (bytes, offset of the error in them, error): a length is blamed on its field's key, a
        // varint on its own first byte.
        let cases: [(&[u8], usize, ErrorKind); 6] = [
            (&[0x0a, 0x05, b'a'], 0, ErrorKind::Truncated { what: SizedPart::Field, says: 5, remain: 1 }),
            (&[0x08, 0x80], 1, ErrorKind::BadVarint),
            (&[0x0e], 0, ErrorKind::BadWireType(6)),
            (&[0x00], 0, ErrorKind::FieldNumberZero),
            (&[0x0c], 0, ErrorKind::UnbalancedGroup),
            (&[0x0b, 0x08, 0x01], 0, ErrorKind::UnbalancedGroup),
        ];
        for (bytes, at, kind) in cases {
            let got = fields(bytes);
            assert_eq!(got.last().cloned(), Some(Err(ReportError::new(100 + at, kind.clone()))), "{bytes:?}");
        }
        let deep: Vec<u8> = std::iter::repeat_n(0x0b, 100_000).collect();
        assert_eq!(fields(&deep), [Err(ReportError::new(100 + MAX_DEPTH as usize, ErrorKind::TooDeep))]);
        let long = [0xff; 11];
        assert_eq!(varint(&long), None);
        assert_eq!(varint(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]), Some((u64::MAX, 10)));
    }
}
