# La ventana de torneos (Motores ▸ Torneo…): configuración, vista en directo, clasificación, SPRT.

tournament-window-title = Torneo
tournament-default-event = Torneo Tempo
tournament-event-from-position = Partidas de motores desde una posición

## Configuración
tournament-event = Evento
tournament-format = Formato
tournament-format-round-robin = Todos contra todos
tournament-format-gauntlet = Gauntlet
tournament-format-match = Match de dos
tournament-engines = Motores
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (juega contra todos)
tournament-engine-results-side = { $number }. { $name } (resultados desde su lado)
tournament-engine-not-listed = no está en la lista de motores
tournament-add-engine = Añadir un motor…
tournament-games = Partidas
tournament-games-in-match = en el match (cada apertura dos veces, con los colores invertidos)
tournament-games-per-pairing = por emparejamiento (cada apertura dos veces, con los colores invertidos)
tournament-per-move = Por jugada
tournament-limit-clock = Reloj
tournament-limit-clock-hint = [jugadas/]segundos[+incremento], como 10+0.1 o 40/60
tournament-limit-time = Tiempo
tournament-limit-nodes = Nodos
tournament-openings = Aperturas
tournament-openings-start-position = Posición inicial
tournament-openings-book = Líneas del libro
tournament-openings-file = Archivo EPD/PGN
tournament-openings-board-position = La posición del tablero
tournament-book-lines-of = Líneas de
tournament-book-plies = medias jugadas del libro incluido, una por par de partidas
tournament-shuffled = Barajadas
tournament-choose = Elegir…
tournament-at-once = A la vez
tournament-at-once-games = partidas (cada instancia de motor usa un núcleo)
tournament-adjudication = Adjudicación
tournament-sprt = SPRT
tournament-sprt-stop = Parar cuando se decida:
tournament-sprt-hint = Prueba secuencial de razón de verosimilitudes entre dos hipótesis de Elo
tournament-pgn-file = Archivo PGN
tournament-write-games-to = Escribir las partidas en
tournament-seed = Semilla
tournament-seed-hint = baraja las aperturas y elige las líneas del libro

## Qué falla en la configuración
tournament-problem-pgn-name = Indica el archivo PGN o desmarca la casilla.
tournament-problem-match-engines = Un match necesita exactamente dos motores (elegidos: { $count }).
tournament-problem-two-engines = Elige al menos dos motores.
tournament-problem-no-games = Juega al menos una partida por emparejamiento.
tournament-problem-clock = El reloj: { $error }
tournament-problem-zero-time = El tiempo por jugada no puede ser 0.
tournament-problem-zero-nodes = El número de nodos no puede ser 0.
tournament-problem-opening-file = Elige un archivo de aperturas.
tournament-problem-book-plies = Las líneas del libro necesitan al menos una media jugada.
tournament-problem-start-position = La posición inicial: { $error }
tournament-problem-sprt = SPRT: { $error }

## La lista de torneos
tournament-list-unreadable = No se puede leer la lista de torneos: { $error }
tournament-list-unwritable = No se puede escribir la lista de torneos: { $error }
tournament-cannot-remove = No se pudo quitar el torneo: { $error }
tournament-no-data-folder = Los torneos necesitan la carpeta de datos de la aplicación, que es desconocida.
tournament-unfinished = Torneos sin terminar
tournament-continue = Continuar
tournament-forget = Olvidar
tournament-forget-hint = Quitarlo junto con sus partidas grabadas

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = todos contra todos
tournament-summary-gauntlet = gauntlet
tournament-summary-match = match
tournament-summary-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } partida por emparejamiento
   *[other] { $count } partidas por emparejamiento
}

## Un torneo en marcha
tournament-status-counts = { $finished } de { $scheduled ->
    [one] { $scheduled } partida
   *[other] { $scheduled } partidas
}
tournament-status-starting = Iniciando los motores…
tournament-status-stopping = Deteniendo… { $counts }
tournament-status-paused = En pausa: { $counts }; las partidas en juego terminan, no empieza ninguna nueva
tournament-status-running = En marcha: { $counts }
tournament-status-finished = Terminado: { $counts }
tournament-status-finished-sprt = Terminado: { $counts } (lo decidió el SPRT)
tournament-status-stopped = Detenido: se conservan { $counts }; continúalo desde la lista de la configuración
tournament-status-failed = Interrumpido: { $reason }
tournament-stopped-because = El torneo se detuvo: { $reason }
tournament-games-unreadable = No se pueden leer las partidas: { $error }
tournament-pause-hint = Las partidas en juego terminan; no empieza ninguna nueva
tournament-stop-hint = Abandona las partidas en juego; las terminadas se conservan
tournament-new = Nuevo torneo
tournament-add-as-variations = Añadir las partidas como variantes
tournament-add-as-variations-hint = Tras la posición del tablero, en la partida mostrada
tournament-board-result = Partida { $number }: { $result }
tournament-board-move = Partida { $number }, jugada { $moves }: { $last }
tournament-board-started = Partida { $number }: empezada
tournament-games-log = Partidas

## Clasificación
tournament-column-engine = Motor
tournament-column-points = Puntos
tournament-column-games = Partidas
tournament-column-wins = G
tournament-column-draws = T
tournament-column-losses = P
tournament-score-line = Marcador de { $first } contra { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Diferencia de Elo { $elo } (95 %, { $pairs ->
    [one] { $pairs } par de partidas
   *[other] { $pairs } pares de partidas
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, límites { $lower } y { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 aceptada
tournament-sprt-h0-accepted = H0 aceptada
tournament-sprt-undecided = aún sin decisión
tournament-sprt-games-counted = partidas contadas
tournament-sprt-h0-bound = límite H0
tournament-sprt-h1-bound = límite H1
