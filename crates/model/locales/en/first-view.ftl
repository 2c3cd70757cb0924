# Occupancy Lab's messages in English: the source every other catalogue translates
# (docs/TRANSLATION.md says how they were made; docs/GLOSSARY.md holds the terms).
# Nsight Compute's names (Block Limit Registers, Theoretical Occupancy, Waves Per SM) are not
# messages: they stay as the profiler prints them, with a gloss (gloss-*) beside them in the
# other languages. Arguments are typed by the model: counts, percentages and bytes are written
# the language's way before they reach a message.

## Counted nouns

threads = { $n ->
    [one] { $n } thread
   *[other] { $n } threads
}
registers = { $n ->
    [one] { $n } register
   *[other] { $n } registers
}
warps = { $n ->
    [one] { $n } warp
   *[other] { $n } warps
}
blocks = { $n ->
    [one] { $n } block
   *[other] { $n } blocks
}
active-blocks = { $n ->
    [one] { $n } active block
   *[other] { $n } active blocks
}

## Lists: "registers and shared memory", "warps, registers and blocks per SM"

list-two = { $first } and { $last }
list-or-two = { $first } or { $last }
list-more = { $first }, { $rest }
sum = { $first } + { $rest }

## A bare figure

byte-count = { $n } B
value = { $value }
no-limit = no limit

## The device

device-cc = Compute capability { $cc } ({ $architecture })
device-gpu = Compute capability { $cc } ({ $architecture }), { $gpu }
device-cc-short = compute capability { $cc }

## The occupancy report (occlab calc, the calculator)

occupancy-heading = { $device } · { $threads }, { $registers }, { $static } static + { $dynamic } dynamic shared memory
warps-of-max = { $active } of { $max } warps
limiter-warps = warps
limiter-registers = registers
limiter-shared_memory = shared memory
limiter-blocks = blocks per SM
limiter-barriers = barriers
limiter-virtual_resources = virtual resources
limiters-none = nothing
limited-by = Limited by { $limiters }
illegal-launch = Illegal launch: no block of this kernel can run on { $device }, so the launch would fail:
announcement = Occupancy { $occupancy }: { $blocks } and { $warps } per SM, limited by { $limiters }.
announcement-illegal = Illegal launch: no block can run.
working-registers = Registers: { $working }
working-shared-memory = Shared memory: { $working }
registers-working = { $registers } × { $lanes } lanes = { $requested }, rounded up to a multiple of { $unit } → { $per_warp } per warp; × { $warps } → { $per_block } per block; the SM has { $sm }, a block may use { $block_max }.
registers-working-rounded = { $registers } × { $lanes } lanes = { $requested }, rounded up to a multiple of { $unit } → { $per_warp } per warp; × { $warps } → { $per_block } per block ({ $checked } as the hardware counts it, with the warps rounded up to { $sub_partitions } register-file sub-partitions); the SM has { $sm }, a block may use { $block_max }.
smem-static = { $bytes } static
smem-dynamic = { $bytes } dynamic
smem-reserved = { $bytes } reserved by the system
shared-memory-working = { $parts } = { $requested }, rounded up to a multiple of { $unit } → { $per_block } per block (at most { $limit }); the SM's shared memory is set to { $sm }.
shared-memory-working-preference = { $parts } = { $requested }, rounded up to a multiple of { $unit } → { $per_block } per block (at most { $limit }); the SM's shared memory is set to { $sm } (the carveout preference asked for { $preference }).

## The next cliffs and the grid (the calculator)

