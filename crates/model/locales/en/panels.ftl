# Occupancy Lab's messages in English, the lower panels' part: what the waves, latency-hiding,
# import and measured-runs panels say, and occlab's subcommands other than calc. The page fetches
# this part with the panels' code; first-view.ftl holds what its first view says.
# The conventions of first-view.ftl hold here too (docs/TRANSLATION.md).

## Counted nouns of the panels

sms = { $n ->
    [one] { $n } SM
   *[other] { $n } SMs
}
full-waves = { $n ->
    [one] { $n } full wave
   *[other] { $n } full waves
}
block-durations = { $n ->
    [one] { $n } block duration
   *[other] { $n } block durations
}

## Waves and the tail effect (the waves panel, occlab waves)

waves-panel-heading = Waves and the tail effect
waves-heading = { $blocks } on { $sms } at { $per_sm } per SM ({ $occupancy } theoretical occupancy)
label-full_wave = Full wave
label-full_waves = Full waves
label-partial_wave = Partial wave
label-estimated_time = Estimated time
label-achievable_occupancy = Achievable occupancy
gloss-waves_per_sm = { "" }
waves-full-wave = { $blocks } ({ $per_sm } per SM × { $sms } SMs)
waves-partial-none = none
waves-partial = { $blocks } ({ $share } of a wave)
waves-achievable = { $occupancy } (balanced workload, at best)
waves-tail = This kernel launch results in { $full_waves } full waves and a partial wave of { $blocks } thread blocks. Under the assumption of a uniform execution duration of all thread blocks, this partial wave may account for up to { $share }% of the total runtime of this kernel.
waves-tail-with-note = { $tail } { $note }
waves-tail-note = Nsight Compute's rule says a partial wave of { $printed } blocks; it is { $blocks }: { $grid } − { $full_waves } × { $full_wave }. The rule multiplies the fraction of { $waves } waves by { $full_wave } in floating point, which lands a hair above { $blocks }, and rounds up.
waves-small-grid = This kernel grid is too small to fill the available resources on this device, resulting in only { $waves } full waves across all SMs.
waves-no-tail = The grid fills its last wave: { $full_waves } and no partial wave, so no tail effect.
waves-grid-choice = { $blocks } ({ $full_waves })
waves-nearest-one = The nearest grid with no partial wave: { $grid }
waves-nearest-two = Grids with no partial wave nearby: { $below } or { $above }
waves-round = Round the grid to full waves:
waves-need-sms = Enter the number of SMs to see how the grid runs in waves.
waves-sms-of-gpu = { $gpu }: { $sms }.
waves-sms-of-cc = A compute capability has no SM count: enter one (the { $gpu } has { $sms }).
waves-sms-unknown = No GPU of compute capability { $cc } is in the catalogue: enter its SM count.
waves-band-note = Each row is { $n } neighbouring SMs (at most { $max } rows are drawn).
waves-picture = Picture: { $sms } ({ $rows }) against time: { $full_waves } then { $partial }, { $durations } in all.
waves-picture-rows-banded = { $rows ->
    [one] { $rows } row of up to { $per_row } SMs
   *[other] { $rows } rows of up to { $per_row } SMs
}
waves-picture-rows = { $rows ->
    [one] { $rows } row, one per SM
   *[other] { $rows } rows, one per SM
}
waves-picture-no-partial = no partial wave
waves-picture-partial = a partial wave of { $blocks }
axis-block-durations = time, in block durations (one wave each)
key-full-waves = full waves (alternate shades)
key-partial-wave = partial wave
key-idle-slots = slots left idle

## Latency hiding: the settings (the latency panel, occlab latency)

