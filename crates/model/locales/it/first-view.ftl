# I messaggi di Occupancy Lab in italiano, tradotti dal catalogo inglese (en/first-view.ftl)
# (docs/TRANSLATION.md spiega come sono stati fatti; docs/GLOSSARY.md contiene i termini).
# I nomi di Nsight Compute (Block Limit Registers, Theoretical Occupancy, Waves Per SM) non sono
# messaggi: restano come li stampa il profiler, con accanto una glossa (gloss-*) nelle altre
# lingue. Gli argomenti sono tipizzati dal modello: conteggi, percentuali e byte arrivano già
# scritti nel modo della lingua.

## Nomi con conteggio

threads = { $n ->
    [one] { $n } thread
    [many] { $n } thread
   *[other] { $n } thread
}
registers = { $n ->
    [one] { $n } registro
    [many] { $n } registri
   *[other] { $n } registri
}
warps = { $n ->
    [one] { $n } warp
    [many] { $n } warp
   *[other] { $n } warp
}
blocks = { $n ->
    [one] { $n } blocco
    [many] { $n } blocchi
   *[other] { $n } blocchi
}
active-blocks = { $n ->
    [one] { $n } blocco attivo
    [many] { $n } blocchi attivi
   *[other] { $n } blocchi attivi
}

## Elenchi: "registri e memoria condivisa", "warp, registri e blocchi per SM"

list-two = { $first } e { $last }
list-or-two = { $first } o { $last }
list-more = { $first }, { $rest }
sum = { $first } + { $rest }

## Un valore da solo

byte-count = { $n } B
value = { $value }
no-limit = nessun limite

## Il dispositivo

device-cc = Compute capability { $cc } ({ $architecture })
device-gpu = Compute capability { $cc } ({ $architecture }), { $gpu }
device-cc-short = compute capability { $cc }

## Il report di occupancy (occlab calc, il calcolatore)

