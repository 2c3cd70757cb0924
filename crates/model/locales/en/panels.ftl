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
waves-full-wave = { $blocks } ({ $per_sm } per SM × { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
})
waves-partial-none = none
waves-partial = { $blocks } ({ $share } of a wave)
waves-achievable = { $occupancy } (balanced workload, at best)
waves-tail = This kernel launch results in { $full_waves } full waves and a partial wave of { $blocks } thread blocks. Under the assumption of a uniform execution duration of all thread blocks, this partial wave may account for up to { $share }% of the total runtime of this kernel.
waves-tail-with-note = { $tail } { $note }
waves-tail-note = Nsight Compute's rule says a partial wave of { $printed } blocks; it is { $blocks }: { $grid } − { $full_waves } × { $full_wave }. The rule multiplies the fraction of { $waves } waves by { $full_wave } in floating point, which lands a hair above { $blocks }, and rounds up.
waves-small-grid = This kernel grid is too small to fill the available resources on this device, resulting in only { $waves } full waves across all SMs.
waves-small-grid-note = Nsight Compute writes Waves Per SM to one decimal: the grid is { $waves } of one full wave, so no wave is full, and { $used } of the { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
} get a block.
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
setting-chain-placeholder = = chain
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
latency-arithmetic = { $latency } cycles × { $issue_rate } instructions / cycle { $eq } { $in_flight } instructions in flight per SM; ÷ { $ilp } independent per warp { $eq2 } { $warps } warps per SM
latency-memory = { $latency } cycles × { $bytes_per_cycle } B / cycle { $eq } { $in_flight } B in flight per SM; ÷ ({ $warp_load } B per warp load × { $loads } in flight per warp) { $eq2 } { $warps } warps per SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}) { $eq } { $bytes_per_cycle } B per cycle per SM
latency-traffic = ({ $loads ->
    [one] { $loads } load
   *[other] { $loads } loads
} + { $stores ->
    [one] { $stores } store
   *[other] { $stores } stores
}) × { $bytes } B × { $lanes } lanes = { $traffic } B per warp: the DRAM bytes follow the loads in flight (Volkov's vector add: every two loads feed one store).
latency-traffic-none = The kernel moves no DRAM bytes, so its loads in flight play no part.
latency-traffic-typed = { $loads ->
    [one] { $loads } load
   *[other] { $loads } loads
} in flight of { $bytes } B per thread, with { $stores ->
    [one] { $stores } store,
   *[other] { $stores } stores,
} move { $traffic } B per warp, but the DRAM bytes are entered as { $typed } B, and the model uses what is entered. Empty the DRAM bytes field to let it follow the loads again.
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } { $eq } { $cycles } cycles
latency-bound-chain = { $chain } (the dependency chain)
latency-bound-entered = { $cycles } cycles as entered (the chain gives { $chain })
latency-model = Warp throughput ≈ min(n / { $latency }, { $throughput }) warps per cycle per SM; needed occupancy ≈ { $latency } × { $throughput } { $eq } { $needed } warps per SM.
mode-latency-bound = latency-bound: { $warps } of the { $needed } warps needed
mode-throughput-bound = throughput-bound by { $resource } with { $warps } warps
mode-no-warps = No warps run: the launch is illegal.
mode-rate = { $mode } · ≈ { $now } of { $ceiling } { $unit }
mode-no-rate = { $mode } · no { $unit } to show: the mix has no { $work }
mode-work-dram-bytes = DRAM bytes
mode-work-cuda-core = CUDA-core instructions

## Latency hiding: the answer

