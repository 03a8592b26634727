# Entrenamiento: el entrenador de problemas, el repaso del repertorio y el informe de desviaciones.
# $side es "white" o "black": elige la forma de la palabra con un selector.

training-or = o
training-continue = Continuar

## El archivo de entrenamiento
training-not-saved = No se guardó el progreso del entrenamiento: { $error }
training-file-unreadable = No se pudo leer el archivo de entrenamiento ({ $error }); el progreso no se guarda.
training-repertoire-unreadable = el repertorio de { $side ->
    [white] blancas
   *[black] negras
} del archivo de entrenamiento: { $error }
training-set-aside = Apartarlo y empezar uno nuevo
training-file-set-aside = El archivo de entrenamiento anterior se guarda como { $path }
training-cannot-rename = No se puede renombrar { $path }: { $error }
training-database-gone = { $path } ya no existe

## Entrenador de problemas
training-trainer-title = Entrenador de problemas
training-open-a-set = Abre una colección de problemas para empezar
training-rating = Puntuación { $rating }
training-provisional = provisional
training-solved-missed = { $solved } resueltos, { $missed } fallados
training-no-puzzle = No hay ningún problema en el tablero.
training-next-puzzle = Siguiente problema
training-no-puzzle-fits = Ningún problema se ajusta al filtro
training-task-mate = Juegan las { $side ->
    [white] blancas
   *[black] negras
} y dan mate en { $count }
training-task-avoid = Juegan las { $side ->
    [white] blancas
   *[black] negras
}: encuentra una buena jugada que no sea { $moves }
training-task-best = Juegan las { $side ->
    [white] blancas
   *[black] negras
}: encuentra la mejor jugada
training-puzzle-rated = { $source } · puntuación { $rating }
training-due-again = toca repasar
training-early-repeat = repaso anticipado
training-not-it = { $san } no es.
training-retry = Reintentar
training-show-solution = Ver la solución
training-prover-working = El demostrador lo está calculando…
training-play-your-move = Haz tu jugada en el tablero.
training-right = { $line } Correcto.
training-right-keep-going = { $line } Correcto, sigue.
training-hint = Pista
training-hint-tooltip = Primero la pieza, luego la jugada; resolver tras una pista cuenta menos
training-hint-piece = Pista: mueve la pieza de { $square }
training-hint-move = Pista: { $san }
training-no-hint-problem = No hay pista para este problema
training-no-hint-position = No hay pista para esta posición
training-skip = Saltar
training-skip-tooltip = No se registra
training-solved = ¡Resuelto!
training-solved-after-wrong = Resuelto tras { $count ->
    [one] { $count } jugada errónea
   *[other] { $count } jugadas erróneas
}: cuenta como fallo y volverá pronto
training-solved-with-hint = Resuelto con la jugada mostrada: cuenta como fallo y volverá pronto
training-any-but-solution = Cualquier jugada salvo las citadas mantiene la posición.
training-solution = Solución: { $line }
training-open-game = Abrir la partida
training-show-on-board = Mostrar en el tablero principal
training-source-tooltip = En el tablero principal, en la jugada del problema
training-open-epd = Abrir EPD…
training-open-epd-tooltip = Problemas con bm, am o dm: WAC, Bratko-Kopec, los tuyos
training-puzzles-of = Problemas de { $name }
training-database-puzzles = Problemas de la base de datos
training-database-puzzles-tooltip = Los problemas que `tempo puzzles extract` guardó en la base de datos abierta
training-reading = Leyendo { $name }…
training-cannot-open-puzzles = No se pueden abrir los problemas: { $error }
training-records-left-out = { $name }: { $count ->
    [one] { $count } registro omitido
   *[other] { $count } registros omitidos
} ({ $reasons })
training-set = Colección
training-all-sets = Todas las colecciones
training-theme = Tema
training-all-themes = Todos los temas
training-puzzle-counts = { $count ->
    [one] { $count } problema
   *[other] { $count } problemas
}: { $due } por repasar, { $new } nuevos
training-set-size = { $set } · { $count ->
    [one] { $count } problema
   *[other] { $count } problemas
}
training-remove-set-tooltip = Quitar esta colección del entrenador (su progreso se conserva)

