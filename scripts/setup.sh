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

# scripts/wasm-link.sh cuts the page's wasm at its #[wasm_split] functions with it.
if ! cargo install --list | grep -q "^wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  step "cargo install wasm_split_cli_support $WASM_SPLIT_VERSION (about 1 minute)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ]; then
  step "npm ci (binaryen's wasm-opt, playwright-core)"
  npm ci --no-audit --no-fund
fi

if [ "${SKIP_BROWSER:-0}" != 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  step "apt-get install chromium chromium-driver"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver
fi
