# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Analyser la position (A)
analysis-menu-stop = Arrêter l’analyse (A)
analysis-menu-review = Revoir la partie…
analysis-start = Analyser
analysis-start-tip = Analyser la position affichée (A)
analysis-stop = Arrêter
analysis-stop-tip = Arrêter l’analyse (A)
analysis-no-engine = Aucun moteur : ajoutez-en un pour analyser
analysis-add-engine = Ajouter un moteur
analysis-add-engine-tip = Analyser avec un moteur de plus (jusqu’à { $count }), chacun avec ses lignes, ses threads et sa couleur de flèche
analysis-add-engine-full = Au plus { $count } moteurs analysent ensemble
analysis-lines =
    { $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    }
analysis-lines-tip = Nombre de meilleures lignes affichées par ce moteur (MultiPV)
analysis-remove-tip = Retirer ce moteur de l’analyse
analysis-restart = Relancer
analysis-restart-tip = Relancer ce moteur
analysis-resume-tip = Reprendre l’analyse avec ce moteur
analysis-pause-tip = Mettre ce moteur en pause (ses cœurs vont aux autres)
analysis-line-label = ligne d’analyse { $line }
analysis-engine-line-label = moteur { $engine } ligne { $line }
analysis-engine-tip-first = Le moteur de ce volet ; le premier revoit aussi les parties
analysis-engine-tip = Le moteur de ce volet
analysis-one-thread = 1 thread
analysis-one-thread-tip = Ce moteur n’a pas d’option Threads : il décide seul
analysis-threads = { $count } thr
analysis-threads-auto = { $count } thr auto
analysis-fair-share = Part équitable
analysis-threads-tip = Threads de ce moteur. La part équitable répartit les { $cores } cœurs de cette machine entre les moteurs actifs (au moins un chacun)
analysis-off = Arrêté
analysis-starting = Démarrage…
analysis-status-starting = démarrage…
analysis-checkmate = Échec et mat
analysis-stalemate = Pat
analysis-status-paused = en pause
analysis-depth = profondeur { $depth }
analysis-nps = { $speed } n/s
analysis-nodes = { $nodes } nœuds
analysis-hash = hachage { $percent } %
analysis-done = terminé
analysis-line-tip = Cliquez pour jouer le premier coup ; la ligne s’affiche en flèches
analysis-evaluation = évaluation { $value }
analysis-paused-for-review = En pause pendant la revue de la partie
analysis-paused-for-engine = En pause pendant que le moteur joue
analysis-play-at-end = Les coups d’analyse se jouent en fin de partie (touche Fin)
analysis-not-your-move = Ce n’est pas votre tour

# The game review.
analysis-review-title = Revoir la partie
analysis-review-explain =
    { $count ->
        [one] Examine la { $count } position de la partie avec { $engine } (choisissez le moteur dans la section d’analyse).
       *[other] Examine les { $count } positions de la partie avec { $engine } (choisissez le moteur dans la section d’analyse).
    }
analysis-review-no-engine-name = aucun
analysis-review-time-per-position = Temps par position
analysis-review-depth = Profondeur
analysis-suffix-seconds = { " s" }
analysis-review-about = Environ { $seconds } s au total
analysis-review-start = Lancer la revue
analysis-review-progress = Revue avec { $engine } : { $done } positions sur { $count }
analysis-review-finished = Revue terminée en { $seconds } s
analysis-review-stopped = Revue interrompue : { $error }
analysis-review-cancelled = Revue annulée
analysis-review-no-moves = La partie n’a aucun coup à revoir
analysis-review-engine-busy = Attendez que le moteur ait joué
analysis-review-no-engine = Aucun moteur n’est disponible pour la revue
analysis-review-graph = graphique d’évaluation
analysis-review-graph-start = Début
analysis-review-graph-white = Blancs { $percent } %
analysis-review-graph-line = Chances de gain des Blancs
analysis-review-graph-equal = égalité
analysis-review-graph-shown = affiché
analysis-review-accuracy-white = Précision des Blancs
analysis-review-accuracy-black = Précision des Noirs
analysis-review-annotate = Écrire dans la partie
analysis-review-annotate-tip = Ajoute ?!, ?, ?? avec commentaires, [%eval] et les lignes du moteur
analysis-review-close = Fermer la revue
analysis-review-lost-white = Blancs : { $judgement }, { $points } points de chances de gain perdus
analysis-review-lost-black = Noirs : { $judgement }, { $points } points de chances de gain perdus
analysis-review-was-best = { $better } était le meilleur
analysis-review-click-hint = Cliquez sur le graphique ou un coup marqué pour y aller
analysis-judgement-best = meilleur
analysis-judgement-good = bon
analysis-judgement-inaccuracy = imprécision
analysis-judgement-mistake = erreur
analysis-judgement-blunder = gaffe
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } imprécision
       *[other] { $count } imprécisions
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } gaffe
       *[other] { $count } gaffes
    }

# The opening book section.
analysis-book-title = Bibliothèque d’ouvertures
analysis-book = Bibliothèque
analysis-book-shipped = Bibliothèque de Tempo (fournie)
analysis-book-choose = Choisir un fichier de bibliothèque…
analysis-book-reading = Lecture de la bibliothèque…
analysis-book-no-moves = Aucun coup de bibliothèque dans cette position
analysis-book-play-move = Jouer ce coup
analysis-book-move = coup de bibliothèque { $san }
analysis-book-weight = poids { $weight }
analysis-book-learn = apprentissage { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Gain { $win } %, nulle { $draw } %, perte { $loss } % (pour les Blancs)
analysis-visit-share = { $share } % des visites de la recherche
