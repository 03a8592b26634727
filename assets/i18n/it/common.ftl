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
common-ok = OK
common-cancel = Annulla
common-close = Chiudi
common-save = Salva
common-open = Apri
common-delete = Elimina
common-apply = Applica
common-yes = Sì
common-no = No
common-white = Bianco
common-black = Nero
common-browse = Sfoglia…
common-add = Aggiungi
common-remove = Rimuovi
common-start = Avvia
common-stop = Ferma
common-pause = Pausa
common-resume = Riprendi
common-back = Indietro
common-next = Avanti
common-new = Nuovo
common-edit = Modifica
common-name = Nome
common-error = Errore
common-draw = Patta
common-none = Nessuno
