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
waves-small-grid-note = Nsight Compute는 Waves Per SM을 소수점 한 자리까지 쓴다: 그리드는 풀 웨이브 하나의 { $waves }이므로 가득 찬 웨이브는 없고, SM { $sms }개 중 { $used }개가 블록을 받는다.
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
setting-chain-placeholder = = 체인
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
latency-arithmetic = { $latency } 사이클 × { $issue_rate } 명령어/사이클 { $eq } SM당 진행 중인 명령어 { $in_flight }개; ÷ 워프당 독립 명령어 { $ilp }개 { $eq2 } SM당 워프 { $warps }개
latency-memory = { $latency } 사이클 × { $bytes_per_cycle } B/사이클 { $eq } SM당 진행 중인 { $in_flight } B; ÷ (워프 로드당 { $warp_load } B × 워프당 진행 중인 로드 { $loads }개) { $eq2 } SM당 워프 { $warps }개
latency-bandwidth = { $bandwidth } GB/s ÷ ({ $clock } MHz × SM { $sms }개) { $eq } SM당 사이클당 { $bytes_per_cycle } B
latency-traffic = (로드 { $loads }개 + 저장 { $stores }개) × { $bytes } B × 레인 { $lanes }개 = 워프당 { $traffic } B: DRAM 바이트는 진행 중인 로드를 따른다 (Volkov의 벡터 덧셈: 로드 두 개마다 저장 하나).
latency-traffic-none = 이 커널은 DRAM 바이트를 옮기지 않으므로 진행 중인 로드는 아무 역할도 하지 않는다.
latency-traffic-typed = 스레드당 { $bytes } B짜리 진행 중인 로드 { $loads }개와 저장 { $stores }개는 워프당 { $traffic } B를 옮기지만, DRAM 바이트는 { $typed } B로 입력되어 있고 모델은 입력된 값을 쓴다. DRAM 바이트 칸을 비우면 다시 로드를 따른다.
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } { $eq } { $cycles } 사이클
latency-bound-chain = { $chain } (의존성 체인)
latency-bound-entered = 입력한 값 { $cycles } 사이클 (체인으로 계산하면 { $chain })
latency-model = 워프 처리량 ≈ min(n / { $latency }, { $throughput }) 워프/사이클/SM; 필요한 점유율 ≈ { $latency } × { $throughput } { $eq } SM당 워프 { $needed }개.
mode-latency-bound = 지연 시간 바운드: 필요한 워프 { $needed }개 중 { $warps }개
mode-throughput-bound = 처리량 바운드({ $resource }), 워프 { $warps }개
mode-no-warps = 실행되는 워프가 없다: 허용되지 않는 커널 호출이다.
mode-rate = { $mode } · ≈ { $ceiling } { $unit } 중 { $now }
mode-no-rate = { $mode } · 표시할 { $unit } 값이 없다: 명령어 구성에 { $work }가 없다
mode-work-dram-bytes = DRAM 바이트
mode-work-cuda-core = CUDA 코어 명령어

## 지연 시간 숨기기: 답

hiding-headline = { $kernel }에는 { $where } SM당 워프 약 { $needed }개가 필요하다. 지금은 { $have }개다.
hiding-headline-none = { $kernel }은 { $where } 처리량이 없다. 지금은 SM당 워프 { $have }개다.
hiding-kernel-preset = Volkov의 벡터 덧셈(기본 커널)
hiding-kernel-settings = 이 설정이 기술하는 커널
hiding-on-this-gpu = 이 GPU에서
hiding-on-run-gpu = 측정 실행의 { $gpu }에서
hiding-by-textbook = 교과서 모델로는
hiding-textbook-only = 교과서 모델만으로: 아래 설정을 쓴 Volkov의 2모드 모델이며, 이를 보정하는 측정 실행은 없다.
hiding-calibrated-by = 측정 실행 { $run }(으)로 보정했다. 교과서 모델로는 { $textbook }개이다.
hiding-calibrated-other-gpu = 측정 실행 { $run }(으)로 보정했다. 이 실행은 계산기의 { $chosen }이 아니라 { $gpu }에서 측정했다. 교과서 모델로는 { $textbook }개이다.
hiding-answer = { $calibrated } { $measured }
hiding-measured-this = 측정 실행은 바로 이 커널을 블록당 스레드 { $threads }개로 측정했다: 워프 { $measured }개.
hiding-measured-other = 측정 실행은 이 커널을 측정하지 않았다. 가장 가까운 { $what }에는 워프 { $measured }개가 필요했다. 차이: { $differs }.
hiding-differs = { $setting } { $there }(여기서는 { $here })
hiding-mode-calibrated = 측정 실행으로 보정: 워프 { $warps }개에서 ≈ { $rate } { $unit }, 이 커널 최댓값(워프 { $top_warps }개에서 { $top } { $unit })의 { $share }: { $mode }.
hiding-mode-textbook = 교과서 모델: { $textbook }.
hiding-mode-latency = 지연 시간 바운드, 워프를 늘리면 아직 올라간다
hiding-mode-throughput = 처리량 바운드, 워프를 늘려도 더는 올라가지 않는다
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
setting-changed = (변경됨)
latency-hardware = 하드웨어
latency-no-run = 이 실습을 위해 이 아키텍처({ $architecture })에서 측정한 실행은 아직 없으므로 교과서 모델만 답한다: 그런 GPU에서 { $command }을(를) 실행하면 실행이 기록되고, 아래 측정 실행 패널에서 열면 모델을 보정한다.
latency-presets-run = 프리셋: 측정 실행 { $run }이(가) 측정한 SM 수, 클록, 지연 시간, 지속 대역폭; Compute Capability { $cc } ({ $architecture })의 처리율.
run-choice-label = 보정에 쓰는 측정 실행:
run-choice-sample = { $file }: { $sample }
run-choice-sample-other = { $file }: { $sample } (다른 GPU: { $gpu })
run-choice-shown = { $run } (측정 실행 패널에 표시됨)
run-choice-none = 없음: 교과서 모델만
run-label-server = 실행 { $id } ({ $who })
run-label-file = { $file }
run-shown = 모델에 겹쳐 보이는 실행:
run-use-device = 이 실행의 GPU로 계산
run-close = 실행 닫기(교과서 모델만)
sample-h100-run = H100 80GB HBM3
sample-h100-run-b = H100 80GB HBM3, 두 번째 측정
sample-h100-run-c = H100 80GB HBM3, 세 번째 측정
sample-h100-quick = H100 80GB HBM3, --quick
sample-h200-run = H200, 형식 1 (벡터 덧셈과 ILP 1, 2, 4만)
sample-h200-quick = H200, --quick, 형식 1
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

