# I messaggi di Occupancy Lab in italiano, la parte dei pannelli inferiori: tradotti da
# en/panels.ftl (wave, latenza, importazione, esecuzioni misurate e i sottocomandi di occlab).

## Le esecuzioni misurate

not-loaded-runs-panel = Impossibile caricare il pannello delle esecuzioni: ricarica la pagina per riprovare.
