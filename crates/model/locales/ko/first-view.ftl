# Occupancy Lab의 한국어 메시지: en/first-view.ftl을 번역한 카탈로그
# (용어는 docs/GLOSSARY.md의 ko 열을 따른다).
# Nsight Compute의 이름(Block Limit Registers, Theoretical Occupancy, Waves Per SM)은 메시지가 아니다:
# 프로파일러가 출력하는 그대로 영어로 두고, 옆에 한국어 설명(gloss-*)을 붙인다. 인수의 타입은
# 모델이 정한다: 개수, 백분율, 바이트는 메시지에 들어오기 전에 한국어 방식으로 표기된다.
# 한국어에는 복수형이 없으므로(CLDR: other뿐) 개수 명사는 select 없이 단위 명사 '개'로 쓴다.

## 개수와 함께 쓰는 명사

threads = 스레드 { $n }개
registers = 레지스터 { $n }개
warps = 워프 { $n }개
blocks = 블록 { $n }개
active-blocks = 활성 블록 { $n }개

## 목록: "레지스터 및 공유 메모리", "워프, 레지스터 및 SM당 블록 수"

list-two = { $first } 및 { $last }
list-or-two = { $first } 또는 { $last }
list-more = { $first }, { $rest }
sum = { $first } + { $rest }

## 수치 하나

byte-count = { $n } B
value = { $value }
no-limit = 제한 없음

## 디바이스

device-cc = Compute Capability { $cc } ({ $architecture })
device-gpu = Compute Capability { $cc } ({ $architecture }), { $gpu }
device-cc-short = Compute Capability { $cc } GPU

## 점유율 보고서 (occlab calc, 계산기)

occupancy-heading = { $device } · { $threads }, { $registers }, 공유 메모리 정적 { $static } + 동적 { $dynamic }
warps-of-max = 워프 { $max }개 중 { $active }개
limiter-warps = 워프
limiter-registers = 레지스터
limiter-shared_memory = 공유 메모리
limiter-blocks = SM당 블록 수
limiter-barriers = 배리어
limiter-virtual_resources = 가상 리소스
limiters-none = 없음
limited-by = 제한 요인: { $limiters }
illegal-launch = 허용되지 않는 커널 호출: 이 커널의 블록은 { $device }에서 하나도 실행될 수 없으므로 호출이 실패한다:
announcement = 점유율 { $occupancy }: SM당 { $blocks }와 { $warps } (제한 요인: { $limiters }).
announcement-illegal = 허용되지 않는 커널 호출: 실행될 수 있는 블록이 없다.
working-registers = 레지스터: { $working }
working-shared-memory = 공유 메모리: { $working }
registers-working = { $registers } × 레인 { $lanes }개 = { $requested }개, { $unit }의 배수로 올림 → 워프당 { $per_warp }개; × { $warps } → 블록당 { $per_block }개; SM에는 { $sm }개가 있고, 블록 하나는 최대 { $block_max }개까지 쓸 수 있다.
registers-working-rounded = { $registers } × 레인 { $lanes }개 = { $requested }개, { $unit }의 배수로 올림 → 워프당 { $per_warp }개; × { $warps } → 블록당 { $per_block }개 (하드웨어가 세는 방식으로는 { $checked }개: 워프 수를 레지스터 파일 서브파티션 { $sub_partitions }개에 맞춰 올림); SM에는 { $sm }개가 있고, 블록 하나는 최대 { $block_max }개까지 쓸 수 있다.
smem-static = 정적 { $bytes }
smem-dynamic = 동적 { $bytes }
smem-reserved = 시스템 예약 { $bytes }
shared-memory-working = { $parts } = { $requested }, { $unit }의 배수로 올림 → 블록당 { $per_block } (최대 { $limit }); SM의 공유 메모리 크기는 { $sm }로 설정되어 있다.
shared-memory-working-preference = { $parts } = { $requested }, { $unit }의 배수로 올림 → 블록당 { $per_block } (최대 { $limit }); SM의 공유 메모리 크기는 { $sm }로 설정되어 있다 (carveout 선호값으로는 { $preference }를 요청했다).

## 다음 경계값과 그리드 (계산기)

