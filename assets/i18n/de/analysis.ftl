# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Stellung analysieren (A)
analysis-menu-stop = Analyse beenden (A)
analysis-menu-review = Partie auswerten…
analysis-start = Analysieren
analysis-start-tip = Die gezeigte Stellung analysieren (A)
analysis-stop = Stopp
analysis-stop-tip = Die Analyse beenden (A)
analysis-no-engine = Keine Engine: fügen Sie eine hinzu, um zu analysieren
analysis-add-engine = Engine hinzufügen
analysis-add-engine-tip = Mit einer weiteren Engine analysieren (bis zu { $count }), jede mit eigenen Varianten, Threads und Pfeilfarbe
analysis-add-engine-full = Höchstens { $count } Engines analysieren gemeinsam
analysis-lines =
    { $count ->
        [one] { $count } Variante
       *[other] { $count } Varianten
    }
analysis-lines-tip = Wie viele beste Varianten diese Engine zeigt (MultiPV)
analysis-remove-tip = Diese Engine aus der Analyse nehmen
analysis-restart = Neu starten
analysis-restart-tip = Diese Engine erneut starten
analysis-resume-tip = Mit dieser Engine weiter analysieren
analysis-pause-tip = Diese Engine pausieren (ihre Kerne gehen an die anderen)
analysis-line-label = Analysevariante { $line }
analysis-engine-line-label = Engine { $engine } Variante { $line }
analysis-engine-tip-first = Die Engine dieses Bereichs; die erste wertet auch Partien aus
analysis-engine-tip = Die Engine dieses Bereichs
analysis-one-thread = 1 Thread
analysis-one-thread-tip = Diese Engine hat keine Threads-Option: sie entscheidet selbst
analysis-threads = { $count } Thr.
analysis-threads-auto = { $count } Thr. auto
analysis-fair-share = Gerechter Anteil
analysis-threads-tip = Threads dieser Engine. Der gerechte Anteil teilt die { $cores } Kerne dieses Rechners gleichmäßig unter den laufenden Engines auf (mindestens einer je Engine)
analysis-off = Aus
analysis-starting = Startet…
analysis-status-starting = startet…
analysis-checkmate = Schachmatt
analysis-stalemate = Patt
analysis-status-paused = pausiert
analysis-depth = Tiefe { $depth }
analysis-nps = { $speed } N/s
analysis-nodes = { $nodes } Knoten
analysis-hash = Hash { $percent } %
analysis-done = fertig
analysis-line-tip = Klicken, um den ersten Zug zu spielen; die Variante erscheint als Pfeile
analysis-evaluation = Bewertung { $value }
analysis-paused-for-review = Pausiert, während die Partieauswertung läuft
analysis-paused-for-engine = Pausiert, während die Engine spielt
analysis-play-at-end = Analysezüge werden am Ende der Partie gespielt (Ende drücken)
analysis-not-your-move = Sie sind nicht am Zug

# The game review.
analysis-review-title = Partie auswerten
analysis-review-explain =
    { $count ->
        [one] Untersucht die { $count } Stellung der Partie mit { $engine } (die Engine wählen Sie im Analysebereich).
       *[other] Untersucht alle { $count } Stellungen der Partie mit { $engine } (die Engine wählen Sie im Analysebereich).
    }
analysis-review-no-engine-name = keine
analysis-review-time-per-position = Zeit pro Stellung
analysis-review-depth = Tiefe
analysis-suffix-seconds = { " s" }
analysis-review-about = Insgesamt etwa { $seconds } s
analysis-review-start = Auswertung starten
analysis-review-progress = Auswertung mit { $engine }: { $done } von { $count } Stellungen
analysis-review-finished = Auswertung in { $seconds } s fertig
analysis-review-stopped = Auswertung abgebrochen: { $error }
analysis-review-cancelled = Auswertung abgebrochen
analysis-review-no-moves = Die Partie hat keine Züge zum Auswerten
analysis-review-engine-busy = Warten Sie, bis die Engine gezogen hat
analysis-review-no-engine = Für die Auswertung ist keine Engine verfügbar
analysis-review-graph = Bewertungsgraph
analysis-review-graph-start = Anfang
analysis-review-graph-white = Weiß { $percent } %
analysis-review-graph-line = Gewinnchance von Weiß
analysis-review-graph-equal = ausgeglichen
analysis-review-graph-shown = gezeigt
analysis-review-accuracy-white = Genauigkeit von Weiß
analysis-review-accuracy-black = Genauigkeit von Schwarz
analysis-review-annotate = In die Partie schreiben
analysis-review-annotate-tip = Fügt ?!, ?, ?? mit Kommentaren, [%eval] und die Varianten der Engine hinzu
analysis-review-close = Auswertung schließen
analysis-review-lost-white = Weiß: { $judgement }, { $points } Punkte Gewinnchance verloren
analysis-review-lost-black = Schwarz: { $judgement }, { $points } Punkte Gewinnchance verloren
analysis-review-was-best = { $better } war am besten
analysis-review-click-hint = Klicken Sie auf den Graphen oder einen markierten Zug, um dorthin zu gehen
analysis-judgement-best = beste
analysis-judgement-good = gut
analysis-judgement-inaccuracy = Ungenauigkeit
analysis-judgement-mistake = Fehler
analysis-judgement-blunder = grober Fehler
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } Ungenauigkeit
       *[other] { $count } Ungenauigkeiten
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } Fehler
       *[other] { $count } Fehler
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } grober Fehler
       *[other] { $count } grobe Fehler
    }

# The opening book section.
analysis-book-title = Eröffnungsbuch
analysis-book = Buch
analysis-book-shipped = Tempo-Buch (mitgeliefert)
analysis-book-choose = Buchdatei wählen…
analysis-book-reading = Buch wird gelesen…
analysis-book-no-moves = Keine Buchzüge in dieser Stellung
analysis-book-play-move = Diesen Zug spielen
analysis-book-move = Buchzug { $san }
analysis-book-weight = Gewicht { $weight }
analysis-book-learn = Lernwert { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Sieg { $win } %, Remis { $draw } %, Niederlage { $loss } % (für Weiß)
analysis-visit-share = { $share } % der Besuche der Suche
