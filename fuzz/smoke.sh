#!/usr/bin/env bash
# Runs every fuzz target for N seconds each (default 20) and fails on the first crash.
#
#   fuzz/smoke.sh [seconds]
#
# Needs cargo-fuzz and a nightly toolchain: `cargo xtask test` installs the pinned ones and
# passes the toolchain in MINX_NIGHTLY (default `nightly`). Targets are those listed in
# fuzz/Cargo.toml. Each starts from its committed seeds, fuzz/seeds/NAME/ (read only), and
# uses dicts/NAME.dict when present. New inputs grow in fuzz/corpus/NAME/ and crashes land in
# fuzz/artifacts/ (both git-ignored); a crash is replayed with
# `cargo +nightly fuzz run NAME fuzz/artifacts/NAME/crash-…`.
set -euo pipefail

secs="${1:-20}"
case "$secs" in
    '' | *[!0-9]*) echo "usage: fuzz/smoke.sh [seconds]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."

toolchain="+${MINX_NIGHTLY:-nightly}"
if ! cargo "$toolchain" fuzz --version >/dev/null 2>&1; then
    echo "fuzz/smoke.sh: needs cargo-fuzz and nightly (cargo install cargo-fuzz)" >&2
    exit 2
fi

targets=$(cargo "$toolchain" fuzz list)
cargo "$toolchain" fuzz build
for t in $targets; do
    mkdir -p "fuzz/corpus/$t"
    args=(-max_total_time="$secs" -max_len=4096 -timeout=10 -rss_limit_mb=2048)
    if [ -f "fuzz/dicts/$t.dict" ]; then
        args+=(-dict="fuzz/dicts/$t.dict")
    fi
    echo "== fuzz $t for ${secs}s"
    seeds=()
    if [ -d "fuzz/seeds/$t" ]; then
        seeds=("fuzz/seeds/$t")
    fi
    cargo "$toolchain" fuzz run "$t" "fuzz/corpus/$t" "${seeds[@]}" -- "${args[@]}"
done
echo "== fuzz smoke: all targets ran ${secs}s without a crash"
