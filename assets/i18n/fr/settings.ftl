# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Paramètres
settings-language = Langue
settings-language-system = Système ({ $language })
settings-theme = Thème
settings-theme-dark = Sombre
settings-theme-light = Clair
settings-high-contrast = Contraste élevé
settings-high-contrast-tip = Panneaux blanc sur noir, échiquier blanc et bleu, surlignages marqués
settings-scale = Taille de l’interface
settings-board = Échiquier
settings-pieces = Pièces
settings-coordinates = Coordonnées
settings-animation = Animation des coups
settings-animation-off = Désactivée
settings-animation-fast = Rapide
settings-animation-normal = Normale
settings-animation-slow = Lente
settings-board-display = Affichage de l’échiquier
settings-legal-moves = Points des coups légaux
settings-notation = Notation
settings-notation-english = Lettres anglaises (Nf3)
settings-notation-local = Lettres françaises ({ $example })
settings-notation-figurines = Figurines (♘f3)
settings-engine = Moteur
settings-engine-info = Afficher évaluation, profondeur et nœuds
settings-sound = Son
settings-sound-on = Son activé
settings-no-audio = Aucune sortie audio trouvée ; le son reste muet.
settings-engines = Moteurs et leurs options
settings-manage-engines = Gérer les moteurs…

# Names of the looks shown in Settings.
settings-pieces-classic = Classique
settings-pieces-tokens = Jetons
settings-pieces-letters = Lettres
settings-pieces-geometric = Géométrique
settings-scheme-brown = Marron
settings-scheme-blue = Bleu
settings-scheme-green = Vert
settings-scheme-grey = Gris
settings-scheme-purple = Violet
settings-scheme-high-contrast = Contraste élevé
settings-coordinates-inside = Intérieur
settings-coordinates-outside = Extérieur
settings-coordinates-off = Aucune
