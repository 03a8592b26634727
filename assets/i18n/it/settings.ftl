# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Impostazioni
settings-language = Lingua
settings-language-system = Sistema ({ $language })
settings-theme = Tema
settings-theme-dark = Scuro
settings-theme-light = Chiaro
settings-high-contrast = Alto contrasto
settings-high-contrast-tip = Pannelli bianco su nero, scacchiera bianca e blu, evidenziazioni marcate
settings-scale = Scala dell’interfaccia
settings-board = Scacchiera
settings-pieces = Pezzi
settings-coordinates = Coordinate
settings-animation = Animazione delle mosse
settings-animation-off = Disattivata
settings-animation-fast = Veloce
settings-animation-normal = Normale
settings-animation-slow = Lenta
settings-board-display = Visualizzazione
settings-legal-moves = Punti delle mosse legali
settings-notation = Notazione
settings-notation-english = Lettere inglesi (Nf3)
settings-notation-local = Lettere italiane ({ $example })
settings-notation-figurines = Figurine (♘f3)
settings-engine = Motore
settings-engine-info = Mostra valutazione, profondità e nodi
settings-sound = Suono
settings-sound-on = Suono attivo
settings-no-audio = Nessuna uscita audio trovata; il suono resta muto.
settings-engines = Motori e relative opzioni
settings-manage-engines = Gestisci motori…

# Names of the looks shown in Settings.
settings-pieces-classic = Classico
settings-pieces-tokens = Gettoni
settings-pieces-letters = Lettere
settings-pieces-geometric = Geometrico
settings-scheme-brown = Marrone
settings-scheme-blue = Blu
settings-scheme-green = Verde
settings-scheme-grey = Grigio
settings-scheme-purple = Viola
settings-scheme-high-contrast = Alto contrasto
settings-coordinates-inside = Dentro
settings-coordinates-outside = Fuori
settings-coordinates-off = No
