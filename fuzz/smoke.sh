#!/usr/bin/env bash
# Runs every fuzz target for N seconds each (default 20), as many at once as there are cores
# (FUZZ_JOBS to change), and fails if any crashed (its log is printed).
#
#   fuzz/smoke.sh [seconds]          each target for that many seconds
#   fuzz/smoke.sh --budget SECONDS   the whole run in about that many seconds: the budget is
#                                    split evenly between the targets (times the jobs at once,
#                                    at least MIN_SECS each), so a new target shares the time
#                                    instead of lengthening the run
#   fuzz/smoke.sh --build            only build every target (what a run would build first;
#                                    `cargo xtask test` builds them beside the native tests)
#
# Needs cargo-fuzz and a nightly toolchain: `cargo xtask test` installs the pinned ones and
# passes the toolchain in MINX_NIGHTLY (default `nightly`). Targets are those listed in
# fuzz/Cargo.toml. Each starts from its committed seeds, fuzz/seeds/NAME/ (read only; libFuzzer
# runs every seed before it mutates, however short the time), and uses dicts/NAME.dict when
# present. New inputs grow in fuzz/corpus/NAME/ and crashes land in fuzz/artifacts/ (both
# git-ignored); a crash is replayed with `cargo +nightly fuzz run -s none NAME fuzz/artifacts/NAME/crash-…`.
set -euo pipefail

# The least time a target gets under --budget.
MIN_SECS=10
budget=""
build_only=""
if [ "${1:-}" = "--build" ]; then
    build_only=1
    given=1
elif [ "${1:-}" = "--budget" ]; then
    budget="${2:-}"
    given="$budget"
else
    secs="${1:-20}"
    given="$secs"
fi
# A positive whole number (libFuzzer reads -max_total_time=0 as "no limit").
case "$given" in
    '' | *[!0-9]* | 0 | 00*) echo "usage: fuzz/smoke.sh [seconds | --budget seconds], at least 1" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."

toolchain="+${MINX_NIGHTLY:-nightly}"
if ! cargo "$toolchain" fuzz --version >/dev/null 2>&1; then
    echo "fuzz/smoke.sh: needs cargo-fuzz and nightly (cargo install cargo-fuzz)" >&2
    exit 2
fi

# No sanitizer: the crate has no `unsafe` code, so AddressSanitizer has nothing of ours to
# watch, while it made the build a third slower (153 → 107 s for every target on a 2-core
# machine) and every run slower; coverage guidance and panics (what libFuzzer reports here)
# need no sanitizer. FUZZ_SANITIZER=address to bring it back.
sanitizer="--sanitizer=${FUZZ_SANITIZER:-none}"
targets=$(cargo "$toolchain" fuzz list)
cargo "$toolchain" fuzz build "$sanitizer"
if [ -n "$build_only" ]; then exit 0; fi
jobs="${FUZZ_JOBS:-$(nproc)}"
if [ -n "$budget" ]; then
    count=$(wc -w <<<"$targets")
    secs=$(( budget * jobs / count ))
    if [ "$secs" -lt "$MIN_SECS" ]; then secs=$MIN_SECS; fi
    echo "== fuzz budget ${budget}s: $count targets, $jobs at once, ${secs}s each"
fi
logs=fuzz/logs
mkdir -p "$logs"

# One target, its output in $logs/NAME.log.
fuzz_one() {
    local t="$1"
    mkdir -p "fuzz/corpus/$t"
    local args=(-max_total_time="$secs" -max_len=4096 -timeout=10 -rss_limit_mb=2048)
    if [ -f "fuzz/dicts/$t.dict" ]; then
        args+=(-dict="fuzz/dicts/$t.dict")
    fi
    local seeds=()
    if [ -d "fuzz/seeds/$t" ]; then
        seeds=("fuzz/seeds/$t")
    fi
    cargo "$toolchain" fuzz run "$sanitizer" "$t" "fuzz/corpus/$t" "${seeds[@]}" -- "${args[@]}" \
        >"$logs/$t.log" 2>&1
}

failed=()
batch=()
# Waits for the running batch; remembers the targets that failed.
finish_batch() {
    for entry in "${batch[@]}"; do
        if wait "${entry%%:*}"; then
            echo "== fuzz ${entry#*:}: ${secs}s, no crash ($(grep -c . "$logs/${entry#*:}.log") log lines)"
        else
            failed+=("${entry#*:}")
        fi
    done
    batch=()
}
for t in $targets; do
    echo "== fuzz $t for ${secs}s"
    fuzz_one "$t" &
    batch+=("$!:$t")
    if [ "${#batch[@]}" -ge "$jobs" ]; then
        finish_batch
    fi
done
finish_batch
if [ "${#failed[@]}" -gt 0 ]; then
    for t in "${failed[@]}"; do
        echo "== fuzz $t FAILED; the end of its log ($logs/$t.log):"
        tail -n 60 "$logs/$t.log"
    done
    exit 1
fi
echo "== fuzz smoke: all targets ran ${secs}s without a crash"
