# Occupancy Lab의 한국어 메시지, 아래 패널 부분: en/panels.ftl을 번역한 카탈로그
# (웨이브, 지연 숨기기, 가져오기, 측정 실행, calc 외의 occlab 하위 명령).

## 측정 실행

not-loaded-runs-panel = 측정 실행 패널을 불러올 수 없었다: 페이지를 새로 고쳐 다시 시도한다.
