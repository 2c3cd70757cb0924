# Occupancy Lab 的简体中文消息：译自英文目录 en/first-view.ftl，其他语言的目录都以它为源文本
# （docs/TRANSLATION.md 说明翻译方法；docs/GLOSSARY.md 收录术语）。
# Nsight Compute 的名称（Block Limit Registers、Theoretical Occupancy、Waves Per SM）不是消息：
# 它们保持分析器显示的原样，在其他语言中旁边附有释义（gloss-*）。参数的类型由模型确定：
# 计数、百分比和字节数在传入消息之前已按本语言的写法格式化。

## 计数名词

threads = { $n } 个线程
registers = { $n } 个寄存器
warps = { $n } 个 warp
blocks = { $n } 个线程块
active-blocks = { $n } 个活跃线程块

## 列表：“寄存器和共享内存”“warp 数、寄存器和每个 SM 的线程块数上限”

list-two = { $first }和{ $last }
list-or-two = { $first }或{ $last }
list-more = { $first }、{ $rest }
sum = { $first } + { $rest }

## 单个数值

byte-count = { $n } B
value = { $value }
no-limit = 无限制

## 设备

device-cc = 计算能力 { $cc }（{ $architecture }）
device-gpu = 计算能力 { $cc }（{ $architecture }），{ $gpu }
device-cc-short = 计算能力 { $cc }

## 占用率报告（occlab calc 与计算器）

occupancy-heading = { $device } · { $threads }，{ $registers }，静态 { $static } + 动态 { $dynamic } 共享内存
warps-of-max = { $max } 个 warp 中的 { $active } 个
limiter-warps = warp 数
limiter-registers = 寄存器
limiter-shared_memory = 共享内存
limiter-blocks = 每个 SM 的线程块数上限
limiter-barriers = 屏障
limiter-virtual_resources = 虚拟资源
limiters-none = 无
limited-by = 限制因素：{ $limiters }
illegal-launch = 非法启动：此内核的任何线程块都无法在 { $device } 上运行，因此启动会失败：
announcement = 占用率 { $occupancy }：每个 SM 有 { $blocks }和 { $warps }（限制因素：{ $limiters }）。
announcement-illegal = 非法启动：没有线程块能够运行。
working-registers = 寄存器：{ $working }
working-shared-memory = 共享内存：{ $working }
registers-working = { $registers } × { $lanes } 个通道 = { $requested }，向上取整到 { $unit } 的倍数 → 每个 warp { $per_warp }；× { $warps } → 每个线程块 { $per_block }；SM 共有 { $sm }，一个线程块最多可用 { $block_max }。
registers-working-rounded = { $registers } × { $lanes } 个通道 = { $requested }，向上取整到 { $unit } 的倍数 → 每个 warp { $per_warp }；× { $warps } → 每个线程块 { $per_block }（按硬件的计法为 { $checked }：warp 数按 { $sub_partitions } 个寄存器文件子分区向上取整）；SM 共有 { $sm }，一个线程块最多可用 { $block_max }。
smem-static = 静态 { $bytes }
smem-dynamic = 动态 { $bytes }
smem-reserved = 系统保留 { $bytes }
shared-memory-working = { $parts } = { $requested }，向上取整到 { $unit } 的倍数 → 每个线程块 { $per_block }（最多 { $limit }）；SM 的共享内存设为 { $sm }。
shared-memory-working-preference = { $parts } = { $requested }，向上取整到 { $unit } 的倍数 → 每个线程块 { $per_block }（最多 { $limit }）；SM 的共享内存设为 { $sm }（carveout 偏好请求的是 { $preference }）。

## 下一个临界点与网格（计算器）

cliff-registers-down = ≤ { $registers } → { $outcome }
cliff-registers-up = ≥ { $registers } → { $outcome }
cliff-threads = 每个线程块 { $threads } → { $outcome }
cliff-smem-more = 共享内存 { $sign }{ $bytes } → 多 { $blocks }（{ $outcome }）
cliff-smem-fewer = 共享内存 { $sign }{ $bytes } → 少 { $blocks }（{ $outcome }）
cliff-outcome = { $blocks }，{ $occupancy }
cliff-launch-fails = 启动会失败
grid-line = 网格：{ $blocks } = { $waves } 个波次；一个完整波次为 { $full_wave }（每个 SM { $per_sm } 个 × { $sms } 个 SM）。
grid-line-illegal = 网格：{ $blocks }。{ illegal-grid }
illegal-grid = 非法启动：SM 上放不下任何线程块，因此该网格不会执行。
grid-without-sms = 网格：{ $blocks }（输入 SM 数量即可看到它分几个波次执行）。

