# Сообщения Occupancy Lab на русском языке: перевод английского каталога en/first-view.ftl
# (как делались переводы, описано в docs/TRANSLATION.md; термины собраны в docs/GLOSSARY.md).
# Названия Nsight Compute (Block Limit Registers, Theoretical Occupancy, Waves Per SM) — не
# сообщения: они остаются такими, как их печатает профилировщик, а рядом с ними стоит пояснение
# (gloss-*) на русском. Аргументы типизированы моделью: количества, проценты и байты уже записаны
# по-русски, когда попадают в сообщение.

## Существительные с числом

threads = { $n ->
    [one] { $n } нить
    [few] { $n } нити
    [many] { $n } нитей
   *[other] { $n } нити
}
registers = { $n ->
    [one] { $n } регистр
    [few] { $n } регистра
    [many] { $n } регистров
   *[other] { $n } регистра
}
warps = { $n ->
    [one] { $n } варп
    [few] { $n } варпа
    [many] { $n } варпов
   *[other] { $n } варпа
}
blocks = { $n ->
    [one] { $n } блок
    [few] { $n } блока
    [many] { $n } блоков
   *[other] { $n } блока
}
active-blocks = { $n ->
    [one] { $n } активный блок
    [few] { $n } активных блока
    [many] { $n } активных блоков
   *[other] { $n } активного блока
}

## Перечисления: «регистры и разделяемая память», «варпы, регистры и блоки на SM»

list-two = { $first } и { $last }
list-or-two = { $first } или { $last }
list-more = { $first }, { $rest }
sum = { $first } + { $rest }

## Одно значение

byte-count = { $n } B
value = { $value }
no-limit = без ограничения

## Устройство

device-cc = Compute Capability { $cc } ({ $architecture })
device-gpu = Compute Capability { $cc } ({ $architecture }), { $gpu }
device-cc-short = GPU с Compute Capability { $cc }

## Отчёт о заполняемости (occlab calc, калькулятор)

occupancy-heading = { $device } · { $threads }, { $registers }, { $static } статической + { $dynamic } динамической разделяемой памяти
warps-of-max = { $active } из { $max } варпов
limiter-warps = варпы
limiter-registers = регистры
limiter-shared_memory = разделяемая память
limiter-blocks = блоки на SM
limiter-barriers = барьеры
limiter-virtual_resources = виртуальные ресурсы
limiters-none = нет
limited-by = Ограничивающие факторы: { $limiters }
illegal-launch = Недопустимый запуск: ни один блок этого ядра не может выполняться на { $device }, поэтому запуск завершится ошибкой:
announcement = Заполняемость { $occupancy }: { $blocks } и { $warps } на SM; ограничивающие факторы: { $limiters }.
announcement-illegal = Недопустимый запуск: ни один блок не может выполняться.
working-registers = Регистры: { $working }
working-shared-memory = Разделяемая память: { $working }
registers-working = { $registers } × { $lanes } (размер варпа) = { $requested }, с округлением вверх до кратного { $unit } → { $per_warp } на варп; × { $warps } → { $per_block } на блок; в SM всего { $sm }, блок может использовать не более { $block_max }.
registers-working-rounded = { $registers } × { $lanes } (размер варпа) = { $requested }, с округлением вверх до кратного { $unit } → { $per_warp } на варп; × { $warps } → { $per_block } на блок ({ $checked } по аппаратному подсчёту, где варпы округлены вверх до { $sub_partitions } подразделов регистрового файла); в SM всего { $sm }, блок может использовать не более { $block_max }.
smem-static = { $bytes } статической
smem-dynamic = { $bytes } динамической
smem-reserved = { $bytes } системного резерва
shared-memory-working = { $parts } = { $requested }, с округлением вверх до кратного { $unit } → { $per_block } на блок (не более { $limit }); под разделяемую память в SM отведено { $sm }.
shared-memory-working-preference = { $parts } = { $requested }, с округлением вверх до кратного { $unit } → { $per_block } на блок (не более { $limit }); под разделяемую память в SM отведено { $sm } (в настройке carveout запрошено { $preference }).

## Ближайшие пороги и сетка (калькулятор)

cliff-registers-down = ≤ { $registers } → { $outcome }
cliff-registers-up = ≥ { $registers } → { $outcome }
cliff-threads = { $threads } на блок → { $outcome }
cliff-smem-more = { $sign }{ $bytes } разделяемой памяти → на { $blocks } больше ({ $outcome })
cliff-smem-fewer = { $sign }{ $bytes } разделяемой памяти → на { $blocks } меньше ({ $outcome })
cliff-outcome = { $blocks }, { $occupancy }
cliff-launch-fails = запуск завершится ошибкой
grid-line = Сетка: { $blocks } = { $waves } волны; полная волна — { $full_wave } ({ $per_sm } на SM × { $sms } SM).
grid-line-illegal = Сетка: { $blocks }. { illegal-grid }
illegal-grid = Недопустимый запуск: ни один блок не помещается на SM, поэтому сетка не выполняется.
grid-without-sms = Сетка: { $blocks } (введите число SM, чтобы увидеть, за сколько волн она выполняется).

