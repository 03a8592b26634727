# Teilen: Brettbilder, animierte GIFs und die Druckseite.

share-title-png = Brett als PNG speichern
share-title-svg = Brett als SVG speichern
share-title-game-gif = Partie als animiertes GIF speichern
share-title-line-gif = Gezeigte Variante als animiertes GIF speichern
share-title-page = Druckseite speichern
share-filter-png = PNG-Bild
share-filter-svg = SVG-Bild
share-filter-gif = GIF-Animation
share-filter-page = Webseite
share-copy-image = Brettbild kopieren
share-copy-svg = Brett als SVG kopieren
share-save-png = Brett als PNG speichern…
share-save-svg = Brett als SVG speichern…
share-save-game-gif = Partie als GIF speichern…
share-save-line-gif = Gezeigte Variante als GIF speichern…
share-print = Druckseite…
share-print-title = Druckseite
share-print-intro = Die Züge, Kommentare und Varianten, mit Diagrammen:
share-print-marked = Bei Zügen, die für ein Diagramm markiert sind ($220 oder [#] im Kommentar)
share-print-every = Alle
share-print-every-end = Züge und am Ende
share-print-after-moves = Nach den Zügen
share-print-help = { $count ->
    [one] 12 ist der 12. Zug von Weiß, 20... der 20. von Schwarz. Die Partie hat { $count } Zug.
   *[other] 12 ist der 12. Zug von Weiß, 20... der 20. von Schwarz. Die Partie hat { $count } Züge.
}
share-print-save = Seite speichern…
share-print-bad-move = „{ $token }“ ist kein lesbarer Zug: 12 für den 12. Zug von Weiß, 12... für den von Schwarz
share-print-need-move = Mindestens einen Zug angeben, etwa 12 oder 20...
share-copied-image = Brettbild kopiert
share-copied-svg = Brett als SVG kopiert
share-making-gif = Animation wird erstellt…
share-saved = { $path } gespeichert
share-saved-frames = { $path } gespeichert ({ $count } Bilder)
share-encode-failed = das Bild ließ sich nicht kodieren
share-cannot-write = { $path } lässt sich nicht schreiben: { $error }

share-page-event = Turnier
share-page-site = Ort
share-page-date = Datum
share-page-round = Runde
share-page-eco = ECO
share-page-result = Ergebnis
share-page-after = Nach { $number }
