# Occupancy Lab의 한국어 메시지, what-if 부분: en/what-if.ftl의 번역 (다른 점유율이 프로파일한 커널에
# 어떤 영향을 줄지; occlab import --what-if) 및 그것이 읽는 프로파일 수치.

## 문장

what-if-raise = 점유율을 { $from }에서 { $to }(으)로 올리면 이 커널의 시간이 약 { $cut }% 줄어든다{ $ncu }: { $reason }.
what-if-lower = 점유율을 { $from }에서 { $to }(으)로 낮추면 이 커널의 시간이 약 { $cut }% 줄어든다{ $ncu }: { $reason }.
what-if-raise-no-gain = 점유율을 { $from }에서 { $to }(으)로 올려도 이 커널은 빨라지지 않는다{ $ncu }: { $reason }.
what-if-raise-slower = 점유율을 { $from }에서 { $to }(으)로 올리면 이 커널은 약 { $slower }% 느려진다{ $ncu }: { $reason }.
what-if-at-most = 이 블록 크기에서 가능한 최대인 { $from }에서는 더 낮은 점유율 중 더 빠르다고 예측되는 것이 없다{ $ncu }: { $reason }.
what-if-ncu = {" "}(Nsight Compute 추정: { $cut }%)
what-if-ncu-local = {" "}(Nsight Compute 추정: 국소적으로 { $cut }%)
what-if-ncu-at = {" "}(Nsight Compute 추정: { $at }에서 { $cut }%)
what-if-ncu-at-local = {" "}(Nsight Compute 추정: { $at }에서 국소적으로 { $cut }%)

## 한 단계가 그렇게 실행되는 이유

what-if-reason-small-grid = 그리드(블록 { $grid }개)가 이 단계에서 웨이브 하나 이하만 채운다: 남는 블록 자리는 비어 있다
what-if-reason-latency = SM당 워프 { $warps }개로는 워프의 대기가 아직 숨겨지지 않는다
what-if-reason-queueing = SM당 워프 { $warps }개에서 로드가 바쁜 메모리 시스템에서 줄을 선다 (DRAM 최대치의 { $dram }%, L2 { $l2 }%)
what-if-reason-dram = DRAM 대역폭이 포화되었다 (최대치의 { $dram }%)
what-if-reason-sm = SM의 명령 발행 슬롯과 파이프가 포화되었다 (최대치의 { $sm }%)
what-if-reason-l1 = L1과 공유 메모리 처리량이 포화되었다 (최대치의 { $l1 }%)
what-if-reason-l2 = L2 처리량이 포화되었다 (최대치의 { $l2 }%)
what-if-reason-together = { $bounds }이(가) 함께 시간을 정하며, 어느 하나만으로 한계가 되지는 않는다
what-if-bound-latency = SM당 워프 { $warps }개에서의 워프 대기
what-if-bound-queueing = SM당 워프 { $warps }개에서의 워프 대기(로드가 줄을 서서 무부하 지연의 { $factor }배)
what-if-bound-sm = SM의 명령 발행(최대치의 { $sm }%)
what-if-bound-l1 = L1(최대치의 { $l1 }%)
what-if-bound-l2 = L2(최대치의 { $l2 }%)
what-if-bound-lines = L1 { $l1 }이(가) 허용하는 진행 중인 미스
what-if-reason-capacity = 대역폭이 한계가 아닌데도 메모리 시스템이 이 커널의 접근을 더 빨리 처리하지 못한다 (DRAM 최대치의 { $dram }%, L2 { $l2 }%): 원자 연산 경합이나 흩어진 행
what-if-reason-lines = { $config } 공유 메모리 구성이 남기는 L1 { $l1 }이(가) 진행 중인 미스의 수를 제한한다
what-if-reason-throttled = 워프가 기다리는 유닛이 포화되었다 (시간의 { $share }%를 그 큐를 기다리며 보낸다)
what-if-reason-block-starts = SM은 { $cycles } 사이클마다 블록 하나를 시작하므로, 그 { $blocks }개 블록은 어떤 점유율에서도 같은 시간이 걸린다
what-if-reason-partial-wave = { $reason }; 마지막 웨이브는 부분 웨이브다 (SM당 블록 { $of }개 중 { $blocks }개)

## 참고: 공유 메모리 구성, 레지스터 경로

