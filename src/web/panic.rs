//! The panic hooks: on the page, a visible banner with the message instead of a dead page; in
//! the subgroup worker, a reply that tells the page the worker died.
//!
//! WebAssembly aborts on a panic without unwinding, so whatever the panicking code held — a
//! `RefCell` borrow of the runtime above all — stays held for good. The next frame or event
//! would panic again (`BorrowMutError`) and bury the first message, the one that says what
//! went wrong. So the first panic wins: it is shown with a link back to the last good
//! position, later ones are only logged, and the frame loop and the event listeners check
//! [`happened`] and stop. The banner is the app's ([`panic_banner`]); writing it touches
//! only the page, never the runtime.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};

use wasm_bindgen::JsCast;
use web_sys::ShadowRoot;

use super::dom::{self, Root};
use super::page;
use crate::app::page::{panic_banner, panic_line, panic_links, panic_message};
use crate::app::{Node, Reply};

static PANICKED: AtomicBool = AtomicBool::new(false);

/// The share link's query of the last position the page showed whole.
static LAST_GOOD: Mutex<Option<String>> = Mutex::new(None);

thread_local! {
    /// The players' shadow roots: a panic's message shows in each (they share one wasm
    /// module, so none can be trusted after it), and the host page goes on.
    static PLAYERS: RefCell<Vec<ShadowRoot>> = const { RefCell::new(Vec::new()) };
}

/// Shows a panic's message in this player too.
pub fn register(root: &ShadowRoot) {
    PLAYERS.with(|p| {
        if let Ok(mut p) = p.try_borrow_mut() {
            p.push(root.clone());
        }
    });
}

/// Whether the page has panicked (nothing in it can be trusted to run any more).
pub fn happened() -> bool {
    PANICKED.load(Ordering::Relaxed)
}

/// Remembers the share link's query of a position the page showed whole, for the banner's
/// "Reload at this position".
pub fn remember(query: &str) {
    if let Ok(mut last) = LAST_GOOD.try_lock() {
        *last = Some(query.to_string());
    }
}

/// Installs the page's hook, once (later calls do nothing). The hook that was there before
/// still runs after ours (a test harness's, which reports the panic to the test).
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            on_panic(info);
            previous(info);
        }));
    });
}

/// The first panic fills the banner, with its links; later ones (the borrows it left
/// behind) are logged.
fn on_panic(info: &std::panic::PanicHookInfo<'_>) {
    let text = panic_message(&info.to_string());
    if PANICKED.swap(true, Ordering::Relaxed) {
        web_sys::console::error_1(&format!("(after an earlier panic) {text}").into());
        return;
    }
    let last = LAST_GOOD.try_lock().ok().and_then(|l| l.clone());
    let path = dom::window().location().pathname().unwrap_or_default();
    show(&text, panic_links(&path, last.as_deref()));
}

/// Shows `text` in the page's `#panic-banner` (created if the page has none), as text
/// followed by `links` ([`panic_links`]), and logs it; on a page of players, in each
/// player instead (without the links: a player has no position to reload at).
pub fn show(text: &str, links: Vec<Node>) {
    web_sys::console::error_1(&text.into());
    let players: Vec<ShadowRoot> =
        PLAYERS.with(|p| p.try_borrow().map(|p| p.clone()).unwrap_or_default());
    let on_page = players.is_empty()
        || Root::Page
            .by_id::<web_sys::Element>("panic-banner")
            .is_some();
    if on_page {
        page::put(&Root::Page, &panic_banner(text, links));
    }
    for player in players {
        page::put(&Root::Shadow(player), &panic_banner(text, Vec::new()));
    }
}

/// Installs the subgroup worker's hook: the message goes to the console and, as a
/// [`Reply::Crashed`], to the page, which rejects what waits on this worker and starts a
/// new one for the next request.
pub fn install_in_worker() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("it panicked: {}", panic_line(&info.to_string()));
        web_sys::console::error_1(&format!("the subgroup worker {message}").into());
        let reply = dom::to_js(&[Reply::Crashed { message }]);
        let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.post_message(&reply);
    }));
}
