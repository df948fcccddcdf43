//! The session kept in the browser's storage: a versioned record of the share link
//! ([`Session`]), read as strictly as a link when the page opens ([`open_page`]), written
//! only when it changed ([`SessionKeeper`]). The last room.

mod record;
mod session_keeper;

pub use record::{
    open_page, Opened, Session, SessionError, MAX_SESSION, SESSION_KEY, SESSION_VERSION,
};
pub use session_keeper::{SessionKeeper, Store};
