//! Share-link decoding: any text is either a link or an error in words, never a panic; what
//! decodes encodes back to a link that decodes to the same thing. The same text read as a
//! saved session (the JSON record around a link, `wire::flat_json`): read or refused in
//! words, and what reads writes back to a record that reads the same. And read as a Twizzle
//! or alg.cubing.net link: a link whose own query and whose "Open in Twizzle" link (when it
//! has one) read back to the same position, or a short one-line error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use minx::app::Session;
use minx::share::{read_cubing_link, twizzle_url, Link, Position};

fuzz_target!(|data: &[u8]| {
    if let Some(text) = minx_fuzz::text(data) {
        if let Ok(link) = Link::from_query(text) {
            let again = Link::from_query(&link.to_query()).expect("an encoded link decodes");
            // Every puzzle's link reaches the same position; a long Megaminx history may
            // come back as the state it reaches, the others come back exactly as they went.
            assert_eq!(again.position.perm(), link.position.perm());
            assert_eq!((again.step, &again.method), (link.step, &link.method));
            if let Position::Stickers { .. } = link.position {
                assert_eq!(again, link);
            }
        }
        match read_cubing_link(text) {
            Ok(link) => {
                let again = Link::from_query(&link.to_query()).expect("its own link decodes");
                assert_eq!(again.position.perm(), link.position.perm());
                if let Some(url) = twizzle_url(&link) {
                    let back = read_cubing_link(&url).expect("a written Twizzle link reads");
                    assert_eq!(back.position.perm(), link.position.perm());
                }
            }
            Err(e) => minx_fuzz::check_message(&e.to_string()),
        }
        match text.parse::<Session>() {
            Ok(session) => {
                let back = session.to_string().parse::<Session>();
                assert_eq!(back.expect("a written session reads"), session);
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});
