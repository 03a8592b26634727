# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
piece-letter-knight = S

count-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}

# Words used by several views.
common-cancel = Abbrechen
common-close = Schließen
common-save = Speichern
common-open = Öffnen
common-delete = Löschen
common-white = Weiß
common-black = Schwarz
common-human = Mensch
common-browse = Durchsuchen…
common-add = Hinzufügen
common-remove = Entfernen
common-start = Starten
common-stop = Stopp
common-pause = Pause
common-resume = Fortsetzen
common-name = Name
