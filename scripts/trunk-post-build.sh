#!/usr/bin/env bash
# Trunk's post-build hook.
# 1. Puts the lazily loaded wasm chunks that scripts/wasm-link.sh cut from the page's module
#    beside it in the staging folder, each under a name with a hash of its content, and points
#    their loader (`__wasm_split.js`, written by wasm-split-cli) at those names (release builds
#    also shrink each chunk with wasm-opt -Os, as index.html asks trunk to do the main module:
#    gzipped, -Os comes out smaller than -Oz, 231.2 against 232.4 KB for the main module).
# 2. Puts the page's JS, wasm-bindgen's glue and the loader, into index.html as its module script
#    (scripts/inline-page-module.mjs), minified with terser (pinned in package.json) in release
#    builds: the page's code then runs as soon as the page is parsed.
set -euo pipefail
# A release build is cargo's `page` profile (index.html's data-cargo-profile-release).
cargo_profile=debug
[ "${TRUNK_PROFILE:-debug}" = release ] && cargo_profile=page
profile_dir="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/$cargo_profile"
split_dir="$profile_dir/wasm-split"
glue=$(cd "$TRUNK_STAGING_DIR" && ls occupancy-lab*.js)
# Each chunk is named after a hash of its content, as trunk names the main module, so that a
# browser never pairs a cached chunk with a newer page.
hashed() { echo "$1-$(sha256sum "$2" | cut -c1-16)$3"; }
inline=(node scripts/inline-page-module.mjs "$TRUNK_STAGING_DIR" "$glue")
if [ -f "$split_dir/__wasm_split.js" ]; then
  loader=$(cat "$split_dir/__wasm_split.js")
  for chunk in "$split_dir"/*.wasm; do
    name=$(basename "$chunk" .wasm)
    if [ "${TRUNK_PROFILE:-}" = release ]; then
      node_modules/.bin/wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue "$chunk" -o "$TRUNK_STAGING_DIR/$name.wasm"
    else
      cp "$chunk" "$TRUNK_STAGING_DIR/$name.wasm"
    fi
    named=$(hashed "$name" "$TRUNK_STAGING_DIR/$name.wasm" .wasm)
    mv "$TRUNK_STAGING_DIR/$name.wasm" "$TRUNK_STAGING_DIR/$named"
    loader=${loader//"\"./$name.wasm\""/"\"./$named\""}
  done
  # The loader takes the table exported as __wasm_split_table (see scripts/wasm-link.sh).
  loader=${loader//"const { __indirect_function_table,"/"const { __wasm_split_table: __indirect_function_table,"}
  printf '%s\n' "$loader" > "$TRUNK_STAGING_DIR/__wasm_split.js"
  grep -q __wasm_split_table "$TRUNK_STAGING_DIR/__wasm_split.js"
  inline+=("$TRUNK_STAGING_DIR/__wasm_split.js")
fi
if [ "${TRUNK_PROFILE:-}" = release ]; then inline+=(--minify); fi
"${inline[@]}"
