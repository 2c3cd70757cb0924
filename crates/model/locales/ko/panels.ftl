# Occupancy Lab의 한국어 메시지, 아래 패널 부분: en/panels.ftl을 번역한 카탈로그
# (웨이브, 지연 시간 숨기기, 가져오기, 측정 실행, calc 외의 occlab 하위 명령).

## 패널에서 개수와 함께 쓰는 명사

sms = SM { $n }개
full-waves = 풀 웨이브 { $n }개
block-durations = 블록 실행 시간 { $n }개분

## 웨이브와 테일 효과 (웨이브 패널, occlab waves)

waves-panel-heading = 웨이브와 테일 효과
waves-heading = { $sms }에서 { $blocks }, SM당 { $per_sm } (이론적 점유율 { $occupancy })
label-full_wave = 풀 웨이브
label-full_waves = 풀 웨이브 수
label-partial_wave = 부분 웨이브
label-estimated_time = 예상 시간
label-achievable_occupancy = 달성 가능한 점유율
gloss-waves_per_sm = 웨이브 수: 그리드의 블록 수 ÷ (SM당 활성 블록 수 × SM 수)
waves-full-wave = { $blocks } (SM당 { $per_sm }개 × SM { $sms }개)
waves-partial-none = 없음
waves-partial = { $blocks } (웨이브 하나의 { $share })
waves-achievable = { $occupancy } (부하가 균등할 때의 최선)
waves-tail = 이 커널 호출은 풀 웨이브 { $full_waves }개와 스레드 블록 { $blocks }개로 된 부분 웨이브 하나를 만든다. 모든 스레드 블록의 실행 시간이 같다고 가정하면, 이 부분 웨이브는 이 커널 전체 실행 시간의 최대 { $share }%를 차지할 수 있다.
waves-tail-with-note = { $tail } { $note }
waves-tail-note = Nsight Compute의 규칙은 부분 웨이브를 블록 { $printed }개라고 하지만, 실제로는 { $blocks }개이다: { $grid } − { $full_waves } × { $full_wave }. 이 규칙은 웨이브 수 { $waves }의 소수 부분과 { $full_wave }의 곱을 부동소수점으로 계산하는데, 그 값이 { $blocks }보다 아주 조금 커서 올림하게 된다.
waves-small-grid = 이 커널 그리드는 너무 작아서 이 디바이스의 가용 리소스를 채우지 못하며, 그 결과 모든 SM을 통틀어 풀 웨이브가 { $waves }개뿐이다.
waves-no-tail = 그리드가 마지막 웨이브까지 채운다: { $full_waves }이고 부분 웨이브가 없으므로 테일 효과가 없다.
waves-grid-choice = { $blocks } ({ $full_waves })
waves-nearest-one = 부분 웨이브가 없는 가장 가까운 그리드: { $grid }
waves-nearest-two = 부분 웨이브가 없는 가까운 그리드: { $below } 또는 { $above }
waves-round = 그리드를 풀 웨이브 단위로 맞추기:
waves-need-sms = SM 수를 입력하면 그리드가 웨이브 단위로 어떻게 실행되는지 볼 수 있다.
waves-sms-of-gpu = { $gpu }: { $sms }.
waves-sms-of-cc = Compute Capability에는 SM 수가 없다: SM 수를 입력한다 ({ $gpu }에는 { $sms }가 있다).
waves-sms-unknown = 카탈로그에 Compute Capability { $cc }인 GPU가 없다: 그 GPU의 SM 수를 입력한다.
waves-band-note = 각 행은 이웃한 SM { $n }개를 나타낸다 (최대 { $max }행까지 그린다).
waves-picture = 그림: 시간에 따른 { $sms } ({ $rows }): { $full_waves }, 그다음 { $partial }, 모두 { $durations }.
waves-picture-rows-banded = { $rows }행, 행마다 SM 최대 { $per_row }개
waves-picture-rows = { $rows }행, SM마다 한 행
waves-picture-no-partial = 부분 웨이브 없음
waves-picture-partial = { $blocks }로 된 부분 웨이브
axis-block-durations = 시간 (블록 실행 시간 단위, 한 단위가 웨이브 하나)
key-full-waves = 풀 웨이브 (색조를 번갈아 표시)
key-partial-wave = 부분 웨이브
key-idle-slots = 유휴 상태로 남은 슬롯

