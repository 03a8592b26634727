# Abrir y guardar archivos de partidas, el selector de archivos.
files-not-a-text-file = No se puede abrir { $path }: no es un archivo de texto (PGN, FEN o EPD)
files-cannot-open = No se puede abrir { $path }: { $error }
files-not-a-position = No se puede abrir { $path }: la línea 1 no es una posición (FEN: { $error })
files-holds-no-game = no contiene ninguna partida
files-list-changed-on-disk = { $path } cambió en el disco; la lista se ha vuelto a leer
files-error-in-file = { $path }: { $error }
files-drop-to-import = Suelte archivos PGN para importarlos a { $database }
files-drop-to-open = Suelte un archivo PGN, FEN o EPD para abrirlo
files-paste-title = Pegar PGN o FEN
files-paste-prompt = Pegue aquí una partida (PGN) o una posición (FEN):
files-load = Cargar
files-error-title = Error de archivo
files-game-kept = Se ha conservado la partida actual.
files-changed-on-disk-title = { $name } cambió en el disco
files-changed-on-disk-text = Otro programa modificó el archivo después de leer de él esta partida. Escribir la partida en su antiguo lugar podría dañar otras partidas.
files-append-as-new-game = Añadir como partida nueva
files-save-as = Guardar como…
files-save-game-to = Guardar la partida { $number } en { $file }
files-save-to = Guardar en { $file }
files-save = Guardar…
files-cannot-save = No se puede guardar: { $error }
files-cannot-append = No se puede añadir: { $error }
files-saved = Guardado { $path }
files-appended = Partida añadida a { $path }

# El selector de archivos: títulos según el uso.
files-title-open-game = Abrir una partida
files-title-save-game-as = Guardar la partida como
files-title-append-game = Añadir la partida a
files-title-book = Elegir un libro de aperturas
files-title-open-database = Abrir una base de partidas
files-title-new-database = Nueva base de partidas
files-title-import-pgn = Importar partidas PGN
files-title-export-pgn = Exportar partidas a PGN
files-title-copy-to-database = Copiar partidas a la base de datos
files-title-puzzle-set = Abrir problemas (EPD)
files-title-white-repertoire = Repertorio de blancas desde PGN
files-title-black-repertoire = Repertorio de negras desde PGN
files-title-tournament-openings = Aperturas para el torneo
files-title-tournament-pgn = El archivo PGN del torneo
files-title-engine-program = Elegir el programa del motor
files-title-engine-folder = Elegir la carpeta de trabajo del motor
files-title-folder = Elegir una carpeta
files-title-file = Elegir un archivo
# Nombres de filtro del diálogo de archivos del sistema.
files-filter-book = Libro Polyglot
files-filter-database = Base de partidas
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Archivos de ajedrez
files-cannot-read-folder = No se puede leer { $path }: { $error }
files-not-a-folder = { $path } no es una carpeta
files-no-such-folder = No existe la carpeta { $path }
files-does-not-exist = { $path } no existe
files-replace-title = ¿Reemplazar el archivo?
files-replace-text = { $path } ya existe. Guardar reemplaza todo su contenido por esta única partida.
files-replace = Reemplazar
files-append-to-it = Añadirle la partida
files-keep-file = Conservar el archivo
files-up = Subir
files-up-hint = La carpeta superior
files-home = Carpeta personal
files-folder-shown = La carpeta mostrada
files-recent = Recientes:
files-nothing-here = Aquí no hay carpetas ni archivos que coincidan.
files-folder-field = Carpeta:
files-file-field = Archivo:
files-path-hint = un nombre o una ruta completa
files-all-listed = Todos los archivos listados
files-all-listed-hint = Elegir todos los archivos listados en esta carpeta
files-picked = { $count ->
    [one] { $count } archivo elegido
   *[other] { $count } archivos elegidos
}
files-ctrl-click-hint = Ctrl+clic elige varios archivos
files-append = Añadir
files-choose = Elegir
files-hidden = Archivos ocultos
