#!/usr/bin/env bash
# Trunk's post-build hook: minifies wasm-bindgen's JS glue in the staging folder with terser
# (pinned in package.json). Trunk's own minifier leaves that file as wasm-bindgen wrote it.
set -euo pipefail
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
for js in "$TRUNK_STAGING_DIR"/*.js; do
  node_modules/.bin/terser "$js" --module --compress --mangle --output "$js"
done
