//! `PuzzleDef::parse_word` (the one move grammar) on each puzzle's generator names: never a panic or an overflow (debug
//! assertions are on), errors are one short escaped line, and what parses spells the same
//! permutation as its powers reduced modulo the generator orders, which print and read back.
//!
//! The first byte picks the puzzle; the rest is the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use minx::group::Word;
use minx::puzzle::PuzzleKind;

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = minx_fuzz::text(rest) else {
        return;
    };
    let def = PuzzleKind::ALL[usize::from(head) % PuzzleKind::ALL.len()].def();
    let names = def.generator_names();
    match def.parse_word(text) {
        Err(e) => minx_fuzz::check_message(&e.to_string()),
        Ok(word) => {
            let orders: Vec<u32> = def
                .generators()
                .iter()
                .map(|g| u32::try_from(g.perm.order()).expect("small orders"))
                .collect();
            let reduced = word.reduced_powers(&orders);
            let perms: Vec<_> = def.generators().iter().map(|g| g.perm.clone()).collect();
            let n = def.sticker_count();
            assert_eq!(reduced.evaluate(&perms, n), word.evaluate(&perms, n));
            let printed = reduced.display_with(&names).to_string();
            assert_eq!(
                def.parse_word(&printed).as_ref(),
                Ok(&reduced),
                "{printed:?}"
            );
            assert_eq!(word.inverse().then(&word), Word::new());
        }
    }
});
