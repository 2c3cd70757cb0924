#!/usr/bin/env bash
# Builds the release app, serves it with occlab serve on a free localhost port and runs the browser tests
# (node's test runner, headless Debian Chromium through playwright-core). Screenshots land in
# tests/e2e/artifacts/. Usage: scripts/test-e2e.sh [--no-build] [node --test options...]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

build=1
if [ "${1:-}" = "--no-build" ]; then build=0; shift; fi

scripts/setup.sh
if [ "$build" = 1 ]; then
  trunk build --release
fi
# The one-voice test compares the page with occlab's own output.
cargo build --quiet -p occlab
export OCCLAB_BIN="$PWD/target/debug/occlab"
[ -f dist/index.html ] || { echo "dist/ is empty: build first" >&2; exit 1; }

# The page is served as the product serves it: occlab serve, with a fresh SQLite file.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
scratch=$(mktemp -d)
"$OCCLAB_BIN" serve --addr "127.0.0.1:$port" --dist dist --db "$scratch/e2e.sqlite" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$scratch"' EXIT
for _ in $(seq 50); do
  curl -fs "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  sleep 0.1
done

mkdir -p tests/e2e/artifacts
export OCCLAB_URL="http://127.0.0.1:$port/"
echo "Testing $OCCLAB_URL"
node --test --test-concurrency=1 "$@" tests/e2e/
