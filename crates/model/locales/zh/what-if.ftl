# Occupancy Lab 的中文消息，what-if 部分：en/what-if.ftl 的译文（另一种占用率会对已剖析的内核产生
# 什么影响；occlab import --what-if）及其读取的剖析数据。

## 句子

what-if-raise = 将占用率从 { $from } 提高到 { $to }，可使此内核的时间缩短约 { $cut }%{ $ncu }：{ $reason }。
what-if-lower = 将占用率从 { $from } 降低到 { $to }，可使此内核的时间缩短约 { $cut }%{ $ncu }：{ $reason }。
what-if-raise-no-gain = 将占用率从 { $from } 提高到 { $to }，此内核不会变快{ $ncu }：{ $reason }。
what-if-raise-slower = 将占用率从 { $from } 提高到 { $to }，此内核会慢约 { $slower }%{ $ncu }：{ $reason }。
what-if-at-most = 在 { $from }（此线程块大小所允许的最高值）下，没有更低的占用率被预测为更快{ $ncu }：{ $reason }。
what-if-ncu = （Nsight Compute 估计 { $cut }%）
what-if-ncu-local = （Nsight Compute 估计局部 { $cut }%）
what-if-ncu-at = （Nsight Compute 估计在 { $at } 下 { $cut }%）
what-if-ncu-at-local = （Nsight Compute 估计在 { $at } 下局部 { $cut }%）

## 某一档为何如此运行

what-if-reason-small-grid = 网格（{ $grid } 个线程块）在这一档最多只填满一个波次：多出的线程块槽位空着
what-if-reason-latency = 每个 SM { $warps } 个 warp 时，warp 的等待尚未被隐藏
what-if-reason-queueing = 每个 SM { $warps } 个 warp 时，加载在繁忙的存储系统中排队（DRAM 达峰值的 { $dram }%，L2 达 { $l2 }%）
what-if-reason-dram = DRAM 带宽已饱和（峰值的 { $dram }%）
what-if-reason-sm = SM 的指令发射槽和流水线已饱和（峰值的 { $sm }%）
what-if-reason-l1 = L1 与共享内存吞吐率已饱和（峰值的 { $l1 }%）
what-if-reason-l2 = L2 吞吐率已饱和（峰值的 { $l2 }%）
what-if-reason-together = { $bounds }共同决定了时间，没有哪一个单独构成瓶颈
what-if-bound-latency = 每个 SM { $warps } 个 warp 时 warp 的等待
what-if-bound-queueing = 每个 SM { $warps } 个 warp 时 warp 的等待（加载排队，延迟达空载时的 { $factor } 倍）
what-if-bound-sm = SM 的指令发射（峰值的 { $sm }%）
what-if-bound-l1 = L1（峰值的 { $l1 }%）
what-if-bound-l2 = L2（峰值的 { $l2 }%）
what-if-bound-lines = { $l1 } L1 所允许的在途缺失
what-if-reason-capacity = 内存系统无法更快地服务此内核的访问，但限制并非带宽（DRAM 为峰值的 { $dram }%，L2 为 { $l2 }%）：原子操作争用或访问的行分散
what-if-reason-lines = { $config } 的共享内存配置所剩的 { $l1 } L1 限制了在途的缺失数
what-if-reason-throttled = warp 所等待的单元已饱和（它们有 { $share }% 的时间在等待其队列）
what-if-reason-block-starts = SM 每 { $cycles } 个周期才启动一个块，因此它的 { $blocks } 个块在任何占用率下都需要同样长的时间
what-if-reason-partial-wave = { $reason }；最后一个波次不完整（每个 SM { $of } 个线程块中的 { $blocks } 个）

## 注释：共享内存配置、寄存器途径