latency-cli-throughput = 처리량 한계: SM마다, 워프당 각 리소스가 바쁜 사이클 수
latency-cli-none = 없음

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

## 가져오기 패널과 occlab import: 프로파일러나 컴파일러의 보고서와 모델의 비교

kernels = 커널 { $n }개
barriers = 배리어 { $n }개
import-lines = { $n }행
import-parts = 보고서 부분 { $n }개
not-given = —
join-comma = { $first }, { $rest }
join-dot = { $first } · { $rest }
import-from-input = 입력
import-from-ncu-console = Nsight Compute 콘솔 출력
import-from-ncu-details = Nsight Compute details 페이지 (CSV)
import-from-ncu-raw = Nsight Compute raw 페이지 (CSV)
import-from-nvprof-metrics = nvprof 메트릭
import-from-nvprof-trace = nvprof GPU 트레이스
import-from-nvprof-trace-csv = nvprof GPU 트레이스 (CSV)
import-from-ptxas = ptxas 보고서
import-from-cuobjdump = cuobjdump 리소스 보고서
import-from-ncu-report = Nsight Compute 보고서 파일
import-tool-compiler = 컴파일러
import-summary-none = { $from }에서 커널을 하나도 읽지 못했다.
import-summary-agrees = { $from }에서 { $kernels }를 읽었다. 양쪽 모두 값이 있는 곳에서는 우리 값이 { $tool }의 값과 일치한다.
import-summary-nothing = { $from }에서 { $kernels }를 읽었다. 우리 값과 비교할 수치가 없다.
import-summary-differs = { $from }에서 { $kernels }를 읽었다. 그중 { $differing }개에서 우리 값이 { $tool }의 값과 다르다.
import-unread = 읽을 수 없었던 부분: { $unread } ({ $first }). 따라서 보고서가 불완전할 수 있다. { $summary }
import-unread-more = 읽을 수 없었던 부분: { $unread } ({ $first }; 나머지는 해당 커널과 함께 표시된다). 따라서 보고서가 불완전할 수 있다. { $summary }
import-at-line = { $line }행: { $message }
import-agrees = 일치
import-differs = 다름
import-at-most = 최대 { $value }
import-about = 약 { $bytes }
import-grid-block = 그리드 { $blocks } × { $threads }
import-block = 블록당 { $threads }
import-grid = 그리드 { $blocks }
import-shared-memory = 공유 메모리 정적 { $static } + 동적 { $dynamic }
import-clusters = 클러스터당 { $blocks }
import-no-launch = 실행 구성 없음
import-device = { $device } · { $sms }
import-sms-unknown = SM 수 모름
import-cc-unknown-device = Compute Capability를 알 수 없다: 디바이스 "{ $device }"은(는) 카탈로그에 없고, 입력에도 Compute Capability가 없다
import-cc-unknown = Compute Capability를 알 수 없다: 입력에 디바이스, Compute Capability, 컴파일러 타깃이 모두 없다
import-cc-not-known = Compute Capability { $cc }은(는) Occupancy Lab이 모르는 값이다 (사용 가능: { $known })
import-device-unknown = 디바이스를 알 수 없음
import-no-block-size = 입력에 블록 크기가 없어 이 커널에 대해 우리 모델을 실행할 수 없다. 블록 크기는 프로파일러 보고서(ncu 또는 nvprof --print-gpu-trace)에 나온다.
import-no-registers = 입력에 레지스터 수가 없어 이 커널에 대해 우리 모델을 실행할 수 없다. 레지스터 수는 ptxas -v가 알려 준다.
import-model-cannot-run = 이 커널에 대해 우리 모델을 실행할 수 없다: { $why }.
import-device-with-sms = { $device } ({ $sms })
import-device-given = 보고서가 GPU에 대해 모든 것을 알려 주지는 않으므로, 주어진 대로 { $device } 기준으로 계산한다.
import-gpu-from-name = GPU: { $gpu } (디바이스 이름 "{ $device }"에서 찾음).
import-device-not-in-catalogue = 디바이스 "{ $device }"은(는) 카탈로그에 없다. Compute Capability { $cc } 및 보고서의 SM 수를 사용한다.
import-config-size = Shared Memory Configuration Size { $size }: carveout 선호값 { $percent }%에서 이 크기가 되므로, 우리의 공유 메모리 한도도 같은 구성으로 계산한다.
import-config-size-unsupported = Shared Memory Configuration Size { $size }: Compute Capability { $cc }에서 제공하는 크기({ $sizes })에 없는 값이므로 기본 carveout을 사용한다.
import-barriers-assumed = 보고서에 커널의 배리어 수가 없다. 런타임과 마찬가지로 1개로 가정한다.
import-barriers-from-ptxas = { $barriers } (ptxas 보고).
import-registers-compiled = 컴파일러 보고: { $compiled }. 커널 호출에는 { $used }개를 사용했고(Registers Per Thread), 점유율은 이 값으로 정해진다.
import-limit-sm-printed = { $label }: 리소스가 그 이상을 제한하지 않을 때 { $tool }의 출력은 SM의 블록 한도인 { $reported }이다. 우리 값({ $ours })도 아무것도 제한하지 않는다.
import-limit-differs = { $label } 값이 다르다: { $tool } { $reported }, 우리 값 { $ours }.
import-range = { $low }~{ $high }
import-barriers-fit = { $tool }의 블록 { $reported }개는 블록당 배리어가 { $range }개일 때 들어가는 수이다 (SM당 배리어 { $per_sm }개). 배리어 수를 알려 주려면 ptxas -v 출력을 보고서와 함께 붙여 넣는다.
import-smem-largest = { $tool }의 값({ $reported })은 SM의 가장 큰 공유 메모리 구성({ $largest }, 블록당 { $per_block })에서의 한도이며, 보고서에 나온 { $config } 구성에서의 한도가 아니다. 우리 값은 보고된 구성을 따른다.
import-smem-coarse = 공유 메모리 크기가 Kbyte 단위로 소수 둘째 자리까지 출력되어 10바이트 단위로만 정확하다. { $tool }에서 --print-units base를 쓰면 정확한 값이 출력된다.
import-theoretical-differs = Theoretical Occupancy 값이 다르다: { $tool } { $reported }, 우리 값 { $ours }.
import-waves-differs = Waves Per SM 값이 다르다: { $tool } { $reported }, 우리 값 { $ours } (풀 웨이브 하나는 { $full_wave }).
import-clusters-need-gpc = 클러스터 크기 { $size }: Max Active Clusters에는 GPU의 GPC 구성이 필요한데, 이는 보고서가 GPU를 밝힌 경우에만 알 수 있다 (raw 페이지는 디바이스를 밝히지만 콘솔 출력과 details 페이지는 밝히지 않는다).
import-agreed-limits = 블록 한도
import-agreed-theoretical = 이론적 점유율
import-agreed-waves = Waves Per SM
import-agreed-clusters = 클러스터 수치
import-agree = { $tool }의 { $list } 값이 우리 값과 일치한다.
import-agree-limited = { $tool }의 { $list } 값이 우리 값과 일치한다. 제한 요인: { $limiters }.
import-achieved-gap = 달성 점유율 { $achieved }, 이론적 점유율 { $theoretical }: { $gap }%p 낮다.
import-small-grid = 그리드({ $blocks })가 풀 웨이브 하나(SM당 { $per_sm }개 × { $sms })보다 작다: SM { $total }개 중 { $busy }개만 블록을 받으므로, 부하가 균등해도 달성 점유율은 최대 { $best }이다.
import-tail = { $tail } 부하가 균등하면 달성 점유율은 최대 { $best }이다.
import-full-waves = 그리드는 { $full_waves }로 실행되고 부분 웨이브가 없으므로, 부하가 균등하면 이론적 점유율 { $best }에 이를 수 있다. 나머지 차이는 서로 다른 시점에 끝나는 워프와 블록, 그리고 스케줄링 오버헤드에서 온다.
import-rule = { $tool } ({ $kind }): { $text }
import-rule-speedup = { $tool } ({ $kind }, { $speedup }): { $text }
import-spills = 스필: 스레드당 스필 저장 { $stores }, 스필 로드 { $loads }. 레지스터가 로컬 메모리로 스필되며, 로컬 메모리는 디바이스 메모리에 있다.
import-spills-arch = { $arch }의 스필: 스레드당 스필 저장 { $stores }, 스필 로드 { $loads }. 레지스터가 로컬 메모리로 스필되며, 로컬 메모리는 디바이스 메모리에 있다.
import-stack = 스택: 스레드당 { $bytes }, 로컬 메모리에 있다.
import-stack-arch = { $arch }의 스택: 스레드당 { $bytes }, 로컬 메모리에 있다.
import-local = 로컬 메모리: 스레드당 { $bytes }.
import-local-arch = { $arch }의 로컬 메모리: 스레드당 { $bytes }.
import-register-raised = ptxas가 레지스터 한도를 이 아키텍처의 하한인 { $n }개로 올렸다.
import-no-spills = 스필도 스택도 없다.
import-no-spills-arch = { $arch }에는 스필도 스택도 없다.