hiding-headline = { $kernel } needs about { $needed } warps per SM { $where }; you have { $have }.
hiding-headline-none = { $kernel } reaches no throughput { $where }; you have { $have } warps per SM.
hiding-kernel-preset = Volkov's vector add (the preset kernel)
hiding-kernel-settings = The kernel these settings describe
hiding-on-this-gpu = on this GPU
hiding-on-run-gpu = on the run's { $gpu }
hiding-by-textbook = by the textbook
hiding-textbook-only = By the textbook alone: Volkov's two-mode model with the settings below; no measured run calibrates it.
hiding-calibrated-by = Calibrated by the measured run { $run }; the textbook says { $textbook }.
hiding-calibrated-other-gpu = Calibrated by the measured run { $run }, measured on { $gpu }, not on the calculator's { $chosen }; the textbook says { $textbook }.
hiding-answer = { $calibrated } { $measured }
hiding-measured-this = The run measured this very kernel at { $threads } threads per block: { $measured } warps.
hiding-measured-other = The run did not measure this kernel: its nearest, { $what }, needed { $measured } warps. Differences: { $differs }.
hiding-differs = { $setting } { $there } (here { $here })
hiding-mode-calibrated = calibrated by the run: ≈ { $rate } { $unit } with { $warps } warps, { $share } of this kernel's most ({ $top } { $unit } with { $top_warps } warps): { $mode }.
hiding-mode-textbook = The textbook: { $textbook }.
hiding-mode-latency = latency-bound, more warps still raise it
hiding-mode-throughput = throughput-bound, more warps no longer raise it
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
setting-changed = (changed)
latency-hardware = Hardware
latency-no-run = No run of this architecture ({ $architecture }) was measured for this lab yet, so only the textbook answers: { $command } on such a GPU writes one, and opened in the runs panel below it calibrates the model.
latency-presets-run = Presets: the SMs, clock, latencies and sustained bandwidth the run { $run } measured; compute capability { $cc } ({ $architecture }) rates.
run-choice-label = Calibrated by the measured run:
run-choice-sample = { $file }: { $sample }
run-choice-sample-other = { $file }: { $sample } (another GPU: { $gpu })
run-choice-shown = { $run } (shown in the runs panel)
run-choice-none = None: the textbook alone
run-label-server = run { $id } ({ $who })
run-label-file = { $file }
run-shown = Laid over the model:
run-use-device = Calculate on the run's GPU
run-close = Close the run (the textbook alone)
sample-h100-run = H100 80GB HBM3
sample-h100-run-b = H100 80GB HBM3, a second capture
sample-h100-run-c = H100 80GB HBM3, a third capture
sample-h100-quick = H100 80GB HBM3, --quick
sample-h200-run = H200, format 1 (the vector add and ILP 1, 2 and 4 only)
sample-h200-quick = H200, --quick, format 1
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

latency-cli-throughput = Throughput bound: cycles each resource is busy per warp, per SM
latency-cli-none = none

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

## The import panel and occlab import: a profiler's or compiler's report against the model

