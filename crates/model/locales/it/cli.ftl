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
latency-curve-calibrated = calibrato sull'esecuzione
latency-curve-textbook = manuale
latency-col-blocks = blocchi
latency-col-warps = warp
run-section-self-check = Autoverifica
run-section-latencies = Latenze
run-section-model = Il modello di latenza calibrato (docs/LATENCY_MODEL.md)
run-section-staircase = Scala dei wave
run-section-timeline = Cronologia dei blocchi
run-section-probes = Sonde di throughput (mai usate nella calibrazione: dove il modello le descrive, il suo errore)
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
upload-too-large = troppo grande: l'esecuzione è di { $bytes } byte e il server accetta al massimo 1 MiB ({ $most } byte); non è stato salvato nulla
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
measure-stage-probes = sonde di throughput: caricamenti da 16 byte, caricamenti e FMA, gather casuale
measure-done-probes = sonde: { $seconds } s ({ $points ->
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

# L'aiuto di occlab (crates/occlab/src/help.rs): help-about-{comando} è la descrizione di un comando,
# help-{comando}-{argomento} l'aiuto di un argomento in un comando, help-arg-{argomento} il suo aiuto
# negli altri comandi.
help-about-occlab = L'occupancy CUDA, calcolata esattamente come la calcola il runtime di CUDA 13
help-about-calc = Occupancy teorica di un lancio, o di ogni riga di un file CSV (--batch)
help-about-suggest = La dimensione del blocco con l'occupancy più alta (cudaOccupancyMaxPotentialBlockSize)
help-about-sweep = Warp attivi al variare di un input (i dati dei grafici «Effetto di…»)
help-about-waves = Full wave, Waves Per SM e tail effect di una griglia
help-about-latency = Warp necessari per nascondere la latenza (legge di Little) e il modello a due modalità di Volkov
help-about-clusters = Cluster di blocchi di thread: massimo di cluster attivi e dimensione massima del cluster per ogni riga di un file CSV, su una GPU
help-about-import = Cosa hanno detto il profiler e il compilatore, confrontato con il nostro modello: ncu (console, CSV), nvprof, ptxas -v, cuobjdump. Esce con 1 quando l'occupancy o i limiti di blocchi di un kernel differiscono
help-about-gpus = I modelli di GPU che occlab conosce
help-about-caps = Le compute capability che occlab conosce, con ogni valore hardware
help-about-serve = Serve la pagina, l'API delle esecuzioni e il file SQLite in cui stanno le esecuzioni
help-about-upload = Invia esecuzioni misurate (i file JSON di occlab measure) a un occlab serve
help-about-measure = Misura la GPU presente (serve il driver CUDA; senza, codice di uscita 3), o mostra un'esecuzione con --report
help-about-help = Mostra questo messaggio o l'aiuto dei sottocomandi indicati
help-arg-barriers = Barriere di blocco che il kernel usa (il runtime ne assume 1)
help-arg-cache-config = Configurazione della cache: none, shared, l1, equal (Kepler; da Volta in poi agisce quando il carveout è quello predefinito)
help-arg-carveout = Carveout della memoria condivisa: "default" o 0–100 (% della memoria condivisa dell'SM; da Volta in poi)
help-arg-cc = Compute capability, per esempio 8.6 (anche sm_86 o 86)
help-arg-gpu = Modello di GPU, per esempio "H100 SXM5 80GB" o "RTX 4090" (vedi `occlab gpus`)
help-arg-help = Mostra l'aiuto
help-arg-json = Stampa JSON
help-arg-lang = La lingua dell'output testuale: en, ru, zh, it o ko (predefinita: LC_ALL, LC_MESSAGES o LANG, altrimenti l'inglese). JSON e CSV restano in inglese
help-arg-max-dynamic-smem = Il cudaFuncAttributeMaxDynamicSharedMemorySize del kernel in byte, o "auto" per presumere un opt-in quando il lancio richiede più di 48 KiB
help-arg-partitioned-gc = Caching globale partizionato: off, on, on-strict (lo hanno solo 5.2, 5.3, 6.1, 6.2)
help-arg-regs = Registri per thread (ptxas -v: "Used N registers")
help-arg-smem-static = Memoria condivisa statica per blocco, in byte (ptxas -v: "N bytes smem")
help-arg-svg = Scrive anche il grafico che la pagina mostra per questi input, in SVG, in FILE ("-" per stdout, al posto dell'output consueto)
help-arg-theme = I colori del grafico: light, dark o projector (caratteri grandi, contrasto pieno)
help-arg-threads = Thread per blocco
help-arg-version = Mostra la versione
help-arg-virtual-resources = Risorse virtuali per blocco (da Blackwell in poi)
help-calc-smem-dynamic = Memoria condivisa dinamica per blocco, in byte (il terzo argomento di <<<>>>)
help-calc-cluster = Blocchi per cluster di blocchi di thread (da 9.0 in poi, con una --gpu di cui è nota la disposizione dei GPC): aggiunge Max Active Clusters e Max Cluster Size
help-calc-non-portable = Il kernel imposta cudaFuncAttributeNonPortableClusterSizeAllowed (cluster fino a 16)
help-calc-json = Stampa JSON invece di una tabella
help-calc-batch = Calcola ogni riga di un file CSV ("-" per stdin) con intestazione cc,threads,regs,smem_static,smem_dynamic,carveout,barriers; i risultati vanno su stdout in CSV
help-suggest-smem-dynamic = Memoria condivisa dinamica per blocco, in byte (parte costante)
help-suggest-smem-per-thread = Memoria condivisa dinamica per thread, in byte (aggiunta per ogni thread del blocco, come farebbe la funzione di cudaOccupancyMaxPotentialBlockSizeVariableSMem)
help-suggest-max-threads = Il massimo di thread per blocco di __launch_bounds__ del kernel
help-sweep-vary = L'input da variare
help-sweep-threads = Thread per blocco (fissi se non variati)
help-sweep-smem-dynamic = Memoria condivisa dinamica per blocco, in byte (fissa se non variata)
help-sweep-json = Stampa JSON invece di CSV
help-sweep-size = La dimensione del grafico in pixel, LARGHEZZAxALTEZZA
help-waves-sms = Numero di SM, per una --cc da sola (una --gpu porta il proprio)
help-waves-smem-dynamic = Memoria condivisa dinamica per blocco, in byte
help-waves-grid = Blocchi nella griglia
help-latency-run = Un'esecuzione misurata (`occlab measure`): fissa la GPU, i suoi clock e le latenze misurate, e calibra il modello (docs/LATENCY_MODEL.md). --gpu o --cc accanto a essa devono indicare lo stesso dispositivo
help-latency-curve = Stampa il throughput per ogni numero intero di blocchi di --threads per SM (da 1 al limite dell'SM per warp e blocchi): il modello calibrato con --run, altrimenti quello del manuale
help-latency-sms = SM (preimpostazione: quelli della GPU; per una --cc da sola, la prima GPU con essa in `occlab gpus`)
help-latency-clock = Clock dell'SM, MHz (preimpostazione: il boost clock della GPU)
help-latency-bandwidth = Larghezza di banda della DRAM, GB/s (preimpostazione: quella della GPU)
help-latency-arith-latency = Latenza aritmetica, in cicli (preimpostazione: quella della compute capability)
help-latency-mem-latency = Latenza della memoria, in cicli (preimpostazione: quella della compute capability)
help-latency-issue-rate = Istruzioni di warp emesse per ciclo per SM (preimpostazione: i warp scheduler)
help-latency-lanes = Lane dei CUDA core per SM (preimpostazione: quelle della compute capability)
help-latency-sfu-lanes = Lane SFU per SM (preimpostazione: quelle della compute capability)
help-latency-ilp = Istruzioni indipendenti per warp, parallelismo a livello di istruzioni (preimpostazione 1)
help-latency-load-bytes = Byte che ogni thread carica per istruzione di memoria (preimpostazione 4)
help-latency-loads-in-flight = Istruzioni di memoria in volo per warp (preimpostazione 2: la somma di vettori carica a[i] e b[i])
help-latency-cuda-core = Mix di istruzioni per warp: istruzioni dei CUDA core (preimpostazione 9, la somma di vettori di Volkov)
help-latency-sfu = Mix di istruzioni per warp: istruzioni SFU (preimpostazione 0)
help-latency-shared-cycles = Mix di istruzioni per warp: cicli dei banchi di memoria condivisa, k per conflitto a k vie (preimpostazione 0)
help-latency-memory-bytes = Mix di istruzioni per warp: byte di DRAM (preimpostazione 384)
help-latency-issue-slots = Mix di istruzioni per warp: slot di emissione (preimpostazione 8)
help-latency-chain-arith = Istruzioni aritmetiche dipendenti nella catena più lunga (preimpostazione 4)
help-latency-chain-mem = Caricamenti dalla memoria dipendenti nella catena più lunga (preimpostazione 1)
help-latency-latency-bound = Limite di latenza, in cicli per warp; sostituisce quello della catena
help-latency-warps = Warp residenti per SM per la modalità; oppure indica --threads (e --regs, --smem-dynamic …) per usare l'occupancy teorica di quel lancio
help-latency-threads = Thread per blocco del lancio la cui occupancy teorica dà i warp residenti (al posto di --warps)
help-latency-smem-dynamic = Memoria condivisa dinamica per blocco, in byte, di quel lancio (con --threads)
help-latency-unit = L'unità di velocità della modalità: gbs (GB/s di DRAM) o gflops
help-clusters-batch = File CSV ("-" per stdin) con intestazione cluster_size,threads,regs,smem_dynamic,carveout (colonna facoltativa non_portable: 0 o 1); i risultati vanno su stdout in CSV
help-import-files = Output del profiler o del compilatore ("-" per stdin): un report di Nsight Compute (.ncu-rep, o .ncu-repz compresso con zstd), output di console o CSV di Nsight Compute (pagina details o raw), nvprof, ptxas -v, cuobjdump --dump-resource-usage. Altri file si uniscono al primo
help-import-sms = Il numero di SM, dove il report non lo dà
help-caps-csv = Stampa CSV (una riga per compute capability, con i nomi delle proprietà del dispositivo nell'intestazione)
help-caps-json = Stampa JSON, con la fonte di ogni valore
help-serve-addr = Indirizzo e porta su cui ascoltare. Tutto ciò che non è loopback richiede --token
help-serve-db = Il file SQLite in cui stanno le esecuzioni (creato se manca)
help-serve-class = Una classe: i caricamenti vi vengono archiviati e gli elenchi la mostrano. Richiede --token e --instructor-token
help-serve-token = Il token con cui caricano gli studenti (Authorization: Bearer TOKEN); almeno 12 caratteri
help-serve-instructor-token = Il token che nasconde ed elimina esecuzioni; almeno 12 caratteri
help-serve-dist = La pagina compilata (l'output di trunk). Senza, l'API funziona lo stesso
help-serve-rate-limit = Caricamenti (e azioni del docente) al minuto da un indirizzo; 0 toglie il limite (benchmark su loopback)
help-serve-max-event-clients = Pagine che possono seguire le esecuzioni (GET /api/events) contemporaneamente
help-serve-max-db-bytes = Il massimo di byte che il file del database può contenere (può seguire un'unità: 512MiB, 2GiB); un caricamento che ne richiederebbe di più viene rifiutato (507)
help-upload-files = File di esecuzioni scritti da occlab measure
help-upload-to = Il server, come http://HOST:PORT
help-upload-token = Il token della classe dato dal docente
help-upload-name = Il tuo nome, mostrato accanto alla tua esecuzione (al massimo 60 caratteri)
help-upload-tries = Tentativi per file quando il server non è raggiungibile o è occupato (pause di 0,25 s, 0,5 s, 1 s, … fino a 8 s tra un tentativo e l'altro)
help-measure-out = Dove scrivere l'esecuzione
help-measure-quick = Meno ripetizioni e kernel (entro 10 s su una H100)
help-measure-report = Non misura nulla: legge un file di esecuzione e lo confronta con il modello
help-measure-ptx-dir = Scrive anche il PTX di ogni kernel di misura in questa cartella, per leggere cosa ha prodotto il compilatore (`ptxas -arch=sm_90 FILE.ptx`, poi `cuobjdump -sass`)

# Le parole di clap attorno all'aiuto e nei suoi rifiuti (crates/occlab/src/help.rs, clap_errors.rs).
# Ciò che citano (argomenti, valori, nomi di valori come <N>) resta come è stato scritto.
clap-usage = Uso:
clap-heading-commands = Comandi
clap-heading-arguments = Argomenti
clap-heading-options = Opzioni
clap-default = [predefinito: { $values }]
clap-possible-values = [valori possibili: { $values }]
clap-subcommands = [sottocomandi: { $values }]
clap-env = [variabile d'ambiente: { $variable }]
clap-alias = [alias: { $aliases }]
clap-aliases = [alias: { $aliases }]
clap-error-label = errore:
clap-tip-label = suggerimento:
clap-quoted = «{ $text }»
clap-more-information = Per saperne di più, prova «{ $help }».
clap-error-unknown-argument = argomento inatteso «{ $arg }»
clap-error-invalid-subcommand = sottocomando non riconosciuto «{ $subcommand }»
clap-error-invalid-value = valore non valido «{ $value }» per «{ $arg }»
clap-error-value-refused = valore non valido «{ $value }» per «{ $arg }»: { $why }
clap-error-value-required = serve un valore per «{ $arg }», ma non ne è stato dato nessuno
clap-error-out-of-range = { $number } non è in { $range }
clap-error-missing-arguments = mancano questi argomenti obbligatori:
clap-error-missing-subcommand = «{ $command }» richiede un sottocomando, ma non ne è stato dato nessuno
clap-error-used-twice = l'argomento «{ $arg }» non può essere usato più volte
clap-error-conflict = l'argomento «{ $arg }» non può essere usato con «{ $other }»
clap-error-conflict-with = l'argomento «{ $arg }» non può essere usato con:
clap-error-conflict-any = l'argomento «{ $arg }» non può essere usato con uno o più degli altri argomenti dati
clap-error-no-equals = serve il segno di uguale per assegnare valori a «{ $arg }»
clap-error-too-many-values = valore inatteso «{ $value }» per «{ $arg }»; non se ne attendevano altri
clap-error-too-few-values = «{ $arg }» richiede { $least } valori; { $n ->
    [one] ne è stato dato solo { $n }
   *[other] ne sono stati dati solo { $n }
}
clap-error-wrong-number-of-values = «{ $arg }» richiede { $expected } valori, ma { $n ->
    [one] ne è stato dato { $n }
   *[other] ne sono stati dati { $n }
}
clap-error-invalid-utf8 = trovato UTF-8 non valido in uno o più argomenti
clap-tip-similar-argument = esiste un argomento simile: { $names }
clap-tip-similar-arguments = esistono argomenti simili: { $names }
clap-tip-similar-subcommand = esiste un sottocomando simile: { $names }
clap-tip-similar-subcommands = esistono sottocomandi simili: { $names }
clap-tip-similar-value = esiste un valore simile: { $names }
clap-tip-similar-values = esistono valori simili: { $names }
clap-tip-pass-as-value = per passare «{ $value }» come valore, usa «{ $usage }»
clap-tip-remove-dashes = il sottocomando «{ $subcommand }» esiste; per usarlo, togli il «--» che lo precede
clap-tip-exists = esiste «{ $usage }»