## 가져오기 패널의 틀

import-region = 프로파일러나 컴파일러의 보고서 가져오기
import-heading = 프로파일러와 컴파일러가 알려 준 것
import-filled = 위 계산기에 이제 이 커널 호출이 들어 있다: GPU, 블록 크기, 레지스터, 공유 메모리, carveout.
import-go-to-calculator = 계산기로 가기 ↑
import-hint = Nsight Compute 출력(콘솔, --csv --page details 또는 raw), nvprof, ptxas -v 또는 cuobjdump --dump-resource-usage 출력을 붙여 넣거나, 그 파일을 이 패널 아무 곳에나 끌어다 놓는다. Nsight Compute 자체 보고서(.ncu-rep, .ncu-repz)도 되며, 이 브라우저에서 읽는다.
import-paste-label = 프로파일러 또는 컴파일러 출력
import-file-label = 보고서 파일 열기
import-file-unreadable = 파일을 읽을 수 없었다: { $why }
import-reading = { $name } 읽는 중…
import-reader-not-loaded = { $name } 파일을 읽을 수 없었다: 보고서 리더를 불러오지 못했다 (서버가 아직 실행 중인가?).
import-file-summary = { $name } ({ $size }), 업로드하지 않고 이 브라우저에서 읽음: { $kernels }.
import-col-kernel = 커널
import-col-grid = 그리드
import-col-block = 블록
import-col-registers = 레지스터
import-col-shared-memory = 공유 메모리
import-col-theoretical = { $tool } 이론값
import-col-achieved = 달성값
import-col-ours = 우리 값
import-col-verdict = 우리 값과 비교

