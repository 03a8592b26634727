# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = A
piece-letter-knight = C

count-games = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}

# Words used by several views.
common-cancel = Annulla
common-close = Chiudi
common-save = Salva
common-open = Apri
common-delete = Elimina
common-white = Bianco
common-black = Nero
common-human = Umano
common-browse = Sfoglia…
common-add = Aggiungi
common-remove = Rimuovi
common-start = Avvia
common-stop = Ferma
common-pause = Pausa
common-resume = Riprendi
common-name = Nome
