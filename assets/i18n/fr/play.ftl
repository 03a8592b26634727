# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Nouvelle partie
play-players = Joueurs
play-vs-computer = contre l’ordinateur
play-two-players = Deux joueurs
play-computer-vs-computer = Ordinateur contre ordinateur
play-no-engine = Aucun moteur n’est encore intégré à cette version.
play-you-play = Vous jouez
play-random = Au hasard
play-opening-book = Bibliothèque d’ouvertures
play-engine-uses-book = Le moteur utilise la bibliothèque
play-tempo-book = Bibliothèque de Tempo
play-choose = Choisir…
play-adjudication = Arbitrage
play-time-control = Cadence
play-start-position = Position de départ
play-start-game = Commencer la partie
play-engine = Moteur
play-white-engine = Moteur des Blancs
play-black-engine = Moteur des Noirs
play-strength = Force
play-limit = Limiter
play-full-strength = pleine force
play-untimed = Sans pendule
play-custom = Personnalisée
play-suffix-minutes = { " min" }
play-suffix-seconds = { " s" }
play-suffix-moves = { " coups" }
play-suffix-centipawns = { " cp" }
play-start-standard = Standard
play-start-fen = Depuis un FEN
play-start-960-random = Chess960 au hasard
play-start-960-number = Chess960 nº
play-paste-fen = collez un FEN

# Adjudication of computer games.
play-resign-when = Abandon quand les deux moteurs voient
play-resign-tip = Le camp perdant abandonne dès que les évaluations des deux moteurs concordent
play-for = pendant
play-draw-from-move = Nulle à partir du coup
play-draw-tip = Nulle dès que les deux moteurs jugent la partie égale
play-within = à moins de
play-draw-after-move = Nulle après le coup

# The board editor.
play-editor-title = Mettre en place une position
play-editor-valid = Position valide
play-editor-invalid = Injouable : { $error }
play-editor-play-from-here = Jouer d’ici
play-editor-play-from-here-tip = Commencer une nouvelle partie depuis cette position
play-editor-analyse = Analyser la position
play-editor-analyse-tip = Charger cette position comme partie en cours
play-editor-clear = Vider l’échiquier
play-editor-start-position = Position initiale
play-editor-flip = Retourner l’échiquier
play-editor-turn = Trait
play-editor-white-to-move = Trait aux Blancs
play-editor-black-to-move = Trait aux Noirs
play-editor-castling = Roque
play-editor-castling-white = Blancs { $castle }
play-editor-castling-black = Noirs { $castle }
play-editor-en-passant = En passant
play-editor-no-en-passant = aucun
play-editor-move-number = Numéro du coup
play-editor-halfmove-clock = Compteur de demi-coups
play-editor-halfmove-clock-tip = Demi-coups depuis la dernière prise ou le dernier coup de pion (règle des cinquante coups)
play-editor-help = Cliquez sur une case pour y poser la pièce choisie (Effacer vide les cases), glissez les pièces sur l’échiquier, hors de lui ou ailleurs ; le clic droit retire.
play-editor-erase = Effacer
play-editor-erase-tip = Effacer : les cases cliquées se vident
play-editor-palette = palette : { $piece }
play-editor-square = case de l’éditeur { $square }
