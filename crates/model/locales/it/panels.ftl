# I messaggi di Occupancy Lab in italiano, la parte dei pannelli inferiori: tradotti da
# en/panels.ftl (wave, latenza, importazione, esecuzioni misurate e i sottocomandi di occlab).

## Nomi con conteggio dei pannelli

sms = { $n ->
    [one] { $n } SM
    [many] { $n } di SM
   *[other] { $n } SM
}
full-waves = { $n ->
    [one] { $n } full wave
    [many] { $n } di full wave
   *[other] { $n } full wave
}
block-durations = { $n ->
    [one] { $n } durata di blocco
    [many] { $n } di durate di blocco
   *[other] { $n } durate di blocco
}

## Wave e tail effect (il pannello delle wave, occlab waves)

waves-panel-heading = Wave e tail effect
waves-heading = { $blocks } su { $sms }, { $per_sm } per SM (occupancy teorica { $occupancy })
label-full_wave = Full wave
label-full_waves = Numero di full wave
label-partial_wave = Wave parziale
label-estimated_time = Tempo stimato
label-achievable_occupancy = Occupancy raggiungibile
gloss-waves_per_sm = Numero di wave: blocchi della griglia ÷ (blocchi attivi per SM × numero di SM)
waves-full-wave = { $blocks } ({ $per_sm } per SM × { $sms } SM)
waves-partial-none = nessuno
waves-partial = { $blocks } ({ $share } di un wave)
waves-achievable = { $occupancy } (con un carico bilanciato, nel migliore dei casi)
waves-tail = Questo lancio del kernel produce { $full_waves } full wave e un wave parziale con un numero di blocchi di thread pari a { $blocks }. Supponendo che tutti i blocchi di thread abbiano la stessa durata di esecuzione, questo wave parziale può occupare fino a { $share }% del tempo di esecuzione totale del kernel.
waves-tail-with-note = { $tail } { $note }
waves-tail-note = La regola di Nsight Compute indica un wave parziale di { $printed ->
    [one] { $printed } blocco
    [many] { $printed } di blocchi
   *[other] { $printed } blocchi
}; in realtà sono { $blocks }: { $grid } − { $full_waves } × { $full_wave }. La regola moltiplica in virgola mobile la parte frazionaria di { $waves } wave per { $full_wave }, ottiene un valore appena superiore a { $blocks } e arrotonda per eccesso.
waves-small-grid = La griglia di questo kernel è troppo piccola per riempire le risorse disponibili su questo dispositivo: su tutti gli SM risultano solo { $waves } full wave.
waves-small-grid-note = Nsight Compute scrive Waves Per SM con un decimale: la griglia è { $waves } di un full wave, quindi nessun wave è pieno, e { $used } dei { $sms } SM ricevono un blocco.
waves-no-tail = La griglia riempie il suo ultimo wave: { $full_waves } e nessun wave parziale, quindi nessun tail effect.
waves-grid-choice = { $blocks } ({ $full_waves })
waves-nearest-one = La griglia più vicina senza wave parziale: { $grid }
waves-nearest-two = Griglie vicine senza wave parziale: { $below } o { $above }
waves-round = Arrotonda la griglia ai full wave:
waves-need-sms = Inserisci il numero di SM per vedere come la griglia viene eseguita in wave.
waves-sms-of-gpu = { $gpu }: { $sms }.
waves-sms-of-cc = Una compute capability non ha un numero di SM: inseriscine uno (la { $gpu } ha { $sms }).
waves-sms-unknown = Nel catalogo non c'è nessuna GPU con compute capability { $cc }: inserisci il suo numero di SM.
waves-band-note = Ogni riga rappresenta { $n ->
    [one] { $n } SM vicino
    [many] { $n } di SM vicini
   *[other] { $n } SM vicini
} (si disegnano al massimo { $max } righe).
waves-picture = Figura: { $sms } ({ $rows }) nel tempo: { $full_waves }, poi { $partial }; { $durations } in tutto.
waves-picture-rows-banded = { $rows ->
    [one] { $rows } riga di al massimo { $per_row } SM
    [many] { $rows } di righe di al massimo { $per_row } SM
   *[other] { $rows } righe di al massimo { $per_row } SM
}
waves-picture-rows = { $rows ->
    [one] { $rows } riga, una per SM
    [many] { $rows } di righe, una per SM
   *[other] { $rows } righe, una per SM
}
waves-picture-no-partial = nessun wave parziale
waves-picture-partial = un wave parziale di { $blocks }
axis-block-durations = tempo, in durate di blocco (un wave ciascuna)
key-full-waves = full wave (tonalità alternate)
key-partial-wave = wave parziale
key-idle-slots = slot lasciati inattivi

## Latency hiding: le impostazioni (il pannello del latency hiding, occlab latency)

setting-sms = Numero di SM
setting-clock = Frequenza di clock dell'SM
setting-bandwidth = Larghezza di banda della DRAM
setting-arith-latency = Latenza aritmetica
setting-mem-latency = Latenza della memoria
setting-issue-rate = Velocità di emissione
setting-lanes = CUDA core
setting-sfu-lanes = SFU
setting-ilp = Parallelismo a livello di istruzioni
setting-load-bytes = Byte per caricamento
setting-loads-in-flight = Caricamenti in volo
setting-cuda-core = Istruzioni per i CUDA core
setting-sfu = Istruzioni SFU
setting-shared-cycles = Cicli dei banchi di memoria condivisa
setting-memory-bytes = Byte di DRAM
setting-issue-slots = Slot di emissione
setting-chain-arith = Istruzioni aritmetiche dipendenti
setting-chain-mem = Caricamenti dalla memoria dipendenti
setting-latency-bound = Limite di latenza
setting-chain-placeholder = = catena
setting-unit-sms = SM
setting-unit-mhz = MHz
setting-unit-gbs = GB/s
setting-unit-cycles = cicli
setting-unit-issue-rate = istruzioni di warp / ciclo / SM
setting-unit-lanes = lane / SM
setting-unit-ilp = istruzioni indipendenti / warp
setting-unit-load-bytes = B / thread
setting-unit-per-warp = per warp
setting-unit-bank-cycles = per warp (k per un conflitto a k vie)
setting-unit-chain = nella catena più lunga
setting-unit-cycles-per-warp = cicli per warp
setting-allowed-whole = un numero intero 1–{ $max }
setting-allowed-above = un numero maggiore di 0, al massimo { $max } { $unit }
setting-allowed-from-zero = un numero da 0 a { $max } { $unit }
setting-refused = { $setting }: «{ $typed }» non è ammesso; è atteso { $allowed }.
setting-missing = { $setting }: inserisci { $allowed }.
latency-empty-mix = { $setting }: «{ $typed }» non è ammesso; è atteso un mix di istruzioni che usi almeno una risorsa.
latency-refused = { $setting }: «{ $typed }» non è ammesso; è atteso { $allowed }.
latency-sms-in-waves-panel = il numero di SM (nel pannello dei wave)
latency-no-gpu-figures = Nessun dato di GPU per questo dispositivo: inserisci { $settings }.

