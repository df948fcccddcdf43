//! [`Bytes`]: raw bytes that cross to and from JavaScript as one `Uint8Array` (a film's
//! frames to the worker, its GIF back to the page and to scripts), not as an array of
//! numbers, which is what serde makes of a plain `Vec<u8>`.

use std::fmt;

use serde::de::{SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Bytes written with `serialize_bytes` (serde-wasm-bindgen: a `Uint8Array`; serde_json: an
/// array of numbers) and read back from either.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl fmt::Debug for Bytes {
    /// Their count, not every byte (a frame is hundreds of kilobytes).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bytes({} bytes)", self.0.len())
    }
}

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&self.0)
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Bytes, D::Error> {
        d.deserialize_byte_buf(BytesVisitor)
    }
}

/// Reads bytes as a buffer or as a sequence of numbers.
struct BytesVisitor;

impl<'de> Visitor<'de> for BytesVisitor {
    type Value = Bytes;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bytes")
    }

    fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Bytes, E> {
        Ok(Bytes(v.to_vec()))
    }

    fn visit_byte_buf<E: serde::de::Error>(self, v: Vec<u8>) -> Result<Bytes, E> {
        Ok(Bytes(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Bytes, A::Error> {
        let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(b) = seq.next_element::<u8>()? {
            out.push(b);
        }
        Ok(Bytes(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_through_json_and_refuse_what_is_not_a_byte() {
        let b = Bytes(vec![0, 7, 255]);
        let json = serde_json::to_value(&b).unwrap();
        assert_eq!(json, serde_json::json!([0, 7, 255]));
        assert_eq!(serde_json::from_value::<Bytes>(json).unwrap(), b);
        assert!(serde_json::from_value::<Bytes>(serde_json::json!([256])).is_err());
        assert_eq!(format!("{b:?}"), "Bytes(3 bytes)");
    }
}
