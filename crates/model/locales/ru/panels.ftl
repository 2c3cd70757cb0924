# Сообщения Occupancy Lab на русском языке, часть нижних панелей: перевод en/panels.ftl
# (волны, скрытие латентности, импорт, измеренные запуски и подкоманды occlab, кроме calc).

## Существительные с числом в панелях

sms = { $n ->
    [one] { $n } SM
    [few] { $n } SM
    [many] { $n } SM
   *[other] { $n } SM
}
full-waves = { $n ->
    [one] { $n } полная волна
    [few] { $n } полные волны
    [many] { $n } полных волн
   *[other] { $n } полной волны
}
block-durations = { $n ->
    [one] { $n } длительность блока
    [few] { $n } длительности блока
    [many] { $n } длительностей блока
   *[other] { $n } длительности блока
}

## Волны и эффект хвоста (панель волн, occlab waves)

waves-panel-heading = Волны и эффект хвоста
waves-heading = { $blocks } на { $sms }, { $per_sm } на SM (теоретическая заполняемость { $occupancy })
label-full_wave = Полная волна
label-full_waves = Полных волн
label-partial_wave = Частичная волна
label-estimated_time = Расчётное время
label-achievable_occupancy = Достижимая заполняемость
gloss-waves_per_sm = Число волн: блоков в сетке ÷ (активных блоков на SM × число SM)
waves-full-wave = { $blocks } ({ $per_sm } на SM × { $sms } SM)
waves-partial-none = нет
waves-partial = { $blocks } ({ $share } волны)
waves-achievable = { $occupancy } (в лучшем случае, при равномерной нагрузке)
waves-tail = В результате этого запуска ядра получаются полные волны в количестве { $full_waves } и частичная волна из блоков нитей в количестве { $blocks }. Если считать, что все блоки нитей выполняются одинаковое время, эта частичная волна может занять до { $share } % общего времени выполнения ядра.
waves-tail-with-note = { $tail } { $note }
waves-tail-note = По правилу Nsight Compute частичная волна состоит из { $printed ->
    [one] { $printed } блока
    [few] { $printed } блоков
    [many] { $printed } блоков
   *[other] { $printed } блока
}; на самом деле их { $blocks }: { $grid } − { $full_waves } × { $full_wave }. Правило умножает дробную часть числа волн ({ $waves }) на { $full_wave } в арифметике с плавающей запятой, получает число чуть больше { $blocks } и округляет его вверх.
waves-small-grid = Сетка этого ядра слишком мала, чтобы заполнить доступные ресурсы этого устройства: на все SM приходится всего { $waves } полной волны.
waves-no-tail = Сетка заполняет свою последнюю волну: { $full_waves } и ни одной частичной, поэтому эффекта хвоста нет.
waves-grid-choice = { $blocks } ({ $full_waves })
waves-nearest-one = Ближайшая сетка без частичной волны: { $grid }
waves-nearest-two = Ближайшие сетки без частичной волны: { $below } или { $above }
waves-round = Округлить сетку до полных волн:
waves-need-sms = Введите число SM, чтобы увидеть, как сетка выполняется волнами.
waves-sms-of-gpu = { $gpu }: { $sms }.
waves-sms-of-cc = У Compute Capability нет числа SM: введите его (у { $gpu } — { $sms }).
waves-sms-unknown = В каталоге нет GPU с Compute Capability { $cc }: введите число SM.
waves-band-note = Каждая строка — это { $n ->
    [one] { $n } соседний SM
    [few] { $n } соседних SM
    [many] { $n } соседних SM
   *[other] { $n } соседнего SM
} (строк рисуется не больше { $max }).
waves-picture = Рисунок: { $sms } ({ $rows }) во времени: { $full_waves }, затем { $partial }; всего { $durations }.
waves-picture-rows-banded = { $rows ->
    [one] { $rows } строка, в каждой до { $per_row } SM
    [few] { $rows } строки, в каждой до { $per_row } SM
    [many] { $rows } строк, в каждой до { $per_row } SM
   *[other] { $rows } строки, в каждой до { $per_row } SM
}
waves-picture-rows = { $rows ->
    [one] { $rows } строка, по одной на SM
    [few] { $rows } строки, по одной на SM
    [many] { $rows } строк, по одной на SM
   *[other] { $rows } строки, по одной на SM
}
waves-picture-no-partial = частичной волны нет
waves-picture-partial = частичная волна ({ $blocks })
axis-block-durations = время в длительностях блока (каждая — одна волна)
key-full-waves = полные волны (чередующиеся оттенки)
key-partial-wave = частичная волна
key-idle-slots = простаивающие слоты

