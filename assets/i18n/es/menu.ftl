# La barra de menús.
menu-game = Partida
menu-edit = Edición
menu-database = Base de datos
menu-training = Entrenamiento
menu-engines = Motores
menu-view = Ver
menu-analysis = Análisis
menu-help = Ayuda
menu-version = Tempo { $version }

menu-manage-engines = Gestionar motores…
menu-tournament = Torneo…
menu-engine-games-from-position = Partidas de motores desde esta posición…
menu-engine-games-from-position-hint = Un match entre dos motores desde la posición del tablero
menu-continue-tournament = Continuar { $tournament }

menu-flip-board = Girar el tablero
menu-keyboard-cursor = Cursor de teclado en el tablero
menu-describe-position = Describir la posición
menu-say-clocks = Anunciar los relojes
menu-settings = Ajustes…

menu-keyboard = Teclado
menu-about = Acerca de Tempo

menu-new-game = Nueva partida…
menu-take-back = Deshacer jugada
menu-set-up-position = Preparar posición…
menu-open = Abrir…
menu-open-hint = Abrir un archivo PGN, FEN o EPD
menu-recent-files = Archivos recientes
menu-game-list = { $count ->
    [one] Lista de partidas ({ $count } partida)
   *[other] Lista de partidas ({ $count } partidas)
}
menu-paste-dialog = Pegar PGN/FEN…
menu-paste-hint = O pulse Ctrl+V sobre el tablero
menu-save-as = Guardar como…
menu-append-to-file = Añadir a un archivo…
menu-share = Compartir
menu-edit-tags = Editar etiquetas…
menu-copy-fen = Copiar FEN
menu-quit = Salir

menu-undo-replaced = Deshacer: recuperar una partida reemplazada
menu-undo-previous = Deshacer: recuperar la partida anterior
menu-paste = Pegar PGN/FEN

menu-open-database = Abrir base de datos…
menu-new-database = Nueva base de datos…
menu-recent-databases = Bases de datos recientes
menu-import-pgn = Importar PGN…
menu-import-pgn-hint = O suelte archivos .pgn, .pgn.gz o .pgn.zst en la ventana
menu-hide-database = Ocultar { $name }
menu-show-database = Mostrar { $name }
menu-database-window = Ventana de la base de datos
menu-player-view = Vista de jugador…
menu-close-database = Cerrar la base de datos

menu-puzzle-trainer = Entrenador de ejercicios
menu-repertoire-drill = Práctica de repertorio
menu-deviation-report = Informe de desviaciones
menu-add-line-white = Añadir la línea actual al repertorio de blancas
menu-add-line-black = Añadir la línea actual al repertorio de negras
menu-add-line-hint = Las jugadas desde el inicio hasta la posición mostrada
