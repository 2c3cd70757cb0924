# Сообщения Occupancy Lab на русском языке, часть «что если»: перевод en/what-if.ftl (что сделала
# бы с профилированным ядром другая заполняемость; occlab import --what-if) и показатели профиля,
# которые она читает.

## Предложение

what-if-raise = Если поднять заполняемость с { $from } до { $to }, время этого ядра сократится примерно на { $cut } %{ $ncu }: { $reason }.
what-if-lower = Если снизить заполняемость с { $from } до { $to }, время этого ядра сократится примерно на { $cut } %{ $ncu }: { $reason }.
what-if-raise-no-gain = Если поднять заполняемость с { $from } до { $to }, это ядро не станет быстрее{ $ncu }: { $reason }.
what-if-raise-slower = Если поднять заполняемость с { $from } до { $to }, это ядро станет примерно на { $slower } % медленнее{ $ncu }: { $reason }.
what-if-at-most = При { $from }, наибольшей для этого размера блока, ни одна меньшая заполняемость не предсказана более быстрой{ $ncu }: { $reason }.
what-if-ncu = {" "}(по оценке Nsight Compute на { $cut } %)
what-if-ncu-local = {" "}(по оценке Nsight Compute локально на { $cut } %)
what-if-ncu-at = {" "}(по оценке Nsight Compute на { $cut } % при { $at })
what-if-ncu-at-local = {" "}(по оценке Nsight Compute локально на { $cut } % при { $at })

## Почему уровень работает так, как работает

what-if-reason-small-grid = сетка ({ $grid ->
    [one] { $grid } блок
    [few] { $grid } блока
    [many] { $grid } блоков
   *[other] { $grid } блока
}) на этом уровне заполняет не больше одной волны: лишние места для блоков остаются пустыми
what-if-reason-latency = ожидания варпов ещё не скрыты при { $warps ->
    [one] { $warps } варпе
   *[other] { $warps } варпах
} на SM
what-if-reason-queueing = загрузки стоят в очереди в загруженной системе памяти при { $warps ->
    [one] { $warps } варпе
   *[other] { $warps } варпах
} на SM (DRAM { $dram } %, L2 { $l2 } % от пика)
what-if-reason-dram = пропускная способность DRAM исчерпана ({ $dram } % от пика)
what-if-reason-sm = слоты выдачи инструкций и конвейеры SM загружены полностью ({ $sm } % от пика)
what-if-reason-l1 = пропускная способность L1 и разделяемой памяти исчерпана ({ $l1 } % от пика)
what-if-reason-l2 = пропускная способность L2 исчерпана ({ $l2 } % от пика)
what-if-reason-units = выдача инструкций SM ({ $sm } % от пика), L1 ({ $l1 } %) и L2 ({ $l2 } %) заняты одновременно, и ни одно из них в одиночку не предел
what-if-reason-capacity = система памяти не обслуживает обращения этого ядра быстрее, хотя её пропускная способность не исчерпана (DRAM { $dram } %, L2 { $l2 } % от пика): конкурирующие атомарные операции или разбросанные строки
what-if-reason-lines = { $l1 } L1, которые оставляет конфигурация разделяемой памяти { $config }, ограничивают число промахов в полёте
what-if-reason-throttled = блок, которого ждут варпы, исчерпан (они ждут его очереди { $share } % времени)
what-if-reason-block-starts = SM запускает блок раз в { $cycles ->
    [one] { $cycles } такт
    [few] { $cycles } такта
   *[many] { $cycles } тактов
}, поэтому { $blocks ->
    [one] его { $blocks } блок занимает
    [few] его { $blocks } блока занимают
   *[many] его { $blocks } блоков занимают
} столько же времени при любой заполняемости
what-if-reason-partial-wave = { $reason }; последняя волна частичная ({ $blocks } из { $of } блоков на SM)

## Примечания: конфигурация разделяемой памяти, путь через регистры