what-if-note-already = SM당 블록 { $blocks }개({ $occupancy })에서 이미 예측 시간이 가장 빠른 수준과 { $tie }% 이내이므로, 그보다 높은 수준이 차지할 레지스터와 공유 메모리는 다른 데 써도 된다: { $reason }.
what-if-note-configuration = 동적 공유 메모리로 강제하면 { $ranges }에서 공유 메모리 구성이 진행 중인 미스에 쓸 L1을 너무 적게 남긴다.
what-if-note-reuse = 프로파일에서 전역 로드의 { $hit }%가 L1에 적중했고, 그 L1 { $l1 }에 상주 블록의 데이터(블록당 약 { $bytes })가 들어 있었다. { $ranges }에서는 그 데이터가 더 이상 들어가지 않는다: 재사용이 각 블록 자신의 것(다시 읽는 행)이라면 그 수준들은 재사용을 잃고 예측보다 느리다(예측은 프로파일의 적중률을 유지한다). 모든 블록이 공유하는 데이터라면 유지된다.
what-if-range = SM당 블록 { $first }–{ $last }개 (공유 메모리 { $config }, L1 { $l1 })
what-if-range-one = SM당 블록 { $first }개 (공유 메모리 { $config }, L1 { $l1 })
what-if-note-registers = 동적 공유 메모리 대신 레지스터로 도달하면 SM당 블록 { $blocks }개에서 공유 메모리 구성이 { $config }(L1 { $l1 })(으)로 유지되고, 시간은 프로파일한 시간의 { $padding }배 대신 { $registers }배가 된다.
what-if-note-registers-same = 동적 공유 메모리 대신 레지스터로 도달해도 어느 단계의 시간도 { $share }% 넘게 바뀌지 않는다.
what-if-note-loads-per-wait = 보고서의 명령어별 카운터에 따르면 워프가 한 번에 전역 로드 { $loads }개를 기다리므로, 프로파일에서의 메모리 부하는 로드마다가 아니라 로드 { $loads }개마다 왕복 한 번으로 읽는다.
what-if-note-one-wave = 가장 바쁜 SM의 블록 { $blocks }개가 모두 처음부터 상주했고 뒤따르는 블록은 없었으며, 그 워프들은 평균적으로 블록 자리 { $blocks }개 중 { $filled }개만 채웠다: 블록들의 실행 시간이 서로 달랐고, 가장 긴 블록이 실행 시간을 정했다. 더 낮은 단계는 워프가 채운 자리로부터 읽는다. 블록 길이의 차이가 큰 경우 그 단계들은 예측보다 빠르게 실행된다.
what-if-note-constant-cache = 프로파일에서 워프는 상수 캐시 미스 때문에 명령어당 { $cycles }사이클, 시간의 { $share }%를 기다렸다. 예측은 모든 단계에서 그 대기를 그대로 둔다. 상주 블록들이 서로 다른 상수(블록별 필터나 테이블)를 읽는 경우 미스는 SM당 블록 수와 함께 늘어난다: 프로파일보다 높은 단계는 예측보다 느리고, 낮은 단계는 예측보다 빠를 수 있다.
what-if-note-l1-queue = 프로파일에서 L1/TEX 캐시는 최대 처리량의 { $busy }%로 동작했으므로, 워프가 기다린 시간(로드의 히트, 공유 메모리)의 일부는 그 큐였고, 워프가 적을수록 큐는 짧아진다. 예측은 { $blocks ->
    [1] SM당 블록 1개
   *[other] SM당 블록 { $blocks }개 이하
}에서도 그 대기를 그대로 두므로, 그 단계는 예측보다 빠를 수 있다: L1이 이만큼 바빴던 프로파일 아래의 단계에서 이 랩의 검증 커널은 실측보다 중앙값으로 { $slower }% 느리게 예측되었고, 그 예측의 { $within }%가 10% 이내였다.
what-if-note-short-queue = 보고서의 명령어별 카운터에 따르면 워프는 short scoreboard(공유 메모리, 셔플, 특수 함수 유닛)를 기다릴 때마다 평균 { $per_wait }사이클을 기다렸고, SM에 홀로 있을 때 그런 대기는 { $unloaded }사이클이다: 나머지, 명령어당 { $cycles }사이클(워프 시간의 { $share }%)은 L1의 큐였다. { $blocks ->
    [1] SM당 블록 1개에서는
   *[other] SM당 블록 { $blocks }개 이하에서는
} 서로를 기다리는 워프가 적으므로, 예측은 그 단계들에서 그 큐를 뺀다.
what-if-note-far-below = 프로파일보다 훨씬 낮은 단계가 가장 불확실하다: { $blocks ->
    [1] SM당 블록 1개
   *[other] SM당 블록 { $blocks }개 이하
}(프로파일의 4분의 1 이하)에서 이 랩의 검증 커널은 실측보다 중앙값으로 { $slower }% 느리게 예측되었고, 그 예측의 { $within }%만 10% 이내였다. 그 단계에 더 가까운 프로파일이 더 잘 예측한다.
what-if-note-far-above = 프로파일보다 훨씬 높은 단계는 덜 확실하다: SM당 블록 { $blocks }개부터(프로파일의 4배 초과) 이 랩의 검증 예측 중 { $within }%만 10% 이내였다. 그 단계에 더 가까운 프로파일이 더 잘 예측한다.
what-if-other-profile = SM당 블록 { $blocks }개(이 실행 시간의 { $ratio }배)
what-if-note-profiles = 이 커널의 다른 프로파일과 결합했다: { $profiles }. 두 프로파일 사이의 단계는 두 예측을 섞은 시간이고, 그 바깥은 가장 가까운 프로파일의 예측이다. 이 랩의 검증에서 한 커널의 프로파일 쌍은 { $within }%가 다른 단계를 중앙값 10% 이내로 예측했고, 같은 프로파일 하나만으로는 { $alone }%였다.
what-if-note-second-profile = 두 번째 프로파일이 있으면 이 커널의 곡선이 얼마나 가파른지 잴 수 있다: SM당 블록 { $blocks }개(동적 공유 메모리 { $bytes }로 실행)에서 다시 프로파일하고 두 보고서를 함께 가져오라. 이 랩의 검증에서 한 커널의 프로파일 쌍은 { $within }%가 다른 단계를 중앙값 10% 이내로 예측했고, 프로파일 하나만으로는 { $alone }%였다.
what-if-note-second-profile-unpadded = 두 번째 프로파일이 있으면 이 커널의 곡선이 얼마나 가파른지 잴 수 있다: SM당 블록 { $blocks }개(패딩 없이 실행)에서 다시 프로파일하고 두 보고서를 함께 가져오라. 이 랩의 검증에서 한 커널의 프로파일 쌍은 { $within }%가 다른 단계를 중앙값 10% 이내로 예측했고, 프로파일 하나만으로는 { $alone }%였다.
what-if-note-other-gpu = 이 실행은 { $gpu }에서 이루어졌지만, 이를 보정하는 실행은 같은 Compute Capability의 다른 GPU인 { $run }의 것이다: 예측은 그 GPU의 클럭과 메모리 지연을 이 GPU의 것으로 쓴다. 이 GPU에서 실행하면(occlab measure 후 --run) 자신의 값으로 보정된다.

