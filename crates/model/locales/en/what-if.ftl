# Occupancy Lab's messages in English, the what-if part: what another occupancy would do to a
# profiled kernel (crates/model/src/what_if/, occlab import --what-if), and the profile figures it
# reads. The conventions of first-view.ftl hold here too (docs/TRANSLATION.md).

## The sentence

what-if-raise = Raising occupancy from { $from } to { $to } would cut this kernel's time by about { $cut }%{ $ncu }: { $reason }.
what-if-lower = Lowering occupancy from { $from } to { $to } would cut this kernel's time by about { $cut }%{ $ncu }: { $reason }.
what-if-raise-no-gain = Raising occupancy from { $from } to { $to } would not make this kernel faster{ $ncu }: { $reason }.
what-if-raise-slower = Raising occupancy from { $from } to { $to } would make this kernel about { $slower }% slower{ $ncu }: { $reason }.
what-if-at-most = At { $from }, the most this block size allows, no lower occupancy is predicted faster{ $ncu }: { $reason }.
what-if-ncu = {" "}(Nsight Compute estimates { $cut }%)
what-if-ncu-local = {" "}(Nsight Compute estimates a local { $cut }%)
what-if-ncu-at = {" "}(Nsight Compute estimates { $cut }% at { $at })
what-if-ncu-at-local = {" "}(Nsight Compute estimates a local { $cut }% at { $at })

## Why a level runs as it does

what-if-reason-small-grid = the grid ({ $grid ->
    [one] { $grid } block
   *[other] { $grid } blocks
}) fills no more than one wave at this level: the extra block slots stay empty
what-if-reason-latency = the warps' waits are not yet hidden at { $warps ->
    [one] { $warps } warp
   *[other] { $warps } warps
} per SM
what-if-reason-queueing = the loads queue in a busy memory system at { $warps ->
    [one] { $warps } warp
   *[other] { $warps } warps
} per SM (DRAM { $dram }%, L2 { $l2 }% of peak)
what-if-reason-dram = DRAM bandwidth is saturated ({ $dram }% of peak)
what-if-reason-sm = the SM's issue slots and pipes are saturated ({ $sm }% of peak)
what-if-reason-l1 = L1 and shared-memory throughput is saturated ({ $l1 }% of peak)
what-if-reason-l2 = L2 throughput is saturated ({ $l2 }% of peak)
what-if-reason-together = { $bounds } together set the time, none of them alone the limit
what-if-bound-latency = the warps' waits at { $warps ->
    [one] { $warps } warp
   *[other] { $warps } warps
} per SM
what-if-bound-queueing = the warps' waits at { $warps ->
    [one] { $warps } warp
   *[other] { $warps } warps
} per SM (their loads queued to { $factor }× their unloaded latency)
what-if-bound-sm = the SM's issue ({ $sm }% of peak)
what-if-bound-l1 = the L1 ({ $l1 }% of peak)
what-if-bound-l2 = the L2 ({ $l2 }% of peak)
what-if-bound-lines = the misses in flight that { $l1 } of L1 allows
what-if-reason-capacity = the memory system serves this kernel's accesses no faster, though its bandwidth is not the limit (DRAM { $dram }%, L2 { $l2 }% of peak): contended atomics or scattered rows
what-if-reason-lines = the { $l1 } of L1 that a { $config } shared-memory configuration leaves caps the misses in flight
what-if-reason-throttled = a unit the warps wait for is saturated (they spend { $share }% of their time waiting for its queue)
what-if-reason-block-starts = the SM starts one block every { $cycles } cycles, so its { $blocks ->
    [one] { $blocks } block takes
   *[other] { $blocks } blocks take
} as long at any occupancy
what-if-reason-partial-wave = { $reason }; the last wave is partial ({ $blocks } of { $of } blocks per SM)

## Notes: the shared-memory configuration, the register route

