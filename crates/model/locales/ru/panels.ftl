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
waves-small-grid-note = Nsight Compute пишет Waves Per SM с одним знаком после запятой: сетка составляет { $waves } от одной полной волны, так что полных волн нет, и блок получают { $used } из { $sms } SM.
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
setting-chain-placeholder = = цепочка
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
} / такт { $eq } { $in_flight ->
    [one] { $in_flight } инструкция
    [few] { $in_flight } инструкции
    [many] { $in_flight } инструкций
   *[other] { $in_flight } инструкции
} в полёте на SM; ÷ { $ilp ->
    [one] { $ilp } независимая
    [few] { $ilp } независимые
    [many] { $ilp } независимых
   *[other] { $ilp } независимой
} на варп { $eq2 } { $warps ->
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
} × { $bytes_per_cycle } B / такт { $eq } { $in_flight } B в полёте на SM; ÷ ({ $warp_load } B на загрузку варпа × { $loads } в полёте на варп) { $eq2 } { $warps ->
    [one] { $warps } варп
    [few] { $warps } варпа
    [many] { $warps } варпов
   *[other] { $warps } варпа
} на SM
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × { $sms } SM) { $eq } { $bytes_per_cycle } B за такт на SM
latency-traffic = ({ $loads ->
    [one] { $loads } загрузка
    [few] { $loads } загрузки
    [many] { $loads } загрузок
   *[other] { $loads } загрузки
} + { $stores ->
    [one] { $stores } сохранение
    [few] { $stores } сохранения
    [many] { $stores } сохранений
   *[other] { $stores } сохранения
}) × { $bytes } B × { $lanes } линий = { $traffic } B на варп: байты DRAM следуют за загрузками в полёте (векторное сложение Волкова: каждые две загрузки дают одно сохранение).
latency-traffic-none = Ядро не передаёт байтов DRAM, поэтому загрузки в полёте не играют роли.
latency-traffic-typed = Загрузки в полёте ({ $loads ->
    [one] { $loads } загрузка
    [few] { $loads } загрузки
    [many] { $loads } загрузок
   *[other] { $loads } загрузки
} по { $bytes } B на поток) и { $stores ->
    [one] { $stores } сохранение
    [few] { $stores } сохранения
    [many] { $stores } сохранений
   *[other] { $stores } сохранения
} дают { $traffic } B на варп, но байты DRAM введены как { $typed } B, и модель берёт введённое. Очистите поле байтов DRAM, чтобы оно снова следовало за загрузками.
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } { $eq } { $cycles ->
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
latency-model = Пропускная способность по варпам ≈ min(n / { $latency }, { $throughput }) варпа за такт на SM; нужная заполняемость ≈ { $latency } × { $throughput } { $eq } { $needed ->
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

hiding-headline = { $kernel } нужно около { $needed ->
    [one] { $needed } варпа
   *[other] { $needed } варпов
} на SM { $where }; у вас { $have }.
hiding-headline-none = { $kernel } не даёт пропускной способности { $where }; у вас { $have } на SM.
hiding-kernel-preset = Векторному сложению Волкова (ядру по умолчанию)
hiding-kernel-settings = Ядру, которое описывают эти настройки,
hiding-on-this-gpu = на этом GPU
hiding-on-run-gpu = на { $gpu } из запуска
hiding-by-textbook = по учебнику
hiding-textbook-only = Только по учебнику: двухрежимная модель Волкова с настройками ниже; ни один измеренный запуск её не калибрует.
hiding-calibrated-by = Калибровка по измеренному запуску { $run }; по учебнику — { $textbook }.
hiding-calibrated-other-gpu = Калибровка по измеренному запуску { $run }, снятому на { $gpu }, а не на { $chosen } из калькулятора; по учебнику — { $textbook }.
hiding-answer = { $calibrated } { $measured }
hiding-measured-this = В запуске измерено именно это ядро, { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
} на блок: { $measured ->
    [one] { $measured } варп
    [few] { $measured } варпа
    [many] { $measured } варпов
   *[other] { $measured } варпа
}.
hiding-measured-other = Это ядро в запуске не измерено: ближайшему, { $what }, понадобилось { $measured ->
    [one] { $measured } варп
    [few] { $measured } варпа
    [many] { $measured } варпов
   *[other] { $measured } варпа
}. Отличия: { $differs }.
hiding-differs = { $setting } { $there } (здесь { $here })
hiding-mode-calibrated = калибровка по запуску: ≈ { $rate } { $unit } при { $warps ->
    [one] { $warps } варпе
   *[other] { $warps } варпах
}, { $share } от наибольшего для этого ядра ({ $top } { $unit } при { $top_warps ->
    [one] { $top_warps } варпе
   *[other] { $top_warps } варпах
}): { $mode }.
hiding-mode-textbook = По учебнику: { $textbook }.
hiding-mode-latency = ограничено латентностью, больше варпов ещё поднимут её
hiding-mode-throughput = ограничено пропускной способностью, больше варпов её уже не поднимут
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
setting-changed = (изменено)
latency-hardware = Аппаратные параметры
latency-no-run = Для этой лабораторной работы ещё не измерен ни один запуск на этой архитектуре ({ $architecture }), поэтому отвечает только учебник: { $command } на таком GPU записывает запуск, а открытый в панели запусков ниже, он калибрует модель.
latency-presets-run = Предустановки: SM, тактовая частота, латентности и достижимая пропускная способность, измеренные в запуске { $run }; темпы — для Compute Capability { $cc } ({ $architecture }).
run-choice-label = Калибровка по измеренному запуску:
run-choice-sample = { $file }: { $sample }
run-choice-sample-other = { $file }: { $sample } (другой GPU: { $gpu })
run-choice-shown = { $run } (показан в панели запусков)
run-choice-none = Нет: только учебник
run-label-server = запуск { $id } ({ $who })
run-label-file = { $file }
run-shown = Наложен на модель:
run-use-device = Считать на GPU запуска
run-close = Закрыть запуск (только учебник)
sample-h100-run = H100 80GB HBM3
sample-h100-run-b = H100 80GB HBM3, второй замер
sample-h100-run-c = H100 80GB HBM3, третий замер
sample-h100-quick = H100 80GB HBM3, --quick
sample-h200-run = H200, формат 1 (только векторное сложение и ILP 1, 2 и 4)
sample-h200-quick = H200, --quick, формат 1
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

latency-cli-throughput = Граница по пропускной способности: сколько тактов каждый ресурс занят на варп, на SM
latency-cli-none = нет

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

## Панель импорта и occlab import: отчёт профилировщика или компилятора в сравнении с моделью

kernels = { $n ->
    [one] { $n } ядро
    [few] { $n } ядра
    [many] { $n } ядер
   *[other] { $n } ядра
}
barriers = { $n ->
    [one] { $n } барьер
    [few] { $n } барьера
    [many] { $n } барьеров
   *[other] { $n } барьера
}
import-lines = { $n ->
    [one] { $n } строка
    [few] { $n } строки
    [many] { $n } строк
   *[other] { $n } строки
}
import-parts = { $n ->
    [one] { $n } часть отчёта
    [few] { $n } части отчёта
    [many] { $n } частей отчёта
   *[other] { $n } части отчёта
}
not-given = —
join-comma = { $first }, { $rest }
join-dot = { $first } · { $rest }
import-from-input = входные данные
import-from-ncu-console = консольный вывод Nsight Compute
import-from-ncu-details = страница details Nsight Compute (CSV)
import-from-ncu-raw = страница raw Nsight Compute (CSV)
import-from-nvprof-metrics = метрики nvprof
import-from-nvprof-trace = трасса GPU из nvprof
import-from-nvprof-trace-csv = трасса GPU из nvprof (CSV)
import-from-ptxas = отчёт ptxas
import-from-cuobjdump = отчёт cuobjdump о ресурсах
import-from-ncu-report = файл отчёта Nsight Compute
import-tool-compiler = компилятор
import-summary-none = Источник: { $from }. Не удалось прочитать ни одного ядра.
import-summary-agrees = Источник: { $from }. Прочитано { $kernels }; везде, где значение дают и { $tool }, и наша модель, значения совпадают.
import-summary-nothing = Источник: { $from }. Прочитано { $kernels }; сравнивать с нашей моделью нечего.
import-summary-differs = Источник: { $from }. Прочитано { $kernels }; ядер, для которых { $tool } и наша модель расходятся: { $differing }.
import-unread = Не удалось прочитать: { $unread } ({ $first }), поэтому отчёт может быть неполным. { $summary }
import-unread-more = Не удалось прочитать: { $unread } ({ $first }; остальные указаны при своих ядрах), поэтому отчёт может быть неполным. { $summary }
import-at-line = строка { $line }: { $message }
import-agrees = совпадает
import-differs = расходится
import-at-most = не более { $value }
import-about = около { $bytes }
import-grid-block = сетка { $blocks } × { $threads }
import-block = { $threads } на блок
import-grid = сетка { $blocks }
import-shared-memory = { $static } статической + { $dynamic } динамической разделяемой памяти
import-clusters = кластеры размером { $blocks }
import-no-launch = конфигурация запуска не указана
import-device = { $device } · { $sms }
import-sms-unknown = число SM неизвестно
import-cc-unknown-device = Compute Capability неизвестна: устройства «{ $device }» нет в каталоге, а во входных данных Compute Capability не указана
import-cc-unknown = Compute Capability неизвестна: во входных данных не указаны ни устройство, ни Compute Capability, ни целевая архитектура компилятора
import-cc-not-known = Occupancy Lab не знает Compute Capability { $cc } (известны: { $known })
import-device-unknown = Устройство неизвестно
import-no-block-size = Во входных данных нет размера блока, поэтому наша модель не может рассчитать это ядро; размер блока есть в отчёте профилировщика (ncu или nvprof --print-gpu-trace).
import-no-registers = Во входных данных нет числа регистров, поэтому наша модель не может рассчитать это ядро; его сообщает ptxas -v.
import-model-cannot-run = Наша модель не может рассчитать это ядро: { $why }.
import-device-with-sms = { $device } ({ $sms })
import-device-given = Отчёт сообщает о GPU не всё; используется { $device }, как указано.
import-gpu-from-name = GPU: { $gpu }, по имени устройства «{ $device }».
import-device-not-in-catalogue = Устройства «{ $device }» нет в каталоге; используются Compute Capability { $cc } и число SM из отчёта.
import-config-size = Shared Memory Configuration Size { $size }: такой размер даёт настройка carveout { $percent } %, поэтому наш предел по разделяемой памяти рассчитан для той же конфигурации.
import-config-size-unsupported = Shared Memory Configuration Size { $size } не совпадает ни с одним из размеров, которые предлагает Compute Capability { $cc } ({ $sizes }); используется carveout по умолчанию.
import-barriers-assumed = В отчёте нет числа барьеров ядра; как и среда выполнения, считаем, что барьер один.
import-barriers-from-ptxas = { $barriers }, по данным ptxas.
import-registers-compiled = Компилятор сообщает: { $compiled }; при запуске использовано { $used } (Registers Per Thread), и заполняемость рассчитана по этому числу.
import-limit-sm-printed = { $label }: { $tool } выводит { $reported }, то есть предел блоков на SM, когда этот ресурс ничего сверх него не ограничивает; у нас ({ $ours }) он тоже ничего не ограничивает.
import-limit-differs = { $label } расходится: { $tool } — { $reported }, у нас — { $ours }.
import-range = от { $low } до { $high }
import-barriers-fit = { $tool } даёт { $reported }: столько блоков помещается на SM, когда барьеров на блок { $range } (в SM их { $per_sm }); чтобы указать их число, вставьте вывод ptxas -v вместе с отчётом.
import-smem-largest = Значение { $reported }, которое даёт { $tool }, — предел для самой большой конфигурации разделяемой памяти SM ({ $largest }, { $per_block } на блок), а не для указанной в отчёте конфигурации { $config }; наша модель следует указанной в отчёте.
import-smem-coarse = Размеры разделяемой памяти выведены в Kbyte с двумя знаками после запятой, то есть с точностью лишь до 10 байт; { $tool } выводит их точно с --print-units base.
import-theoretical-differs = Theoretical Occupancy расходится: { $tool } — { $reported }, у нас — { $ours }.
import-waves-differs = Waves Per SM расходится: { $tool } — { $reported }, у нас — { $ours } (полная волна — { $full_wave }).
import-clusters-need-gpc = Кластеры размером { $size }: для Max Active Clusters нужен состав GPC этого GPU, а он известен, только если отчёт называет GPU (страница raw называет устройство, консольный вывод и страница details — нет).
import-agreed-limits = пределы блоков
import-agreed-theoretical = теоретическая заполняемость
import-agreed-waves = Waves Per SM
import-agreed-clusters = показатели кластеров
import-agree = { $tool } и наша модель дают одно и то же: { $list }.
import-agree-limited = { $tool } и наша модель дают одно и то же: { $list }; ограничивающие факторы: { $limiters }.
import-achieved-gap = Достигнутая заполняемость { $achieved } при теоретической { $theoretical }: на { $gap } п. п. ниже.
import-small-grid = Сетка ({ $blocks }) меньше одной полной волны ({ $per_sm } на SM × { $sms }): блоки получают { $busy } из { $total } SM, поэтому даже при равномерной нагрузке достигнутая заполняемость не превышает { $best }.
import-tail = { $tail } При равномерной нагрузке достигнутая заполняемость не превышает { $best }.
import-full-waves = В сетке { $full_waves } и ни одной частичной волны, поэтому при равномерной нагрузке можно было бы достичь теоретической заполняемости { $best }; остальная разница возникает из-за варпов и блоков, которые завершаются в разное время, и из-за накладных расходов на планирование.
import-rule = { $tool } ({ $kind }): { $text }
import-rule-speedup = { $tool } ({ $kind }, { $speedup }): { $text }
import-spills = Вытеснение регистров (spill): на нить записывается { $stores } и читается { $loads }; регистры вытесняются в локальную память, которая находится в памяти устройства.
import-spills-arch = Вытеснение регистров (spill) для { $arch }: на нить записывается { $stores } и читается { $loads }; регистры вытесняются в локальную память, которая находится в памяти устройства.
import-stack = Стек: { $bytes } на нить, в локальной памяти.
import-stack-arch = Стек для { $arch }: { $bytes } на нить, в локальной памяти.
import-local = Локальная память: { $bytes } на нить.
import-local-arch = Локальная память для { $arch }: { $bytes } на нить.
import-register-raised = ptxas поднял предел регистров до { $n } — нижней границы для этой архитектуры.
import-no-spills = Нет ни вытеснения регистров, ни стека.
import-no-spills-arch = Для { $arch } нет ни вытеснения регистров, ни стека.

## Рамка панели импорта

import-region = Импорт отчёта профилировщика или компилятора
import-heading = Что сказали профилировщик и компилятор
import-filled = Калькулятор выше теперь показывает этот запуск: его GPU, размер блока, регистры, разделяемую память и carveout.
import-go-to-calculator = К калькулятору ↑
import-hint = Вставьте вывод Nsight Compute (консольный, --csv --page details или raw), nvprof, ptxas -v или cuobjdump --dump-resource-usage либо перетащите файл с ним в любое место этой панели; подойдёт и собственный отчёт Nsight Compute (.ncu-rep, .ncu-repz): он читается в этом браузере.
import-paste-label = Вывод профилировщика или компилятора
import-file-label = Открыть файл отчёта
import-file-unreadable = Не удалось прочитать файл: { $why }
import-file-unreadable-named = Не удалось прочитать { $name }: { $why }
import-reading = Чтение { $name }…
import-reader-not-loaded = Не удалось прочитать { $name }: модуль чтения отчётов не загрузился (сервер ещё работает?).
import-file-summary = { $name } ({ $size }) прочитан в этом браузере и никуда не отправлен: { $kernels }.
import-col-id = ID
import-col-kernel = Ядро
import-launch-id = { $kernel } · ID { $id }
import-col-grid = Сетка
import-col-block = Блок
import-col-registers = Регистры
import-col-shared-memory = Разделяемая память
import-col-theoretical = Теоретическая ({ $tool })
import-col-achieved = Достигнутая
import-col-ours = Наша модель
import-col-verdict = Сверка с отчётом

## Измеренные запуски

not-loaded-runs-panel = Не удалось загрузить панель запусков: перезагрузите страницу, чтобы попробовать снова.
runs = { $n ->
    [one] { $n } запуск
    [few] { $n } запуска
    [many] { $n } запусков
   *[other] { $n } запуска
}
configurations = { $n ->
    [one] { $n } конфигурация
    [few] { $n } конфигурации
    [many] { $n } конфигураций
   *[other] { $n } конфигурации
}
runs-heading = Измеренные запуски
runs-looking = Поиск запусков…
runs-loading = Загрузка панели запусков…
runs-from-files = { $runs } из файлов: эту страницу отдаёт не occlab serve.
runs-connecting = { $runs }; подключение, чтобы получать новые…
runs-live = { $runs }; обновления приходят в реальном времени
runs-reconnecting = { $runs }; сервер недоступен: повторное подключение… (последнее обновление: { $last })
runs-page-opening = при открытии страницы
runs-add-files = Добавьте файлы запусков (JSON от occlab measure) или перетащите их сюда:
runs-storage-off = Хранилище браузера заполнено или отключено: эти запуски видны, пока страница открыта.
runs-details = CC { $cc } · проверено: { $configurations }; совпадений модели с драйвером: { $agreements }
runs-hidden = (скрыт от группы)
runs-show = Показать
runs-hide = Скрыть
runs-show-again = Снова показывать
runs-delete = Удалить
runs-confirm-delete = Удалить этот запуск навсегда? Это нельзя отменить; «Скрыть» сохраняет запуск, но убирает его из вида группы.
runs-delete-for-good = Удалить навсегда
runs-hide-instead = Лучше скрыть
runs-cancel = Отмена

## Отчёт об измеренном запуске (occlab measure --report, выбранный запуск в панели запусков)

experiment-stream-one = Потоковое ядро (vector-add), 1 загрузка в полёте на массив
experiment-stream = Потоковое ядро, { $k ->
    [one] { $k } загрузка
    [few] { $k } загрузки
    [many] { $k } загрузок
   *[other] { $k } загрузки
} в полёте на массив
experiment-fma = Цепочки FMA, ILP { $k }
experiment-at-threads = «{ $experiment }» при { $threads ->
    [one] { $threads } нити
    [few] { $threads } нитях
    [many] { $threads } нитях
   *[other] { $threads } нити
}
experiment-threads-per-block = { $experiment }, { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
} на блок
experiment-stream-wide-one = Потоковое ядро, 16-байтные загрузки, 1 в полёте на массив
experiment-stream-wide = Потоковое ядро, 16-байтные загрузки, { $k } в полёте на массив
experiment-load-fma = Загрузки и FMA, { $k ->
    [one] { $k } загрузка
    [few] { $k } загрузки
    [many] { $k } загрузок
   *[other] { $k } загрузки
} в полёте на нить, { $m ->
    [one] { $m } зависимая FMA
    [few] { $m } зависимые FMA
    [many] { $m } зависимых FMA
   *[other] { $m } зависимых FMA
} на каждую
experiment-gather-one = Случайная выборка (gather), 1 загрузка в полёте на нить
experiment-gather = Случайная выборка (gather), { $k ->
    [one] { $k } загрузка
    [few] { $k } загрузки
    [many] { $k } загрузок
   *[other] { $k } загрузки
} в полёте на нить
run-probe-title = { $experiment } ({ $unit }), { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
} на блок · измерено, в модель пока не входит
run-probe-knee = Измеренный излом: { $measured } варпов на SM (наименьшее число, при котором достигается { $share } от наивысшей точки кривой: { $highest } { $unit } при { $at }); измерено точек: { $points }.
run-probe-flops = В арифметике наивысшая точка — { $gflops } GFLOP/s ({ $ratio } FLOP на перемещённый байт).
run-probe-sectors = Наивысшая точка в трафике DRAM: { $sectors } GB/s выбранных секторов (32-байтный сектор на каждую 4-байтную загрузку), { $dram } GB/s вместе с чтением индексов и записью значений.
run-curve-line = { $title }: { $knee } { $error }
calibration-dependent-latency = Латентность выдачи зависимой инструкции
calibration-warp-switch = Переключение варпов
calibration-single-warp-rate = Темп выдачи одного варпа
calibration-fma-share = Устойчивая доля FMA
calibration-streaming-latency = Латентность потокового доступа без нагрузки
calibration-queueing = Ожидание в очереди при половине пика
calibration-bandwidth = Устойчивая пропускная способность памяти
calibration-from-fma-chain = цепочка зависимых FMA на одной нити в этом запуске
calibration-from-ceiling = потолок кривой { $curve } относительно потолка FMA
calibration-from-one-warp = { $curve }, по одному варпу на планировщик
calibration-from-highest = наивысшая точка кривых { $curves }
calibration-from-fit = подгонка по кривым { $curves }
unit-instructions-per-cycle = инструкций / такт
unit-of-fp32-peak = от пика FP32
run-heading = { $device } · Compute Capability { $cc } · { $sms } · драйвер { $driver } · { $generator }
run-heading-quick = { $device } · Compute Capability { $cc } · { $sms } · драйвер { $driver } · { $generator } · --quick
label-clock = Тактовая частота SM
label-memory_bandwidth = Пиковая пропускная способность памяти
label-l2_cache = Кэш L2
label-shared_memory = Разделяемая память
label-registers = Регистры
label-fma_latency = Зависимая FMA
label-l1_latency = Попадание в L1 (обход цепочки указателей)
label-l2_latency = Попадание в L2 (обход цепочки указателей)
label-dram_latency = DRAM (обход цепочки указателей)
run-mhz = { $mhz } MHz
run-bandwidth = { $gbs } GB/s ({ $mhz } MHz × 2 × { $bits ->
    [one] { $bits } бит
    [few] { $bits } бита
    [many] { $bits } бит
   *[other] { $bits } бита
})
run-shared-memory = { $per_sm } на SM, { $per_block } на блок ({ $optin } с opt-in)
run-registers = { $per_sm } на SM, { $per_block } на блок
run-cycles = { $cycles ->
    [one] { $cycles } такт
    [few] { $cycles } такта
    [many] { $cycles } тактов
   *[other] { $cycles } такта
}
run-custom-gpu = Как пользовательский GPU: { $flags }
run-self-check = Сверка cuOccupancyMaxActiveBlocksPerMultiprocessor драйвера с моделью: { $configurations }, совпадений — { $agreements } ({ $share }).
run-carveout-default = по умолчанию
run-carveout-percent = { $percent } %
run-disagreement = { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
}, { $registers ->
    [one] { $registers } регистр
    [few] { $registers } регистра
    [many] { $registers } регистров
   *[other] { $registers } регистра
}, { $static } статической + { $dynamic } динамической разделяемой памяти, carveout { $carveout }: драйвер — { $driver }, модель — { $model }
run-presets-title = Предустановки для закона Литтла по измерениям (устойчивая пропускная способность памяти на потоковом ядре):
run-parameter = { $label }: { $value } { $unit } (источник: { $from })
run-not-calibrated = Модель нельзя откалибровать по этому запуску: { $why }.
run-validation = Проверка на кривых, которых калибровка не видела ({ $curves }): медианная ошибка по всем их точкам ({ $points }) — { $median }; медиана худшей кривой — { $worst }; в оба допуска укладываются { $within } из { $curves } (медианная ошибка ≤ { $median_budget }, излом — в пределах { $knee_budget }).
run-curve-held-out = { $experiment } ({ $unit }), { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
} на блок · проверочная кривая
run-curve-calibration = { $experiment } ({ $unit }), { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
} на блок · калибровочная кривая
run-knees = Нужно варпов на SM: по учебнику { $textbook } (латентность × пропускная способность), с калибровкой { $calibrated }, измерено { $measured } (наименьшее число, при котором достигается { $share } от наивысшей точки кривой).
run-error = Откалиброванная модель в сравнении с измеренными точками ({ $points }): медианная ошибка { $median }, наибольшая { $worst }.
run-warps = { $n ->
    [one] { $n } варп
    [few] { $n } варпа
    [many] { $n } варпов
   *[other] { $n } варпа
}
run-timed = { " " }(по замерам: медиана { $p50 }, 90-й перцентиль { $p90 })
run-loaded-latency = Латентность под нагрузкой (закон Литтла: байты в полёте ÷ пропускная способность): { $first ->
    [one] { $first } такт
    [few] { $first } такта
    [many] { $first } тактов
   *[other] { $first } такта
} на итерацию при нагрузке в { $first_warps }{ $first_spread }, { $knee } — в изломе, при нагрузке в { $knee_warps }{ $knee_spread }.
run-staircase-kernel = Ядро: { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
}, { $registers ->
    [one] { $registers } регистр
    [few] { $registers } регистра
    [many] { $registers } регистров
   *[other] { $registers } регистра
} на нить, { $smem } динамической разделяемой памяти; полная волна модели — { $full_wave } ({ $per_sm } на SM × { $sms } SM), как и по API заполняемости драйвера.
run-staircase-kernel-driver = Ядро: { $threads ->
    [one] { $threads } нить
    [few] { $threads } нити
    [many] { $threads } нитей
   *[other] { $threads } нити
}, { $registers ->
    [one] { $registers } регистр
    [few] { $registers } регистра
    [many] { $registers } регистров
   *[other] { $registers } регистра
} на нить, { $smem } динамической разделяемой памяти; полная волна модели — { $full_wave } ({ $per_sm } на SM × { $sms } SM), но API заполняемости драйвера даёт { $driver } на SM.
run-staircase-steps = Время ступенькой растёт после { $steps } блоков (подъём не меньше { $share } от наибольшего, равного { $rise } мс).
run-staircase-matches = Каждая ступень приходится на кратное полной волне модели, и каждое кратное в диапазоне даёт ступень: { $expected }.
run-staircase-differs = По модели ступени должны идти после { $expected } блоков: измерение расходится с моделью.
run-timeline-grid = { $blocks } ({ $waves ->
    [one] { $waves } волна
    [few] { $waves } волны
    [many] { $waves } волн
   *[other] { $waves } волны
}) на { $used } из { $sms } SM.
run-timeline-achieved = Достигнутая заполняемость { $achieved } (по SM от { $lowest } до { $highest }) при теоретической { $theoretical }; при равномерной нагрузке достижимо не более { $achievable }.
run-timeline-achieved-above = Достигнутая заполняемость { $achieved } (по SM от { $lowest } до { $highest }) при теоретической { $theoretical }: выше { $achievable } при равномерной нагрузке (на каждом SM одни и те же блоки одинаковой длительности), потому что достигнутая заполняемость учитывает каждый SM только пока он активен, а блоки частичной волны легли неравномерно: SM без них или с полным набором закончили раньше при высокой заполняемости.
run-timeline-over-time = Во времени, по десятым долям запуска: { $shares }.

## Вид группы

class-heading = Группа
class-view-link = Только вид группы — для проектора
class-your-name = Ваше имя (им отмечаются ваши запуски):
class-who-is-in = Кто участвует:
class-caption = Измеренная пропускная способность vector-add у каждого студента в зависимости от числа варпов на SM; у каждого запуска свой цвет и маркер
class-you-mark = (вы)
class-join = Пока никто не прислал запуск. Каждый студент измеряет свой GPU и отправляет запуск на этот сервер с токеном группы:
class-you = { $label } (вы)
class-instructor = Преподаватель
class-token = Токен преподавателя (хранится только в этой вкладке):
class-token-hint = С токеном у каждого запуска есть кнопки «Скрыть» и «Удалить».
class-export = Экспортировать запуски группы (JSON Lines)
class-clear = Очистить группу…
class-confirm-clear = Удалить навсегда все запуски этой группы? Чтобы сохранить их, сначала экспортируйте.
class-delete-every-run = Удалить все запуски
class-export-failed = Не удалось сохранить экспорт: { $why }
class-server-unreachable = Не удалось связаться с сервером: { $why }
class-server-refused = Сервер отказал ({ $status }).
class-server-refused-words = Сервер отказал ({ $status }): { $words }

## Измеренный запуск на экране

run-throughput-heading = Пропускная способность в зависимости от заполняемости
run-throughput-hint = Точки запуска (крестики) и модель, откалиброванная по запуску (штриховая линия), нарисованы на графике панели скрытия латентности.
run-curves = Все измеренные кривые: нужные варпы по учебнику, с калибровкой и измеренные
run-staircase-caption = Лестница волн: время ядра в зависимости от размера сетки поверх ступеней модели, по одной волне на ступень
run-timeline-heading = Измерено: блоки выбранного запуска
run-timeline-caption = Временная шкала блоков: каждый блок на своём SM от начала до конца (%smid, %globaltimer)
students = { $n ->
    [one] { $n } студента
    [few] { $n } студентов
    [many] { $n } студентов
   *[other] { $n } студента
}
class-summary = График: измеренная пропускная способность vector-add в GB/s в зависимости от числа варпов на SM: { $runs } от { $students }.
staircase-summary = График: время ядра в мс в зависимости от размера сетки в блоках; ступени модели — по { $wave_ms } мс на каждую полную волну (блоков в полной волне: { $full_wave }) — и измеренных точек: { $points }.
timeline-summary = График: { $blocks } на { $sms } во времени, за { $us } мкс.
axis-grid-size = размер сетки (блоков)
axis-kernel-time = время ядра (мс)
axis-time-us = время (мкс)
chart-one-full-wave = 1 полная волна
samples-not-fetched = Не удалось загрузить пример { $file }: { $why }.

## import and run diagnostics
# Что читатель отчёта говорит о строке или части, которую не может прочитать (панель импорта,
# occlab import), и почему файл запуска отклонён или не читается (панель запусков, occlab measure
# --report, upload и latency --run). Цитаты из входных данных, имена полей, метрик и слова
# профилировщика, ptxas и serde_json показываются как есть.

import-quoted = «{ $text }»
import-accepted = консольный вывод Nsight Compute, ncu --csv --page details или --page raw, файл отчёта Nsight Compute (.ncu-rep или сжатый zstd .ncu-repz), nvprof --metrics achieved_occupancy или --print-gpu-trace (текст или --csv), ptxas -v или cuobjdump --dump-resource-usage
import-not-recognised = вывод профилировщика или компилятора не распознан; принимаются: { import-accepted }
import-not-text = файл не текстовый (в нём двоичные данные) и не отчёт Nsight Compute (.ncu-rep, .ncu-repz)
import-report-as-text = отчёт Nsight Compute — двоичный файл: откройте сам файл (occlab import FILE.ncu-rep или перетащите его на страницу), а не его текст
import-no-kernel-read = текст похож на вывод { $format }, но не удалось прочитать из него ни одного ядра
import-unclosed-quote = поле в кавычках не закрыто в этой строке
import-no-metric-columns = в заголовке нет столбцов «Metric Name» и «Metric Value»
import-no-header-row = строка заголовка ("ID","Process ID",…) не найдена
import-short-row = в этой строке { $fields ->
    [one] { $fields } поле
    [few] { $fields } поля
    [many] { $fields } полей
   *[other] { $fields } поля
}, в заголовке { $header }; недостающие поля считаются пустыми
import-ncu-said = сообщение Nsight Compute: { $text }
import-not-metric-row = не строка метрики раздела { $section }: { $text }
import-not-whole = { $label }: { $value } — не целое число
import-not-size-unit = { $label }: { $value } — не размер в byte, Kbyte, Mbyte или Gbyte
import-not-size = { $label }: { $value } — не размер в байтах
import-not-number = { $label }: { $value } — не число
import-metric-before-kernel = строка метрики до первой строки «Kernel:»
import-not-fraction = achieved_occupancy: { $value } — не доля от 0 до 1
import-row-grid-unread = не удалось прочитать сетку в этой строке ядра
import-row-block-unread = не удалось прочитать блок в этой строке ядра
import-row-column-unread = не удалось прочитать { $column } в этой строке ядра
import-row-launch-unread = не удалось прочитать сетку или блок в этой строке ядра
import-ptxas-said = ptxas { $kind }: { $text }
import-resource-line-unread = нечитаемая строка ресурсов: { $text }
import-resource-before-entry = строка ресурсов до первой строки «Compiling entry function»
import-resource-before-function = строка ресурсов до первой строки «Function»
import-no-register-count = нет числа регистров в строке: { $text }
report-sized-file-header = заголовок файла
report-sized-block-header = заголовок блока файла
report-sized-block = блок файла
report-sized-message = сообщение
report-sized-size-prefix = префикс размера
report-sized-field = поле
report-sized-field-64 = 64-битное поле
report-sized-field-32 = 32-битное поле
report-sized-skippable-frame = пропускаемый кадр zstd
report-truncated = файл обрезан: { $what } (байт { $at }) указывает размер { $says ->
    [one] { $says } байт
    [few] { $says } байта
    [many] { $says } байт
   *[other] { $says } байта
}, а остаток — { $remain ->
    [one] { $remain } байт
    [few] { $remain } байта
    [many] { $remain } байт
   *[other] { $remain } байта
}
report-bad-varint = файл повреждён: число (байт { $at }) длиннее десяти байт или выходит за пределы своего сообщения
report-bad-wire-type = файл повреждён: у поля (байт { $at }) тип кодирования { $type }, которого нет в protobuf
report-field-number-zero = файл повреждён: у поля (байт { $at }) номер 0
report-too-deep = файл повреждён: группы (байт { $at }) вложены слишком глубоко для отчёта
report-unbalanced-group = файл повреждён: группа (байт { $at }) не закрыта там, где должна
report-wrong-type = файл повреждён: поле { $field } (байт { $at }) должно быть { $expected }
report-wire-varint = числом varint
report-wire-length-delimited = полем с длиной (length-delimited)
report-wire-double = 64-битным числом double
report-wire-float = 32-битным числом float
report-bad-header = заголовок файла (байт { $at }) — не заголовок отчёта Nsight Compute (NVR, затем версия)
report-zstd = данные zstd (байт { $at }) не распаковываются: они повреждены или обрезаны
report-too-large = сжатый отчёт после распаковки больше { $limit ->
    [one] { $limit } байта
    [few] { $limit } байт
    [many] { $limit } байт
   *[other] { $limit } байта
} (с байта { $at } сжатого файла), а больше этот читатель не принимает
report-not-a-report = файл сжат zstd, но внутри не отчёт Nsight Compute (в начале нет NVR)
report-rest-not-read = { $error }; остаток файла не прочитан
report-in-string-table = в таблице строк: { $error }
report-in-session-details = в сведениях о сеансе: { $error }
report-result-unread = не удалось прочитать результат с ID { $id }: { $error }
report-block-messages = блок файла (байт { $at }) объявляет { $declared ->
    [one] { $declared } сообщение
    [few] { $declared } сообщения
    [many] { $declared } сообщений
   *[other] { $declared } сообщения
}, а в его данных их { $held }
report-unresolved = { $results ->
    [one] { $results } результат метрики ссылается
    [few] { $results } результата метрик ссылаются
    [many] { $results } результатов метрик ссылаются
   *[other] { $results } результата метрик ссылаются
} на запись за пределами таблицы строк отчёта (в ней { $names ->
    [one] { $names } имя
    [few] { $names } имени
    [many] { $names } имён
   *[other] { $names } имени
}); такие результаты не прочитаны
report-other-results = в отчёте есть ещё { $n ->
    [one] { $n } результат диапазона, списка команд или графа
    [few] { $n } результата диапазонов, списков команд или графов
    [many] { $n } результатов диапазонов, списков команд или графов
   *[other] { $n } результата диапазонов, списков команд или графов
}; это не запуски ядер, и они не прочитаны
report-at-id = ID { $id }: { $message }
report-no-launch = из отчёта не удалось прочитать ни одного запуска ядра
report-no-launch-version = из отчёта не удалось прочитать ни одного запуска ядра (версия формата файла — { $version }; этот читатель проверен на версии { $known })
report-sections-both = разделы Launch Statistics и Occupancy не собраны
report-sections-launch-stats = раздел Launch Statistics не собран
report-sections-occupancy = раздел Occupancy не собран
report-profile-again = профилируйте заново: ncu --section LaunchStats --section Occupancy -o REPORT your_program (набор Nsight Compute по умолчанию включает оба раздела)
report-not-collected = { $sections } { $launches ->
    [1] для единственного запуска этого отчёта
   *[other] ни для одного из запусков этого отчёта (всего запусков: { $launches })
}, поэтому сравнивать с моделью нечего: { report-profile-again }
report-not-collected-launch = ID { $id }: { $sections } для этого запуска: { report-profile-again }
run-not-json = это не запуск: файл не в формате JSON ({ $why })
run-no-version = это не запуск: нет schema_version (эта версия Occupancy Lab читает версии с 1 по { $current })
run-unknown-version = неизвестная schema_version { $version }: эта версия Occupancy Lab читает версии с 1 по { $current } (возможно, файл записан более новым occlab)
run-not-valid = недопустимый запуск: { $why }
run-not-an-object = запуск должен быть объектом JSON
run-field-empty = поле { $field } пустое
run-field-too-long = поле { $field } длиннее { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}
run-field-control-character = поле { $field } содержит управляющий символ
run-field-not-positive = поле { $field } должно быть конечным числом больше 0
run-field-zero = поле { $field } должно быть не меньше 1
run-field-too-many = в поле { $field } { $entries ->
    [one] { $entries } элемент
    [few] { $entries } элемента
    [many] { $entries } элементов
   *[other] { $entries } элемента
}; допустимо не больше { $max }
run-field-unknown-cc = поле { $field }: «{ $value }» — не Compute Capability, известная Occupancy Lab (см. occlab caps)
run-field-agreements-exceed = поле { $field } больше, чем occupancy_check.configurations
run-field-disagreements-unlisted = в поле { $field } должны быть перечислены все конфигурации, где модель и драйвер не совпали (agreements + disagreements = configurations)
run-field-parallelism = поле { $field } должно быть целым числом от 1 до { $max }
run-field-unit = поле { $field } должно быть { $unit } для { $workload }
run-field-percentiles = в поле { $field } должно быть p10 ≤ p50 ≤ p90 ≤ p99
run-field-no-such-sm = поле { $field } равно { $sm }, но у устройства { $sms } (от 0 до { $last })
run-field-end-before-start = поле { $field } раньше start_ns того же блока
run-field-unknown-experiment = { $field }: { $value } — не одно из vector_add, fma_ilp1, fma_ilp2, fma_ilp4 (schema_version 1)
run-field-missing = поле { $field } отсутствует, а точка { $workload } без него не обходится
run-field-not-for-workload = поле { $field } не относится к точке { $workload }
run-field-needs-version = поле { $field } требует schema_version { $version } или новее
run-kernel-refused = ядро этого запуска нельзя сопоставить с моделью: { $field }: «{ $value }» не подходит. Введите { $range }.
run-lacks-grid-sizes = запуск нельзя прочитать: в его волнах меньше двух размеров сетки
run-lacks-blocks = запуск нельзя прочитать: на его временной шкале нет ни одного блока
run-lacks-curves = запуск нельзя прочитать: модель калибруется по кривой потокового ядра и кривой цепочек FMA
runs-no-name = (без имени)
runs-file-refused = { $file }: { $why }
runs-answer-not-understood = ответ сервера не удалось разобрать: { $why }
runs-answer-no-run = в ответе сервера нет запуска

## Отклонённые входные данные словами модели
# Что occlab говорит о значении флага, строке или заголовке CSV, размере кластера, параметре
# occlab latency или устройстве рядом с запуском, и что панель импорта говорит о ядре, которое
# модель не может рассчитать. Поле названо своим флагом или столбцом CSV (как есть) и описано.

input-refused = { $name } ({ $field }): «{ $value }» не подходит; ожидается { $allowed }
field-desc-cc = Compute Capability
field-desc-gpu = GPU
field-desc-threads = нитей в блоке
field-desc-registers = регистров на нить
field-desc-smem-static = статическая разделяемая память на блок (байт)
field-desc-smem-dynamic = динамическая разделяемая память на блок (байт)
field-desc-max-dynamic-smem = наибольшая динамическая разделяемая память на блок (байт)
field-desc-carveout = carveout разделяемой памяти (%)
field-desc-cache-config = конфигурация кэша
field-desc-barriers = барьеров в блоке
field-desc-virtual-resources = виртуальные ресурсы на блок
field-desc-partitioned-gc = секционированное глобальное кэширование
field-desc-max-threads = наибольшее число нитей в блоке для ядра
field-desc-blocks = блоков на SM
field-desc-sms = число SM
field-desc-grid = размер сетки (блоков)
field-desc-arith-latency = арифметическая латентность (тактов)
field-desc-mem-latency = латентность памяти (тактов)
field-desc-issue-rate = темп выдачи инструкций (варп-инструкций за такт на SM)
field-desc-ilp = параллелизм на уровне инструкций (независимых инструкций на варп)
field-desc-bandwidth = пропускная способность памяти (байт за такт на SM)
field-desc-bytes-per-load = байт на загрузку варпа
field-desc-loads-in-flight = загрузок в полёте на варп
field-desc-lanes = исполнительных линий на SM
field-desc-latency-bound = граница по латентности (тактов на варп)
field-desc-throughput-bound = граница по пропускной способности (варпов за такт на SM)
field-desc-cuda-core = инструкций для CUDA-ядер на варп
field-desc-sfu = инструкций SFU на варп
field-desc-shared-cycles = тактов банков разделяемой памяти на варп
field-desc-memory-bytes = байт DRAM на варп
field-desc-issue-slots = слотов выдачи на варп
field-desc-cluster = размер кластера (блоков)
allowed-range = { $low }–{ $high }
allowed-bytes = { $low }–{ $high } байт или с единицей (48 KiB, 48 KB и 48K — это { $example } байт)
allowed-whole-number = целое число
allowed-smaller = меньшее число
allowed-above-zero = число больше 0 и не больше 10^12
allowed-from-zero = число от 0 до 10^12
allowed-used-mix = состав инструкций, который использует хотя бы один ресурс
allowed-cc = одно из значений { $known }
allowed-cc-header = одно из значений { $known } ({ $cc } известна заголовочному файлу NVIDIA о заполняемости, но { $missing })
allowed-non-portable = non_portable 0 или 1
allowed-cluster-size = 1–{ $max } (до { $non_portable } с атрибутом непереносимых размеров)
allowed-blocks-that-fit = 1–{ $fit } (столько блоков помещается на SM без динамической разделяемой памяти)
setting-key-refused = { $key } ({ $setting }): «{ $typed }» не подходит; ожидается { $allowed }
setting-key-missing = { $key } ({ $setting }): введите { $allowed }
header-unknown-column = неизвестный столбец `{ $column }`; столбцы: { $known }
header-missing-columns = { $n ->
    [one] нет столбца { $columns }; заголовок должен содержать { $required }
    [few] нет столбцов { $columns }; заголовок должен содержать { $required }
    [many] нет столбцов { $columns }; заголовок должен содержать { $required }
   *[other] нет столбцов { $columns }; заголовок должен содержать { $required }
}
cluster-error-no-gpu = для заполняемости кластеров нужен GPU, а не только Compute Capability: она зависит от того, как SM этого GPU сгруппированы в GPC
cluster-error-no-clusters = у Compute Capability { $cc } в Occupancy Lab нет данных о кластерах блоков: кластеры появились в Hopper, и их пределы пока измерены только на { $measured }
cluster-error-no-gpc-layout = состав GPC у { $gpu } неизвестен (он нужен для заполняемости кластеров; пока измерены: H100 SXM5 80GB, H200 SXM 141GB)
cluster-error-size = { $error } (среда выполнения отвечает cudaErrorInvalidClusterSize)
run-device-mismatch = { $named } — не то устройство, которое измерил запуск ({ $measured }): запуск задаёт GPU, поэтому не указывайте устройство или возьмите запуск этого GPU
run-device-gpu = { $gpu } (Compute Capability { $cc }, { $sms })
run-device-cc = Compute Capability { $cc }