## 표

what-if-heading = 다른 점유율이 가져올 변화
what-if-column-blocks = 블록/SM
what-if-column-warps = 워프/SM
what-if-column-occupancy = 점유율
what-if-column-config = 공유 메모리
what-if-column-l1 = L1
what-if-column-ratio = 시간
what-if-column-spread = 측정값 10중 8
what-if-column-registers = 레지스터로
what-if-column-why = 이유
what-if-ratio = { $ratio }×
what-if-ratio-range = { $low }–{ $high }×
what-if-spread-legend = "측정값 10중 8": 검증에서 같은 종류의 수준에 대한 예측 10개 중 8개가 측정된 범위 (docs/WHAT_IF.md): 프로파일로부터 같은 거리에 있고 프로파일의 L1 또는 다른 L1을 가진 수준, 결합된 두 프로파일 사이의 수준, 그리고 따로, L1이 바빴던 프로파일 아래의 수준과 재사용 메모가 지목한 수준. 프로파일한 수준은 자신의 시간을 읽습니다.
what-if-mark-profiled = 프로파일
what-if-mark-fastest = 최고 속도
what-if-mark-both = 프로파일, 최고 속도
what-if-calibrated-by = { $device }(Compute Capability { $cc })의 실행으로 보정했으며, 커널은 { $clock } MHz에서 실행되었다.

## 차트 (crates/charts/src/what_if.rs)

what-if-axis-time = 시간 ÷ 프로파일
what-if-chart-profiled = 프로파일
what-if-chart-ncu = Nsight Compute

## what-if를 할 수 없을 때

