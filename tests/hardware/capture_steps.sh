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
