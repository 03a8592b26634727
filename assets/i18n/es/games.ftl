# La lista de partidas de un archivo PGN con varias partidas.

games-title = Partidas
games-title-file = Partidas de { $file }
games-close-tooltip = Cerrar la lista (el menú Partida la vuelve a abrir)
games-column-event = Torneo
games-column-date = Fecha
games-column-result = Resultado
games-column-eco = ECO
games-column-moves = Jugadas
games-no-such-game = la partida { $number } no está en la lista
games-game-gone = la partida { $number } ya no está en el archivo
games-status-broken = , { $count } no se pueden leer
games-status-indexing = { count-games } indexadas…
games-status-checking = { count-games }; comprobando las jugadas…{ $broken }
games-status-stopped = { count-games }; detenido: { $reason }
games-status-done = { count-games } ({ $seconds } s), { $shown } mostradas{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filtro:
games-filter-hint = jugador, torneo, fecha, ECO…
games-row-label = Partida { $number }: { $white } – { $black }, { $result }
games-cannot-read = No se puede leer: { $reason }
