# Occupancy Lab 的简体中文消息，下方面板部分：译自 en/panels.ftl
# （波次、延迟隐藏、导入、实测运行，以及 calc 之外的 occlab 子命令）。

## 实测运行

not-loaded-runs-panel = 无法加载实测运行面板：请重新加载页面再试。
