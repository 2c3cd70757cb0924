#!/usr/bin/env bash
# cargo's linker for wasm32 (.cargo/config.toml). Links with the toolchain's rust-lld, keeping
# relocations, then, if the module has split points (`#[wasm_split]`, as Leptos' `#[lazy]`), cuts it with
# wasm-split-cli (pinned in scripts/setup.sh): the linked file becomes the main module that
# wasm-bindgen and trunk process as before, and the lazily loaded chunks with their loader
# `__wasm_split.js` go to <target>/wasm32-unknown-unknown/<profile>/wasm-split/, where trunk's
# post-build hook (scripts/trunk-post-build.sh) picks them up.
set -euo pipefail
host=$(rustc -vV | sed -n 's/^host: //p')
lld="$(rustc --print sysroot)/lib/rustlib/$host/bin/rust-lld"
out=""
prev=""
for a in "$@"; do
  [ "$prev" = "-o" ] && out="$a"
  prev="$a"
done
flavor=()
[[ " $* " == *" -flavor "* ]] || flavor=(-flavor wasm)
"$lld" "${flavor[@]}" "$@" --emit-relocs
[ -n "$out" ] || exit 0
# Chunks of an earlier link never outlive it.
split_dir="$(dirname "$out")/../wasm-split"
rm -rf "$split_dir"
# Only modules with split points are cut; the marker is the helpers' custom section name.
grep -q __wasm_split_unstable "$out" || exit 0
mkdir -p "$split_dir"
wasm-split-cli "$out" "$split_dir"
mv "$split_dir/main.wasm" "$out"
python3 "$(dirname "$0")/wasm-rename-export.py" "$out" __indirect_function_table __wasm_split_table
