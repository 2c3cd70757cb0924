# What only occlab says (its own errors, the gpus and caps tables, measure's progress, serve's
# console and refusals, the flags' help): the page never fetches this part.

limiter-mark = ← fattore limitante
note-line = Nota: { $note }
suggest-block-size = Dimensione di blocco suggerita
cli-language-unknown = occlab: nessun catalogo per { $variable }={ $asked }; uso l'inglese (occlab parla en, ru, zh, it e ko: scegli con --lang)
latency-cli-heading = Latency hiding sulla compute capability { $cc }
latency-cli-heading-gpu = Latency hiding sulla compute capability { $cc }, { $gpu }
latency-cli-heading-run = Latency hiding sulla compute capability { $cc }, { $run } dell'esecuzione misurata
latency-cli-stand-in = (SM, clock e larghezza di banda della { $gpu }, la prima GPU di compute capability { $cc }; --sms, --clock e --bandwidth li sostituiscono)
latency-cli-tightest = ← il più stretto
latency-cli-at-warps = Con { $warps } warp per SM: { $mode }
latency-cli-needed = Warp necessari per SM: manuale { $textbook }, { $model } { $knee }, misurati { $measured }
latency-curve-calibrated = calibrato dall'esecuzione
latency-curve-textbook = manuale
latency-col-blocks = blocchi
latency-col-warps = warp
run-section-self-check = Autoverifica
run-section-latencies = Latenze
run-section-model = Il modello di latenza calibrato (docs/LATENCY_MODEL.md)
run-section-staircase = Scala dei wave
run-section-timeline = Cronologia dei blocchi
run-wrote = File scritto: { $path }.
cli-gpu-unknown = --gpu: { $error } (`occlab gpus` le elenca tutte, { $count })
cli-gpu-ties = nota: --gpu «{ $query }» corrisponde anche a { $others }; si usa { $gpu }
cli-gpu-no-cc = la GPU { $gpu } indica una compute capability sconosciuta
cli-no-device = indica il dispositivo con --cc (per esempio --cc 8.6) o --gpu (per esempio --gpu "RTX 4090")
cli-cc-unknown = --cc: compute capability sconosciuta «{ $value }»; disponibili: { $known }
cli-cc-header-only = --cc: la compute capability { $cc } ({ $architecture }) è nota all'header di occupancy di NVIDIA ({ $facts }), ma { $missing }; Occupancy Lab non può calcolarne l'occupancy. Disponibili: { $known }
upload-stored = salvata come esecuzione { $id } ({ $url })
upload-not-read = impossibile leggerlo: { $why }
upload-not-valid = { $why } (non è stato inviato nulla)
upload-gave-up = { $reason }; rinuncio dopo { $tries ->
    [one] { $tries } tentativo
    [many] { $tries } di tentativi
   *[other] { $tries } tentativi
}
upload-retrying = { $reason }; nuovo tentativo tra { $pause }
upload-cannot-reach = impossibile raggiungere { $endpoint }: { $why }
upload-cannot-send = impossibile inviare a { $endpoint }: { $why }
upload-no-id = il server ha risposto 201 senza un numero di esecuzione: { $body }
upload-server-answered = il server ha risposto { $status }: { $reason }
upload-give-token = { $said } (indica il token della classe con --token)
upload-to-http = --to deve essere un indirizzo http://, per esempio http://127.0.0.1:8080 (occlab serve parla HTTP semplice)
cli-at = { $place }: { $error }
cli-cannot-read = impossibile leggere { $path }: { $why }
cli-cannot-read-stdin = impossibile leggere lo standard input: { $why }
cli-cannot-write = impossibile scrivere { $path }: { $why }
cli-cannot-create = impossibile creare la cartella { $path }: { $why }
cli-row = riga { $row }: { $error }
cli-rows-failed = { $n ->
    [one] { $n } riga non è stata letta; le altre sono nell'output
    [many] { $n } di righe non sono state lette; le altre sono nell'output
   *[other] { $n } righe non sono state lette; le altre sono nell'output
}
cli-csv-header = impossibile leggere l'intestazione del CSV: { $why }
cli-max-dynamic-smem = --max-dynamic-smem: { $error } (oppure "auto")
cli-unit-refused = --unit: «{ $value }» non è ammesso; valori attesi gbs o gflops
cli-size-refused = «{ $value }» non è ammesso; atteso LARGHEZZAxALTEZZA, ciascuna da { $low } a { $high } pixel, per esempio 640x300
cli-lang-refused = «{ $value }» non è una lingua di occlab; attesa una di: { $tags }
cli-waves-need-sms = con la sola --cc serve --sms (oppure indica una --gpu)
cli-clusters-need-gpu = indica una --gpu: l'occupancy dei cluster dipende dalla disposizione dei suoi GPC
cli-run-cc-unknown = la compute capability dell'esecuzione «{ $value }» non è tra quelle che Occupancy Lab conosce; disponibili: { $known }
cli-import-none = non è stato possibile leggere alcun kernel ({ $reasons }); si accettano: output della console di Nsight Compute, ncu --csv --page details o --page raw, un file di report di Nsight Compute (.ncu-rep, oppure .ncu-repz compresso con zstd), nvprof --metrics achieved_occupancy o --print-gpu-trace (testo o --csv), ptxas -v o cuobjdump --dump-resource-usage
cli-import-none-report = non è stato possibile leggere alcun kernel dal report di Nsight Compute ({ $reasons })
join-semicolon = { $first }; { $rest }
hw-col-cc = CC
hw-col-architecture = Architettura
gpus-col-gpu = GPU
gpus-col-segment = Segmento
gpus-col-sms = SM
gpus-col-mhz = MHz
gpus-col-bandwidth = GB/s
gpus-col-l2 = L2 KiB
gpus-l2-unknown = ignota
gpus-segment-data-centre = data center
gpus-segment-desktop = desktop
gpus-segment-embedded = embedded
gpus-segment-laptop = portatile
gpus-segment-workstation = workstation
caps-col-warps = Warp
caps-col-blocks = Blocchi
caps-col-registers = Registri
caps-col-smem-sm = Smem/SM
caps-col-smem-optin = Smem opt-in
caps-col-reserved = Riservata
caps-col-alloc = Unità all.
measure-no-driver = nessun driver NVIDIA trovato: la libreria del driver CUDA è stata cercata come { $names } (installa il driver NVIDIA, oppure aggiungi la sua cartella a LD_LIBRARY_PATH)
measure-no-nvrtc = NVRTC, che compila i kernel di misura, non trovato: sono stati cercati { $names } (installa il CUDA Toolkit o il suo pacchetto nvrtc, oppure aggiungi la cartella che lo contiene, come /usr/local/cuda/lib64, a LD_LIBRARY_PATH)
measure-no-gpu = il driver NVIDIA è installato ma non ha fornito alcuna GPU da misurare ({ $why })
measure-cc-unknown = questa GPU ha compute capability { $cc }, che Occupancy Lab non conosce; disponibili: { $known }
measure-nvrtc-failed = NVRTC non è riuscito a compilare un kernel di misura: { $why }
measure-load-failed = il driver non è riuscito a caricare un kernel di misura: { $why }
measure-no-kernel = il driver non ha il kernel { $kernel }: { $why }
measure-launch-failed = lancio di { $kernel }: { $why }
measure-read-back-failed = impossibile rileggere un risultato dalla GPU: { $why }
measure-alloc-failed = impossibile allocare o riempire la memoria della GPU che serve a una misura: { $why }
measure-timeline-no-block = il kernel della cronologia non fa stare alcun blocco su un SM
measure-invalid = l'esecuzione non è valida: { $why }; i dati misurati sono in { $path }
measure-invalid-unkept = l'esecuzione non è valida ({ $why }) e i dati misurati non si sono potuti conservare: { $error }
measure-stage-self-check = autoverifica: l'occupancy del driver contro il modello
measure-stage-throughput = throughput in funzione dell'occupancy
measure-stage-latencies = latenze: FMA, L1, L2, DRAM
measure-stage-staircase = scala dei wave
measure-stage-timeline = cronologia dei blocchi
measure-done-self-check = autoverifica: { $seconds } s ({ $agreements } di { $configurations } configurazioni concordano; registri per thread: { $registers })
measure-done-self-check-refused = autoverifica: { $seconds } s ({ $agreements } di { $configurations } configurazioni concordano; registri per thread: { $registers }; il driver ne ha rifiutate { $refused })
measure-done-throughput = throughput: { $seconds } s ({ $points ->
    [one] { $points } punto
    [many] { $points } di punti
   *[other] { $points } punti
})
measure-done-latencies = latenze: { $seconds } s (clock dell'SM durante gli inseguimenti di puntatori in L1, L2 e DRAM: { $clocks } MHz)
measure-done-staircase = scala: { $seconds } s ({ $grids ->
    [one] { $grids } griglia
    [many] { $grids } di griglie
   *[other] { $grids } griglie
})
measure-done-timeline = cronologia: { $seconds } s ({ $blocks })
measure-done = misurato in { $seconds } s
serve-size-refused = «{ $value }» non è una dimensione di almeno { $least }: un numero intero di byte, oppure un numero con KiB, MiB o GiB
serve-token-short = { $flag } deve avere almeno { $least ->
    [one] { $least } carattere
    [many] { $least } di caratteri
   *[other] { $least } caratteri
}
serve-token-spaces = { $flag } non deve contenere spazi né caratteri di controllo
serve-open-to-network = ascoltare su { $addr } permetterebbe a chiunque nella rete di caricare esecuzioni: indica --token (e --instructor-token), oppure ascolta su 127.0.0.1
serve-class-refused = --class deve essere una sola riga da 1 a { $most } caratteri
serve-no-runtime = impossibile avviare il runtime asincrono: { $why }
serve-no-index = in { $dist } non c'è index.html (costruisci la pagina con trunk build --release); si serve solo l'API
serve-page-from = la pagina da { $dist }
serve-no-page = nessuna pagina
serve-listening = (esecuzioni in { $db }, { $page }; la vista della classe per il proiettore: { $class_view })
serve-cannot-listen = impossibile ascoltare su { $addr }: { $why }
serve-request-panicked = una richiesta è fallita con un panic: { $words }
serve-panic-without-words = un panic senza messaggio
serve-rate-limiter-failed = il limitatore di frequenza si è guastato in precedenza
serve-writer-panicked = lo scrittore del database è andato in panic ({ $words }); le scritture che teneva sono state rifiutate, nessuna è stata salvata; ora funziona di nuovo
serve-writer-panicked-stopping = lo scrittore del database è andato in panic ({ $words }) e { $path } non si può riaprire ({ $why }); il server si ferma, per non accettare caricamenti che non potrebbe salvare
serve-database-error = database: { $why }
serve-database-unopened = impossibile aprire il database { $path }: { $why }
serve-database-no-wal = il database { $path } non può usare la modalità WAL (ha risposto { $mode })
serve-database-newer = il database ha la versione di schema { $version }, ma questo occlab conosce le versioni fino a { $known }: usa un occlab più recente o un altro file --db
serve-database-no-writer = impossibile avviare lo scrittore del database: { $why }
serve-database-writer-stopped = lo scrittore del database si è fermato
serve-database-reader-failed = il lettore del database si è guastato in precedenza
serve-database-read-unfinished = una lettura del database non è terminata: { $why }
serve-database-out-of-turn = lo scrittore del database ha risposto fuori turno: { $outcome }
serve-refused-no-route = questa route dell'API non esiste; vedi docs/API.md
serve-refused-method = questa route non accetta quel metodo: /api/runs accetta GET, POST e DELETE (una classe), { $run } GET, PATCH e DELETE, /api/runs/export GET, /api/events GET
serve-refused-query-name = { $why }; l'unico parametro è name
serve-refused-query-list = { $why }; i parametri sono limit (da 1 a { $most }), before (un numero di esecuzione), class e device
serve-refused-query-class = { $why }; l'unico parametro è class
serve-refused-limit = limit vale { $limit }; deve essere da 1 a { $most }
serve-refused-body-large = il corpo della richiesta supera { $bytes } byte (1 MiB)
serve-refused-body-unread = impossibile leggere il corpo della richiesta: { $why }
serve-refused-not-utf8 = il corpo della richiesta non è testo UTF-8
serve-refused-full = il database delle esecuzioni è pieno (occlab serve --max-db-bytes ne fissa la dimensione; 1 GiB se non indicata): non è stato salvato nulla; un docente può eliminare esecuzioni per fare spazio
serve-refused-content-type = il corpo della richiesta va inviato con Content-Type: application/json (era { $given })
serve-refused-run-id = un numero di esecuzione è un intero, come elencato da GET /api/runs
serve-refused-no-run = non esiste l'esecuzione { $id }
serve-refused-hidden = il corpo della richiesta deve essere { $hide } o { $show } ({ $why })
serve-refused-internal = il server non è riuscito a completare questa richiesta; l'errore è registrato nel log
serve-refused-not-bearer = l'intestazione Authorization deve essere "Bearer TOKEN"
serve-refused-class-token-needed = per caricare su questo server serve il token della classe: invia Authorization: Bearer TOKEN (occlab upload --token)
serve-refused-not-class-token = il token non è quello di questa classe
serve-refused-no-instructor = questo server è stato avviato senza --instructor-token, quindi nessuno può nascondere o eliminare esecuzioni
serve-refused-instructor-token-needed = per nascondere ed eliminare esecuzioni serve il token del docente: invia Authorization: Bearer TOKEN
serve-refused-not-instructor-token = il token non è quello del docente
serve-refused-unknown-token = il token non è né quello della classe né quello del docente
serve-refused-name-long = name supera { $most } caratteri
serve-refused-name-control = name contiene un carattere di controllo (un nome è una sola riga di testo)
serve-refused-too-many = troppi caricamenti da questo indirizzo: al massimo { $most } al minuto; riprova tra { $seconds } s
serve-refused-followers = { $n ->
    [one] { $n } pagina segue già le esecuzioni; questo server non ne ammette altre
    [many] { $n } di pagine seguono già le esecuzioni; questo server non ne ammette altre
   *[other] { $n } pagine seguono già le esecuzioni; questo server non ne ammette altre
}