## 지연 시간 숨기기: 설정 (지연 시간 숨기기 패널, occlab latency)

setting-sms = SM 수
setting-clock = SM 클록
setting-bandwidth = DRAM 대역폭
setting-arith-latency = 산술 지연 시간
setting-mem-latency = 메모리 지연 시간
setting-issue-rate = 명령어 발행률
setting-lanes = CUDA 코어
setting-sfu-lanes = SFU
setting-ilp = 명령어 수준 병렬성
setting-load-bytes = 로드당 바이트
setting-loads-in-flight = 진행 중인 로드
setting-cuda-core = CUDA 코어 명령어
setting-sfu = SFU 명령어
setting-shared-cycles = 공유 메모리 뱅크 사이클
setting-memory-bytes = DRAM 바이트
setting-issue-slots = 발행 슬롯
setting-chain-arith = 종속 산술 명령어
setting-chain-mem = 종속 메모리 로드
setting-latency-bound = 지연 시간 한계
setting-unit-sms = SM
setting-unit-mhz = MHz
setting-unit-gbs = GB/s
setting-unit-cycles = 사이클
setting-unit-issue-rate = 워프 명령어 / 사이클 / SM
setting-unit-lanes = 레인 / SM
setting-unit-ilp = 독립 명령어 / 워프
setting-unit-load-bytes = B / 스레드
setting-unit-per-warp = 워프당
setting-unit-bank-cycles = 워프당 (k-way 충돌이면 k)
setting-unit-chain = 가장 긴 체인에서
setting-unit-cycles-per-warp = 워프당 사이클
setting-allowed-whole = 1–{ $max }의 정수
setting-allowed-above = 0보다 크고 최대 { $max }인 수({ $unit })
setting-allowed-from-zero = 0부터 { $max }까지의 수({ $unit })
setting-refused = { $setting }: "{ $typed }"은(는) 쓸 수 없다. 허용되는 값: { $allowed }.
setting-missing = { $setting }: { $allowed }를 입력한다.
latency-empty-mix = { $setting }: "{ $typed }"은(는) 쓸 수 없다. 리소스를 하나 이상 쓰는 명령어 구성이어야 한다.
latency-refused = { $setting }: "{ $typed }"은(는) 쓸 수 없다. 허용되는 값: { $allowed }.
latency-sms-in-waves-panel = SM 수 (웨이브 패널에서)
latency-no-gpu-figures = 이 디바이스의 GPU 수치가 없다. 다음 값을 입력한다: { $settings }.

## 지연 시간 숨기기: 계산 과정

resource-cuda-cores = CUDA 코어
resource-sfus = SFU
resource-shared-memory-banks = 공유 메모리 뱅크
resource-memory = 메모리 대역폭
resource-issue = 명령어 발행
latency-arithmetic = { $latency } 사이클 × { $issue_rate } 명령어/사이클 = SM당 진행 중인 명령어 { $in_flight }개; ÷ 워프당 독립 명령어 { $ilp }개 = SM당 워프 { $warps }개
latency-memory = { $latency } 사이클 × { $bytes_per_cycle } B/사이클 = SM당 진행 중인 { $in_flight } B; ÷ (워프 로드당 { $warp_load } B × 워프당 진행 중인 로드 { $loads }개) = SM당 워프 { $warps }개
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × SM { $sms }개) = SM당 사이클당 { $bytes_per_cycle } B
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } = { $cycles } 사이클
latency-bound-chain = { $chain } (의존성 체인)
latency-bound-entered = 입력한 값 { $cycles } 사이클 (체인으로 계산하면 { $chain })
latency-model = 워프 처리량 ≈ min(n / { $latency }, { $throughput }) 워프/사이클/SM; 필요한 점유율 ≈ { $latency } × { $throughput } = SM당 워프 { $needed }개.
mode-latency-bound = 지연 시간 바운드: 필요한 워프 { $needed }개 중 { $warps }개
mode-throughput-bound = 처리량 바운드({ $resource }), 워프 { $warps }개
mode-no-warps = 실행되는 워프가 없다: 허용되지 않는 커널 호출이다.
mode-rate = { $mode } · ≈ { $ceiling } { $unit } 중 { $now }
mode-no-rate = { $mode } · 표시할 { $unit } 값이 없다: 명령어 구성에 { $work }가 없다
mode-work-dram-bytes = DRAM 바이트
mode-work-cuda-core = CUDA 코어 명령어

