#!/usr/bin/env bash
# Runs on the device machine (NVIDIA Hopper GPU, nvcc, ncu):
#   bash tests/hardware/whatif/capture_clock_control.sh OUT_DIR
# Whether a profile taken at the GPU's own clocks predicts as well as one at the base clock Nsight
# Compute locks by default: eight of set 1's kernels (WHATIF_SET=1) timed at every level
# (time.csv, time_samples.csv, time.log), then two passes over their every level with the what-if
# model's sections, one with `--clock-control none` and one with Nsight Compute's default
# (`--clock-control base`), each exported as its raw page: levels_raw_none.csv, levels_raw_base.csv
# (reports/clock_none.ncu-rep, reports/clock_base.ncu-rep; run_all_order_*.csv, ncu_*.log).
# WHATIF_BIN, as capture.sh takes it: a binary built beforehand, used instead of building here.
set -u
export PATH=$PATH:/usr/local/cuda/bin
out=${1:?usage: capture_clock_control.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/reports"
out=$(cd "$out" && pwd)
exec > >(tee -a "$out/capture_clock_control.log") 2>&1
. "$here/../capture_steps.sh"
export WHATIF_SET=1

build=$(mktemp -d /tmp/whatif_cc.XXXXXX)
bin=$build/whatif_kernels
build_or_take "$here/whatif_kernels.cu" "$bin" "$(gpu_arch)" "$build/ptxas.txt"
{
    date -u
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
    ncu --version | tail -1
} > "$out/versions.txt"

kernels=saxpy,gather_dram,stencil5,transpose_tiled,sgemm_naive,nbody,softmax_row,histogram_smem
regex="regex:^(${kernels//,/|})\$"
run time to "$out/time.log" timeout 150 "$bin" time "$out/time.csv" --kernels "$kernels"
for mode in none base; do
    run "ncu_$mode" to "$out/ncu_$mode.log" timeout 200 ncu --clock-control "$mode" --section "$WHATIF_SECTIONS" \
        --import-source no -k "$regex" -f -o "$out/reports/clock_$mode" "$bin" run-all "$out/run_all_order_$mode.csv"
    run "raw_$mode" sh -c "ncu --import '$out/reports/clock_$mode.ncu-rep' --csv --page raw > '$out/levels_raw_$mode.csv'"
done