## 측정 실행

not-loaded-runs-panel = 측정 실행 패널을 불러올 수 없었다: 페이지를 새로 고쳐 다시 시도한다.
runs = 실행 { $n }개
configurations = 구성 { $n }개
runs-heading = 측정 실행
runs-looking = 측정 실행을 찾는 중…
runs-loading = 측정 실행 패널을 불러오는 중…
runs-from-files = 파일에서 읽은 { $runs }: 이 페이지는 occlab serve가 제공하는 페이지가 아니다.
runs-connecting = { $runs }; 새 실행을 받으려고 연결하는 중…
runs-live = { $runs }, 실시간 업데이트
runs-reconnecting = { $runs }; 서버에 연결할 수 없어 다시 연결하는 중… (마지막 업데이트: { $last })
runs-page-opening = 페이지를 열 때
runs-add-files = 측정 실행 파일(occlab measure가 쓰는 JSON)을 추가하거나, 여기에 끌어다 놓는다:
runs-storage-off = 브라우저 저장소가 가득 찼거나 꺼져 있다: 이 실행들은 페이지를 닫을 때까지만 표시된다.
runs-details = CC { $cc } · { $configurations } 중 { $agreements }개에서 모델이 드라이버와 일치한다
runs-hidden = (수업 화면에서 숨김)
runs-show = 보기
runs-hide = 숨기기
runs-show-again = 다시 표시
runs-delete = 삭제
runs-confirm-delete = 이 실행을 영구히 삭제할까? 되돌릴 수 없다. "숨기기"는 실행을 남겨 두고 수업 화면에서만 뺀다.
runs-delete-for-good = 영구 삭제
runs-hide-instead = 대신 숨기기
runs-cancel = 취소

## 측정 실행의 보고서 (occlab measure --report, 측정 실행 패널에서 선택한 실행)

