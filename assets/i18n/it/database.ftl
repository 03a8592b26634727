# Database di partite: la finestra del database, la barra dei filtri, la vista giocatore, l'albero delle aperture.

database-title = Database: { $name }
database-open-first = Prima apri o crea un database
database-nothing-to-export = Nessuna partita da esportare
database-cannot-open-file = Impossibile aprire { $file }: { $error }
database-cannot-open = Impossibile aprire il database: { $error }
database-cannot-load = Impossibile caricare la partita: { $error }
database-cannot-save-pgn = Impossibile salvare: la partita non è stata convertita in PGN
database-closed-save = { $file } è chiuso: riaprilo per salvarvi questa partita, oppure usa Salva con nome…
database-not-pgn = { $file } non è un file PGN (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Scegli un altro database in cui copiare le partite
database-opened = Aperto { $file } ({ count-games })
database-saved-game = Partita { $id } salvata in { $file }
database-deleted = Eliminate: { count-games }
database-deleted-some = Eliminate { $count } partite su { $requested } (le altre non c'erano più)
database-copied = Copiate { count-games } in { $file }
database-copied-duplicates = Copiate { count-games } in { $file } ({ $duplicates } c'erano già)
database-exported = Scritte { count-games } in { $file }
database-import-summary = { $imported } importate, { $skipped } saltate, { $duplicates } doppioni
database-import-cancelled-kept = Importazione annullata; le { $count } partite lette finora sono conservate
database-import-cancelled = Importazione annullata: { $summary }
database-import-finished = Importazione completata: { $summary }
database-import-failed = L'importazione si è fermata ({ $summary }): { $error }
database-offer-new-title = Importare in un nuovo database?
database-offer-new-text = Sono stati rilasciati { $count } file PGN e nessun database è aperto. Creare un nuovo database e importarli lì?
database-offer-new-button = Nuovo database…
database-delete-title = Eliminare le partite selezionate?
database-delete-text = { count-games } verranno rimosse dal database. L'operazione non si può annullare.
database-delete-keep = Tienile

database-column-elo = Elo
database-column-result = Risultato
database-column-date = Data
database-column-event = Torneo
database-column-eco = ECO
database-column-plies = Semimosse
database-skipped-title = Partite saltate
database-skipped-text = { $count } partite non leggibili sono state saltate (file, numero di partita, riga, motivo):
database-skipped-button = Partite saltate…
database-import-pgn = Importa PGN…
database-import-pgn-tooltip = Oppure trascina file .pgn, .pgn.gz o .pgn.zst sulla finestra
database-export-list = Esporta elenco…
database-export-list-tooltip = Scrivi tutte le partite dell'elenco, nel loro ordine, in un file PGN
database-player-view-button = Vista giocatore…
database-working = In corso…
database-import-stopped-in = Importazione interrotta: { $summary } in { $time }
database-import-cancelled-in = Importazione annullata: { $summary } in { $time }
database-last-import-in = Ultima importazione: { $summary } in { $time }
database-importing = Importazione di { $file }
database-importing-of = Importazione di { $file } (file { $number } di { $total })
database-import-progress = { $games } partite · { $rate } partite/s · mancano { $left }
database-cancel-import-tooltip = Fermati dopo la partita in corso; le partite lette sono conservate
database-searching = Ricerca…
database-searching-lower = ricerca…
database-empty = Ancora nessuna partita: importa file PGN (Importa PGN… o trascinali sulla finestra)
database-no-match = Nessuna partita corrisponde al filtro
database-sort-label = ordina per { $column }
database-sort-label-black = ordina per { $column } (Nero)
database-sort-tooltip = Ordina per { $column }; di nuovo per invertire
database-row-label = partita { $number }: { $white } contro { $black }
database-row-label-loading = partita { $number }
database-load = Carica
database-delete-games = { $count ->
    [one] Elimina partita…
   *[other] Elimina { $count } partite…
}
database-copy-games = { $count ->
    [one] Copia partita in un database…
   *[other] Copia { $count } partite in un database…
}
database-export-games = { $count ->
    [one] Esporta partita in PGN…
   *[other] Esporta { $count } partite in PGN…
}
database-player-view-name = Vista giocatore: { $name }
database-listed = { $count } in elenco
database-listed-searching = { $count } in elenco (ricerca…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · { $selected } selezionate
database-status-counting = … partite · { $listed }
database-timing = query { $query } · righe { $rows }

database-filter-player = Giocatore
database-filter-position = Posizione
database-filter-to = a
database-hint-name-starts = il nome inizia con
database-hint-either-colour = entrambi i colori
database-hint-starts = inizia con
database-hint-eco = B20 o B20-B99
database-hint-min = min
database-hint-max = max
database-hint-from = dal
database-hint-to = al
database-filter-any-result = Qualsiasi
database-filter-board-position-set = posizione sulla scacchiera
database-filter-reaching = Partite che raggiungono { $fen }
database-filter-clear = Togli
database-filter-board-position = Posizione sulla scacchiera
database-filter-board-position-tooltip = Solo le partite la cui linea principale raggiunge la posizione sulla scacchiera, in qualsiasi ordine di mosse
database-filter-search = Cerca
database-filter-search-tooltip = Oppure premi Invio in un campo
database-filter-reset = Azzera
database-filter-not-number = { $field } «{ $value }»: serve un numero intero
database-filter-lowest-elo = Elo minimo
database-filter-highest-elo = Elo massimo
database-filter-fewest-plies = Semimosse minime
database-filter-most-plies = Semimosse massime
database-filter-bad-date = Data: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Intervallo di Elo: il minimo supera il massimo
database-filter-dates-reversed = Intervallo di date: il minimo supera il massimo
database-filter-plies-reversed = Intervallo di semimosse: il minimo supera il massimo

database-player-title = Vista giocatore
database-player-show = Mostra
database-player-none = Nessun nome di giocatore inizia con «{ $prefix }»
database-player-reading = Lettura delle partite di { $name }…
database-player-prompt = Scrivi l'inizio del nome di un giocatore (maiuscole indifferenti) e premi Invio
database-player-names-more = { $names } e altri { $count }
database-player-with-white = Con il Bianco
database-player-with-black = Con il Nero
database-player-over-time = Risultati nel tempo
database-player-by-opening = Risultati per apertura
database-player-wins = Vittorie
database-player-draws = Patte
database-player-losses = Sconfitte
database-player-axis-games = partite
database-player-opening = Apertura
database-player-no-eco = (nessun codice ECO)
database-player-no-eco-games = Partite senza codice ECO

database-explorer-title = Albero: { $name }
database-explorer-use-filter = Applica il filtro dell'elenco
database-explorer-use-filter-tooltip = Conta solo le partite che il filtro della finestra del database lascia passare
database-explorer-no-game = Nessuna partita del database raggiunge questa posizione
database-explorer-opening = Apertura del database…
database-explorer-move = Mossa
database-explorer-games = Partite
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Ultima
database-explorer-total = { $count } partite · { $ms } ms
database-explorer-play = Gioca questa mossa
database-explorer-move-label = mossa dell'albero { $san }
database-explorer-share = { $share }% delle partite in questa posizione
database-explorer-latest-game = Ultima partita: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Vince il Bianco { $white }, patte { $draws }, vince il Nero { $black }
database-explorer-results-unfinished = Vince il Bianco { $white }, patte { $draws }, vince il Nero { $black }, non finite { $unfinished }

database-stopped-answering = { $file }: il database non risponde più
database-import-running = è già in corso un'importazione; attendi o annullala
database-import-cannot-start = impossibile avviare l'importazione: { $error }
database-job-failed = Non riuscito ({ $job }): { $error }
database-job-list = Lettura dell'elenco delle partite
database-job-explorer = Albero delle aperture
database-job-player = Vista giocatore
database-job-load = Caricamento della partita
database-job-save = Salvataggio della partita
database-job-delete = Eliminazione di partite
database-job-copy = Copia di partite
database-job-export = Esportazione di partite
database-job-count = Conteggio delle partite
