//! The panic banner as data: what the page shows when the code inside it panicked — the
//! panic's message on one line, a link back to the last position the page showed whole and
//! one to a fresh start. The page writes the [`Node`] with the same writer as the rest of
//! the page, from its panic hook (which must not touch the app: the panicking code may still
//! hold it).

use crate::app::draw::Node;

/// A panic's text (the standard text puts the message and its place on two lines) on one
/// line.
pub fn panic_line(panic: &str) -> String {
    panic.replace('\n', " ")
}

/// The banner's words for a panic on the page, from the panic's text.
pub fn panic_message(panic: &str) -> String {
    format!("Something went wrong inside minx: {}.", panic_line(panic))
}

/// The page's `#panic-banner`: a visible alert showing `message` as text, then `links`
/// ([`panic_links`]), each after a space (so the banner's text reads as words).
pub fn panic_banner(message: &str, links: Vec<Node>) -> Node {
    let spaced = links
        .into_iter()
        .flat_map(|link| [Node::new("span").text(" "), link]);
    Node::new("div")
        .attr("id", "panic-banner")
        .class("panic-banner")
        .attr("role", "alert")
        .text(message)
        .children(spaced)
}

/// The banner's links after a panic on the page at `path`: "Reload at this position", the
/// link to the last good position (`last_good`, its query) when there is one, and "Start
/// afresh", a solved Megaminx (which does not bring the saved session back).
pub fn panic_links(path: &str, last_good: Option<&str>) -> Vec<Node> {
    let reload = last_good.map(|q| ("panic-reload", "Reload at this position", q));
    let afresh = Some(("panic-afresh", "Start afresh", "puzzle=megaminx"));
    [reload, afresh]
        .into_iter()
        .flatten()
        .map(|(id, label, query)| {
            Node::new("a")
                .class("panic-link")
                .attr("id", id)
                .attr("href", format!("{path}?{query}"))
                .text(label)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banner_says_what_panicked_on_one_line_as_text() {
        let text = panic_message("panicked at src/x.rs:1:2:\n<b>boom</b>");
        assert_eq!(
            text,
            "Something went wrong inside minx: panicked at src/x.rs:1:2: <b>boom</b>."
        );
        let banner = panic_banner(&text, Vec::new());
        assert_eq!(banner.get("id"), Some("panic-banner"));
        assert_eq!(banner.get("class"), Some("panic-banner"));
        assert_eq!(banner.get("role"), Some("alert"));
        assert_eq!(banner.text.as_deref(), Some(text.as_str()));
        assert!(banner.children.is_empty());
    }

    #[test]
    fn the_links_reload_the_last_good_position_or_start_afresh() {
        let links = panic_links("/minx/", Some("puzzle=megaminx&alg=A+B"));
        let read = |n: &Node| {
            let attr = |k| n.get(k).unwrap_or_default().to_string();
            (
                n.tag,
                attr("id"),
                attr("class"),
                attr("href"),
                n.text.clone(),
            )
        };
        assert_eq!(
            links.iter().map(read).collect::<Vec<_>>(),
            [
                (
                    "a",
                    "panic-reload".into(),
                    "panic-link".into(),
                    "/minx/?puzzle=megaminx&alg=A+B".into(),
                    Some("Reload at this position".into())
                ),
                (
                    "a",
                    "panic-afresh".into(),
                    "panic-link".into(),
                    "/minx/?puzzle=megaminx".into(),
                    Some("Start afresh".into())
                ),
            ]
        );
        let banner = panic_banner("boom.", links);
        let words: Vec<_> = banner.children.iter().map(|n| n.text.clone()).collect();
        let spaced = [" ", "Reload at this position", " ", "Start afresh"];
        assert_eq!(words, spaced.map(|t| Some(t.to_string())), "read as words");
        let links = panic_links("/", None);
        assert_eq!(links.len(), 1, "nothing good to reload yet");
        assert_eq!(links[0].get("id"), Some("panic-afresh"));
    }
}