experiment-stream-one = 스트림 (vector-add), 배열당 진행 중인 로드 1개
experiment-stream = 스트림, 배열당 진행 중인 로드 { $k }개
experiment-fma = FMA 체인, ILP { $k }
experiment-at-threads = { $experiment } (스레드 { $threads }개)
experiment-threads-per-block = { $experiment }, 블록당 스레드 { $threads }개
experiment-stream-wide-one = 스트림, 16바이트 로드, 배열당 진행 중 1개
experiment-stream-wide = 스트림, 16바이트 로드, 배열당 진행 중 { $k }개
experiment-load-fma = 로드와 FMA, 스레드당 진행 중인 로드 { $k }개, 값마다 종속 FMA { $m }개
experiment-gather-one = 무작위 gather, 스레드당 진행 중인 로드 1개
experiment-gather = 무작위 gather, 스레드당 진행 중인 로드 { $k }개
run-probe-title = { $experiment } ({ $unit }), 블록당 스레드 { $threads }개 · 측정만 했고 아직 모델에 없음
run-probe-knee = 측정된 꺾임점: SM당 워프 { $measured }개 (곡선 최고점의 { $share }에 도달하는 최소 워프 수, 최고점은 { $at }에서 { $highest } { $unit }); 측정점 { $points }개.
run-probe-flops = 산술로 보면 최고점은 { $gflops } GFLOP/s다 (옮긴 바이트당 { $ratio } FLOP).
run-probe-sectors = 최고점의 DRAM 트래픽: 가져온 섹터 { $sectors } GB/s (4바이트 로드마다 32바이트 섹터 하나), 인덱스 읽기와 값 쓰기를 더하면 { $dram } GB/s.
run-curve-line = { $title }: { $knee } { $error }
calibration-dependent-latency = 종속 명령어 발행 지연 시간
calibration-warp-switch = 워프 전환
calibration-single-warp-rate = 워프 하나의 발행률
calibration-fma-share = 지속 FMA 비율
calibration-streaming-latency = 부하 없는 스트리밍 지연 시간
calibration-queueing = 피크 절반에서의 대기열 대기 시간
calibration-bandwidth = 지속 대역폭
calibration-from-fma-chain = 실행에서 스레드 하나로 잰 종속 FMA 체인
calibration-from-ceiling = FMA 상한 대비 { $curve }의 상한
calibration-from-one-warp = 스케줄러당 워프 하나일 때의 { $curve }
calibration-from-highest = { $curves }의 최고점
calibration-from-fit = { $curves }에 대한 피팅
unit-instructions-per-cycle = 명령어 / 사이클
unit-of-fp32-peak = × FP32 피크
run-heading = { $device } · Compute Capability { $cc } · { $sms } · 드라이버 { $driver } · { $generator }
run-heading-quick = { $device } · Compute Capability { $cc } · { $sms } · 드라이버 { $driver } · { $generator } · --quick
label-clock = SM 클록
label-memory_bandwidth = 피크 메모리 대역폭
label-l2_cache = L2 캐시
label-shared_memory = 공유 메모리
label-registers = 레지스터
label-fma_latency = 종속 FMA
label-l1_latency = L1 적중 (포인터 추적)
label-l2_latency = L2 적중 (포인터 추적)
label-dram_latency = DRAM (포인터 추적)
run-mhz = { $mhz } MHz
run-bandwidth = { $gbs } GB/s ({ $mhz } MHz × 2 × { $bits }비트)
run-shared-memory = SM당 { $per_sm }, 블록당 { $per_block } (opt-in 시 { $optin })
run-registers = SM당 { $per_sm }, 블록당 { $per_block }
run-cycles = { $cycles } 사이클
run-custom-gpu = 사용자 지정 GPU로: { $flags }
run-self-check = 드라이버의 cuOccupancyMaxActiveBlocksPerMultiprocessor와 모델이 { $configurations } 중 { $agreements }개에서 일치한다 ({ $share }).
run-carveout-default = 기본값
run-carveout-percent = { $percent }%
run-disagreement = 스레드 { $threads }개, 레지스터 { $registers }개, 공유 메모리 정적 { $static } + 동적 { $dynamic }, carveout { $carveout }: 드라이버 { $driver }, 모델 { $model }
run-presets-title = 측정값 그대로의 리틀의 법칙 프리셋 (지속 스트림 대역폭 사용):
run-parameter = { $label }: { $value } { $unit } (근거: { $from })
run-not-calibrated = 이 실행으로는 모델을 보정할 수 없다: { $why }.
run-validation = 검증: 보정에 쓰이지 않은 곡선 { $curves }개; 그 점 { $points }개의 오차 중앙값 { $median }; 가장 나쁜 곡선의 중앙값 { $worst }; 곡선 { $curves }개 중 { $within }개가 두 허용 기준을 모두 만족 (오차 중앙값 ≤ { $median_budget }, 꺾임점 오차 { $knee_budget } 이내).
run-curve-held-out = { $experiment } ({ $unit }), 블록당 스레드 { $threads }개 · 검증 곡선
run-curve-calibration = { $experiment } ({ $unit }), 블록당 스레드 { $threads }개 · 보정 곡선
run-knees = SM당 필요한 워프 수: 교과서 모델 { $textbook } (지연 시간 × 처리량), 보정 { $calibrated }, 측정값 { $measured } (곡선 최고점의 { $share }에 도달하는 최소 워프 수).
run-error = 측정점 { $points }개에 대한 보정 모델의 오차: 중앙값 { $median }, 최대 { $worst }.
run-warps = 워프 { $n }개
run-timed = { " " }(측정: 중앙값 { $p50 }, 90번째 백분위수 { $p90 })
run-loaded-latency = 부하 시 지연 시간 (리틀의 법칙: 진행 중인 바이트 ÷ 처리량): { $first_warps }에서 반복당 { $first } 사이클{ $first_spread }, 꺾임점인 { $knee_warps }에서 { $knee } 사이클{ $knee_spread }.
run-staircase-kernel = 커널: 스레드 { $threads }개, 스레드당 레지스터 { $registers }개, 동적 공유 메모리 { $smem }; 모델의 풀 웨이브는 { $full_wave }(SM당 { $per_sm }개 × SM { $sms }개)이며, 드라이버의 점유율 API와 같다.
run-staircase-kernel-driver = 커널: 스레드 { $threads }개, 스레드당 레지스터 { $registers }개, 동적 공유 메모리 { $smem }; 모델의 풀 웨이브는 { $full_wave }(SM당 { $per_sm }개 × SM { $sms }개)이지만, 드라이버의 점유율 API는 SM당 { $driver }개라고 한다.
run-staircase-steps = 블록 { $steps }개 뒤에서 시간이 계단식으로 늘어난다 (가장 큰 상승폭 { $rise } ms의 { $share } 이상인 상승).
run-staircase-matches = 모든 계단이 모델 풀 웨이브의 배수에 있고, 범위 안의 모든 배수에서 계단이 생긴다: { $expected }.
run-staircase-differs = 모델은 블록 { $expected }개 뒤에 계단이 생긴다고 본다: 측정 결과는 이와 다르다.
run-timeline-grid = { $blocks }(웨이브 { $waves }개)가 SM { $sms }개 중 { $used }개에서 실행되었다.
run-timeline-achieved = 달성 점유율 { $achieved } (SM별 { $lowest }~{ $highest }), 이론적 점유율 { $theoretical }; 부하가 균등하면 달성 점유율은 최대 { $achievable }이다.
run-timeline-achieved-above = 달성 점유율 { $achieved } (SM별 { $lowest }~{ $highest }), 이론적 점유율 { $theoretical }: 균등한 부하(모든 SM이 같은 시간 걸리는 같은 블록을 실행)의 { $achievable }보다 높다. 달성 점유율은 각 SM이 활성인 동안만 세는데, 부분 웨이브의 블록이 고르지 않게 배치되어 그 블록을 받지 않았거나 한 벌을 모두 받은 SM은 높은 점유율로 일찍 끝났기 때문이다.
run-timeline-over-time = 시간에 따른 변화 (실행 시간을 10등분): { $shares }.

## 수업 화면

class-heading = 수업
class-view-link = 프로젝터용으로 수업 화면만 보기
class-your-name = 내 이름 (내 실행에 표시된다):
class-who-is-in = 참여자:
class-caption = 수강생마다 측정한 vector-add 처리량과 SM당 워프 수의 관계. 실행마다 색과 표식이 다르다
class-you-mark = (나)
class-join = 아직 아무도 실행을 보내지 않았다. 학생마다 자기 GPU를 측정하고, 수업 토큰으로 이 서버에 실행을 보낸다:
class-you = { $label } (나)
class-instructor = 강사
class-token = 강사 토큰 (이 탭에만 보관된다):
class-token-hint = 토큰이 있으면 실행마다 "숨기기"와 "삭제" 버튼이 생긴다.
class-export = 수업의 실행 내보내기 (JSON Lines)
class-clear = 수업 비우기…
class-confirm-clear = 이 수업의 모든 실행을 영구히 삭제할까? 남겨 두려면 먼저 내보낸다.
class-delete-every-run = 모든 실행 삭제
class-export-failed = 내보낸 파일을 저장할 수 없었다: { $why }
class-server-unreachable = 서버에 연결할 수 없었다: { $why }
class-server-refused = 서버가 요청을 거부했다 ({ $status }).
class-server-refused-words = 서버가 요청을 거부했다 ({ $status }): { $words }

## 측정 실행 보기