## 지연 시간 숨기기: 답

hiding-you-have = 지금 SM당 { $warps }가 있다.
hiding-answer-textbook = { $you } 교과서 모델로는 이 커널에 워프 약 { $needed }개가 필요하다 (이 GPU의 측정 실행이 열려 있지 않다).
hiding-answer-run = { $you } 이 GPU에서 이 커널에는 { $needed }가 필요하고({ $gpu }의 측정 실행으로 보정), 교과서 모델로는 { $textbook }개가 필요하다.
hiding-answer-measured = { $you } 이 GPU에서 이 커널에는 { $needed }가 필요하고({ $gpu }의 측정 실행으로 보정), 교과서 모델로는 { $textbook }개가 필요하다. 측정 실행에서 측정한 값은 { $measured }개이다 ({ $what }).
hiding-answer-nearest = { $you } 이 GPU에서 이 커널에는 { $needed }가 필요하고({ $gpu }의 측정 실행으로 보정), 교과서 모델로는 { $textbook }개가 필요하다. 측정 실행에서 가장 가까운 커널({ $what })의 측정값은 { $measured }개이다.
hiding-about = 워프 약 { $warps }개
hiding-no-warps = 워프 0개
hiding-little = 리틀의 법칙은 지연 시간을 한 번에 하나씩만 센다: 산술 지연 시간을 숨기려면 워프 { $arithmetic }개, 메모리 지연 시간을 숨기려면 { $memory }개가 필요하다. Volkov의 2모드 모델은 커널의 의존성 체인 전체를 가장 바쁜 리소스({ $resource })에 맞대므로, 교과서 모델의 답은 워프 { $textbook }개이다.
hiding-memory-reason = 교과서 모델은 부하가 없을 때의 메모리 지연 시간({ $latency } 사이클)을 최대 대역폭과 짝짓는다. 부하가 걸리면 로드마다 더 오래 기다리고(워프 { $warps }개에서 약 { $loaded } 사이클: 메모리 사용률 { $busy }), 워프는 진행 중인 로드 { $loads }개 가운데 가장 느린 것을 기다리므로, 메모리를 계속 바쁘게 하려면 더 많은 워프가 필요하다.
hiding-ilp = 워프당 독립 명령어 { $ilp }개
hiding-switching = { $ilp }이면 워프는 곧 자신의 결과를 기다리게 되고, 이 GPU의 스케줄러는 그 뒤 워프를 전환할 때마다 { $cycles } 사이클을 잃는다
hiding-no-switching = { $ilp }이면 워프는 첫 결과가 준비될 때까지 명령어를 발행하므로, 워프 전환으로 잃는 사이클이 없다
hiding-issue-reason = 교과서 모델은 스케줄러가 매 사이클 명령어를 발행한다고 본다. { $switching }: 이 커널은 피크의 최대 { $share }에 이른다. 워프 하나는 혼자서 사이클당 최대 { $single }개의 명령어를 발행하며, 블록 크기가 스케줄러 { $schedulers }개에 고르게 나뉘지 않으면 그 블록의 워프들이 스케줄러에 고르지 않은 부하를 준다.
hiding-knee-reason = 이 GPU에서 필요한 워프 수와 측정값: 스레드 { $threads }개짜리 블록 단위로 셌을 때, 곡선 최고점의 { $share }에 도달하는 SM당 최소 워프 수.


