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
cli-clusters-need-gpu = укажите --gpu: заполняемость кластеров зависит от раскладки его GPC
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
measure-stage-self-check = самопроверка: заполняемость по драйверу против модели
measure-stage-throughput = пропускная способность в зависимости от заполняемости
measure-stage-latencies = латентности: FMA, L1, L2, DRAM
measure-stage-staircase = лестница волн
measure-stage-timeline = временная шкала блоков
measure-done-self-check = самопроверка: { $seconds } с (совпадают { $agreements } из { $configurations ->
    [one] { $configurations } конфигурации
   *[other] { $configurations } конфигураций
}; регистров на нить: { $registers })
measure-done-self-check-refused = самопроверка: { $seconds } с (совпадают { $agreements } из { $configurations ->
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