run-throughput-heading = 점유율에 따른 처리량
run-throughput-hint = 실행의 점(×)과 실행으로 보정한 모델(점선)은 지연 시간 숨기기 패널의 차트에 그려진다.
run-curves = 측정한 모든 곡선: 교과서 모델, 보정, 측정의 필요 워프 수
run-staircase-caption = 웨이브 계단: 그리드 크기에 따른 커널 시간, 한 단에 웨이브 하나인 모델의 계단 위에 표시
run-timeline-heading = 측정값: 선택한 실행의 블록
run-timeline-caption = 블록 타임라인: 각 블록이 자기 SM에서 시작부터 끝까지 (%smid, %globaltimer)
students = 수강생 { $n }명
class-summary = 차트: 측정한 vector-add 처리량(GB/s)과 SM당 워프 수의 관계, { $students }의 { $runs }.
staircase-summary = 차트: 그리드 크기(블록 수)에 따른 커널 시간(ms). 모델의 계단은 블록 { $full_wave }개(풀 웨이브 하나)마다 { $wave_ms } ms이고, 측정점은 { $points }개다.
timeline-summary = 차트: 시간에 따른 { $sms }의 { $blocks }, 총 { $us } µs.
axis-grid-size = 그리드 크기 (블록 수)
axis-kernel-time = 커널 시간 (ms)
axis-time-us = 시간 (µs)
chart-one-full-wave = 풀 웨이브 1개
samples-not-fetched = 샘플 { $file } 파일을 가져올 수 없었다: { $why }.

## import and run diagnostics
# 보고서 리더가 쓸 수 없는 행이나 부분에 대해 하는 말(가져오기 패널, occlab import)과 실행 파일이 거부되거나
# 읽히지 않는 이유(실행 패널, occlab measure --report, upload, latency --run). 인용한 입력, 필드 이름, 메트릭
# 이름, 그리고 프로파일러, ptxas, serde_json 자신의 말은 그대로 보여 준다.

