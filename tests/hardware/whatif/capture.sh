#!/usr/bin/env bash
# Runs on the device machine (NVIDIA Hopper GPU, nvcc, ncu):
#   bash tests/hardware/whatif/capture.sh OUT_DIR
# Builds whatif_kernels.cu for the GPU present (ptxas report in OUT_DIR/ptxas.txt), then
#   (1) times every kernel at every occupancy level: time.csv, time_samples.csv, time.log;
#   (2) one Nsight Compute pass over every level of every kernel (launch statistics, occupancy,
#       speed of light, memory tables, warp states, schedulers, instruction mix):
#       reports/all_levels.ncu-rep, exported as levels_raw.csv (run_all_order.csv maps launches
#       to levels);
#   (3) `ncu --set full` of every kernel at max_b, then at ~max_b/2, then at ~max_b/4:
#       reports/KERNEL_bB.ncu-rep (no new profile starts after WHATIF_DEADLINE_S seconds);
# and packs reports/*.ncu-rep into reports.tar.zst (.xz, .gz) and every other file into all.tar.xz.
# Every step is logged with its time and exit status; a failed step does not stop the next.
#
# Environment: WHATIF_GPU_TIMING, WHATIF_GPU_NCU: CUDA_VISIBLE_DEVICES for step (1) and for steps
# (2)-(3); when both are set and differ, (1) runs at the same time as (2)-(3). WHATIF_REPS: timed
# launches per level and pass (default 15). WHATIF_DEADLINE_S: seconds after the start past which
# no new full profile starts (default 300). WHATIF_ALL_TIMEOUT_S: the limit of step (2), seconds
# (default 300). WHATIF_TIME_TIMEOUT_S: the limit of step (1), seconds (default 120; a kernel that
# hangs then costs the timings of the kernels after it, not the capture). WHATIF_BIN: a
# whatif_kernels built beforehand from the same source with the same nvcc command (on a machine
# with nvcc and no GPU), used instead of building here; its ptxas report, if it lies beside it as
# ptxas.txt, is copied to OUT_DIR/ptxas.txt. WHATIF_SET: the kernel
# set, read by the program itself
# (unset or 1: set 1, the kernels of the committed captures; 2 and up: a held-out set, each listed
# with its kernels in README.md and by `whatif_kernels` run without arguments); the kernel names
# come from `list`, so export it (or put it before `bash`)
# and every step follows:
#   WHATIF_SET=2 bash tests/hardware/whatif/capture.sh OUT_DIR
set -u
export PATH=$PATH:/usr/local/cuda/bin
out=${1:?usage: capture.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/reports" "$out/logs"
out=$(cd "$out" && pwd)
rep=$out/reports
exec > >(tee -a "$out/capture.log") 2>&1

# step and run: logged steps that never stop the script.
. "$here/../capture_steps.sh"

t_start=$SECONDS
gpu_t=${WHATIF_GPU_TIMING:-}
gpu_n=${WHATIF_GPU_NCU:-}
reps=${WHATIF_REPS:-15}
deadline=${WHATIF_DEADLINE_S:-300}
all_timeout=${WHATIF_ALL_TIMEOUT_S:-300}
full_timeout=45
time_timeout=${WHATIF_TIME_TIMEOUT_S:-120}
build=$(mktemp -d /tmp/whatif_build.XXXXXX)
bin=$build/whatif_kernels

# on_gpu GPU CMD...: CMD with CUDA_VISIBLE_DEVICES=GPU, or as it is when GPU is empty.
on_gpu() {
    local g=$1
    shift
    if [ -n "$g" ]; then CUDA_VISIBLE_DEVICES=$g "$@"; else "$@"; fi
}

arch=$(gpu_arch)
{
    date -u +"date %Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=index,name,pci.bus_id,driver_version,compute_cap,memory.total,clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,power.limit,temperature.gpu --format=csv
    nvcc --version
    echo "ncu: $(timeout 60 ncu --version | tail -1)"
    echo "arch $arch; WHATIF_SET='${WHATIF_SET:-}' WHATIF_GPU_TIMING='$gpu_t' WHATIF_GPU_NCU='$gpu_n' reps $reps deadline ${deadline}s"
} > "$out/versions.txt" 2>&1
cat "$out/versions.txt"
nvidia-smi -q -d CLOCK,PERFORMANCE > "$out/logs/nvidia_smi_before.txt" 2>&1

build_or_take "$here/whatif_kernels.cu" "$bin" "$arch" "$out/ptxas.txt"
grep -E "Compiling entry|Used|spill|warning|error" "$out/ptxas.txt" | grep -v "0 bytes spill stores, 0 bytes spill loads" |
    sed -E "s/.*Compiling entry function '([^']+)'.*/\1:/; s/.*Used/   Used/"

# pack: reports/*.ncu-rep into reports.tar.{zst,xz,gz}; every other file into all.tar.{xz,gz}.
pack() {
    local comp ext
    if command -v zstd > /dev/null; then
        comp="zstd -19 -T0 -q -c" ext=tar.zst
    elif command -v xz > /dev/null; then
        comp="xz -6 -T0 -c" ext=tar.xz
    else
        comp="gzip -9 -c" ext=tar.gz
    fi
    step "pack reports with ${comp%% *}"
    local t0=$SECONDS
    (cd "$out" && ls reports/*.ncu-rep > /dev/null 2>&1 && tar -cf - reports/*.ncu-rep | $comp > "$build/reports.$ext" &&
        mv "$build/reports.$ext" "$out/reports.$ext")
    echo "== pack reports: rc=$?, $((SECONDS - t0)) s"
    local size
    size=$(stat -c %s "$out/reports.$ext" 2> /dev/null || echo 0)
    echo "reports: $(du -cb "$rep"/*.ncu-rep 2> /dev/null | tail -1 | cut -f1) bytes raw, $size bytes packed"
    if [ "$size" -gt 15000000 ]; then
        # Too big to bring back whole: also a smaller archive with the all-levels report and the
        # max_b reports only.
        echo "WARNING: reports.$ext is $size bytes (over 15 MB); writing reports_max.$ext as well"
        local small
        mapfile -t small < <(awk '$3 == "max" || $3 == "all" {print $4}' "$out/full_reports.txt")
        (cd "$out" && tar -cf - "${small[@]}" | $comp > "reports_max.$ext")
        ls -la "$out/reports_max.$ext"
    fi
    step "pack all other files"
    local aext=tar.xz acomp="xz -6 -T0 -c"
    command -v xz > /dev/null || { aext=tar.gz acomp="gzip -9 -c"; }
    (cd "$out" && tar --exclude='*.ncu-rep' --exclude='./reports.tar.*' --exclude='./reports_max.tar.*' \
        --exclude='./all.tar.*' -cf - . | $acomp > "$build/all.$aext" && mv "$build/all.$aext" "$out/all.$aext")
    echo "== pack all: rc=$?"
}

if [ ! -x "$bin" ]; then
    echo "build failed:"
    tail -30 "$out/ptxas.txt"
    pack
    ls -la "$out"
    exit 1
fi

run list on_gpu "$gpu_n" "$bin" list "$out/kernels.csv"
mapfile -t names < <(tail -n +2 "$out/kernels.csv" 2> /dev/null | cut -d, -f1)
if [ "${#names[@]}" -eq 0 ]; then
    # The fallback names are set 1's: under another set, stop rather than profile the wrong kernels.
    if [ "${WHATIF_SET:-1}" != 1 ]; then
        echo "list failed under WHATIF_SET='$WHATIF_SET' and the fallback names are set 1's: stopping"
        pack
        ls -la "$out"
        exit 1
    fi
    names=(saxpy triad_vec4 gather_dram gather_l2 gather_win scatter_atomic reduce_sum stencil5 stencil1d_r8
        transpose_tiled histogram_smem sgemm_naive sgemm_tiled softmax_row layernorm_warp nbody nbody_small spmv_csr)
fi

# the reachable levels of every kernel: "kernel b d"
run levels to "$out/levels.txt" on_gpu "$gpu_n" "$bin" levels
sed -i -E '/^[a-z0-9_]+ [0-9]+ [0-9]+$/!d' "$out/levels.txt"  # keep "kernel b d", drop the device line
echo "levels: $(wc -l < "$out/levels.txt") in all"

timing_step() {
    run timing to "$out/time.log" on_gpu "$gpu_t" timeout "$time_timeout" "$bin" time "$out/time.csv" --reps "$reps"
    grep -E "levels, " "$out/time.log" | cut -c1-160
    grep -vE "levels, " "$out/time.log" | tail -5
}

# nearest TARGET LEVELS...: the level nearest to TARGET (the lower one on a tie).
nearest() {
    local t=$1 best="" bd="" l d
    shift
    for l in "$@"; do
        d=$((l > t ? l - t : t - l))
        if [ -z "$best" ] || [ "$d" -lt "$bd" ]; then best=$l bd=$d; fi
    done
    echo "$best"
}

# (2) every level of every kernel, on the GPU given: launch statistics, occupancy, speed of
#     light, the memory tables, warp states and the schedulers (what the what-if model reads of
#     a profile, at every level, for developing it on kernels it may look at); if this ncu refuses
#     the section regex, launch statistics and occupancy only.
all_levels_step() {
    local g=$1 regex
    regex="regex:^($(IFS='|' && echo "${names[*]}"))\$"
    run ncu_all_levels to "$out/logs/ncu_all_levels.txt" on_gpu "$g" timeout "$all_timeout" ncu --section "$WHATIF_SECTIONS" \
        --import-source no -k "$regex" -f -o "$rep/all_levels" "$bin" run-all "$out/run_all_order.csv"
    tail -3 "$out/logs/ncu_all_levels.txt"
    if [ ! -f "$rep/all_levels.ncu-rep" ]; then
        run ncu_all_levels_plain to "$out/logs/ncu_all_levels_plain.txt" on_gpu "$g" timeout 240 ncu \
            --section LaunchStats --section Occupancy --import-source no -k "$regex" -f -o "$rep/all_levels" "$bin" \
            run-all "$out/run_all_order.csv"
    fi
    run levels_raw sh -c "timeout 180 ncu --import '$rep/all_levels.ncu-rep' --csv --page raw \
        > '$out/levels_raw.csv' 2> '$out/logs/levels_raw.err'"
    echo "levels_raw.csv: $(wc -l < "$out/levels_raw.csv") lines"
}

ncu_steps() {

    # (3) --set full at max_b, then ~max_b/2, then ~max_b/4, each level once
    local role k maxb t b name lv=()
    declare -A seen=()
    for role in max half quarter; do
        for k in "${names[@]}"; do
            mapfile -t lv < <(awk -v k="$k" '$1 == k {print $2}' "$out/levels.txt")
            if [ "${#lv[@]}" -eq 0 ]; then
                echo "no levels for $k"
                continue
            fi
            maxb=${lv[${#lv[@]} - 1]}
            case $role in
                max) t=$maxb ;;
                half) t=$(((maxb + 1) / 2)) ;;
                quarter) t=$(((maxb + 2) / 4)) ;;
            esac
            [ "$t" -lt 1 ] && t=1
            b=$(nearest "$t" "${lv[@]}")
            [ -n "${seen[$k.$b]:-}" ] && continue
            seen[$k.$b]=1
            name=${k}_b$b
            if ((SECONDS - t_start > deadline)); then
                echo "skip full $name ($role): past the ${deadline} s deadline"
                continue
            fi
            run "full_$name" to "$out/logs/ncu_$name.txt" on_gpu "$gpu_n" timeout "$full_timeout" ncu --set full \
                --import-source no -k "regex:^$k\$" -c 1 -f -o "$rep/$name" "$bin" run "$k" "$b"
            if [ -f "$rep/$name.ncu-rep" ]; then
                echo "$k $b $role reports/$name.ncu-rep" >> "$out/full_reports.txt"
                echo "   $(stat -c %s "$rep/$name.ncu-rep") bytes"
            else
                tail -5 "$out/logs/ncu_$name.txt"
            fi
        done
    done
}

if [ -n "$gpu_t" ] && [ -n "$gpu_n" ] && [ "$gpu_t" != "$gpu_n" ]; then
    step "timing, then every level's sections, on GPU $gpu_t; full profiles on GPU $gpu_n at the same time"
    { timing_step; all_levels_step "$gpu_t"; } &
    timing_pid=$!
    ncu_steps
    wait "$timing_pid"
else
    timing_step
    all_levels_step "$gpu_n"
    ncu_steps
fi

nvidia-smi -q -d CLOCK,PERFORMANCE > "$out/logs/nvidia_smi_after.txt" 2>&1
step "captures done after $((SECONDS - t_start)) s"
ls -la "$rep"
pack
step "all done after $((SECONDS - t_start)) s"
ls -la "$out"
