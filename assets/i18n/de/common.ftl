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
common-ok = OK
common-cancel = Abbrechen
common-close = Schließen
common-save = Speichern
common-open = Öffnen
common-delete = Löschen
common-apply = Übernehmen
common-yes = Ja
common-no = Nein
common-white = Weiß
common-black = Schwarz
common-browse = Durchsuchen…
common-add = Hinzufügen
common-remove = Entfernen
common-start = Starten
common-stop = Stopp
common-pause = Pause
common-resume = Fortsetzen
common-back = Zurück
common-next = Weiter
common-new = Neu
common-edit = Bearbeiten
common-name = Name
common-error = Fehler
common-draw = Remis
common-none = Keine