cliff-registers-down = ≤ { $registers } → { $outcome }
cliff-registers-up = ≥ { $registers } → { $outcome }
cliff-threads = 블록당 { $threads } → { $outcome }
cliff-smem-more = 공유 메모리 { $sign }{ $bytes } → { $blocks } 증가 ({ $outcome })
cliff-smem-fewer = 공유 메모리 { $sign }{ $bytes } → { $blocks } 감소 ({ $outcome })
cliff-outcome = { $blocks }, { $occupancy }
cliff-launch-fails = 커널 호출이 실패한다
grid-line = 그리드: { $blocks } = 웨이브 { $waves }개; 풀 웨이브 하나는 { $full_wave } (SM당 { $per_sm }개 × SM { $sms }개).
grid-line-illegal = 그리드: { $blocks }. { illegal-grid }
illegal-grid = 허용되지 않는 커널 호출: SM에 들어가는 블록이 없으므로 그리드가 실행되지 않는다.
grid-without-sms = 그리드: { $blocks } (SM 수를 입력하면 몇 개의 웨이브로 실행되는지 볼 수 있다).

## 커널 호출이 실행될 수 없는 이유

violation-threads = 블록당 스레드 { $requested }개는 디바이스 최대치 { $max }개를 { $over }개 초과한다
violation-registers-per-thread = 스레드당 레지스터 { $requested }개는 최대치 { $max }개를 { $over }개 초과한다
violation-registers-per-block = 블록에 레지스터 { $requested }개가 필요하며(워프 수를 서브파티션 { $sub_partitions }개에 맞춰 올림), 블록당 한도 { $max }개를 { $over }개 초과한다
violation-registers-pascal = 블록이 GP100의 레지스터 파일에는 들어가지만 GP10x의 서브파티션 4개에는 들어가지 않는다(블록당 한도 { $max }개); 런타임은 모든 Pascal GPU에서 이 호출을 거부한다
violation-dynamic-smem-device = 동적 공유 메모리 { $requested }는 이 디바이스에서 블록이 opt-in으로 쓸 수 있는 최대치(이 정적 공유 메모리에서는 { $max })를 { $over }만큼 초과한다
violation-dynamic-smem-kernel = 동적 공유 메모리 { $requested }는 커널의 한도 { $max }를 { $over }만큼 초과한다 (cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...)로 한도를 올릴 수 있다)
violation-smem-per-block = 블록이 공유 메모리 { $requested }를 할당하여 블록당 한도 { $max }를 { $over }만큼 초과한다
violation-barriers = 블록은 배리어 { $requested }개를 쓰지만 SM에는 { $available }개뿐이다
violation-virtual-resources = 블록은 가상 리소스 { $requested }개를 쓰지만 SM에는 { $available }개뿐이다
violation-partitioned-caching = 분할 전역 캐싱(partitioned global caching)이 강제로 켜져 있는데 블록이 SM의 절반에 들어가지 않는다

## 허용되는 커널 호출에 대한 참고

note-opt-in = 블록당 공유 메모리가 48 KiB를 넘는다: 커널이 cudaFuncSetAttribute로 opt-in했다고 가정한다 (동적 한도 { $limit })
note-carveout-raised = 블록 하나에 SM당 공유 메모리 선호값 { $preference }보다 많은 양이 필요하므로, 드라이버는 대신 { $used }를 사용한다
note-carveout-ignored = carveout 선호값은 Compute Capability 7.0 미만에서는 효과가 없다
note-cache-config-ignored = 캐시 구성은 여기서 효과가 없다
note-idle-lanes = 각 블록의 마지막 워프에 유휴 레인이 { $lanes }개 있다
note-partitioned-caching-off = 분할 전역 캐싱(partitioned global caching)을 껐다: 블록이 SM의 절반에 들어가지 않는다
note-partitioned-caching-unsupported = 이 디바이스에는 분할 전역 캐싱(partitioned global caching)이 없다
note-launch-refused = cudaOccupancyMaxActiveBlocksPerMultiprocessor는 이 블록들을 세지만 호출 자체는 실패한다(cudaErrorInvalidValue): 동적 공유 메모리 { $requested }가 커널의 cudaFuncAttributeMaxDynamicSharedMemorySize { $limit }를 초과한다
note-header-limiters = CUDA 점유율 헤더(cudaOccMaxActiveBlocksPerMultiprocessor)는 { $extra }도 제한 요인으로 보고한다: 배리어 한도를 적용하기 전에 기록하기 때문이다. { $blocks }는 { $binding }만으로 정해진다

