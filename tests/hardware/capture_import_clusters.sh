#!/usr/bin/env bash
# Runs on a machine with an NVIDIA Hopper GPU, nvcc, cuobjdump and ncu (the project's device machine):
#   bash tests/hardware/capture_import_clusters.sh OUT_DIR
# Writes OUT_DIR/import/ (Nsight Compute reports of import_kernels.cu's launches in several forms,
# for the profiler-import feature) and OUT_DIR/clusters/ (cluster_capture.cu: the runtime's cluster
# occupancy answers and the GPC layout), plus OUT_DIR/capture.log. Every step is logged and a failed
# step does not stop the next. Commit the two folders under tests/hardware/data/<gpu>/.
set -u
out=${1:?usage: capture_import_clusters.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/import" "$out/clusters"
out=$(cd "$out" && pwd)
imp=$out/import
clu=$out/clusters
build=$(mktemp -d /tmp/capture_build.XXXXXX)
exec > >(tee -a "$out/capture.log") 2>&1

# step and run: logged steps that never stop the script.
. "$here/capture_steps.sh"

cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d .)
cc=${cc:-90}
arch="sm_$cc"
step "capture on $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1), arch $arch"

versions() {
    date -u +"date %Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv
    nvcc --version | tail -2
    echo "ncu: $(ncu --version | tail -1)"
    echo "ncu path: $(readlink -f "$(command -v ncu)")"
    echo "cuobjdump: $(cuobjdump --version | tail -1)"
}
step versions
versions > "$out/versions.txt" 2>&1
cat "$out/versions.txt"
cp "$out/versions.txt" "$imp/versions.txt"
cp "$out/versions.txt" "$clu/versions.txt"
ncu --version > "$imp/ncu_version.txt" 2>&1

# ------------------------------------------------------------------ build
run build_import nvcc -O3 -std=c++17 -arch="$arch" -Xptxas -v "$here/import_kernels.cu" -o "$build/import_kernels" \
    2> "$imp/ptxas.txt"
run cuobjdump_import sh -c "cuobjdump --dump-resource-usage '$build/import_kernels' > '$imp/cuobjdump.txt' 2>&1"
run build_cluster nvcc -O3 -std=c++17 -arch="$arch" -Xptxas -v "$here/cluster_capture.cu" -o "$build/cluster_capture" \
    2> "$clu/ptxas.txt"
run cuobjdump_cluster sh -c "cuobjdump --dump-resource-usage '$build/cluster_capture' > '$clu/cuobjdump.txt' 2>&1"

# ------------------------------------------------------------------ capture 2: clusters (no profiler)
run cluster_capture sh -c "timeout 180 '$build/cluster_capture' '$clu' > '$clu/program_stdout.txt' 2>&1"
cat "$clu/program_stdout.txt"
run nvidia_smi_gpc sh -c "nvidia-smi -q | grep -i -A3 gpc > '$clu/nvidia_smi_gpc.txt' 2>&1"

# ------------------------------------------------------------------ capture 1: import fixtures
prog=$build/import_kernels
cd "$build" || exit 1
run runtime_answers sh -c "timeout 60 '$prog' '$imp/launches.csv' > '$imp/program_stdout.txt' 2>&1"
cat "$imp/program_stdout.txt"

sections="--section Occupancy --section LaunchStats --section SpeedOfLight"
# (a) console, default set
run ncu_default sh -c "timeout 240 ncu '$prog' > '$imp/ncu_default.txt' 2>&1"
# (b) console, three sections
run ncu_sections sh -c "timeout 240 ncu $sections '$prog' > '$imp/ncu_sections.txt' 2>&1"
# (c) CSV details page, three sections (program output mixed in, as a plain redirect gives it)
run ncu_details_csv sh -c "timeout 240 ncu $sections --csv --page details '$prog' > '$imp/ncu_details.csv' 2>&1"
# (e) console, two sections, base units
run ncu_base_units sh -c \
    "timeout 240 ncu --section Occupancy --section LaunchStats --print-summary none --print-units base '$prog' > '$imp/ncu_base_units.txt' 2>&1"

