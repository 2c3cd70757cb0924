#!/usr/bin/env bash
# Trunk's post-build hook.
# 1. Puts the lazily loaded wasm chunks that scripts/wasm-link.sh cut from the page's module
#    beside it in the staging folder, with their loader `__wasm_split.js` pointed at the JS glue
#    trunk named (release builds also shrink each chunk with wasm-opt, as trunk does the main
#    module).
# 2. Minifies the JS with terser (pinned in package.json); trunk's own minifier leaves
#    wasm-bindgen's glue as it was written.
set -euo pipefail
profile_dir="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/${TRUNK_PROFILE:-debug}"
split_dir="$profile_dir/wasm-split"
glue=$(cd "$TRUNK_STAGING_DIR" && ls occupancy-lab*.js)
if [ -f "$split_dir/__wasm_split.js" ]; then
  for chunk in "$split_dir"/*.wasm; do
    if [ "${TRUNK_PROFILE:-}" = release ]; then
      node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue "$chunk" -o "$TRUNK_STAGING_DIR/$(basename "$chunk")"
    else
      cp "$chunk" "$TRUNK_STAGING_DIR/"
    fi
  done
  # The table is exported as __wasm_split_table (see scripts/wasm-link.sh).
  sed -e "s|\"./main.js\"|\"./$glue\"|" \
    -e "s|const { __indirect_function_table,|const { __wasm_split_table: __indirect_function_table,|" \
    "$split_dir/__wasm_split.js" > "$TRUNK_STAGING_DIR/__wasm_split.js"
  grep -q __wasm_split_table "$TRUNK_STAGING_DIR/__wasm_split.js"
fi
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
for js in "$TRUNK_STAGING_DIR"/*.js; do
  node_modules/.bin/terser "$js" --module --compress --mangle --output "$js"
done
