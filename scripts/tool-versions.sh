# The pinned version of every build and test tool, in one place: scripts/setup.sh installs these,
# and scripts/check-invariants.sh checks that Cargo.toml, Cargo.lock, Trunk.toml and
# package.json name the same (change a version here, then there, or the check fails).
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130   # the wasm-bindgen crate (Cargo.toml, Cargo.lock) and its CLI
WASM_SPLIT_VERSION=0.2.4       # wasm_split_cli_support, xtask's library, which reads what wasm_split_helpers 0.2 writes
BINARYEN_VERSION=132.0.0       # wasm-opt, from npm (package.json); Trunk.toml names it version_132
TERSER_VERSION=5.51.2
PLAYWRIGHT_CORE_VERSION=1.65.1
