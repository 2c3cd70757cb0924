# What only occlab says (its own errors, the gpus and caps tables, measure's progress, serve's
# console and refusals, the flags' help): the page never fetches this part.

limiter-mark = ← ограничивающий фактор
note-line = Примечание: { $note }
suggest-block-size = Рекомендуемый размер блока
cli-language-unknown = occlab: нет каталога для { $variable }={ $asked }; вывод на английском (occlab поддерживает en, ru, zh, it и ko: выбор через --lang)
latency-cli-heading = Скрытие латентности для Compute Capability { $cc }
latency-cli-heading-gpu = Скрытие латентности для Compute Capability { $cc }, { $gpu }
latency-cli-heading-run = Скрытие латентности для Compute Capability { $cc }, { $run } из измеренного запуска
latency-cli-stand-in = (число SM, тактовая частота и пропускная способность памяти взяты у { $gpu }, первого GPU с Compute Capability { $cc }; их заменяют --sms, --clock и --bandwidth)
latency-cli-tightest = ← самое узкое место
latency-cli-at-warps = При { $warps ->
    [one] { $warps } варпе
    [few] { $warps } варпах
    [many] { $warps } варпах
   *[other] { $warps } варпа
} на SM: { $mode }
latency-cli-needed = Нужно варпов на SM: по учебнику { $textbook }, { $model } { $knee }, измерено { $measured }
latency-curve-calibrated = с калибровкой по запуску
latency-curve-textbook = по учебнику
latency-col-blocks = блоки
latency-col-warps = варпы
run-section-self-check = Самопроверка
run-section-latencies = Латентности
run-section-model = Откалиброванная модель латентности (docs/LATENCY_MODEL.md)
run-section-staircase = Лестница волн
run-section-timeline = Временная шкала блоков
run-section-probes = Пробные измерения пропускной способности (в калибровку не входят: где модель их описывает, указана её ошибка)
run-wrote = Записан файл { $path }.
cli-gpu-unknown = --gpu: { $error } (`occlab gpus` перечисляет все { $count })
cli-gpu-ties = примечание: --gpu «{ $query }» подходит и к { $others }; используется { $gpu }
cli-gpu-no-cc = у GPU { $gpu } неизвестная Compute Capability
cli-no-device = укажите устройство через --cc (например, --cc 8.6) или --gpu (например, --gpu "RTX 4090")
cli-cc-unknown = --cc: неизвестная Compute Capability «{ $value }»; доступны: { $known }
cli-cc-header-only = --cc: Compute Capability { $cc } ({ $architecture }) известна заголовочному файлу NVIDIA о заполняемости ({ $facts }), но { $missing }; Occupancy Lab не может рассчитать её заполняемость. Доступны: { $known }
upload-stored = сохранён как запуск { $id } ({ $url })
upload-not-read = файл не читается: { $why }
upload-not-valid = { $why } (ничего не отправлено)
upload-gave-up = { $reason }; попытки прекращены после { $tries ->
    [one] { $tries } попытки
    [few] { $tries } попыток
    [many] { $tries } попыток
   *[other] { $tries } попытки
}
upload-retrying = { $reason }; новая попытка через { $pause }
upload-cannot-reach = не удаётся связаться с { $endpoint }: { $why }
upload-cannot-send = не удаётся отправить на { $endpoint }: { $why }
upload-no-id = сервер ответил 201 без номера запуска: { $body }
upload-server-answered = сервер ответил { $status }: { $reason }
upload-too-large = слишком большой файл: в запуске { $bytes } байт, а сервер принимает не больше 1 MiB ({ $most } байт); ничего не сохранено
upload-give-token = { $said } (укажите токен группы в --token)
upload-to-http = --to должен быть адресом http://, например http://127.0.0.1:8080 (occlab serve работает по обычному HTTP)
cli-at = { $place }: { $error }
cli-cannot-read = не удаётся прочитать { $path }: { $why }
cli-cannot-read-stdin = не удаётся прочитать стандартный ввод: { $why }
cli-cannot-write = не удаётся записать { $path }: { $why }
cli-cannot-create = не удаётся создать папку { $path }: { $why }
cli-row = строка { $row }: { $error }
cli-rows-failed = { $n ->
    [one] не удалось прочитать { $n } строку; остальные есть в выводе
    [few] не удалось прочитать { $n } строки; остальные есть в выводе
    [many] не удалось прочитать { $n } строк; остальные есть в выводе
   *[other] не удалось прочитать { $n } строки; остальные есть в выводе
}
cli-csv-header = не удаётся прочитать заголовок CSV: { $why }
cli-max-dynamic-smem = --max-dynamic-smem: { $error } (или "auto")
cli-unit-refused = --unit: значение «{ $value }» недопустимо; ожидается gbs или gflops
cli-size-refused = значение «{ $value }» недопустимо; ожидается ШИРИНАxВЫСОТА, каждое от { $low } до { $high } пикселей, например 640x300
cli-lang-refused = «{ $value }» — не язык, на котором говорит occlab; ожидается один из: { $tags }
cli-waves-need-sms = одной --cc мало: нужен --sms (или укажите --gpu)
cli-clusters-need-gpu = укажите --gpu: заполняемость кластеров зависит от состава его GPC
cli-run-cc-unknown = Compute Capability запуска «{ $value }» неизвестна Occupancy Lab; доступны: { $known }
cli-import-none = не удалось прочитать ни одного ядра ({ $reasons }); принимаются: вывод консоли Nsight Compute, ncu --csv --page details или --page raw, файл отчёта Nsight Compute (.ncu-rep или сжатый zstd .ncu-repz), nvprof --metrics achieved_occupancy или --print-gpu-trace (текст или --csv), ptxas -v или cuobjdump --dump-resource-usage
cli-import-none-report = из отчёта Nsight Compute не удалось прочитать ни одного ядра ({ $reasons })
join-semicolon = { $first }; { $rest }
hw-col-cc = CC
hw-col-architecture = Архитектура
gpus-col-gpu = GPU
gpus-col-segment = Сегмент
gpus-col-sms = SM
gpus-col-mhz = MHz
gpus-col-bandwidth = GB/s
gpus-col-l2 = L2, KiB
gpus-l2-unknown = неизвестно
gpus-segment-data-centre = серверный
gpus-segment-desktop = настольный
gpus-segment-embedded = встраиваемый
gpus-segment-laptop = ноутбучный
gpus-segment-workstation = рабочая станция
caps-col-warps = Варпы
caps-col-blocks = Блоки
caps-col-registers = Регистры
caps-col-smem-sm = Разд./SM
caps-col-smem-optin = Разд. opt-in
caps-col-reserved = Резерв
caps-col-alloc = Выделение
measure-no-driver = драйвер NVIDIA не найден: библиотека драйвера CUDA искалась как { $names } (установите драйвер NVIDIA или добавьте его папку в LD_LIBRARY_PATH)
measure-no-nvrtc = NVRTC, который компилирует измерительные ядра, не найден: искались { $names } (установите CUDA Toolkit или его пакет nvrtc либо добавьте папку с ним, например /usr/local/cuda/lib64, в LD_LIBRARY_PATH)
measure-no-gpu = драйвер NVIDIA установлен, но не дал GPU для измерения ({ $why })
measure-cc-unknown = у этого GPU Compute Capability { $cc }, неизвестная Occupancy Lab; доступны: { $known }
measure-nvrtc-failed = NVRTC не смог скомпилировать измерительное ядро: { $why }
measure-load-failed = драйвер не смог загрузить измерительное ядро: { $why }
measure-no-kernel = у драйвера нет ядра { $kernel }: { $why }
measure-launch-failed = запуск { $kernel }: { $why }
measure-read-back-failed = не удалось прочитать результат из GPU: { $why }
measure-alloc-failed = не удалось выделить или заполнить память GPU, нужную для измерения: { $why }
measure-timeline-no-block = ядро временной шкалы не помещает на SM ни одного блока
measure-invalid = запуск некорректен: { $why }; измеренное сохранено в { $path }
measure-invalid-unkept = запуск некорректен ({ $why }), и измеренное не удалось сохранить: { $error }
measure-stage-self-check = самопроверка: заполняемость по драйверу в сравнении с моделью
measure-stage-throughput = пропускная способность в зависимости от заполняемости
measure-stage-latencies = латентности: FMA, L1, L2, DRAM
measure-stage-staircase = лестница волн
measure-stage-timeline = временная шкала блоков
measure-done-self-check = самопроверка: { $seconds } с ({ $agreements ->
    [one] совпадает
   *[other] совпадают
} { $agreements } из { $configurations ->
    [one] { $configurations } конфигурации
   *[other] { $configurations } конфигураций
}; регистров на нить: { $registers })
measure-done-self-check-refused = самопроверка: { $seconds } с ({ $agreements ->
    [one] совпадает
   *[other] совпадают
} { $agreements } из { $configurations ->
    [one] { $configurations } конфигурации
   *[other] { $configurations } конфигураций
}; регистров на нить: { $registers }; драйвер отказал в { $refused ->
    [one] { $refused } случае
   *[other] { $refused } случаях
})
measure-done-throughput = пропускная способность: { $seconds } с ({ $points ->
    [one] { $points } точка
    [few] { $points } точки
    [many] { $points } точек
   *[other] { $points } точки
})
measure-stage-probes = пробные измерения: 16-байтные загрузки, загрузки и FMA, случайная выборка
measure-done-probes = пробные измерения: { $seconds } с ({ $points ->
    [one] { $points } точка
    [few] { $points } точки
    [many] { $points } точек
   *[other] { $points } точки
})
measure-done-latencies = латентности: { $seconds } с (частота SM во время обходов L1, L2 и DRAM: { $clocks } MHz)
measure-done-staircase = лестница: { $seconds } с ({ $grids ->
    [one] { $grids } сетка
    [few] { $grids } сетки
    [many] { $grids } сеток
   *[other] { $grids } сетки
})
measure-done-timeline = временная шкала: { $seconds } с ({ $blocks })
measure-done = измерено за { $seconds } с
serve-size-refused = «{ $value }» — не размер не меньше { $least }: целое число байт или число с KiB, MiB или GiB
serve-token-short = { $flag } должен содержать не меньше { $least ->
    [one] { $least } символа
   *[other] { $least } символов
}
serve-token-spaces = { $flag } не должен содержать пробелов и управляющих символов
serve-open-to-network = прослушивание { $addr } позволит загружать запуски любому в сети: укажите --token (и --instructor-token) или слушайте 127.0.0.1
serve-class-refused = --class должен быть одной строкой от 1 до { $most ->
    [one] { $most } символа
   *[other] { $most } символов
}
serve-no-runtime = не удаётся запустить асинхронную среду выполнения: { $why }
serve-no-index = в { $dist } нет index.html (соберите страницу командой trunk build --release); обслуживается только API
serve-page-from = страница из { $dist }
serve-no-page = без страницы
serve-listening = (запуски в { $db }, { $page }; вид группы для проектора: { $class_view })
serve-cannot-listen = не удаётся слушать { $addr }: { $why }
serve-request-panicked = запрос завершился паникой: { $words }
serve-panic-without-words = паника без сообщения
serve-rate-limiter-failed = ограничитель частоты запросов сломался раньше
serve-writer-panicked = модуль записи в базу данных запаниковал ({ $words }); удерживаемые им записи отклонены, ни одна не сохранена; он снова работает
serve-writer-panicked-stopping = модуль записи в базу данных запаниковал ({ $words }), и { $path } не удаётся открыть снова ({ $why }); сервер останавливается, чтобы не принимать загрузки, которые нельзя сохранить
serve-database-error = база данных: { $why }
serve-database-unopened = не удаётся открыть базу данных { $path }: { $why }
serve-database-no-wal = база данных { $path } не может работать в режиме WAL (ответ: { $mode })
serve-database-newer = у базы данных версия схемы { $version }, а этот occlab знает версии до { $known }: возьмите более новый occlab или другой файл --db
serve-database-no-writer = не удаётся запустить модуль записи в базу данных: { $why }
serve-database-writer-stopped = модуль записи в базу данных остановлен
serve-database-reader-failed = модуль чтения базы данных сломался раньше
serve-database-read-unfinished = чтение из базы данных не завершилось: { $why }
serve-database-out-of-turn = модуль записи в базу данных ответил не в свою очередь: { $outcome }
serve-refused-no-route = такого маршрута API нет; см. docs/API.md
serve-refused-method = этот маршрут не принимает такой метод: /api/runs принимает GET, POST и DELETE (группы), { $run } — GET, PATCH и DELETE, /api/runs/export — GET, /api/events — GET
serve-refused-query-name = { $why }; единственный параметр — name
serve-refused-query-list = { $why }; параметры: limit (от 1 до { $most }), before (номер запуска), class и device
serve-refused-query-class = { $why }; единственный параметр — class
serve-refused-limit = limit равен { $limit }; он должен быть от 1 до { $most }
serve-refused-body-large = тело запроса больше { $bytes } байт (1 MiB)
serve-refused-body-unread = не удалось прочитать тело запроса: { $why }
serve-refused-not-utf8 = тело запроса — не текст UTF-8
serve-refused-full = база данных запусков заполнена (её размер задаёт occlab serve --max-db-bytes; по умолчанию 1 GiB): ничего не сохранено; преподаватель может удалить запуски, чтобы освободить место
serve-refused-content-type = тело запроса нужно отправлять с Content-Type: application/json (было { $given })
serve-refused-run-id = номер запуска — целое число, как в списке GET /api/runs
serve-refused-no-run = запуска { $id } нет
serve-refused-hidden = тело запроса должно быть { $hide } или { $show } ({ $why })
serve-refused-internal = сервер не смог выполнить этот запрос; ошибка записана в журнал
serve-refused-not-bearer = заголовок Authorization должен иметь вид "Bearer TOKEN"
serve-refused-class-token-needed = для загрузки на этот сервер нужен токен группы: отправьте Authorization: Bearer TOKEN (occlab upload --token)
serve-refused-not-class-token = это не токен этой группы
serve-refused-no-instructor = сервер запущен без --instructor-token, поэтому скрывать и удалять запуски не может никто
serve-refused-instructor-token-needed = чтобы скрывать и удалять запуски, нужен токен преподавателя: отправьте Authorization: Bearer TOKEN
serve-refused-not-instructor-token = это не токен преподавателя
serve-refused-unknown-token = это ни токен группы, ни токен преподавателя
serve-refused-name-long = name длиннее { $most ->
    [one] { $most } символа
   *[other] { $most } символов
}
serve-refused-name-control = name содержит управляющий символ (имя — одна строка текста)
serve-refused-too-many = слишком много загрузок с этого адреса: не больше { $most } в минуту; попробуйте снова через { $seconds } с
serve-refused-followers = { $n ->
    [one] за запусками уже следит { $n } страница; больше этот сервер не допускает
    [few] за запусками уже следят { $n } страницы; больше этот сервер не допускает
    [many] за запусками уже следят { $n } страниц; больше этот сервер не допускает
   *[other] за запусками уже следят { $n } страницы; больше этот сервер не допускает
}