kernels = { $n ->
    [one] { $n } kernel
   *[other] { $n } kernels
}
barriers = { $n ->
    [one] { $n } barrier
   *[other] { $n } barriers
}
import-lines = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
import-parts = { $n ->
    [one] { $n } part of the report
   *[other] { $n } parts of the report
}
not-given = —
join-comma = { $first }, { $rest }
join-dot = { $first } · { $rest }
import-from-input = the input
import-from-ncu-console = Nsight Compute console output
import-from-ncu-details = an Nsight Compute details page (CSV)
import-from-ncu-raw = an Nsight Compute raw page (CSV)
import-from-nvprof-metrics = nvprof metrics
import-from-nvprof-trace = an nvprof GPU trace
import-from-nvprof-trace-csv = an nvprof GPU trace (CSV)
import-from-ptxas = a ptxas report
import-from-cuobjdump = a cuobjdump resource report
import-from-ncu-report = an Nsight Compute report file
import-tool-compiler = the compiler
import-summary-none = No kernel could be read from { $from }.
import-summary-agrees = { $kernels } from { $from }; ours agrees with { $tool } wherever both give a figure.
import-summary-nothing = { $kernels } from { $from }; no figure to compare with ours.
import-summary-differs = { $kernels } from { $from }; ours differs from { $tool } for { $differing }.
import-unread = { $unread } could not be read ({ $first }), so the report may be incomplete. { $summary }
import-unread-more = { $unread } could not be read ({ $first }; the others are listed with their kernels), so the report may be incomplete. { $summary }
import-at-line = line { $line }: { $message }
import-agrees = agrees
import-differs = differs
import-at-most = at most { $value }
import-about = about { $bytes }
import-grid-block = grid { $blocks } × { $threads }
import-block = { $threads } per block
import-grid = grid { $blocks }
import-shared-memory = { $static } static + { $dynamic } dynamic shared memory
import-clusters = clusters of { $blocks }
import-no-launch = no launch configuration
import-device = { $device } · { $sms }
import-sms-unknown = SM count unknown
import-cc-unknown-device = Compute capability unknown: the device "{ $device }" is not in the catalogue and the input gives no compute capability
import-cc-unknown = Compute capability unknown: the input names no device, compute capability or compiler target
import-cc-not-known = Compute capability { $cc } is not one Occupancy Lab knows (available: { $known })
import-device-unknown = Device unknown
import-no-block-size = The input gives no block size, so our model cannot run for this kernel; a profiler report (ncu, or nvprof --print-gpu-trace) gives it.
import-no-registers = The input gives no register count, so our model cannot run for this kernel; ptxas -v gives it.
import-model-cannot-run = Our model cannot run for this kernel: { $why }.
import-device-with-sms = { $device } with { $sms }
import-device-given = The report does not say all about the GPU; { $device }, as given, is used.
import-gpu-from-name = GPU: { $gpu }, from the device name "{ $device }".
import-device-not-in-catalogue = The device "{ $device }" is not in the catalogue; compute capability { $cc } and the report's SM count are used.
import-config-size = Shared Memory Configuration Size { $size }: a carveout preference of { $percent }% gives it, so our shared-memory limit is computed for the same configuration.
import-config-size-unsupported = Shared Memory Configuration Size { $size } is none of the sizes compute capability { $cc } offers ({ $sizes }); the default carveout is used.
import-barriers-assumed = The report does not give the kernel's barrier count; 1 is assumed, as the runtime does.
import-barriers-from-ptxas = { $barriers }, from ptxas.
import-registers-compiled = The compiler reports { $compiled }; the launch used { $used } (Registers Per Thread), and the occupancy follows from those.
import-limit-sm-printed = { $label }: { $tool } prints { $reported }, the SM's block limit, where the resource limits nothing beyond it; ours ({ $ours }) limits nothing either.
import-limit-differs = { $label } differs: { $tool } { $reported }, ours { $ours }.
import-range = { $low } to { $high }
import-barriers-fit = { $tool }'s { $reported } blocks fit { $range } barriers per block ({ $per_sm } per SM); paste the ptxas -v output with the report to give the count.
import-smem-largest = { $tool }'s { $reported } is the limit in the SM's largest shared-memory configuration ({ $largest }, { $per_block } per block), not in the { $config } configuration it reports; ours follows the reported one.
import-smem-coarse = The shared-memory sizes are printed in Kbyte with two decimals, so only to 10 bytes; { $tool } prints them exactly with --print-units base.
import-theoretical-differs = Theoretical Occupancy differs: { $tool } { $reported }, ours { $ours }.
import-waves-differs = Waves Per SM differs: { $tool } { $reported }, ours { $ours } (a full wave of { $full_wave }).
import-clusters-need-gpc = Clusters of { $size }: Max Active Clusters needs the GPU's GPC layout, known for a GPU named by the report (the raw page names the device; the console and details pages do not).
import-agreed-limits = block limits
import-agreed-theoretical = theoretical occupancy
import-agreed-waves = Waves Per SM
import-agreed-clusters = cluster figures
import-agree = { $tool }'s { $list } agree with ours.
import-agree-limited = { $tool }'s { $list } agree with ours; limited by { $limiters }.
import-achieved-gap = Achieved occupancy { $achieved } against the theoretical { $theoretical }: { $gap } points lower.
import-small-grid = The grid of { $blocks } is smaller than one full wave ({ $per_sm } per SM × { $sms }): { $busy } of { $total } SMs get blocks, so even with a balanced workload the achieved occupancy is at most { $best }.
import-tail = { $tail } With a balanced workload the achieved occupancy is at most { $best }.
import-full-waves = The grid runs { $full_waves } and no partial wave, so a balanced workload could reach the theoretical { $best }; the rest of the gap comes from warps and blocks that finish at different times and from scheduling overhead.
import-rule = { $tool } ({ $kind }): { $text }
import-rule-speedup = { $tool } ({ $kind }, { $speedup }): { $text }
import-spills = Spills: { $stores } of spill stores and { $loads } of spill loads per thread: registers spill to local memory, which lives in device memory.
import-spills-arch = Spills for { $arch }: { $stores } of spill stores and { $loads } of spill loads per thread: registers spill to local memory, which lives in device memory.
import-stack = Stack: { $bytes } per thread, in local memory.
import-stack-arch = Stack for { $arch }: { $bytes } per thread, in local memory.
import-local = Local memory: { $bytes } per thread.
import-local-arch = Local memory for { $arch }: { $bytes } per thread.
import-register-raised = ptxas raised the register limit to { $n }, the lower bound of this architecture.
import-no-spills = No spills and no stack.
import-no-spills-arch = No spills and no stack for { $arch }.

## The import panel's frame

