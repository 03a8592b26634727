# Bases de partidas: la ventana de la base, la barra de filtro, la vista de jugador, el árbol de aperturas.

database-title = Base de datos: { $name }
database-open-first = Primero abra o cree una base de datos
database-nothing-to-export = No hay partidas que exportar
database-cannot-open-file = No se puede abrir { $file }: { $error }
database-cannot-open = No se puede abrir la base de datos: { $error }
database-cannot-load = No se puede cargar la partida: { $error }
database-cannot-save-pgn = No se puede guardar: la partida no se pudo convertir a PGN
database-closed-save = { $file } está cerrada: vuelva a abrirla para guardar allí esta partida, o use Guardar como…
database-not-pgn = { $file } no es un archivo PGN (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Elija otra base de datos a la que copiar las partidas
database-opened = { $file } abierta ({ count-games })
database-saved-game = Partida { $id } guardada en { $file }
database-deleted = Eliminadas: { count-games }
database-deleted-some = Eliminadas { $count } de { $requested } partidas (las demás ya no estaban)
database-copied = Copiadas { count-games } a { $file }
database-copied-duplicates = Copiadas { count-games } a { $file } ({ $duplicates } ya estaban)
database-exported = Escritas { count-games } en { $file }
database-import-summary = { $imported } importadas, { $skipped } omitidas, { $duplicates } duplicadas
database-import-cancelled-kept = Importación cancelada; se conservan las { $count } partidas leídas hasta ahora
database-import-cancelled = Importación cancelada: { $summary }
database-import-finished = Importación terminada: { $summary }
database-import-failed = La importación se detuvo ({ $summary }): { $error }
database-offer-new-title = ¿Importar en una base de datos nueva?
database-offer-new-text = Se soltaron { $count } archivos PGN y no hay ninguna base de datos abierta. ¿Crear una base de datos nueva e importarlos en ella?
database-offer-new-button = Base de datos nueva…
database-delete-title = ¿Eliminar las partidas seleccionadas?
database-delete-text = Se quitarán de la base de datos { count-games }. No se puede deshacer.
database-delete-keep = Conservarlas

database-column-elo = Elo
database-column-result = Resultado
database-column-date = Fecha
database-column-event = Torneo
database-column-eco = ECO
database-column-plies = Medias jugadas
database-skipped-title = Partidas omitidas
database-skipped-text = { $count } partidas no se pudieron leer y se omitieron (archivo, número de partida, línea, motivo):
database-skipped-button = Partidas omitidas…
database-import-pgn = Importar PGN…
database-import-pgn-tooltip = O suelte archivos .pgn, .pgn.gz o .pgn.zst sobre la ventana
database-export-list = Exportar lista…
database-export-list-tooltip = Escribir todas las partidas de la lista, en su orden, en un archivo PGN
database-player-view-button = Vista de jugador…
database-working = Trabajando…
database-import-stopped-in = Importación detenida: { $summary } en { $time }
database-import-cancelled-in = Importación cancelada: { $summary } en { $time }
database-last-import-in = Última importación: { $summary } en { $time }
database-importing = Importando { $file }
database-importing-of = Importando { $file } (archivo { $number } de { $total })
database-import-progress = { $games } partidas · { $rate } partidas/s · faltan { $left }
database-cancel-import-tooltip = Detenerse tras la partida actual; se conservan las partidas leídas
database-searching = Buscando…
database-searching-lower = buscando…
database-empty = Aún no hay partidas: importe archivos PGN (Importar PGN… o suéltelos sobre la ventana)
database-no-match = Ninguna partida cumple el filtro
database-sort-label = ordenar por { $column }
database-sort-label-black = ordenar por { $column } (Negras)
database-sort-tooltip = Ordenar por { $column }; de nuevo para invertir
database-row-label = partida { $number }: { $white } contra { $black }
database-row-label-loading = partida { $number }
database-load = Cargar
database-delete-games = { $count ->
    [one] Eliminar partida…
   *[other] Eliminar { $count } partidas…
}
database-copy-games = { $count ->
    [one] Copiar partida a una base de datos…
   *[other] Copiar { $count } partidas a una base de datos…
}
database-export-games = { $count ->
    [one] Exportar partida a PGN…
   *[other] Exportar { $count } partidas a PGN…
}
database-player-view-name = Vista de jugador: { $name }
database-listed = { $count } en la lista
database-listed-searching = { $count } en la lista (buscando…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · { $selected } seleccionadas
database-status-counting = … partidas · { $listed }
database-timing = consulta { $query } · filas { $rows }

database-filter-player = Jugador
database-filter-position = Posición
database-filter-to = a
database-hint-name-starts = el nombre empieza por
database-hint-either-colour = cualquier color
database-hint-starts = empieza por
database-hint-eco = B20 o B20-B99
database-hint-min = mín
database-hint-max = máx
database-hint-from = desde
database-hint-to = hasta
database-filter-any-result = Cualquiera
database-filter-board-position-set = posición del tablero
database-filter-reaching = Partidas que llegan a { $fen }
database-filter-clear = Quitar
database-filter-board-position = Posición del tablero
database-filter-board-position-tooltip = Solo partidas cuya línea principal llega a la posición del tablero, en cualquier orden de jugadas
database-filter-search = Buscar
database-filter-search-tooltip = O pulse Intro en un campo
database-filter-reset = Restablecer
database-filter-not-number = { $field } «{ $value }»: se espera un número entero
database-filter-lowest-elo = Elo mínimo
database-filter-highest-elo = Elo máximo
database-filter-fewest-plies = Mínimo de medias jugadas
database-filter-most-plies = Máximo de medias jugadas
database-filter-bad-date = Fecha: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Rango de Elo: el extremo inferior supera al superior
database-filter-dates-reversed = Rango de fechas: el extremo inferior supera al superior
database-filter-plies-reversed = Rango de medias jugadas: el extremo inferior supera al superior

database-player-title = Vista de jugador
database-player-show = Mostrar
database-player-none = Ningún nombre de jugador empieza por «{ $prefix }»
database-player-reading = Leyendo las partidas de { $name }…
database-player-prompt = Escriba el comienzo del nombre de un jugador (sin importar mayúsculas) y pulse Intro
database-player-names-more = { $names } y { $count } más
database-player-with-white = Con blancas
database-player-with-black = Con negras
database-player-over-time = Resultados a lo largo del tiempo
database-player-by-opening = Resultados por apertura
database-player-wins = Victorias
database-player-draws = Tablas
database-player-losses = Derrotas
database-player-axis-games = partidas
database-player-opening = Apertura
database-player-no-eco = (sin código ECO)
database-player-no-eco-games = Partidas sin código ECO

database-explorer-title = Árbol: { $name }
database-explorer-use-filter = Aplicar el filtro de la lista
database-explorer-use-filter-tooltip = Contar solo las partidas que deja pasar el filtro de la ventana de la base de datos
database-explorer-no-game = Ninguna partida de la base de datos llega a esta posición
database-explorer-opening = Abriendo la base de datos…
database-explorer-move = Jugada
database-explorer-games = Partidas
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Última
database-explorer-total = { $count } partidas · { $ms } ms
database-explorer-play = Jugar esta jugada
database-explorer-move-label = jugada del árbol { $san }
database-explorer-share = { $share } % de las partidas en esta posición
database-explorer-latest-game = Última partida: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Ganan blancas { $white }, tablas { $draws }, ganan negras { $black }
database-explorer-results-unfinished = Ganan blancas { $white }, tablas { $draws }, ganan negras { $black }, sin terminar { $unfinished }

database-stopped-answering = { $file }: la base de datos dejó de responder
database-import-running = ya hay una importación en curso; espere o cancélela
database-import-cannot-start = no se puede iniciar la importación: { $error }
database-job-failed = Falló { $job }: { $error }
database-job-list = la lectura de la lista de partidas
database-job-explorer = el árbol de aperturas
database-job-player = la vista de jugador
database-job-load = la carga de la partida
database-job-save = el guardado de la partida
database-job-delete = la eliminación de partidas
database-job-copy = la copia de partidas
database-job-export = la exportación de partidas
database-job-count = el recuento de partidas