# Справка occlab (crates/occlab/src/help.rs): help-about-{команда} — описание команды,
# help-{команда}-{аргумент} — справка по аргументу в одной команде, help-arg-{аргумент} — во всех
# остальных командах.
help-about-occlab = Заполняемость CUDA — в точности так, как её вычисляет среда выполнения CUDA 13
help-about-calc = Теоретическая заполняемость одного запуска или каждой строки CSV-файла (--batch)
help-about-suggest = Размер блока с наибольшей заполняемостью (cudaOccupancyMaxPotentialBlockSize)
help-about-sweep = Активные варпы при изменении одного входного параметра (данные графиков «Влияние…»)
help-about-waves = Полные волны, Waves Per SM и эффект хвоста для сетки
help-about-latency = Сколько варпов нужно для скрытия латентности (закон Литтла), и двухрежимная модель Волкова
help-about-clusters = Кластеры блоков: наибольшее число активных кластеров и наибольший размер кластера для каждой строки CSV-файла, на одном GPU
help-about-import = Что сказали профилировщик и компилятор, в сравнении с нашей моделью: ncu (консоль, CSV), nvprof, ptxas -v, cuobjdump. Завершается с кодом 1, если заполняемость ядра или пределы блоков расходятся
help-about-gpus = Модели GPU, которые знает occlab
help-about-caps = Compute Capability, которые знает occlab, со всеми аппаратными значениями
help-about-serve = Раздаёт страницу, API запусков и файл SQLite, в котором хранятся запуски
help-about-upload = Отправляет измеренные запуски (JSON-файлы occlab measure) на occlab serve
help-about-measure = Измеряет установленный GPU (нужен драйвер CUDA; без него код выхода 3) или показывает запуск (--report)
help-about-help = Выводит эту справку или справку по указанным подкомандам
help-arg-barriers = Барьеры блока, которые использует ядро (среда выполнения считает, что барьер один)
help-arg-cache-config = Конфигурация кэша: none, shared, l1, equal (Kepler; начиная с Volta действует, когда carveout по умолчанию)
help-arg-carveout = Carveout разделяемой памяти: "default" или 0–100 (% разделяемой памяти SM; начиная с Volta)
help-arg-cc = Compute Capability, например 8.6 (также sm_86 или 86)
help-arg-gpu = Модель GPU, например "H100 SXM5 80GB" или "RTX 4090" (см. `occlab gpus`)
help-arg-help = Вывести справку
help-arg-json = Вывести JSON
help-arg-lang = Язык текстового вывода: en, ru, zh, it или ko (по умолчанию: LC_ALL, LC_MESSAGES или LANG, иначе английский). JSON и CSV остаются на английском
help-arg-max-dynamic-smem = cudaFuncAttributeMaxDynamicSharedMemorySize ядра в байтах или "auto": считать, что ядро разрешило больше (opt-in), если запуску нужно больше 48 KiB
help-arg-partitioned-gc = Секционированное глобальное кэширование: off, on, on-strict (есть только у 5.2, 5.3, 6.1, 6.2)
help-arg-regs = Регистров на нить (ptxas -v: "Used N registers")
help-arg-smem-static = Статическая разделяемая память на блок, байт (ptxas -v: "N bytes smem")
help-arg-svg = Также записать график, который страница показывает для этих входных данных, в формате SVG в FILE ("-" — в stdout вместо обычного вывода)
help-arg-theme = Цвета графика: light, dark или projector (крупный шрифт, полный контраст)
help-arg-threads = Нитей в блоке
help-arg-version = Вывести версию
help-arg-virtual-resources = Виртуальные ресурсы на блок (начиная с Blackwell)
help-calc-smem-dynamic = Динамическая разделяемая память на блок, байт (третий аргумент <<<>>>)
help-calc-cluster = Блоков в кластере блоков (начиная с 9.0, с --gpu, чей состав GPC известен): добавляет Max Active Clusters и Max Cluster Size
help-calc-non-portable = Ядро задаёт cudaFuncAttributeNonPortableClusterSizeAllowed (кластеры до 16 блоков)
help-calc-json = Вывести JSON вместо таблицы
help-calc-batch = Рассчитать каждую строку CSV-файла ("-" — stdin) с заголовком cc,threads,regs,smem_static,smem_dynamic,carveout,barriers; результаты выводятся в stdout в формате CSV
help-suggest-smem-dynamic = Динамическая разделяемая память на блок, байт (постоянная часть)
help-suggest-smem-per-thread = Динамическая разделяемая память на нить, байт (добавляется за каждую нить блока, как это сделала бы функция для cudaOccupancyMaxPotentialBlockSizeVariableSMem)
help-suggest-max-threads = Наибольшее число нитей в блоке из __launch_bounds__ ядра
help-sweep-vary = Изменяемый входной параметр
help-sweep-threads = Нитей в блоке (фиксировано, если не выбрано в --vary)
help-sweep-smem-dynamic = Динамическая разделяемая память на блок, байт (фиксирована, если не выбрана в --vary)
help-sweep-json = Вывести JSON вместо CSV
help-sweep-size = Размер графика в пикселях, ШИРИНАxВЫСОТА
help-waves-sms = Число SM для одной --cc (--gpu задаёт своё)
help-waves-smem-dynamic = Динамическая разделяемая память на блок, байт
help-waves-grid = Блоков в сетке
help-latency-run = Измеренный запуск (`occlab measure`): задаёт GPU, его частоты и измеренные латентности и калибрует модель (docs/LATENCY_MODEL.md). --gpu или --cc рядом с ним должны указывать то же устройство
help-latency-curve = Вывести пропускную способность для каждого целого числа блоков по --threads нитей на SM (от 1 до предела SM по варпам и блокам): по откалиброванной модели с --run, иначе по учебнику
help-latency-sms = Число SM (предустановка: у GPU; для одной --cc — у первого GPU с ней в `occlab gpus`)
help-latency-clock = Тактовая частота SM, MHz (предустановка: boost-частота GPU)
help-latency-bandwidth = Пропускная способность DRAM, GB/s (предустановка: у GPU)
help-latency-arith-latency = Арифметическая латентность, тактов (предустановка: для Compute Capability)
help-latency-mem-latency = Латентность памяти, тактов (предустановка: для Compute Capability)
help-latency-issue-rate = Варп-инструкций, выдаваемых за такт на SM (предустановка: по числу планировщиков варпов)
help-latency-lanes = Линий CUDA-ядер на SM (предустановка: для Compute Capability)
help-latency-sfu-lanes = Линий SFU на SM (предустановка: для Compute Capability)
help-latency-ilp = Независимых инструкций на варп, параллелизм на уровне инструкций (предустановка 1)
help-latency-load-bytes = Байт, которые каждая нить загружает одной инструкцией памяти (предустановка 4)
help-latency-loads-in-flight = Инструкций памяти в полёте у каждого варпа (предустановка 2: сложение векторов загружает a[i] и b[i])
help-latency-cuda-core = Состав инструкций на варп: инструкции CUDA-ядер (предустановка 9, сложение векторов у Волкова)
help-latency-sfu = Состав инструкций на варп: инструкции SFU (предустановка 0)
help-latency-shared-cycles = Состав инструкций на варп: такты банков разделяемой памяти, k при k-кратном конфликте (предустановка 0)
help-latency-memory-bytes = Состав инструкций на варп: байты DRAM (предустановка 384)
help-latency-issue-slots = Состав инструкций на варп: слоты выдачи (предустановка 8)
help-latency-chain-arith = Зависимых арифметических инструкций в самой длинной цепочке (предустановка 4)
help-latency-chain-mem = Зависимых загрузок из памяти в самой длинной цепочке (предустановка 1)
help-latency-latency-bound = Граница по латентности, тактов на варп; заменяет границу по цепочке
help-latency-warps = Резидентных варпов на SM для режима; или укажите --threads (и --regs, --smem-dynamic …), чтобы взять теоретическую заполняемость этого запуска
help-latency-threads = Нитей в блоке запуска, чья теоретическая заполняемость даёт резидентные варпы (вместо --warps)
help-latency-smem-dynamic = Динамическая разделяемая память на блок, байт, для этого запуска (вместе с --threads)
help-latency-unit = Единица темпа режима: gbs (GB/s DRAM) или gflops
help-clusters-batch = CSV-файл ("-" — stdin) с заголовком cluster_size,threads,regs,smem_dynamic,carveout (необязательный столбец non_portable: 0 или 1); результаты выводятся в stdout в формате CSV
help-import-files = Вывод профилировщика или компилятора ("-" — stdin): отчёт Nsight Compute (.ncu-rep или .ncu-repz, сжатый zstd), консольный вывод или CSV Nsight Compute (страница details или raw), nvprof, ptxas -v, cuobjdump --dump-resource-usage. Следующие файлы присоединяются к первому
help-import-sms = Число SM, если отчёт его не указывает
help-caps-csv = Вывести CSV (строка на каждую Compute Capability, в заголовке — имена свойств устройства)
help-caps-json = Вывести JSON с источником каждого значения
help-serve-addr = Адрес и порт для прослушивания. Для любого адреса, кроме loopback, нужен --token
help-serve-db = Файл SQLite, в котором хранятся запуски (создаётся, если его нет)
help-serve-class = Группа: загрузки записываются в неё, и списки её показывают. Нужны --token и --instructor-token
help-serve-token = Токен, с которым загружают студенты (Authorization: Bearer TOKEN); не короче 12 символов
help-serve-instructor-token = Токен, с которым скрывают и удаляют запуски; не короче 12 символов
help-serve-dist = Собранная страница (вывод trunk). Без неё API всё равно работает
help-serve-rate-limit = Загрузок (и действий преподавателя) в минуту с одного адреса; 0 отключает ограничение (для нагрузочных тестов на loopback)
help-serve-max-event-clients = Сколько страниц могут одновременно следить за запусками (GET /api/events)
help-serve-max-db-bytes = Наибольшее число байт в файле базы данных (можно с единицей: 512MiB, 2GiB); загрузка, которой нужно больше, отклоняется (507)
help-upload-files = Файлы запусков, записанные occlab measure
help-upload-to = Сервер в виде http://HOST:PORT
help-upload-token = Токен группы, выданный преподавателем
help-upload-name = Ваше имя, которое показывается рядом с запуском (не более 60 символов)
help-upload-tries = Попыток на файл, когда сервер недоступен или занят (паузы между ними 0,25 с, 0,5 с, 1 с, … до 8 с)
help-measure-out = Куда записать запуск
help-measure-quick = Меньше повторений и ядер (не дольше 10 с на H100)
help-measure-report = Ничего не измерять: прочитать файл запуска и сравнить его с моделью
help-measure-ptx-dir = Также записать PTX каждого измерительного ядра в эту папку, чтобы посмотреть, что сделал компилятор (`ptxas -arch=sm_90 FILE.ptx`, затем `cuobjdump -sass`)