import-region = Import a profiler or compiler report
import-heading = What the profiler and the compiler said
import-filled = The calculator above now holds this launch: its GPU, block size, registers, shared memory and carveout.
import-go-to-calculator = Go to the calculator ↑
import-hint = Paste Nsight Compute output (console, --csv --page details or raw), nvprof, ptxas -v or cuobjdump --dump-resource-usage, or drop its file anywhere on this panel: Nsight Compute's own report (.ncu-rep, .ncu-repz) too, read in this browser.
import-paste-label = Profiler or compiler output
import-file-label = Open a report file
import-file-unreadable = The file could not be read: { $why }
import-file-unreadable-named = { $name } could not be read: { $why }
import-reading = Reading { $name }…
import-reader-not-loaded = { $name } could not be read: the report reader did not load (is the server still running?).
import-file-summary = { $name } ({ $size }), read in this browser and not uploaded: { $kernels }.
import-col-id = ID
import-col-kernel = Kernel
import-launch-id = { $kernel } · ID { $id }
import-col-grid = Grid
import-col-block = Block
import-col-registers = Registers
import-col-shared-memory = Shared memory
import-col-theoretical = { $tool } theoretical
import-col-achieved = Achieved
import-col-ours = Ours
import-col-verdict = Ours against it

## The measured runs

