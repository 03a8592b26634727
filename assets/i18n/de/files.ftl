# Partiedateien öffnen und speichern, die Dateiauswahl.
files-not-a-text-file = { $path } kann nicht geöffnet werden: keine Textdatei (PGN, FEN oder EPD)
files-cannot-open = { $path } kann nicht geöffnet werden: { $error }
files-not-a-position = { $path } kann nicht geöffnet werden: Zeile 1 ist keine Stellung (FEN: { $error })
files-holds-no-game = sie enthält keine Partie
files-list-changed-on-disk = { $path } wurde auf der Festplatte geändert; die Liste wurde neu gelesen
files-error-in-file = { $path }: { $error }
files-drop-to-import = PGN-Dateien hier ablegen, um sie in { $database } zu importieren
files-drop-to-open = Eine PGN-, FEN- oder EPD-Datei hier ablegen, um sie zu öffnen
files-paste-title = PGN oder FEN einfügen
files-paste-prompt = Eine Partie (PGN) oder eine Stellung (FEN) hier einfügen:
files-load = Laden
files-error-title = Dateifehler
files-game-kept = Die aktuelle Partie wurde behalten.
files-changed-on-disk-title = { $name } wurde auf der Festplatte geändert
files-changed-on-disk-text = Ein anderes Programm hat die Datei geändert, seit diese Partie daraus gelesen wurde. Die Partie an ihre alte Stelle zurückzuschreiben könnte andere Partien beschädigen.
files-append-as-new-game = Als neue Partie anhängen
files-save-as = Speichern unter…
files-save-game-to = Partie { $number } in { $file } speichern
files-save-to = In { $file } speichern
files-save = Speichern…
files-cannot-save = Speichern nicht möglich: { $error }
files-cannot-append = Anhängen nicht möglich: { $error }
files-saved = { $path } gespeichert
files-appended = Partie an { $path } angehängt

# Die Dateiauswahl: Titel nach Zweck.
files-title-open-game = Partie öffnen
files-title-save-game-as = Partie speichern unter
files-title-append-game = Partie anhängen an
files-title-book = Eröffnungsbuch wählen
files-title-open-database = Partiedatenbank öffnen
files-title-new-database = Neue Partiedatenbank
files-title-import-pgn = PGN-Partien importieren
files-title-export-pgn = Partien als PGN exportieren
files-title-copy-to-database = Partien in die Datenbank kopieren
files-title-puzzle-set = Aufgaben öffnen (EPD)
files-title-white-repertoire = Weiß-Repertoire aus PGN
files-title-black-repertoire = Schwarz-Repertoire aus PGN
files-title-tournament-openings = Eröffnungen für das Turnier
files-title-tournament-pgn = PGN-Datei des Turniers
files-title-engine-program = Engine-Programm wählen
files-title-engine-folder = Arbeitsordner der Engine wählen
files-title-folder = Ordner wählen
files-title-file = Datei wählen
# Filternamen des Dateidialogs des Systems.
files-filter-book = Polyglot-Buch
files-filter-database = Partiedatenbank
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Schachdateien
files-cannot-read-folder = { $path } kann nicht gelesen werden: { $error }
files-not-a-folder = { $path } ist kein Ordner
files-no-such-folder = Den Ordner { $path } gibt es nicht
files-does-not-exist = { $path } existiert nicht
files-replace-title = Datei ersetzen?
files-replace-text = { $path } existiert bereits. Beim Speichern wird ihr gesamter Inhalt durch diese eine Partie ersetzt.
files-replace = Ersetzen
files-append-to-it = Partie daran anhängen
files-keep-file = Datei behalten
files-up = Hoch
files-up-hint = Der übergeordnete Ordner
files-home = Persönlicher Ordner
files-folder-shown = Der angezeigte Ordner
files-recent = Zuletzt:
files-nothing-here = Hier gibt es keine Ordner oder passenden Dateien.
files-folder-field = Ordner:
files-file-field = Datei:
files-path-hint = ein Name oder ein vollständiger Pfad
files-all-listed = Alle aufgelisteten Dateien
files-all-listed-hint = Jede in diesem Ordner aufgelistete Datei auswählen
files-picked = { $count ->
    [one] { $count } Datei ausgewählt
   *[other] { $count } Dateien ausgewählt
}
files-ctrl-click-hint = Ctrl+Klick wählt mehrere Dateien
files-append = Anhängen
files-choose = Wählen
files-hidden = Versteckte Dateien