what-if-collect = ncu --set full(또는 LaunchStats, Occupancy, SpeedOfLight, MemoryWorkloadAnalysis, WarpStateStats, SchedulerStats 섹션)로 프로파일하고 보고서 파일(.ncu-rep)이나 그 raw 페이지(ncu --import REPORT.ncu-rep --csv --page raw)를 주십시오.
what-if-missing-figures = what-if에는 이 프로파일에 없는 수치가 필요하다: { $metrics }. { $collect }
what-if-missing-launch = what-if에는 이 프로파일에 없는 호출의 그리드와 SM 수가 필요하다. { $collect }
what-if-format-ncu-page = Nsight Compute의 { $format } 페이지에는 what-if에 필요한 워프 상태별 분해가 없다. { $collect }
what-if-format-nvprof = nvprof 보고서({ $format })에는 what-if에 필요한 수치가 하나도 없다. { $collect }
what-if-format-compiler = 컴파일러 보고서({ $format })에는 프로파일이 없다. { $collect }
what-if-no-device = what-if에는 호출의 GPU가 필요한데, 보고서가 이 랩이 아는 Compute Capability를 밝히지 않는다.
what-if-no-occupancy = what-if에는 이 호출에 대한 랩의 점유율이 필요한데, 보고서의 수치(블록 크기와 레지스터)로는 구할 수 없다.
what-if-no-blocks = what-if에는 SM에 들어가는 호출이 필요한데, 이 호출은 블록을 하나도 얻지 못한다.
what-if-profile-empty = what-if에는 실행 시간, SM 주파수, 발행된 명령어당 워프 사이클이 양수인 프로파일이 필요하다.
what-if-profile-out-of-range = what-if는 이 프로파일을 쓸 수 없다: 값이 어떤 GPU의 범위보다도 훨씬 커서 유한한 시간이 나오지 않는다. 보고서의 실행 시간, 사이클, 처리량을 확인하라.
what-if-no-unified-l1 = what-if에는 SM의 통합 L1·공유 메모리 크기, L1 라인, carveout 크기가 필요한데 compute_caps/{ $cc }.toml에 없다.
what-if-other-architecture = 보정 실행은 { $device }(Compute Capability { $run_cc })의 것이고 이 호출은 Compute Capability { $cc }에서 실행되었다: 그 GPU 자체의 실행(occlab measure)으로 보정해야 한다.
what-if-run-no-clock = { $device }의 실행에는 커널이 실행된 클럭을 읽을 만큼 웨이브 점이 많지 않다.
what-if-run-unusable = { $device }의 실행에는 보정에 쓸 수 있는 지연 시간이나 대역폭이 없다.
what-if-no-run = occlab에는 Compute Capability { $cc }의 실행이 들어 있지 않다: GPU를 측정하고(occlab measure --out run.json) --run run.json으로 주십시오.

## 프로파일 수치

import-unknown-unit = { $metric }: 단위 { $unit }은(는) 이 수치를 쓰는 단위가 아니다

## occlab import --what-if: 플래그

help-import-what-if = 각 커널의 프로파일(raw 페이지 또는 ncu --set full 보고서 파일)로 모든 점유율을 예측한다: SM당 블록 수마다의 시간과 그 이유. 같은 파일에 있는 같은 커널의 다른 단계 프로파일은 함께 결합한다
help-import-run = --what-if를 보정하는 측정 실행(occlab measure); 기본값은 occlab에 들어 있는 해당 호출 GPU의 실행(H100, H200)

## 페이지: 가져오기 패널의 what-if, 계산기의 한 줄 (src/import/what_if_view.rs)

what-if-predicting = 프로파일로 모든 점유율을 예측하는 중…
what-if-levels = 모든 수준: 공유 메모리 구성, 예측 시간과 그 이유
what-if-key-padding = 동적 공유 메모리로 도달
what-if-key-registers = 레지스터로 도달
what-if-key-ncu = Nsight Compute의 추정
what-if-key-profiled = 고리: 프로파일한 실행
what-if-key-fastest = 채운 점: 가장 빠르다고 예측한 수준
what-if-key-spread = 음영: 같은 종류로 측정한 수준 10개 중 8개가 놓인 범위
what-if-calculator = { $changed }: 점유율 { $occupancy }(SM당 블록 { $blocks }개), 예측 시간은 프로파일한 { $kernel }의 { $ratio }(what-if는 가져오기 패널에 있다).
what-if-calculator-with-spread = { $line } { $over } 검증 예측 10개 중 8개는 { $range }로 측정되었다.
what-if-spread-over-distance = 프로파일에서 같은 거리에 있는
what-if-spread-over-joined = 결합된 두 프로파일 사이의
what-if-spread-over-busy-l1 = L1이 이만큼 바빴던 프로파일 아래의
what-if-spread-over-reuse = 재사용 메모가 지목한 수준의
what-if-calculator-registers = 레지스터 { $registers }개
what-if-calculator-shared-memory = 동적 공유 메모리 { $bytes }
what-if-calculator-as-profiled = 프로파일한 입력
what-if-calculator-none = { $changed }에서는 { $kernel }의 what-if에 계산기의 SM당 블록 수와 맞는 수준이 없다.
what-if-calculator-other-block = { $kernel }의 what-if는 블록당 스레드 { $threads }개 기준이다. 다른 블록 크기에서는 계산기의 점유율이 그 곡선 위에 있지 않다.
what-if-no-run-page = 이 페이지에는 연산 능력 { $cc }의 측정 실행이 없는데 what-if에는 필요하다: 그런 GPU를 측정한 뒤(occlab measure --out run.json) occlab import --what-if --run run.json으로 예측한다.
