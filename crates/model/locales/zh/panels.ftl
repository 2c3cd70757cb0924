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
setting-chain-placeholder = = 依赖链
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

latency-cli-throughput = 吞吐率界限：每个资源为每个 warp 忙碌的周期数（每个 SM）
latency-cli-none = 无

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

## 导入面板与 occlab import：分析器或编译器的报告与模型的对照

kernels = { $n } 个内核
barriers = { $n } 个屏障
import-lines = { $n } 行
import-parts = { $n } 个报告部分
not-given = —
join-comma = { $first }、{ $rest }
join-dot = { $first } · { $rest }
import-from-input = 输入内容
import-from-ncu-console = Nsight Compute 控制台输出
import-from-ncu-details = Nsight Compute details 页面（CSV）
import-from-ncu-raw = Nsight Compute raw 页面（CSV）
import-from-nvprof-metrics = nvprof 指标
import-from-nvprof-trace = nvprof GPU 跟踪
import-from-nvprof-trace-csv = nvprof GPU 跟踪（CSV）
import-from-ptxas = ptxas 报告
import-from-cuobjdump = cuobjdump 资源报告
import-from-ncu-report = Nsight Compute 报告文件
import-tool-compiler = 编译器
import-summary-none = 来源：{ $from }。没有读取到任何内核。
import-summary-agrees = 来源：{ $from }。读取了 { $kernels }；凡是双方都给出数值之处，我们的结果都与 { $tool } 一致。
import-summary-nothing = 来源：{ $from }。读取了 { $kernels }；没有可与我们的结果比较的数值。
import-summary-differs = 来源：{ $from }。读取了 { $kernels }；其中 { $differing } 个内核，我们的结果与 { $tool } 不同。
import-unread = 有 { $unread }无法读取（{ $first }），因此报告可能不完整。{ $summary }
import-unread-more = 有 { $unread }无法读取（{ $first }；其余的列在各自的内核下），因此报告可能不完整。{ $summary }
import-at-line = 第 { $line } 行：{ $message }
import-agrees = 一致
import-differs = 不同
import-at-most = 最多 { $value }
import-about = 约 { $bytes }
import-grid-block = 网格 { $blocks } × { $threads }
import-block = 每个线程块 { $threads }
import-grid = 网格 { $blocks }
import-shared-memory = 静态 { $static } + 动态 { $dynamic } 共享内存
import-clusters = 每个集群 { $blocks }
import-no-launch = 没有启动配置
import-device = { $device } · { $sms }
import-sms-unknown = SM 数量未知
import-cc-unknown-device = 计算能力未知：设备“{ $device }”不在目录中，输入也没有给出计算能力
import-cc-unknown = 计算能力未知：输入没有给出设备、计算能力或编译目标
import-cc-not-known = Occupancy Lab 不认识计算能力 { $cc }（已知的有：{ $known }）
import-device-unknown = 设备未知
import-no-block-size = 输入没有给出线程块大小，因此我们的模型无法计算此内核；分析器报告（ncu，或 nvprof --print-gpu-trace）会给出它。
import-no-registers = 输入没有给出寄存器数量，因此我们的模型无法计算此内核；ptxas -v 会给出它。
import-model-cannot-run = 我们的模型无法计算此内核：{ $why }。
import-device-with-sms = { $device }（{ $sms }）
import-device-given = 报告没有给出 GPU 的全部信息；按所给信息使用 { $device }。
import-gpu-from-name = GPU：{ $gpu }，根据设备名“{ $device }”确定。
import-device-not-in-catalogue = 设备“{ $device }”不在目录中；使用计算能力 { $cc } 和报告中的 SM 数量。
import-config-size = Shared Memory Configuration Size { $size }：这是 { $percent }% 的 carveout 偏好所得的大小，因此我们按同一配置计算共享内存上限。
import-config-size-unsupported = Shared Memory Configuration Size { $size } 不是计算能力 { $cc } 提供的任何一种大小（{ $sizes }）；改用默认的 carveout。
import-barriers-assumed = 报告没有给出内核的屏障数；与运行时一样，假定为 1。
import-barriers-from-ptxas = { $barriers }，来自 ptxas。
import-registers-compiled = 编译器报告 { $compiled }；启动时使用的是 { $used } 个（Registers Per Thread），占用率据此得出。
import-limit-sm-printed = { $label }：{ $tool } 显示 { $reported }，即 SM 的线程块数上限，因为该资源没有施加更严的限制；我们的值（{ $ours }）同样不构成限制。
import-limit-differs = { $label } 不同：{ $tool } 为 { $reported }，我们的为 { $ours }。
import-range = { $low } 到 { $high }
import-barriers-fit = { $tool } 给出的 { $reported } 个线程块，对应每个线程块 { $range } 个屏障（每个 SM 共 { $per_sm } 个）；请把 ptxas -v 的输出与报告一起粘贴，以给出屏障数。
import-smem-largest = { $tool } 给出的 { $reported } 是 SM 最大共享内存配置（{ $largest }，每个线程块 { $per_block }）下的上限，而不是它所报告的 { $config } 配置下的上限；我们的结果按所报告的配置计算。
import-smem-coarse = 共享内存大小以 Kbyte 为单位、保留两位小数显示，因此只精确到 10 字节；{ $tool } 加上 --print-units base 可以显示精确值。
import-theoretical-differs = Theoretical Occupancy 不同：{ $tool } 为 { $reported }，我们的为 { $ours }。
import-waves-differs = Waves Per SM 不同：{ $tool } 为 { $reported }，我们的为 { $ours }（一个完整波次为 { $full_wave }）。
import-clusters-need-gpc = 集群大小为 { $size }：Max Active Clusters 需要 GPU 的 GPC 布局，只有报告指明了 GPU 时才能知道（raw 页面会指明设备；控制台输出和 details 页面不会）。
import-agreed-limits = 线程块上限
import-agreed-theoretical = 理论占用率
import-agreed-waves = Waves Per SM
import-agreed-clusters = 集群数据
import-agree = { $tool } 的{ $list }与我们的结果一致。
import-agree-limited = { $tool } 的{ $list }与我们的结果一致；限制因素：{ $limiters }。
import-achieved-gap = 实际占用率 { $achieved }，理论占用率 { $theoretical }：低 { $gap } 个百分点。
import-small-grid = 由 { $blocks }组成的网格小于一个完整波次（每个 SM { $per_sm } 个 × { $sms }）：{ $total } 个 SM 中只有 { $busy } 个分到线程块，因此即使负载均衡，实际占用率最多也只有 { $best }。
import-tail = { $tail }在负载均衡的情况下，实际占用率最多为 { $best }。
import-full-waves = 网格运行 { $full_waves }，没有不完整波次，因此负载均衡时可以达到理论占用率 { $best }；其余的差距来自在不同时间结束的 warp 和线程块，以及调度开销。
import-rule = { $tool }（{ $kind }）：{ $text }
import-rule-speedup = { $tool }（{ $kind }，{ $speedup }）：{ $text }
import-spills = 寄存器溢出：每个线程溢出存储 { $stores }，溢出加载 { $loads }。寄存器溢出到本地内存，而本地内存位于设备内存中。
import-spills-arch = { $arch } 的寄存器溢出：每个线程溢出存储 { $stores }，溢出加载 { $loads }。寄存器溢出到本地内存，而本地内存位于设备内存中。
import-stack = 栈：每个线程 { $bytes }，位于本地内存。
import-stack-arch = { $arch } 的栈：每个线程 { $bytes }，位于本地内存。
import-local = 本地内存：每个线程 { $bytes }。
import-local-arch = { $arch } 的本地内存：每个线程 { $bytes }。
import-register-raised = ptxas 把寄存器上限提高到了 { $n }，即此架构的下限。
import-no-spills = 没有寄存器溢出，也没有栈。
import-no-spills-arch = { $arch } 没有寄存器溢出，也没有栈。

