#!/usr/bin/env bash
# Runs on the device machine: bash tests/hardware/capture_cluster_ncu.sh OUT_DIR
# Builds cluster_ncu.cu and records Nsight Compute's cluster rows for its launches
# (OUT_DIR/ncu_cluster_raw.csv, OUT_DIR/ncu_cluster_console.txt) with the program's own lines.
set -u
out=${1:?usage: capture_cluster_ncu.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
{ nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv; ncu --version | tail -1; } > "$out/versions.txt" 2>&1
nvcc -O3 -std=c++17 -arch=sm_90 -Xptxas -v "$here/cluster_ncu.cu" -o /tmp/cluster_ncu 2> "$out/ptxas.txt"
/tmp/cluster_ncu > "$out/program_stdout.txt" 2>&1
metrics=launch__cluster_max_active,launch__cluster_max_potential_size,launch__occupancy_cluster_pct,launch__occupancy_cluster_gpu_pct,launch__occupancy_per_cluster_size,launch__occupancy_limit_blocks,launch__occupancy_limit_warps,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__grid_size,launch__block_size,launch__cluster_size,launch__sm_count,sm__maximum_warps_per_active_cycle_pct
timeout 300 ncu --metrics "$metrics" --csv --page raw --log-file "$out/ncu_cluster_raw.csv" /tmp/cluster_ncu > /dev/null 2>&1
echo "ncu raw rc=$?" >> "$out/versions.txt"
timeout 200 ncu --section Occupancy --section LaunchStats /tmp/cluster_ncu > "$out/ncu_cluster_console.txt" 2>&1
echo "ncu console rc=$?" >> "$out/versions.txt"