what-if-note-already = 每个 SM { $blocks } 个块（{ $occupancy }）时，预测时间已与最快级别相差不超过 { $tie }%，因此更高级别所需的寄存器和共享内存可以另作他用：{ $reason }。
what-if-note-configuration = 用动态共享内存强制时，在 { $ranges } 下，共享内存配置留给在途缺失的 L1 太少。
what-if-note-reuse = 在剖析中，{ $hit }% 的全局加载命中 L1，其 { $l1 } 的 L1 容纳了驻留线程块的数据（每块约 { $bytes }）。在 { $ranges } 下这些数据不再装得下：若复用属于各线程块自身（再次读取的一行），这些级别会失去它，比预测更慢，因为预测沿用剖析的命中率；若数据由所有线程块共享，则复用仍在。
what-if-range = 每个 SM { $first }–{ $last } 个线程块（共享内存 { $config }，L1 { $l1 }）
what-if-range-one = 每个 SM { $first } 个线程块（共享内存 { $config }，L1 { $l1 }）
what-if-note-registers = 若用寄存器而非动态共享内存达到，每个 SM { $blocks } 个线程块时共享内存配置将保持为 { $config }（L1 { $l1 }），时间为剖析时间的 { $registers }×，而不是 { $padding }×。
what-if-note-registers-same = 若用寄存器而非动态共享内存达到，任何一档的时间变化都不超过 { $share }%。
what-if-note-loads-per-wait = 报告的逐指令计数器显示其 warp 一次等待 { $loads } 个全局加载，因此剖析点的内存负载按每 { $loads } 个加载一次往返来读取，而不是每个加载一次。
what-if-note-one-wave = 最忙的 SM 上的全部 { $blocks } 个线程块从一开始就同时驻留，之后没有后续线程块；其 warp 平均只占满了这 { $blocks } 个线程块槽位中的 { $filled } 个：各线程块运行时间不等，最长的那个决定了整个启动的时间。更低的档位按 warp 实际占用的槽位来读取；若线程块的长度差异很大，这些档位会比预测的更快。
what-if-note-constant-cache = 在剖析中，warp 每条指令为常量缓存未命中等待 { $cycles } 个周期，占其时间的 { $share }%。预测在每个档位都保留这一等待。若驻留线程块读取不同的常量（按线程块划分的滤波器或表），未命中会随每个 SM 的线程块数增加：高于剖析点的档位可能比预测更慢，低于它的则可能更快。
what-if-note-l1-queue = 剖析时 L1/TEX 缓存以其峰值的 { $busy }% 运行，因此 warp 的等待（加载的命中、共享内存）中有一部分是它的队列，warp 越少队列越短。预测在{ $blocks ->
    [1] 每个 SM 1 个线程块
   *[other] 每个 SM { $blocks } 个线程块及以下
}仍保留这一等待，这些档位可能比预测更快：在 L1 同样繁忙的剖析点之下，本实验室的验证内核预测值的中位数比实测慢 { $slower }%，其中 { $within }% 的预测在 10% 以内。
what-if-note-short-queue = 报告的逐指令计数器显示，其 warp 每次在 short scoreboard（共享内存、shuffle、特殊函数单元）上等待时平均等待 { $per_wait } 个周期，而 SM 上只有它时一次这样的等待为 { $unloaded } 个周期：其余的每条指令 { $cycles } 个周期（warp 时间的 { $share }%）是 L1 的队列。在{ $blocks ->
    [1] 每个 SM 1 个线程块
   *[other] 每个 SM { $blocks } 个线程块及以下
}时，互相排队等待的 warp 更少，因此预测在这些档位去掉这段队列。
what-if-note-far-below = 远低于剖析点的档位最不可靠：在{ $blocks ->
    [1] 每个 SM 1 个线程块
   *[other] 每个 SM { $blocks } 个线程块及以下
}（剖析点的四分之一或更少），本实验室的验证内核预测值的中位数比实测慢 { $slower }%，只有 { $within }% 的预测在 10% 以内。在更接近这些档位处剖析，预测会更准。
what-if-note-far-above = 远高于剖析点的档位较不可靠：从每个 SM { $blocks } 个线程块起（超过剖析点的四倍），本实验室的验证预测只有 { $within }% 在 10% 以内。在更接近这些档位处剖析，预测会更准。
what-if-other-profile = 每个 SM { $blocks } 个线程块（本次启动时间的 { $ratio } 倍）
what-if-note-profiles = 已与该内核在其他档位的剖析合并：{ $profiles }。两次剖析之间，各档位的时间融合两者的预测；超出范围时取最近一次剖析的预测。在本实验室的验证中，同一内核的剖析对有 { $within }% 以 10% 以内的中位误差预测了其余档位，而单次剖析为 { $alone }%。
what-if-note-second-profile = 第二次剖析可以测出该内核曲线的陡峭程度：在每个 SM { $blocks } 个线程块处再剖析一次（以 { $bytes } 动态共享内存启动），并把两份报告一起导入。在本实验室的验证中，同一内核的剖析对有 { $within }% 以 10% 以内的中位误差预测了其余档位，而单次剖析为 { $alone }%。
what-if-note-second-profile-unpadded = 第二次剖析可以测出该内核曲线的陡峭程度：在每个 SM { $blocks } 个线程块处再剖析一次（不加填充启动），并把两份报告一起导入。在本实验室的验证中，同一内核的剖析对有 { $within }% 以 10% 以内的中位误差预测了其余档位，而单次剖析为 { $alone }%。
what-if-note-other-gpu = 此次启动运行于 { $gpu }，但校准它的运行来自 { $run }，这是同一计算能力的另一款 GPU：预测把那款 GPU 的时钟和内存延迟当作这款的。在这款 GPU 上运行一次（occlab measure，再用 --run）即可用它自己的数据校准。