## 导入面板的框架

import-region = 导入分析器或编译器的报告
import-heading = 分析器和编译器给出的结果
import-hint = 粘贴 Nsight Compute 的输出（控制台、--csv --page details 或 raw）、nvprof、ptxas -v 或 cuobjdump --dump-resource-usage 的输出，或把它的文件拖放到此面板的任意位置：也可以是 Nsight Compute 自己的报告文件（.ncu-rep、.ncu-repz），在此浏览器中读取。
import-paste-label = 分析器或编译器的输出
import-file-label = 打开报告文件
import-file-unreadable = 无法读取该文件：{ $why }
import-reading = 正在读取 { $name }…
import-reader-not-loaded = 无法读取 { $name }：报告读取器没有加载（服务器是否仍在运行？）。
import-file-summary = { $name }（{ $size }），在此浏览器中读取，未上传：{ $kernels }。
import-col-kernel = 内核
import-col-grid = 网格
import-col-block = 线程块
import-col-registers = 寄存器
import-col-shared-memory = 共享内存
import-col-theoretical = 理论值（{ $tool }）
import-col-achieved = 实际值
import-col-ours = 我们的结果
import-col-verdict = 与之对比

## 实测运行

not-loaded-runs-panel = 无法加载实测运行面板：请重新加载页面再试。
runs = { $n } 次运行
configurations = { $n } 个配置
runs-heading = 实测运行
runs-looking = 正在查找实测运行…
runs-loading = 正在加载实测运行面板…
runs-from-files = 来自文件的 { $runs }：此页面并非由 occlab serve 提供。
runs-connecting = { $runs }；正在连接以接收新的运行…
runs-live = { $runs }，实时更新
runs-reconnecting = { $runs }；无法连接服务器：正在重新连接…（上次更新于{ $last }）
runs-page-opening = 页面打开时
runs-add-files = 添加运行文件（occlab measure 生成的 JSON），或把它们拖放到这里：
runs-storage-off = 浏览器存储已满或已关闭：这些运行只显示到页面关闭为止。
runs-details = CC { $cc } · 在 { $configurations }中，模型与驱动程序有 { $agreements } 个一致
runs-hidden = （对全班隐藏）
runs-show = 显示
runs-hide = 隐藏
runs-show-again = 重新显示
runs-delete = 删除
runs-confirm-delete = 永久删除此运行？此操作无法撤销；“隐藏”会保留它，只是不再向全班显示。
runs-delete-for-good = 永久删除
runs-hide-instead = 改为隐藏
runs-cancel = 取消