import-quoted = "{ $text }"
import-accepted = Nsight Compute 콘솔 출력, ncu --csv --page details 또는 --page raw, Nsight Compute 보고서 파일(.ncu-rep, 또는 zstd로 압축한 .ncu-repz), nvprof --metrics achieved_occupancy 또는 --print-gpu-trace(텍스트 또는 --csv), ptxas -v, cuobjdump --dump-resource-usage
import-not-recognised = 프로파일러나 컴파일러의 출력을 알아볼 수 없다. 받는 입력: { import-accepted }
import-not-text = 이 파일은 텍스트가 아니고(바이너리 데이터가 들어 있다) Nsight Compute 보고서(.ncu-rep, .ncu-repz)도 아니다
import-report-as-text = Nsight Compute 보고서는 바이너리다: 텍스트가 아니라 파일 자체를 연다(occlab import FILE.ncu-rep, 또는 페이지에 끌어다 놓기)
import-no-kernel-read = 텍스트가 { $format } 출력처럼 보이지만 커널을 하나도 읽을 수 없었다
import-unclosed-quote = 이 행에서 따옴표로 묶은 필드가 닫히지 않았다
import-no-metric-columns = 헤더에 "Metric Name"과 "Metric Value" 열이 없다
import-no-header-row = 헤더 행("ID","Process ID",…)을 찾을 수 없다
import-short-row = 이 행의 필드는 { $fields }개, 헤더는 { $header }개다. 빠진 필드는 빈 값으로 읽는다
import-ncu-said = Nsight Compute의 메시지: { $text }
import-not-metric-row = { $section } 섹션의 메트릭 행이 아니다: { $text }
import-not-whole = { $label }: { $value }은(는) 정수가 아니다
import-not-size-unit = { $label }: { $value }은(는) byte, Kbyte, Mbyte, Gbyte 단위의 크기가 아니다
import-not-size = { $label }: { $value }은(는) 바이트 단위의 크기가 아니다
import-not-number = { $label }: { $value }은(는) 숫자가 아니다
import-metric-before-kernel = "Kernel:" 행보다 앞에 메트릭 행이 있다
import-not-fraction = achieved_occupancy: { $value }은(는) 0에서 1 사이의 비율이 아니다
import-row-grid-unread = 이 커널 행의 그리드를 읽을 수 없었다
import-row-block-unread = 이 커널 행의 블록을 읽을 수 없었다
import-row-column-unread = 이 커널 행의 { $column }을(를) 읽을 수 없었다
import-row-launch-unread = 이 커널 행의 그리드나 블록을 읽을 수 없었다
import-ptxas-said = ptxas { $kind }: { $text }
import-resource-line-unread = 읽을 수 없는 리소스 행: { $text }
import-resource-before-entry = "Compiling entry function"보다 앞에 리소스 행이 있다
import-resource-before-function = "Function" 행보다 앞에 리소스 행이 있다
import-no-register-count = 레지스터 수가 없다: { $text }
report-sized-file-header = 파일 헤더
report-sized-block-header = 파일 블록의 헤더
report-sized-block = 파일 블록
report-sized-message = 메시지
report-sized-size-prefix = 크기 접두사
report-sized-field = 필드
report-sized-field-64 = 64비트 필드
report-sized-field-32 = 32비트 필드
report-sized-skippable-frame = 건너뛸 수 있는 zstd 프레임
report-truncated = 잘린 파일: 바이트 { $at }의 { $what }은(는) { $says }바이트라고 하지만 { $remain }바이트만 남아 있다
report-bad-varint = 손상된 파일: 바이트 { $at }의 숫자가 10바이트나 자기 메시지의 끝을 넘어간다
report-bad-wire-type = 손상된 파일: 바이트 { $at }의 필드는 와이어 타입이 { $type }인데, protobuf에는 없는 타입이다
report-field-number-zero = 손상된 파일: 바이트 { $at }의 필드 번호가 0이다
report-too-deep = 손상된 파일: 바이트 { $at }의 그룹이 보고서라고 하기에는 너무 깊이 중첩되어 있다
report-unbalanced-group = 손상된 파일: 바이트 { $at }의 그룹이 닫혀야 할 곳에서 닫히지 않는다
report-wrong-type = 손상된 파일: 바이트 { $at }의 필드 { $field }은(는) { $expected }이어야 한다
report-wire-varint = varint
report-wire-length-delimited = length-delimited
report-wire-double = 64비트 double
report-wire-float = 32비트 float
report-bad-header = 바이트 { $at }의 파일 헤더가 Nsight Compute 보고서의 헤더(NVR 다음에 버전)가 아니다
report-zstd = 바이트 { $at }의 zstd 데이터를 풀 수 없다: 손상되었거나 잘렸다
report-too-large = 압축된 보고서를 풀면 { $limit }바이트를 넘는다(압축 파일의 바이트 { $at }부터). 이 리더가 받는 최대 크기를 넘는다
report-not-a-report = 이 파일은 zstd로 압축되어 있지만 안에 든 것은 Nsight Compute 보고서가 아니다(시작 부분에 NVR이 없다)
report-rest-not-read = { $error }. 파일의 나머지는 읽지 않았다
report-in-string-table = 문자열 테이블에서: { $error }
report-in-session-details = 세션 정보에서: { $error }
report-result-unread = ID { $id } 결과를 읽을 수 없었다: { $error }
report-block-messages = 바이트 { $at }의 파일 블록은 메시지가 { $declared }개라고 하지만 데이터에는 { $held }개가 있다
report-unresolved = 메트릭 결과 { $results }개가 보고서의 문자열 테이블(이름 { $names }개)을 넘어선 항목을 가리킨다. 이 결과는 읽지 않았다
report-other-results = 보고서에는 범위, 커맨드 리스트, 그래프 결과도 { $n }개 있다. 이것들은 커널 호출이 아니므로 읽지 않았다
report-at-id = ID { $id }: { $message }
report-no-launch = 보고서에서 커널 호출을 하나도 읽을 수 없었다
report-no-launch-version = 보고서에서 커널 호출을 하나도 읽을 수 없었다(파일 형식 버전은 { $version }이고, 이 리더는 버전 { $known }에서 확인했다)
report-sections-both = Launch Statistics와 Occupancy 섹션이 수집되지 않았다
report-sections-launch-stats = Launch Statistics 섹션이 수집되지 않았다
report-sections-occupancy = Occupancy 섹션이 수집되지 않았다
report-profile-again = ncu --section LaunchStats --section Occupancy -o REPORT your_program 로 다시 프로파일링한다(Nsight Compute의 기본 세트에는 둘 다 들어 있다)
report-not-collected = 이 보고서의 커널 호출 { $launches }개 모두에서 { $sections }. 따라서 모델과 비교할 것이 없다: { report-profile-again }
report-not-collected-launch = ID { $id }: 이 호출에서 { $sections }: { report-profile-again }
run-not-json = 실행 파일이 아니다: JSON이 아니다({ $why })
run-no-version = 실행 파일이 아니다: schema_version이 없다(이 버전의 Occupancy Lab은 버전 1부터 { $current }까지 읽는다)
run-unknown-version = 알 수 없는 schema_version { $version }: 이 버전의 Occupancy Lab은 버전 1부터 { $current }까지 읽는다(더 새 occlab이 썼을 수 있다)
run-not-valid = 올바른 실행이 아니다: { $why }
run-not-an-object = 실행은 JSON 객체여야 한다
run-field-empty = { $field }이(가) 비어 있다
run-field-too-long = { $field }이(가) { $max }자보다 길다
run-field-control-character = { $field }에 제어 문자가 있다
run-field-not-positive = { $field }은(는) 0보다 큰 유한한 수여야 한다
run-field-zero = { $field }은(는) 1 이상이어야 한다
run-field-too-many = { $field }의 항목이 { $entries }개다. 최대 { $max }개까지 허용된다
run-field-unknown-cc = { $field } "{ $value }"은(는) Occupancy Lab이 아는 Compute Capability가 아니다(occlab caps 참고)
run-field-agreements-exceed = { $field }이(가) occupancy_check.configurations보다 크다
run-field-disagreements-unlisted = { $field }에는 일치하지 않은 구성이 모두 나열되어야 한다(agreements + disagreements = configurations)
run-field-parallelism = { $field }은(는) 1부터 { $max }까지의 정수여야 한다
run-field-unit = { $workload }에서 { $field }은(는) { $unit }이어야 한다
run-field-percentiles = { $field }은(는) p10 ≤ p50 ≤ p90 ≤ p99를 만족해야 한다
run-field-no-such-sm = { $field }은(는) { $sm }인데, 디바이스에는 { $sms }가 있다(0부터 { $last }까지)
run-field-end-before-start = { $field }이(가) 같은 블록의 start_ns보다 앞선다
run-field-unknown-experiment = { $field }: { $value }은(는) vector_add, fma_ilp1, fma_ilp2, fma_ilp4 중 하나가 아니다(schema_version 1)
run-field-missing = { $field }이(가) 없다: { $workload } 점에는 필요하다
run-field-not-for-workload = { $field }은(는) { $workload } 점에 속하지 않는다
run-field-needs-version = { $field }에는 schema_version { $version } 이상이 필요하다
run-kernel-refused = 이 실행의 커널을 모델과 맞대어 볼 수 없다: { $field }: "{ $value }"은(는) 쓸 수 없다. { $range }를 입력한다.
run-lacks-grid-sizes = 실행을 읽을 수 없다: 웨이브 데이터의 그리드 크기가 두 가지보다 적다
run-lacks-blocks = 실행을 읽을 수 없다: 타임라인에 블록이 하나도 없다
run-lacks-curves = 실행을 읽을 수 없다: 모델은 스트림 곡선 하나와 FMA 체인 곡선 하나로 보정한다
runs-no-name = (이름 없음)
runs-file-refused = { $file }: { $why }
runs-answer-not-understood = 서버의 응답을 이해할 수 없다: { $why }
runs-answer-no-run = 서버의 응답에 실행이 없다

