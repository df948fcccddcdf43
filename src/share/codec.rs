//! The `state=` codec: a Megaminx position as base64url of a version byte then one byte per
//! piece (corners `slot·3 + twist`, edges `slot·2 + flip`), read back with every check.

use crate::puzzle::{State, CORNERS, EDGES};

use super::StateError;

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STATE_VERSION: u8 = 1;

/// base64url without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(BASE64URL[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// Reads base64url (padding optional); `None` for any other character or a bad length.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = BASE64URL.iter().position(|&x| x == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for k in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * k)) as u8);
        }
    }
    Some(out)
}

/// A position as `state=` text.
pub fn encode_state(s: &State) -> String {
    let mut bytes = vec![STATE_VERSION];
    bytes.extend((0..CORNERS).map(|i| s.corner_to[i] * 3 + s.corner_twist[i]));
    bytes.extend((0..EDGES).map(|i| s.edge_to[i] * 2 + s.edge_flip[i]));
    base64url_encode(&bytes)
}

/// Reads `state=` text: checks the format, that it is a permutation, and that it is legal.
pub fn decode_state(text: &str) -> Result<State, StateError> {
    let bytes = base64url_decode(text).ok_or(StateError::Base64)?;
    if bytes.len() != 1 + CORNERS + EDGES || bytes[0] != STATE_VERSION {
        return Err(StateError::Format);
    }
    let mut s = State::SOLVED;
    let mut seen = ([false; CORNERS], [false; EDGES]);
    for (i, &b) in bytes[1..=CORNERS].iter().enumerate() {
        let slot = usize::from(b / 3);
        if slot >= CORNERS || std::mem::replace(&mut seen.0[slot], true) {
            return Err(StateError::Pieces);
        }
        (s.corner_to[i], s.corner_twist[i]) = (b / 3, b % 3);
    }
    for (i, &b) in bytes[1 + CORNERS..].iter().enumerate() {
        let slot = usize::from(b / 2);
        if slot >= EDGES || std::mem::replace(&mut seen.1[slot], true) {
            return Err(StateError::Pieces);
        }
        (s.edge_to[i], s.edge_flip[i]) = (b / 2, b % 2);
    }
    s.check_legal().map_err(StateError::Illegal)?;
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::IllegalState;
    use proptest::prelude::*;

    #[test]
    fn illegal_states_are_refused() {
        let mut s = State::SOLVED;
        s.edge_flip[0] = 1;
        assert!(matches!(
            decode_state(&encode_state(&s)),
            Err(StateError::Illegal(IllegalState::Flip))
        ));
        let mut bytes = base64url_decode(&encode_state(&State::SOLVED)).unwrap();
        bytes[2] = bytes[1];
        assert_eq!(
            decode_state(&base64url_encode(&bytes)),
            Err(StateError::Pieces)
        );
    }

    proptest! {
        #[test]
        fn base64url_round_trips(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
            prop_assert_eq!(base64url_decode(&base64url_encode(&bytes)), Some(bytes));
        }

        /// Decoding never panics on arbitrary text.
        #[test]
        fn decoding_never_panics(text in "\\PC{0,200}") {
            let _ = decode_state(&text);
        }
    }
}