what-if-note-already = Уже при { $blocks ->
    [one] { $blocks } блоке
   *[other] { $blocks } блоках
} на SM ({ $occupancy }) предсказанное время отличается от времени самого быстрого уровня не более чем на { $tie } %, так что регистры и разделяемую память, которые заняли бы уровни выше, можно потратить иначе: { $reason }.
what-if-note-configuration = Если уровень задан динамической разделяемой памятью, конфигурация разделяемой памяти оставляет слишком мало L1 для промахов в полёте при { $ranges }.
what-if-note-reuse = В профиле { $hit } % глобальных загрузок попадают в L1, чьи { $l1 } вмещали данные резидентных блоков (около { $bytes } на блок). При { $ranges } эти данные уже не помещаются: если повторное использование у каждого блока своё (строка читается снова), эти уровни его теряют и работают медленнее прогноза, ведь прогноз сохраняет долю попаданий профиля; если данные общие для всех блоков, они его сохраняют.
what-if-range = { $first }–{ $last } блоках на SM ({ $config } разделяемой памяти, { $l1 } L1)
what-if-range-one = { $first ->
    [one] { $first } блоке
   *[other] { $first } блоках
} на SM ({ $config } разделяемой памяти, { $l1 } L1)
what-if-note-registers = Если достичь уровня регистрами, а не динамической разделяемой памятью, при { $blocks ->
    [one] { $blocks } блоке
   *[other] { $blocks } блоках
} на SM останется конфигурация разделяемой памяти { $config } ({ $l1 } L1), и время составит { $registers }× профилированного вместо { $padding }×.
what-if-note-registers-same = Если достичь уровней регистрами, а не динамической разделяемой памятью, время ни одного уровня не изменится больше чем на { $share } %.
what-if-note-loads-per-wait = Счётчики по инструкциям в отчёте показывают, что варпы ждут сразу { $loads } глобальной загрузки, поэтому нагрузка на память в профиле прочитана как один путь туда и обратно на каждые { $loads } загрузки, а не на каждую.
what-if-note-one-wave = Все блоки самого загруженного SM ({ $blocks }) были резидентны с самого начала, и других за ними не было; их варпы в среднем занимали { $filled } из { $blocks } мест для блоков: блоки работали разное время, и самый долгий задал время запуска. Уровни ниже прочитаны по местам, которые занимали варпы; где длительности блоков сильно различаются, эти уровни работают быстрее предсказанного.
what-if-note-far-below = Уровни намного ниже профиля — самые ненадёжные: { $blocks ->
    [1] при 1 блоке на SM
    [one] при { $blocks } блоке на SM и меньше
   *[other] при { $blocks } блоках на SM и меньше
} (четверть профиля или меньше) проверочные ядра лаборатории предсказаны в среднем (по медиане) на { $slower } % медленнее измеренного, и лишь { $within } % этих предсказаний уложились в 10 %. Профиль ближе к этим уровням предскажет их лучше.
what-if-note-far-above = Уровни намного выше профиля менее надёжны: начиная с { $blocks ->
    [one] { $blocks } блока
   *[other] { $blocks } блоков
} на SM (больше чем вчетверо выше профиля) в 10 % уложились { $within } % проверочных предсказаний лаборатории. Профиль ближе к этим уровням предскажет их лучше.

## Таблица

what-if-heading = Что сделала бы другая заполняемость
what-if-column-blocks = блоков/SM
what-if-column-warps = варпов/SM
what-if-column-occupancy = заполняемость
what-if-column-config = разд. память
what-if-column-l1 = L1
what-if-column-ratio = время
what-if-column-registers = регистрами
what-if-column-why = почему
what-if-ratio = { $ratio }×
what-if-mark-profiled = профиль
what-if-mark-fastest = быстрее всех
what-if-mark-both = профиль, быстрее всех
what-if-calibrated-by = Калибровка по запуску на { $device } (Compute Capability { $cc }), ядра на { $clock } МГц.

## График (crates/charts/src/what_if.rs)

what-if-axis-time = время ÷ профилированное
what-if-chart-profiled = профиль
what-if-chart-ncu = Nsight Compute

## Когда «что если» невозможно