# Слова clap вокруг справки и в его отказах (crates/occlab/src/help.rs, clap_errors.rs). То, что
# они цитируют (аргументы, значения, имена значений вроде <N>), остаётся как было введено.
clap-usage = Использование:
clap-heading-commands = Команды
clap-heading-arguments = Аргументы
clap-heading-options = Параметры
clap-default = [по умолчанию: { $values }]
clap-possible-values = [возможные значения: { $values }]
clap-subcommands = [подкоманды: { $values }]
clap-env = [переменная окружения: { $variable }]
clap-alias = [псевдоним: { $aliases }]
clap-aliases = [псевдонимы: { $aliases }]
clap-error-label = ошибка:
clap-tip-label = подсказка:
clap-quoted = «{ $text }»
clap-more-information = Подробнее: «{ $help }».
clap-error-unknown-argument = неизвестный аргумент «{ $arg }»
clap-error-invalid-subcommand = неизвестная подкоманда «{ $subcommand }»
clap-error-invalid-value = недопустимое значение «{ $value }» для «{ $arg }»
clap-error-value-refused = недопустимое значение «{ $value }» для «{ $arg }»: { $why }
clap-error-value-required = для «{ $arg }» нужно значение, но оно не указано
clap-error-out-of-range = { $number } вне диапазона { $range }
clap-error-missing-arguments = не указаны обязательные аргументы:
clap-error-missing-subcommand = «{ $command }» требует подкоманду, но она не указана
clap-error-used-twice = аргумент «{ $arg }» нельзя указывать несколько раз
clap-error-conflict = аргумент «{ $arg }» нельзя использовать вместе с «{ $other }»
clap-error-conflict-with = аргумент «{ $arg }» нельзя использовать вместе с:
clap-error-conflict-any = аргумент «{ $arg }» нельзя использовать вместе с одним или несколькими другими указанными аргументами
clap-error-no-equals = значение для «{ $arg }» нужно задавать через знак равенства
clap-error-too-many-values = лишнее значение «{ $value }» для «{ $arg }»; больше значений не ожидалось
clap-error-too-few-values = «{ $arg }» требует значений: { $least }; указано только { $n }
clap-error-wrong-number-of-values = «{ $arg }» требует значений: { $expected }, но указано { $n }
clap-error-invalid-utf8 = в одном или нескольких аргументах найден недопустимый UTF-8
clap-tip-similar-argument = есть похожий аргумент: { $names }
clap-tip-similar-arguments = есть похожие аргументы: { $names }
clap-tip-similar-subcommand = есть похожая подкоманда: { $names }
clap-tip-similar-subcommands = есть похожие подкоманды: { $names }
clap-tip-similar-value = есть похожее значение: { $names }
clap-tip-similar-values = есть похожие значения: { $names }
clap-tip-pass-as-value = чтобы передать «{ $value }» как значение, используйте «{ $usage }»
clap-tip-remove-dashes = подкоманда «{ $subcommand }» существует; чтобы её использовать, уберите «--» перед ней
clap-tip-exists = есть «{ $usage }»