## 实测运行的报告（occlab measure --report，实测运行面板中所选的运行）

experiment-stream-one = 流式访存（vector-add），每个数组在途 1 次加载
experiment-stream = 流式访存，每个数组在途 { $k } 次加载
experiment-fma = FMA 链，ILP { $k }
experiment-at-threads = { $experiment }（{ $threads } 个线程）
experiment-threads-per-block = { $experiment }，每个线程块 { $threads } 个线程
experiment-stream-wide-one = 流式访存，16 字节加载，每个数组在途 1 次
experiment-stream-wide = 流式访存，16 字节加载，每个数组在途 { $k } 次
experiment-load-fma = 加载与 FMA，每个线程在途 { $k } 次加载，每个值 { $m } 次相关 FMA
experiment-gather-one = 随机 gather，每个线程在途 1 次加载
experiment-gather = 随机 gather，每个线程在途 { $k } 次加载
run-probe-title = { $experiment }（{ $unit }），每个线程块 { $threads } 个线程 · 仅实测，尚未纳入模型
run-probe-knee = 实测拐点：每个 SM { $measured } 个 warp（达到曲线最高点 { $share } 的最少 warp 数；最高点为 { $at } 时的 { $highest } { $unit }）；实测点数：{ $points }。
run-probe-flops = 按算术计，最高点为 { $gflops } GFLOP/s（每搬运一个字节 { $ratio } FLOP）。
run-probe-sectors = 最高点的 DRAM 流量：所取扇区 { $sectors } GB/s（每次 4 字节加载取一个 32 字节扇区），加上读取索引和写入结果共 { $dram } GB/s。
run-curve-line = { $title }：{ $knee }{ $error }
calibration-dependent-latency = 依赖指令的发射延迟
calibration-warp-switch = warp 切换
calibration-single-warp-rate = 单个 warp 的发射率
calibration-fma-share = 持续 FMA 占比
calibration-streaming-latency = 空载流式访存延迟
calibration-queueing = 半峰值时的排队等待
calibration-bandwidth = 持续带宽
calibration-from-fma-chain = 该运行中单个线程上相互依赖的 FMA 链
calibration-from-ceiling = { $curve }的上限相对于 FMA 上限
calibration-from-one-warp = 每个调度器一个 warp 时的 { $curve }
calibration-from-highest = { $curves }的最高点
calibration-from-fit = 对{ $curves }的拟合
unit-instructions-per-cycle = 指令 / 周期
unit-of-fp32-peak = 倍 FP32 峰值
run-heading = { $device } · 计算能力 { $cc } · { $sms } · 驱动程序 { $driver } · { $generator }
run-heading-quick = { $device } · 计算能力 { $cc } · { $sms } · 驱动程序 { $driver } · { $generator } · --quick
label-clock = SM 时钟频率
label-memory_bandwidth = 峰值内存带宽
label-l2_cache = L2 缓存
label-shared_memory = 共享内存
label-registers = 寄存器
label-fma_latency = 相互依赖的 FMA
label-l1_latency = L1 命中（指针追逐）
label-l2_latency = L2 命中（指针追逐）
label-dram_latency = DRAM（指针追逐）
run-mhz = { $mhz } MHz
run-bandwidth = { $gbs } GB/s（{ $mhz } MHz × 2 × { $bits } 位）
run-shared-memory = 每个 SM { $per_sm }，每个线程块 { $per_block }（opt-in 时为 { $optin }）
run-registers = 每个 SM { $per_sm }，每个线程块 { $per_block }
run-cycles = { $cycles } 个周期
run-custom-gpu = 作为自定义 GPU：{ $flags }
run-self-check = 驱动程序的 cuOccupancyMaxActiveBlocksPerMultiprocessor 与模型在 { $configurations }中有 { $agreements } 个一致（{ $share }）。
run-carveout-default = 默认
run-carveout-percent = { $percent }%
run-disagreement = { $threads } 个线程，{ $registers } 个寄存器，静态 { $static } + 动态 { $dynamic } 共享内存，carveout { $carveout }：驱动程序 { $driver }，模型 { $model }
run-presets-title = 按实测值的利特尔法则预设（带宽取持续的流式访存带宽）：
run-parameter = { $label }：{ $value } { $unit }（依据：{ $from }）
run-not-calibrated = 无法用此次运行校准模型：{ $why }。
run-validation = 留出验证：校准从未见过的 { $curves } 条曲线；其全部 { $points } 个点的误差中位数为 { $median }；最差曲线的中位数为 { $worst }；{ $curves } 条中有 { $within } 条同时满足两项容限（误差中位数 ≤ { $median_budget }，拐点偏差在 { $knee_budget } 以内）。
run-curve-held-out = { $experiment }（{ $unit }），每个线程块 { $threads } 个线程 · 验证曲线
run-curve-calibration = { $experiment }（{ $unit }），每个线程块 { $threads } 个线程 · 校准曲线
run-knees = 每个 SM 所需的 warp 数：教科书模型 { $textbook }（延迟 × 吞吐率），校准后 { $calibrated }，实测 { $measured }（达到曲线最高点 { $share } 的最少 warp 数）。
run-error = 校准模型与 { $points } 个实测点对比：误差中位数 { $median }，最大 { $worst }。
run-warps = { $n } 个 warp
run-timed = （计时：中位数 { $p50 }，第 90 百分位数 { $p90 }）
run-loaded-latency = 负载下的延迟（利特尔法则：在途字节数 ÷ 吞吐率）：{ $first_warps } 时每次迭代 { $first } 个周期{ $first_spread }，拐点处 { $knee_warps } 时为 { $knee } 个周期{ $knee_spread }。
run-staircase-kernel = 内核：{ $threads } 个线程，每个线程 { $registers } 个寄存器，{ $smem } 动态共享内存；模型的完整波次为 { $full_wave }（每个 SM { $per_sm } 个 × { $sms } 个 SM），与驱动程序的占用率 API 给出的一致。
run-staircase-kernel-driver = 内核：{ $threads } 个线程，每个线程 { $registers } 个寄存器，{ $smem } 动态共享内存；模型的完整波次为 { $full_wave }（每个 SM { $per_sm } 个 × { $sms } 个 SM），但驱动程序的占用率 API 给出的是每个 SM { $driver } 个。
run-staircase-steps = 时间在 { $steps } 个线程块之后阶跃上升（升幅至少为最大升幅 { $rise } 毫秒的 { $share }）。
run-staircase-matches = 每一级阶跃都位于模型完整波次的整数倍处，且范围内的每个整数倍处都有阶跃：{ $expected }。
run-staircase-differs = 模型预计阶跃出现在 { $expected } 个线程块之后：测量结果与之不符。
run-timeline-grid = { $blocks }（{ $waves } 个波次），在 { $sms } 个 SM 中的 { $used } 个上运行。
run-timeline-achieved = 实际占用率 { $achieved }（各 SM 从 { $lowest } 到 { $highest }），理论占用率 { $theoretical }；负载均衡时最多可达 { $achievable }。
run-timeline-over-time = 随时间变化（以运行时长的十分之一为单位）：{ $shares }。