cliff-registers-down = ≤ { $registers } → { $outcome }
cliff-registers-up = ≥ { $registers } → { $outcome }
cliff-threads = { $threads } per block → { $outcome }
cliff-smem-more = { $sign }{ $bytes } shared memory → { $blocks } more ({ $outcome })
cliff-smem-fewer = { $sign }{ $bytes } shared memory → { $blocks } fewer ({ $outcome })
cliff-outcome = { $blocks }, { $occupancy }
cliff-launch-fails = the launch fails
grid-line = Grid: { $blocks } = { $waves } waves; a full wave is { $full_wave } ({ $per_sm } per SM × { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}).
grid-line-illegal = Grid: { $blocks }. { illegal-grid }
illegal-grid = Illegal launch: no block fits on an SM, so the grid never runs.
grid-without-sms = Grid: { $blocks } (enter the SM count to see the waves it runs in).

## Why a launch cannot run

violation-threads = { $requested } threads per block exceed the device maximum of { $max } by { $over }
violation-registers-per-thread = { $requested } registers per thread exceed the maximum of { $max } by { $over }
violation-registers-per-block = the block needs { $requested } registers (warps rounded up to { $sub_partitions } sub-partitions), over the per-block limit of { $max } by { $over }
violation-registers-pascal = the block fits GP100's register file but not GP10x's 4 sub-partitions (limit { $max } per block); the runtime refuses it on every Pascal GPU
violation-dynamic-smem-device = { $requested } of dynamic shared memory exceed the most a block can opt in to on this device ({ $max } with this static shared memory) by { $over }
violation-dynamic-smem-kernel = { $requested } of dynamic shared memory exceed the kernel's limit of { $max } by { $over } (raise it with cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...))
violation-smem-per-block = the block allocates { $requested } of shared memory, over the per-block limit of { $max } by { $over }
violation-barriers = the block uses { $requested } barriers but the SM has { $available }
violation-virtual-resources = the block uses { $requested } virtual resources but the SM has { $available }
violation-partitioned-caching = partitioned global caching is forced on and the block does not fit in half an SM

## Notes on a legal launch

note-opt-in = more than 48 KiB of shared memory per block: assuming the kernel opted in with cudaFuncSetAttribute (dynamic limit { $limit })
note-carveout-raised = one block needs more than the preferred { $preference } of shared memory per SM; the driver uses { $used } instead
note-carveout-ignored = the carveout preference has no effect before compute capability 7.0
note-cache-config-ignored = the cache configuration has no effect here
note-idle-lanes = the last warp of each block has { $lanes } idle lanes
note-partitioned-caching-off = partitioned global caching turned off: a block does not fit in half an SM
note-partitioned-caching-unsupported = this device has no partitioned global caching
note-launch-refused = cudaOccupancyMaxActiveBlocksPerMultiprocessor counts these blocks, but the launch itself fails (cudaErrorInvalidValue): { $requested } of dynamic shared memory exceed the kernel's cudaFuncAttributeMaxDynamicSharedMemorySize of { $limit }
note-header-limiters = the CUDA occupancy header (cudaOccMaxActiveBlocksPerMultiprocessor) also reports { $extra } as limiting: it records them before it applies the barrier limit. The { $blocks } are set by { $binding } alone

## Glosses of Nsight Compute's names: empty in English, where the name is the gloss

gloss-none = { "" }
gloss-theoretical_occupancy = { "" }
gloss-active_blocks = { "" }
gloss-active_warps = { "" }
gloss-active_threads = { "" }
gloss-warps_per_block = { "" }
gloss-limit_warps = { "" }
gloss-limit_registers = { "" }
gloss-limit_shared_memory = { "" }
gloss-limit_blocks = { "" }
gloss-limit_barriers = { "" }
gloss-limit_virtual_resources = { "" }

## The calculator's block-limit table

limits-caption = Block limits per SM (blocks that fit by each resource)
limits-limit = Limit
limits-blocks = Blocks
limits-limiting = Limiting
limits-limiting-mark = ◀ limiting

## The calculator's summary and explanation

summary-theoretical-occupancy = theoretical occupancy
summary-active-blocks = Active blocks per SM
summary-active-warps = Active warps per SM
summary-active-threads = Active threads per SM
summary-warps-per-block = Warps per block
summary-stale = Showing the last valid result: correct the field marked in red.
explanation-heading = How it was allocated
explanation-cliffs = Next cliffs
explanation-no-cliffs = No input can change the blocks per SM within the device's range.

