#!/usr/bin/env bash
# Runs on a machine with an NVIDIA GPU, nvcc and ncu (the project's device machine):
#   bash tests/hardware/capture.sh OUT_DIR
# Builds occupancy_capture.cu for the GPU present, records the ptxas report, queries the
# runtime's occupancy API over many configurations, and captures Nsight Compute's Occupancy and
# Launch Statistics sections for a few launches. Commit OUT_DIR's files under
# tests/hardware/data/<gpu>/ and the test in crates/model/tests/occupancy/hardware.rs reads them.
set -euo pipefail
out=${1:?usage: capture.sh OUT_DIR}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
nvcc --version | tail -2 > "$out/nvcc_version.txt"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv > "$out/nvidia_smi.csv"
nvcc -O3 -std=c++17 -arch="sm_$cc" -Xptxas -v "$here/occupancy_capture.cu" -o /tmp/occupancy_capture 2> "$out/ptxas.txt"
/tmp/occupancy_capture "$out"
if command -v ncu >/dev/null; then
  ncu --section Occupancy --section LaunchStats --section SpeedOfLight /tmp/occupancy_capture --launch > "$out/ncu_details.txt" 2>&1 || true
  ncu --section Occupancy --section LaunchStats --csv --page details /tmp/occupancy_capture --launch > "$out/ncu_details.csv" 2>&1 || true
  ncu --section Occupancy --section LaunchStats /tmp/occupancy_capture --tail > "$out/ncu_tail.txt" 2>&1 || true
fi
ls -la "$out"