## 表格

what-if-heading = 另一种占用率会带来什么
what-if-column-blocks = 线程块/SM
what-if-column-warps = warp/SM
what-if-column-occupancy = 占用率
what-if-column-config = 共享内存
what-if-column-l1 = L1
what-if-column-ratio = 时间
what-if-column-spread = 十之八的实测
what-if-column-registers = 用寄存器
what-if-column-why = 原因
what-if-ratio = { $ratio }×
what-if-ratio-range = { $low }–{ $high }×
what-if-spread-legend = “十之八的实测”：验证中同类级别的预测，其十之八的实测值所落的范围（docs/WHAT_IF.md）：与其剖析点同等距离、L1 与剖析时相同或不同的级别；两次合并剖析之间的级别；另行统计的，L1 繁忙的剖析之下的级别，以及复用提示所列的级别。已剖析的级别读取其自身的时间。
what-if-mark-profiled = 已剖析
what-if-mark-fastest = 最快
what-if-mark-both = 已剖析，最快
what-if-calibrated-by = 由 { $device }（计算能力 { $cc }）上的一次运行校准，其内核运行于 { $clock } MHz。

## 图表（crates/charts/src/what_if.rs）

what-if-axis-time = 时间 ÷ 剖析时
what-if-chart-profiled = 已剖析
what-if-chart-ncu = Nsight Compute

## 无法进行 what-if 时