## 全班视图

class-heading = 全班
class-view-link = 单独的全班视图，用于投影
class-your-name = 你的姓名（用于标记你的运行）：
class-who-is-in = 参与者：
class-caption = 每位学生实测的 vector-add 吞吐率随每个 SM 的 warp 数的变化，每次运行使用各自的颜色和标记
class-you = { $label }（你）
class-instructor = 教师
class-token = 教师令牌（仅保存在此标签页中）：
class-token-hint = 有了令牌，每个运行都会有“隐藏”和“删除”按钮。
class-export = 导出全班的运行（JSON Lines）
class-clear = 清空全班…
class-confirm-clear = 永久删除本班的所有运行？如需保留，请先导出。
class-delete-every-run = 删除所有运行
class-export-failed = 无法保存导出的文件：{ $why }
class-server-unreachable = 无法连接服务器：{ $why }
class-server-refused = 服务器拒绝了请求（{ $status }）。
class-server-refused-words = 服务器拒绝了请求（{ $status }）：{ $words }

## 显示一次实测运行

run-use-device = 将其设备和延迟用作预设
run-back-to-catalogue = 恢复目录中的值
run-throughput-heading = 吞吐率随占用率的变化
run-throughput-hint = 该运行的数据点（叉号）和经其校准的模型（虚线）绘制在延迟隐藏面板的图表上。
run-curves = 全部实测曲线：教科书模型、校准后和实测的所需 warp 数
run-staircase-caption = 波次阶梯：内核时间随网格大小的变化，叠加在模型每级一个波次的阶梯上
run-timeline-heading = 实测：所选运行的线程块
run-timeline-caption = 线程块时间线：每个线程块在其 SM 上从开始到结束（%smid, %globaltimer）
samples-none = 目前还没有该架构的运行。
students = { $n } 位学生
class-summary = 图表：实测 vector-add 吞吐率（GB/s）随每个 SM 的 warp 数的变化，{ $runs }，来自 { $students }。
staircase-summary = 图表：内核时间（毫秒）随网格大小（线程块数）的变化；模型的台阶为每 { $full_wave } 个线程块（一个完整波次）{ $wave_ms } 毫秒，另有 { $points } 个实测点。
timeline-summary = 图表：{ $blocks }在 { $sms } 上随时间的分布，共 { $us } 微秒。
axis-grid-size = 网格大小（线程块数）
axis-kernel-time = 内核时间（毫秒）
axis-time-us = 时间（微秒）
chart-one-full-wave = 1 个完整波次
samples-not-fetched = 无法获取示例 { $file }：{ $why }。

