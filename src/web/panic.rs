//! The panic hooks: on the page, a visible banner with the message instead of a dead page; in
//! the subgroup worker, a reply that tells the page the worker died.
//!
//! WebAssembly aborts on a panic without unwinding, so whatever the panicking code held — a
//! `RefCell` borrow of the runtime above all — stays held for good. The next frame or event
//! would panic again (`BorrowMutError`) and bury the first message, the one that says what
//! went wrong. So the first panic wins: it is shown with a link back to the last good
//! position, later ones are only logged, and the frame loop and the event listeners check
//! [`happened`] and stop.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;

use wasm_bindgen::JsCast;

use super::dom;
use crate::app::Reply;

static PANICKED: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// The share link's query of the last position the page showed whole.
    static LAST_GOOD: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Whether the page has panicked (nothing in it can be trusted to run any more).
pub fn happened() -> bool {
    PANICKED.load(Ordering::Relaxed)
}

/// Remembers the share link's query of a position the page showed whole, for the banner's
/// "Reload at this position".
pub fn remember(query: &str) {
    LAST_GOOD.with(|l| {
        if let Ok(mut l) = l.try_borrow_mut() {
            if l.as_deref() != Some(query) {
                *l = Some(query.to_string());
            }
        }
    });
}

/// The panic's message and place on one line (the standard text breaks after the place).
fn one_line(info: &std::panic::PanicHookInfo<'_>) -> String {
    info.to_string().replace('\n', " ")
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

/// The first panic fills the banner; later ones (the borrows it left behind) are logged.
fn on_panic(info: &std::panic::PanicHookInfo<'_>) {
    let text = format!("Something went wrong inside minx: {}.", one_line(info));
    if PANICKED.swap(true, Ordering::Relaxed) {
        web_sys::console::error_1(&format!("(after an earlier panic) {text}").into());
        return;
    }
    let last = LAST_GOOD.with(|l| l.try_borrow().ok().and_then(|l| l.clone()));
    show_with_links(&text, last.as_deref());
}

/// Shows `text` in the page's `#panic-banner` (created if the page has none), as text, and
/// logs it.
pub fn show(text: &str) {
    web_sys::console::error_1(&text.into());
    if let Some(b) = banner() {
        b.set_text_content(Some(text));
        dom::set_hidden(&b, false);
    }
}

/// The banner after a panic: the message, then "Reload at this position" (a link to the
/// last good position, when there is one) and "Start afresh" (a solved Megaminx, which does
/// not bring the saved session back).
fn show_with_links(text: &str, last_good: Option<&str>) {
    show(text);
    let Some(banner) = banner() else { return };
    let path = dom::window().location().pathname().unwrap_or_default();
    let links = [
        last_good.map(|q| {
            (
                "panic-reload",
                "Reload at this position",
                format!("{path}?{q}"),
            )
        }),
        Some((
            "panic-afresh",
            "Start afresh",
            format!("{path}?puzzle=megaminx"),
        )),
    ];
    for (id, label, href) in links.into_iter().flatten() {
        let a = dom::element("a", "panic-link", label);
        a.set_id(id);
        let _ = a.set_attribute("href", &href);
        let _ = banner.append_with_str_1(" ");
        let _ = banner.append_child(&a);
    }
}

fn banner() -> Option<web_sys::Element> {
    let doc = dom::document();
    doc.get_element_by_id("panic-banner").or_else(|| {
        let el = dom::element("div", "panic-banner", "");
        el.set_id("panic-banner");
        let _ = el.set_attribute("role", "alert");
        doc.body().and_then(|b| b.prepend_with_node_1(&el).ok())?;
        Some(el)
    })
}

/// Installs the subgroup worker's hook: the message goes to the console and, as a
/// [`Reply::Crashed`], to the page, which rejects what waits on this worker and starts a
/// new one for the next request.
pub fn install_in_worker() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("it panicked: {}", one_line(info));
        web_sys::console::error_1(&format!("the subgroup worker {message}").into());
        let reply = super::worker::replies(&[Reply::Crashed { message }]);
        let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.post_message(&reply);
    }));
}
