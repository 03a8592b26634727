# Die Partienliste einer PGN-Datei mit mehreren Partien.

games-title = Partien
games-title-file = Partien in { $file }
games-close-tooltip = Liste schließen (das Menü Partie öffnet sie wieder)
games-column-event = Turnier
games-column-date = Datum
games-column-result = Ergebnis
games-column-eco = ECO
games-column-moves = Züge
games-no-such-game = Partie { $number } steht nicht in der Liste
games-game-gone = Partie { $number } ist nicht mehr in der Datei
games-status-broken = , { $count } nicht lesbar
games-status-indexing = { count-games } erfasst…
games-status-checking = { count-games }; Züge werden geprüft…{ $broken }
games-status-stopped = { count-games }; abgebrochen: { $reason }
games-status-done = { count-games } ({ $seconds } s), { $shown } angezeigt{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filter:
games-filter-hint = Spieler, Turnier, Datum, ECO…
games-row-label = Partie { $number }: { $white } – { $black }, { $result }
games-cannot-read = Nicht lesbar: { $reason }
