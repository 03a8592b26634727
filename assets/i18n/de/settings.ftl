# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Einstellungen
settings-language = Sprache
settings-language-system = System ({ $language })
settings-theme = Design
settings-theme-dark = Dunkel
settings-theme-light = Hell
settings-high-contrast = Hoher Kontrast
settings-high-contrast-tip = Weiß auf schwarzen Flächen, ein weiß-blaues Brett, kräftige Markierungen
settings-scale = Skalierung
settings-board = Brett
settings-pieces = Figuren
settings-coordinates = Koordinaten
settings-animation = Zuganimation
settings-animation-off = Aus
settings-animation-fast = Schnell
settings-animation-normal = Normal
settings-animation-slow = Langsam
settings-board-display = Brettanzeige
settings-legal-moves = Punkte für legale Züge
settings-notation = Notation
settings-notation-english = Englische Buchstaben (Nf3)
settings-notation-local = Deutsche Buchstaben ({ $example })
settings-notation-figurines = Figurinen (♘f3)
settings-engine = Engine
settings-engine-info = Bewertung, Tiefe und Knoten zeigen
settings-sound = Ton
settings-sound-on = Ton an
settings-no-audio = Keine Audioausgabe gefunden; der Ton bleibt stumm.
settings-engines = Engines und ihre Optionen
settings-manage-engines = Engines verwalten…

# Names of the looks shown in Settings.
settings-pieces-classic = Klassisch
settings-pieces-tokens = Spielsteine
settings-pieces-letters = Buchstaben
settings-pieces-geometric = Geometrisch
settings-scheme-brown = Braun
settings-scheme-blue = Blau
settings-scheme-green = Grün
settings-scheme-grey = Grau
settings-scheme-purple = Violett
settings-scheme-high-contrast = Hoher Kontrast
settings-coordinates-inside = Innen
settings-coordinates-outside = Außen
settings-coordinates-off = Aus
