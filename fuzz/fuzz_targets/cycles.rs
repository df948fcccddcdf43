//! The cycle-notation parser (`Perm::from_str`): never panics; what parses round-trips.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(text) = minx_fuzz::text(data) {
        minx_fuzz::check_cycles(text);
    }
});