## The block-size suggestion (the calculator, occlab suggest)

suggest-button = Suggest block size
suggest-none = No block size can run this kernel: its registers, shared memory or barriers do not fit.
suggest-headline = { $blocks } per SM, { $warps } per SM, { $occupancy } occupancy.
suggest-per-block = { " " }per block: { $headline }
suggest-wave = Minimum grid for one full wave on { $device } ({ $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}): { $blocks }.
suggest-wave-grid = Minimum grid for one full wave on { $device } ({ $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}): { $blocks }. { $fits }
suggest-grid-fills = Your grid of { $grid } is at least one full wave.
suggest-grid-short = Your grid of { $grid } is less than one full wave: some SMs would sit idle.
suggest-wave-no-sms = Minimum grid for one full wave: { $blocks } per SM × the GPU's SM count (name a GPU to compute it).
suggest-use = Use { $threads } per block

## Thread-block clusters (the calculator, compute capability 9.0 on)

clusters-heading = Thread-block clusters
cluster-size-label = Cluster size (blocks)
cluster-size-placeholder = none
cluster-non-portable = Non-portable sizes (up to { $max })
cluster-refused = Cluster size: "{ $value }" is not allowed. Enter { $range }.
cluster-refused-runtime = Cluster size: "{ $value }" is not allowed (the runtime answers cudaErrorInvalidClusterSize). Enter { $range }.
cluster-range = a whole number from 1 to { $max } (up to { $non_portable } with non-portable sizes)
cluster-range-non-portable = a whole number from 1 to { $max }
clusters-need-a-gpu = Cluster occupancy needs a GPU, not only a compute capability: it depends on how the GPU's SMs are grouped into GPCs. Pick a GPU.
clusters-no-gpc-layout = The { $gpu }'s GPC layout is not known, and cluster occupancy needs it (measured so far: H100 SXM5 80GB, H200 SXM 141GB).
clusters-none = Compute capability { $cc } has no thread-block clusters in Occupancy Lab.

## The impact charts (the calculator; occlab sweep --svg)

chart-block-size = Impact of varying block size
chart-registers = Impact of varying register count per thread
chart-shared-memory = Impact of varying shared memory per block
chart-limits-this-launch = { $title } (limits this launch)
chart-limits-callout = limits this configuration
axis-threads-per-block = threads per block
axis-registers-per-thread = registers per thread
axis-shared-memory-per-block = shared memory per block (static + dynamic)
axis-active-warps = active warps per SM
chart-point = { $x } → { $warps } per SM ({ $blocks }), limited by { $limiters }
chart-summary = Chart: active warps per SM against { $axis }, from { $first } to { $last }. { $current }
chart-summary-current = The current configuration, { $x }, gives { $warps } of { $max }.
chart-summary-off = The current configuration lies off this chart.
chart-hint-pointer = Hover, or focus and use ← →, to read a value; click or press Enter to use it.
chart-hint-touch = Tap a point to use its value; the data table lists them all.
chart-table-show = Show the data as a table
chart-table-hide = Hide the data table
table-active-warps = Active warps per SM
table-active-blocks = Active blocks per SM
table-limited-by = Limited by
legend-heading = Curve colour: limited by
legend-current = ● current configuration

## The link's values that could not be used

