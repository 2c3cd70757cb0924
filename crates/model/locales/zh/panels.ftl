# Occupancy Lab 的简体中文消息，下方面板部分：译自 en/panels.ftl
# （波次、延迟隐藏、导入、实测运行，以及 calc 之外的 occlab 子命令）。

## 面板中的计数名词

sms = { $n } 个 SM
full-waves = { $n } 个完整波次
block-durations = { $n } 个线程块时长

## 波次与尾部效应（波次面板与 occlab waves）

waves-panel-heading = 波次与尾部效应
waves-heading = { $sms } 上的 { $blocks }，每个 SM { $per_sm }（理论占用率 { $occupancy }）
label-full_wave = 完整波次
label-full_waves = 完整波次数
label-partial_wave = 不完整波次
label-estimated_time = 预计时间
label-achievable_occupancy = 可达占用率
gloss-waves_per_sm = 波次数：网格中的线程块数 ÷（每 SM 活跃线程块数 × SM 数）
waves-full-wave = { $blocks }（每个 SM { $per_sm } 个 × { $sms } 个 SM）
waves-partial-none = 无
waves-partial = { $blocks }（一个波次的 { $share }）
waves-achievable = { $occupancy }（负载均衡时的最佳情况）
waves-tail = 此次内核启动产生 { $full_waves } 个完整波次和一个包含 { $blocks } 个线程块的不完整波次。假设所有线程块的执行时间相同，该不完整波次最多可能占此内核总运行时间的 { $share }%。
waves-tail-with-note = { $tail }{ $note }
waves-tail-note = Nsight Compute 的规则给出的不完整波次为 { $printed } 个线程块；实际为 { $blocks } 个：{ $grid } − { $full_waves } × { $full_wave }。该规则以浮点运算将 { $waves } 个波次的小数部分乘以 { $full_wave }，结果略大于 { $blocks }，再向上取整。
waves-small-grid = 此内核网格太小，无法填满此设备上的可用资源，导致所有 SM 上只有 { $waves } 个完整波次。
waves-no-tail = 网格填满了最后一个波次：{ $full_waves }，没有不完整波次，因此没有尾部效应。
waves-grid-choice = { $blocks }（{ $full_waves }）
waves-nearest-one = 最近的没有不完整波次的网格：{ $grid }
waves-nearest-two = 附近没有不完整波次的网格：{ $below } 或 { $above }
waves-round = 将网格取整到完整波次：
waves-need-sms = 输入 SM 数量即可看到网格如何分波次执行。
waves-sms-of-gpu = { $gpu }：{ $sms }。
waves-sms-of-cc = 计算能力本身没有 SM 数量：请输入一个（{ $gpu } 有 { $sms }）。
waves-sms-unknown = 目录中没有计算能力为 { $cc } 的 GPU：请输入它的 SM 数量。
waves-band-note = 每行代表 { $n } 个相邻的 SM（最多绘制 { $max } 行）。
waves-picture = 图示：{ $sms }（{ $rows }）随时间的执行情况：先是 { $full_waves }，之后{ $partial }；共 { $durations }。
waves-picture-rows-banded = { $rows } 行，每行最多 { $per_row } 个 SM
waves-picture-rows = { $rows } 行，每个 SM 一行
waves-picture-no-partial = 没有不完整波次
waves-picture-partial = 是一个包含 { $blocks }的不完整波次
axis-block-durations = 时间，以线程块时长为单位（每个时长一个波次）
key-full-waves = 完整波次（深浅交替）
key-partial-wave = 不完整波次
key-idle-slots = 闲置的槽位

## 延迟隐藏：设置（延迟隐藏面板与 occlab latency）

