#!/usr/bin/env bash
# Trunk's post-build hook.
# 1. Puts the lazily loaded wasm chunks that scripts/wasm-link.sh cut from the page's module
#    beside it in the staging folder, with their loader `__wasm_split.js` pointed at the JS glue
#    trunk named (release builds also shrink each chunk with wasm-opt -Os, as index.html asks trunk
#    to do the main module: gzipped, -Os comes out smaller than -Oz, 231.2 against 232.4 KB for the
#    main module); each under a name with a hash of its content.
# 2. Minifies the JS with terser (pinned in package.json); trunk's own minifier leaves
#    wasm-bindgen's glue as it was written.
set -euo pipefail
profile_dir="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/${TRUNK_PROFILE:-debug}"
split_dir="$profile_dir/wasm-split"
glue=$(cd "$TRUNK_STAGING_DIR" && ls occupancy-lab*.js)
# Each file is named after a hash of its content, as trunk names the main module, so that a browser
# never pairs a cached chunk or loader with a newer page.
hashed() { echo "$1-$(sha256sum "$2" | cut -c1-16)$3"; }
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
  # The loader imports the JS glue trunk named, and takes the table exported as
  # __wasm_split_table (see scripts/wasm-link.sh).
  loader=${loader//"\"./main.js\""/"\"./$glue\""}
  loader=${loader//"const { __indirect_function_table,"/"const { __wasm_split_table: __indirect_function_table,"}
  printf '%s\n' "$loader" > "$TRUNK_STAGING_DIR/__wasm_split.js"
  grep -q __wasm_split_table "$TRUNK_STAGING_DIR/__wasm_split.js"
  named=$(hashed __wasm_split "$TRUNK_STAGING_DIR/__wasm_split.js" .js)
  mv "$TRUNK_STAGING_DIR/__wasm_split.js" "$TRUNK_STAGING_DIR/$named"
  # Only the glue's import of the loader is renamed: the wasm still names its import module
  # "./__wasm_split.js", and the glue's imports object keeps that key.
  sed -E -i "s#(from *['\"])\./__wasm_split\.js#\1./$named#" "$TRUNK_STAGING_DIR/$glue"
  grep -q "$named" "$TRUNK_STAGING_DIR/$glue"
  # The glue imports the loader: preloading it beside the glue saves a round trip before the
  # page's module can run.
  glue_re=${glue//./\\.}
  sed -E -i "s#<link[^>]*href=\"?/$glue_re\"?[^>]*>#<link rel=modulepreload href=/$named crossorigin>&#" "$TRUNK_STAGING_DIR/index.html"
  grep -q "href=/$named" "$TRUNK_STAGING_DIR/index.html"
fi
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
for js in "$TRUNK_STAGING_DIR"/*.js; do
  node_modules/.bin/terser "$js" --module --compress --mangle --output "$js"
done
