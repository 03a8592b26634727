# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Ajustes
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-theme = Tema
settings-theme-dark = Oscuro
settings-theme-light = Claro
settings-high-contrast = Alto contraste
settings-high-contrast-tip = Paneles blanco sobre negro, tablero blanco y azul, resaltes intensos
settings-scale = Escala de la interfaz
settings-board = Tablero
settings-pieces = Piezas
settings-coordinates = Coordenadas
settings-animation = Animación de jugadas
settings-animation-off = Desactivada
settings-animation-fast = Rápida
settings-animation-normal = Normal
settings-animation-slow = Lenta
settings-board-display = Vista del tablero
settings-legal-moves = Puntos de jugadas legales
settings-notation = Notación
settings-notation-english = Letras inglesas (Nf3)
settings-notation-local = Letras españolas ({ $example })
settings-notation-figurines = Figurines (♘f3)
settings-engine = Motor
settings-engine-info = Mostrar evaluación, profundidad y nodos
settings-sound = Sonido
settings-sound-on = Sonido activado
settings-no-audio = No se encontró ninguna salida de audio; no habrá sonido.
settings-engines = Motores y sus opciones
settings-manage-engines = Gestionar motores…

# Names of the looks shown in Settings.
settings-pieces-classic = Clásico
settings-pieces-tokens = Fichas
settings-pieces-letters = Letras
settings-pieces-geometric = Geométrico
settings-scheme-brown = Marrón
settings-scheme-blue = Azul
settings-scheme-green = Verde
settings-scheme-grey = Gris
settings-scheme-purple = Morado
settings-scheme-high-contrast = Alto contraste
settings-coordinates-inside = Dentro
settings-coordinates-outside = Fuera
settings-coordinates-off = No
