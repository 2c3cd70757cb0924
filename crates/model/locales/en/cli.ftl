# What only occlab says (its own errors, the gpus and caps tables, measure's progress, serve's
# console and refusals, the flags' help): the page never fetches this part.

limiter-mark = ← limiter
note-line = Note: { $note }
suggest-block-size = Suggested block size
cli-language-unknown = occlab: no catalogue for { $variable }={ $asked }; speaking English (occlab speaks en, ru, zh, it and ko: choose with --lang)
latency-cli-heading = Latency hiding on compute capability { $cc }
latency-cli-heading-gpu = Latency hiding on compute capability { $cc }, { $gpu }
latency-cli-heading-run = Latency hiding on compute capability { $cc }, the { $run } of the measured run
latency-cli-stand-in = (SMs, clock and bandwidth of the { $gpu }, the first GPU of compute capability { $cc }; --sms, --clock and --bandwidth replace them)
latency-cli-tightest = ← tightest
latency-cli-at-warps = At { $warps } warps per SM: { $mode }
latency-cli-needed = Needed warps per SM: textbook { $textbook }, { $model } { $knee }, measured { $measured }
latency-curve-calibrated = calibrated by the run
latency-curve-textbook = textbook
latency-col-blocks = blocks
latency-col-warps = warps
run-section-self-check = Self-check
run-section-latencies = Latencies
run-section-model = The calibrated latency model (docs/LATENCY_MODEL.md)
run-section-staircase = Wave staircase
run-section-timeline = Block timeline
run-section-probes = Throughput probes (never in the calibration: where the model describes one, its error)
run-wrote = Wrote { $path }.
cli-gpu-unknown = --gpu: { $error } (`occlab gpus` lists all { $count })
cli-gpu-ties = note: --gpu "{ $query }" also matches { $others }; using { $gpu }
cli-gpu-no-cc = GPU { $gpu } names an unknown compute capability
cli-no-device = name the device with --cc (e.g. --cc 8.6) or --gpu (e.g. --gpu "RTX 4090")
cli-cc-unknown = --cc: unknown compute capability "{ $value }"; available: { $known }
cli-cc-header-only = --cc: compute capability { $cc } ({ $architecture }) is known to NVIDIA's occupancy header ({ $facts }), but { $missing }; Occupancy Lab cannot compute its occupancy. Available: { $known }
upload-stored = stored as run { $id } ({ $url })
upload-not-read = cannot read it: { $why }
upload-not-valid = { $why } (nothing was sent)
upload-gave-up = { $reason }; gave up after { $tries ->
    [one] { $tries } try
   *[other] { $tries } tries
}
upload-retrying = { $reason }; trying again in { $pause }
upload-cannot-reach = cannot reach { $endpoint }: { $why }
upload-cannot-send = cannot send to { $endpoint }: { $why }
upload-no-id = the server answered 201 without a run id: { $body }
upload-server-answered = the server answered { $status }: { $reason }
upload-too-large = too large: the run is { $bytes } bytes and the server takes at most 1 MiB ({ $most } bytes); nothing was stored
upload-give-token = { $said } (give the class token with --token)
upload-to-http = --to must be an http:// address such as http://127.0.0.1:8080 (occlab serve speaks plain HTTP)
cli-at = { $place }: { $error }
cli-cannot-read = cannot read { $path }: { $why }
cli-cannot-read-stdin = cannot read the standard input: { $why }
cli-cannot-write = cannot write { $path }: { $why }
cli-cannot-create = cannot create the folder { $path }: { $why }
cli-row = row { $row }: { $error }
cli-rows-failed = { $n ->
    [one] { $n } row could not be read; the others are in the output
   *[other] { $n } rows could not be read; the others are in the output
}
cli-csv-header = cannot read the CSV header: { $why }
cli-max-dynamic-smem = --max-dynamic-smem: { $error } (or "auto")
cli-unit-refused = --unit: "{ $value }" is not allowed; expected gbs or gflops
cli-size-refused = "{ $value }" is not allowed; expected WIDTHxHEIGHT, each { $low }–{ $high } pixels, e.g. 640x300
cli-lang-refused = "{ $value }" is not a language occlab speaks; expected one of { $tags }
cli-waves-need-sms = a bare --cc needs --sms (or name a --gpu)
cli-clusters-need-gpu = name a --gpu: cluster occupancy depends on its GPC layout
cli-run-cc-unknown = the run's compute capability "{ $value }" is not one Occupancy Lab knows; available: { $known }
cli-import-none = no kernel could be read ({ $reasons }); accepted: Nsight Compute console output, ncu --csv --page details or --page raw, an Nsight Compute report file (.ncu-rep, or .ncu-repz compressed with zstd), nvprof --metrics achieved_occupancy or --print-gpu-trace (text or --csv), ptxas -v, or cuobjdump --dump-resource-usage
cli-import-none-report = no kernel could be read from the Nsight Compute report ({ $reasons })
join-semicolon = { $first }; { $rest }
hw-col-cc = CC
hw-col-architecture = Architecture
gpus-col-gpu = GPU
gpus-col-segment = Segment
gpus-col-sms = SMs
gpus-col-mhz = MHz
gpus-col-bandwidth = GB/s
gpus-col-l2 = L2 KiB
gpus-l2-unknown = unknown
gpus-segment-data-centre = data-centre
gpus-segment-desktop = desktop
gpus-segment-embedded = embedded
gpus-segment-laptop = laptop
gpus-segment-workstation = workstation
caps-col-warps = Warps
caps-col-blocks = Blocks
caps-col-registers = Regs
caps-col-smem-sm = Smem/SM
caps-col-smem-optin = Smem opt
caps-col-reserved = Reserved
caps-col-alloc = Alloc
measure-no-driver = no NVIDIA driver found: looked for the CUDA driver library as { $names } (install the NVIDIA driver, or add its folder to LD_LIBRARY_PATH)
measure-no-nvrtc = NVRTC, which compiles the measuring kernels, not found: looked for { $names } (install the CUDA toolkit or its nvrtc package, or add the folder holding it, such as /usr/local/cuda/lib64, to LD_LIBRARY_PATH)
measure-no-gpu = the NVIDIA driver is installed but gave no GPU to measure ({ $why })
measure-cc-unknown = this GPU has compute capability { $cc }, which Occupancy Lab does not know; available: { $known }
measure-nvrtc-failed = NVRTC could not compile a measuring kernel: { $why }
measure-load-failed = the driver could not load a measuring kernel: { $why }
measure-no-kernel = the driver has no kernel { $kernel }: { $why }
measure-launch-failed = launching { $kernel }: { $why }
measure-read-back-failed = a result could not be read back from the GPU: { $why }
measure-alloc-failed = the GPU memory a measurement needs could not be allocated or filled: { $why }
measure-timeline-no-block = the timeline kernel fits no block on an SM
measure-invalid = the run is not valid: { $why }; what was measured is in { $path }
measure-invalid-unkept = the run is not valid ({ $why }), and what was measured could not be kept: { $error }
measure-stage-self-check = self-check: the driver's occupancy against the model
measure-stage-throughput = throughput against occupancy
measure-stage-latencies = latencies: FMA, L1, L2, DRAM
measure-stage-staircase = wave staircase
measure-stage-timeline = block timeline
measure-done-self-check = self-check: { $seconds } s ({ $agreements } of { $configurations } configurations agree; registers per thread: { $registers })
measure-done-self-check-refused = self-check: { $seconds } s ({ $agreements } of { $configurations } configurations agree; registers per thread: { $registers }; the driver refused { $refused })
measure-done-throughput = throughput: { $seconds } s ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
measure-stage-probes = throughput probes: 16-byte loads, loads and FMAs, random gather
measure-done-probes = probes: { $seconds } s ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
measure-done-latencies = latencies: { $seconds } s (SM clock during the L1, L2 and DRAM chases: { $clocks } MHz)
measure-done-staircase = staircase: { $seconds } s ({ $grids ->
    [one] { $grids } grid
   *[other] { $grids } grids
})
measure-done-timeline = timeline: { $seconds } s ({ $blocks })
measure-done = measured in { $seconds } s
serve-size-refused = "{ $value }" is not a size of at least { $least }: a whole number of bytes, or one with KiB, MiB or GiB
serve-token-short = { $flag } must be at least { $least ->
    [one] { $least } character
   *[other] { $least } characters
}
serve-token-spaces = { $flag } must not hold spaces or control characters
serve-open-to-network = listening on { $addr } would let anyone on the network upload: give --token (and --instructor-token), or listen on 127.0.0.1
serve-class-refused = --class must be 1 to { $most } characters of one line
serve-no-runtime = cannot start the async runtime: { $why }
serve-no-index = { $dist } has no index.html (build the page with trunk build --release); serving the API only
serve-page-from = the page from { $dist }
serve-no-page = no page
serve-listening = (runs in { $db }, { $page }; the class view for the projector: { $class_view })
serve-cannot-listen = cannot listen on { $addr }: { $why }
serve-request-panicked = a request failed with a panic: { $words }
serve-panic-without-words = a panic without words
serve-rate-limiter-failed = the rate limiter failed earlier
serve-writer-panicked = the database writer panicked ({ $words }); the writes it held were refused, none was stored; it is running again
serve-writer-panicked-stopping = the database writer panicked ({ $words }) and { $path } cannot be opened again ({ $why }); stopping, so that no upload is taken that cannot be stored
serve-database-error = database: { $why }
serve-database-unopened = cannot open the database { $path }: { $why }
serve-database-no-wal = the database { $path } cannot use WAL mode (it answered { $mode })
serve-database-newer = the database has schema version { $version }, but this occlab knows versions up to { $known }: use a newer occlab or another --db file
serve-database-no-writer = cannot start the database writer: { $why }
serve-database-writer-stopped = the database writer has stopped
serve-database-reader-failed = the database reader failed earlier
serve-database-read-unfinished = a database read did not finish: { $why }
serve-database-out-of-turn = the database writer answered out of turn: { $outcome }
serve-refused-no-route = no such API route; see docs/API.md
serve-refused-method = this route does not take that method: /api/runs takes GET, POST and DELETE (a class), { $run } GET, PATCH and DELETE, /api/runs/export GET, /api/events GET
serve-refused-query-name = { $why }; the only parameter is name
serve-refused-query-list = { $why }; the parameters are limit (1 to { $most }), before (a run id), class and device
serve-refused-query-class = { $why }; the only parameter is class
serve-refused-limit = limit is { $limit }; it must be 1 to { $most }
serve-refused-body-large = the body is larger than { $bytes } bytes (1 MiB)
serve-refused-body-unread = the body could not be read: { $why }
serve-refused-not-utf8 = the body is not UTF-8 text
serve-refused-full = the runs database is full (occlab serve --max-db-bytes sets its size; 1 GiB unless set): nothing was stored; an instructor can delete runs to make room
serve-refused-content-type = the body must be sent as Content-Type: application/json (it was { $given })
serve-refused-run-id = a run id is a whole number, as listed by GET /api/runs
serve-refused-no-run = there is no run { $id }
serve-refused-hidden = the body must be { $hide } or { $show } ({ $why })
serve-refused-internal = the server could not complete this request; it is logged
serve-refused-not-bearer = the Authorization header must be "Bearer TOKEN"
serve-refused-class-token-needed = this server needs the class token to upload: send Authorization: Bearer TOKEN (occlab upload --token)
serve-refused-not-class-token = the token is not this class's token
serve-refused-no-instructor = this server was started without --instructor-token, so no one may hide or delete runs
serve-refused-instructor-token-needed = hiding and deleting runs needs the instructor token: send Authorization: Bearer TOKEN
serve-refused-not-instructor-token = the token is not the instructor token
serve-refused-unknown-token = the token is neither the class's nor the instructor's
serve-refused-name-long = name is longer than { $most } characters
serve-refused-name-control = name holds a control character (a name is one line of text)
serve-refused-too-many = too many uploads from this address: at most { $most } a minute; try again in { $seconds } s
serve-refused-followers = { $n ->
    [one] { $n } page is already following the runs; this server allows no more
   *[other] { $n } pages are already following the runs; this server allows no more
}