setting-sms = SM 数量
setting-clock = SM 时钟频率
setting-bandwidth = DRAM 带宽
setting-arith-latency = 算术延迟
setting-mem-latency = 内存延迟
setting-issue-rate = 指令发射率
setting-lanes = CUDA 核心
setting-sfu-lanes = SFU
setting-ilp = 指令级并行（ILP）
setting-load-bytes = 每次加载的字节数
setting-loads-in-flight = 在途加载数
setting-cuda-core = CUDA 核心指令
setting-sfu = SFU 指令
setting-shared-cycles = 共享内存存储体周期
setting-memory-bytes = DRAM 字节数
setting-issue-slots = 发射槽
setting-chain-arith = 相互依赖的算术指令
setting-chain-mem = 相互依赖的内存加载
setting-latency-bound = 延迟界限
setting-unit-sms = 个 SM
setting-unit-mhz = MHz
setting-unit-gbs = GB/s
setting-unit-cycles = 周期
setting-unit-issue-rate = warp 指令 / 周期 / SM
setting-unit-lanes = 通道 / SM
setting-unit-ilp = 独立指令 / warp
setting-unit-load-bytes = B / 线程
setting-unit-per-warp = 每个 warp
setting-unit-bank-cycles = 每个 warp（k 路冲突时为 k）
setting-unit-chain = 在最长的依赖链中
setting-unit-cycles-per-warp = 每个 warp 的周期数
setting-allowed-whole = 1–{ $max } 之间的整数
setting-allowed-above = 大于 0 且最多为 { $max } 的数（{ $unit }）
setting-allowed-from-zero = 0 到 { $max } 之间的数（{ $unit }）
setting-refused = { $setting }：不接受“{ $typed }”；应为{ $allowed }。
setting-missing = { $setting }：请输入{ $allowed }。
latency-empty-mix = { $setting }：不接受“{ $typed }”；应为至少使用一种资源的指令组合。
latency-refused = { $setting }：不接受“{ $typed }”；应为 { $allowed }。
latency-sms-in-waves-panel = SM 数量（在波次面板中）
latency-no-gpu-figures = 此设备没有 GPU 参数：请输入{ $settings }。

## 延迟隐藏：计算过程

resource-cuda-cores = CUDA 核心
resource-sfus = SFU
resource-shared-memory-banks = 共享内存存储体
resource-memory = 内存带宽
resource-issue = 指令发射
latency-arithmetic = { $latency } 个周期 × 每周期 { $issue_rate } 条指令 = 每个 SM 在途 { $in_flight } 条指令；÷ 每个 warp { $ilp } 条独立指令 = 每个 SM { $warps } 个 warp
latency-memory = { $latency } 个周期 × 每周期 { $bytes_per_cycle } B = 每个 SM 在途 { $in_flight } B；÷（每次 warp 加载 { $warp_load } B × 每个 warp 在途 { $loads } 次加载）= 每个 SM { $warps } 个 warp
latency-bandwidth = { $bandwidth } GB/s ÷（{ $clock } MHz × { $sms } 个 SM）= 每个 SM 每周期 { $bytes_per_cycle } B
latency-chain = { $arithmetic } × { $arithmetic_latency } + { $memory } × { $memory_latency } = { $cycles } 个周期
latency-bound-chain = { $chain }（依赖链）
latency-bound-entered = 按输入为 { $cycles } 个周期（依赖链给出 { $chain }）
latency-model = warp 吞吐率 ≈ min(n / { $latency }, { $throughput }) 个 warp / 周期 / SM；所需占用率 ≈ { $latency } × { $throughput } = 每个 SM { $needed } 个 warp。
mode-latency-bound = 延迟受限：所需 { $needed } 个 warp 中的 { $warps } 个
mode-throughput-bound = 吞吐受限（受{ $resource }限制），{ $warps } 个 warp
mode-no-warps = 没有 warp 运行：该启动非法。
mode-rate = { $mode } · ≈ { $now } / { $ceiling } { $unit }
mode-no-rate = { $mode } · 没有可显示的 { $unit }：指令组合中没有{ $work }
mode-work-dram-bytes = DRAM 字节
mode-work-cuda-core = CUDA 核心指令

## 延迟隐藏：答案

hiding-you-have = 当前每个 SM 有 { $warps }。
hiding-answer-textbook = { $you }按教科书模型，此内核大约需要 { $needed } 个 warp（没有打开此 GPU 的实测运行）。
hiding-answer-run = { $you }在此 GPU 上此内核需要{ $needed }（由 { $gpu } 的实测运行校准），按教科书模型需要 { $textbook } 个。
hiding-answer-measured = { $you }在此 GPU 上此内核需要{ $needed }（由 { $gpu } 的实测运行校准），按教科书模型需要 { $textbook } 个；实测运行测得 { $measured } 个（{ $what }）。
hiding-answer-nearest = { $you }在此 GPU 上此内核需要{ $needed }（由 { $gpu } 的实测运行校准），按教科书模型需要 { $textbook } 个；实测运行中最接近的内核 { $what } 测得 { $measured } 个。
hiding-about = 约 { $warps } 个 warp
hiding-no-warps = 零个 warp
hiding-little = 利特尔法则一次只考虑一种延迟：隐藏算术延迟需要 { $arithmetic } 个 warp，隐藏内存延迟需要 { $memory } 个；Volkov 的双模式模型把内核的整条依赖链与其最繁忙的资源（{ $resource }）相对照，因此教科书模型的答案是 { $textbook } 个 warp。
hiding-memory-reason = 教科书模型把空闲时的内存延迟（{ $latency } 个周期）与满带宽搭配。在负载下每次加载都要等待更久（{ $warps } 个 warp 时约 { $loaded } 个周期：内存的繁忙程度为 { $busy }），而一个 warp 要等待其 { $loads } 次在途加载中最慢的那一次，因此需要更多的 warp 才能让内存保持繁忙。
hiding-ilp = 每个 warp { $ilp } 条独立指令
hiding-switching = 在{ $ilp }的情况下，warp 很快就要等待自己的结果，而此 GPU 的调度器之后每次切换 warp 都会损失 { $cycles } 个周期
hiding-no-switching = 在{ $ilp }的情况下，warp 会一直发射指令，直到它的第一个结果就绪，因此切换 warp 不会损失周期
hiding-issue-reason = 教科书模型假定调度器每个周期都发射指令。{ $switching }：此内核最多只能达到峰值的 { $share }。单个 warp 每周期最多发射 { $single } 条指令，而当线程块大小不能在 { $schedulers } 个调度器之间均分时，该线程块的 warp 会使各调度器负载不均。
hiding-knee-reason = 此 GPU 上所需的 warp 数与实测值：以完整线程块（每块 { $threads } 个线程）计，达到曲线最高点 { $share } 的最少的每 SM warp 数。


