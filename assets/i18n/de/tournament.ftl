# Das Turnierfenster (Engines ▸ Turnier…): Einrichtung, Live-Ansicht, Tabelle, SPRT.

tournament-window-title = Turnier
tournament-default-event = Tempo-Turnier
tournament-event-from-position = Enginepartien aus einer Stellung

## Einrichtung
tournament-event = Veranstaltung
tournament-format = Modus
tournament-format-round-robin = Rundenturnier
tournament-format-gauntlet = Gauntlet
tournament-format-match = Wettkampf zu zweit
tournament-engines = Engines
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (spielt gegen alle)
tournament-engine-results-side = { $number }. { $name } (Ergebnisse aus ihrer Sicht)
tournament-engine-not-listed = nicht in der Engine-Liste
tournament-add-engine = Engine hinzufügen…
tournament-games = Partien
tournament-games-in-match = im Wettkampf (jede Eröffnung zweimal, mit vertauschten Farben)
tournament-games-per-pairing = je Paarung (jede Eröffnung zweimal, mit vertauschten Farben)
tournament-per-move = Pro Zug
tournament-limit-clock = Uhr
tournament-limit-clock-hint = [Züge/]Sekunden[+Inkrement], etwa 10+0.1 oder 40/60
tournament-limit-time = Zeit
tournament-limit-nodes = Knoten
tournament-openings = Eröffnungen
tournament-openings-start-position = Grundstellung
tournament-openings-book = Buchvarianten
tournament-openings-file = EPD/PGN-Datei
tournament-openings-board-position = Die Stellung auf dem Brett
tournament-book-lines-of = Varianten mit
tournament-book-plies = Halbzügen aus dem mitgelieferten Buch, eine je Partiepaar
tournament-shuffled = Gemischt
tournament-choose = Wählen…
tournament-at-once = Gleichzeitig
tournament-at-once-games = Partien (jede Engine-Instanz belegt einen Kern)
tournament-adjudication = Abschätzung
tournament-sprt = SPRT
tournament-sprt-stop = Anhalten, sobald entschieden:
tournament-sprt-hint = Sequenzieller Likelihood-Quotienten-Test zwischen zwei Elo-Hypothesen
tournament-pgn-file = PGN-Datei
tournament-write-games-to = Partien schreiben nach
tournament-seed = Startwert
tournament-seed-hint = mischt die Eröffnungen und wählt die Buchvarianten

## Was an der Einrichtung fehlt
tournament-problem-pgn-name = Gib die PGN-Datei an oder nimm das Häkchen heraus.
tournament-problem-match-engines = Ein Wettkampf braucht genau zwei Engines (gewählt: { $count }).
tournament-problem-two-engines = Wähle mindestens zwei Engines.
tournament-problem-no-games = Spiele mindestens eine Partie je Paarung.
tournament-problem-clock = Die Uhr: { $error }
tournament-problem-zero-time = Die Zeit pro Zug darf nicht 0 sein.
tournament-problem-zero-nodes = Die Knotenzahl darf nicht 0 sein.
tournament-problem-opening-file = Wähle eine Eröffnungsdatei.
tournament-problem-book-plies = Buchvarianten brauchen mindestens einen Halbzug.
tournament-problem-start-position = Die Ausgangsstellung: { $error }
tournament-problem-sprt = SPRT: { $error }

## Die Turnierliste
tournament-list-unreadable = Die Turnierliste kann nicht gelesen werden: { $error }
tournament-list-unwritable = Die Turnierliste kann nicht geschrieben werden: { $error }
tournament-cannot-remove = Das Turnier konnte nicht entfernt werden: { $error }
tournament-no-data-folder = Turniere brauchen den Datenordner der App, der unbekannt ist.
tournament-unfinished = Nicht beendete Turniere
tournament-continue = Fortsetzen
tournament-forget = Vergessen
tournament-forget-hint = Entfernt es samt seinen gespeicherten Partien

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = Rundenturnier
tournament-summary-gauntlet = Gauntlet
tournament-summary-match = Wettkampf
tournament-summary-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } Partie je Paarung
   *[other] { $count } Partien je Paarung
}

## Ein Lauf
tournament-status-counts = { $finished } von { $scheduled ->
    [one] { $scheduled } Partie
   *[other] { $scheduled } Partien
}
tournament-status-starting = Die Engines starten…
tournament-status-stopping = Wird angehalten… { $counts }
tournament-status-paused = Pausiert: { $counts }; laufende Partien werden beendet, keine neue beginnt
tournament-status-running = Läuft: { $counts }
tournament-status-finished = Beendet: { $counts }
tournament-status-finished-sprt = Beendet: { $counts } (der SPRT hat entschieden)
tournament-status-stopped = Angehalten: { $counts } behalten; in der Liste der Einrichtung fortsetzen
tournament-status-failed = Abgebrochen: { $reason }
tournament-stopped-because = Das Turnier wurde abgebrochen: { $reason }
tournament-games-unreadable = Die Partien können nicht gelesen werden: { $error }
tournament-pause-hint = Laufende Partien werden beendet; keine neue beginnt
tournament-stop-hint = Bricht die laufenden Partien ab; die beendeten bleiben erhalten
tournament-new = Neues Turnier
tournament-add-as-variations = Partien als Varianten hinzufügen
tournament-add-as-variations-hint = Nach der Stellung auf dem Brett, in der gezeigten Partie
tournament-board-result = Partie { $number }: { $result }
tournament-board-move = Partie { $number }, Zug { $moves }: { $last }
tournament-board-started = Partie { $number }: begonnen
tournament-games-log = Partien

## Tabelle
tournament-column-engine = Engine
tournament-column-points = Punkte
tournament-column-games = Partien
tournament-column-wins = S
tournament-column-draws = R
tournament-column-losses = N
tournament-score-line = Stand { $first } gegen { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Elo-Differenz { $elo } (95 %, { $pairs ->
    [one] { $pairs } Partiepaar
   *[other] { $pairs } Partiepaare
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, Grenzen { $lower } und { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 angenommen
tournament-sprt-h0-accepted = H0 angenommen
tournament-sprt-undecided = noch keine Entscheidung
tournament-sprt-games-counted = gezählte Partien
tournament-sprt-h0-bound = H0-Grenze
tournament-sprt-h1-bound = H1-Grenze