not-loaded-runs-panel = The runs panel could not be loaded: reload the page to try again.
runs = { $n ->
    [one] { $n } run
   *[other] { $n } runs
}
configurations = { $n ->
    [one] { $n } configuration
   *[other] { $n } configurations
}
runs-heading = Measured runs
runs-looking = Looking for runs…
runs-loading = Loading the runs panel…
runs-from-files = { $runs } from files: this page is not served by occlab serve.
runs-connecting = { $runs }; connecting for new ones…
runs-live = { $runs }, updated live
runs-reconnecting = { $runs }; the server cannot be reached: reconnecting… (the last update came at { $last })
runs-page-opening = the page's opening
runs-add-files = Add run files (occlab measure's JSON), or drop them here:
runs-storage-off = The browser's storage is full or off: these runs are shown until the page is closed.
runs-details = CC { $cc } · the model agrees with the driver on { $agreements } of { $configurations }
runs-hidden = (hidden from the class)
runs-show = Show
runs-hide = Hide
runs-show-again = Show again
runs-delete = Delete
runs-confirm-delete = Delete this run for good? It cannot be undone; Hide keeps it and takes it off the class.
runs-delete-for-good = Delete for good
runs-hide-instead = Hide instead
runs-cancel = Cancel

## A measured run's report (occlab measure --report, the runs panel's chosen run)

experiment-stream-one = Stream (vector add), 1 load in flight per array
experiment-stream = Stream, { $k } loads in flight per array
experiment-fma = FMA chains, ILP { $k }
experiment-at-threads = { $experiment } at { $threads } threads
experiment-threads-per-block = { $experiment }, { $threads } threads per block
experiment-stream-wide-one = Stream, 16-byte loads, 1 in flight per array
experiment-stream-wide = Stream, 16-byte loads, { $k } in flight per array
experiment-load-fma = Loads and FMAs, { $k ->
    [one] { $k } load
   *[other] { $k } loads
} in flight per thread, { $m ->
    [one] { $m } dependent FMA
   *[other] { $m } dependent FMAs
} on each
experiment-gather-one = Random gather, 1 load in flight per thread
experiment-gather = Random gather, { $k } loads in flight per thread
run-probe-title = { $experiment } ({ $unit }), { $threads } threads per block · measured, not yet in the model
run-probe-knee = Measured knee: { $measured } warps per SM (the fewest reaching { $share } of the curve's highest point, { $highest } { $unit } at { $at }); points measured: { $points }.
run-probe-flops = As arithmetic, the highest point is { $gflops } GFLOP/s ({ $ratio } FLOP per byte moved).
run-probe-sectors = The highest point in DRAM traffic: { $sectors } GB/s of gathered sectors (a 32-byte sector for each 4-byte load), { $dram } GB/s with the indices read and the entries stored.
run-curve-line = { $title }: { $knee } { $error }
calibration-dependent-latency = Dependent-issue latency
calibration-warp-switch = Warp switch
calibration-single-warp-rate = One warp's issue rate
calibration-fma-share = Sustained FMA share
calibration-streaming-latency = Unloaded streaming latency
calibration-queueing = Queueing wait at half the peak
calibration-bandwidth = Sustained bandwidth
calibration-from-fma-chain = the run's dependent FMA chain on one thread
calibration-from-ceiling = the ceiling of { $curve } against the FMA ceiling
calibration-from-one-warp = { $curve } at one warp per scheduler
calibration-from-highest = the highest point of { $curves }
calibration-from-fit = a fit to { $curves }
unit-instructions-per-cycle = instructions / cycle
unit-of-fp32-peak = of the FP32 peak
run-heading = { $device } · compute capability { $cc } · { $sms } · driver { $driver } · { $generator }
run-heading-quick = { $device } · compute capability { $cc } · { $sms } · driver { $driver } · { $generator } · --quick
label-clock = SM clock
label-memory_bandwidth = Peak memory bandwidth
label-l2_cache = L2 cache
label-shared_memory = Shared memory
label-registers = Registers
label-fma_latency = Dependent FMA
label-l1_latency = L1 hit (pointer chase)
label-l2_latency = L2 hit (pointer chase)
label-dram_latency = DRAM (pointer chase)
run-mhz = { $mhz } MHz
run-bandwidth = { $gbs } GB/s ({ $mhz } MHz × 2 × { $bits } bits)
run-shared-memory = { $per_sm } per SM, { $per_block } per block ({ $optin } with opt-in)
run-registers = { $per_sm } per SM, { $per_block } per block
run-cycles = { $cycles } cycles
run-custom-gpu = As a custom GPU: { $flags }
run-self-check = The driver's cuOccupancyMaxActiveBlocksPerMultiprocessor and the model agree on { $agreements } of { $configurations } ({ $share }).
run-carveout-default = default
run-carveout-percent = { $percent }%
run-disagreement = { $threads } threads, { $registers } registers, { $static } static + { $dynamic } dynamic shared memory, carveout { $carveout }: driver { $driver }, model { $model }
run-presets-title = As measured Little's-law presets (the sustained stream bandwidth):
run-parameter = { $label }: { $value } { $unit } (from { $from })
run-not-calibrated = The model cannot be calibrated on this run: { $why }.
run-validation = Held out: { $curves } curves the calibration never saw; median error over their { $points } points { $median }; the worst curve's median { $worst }; { $within } of { $curves } within both budgets (median error ≤ { $median_budget }, knee within { $knee_budget }).
run-curve-held-out = { $experiment } ({ $unit }), { $threads } threads per block · held out
run-curve-calibration = { $experiment } ({ $unit }), { $threads } threads per block · calibration curve
run-knees = Needed warps per SM: textbook { $textbook } (latency × throughput), calibrated { $calibrated }, measured { $measured } (the fewest reaching { $share } of the curve's highest point).
run-error = Calibrated model against the { $points } measured points: median error { $median }, worst { $worst }.
run-warps = { $n ->
    [one] { $n } warp
   *[other] { $n } warps
}
run-timed = { " " }(timed: median { $p50 }, 90th percentile { $p90 })
run-loaded-latency = Loaded latency (Little's law: bytes in flight ÷ throughput): { $first } cycles per iteration at { $first_warps }{ $first_spread }, { $knee } at the knee's { $knee_warps }{ $knee_spread }.
run-staircase-kernel = Kernel: { $threads } threads, { $registers } registers per thread, { $smem } dynamic shared memory; the model's full wave is { $full_wave } ({ $per_sm } per SM × { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}), as the driver's occupancy API says.
run-staircase-kernel-driver = Kernel: { $threads } threads, { $registers } registers per thread, { $smem } dynamic shared memory; the model's full wave is { $full_wave } ({ $per_sm } per SM × { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}), but the driver's occupancy API says { $driver } per SM.
run-staircase-steps = The time steps up after { $steps } blocks (a rise of at least { $share } of the largest, { $rise } ms).
run-staircase-matches = Every step is at a multiple of the model's full wave, and every multiple in range steps: { $expected }.
run-staircase-differs = The model puts the steps after { $expected } blocks: the measurement differs.
run-timeline-grid = { $blocks } ({ $waves } waves) on { $used } of { $sms ->
    [one] { $sms } SM
   *[other] { $sms } SMs
}.
run-timeline-achieved = Achieved occupancy { $achieved } (per SM { $lowest } to { $highest }) against { $theoretical } theoretical; a balanced workload achieves at most { $achievable }.
run-timeline-achieved-above = Achieved occupancy { $achieved } (per SM { $lowest } to { $highest }) against { $theoretical } theoretical: above the { $achievable } of a balanced workload (every SM running the same blocks, all equally long), because achieved occupancy counts each SM only while it is active, and the partial wave's blocks landed unevenly: SMs with none of them, or with a full set, finished early at high occupancy.
run-timeline-over-time = Over time, in tenths of the run: { $shares }.

## The class view

class-heading = The class
class-view-link = The class view alone, for the projector
class-your-name = Your name (marks your runs):
class-who-is-in = Who is in:
class-caption = Every student's measured vector-add throughput against warps per SM, each run in its own colour and mark
class-you-mark = (you)
class-join = Nobody has sent a run yet. Each student measures their GPU and sends the run to this server with the class token:
class-you = { $label } (you)
class-instructor = Instructor
class-token = Instructor token (kept in this tab only):
class-token-hint = With the token, each run has Hide and Delete buttons.
class-export = Export the class's runs (JSON lines)
class-clear = Clear the class…
class-confirm-clear = Delete every run of this class for good? Export them first to keep them.
class-delete-every-run = Delete every run
class-export-failed = The export could not be saved: { $why }
class-server-unreachable = The server could not be reached: { $why }
class-server-refused = The server refused ({ $status }).
class-server-refused-words = The server refused ({ $status }): { $words }

## A measured run, shown

run-throughput-heading = Throughput against occupancy
run-throughput-hint = The run's points (crosses) and the model calibrated by the run (dashed) are drawn on the latency panel's chart.
run-curves = Every measured curve: the textbook's, the calibrated and the measured needed warps
run-staircase-caption = Wave staircase: kernel time against grid size, over the model's steps of one wave each
run-timeline-heading = Measured: the chosen run's blocks
run-timeline-caption = Block timeline: each block on its SM, from start to end (%smid, %globaltimer)
students = { $n ->
    [one] { $n } student
   *[other] { $n } students
}
class-summary = Chart: measured vector-add throughput in GB/s against warps per SM, { $runs } by { $students }.
staircase-summary = Chart: kernel time in ms against grid size in blocks; the model's steps of { $wave_ms } ms every { $full_wave } blocks (one full wave), and { $points } measured points.
timeline-summary = Chart: { $blocks } on { $sms } against time, over { $us } µs.
axis-grid-size = grid size (blocks)
axis-kernel-time = kernel time (ms)
axis-time-us = time (µs)
chart-one-full-wave = 1 full wave
samples-not-fetched = The sample { $file } could not be fetched: { $why }.

## import and run diagnostics
# What a report reader says of a line or a part it cannot use (the import panel, occlab import),
# and why a run file is refused or cannot be read (the runs panel, occlab measure --report,
# upload and latency --run). Quoted input, field names (throughput[3].iteration_cycles), metric
# labels and the profiler's, ptxas's and serde_json's own words are arguments shown as given.

import-quoted = "{ $text }"
import-accepted = Nsight Compute console output, ncu --csv --page details or --page raw, an Nsight Compute report file (.ncu-rep, or .ncu-repz compressed with zstd), nvprof --metrics achieved_occupancy or --print-gpu-trace (text or --csv), ptxas -v, or cuobjdump --dump-resource-usage
import-not-recognised = no profiler or compiler output recognised; accepted: { import-accepted }
import-not-text = the file is not text (it holds binary data), nor an Nsight Compute report (.ncu-rep, .ncu-repz)
import-report-as-text = an Nsight Compute report is binary: open its file (occlab import FILE.ncu-rep, or drop it on the page) rather than its text
import-no-kernel-read = the text looks like { $format } output, but no kernel could be read from it
import-unclosed-quote = a quoted field is not closed on this line
import-no-metric-columns = the header has no "Metric Name" and "Metric Value" columns
import-no-header-row = no header row ("ID","Process ID",…) found
import-short-row = this row has { $fields ->
    [one] { $fields } field
   *[other] { $fields } fields
}, the header { $header }; the missing ones are read as empty
import-ncu-said = Nsight Compute said: { $text }
import-not-metric-row = not a metric row of section { $section }: { $text }
import-not-whole = { $label }: { $value } is not a whole number
import-not-size-unit = { $label }: { $value } is not a size in byte, Kbyte, Mbyte or Gbyte
import-not-size = { $label }: { $value } is not a size in bytes
import-not-number = { $label }: { $value } is not a number
import-metric-before-kernel = a metric row before any "Kernel:" line
import-not-fraction = achieved_occupancy: { $value } is not a fraction from 0 to 1
import-row-grid-unread = the grid of this kernel row could not be read
import-row-block-unread = the block of this kernel row could not be read
import-row-column-unread = { $column } of this kernel row could not be read
import-row-launch-unread = the grid or block of this kernel row could not be read
import-ptxas-said = ptxas { $kind }: { $text }
import-resource-line-unread = unreadable resource line: { $text }
import-resource-before-entry = a resource line before any "Compiling entry function"
import-resource-before-function = a resource line before any "Function" line
import-no-register-count = no register count in: { $text }
report-sized-file-header = the file header
report-sized-block-header = the block header
report-sized-block = the block
report-sized-message = the message
report-sized-size-prefix = a size prefix
report-sized-field = a field
report-sized-field-64 = a 64-bit field
report-sized-field-32 = a 32-bit field
report-sized-skippable-frame = the skippable zstd frame
report-truncated = truncated: { $what } at byte { $at } says it holds { $says ->
    [one] { $says } byte
   *[other] { $says } bytes
} but { $remain ->
    [one] { $remain } remains
   *[other] { $remain } remain
}
report-bad-varint = damaged: the number at byte { $at } runs past its ten bytes or its message
report-bad-wire-type = damaged: the field at byte { $at } has wire type { $type }, which protobuf does not define
report-field-number-zero = damaged: the field at byte { $at } has field number 0
report-too-deep = damaged: the groups at byte { $at } are nested too deeply to be a report
report-unbalanced-group = damaged: the group at byte { $at } is not closed where it should be
report-wrong-type = damaged: field { $field } at byte { $at } should be { $expected }
report-wire-varint = a varint
report-wire-length-delimited = length-delimited
report-wire-double = a 64-bit double
report-wire-float = a 32-bit float
report-bad-header = the file header at byte { $at } is not an Nsight Compute report's (NVR, then its version)
report-zstd = the zstd data at byte { $at } cannot be decompressed: it is damaged or cut short
report-too-large = the compressed report decompresses to more than { $limit } bytes (from byte { $at } of the compressed file), the most this reader accepts
report-not-a-report = the file is zstd-compressed, but what it holds is no Nsight Compute report (no NVR at its start)
report-rest-not-read = { $error }; the rest of the file is not read
report-in-string-table = in the string table: { $error }
report-in-session-details = in the session details: { $error }
report-result-unread = result ID { $id } could not be read: { $error }
report-block-messages = the block at byte { $at } declares { $declared ->
    [one] { $declared } message
   *[other] { $declared } messages
} but its payload holds { $held }
report-unresolved = { $results ->
    [one] { $results } metric result names
   *[other] { $results } metric results name
} an entry past the report's string table ({ $names ->
    [one] { $names } name
   *[other] { $names } names
}); { $results ->
    [one] it is
   *[other] they are
} not read
report-other-results = the report also holds { $n ->
    [one] { $n } range, command-list or graph result, which is not a kernel launch and is not read
   *[other] { $n } range, command-list or graph results, which are not kernel launches and are not read
}
report-at-id = ID { $id }: { $message }
report-no-launch = no kernel launch could be read from the report
report-no-launch-version = no kernel launch could be read from the report (its file format is version { $version }; this reader was checked on version { $known })
report-sections-both = the Launch Statistics and Occupancy sections were not collected
report-sections-launch-stats = the Launch Statistics section was not collected
report-sections-occupancy = the Occupancy section was not collected
report-profile-again = profile again with ncu --section LaunchStats --section Occupancy -o REPORT your_program (Nsight Compute's default set includes both)
report-not-collected = { $sections } for { $launches ->
    [one] the launch
   *[other] any of the { $launches } launches
} of this report, so there is nothing to compare with the model: { report-profile-again }
report-not-collected-launch = ID { $id }: { $sections } for this launch: { report-profile-again }
run-not-json = not a run: the file is not JSON ({ $why })
run-no-version = not a run: schema_version is missing (this version of Occupancy Lab reads versions 1 to { $current })
run-unknown-version = unknown schema_version { $version }: this version of Occupancy Lab reads versions 1 to { $current } (a newer occlab may have written it)
run-not-valid = not a valid run: { $why }
run-not-an-object = a run is a JSON object
run-field-empty = { $field } is empty
run-field-too-long = { $field } is longer than { $max } characters
run-field-control-character = { $field } holds a control character
run-field-not-positive = { $field } must be a finite number above 0
run-field-zero = { $field } must be at least 1
run-field-too-many = { $field } has { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}; at most { $max } are allowed
run-field-unknown-cc = { $field } "{ $value }" is not a compute capability Occupancy Lab knows (see occlab caps)
run-field-agreements-exceed = { $field } exceeds occupancy_check.configurations
run-field-disagreements-unlisted = { $field } must list every configuration that did not agree (agreements + disagreements = configurations)
run-field-parallelism = { $field } must be a whole number from 1 to { $max }
run-field-unit = { $field } must be { $unit } for { $workload }
run-field-percentiles = { $field } must have p10 ≤ p50 ≤ p90 ≤ p99
run-field-no-such-sm = { $field } is { $sm }, but the device has { $sms } (0 to { $last })
run-field-end-before-start = { $field } is before its start_ns
run-field-unknown-experiment = { $field }: { $value } is not one of vector_add, fma_ilp1, fma_ilp2, fma_ilp4 (schema_version 1)
run-field-missing = { $field } is missing: a { $workload } point needs it
run-field-not-for-workload = { $field } is not part of a { $workload } point
run-field-needs-version = { $field } needs schema_version { $version } or later
run-kernel-refused = the run's kernel cannot be set against the model: { $field }: "{ $value }" is not allowed. Enter { $range }.
run-lacks-grid-sizes = the run cannot be read: its waves hold fewer than two grid sizes
run-lacks-blocks = the run cannot be read: its timeline holds no block
run-lacks-curves = the run cannot be read: the model is calibrated on a stream and an FMA-chain curve
runs-no-name = (no name)
runs-file-refused = { $file }: { $why }
runs-answer-not-understood = the server's answer is not understood: { $why }
runs-answer-no-run = the server's answer holds no run

## Refused inputs in the model's words
# What occlab says of a flag's value, a CSV row or header, a cluster size, a setting of occlab
# latency or a device beside a run, and the import panel of a kernel the model cannot run. A
# field is named by its flag or CSV column, which stays as typed, and described.

input-refused = { $name } ({ $field }): "{ $value }" is not allowed; expected { $allowed }
field-desc-cc = compute capability
field-desc-gpu = GPU
field-desc-threads = threads per block
field-desc-registers = registers per thread
field-desc-smem-static = static shared memory per block (bytes)
field-desc-smem-dynamic = dynamic shared memory per block (bytes)
field-desc-max-dynamic-smem = max dynamic shared memory per block (bytes)
field-desc-carveout = shared memory carveout (%)
field-desc-cache-config = cache configuration
field-desc-barriers = block barriers
field-desc-virtual-resources = virtual resources per block
field-desc-partitioned-gc = partitioned global caching
field-desc-max-threads = kernel max threads per block
field-desc-blocks = blocks per SM
field-desc-sms = SMs
field-desc-grid = grid size (blocks)
field-desc-arith-latency = arithmetic latency (cycles)
field-desc-mem-latency = memory latency (cycles)
field-desc-issue-rate = issue rate (warp instructions per cycle per SM)
field-desc-ilp = instruction-level parallelism (independent instructions per warp)
field-desc-bandwidth = memory bandwidth (bytes per cycle per SM)
field-desc-bytes-per-load = bytes per warp load
field-desc-loads-in-flight = loads in flight per warp
field-desc-lanes = execution lanes per SM
field-desc-latency-bound = latency bound (cycles per warp)
field-desc-throughput-bound = throughput bound (warps per cycle per SM)
field-desc-cuda-core = CUDA-core instructions per warp
field-desc-sfu = SFU instructions per warp
field-desc-shared-cycles = shared-memory bank cycles per warp
field-desc-memory-bytes = DRAM bytes per warp
field-desc-issue-slots = issue slots per warp
field-desc-cluster = cluster size (blocks)
allowed-range = { $low }–{ $high }
allowed-bytes = { $low }–{ $high } bytes, or with a unit (48 KiB, 48 KB and 48K are { $example } bytes)
allowed-whole-number = a whole number
allowed-smaller = a smaller number
allowed-above-zero = a number above 0 and at most 10^12
allowed-from-zero = a number from 0 to 10^12
allowed-used-mix = an instruction mix that uses at least one resource
allowed-cc = one of { $known }
allowed-cc-header = one of { $known } ({ $cc } is known to NVIDIA's occupancy header, but { $missing })
allowed-non-portable = non_portable 0 or 1
allowed-cluster-size = 1–{ $max } (up to { $non_portable } with the non-portable attribute)
allowed-blocks-that-fit = 1–{ $fit } (the blocks per SM that fit with no dynamic shared memory)
setting-key-refused = { $key } ({ $setting }): "{ $typed }" is not allowed; expected { $allowed }
setting-key-missing = { $key } ({ $setting }): enter { $allowed }
header-unknown-column = unknown column `{ $column }`; the columns are { $known }
header-missing-columns = { $n ->
    [one] missing column { $columns }; the header must name { $required }
   *[other] missing columns { $columns }; the header must name { $required }
}
cluster-error-no-gpu = cluster occupancy needs a GPU, not only a compute capability: it depends on how the GPU's SMs are grouped into GPCs
cluster-error-no-clusters = compute capability { $cc } has no thread-block cluster data in Occupancy Lab: clusters came with Hopper, and their limits are measured so far on { $measured } only
cluster-error-no-gpc-layout = the { $gpu }'s GPC layout is not known (cluster occupancy needs it; measured so far: H100 SXM5 80GB, H200 SXM 141GB)
cluster-error-size = { $error } (the runtime answers cudaErrorInvalidClusterSize)
run-device-mismatch = { $named } is not the device the run measured, { $measured }: the run sets the GPU, so leave the device out or give a run of that GPU
run-device-gpu = { $gpu } (compute capability { $cc }, { $sms })
run-device-cc = compute capability { $cc }