## 启动为何无法运行

violation-threads = 每个线程块 { $requested } 个线程，超过设备上限 { $max } 个，多出 { $over } 个
violation-registers-per-thread = 每个线程 { $requested } 个寄存器，超过上限 { $max } 个，多出 { $over } 个
violation-registers-per-block = 线程块需要 { $requested } 个寄存器（warp 数按 { $sub_partitions } 个子分区向上取整），超过每个线程块的上限 { $max } 个，多出 { $over } 个
violation-registers-pascal = 线程块放得进 GP100 的寄存器文件，但放不进 GP10x 的 4 个子分区（每个线程块上限 { $max } 个）；运行时在所有 Pascal GPU 上都会拒绝它
violation-dynamic-smem-device = 动态共享内存 { $requested } 超过了此设备上一个线程块最多可显式申请（opt-in）的容量（在当前静态共享内存下为 { $max }），多出 { $over }
violation-dynamic-smem-kernel = 动态共享内存 { $requested } 超过了内核的上限 { $max }，多出 { $over }（可用 cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...) 提高上限）
violation-smem-per-block = 线程块分配了 { $requested } 共享内存，超过每个线程块的上限 { $max }，多出 { $over }
violation-barriers = 线程块使用 { $requested } 个屏障，但 SM 只有 { $available } 个
violation-virtual-resources = 线程块使用 { $requested } 个虚拟资源，但 SM 只有 { $available } 个
violation-partitioned-caching = 分区全局缓存被强制开启，而线程块放不进半个 SM

## 合法启动的说明

note-opt-in = 每个线程块使用超过 48 KiB 的共享内存：假定内核已用 cudaFuncSetAttribute 显式申请（动态上限 { $limit }）
note-carveout-raised = 一个线程块所需的共享内存超过每个 SM 的偏好值 { $preference }；驱动改用 { $used }
note-carveout-ignored = 计算能力 7.0 之前，carveout 偏好不起作用
note-cache-config-ignored = 缓存配置在此不起作用
note-idle-lanes = 每个线程块的最后一个 warp 有 { $lanes } 个空闲通道
note-partitioned-caching-off = 分区全局缓存已关闭：线程块放不进半个 SM
note-partitioned-caching-unsupported = 此设备不支持分区全局缓存
note-launch-refused = cudaOccupancyMaxActiveBlocksPerMultiprocessor 会计入这些线程块，但启动本身会失败（cudaErrorInvalidValue）：动态共享内存 { $requested } 超过了内核的 cudaFuncAttributeMaxDynamicSharedMemorySize 值 { $limit }
note-header-limiters = CUDA 占用率头文件（cudaOccMaxActiveBlocksPerMultiprocessor）还报告了其他限制因素：{ $extra }；它在应用屏障限制之前就记录了这些因素。{ $blocks }只由以下因素决定：{ $binding }

## Nsight Compute 名称的释义：英文中为空，因为名称本身就是释义

gloss-none = { "" }
gloss-theoretical_occupancy = 理论占用率：由启动配置和内核资源决定的占用率上限
gloss-active_blocks = 每个 SM 上同时活跃的线程块数
gloss-active_warps = 每个 SM 上同时活跃的 warp 数
gloss-active_threads = 每个 SM 上同时活跃的线程数
gloss-warps_per_block = 每个线程块的 warp 数（线程数 ÷ 32，向上取整）
gloss-limit_warps = 按 warp 数计算，每个 SM 最多可驻留的线程块数
gloss-limit_registers = 按寄存器计算，每个 SM 最多可驻留的线程块数
gloss-limit_shared_memory = 按共享内存计算，每个 SM 最多可驻留的线程块数
gloss-limit_blocks = 该计算能力下每个 SM 可驻留线程块数的硬件上限
gloss-limit_barriers = 按屏障数计算，每个 SM 最多可驻留的线程块数（CC 9.0 起，仅当内核使用屏障）
gloss-limit_virtual_resources = 按虚拟资源计算，每个 SM 最多可驻留的线程块数

## 计算器的线程块上限表

limits-caption = 每个 SM 的线程块上限（按各项资源计算可容纳的线程块数）
limits-limit = 限制项
limits-blocks = 线程块数
limits-limiting = 限制因素
limits-limiting-mark = ◀ 限制因素

## 计算器的摘要与说明

