#!/usr/bin/env bash
# Regenerates tests/reference/data/{occupancy,block_size,available_smem}.csv from NVIDIA's
# occupancy header. The header comes from the newest nvidia-cuda-runtime wheel on PyPI (or the
# version in $WHEEL_VERSION), is used in a temporary directory and never committed.
# Fails when the header knows a compute capability that compute_caps/ neither describes (a file
# or an alias) nor lists in header_only.toml. Needs python3 -m pip, unzip, g++ and cargo.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

wheel_spec="nvidia-cuda-runtime${WHEEL_VERSION:+==$WHEEL_VERSION}"
python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$work" "$wheel_spec"
wheel=$(ls "$work"/nvidia_cuda_runtime-*.whl)
version=$(basename "$wheel" | cut -d- -f2)
echo "header: cuda_occupancy.h from nvidia-cuda-runtime $version"
unzip -q -o "$wheel" 'nvidia/*/include/cuda_occupancy.h' -d "$work"
include=$(dirname "$(ls "$work"/nvidia/*/include/cuda_occupancy.h)")
g++ -O2 -std=c++17 -Wall -Wno-unused-function -I "$include" \
    "$here/occupancy_reference.cpp" -o "$work/occupancy_reference"

# Every compute capability the header knows must be in compute_caps/ or in header_only.toml.
"$work/occupancy_reference" --architectures > "$work/architectures.txt"
(cd "$root" && cargo run --quiet -p occlab -- caps --json) > "$work/caps.json"
python3 - "$work/architectures.txt" "$work/caps.json" "$root/compute_caps/header_only.toml" <<'PY'
import json, sys, tomllib
from collections import defaultdict
accepted = [line.strip() for line in open(sys.argv[1]) if line.strip()]
caps = json.load(open(sys.argv[2]))
ours = {c["name"] for c in caps} | {a for c in caps for a in c["aliases"]}
header_only = {e["name"] for e in tomllib.load(open(sys.argv[3], "rb"))["compute_capability"]}
minors = defaultdict(list)
for cc in accepted:
    major, minor = cc.split(".")
    minors[major].append(cc)
missing = []
for major, ccs in sorted(minors.items(), key=lambda kv: int(kv[0])):
    if len(ccs) == 10:
        # The header accepts every minor of this major: one file of the major stands for it.
        if not any(n.split(".")[0] == major for n in ours):
            missing.append(f"{major}.x")
    else:
        missing += [cc for cc in ccs if cc not in ours and cc not in header_only]
print("header knows:", ", ".join(f"{m}.x" if len(c) == 10 else ", ".join(c) for m, c in sorted(minors.items(), key=lambda kv: int(kv[0]))))
if missing:
    sys.exit("error: the header knows compute capabilities that compute_caps/ lacks: " + ", ".join(missing)
             + "\nadd a file for each (compute_caps/README.md, 'Adding a compute capability'), or list it in"
             " compute_caps/header_only.toml with what no public source gives")
PY

(cd "$root" && cargo run --quiet -p occlab -- caps --csv) > "$work/device_props.csv"
mkdir -p "$here/data"
"$work/occupancy_reference" "$work/device_props.csv" "$here/data"
cp "$work/device_props.csv" "$here/data/device_props.csv"
echo "header: nvidia-cuda-runtime $version" > "$here/data/VERSION"
wc -l "$here"/data/*.csv
