# Compartir: imágenes del tablero, GIF animados y la página imprimible.

share-title-png = Guardar el tablero como PNG
share-title-svg = Guardar el tablero como SVG
share-title-game-gif = Guardar la partida como GIF animado
share-title-line-gif = Guardar la línea mostrada como GIF animado
share-title-page = Guardar la página imprimible
share-filter-png = Imagen PNG
share-filter-svg = Imagen SVG
share-filter-gif = Animación GIF
share-filter-page = Página web
share-copy-image = Copiar imagen del tablero
share-copy-svg = Copiar tablero como SVG
share-save-png = Guardar tablero como PNG…
share-save-svg = Guardar tablero como SVG…
share-save-game-gif = Guardar partida como GIF…
share-save-line-gif = Guardar línea mostrada como GIF…
share-print = Página imprimible…
share-print-title = Página imprimible
share-print-intro = Las jugadas, comentarios y variantes, con diagramas:
share-print-marked = En las jugadas marcadas para un diagrama ($220, o [#] en el comentario)
share-print-every = Cada
share-print-every-end = jugadas, y al final
share-print-after-moves = Tras las jugadas
share-print-help = { $count ->
    [one] 12 es la 12.ª jugada de las blancas, 20... la 20.ª de las negras. La partida tiene { $count } jugada.
   *[other] 12 es la 12.ª jugada de las blancas, 20... la 20.ª de las negras. La partida tiene { $count } jugadas.
}
share-print-save = Guardar página…
share-print-bad-move = no se puede leer «{ $token }» como jugada: escriba 12 para la 12.ª jugada de las blancas, 12... para la de las negras
share-print-need-move = Indique al menos una jugada, como 12 o 20...
share-copied-image = Imagen del tablero copiada
share-copied-svg = Tablero copiado como SVG
share-making-gif = Creando la animación…
share-saved = Guardado { $path }
share-saved-frames = Guardado { $path } ({ $count } fotogramas)
share-encode-failed = no se pudo codificar la imagen
share-cannot-write = No se puede escribir { $path }: { $error }

share-page-event = Torneo
share-page-site = Lugar
share-page-date = Fecha
share-page-round = Ronda
share-page-eco = ECO
share-page-result = Resultado
share-page-after = Tras { $number }