occupancy-heading = { $device } · { $threads }, { $registers }, memoria condivisa { $static } statica + { $dynamic } dinamica
warps-of-max = { $active } warp su { $max }
limiter-warps = warp
limiter-registers = registri
limiter-shared_memory = memoria condivisa
limiter-blocks = blocchi per SM
limiter-barriers = barriere
limiter-virtual_resources = risorse virtuali
limiters-none = nessun fattore
limited-by = Limitata da { $limiters }
illegal-launch = Lancio non valido: nessun blocco di questo kernel può essere eseguito su { $device }, quindi il lancio fallirebbe:
announcement = Occupancy { $occupancy }: { $blocks } e { $warps } per SM, limitata da { $limiters }.
announcement-illegal = Lancio non valido: nessun blocco può essere eseguito.
working-registers = Registri: { $working }
working-shared-memory = Memoria condivisa: { $working }
registers-working = { $registers } × { $lanes } lane = { $requested }, arrotondato per eccesso a un multiplo di { $unit } → { $per_warp } per warp; × { $warps } → { $per_block } per blocco; l'SM ne ha { $sm }, un blocco può usarne { $block_max }.
registers-working-rounded = { $registers } × { $lanes } lane = { $requested }, arrotondato per eccesso a un multiplo di { $unit } → { $per_warp } per warp; × { $warps } → { $per_block } per blocco ({ $checked } come li conta l'hardware, con i warp arrotondati per eccesso a { $sub_partitions } sub-partition del register file); l'SM ne ha { $sm }, un blocco può usarne { $block_max }.
smem-static = { $bytes } statica
smem-dynamic = { $bytes } dinamica
smem-reserved = { $bytes } riservata dal sistema
shared-memory-working = { $parts } = { $requested }, arrotondato per eccesso a un multiplo di { $unit } → { $per_block } per blocco (al massimo { $limit }); la memoria condivisa dell'SM è impostata a { $sm }.
shared-memory-working-preference = { $parts } = { $requested }, arrotondato per eccesso a un multiplo di { $unit } → { $per_block } per blocco (al massimo { $limit }); la memoria condivisa dell'SM è impostata a { $sm } (la preferenza di carveout chiedeva { $preference }).

## Prossime soglie e griglia (calcolatore)

cliff-registers-down = ≤ { $registers } → { $outcome }
cliff-registers-up = ≥ { $registers } → { $outcome }
cliff-threads = { $threads } per blocco → { $outcome }
cliff-smem-more = { $sign }{ $bytes } di memoria condivisa → { $blocks } in più ({ $outcome })
cliff-smem-fewer = { $sign }{ $bytes } di memoria condivisa → { $blocks } in meno ({ $outcome })
cliff-outcome = { $blocks }, { $occupancy }
cliff-launch-fails = il lancio fallisce
grid-line = Griglia: { $blocks } = { $waves } wave; un full wave comprende { $full_wave } ({ $per_sm } per SM × { $sms } SM).
grid-line-illegal = Griglia: { $blocks }. { illegal-grid }
illegal-grid = Lancio non valido: nessun blocco entra in un SM, quindi la griglia non viene mai eseguita.
grid-without-sms = Griglia: { $blocks } (inserisci il numero di SM per vedere in quanti wave viene eseguita).

## Perché un lancio non può essere eseguito

violation-threads = { $requested } thread per blocco superano di { $over } il massimo di { $max } del dispositivo
violation-registers-per-thread = { $requested } registri per thread superano di { $over } il massimo di { $max }
violation-registers-per-block = il blocco richiede { $requested } registri (con i warp arrotondati per eccesso a { $sub_partitions } sub-partition) e supera di { $over } il limite di { $max } per blocco
violation-registers-pascal = il blocco sta nel register file di GP100 ma non nelle 4 sub-partition di GP10x (limite di { $max } per blocco); il runtime lo rifiuta su tutte le GPU Pascal
violation-dynamic-smem-device = { $requested } di memoria condivisa dinamica superano di { $over } il massimo che un blocco può ottenere con l'opt-in su questo dispositivo ({ $max } con questa memoria condivisa statica)
violation-dynamic-smem-kernel = { $requested } di memoria condivisa dinamica superano di { $over } il limite di { $max } del kernel (alzalo con cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...))
violation-smem-per-block = il blocco alloca { $requested } di memoria condivisa e supera di { $over } il limite di { $max } per blocco
violation-barriers = il blocco usa { $requested } barriere ma l'SM ne ha { $available }
violation-virtual-resources = il blocco usa { $requested } risorse virtuali ma l'SM ne ha { $available }
violation-partitioned-caching = il caching globale partizionato è forzato e il blocco non entra in mezzo SM

## Note su un lancio valido

note-opt-in = più di 48 KiB di memoria condivisa per blocco: si presume che il kernel abbia fatto l'opt-in con cudaFuncSetAttribute (limite dinamico { $limit })
note-carveout-raised = un blocco richiede più memoria condivisa per SM della preferenza indicata ({ $preference }); il driver usa invece { $used }
note-carveout-ignored = la preferenza di carveout non ha effetto prima della compute capability 7.0
note-cache-config-ignored = qui la configurazione della cache non ha effetto
note-idle-lanes = l'ultimo warp di ogni blocco ha { $lanes ->
    [one] { $lanes } lane inattiva
    [many] { $lanes } lane inattive
   *[other] { $lanes } lane inattive
}
note-partitioned-caching-off = caching globale partizionato disattivato: un blocco non entra in mezzo SM
note-partitioned-caching-unsupported = questo dispositivo non ha il caching globale partizionato
note-launch-refused = cudaOccupancyMaxActiveBlocksPerMultiprocessor conta questi blocchi, ma il lancio stesso fallisce (cudaErrorInvalidValue): { $requested } di memoria condivisa dinamica superano il valore di cudaFuncAttributeMaxDynamicSharedMemorySize del kernel ({ $limit })
note-header-limiters = anche l'header di occupancy di CUDA (cudaOccMaxActiveBlocksPerMultiprocessor) mette { $extra } tra i fattori limitanti, perché li registra prima di applicare il limite delle barriere. Il risultato, { $blocks }, dipende solo da { $binding }

