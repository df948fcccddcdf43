//! The panic hook: a visible banner with the message instead of a dead page.

use super::dom;

/// Installs the hook (once; later calls replace it with the same).
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        show(&format!(
            "Something went wrong inside minx: {info}. Reload the page to start again."
        ));
    }));
}

/// Shows `text` in the page's `#panic-banner` (created if the page has none) and logs it.
pub fn show(text: &str) {
    web_sys::console::error_1(&text.into());
    let doc = dom::document();
    let banner = doc.get_element_by_id("panic-banner").or_else(|| {
        let el = dom::element("div", "panic-banner", "");
        el.set_id("panic-banner");
        let _ = el.set_attribute("role", "alert");
        doc.body().and_then(|b| b.prepend_with_node_1(&el).ok())?;
        Some(el)
    });
    if let Some(b) = banner {
        b.set_text_content(Some(text));
        dom::set_hidden(&b, false);
    }
}