what-if-collect = Профилируйте с ncu --set full (или с секциями LaunchStats, Occupancy, SpeedOfLight, MemoryWorkloadAnalysis, WarpStateStats и SchedulerStats) и дайте файл отчёта (.ncu-rep) или его страницу raw: ncu --import REPORT.ncu-rep --csv --page raw.
what-if-missing-figures = Для «что если» нужны показатели, которых в этом профиле нет: { $metrics }. { $collect }
what-if-missing-launch = Для «что если» нужны сетка запуска и число SM, которых в этом профиле нет. { $collect }
what-if-format-ncu-page = Страница { $format } Nsight Compute не содержит разбивки по состояниям варпов, а она нужна для «что если». { $collect }
what-if-format-nvprof = Отчёты nvprof ({ $format }) не содержат ни одного показателя, нужного для «что если». { $collect }
what-if-format-compiler = Отчёт компилятора ({ $format }) не содержит профиля. { $collect }
what-if-no-device = Для «что если» нужен GPU запуска, а отчёт не называет ни одной известной лаборатории Compute Capability.
what-if-no-occupancy = Для «что если» нужна заполняемость этого запуска по модели лаборатории, а показатели отчёта её не дают (размер блока и регистры).
what-if-no-blocks = Для «что если» нужен запуск, который помещается на SM, а этот не получает ни одного блока.
what-if-profile-empty = Для «что если» нужен профиль с положительными длительностью, частотой SM и числом тактов варпа на выданную инструкцию.
what-if-profile-out-of-range = «Что если» не может использовать этот профиль: его величины настолько далеки от любых GPU, что не дают конечного времени. Проверьте в отчёте длительности, такты и пропускные способности.
what-if-no-unified-l1 = Для «что если» нужны размер объединённой L1 и разделяемой памяти SM, строка L1 и размеры carveout, которых нет в compute_caps/{ $cc }.toml.
what-if-other-architecture = Калибровочный запуск сделан на { $device } (Compute Capability { $run_cc }), а этот запуск шёл на Compute Capability { $cc }: его калибрует запуск на его собственном GPU (occlab measure).
what-if-run-no-clock = В запуске на { $device } слишком мало точек волн, чтобы прочесть частоту, на которой шли его ядра.
what-if-run-unusable = Запуск на { $device } не даёт пригодных латентности или пропускной способности для калибровки.
what-if-no-run = С occlab не поставляется запуск для Compute Capability { $cc }: измерьте GPU (occlab measure --out run.json) и передайте его через --run run.json.

## Показатели профиля

import-unknown-unit = { $metric }: единица { $unit } не из тех, в которых пишется этот показатель

## occlab import --what-if: флаги

help-import-what-if = Предсказать для каждого ядра по его профилю (странице raw или файлу отчёта ncu --set full) все заполняемости: время при каждом числе блоков на SM и почему
help-import-run = Измеренный запуск (occlab measure), калибрующий --what-if; по умолчанию — запуск, который occlab несёт для GPU запуска (H100, H200)

## Страница: what-if панели импорта, строка калькулятора (src/import/what_if_view.rs)

what-if-predicting = Прогноз каждой заполняемости по профилю…
what-if-levels = Каждый уровень: конфигурация разделяемой памяти, прогноз времени и почему
what-if-key-padding = достигнут динамической разделяемой памятью
what-if-key-registers = достигнут регистрами
what-if-key-ncu = оценка Nsight Compute
what-if-key-profiled = кольцо: профилированный запуск
what-if-key-fastest = закрашено: уровень, предсказанный самым быстрым
what-if-calculator = При { $changed }: заполняемость { $occupancy } ({ $blocks ->
    [one] { $blocks } блок
    [few] { $blocks } блока
   *[other] { $blocks } блоков
} на SM), прогноз { $ratio } от времени профилированного { $kernel } (его what-if — в панели импорта).
what-if-calculator-registers = { $registers ->
    [one] { $registers } регистре
   *[other] { $registers } регистрах
}
what-if-calculator-shared-memory = { $bytes } динамической разделяемой памяти
what-if-calculator-as-profiled = профилированных входных данных
what-if-calculator-none = При { $changed } ни один уровень what-if для { $kernel } не совпадает с числом блоков на SM в калькуляторе.
what-if-calculator-other-block = What-if для { $kernel } построен для { $threads } потоков на блок; при другом размере блока заполняемость калькулятора не лежит на его кривой.
what-if-no-run-page = На этой странице нет измеренного запуска вычислительной способности { $cc }, а what-if он нужен: измерьте такой GPU (occlab measure --out run.json), затем occlab import --what-if --run run.json даст прогноз.