## Nsight Compute 이름의 설명(gloss): 영어에서는 이름이 곧 설명이므로 비어 있다

gloss-none = { "" }
gloss-theoretical_occupancy = 이론적 점유율: 실행 구성과 커널 리소스로 정해지는 점유율 상한
gloss-active_blocks = SM당 동시에 활성인 블록 수
gloss-active_warps = SM당 동시에 활성인 워프 수
gloss-active_threads = SM당 동시에 활성인 스레드 수
gloss-warps_per_block = 블록당 워프 수 (블록의 스레드 수 ÷ 32, 올림)
gloss-limit_warps = 워프 수 기준 SM당 최대 블록 수
gloss-limit_registers = 레지스터 기준 SM당 최대 블록 수
gloss-limit_shared_memory = 공유 메모리 기준 SM당 최대 블록 수
gloss-limit_blocks = 해당 Compute Capability의 SM당 최대 블록 수(하드웨어 한도)
gloss-limit_barriers = 배리어 기준 SM당 최대 블록 수(CC 9.0부터, 커널이 배리어를 쓸 때)
gloss-limit_virtual_resources = 가상 리소스 기준 SM당 최대 블록 수

## 계산기의 블록 한도 표

limits-caption = SM당 블록 한도 (리소스별로 들어갈 수 있는 블록 수)
limits-limit = 한도
limits-blocks = 블록 수
limits-limiting = 제한 요인
limits-limiting-mark = ◀ 제한 요인

## 계산기의 요약과 설명

summary-theoretical-occupancy = 이론적 점유율
summary-active-blocks = SM당 활성 블록 수
summary-active-warps = SM당 활성 워프 수
summary-active-threads = SM당 활성 스레드 수
summary-warps-per-block = 블록당 워프 수
summary-stale = 마지막으로 유효했던 결과를 보여 주고 있다: 빨간색으로 표시된 입력란을 고쳐야 한다.
explanation-heading = 할당 과정
explanation-cliffs = 다음 경계값
explanation-no-cliffs = 디바이스의 범위 안에서는 어떤 입력을 바꿔도 SM당 블록 수가 달라지지 않는다.

## 블록 크기 제안 (계산기, occlab suggest)

suggest-button = 블록 크기 제안
suggest-none = 어떤 블록 크기로도 이 커널을 실행할 수 없다: 레지스터, 공유 메모리 또는 배리어가 들어가지 않는다.
suggest-headline = SM당 { $blocks }, SM당 { $warps }, 점유율 { $occupancy }.
suggest-per-block = (블록당): { $headline }
suggest-wave = { $device } (SM { $sms }개)에서 풀 웨이브 하나를 채우는 최소 그리드: { $blocks }.
suggest-wave-grid = { $device } (SM { $sms }개)에서 풀 웨이브 하나를 채우는 최소 그리드: { $blocks }. { $fits }
suggest-grid-fills = 지금 그리드(블록 { $grid }개)는 풀 웨이브 하나 이상이다.
suggest-grid-short = 지금 그리드(블록 { $grid }개)는 풀 웨이브 하나에 못 미친다: 일부 SM이 유휴 상태로 남는다.
suggest-wave-no-sms = 풀 웨이브 하나를 채우는 최소 그리드: SM당 { $blocks } × GPU의 SM 수 (GPU를 지정하면 계산된다).
suggest-use = 블록당 { $threads } 사용

## 스레드 블록 클러스터 (계산기, Compute Capability 9.0부터)

