#!/usr/bin/env bash
# Rewrites crates/occlab/tests/golden/import/* from `occlab import`'s current output for every
# import fixture. Read the diff (git diff crates/occlab/tests/golden/import) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
UPDATE_GOLDEN=1 cargo test -q -p occlab --test import_golden -- every_import_fixture_gives_its_golden_output
git --no-pager diff --stat -- crates/occlab/tests/golden/import
