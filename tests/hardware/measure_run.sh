#!/usr/bin/env bash
# Runs on the GPU machine, with a release `occlab` built elsewhere and carried along:
#   bash tests/hardware/measure_run.sh OCCLAB OUT_DIR
# Two full `occlab measure` runs (the second shows how far a repeat moves), a `--quick` run,
# each timed; then every throughput and probe kernel's PTX through ptxas and cuobjdump, so that
# what the compiler made of each is on record (sass.txt: every kernel's whole SASS;
# sass_summary.txt: the instructions counted by opcode).
set -euo pipefail
occlab=${1:?usage: measure_run.sh OCCLAB OUT_DIR}
out=${2:?usage: measure_run.sh OCCLAB OUT_DIR}
mkdir -p "$out"
export LD_LIBRARY_PATH=/usr/local/cuda/targets/x86_64-linux/lib:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,power.limit,temperature.gpu --format=csv | tee "$out/nvidia_smi.csv"
ptx=$(mktemp -d)
/usr/bin/time -f "wall %e s" "$occlab" measure --out "$out/run.json" --ptx-dir "$ptx" 2>&1 | tee "$out/measure.log"
/usr/bin/time -f "wall %e s" "$occlab" measure --out "$out/repeat.json" 2>&1 | tail -12 | tee -a "$out/measure.log"
/usr/bin/time -f "wall %e s" "$occlab" measure --quick --out "$out/quick.json" 2>&1 | tail -12 | tee -a "$out/measure.log"
arch=sm_$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
: > "$out/sass.txt"
: > "$out/sass_summary.txt"
for f in "$ptx"/stream-*.ptx "$ptx"/fma_chains-*.ptx "$ptx"/stream_wide-*.ptx "$ptx"/load_fma-*.ptx "$ptx"/gather-*.ptx; do
  name=$(basename "$f" .ptx)
  ptxas -arch="$arch" -v "$f" -o "$ptx/$name.cubin" 2> "$ptx/$name.ptxas"
  { echo "== $name ($arch, $(grep -o 'Used [0-9]* registers' "$ptx/$name.ptxas"))"; cuobjdump -sass "$ptx/$name.cubin"; } >> "$out/sass.txt"
  { echo "== $name: $(grep -o 'Used [0-9]* registers' "$ptx/$name.ptxas")";
    cuobjdump -sass "$ptx/$name.cubin" | grep -oE '^\s+/\*[0-9a-f]+\*/\s+[A-Z][A-Z0-9.]*' | awk '{print $2}' | sort | uniq -c | sort -rn | head -12; } >> "$out/sass_summary.txt"
done
cat "$out/sass_summary.txt"