clusters-heading = 스레드 블록 클러스터
cluster-size-label = 클러스터 크기 (블록 수)
cluster-size-placeholder = 없음
cluster-non-portable = 이식 불가능한 크기 (최대 { $max })
cluster-refused = 클러스터 크기: "{ $value }"은(는) 쓸 수 없다. { $range }를 입력한다.
cluster-refused-runtime = 클러스터 크기: "{ $value }"은(는) 쓸 수 없다 (런타임이 cudaErrorInvalidClusterSize를 반환한다). { $range }를 입력한다.
cluster-range = 1부터 { $max }까지의 정수 (이식 불가능한 크기를 쓰면 최대 { $non_portable })
cluster-range-non-portable = 1부터 { $max }까지의 정수
clusters-need-a-gpu = 클러스터 점유율에는 Compute Capability만이 아니라 GPU가 필요하다: GPU의 SM이 GPC로 어떻게 묶이는지에 따라 달라지기 때문이다. GPU를 고른다.
clusters-no-gpc-layout = { $gpu }의 GPC 구성은 알려져 있지 않은데, 클러스터 점유율에는 이것이 필요하다 (지금까지 측정한 GPU: H100 SXM5 80GB, H200 SXM 141GB).
clusters-none = Occupancy Lab에서 Compute Capability { $cc }에는 스레드 블록 클러스터가 없다.

## 영향 차트 (계산기; occlab sweep --svg)

chart-block-size = 블록 크기 변화의 영향
chart-registers = 스레드당 레지스터 수 변화의 영향
chart-shared-memory = 블록당 공유 메모리 변화의 영향
chart-limits-this-launch = { $title } (이 커널 호출을 제한함)
chart-limits-callout = 이 구성을 제한함
axis-threads-per-block = 블록당 스레드 수
axis-registers-per-thread = 스레드당 레지스터 수
axis-shared-memory-per-block = 블록당 공유 메모리 (정적 + 동적)
axis-active-warps = SM당 활성 워프 수
chart-point = { $x } → SM당 { $warps } ({ $blocks }), 제한 요인: { $limiters }
chart-summary = 차트: { $axis }에 따른 SM당 활성 워프 수, { $first }부터 { $last }까지. { $current }
chart-summary-current = 현재 구성 { $x }: { $warps } (최대 { $max }).
chart-summary-off = 현재 구성은 이 차트 범위 밖에 있다.
chart-hint-pointer = 포인터를 올리거나, 포커스를 둔 뒤 ← →를 눌러 값을 읽는다. 클릭하거나 Enter를 누르면 그 값을 쓴다.
chart-hint-touch = 점을 탭하면 그 값을 쓴다. 데이터 표에 모든 값이 나와 있다.
chart-table-show = 데이터를 표로 보기
chart-table-hide = 데이터 표 숨기기
table-active-warps = SM당 활성 워프 수
table-active-blocks = SM당 활성 블록 수
table-limited-by = 제한 요인
legend-heading = 곡선 색: 제한 요인
legend-current = ● 현재 구성

## 쓸 수 없었던 링크의 값

link-errors-heading = 이 링크의 일부 값은 쓸 수 없었다:
link-errors-dismiss = 닫기
link-fallback = 링크: { $error } 대신 사용한 값: { $fallback }.
link-the-preset = 프리셋 값
link-setting-refused = { $key }: "{ $value }"은(는) 쓸 수 없다 (허용되는 값은 지연 시간 숨기기 패널에 있다).
link-unit-refused = 링크: unit: "{ $value }"은(는) 쓸 수 없다. gbs 또는 gflops여야 한다. 대신 사용한 값: gbs.
link-run-refused = 링크: run: "{ $value }"은(는) 어떤 실행도 가리키지 않는다. none, 저장소의 실행({ $runs }) 또는 서버 실행 번호여야 한다.
link-non-portable-refused = 링크: non_portable: "{ $value }"은(는) 쓸 수 없다. 0 또는 1이어야 한다. 대신 사용한 값: 0.
link-view-refused = 링크: view: "{ $value }"은(는) 쓸 수 없다. class여야 한다. 계산기를 표시한다.
gpu-unknown = 알 수 없는 GPU "{ $query }".
gpu-unknown-suggest = 알 수 없는 GPU "{ $query }". 혹시 { $names }인가?
gpu-no-cc = GPU { $gpu }에는 Compute Capability가 없다.
cc-refused = Compute Capability: "{ $value }"은(는) 쓸 수 없다. 다음 중 하나여야 한다: { $known }.
cc-refused-header = Compute Capability: "{ $value }"은(는) 쓸 수 없다. 다음 중 하나여야 한다: { $known } (NVIDIA의 점유율 헤더는 { $cc }을(를) 알지만 { $missing }).
link-no-clusters = 클러스터 없음

## 커널 입력과 장치