## Почему запуск невозможен

violation-threads = число нитей в блоке ({ $requested }) превышает максимум устройства ({ $max }) на { $over }
violation-registers-per-thread = число регистров на нить ({ $requested }) превышает максимум ({ $max }) на { $over }
violation-registers-per-block = блоку нужно регистров: { $requested } (варпы округлены вверх до { $sub_partitions } подразделов), что превышает предел на блок ({ $max }) на { $over }
violation-registers-pascal = блок помещается в регистровый файл GP100, но не в 4 подраздела GP10x (предел { $max } на блок); среда выполнения отклоняет такой запуск на любом GPU Pascal
violation-dynamic-smem-device = динамическая разделяемая память ({ $requested }) превышает максимум, который блок может запросить (opt-in) на этом устройстве ({ $max } при данной статической разделяемой памяти), на { $over }
violation-dynamic-smem-kernel = динамическая разделяемая память ({ $requested }) превышает предел ядра ({ $max }) на { $over } (поднимите его через cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...))
violation-smem-per-block = блок выделяет { $requested } разделяемой памяти, что превышает предел на блок ({ $max }) на { $over }
violation-barriers = число барьеров блока ({ $requested }) больше, чем есть в SM ({ $available })
violation-virtual-resources = число виртуальных ресурсов блока ({ $requested }) больше, чем есть в SM ({ $available })
violation-partitioned-caching = секционированное глобальное кэширование включено принудительно, а блок не помещается в половину SM

## Примечания к допустимому запуску

note-opt-in = больше 48 KiB разделяемой памяти на блок: предполагается, что ядро запросило это (opt-in) через cudaFuncSetAttribute (предел динамической памяти { $limit })
note-carveout-raised = одному блоку нужно больше, чем предпочтительные { $preference } разделяемой памяти на SM, поэтому драйвер отводит { $used }
note-carveout-ignored = настройка carveout не действует при Compute Capability ниже 7.0
note-cache-config-ignored = конфигурация кэша здесь не действует
note-idle-lanes = число простаивающих линий в последнем варпе каждого блока: { $lanes }
note-partitioned-caching-off = секционированное глобальное кэширование отключено: блок не помещается в половину SM
note-partitioned-caching-unsupported = на этом устройстве нет секционированного глобального кэширования
note-launch-refused = cudaOccupancyMaxActiveBlocksPerMultiprocessor учитывает эти блоки, но сам запуск завершается ошибкой (cudaErrorInvalidValue): динамическая разделяемая память ({ $requested }) превышает cudaFuncAttributeMaxDynamicSharedMemorySize ядра ({ $limit })
note-header-limiters = заголовочный файл заполняемости CUDA (cudaOccMaxActiveBlocksPerMultiprocessor) указывает как ограничивающие также: { $extra }; он записывает их до того, как применяет ограничение по барьерам. Результат ({ $blocks }) задают только эти ограничивающие факторы: { $binding }

## Пояснения к названиям Nsight Compute: в английском пусты, там название и есть пояснение

gloss-none = { "" }
gloss-theoretical_occupancy = Теоретическая заполняемость: предел, заданный конфигурацией запуска и ресурсами ядра
gloss-active_blocks = Блоков, одновременно активных на одном SM
gloss-active_warps = Варпов, одновременно активных на одном SM
gloss-active_threads = Нитей, одновременно активных на одном SM
gloss-warps_per_block = Варпов на блок (нитей в блоке ÷ 32, с округлением вверх)
gloss-limit_warps = Сколько блоков помещается на SM по числу варпов (варпов SM ÷ варпов на блок)
gloss-limit_registers = Сколько блоков помещается на SM по регистрам
gloss-limit_shared_memory = Сколько блоков помещается на SM по разделяемой памяти
gloss-limit_blocks = Аппаратный максимум блоков на SM для данной Compute Capability
gloss-limit_barriers = Сколько блоков помещается на SM по барьерам (с CC 9.0, если ядро их использует)
gloss-limit_virtual_resources = Сколько блоков помещается на SM по виртуальным ресурсам

## Таблица пределов блоков в калькуляторе

limits-caption = Пределы блоков на SM (сколько блоков помещается по каждому ресурсу)
limits-limit = Предел
limits-blocks = Блоки
limits-limiting = Ограничивает
limits-limiting-mark = ◀ ограничивает

## Сводка и пояснение в калькуляторе

