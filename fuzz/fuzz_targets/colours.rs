//! Fuzz target: colours → state and facelet JSON on all three puzzles. Never a panic.
//!
//! The first byte picks the puzzle and the mode: raw colour numbers, text (colour names or
//! facelet JSON), or edits of the solved colouring (swaps and repaints), which reach the
//! deeper checks (mirrored and duplicated pieces, parity, orientation).
#![no_main]

use libfuzzer_sys::fuzz_target;
use minx::puzzle::PuzzleKind;

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let readers = [
        PuzzleKind::Megaminx.info().reader(),
        PuzzleKind::Pyraminx.info().reader(),
        PuzzleKind::Cube2.info().reader(),
    ];
    let reader = readers[usize::from(head) % 3];
    let def = reader.def();
    let report = |e: &dyn std::fmt::Display| assert!(!e.to_string().is_empty());
    match head / 3 % 3 {
        0 => {
            let colours: Vec<usize> = rest.iter().map(|&b| usize::from(b) % 16).collect();
            if let Err(e) = reader.read(&colours) {
                report(&e);
                let _ = e.stickers(def);
            }
        }
        1 => {
            let text = String::from_utf8_lossy(rest);
            if let Err(e) = reader.read_text(&text) {
                report(&e);
            }
            if let Err(e) = reader.read_facelets(&text) {
                report(&e);
            }
        }
        _ => {
            let n = def.sticker_count();
            let mut colours: Vec<usize> = def.stickers().iter().map(|s| s.colour).collect();
            for edit in rest.chunks_exact(3) {
                let (a, b) = (usize::from(edit[1]) % n, usize::from(edit[2]) % n);
                if edit[0] % 4 == 0 {
                    colours[a] = usize::from(edit[2]) % def.colours().len();
                } else {
                    colours.swap(a, b);
                }
            }
            match reader.read(&colours) {
                Ok(state) => assert_eq!(def.colours_of(&state), colours),
                Err(e) => {
                    report(&e);
                    let _ = e.stickers(def);
                }
            }
        }
    }
});
