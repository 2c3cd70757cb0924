#!/usr/bin/env bash
# Runs on a machine with an NVIDIA Hopper GPU, nvcc and ncu (the project's device machine):
#   bash tests/hardware/capture_ncu_reports.sh OUT_DIR
# Writes Nsight Compute's own report files (.ncu-rep, and .ncu-repz where this ncu writes one) of
# import_kernels.cu and library_kernels.cu, and for each report the CSV that `ncu --import` makes of
# it (details and raw pages): the fixtures of the binary-report reader. Every step is logged and a
# failed step does not stop the next. Commit OUT_DIR/reports under tests/hardware/data/<gpu>/.
set -u
out=${1:?usage: capture_ncu_reports.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/reports" "$out/big"
out=$(cd "$out" && pwd)
rep=$out/reports
build=$(mktemp -d /tmp/capture_build.XXXXXX)
exec > >(tee -a "$rep/capture.log") 2>&1

# step and run: logged steps that never stop the script.
. "$here/capture_steps.sh"

cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d .)
arch="sm_${cc:-90}"
{
    date -u +"date %Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv
    nvcc --version | tail -2
    echo "ncu: $(ncu --version | tail -1)"
} > "$rep/versions.txt" 2>&1
cat "$rep/versions.txt"
ncu --help > "$build/ncu_help.txt" 2>&1
grep -n -i -E 'repz|compress' "$build/ncu_help.txt" > "$rep/ncu_help_compression.txt"
cat "$rep/ncu_help_compression.txt"

run build_import nvcc -O3 -std=c++17 -arch="$arch" "$here/import_kernels.cu" -o "$build/import_kernels"
run build_library nvcc -O3 -std=c++17 -arch="$arch" "$here/library_kernels.cu" -lcublas -lcufft \
    -o "$build/library_kernels"
cd "$build" || exit 1

# capture NAME TIMEOUT NCU_ARGS... -- PROGRAM ARGS...: writes reports/NAME.ncu-rep and the CSV pages.
capture() {
    local name=$1 limit=$2
    shift 2
    run "$name" timeout "$limit" ncu "$@" > "$rep/$name.stdout.txt" 2>&1
    echo "ncu $*" | sed "s#$build/##g" > "$rep/$name.command.txt"
}
export_pages() {
    local file=$1 name=$2
    run "${name}_details" sh -c "timeout 120 ncu --import '$file' --csv --page details > '$rep/$name.details.csv' 2>&1"
    run "${name}_raw" sh -c "timeout 120 ncu --import '$file' --csv --page raw > '$rep/$name.raw.csv' 2>&1"
}

# (1) own kernels, the two sections the comparison reads; 12 kernels, one of them a cluster kernel
capture own_sections 240 --section LaunchStats --section Occupancy -o "$rep/own_sections" -f "$build/import_kernels"
# (2) own kernels, --set full, three of them
capture own_full 300 --set full -k 'regex:k_regs_limited|k_barriers16|k_cluster2' -o "$rep/own_full" -f \
    "$build/import_kernels"
# (3) own kernels, the default set (several kernels, a cluster kernel)
capture own_default 240 -o "$rep/own_default" -f "$build/import_kernels"
# (4) library kernels (cuBLAS, CUB, cuFFT), default set plus Occupancy and LaunchStats
capture library 300 --section LaunchStats --section Occupancy --section SpeedOfLight -o "$rep/library" -f \
    "$build/library_kernels" 1
for r in own_sections own_full own_default library; do
    [ -f "$rep/$r.ncu-rep" ] && export_pages "$rep/$r.ncu-rep" "$r"
done
# (5) a compressed report, if this ncu writes one
for opt in "--compress" "--compression zstd" "--export-compressed"; do
    if grep -q -- "${opt%% *}" "$build/ncu_help.txt"; then
        capture own_compressed 240 $opt --section LaunchStats --section Occupancy -c 3 -o "$rep/own_compressed" -f \
            "$build/import_kernels"
        break
    fi
done
ls "$rep"/own_compressed* 2>/dev/null && for f in "$rep"/own_compressed.ncu-rep*; do export_pages "$f" own_compressed; done
# (6) a large report for the speed figures: --set full over many library launches (not committed;
#     SKIP_LARGE=1 skips it)
[ "${SKIP_LARGE:-0}" = 1 ] || capture library_full 420 --set full -c 60 -o "$out/big/library_full" -f "$build/library_kernels" 10
[ -f "$out/big/library_full.ncu-rep" ] && [ "${SKIP_LARGE:-0}" != 1 ] && run big_details sh -c \
    "timeout 200 ncu --import '$out/big/library_full.ncu-rep' --csv --page details > '$out/big/library_full.details.csv' 2>&1"

# NVIDIA's schema files, read to write our own decoder; never committed
ncu_dir=$(dirname "$(readlink -f "$(command -v ncu)")")
proto=$(find "$ncu_dir" /usr/local/cuda* /opt/nvidia -path '*FileFormat*' -name '*.proto' 2>/dev/null | head -50)
mkdir -p "$out/proto"
for f in $proto; do cp "$f" "$out/proto/"; done
echo "protos: $proto"
step done
ls -la "$rep" "$out/big" "$out/proto"
