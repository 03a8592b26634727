# Condividi: immagini della scacchiera, GIF animate e la pagina stampabile.

share-title-png = Salva la scacchiera come PNG
share-title-svg = Salva la scacchiera come SVG
share-title-game-gif = Salva la partita come GIF animata
share-title-line-gif = Salva la linea mostrata come GIF animata
share-title-page = Salva la pagina stampabile
share-filter-png = Immagine PNG
share-filter-svg = Immagine SVG
share-filter-gif = Animazione GIF
share-filter-page = Pagina web
share-copy-image = Copia immagine della scacchiera
share-copy-svg = Copia scacchiera come SVG
share-save-png = Salva scacchiera come PNG…
share-save-svg = Salva scacchiera come SVG…
share-save-game-gif = Salva partita come GIF…
share-save-line-gif = Salva linea mostrata come GIF…
share-print = Pagina stampabile…
share-print-title = Pagina stampabile
share-print-intro = Le mosse, i commenti e le varianti, con diagrammi:
share-print-marked = Alle mosse segnate per un diagramma ($220, o [#] nel commento)
share-print-every = Ogni
share-print-every-end = mosse, e alla fine
share-print-after-moves = Dopo le mosse
share-print-help = { $count ->
    [one] 12 è la 12ª mossa del Bianco, 20... la 20ª del Nero. La partita ha { $count } mossa.
   *[other] 12 è la 12ª mossa del Bianco, 20... la 20ª del Nero. La partita ha { $count } mosse.
}
share-print-save = Salva pagina…
share-print-bad-move = impossibile leggere «{ $token }» come mossa: scrivi 12 per la 12ª mossa del Bianco, 12... per quella del Nero
share-print-need-move = Indica almeno una mossa, ad esempio 12 o 20...
share-copied-image = Immagine della scacchiera copiata
share-copied-svg = Scacchiera copiata come SVG
share-making-gif = Creazione dell'animazione…
share-saved = Salvato { $path }
share-saved-frames = Salvato { $path } ({ $count } fotogrammi)
share-encode-failed = impossibile codificare l'immagine
share-cannot-write = Impossibile scrivere { $path }: { $error }

share-page-event = Torneo
share-page-site = Luogo
share-page-date = Data
share-page-round = Turno
share-page-eco = ECO
share-page-result = Risultato
share-page-after = Dopo { $number }
