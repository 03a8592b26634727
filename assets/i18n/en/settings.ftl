# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Settings
settings-language = Language
settings-language-system = System ({ $language })
settings-theme = Theme
settings-theme-dark = Dark
settings-theme-light = Light
settings-high-contrast = High contrast
settings-high-contrast-tip = White on black panels, a white and blue board, strong highlights
settings-scale = Interface scale
settings-board = Board
settings-pieces = Pieces
settings-coordinates = Coordinates
settings-animation = Move animation
settings-animation-off = Off
settings-animation-fast = Fast
settings-animation-normal = Normal
settings-animation-slow = Slow
settings-board-display = Board display
settings-legal-moves = Legal move dots
settings-notation = Notation
settings-notation-english = English letters (Nf3)
settings-notation-local = Letters of the language ({ $example })
settings-notation-figurines = Figurines (♘f3)
settings-engine = Engine
settings-engine-info = Show eval, depth and nodes
settings-sound = Sound
settings-sound-on = Sound on
settings-no-audio = No audio output was found; sound stays silent.
settings-engines = Engines and their options
settings-manage-engines = Manage engines…

# Names of the looks shown in Settings.
settings-pieces-classic = Classic
settings-pieces-tokens = Tokens
settings-pieces-letters = Letters
settings-pieces-geometric = Geometric
settings-scheme-brown = Brown
settings-scheme-blue = Blue
settings-scheme-green = Green
settings-scheme-grey = Grey
settings-scheme-purple = Purple
settings-scheme-high-contrast = High contrast
settings-coordinates-inside = Inside
settings-coordinates-outside = Outside
settings-coordinates-off = Off