summary-theoretical-occupancy = теоретическая заполняемость
summary-active-blocks = Активных блоков на SM
summary-active-warps = Активных варпов на SM
summary-active-threads = Активных нитей на SM
summary-warps-per-block = Варпов на блок
summary-stale = Показан последний верный результат: исправьте поле, отмеченное красным.
explanation-heading = Как выделены ресурсы
explanation-cliffs = Ближайшие пороги
explanation-no-cliffs = Ни один входной параметр в допустимом для устройства диапазоне не меняет число блоков на SM.

## Подбор размера блока (калькулятор, occlab suggest)

suggest-button = Подобрать размер блока
suggest-none = Ни один размер блока не подходит этому ядру: его регистры, разделяемая память или барьеры не помещаются.
suggest-headline = { $blocks } на SM, { $warps } на SM, заполняемость { $occupancy }.
suggest-per-block = { " " }на блок: { $headline }
suggest-wave = Минимальная сетка для одной полной волны на { $device } ({ $sms } SM): { $blocks }.
suggest-wave-grid = Минимальная сетка для одной полной волны на { $device } ({ $sms } SM): { $blocks }. { $fits }
suggest-grid-fills = Ваша сетка из { $grid ->
    [one] { $grid } блока
    [few] { $grid } блоков
    [many] { $grid } блоков
   *[other] { $grid } блока
} — не меньше одной полной волны.
suggest-grid-short = Ваша сетка из { $grid ->
    [one] { $grid } блока
    [few] { $grid } блоков
    [many] { $grid } блоков
   *[other] { $grid } блока
} меньше одной полной волны: часть SM будет простаивать.
suggest-wave-no-sms = Минимальная сетка для одной полной волны: { $blocks } на SM × число SM в GPU (выберите GPU, чтобы её вычислить).
suggest-use = Использовать { $threads } на блок

## Кластеры блоков (калькулятор, начиная с Compute Capability 9.0)

clusters-heading = Кластеры блоков
cluster-size-label = Размер кластера (блоков)
cluster-size-placeholder = нет
cluster-non-portable = Непереносимые размеры (до { $max })
cluster-refused = Размер кластера: «{ $value }» не подходит. Введите { $range }.
cluster-refused-runtime = Размер кластера: «{ $value }» не подходит (среда выполнения отвечает cudaErrorInvalidClusterSize). Введите { $range }.
cluster-range = целое число от 1 до { $max } (до { $non_portable } с непереносимыми размерами)
cluster-range-non-portable = целое число от 1 до { $max }
clusters-need-a-gpu = Для заполняемости кластеров нужен GPU, а не только Compute Capability: она зависит от того, как SM этого GPU сгруппированы в GPC. Выберите GPU.
clusters-no-gpc-layout = Состав GPC у { $gpu } неизвестен, а без него заполняемость кластеров не вычислить (пока измерены: H100 SXM5 80GB, H200 SXM 141GB).
clusters-none = У Compute Capability { $cc } в Occupancy Lab нет кластеров блоков.

## Графики влияния (калькулятор; occlab sweep --svg)

chart-block-size = Влияние размера блока
chart-registers = Влияние числа регистров на нить
chart-shared-memory = Влияние разделяемой памяти на блок
chart-limits-this-launch = { $title } (ограничивает этот запуск)
chart-limits-callout = ограничивает эту конфигурацию
axis-threads-per-block = нитей на блок
axis-registers-per-thread = регистров на нить
axis-shared-memory-per-block = разделяемая память на блок (статическая + динамическая)
axis-active-warps = активных варпов на SM
chart-point = { $x } → { $warps } на SM ({ $blocks }); ограничивающие факторы: { $limiters }
chart-summary = График: активные варпы на SM; по горизонтали — { $axis }, от { $first } до { $last }. { $current }
chart-summary-current = Текущая конфигурация, { $x }, даёт { $warps } из { $max }.
chart-summary-off = Текущая конфигурация лежит за пределами этого графика.
chart-hint-pointer = Наведите указатель или установите фокус и используйте ← →, чтобы прочитать значение; щёлкните или нажмите Enter, чтобы его использовать.
chart-hint-touch = Коснитесь точки, чтобы использовать её значение; все значения есть в таблице данных.
chart-table-show = Показать данные таблицей
chart-table-hide = Скрыть таблицу данных
table-active-warps = Активных варпов на SM
table-active-blocks = Активных блоков на SM
table-limited-by = Ограничивающие факторы
legend-heading = Цвет кривой: ограничивающий фактор
legend-current = ● текущая конфигурация

## Значения из ссылки, которые не удалось использовать