## Latency hiding: il calcolo

resource-cuda-cores = CUDA core
resource-sfus = SFU
resource-shared-memory-banks = banchi di memoria condivisa
resource-memory = larghezza di banda della memoria
resource-issue = emissione delle istruzioni
latency-arithmetic = { $latency ->
    [one] { $latency } ciclo
    [many] { $latency } di cicli
   *[other] { $latency } cicli
} × { $issue_rate ->
    [one] { $issue_rate } istruzione
    [many] { $issue_rate } di istruzioni
   *[other] { $issue_rate } istruzioni
} / ciclo { $eq } { $in_flight ->
    [one] { $in_flight } istruzione
    [many] { $in_flight } di istruzioni
   *[other] { $in_flight } istruzioni
} in volo per SM; ÷ { $ilp ->
    [one] { $ilp } indipendente
    [many] { $ilp } di indipendenti
   *[other] { $ilp } indipendenti
} per warp { $eq2 } { $warps } warp per SM
latency-memory = { $latency ->
    [one] { $latency } ciclo
    [many] { $latency } di cicli
   *[other] { $latency } cicli
} × { $bytes_per_cycle } B / ciclo { $eq } { $in_flight } B in volo per SM; ÷ ({ $warp_load } B per caricamento di un warp × { $loads } in volo per warp) { $eq2 } { $warps } warp per SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms } SM) { $eq } { $bytes_per_cycle } B per ciclo per SM
latency-traffic = ({ $loads ->
    [one] { $loads } caricamento
   *[other] { $loads } caricamenti
} + { $stores ->
    [one] { $stores } scrittura
   *[other] { $stores } scritture
}) × { $bytes } B × { $lanes } lane = { $traffic } B per warp: i byte DRAM seguono i caricamenti in volo (la somma di vettori di Volkov: ogni due caricamenti una scrittura).
latency-traffic-none = Il kernel non muove byte di DRAM, quindi i caricamenti in volo non contano.
latency-traffic-typed = I caricamenti in volo ({ $loads } da { $bytes } B per thread) e le scritture ({ $stores }) muovono { $traffic } B per warp, ma i byte DRAM sono inseriti come { $typed } B e il modello usa il valore inserito. Svuota il campo dei byte DRAM perché torni a seguire i caricamenti.
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } { $eq } { $cycles ->
    [one] { $cycles } ciclo
    [many] { $cycles } di cicli
   *[other] { $cycles } cicli
}
latency-bound-chain = { $chain } (la catena di dipendenze)
latency-bound-entered = { $cycles ->
    [one] { $cycles } ciclo
    [many] { $cycles } di cicli
   *[other] { $cycles } cicli
} (valore inserito; la catena dà { $chain })
latency-model = Throughput dei warp ≈ min(n / { $latency }, { $throughput }) warp per ciclo per SM; occupancy necessaria ≈ { $latency } × { $throughput } { $eq } { $needed } warp per SM.
mode-latency-bound = limitato dalla latenza: { $warps } warp su { $needed } necessari
mode-throughput-bound = limitato dal throughput ({ $resource }) con { $warps } warp
mode-no-warps = Nessun warp in esecuzione: il lancio non è valido.
mode-rate = { $mode } · ≈ { $now } su { $ceiling } { $unit }
mode-no-rate = { $mode } · nessun valore in { $unit } da mostrare: il mix non contiene { $work }
mode-work-dram-bytes = byte di DRAM
mode-work-cuda-core = istruzioni per i CUDA core

## Latency hiding: la risposta

hiding-headline = { $kernel } ha bisogno di circa { $needed } warp per SM { $where }; ne hai { $have }.
hiding-headline-none = { $kernel } non raggiunge alcun throughput { $where }; hai { $have } warp per SM.
hiding-kernel-preset = La somma di vettori di Volkov (il kernel predefinito)
hiding-kernel-settings = Il kernel descritto da queste impostazioni
hiding-on-this-gpu = su questa GPU
hiding-on-run-gpu = sulla { $gpu } dell'esecuzione
hiding-by-textbook = secondo il manuale
hiding-textbook-only = Solo secondo il manuale: il modello a due modalità di Volkov con le impostazioni qui sotto; nessuna esecuzione misurata lo calibra.
hiding-calibrated-by = Calibrato sull'esecuzione misurata { $run }; secondo il manuale sono { $textbook }.
hiding-calibrated-other-gpu = Calibrato sull'esecuzione misurata { $run }, misurata su { $gpu } e non sulla { $chosen } del calcolatore; secondo il manuale sono { $textbook }.
hiding-answer = { $calibrated } { $measured }
hiding-measured-this = L'esecuzione ha misurato proprio questo kernel, con { $threads } thread per blocco: { $measured } warp.
hiding-measured-other = L'esecuzione non ha misurato questo kernel: al più simile, { $what }, sono serviti { $measured } warp. Differenze: { $differs }.
hiding-differs = { $setting } { $there } (qui { $here })
hiding-mode-calibrated = calibrato sull'esecuzione: ≈ { $rate } { $unit } con { $warps } warp, { $share } del massimo di questo kernel ({ $top } { $unit } con { $top_warps } warp): { $mode }.
hiding-mode-textbook = Secondo il manuale: { $textbook }.
hiding-mode-latency = limitato dalla latenza, più warp lo alzano ancora
hiding-mode-throughput = limitato dal throughput, più warp non lo alzano più
hiding-little = La legge di Little considera una latenza alla volta: per nascondere la latenza aritmetica servono { $arithmetic } warp, per la latenza della memoria { $memory }; il modello a due modalità di Volkov confronta l'intera catena di dipendenze del kernel con la sua risorsa più impegnata ({ $resource }), quindi la risposta del manuale è { $textbook } warp.
hiding-memory-reason = Il manuale abbina la latenza della memoria a riposo ({ $latency ->
    [one] { $latency } ciclo
    [many] { $latency } di cicli
   *[other] { $latency } cicli
}) alla larghezza di banda piena. Sotto carico ogni caricamento attende più a lungo (con { $warps } warp circa { $loaded ->
    [one] { $loaded } ciclo
    [many] { $loaded } di cicli
   *[other] { $loaded } cicli
}: occupazione della memoria { $busy }), e un warp attende il più lento dei caricamenti che ha in volo ({ $loads }), quindi servono più warp per tenere occupata la memoria.
hiding-ilp = { $ilp ->
    [one] { $ilp } istruzione indipendente per warp
    [many] { $ilp } di istruzioni indipendenti per warp
   *[other] { $ilp } istruzioni indipendenti per warp
}
hiding-switching = Con { $ilp } un warp si trova presto ad attendere i propri risultati, e uno scheduler di questa GPU perde { $cycles ->
    [one] { $cycles } ciclo
    [many] { $cycles } di cicli
   *[other] { $cycles } cicli
} ogni volta che poi passa a un altro warp
hiding-no-switching = Con { $ilp } un warp emette istruzioni finché il suo primo risultato non è pronto, quindi non si perde nessun ciclo nel cambiare warp
hiding-issue-reason = Il manuale lascia che uno scheduler emetta a ogni ciclo. { $switching }: questo kernel raggiunge al massimo { $share } del picco. Un warp da solo emette al massimo { $single ->
    [one] { $single } istruzione
    [many] { $single } di istruzioni
   *[other] { $single } istruzioni
} per ciclo, e i warp di una dimensione di blocco che non si divide in parti uguali tra i { $schedulers } scheduler li caricano in modo non uniforme.
hiding-knee-reason = Warp necessari su questa GPU e misurati: il minor numero di warp per SM, in blocchi interi di { $threads } thread, che raggiunge { $share } del punto più alto della curva.