what-if-collect = 请用 ncu --set full（或 LaunchStats、Occupancy、SpeedOfLight、MemoryWorkloadAnalysis、WarpStateStats 和 SchedulerStats 这些 section）剖析，并提供报告文件（.ncu-rep）或其 raw 页面：ncu --import REPORT.ncu-rep --csv --page raw。
what-if-missing-figures = what-if 需要此剖析缺少的数据：{ $metrics }。{ $collect }
what-if-missing-launch = what-if 需要此剖析缺少的启动网格和 SM 数量。{ $collect }
what-if-format-ncu-page = Nsight Compute 的 { $format } 页面不含 warp 状态的分解，而 what-if 需要它。{ $collect }
what-if-format-nvprof = nvprof 的报告（{ $format }）不含 what-if 所需的任何数据。{ $collect }
what-if-format-compiler = 编译器的报告（{ $format }）不含剖析数据。{ $collect }
what-if-no-device = what-if 需要此次启动的 GPU，而报告未给出本实验室已知的计算能力。
what-if-no-occupancy = what-if 需要本实验室对此次启动计算的占用率，而报告的数据（线程块大小和寄存器）不足以得出。
what-if-no-blocks = what-if 需要能放入 SM 的启动：此次启动得不到任何线程块。
what-if-profile-empty = what-if 需要时长、SM 频率和每条已发射指令的 warp 周期数均为正的剖析。
what-if-profile-out-of-range = what-if 无法使用此剖析：其数值远超任何 GPU 的范围，得不出有限的时间。请检查报告中的时长、周期数和吞吐量。
what-if-no-unified-l1 = what-if 需要 SM 统一 L1 与共享内存的大小、L1 行大小和 carveout 大小，而 compute_caps/{ $cc }.toml 未给出。
what-if-other-architecture = 校准运行来自 { $device }（计算能力 { $run_cc }），而此次启动运行在计算能力 { $cc } 上：应由其自身 GPU 的运行（occlab measure）来校准。
what-if-run-no-clock = { $device } 的运行中波次数据点太少，无法读出其内核运行的时钟。
what-if-run-unusable = { $device } 的运行没有可用于校准的延迟或带宽。
what-if-no-run = occlab 未附带计算能力 { $cc } 的运行：请测量该 GPU（occlab measure --out run.json），并用 --run run.json 提供。

## 剖析数据

import-unknown-unit = { $metric }：单位 { $unit } 不是此数据所用的单位

## occlab import --what-if：参数

help-import-what-if = 根据每个内核的剖析（raw 页面或 ncu --set full 的报告文件）预测所有占用率：每个 SM 线程块数下的时间及原因。同一文件中同一内核在其他档位的剖析会与之合并
help-import-run = 用于校准 --what-if 的测量运行（occlab measure）；默认使用 occlab 自带的、与此次启动 GPU 对应的运行（H100、H200）

## 页面：导入面板的 what-if、计算器中的一行 (src/import/what_if_view.rs)

what-if-predicting = 正在根据剖析结果预测每种占用率…
what-if-levels = 每个级别：共享内存配置、预测时间及原因
what-if-key-padding = 以动态共享内存达到
what-if-key-registers = 以寄存器达到
what-if-key-ncu = Nsight Compute 的估计
what-if-key-profiled = 圆环：被剖析的启动
what-if-key-fastest = 实心：预测最快的级别
what-if-key-spread = 阴影：同类级别实测中十之八所落的范围
what-if-calculator = { $changed }：占用率 { $occupancy }（每个 SM { $blocks } 个线程块），预测时间为剖析时 { $kernel } 的 { $ratio }（其 what-if 见导入面板）。
what-if-calculator-with-spread = { $line }{ $over }验证预测中，十之八的实测值在 { $range } 之间。
what-if-spread-over-distance = 与其剖析点同等距离的
what-if-spread-over-joined = 两次合并剖析之间的
what-if-spread-over-busy-l1 = L1 同样繁忙的剖析之下的
what-if-spread-over-reuse = 复用提示所列级别的
what-if-calculator-registers = 使用 { $registers } 个寄存器时
what-if-calculator-shared-memory = 使用 { $bytes } 动态共享内存时
what-if-calculator-as-profiled = 按剖析时的输入
what-if-calculator-none = { $changed }，{ $kernel } 的 what-if 中没有与计算器每个 SM 线程块数相符的级别。
what-if-calculator-other-block = { $kernel } 的 what-if 针对每个线程块 { $threads } 个线程；换用其他线程块大小时，计算器的占用率不在其曲线上。
what-if-no-run-page = 本页面没有计算能力 { $cc } 的实测运行，而 what-if 需要它：请测量这样的 GPU（occlab measure --out run.json），再用 occlab import --what-if --run run.json 预测。