# (d) CSV raw page: the three sections' metrics plus a list of launch/occupancy metrics, each
# checked first (a metric this ncu does not know fails the whole run).
ncu_dir=$(dirname "$(readlink -f "$(command -v ncu)")")
metrics_known() {
    ncu --query-metrics-collection launch --query-metrics 2>/dev/null
    ncu --query-metrics-collection device --query-metrics 2>/dev/null
    ncu --query-metrics 2>/dev/null
}
step query_metrics
metrics_known > "$build/query.txt" 2>&1
grep -E '^[[:space:]]*(launch__|device__attribute_(display_name|multiprocessor_count|max_shared|max_regist|max_warps|max_blocks|max_threads|limits)|sm__maximum_warps|sm__warps_active)' \
    "$build/query.txt" | sort -u > "$imp/ncu_query_metrics_launch.txt"
secdir=$(ls -d "$ncu_dir"/sections /opt/nvidia/nsight-compute/*/sections /usr/local/cuda/nsight-compute*/sections 2>/dev/null | head -1)
grep -hoE '(launch__|device__attribute_|sm__maximum_warps|sm__warps_active)[a-z0-9_.]*' "$secdir"/*.section 2>/dev/null | sort -u > "$build/section_launch_metrics.txt"
cp "$build/section_launch_metrics.txt" "$imp/ncu_section_metric_names.txt"
echo "launch__ and device__attribute_ metrics named by $secdir:"
tr '\n' ' ' < "$build/section_launch_metrics.txt"
echo
wanted="launch__occupancy_limit_registers launch__occupancy_limit_shared_mem launch__occupancy_limit_warps
launch__occupancy_limit_blocks launch__occupancy_limit_barriers launch__occupancy_per_block_size
launch__occupancy_per_register_count launch__occupancy_per_shared_mem_size launch__occupancy_cluster_pct
launch__occupancy_cluster_gpu_pct
sm__warps_active.avg.pct_of_peak_sustained_active sm__maximum_warps_per_active_cycle_pct
sm__warps_active.avg.per_cycle_active
launch__waves_per_multiprocessor launch__shared_mem_config_size launch__registers_per_thread
launch__registers_per_thread_allocated launch__block_size launch__grid_size launch__thread_count
launch__shared_mem_per_block_static launch__shared_mem_per_block_dynamic launch__shared_mem_per_block_driver
launch__shared_mem_per_block launch__sm_count launch__func_cache_config launch__cluster_dim_x
launch__cluster_dim_y launch__cluster_dim_z launch__cluster_scheduling_policy
device__attribute_display_name
device__attribute_multiprocessor_count device__attribute_max_shared_memory_per_multiprocessor
device__attribute_max_registers_per_multiprocessor device__attribute_max_warps_per_multiprocessor
device__attribute_max_blocks_per_multiprocessor device__attribute_max_shared_memory_per_block_optin"
cand=$( (echo "$wanted" | tr ' ' '\n'; cat "$build/section_launch_metrics.txt") | grep -v '^$' | sort -u)
# Check the whole list on the first launch; drop the metrics an error names and check again; if
# an error names none of them, check each metric alone.
check() { timeout 60 ncu -c 1 --metrics "$1" "$prog" > "$build/check.txt" 2>&1 && ! grep -q '==ERROR==' "$build/check.txt"; }
metrics=$(echo "$cand" | paste -sd, -)
for try in 1 2 3 4 5 6 7 8; do
    if check "$metrics"; then
        echo "metric list accepted (try $try): $metrics"
        break
    fi
    grep -m5 '==ERROR==' "$build/check.txt"
    bad=""
    for m in $(echo "$metrics" | tr ',' ' '); do
        if grep '==ERROR==' "$build/check.txt" | grep -qF "$m"; then bad="$bad $m"; fi
    done
    if [ -z "$bad" ]; then
        echo "no metric named by the error: checking each alone"
        ok=""
        for m in $(echo "$metrics" | tr ',' ' '); do
            if check "$m"; then ok="$ok,$m"; else echo "refused: $m ($(grep -m1 '==ERROR==' "$build/check.txt"))"; fi
        done
        metrics=${ok#,}
        break
    fi
    echo "refused:$bad"
    for m in $bad; do metrics=$(echo "$metrics" | tr ',' '\n' | grep -vxF "$m" | paste -sd, -); done
done
echo "$metrics" | tr ',' '\n' > "$imp/ncu_raw_metrics.txt"
run ncu_raw_csv sh -c "timeout 240 ncu $sections --metrics '$metrics' --csv --page raw '$prog' > '$imp/ncu_raw.csv' 2>&1"
run ncu_raw_csv_clean sh -c \
    "timeout 240 ncu $sections --metrics '$metrics' --csv --page raw --log-file '$imp/ncu_raw_clean.csv' '$prog' > /dev/null 2>&1"

step "done"
ls -la "$imp" "$clu"
du -sh "$out"
