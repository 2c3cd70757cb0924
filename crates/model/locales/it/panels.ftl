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
latency-sms-in-waves-panel = il numero di SM (nel pannello delle wave)
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
} / ciclo = { $in_flight ->
    [one] { $in_flight } istruzione
    [many] { $in_flight } di istruzioni
   *[other] { $in_flight } istruzioni
} in volo per SM; ÷ { $ilp ->
    [one] { $ilp } indipendente
    [many] { $ilp } di indipendenti
   *[other] { $ilp } indipendenti
} per warp = { $warps } warp per SM
latency-memory = { $latency ->
    [one] { $latency } ciclo
    [many] { $latency } di cicli
   *[other] { $latency } cicli
} × { $bytes_per_cycle } B / ciclo = { $in_flight } B in volo per SM; ÷ ({ $warp_load } B per caricamento di un warp × { $loads } in volo per warp) = { $warps } warp per SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms } SM) = { $bytes_per_cycle } B per ciclo per SM
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } = { $cycles ->
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
latency-model = Throughput dei warp ≈ min(n / { $latency }, { $throughput }) warp per ciclo per SM; occupancy necessaria ≈ { $latency } × { $throughput } = { $needed } warp per SM.
mode-latency-bound = limitato dalla latenza: { $warps } dei { $needed } warp necessari
mode-throughput-bound = limitato dal throughput ({ $resource }) con { $warps } warp
mode-no-warps = Nessun warp in esecuzione: il lancio non è valido.
mode-rate = { $mode } · ≈ { $now } su { $ceiling } { $unit }
mode-no-rate = { $mode } · nessun valore in { $unit } da mostrare: il mix non contiene { $work }
mode-work-dram-bytes = byte di DRAM
mode-work-cuda-core = istruzioni per i CUDA core

## Latency hiding: la risposta

hiding-you-have = Hai { $warps } per SM.
hiding-answer-textbook = { $you } Secondo il manuale questo kernel ha bisogno di circa { $needed } warp (non è aperta nessuna esecuzione misurata di questa GPU).
hiding-answer-run = { $you } Su questa GPU questo kernel ha bisogno di { $needed } (calibrato sull'esecuzione misurata della { $gpu }) e di { $textbook } secondo il manuale.
hiding-answer-measured = { $you } Su questa GPU questo kernel ha bisogno di { $needed } (calibrato sull'esecuzione misurata della { $gpu }) e di { $textbook } secondo il manuale; l'esecuzione ha misurato { $measured } ({ $what }).
hiding-answer-nearest = { $you } Su questa GPU questo kernel ha bisogno di { $needed } (calibrato sull'esecuzione misurata della { $gpu }) e di { $textbook } secondo il manuale; per il kernel più simile dell'esecuzione, { $what }, la misura è { $measured }.
hiding-about = circa { $warps }
hiding-no-warps = zero warp
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
latency-hardware = Hardware
latency-no-run = Non è aperta nessuna esecuzione misurata, quindi risponde solo il manuale. Un'esecuzione misurata su una GPU { $architecture } calibra il modello: aprine una nel pannello delle esecuzioni qui sotto (le scrive { $command }) o apri una delle esecuzioni misurate per questo laboratorio:
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

latency-cli-heading = Latency hiding sulla compute capability { $cc }
latency-cli-heading-gpu = Latency hiding sulla compute capability { $cc }, { $gpu }
latency-cli-heading-run = Latency hiding sulla compute capability { $cc }, { $run } dell'esecuzione misurata
latency-cli-stand-in = (SM, clock e larghezza di banda della { $gpu }, la prima GPU di compute capability { $cc }; --sms, --clock e --bandwidth li sostituiscono)
latency-cli-throughput = Limite di throughput: cicli in cui ogni risorsa è occupata per warp, per SM
latency-cli-tightest = ← il più stretto
latency-cli-at-warps = Con { $warps } warp per SM: { $mode }
latency-cli-needed = Warp necessari per SM: manuale { $textbook }, { $model } { $knee }, misurati { $measured }
latency-cli-none = nessuno
latency-curve-calibrated = calibrato dall'esecuzione
latency-curve-textbook = manuale
latency-col-blocks = blocchi
latency-col-warps = warp

## La legenda del grafico del throughput (il pannello del latency hiding)

axis-warps-occupancy = warp per SM (occupancy)
chart-knee = ginocchio
throughput-summary = Grafico: throughput in { $unit } rispetto ai warp per SM da 1 a { $max }: n × { $per_warp } { $unit } fino al tetto di { $ceiling } { $unit }, raggiunto a { $knee } warp.{ $current }
throughput-summary-current = { " " }Con i { $warps } warp del calcolatore: { $rate } { $unit }.
throughput-summary-none = { " " }Con la configurazione del calcolatore non è in esecuzione nessun warp.

key-latency-bound = limite di latenza da manuale: n / latenza
key-throughput-bound = limite di throughput da manuale
key-lower-of-two = il modello da manuale: il minore dei due
key-knee = ginocchio: l'occupancy necessaria secondo il manuale
key-calibrated = - - calibrato sull'esecuzione misurata, per blocchi interi
key-measured = × misurato dall'esecuzione
key-occupancy = ● l'occupancy del calcolatore

## Le esecuzioni misurate

not-loaded-runs-panel = Impossibile caricare il pannello delle esecuzioni: ricarica la pagina per riprovare.