## Скрытие латентности: параметры (панель скрытия латентности, occlab latency)

setting-sms = Число SM
setting-clock = Тактовая частота SM
setting-bandwidth = Пропускная способность DRAM
setting-arith-latency = Арифметическая латентность
setting-mem-latency = Латентность памяти
setting-issue-rate = Темп выдачи инструкций
setting-lanes = CUDA-ядра
setting-sfu-lanes = SFU
setting-ilp = Параллелизм на уровне инструкций
setting-load-bytes = Байт на загрузку
setting-loads-in-flight = Загрузок в полёте
setting-cuda-core = Инструкции для CUDA-ядер
setting-sfu = Инструкции SFU
setting-shared-cycles = Такты банков разделяемой памяти
setting-memory-bytes = Байты DRAM
setting-issue-slots = Слоты выдачи
setting-chain-arith = Зависимые арифметические инструкции
setting-chain-mem = Зависимые загрузки из памяти
setting-latency-bound = Граница по латентности
setting-unit-sms = SM
setting-unit-mhz = MHz
setting-unit-gbs = GB/s
setting-unit-cycles = тактов
setting-unit-issue-rate = варп-инструкций / такт / SM
setting-unit-lanes = линий / SM
setting-unit-ilp = независимых инструкций / варп
setting-unit-load-bytes = B / нить
setting-unit-per-warp = на варп
setting-unit-bank-cycles = на варп (k при k-кратном конфликте)
setting-unit-chain = в самой длинной цепочке
setting-unit-cycles-per-warp = тактов на варп
setting-allowed-whole = целое число 1–{ $max }
setting-allowed-above = число больше 0, не больше { $max } { $unit }
setting-allowed-from-zero = число от 0 до { $max } { $unit }
setting-refused = { $setting }: «{ $typed }» не подходит; ожидается { $allowed }.
setting-missing = { $setting }: введите { $allowed }.
latency-empty-mix = { $setting }: «{ $typed }» не подходит; ожидается состав инструкций, который использует хотя бы один ресурс.
latency-refused = { $setting }: «{ $typed }» не подходит; ожидается { $allowed }.
latency-sms-in-waves-panel = число SM (в панели волн)
latency-no-gpu-figures = Для этого устройства нет характеристик GPU; введите значения: { $settings }.

## Скрытие латентности: расчёт

resource-cuda-cores = CUDA-ядра
resource-sfus = SFU
resource-shared-memory-banks = банки разделяемой памяти
resource-memory = пропускная способность памяти
resource-issue = выдача инструкций
latency-arithmetic = { $latency ->
    [one] { $latency } такт
    [few] { $latency } такта
    [many] { $latency } тактов
   *[other] { $latency } такта
} × { $issue_rate ->
    [one] { $issue_rate } инструкция
    [few] { $issue_rate } инструкции
    [many] { $issue_rate } инструкций
   *[other] { $issue_rate } инструкции
} / такт = { $in_flight ->
    [one] { $in_flight } инструкция
    [few] { $in_flight } инструкции
    [many] { $in_flight } инструкций
   *[other] { $in_flight } инструкции
} в полёте на SM; ÷ { $ilp ->
    [one] { $ilp } независимая
    [few] { $ilp } независимые
    [many] { $ilp } независимых
   *[other] { $ilp } независимой
} на варп = { $warps ->
    [one] { $warps } варп
    [few] { $warps } варпа
    [many] { $warps } варпов
   *[other] { $warps } варпа
} на SM
latency-memory = { $latency ->
    [one] { $latency } такт
    [few] { $latency } такта
    [many] { $latency } тактов
   *[other] { $latency } такта
} × { $bytes_per_cycle } B / такт = { $in_flight } B в полёте на SM; ÷ ({ $warp_load } B на загрузку варпа × { $loads } в полёте на варп) = { $warps ->
    [one] { $warps } варп
    [few] { $warps } варпа
    [many] { $warps } варпов
   *[other] { $warps } варпа
} на SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms } SM) = { $bytes_per_cycle } B за такт на SM
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } = { $cycles ->
    [one] { $cycles } такт
    [few] { $cycles } такта
    [many] { $cycles } тактов
   *[other] { $cycles } такта
}
latency-bound-chain = { $chain } (цепочка зависимостей)
latency-bound-entered = { $cycles ->
    [one] { $cycles } такт
    [few] { $cycles } такта
    [many] { $cycles } тактов
   *[other] { $cycles } такта
}, как введено (цепочка даёт { $chain })
latency-model = Пропускная способность по варпам ≈ min(n / { $latency }, { $throughput }) варпа за такт на SM; нужная заполняемость ≈ { $latency } × { $throughput } = { $needed ->
    [one] { $needed } варп
    [few] { $needed } варпа
    [many] { $needed } варпов
   *[other] { $needed } варпа
} на SM.
mode-latency-bound = ограничено латентностью: { $warps } из { $needed ->
    [one] { $needed } нужного варпа
    [few] { $needed } нужных варпов
    [many] { $needed } нужных варпов
   *[other] { $needed } нужного варпа
}
mode-throughput-bound = ограничено пропускной способностью (узкое место — { $resource }) при { $warps ->
    [one] { $warps } варпе
    [few] { $warps } варпах
    [many] { $warps } варпах
   *[other] { $warps } варпа
}
mode-no-warps = Ни один варп не выполняется: запуск недопустим.
mode-rate = { $mode } · ≈ { $now } из { $ceiling } { $unit }
mode-no-rate = { $mode } · нечего показать в { $unit }: в составе инструкций нет { $work }
mode-work-dram-bytes = байтов DRAM
mode-work-cuda-core = инструкций для CUDA-ядер

