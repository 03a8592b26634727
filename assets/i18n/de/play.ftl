# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Neue Partie
play-players = Spieler
play-vs-computer = gegen den Computer
play-two-players = Zwei Spieler
play-computer-vs-computer = Computer gegen Computer
play-no-engine = In diese Version ist noch keine Engine eingebaut.
play-you-play = Sie spielen
play-random = Zufällig
play-opening-book = Eröffnungsbuch
play-engine-uses-book = Engine nutzt das Buch
play-tempo-book = Tempo-Buch
play-choose = Wählen…
play-adjudication = Abbruchwertung
play-time-control = Bedenkzeit
play-start-position = Ausgangsstellung
play-start-game = Partie starten
play-engine = Engine
play-white-engine = Engine für Weiß
play-black-engine = Engine für Schwarz
play-strength = Spielstärke
play-limit = Begrenzen
play-full-strength = volle Stärke
play-untimed = Ohne Uhr
play-custom = Eigene
play-suffix-minutes = { " Min." }
play-suffix-seconds = { " s" }
play-suffix-moves = { " Züge" }
play-suffix-centipawns = { " cp" }
play-start-standard = Standard
play-start-fen = Aus FEN
play-start-960-random = Chess960 zufällig
play-start-960-number = Chess960 Nr.
play-paste-fen = FEN einfügen

# Adjudication of computer games.
play-resign-when = Aufgeben, wenn beide Engines sehen
play-resign-tip = Die unterlegene Seite gibt auf, sobald die Bewertungen beider Engines übereinstimmen
play-for = über
play-draw-from-move = Remis ab Zug
play-draw-tip = Remis, sobald beide Engines die Partie für ausgeglichen halten
play-within = innerhalb
play-draw-after-move = Remis nach Zug

# The board editor.
play-editor-title = Stellung aufbauen
play-editor-valid = Gültige Stellung
play-editor-invalid = Nicht spielbar: { $error }
play-editor-play-from-here = Von hier spielen
play-editor-play-from-here-tip = Eine neue Partie aus dieser Stellung beginnen
play-editor-analyse = Stellung analysieren
play-editor-analyse-tip = Diese Stellung als aktuelle Partie laden
play-editor-clear = Brett leeren
play-editor-start-position = Grundstellung
play-editor-flip = Brett drehen
play-editor-turn = Am Zug
play-editor-white-to-move = Weiß am Zug
play-editor-black-to-move = Schwarz am Zug
play-editor-castling = Rochade
play-editor-castling-white = Weiß { $castle }
play-editor-castling-black = Schwarz { $castle }
play-editor-en-passant = En passant
play-editor-no-en-passant = keins
play-editor-move-number = Zugnummer
play-editor-halfmove-clock = Halbzugzähler
play-editor-halfmove-clock-tip = Halbzüge seit dem letzten Schlagen oder Bauernzug (50-Züge-Regel)
play-editor-help = Klicken Sie auf ein Feld, um die gewählte Figur zu setzen (Löschen leert Felder), ziehen Sie Figuren aufs Brett, herunter oder umher; Rechtsklick entfernt.
play-editor-erase = Löschen
play-editor-erase-tip = Löschen: angeklickte Felder werden geleert
play-editor-palette = Palette: { $piece }
play-editor-square = Editorfeld { $square }