## 延迟隐藏面板

latency-panel-heading = 延迟隐藏
latency-presets = 预设：计算能力 { $cc }（{ $architecture }）的延迟与速率；{ $gpu }。
latency-presets-gpu = { $gpu } 的时钟频率和带宽
latency-presets-no-gpu = 目录中没有该计算能力的 GPU：请输入时钟频率和带宽
latency-reset = 恢复预设
latency-hardware = 硬件
latency-no-run = 没有打开实测运行，因此只有教科书模型的答案。{ $architecture } GPU 的实测运行可以校准该模型：在下方的实测运行面板中打开一个（由 { $command } 生成），或打开为本实验测得的运行之一：
littles-law-heading = 利特尔法则：并发量 = 延迟 × 吞吐率
working-arithmetic = 算术：
working-memory = 内存：
working-memory-bandwidth = { $memory }（{ $bandwidth }）
working-latency-bound = 延迟界限：
two-mode-heading = Volkov 的双模式模型：吞吐率 ≈ min(n / 延迟界限, 吞吐率界限)
two-mode-mix = 每个 warp 的指令组合
two-mode-latency = 延迟界限：最长的依赖链，或输入的周期数
two-mode-tightest = ◀ 最紧的限制
two-mode-unit = 吞吐率单位
two-mode-show-in = 吞吐率显示单位

## occlab latency 的文本

latency-cli-heading = 计算能力 { $cc } 上的延迟隐藏
latency-cli-heading-gpu = 计算能力 { $cc }、{ $gpu } 上的延迟隐藏
latency-cli-heading-run = 计算能力 { $cc }、实测运行的 { $run } 上的延迟隐藏
latency-cli-stand-in = （SM 数量、时钟频率和带宽取自 { $gpu }，即计算能力 { $cc } 的第一个 GPU；可用 --sms、--clock 和 --bandwidth 替换）
latency-cli-throughput = 吞吐率界限：每个资源为每个 warp 忙碌的周期数（每个 SM）
latency-cli-tightest = ← 最紧的限制
latency-cli-at-warps = 每个 SM { $warps } 个 warp 时：{ $mode }
latency-cli-needed = 每个 SM 所需的 warp 数：教科书模型 { $textbook }，{ $model } { $knee }，实测 { $measured }
latency-cli-none = 无
latency-curve-calibrated = 经实测运行校准
latency-curve-textbook = 教科书模型
latency-col-blocks = 线程块
latency-col-warps = warp

## 吞吐率图表的图例（延迟隐藏面板）

axis-warps-occupancy = 每个 SM 的 warp 数（占用率）
chart-knee = 拐点
throughput-summary = 图表：以 { $unit } 为单位的吞吐率随每个 SM 的 warp 数（1 到 { $max }）的变化：n × { $per_warp } { $unit }，直到上限 { $ceiling } { $unit }，在 { $knee } 个 warp 时达到。{ $current }
throughput-summary-current = 在计算器的 { $warps } 个 warp 时：{ $rate } { $unit }。
throughput-summary-none = 在计算器的配置下没有 warp 运行。

key-latency-bound = 教科书中的延迟界限：n / 延迟
key-throughput-bound = 教科书中的吞吐率界限
key-lower-of-two = 教科书模型：两者中的较低者
key-knee = 拐点：教科书模型所需的占用率
key-calibrated = - - 按实测运行校准，以整个线程块计
key-measured = × 实测运行的测量值
key-occupancy = ● 计算器给出的占用率

## 实测运行

not-loaded-runs-panel = 无法加载实测运行面板：请重新加载页面再试。
