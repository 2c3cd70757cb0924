# Occupancy Lab's messages in English, the lower panels' part: what the waves, latency-hiding,
# import and measured-runs panels say, and occlab's subcommands other than calc. The page fetches
# this part with the panels' code; first-view.ftl holds what its first view says.
# The conventions of first-view.ftl hold here too (docs/TRANSLATION.md).

## The measured runs

not-loaded-runs-panel = The runs panel could not be loaded: reload the page to try again.