## Glosse dei nomi di Nsight Compute: vuote in inglese, dove il nome stesso è la glossa

gloss-none = { "" }
gloss-theoretical_occupancy = Occupancy teorica: limite dato dalla configurazione di lancio e dalle risorse del kernel
gloss-active_blocks = Blocchi attivi contemporaneamente su un SM
gloss-active_warps = Warp attivi contemporaneamente su un SM
gloss-active_threads = Thread attivi contemporaneamente su un SM
gloss-warps_per_block = Warp per blocco (thread per blocco ÷ 32, per eccesso)
gloss-limit_warps = Blocchi per SM consentiti dai warp (warp dell'SM ÷ warp per blocco)
gloss-limit_registers = Blocchi per SM consentiti dai registri
gloss-limit_shared_memory = Blocchi per SM consentiti dalla memoria condivisa
gloss-limit_blocks = Massimo hardware di blocchi per SM per la compute capability
gloss-limit_barriers = Blocchi per SM consentiti dalle barriere (da CC 9.0, se il kernel le usa)
gloss-limit_virtual_resources = Blocchi per SM consentiti dalle risorse virtuali

## La tabella dei limiti di blocchi del calcolatore

limits-caption = Limiti di blocchi per SM (blocchi consentiti da ciascuna risorsa)
limits-limit = Limite
limits-blocks = Blocchi
limits-limiting = Limitante
limits-limiting-mark = ◀ limitante

## Il riepilogo e la spiegazione del calcolatore

summary-theoretical-occupancy = occupancy teorica
summary-active-blocks = Blocchi attivi per SM
summary-active-warps = Warp attivi per SM
summary-active-threads = Thread attivi per SM
summary-warps-per-block = Warp per blocco
summary-stale = Viene mostrato l'ultimo risultato valido: correggi il campo segnato in rosso.
explanation-heading = Come sono state allocate le risorse
explanation-cliffs = Prossime soglie
explanation-no-cliffs = Nessun input può cambiare i blocchi per SM entro l'intervallo ammesso dal dispositivo.

## Il suggerimento della dimensione di blocco (il calcolatore, occlab suggest)

suggest-button = Suggerisci la dimensione del blocco
suggest-none = Nessuna dimensione di blocco può eseguire questo kernel: registri, memoria condivisa o barriere non entrano.
suggest-headline = { $blocks } per SM, { $warps } per SM, occupancy { $occupancy }.
suggest-per-block = { " " }per blocco: { $headline }
suggest-wave = Griglia minima per un full wave su { $device } ({ $sms } SM): { $blocks }.
suggest-wave-grid = Griglia minima per un full wave su { $device } ({ $sms } SM): { $blocks }. { $fits }
suggest-grid-fills = La tua griglia di { $grid ->
    [one] { $grid } blocco
    [many] { $grid } di blocchi
   *[other] { $grid } blocchi
} copre almeno un full wave.
suggest-grid-short = La tua griglia di { $grid ->
    [one] { $grid } blocco
    [many] { $grid } di blocchi
   *[other] { $grid } blocchi
} non arriva a un full wave: alcuni SM resterebbero inattivi.
suggest-wave-no-sms = Griglia minima per un full wave: { $blocks } per SM × il numero di SM della GPU (scegli una GPU per calcolarla).
suggest-use = Usa { $threads } per blocco

## Cluster di blocchi di thread (il calcolatore, dalla compute capability 9.0)

clusters-heading = Cluster di blocchi di thread
cluster-size-label = Dimensione del cluster (blocchi)
cluster-size-placeholder = nessuno
cluster-non-portable = Dimensioni non portabili (fino a { $max })
cluster-refused = Dimensione del cluster: «{ $value }» non è ammesso. Inserisci { $range }.
cluster-refused-runtime = Dimensione del cluster: «{ $value }» non è ammesso (il runtime risponde cudaErrorInvalidClusterSize). Inserisci { $range }.
cluster-range = un numero intero da 1 a { $max } (fino a { $non_portable } con le dimensioni non portabili)
cluster-range-non-portable = un numero intero da 1 a { $max }
clusters-need-a-gpu = L'occupancy dei cluster richiede una GPU, non solo una compute capability: dipende da come gli SM della GPU sono raggruppati in GPC. Scegli una GPU.
clusters-no-gpc-layout = La disposizione dei GPC di { $gpu } non è nota, e l'occupancy dei cluster ne ha bisogno (GPU misurate finora: H100 SXM5 80GB, H200 SXM 141GB).
clusters-none = In Occupancy Lab la compute capability { $cc } non ha cluster di blocchi di thread.

## I grafici di impatto (il calcolatore; occlab sweep --svg)

chart-block-size = Effetto della dimensione del blocco
chart-registers = Effetto del numero di registri per thread
chart-shared-memory = Effetto della memoria condivisa per blocco
chart-limits-this-launch = { $title } (limita questo lancio)
chart-limits-callout = limita questa configurazione
axis-threads-per-block = thread per blocco
axis-registers-per-thread = registri per thread
axis-shared-memory-per-block = memoria condivisa per blocco (statica + dinamica)
axis-active-warps = warp attivi per SM
chart-point = { $x } → { $warps } per SM ({ $blocks }), limitati da { $limiters }
chart-summary = Grafico: warp attivi per SM rispetto a { $axis }, da { $first } a { $last }. { $current }
chart-summary-current = La configurazione attuale, { $x }, dà { $warps } su { $max }.
chart-summary-off = La configurazione attuale è fuori da questo grafico.
chart-hint-pointer = Passa col puntatore, o dai il focus e usa ← →, per leggere un valore; fai clic o premi Invio per usarlo.
chart-hint-touch = Tocca un punto per usarne il valore; la tabella dei dati li elenca tutti.
chart-table-show = Mostra i dati in una tabella
chart-table-hide = Nascondi la tabella dei dati
table-active-warps = Warp attivi per SM
table-active-blocks = Blocchi attivi per SM
table-limited-by = Limitata da
legend-heading = Colore della curva: fattore limitante
legend-current = ● configurazione attuale

## I valori del link che non si sono potuti usare

link-errors-heading = Alcuni valori di questo link non si sono potuti usare:
link-errors-dismiss = Chiudi
link-fallback = Link: { $error } Al suo posto: { $fallback }.
link-the-preset = il valore preimpostato
link-setting-refused = { $key }: «{ $value }» non è ammesso (il pannello del latency hiding dice quali valori accetta).
link-unit-refused = Link: unit: «{ $value }» non è ammesso; valori ammessi: gbs o gflops. Al suo posto: gbs.
link-run-refused = Link: run: «{ $value }» non indica alcuna esecuzione; valori ammessi: none, un'esecuzione del repository ({ $runs }) o il numero di un'esecuzione del server.
link-non-portable-refused = Link: non_portable: «{ $value }» non è ammesso; valori ammessi: 0 o 1. Al suo posto: 0.
link-view-refused = Link: view: «{ $value }» non è ammesso; valore ammesso: class. Si mostra il calcolatore.
gpu-unknown = GPU sconosciuta «{ $query }».
gpu-unknown-suggest = GPU sconosciuta «{ $query }»; forse { $names }?
gpu-no-cc = la GPU { $gpu } non ha una compute capability.
cc-refused = Compute capability: «{ $value }» non è ammessa; valori ammessi: uno tra { $known }.
cc-refused-header = Compute capability: «{ $value }» non è ammessa; valori ammessi: uno tra { $known } ({ $cc } è nota all'header di occupancy di NVIDIA, ma { $missing }).
link-no-clusters = nessun cluster

## Input del kernel e dispositivo

inputs-heading = Kernel e lancio
inputs-any-block-size = Qualsiasi dimensione di blocco (non solo warp interi)
inputs-grid-hint = La dimensione della griglia si imposta nel pannello dei wave qui sotto.
inputs-carveout-default = Predefinito del driver (nessuna preferenza)
field-threads = Thread per blocco
field-registers = Registri per thread
field-smem-static = Memoria condivisa statica per blocco
field-smem-dynamic = Memoria condivisa dinamica per blocco
field-barriers = Barriere per blocco
field-grid = Dimensione della griglia
field-carveout = Carveout della memoria condivisa
unit-threads = thread
unit-registers = registri
unit-bytes = byte
unit-barriers = barriere
unit-blocks = blocchi
field-refused = { $field }: «{ $value }» non è ammesso. Inserisci { $range }.
field-refused-limit = { $field }: «{ $value }» non è ammesso. Inserisci { $range }; { $limit } su { $device }.
range-whole = un numero intero da { $low } a { $high }
range-size = una dimensione da { $low } a { $high } byte, o con un'unità (48 KiB, 48 KB e 48K sono { $example } byte)
range-carveout = «default» o una percentuale intera 0–100
carveout-placeholder = predefinito
limit-threads = un blocco ha al massimo { $max } thread
limit-registers = un thread ha al massimo { $max } registri
limit-smem-static = un blocco ha al massimo { $max } di memoria condivisa statica
limit-smem-dynamic = un blocco ha al massimo { $max } di memoria condivisa
limit-smem-dynamic-optin = un blocco ha al massimo { $max } di memoria condivisa, { $optin } con l'opt-in di cudaFuncSetAttribute
limit-barriers = un blocco ha al massimo { $max } barriere
device-heading = Dispositivo
device-search-placeholder = Cerca: 4090, A100, Hopper, 8.6…
device-search-label = Cerca GPU e compute capability
device-no-match = Nessuna GPU o compute capability corrisponde.
device-title-cc = Compute capability { $cc }
device-option = { $gpu } · { $sms } SM · CC { $cc }
device-facts-gpu = { $sms } SM · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · numero di SM non noto (scegli una GPU o inseriscilo nel pannello dei wave)
device-best-matches = Migliori corrispondenze
device-compute-capabilities = Compute capability (senza numero di SM)

## Le regioni della pagina, come le nomina uno screen reader

region-controls = Dispositivo e kernel
region-results = Risultati
region-charts = Grafici
region-panels = Wave, latency hiding, importazione ed esecuzioni

## Intestazione

masthead-subtitle = calcolatore di occupancy CUDA
masthead-show-calculator = Mostra il calcolatore
toolbar-copy-link = Copia il link
toolbar-link-copied = Link copiato.
toolbar-copy-refused = La copia è stata rifiutata; il link è nella barra degli indirizzi.
toolbar-projector = Modalità proiettore
toolbar-dark-theme = Tema scuro

## Il posto dei pannelli inferiori, prima che arrivino il loro codice e i loro testi

lower-panels-show = Mostra i pannelli dei wave, del latency hiding, dell'importazione e delle esecuzioni
lower-panels-loading = Caricamento dei pannelli dei wave, del latency hiding, dell'importazione e delle esecuzioni…
not-loaded-lower-panels = Impossibile caricare i pannelli dei wave, del latency hiding, dell'importazione e delle esecuzioni: ricarica la pagina per riprovare.
panels-not-loaded = Impossibile caricare i testi dei pannelli ({ $why }): ricarica la pagina per riprovare.

## Scelta della lingua

language-label = Lingua
language-unknown = Nessun catalogo per “{ $asked }”: la pagina è in inglese (English). È disponibile anche in Русский, 中文, Italiano e 한국어 (con il selettore in alto).
language-not-loaded = Impossibile caricare il catalogo { $language } ({ $why }): la pagina è in inglese (English).
