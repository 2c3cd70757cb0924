#!/usr/bin/env bash
# Runs every test of Occupancy Lab, installing what is missing first (scripts/setup.sh).
# This is the README's test command, and what CI (.ci/run) runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

scripts/setup.sh

step() { printf '\n==> %s\n' "$*"; }

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check

step "lints (cargo clippy, warnings are errors)"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "invariants (ARCHITECTURE.md)"
scripts/check-invariants.sh

step "native tests: model, CLI, UI logic (cargo test --workspace)"
cargo test --workspace

step "browser tests (headless Chromium)"
scripts/test-e2e.sh
