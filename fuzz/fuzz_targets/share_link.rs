//! Share-link decoding: any text is either a link or an error in words, never a panic; what
//! decodes encodes back to a link that decodes to the same thing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use minx::share::{Link, PageLink};

fuzz_target!(|data: &[u8]| {
    if let Some(text) = minx_fuzz::text(data) {
        if let Ok(link) = Link::from_query(text) {
            let again = Link::from_query(&link.to_query()).expect("an encoded link decodes");
            assert_eq!(again.setup.state(), link.setup.state());
            assert_eq!(minx::puzzle::State::of_moves(&again.moves), minx::puzzle::State::of_moves(&link.moves));
        }
        // Links to the Pyraminx and the 2×2×2 come back exactly as they went.
        if let Ok(PageLink::Puzzle(link)) = PageLink::from_query(text) {
            let again = PageLink::from_query(&link.to_query()).expect("an encoded link decodes");
            assert_eq!(again, PageLink::Puzzle(link));
        }
    }
});