link-errors-heading = Некоторые значения из этой ссылки не удалось использовать:
link-errors-dismiss = Закрыть
link-fallback = Ссылка: { $error } Вместо этого используется { $fallback }.
link-the-preset = предустановленное значение
link-setting-refused = { $key }: «{ $value }» не подходит (допустимые значения указаны на панели скрытия латентности).
link-unit-refused = Ссылка: unit: «{ $value }» не подходит; допустимо gbs или gflops. Вместо этого используется gbs.
link-run-refused = Ссылка: run: «{ $value }» не называет ни одного запуска; допустимо none, запуск из репозитория ({ $runs }) или номер запуска на сервере.
link-non-portable-refused = Ссылка: non_portable: «{ $value }» не подходит; допустимо 0 или 1. Вместо этого используется 0.
link-view-refused = Ссылка: view: «{ $value }» не подходит; допустимо class. Показан калькулятор.
gpu-unknown = неизвестный GPU «{ $query }».
gpu-unknown-suggest = неизвестный GPU «{ $query }»; может быть, { $names }?
gpu-no-cc = у GPU { $gpu } нет Compute Capability.
cc-refused = Compute Capability: «{ $value }» не подходит; допустимо одно из значений { $known }.
cc-refused-header = Compute Capability: «{ $value }» не подходит; допустимо одно из значений { $known } ({ $cc } известна заголовочному файлу NVIDIA о заполняемости, но { $missing }).
link-no-clusters = запуск без кластеров

## Входные данные ядра и устройство

inputs-heading = Ядро и запуск
inputs-any-block-size = Любой размер блока (не только целые варпы)
inputs-grid-hint = Размер сетки задаётся ниже, в панели волн.
inputs-carveout-default = По умолчанию драйвера (без предпочтения)
field-threads = Нитей в блоке
field-registers = Регистров на нить
field-smem-static = Статическая разделяемая память на блок
field-smem-dynamic = Динамическая разделяемая память на блок
field-barriers = Барьеров в блоке
field-grid = Размер сетки
field-carveout = Carveout разделяемой памяти
unit-threads = нитей
unit-registers = регистров
unit-bytes = байт
unit-barriers = барьеров
unit-blocks = блоков
field-refused = { $field }: «{ $value }» не подходит. Введите { $range }.
field-refused-limit = { $field }: «{ $value }» не подходит. Введите { $range }; { $limit } на { $device }.
range-whole = целое число от { $low } до { $high }
range-size = размер от { $low } до { $high } байт или с единицей (48 KiB, 48 KB и 48K — это { $example } байт)
range-carveout = «default» или целый процент 0–100
carveout-placeholder = по умолчанию
limit-threads = в блоке не больше { $max } нитей
limit-registers = у нити не больше { $max } регистров
limit-smem-static = у блока не больше { $max } статической разделяемой памяти
limit-smem-dynamic = у блока не больше { $max } разделяемой памяти
limit-smem-dynamic-optin = у блока не больше { $max } разделяемой памяти, { $optin } с opt-in через cudaFuncSetAttribute
limit-barriers = в блоке не больше { $max } барьеров
device-heading = Устройство
device-search-placeholder = Поиск: 4090, A100, Hopper, 8.6…
device-search-label = Поиск GPU и Compute Capability
device-no-match = Нет подходящего GPU или Compute Capability.
device-title-cc = Compute Capability { $cc }
device-option = { $gpu } · SM: { $sms } · CC { $cc }
device-facts-gpu = SM: { $sms } · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · число SM неизвестно (выберите GPU или введите его в панели волн)
device-best-matches = Лучшие совпадения
device-compute-capabilities = Compute Capability (без числа SM)

## Области страницы, как их называет программа чтения с экрана

region-controls = Устройство и ядро
region-results = Результаты
region-charts = Графики
region-panels = Волны, скрытие латентности, импорт и запуски

## Заголовок

masthead-subtitle = калькулятор заполняемости CUDA
masthead-show-calculator = Показать калькулятор
toolbar-copy-link = Копировать ссылку
toolbar-link-copied = Ссылка скопирована.
toolbar-copy-refused = Браузер не дал скопировать; ссылка есть в адресной строке.
toolbar-projector = Режим проектора
toolbar-dark-theme = Тёмная тема

## Место нижних панелей, пока не загружены их код и тексты

lower-panels-show = Показать панели волн, скрытия латентности, импорта и запусков
lower-panels-loading = Загрузка панелей волн, скрытия латентности, импорта и запусков…
not-loaded-lower-panels = Не удалось загрузить панели волн, скрытия латентности, импорта и запусков: перезагрузите страницу, чтобы попробовать снова.
panels-not-loaded = Не удалось загрузить тексты панелей ({ $why }): перезагрузите страницу, чтобы попробовать снова.

## Выбор языка

language-label = Язык
language-unknown = Нет каталога для «{ $asked }»: страница показана на английском. Доступны также Русский, 中文, Italiano и 한국어 (переключатель вверху).
language-not-loaded = Не удалось загрузить каталог «{ $language }» ({ $why }): страница показана на английском.