## 지연 시간 숨기기 패널

latency-panel-heading = 지연 시간 숨기기
latency-presets = 프리셋: Compute Capability { $cc } ({ $architecture })의 지연 시간과 처리율; { $gpu }.
latency-presets-gpu = { $gpu }의 클록과 대역폭
latency-presets-no-gpu = 카탈로그에 이 Compute Capability의 GPU가 없다: 클록과 대역폭을 입력한다
latency-reset = 프리셋으로 되돌리기
latency-hardware = 하드웨어
latency-no-run = 열린 측정 실행이 없으므로 교과서 모델만 답한다. { $architecture } GPU의 측정 실행이 모델을 보정한다: 아래 측정 실행 패널에서 하나를 열거나(측정 실행은 { $command } 명령이 기록한다), 이 실습을 위해 측정한 실행 중 하나를 연다:
littles-law-heading = 리틀의 법칙: 동시성 = 지연 시간 × 처리량
working-arithmetic = 산술:
working-memory = 메모리:
working-memory-bandwidth = { $memory } ({ $bandwidth })
working-latency-bound = 지연 시간 한계:
two-mode-heading = Volkov의 2모드 모델: 처리량 ≈ min(n / 지연 시간 한계, 처리량 한계)
two-mode-mix = 워프당 명령어 구성
two-mode-latency = 지연 시간 한계: 가장 긴 의존성 체인 또는 입력한 사이클 수
two-mode-tightest = ◀ 가장 빠듯함
two-mode-unit = 처리량 단위
two-mode-show-in = 처리량 표시 단위

## occlab latency의 텍스트

latency-cli-heading = Compute Capability { $cc }에서의 지연 시간 숨기기
latency-cli-heading-gpu = Compute Capability { $cc }, { $gpu }에서의 지연 시간 숨기기
latency-cli-heading-run = Compute Capability { $cc }, 측정 실행의 { $run }에서의 지연 시간 숨기기
latency-cli-stand-in = (SM 수, 클록, 대역폭은 Compute Capability { $cc }의 첫 번째 GPU인 { $gpu }의 값이다. --sms, --clock, --bandwidth로 바꿀 수 있다)
latency-cli-throughput = 처리량 한계: SM마다, 워프당 각 리소스가 바쁜 사이클 수
latency-cli-tightest = ← 가장 빠듯함
latency-cli-at-warps = SM당 워프 { $warps }개일 때: { $mode }
latency-cli-needed = SM당 필요한 워프 수: 교과서 모델 { $textbook }, { $model } { $knee }, 측정값 { $measured }
latency-cli-none = 없음
latency-curve-calibrated = 실행으로 보정
latency-curve-textbook = 교과서 모델
latency-col-blocks = 블록
latency-col-warps = 워프

## 처리량 차트의 범례 (지연 시간 숨기기 패널)

axis-warps-occupancy = SM당 워프 수 (점유율)
chart-knee = 꺾임점
throughput-summary = 차트: SM당 워프 수(1부터 { $max }까지)에 따른 { $unit } 단위 처리량: n × { $per_warp } { $unit }, 상한 { $ceiling } { $unit }까지이며 워프 { $knee }개에서 상한에 이른다.{ $current }
throughput-summary-current = { " " }계산기의 워프 { $warps }개에서: { $rate } { $unit }.
throughput-summary-none = { " " }계산기의 구성으로는 실행되는 워프가 없다.

key-latency-bound = 교과서적 지연 시간 한계: n / 지연 시간
key-throughput-bound = 교과서적 처리량 한계
key-lower-of-two = 교과서 모델: 둘 중 낮은 쪽
key-knee = 꺾임점: 교과서 모델이 요구하는 점유율
key-calibrated = - - 측정 실행으로 보정한 값, 블록 단위
key-measured = × 실행에서 측정한 값
key-occupancy = ● 계산기의 점유율

## 측정 실행

not-loaded-runs-panel = 측정 실행 패널을 불러올 수 없었다: 페이지를 새로 고쳐 다시 시도한다.
