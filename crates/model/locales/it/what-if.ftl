# Messaggi di Occupancy Lab in italiano, la parte «what-if»: traduzione di en/what-if.ftl (che cosa
# farebbe un'altra occupancy a un kernel profilato; occlab import --what-if) e le grandezze del
# profilo che legge.

## La frase

what-if-raise = Portare l'occupancy da { $from } a { $to } ridurrebbe il tempo di questo kernel di circa il { $cut }%{ $ncu }: { $reason }.
what-if-lower = Abbassare l'occupancy da { $from } a { $to } ridurrebbe il tempo di questo kernel di circa il { $cut }%{ $ncu }: { $reason }.
what-if-raise-no-gain = Portare l'occupancy da { $from } a { $to } non renderebbe questo kernel più veloce{ $ncu }: { $reason }.
what-if-raise-slower = Portare l'occupancy da { $from } a { $to } renderebbe questo kernel più lento di circa il { $slower }%{ $ncu }: { $reason }.
what-if-at-most = A { $from }, il massimo che questa dimensione di blocco consente, nessuna occupancy più bassa risulta più veloce{ $ncu }: { $reason }.
what-if-ncu = {" "}(Nsight Compute stima il { $cut }%)
what-if-ncu-local = {" "}(Nsight Compute stima un { $cut }% locale)
what-if-ncu-at = {" "}(Nsight Compute stima il { $cut }% a { $at })
what-if-ncu-at-local = {" "}(Nsight Compute stima un { $cut }% locale a { $at })

## Perché un livello va come va

what-if-reason-small-grid = la griglia ({ $grid ->
    [one] { $grid } blocco
   *[other] { $grid } blocchi
}) non riempie più di un wave a questo livello: gli slot di blocco in più restano vuoti
what-if-reason-latency = le attese dei warp non sono ancora nascoste con { $warps } warp per SM
what-if-reason-queueing = i load fanno la coda in un sistema di memoria carico con { $warps } warp per SM (DRAM al { $dram }%, L2 al { $l2 }% del picco)
what-if-reason-dram = la banda della DRAM è satura ({ $dram }% del picco)
what-if-reason-sm = gli slot di issue e le pipeline dell'SM sono saturi ({ $sm }% del picco)
what-if-reason-l1 = il throughput di L1 e memoria condivisa è saturo ({ $l1 }% del picco)
what-if-reason-l2 = il throughput della L2 è saturo ({ $l2 }% del picco)
what-if-reason-together = { $bounds } insieme fissano il tempo, senza che nessuno sia da solo il limite
what-if-bound-latency = le attese dei warp con { $warps } warp per SM
what-if-bound-queueing = le attese dei warp con { $warps } warp per SM (con i load in coda fino a { $factor }× la latenza a vuoto)
what-if-bound-sm = l'issue dell'SM ({ $sm }% del picco)
what-if-bound-l1 = la L1 ({ $l1 }% del picco)
what-if-bound-l2 = la L2 ({ $l2 }% del picco)
what-if-bound-lines = i miss in volo che { $l1 } di L1 consentono
what-if-reason-capacity = il sistema di memoria non serve più in fretta gli accessi di questo kernel, pur senza essere al limite della banda (DRAM { $dram }%, L2 { $l2 }% del picco): atomiche contese o righe sparse
what-if-reason-lines = i { $l1 } di L1 che lascia una configurazione di memoria condivisa da { $config } limitano i miss in volo
what-if-reason-throttled = un'unità che i warp attendono è satura (passano il { $share }% del tempo in attesa della sua coda)
what-if-reason-block-starts = l'SM avvia un blocco ogni { $cycles } cicli, quindi { $blocks ->
    [one] il suo { $blocks } blocco richiede
   *[other] i suoi { $blocks } blocchi richiedono
} lo stesso tempo a qualsiasi occupancy
what-if-reason-partial-wave = { $reason }; l'ultimo wave è parziale ({ $blocks } di { $of } blocchi per SM)

## Note: la configurazione della memoria condivisa, la via dei registri

