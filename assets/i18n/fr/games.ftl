# La liste des parties d'un fichier PGN à plusieurs parties.

games-title = Parties
games-title-file = Parties de { $file }
games-close-tooltip = Fermer la liste (le menu Partie la rouvre)
games-column-event = Tournoi
games-column-date = Date
games-column-result = Résultat
games-column-eco = ECO
games-column-moves = Coups
games-no-such-game = la partie { $number } n'est pas dans la liste
games-game-gone = la partie { $number } n'est plus dans le fichier
games-status-broken = , { $count } illisible(s)
games-status-indexing = { count-games } indexée(s)…
games-status-checking = { count-games } ; vérification des coups…{ $broken }
games-status-stopped = { count-games } ; arrêt : { $reason }
games-status-done = { count-games } ({ $seconds } s), { $shown } affichée(s){ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filtre :
games-filter-hint = joueur, tournoi, date, ECO…
games-row-label = Partie { $number } : { $white } – { $black }, { $result }
games-cannot-read = Illisible : { $reason }
