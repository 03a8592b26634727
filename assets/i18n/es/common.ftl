# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = A
piece-letter-knight = C

count-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}

# Words used by several views.
common-cancel = Cancelar
common-close = Cerrar
common-save = Guardar
common-open = Abrir
common-delete = Eliminar
common-white = Blancas
common-black = Negras
common-human = Humano
common-browse = Examinar…
common-add = Añadir
common-remove = Quitar
common-start = Iniciar
common-stop = Detener
common-pause = Pausa
common-resume = Reanudar
common-name = Nombre