setting-sms = SMs
setting-clock = SM clock
setting-bandwidth = DRAM bandwidth
setting-arith-latency = Arithmetic latency
setting-mem-latency = Memory latency
setting-issue-rate = Issue rate
setting-lanes = CUDA cores
setting-sfu-lanes = SFUs
setting-ilp = Instruction-level parallelism
setting-load-bytes = Bytes per load
setting-loads-in-flight = Loads in flight
setting-cuda-core = CUDA-core instructions
setting-sfu = SFU instructions
setting-shared-cycles = Shared-memory bank cycles
setting-memory-bytes = DRAM bytes
setting-issue-slots = Issue slots
setting-chain-arith = Dependent arithmetic instructions
setting-chain-mem = Dependent memory loads
setting-latency-bound = Latency bound
setting-unit-sms = SMs
setting-unit-mhz = MHz
setting-unit-gbs = GB/s
setting-unit-cycles = cycles
setting-unit-issue-rate = warp instructions / cycle / SM
setting-unit-lanes = lanes / SM
setting-unit-ilp = independent instructions / warp
setting-unit-load-bytes = B / thread
setting-unit-per-warp = per warp
setting-unit-bank-cycles = per warp (k per k-way conflict)
setting-unit-chain = in the longest chain
setting-unit-cycles-per-warp = cycles per warp
setting-allowed-whole = a whole number 1–{ $max }
setting-allowed-above = a number above 0, at most { $max } { $unit }
setting-allowed-from-zero = a number from 0 to { $max } { $unit }
setting-refused = { $setting }: "{ $typed }" is not allowed; expected { $allowed }.
setting-missing = { $setting }: enter { $allowed }.
latency-empty-mix = { $setting }: "{ $typed }" is not allowed; expected an instruction mix that uses at least one resource.
latency-refused = { $setting }: "{ $typed }" is not allowed; expected { $allowed }.
latency-sms-in-waves-panel = the SMs (in the waves panel)
latency-no-gpu-figures = No GPU figures for this device: enter { $settings }.

## Latency hiding: the working

resource-cuda-cores = CUDA cores
resource-sfus = SFUs
resource-shared-memory-banks = shared memory banks
resource-memory = memory bandwidth
resource-issue = instruction issue
latency-arithmetic = { $latency } cycles × { $issue_rate } instructions / cycle = { $in_flight } instructions in flight per SM; ÷ { $ilp } independent per warp = { $warps } warps per SM
latency-memory = { $latency } cycles × { $bytes_per_cycle } B / cycle = { $in_flight } B in flight per SM; ÷ ({ $warp_load } B per warp load × { $loads } in flight per warp) = { $warps } warps per SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms } SMs) = { $bytes_per_cycle } B per cycle per SM
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } = { $cycles } cycles
latency-bound-chain = { $chain } (the dependency chain)
latency-bound-entered = { $cycles } cycles as entered (the chain gives { $chain })
latency-model = Warp throughput ≈ min(n / { $latency }, { $throughput }) warps per cycle per SM; needed occupancy ≈ { $latency } × { $throughput } = { $needed } warps per SM.
mode-latency-bound = latency-bound: { $warps } of the { $needed } warps needed
mode-throughput-bound = throughput-bound by { $resource } with { $warps } warps
mode-no-warps = No warps run: the launch is illegal.
mode-rate = { $mode } · ≈ { $now } of { $ceiling } { $unit }
mode-no-rate = { $mode } · no { $unit } to show: the mix has no { $work }
mode-work-dram-bytes = DRAM bytes
mode-work-cuda-core = CUDA-core instructions

## Latency hiding: the answer