inputs-heading = 커널과 커널 호출
inputs-any-block-size = 임의의 블록 크기 (워프 단위가 아니어도 됨)
inputs-grid-hint = 그리드 크기는 아래 웨이브 패널에서 정한다.
inputs-carveout-default = 드라이버 기본값 (선호 없음)
field-threads = 블록당 스레드 수
field-registers = 스레드당 레지스터 수
field-smem-static = 블록당 정적 공유 메모리
field-smem-dynamic = 블록당 동적 공유 메모리
field-barriers = 블록당 배리어 수
field-grid = 그리드 크기
field-carveout = 공유 메모리 carveout
unit-threads = 스레드
unit-registers = 레지스터
unit-bytes = 바이트
unit-barriers = 배리어
unit-blocks = 블록
field-refused = { $field }: "{ $value }"은(는) 쓸 수 없다. { $range }를 입력한다.
field-refused-limit = { $field }: "{ $value }"은(는) 쓸 수 없다. { $range }를 입력한다. { $device }에서는 { $limit }.
range-whole = { $low }부터 { $high }까지의 정수
range-size = { $low }부터 { $high }바이트까지의 크기 또는 단위를 붙인 크기 (48 KiB, 48 KB, 48K는 모두 { $example }바이트)
range-carveout = "default" 또는 0–100의 정수 백분율
carveout-placeholder = 기본값
limit-threads = 블록 하나의 스레드는 최대 { $max }개이다
limit-registers = 스레드 하나의 레지스터는 최대 { $max }개이다
limit-smem-static = 블록 하나의 정적 공유 메모리는 최대 { $max }이다
limit-smem-dynamic = 블록 하나의 공유 메모리는 최대 { $max }이다
limit-smem-dynamic-optin = 블록 하나의 공유 메모리는 최대 { $max }이고, cudaFuncSetAttribute로 opt-in하면 { $optin }이다
limit-barriers = 블록 하나의 배리어는 최대 { $max }개이다
device-heading = 디바이스
device-search-placeholder = 검색: 4090, A100, Hopper, 8.6…
device-search-label = GPU와 Compute Capability 검색
device-no-match = 일치하는 GPU나 Compute Capability가 없다.
device-title-cc = Compute Capability { $cc }
device-option = { $gpu } · SM { $sms }개 · CC { $cc }
device-facts-gpu = SM { $sms }개 · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · SM 수 모름 (GPU를 고르거나 웨이브 패널에서 입력한다)
device-best-matches = 가장 잘 맞는 항목
device-compute-capabilities = Compute Capability (SM 수 없음)

## 화면 낭독기가 읽는 페이지 영역 이름

region-controls = 디바이스와 커널
region-results = 결과
region-charts = 차트
region-panels = 웨이브, 지연 시간 숨기기, 가져오기, 측정 실행

## 머리글

masthead-subtitle = CUDA 점유율 계산기
masthead-show-calculator = 계산기 보기
toolbar-copy-link = 링크 복사
toolbar-link-copied = 링크를 복사했다.
toolbar-copy-refused = 복사가 거부되었다. 링크는 주소 표시줄에 있다.
toolbar-projector = 프로젝터 모드
toolbar-dark-theme = 어두운 테마

## 아래 패널의 자리: 코드와 문장이 오기 전

lower-panels-show = 웨이브, 지연 시간 숨기기, 가져오기, 측정 실행 패널 보기
lower-panels-loading = 웨이브, 지연 시간 숨기기, 가져오기, 측정 실행 패널을 불러오는 중…
not-loaded-lower-panels = 웨이브, 지연 시간 숨기기, 가져오기, 측정 실행 패널을 불러올 수 없었다: 페이지를 새로 고쳐 다시 시도한다.
panels-not-loaded = 패널의 문장을 불러올 수 없었다 ({ $why }): 페이지를 새로 고쳐 다시 시도한다.

## 언어 선택

language-label = 언어
language-unknown = “{ $asked }”에 대한 카탈로그가 없다: 페이지는 영어(English)로 표시된다. Русский, 中文, Italiano 및 한국어로도 볼 수 있다 (맨 위의 전환 메뉴).
language-not-loaded = { $language } 카탈로그를 불러올 수 없었다 ({ $why }): 페이지는 영어(English)로 표시된다.