summary-theoretical-occupancy = 理论占用率
summary-active-blocks = 每个 SM 的活跃线程块数
summary-active-warps = 每个 SM 的活跃 warp 数
summary-active-threads = 每个 SM 的活跃线程数
summary-warps-per-block = 每个线程块的 warp 数
summary-stale = 显示的是上一个有效结果：请更正标红的字段。
explanation-heading = 分配过程
explanation-cliffs = 最近的临界点
explanation-no-cliffs = 在设备允许的范围内，改变任何输入都不会改变每个 SM 的线程块数。

## 线程块大小建议（计算器与 occlab suggest）

suggest-button = 建议线程块大小
suggest-none = 任何线程块大小都无法运行此内核：它的寄存器、共享内存或屏障放不下。
suggest-headline = 每个 SM { $blocks }，每个 SM { $warps }，占用率 { $occupancy }。
suggest-per-block = （每个线程块）：{ $headline }
suggest-wave = 在 { $device } 上（{ $sms } 个 SM）填满一个完整波次的最小网格：{ $blocks }。
suggest-wave-grid = 在 { $device } 上（{ $sms } 个 SM）填满一个完整波次的最小网格：{ $blocks }。{ $fits }
suggest-grid-fills = 当前网格（{ $grid } 个线程块）至少是一个完整波次。
suggest-grid-short = 当前网格（{ $grid } 个线程块）不足一个完整波次：部分 SM 会闲置。
suggest-wave-no-sms = 填满一个完整波次的最小网格：每个 SM { $blocks } × GPU 的 SM 数量（指定 GPU 即可算出）。
suggest-use = 每个线程块使用 { $threads }

## 线程块集群（计算器，计算能力 9.0 起）

clusters-heading = 线程块集群
cluster-size-label = 集群大小（线程块数）
cluster-size-placeholder = 无
cluster-non-portable = 非可移植大小（最多 { $max }）
cluster-refused = 集群大小：不接受“{ $value }”。请输入{ $range }。
cluster-refused-runtime = 集群大小：不接受“{ $value }”（运行时返回 cudaErrorInvalidClusterSize）。请输入{ $range }。
cluster-range = 1 到 { $max } 之间的整数（使用非可移植大小时最多 { $non_portable }）
cluster-range-non-portable = 1 到 { $max } 之间的整数
clusters-need-a-gpu = 集群占用率需要指定 GPU，而不只是计算能力：它取决于该 GPU 的 SM 如何分组到各个 GPC 中。请选择 GPU。
clusters-no-gpc-layout = { $gpu } 的 GPC 布局未知，而集群占用率需要它（目前已测得：H100 SXM5 80GB、H200 SXM 141GB）。
clusters-none = 在 Occupancy Lab 中，计算能力 { $cc } 没有线程块集群。

## 影响图表（计算器；occlab sweep --svg）

chart-block-size = 线程块大小变化的影响
chart-registers = 每个线程寄存器数变化的影响
chart-shared-memory = 每个线程块共享内存变化的影响
chart-limits-this-launch = { $title }（限制当前启动）
chart-limits-callout = 限制当前配置
axis-threads-per-block = 每个线程块的线程数
axis-registers-per-thread = 每个线程的寄存器数
axis-shared-memory-per-block = 每个线程块的共享内存（静态 + 动态）
axis-active-warps = 每个 SM 的活跃 warp 数
chart-point = { $x } → 每个 SM { $warps }（{ $blocks }），限制因素：{ $limiters }
chart-summary = 图表：每个 SM 的活跃 warp 数随{ $axis }的变化，从 { $first } 到 { $last }。{ $current }
chart-summary-current = 当前配置（{ $x }）得到 { $warps }，上限为 { $max }。
chart-summary-off = 当前配置不在此图表范围内。
chart-hint-pointer = 悬停，或聚焦后用 ← → 键，即可查看数值；单击或按 Enter 即可使用该值。
chart-hint-touch = 点按一个点即可使用其数值；数据表列出了所有数值。
chart-table-show = 以表格显示数据
chart-table-hide = 隐藏数据表
table-active-warps = 每个 SM 的活跃 warp 数
table-active-blocks = 每个 SM 的活跃线程块数
table-limited-by = 限制因素
legend-heading = 曲线颜色：限制因素
legend-current = ● 当前配置

## 链接中无法使用的值

