# La fenêtre des tournois (Moteurs ▸ Tournoi…) : configuration, suivi en direct, classement, SPRT.

tournament-window-title = Tournoi
tournament-default-event = Tournoi Tempo
tournament-event-from-position = Parties de moteurs depuis une position

## Configuration
tournament-event = Événement
tournament-format = Formule
tournament-format-round-robin = Toutes rondes
tournament-format-gauntlet = Gauntlet
tournament-format-match = Match à deux
tournament-engines = Moteurs
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (affronte tous les autres)
tournament-engine-results-side = { $number }. { $name } (résultats de son point de vue)
tournament-engine-not-listed = absent de la liste des moteurs
tournament-add-engine = Ajouter un moteur…
tournament-games = Parties
tournament-games-in-match = dans le match (chaque ouverture deux fois, couleurs inversées)
tournament-games-per-pairing = par appariement (chaque ouverture deux fois, couleurs inversées)
tournament-per-move = Par coup
tournament-limit-clock = Pendule
tournament-limit-clock-hint = [coups/]secondes[+incrément], par exemple 10+0.1 ou 40/60
tournament-limit-time = Temps
tournament-limit-nodes = Nœuds
tournament-openings = Ouvertures
tournament-openings-start-position = Position initiale
tournament-openings-book = Lignes du livre
tournament-openings-file = Fichier EPD/PGN
tournament-openings-board-position = La position de l'échiquier
tournament-book-lines-of = Lignes de
tournament-book-plies = demi-coups du livre fourni, une par paire de parties
tournament-shuffled = Mélangées
tournament-choose = Choisir…
tournament-at-once = Simultanément
tournament-at-once-games = parties (chaque instance de moteur utilise un cœur)
tournament-adjudication = Arbitrage
tournament-sprt = SPRT
tournament-sprt-stop = Arrêter une fois tranché :
tournament-sprt-hint = Test séquentiel du rapport de vraisemblance entre deux hypothèses d'Elo
tournament-pgn-file = Fichier PGN
tournament-write-games-to = Écrire les parties dans
tournament-seed = Graine
tournament-seed-hint = mélange les ouvertures et tire les lignes du livre

## Ce qui ne va pas dans la configuration
tournament-problem-pgn-name = Nommez le fichier PGN ou décochez la case.
tournament-problem-match-engines = Un match demande exactement deux moteurs (choisis : { $count }).
tournament-problem-two-engines = Choisissez au moins deux moteurs.
tournament-problem-no-games = Jouez au moins une partie par appariement.
tournament-problem-clock = La pendule : { $error }
tournament-problem-zero-time = Le temps par coup ne doit pas être 0.
tournament-problem-zero-nodes = Le nombre de nœuds ne doit pas être 0.
tournament-problem-opening-file = Choisissez un fichier d'ouvertures.
tournament-problem-book-plies = Les lignes du livre demandent au moins un demi-coup.
tournament-problem-start-position = La position de départ : { $error }
tournament-problem-sprt = SPRT : { $error }

## La liste des tournois
tournament-list-unreadable = La liste des tournois ne peut pas être lue : { $error }
tournament-list-unwritable = La liste des tournois ne peut pas être écrite : { $error }
tournament-cannot-remove = Le tournoi n'a pas pu être retiré : { $error }
tournament-no-data-folder = Les tournois ont besoin du dossier de données de l'application, qui est inconnu.
tournament-unfinished = Tournois inachevés
tournament-continue = Reprendre
tournament-forget = Oublier
tournament-forget-hint = Le retirer avec ses parties enregistrées

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = toutes rondes
tournament-summary-gauntlet = gauntlet
tournament-summary-match = match
tournament-summary-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } partie par appariement
   *[other] { $count } parties par appariement
}

## Un tournoi en cours
tournament-status-counts = { $finished } sur { $scheduled ->
    [one] { $scheduled } partie
   *[other] { $scheduled } parties
}
tournament-status-starting = Démarrage des moteurs…
tournament-status-stopping = Arrêt en cours… { $counts }
tournament-status-paused = En pause : { $counts } ; les parties en cours se terminent, aucune nouvelle ne commence
tournament-status-running = En cours : { $counts }
tournament-status-finished = Terminé : { $counts }
tournament-status-finished-sprt = Terminé : { $counts } (le SPRT a tranché)
tournament-status-stopped = Arrêté : { $counts } conservées ; reprenez-le depuis la liste de la configuration
tournament-status-failed = Interrompu : { $reason }
tournament-stopped-because = Le tournoi s'est arrêté : { $reason }
tournament-games-unreadable = Les parties ne peuvent pas être lues : { $error }
tournament-pause-hint = Les parties en cours se terminent ; aucune nouvelle ne commence
tournament-stop-hint = Abandonne les parties en cours ; les parties terminées sont conservées
tournament-new = Nouveau tournoi
tournament-add-as-variations = Ajouter les parties comme variantes
tournament-add-as-variations-hint = Après la position de l'échiquier, dans la partie affichée
tournament-board-result = Partie { $number } : { $result }
tournament-board-move = Partie { $number }, coup { $moves } : { $last }
tournament-board-started = Partie { $number } : commencée
tournament-games-log = Parties

## Classement
tournament-column-engine = Moteur
tournament-column-points = Points
tournament-column-games = Parties
tournament-column-wins = G
tournament-column-draws = N
tournament-column-losses = P
tournament-score-line = Score de { $first } contre { $second } : { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Écart Elo { $elo } (95 %, { $pairs ->
    [one] { $pairs } paire de parties
   *[other] { $pairs } paires de parties
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }) : LLR { $llr }, bornes { $lower } et { $upper } : { $decision }
tournament-sprt-h1-accepted = H1 acceptée
tournament-sprt-h0-accepted = H0 acceptée
tournament-sprt-undecided = pas encore de décision
tournament-sprt-games-counted = parties comptées
tournament-sprt-h0-bound = borne H0
tournament-sprt-h1-bound = borne H1