## 모델이 말하는 거부된 입력
# occlab이 플래그의 값, CSV의 행이나 헤더, 클러스터 크기, occlab latency의 설정, 실행과 함께 지정한
# 장치에 대해 하는 말, 그리고 가져오기 패널이 모델이 계산할 수 없는 커널에 대해 하는 말. 필드는
# 플래그나 CSV 열 이름(입력한 그대로)으로 부르고 설명을 붙인다.

input-refused = { $name } ({ $field }): "{ $value }"은(는) 쓸 수 없다. 허용되는 값: { $allowed }
field-desc-cc = Compute Capability
field-desc-gpu = GPU
field-desc-threads = 블록당 스레드 수
field-desc-registers = 스레드당 레지스터 수
field-desc-smem-static = 블록당 정적 공유 메모리(바이트)
field-desc-smem-dynamic = 블록당 동적 공유 메모리(바이트)
field-desc-max-dynamic-smem = 블록당 최대 동적 공유 메모리(바이트)
field-desc-carveout = 공유 메모리 carveout(%)
field-desc-cache-config = 캐시 구성
field-desc-barriers = 블록당 배리어 수
field-desc-virtual-resources = 블록당 가상 리소스
field-desc-partitioned-gc = 분할 전역 캐싱
field-desc-max-threads = 커널의 블록당 최대 스레드 수
field-desc-blocks = SM당 블록 수
field-desc-sms = SM 수
field-desc-grid = 그리드 크기(블록)
field-desc-arith-latency = 산술 지연 시간(사이클)
field-desc-mem-latency = 메모리 지연 시간(사이클)
field-desc-issue-rate = 명령어 발행률(SM당 사이클당 워프 명령어 수)
field-desc-ilp = 명령어 수준 병렬성(워프당 독립 명령어 수)
field-desc-bandwidth = 메모리 대역폭(SM당 사이클당 바이트)
field-desc-bytes-per-load = 워프 로드당 바이트
field-desc-loads-in-flight = 워프당 진행 중인 로드 수
field-desc-lanes = SM당 실행 레인 수
field-desc-latency-bound = 지연 시간 한계(워프당 사이클)
field-desc-throughput-bound = 처리량 한계(SM당 사이클당 워프 수)
field-desc-cuda-core = 워프당 CUDA 코어 명령어 수
field-desc-sfu = 워프당 SFU 명령어 수
field-desc-shared-cycles = 워프당 공유 메모리 뱅크 사이클
field-desc-memory-bytes = 워프당 DRAM 바이트
field-desc-issue-slots = 워프당 발행 슬롯 수
field-desc-cluster = 클러스터 크기(블록)
allowed-range = { $low }–{ $high }
allowed-bytes = { $low }–{ $high }바이트 또는 단위를 붙인 크기 (48 KiB, 48 KB, 48K는 모두 { $example }바이트)
allowed-whole-number = 정수
allowed-smaller = 더 작은 수
allowed-above-zero = 0보다 크고 최대 10^12인 수
allowed-from-zero = 0부터 10^12까지의 수
allowed-used-mix = 리소스를 하나 이상 쓰는 명령어 구성
allowed-cc = 다음 중 하나: { $known }
allowed-cc-header = 다음 중 하나: { $known } (NVIDIA의 점유율 헤더는 { $cc }을(를) 알지만 { $missing })
allowed-non-portable = non_portable 0 또는 1
allowed-cluster-size = 1–{ $max } (이식 불가능 속성을 쓰면 최대 { $non_portable })
allowed-blocks-that-fit = 1–{ $fit } (동적 공유 메모리 없이 SM에 들어가는 블록 수)
setting-key-refused = { $key } ({ $setting }): "{ $typed }"은(는) 쓸 수 없다. 허용되는 값: { $allowed }
setting-key-missing = { $key } ({ $setting }): { $allowed }를 입력한다
header-unknown-column = 알 수 없는 열 `{ $column }`. 열은 다음과 같다: { $known }
header-missing-columns = 열 { $n }개가 없다: { $columns }. 헤더에는 { $required }이(가) 있어야 한다
cluster-error-no-gpu = 클러스터 점유율에는 Compute Capability만이 아니라 GPU가 필요하다: GPU의 SM이 GPC로 어떻게 묶이는지에 따라 달라지기 때문이다
cluster-error-no-clusters = Occupancy Lab에는 Compute Capability { $cc }의 스레드 블록 클러스터 데이터가 없다: 클러스터는 Hopper에서 도입되었고, 그 한도는 지금까지 { $measured }에서만 측정했다
cluster-error-no-gpc-layout = { $gpu }의 GPC 구성은 알려져 있지 않다 (클러스터 점유율에 필요하다. 지금까지 측정한 GPU: H100 SXM5 80GB, H200 SXM 141GB)
cluster-error-size = { $error } (런타임이 cudaErrorInvalidClusterSize를 반환한다)
run-device-mismatch = { $named }은(는) 이 실행이 측정한 디바이스 { $measured }이(가) 아니다: 실행이 GPU를 정하므로 디바이스를 지정하지 않거나 그 GPU에서 측정한 실행을 지정한다
run-device-gpu = { $gpu } (Compute Capability { $cc }, { $sms })
run-device-cc = Compute Capability { $cc }
