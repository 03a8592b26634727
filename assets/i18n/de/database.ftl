# Partiedatenbanken: Datenbankfenster, Filterleiste, Spieleransicht, Eröffnungsbaum.

database-title = Datenbank: { $name }
database-open-first = Zuerst eine Datenbank öffnen oder anlegen
database-nothing-to-export = Keine Partien zum Exportieren
database-cannot-open-file = { $file } lässt sich nicht öffnen: { $error }
database-cannot-open = Die Datenbank lässt sich nicht öffnen: { $error }
database-cannot-load = Die Partie lässt sich nicht laden: { $error }
database-cannot-save-pgn = Speichern nicht möglich: die Partie ließ sich nicht in PGN umwandeln
database-closed-save = { $file } ist geschlossen: wieder öffnen, um die Partie dort zu speichern, oder „Speichern unter…“ wählen
database-not-pgn = { $file } ist keine PGN-Datei (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Eine andere Datenbank wählen, in die die Partien kopiert werden
database-opened = { $file } geöffnet ({ count-games })
database-saved-game = Partie { $id } in { $file } gespeichert
database-deleted = { count-games } gelöscht
database-deleted-some = { $count } von { $requested } Partien gelöscht (die übrigen gab es nicht mehr)
database-copied = { count-games } nach { $file } kopiert
database-copied-duplicates = { count-games } nach { $file } kopiert ({ $duplicates } waren schon vorhanden)
database-exported = { count-games } in { $file } geschrieben
database-import-summary = { $imported } importiert, { $skipped } übersprungen, { $duplicates } Duplikate
database-import-cancelled-kept = Import abgebrochen; die { $count } bisher gelesenen Partien bleiben erhalten
database-import-cancelled = Import abgebrochen: { $summary }
database-import-finished = Import abgeschlossen: { $summary }
database-import-failed = Der Import wurde angehalten ({ $summary }): { $error }
database-offer-new-title = In eine neue Datenbank importieren?
database-offer-new-text = { $count } PGN-Dateien wurden abgelegt, und keine Datenbank ist geöffnet. Eine neue Datenbank anlegen und sie dorthin importieren?
database-offer-new-button = Neue Datenbank…
database-delete-title = Die ausgewählten Partien löschen?
database-delete-text = { count-games } werden aus der Datenbank entfernt. Das lässt sich nicht rückgängig machen.
database-delete-keep = Behalten

database-column-elo = Elo
database-column-result = Ergebnis
database-column-date = Datum
database-column-event = Turnier
database-column-eco = ECO
database-column-plies = Halbzüge
database-skipped-title = Übersprungene Partien
database-skipped-text = { $count } Partien waren nicht lesbar und wurden übersprungen (Datei, Partienummer, Zeile, Grund):
database-skipped-button = Übersprungene Partien…
database-import-pgn = PGN importieren…
database-import-pgn-tooltip = Oder .pgn-, .pgn.gz- oder .pgn.zst-Dateien auf das Fenster ziehen
database-export-list = Liste exportieren…
database-export-list-tooltip = Alle Partien der Liste in ihrer Reihenfolge in eine PGN-Datei schreiben
database-player-view-button = Spieleransicht…
database-working = Arbeitet…
database-import-stopped-in = Import angehalten: { $summary } in { $time }
database-import-cancelled-in = Import abgebrochen: { $summary } in { $time }
database-last-import-in = Letzter Import: { $summary } in { $time }
database-importing = Importiere { $file }
database-importing-of = Importiere { $file } (Datei { $number } von { $total })
database-import-progress = { $games } Partien · { $rate } Partien/s · noch { $left }
database-cancel-import-tooltip = Nach der aktuellen Partie anhalten; die gelesenen Partien bleiben erhalten
database-searching = Suche läuft…
database-searching-lower = Suche läuft…
database-empty = Noch keine Partien: PGN-Dateien importieren („PGN importieren…“ oder auf das Fenster ziehen)
database-no-match = Keine Partie passt zum Filter
database-sort-label = sortieren nach { $column }
database-sort-label-black = sortieren nach { $column } (Schwarz)
database-sort-tooltip = Nach { $column } sortieren; erneut klicken kehrt die Reihenfolge um
database-row-label = Partie { $number }: { $white } gegen { $black }
database-row-label-loading = Partie { $number }
database-load = Laden
database-delete-games = { $count ->
    [one] Partie löschen…
   *[other] { $count } Partien löschen…
}
database-copy-games = { $count ->
    [one] Partie in Datenbank kopieren…
   *[other] { $count } Partien in Datenbank kopieren…
}
database-export-games = { $count ->
    [one] Partie als PGN exportieren…
   *[other] { $count } Partien als PGN exportieren…
}
database-player-view-name = Spieleransicht: { $name }
database-listed = { $count } gelistet
database-listed-searching = { $count } gelistet (Suche läuft…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · { $selected } ausgewählt
database-status-counting = … Partien · { $listed }
database-timing = Abfrage { $query } · Zeilen { $rows }

database-filter-player = Spieler
database-filter-position = Stellung
database-filter-to = bis
database-hint-name-starts = Name beginnt mit
database-hint-either-colour = beliebige Farbe
database-hint-starts = beginnt mit
database-hint-eco = B20 oder B20-B99
database-hint-min = min
database-hint-max = max
database-hint-from = von
database-hint-to = bis
database-filter-any-result = Alle
database-filter-board-position-set = Brettstellung
database-filter-reaching = Partien, die { $fen } erreichen
database-filter-clear = Entfernen
database-filter-board-position = Brettstellung
database-filter-board-position-tooltip = Nur Partien, deren Hauptvariante die Stellung auf dem Brett erreicht, in beliebiger Zugfolge
database-filter-search = Suchen
database-filter-search-tooltip = Oder in einem Feld die Eingabetaste drücken
database-filter-reset = Zurücksetzen
database-filter-not-number = { $field } „{ $value }“: eine ganze Zahl wird erwartet
database-filter-lowest-elo = Niedrigste Elo
database-filter-highest-elo = Höchste Elo
database-filter-fewest-plies = Wenigste Halbzüge
database-filter-most-plies = Meiste Halbzüge
database-filter-bad-date = Datum: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Elo-Bereich: der untere Wert liegt über dem oberen
database-filter-dates-reversed = Zeitraum: der untere Wert liegt über dem oberen
database-filter-plies-reversed = Halbzugbereich: der untere Wert liegt über dem oberen

database-player-title = Spieleransicht
database-player-show = Anzeigen
database-player-none = Kein Spielername beginnt mit „{ $prefix }“
database-player-reading = Partien von { $name } werden gelesen…
database-player-prompt = Den Anfang eines Spielernamens eingeben (Groß-/Kleinschreibung egal) und die Eingabetaste drücken
database-player-names-more = { $names } und { $count } weitere
database-player-with-white = Mit Weiß
database-player-with-black = Mit Schwarz
database-player-over-time = Ergebnisse im Zeitverlauf
database-player-by-opening = Ergebnisse nach Eröffnung
database-player-wins = Siege
database-player-draws = Remis
database-player-losses = Niederlagen
database-player-axis-games = Partien
database-player-opening = Eröffnung
database-player-no-eco = (kein ECO-Code)
database-player-no-eco-games = Partien ohne ECO-Code

database-explorer-title = Eröffnungsbaum: { $name }
database-explorer-use-filter = Filter der Liste anwenden
database-explorer-use-filter-tooltip = Nur die Partien zählen, die der Filter des Datenbankfensters zulässt
database-explorer-no-game = Keine Partie der Datenbank erreicht diese Stellung
database-explorer-opening = Datenbank wird geöffnet…
database-explorer-move = Zug
database-explorer-games = Partien
database-explorer-results = W / R / S %
database-explorer-latest = Neueste
database-explorer-total = { $count } Partien · { $ms } ms
database-explorer-play = Diesen Zug spielen
database-explorer-move-label = Baumzug { $san }
database-explorer-share = { $share } % der Partien in dieser Stellung
database-explorer-latest-game = Neueste Partie: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Weiß gewinnt { $white }, Remis { $draws }, Schwarz gewinnt { $black }
database-explorer-results-unfinished = Weiß gewinnt { $white }, Remis { $draws }, Schwarz gewinnt { $black }, unbeendet { $unfinished }

database-stopped-answering = { $file }: die Datenbank antwortet nicht mehr
database-import-running = ein Import läuft bereits; warten oder ihn abbrechen
database-import-cannot-start = der Import lässt sich nicht starten: { $error }
database-job-failed = { $job } fehlgeschlagen: { $error }
database-job-list = Lesen der Partienliste
database-job-explorer = Eröffnungsbaum
database-job-player = Spieleransicht
database-job-load = Laden der Partie
database-job-save = Speichern der Partie
database-job-delete = Löschen von Partien
database-job-copy = Kopieren von Partien
database-job-export = Exportieren von Partien
database-job-count = Zählen der Partien
