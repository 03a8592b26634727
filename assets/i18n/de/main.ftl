# Das Hauptfenster: Fragen, Partieende, pausierte Partie, Meldungen, Seitenleiste, Zugliste,
# Brett, Tag-Editor und „Über“.
main-resign-title = Partie aufgeben?
main-resign-text = Die Partie endet und Ihr Gegner gewinnt.
main-resign = Aufgeben
main-keep-playing = Weiterspielen
main-replace-title = Die laufende Partie verlassen?
main-replace-text = { $count ->
    [one] { $white } – { $black } ist nicht beendet ({ $count } Zug). Sie bleibt erhalten: Bearbeiten, Rückgängig (Ctrl+Z) holt sie zurück.
   *[other] { $white } – { $black } ist nicht beendet ({ $count } Züge). Sie bleibt erhalten: Bearbeiten, Rückgängig (Ctrl+Z) holt sie zurück.
}
main-open-other-game = Die andere Partie öffnen
main-game-over = Partie beendet
main-new-game = Neue Partie
main-resume-text = { $count ->
    [one] Ihre Partie { $white } – { $black } ist nicht beendet ({ $count } Zug). Sie ist pausiert; keine Uhr läuft.
   *[other] Ihre Partie { $white } – { $black } ist nicht beendet ({ $count } Züge). Sie ist pausiert; keine Uhr läuft.
}
main-continue-game = Partie fortsetzen
main-discard = Verwerfen
main-discard-hint = Ctrl+Z holt sie zurück

# Meldungen.
main-tournaments-unreadable = Die Turnierliste konnte nicht gelesen werden: { $error }
main-unfinished-tournament = Ein nicht beendetes Turnier kann fortgesetzt werden (Menü Engines): { $tournament }
main-training-unreadable = Der Trainingsfortschritt konnte nicht gelesen werden und wird nicht gespeichert: { $error }
main-last-game-unreadable = Die letzte Partie konnte nicht gelesen werden: { $error }
main-no-such-file = { $path } kann nicht geöffnet werden: Diese Datei gibt es nicht
main-argument-not-fen = „{ $argument }“ ist keine gültige FEN: { $error }
main-position-set-up = Stellung aufgebaut (zwei Spieler; analysieren oder ausspielen)
main-cannot-set-up = Die Stellung kann nicht aufgebaut werden: { $error }
main-fen-copied = FEN kopiert
main-not-your-move = Sie sind nicht am Zug
main-not-a-fen = Keine gültige FEN: { $error }
main-paste-not-understood = Der eingefügte Text enthält weder eine FEN noch eine PGN-Partie
main-cannot-read-pgn = Die PGN kann nicht gelesen werden: { $error }
main-nothing-to-undo = Keine ersetzte Partie zum Zurückholen
main-cannot-undo = Die Partie kann nicht zurückgeholt werden: { $error }
main-game-back = Die vorherige Partie ist zurück (Ctrl+Z erneut, um zurückzukehren)
main-game-resumed = Partie fortgesetzt
main-no-clocks = Diese Partie hat keine Uhren

# Die Seitenleiste.
main-material-difference = Materialunterschied
main-white-clock = Uhr von Weiß
main-black-clock = Uhr von Schwarz
main-engine-starting = { $engine } wird gestartet…
main-engine-thinking = { $engine } denkt nach…
main-engine-eval = Bewertung { $score }
main-engine-depth = Tiefe { $depth }
main-engine-nodes = { $nodes } Knoten
main-viewing-move = Zug { $number } von { $total } wird gezeigt – End drücken, um zurückzukehren
main-white-to-move = Weiß am Zug
main-black-to-move = Schwarz am Zug
main-type-move-hint = Zug eingeben: e4, Nf3, e2e4
main-play = Ziehen
main-new-game-hint = Eine neue Partie beginnen
main-take-back = Zurücknehmen
main-take-back-hint = Den eigenen letzten Zug zurücknehmen
main-hint = Tipp
main-hint-hint = Den Vorschlag der Engine als Pfeil zeigen
main-agree-draw = Remis vereinbaren
main-offer-draw = Remis anbieten
main-offer-draw-hint = Ein Remis anbieten
main-resign-button = Aufgeben…
main-resign-hint = Die Partie aufgeben (mit Rückfrage)
main-first-move-hint = Erster Zug (Home)
main-previous-move-hint = Vorheriger Zug (←)
main-next-move-hint = Nächster Zug (→)
main-last-move-hint = Letzter Zug (End)
main-flip = Drehen
main-flip-hint = Brett drehen
main-copy-fen = FEN kopieren
main-copy-fen-hint = Die Stellung als FEN kopieren

# Die Zugliste.
main-opening-hint = Eröffnung der gezeigten Stellung (die tiefste bekannte auf ihrer Variante)
main-no-moves = Noch keine Züge
main-comment-after = Kommentar nach { $san }
main-comment-before-first = Kommentar vor dem ersten Zug
main-comment-hint = Kommentar
main-save-comment = Kommentar speichern
main-promote-variation = Variante aufwerten
main-make-main-line = Zur Hauptvariante machen
main-delete-variation = Variante löschen
main-delete-from-here = Ab hier löschen
main-edit-comment = Kommentar bearbeiten…

# Der Tag-Editor.
main-tags-title = Partie-Tags
main-tags-remove-hint = Den Tag { $tag } entfernen
main-tags-new-tag = Neuer Tag
main-tags-value = Wert
main-tags-add = Tag hinzufügen
main-tags-saved-with-game = Tags werden mit der Partie gespeichert (Menü Partie, Speichern).

# Über.
main-about-title = Über Tempo
main-about-summary = Schach gegen den Computer spielen, Stellungen analysieren, PGN-Partien durchsehen.
main-about-build = Build
main-about-build-text = { $target } ({ $profile }), Commit { $commit }
main-about-licence = Lizenz
main-about-bundled = Mitgelieferte Inhalte
main-about-dejavu-text = Lizenztext der DejaVu-Schriften
main-about-piece-glyphs = Figurensymbole: DejaVu Sans (Auszug in assets/fonts)
main-about-piece-glyphs-licence = Lizenz der Bitstream-Vera-/DejaVu-Schriften (freizügig)
main-about-font-ubuntu = Oberflächenschriften: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Oberflächenschriften: Hack
main-about-font-hack-licence = MIT / Bitstream-Vera-Lizenz
main-about-font-emoji = Oberflächenschriften: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Oberflächenschriften: emoji-icon-font, egui-Symbole
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Eröffnungsnamen (assets/eco) und das Eröffnungsbuch (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (gemeinfrei)
main-about-own-work = App-Symbol, Klänge (beim Start synthetisiert), neuronales Netz
main-about-own-work-licence = Tempos eigene Arbeit, MIT OR Apache-2.0

# Die Barrierefreiheitsnamen des Bretts (von Screenreadern gelesen).
main-square-picked = { $square }, aufgenommen
main-square-legal-target = { $square }, legales Zielfeld
main-board-cursor = Brett: { $square }
main-promote-to-queen = in Dame umwandeln
main-promote-to-rook = in Turm umwandeln
main-promote-to-bishop = in Läufer umwandeln
main-promote-to-knight = in Springer umwandeln