link-errors-heading = 此链接中的部分值无法使用：
link-errors-dismiss = 关闭
link-fallback = 链接：{ $error }改用：{ $fallback }。
link-the-preset = 预设值
link-setting-refused = { $key }：不接受“{ $value }”（可接受的值见延迟隐藏面板）。
link-unit-refused = 链接：unit：不接受“{ $value }”，应为 gbs 或 gflops。改用 gbs。
link-run-refused = 链接：run：“{ $value }”不是任何运行，应为 none、仓库中的运行（{ $runs }）或服务器上的运行编号。
link-non-portable-refused = 链接：non_portable：不接受“{ $value }”，应为 0 或 1。改用 0。
link-view-refused = 链接：view：不接受“{ $value }”，应为 class。显示计算器。
gpu-unknown = 未知 GPU“{ $query }”。
gpu-unknown-suggest = 未知 GPU“{ $query }”；您是否指的是 { $names }？
gpu-no-cc = GPU { $gpu } 没有计算能力数据。
cc-refused = 计算能力：不接受“{ $value }”，应为以下之一：{ $known }。
cc-refused-header = 计算能力：不接受“{ $value }”，应为以下之一：{ $known }（NVIDIA 的占用率头文件收录了 { $cc }，但 { $missing }）。
link-no-clusters = 无集群

## 内核输入与设备

inputs-heading = 内核与启动
inputs-any-block-size = 任意线程块大小（不限于整数个 warp）
inputs-grid-hint = 网格大小在下方的波次面板中设置。
inputs-carveout-default = 驱动默认值（无偏好）
field-threads = 每个线程块的线程数
field-registers = 每个线程的寄存器数
field-smem-static = 每个线程块的静态共享内存
field-smem-dynamic = 每个线程块的动态共享内存
field-barriers = 线程块屏障数
field-grid = 网格大小
field-carveout = 共享内存 carveout
unit-threads = 个线程
unit-registers = 个寄存器
unit-bytes = 字节
unit-barriers = 个屏障
unit-blocks = 个线程块
field-refused = { $field }：不接受“{ $value }”。请输入{ $range }。
field-refused-limit = { $field }：不接受“{ $value }”。请输入{ $range }；{ $device } 上{ $limit }。
range-whole = { $low } 到 { $high } 之间的整数
range-size = { $low } 到 { $high } 字节之间的大小，也可带单位（48 KiB、48 KB 和 48K 都是 { $example } 字节）
range-carveout = “default”或 0–100 之间的整数百分比
carveout-placeholder = 默认
limit-threads = 一个线程块最多 { $max } 个线程
limit-registers = 一个线程最多 { $max } 个寄存器
limit-smem-static = 一个线程块最多 { $max } 静态共享内存
limit-smem-dynamic = 一个线程块最多 { $max } 共享内存
limit-smem-dynamic-optin = 一个线程块最多 { $max } 共享内存，通过 cudaFuncSetAttribute 显式申请（opt-in）时为 { $optin }
limit-barriers = 一个线程块最多 { $max } 个屏障
device-heading = 设备
device-search-placeholder = 搜索：4090、A100、Hopper、8.6…
device-search-label = 搜索 GPU 和计算能力
device-no-match = 没有匹配的 GPU 或计算能力。
device-title-cc = 计算能力 { $cc }
device-option = { $gpu } · { $sms } 个 SM · CC { $cc }
device-facts-gpu = { $sms } 个 SM · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · SM 数量未知（请选择 GPU，或在波次面板中输入）
device-best-matches = 最佳匹配
device-compute-capabilities = 计算能力（无 SM 数量）

## 页面的区域（屏幕阅读器读出的名称）

region-controls = 设备与内核
region-results = 结果
region-charts = 图表
region-panels = 波次、延迟隐藏、导入与实测运行

## 页眉

masthead-subtitle = CUDA 占用率计算器
masthead-show-calculator = 显示计算器
toolbar-copy-link = 复制链接
toolbar-link-copied = 链接已复制。
toolbar-copy-refused = 浏览器拒绝了复制；链接就在地址栏中。
toolbar-projector = 投影模式
toolbar-dark-theme = 深色主题

## 下方面板的位置：其代码和文本加载之前

lower-panels-show = 显示波次、延迟隐藏、导入与实测运行面板
lower-panels-loading = 正在加载波次、延迟隐藏、导入与实测运行面板…
not-loaded-lower-panels = 无法加载波次、延迟隐藏、导入与实测运行面板：请重新加载页面再试。
panels-not-loaded = 无法加载面板的文本（{ $why }）：请重新加载页面再试。

## 选择语言

language-label = 语言
language-unknown = 没有“{ $asked }”的消息目录：页面改用 English 显示。还可以选择 Русский、中文、Italiano 和 한국어（在页面顶部切换）。
language-not-loaded = 无法加载 { $language } 消息目录（{ $why }）：页面改用 English 显示。
