# La ventana principal: preguntas, fin de partida, partida en pausa, avisos, panel lateral,
# lista de jugadas, tablero, editor de etiquetas y «Acerca de».
main-resign-title = ¿Abandonar la partida?
main-resign-text = La partida termina y gana su rival.
main-resign = Abandonar
main-keep-playing = Seguir jugando
main-replace-title = ¿Dejar la partida en curso?
main-replace-text = { $count ->
    [one] { $white } – { $black } no ha terminado ({ $count } jugada). Se conserva: Edición, Deshacer (Ctrl+Z) la recupera.
   *[other] { $white } – { $black } no ha terminado ({ $count } jugadas). Se conserva: Edición, Deshacer (Ctrl+Z) la recupera.
}
main-open-other-game = Abrir la otra partida
main-game-over = Fin de la partida
main-new-game = Nueva partida
main-resume-text = { $count ->
    [one] Su partida { $white } – { $black } no terminó ({ $count } jugada). Está en pausa; no corre ningún reloj.
   *[other] Su partida { $white } – { $black } no terminó ({ $count } jugadas). Está en pausa; no corre ningún reloj.
}
main-continue-game = Continuar la partida
main-discard = Descartar
main-discard-hint = Ctrl+Z la recupera

# Avisos.
main-tournaments-unreadable = No se pudo leer la lista de torneos: { $error }
main-unfinished-tournament = Se puede continuar un torneo sin terminar (menú Motores): { $tournament }
main-training-unreadable = No se pudo leer el progreso del entrenamiento y no se guarda: { $error }
main-last-game-unreadable = No se pudo leer la última partida: { $error }
main-no-such-file = No se puede abrir { $path }: ese archivo no existe
main-argument-not-fen = «{ $argument }» no es una FEN válida: { $error }
main-position-set-up = Posición preparada (dos jugadores; analícela o juéguela)
main-cannot-set-up = No se puede preparar la posición: { $error }
main-fen-copied = FEN copiada
main-not-your-move = No es su turno
main-not-a-fen = FEN no válida: { $error }
main-paste-not-understood = El texto pegado no contiene ni una FEN ni una partida PGN
main-cannot-read-pgn = No se puede leer el PGN: { $error }
main-nothing-to-undo = No hay ninguna partida reemplazada que recuperar
main-cannot-undo = No se puede recuperar la partida: { $error }
main-game-back = La partida anterior ha vuelto (Ctrl+Z de nuevo para regresar)
main-game-resumed = Partida reanudada
main-no-clocks = Esta partida no tiene relojes

# El panel lateral.
main-material-difference = Diferencia de material
main-white-clock = Reloj de las blancas
main-black-clock = Reloj de las negras
main-engine-starting = Iniciando { $engine }…
main-engine-thinking = { $engine } está pensando…
main-engine-eval = eval. { $score }
main-engine-depth = profundidad { $depth }
main-engine-nodes = { $nodes } nodos
main-viewing-move = Viendo la jugada { $number } de { $total }: pulse End para volver
main-white-to-move = Juegan las blancas
main-black-to-move = Juegan las negras
main-type-move-hint = Escriba una jugada: e4, Nf3, e2e4
main-play = Jugar
main-new-game-hint = Empezar una partida nueva
main-take-back = Deshacer
main-take-back-hint = Deshacer su última jugada
main-hint = Pista
main-hint-hint = Mostrar la sugerencia del motor como una flecha
main-agree-draw = Acordar tablas
main-offer-draw = Ofrecer tablas
main-offer-draw-hint = Ofrecer tablas al rival
main-resign-button = Abandonar…
main-resign-hint = Abandonar la partida (pide confirmación)
main-first-move-hint = Primera jugada (Home)
main-previous-move-hint = Jugada anterior (←)
main-next-move-hint = Jugada siguiente (→)
main-last-move-hint = Última jugada (End)
main-flip = Girar
main-flip-hint = Girar el tablero
main-copy-fen = Copiar FEN
main-copy-fen-hint = Copiar la posición como FEN

# La lista de jugadas.
main-opening-hint = Apertura de la posición mostrada (la más profunda conocida en su línea)
main-no-moves = Aún no hay jugadas
main-comment-after = Comentario después de { $san }
main-comment-before-first = Comentario antes de la primera jugada
main-comment-hint = Comentario
main-save-comment = Guardar el comentario
main-promote-variation = Subir la variante
main-make-main-line = Convertir en línea principal
main-delete-variation = Borrar la variante
main-delete-from-here = Borrar desde aquí
main-edit-comment = Editar el comentario…

# El editor de etiquetas.
main-tags-title = Etiquetas de la partida
main-tags-remove-hint = Quitar la etiqueta { $tag }
main-tags-new-tag = Etiqueta nueva
main-tags-value = Valor
main-tags-add = Añadir etiqueta
main-tags-saved-with-game = Las etiquetas se guardan con la partida (menú Partida, Guardar).

# Acerca de.
main-about-title = Acerca de Tempo
main-about-summary = Jugar al ajedrez contra el ordenador, analizar posiciones, repasar partidas PGN.
main-about-build = Compilación
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Licencia
main-about-bundled = Material incluido
main-about-dejavu-text = Texto de la licencia de las fuentes DejaVu
main-about-piece-glyphs = Glifos de las piezas: DejaVu Sans (subconjunto en assets/fonts)
main-about-piece-glyphs-licence = Licencia de las fuentes Bitstream Vera / DejaVu (permisiva)
main-about-font-ubuntu = Fuentes de la interfaz: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Fuentes de la interfaz: Hack
main-about-font-hack-licence = MIT / licencia Bitstream Vera
main-about-font-emoji = Fuentes de la interfaz: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Fuentes de la interfaz: emoji-icon-font, iconos de egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Nombres de aperturas (assets/eco) y el libro de aperturas (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (dominio público)
main-about-own-work = Icono, sonidos (sintetizados al arrancar), red neuronal
main-about-own-work-licence = Trabajo propio de Tempo, MIT OR Apache-2.0

# Nombres accesibles del tablero (los leen los lectores de pantalla).
main-square-picked = { $square }, tomada
main-square-legal-target = { $square }, destino legal
main-board-cursor = tablero: { $square }
main-promote-to-queen = coronar dama
main-promote-to-rook = coronar torre
main-promote-to-bishop = coronar alfil
main-promote-to-knight = coronar caballo