what-if-note-already = Già a { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM ({ $occupancy }) il tempo previsto si scosta al più del { $tie }% da quello del livello più veloce, quindi i registri e la memoria condivisa che i livelli superiori richiederebbero si possono spendere altrimenti: { $reason }.
what-if-note-configuration = Forzata con memoria condivisa dinamica, la configurazione della memoria condivisa lascia troppa poca L1 per i miss in volo a { $ranges }.
what-if-note-reuse = Nel profilo il { $hit }% dei load globali colpisce la L1, i cui { $l1 } contenevano i dati dei blocchi residenti (circa { $bytes } per blocco). A { $ranges } quei dati non ci stanno più: se il riuso è di ciascun blocco (una riga riletta), quei livelli lo perdono e sono più lenti del previsto, perché la previsione mantiene l'hit rate del profilo; se i dati sono condivisi da tutti i blocchi, lo mantengono.
what-if-range = { $first }–{ $last } blocchi per SM ({ $config } di memoria condivisa, { $l1 } di L1)
what-if-range-one = { $first ->
    [one] { $first } blocco
   *[other] { $first } blocchi
} per SM ({ $config } di memoria condivisa, { $l1 } di L1)
what-if-note-registers = Raggiunti con i registri invece che con memoria condivisa dinamica, { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM manterrebbero una configurazione di memoria condivisa da { $config } ({ $l1 } di L1) e richiederebbero { $registers }× il tempo profilato invece di { $padding }×.
what-if-note-registers-same = Raggiunti con i registri invece che con memoria condivisa dinamica, nessun livello cambierebbe il suo tempo di più del { $share }%.
what-if-note-loads-per-wait = I contatori per istruzione del report mostrano i suoi warp in attesa di { $loads } load globali alla volta, quindi il carico della memoria nel profilo è letto come un viaggio di andata e ritorno ogni { $loads } load, non per ciascuno.
what-if-note-one-wave = Tutti i { $blocks } blocchi dell'SM più carico erano residenti fin dall'inizio, senza altri a seguire, e i loro warp hanno occupato in media { $filled } di quei { $blocks } posti di blocco: i blocchi sono durati tempi diversi, e il più lungo ha fissato la durata del lancio. I livelli inferiori sono letti dai posti che i warp hanno occupato; dove le durate dei blocchi differiscono molto, quei livelli sono più veloci del previsto.
what-if-note-constant-cache = Nel profilo un warp ha atteso { $cycles } cicli per istruzione, il { $share }% del suo tempo, per i miss della cache delle costanti. La previsione mantiene quell'attesa a ogni livello. Dove i blocchi residenti leggono costanti diverse (filtri o tabelle per blocco), i miss crescono con i blocchi per SM: i livelli sopra il profilo possono essere più lenti, e quelli sotto più veloci, del previsto.
what-if-note-l1-queue = Nel profilo la cache L1/TEX lavorava al { $busy }% del suo picco, quindi parte di ciò che i suoi warp hanno atteso (gli hit dei load, la memoria condivisa) era la sua coda, che meno warp accorciano. La previsione mantiene quell'attesa { $blocks ->
    [1] a 1 blocco per SM
   *[other] a { $blocks } blocchi per SM o meno
}, livelli che possono essere più veloci del previsto: sotto profili con la L1 così carica, i kernel di validazione del laboratorio sono stati previsti in mediana più lenti del { $slower }% rispetto al misurato, e il { $within }% di quelle previsioni è rimasto entro il 10%.
what-if-note-short-queue = I contatori per istruzione del report mostrano i suoi warp in attesa in media di { $per_wait } cicli ogni volta che attendevano sullo short scoreboard (memoria condivisa, shuffle, unità delle funzioni speciali), dove una tale attesa da sola sull'SM dura { $unloaded }: il resto, { $cycles } cicli per istruzione (il { $share }% del tempo di un warp), era la coda della L1. { $blocks ->
    [1] A 1 blocco per SM
   *[other] A { $blocks } blocchi per SM o meno
}, meno warp si attendono l'un l'altro, quindi la previsione toglie lì quella coda.
what-if-note-far-below = I livelli molto al di sotto del profilo sono i meno sicuri: { $blocks ->
    [1] a 1 blocco per SM
   *[other] a { $blocks } blocchi per SM o meno
} (un quarto di quelli del profilo o meno), i kernel di validazione del laboratorio sono stati previsti in mediana più lenti del { $slower }% rispetto al misurato, e solo il { $within }% di quelle previsioni è rimasto entro il 10%. Un profilo più vicino a quei livelli li prevede meglio.
what-if-note-far-above = I livelli molto al di sopra del profilo sono meno sicuri: da { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM in su (più di quattro volte quelli del profilo), solo il { $within }% delle previsioni di validazione del laboratorio è rimasto entro il 10%. Un profilo più vicino a quei livelli li prevede meglio.
what-if-other-profile = { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM ({ $ratio }× il tempo di questo lancio)
what-if-note-profiles = Unito ai profili di questo kernel a { $profiles }: tra due profili il tempo di ogni livello fonde le loro previsioni, oltre di essi è quello del profilo più vicino. Nella validazione del laboratorio il { $within }% delle coppie di profili di un kernel ha previsto gli altri livelli entro una mediana del 10%, contro il { $alone }% degli stessi profili da soli.
what-if-note-second-profile = Un secondo profilo misurerebbe quanto è ripida la curva di questo kernel: profilalo di nuovo a { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM (lanciato con { $bytes } di memoria condivisa dinamica) e importa i due report insieme. Nella validazione del laboratorio il { $within }% delle coppie di profili di un kernel ha previsto gli altri livelli entro una mediana del 10%, contro il { $alone }% dei profili singoli.
what-if-note-second-profile-unpadded = Un secondo profilo misurerebbe quanto è ripida la curva di questo kernel: profilalo di nuovo a { $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM (lanciato senza il riempimento) e importa i due report insieme. Nella validazione del laboratorio il { $within }% delle coppie di profili di un kernel ha previsto gli altri livelli entro una mediana del 10%, contro il { $alone }% dei profili singoli.
what-if-note-other-gpu = Questo lancio è stato eseguito su { $gpu }, ma l'esecuzione che lo calibra è di { $run }, un'altra GPU della stessa compute capability: la previsione prende il clock e la latenza della memoria di quella GPU per quelli di questa. Un'esecuzione su questa GPU (occlab measure, poi --run) la calibra con i suoi.

## La tabella

what-if-heading = Che cosa farebbe un'altra occupancy
what-if-column-blocks = blocchi/SM
what-if-column-warps = warp/SM
what-if-column-occupancy = occupancy
what-if-column-config = mem. condivisa
what-if-column-l1 = L1
what-if-column-ratio = tempo
what-if-column-spread = 8 su 10 misurati
what-if-column-registers = con registri
what-if-column-why = perché
what-if-ratio = { $ratio }×
what-if-ratio-range = { $low }–{ $high }×
what-if-spread-legend = «8 su 10 misurati»: dove sono state misurate otto su dieci delle previsioni della validazione per livelli dello stesso tipo (docs/WHAT_IF.md): alla stessa distanza dal loro profilo, con la L1 del profilo o un'altra; tra due profili uniti; e a parte, sotto un profilo con la L1 occupata e dove la nota sul riuso li nomina. Un livello profilato legge il proprio tempo.
what-if-mark-profiled = profilato
what-if-mark-fastest = il più veloce
what-if-mark-both = profilato, il più veloce
what-if-calibrated-by = Calibrato da un'esecuzione su { $device } (compute capability { $cc }), con i kernel a { $clock } MHz.

## Il grafico (crates/charts/src/what_if.rs)

what-if-axis-time = tempo ÷ profilato
what-if-chart-profiled = profilato
what-if-chart-ncu = Nsight Compute

## Quando non c'è what-if

what-if-collect = Profilare con ncu --set full (o con le sezioni LaunchStats, Occupancy, SpeedOfLight, MemoryWorkloadAnalysis, WarpStateStats e SchedulerStats) e fornire il file del report (.ncu-rep), o la sua pagina raw: ncu --import REPORT.ncu-rep --csv --page raw.
what-if-missing-figures = Il what-if richiede grandezze che mancano in questo profilo: { $metrics }. { $collect }
what-if-missing-launch = Il what-if richiede la griglia del lancio e il numero di SM, che mancano in questo profilo. { $collect }
what-if-format-ncu-page = La pagina { $format } di Nsight Compute non riporta la ripartizione degli stati dei warp, che serve al what-if. { $collect }
what-if-format-nvprof = I report di nvprof ({ $format }) non contengono nessuna delle grandezze che servono al what-if. { $collect }
what-if-format-compiler = Il report di un compilatore ({ $format }) non contiene alcun profilo. { $collect }
what-if-no-device = Il what-if richiede la GPU del lancio, e il report non indica nessuna compute capability nota al laboratorio.
what-if-no-occupancy = Il what-if richiede l'occupancy di questo lancio secondo il laboratorio, che le grandezze del report non danno (dimensione del blocco e registri).
what-if-no-blocks = Il what-if richiede un lancio che stia sull'SM: questo non ottiene alcun blocco.
what-if-profile-empty = Il what-if richiede un profilo con durata, frequenza dell'SM e cicli di warp per istruzione emessa positivi.
what-if-profile-out-of-range = Il what-if non può usare questo profilo: i suoi valori sono così lontani da quelli di qualsiasi GPU da non dare un tempo finito. Controlla nel report durate, cicli e throughput.
what-if-no-unified-l1 = Il what-if richiede la dimensione della L1 unificata con la memoria condivisa dell'SM, la sua linea e le dimensioni di carveout, che compute_caps/{ $cc }.toml non fornisce.
what-if-other-architecture = L'esecuzione di calibrazione è su { $device } (compute capability { $run_cc }), e questo lancio è avvenuto su compute capability { $cc }: lo calibra un'esecuzione sulla sua GPU (occlab measure).
what-if-run-no-clock = L'esecuzione su { $device } ha troppo pochi punti dei wave per leggere il clock a cui giravano i suoi kernel.
what-if-run-unusable = L'esecuzione su { $device } non fornisce latenze o bande utilizzabili per la calibrazione.
what-if-no-run = occlab non include un'esecuzione per la compute capability { $cc }: misurare la GPU (occlab measure --out run.json) e passarla con --run run.json.

## Le grandezze del profilo

import-unknown-unit = { $metric }: l'unità { $unit } non è tra quelle in cui si scrive questa grandezza

## occlab import --what-if: le opzioni

help-import-what-if = Prevedere dal profilo di ogni kernel (la pagina raw o il file di report di ncu --set full) ogni occupancy: il tempo a ogni numero di blocchi per SM, e perché. I profili dello stesso kernel ad altri livelli, negli stessi file, si uniscono al suo
help-import-run = L'esecuzione misurata (occlab measure) che calibra --what-if; per impostazione predefinita quella che occlab porta con sé per la GPU del lancio (H100, H200)

## La pagina: il what-if del pannello di importazione, la riga del calcolatore (src/import/what_if_view.rs)

what-if-predicting = Previsione di ogni occupazione dal profilo…
what-if-levels = Ogni livello: la configurazione della memoria condivisa, il tempo previsto e il perché
what-if-key-padding = raggiunto con memoria condivisa dinamica
what-if-key-registers = raggiunto con i registri
what-if-key-ncu = stima di Nsight Compute
what-if-key-profiled = anello: il lancio profilato
what-if-key-fastest = pieno: il livello previsto più veloce
what-if-key-spread = in ombra: dove cadono 8 su 10 livelli dello stesso tipo misurati
what-if-calculator = Con { $changed }: occupazione { $occupancy } ({ $blocks ->
    [one] { $blocks } blocco
   *[other] { $blocks } blocchi
} per SM), tempo previsto { $ratio } quello di { $kernel } profilato (il suo what-if è nel pannello di importazione).
what-if-calculator-with-spread = { $line } Otto su dieci delle previsioni della validazione { $over } sono state misurate a { $range }.
what-if-spread-over-distance = a questa distanza dal loro profilo
what-if-spread-over-joined = tra due profili uniti
what-if-spread-over-busy-l1 = sotto un profilo con la L1 altrettanto occupata
what-if-spread-over-reuse = ai livelli che la nota sul riuso nomina
what-if-calculator-registers = { $registers } registri
what-if-calculator-shared-memory = { $bytes } di memoria condivisa dinamica
what-if-calculator-as-profiled = gli input profilati
what-if-calculator-none = Con { $changed }, nessun livello del what-if di { $kernel } corrisponde ai blocchi per SM del calcolatore.
what-if-calculator-other-block = Il what-if di { $kernel } vale per { $threads } thread per blocco; con un'altra dimensione di blocco l'occupazione del calcolatore non è sulla sua curva.
what-if-no-run-page = Questa pagina non ha un'esecuzione misurata della capacità di calcolo { $cc }, e il what-if ne ha bisogno: misura una tale GPU (occlab measure --out run.json), poi occlab import --what-if --run run.json lo prevede.
