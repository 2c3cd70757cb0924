#!/usr/bin/env bash
# Installs the pinned tools if needed, builds the release app and occlab, and runs `occlab serve`:
# the page from dist/, the runs API and the SQLite file the runs live in (docs/API.md).
# Usage: scripts/serve.sh [port] [occlab serve flags…]   (default 8080; the database is
# occlab.sqlite in the repository root unless --db is given)
# A class: scripts/serve.sh 8080 --addr 0.0.0.0:8080 --class cs149 --token … --instructor-token …
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
port=8080
if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then port=$1; shift; fi

scripts/setup.sh
trunk build --release
# occlab serve sends these to browsers that accept gzip (the wasm is about 40 % of its size; the
# page's JS is inside index.html).
for file in dist/*.html dist/*.wasm; do gzip -9 -k -f "$file"; done
cargo build --release -p occlab
addr=(--addr "127.0.0.1:$port")
for arg in "$@"; do
  case "$arg" in --addr|--addr=*) addr=() ;; esac
done
echo
exec target/release/occlab serve "${addr[@]}" --dist dist "$@"