## Repaso del repertorio
training-drill-title = Repaso del repertorio
training-drill-not-saved = No se pudo leer el archivo de entrenamiento: el progreso del repaso no se guarda (ver el entrenador de problemas).
training-opponent-weighted = El rival juega con la frecuencia de las partidas de { $name }.
training-opponent-counting = Contando las jugadas del rival en la base de datos…
training-opponent-evenly = Las jugadas del rival se eligen por igual (abre una base de datos para ponderarlas según sus partidas).
training-drill = Repasar
training-repertoire-empty = vacío
training-cards-due-learned = { $due } por repasar · { $learned }/{ $total } aprendidas
training-load-pgn = Cargar PGN…
training-load-pgn-tooltip = Añadir las partidas y variantes de un archivo PGN al repertorio de { $side ->
    [white] blancas
   *[black] negras
}
training-add-current-line = Añadir la línea actual
training-add-current-line-tooltip = Las jugadas del tablero principal desde el inicio hasta la posición mostrada
training-empty = Vaciar…
training-empty-title = ¿Vaciar el repertorio?
training-empty-question = Se pierden todas las líneas del repertorio de { $side ->
    [white] blancas
   *[black] negras
} y su progreso de repaso. No se puede deshacer.
training-empty-it = Vaciarlo
training-keep-it = Conservarlo
training-drill-repertoire = Repasar el repertorio de { $side ->
    [white] blancas
   *[black] negras
}
training-opponent-replies = El rival responde…
training-your-move = Tu turno: haz la jugada del repertorio
training-drill-wrong = No { $played }: el repertorio juega { $expected }
training-line-nothing-due = No hay nada por repasar en esta línea.
training-line-done = Línea terminada: { $right } de { $asked } correctas
training-next-line = Siguiente línea
training-cannot-read = No se puede leer { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} de { $file } añadidas al repertorio de { $side ->
    [white] blancas
   *[black] negras
}
training-line-not-from-start = Las líneas del repertorio parten de la posición inicial; esta partida no
training-line-empty = Juega primero la línea en el tablero
training-moves-added = { $count ->
    [one] { $count } jugada añadida
   *[other] { $count } jugadas añadidas
} al repertorio de { $side ->
    [white] blancas
   *[black] negras
}
training-cannot-add-line = No se puede añadir la línea: { $error }
training-repertoire-is-empty = El repertorio de { $side ->
    [white] blancas
   *[black] negras
} está vacío: carga primero un PGN o añade líneas
training-cannot-count = No se pueden contar las jugadas de los rivales: { $error }

## Informe de desviaciones
training-report-title = Informe de desviaciones
training-player = Jugador
training-player-hint = nombre o su comienzo
training-check-games = Revisar partidas
training-check-games-tooltip = Cada partida frente al repertorio del color del jugador
training-in-database = en { $name }
training-open-database-first = abre primero una base de datos
training-report-progress = { $done } de { $total ->
    [one] { $total } partida
   *[other] { $total } partidas
}
training-report-empty = Aquí aparecen las partidas que salieron del repertorio; haz clic en una para abrirla en esa jugada.
training-column-game = Partida
training-column-move = Jugada
training-column-left-by = Salió
training-column-played = Jugada hecha
training-column-repertoire = Repertorio
training-column-judgement = Valoración
training-open-at-move = Abrir la partida en esta jugada
training-left-by-player = jugador ({ $side ->
    [white] blancas
   *[black] negras
})
training-left-by-opponent = rival
training-judgement-mistake = Error (−{ $drop } %)
training-judgement-playable = Jugable ({ $change } %): vale la pena añadirla
training-judgement-hole = Sin preparar: responde { $reply }
training-judgement-opponent-mistake = Error del rival (−{ $drop } %): castígalo con { $reply }
training-report-needs-database = Abre primero la base de datos con las partidas del jugador
training-report-needs-player = Escribe el nombre del jugador (o su comienzo)
training-report-needs-repertoire = Los dos repertorios están vacíos: crea uno en la ventana de repaso
training-report-needs-engine = No hay ningún motor para valorar las jugadas
training-report-cancelled = Cancelado tras { $done } de { $total ->
    [one] { $total } partida
   *[other] { $total } partidas
}
training-report-no-games = No hay partidas de «{ $player }» en la base de datos
training-report-finished = { $total ->
    [one] { $total } partida revisada
   *[other] { $total } partidas revisadas
}: { $left } salieron del repertorio
training-report-failed = El informe se detuvo: { $error }

## Where a puzzle comes from
training-source-game = partida { $game }, jugada { $number }
training-source-puzzle = problema { $id }
training-source-line = línea { $line }
