#!/usr/bin/env bash
# Benchmarks behind docs/PERFORMANCE.md (model and CLI sections). Not part of the test suite.
#   scripts/bench.sh            criterion benchmarks of the model (occupancy, import, ncu reports), then `occlab calc --batch` on 100,000 rows
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -q -p occlab-model --bench occupancy -- --warm-up-time 1 --measurement-time 5
# occlab import: a generated 50 MB ncu raw page of 10,000 launches, read and compared.
cargo bench -q -p occlab-model --bench import -- --warm-up-time 1
# Nsight Compute's binary reports (and the 85 MB capture at $OCCLAB_BIG_NCU_REPORT, where present).
cargo bench -q -p occlab-model --bench ncu_report -- --warm-up-time 2 --measurement-time 5
cargo build -q --release -p occlab
rows=$(mktemp --suffix=.csv)
trap 'rm -f "$rows"' EXIT
# 100,000 rows: the vendor reference's inputs, repeated.
python3 - "$rows" <<'PY'
import csv, sys, itertools
src = csv.DictReader(open("tests/reference/data/occupancy.csv"))
cols = ["cc", "threads", "regs", "smem_static", "smem_dynamic", "carveout", "barriers"]
rows = [[r[c] for c in cols] for r in src]
with open(sys.argv[1], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(cols)
    for row in itertools.islice(itertools.cycle(rows), 100_000):
        w.writerow(row)
PY
echo "occlab calc --batch, 100,000 rows (best of 5):"
for _ in 1 2 3 4 5; do
  /usr/bin/time -f "%e s  %M KiB max RSS" ./target/release/occlab calc --batch "$rows" > /dev/null
done 2>&1 | sort -n | head -1

# occlab sweep --svg: one chart, the whole process (start, sweep, draw, write), 50 runs each.
python3 - <<'PY'
import statistics, subprocess, time
for vary in ["block-size", "registers", "shared-memory"]:
    cmd = ["target/release/occlab", "sweep", "--gpu", "H100 SXM5 80GB", "--vary", vary,
           "--smem-dynamic", "40000", "--svg", "/dev/null"]
    times = []
    for _ in range(50):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f"occlab sweep --vary {vary} --svg: median {statistics.median(times):.1f} ms, "
          f"p95 {times[int(0.95 * len(times)) - 1]:.1f} ms, max {times[-1]:.1f} ms")
PY
