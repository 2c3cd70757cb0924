# Occupancy Lab 的简体中文消息：译自英文目录 en.ftl，其他语言的目录都以它为源文本
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
limiter-mark = ← 限制因素
working-registers = 寄存器：{ $working }
working-shared-memory = 共享内存：{ $working }
note-line = 注：{ $note }
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
device-facts-gpu = { $sms } 个 SM · CC { $cc } · { $architecture }
device-facts-cc = CC { $cc } · { $architecture } · SM 数量未知（请选择 GPU，或在波次面板中输入）
device-best-matches = 最佳匹配
device-compute-capabilities = 计算能力（无 SM 数量）

## 页眉

masthead-subtitle = CUDA 占用率计算器
masthead-show-calculator = 显示计算器
toolbar-copy-link = 复制链接
toolbar-link-copied = 链接已复制。
toolbar-copy-refused = 浏览器拒绝了复制；链接就在地址栏中。
toolbar-projector = 投影模式
toolbar-dark-theme = 深色主题

## 选择语言

language-label = 语言
language-unknown = 没有“{ $asked }”的消息目录：页面改用 English 显示。还可以选择 Русский、中文、Italiano 和 한국어（在页面顶部切换）。
cli-language-unknown = occlab: 没有 { $variable }={ $asked } 的消息目录；改用 English 输出（occlab 支持 en, ru, zh, it, ko：用 --lang 选择）
language-not-loaded = 无法加载 { $language } 消息目录（{ $why }）：页面改用 English 显示。
