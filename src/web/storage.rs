//! The saved session in `localStorage` (see [`crate::app::Session`]): this module only moves
//! the text; reading it back, deciding what to open and when to write, is the app's. Storage can be off
//! (private windows, a full quota, a sandboxed frame): then nothing is kept, quietly.

use crate::app::{Store, SESSION_KEY};

use super::dom;

fn storage() -> Option<web_sys::Storage> {
    dom::window().local_storage().ok().flatten()
}

/// The saved session's text, if any.
pub fn read() -> Option<String> {
    storage()?.get_item(SESSION_KEY).ok().flatten()
}

/// Saves the session's text, or clears it.
pub fn write(store: &Store) {
    if let Some(s) = storage() {
        let _ = match store {
            Store::Save(text) => s.set_item(SESSION_KEY, text),
            Store::Clear => s.remove_item(SESSION_KEY),
        };
    }
}