what-if-note-already = Already at { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM ({ $occupancy }) the time is predicted within { $tie }% of the fastest level's, so the registers and shared memory the levels above it would take are free to spend: { $reason }.
what-if-note-configuration = Forced with dynamic shared memory, the shared-memory configuration leaves too little L1 for the misses in flight at { $ranges }.
what-if-note-reuse = { $hit }% of the global loads hit the L1 at the profile, whose { $l1 } of L1 held the resident blocks' data (about { $bytes } a block). At { $ranges } those data no longer fit: if the reuse is each block's own (a row read again), those levels lose it and run slower than predicted, since the prediction keeps the profile's hit rate; if the data are shared by all blocks, they keep it.
what-if-range = { $first }–{ $last } blocks per SM ({ $config } of shared memory, { $l1 } of L1)
what-if-range-one = { $first ->
    [one] { $first } block
   *[other] { $first } blocks
} per SM ({ $config } of shared memory, { $l1 } of L1)
what-if-note-registers = Reached by registers instead of dynamic shared memory, { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM would keep a { $config } shared-memory configuration ({ $l1 } of L1) and take { $registers }× the profiled time instead of { $padding }×.
what-if-note-registers-same = Reached by registers instead of dynamic shared memory, no level's time would change by more than { $share }%.
what-if-note-loads-per-wait = The report's source counters show its warps waiting for { $loads } global loads at once, so the memory's loading at the profile is read as one round trip for every { $loads } loads, not for each.
what-if-note-one-wave = Every one of the busiest SM's { $blocks } blocks was resident from the start, with none to follow, and their warps kept { $filled } of those { $blocks } block slots filled on average: the blocks ran for unequal times, and the longest set the launch's. The levels below are read from the slots the warps filled; where the blocks' lengths differ widely, those levels run faster than predicted.
what-if-note-constant-cache = At the profile a warp waited { $cycles } cycles an instruction, { $share }% of its time, for the constant cache's misses. The prediction keeps that wait at every level. Where the resident blocks read different constants (filters or tables by block), the misses grow with the blocks per SM: the levels above the profile may run slower, and those below faster, than predicted.
what-if-note-l1-queue = The L1/TEX cache ran at { $busy }% of its peak at the profile, so part of what its warps waited for (their loads' hits, their shared memory) was its queue, which fewer warps shorten. The prediction keeps that wait { $blocks ->
    [1] at 1 block per SM
   *[other] at { $blocks } blocks per SM or fewer
}, which may run faster than predicted: below profiles whose L1 was this busy, the lab's validation kernels were predicted a median { $slower }% slower than they measured, and { $within }% of those predictions were within 10%.
what-if-note-short-queue = The report's source counters show its warps waiting { $per_wait } cycles on average each time they waited on the short scoreboard (shared memory, shuffles, the special-function unit), where one such wait alone on the SM takes { $unloaded }: the rest, { $cycles } cycles an instruction ({ $share }% of a warp's time), was the L1's queue. { $blocks ->
    [1] At 1 block per SM
   *[other] At { $blocks } blocks per SM or fewer
}, fewer warps wait behind each other, so the prediction takes that queue out there.
what-if-note-far-below = Levels far below the profile are the least sure: { $blocks ->
    [1] at 1 block per SM
   *[other] at { $blocks } blocks per SM or fewer
} (a quarter of the profile's or less), the lab's validation kernels were predicted a median { $slower }% slower than they measured, and { $within }% of those predictions were within 10%. A profile nearer those levels predicts them better.
what-if-note-far-above = Levels far above the profile are less sure: from { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM on (more than four times the profile's), { $within }% of the lab's validation predictions were within 10%. A profile nearer those levels predicts them better.
what-if-other-profile = { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM ({ $ratio }× this launch's time)
what-if-note-profiles = Joined with this kernel's profiles at { $profiles }: between two profiles each level's time blends their predictions, and beyond them it is the nearest profile's. In the lab's validation, { $within }% of pairs of one kernel's profiles predicted its other levels within a median 10%, against { $alone }% of the same profiles alone.
what-if-note-second-profile = A second profile would measure how steep this kernel's curve is: profile it again at { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM (launched with { $bytes } of dynamic shared memory) and import both reports together. In the lab's validation, { $within }% of pairs of one kernel's profiles predicted its other levels within a median 10%, against { $alone }% of single profiles.
what-if-note-second-profile-unpadded = A second profile would measure how steep this kernel's curve is: profile it again at { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM (launched without the padding) and import both reports together. In the lab's validation, { $within }% of pairs of one kernel's profiles predicted its other levels within a median 10%, against { $alone }% of single profiles.
what-if-note-other-gpu = This launch ran on the { $gpu }, but the run that calibrates it is of the { $run }, another GPU of the same compute capability: the prediction takes that GPU's clock and memory latency for this one's. A run of this GPU (occlab measure, then --run) calibrates it with its own.

## The table

what-if-heading = What another occupancy would do
what-if-column-blocks = blocks/SM
what-if-column-warps = warps/SM
what-if-column-occupancy = occupancy
what-if-column-config = shared memory
what-if-column-l1 = L1
what-if-column-ratio = time
what-if-column-spread = 8 in 10 measured
what-if-column-registers = by registers
what-if-column-why = why
what-if-ratio = { $ratio }×
what-if-ratio-range = { $low }–{ $high }×
what-if-spread-legend = "8 in 10 measured": where eight in ten of the validation's predictions of levels of the same kind were measured (docs/WHAT_IF.md): as far from their profile, with the profile's L1 or another; between two joined profiles; and apart, below a profile whose L1 was busy, and where the reuse note names them. A profiled level reads its own time.
what-if-mark-profiled = profiled
what-if-mark-fastest = fastest
what-if-mark-both = profiled, fastest
what-if-calibrated-by = Calibrated by a run of the { $device } (compute capability { $cc }), its kernels at { $clock } MHz.

## The chart (crates/charts/src/what_if.rs)

what-if-axis-time = time ÷ profiled
what-if-chart-profiled = profiled
what-if-chart-ncu = Nsight Compute

## When there is no what-if

what-if-collect = Profile with ncu --set full (or the sections LaunchStats, Occupancy, SpeedOfLight, MemoryWorkloadAnalysis, WarpStateStats and SchedulerStats) and give the report file (.ncu-rep), or its raw page: ncu --import REPORT.ncu-rep --csv --page raw.
what-if-missing-figures = The what-if needs figures this profile lacks: { $metrics }. { $collect }
what-if-missing-launch = The what-if needs the launch's grid and SM count, which this profile lacks. { $collect }
what-if-format-ncu-page = Nsight Compute's { $format } page prints no warp-state breakdown, which the what-if needs. { $collect }
what-if-format-nvprof = nvprof's reports ({ $format }) carry none of the figures the what-if needs. { $collect }
what-if-format-compiler = A compiler's report ({ $format }) holds no profile. { $collect }
what-if-no-device = The what-if needs the launch's GPU, and the report names no compute capability the lab knows.
what-if-no-occupancy = The what-if needs the lab's occupancy of this launch, which the report's figures do not give (its block size and registers).
what-if-no-blocks = The what-if needs a launch that fits on the SM: this one gets no block.
what-if-profile-empty = The what-if needs a profile with a positive duration, SM frequency and warp cycles per issued instruction.
what-if-profile-out-of-range = The what-if cannot use this profile: its figures lie so far beyond any GPU's that they give no finite time. Check the report's durations, cycles and throughputs.
what-if-no-unified-l1 = The what-if needs the size of the SM's unified L1 and shared memory, its L1 line and its carveout sizes, which compute_caps/{ $cc }.toml does not give.
what-if-other-architecture = The calibration run is of the { $device } (compute capability { $run_cc }), and this launch ran on compute capability { $cc }: a run of its own GPU (occlab measure) calibrates it.
what-if-run-no-clock = The run of the { $device } has too few wave points to read the clock its kernels ran at.
what-if-run-unusable = The run of the { $device } gives no usable latency or bandwidth to calibrate with.
what-if-no-run = No run of compute capability { $cc } comes with occlab: measure the GPU (occlab measure --out run.json) and give it with --run run.json.

## The profile's figures

import-unknown-unit = { $metric }: the unit { $unit } is none this figure is written in

## occlab import --what-if: its flags

help-import-what-if = Predict every occupancy of each kernel from its profile (the raw page or the report file of ncu --set full): its time at each number of blocks per SM, and why. Profiles of the same kernel at other levels, in the same files, join it
help-import-run = The measured run (occlab measure) that calibrates --what-if; by default the run occlab carries for the launch's GPU (H100, H200)

## The page: the import panel's what-if, the calculator's line (src/import/what_if_view.rs)

what-if-predicting = Predicting every occupancy from the profile…
what-if-levels = Every level: its shared-memory configuration, the predicted time and why
what-if-key-padding = reached by dynamic shared memory
what-if-key-registers = reached by registers
what-if-key-ncu = Nsight Compute's estimate
what-if-key-profiled = ring: the profiled launch
what-if-key-fastest = filled: the level predicted fastest
what-if-key-spread = shaded: where 8 in 10 levels of the same kind measured fell
what-if-calculator = With { $changed }: { $occupancy } occupancy ({ $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} per SM), predicted { $ratio } the time of { $kernel } as profiled (its what-if is in the import panel).
what-if-calculator-with-spread = { $line } Eight in ten of the validation's predictions { $over } were measured at { $range }.
what-if-spread-over-distance = as far from their profile
what-if-spread-over-joined = between two joined profiles
what-if-spread-over-busy-l1 = below a profile whose L1 was as busy
what-if-spread-over-reuse = at levels the reuse note names
what-if-calculator-registers = { $registers } registers
what-if-calculator-shared-memory = { $bytes } of dynamic shared memory
what-if-calculator-as-profiled = the profiled inputs
what-if-calculator-none = With { $changed }, no level of { $kernel }'s what-if matches the calculator's blocks per SM.
what-if-calculator-other-block = The what-if of { $kernel } is for { $threads } threads per block; at another block size the calculator's occupancy is not on its curve.
what-if-no-run-page = No measured run of compute capability { $cc } comes with this page, and the what-if needs one: measure such a GPU (occlab measure --out run.json), then occlab import --what-if --run run.json predicts it.
