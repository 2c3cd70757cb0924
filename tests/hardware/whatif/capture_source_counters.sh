#!/usr/bin/env bash
# The source counters of every level of one set of whatif_kernels.cu (WHATIF_SET, as capture.sh
# takes it): one Nsight Compute pass over the launches of `run-all`, in capture.sh's order, with
# LaunchStats (what places each launch at its level) and SourceCounters (each instruction's
# executions and warp-state samples; the what-if model's version 14 reads the long-scoreboard
# samples). capture.sh's all-levels pass leaves SourceCounters out to stay short; this one gives
# every level's profile its own counters, where the full reports give them at three levels.
# Writes OUT_DIR/reports/all_levels_sc.ncu-rep, OUT_DIR/run_all_order_sc.csv and a log, and packs
# the report into OUT_DIR/all_levels_sc.tar.xz.
# WHATIF_BIN, as capture.sh takes it: a binary built beforehand, used instead of building here.
#   WHATIF_SET=25 bash tests/hardware/whatif/capture_source_counters.sh OUT_DIR
set -u
export PATH=$PATH:/usr/local/cuda/bin
out=${1:?usage: capture_source_counters.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/reports" "$out/logs"
out=$(cd "$out" && pwd)
exec > >(tee -a "$out/capture_source_counters.log") 2>&1
. "$here/../capture_steps.sh"

build=$(mktemp -d /tmp/whatif_sc.XXXXXX)
bin=$build/whatif_kernels
build_or_take "$here/whatif_kernels.cu" "$bin" "$(gpu_arch)" "$build/ptxas.txt"
run list "$bin" list "$build/kernels.csv"
mapfile -t names < <(tail -n +2 "$build/kernels.csv" 2> /dev/null | cut -d, -f1)
if [ "${#names[@]}" -eq 0 ]; then
    echo "list gave no kernels under WHATIF_SET='${WHATIF_SET:-}': stopping"
    exit 2
fi
regex="regex:^($(IFS='|' && echo "${names[*]}"))\$"
run ncu_source_counters to "$out/logs/ncu_source_counters.txt" timeout "${WHATIF_SC_TIMEOUT_S:-420}" ncu --section LaunchStats --section SourceCounters \
    --import-source no -k "$regex" -f -o "$out/reports/all_levels_sc" "$bin" run-all "$out/run_all_order_sc.csv"
run pack sh -c "cd '$out' && tar -cf - reports/all_levels_sc.ncu-rep | xz -6 -T0 -c > all_levels_sc.tar.xz"
ls -la "$out/reports" "$out"/all_levels_sc.tar.xz