## Il pannello del latency hiding

latency-panel-heading = Latency hiding
latency-presets = Preimpostazioni: latenze e velocità della compute capability { $cc } ({ $architecture }); { $gpu }.
latency-presets-gpu = clock e larghezza di banda della { $gpu }
latency-presets-no-gpu = nessuna GPU con questa compute capability nel catalogo: inserisci il clock e la larghezza di banda
latency-reset = Ripristina le preimpostazioni
setting-changed = (modificato)
latency-hardware = Hardware
latency-no-run = Per questo laboratorio non è ancora stata misurata nessuna esecuzione su questa architettura ({ $architecture }), quindi risponde solo il manuale: { $command } su una GPU di questo tipo ne scrive una, e aperta nel pannello delle esecuzioni qui sotto calibra il modello.
latency-presets-run = Preimpostazioni: gli SM, il clock, le latenze e la larghezza di banda sostenuta misurati dall'esecuzione { $run }; le velocità della compute capability { $cc } ({ $architecture }).
run-choice-label = Calibrato sull'esecuzione misurata:
run-choice-sample = { $file }: { $sample }
run-choice-sample-other = { $file }: { $sample } (un'altra GPU: { $gpu })
run-choice-shown = { $run } (mostrata nel pannello delle esecuzioni)
run-choice-none = Nessuna: solo il manuale
run-label-server = esecuzione { $id } ({ $who })
run-label-file = { $file }
run-shown = Sovrapposta al modello:
run-use-device = Calcola sulla GPU dell'esecuzione
run-close = Chiudi l'esecuzione (solo il manuale)
sample-h100-run = H100 80GB HBM3
sample-h100-run-b = H100 80GB HBM3, una seconda acquisizione
sample-h100-run-c = H100 80GB HBM3, una terza acquisizione
sample-h100-quick = H100 80GB HBM3, --quick
sample-h200-run = H200, formato 1 (solo la somma di vettori e ILP 1, 2 e 4)
sample-h200-quick = H200, --quick, formato 1
littles-law-heading = Legge di Little: concorrenza = latenza × throughput
working-arithmetic = Aritmetica:
working-memory = Memoria:
working-memory-bandwidth = { $memory } ({ $bandwidth })
working-latency-bound = Limite di latenza:
two-mode-heading = Il modello a due modalità di Volkov: throughput ≈ min(n / limite di latenza, limite di throughput)
two-mode-mix = Mix di istruzioni per warp
two-mode-latency = Limite di latenza: la catena di dipendenze più lunga, o i cicli inseriti
two-mode-tightest = ◀ il più stretto
two-mode-unit = Unità del throughput
two-mode-show-in = Mostra il throughput in

## Il testo di occlab latency

latency-cli-throughput = Limite di throughput: cicli in cui ogni risorsa è occupata per warp, per SM
latency-cli-none = nessuno

## La legenda del grafico del throughput (il pannello del latency hiding)

axis-warps-occupancy = warp per SM (occupancy)
chart-knee = ginocchio
throughput-summary = Grafico: throughput in { $unit } rispetto ai warp per SM da 1 a { $max }: n × { $per_warp } { $unit } fino al tetto di { $ceiling } { $unit }, raggiunto a { $knee } warp.{ $current }
throughput-summary-current = { " " }Con { $warps } warp, quelli del calcolatore: { $rate } { $unit }.
throughput-summary-none = { " " }Con la configurazione del calcolatore non è in esecuzione nessun warp.

key-latency-bound = limite di latenza da manuale: n / latenza
key-throughput-bound = limite di throughput da manuale
key-lower-of-two = il modello da manuale: il minore dei due
key-knee = ginocchio: l'occupancy necessaria secondo il manuale
key-calibrated = - - calibrato sull'esecuzione misurata, per blocchi interi
key-measured = × misurato dall'esecuzione
key-occupancy = ● l'occupancy del calcolatore

## Il pannello dell'importazione e occlab import: il report di un profiler o del compilatore confrontato con il modello

kernels = { $n ->
    [one] { $n } kernel
    [many] { $n } di kernel
   *[other] { $n } kernel
}
barriers = { $n ->
    [one] { $n } barriera
    [many] { $n } di barriere
   *[other] { $n } barriere
}
import-lines = { $n ->
    [one] { $n } riga
    [many] { $n } di righe
   *[other] { $n } righe
}
import-parts = { $n ->
    [one] { $n } parte del report
    [many] { $n } di parti del report
   *[other] { $n } parti del report
}
not-given = —
join-comma = { $first }, { $rest }
join-dot = { $first } · { $rest }
import-from-input = l'input
import-from-ncu-console = output della console di Nsight Compute
import-from-ncu-details = pagina details di Nsight Compute (CSV)
import-from-ncu-raw = pagina raw di Nsight Compute (CSV)
import-from-nvprof-metrics = metriche di nvprof
import-from-nvprof-trace = GPU trace di nvprof
import-from-nvprof-trace-csv = GPU trace di nvprof (CSV)
import-from-ptxas = report di ptxas
import-from-cuobjdump = report delle risorse di cuobjdump
import-from-ncu-report = file di report di Nsight Compute
import-tool-compiler = il compilatore
import-summary-none = Fonte: { $from }. Non è stato possibile leggere nessun kernel.
import-summary-agrees = Fonte: { $from }. Letti: { $kernels }; i nostri valori concordano con { $tool } ovunque entrambi ne diano uno.
import-summary-nothing = Fonte: { $from }. Letti: { $kernels }; nessun valore da confrontare con i nostri.
import-summary-differs = Fonte: { $from }. Letti: { $kernels }; per { $differing } di essi i nostri valori non concordano con { $tool }.
import-unread = Impossibile leggere { $unread } ({ $first }), quindi il report potrebbe essere incompleto. { $summary }
import-unread-more = Impossibile leggere { $unread } ({ $first }; le altre sono elencate con i loro kernel), quindi il report potrebbe essere incompleto. { $summary }
import-at-line = riga { $line }: { $message }
import-agrees = concorda
import-differs = differisce
import-at-most = al massimo { $value }
import-about = circa { $bytes }
import-grid-block = griglia di { $blocks } × { $threads }
import-block = { $threads } per blocco
import-grid = griglia di { $blocks }
import-shared-memory = memoria condivisa { $static } statica + { $dynamic } dinamica
import-clusters = cluster di { $blocks }
import-no-launch = nessuna configurazione di lancio
import-device = { $device } · { $sms }
import-sms-unknown = numero di SM non noto
import-cc-unknown-device = Compute capability non nota: il dispositivo «{ $device }» non è nel catalogo e l'input non indica la compute capability
import-cc-unknown = Compute capability non nota: l'input non indica né il dispositivo, né la compute capability, né il target del compilatore
import-cc-not-known = Occupancy Lab non conosce la compute capability { $cc } (disponibili: { $known })
import-device-unknown = Dispositivo non noto
import-no-block-size = L'input non indica la dimensione del blocco, quindi il nostro modello non può calcolare questo kernel; la indica un report del profiler (ncu, o nvprof --print-gpu-trace).
import-no-registers = L'input non indica il numero di registri, quindi il nostro modello non può calcolare questo kernel; lo indica ptxas -v.
import-model-cannot-run = Il nostro modello non può calcolare questo kernel: { $why }.
import-device-with-sms = { $device } con { $sms }
import-device-given = Il report non dice tutto sulla GPU; si usa { $device }, come indicato.
import-gpu-from-name = GPU: { $gpu }, dal nome del dispositivo «{ $device }».
import-device-not-in-catalogue = Il dispositivo «{ $device }» non è nel catalogo; si usano la compute capability { $cc } e il numero di SM del report.
import-config-size = Shared Memory Configuration Size { $size }: è la dimensione che dà una preferenza di carveout pari a { $percent }%, quindi il nostro limite di memoria condivisa è calcolato per la stessa configurazione.
import-config-size-unsupported = Shared Memory Configuration Size { $size } non è nessuna delle dimensioni offerte dalla compute capability { $cc } ({ $sizes }); si usa il carveout predefinito.
import-barriers-assumed = Il report non indica il numero di barriere del kernel; se ne assume 1, come fa il runtime.
import-barriers-from-ptxas = { $barriers }, secondo ptxas.
import-registers-compiled = Il compilatore riporta { $compiled }; il lancio ne ha usati { $used } (Registers Per Thread), e l'occupancy deriva da questi.
import-limit-sm-printed = { $label }: { $tool } stampa { $reported }, il limite di blocchi dell'SM, quando la risorsa non impone un limite più stretto; anche il nostro valore ({ $ours }) non limita nulla.
import-limit-differs = { $label } differisce: { $tool } { $reported }, noi { $ours }.
import-range = da { $low } a { $high }
import-barriers-fit = Secondo { $tool } il limite è { $reported }: tanti blocchi entrano se le barriere per blocco sono { $range } (l'SM ne ha { $per_sm }); incolla l'output di ptxas -v insieme al report per indicarne il numero.
import-smem-largest = Secondo { $tool } il limite è { $reported }, ma questo è il limite nella configurazione di memoria condivisa più grande dell'SM ({ $largest }, { $per_block } per blocco), non in quella da { $config } indicata nel report; il nostro valore segue quella indicata.
import-smem-coarse = Le dimensioni della memoria condivisa sono stampate in Kbyte con due decimali, quindi con una precisione di soli 10 byte; { $tool } le stampa esatte con --print-units base.
import-theoretical-differs = Theoretical Occupancy differisce: { $tool } { $reported }, noi { $ours }.
import-waves-differs = Waves Per SM differisce: { $tool } { $reported }, noi { $ours } (un full wave comprende { $full_wave }).
import-clusters-need-gpc = Cluster di dimensione { $size }: Max Active Clusters richiede la disposizione dei GPC della GPU, nota solo per una GPU nominata nel report (la pagina raw nomina il dispositivo; l'output della console e la pagina details no).
import-agreed-limits = limiti di blocchi
import-agreed-theoretical = occupancy teorica
import-agreed-waves = Waves Per SM
import-agreed-clusters = valori dei cluster
import-agree = { $tool } e il nostro modello concordano su { $list }.
import-agree-limited = { $tool } e il nostro modello concordano su { $list }; l'occupancy è limitata da { $limiters }.
import-achieved-gap = Occupancy effettiva { $achieved } contro la teorica { $theoretical }: { $gap } punti in meno.
import-small-grid = La griglia di { $blocks } è più piccola di un full wave ({ $per_sm } per SM × { $sms }): ricevono blocchi { $busy } SM su { $total }, quindi anche con un carico bilanciato l'occupancy effettiva è al massimo { $best }.
import-tail = { $tail } Con un carico bilanciato l'occupancy effettiva è al massimo { $best }.
import-full-waves = La griglia esegue { $full_waves } e nessun wave parziale, quindi un carico bilanciato potrebbe raggiungere l'occupancy teorica ({ $best }); il resto del divario viene da warp e blocchi che terminano in momenti diversi e dall'overhead di scheduling.
import-rule = { $tool } ({ $kind }): { $text }
import-rule-speedup = { $tool } ({ $kind }, { $speedup }): { $text }
import-spills = Spill di registri: { $stores } di spill store e { $loads } di spill load per thread: i registri vengono riversati nella memoria locale, che risiede nella memoria del dispositivo.
import-spills-arch = Spill di registri per { $arch }: { $stores } di spill store e { $loads } di spill load per thread: i registri vengono riversati nella memoria locale, che risiede nella memoria del dispositivo.
import-stack = Stack: { $bytes } per thread, nella memoria locale.
import-stack-arch = Stack per { $arch }: { $bytes } per thread, nella memoria locale.
import-local = Memoria locale: { $bytes } per thread.
import-local-arch = Memoria locale per { $arch }: { $bytes } per thread.
import-register-raised = ptxas ha alzato il limite di registri a { $n }, il minimo di questa architettura.
import-no-spills = Nessuno spill e nessuno stack.
import-no-spills-arch = Nessuno spill e nessuno stack per { $arch }.

## La cornice del pannello dell'importazione

import-region = Importa il report di un profiler o del compilatore
import-heading = Che cosa hanno detto il profiler e il compilatore
import-filled = Il calcolatore qui sopra ora contiene questo lancio: la sua GPU, la dimensione del blocco, i registri, la memoria condivisa e il carveout.
import-go-to-calculator = Vai al calcolatore ↑
import-hint = Incolla l'output di Nsight Compute (console, --csv --page details o raw), nvprof, ptxas -v o cuobjdump --dump-resource-usage, oppure trascina il suo file in un punto qualsiasi di questo pannello: va bene anche il report di Nsight Compute (.ncu-rep, .ncu-repz), letto in questo browser.
import-paste-label = Output del profiler o del compilatore
import-file-label = Apri un file di report
import-file-unreadable = Impossibile leggere il file: { $why }
import-file-unreadable-named = Impossibile leggere { $name }: { $why }
import-reading = Lettura di { $name }…
import-reader-not-loaded = Impossibile leggere { $name }: il lettore di report non è stato caricato (il server è ancora in esecuzione?).
import-file-summary = { $name } ({ $size }), letto in questo browser e non caricato sul server: { $kernels }.
import-col-id = ID
import-col-kernel = Kernel
import-launch-id = { $kernel } · ID { $id }
import-col-grid = Griglia
import-col-block = Blocco
import-col-registers = Registri
import-col-shared-memory = Memoria condivisa
import-col-theoretical = Teorica ({ $tool })
import-col-achieved = Effettiva
import-col-ours = Nostra
import-col-verdict = Confronto con la nostra

## Le esecuzioni misurate

not-loaded-runs-panel = Impossibile caricare il pannello delle esecuzioni: ricarica la pagina per riprovare.
runs = { $n ->
    [one] { $n } esecuzione
    [many] { $n } di esecuzioni
   *[other] { $n } esecuzioni
}
configurations = { $n ->
    [one] { $n } configurazione
    [many] { $n } di configurazioni
   *[other] { $n } configurazioni
}
runs-heading = Esecuzioni misurate
runs-looking = Ricerca delle esecuzioni…
runs-loading = Caricamento del pannello delle esecuzioni…
runs-from-files = { $runs } da file: questa pagina non è servita da occlab serve.
runs-connecting = { $runs }; connessione in corso per ricevere le nuove…
runs-live = { $runs }; aggiornamento in tempo reale
runs-reconnecting = { $runs }; il server non è raggiungibile: riconnessione in corso… (ultimo aggiornamento: { $last })
runs-page-opening = all'apertura della pagina
runs-add-files = Aggiungi file di esecuzioni (il JSON di occlab measure), o trascinali qui:
runs-storage-off = La memoria del browser è piena o disattivata: queste esecuzioni restano visibili finché la pagina non viene chiusa.
runs-details = CC { $cc } · il modello concorda con il driver su { $agreements } di { $configurations }
runs-hidden = (nascosta alla classe)
runs-show = Mostra
runs-hide = Nascondi
runs-show-again = Mostra di nuovo
runs-delete = Elimina
runs-confirm-delete = Eliminare definitivamente questa esecuzione? Non si può annullare; «Nascondi» la conserva e la toglie dalla vista della classe.
runs-delete-for-good = Elimina definitivamente
runs-hide-instead = Nascondi invece
runs-cancel = Annulla

## Il report di un'esecuzione misurata (occlab measure --report, l'esecuzione scelta nel pannello delle esecuzioni)

experiment-stream-one = Stream (vector-add), 1 caricamento in volo per array
experiment-stream = Stream, { $k } caricamenti in volo per array
experiment-fma = Catene di FMA, ILP { $k }
experiment-at-threads = { $experiment } con { $threads } thread
experiment-threads-per-block = { $experiment }, { $threads } thread per blocco
experiment-stream-wide-one = Stream, caricamenti da 16 byte, 1 in volo per array
experiment-stream-wide = Stream, caricamenti da 16 byte, { $k } in volo per array
experiment-load-fma = Caricamenti e FMA, { $k ->
    [one] { $k } caricamento
    [many] { $k } di caricamenti
   *[other] { $k } caricamenti
} in volo per thread, { $m ->
    [one] { $m } FMA dipendente
    [many] { $m } di FMA dipendenti
   *[other] { $m } FMA dipendenti
} su ciascuno
experiment-gather-one = Gather casuale, 1 caricamento in volo per thread
experiment-gather = Gather casuale, { $k } caricamenti in volo per thread
run-probe-title = { $experiment } ({ $unit }), { $threads } thread per blocco · misurata, non ancora nel modello
run-probe-knee = Ginocchio misurato: { $measured } warp per SM (il minor numero che raggiunge { $share } del punto più alto della curva, { $highest } { $unit } con { $at }); punti misurati: { $points }.
run-probe-flops = Come aritmetica, il punto più alto vale { $gflops } GFLOP/s ({ $ratio } FLOP per byte spostato).
run-probe-sectors = Il punto più alto in traffico DRAM: { $sectors } GB/s di settori raccolti (un settore da 32 byte per ogni caricamento da 4 byte), { $dram } GB/s con la lettura degli indici e la scrittura dei valori.
run-curve-line = { $title }: { $knee } { $error }
calibration-dependent-latency = Latenza tra istruzioni dipendenti
calibration-warp-switch = Cambio di warp
calibration-single-warp-rate = Velocità di emissione di un warp
calibration-fma-share = Quota FMA sostenuta
calibration-streaming-latency = Latenza di streaming a riposo
calibration-queueing = Attesa in coda a metà del picco
calibration-bandwidth = Larghezza di banda sostenuta
calibration-from-fma-chain = la catena di FMA dipendenti dell'esecuzione su un solo thread
calibration-from-ceiling = il tetto di { $curve } rispetto al tetto delle FMA
calibration-from-one-warp = { $curve }, a un warp per scheduler
calibration-from-highest = il punto più alto di { $curves }
calibration-from-fit = un fit su { $curves }
unit-instructions-per-cycle = istruzioni / ciclo
unit-of-fp32-peak = del picco FP32
run-heading = { $device } · compute capability { $cc } · { $sms } · driver { $driver } · { $generator }
run-heading-quick = { $device } · compute capability { $cc } · { $sms } · driver { $driver } · { $generator } · --quick
label-clock = Clock dell'SM
label-memory_bandwidth = Larghezza di banda di picco della memoria
label-l2_cache = Cache L2
label-shared_memory = Memoria condivisa
label-registers = Registri
label-fma_latency = FMA dipendente
label-l1_latency = Hit in L1 (inseguimento di puntatori)
label-l2_latency = Hit in L2 (inseguimento di puntatori)
label-dram_latency = DRAM (inseguimento di puntatori)
run-mhz = { $mhz } MHz
run-bandwidth = { $gbs } GB/s ({ $mhz } MHz × 2 × { $bits } bit)
run-shared-memory = { $per_sm } per SM, { $per_block } per blocco ({ $optin } con opt-in)
run-registers = { $per_sm } per SM, { $per_block } per blocco
run-cycles = { $cycles ->
    [one] { $cycles } ciclo
    [many] { $cycles } di cicli
   *[other] { $cycles } cicli
}
run-custom-gpu = Come GPU personalizzata: { $flags }
run-self-check = La funzione cuOccupancyMaxActiveBlocksPerMultiprocessor del driver e il modello concordano su { $agreements } di { $configurations } ({ $share }).
run-carveout-default = predefinito
run-carveout-percent = { $percent }%
run-disagreement = { $threads } thread, { $registers ->
    [one] { $registers } registro
    [many] { $registers } di registri
   *[other] { $registers } registri
}, memoria condivisa { $static } statica + { $dynamic } dinamica, carveout { $carveout }: driver { $driver }, modello { $model }
run-presets-title = Preimpostazioni misurate per la legge di Little (con la larghezza di banda sostenuta dello stream):
run-parameter = { $label }: { $value } { $unit } (fonte: { $from })
run-not-calibrated = Il modello non può essere calibrato su questa esecuzione: { $why }.
run-validation = Verifica sulle curve mai viste dalla calibrazione ({ $curves }): errore mediano sui loro punti ({ $points }) { $median }; mediana della curva peggiore { $worst }; { $within } su { $curves } entro entrambi i margini (errore mediano ≤ { $median_budget }, ginocchio entro { $knee_budget }).
run-curve-held-out = { $experiment } ({ $unit }), { $threads } thread per blocco · curva di verifica
run-curve-calibration = { $experiment } ({ $unit }), { $threads } thread per blocco · curva di calibrazione
run-knees = Warp necessari per SM: manuale { $textbook } (latenza × throughput), calibrati { $calibrated }, misurati { $measured } (il minor numero che raggiunge { $share } del punto più alto della curva).
run-error = Modello calibrato rispetto ai punti misurati ({ $points }): errore mediano { $median }, massimo { $worst }.
run-warps = { $n ->
    [one] { $n } warp
    [many] { $n } di warp
   *[other] { $n } warp
}
run-timed = { " " }(misurata: mediana { $p50 }, 90° percentile { $p90 })
run-loaded-latency = Latenza sotto carico (legge di Little: byte in volo ÷ throughput): { $first ->
    [one] { $first } ciclo
    [many] { $first } di cicli
   *[other] { $first } cicli
} per iterazione con { $first_warps }{ $first_spread }, { $knee } al ginocchio, con { $knee_warps }{ $knee_spread }.
run-staircase-kernel = Kernel: { $threads } thread, { $registers ->
    [one] { $registers } registro
    [many] { $registers } di registri
   *[other] { $registers } registri
} per thread, { $smem } di memoria condivisa dinamica; il full wave del modello è di { $full_wave } ({ $per_sm } per SM × { $sms } SM), come dice l'API di occupancy del driver.
run-staircase-kernel-driver = Kernel: { $threads } thread, { $registers ->
    [one] { $registers } registro
    [many] { $registers } di registri
   *[other] { $registers } registri
} per thread, { $smem } di memoria condivisa dinamica; il full wave del modello è di { $full_wave } ({ $per_sm } per SM × { $sms } SM), ma l'API di occupancy del driver dice { $driver } per SM.
run-staircase-steps = Il tempo sale a gradino dopo { $steps } blocchi (un salto di almeno { $share } del più grande, pari a { $rise } ms).
run-staircase-matches = Ogni gradino cade su un multiplo del full wave del modello, e ogni multiplo nell'intervallo ha il suo gradino: { $expected }.
run-staircase-differs = Il modello mette i gradini dopo { $expected } blocchi: la misura differisce.
run-timeline-grid = { $blocks } ({ $waves } wave) su { $used } SM di { $sms }.
run-timeline-achieved = Occupancy effettiva { $achieved } (per SM da { $lowest } a { $highest }) contro la teorica { $theoretical }; un carico bilanciato raggiunge al massimo { $achievable }.
run-timeline-achieved-above = Occupancy effettiva { $achieved } (per SM da { $lowest } a { $highest }) contro la teorica { $theoretical }: sopra il { $achievable } di un carico bilanciato (ogni SM con gli stessi blocchi, tutti ugualmente lunghi), perché l'occupancy effettiva conta ogni SM solo mentre è attivo, e i blocchi del wave parziale si sono distribuiti in modo irregolare: gli SM senza di essi, o con un gruppo completo, hanno finito prima ad alta occupancy.
run-timeline-over-time = Nel tempo, per decimi dell'esecuzione: { $shares }.

## La vista della classe

class-heading = La classe
class-view-link = Solo la vista della classe, per il proiettore
class-your-name = Il tuo nome (contrassegna le tue esecuzioni):
class-who-is-in = Chi partecipa:
class-caption = Il throughput di vector-add misurato da ogni studente rispetto ai warp per SM, ogni esecuzione con il proprio colore e simbolo
class-you-mark = (tu)
class-join = Nessuno ha ancora inviato un'esecuzione. Ogni studente misura la sua GPU e invia l'esecuzione a questo server con il token della classe:
class-you = { $label } (tu)
class-instructor = Docente
class-token = Token del docente (conservato solo in questa scheda):
class-token-hint = Con il token, ogni esecuzione ha i pulsanti «Nascondi» ed «Elimina».
class-export = Esporta le esecuzioni della classe (JSON Lines)
class-clear = Svuota la classe…
class-confirm-clear = Eliminare definitivamente tutte le esecuzioni di questa classe? Per conservarle, esportale prima.
class-delete-every-run = Elimina tutte le esecuzioni
class-export-failed = Impossibile salvare l'esportazione: { $why }
class-server-unreachable = Impossibile raggiungere il server: { $why }
class-server-refused = Il server ha rifiutato la richiesta ({ $status }).
class-server-refused-words = Il server ha rifiutato la richiesta ({ $status }): { $words }

## Un'esecuzione misurata, mostrata

run-throughput-heading = Throughput rispetto all'occupancy
run-throughput-hint = I punti dell'esecuzione (croci) e il modello calibrato sull'esecuzione (tratteggiato) sono disegnati nel grafico del pannello del latency hiding.
run-curves = Tutte le curve misurate: i warp necessari secondo il manuale, calibrati e misurati
run-staircase-caption = Scala dei wave: tempo del kernel rispetto alla dimensione della griglia, sopra i gradini del modello, di un wave ciascuno
run-timeline-heading = Misurato: i blocchi dell'esecuzione scelta
run-timeline-caption = Cronologia dei blocchi: ogni blocco sul suo SM, dall'inizio alla fine (%smid, %globaltimer)
students = { $n ->
    [one] { $n } studente
    [many] { $n } di studenti
   *[other] { $n } studenti
}
class-summary = Grafico: throughput di vector-add misurato in GB/s rispetto ai warp per SM, { $runs } di { $students }.
staircase-summary = Grafico: tempo del kernel in ms rispetto alla dimensione della griglia in blocchi; i gradini del modello di { $wave_ms } ms ogni { $full_wave } blocchi (un full wave) e { $points } punti misurati.
timeline-summary = Grafico: { $blocks } su { $sms } nel tempo, in { $us } µs.
axis-grid-size = dimensione della griglia (blocchi)
axis-kernel-time = tempo del kernel (ms)
axis-time-us = tempo (µs)
chart-one-full-wave = 1 full wave
samples-not-fetched = Impossibile scaricare l'esempio { $file }: { $why }.

## import and run diagnostics
# Che cosa dice un lettore di report di una riga o di una parte che non può usare (il pannello di
# importazione, occlab import), e perché un file di esecuzione è rifiutato o non si può leggere (il
# pannello delle esecuzioni, occlab measure --report, upload e latency --run). L'input citato, i
# nomi dei campi e delle metriche e le parole del profiler, di ptxas e di serde_json restano come sono.

import-quoted = «{ $text }»
import-accepted = l'output della console di Nsight Compute, ncu --csv --page details o --page raw, un file di report di Nsight Compute (.ncu-rep, o .ncu-repz compresso con zstd), nvprof --metrics achieved_occupancy o --print-gpu-trace (testo o --csv), ptxas -v, o cuobjdump --dump-resource-usage
import-not-recognised = nessun output di profiler o compilatore riconosciuto; sono accettati: { import-accepted }
import-not-text = il file non è testo (contiene dati binari), né un report di Nsight Compute (.ncu-rep, .ncu-repz)
import-report-as-text = un report di Nsight Compute è binario: apri il suo file (occlab import FILE.ncu-rep, o trascinalo sulla pagina) invece del suo testo
import-no-kernel-read = il testo sembra output di { $format }, ma non se ne è potuto leggere nessun kernel
import-unclosed-quote = un campo tra virgolette non è chiuso su questa riga
import-no-metric-columns = l'intestazione non ha le colonne «Metric Name» e «Metric Value»
import-no-header-row = nessuna riga di intestazione ("ID","Process ID",…) trovata
import-short-row = questa riga ha { $fields ->
    [one] { $fields } campo
    [many] { $fields } di campi
   *[other] { $fields } campi
}, l'intestazione { $header }; quelli mancanti sono letti come vuoti
import-ncu-said = Nsight Compute ha detto: { $text }
import-not-metric-row = non è una riga di metrica della sezione { $section }: { $text }
import-not-whole = { $label }: { $value } non è un numero intero
import-not-size-unit = { $label }: { $value } non è una dimensione in byte, Kbyte, Mbyte o Gbyte
import-not-size = { $label }: { $value } non è una dimensione in byte
import-not-number = { $label }: { $value } non è un numero
import-metric-before-kernel = una riga di metrica prima di qualsiasi riga «Kernel:»
import-not-fraction = achieved_occupancy: { $value } non è una frazione da 0 a 1
import-row-grid-unread = non è stato possibile leggere la griglia di questa riga del kernel
import-row-block-unread = non è stato possibile leggere il blocco di questa riga del kernel
import-row-column-unread = non è stato possibile leggere { $column } di questa riga del kernel
import-row-launch-unread = non è stato possibile leggere la griglia o il blocco di questa riga del kernel
import-ptxas-said = ptxas { $kind }: { $text }
import-resource-line-unread = riga delle risorse illeggibile: { $text }
import-resource-before-entry = una riga delle risorse prima di qualsiasi «Compiling entry function»
import-resource-before-function = una riga delle risorse prima di qualsiasi riga «Function»
import-no-register-count = nessun numero di registri in: { $text }
report-sized-file-header = l'intestazione del file
report-sized-block-header = l'intestazione del blocco del file
report-sized-block = il blocco del file
report-sized-message = il messaggio
report-sized-size-prefix = un prefisso di dimensione
report-sized-field = un campo
report-sized-field-64 = un campo a 64 bit
report-sized-field-32 = un campo a 32 bit
report-sized-skippable-frame = il frame zstd ignorabile
report-truncated = troncato: { $what } al byte { $at } dichiara { $says ->
    [one] { $says } byte
    [many] { $says } di byte
   *[other] { $says } byte
}, ma ne { $remain ->
    [one] resta { $remain }
    [many] restano { $remain }
   *[other] restano { $remain }
}
report-bad-varint = danneggiato: il numero al byte { $at } va oltre i suoi dieci byte o oltre il suo messaggio
report-bad-wire-type = danneggiato: il campo al byte { $at } ha il wire type { $type }, che protobuf non definisce
report-field-number-zero = danneggiato: il campo al byte { $at } ha il numero di campo 0
report-too-deep = danneggiato: i gruppi al byte { $at } sono annidati troppo in profondità per essere un report
report-unbalanced-group = danneggiato: il gruppo al byte { $at } non è chiuso dove dovrebbe
report-wrong-type = danneggiato: il campo { $field } al byte { $at } dovrebbe essere { $expected }
report-wire-varint = un varint
report-wire-length-delimited = length-delimited
report-wire-double = un double a 64 bit
report-wire-float = un float a 32 bit
report-bad-header = l'intestazione del file al byte { $at } non è quella di un report di Nsight Compute (NVR, poi la sua versione)
report-zstd = i dati zstd al byte { $at } non si possono decomprimere: sono danneggiati o troncati
report-too-large = il report compresso si decomprime in più di { $limit ->
    [one] { $limit } byte
    [many] { $limit } di byte
   *[other] { $limit } byte
} (dal byte { $at } del file compresso), il massimo che questo lettore accetta
report-not-a-report = il file è compresso con zstd, ma ciò che contiene non è un report di Nsight Compute (non inizia con NVR)
report-rest-not-read = { $error }; il resto del file non è letto
report-in-string-table = nella tabella delle stringhe: { $error }
report-in-session-details = nei dettagli della sessione: { $error }
report-result-unread = non è stato possibile leggere il risultato con ID { $id }: { $error }
report-block-messages = il blocco del file al byte { $at } dichiara { $declared ->
    [one] { $declared } messaggio
    [many] { $declared } di messaggi
   *[other] { $declared } messaggi
}, ma i suoi dati ne contengono { $held }
report-unresolved = { $results ->
    [one] { $results } risultato di metrica non viene letto: rimanda
    [many] { $results } di risultati di metrica non vengono letti: rimandano
   *[other] { $results } risultati di metrica non vengono letti: rimandano
} a una voce oltre la tabella delle stringhe del report ({ $names ->
    [one] { $names } nome
    [many] { $names } di nomi
   *[other] { $names } nomi
})
report-other-results = il report contiene anche { $n ->
    [one] { $n } risultato di range, command list o graph, che non è un lancio di kernel e non viene letto
    [many] { $n } di risultati di range, command list o graph, che non sono lanci di kernel e non vengono letti
   *[other] { $n } risultati di range, command list o graph, che non sono lanci di kernel e non vengono letti
}
report-at-id = ID { $id }: { $message }
report-no-launch = non è stato possibile leggere nessun lancio di kernel dal report
report-no-launch-version = non è stato possibile leggere nessun lancio di kernel dal report (il formato del file è alla versione { $version }; questo lettore è stato verificato sulla versione { $known })
report-sections-both = le sezioni Launch Statistics e Occupancy non sono state raccolte
report-sections-launch-stats = la sezione Launch Statistics non è stata raccolta
report-sections-occupancy = la sezione Occupancy non è stata raccolta
report-profile-again = profila di nuovo con ncu --section LaunchStats --section Occupancy -o REPORT your_program (il set predefinito di Nsight Compute le include entrambe)
report-not-collected = { $sections } per { $launches ->
    [one] il lancio di questo report
    [many] nessuno dei lanci di questo report ({ $launches } di lanci in tutto)
   *[other] nessuno dei lanci di questo report ({ $launches } in tutto)
}, quindi non c'è nulla da confrontare con il modello: { report-profile-again }
report-not-collected-launch = ID { $id }: { $sections } per questo lancio: { report-profile-again }
run-not-json = non è un'esecuzione: il file non è JSON ({ $why })
run-no-version = non è un'esecuzione: manca schema_version (questa versione di Occupancy Lab legge le versioni da 1 a { $current })
run-unknown-version = schema_version { $version } sconosciuta: questa versione di Occupancy Lab legge le versioni da 1 a { $current } (potrebbe averla scritta un occlab più recente)
run-not-valid = esecuzione non valida: { $why }
run-not-an-object = un'esecuzione è un oggetto JSON
run-field-empty = { $field } è vuoto
run-field-too-long = { $field } è più lungo di { $max } caratteri
run-field-control-character = { $field } contiene un carattere di controllo
run-field-not-positive = { $field } deve essere un numero finito maggiore di 0
run-field-zero = { $field } deve essere almeno 1
run-field-too-many = { $field } ha { $entries ->
    [one] { $entries } elemento
    [many] { $entries } di elementi
   *[other] { $entries } elementi
}; ne sono ammessi al massimo { $max }
run-field-unknown-cc = { $field } «{ $value }» non è una compute capability che Occupancy Lab conosce (vedi occlab caps)
run-field-agreements-exceed = { $field } supera occupancy_check.configurations
run-field-disagreements-unlisted = { $field } deve elencare ogni configurazione in cui non c'è accordo (agreements + disagreements = configurations)
run-field-parallelism = { $field } deve essere un numero intero da 1 a { $max }
run-field-unit = { $field } deve essere { $unit } per { $workload }
run-field-percentiles = { $field } deve avere p10 ≤ p50 ≤ p90 ≤ p99
run-field-no-such-sm = { $field } è { $sm }, ma il dispositivo ha { $sms } (da 0 a { $last })
run-field-end-before-start = { $field } precede il suo start_ns
run-field-unknown-experiment = { $field }: { $value } non è uno tra vector_add, fma_ilp1, fma_ilp2, fma_ilp4 (schema_version 1)
run-field-missing = manca { $field }: un punto { $workload } ne ha bisogno
run-field-not-for-workload = { $field } non fa parte di un punto { $workload }
run-field-needs-version = { $field } richiede schema_version { $version } o successiva
run-kernel-refused = il kernel dell'esecuzione non si può confrontare con il modello: { $field }: «{ $value }» non è ammesso. Inserisci { $range }.
run-lacks-grid-sizes = l'esecuzione non si può leggere: i suoi wave hanno meno di due dimensioni della griglia
run-lacks-blocks = l'esecuzione non si può leggere: la sua cronologia non contiene nessun blocco
run-lacks-curves = l'esecuzione non si può leggere: il modello si calibra su una curva stream e una curva di catene di FMA
runs-no-name = (senza nome)
runs-file-refused = { $file }: { $why }
runs-answer-not-understood = la risposta del server non è comprensibile: { $why }
runs-answer-no-run = la risposta del server non contiene nessuna esecuzione

## Input rifiutati, nelle parole del modello
# Che cosa dice occlab del valore di un flag, di una riga o dell'intestazione di un CSV, di una
# dimensione di cluster, di un parametro di occlab latency o di un dispositivo indicato accanto a
# un'esecuzione, e il pannello di import di un kernel che il modello non sa calcolare. Un campo è
# nominato dal suo flag o dalla sua colonna CSV, lasciati come sono, e descritto.

input-refused = { $name } ({ $field }): «{ $value }» non è ammesso; è atteso { $allowed }
field-desc-cc = compute capability
field-desc-gpu = GPU
field-desc-threads = thread per blocco
field-desc-registers = registri per thread
field-desc-smem-static = memoria condivisa statica per blocco (byte)
field-desc-smem-dynamic = memoria condivisa dinamica per blocco (byte)
field-desc-max-dynamic-smem = massima memoria condivisa dinamica per blocco (byte)
field-desc-carveout = carveout della memoria condivisa (%)
field-desc-cache-config = configurazione della cache
field-desc-barriers = barriere per blocco
field-desc-virtual-resources = risorse virtuali per blocco
field-desc-partitioned-gc = caching globale partizionato
field-desc-max-threads = massimo di thread per blocco del kernel
field-desc-blocks = blocchi per SM
field-desc-sms = numero di SM
field-desc-grid = dimensione della griglia (blocchi)
field-desc-arith-latency = latenza aritmetica (cicli)
field-desc-mem-latency = latenza della memoria (cicli)
field-desc-issue-rate = velocità di emissione (istruzioni di warp per ciclo per SM)
field-desc-ilp = parallelismo a livello di istruzioni (istruzioni indipendenti per warp)
field-desc-bandwidth = larghezza di banda della memoria (byte per ciclo per SM)
field-desc-bytes-per-load = byte per caricamento di un warp
field-desc-loads-in-flight = caricamenti in volo per warp
field-desc-lanes = lane di esecuzione per SM
field-desc-latency-bound = limite di latenza (cicli per warp)
field-desc-throughput-bound = limite di throughput (warp per ciclo per SM)
field-desc-cuda-core = istruzioni per i CUDA core per warp
field-desc-sfu = istruzioni SFU per warp
field-desc-shared-cycles = cicli dei banchi di memoria condivisa per warp
field-desc-memory-bytes = byte di DRAM per warp
field-desc-issue-slots = slot di emissione per warp
field-desc-cluster = dimensione del cluster (blocchi)
allowed-range = { $low }–{ $high }
allowed-bytes = { $low }–{ $high } byte, o con un'unità (48 KiB, 48 KB e 48K sono { $example } byte)
allowed-whole-number = un numero intero
allowed-smaller = un numero più piccolo
allowed-above-zero = un numero maggiore di 0 e al massimo 10^12
allowed-from-zero = un numero da 0 a 10^12
allowed-used-mix = un mix di istruzioni che usi almeno una risorsa
allowed-cc = uno tra { $known }
allowed-cc-header = uno tra { $known } ({ $cc } è nota all'header di occupancy di NVIDIA, ma { $missing })
allowed-non-portable = non_portable 0 o 1
allowed-cluster-size = 1–{ $max } (fino a { $non_portable } con l'attributo non portabile)
allowed-blocks-that-fit = 1–{ $fit } (i blocchi per SM che entrano senza memoria condivisa dinamica)
setting-key-refused = { $key } ({ $setting }): «{ $typed }» non è ammesso; è atteso { $allowed }
setting-key-missing = { $key } ({ $setting }): inserisci { $allowed }
header-unknown-column = colonna sconosciuta `{ $column }`; le colonne sono { $known }
header-missing-columns = { $n ->
    [one] manca la colonna { $columns }; l'intestazione deve nominare { $required }
    [many] mancano le colonne { $columns }; l'intestazione deve nominare { $required }
   *[other] mancano le colonne { $columns }; l'intestazione deve nominare { $required }
}
cluster-error-no-gpu = l'occupancy dei cluster richiede una GPU, non solo una compute capability: dipende da come gli SM della GPU sono raggruppati in GPC
cluster-error-no-clusters = in Occupancy Lab la compute capability { $cc } non ha dati sui cluster di blocchi di thread: i cluster sono arrivati con Hopper, e i loro limiti finora sono misurati solo su { $measured }
cluster-error-no-gpc-layout = la disposizione dei GPC di { $gpu } non è nota (l'occupancy dei cluster ne ha bisogno; GPU misurate finora: H100 SXM5 80GB, H200 SXM 141GB)
cluster-error-size = { $error } (il runtime risponde cudaErrorInvalidClusterSize)
run-device-mismatch = { $named } non è il dispositivo misurato dall'esecuzione, { $measured }: l'esecuzione stabilisce la GPU, quindi ometti il dispositivo o usa un'esecuzione di quella GPU
run-device-gpu = { $gpu } (compute capability { $cc }, { $sms })
run-device-cc = compute capability { $cc }
