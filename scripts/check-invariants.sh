#!/usr/bin/env bash
# Checks the invariants ARCHITECTURE.md states in bold, so that they stay true.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "invariant broken: $*" >&2; exit 1; }

# Every pinned tool version is the one scripts/tool-versions.sh names.
. scripts/tool-versions.sh
lock_version() { awk -v n="$1" '$0 == "name = \"" n "\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock; }
[ "$(lock_version wasm-bindgen)" = "$WASM_BINDGEN_VERSION" ] ||
  fail "Cargo.lock's wasm-bindgen is $(lock_version wasm-bindgen), scripts/tool-versions.sh pins $WASM_BINDGEN_VERSION"
grep -qx "wasm-bindgen = \"=$WASM_BINDGEN_VERSION\"" Cargo.toml ||
  fail "Cargo.toml does not pin wasm-bindgen = \"=$WASM_BINDGEN_VERSION\" (scripts/tool-versions.sh)"
grep -qx "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml ||
  fail "Trunk.toml's wasm_bindgen is not $WASM_BINDGEN_VERSION (scripts/tool-versions.sh)"
[ "$(lock_version wasm_split_cli_support)" = "$WASM_SPLIT_VERSION" ] ||
  fail "Cargo.lock's wasm_split_cli_support is $(lock_version wasm_split_cli_support), scripts/tool-versions.sh pins $WASM_SPLIT_VERSION"
grep -qx "wasm_split_cli_support = \"=$WASM_SPLIT_VERSION\"" xtask/Cargo.toml ||
  fail "xtask/Cargo.toml does not pin wasm_split_cli_support = \"=$WASM_SPLIT_VERSION\" (scripts/tool-versions.sh)"
grep -qx "wasm_opt = \"version_${BINARYEN_VERSION%%.*}\"" Trunk.toml ||
  fail "Trunk.toml's wasm_opt is not version_${BINARYEN_VERSION%%.*} (scripts/tool-versions.sh: binaryen $BINARYEN_VERSION)"
for pinned in "binaryen:$BINARYEN_VERSION" "terser:$TERSER_VERSION" "playwright-core:$PLAYWRIGHT_CORE_VERSION"; do
  grep -q "\"${pinned%%:*}\": \"${pinned#*:}\"" package.json ||
    fail "package.json does not pin ${pinned%%:*} ${pinned#*:} (scripts/tool-versions.sh)"
done

# The model and the charts build for the browser as well as natively.
cargo check --quiet -p occlab-model -p occlab-charts --target wasm32-unknown-unknown

# The charts depend on the model and plotters, and on no UI, server, async or CUDA crate.
deps=$(cargo tree -p occlab-charts -e normal --prefix none | awk '{print $1}' | sort -u)
for crate in leptos web-sys axum tokio rusqlite cudarc clap; do
  if grep -qx "$crate" <<<"$deps"; then
    fail "occlab-charts depends on $crate"
  fi
done

# The model depends on no UI, server, async, CUDA, CLI or TOML crate (serde, serde_json,
# ruzstd, a pure-Rust zstd decoder, and fluent-syntax, the catalogues' parser, only).
deps=$(cargo tree -p occlab-model -e normal --prefix none | awk '{print $1}' | sort -u)
for crate in leptos web-sys wasm-bindgen js-sys axum tokio rusqlite cudarc clap toml; do
  if grep -qx "$crate" <<<"$deps"; then
    fail "occlab-model depends on $crate"
  fi
done

# The model does no I/O.
if grep -rnE 'std::(fs|net|process|env)|println!|eprintln!' crates/model/src; then
  fail "crates/model/src does I/O"
fi

# Hardware facts live in compute_caps/: no architecture is named by number in code.
if grep -rnE 'major *(==|>=|<=|<|>) *[0-9]|minor *(==|>=|<=|<|>) *[0-9]' crates/*/src src 2>/dev/null; then
  fail "code compares compute-capability numbers; put the fact in compute_caps/"
fi
# One voice: the front ends round no number themselves; every figure a user reads is written
# by the model's report layer and number format (crates/model/src/report, locale/numerals.rs).
if grep -rnE '\{[a-z_0-9.]*:[<>^ 0-9]*\.[0-9]+\}' src crates/occlab/src --include=*.rs; then
  fail "a front end formats a number with a precision; take the text from the model's report"
fi
# Browser access lives in one module (src/browser/), so the rest of the page is tested natively.
if grep -rnE 'web_sys|js_sys|gloo_[a-z]+::' src --include=*.rs | grep -v '^src/browser/'; then
  fail "browser API used outside src/browser/; add a function there"
fi

# Unsafe code lives in one module, the one that launches kernels (crates/occlab/src/measure/
# launch.rs); the workspace denies it everywhere else, and nothing else may allow it.
unsafe_here='crates/occlab/src/measure/launch.rs'
if grep -rnE '\bunsafe[[:space:]]*(\{|fn\b|impl\b|trait\b|extern\b)|allow\(unsafe_code\)' --include=*.rs src crates \
  | grep -v "^$unsafe_here:"; then
  fail "unsafe code outside $unsafe_here; put driver calls and kernel launches there"
fi
# …and each unsafe block there says why it is sound, in a SAFETY comment just above it.
if awk '/SAFETY:/ { said = NR } /unsafe[[:space:]]*\{/ && NR - said > 6 { print FILENAME ":" NR ": " $0; bad = 1 } END { exit !bad }' \
  "$unsafe_here"; then
  fail "an unsafe block in $unsafe_here has no SAFETY comment above it"
fi

# User text is text, never markup: the page sets no HTML from strings.
if grep -rn 'inner_html' src --include=*.rs; then
  fail "the page sets HTML from a string; render a view (names and pasted text must stay text)"
fi
# The server: only serve/storage.rs touches the database; uploads are read by the model's one run
# reader; tokens are compared in constant time, never with ==.
if grep -rln 'rusqlite' crates/occlab/src | grep -vx 'crates/occlab/src/serve/storage.rs'; then
  fail "the database is touched outside crates/occlab/src/serve/storage.rs"
fi
grep -q 'Run::from_json' crates/occlab/src/serve/api.rs || fail "the server does not read uploads with Run::from_json"
grep -q 'ct_eq' crates/occlab/src/serve/auth.rs || fail "tokens are not compared in constant time"
if grep -nE '[!=]=|\.eq\(|starts_with\(' crates/occlab/src/serve/auth.rs; then
  fail "serve/auth.rs compares with ==, eq or starts_with; compare tokens with ct_eq"
fi
# A budget is a benchmark's figure, never a test's assertion: no stopwatch in a test. Timings
# live in the benchmarks (tests/e2e/perf.mjs, peers.mjs and painted.mjs, crates/*/benches,
# crates/occlab/examples/serve_load.rs) and their figures in docs/PERFORMANCE.md.
if grep -rnE 'performance\.now\(|Date\.now\(|Instant::now\(|\.elapsed\(' \
  tests/e2e crates/*/tests --include=*.mjs --include=*.js --include=*.rs |
  grep -vE '^tests/e2e/(perf|peers|painted)\.mjs:'; then
  fail "a test reads a clock; time it in a benchmark (tests/e2e/perf.mjs, crates/*/benches) and record the figure in docs/PERFORMANCE.md"
fi
# The folders show the domains: no file imports from a file that imports from it, directly or
# round a loop, in the model or the page (a folder's mod.rs and its own files are one family).
python3 scripts/import_cycles.py crates/model/src/lib.rs src/main.rs ||
  fail "an import circle (above); move what both sides need to the domain that owns it"
echo "invariants hold"
