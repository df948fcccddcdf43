//! The thesis notation parser: never panics; what parses round-trips.
#![no_main]

use libfuzzer_sys::fuzz_target;
use minx::puzzle::Notation;

fuzz_target!(|data: &[u8]| {
    if let Some(text) = minx_fuzz::text(data) {
        minx_fuzz::check_alg(text, Notation::Thesis);
    }
});