hiding-you-have = You have { $warps } per SM.
hiding-answer-textbook = { $you } By the textbook this kernel needs about { $needed } (no measured run of this GPU is open).
hiding-answer-run = { $you } This kernel needs { $needed } on this GPU (calibrated by the measured run of the { $gpu }) and { $textbook } by the textbook.
hiding-answer-measured = { $you } This kernel needs { $needed } on this GPU (calibrated by the measured run of the { $gpu }) and { $textbook } by the textbook; the run measured { $measured } ({ $what }).
hiding-answer-nearest = { $you } This kernel needs { $needed } on this GPU (calibrated by the measured run of the { $gpu }) and { $textbook } by the textbook; the run's nearest kernel, { $what }, measured { $measured }.
hiding-about = about { $warps }
hiding-no-warps = no warps at all
hiding-little = Little's law counts one latency at a time: hiding the arithmetic latency takes { $arithmetic } warps, the memory latency { $memory }; Volkov's two-mode model puts the kernel's whole dependency chain against its busiest resource ({ $resource }), so { $textbook } warps is the textbook's answer.
hiding-memory-reason = The textbook pairs the idle memory latency ({ $latency } cycles) with the full bandwidth. Under load each load waits longer (at { $warps } warps about { $loaded } cycles: memory is { $busy } busy), and a warp waits for the slowest of its { $loads } loads in flight, so it takes more warps to keep the memory busy.
hiding-ilp = { $ilp ->
    [one] { $ilp } independent instruction per warp
   *[other] { $ilp } independent instructions per warp
}
hiding-switching = With { $ilp } a warp soon waits for its own results, and a scheduler of this GPU loses { $cycles } cycles each time it then switches warps
hiding-no-switching = With { $ilp } a warp issues until its first result is ready, so no cycle is lost switching warps
hiding-issue-reason = The textbook lets a scheduler issue every cycle. { $switching }: this kernel reaches at most { $share } of the peak. One warp alone issues at most { $single } instructions per cycle, and the warps of a block size that does not divide evenly among the { $schedulers } schedulers load them unevenly.
hiding-knee-reason = Needed warps on this GPU and measured: the fewest warps per SM, in whole blocks of { $threads } threads, reaching { $share } of the curve's highest point.

## The latency panel

latency-panel-heading = Latency hiding
latency-presets = Presets: compute capability { $cc } ({ $architecture }) latencies and rates; { $gpu }.
latency-presets-gpu = clock and bandwidth of the { $gpu }
latency-presets-no-gpu = no GPU of it in the catalogue: enter the clock and bandwidth
latency-reset = Reset to presets
latency-hardware = Hardware
latency-no-run = No measured run is open, so only the textbook answers. A measured run of a { $architecture } GPU calibrates the model: open one in the runs panel below ({ $command } writes them), or one of the runs measured for this lab:
littles-law-heading = Little's law: concurrency = latency × throughput
working-arithmetic = Arithmetic:
working-memory = Memory:
working-memory-bandwidth = { $memory } ({ $bandwidth })
working-latency-bound = Latency bound:
two-mode-heading = Volkov's two-mode model: throughput ≈ min(n / latency bound, throughput bound)
two-mode-mix = Instruction mix per warp
two-mode-latency = Latency bound: the longest dependency chain, or cycles entered
two-mode-tightest = ◀ tightest
two-mode-unit = Throughput unit
two-mode-show-in = Show throughput in

## occlab latency's text

latency-cli-heading = Latency hiding on compute capability { $cc }
latency-cli-heading-gpu = Latency hiding on compute capability { $cc }, { $gpu }
latency-cli-heading-run = Latency hiding on compute capability { $cc }, the { $run } of the measured run
latency-cli-stand-in = (SMs, clock and bandwidth of the { $gpu }, the first GPU of compute capability { $cc }; --sms, --clock and --bandwidth replace them)
latency-cli-throughput = Throughput bound: cycles each resource is busy per warp, per SM
latency-cli-tightest = ← tightest
latency-cli-at-warps = At { $warps } warps per SM: { $mode }
latency-cli-needed = Needed warps per SM: textbook { $textbook }, { $model } { $knee }, measured { $measured }
latency-cli-none = none
latency-curve-calibrated = calibrated by the run
latency-curve-textbook = textbook
latency-col-blocks = blocks
latency-col-warps = warps

## The throughput chart's key (the latency panel)

axis-warps-occupancy = warps per SM (occupancy)
chart-knee = knee
throughput-summary = Chart: throughput in { $unit } against warps per SM from 1 to { $max }: n × { $per_warp } { $unit } up to the ceiling of { $ceiling } { $unit }, reached at { $knee } warps.{ $current }
throughput-summary-current = { " " }At the calculator's { $warps } warps: { $rate } { $unit }.
throughput-summary-none = { " " }No warps run with the calculator's configuration.

key-latency-bound = textbook latency bound: n / latency
key-throughput-bound = textbook throughput bound
key-lower-of-two = the textbook: the lower of the two
key-knee = knee: the textbook's needed occupancy
key-calibrated = - - calibrated by the measured run, per whole block
key-measured = × measured by the run
key-occupancy = ● the calculator's occupancy

## The measured runs

not-loaded-runs-panel = The runs panel could not be loaded: reload the page to try again.