## Скрытие латентности: ответ

hiding-you-have = У вас { $warps } на SM.
hiding-answer-textbook = { $you } По учебнику этому ядру нужно около { $needed } (измеренный запуск этого GPU не открыт).
hiding-answer-run = { $you } На этом GPU этому ядру нужно { $needed } (калибровка по измеренному запуску на { $gpu }), а по учебнику — { $textbook }.
hiding-answer-measured = { $you } На этом GPU этому ядру нужно { $needed } (калибровка по измеренному запуску на { $gpu }), а по учебнику — { $textbook }; в запуске измерено { $measured } ({ $what }).
hiding-answer-nearest = { $you } На этом GPU этому ядру нужно { $needed } (калибровка по измеренному запуску на { $gpu }), а по учебнику — { $textbook }; для ближайшего ядра из запуска, { $what }, измерено { $measured }.
hiding-about = около { $warps }
hiding-no-warps = ноль варпов
hiding-little = Закон Литтла учитывает по одной латентности: для скрытия арифметической латентности нужно { $arithmetic ->
    [one] { $arithmetic } варп
    [few] { $arithmetic } варпа
    [many] { $arithmetic } варпов
   *[other] { $arithmetic } варпа
}, для латентности памяти — { $memory }; двухрежимная модель Волкова сопоставляет всю цепочку зависимостей ядра с самым загруженным его ресурсом ({ $resource }), поэтому ответ учебника — { $textbook ->
    [one] { $textbook } варп
    [few] { $textbook } варпа
    [many] { $textbook } варпов
   *[other] { $textbook } варпа
}.
hiding-memory-reason = Учебник сочетает латентность ненагруженной памяти ({ $latency ->
    [one] { $latency } такт
    [few] { $latency } такта
    [many] { $latency } тактов
   *[other] { $latency } такта
}) с полной пропускной способностью. Под нагрузкой каждая загрузка ждёт дольше (при { $warps ->
    [one] { $warps } варпе
    [few] { $warps } варпах
    [many] { $warps } варпах
   *[other] { $warps } варпа
} — около { $loaded ->
    [one] { $loaded } такта
    [few] { $loaded } тактов
    [many] { $loaded } тактов
   *[other] { $loaded } такта
}: память занята на { $busy }), а варп ждёт самую медленную из своих загрузок в полёте (их { $loads }), поэтому, чтобы память была занята, нужно больше варпов.
hiding-ilp = { $ilp ->
    [one] { $ilp } независимая инструкция
    [few] { $ilp } независимые инструкции
    [many] { $ilp } независимых инструкций
   *[other] { $ilp } независимой инструкции
}
hiding-switching = Если на варп приходится { $ilp }, варп вскоре начинает ждать собственных результатов, и планировщик этого GPU каждый раз, переключаясь затем на другой варп, теряет { $cycles ->
    [one] { $cycles } такт
    [few] { $cycles } такта
    [many] { $cycles } тактов
   *[other] { $cycles } такта
}
hiding-no-switching = Если на варп приходится { $ilp }, варп выдаёт инструкции, пока не готов его первый результат, поэтому на переключение варпов не теряется ни одного такта
hiding-issue-reason = Учебник считает, что планировщик выдаёт инструкцию на каждом такте. { $switching }: это ядро достигает не более { $share } от пика. Один варп сам по себе выдаёт не более { $single ->
    [one] { $single } инструкции
    [few] { $single } инструкций
    [many] { $single } инструкций
   *[other] { $single } инструкции
} за такт, а варпы блока, размер которого не делится поровну между { $schedulers ->
    [one] { $schedulers } планировщиком
    [few] { $schedulers } планировщиками
    [many] { $schedulers } планировщиками
   *[other] { $schedulers } планировщика
}, нагружают их неравномерно.
hiding-knee-reason = Нужные варпы на этом GPU и измеренные: наименьшее число варпов на SM (целыми блоками из { $threads ->
    [one] { $threads } нити
    [few] { $threads } нитей
    [many] { $threads } нитей
   *[other] { $threads } нити
}), при котором достигается { $share } от наивысшей точки кривой.

