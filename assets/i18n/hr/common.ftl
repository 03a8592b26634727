# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
piece-letter-knight = S

count-games = { $count ->
    [one] { $count } partija
    [few] { $count } partije
   *[other] { $count } partija
}

# Words used by several views.
common-cancel = Odustani
common-close = Zatvori
common-save = Spremi
common-open = Otvori
common-delete = Izbriši
common-white = Bijeli
common-black = Crni
common-human = Čovjek
common-browse = Pregledaj…
common-add = Dodaj
common-remove = Ukloni
common-start = Pokreni
common-stop = Zaustavi
common-pause = Pauza
common-resume = Nastavi
common-name = Ime
