# Die Menüleiste.
menu-game = Partie
menu-edit = Bearbeiten
menu-database = Datenbank
menu-training = Training
menu-engines = Engines
menu-view = Ansicht
menu-analysis = Analyse
menu-help = Hilfe
menu-version = Tempo { $version }

menu-manage-engines = Engines verwalten…
menu-tournament = Turnier…
menu-engine-games-from-position = Engine-Partien ab dieser Stellung…
menu-engine-games-from-position-hint = Ein Wettkampf zweier Engines ab der Stellung auf dem Brett
menu-continue-tournament = { $tournament } fortsetzen

menu-flip-board = Brett drehen
menu-keyboard-cursor = Tastatur-Cursor auf dem Brett
menu-describe-position = Stellung beschreiben
menu-say-clocks = Uhren ansagen
menu-settings = Einstellungen…

menu-keyboard = Tastatur
menu-about = Über Tempo

menu-new-game = Neue Partie…
menu-take-back = Zug zurücknehmen
menu-set-up-position = Stellung aufbauen…
menu-open = Öffnen…
menu-open-hint = Eine PGN-, FEN- oder EPD-Datei öffnen
menu-recent-files = Zuletzt geöffnete Dateien
menu-game-list = { $count ->
    [one] Partieliste ({ $count } Partie)
   *[other] Partieliste ({ $count } Partien)
}
menu-paste-dialog = PGN/FEN einfügen…
menu-paste-hint = Oder Ctrl+V über dem Brett drücken
menu-save-as = Speichern unter…
menu-append-to-file = An Datei anhängen…
menu-share = Teilen
menu-edit-tags = Tags bearbeiten…
menu-copy-fen = FEN kopieren
menu-quit = Beenden

menu-undo-replaced = Rückgängig: ersetzte Partie zurückholen
menu-undo-previous = Rückgängig: vorherige Partie zurückholen
menu-paste = PGN/FEN einfügen

menu-open-database = Datenbank öffnen…
menu-new-database = Neue Datenbank…
menu-recent-databases = Zuletzt geöffnete Datenbanken
menu-import-pgn = PGN importieren…
menu-import-pgn-hint = Oder .pgn-, .pgn.gz- oder .pgn.zst-Dateien auf das Fenster ziehen
menu-hide-database = { $name } ausblenden
menu-show-database = { $name } anzeigen
menu-database-window = Datenbankfenster
menu-player-view = Spieleransicht…
menu-close-database = Datenbank schließen

menu-puzzle-trainer = Aufgabentrainer
menu-repertoire-drill = Repertoire-Übung
menu-deviation-report = Abweichungsbericht
menu-add-line-white = Aktuelle Variante zum Weiß-Repertoire hinzufügen
menu-add-line-black = Aktuelle Variante zum Schwarz-Repertoire hinzufügen
menu-add-line-hint = Die Züge vom Anfang bis zur gezeigten Stellung