## Панель скрытия латентности

latency-panel-heading = Скрытие латентности
latency-presets = Предустановки: латентности и темпы для Compute Capability { $cc } ({ $architecture }); { $gpu }.
latency-presets-gpu = тактовая частота и пропускная способность памяти — как у { $gpu }
latency-presets-no-gpu = в каталоге нет GPU с этой Compute Capability: введите тактовую частоту и пропускную способность памяти
latency-reset = Сбросить к предустановкам
latency-hardware = Аппаратные параметры
latency-no-run = Измеренный запуск не открыт, поэтому отвечает только учебник. Измеренный запуск на GPU { $architecture } калибрует модель: откройте его в панели запусков ниже (такие запуски записывает { $command }) или откройте один из запусков, измеренных для этой лабораторной работы:
littles-law-heading = Закон Литтла: параллелизм = латентность × пропускная способность
working-arithmetic = Арифметика:
working-memory = Память:
working-memory-bandwidth = { $memory } ({ $bandwidth })
working-latency-bound = Граница по латентности:
two-mode-heading = Двухрежимная модель Волкова: пропускная способность ≈ min(n / граница по латентности, граница по пропускной способности)
two-mode-mix = Состав инструкций на варп
two-mode-latency = Граница по латентности: самая длинная цепочка зависимостей или введённое число тактов
two-mode-tightest = ◀ самое узкое место
two-mode-unit = Единица пропускной способности
two-mode-show-in = Показывать пропускную способность в

## Текст occlab latency

latency-cli-heading = Скрытие латентности для Compute Capability { $cc }
latency-cli-heading-gpu = Скрытие латентности для Compute Capability { $cc }, { $gpu }
latency-cli-heading-run = Скрытие латентности для Compute Capability { $cc }, { $run } из измеренного запуска
latency-cli-stand-in = (число SM, тактовая частота и пропускная способность памяти взяты у { $gpu }, первого GPU с Compute Capability { $cc }; их заменяют --sms, --clock и --bandwidth)
latency-cli-throughput = Граница по пропускной способности: сколько тактов каждый ресурс занят на варп, на SM
latency-cli-tightest = ← самое узкое место
latency-cli-at-warps = При { $warps ->
    [one] { $warps } варпе
    [few] { $warps } варпах
    [many] { $warps } варпах
   *[other] { $warps } варпа
} на SM: { $mode }
latency-cli-needed = Нужно варпов на SM: по учебнику { $textbook }, { $model } { $knee }, измерено { $measured }
latency-cli-none = нет
latency-curve-calibrated = с калибровкой по запуску
latency-curve-textbook = по учебнику
latency-col-blocks = блоки
latency-col-warps = варпы

## Легенда графика пропускной способности (панель скрытия латентности)

axis-warps-occupancy = варпов на SM (заполняемость)
chart-knee = излом
throughput-summary = График: пропускная способность в { $unit } в зависимости от числа варпов на SM, от 1 до { $max }: n × { $per_warp } { $unit } до потолка { $ceiling } { $unit }, который достигается при { $knee ->
    [one] { $knee } варпе
    [few] { $knee } варпах
    [many] { $knee } варпах
   *[other] { $knee } варпа
}.{ $current }
throughput-summary-current = { " " }При { $warps ->
    [one] { $warps } варпе
    [few] { $warps } варпах
    [many] { $warps } варпах
   *[other] { $warps } варпа
} по калькулятору: { $rate } { $unit }.
throughput-summary-none = { " " }В конфигурации калькулятора не выполняется ни один варп.

key-latency-bound = граница по латентности из учебника: n / латентность
key-throughput-bound = граница по пропускной способности из учебника
key-lower-of-two = по учебнику: меньшая из двух границ
key-knee = излом: нужная заполняемость по учебнику
key-calibrated = - - калибровка по измеренному запуску, по целым блокам
key-measured = × измерено в запуске
key-occupancy = ● заполняемость по калькулятору

## Измеренные запуски

not-loaded-runs-panel = Не удалось загрузить панель запусков: перезагрузите страницу, чтобы попробовать снова.
