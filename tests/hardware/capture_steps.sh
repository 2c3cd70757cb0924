# Sourced by the capture scripts in this folder: each step is logged with its time, and a
# failed step is logged and does not stop the next.

# step WORDS...: logs a step.
step() { echo "== $(date -u +%H:%M:%S) $*"; }

# run NAME CMD...: runs CMD, logs its exit status and duration, never fails.
run() {
    local name=$1
    shift
    step "$name: $*"
    local t0=$SECONDS
    "$@"
    local rc=$?
    echo "== $name: rc=$rc, $((SECONDS - t0)) s"
    return 0
}

# to FILE CMD...: CMD with its stdout and stderr in FILE (so that `run` still logs to the console).
to() {
    local f=$1
    shift
    "$@" > "$f" 2>&1
}

# The sections of the what-if captures' pass over every level: launch statistics, occupancy, speed
# of light, the memory tables, warp states, the schedulers and the instruction mix (what the
# what-if model reads of a profile).
WHATIF_SECTIONS='regex:^(LaunchStats|Occupancy|SpeedOfLight|MemoryWorkloadAnalysis.*|WarpStateStats|SchedulerStats|ComputeWorkloadAnalysis|InstructionStats)$'

# gpu_arch: sm_XY of the GPU present, sm_90 where nvidia-smi does not say.
gpu_arch() {
    local cc
    cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d '. ')
    echo "sm_${cc:-90}"
}

# build_or_take SRC BIN ARCH PTXAS: BIN built from SRC for ARCH with the what-if captures' nvcc
# command, its ptxas report in PTXAS; or, where WHATIF_BIN names a binary built beforehand from
# the same source with the same command, that binary, and the ptxas.txt beside it as PTXAS.
build_or_take() {
    local src=$1 bin=$2 arch=$3 ptxas=$4
    if [ -n "${WHATIF_BIN:-}" ]; then
        run prebuilt cp "$WHATIF_BIN" "$bin"
        cp "$(dirname "$WHATIF_BIN")/ptxas.txt" "$ptxas" 2> /dev/null || echo "no ptxas.txt beside $WHATIF_BIN"
    else
        run build nvcc -O3 -std=c++17 -arch="$arch" -Xptxas -v "$src" -o "$bin" 2> "$ptxas"
    fi
}