link-errors-heading = Some values in this link could not be used:
link-errors-dismiss = Dismiss
link-fallback = Link: { $error } Using { $fallback } instead.
link-the-preset = the preset
link-setting-refused = { $key }: "{ $value }" is not allowed (the latency panel says what it takes).
link-unit-refused = Link: unit: "{ $value }" is not allowed; expected gbs or gflops. Using gbs instead.
link-run-refused = Link: run: "{ $value }" names no run: expected none, a committed run ({ $runs }) or a run of the server by its number.
link-non-portable-refused = Link: non_portable: "{ $value }" is not allowed; expected 0 or 1. Using 0 instead.
link-view-refused = Link: view: "{ $value }" is not allowed; expected class. Showing the calculator.
gpu-unknown = unknown GPU "{ $query }".
gpu-unknown-suggest = unknown GPU "{ $query }"; did you mean { $names }?
gpu-no-cc = GPU { $gpu } has no compute capability.
cc-refused = Compute capability: "{ $value }" is not allowed; expected one of { $known }.
cc-refused-header = Compute capability: "{ $value }" is not allowed; expected one of { $known } ({ $cc } is known to NVIDIA's occupancy header, but { $missing }).
link-no-clusters = no clusters

## The kernel's inputs and the device

inputs-heading = Kernel and launch
inputs-any-block-size = Any block size (not only whole warps)
inputs-grid-hint = The grid size is set in the waves panel below.
inputs-carveout-default = Driver default (no preference)
field-threads = Threads per block
field-registers = Registers per thread
field-smem-static = Static shared memory per block
field-smem-dynamic = Dynamic shared memory per block
field-barriers = Block barriers
field-grid = Grid size
field-carveout = Shared memory carveout
unit-threads = threads
unit-registers = registers
unit-bytes = bytes
unit-barriers = barriers
unit-blocks = blocks
field-refused = { $field }: "{ $value }" is not allowed. Enter { $range }.
field-refused-limit = { $field }: "{ $value }" is not allowed. Enter { $range }; { $limit } on { $device }.
range-whole = a whole number from { $low } to { $high }
range-size = a size from { $low } to { $high } bytes, or with a unit (48 KiB, 48 KB and 48K are { $example } bytes)
range-carveout = "default" or a whole percentage 0–100
carveout-placeholder = default
limit-threads = a block has at most { $max } threads
limit-registers = a thread has at most { $max } registers
limit-smem-static = a block has at most { $max } of static shared memory
limit-smem-dynamic = a block has at most { $max } of shared memory
limit-smem-dynamic-optin = a block has at most { $max } of shared memory, { $optin } with cudaFuncSetAttribute's opt-in
limit-barriers = a block has at most { $max } barriers
device-heading = Device
device-search-placeholder = Search: 4090, A100, Hopper, 8.6…
device-search-label = Search GPUs and compute capabilities
device-no-match = No GPU or compute capability matches.
device-title-cc = Compute capability { $cc }
device-option = { $gpu } · { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
} · CC { $cc }
device-facts-gpu = { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
} · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · no SM count (pick a GPU, or enter one in the waves panel)
device-best-matches = Best matches
device-compute-capabilities = Compute capabilities (no SM count)

## The page's regions, as a screen reader names them

region-controls = Device and kernel
region-results = Results
region-charts = Charts
region-panels = Waves, latency hiding, import and runs

## The header

masthead-subtitle = CUDA occupancy calculator
masthead-show-calculator = Show the calculator
toolbar-copy-link = Copy link
toolbar-link-copied = Link copied.
toolbar-copy-refused = Copying was refused; the address bar holds the link.
toolbar-projector = Projector mode
toolbar-dark-theme = Dark theme

## The lower panels' place, before their code and sentences come

lower-panels-show = Show the waves, latency-hiding, import and runs panels
lower-panels-loading = Loading the waves, latency-hiding, import and runs panels…
not-loaded-lower-panels = The waves, latency-hiding, import and runs panels could not be loaded: reload the page to try again.
panels-not-loaded = The panels' sentences could not be loaded ({ $why }): reload the page to try again.

## Choosing the language

language-label = Language
language-unknown = No catalogue for “{ $asked }”: the page speaks English. It also speaks Русский, 中文, Italiano and 한국어 (the switch at the top).
language-not-loaded = The { $language } catalogue could not be loaded ({ $why }): the page speaks English.
