#!/usr/bin/env bash
# Installs what building, serving and testing Occupancy Lab need, each at a pinned version.
# Safe to run again: every step checks first and is a fast no-op when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

# The versions, pinned in one file (checked against the others by scripts/check-invariants.sh).
. scripts/tool-versions.sh

step() { printf '\n==> %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
  step "cargo install trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION"; then
  step "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  # Without --locked: its lock file asks for a webpki-roots the registry here does not serve.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/terser ] || [ ! -d node_modules/playwright-core ]; then
  step "npm ci (binaryen's wasm-opt, terser, playwright-core)"
  npm ci --no-audit --no-fund
fi

# Chromium for the browser tests, and Debian's CJK fonts so that the Chinese and Korean pages
# show real glyphs in tests and screenshots.
if [ "${SKIP_BROWSER:-0}" != 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] ||
  ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; }; then
  step "apt-get install chromium chromium-driver fonts-noto-cjk"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver fonts-noto-cjk
fi