# occlab's help (crates/occlab/src/help.rs): help-about-{command} is a command's about,
# help-{command}-{argument} an argument's help in one command, help-arg-{argument} its help in every
# command without a message of its own. The English is each doc comment, word for word.
help-about-occlab = CUDA occupancy, exactly as the CUDA 13 runtime computes it
help-about-calc = Theoretical occupancy of one launch, or of every row of a CSV file (--batch)
help-about-suggest = The block size with the highest occupancy (cudaOccupancyMaxPotentialBlockSize)
help-about-sweep = Active warps as one input varies (the data of the "impact of varying" charts)
help-about-waves = Full waves, Waves Per SM and the tail effect of a grid
help-about-latency = Warps needed to hide latency (Little's law) and Volkov's two-mode model
help-about-clusters = Thread-block clusters: max active clusters and the largest cluster size for every row of a CSV file, on one GPU
help-about-import = What the profiler and the compiler said, against our model: ncu (console, CSV), nvprof, ptxas -v, cuobjdump. Exits with 1 when a kernel's occupancy or block limits differ
help-about-gpus = The GPU models occlab knows
help-about-caps = The compute capabilities occlab knows, with every hardware value
help-about-serve = Serve the page, the runs API and the SQLite file the runs live in
help-about-upload = Send measured runs (occlab measure's JSON files) to an occlab serve
help-about-measure = Measure the GPU present (CUDA driver needed; exit code 3 without one), or --report a run
help-about-help = Print this message or the help of the given subcommand(s)
help-arg-barriers = Block barriers the kernel uses (the runtime assumes 1)
help-arg-cache-config = Cache configuration: none, shared, l1, equal (Kepler; on Volta on it acts when the carveout is default)
help-arg-carveout = Shared memory carveout: "default" or 0–100 (% of the SM's shared memory; Volta on)
help-arg-cc = Compute capability, e.g. 8.6 (also sm_86 or 86)
help-arg-gpu = GPU model, e.g. "H100 SXM5 80GB" or "RTX 4090" (see `occlab gpus`)
help-arg-help = Print help
help-arg-json = Print JSON
help-arg-lang = The language of the text output: en, ru, zh, it or ko (default: LC_ALL, LC_MESSAGES or LANG, else English). JSON and CSV stay in English
help-arg-max-dynamic-smem = The kernel's cudaFuncAttributeMaxDynamicSharedMemorySize in bytes, or "auto" to assume an opt-in when the launch needs more than 48 KiB
help-arg-partitioned-gc = Partitioned global caching: off, on, on-strict (only 5.2, 5.3, 6.1, 6.2 have it)
help-arg-regs = Registers per thread (ptxas -v: "Used N registers")
help-arg-smem-static = Static shared memory per block, bytes (ptxas -v: "N bytes smem")
help-arg-svg = Also write the chart the page shows for these inputs, as SVG, to FILE ("-" for stdout, instead of the usual output)
help-arg-theme = The chart's colours: light, dark, or projector (large type, full contrast)
help-arg-threads = Threads per block
help-arg-version = Print version
help-arg-virtual-resources = Virtual resources per block (Blackwell on)
help-calc-smem-dynamic = Dynamic shared memory per block, bytes (the third <<<>>> argument)
help-calc-cluster = Blocks per thread-block cluster (9.0 on, with a --gpu whose GPC layout is known): adds Max Active Clusters and Max Cluster Size
help-calc-non-portable = The kernel sets cudaFuncAttributeNonPortableClusterSizeAllowed (clusters up to 16)
help-calc-json = Print JSON instead of a table
help-calc-batch = Compute every row of a CSV file ("-" for stdin) with header cc,threads,regs,smem_static,smem_dynamic,carveout,barriers; results go to stdout as CSV
help-suggest-smem-dynamic = Dynamic shared memory per block, bytes (constant part)
help-suggest-smem-per-thread = Dynamic shared memory per thread, bytes (added per thread of the block, as cudaOccupancyMaxPotentialBlockSizeVariableSMem's function would)
help-suggest-max-threads = The kernel's __launch_bounds__ max threads per block
help-sweep-vary = The input to vary
help-sweep-threads = Threads per block (held fixed unless varied)
help-sweep-smem-dynamic = Dynamic shared memory per block, bytes (held fixed unless varied)
help-sweep-json = Print JSON instead of CSV
help-sweep-size = The chart's size in pixels, WIDTHxHEIGHT
help-waves-sms = Number of SMs, for a bare --cc (a --gpu brings its own)
help-waves-smem-dynamic = Dynamic shared memory per block, bytes
help-waves-grid = Blocks in the grid
help-latency-run = A measured run (`occlab measure`): it sets the GPU, its clocks and its measured latencies, and calibrates the model (docs/LATENCY_MODEL.md). --gpu or --cc beside it must name the same device
help-latency-curve = Print the throughput for every whole number of blocks of --threads per SM (1 to the SM's limit by warps and blocks): the calibrated model with --run, else the textbook's
help-latency-sms = SMs (preset: the GPU's; for a bare --cc, the first GPU of it in `occlab gpus`)
help-latency-clock = SM clock, MHz (preset: the GPU's boost clock)
help-latency-bandwidth = DRAM bandwidth, GB/s (preset: the GPU's)
help-latency-arith-latency = Arithmetic latency, cycles (preset: the compute capability's)
help-latency-mem-latency = Memory latency, cycles (preset: the compute capability's)
help-latency-issue-rate = Warp instructions issued per cycle per SM (preset: the warp schedulers)
help-latency-lanes = CUDA-core lanes per SM (preset: the compute capability's)
help-latency-sfu-lanes = SFU lanes per SM (preset: the compute capability's)
help-latency-ilp = Independent instructions per warp, instruction-level parallelism (preset 1)
help-latency-load-bytes = Bytes each thread loads per memory instruction (preset 4)
help-latency-loads-in-flight = Memory instructions each warp has in flight (preset 2: the vector add loads a[i] and b[i])
help-latency-cuda-core = Instruction mix per warp: CUDA-core instructions (preset 9, Volkov's vector add)
help-latency-sfu = Instruction mix per warp: SFU instructions (preset 0)
help-latency-shared-cycles = Instruction mix per warp: shared-memory bank cycles, k per k-way conflict (preset 0)
help-latency-memory-bytes = Instruction mix per warp: DRAM bytes (preset 384)
help-latency-issue-slots = Instruction mix per warp: issue slots (preset 8)
help-latency-chain-arith = Dependent arithmetic instructions in the longest chain (preset 4)
help-latency-chain-mem = Dependent memory loads in the longest chain (preset 1)
help-latency-latency-bound = Latency bound, cycles per warp; replaces the chain's
help-latency-warps = Resident warps per SM for the mode; or give --threads (and --regs, --smem-dynamic …) to use the theoretical occupancy of that launch
help-latency-threads = Threads per block of the launch whose theoretical occupancy gives the resident warps (instead of --warps)
help-latency-smem-dynamic = Dynamic shared memory per block, bytes, of that launch (with --threads)
help-latency-unit = The rate unit of the mode: gbs (DRAM GB/s) or gflops
help-clusters-batch = CSV file ("-" for stdin) with header cluster_size,threads,regs,smem_dynamic,carveout (optional column non_portable: 0 or 1); results go to stdout as CSV
help-import-files = Profiler or compiler output ("-" for stdin): an Nsight Compute report (.ncu-rep, or .ncu-repz compressed with zstd), Nsight Compute console or CSV (details or raw page), nvprof, ptxas -v, cuobjdump --dump-resource-usage. More files join the first
help-import-sms = The SM count, where the report does not give it
help-caps-csv = Print CSV (one row per compute capability, the header's device-property names)
help-caps-json = Print JSON, with the source of every value
help-serve-addr = Address and port to listen on. Anything but loopback needs --token
help-serve-db = The SQLite file the runs are kept in (created if missing)
help-serve-class = A class: uploads are filed under it and listings show it. Needs --token and --instructor-token
help-serve-token = The token students upload with (Authorization: Bearer TOKEN); at least 12 characters
help-serve-instructor-token = The token that hides and deletes runs; at least 12 characters
help-serve-dist = The built page (trunk's output). Without it the API still runs
help-serve-rate-limit = Uploads (and instructor actions) per minute from one address; 0 turns the limit off (benchmarks on loopback)
help-serve-max-event-clients = Pages that may follow the runs (GET /api/events) at once
help-serve-max-db-bytes = The most bytes the database file may hold (a unit may follow: 512MiB, 2GiB); an upload that would need more is refused (507)
help-upload-files = Run files written by occlab measure
help-upload-to = The server, as http://HOST:PORT
help-upload-token = The class token the instructor gave out
help-upload-name = Your name, shown beside your run (at most 60 characters)
help-upload-tries = Tries per file when the server cannot be reached or is busy (pauses of 0.25 s, 0.5 s, 1 s, … up to 8 s between them)
help-measure-out = Where to write the run
help-measure-quick = Fewer repetitions and kernels (within 10 s on an H100)
help-measure-report = Measure nothing: read a run file and set it against the model
help-measure-ptx-dir = Also write the PTX of every measuring kernel into this folder, to read what the compiler made (`ptxas -arch=sm_90 FILE.ptx`, then `cuobjdump -sass`)

# clap's words around the help and in its refusals of a command line (crates/occlab/src/help.rs,
# clap_errors.rs). What they quote stays as it was typed: arguments, values, value names (<N>).
clap-usage = Usage:
clap-heading-commands = Commands
clap-heading-arguments = Arguments
clap-heading-options = Options
clap-default = [default: { $values }]
clap-possible-values = [possible values: { $values }]
clap-subcommands = [subcommands: { $values }]
clap-env = [env: { $variable }]
clap-alias = [alias: { $aliases }]
clap-aliases = [aliases: { $aliases }]
clap-error-label = error:
clap-tip-label = tip:
clap-quoted = '{ $text }'
clap-more-information = For more information, try '{ $help }'.
clap-error-unknown-argument = unexpected argument '{ $arg }' found
clap-error-invalid-subcommand = unrecognized subcommand '{ $subcommand }'
clap-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-error-value-refused = invalid value '{ $value }' for '{ $arg }': { $why }
clap-error-value-required = a value is required for '{ $arg }' but none was supplied
clap-error-out-of-range = { $number } is not in { $range }
clap-error-missing-arguments = the following required arguments were not provided:
clap-error-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
clap-error-used-twice = the argument '{ $arg }' cannot be used multiple times
clap-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-error-conflict-with = the argument '{ $arg }' cannot be used with:
clap-error-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
clap-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-error-too-few-values = { $least } values required by '{ $arg }'; only { $n } { $n ->
    [one] was provided
   *[other] were provided
}
clap-error-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $n } { $n ->
    [one] was provided
   *[other] were provided
}
clap-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-tip-similar-argument = a similar argument exists: { $names }
clap-tip-similar-arguments = some similar arguments exist: { $names }
clap-tip-similar-subcommand = a similar subcommand exists: { $names }
clap-tip-similar-subcommands = some similar subcommands exist: { $names }
clap-tip-similar-value = a similar value exists: { $names }
clap-tip-similar-values = some similar values exist: { $names }
clap-tip-pass-as-value = to pass '{ $value }' as a value, use '{ $usage }'
clap-tip-remove-dashes = subcommand '{ $subcommand }' exists; to use it, remove the '--' before it
clap-tip-exists = '{ $usage }' exists
