# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Nueva partida
play-players = Jugadores
play-vs-computer = contra el ordenador
play-two-players = Dos jugadores
play-computer-vs-computer = Ordenador contra ordenador
play-no-engine = Esta versión aún no incluye ningún motor.
play-you-play = Juegas con
play-random = Al azar
play-opening-book = Libro de aperturas
play-engine-uses-book = El motor usa el libro
play-tempo-book = Libro de Tempo
play-choose = Elegir…
play-adjudication = Adjudicación
play-time-control = Control de tiempo
play-start-position = Posición inicial
play-start-game = Empezar la partida
play-engine = Motor
play-white-engine = Motor de las blancas
play-black-engine = Motor de las negras
play-strength = Fuerza
play-limit = Limitar
play-full-strength = fuerza máxima
play-untimed = Sin reloj
play-custom = Personalizado
play-suffix-minutes = { " min" }
play-suffix-seconds = { " s" }
play-suffix-moves = { " jugadas" }
play-suffix-centipawns = { " cp" }
play-start-standard = Estándar
play-start-fen = Desde FEN
play-start-960-random = Chess960 al azar
play-start-960-number = Chess960 n.º
play-paste-fen = pega un FEN

# Adjudication of computer games.
play-resign-when = Abandono cuando ambos motores ven
play-resign-tip = El bando perdedor abandona cuando las evaluaciones de ambos motores coinciden
play-for = durante
play-draw-from-move = Tablas desde la jugada
play-draw-tip = Tablas cuando ambos motores consideran la partida igualada
play-within = dentro de
play-draw-after-move = Tablas tras la jugada

# The board editor.
play-editor-title = Preparar posición
play-editor-valid = Posición válida
play-editor-invalid = No jugable: { $error }
play-editor-play-from-here = Jugar desde aquí
play-editor-play-from-here-tip = Empezar una partida nueva desde esta posición
play-editor-analyse = Analizar la posición
play-editor-analyse-tip = Cargar esta posición como partida actual
play-editor-clear = Vaciar el tablero
play-editor-start-position = Posición inicial
play-editor-flip = Girar el tablero
play-editor-turn = Turno
play-editor-white-to-move = Juegan las blancas
play-editor-black-to-move = Juegan las negras
play-editor-castling = Enroque
play-editor-castling-white = Blancas { $castle }
play-editor-castling-black = Negras { $castle }
play-editor-en-passant = Al paso
play-editor-no-en-passant = ninguno
play-editor-move-number = Número de jugada
play-editor-halfmove-clock = Contador de medias jugadas
play-editor-halfmove-clock-tip = Medias jugadas desde la última captura o jugada de peón (regla de las cincuenta jugadas)
play-editor-help = Haz clic en una casilla para poner la pieza elegida (Borrar vacía casillas), arrastra piezas al tablero, fuera o dentro de él; el clic derecho quita.
play-editor-erase = Borrar
play-editor-erase-tip = Borrar: las casillas pulsadas quedan vacías
play-editor-palette = paleta: { $piece }
play-editor-square = casilla del editor { $square }