## import and run diagnostics
# 报告读取器对无法使用的行或部分的说明（导入面板、occlab import），以及运行文件被拒绝或无法读取的原因
# （运行面板、occlab measure --report、upload 和 latency --run）。引用的输入、字段名、指标名，以及
# 分析器、ptxas 和 serde_json 自己的话，均按原样显示。

import-quoted = “{ $text }”
import-accepted = Nsight Compute 控制台输出、ncu --csv --page details 或 --page raw、Nsight Compute 报告文件（.ncu-rep，或用 zstd 压缩的 .ncu-repz）、nvprof --metrics achieved_occupancy 或 --print-gpu-trace（文本或 --csv）、ptxas -v，或 cuobjdump --dump-resource-usage
import-not-recognised = 未识别出分析器或编译器的输出；可接受的输入：{ import-accepted }
import-not-text = 该文件不是文本（含有二进制数据），也不是 Nsight Compute 报告（.ncu-rep、.ncu-repz）
import-report-as-text = Nsight Compute 报告是二进制文件：请打开文件本身（occlab import FILE.ncu-rep，或把它拖放到页面上），而不是粘贴其文本
import-no-kernel-read = 该文本看起来像 { $format } 的输出，但无法从中读取任何内核
import-unclosed-quote = 此行中有一个带引号的字段没有闭合
import-no-metric-columns = 表头中没有“Metric Name”和“Metric Value”列
import-no-header-row = 未找到表头行（"ID","Process ID",…）
import-short-row = 此行有 { $fields } 个字段，表头有 { $header } 个；缺少的字段按空值读取
import-ncu-said = Nsight Compute 提示：{ $text }
import-not-metric-row = 不是 { $section } 部分的指标行：{ $text }
import-not-whole = { $label }：{ $value } 不是整数
import-not-size-unit = { $label }：{ $value } 不是以 byte、Kbyte、Mbyte 或 Gbyte 表示的大小
import-not-size = { $label }：{ $value } 不是以字节表示的大小
import-not-number = { $label }：{ $value } 不是数字
import-metric-before-kernel = 在任何“Kernel:”行之前出现了指标行
import-not-fraction = achieved_occupancy：{ $value } 不是 0 到 1 之间的比例
import-row-grid-unread = 无法读取此内核行的网格
import-row-block-unread = 无法读取此内核行的线程块
import-row-column-unread = 无法读取此内核行的 { $column }
import-row-launch-unread = 无法读取此内核行的网格或线程块
import-ptxas-said = ptxas { $kind }：{ $text }
import-resource-line-unread = 无法读取的资源行：{ $text }
import-resource-before-entry = 在任何“Compiling entry function”之前出现了资源行
import-resource-before-function = 在任何“Function”行之前出现了资源行
import-no-register-count = 此行中没有寄存器数：{ $text }
report-sized-file-header = 文件头
report-sized-block-header = 文件块的块头
report-sized-block = 文件块
report-sized-message = 消息
report-sized-size-prefix = 大小前缀
report-sized-field = 字段
report-sized-field-64 = 64 位字段
report-sized-field-32 = 32 位字段
report-sized-skippable-frame = 可跳过的 zstd 帧
report-truncated = 文件被截断：位于字节 { $at } 的{ $what }声明含有 { $says } 字节，但只剩 { $remain } 字节
report-bad-varint = 文件已损坏：位于字节 { $at } 的数字超出了十个字节或其所在消息的末尾
report-bad-wire-type = 文件已损坏：位于字节 { $at } 的字段的线路类型为 { $type }，protobuf 没有定义这种类型
report-field-number-zero = 文件已损坏：位于字节 { $at } 的字段编号为 0
report-too-deep = 文件已损坏：位于字节 { $at } 的分组嵌套过深，不可能是报告
report-unbalanced-group = 文件已损坏：位于字节 { $at } 的分组没有在应有的位置结束
report-wrong-type = 文件已损坏：位于字节 { $at } 的字段 { $field } 应为{ $expected }
report-wire-varint = varint
report-wire-length-delimited = 带长度前缀的类型（length-delimited）
report-wire-double = 64 位 double
report-wire-float = 32 位 float
report-bad-header = 位于字节 { $at } 的文件头不是 Nsight Compute 报告的文件头（应为 NVR 加版本号）
report-zstd = 位于字节 { $at } 的 zstd 数据无法解压：数据已损坏或被截断
report-too-large = 压缩报告解压后超过 { $limit } 字节（自压缩文件的字节 { $at } 起），超出了此读取器接受的上限
report-not-a-report = 该文件是 zstd 压缩文件，但其中不是 Nsight Compute 报告（开头没有 NVR）
report-rest-not-read = { $error }；文件的其余部分未读取
report-in-string-table = 在字符串表中：{ $error }
report-in-session-details = 在会话信息中：{ $error }
report-result-unread = 无法读取 ID 为 { $id } 的结果：{ $error }
report-block-messages = 位于字节 { $at } 的文件块声明含有 { $declared } 条消息，但其数据中有 { $held } 条
report-unresolved = 有 { $results } 个指标结果引用了超出报告字符串表（共 { $names } 个名称）的条目；这些结果未读取
report-other-results = 报告中还有 { $n } 个区间、命令列表或图的结果，它们不是内核启动，未读取
report-at-id = ID { $id }：{ $message }
report-no-launch = 无法从报告中读取任何内核启动
report-no-launch-version = 无法从报告中读取任何内核启动（其文件格式版本为 { $version }；此读取器在版本 { $known } 上验证过）
report-sections-both = 未收集 Launch Statistics 和 Occupancy 部分
report-sections-launch-stats = 未收集 Launch Statistics 部分
report-sections-occupancy = 未收集 Occupancy 部分
report-profile-again = 请用 ncu --section LaunchStats --section Occupancy -o REPORT your_program 重新分析（Nsight Compute 的默认集合包含这两个部分）
report-not-collected = 此报告的 { $launches } 次启动均{ $sections }，因此没有可与模型比较的内容：{ report-profile-again }
report-not-collected-launch = ID { $id }：此次启动{ $sections }：{ report-profile-again }
run-not-json = 不是运行文件：该文件不是 JSON（{ $why }）
run-no-version = 不是运行文件：缺少 schema_version（此版本的 Occupancy Lab 可读取版本 1 到 { $current }）
run-unknown-version = 未知的 schema_version { $version }：此版本的 Occupancy Lab 可读取版本 1 到 { $current }（可能是较新的 occlab 写入的）
run-not-valid = 无效的运行：{ $why }
run-not-an-object = 运行必须是 JSON 对象
run-field-empty = { $field } 为空
run-field-too-long = { $field } 超过 { $max } 个字符
run-field-control-character = { $field } 含有控制字符
run-field-not-positive = { $field } 必须是大于 0 的有限数
run-field-zero = { $field } 必须至少为 1
run-field-too-many = { $field } 有 { $entries } 项；最多允许 { $max } 项
run-field-unknown-cc = { $field }：“{ $value }”不是 Occupancy Lab 认识的计算能力（见 occlab caps）
run-field-agreements-exceed = { $field } 超过了 occupancy_check.configurations
run-field-disagreements-unlisted = { $field } 必须列出所有不一致的配置（agreements + disagreements = configurations）
run-field-parallelism = { $field } 必须是 1 到 { $max } 之间的整数
run-field-unit = 对于 { $workload }，{ $field } 必须是 { $unit }
run-field-percentiles = { $field } 必须满足 p10 ≤ p50 ≤ p90 ≤ p99
run-field-no-such-sm = { $field } 为 { $sm }，但该设备只有 { $sms }（0 到 { $last }）
run-field-end-before-start = { $field } 早于同一线程块的 start_ns
run-field-unknown-experiment = { $field }：{ $value } 不是 vector_add、fma_ilp1、fma_ilp2、fma_ilp4 之一（schema_version 1）
run-field-missing = 缺少 { $field }：{ $workload } 的点需要它
run-field-not-for-workload = { $field } 不属于 { $workload } 的点
run-field-needs-version = { $field } 需要 schema_version { $version } 或更高
run-kernel-refused = 无法将此次运行的内核与模型对照：{ $field }：不接受“{ $value }”。请输入{ $range }。
run-lacks-grid-sizes = 无法读取此次运行：其波次数据中的网格大小少于两种
run-lacks-blocks = 无法读取此次运行：其时间线中没有任何线程块
run-lacks-curves = 无法读取此次运行：模型需要一条流式访存曲线和一条 FMA 链曲线来校准
runs-no-name = （无名称）
runs-file-refused = { $file }：{ $why }
runs-answer-not-understood = 无法理解服务器的应答：{ $why }
runs-answer-no-run = 服务器的应答中没有运行

