# L'elenco delle partite di un file PGN con più partite.

games-title = Partite
games-title-file = Partite in { $file }
games-close-tooltip = Chiudi l'elenco (il menu Partita lo riapre)
games-column-event = Torneo
games-column-date = Data
games-column-result = Risultato
games-column-eco = ECO
games-column-moves = Mosse
games-no-such-game = la partita { $number } non è nell'elenco
games-game-gone = la partita { $number } non è più nel file
games-status-broken = , { $count } illeggibili
games-status-indexing = { count-games } indicizzate…
games-status-checking = { count-games }; controllo delle mosse…{ $broken }
games-status-stopped = { count-games }; interrotto: { $reason }
games-status-done = { count-games } ({ $seconds } s), { $shown } mostrate{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filtro:
games-filter-hint = giocatore, torneo, data, ECO…
games-row-label = Partita { $number }: { $white } – { $black }, { $result }
games-cannot-read = Illeggibile: { $reason }
