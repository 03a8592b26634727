# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Analizar la posición (A)
analysis-menu-stop = Detener el análisis (A)
analysis-menu-review = Revisar la partida…
analysis-start = Analizar
analysis-start-tip = Analizar la posición mostrada (A)
analysis-stop = Detener
analysis-stop-tip = Detener el análisis (A)
analysis-no-engine = Ningún motor: añade uno para analizar
analysis-add-engine = Añadir motor
analysis-add-engine-tip = Analizar con un motor más (hasta { $count }), cada uno con sus líneas, hilos y color de flecha
analysis-add-engine-full = Como máximo { $count } motores analizan a la vez
analysis-lines =
    { $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }
analysis-lines-tip = Cuántas líneas mejores muestra este motor (MultiPV)
analysis-remove-tip = Quitar este motor del análisis
analysis-restart = Reiniciar
analysis-restart-tip = Volver a iniciar este motor
analysis-resume-tip = Seguir analizando con este motor
analysis-pause-tip = Pausar este motor (sus núcleos pasan a los demás)
analysis-line-label = línea de análisis { $line }
analysis-engine-line-label = motor { $engine } línea { $line }
analysis-engine-tip-first = El motor de este panel; el primero también revisa las partidas
analysis-engine-tip = El motor de este panel
analysis-one-thread = 1 hilo
analysis-one-thread-tip = Este motor no tiene la opción Threads: decide por sí mismo
analysis-threads = { $count } hil.
analysis-threads-auto = { $count } hil. auto
analysis-fair-share = Reparto justo
analysis-threads-tip = Hilos de este motor. El reparto justo divide los { $cores } núcleos de esta máquina entre los motores activos (al menos uno cada uno)
analysis-off = Apagado
analysis-starting = Iniciando…
analysis-status-starting = iniciando…
analysis-checkmate = Jaque mate
analysis-stalemate = Ahogado
analysis-status-paused = en pausa
analysis-depth = profundidad { $depth }
analysis-nps = { $speed } n/s
analysis-nodes = { $nodes } nodos
analysis-hash = hash { $percent } %
analysis-done = terminado
analysis-line-tip = Haz clic para jugar la primera jugada; la línea se ve como flechas
analysis-evaluation = evaluación { $value }
analysis-paused-for-review = En pausa mientras se revisa la partida
analysis-paused-for-engine = En pausa mientras juega el motor
analysis-play-at-end = Las jugadas de análisis se juegan al final de la partida (pulsa Fin)
analysis-not-your-move = No es tu turno

# The game review.
analysis-review-title = Revisar la partida
analysis-review-explain =
    { $count ->
        [one] Analiza la { $count } posición de la partida con { $engine } (elige el motor en la sección de análisis).
       *[other] Analiza las { $count } posiciones de la partida con { $engine } (elige el motor en la sección de análisis).
    }
analysis-review-no-engine-name = ninguno
analysis-review-time-per-position = Tiempo por posición
analysis-review-depth = Profundidad
analysis-suffix-seconds = { " s" }
analysis-review-about = Unos { $seconds } s en total
analysis-review-start = Empezar la revisión
analysis-review-progress = Revisando con { $engine }: { $done } de { $count } posiciones
analysis-review-finished = Revisión terminada en { $seconds } s
analysis-review-stopped = Revisión detenida: { $error }
analysis-review-cancelled = Revisión cancelada
analysis-review-no-moves = La partida no tiene jugadas que revisar
analysis-review-engine-busy = Espera a que el motor haya jugado
analysis-review-no-engine = No hay ningún motor disponible para la revisión
analysis-review-graph = gráfico de evaluación
analysis-review-graph-start = Inicio
analysis-review-graph-white = Blancas { $percent } %
analysis-review-graph-line = Probabilidad de ganar de las blancas
analysis-review-graph-equal = igualdad
analysis-review-graph-shown = mostrada
analysis-review-accuracy-white = Precisión de las blancas
analysis-review-accuracy-black = Precisión de las negras
analysis-review-annotate = Escribir en la partida
analysis-review-annotate-tip = Añade ?!, ?, ?? con comentarios, [%eval] y las líneas del motor
analysis-review-close = Cerrar la revisión
analysis-review-lost-white = Blancas: { $judgement }, { $points } puntos de probabilidad de ganar perdidos
analysis-review-lost-black = Negras: { $judgement }, { $points } puntos de probabilidad de ganar perdidos
analysis-review-was-best = { $better } era la mejor
analysis-review-click-hint = Haz clic en el gráfico o en una jugada marcada para ir allí
analysis-judgement-best = mejor
analysis-judgement-good = buena
analysis-judgement-inaccuracy = imprecisión
analysis-judgement-mistake = error
analysis-judgement-blunder = error grave
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } imprecisión
       *[other] { $count } imprecisiones
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } error grave
       *[other] { $count } errores graves
    }

# The opening book section.
analysis-book-title = Libro de aperturas
analysis-book = Libro
analysis-book-shipped = Libro de Tempo (incluido)
analysis-book-choose = Elegir un archivo de libro…
analysis-book-reading = Leyendo el libro…
analysis-book-no-moves = No hay jugadas de libro en esta posición
analysis-book-play-move = Jugar esta jugada
analysis-book-move = jugada de libro { $san }
analysis-book-weight = peso { $weight }
analysis-book-learn = aprendizaje { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Victoria { $win } %, tablas { $draw } %, derrota { $loss } % (para las blancas)
analysis-visit-share = { $share } % de las visitas de la búsqueda