## 模型给出的拒绝输入的说明
# occlab 对标志的值、CSV 的行或表头、集群大小、occlab latency 的参数或与运行一起指定的设备的说明，
# 以及导入面板对模型无法计算的内核的说明。字段以其标志或 CSV 列名（原样保留）命名，并附说明。

input-refused = { $name }（{ $field }）：不接受“{ $value }”；应为 { $allowed }
field-desc-cc = 计算能力
field-desc-gpu = GPU
field-desc-threads = 每个线程块的线程数
field-desc-registers = 每个线程的寄存器数
field-desc-smem-static = 每个线程块的静态共享内存（字节）
field-desc-smem-dynamic = 每个线程块的动态共享内存（字节）
field-desc-max-dynamic-smem = 每个线程块的最大动态共享内存（字节）
field-desc-carveout = 共享内存 carveout（%）
field-desc-cache-config = 缓存配置
field-desc-barriers = 线程块屏障数
field-desc-virtual-resources = 每个线程块的虚拟资源
field-desc-partitioned-gc = 分区全局缓存
field-desc-max-threads = 内核的每个线程块最大线程数
field-desc-blocks = 每个 SM 的线程块数
field-desc-sms = SM 数量
field-desc-grid = 网格大小（线程块数）
field-desc-arith-latency = 算术延迟（周期）
field-desc-mem-latency = 内存延迟（周期）
field-desc-issue-rate = 指令发射率（每 SM 每周期的 warp 指令数）
field-desc-ilp = 指令级并行（每个 warp 的独立指令数）
field-desc-bandwidth = 内存带宽（每 SM 每周期的字节数）
field-desc-bytes-per-load = 每次 warp 加载的字节数
field-desc-loads-in-flight = 每个 warp 的在途加载数
field-desc-lanes = 每个 SM 的执行通道数
field-desc-latency-bound = 延迟界限（每个 warp 的周期数）
field-desc-throughput-bound = 吞吐率界限（每 SM 每周期的 warp 数）
field-desc-cuda-core = 每个 warp 的 CUDA 核心指令数
field-desc-sfu = 每个 warp 的 SFU 指令数
field-desc-shared-cycles = 每个 warp 的共享内存存储体周期数
field-desc-memory-bytes = 每个 warp 的 DRAM 字节数
field-desc-issue-slots = 每个 warp 的发射槽数
field-desc-cluster = 集群大小（线程块数）
allowed-range = { $low }–{ $high }
allowed-bytes = { $low }–{ $high } 字节，也可带单位（48 KiB、48 KB 和 48K 都是 { $example } 字节）
allowed-whole-number = 整数
allowed-smaller = 更小的数
allowed-above-zero = 大于 0 且最多为 10^12 的数
allowed-from-zero = 0 到 10^12 之间的数
allowed-used-mix = 至少使用一种资源的指令组合
allowed-cc = 以下之一：{ $known }
allowed-cc-header = 以下之一：{ $known }（NVIDIA 的占用率头文件收录了 { $cc }，但 { $missing }）
allowed-non-portable = non_portable 列中的 0 或 1
allowed-cluster-size = 1–{ $max }（设置非可移植属性时最多 { $non_portable }）
allowed-blocks-that-fit = 1–{ $fit }（不使用动态共享内存时每个 SM 能容纳的线程块数）
setting-key-refused = { $key }（{ $setting }）：不接受“{ $typed }”；应为 { $allowed }
setting-key-missing = { $key }（{ $setting }）：请输入{ $allowed }
header-unknown-column = 未知的列 `{ $column }`；可用的列为 { $known }
header-missing-columns = 缺少 { $n } 列：{ $columns }；表头必须包含 { $required }
cluster-error-no-gpu = 集群占用率需要指定 GPU，而不只是计算能力：它取决于该 GPU 的 SM 如何分组到各个 GPC 中
cluster-error-no-clusters = Occupancy Lab 中没有计算能力 { $cc } 的线程块集群数据：集群随 Hopper 引入，其限制目前只在 { $measured } 上测得
cluster-error-no-gpc-layout = { $gpu } 的 GPC 布局未知（集群占用率需要它；目前已测得：H100 SXM5 80GB、H200 SXM 141GB）
cluster-error-size = { $error }（运行时返回 cudaErrorInvalidClusterSize）
run-device-mismatch = { $named } 不是该运行所测量的设备 { $measured }：运行已确定 GPU，因此请不要指定设备，或者提供该 GPU 的运行
run-device-gpu = { $gpu }（计算能力 { $cc }，{ $sms }）
run-device-cc = 计算能力 { $cc }
