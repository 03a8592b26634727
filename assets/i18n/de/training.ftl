# Training: Aufgabentrainer, Repertoire-Drill und Abweichungsbericht.
# $side ist "white" oder "black": die passende Wortform per Selektor wählen.

training-or = oder
training-continue = Weiter

## Die Trainingsdatei
training-not-saved = Trainingsfortschritt nicht gespeichert: { $error }
training-file-unreadable = Die Trainingsdatei konnte nicht gelesen werden ({ $error }); der Fortschritt wird nicht gespeichert.
training-repertoire-unreadable = das { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire in der Trainingsdatei: { $error }
training-set-aside = Beiseitelegen und neu beginnen
training-file-set-aside = Die alte Trainingsdatei liegt jetzt unter { $path }
training-cannot-rename = { $path } kann nicht umbenannt werden: { $error }
training-database-gone = { $path } ist nicht mehr vorhanden

## Aufgabentrainer
training-trainer-title = Aufgabentrainer
training-open-a-set = Öffne eine Aufgabensammlung, um zu beginnen
training-rating = Wertung { $rating }
training-provisional = vorläufig
training-solved-missed = { $solved } gelöst, { $missed } verfehlt
training-no-puzzle = Keine Aufgabe auf dem Brett.
training-next-puzzle = Nächste Aufgabe
training-no-puzzle-fits = Keine Aufgabe passt zum Filter
training-task-mate = { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht und setzt in { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
} matt
training-task-avoid = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: Finde einen guten Zug außer { $moves }
training-task-best = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: Finde den besten Zug
training-puzzle-rated = { $source } · Wertung { $rating }
training-due-again = wieder fällig
training-early-repeat = frühe Wiederholung
training-not-it = { $san } ist es nicht.
training-retry = Nochmal
training-show-solution = Lösung zeigen
training-prover-working = Der Beweiser rechnet…
training-play-your-move = Spiele deinen Zug auf dem Brett.
training-right = { $line } Richtig.
training-right-keep-going = { $line } Richtig, weiter so.
training-hint = Tipp
training-hint-tooltip = Erst die Figur, dann der Zug; eine Lösung nach einem Tipp zählt weniger
training-hint-piece = Tipp: Ziehe die Figur auf { $square }
training-hint-move = Tipp: { $san }
training-no-hint-problem = Kein Tipp für diese Aufgabe
training-no-hint-position = Kein Tipp für diese Stellung
training-skip = Überspringen
training-skip-tooltip = Wird nicht gewertet
training-solved = Gelöst!
training-solved-after-wrong = Gelöst nach { $count ->
    [one] { $count } falschen Zug
   *[other] { $count } falschen Zügen
}: Das zählt als Fehlversuch, die Aufgabe kommt bald wieder
training-solved-with-hint = Mit dem gezeigten Zug gelöst: Das zählt als Fehlversuch, die Aufgabe kommt bald wieder
training-any-but-solution = Jeder Zug außer den genannten hält die Stellung.
training-solution = Lösung: { $line }
training-open-game = Partie öffnen
training-show-on-board = Auf dem Hauptbrett zeigen
training-source-tooltip = Auf dem Hauptbrett, beim Zug der Aufgabe
training-open-epd = EPD öffnen…
training-open-epd-tooltip = Aufgaben mit bm, am oder dm: WAC, Bratko-Kopec, eigene
training-puzzles-of = Aufgaben aus { $name }
training-database-puzzles = Aufgaben der Datenbank
training-database-puzzles-tooltip = Die Aufgaben, die `tempo puzzles extract` in der offenen Datenbank gespeichert hat
training-reading = { $name } wird gelesen…
training-cannot-open-puzzles = Die Aufgaben können nicht geöffnet werden: { $error }
training-records-left-out = { $name }: { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
} ausgelassen ({ $reasons })
training-set = Sammlung
training-all-sets = Alle Sammlungen
training-theme = Motiv
training-all-themes = Alle Motive
training-puzzle-counts = { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}: { $due } wieder fällig, { $new } neu
training-set-size = { $set } · { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}
training-remove-set-tooltip = Diese Sammlung aus dem Trainer nehmen (der Fortschritt bleibt)

## Repertoire-Drill
training-drill-title = Repertoire-Drill
training-drill-not-saved = Die Trainingsdatei konnte nicht gelesen werden: Der Drill-Fortschritt wird nicht gespeichert (siehe Aufgabentrainer).
training-opponent-weighted = Der Gegner spielt so oft wie in den Partien von { $name }.
training-opponent-counting = Die Züge des Gegners in der Datenbank werden gezählt…
training-opponent-evenly = Die Züge des Gegners werden gleichmäßig gewählt (öffne eine Datenbank, um sie nach ihren Partien zu gewichten).
training-drill = Drill
training-repertoire-empty = leer
training-cards-due-learned = { $due } fällig · { $learned }/{ $total } gelernt
training-load-pgn = PGN laden…
training-load-pgn-tooltip = Die Partien und Varianten einer PGN-Datei zum { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire hinzufügen
training-add-current-line = Aktuelle Variante hinzufügen
training-add-current-line-tooltip = Die Züge des Hauptbretts vom Anfang bis zur gezeigten Stellung
training-empty = Leeren…
training-empty-title = Repertoire leeren?
training-empty-question = Alle Varianten des { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoires und ihr Drill-Fortschritt gehen verloren. Das lässt sich nicht rückgängig machen.
training-empty-it = Leeren
training-keep-it = Behalten
training-drill-repertoire = Das { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire üben
training-opponent-replies = Der Gegner antwortet…
training-your-move = Du bist am Zug: Spiele den Zug des Repertoires
training-drill-wrong = Nicht { $played }: Das Repertoire spielt { $expected }
training-line-nothing-due = In dieser Variante ist nichts fällig.
training-line-done = Variante fertig: { $right } von { $asked } richtig
training-next-line = Nächste Variante
training-cannot-read = { $path } kann nicht gelesen werden: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} aus { $file } zum { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire hinzugefügt
training-line-not-from-start = Repertoire-Varianten beginnen in der Grundstellung; diese Partie nicht
training-line-empty = Spiele die Variante zuerst auf dem Brett
training-moves-added = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} zum { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire hinzugefügt
training-cannot-add-line = Die Variante kann nicht hinzugefügt werden: { $error }
training-repertoire-is-empty = Das { $side ->
    [white] Weiß
   *[black] Schwarz
}-Repertoire ist leer: Lade zuerst eine PGN oder füge Varianten hinzu
training-cannot-count = Die Züge der Gegner können nicht gezählt werden: { $error }

## Abweichungsbericht
training-report-title = Abweichungsbericht
training-player = Spieler
training-player-hint = Name oder sein Anfang
training-check-games = Partien prüfen
training-check-games-tooltip = Jede Partie gegen das Repertoire der Farbe des Spielers
training-in-database = in { $name }
training-open-database-first = zuerst eine Datenbank öffnen
training-report-progress = { $done } von { $total ->
    [one] { $total } Partie
   *[other] { $total } Partien
}
training-report-empty = Partien, die das Repertoire verlassen haben, stehen hier; ein Klick öffnet sie bei diesem Zug.
training-column-game = Partie
training-column-move = Zug
training-column-left-by = Verlassen von
training-column-played = Gespielt
training-column-repertoire = Repertoire
training-column-judgement = Bewertung
training-open-at-move = Die Partie bei diesem Zug öffnen
training-left-by-player = Spieler ({ $side ->
    [white] Weiß
   *[black] Schwarz
})
training-left-by-opponent = Gegner
training-judgement-mistake = Fehler (−{ $drop } %)
training-judgement-playable = Spielbar ({ $change } %): hinzufügen lohnt sich
training-judgement-hole = Nicht vorbereitet: antworte { $reply }
training-judgement-opponent-mistake = Fehler des Gegners (−{ $drop } %): bestrafe ihn mit { $reply }
training-report-needs-database = Öffne zuerst die Datenbank mit den Partien des Spielers
training-report-needs-player = Gib den Namen des Spielers ein (oder seinen Anfang)
training-report-needs-repertoire = Beide Repertoires sind leer: Baue eines im Drill-Fenster auf
training-report-needs-engine = Keine Engine, um die Züge zu beurteilen
training-report-cancelled = Abgebrochen nach { $done } von { $total ->
    [one] { $total } Partie
   *[other] { $total } Partien
}
training-report-no-games = Keine Partien von „{ $player }“ in der Datenbank
training-report-finished = { $total ->
    [one] { $total } Partie
   *[other] { $total } Partien
} geprüft: { $left } haben das Repertoire verlassen
training-report-failed = Der Bericht wurde abgebrochen: { $error }

## Where a puzzle comes from
training-source-game = Partie { $game }, Zug { $number }
training-source-puzzle = Aufgabe { $id }
training-source-line = Zeile { $line }
