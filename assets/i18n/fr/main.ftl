# La fenêtre principale : questions, fin de partie, partie en pause, messages, panneau latéral,
# liste des coups, échiquier, éditeur de balises et « À propos ».
main-resign-title = Abandonner la partie ?
main-resign-text = La partie se termine et votre adversaire gagne.
main-resign = Abandonner
main-keep-playing = Continuer à jouer
main-replace-title = Quitter la partie en cours ?
main-replace-text = { $count ->
    [one] { $white } – { $black } n'est pas terminée ({ $count } coup). Elle est conservée : Édition, Annuler (Ctrl+Z) la rappelle.
   *[other] { $white } – { $black } n'est pas terminée ({ $count } coups). Elle est conservée : Édition, Annuler (Ctrl+Z) la rappelle.
}
main-open-other-game = Ouvrir l'autre partie
main-game-over = Partie terminée
main-new-game = Nouvelle partie
main-resume-text = { $count ->
    [one] Votre partie { $white } – { $black } n'était pas terminée ({ $count } coup). Elle est en pause ; aucune pendule ne tourne.
   *[other] Votre partie { $white } – { $black } n'était pas terminée ({ $count } coups). Elle est en pause ; aucune pendule ne tourne.
}
main-continue-game = Reprendre la partie
main-discard = Écarter
main-discard-hint = Ctrl+Z la rappelle

# Messages.
main-tournaments-unreadable = La liste des tournois n'a pas pu être lue : { $error }
main-unfinished-tournament = Un tournoi inachevé peut être repris (menu Moteurs) : { $tournament }
main-training-unreadable = La progression de l'entraînement n'a pas pu être lue et n'est pas enregistrée : { $error }
main-last-game-unreadable = Impossible de lire la dernière partie : { $error }
main-no-such-file = Impossible d'ouvrir { $path } : ce fichier n'existe pas
main-argument-not-fen = « { $argument } » n'est pas une FEN valide : { $error }
main-position-set-up = Position composée (deux joueurs ; analysez-la ou jouez-la)
main-cannot-set-up = Impossible de composer la position : { $error }
main-fen-copied = FEN copiée
main-not-your-move = Ce n'est pas à vous de jouer
main-not-a-fen = FEN non valide : { $error }
main-paste-not-understood = Le texte collé ne contient ni FEN ni partie PGN
main-cannot-read-pgn = Impossible de lire le PGN : { $error }
main-nothing-to-undo = Aucune partie remplacée à rappeler
main-cannot-undo = Impossible de rappeler la partie : { $error }
main-game-back = La partie précédente est de retour (Ctrl+Z à nouveau pour revenir)
main-game-resumed = Partie reprise
main-no-clocks = Cette partie n'a pas de pendules

# Le panneau latéral.
main-material-difference = Différence de matériel
main-white-clock = Pendule des Blancs
main-black-clock = Pendule des Noirs
main-engine-starting = Démarrage de { $engine }…
main-engine-thinking = { $engine } réfléchit…
main-engine-eval = éval. { $score }
main-engine-depth = profondeur { $depth }
main-engine-nodes = { $nodes } nœuds
main-viewing-move = Coup { $number } sur { $total } affiché — appuyez sur End pour revenir
main-white-to-move = Les Blancs jouent
main-black-to-move = Les Noirs jouent
main-type-move-hint = Tapez un coup : e4, Nf3, e2e4
main-play = Jouer
main-new-game-hint = Commencer une nouvelle partie
main-take-back = Reprendre
main-take-back-hint = Reprendre votre dernier coup
main-hint = Indice
main-hint-hint = Montrer la suggestion du moteur par une flèche
main-agree-draw = Convenir de la nulle
main-offer-draw = Proposer nulle
main-offer-draw-hint = Proposer la nulle
main-resign-button = Abandonner…
main-resign-hint = Abandonner la partie (demande confirmation)
main-first-move-hint = Premier coup (Home)
main-previous-move-hint = Coup précédent (←)
main-next-move-hint = Coup suivant (→)
main-last-move-hint = Dernier coup (End)
main-flip = Retourner
main-flip-hint = Retourner l'échiquier
main-copy-fen = Copier la FEN
main-copy-fen-hint = Copier la position en FEN

# La liste des coups.
main-opening-hint = Ouverture de la position affichée (la plus profonde connue sur sa ligne)
main-no-moves = Pas encore de coups
main-comment-after = Commentaire après { $san }
main-comment-before-first = Commentaire avant le premier coup
main-comment-hint = Commentaire
main-save-comment = Enregistrer le commentaire
main-promote-variation = Remonter la variante
main-make-main-line = En faire la ligne principale
main-delete-variation = Supprimer la variante
main-delete-from-here = Supprimer à partir d'ici
main-edit-comment = Modifier le commentaire…

# L'éditeur de balises.
main-tags-title = Balises de la partie
main-tags-remove-hint = Supprimer la balise { $tag }
main-tags-new-tag = Nouvelle balise
main-tags-value = Valeur
main-tags-add = Ajouter la balise
main-tags-saved-with-game = Les balises sont enregistrées avec la partie (menu Partie, Enregistrer).

# À propos.
main-about-title = À propos de Tempo
main-about-summary = Jouer aux échecs contre l'ordinateur, analyser des positions, revoir des parties PGN.
main-about-build = Version compilée
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Licence
main-about-bundled = Éléments inclus
main-about-dejavu-text = Texte de la licence des polices DejaVu
main-about-piece-glyphs = Glyphes des pièces : DejaVu Sans (extrait dans assets/fonts)
main-about-piece-glyphs-licence = Licence des polices Bitstream Vera / DejaVu (permissive)
main-about-font-ubuntu = Polices de l'interface : Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Polices de l'interface : Hack
main-about-font-hack-licence = MIT / licence Bitstream Vera
main-about-font-emoji = Polices de l'interface : Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Polices de l'interface : emoji-icon-font, icônes egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Noms des ouvertures (assets/eco) et livre d'ouvertures (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (domaine public)
main-about-own-work = Icône, sons (synthétisés au démarrage), réseau de neurones
main-about-own-work-licence = Travail propre de Tempo, MIT OR Apache-2.0

# Noms accessibles de l'échiquier (lus par les lecteurs d'écran).
main-square-picked = { $square }, sélectionnée
main-square-legal-target = { $square }, case légale
main-board-cursor = échiquier : { $square }
main-promote-to-queen = promouvoir en dame
main-promote-to-rook = promouvoir en tour
main-promote-to-bishop = promouvoir en fou
main-promote-to-knight = promouvoir en cavalier
