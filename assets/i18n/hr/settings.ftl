# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Postavke
settings-language = Jezik
settings-language-system = Sustav ({ $language })
settings-theme = Tema
settings-theme-dark = Tamna
settings-theme-light = Svijetla
settings-high-contrast = Visoki kontrast
settings-high-contrast-tip = Bijelo na crnim pločama, bijelo-plava ploča, jaka isticanja
settings-scale = Veličina sučelja
settings-board = Ploča
settings-pieces = Figure
settings-coordinates = Koordinate
settings-animation = Animacija poteza
settings-animation-off = Isključena
settings-animation-fast = Brza
settings-animation-normal = Normalna
settings-animation-slow = Spora
settings-board-display = Prikaz ploče
settings-legal-moves = Točke dopuštenih poteza
settings-notation = Notacija
settings-notation-english = Engleska slova (Nf3)
settings-notation-local = Hrvatska slova ({ $example })
settings-notation-figurines = Figurice (♘f3)
settings-engine = Motor
settings-engine-info = Prikaži ocjenu, dubinu i čvorove
settings-sound = Zvuk
settings-sound-on = Zvuk uključen
settings-no-audio = Nije pronađen audio izlaz; zvuka neće biti.
settings-engines = Motori i njihove opcije
settings-manage-engines = Upravljanje motorima…

# Names of the looks shown in Settings.
settings-pieces-classic = Klasični
settings-pieces-tokens = Žetoni
settings-pieces-letters = Slova
settings-pieces-geometric = Geometrijski
settings-scheme-brown = Smeđa
settings-scheme-blue = Plava
settings-scheme-green = Zelena
settings-scheme-grey = Siva
settings-scheme-purple = Ljubičasta
settings-scheme-high-contrast = Visoki kontrast
settings-coordinates-inside = Unutra
settings-coordinates-outside = Izvana
settings-coordinates-off = Isključeno
