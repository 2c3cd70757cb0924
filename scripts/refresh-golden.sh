#!/usr/bin/env bash
# Rewrites crates/occlab/tests/golden/*.txt (and golden/what_if/, `import --what-if`) from the
# CLI's current output. Read the diff
# (git diff crates/occlab/tests/golden) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
UPDATE_GOLDEN=1 cargo test -q -p occlab --test golden -- every_subcommand_prints_its_golden_text
UPDATE_GOLDEN=1 cargo test -q -p occlab --test what_if -- every_what_if_case_gives_its_golden_output
git --no-pager diff --stat -- crates/occlab/tests/golden
