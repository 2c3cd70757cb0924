#!/usr/bin/env bash
# Installs the pinned tools if needed, builds the release app and serves it on localhost.
# Usage: scripts/serve.sh [port]   (default 8080)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
port=${1:-8080}

scripts/setup.sh
trunk build --release
echo
echo "Occupancy Lab: http://127.0.0.1:$port/"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
