#!/usr/bin/env bash
# Regenerates tests/reference/data/{occupancy,block_size,available_smem}.csv from NVIDIA's
# occupancy header. The header comes from the nvidia-cuda-runtime wheel on PyPI, is used in a
# temporary directory and never committed. Needs python3 -m pip, unzip, g++ and cargo.
set -euo pipefail
WHEEL_VERSION=13.5.37   # CUDA 13 runtime wheel whose cuda_occupancy.h is the reference
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$work" "nvidia-cuda-runtime==$WHEEL_VERSION"
unzip -q -o "$work"/nvidia_cuda_runtime-*.whl 'nvidia/cu13/include/*' -d "$work"
g++ -O2 -std=c++17 -Wall -Wno-unused-function -I "$work/nvidia/cu13/include" \
    "$here/occupancy_reference.cpp" -o "$work/occupancy_reference"
(cd "$root" && cargo run --quiet -p occlab -- caps --csv) > "$work/device_props.csv"
mkdir -p "$here/data"
"$work/occupancy_reference" "$work/device_props.csv" "$here/data"
cp "$work/device_props.csv" "$here/data/device_props.csv"
echo "header: nvidia-cuda-runtime $WHEEL_VERSION" > "$here/data/VERSION"
wc -l "$here"/data/*.csv
