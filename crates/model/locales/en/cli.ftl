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
