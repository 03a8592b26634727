# Entraînement : l'entraîneur de problèmes, la répétition du répertoire et le rapport d'écarts.
# $side vaut "white" ou "black" : choisir la forme du mot avec un sélecteur.

training-or = ou
training-continue = Continuer

## Le fichier d'entraînement
training-not-saved = Progrès de l'entraînement non enregistrés : { $error }
training-file-unreadable = Le fichier d'entraînement n'a pas pu être lu ({ $error }) ; les progrès ne sont pas enregistrés.
training-repertoire-unreadable = le répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
} dans le fichier d'entraînement : { $error }
training-set-aside = Le mettre de côté et en commencer un nouveau
training-file-set-aside = L'ancien fichier d'entraînement est conservé sous { $path }
training-cannot-rename = Impossible de renommer { $path } : { $error }
training-database-gone = { $path } n'existe plus

## Entraîneur de problèmes
training-trainer-title = Entraîneur de problèmes
training-open-a-set = Ouvrez un recueil de problèmes pour commencer
training-rating = Classement { $rating }
training-provisional = provisoire
training-solved-missed = { $solved } résolus, { $missed } manqués
training-no-puzzle = Aucun problème sur l'échiquier.
training-next-puzzle = Problème suivant
training-no-puzzle-fits = Aucun problème ne correspond au filtre
training-task-mate = Les { $side ->
    [white] Blancs
   *[black] Noirs
} jouent et font mat en { $count }
training-task-avoid = Les { $side ->
    [white] Blancs
   *[black] Noirs
} jouent : trouvez un bon coup autre que { $moves }
training-task-best = Les { $side ->
    [white] Blancs
   *[black] Noirs
} jouent : trouvez le meilleur coup
training-puzzle-rated = { $source } · classement { $rating }
training-due-again = à revoir
training-early-repeat = répétition anticipée
training-not-it = { $san } n'est pas le bon coup.
training-retry = Réessayer
training-show-solution = Voir la solution
training-prover-working = Le prouveur calcule…
training-play-your-move = Jouez votre coup sur l'échiquier.
training-right = { $line } Juste.
training-right-keep-going = { $line } Juste, continuez.
training-hint = Indice
training-hint-tooltip = D'abord la pièce, puis le coup ; une solution après un indice compte moins
training-hint-piece = Indice : jouez la pièce en { $square }
training-hint-move = Indice : { $san }
training-no-hint-problem = Pas d'indice pour ce problème
training-no-hint-position = Pas d'indice pour cette position
training-skip = Passer
training-skip-tooltip = Non comptabilisé
training-solved = Résolu !
training-solved-after-wrong = Résolu après { $count ->
    [one] { $count } mauvais coup
   *[other] { $count } mauvais coups
} : cela compte comme un échec et revient bientôt
training-solved-with-hint = Résolu avec le coup montré : cela compte comme un échec et revient bientôt
training-any-but-solution = Tout coup autre que ceux cités tient la position.
training-solution = Solution : { $line }
training-open-game = Ouvrir la partie
training-show-on-board = Montrer sur l'échiquier principal
training-source-tooltip = Sur l'échiquier principal, au coup du problème
training-open-epd = Ouvrir un EPD…
training-open-epd-tooltip = Problèmes avec bm, am ou dm : WAC, Bratko-Kopec, les vôtres
training-puzzles-of = Problèmes de { $name }
training-database-puzzles = Problèmes de la base
training-database-puzzles-tooltip = Les problèmes que `tempo puzzles extract` a stockés dans la base ouverte
training-reading = Lecture de { $name }…
training-cannot-open-puzzles = Impossible d'ouvrir les problèmes : { $error }
training-records-left-out = { $name } : { $count ->
    [one] { $count } enregistrement écarté
   *[other] { $count } enregistrements écartés
} ({ $reasons })
training-set = Recueil
training-all-sets = Tous les recueils
training-theme = Thème
training-all-themes = Tous les thèmes
training-puzzle-counts = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
} : { $due } à revoir, { $new } nouveaux
training-set-size = { $set } · { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
training-remove-set-tooltip = Retirer ce recueil de l'entraîneur (ses progrès restent)

## Répétition du répertoire
training-drill-title = Répétition du répertoire
training-drill-not-saved = Le fichier d'entraînement n'a pas pu être lu : les progrès de répétition ne sont pas enregistrés (voir l'entraîneur de problèmes).
training-opponent-weighted = L'adversaire joue aussi souvent que dans les parties de { $name }.
training-opponent-counting = Comptage des coups de l'adversaire dans la base…
training-opponent-evenly = Les coups de l'adversaire sont choisis uniformément (ouvrez une base pour les pondérer selon ses parties).
training-drill = Répéter
training-repertoire-empty = vide
training-cards-due-learned = { $due } à revoir · { $learned }/{ $total } appris
training-load-pgn = Charger un PGN…
training-load-pgn-tooltip = Ajouter les parties et variantes d'un fichier PGN au répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
}
training-add-current-line = Ajouter la ligne actuelle
training-add-current-line-tooltip = Les coups de l'échiquier principal, du début à la position affichée
training-empty = Vider…
training-empty-title = Vider le répertoire ?
training-empty-question = Toutes les lignes du répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
} et leurs progrès de répétition disparaissent. C'est irréversible.
training-empty-it = Le vider
training-keep-it = Le garder
training-drill-repertoire = Répéter le répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
}
training-opponent-replies = L'adversaire répond…
training-your-move = À vous : jouez le coup du répertoire
training-drill-wrong = Pas { $played } : le répertoire joue { $expected }
training-line-nothing-due = Rien à revoir dans cette ligne.
training-line-done = Ligne terminée : { $right } sur { $asked } justes
training-next-line = Ligne suivante
training-cannot-read = Impossible de lire { $path } : { $error }
training-repertoire-pgn-error = { $path } : { $error }
training-games-added = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} de { $file } ajoutées au répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
}
training-line-not-from-start = Les lignes du répertoire partent de la position initiale ; pas cette partie
training-line-empty = Jouez d'abord la ligne sur l'échiquier
training-moves-added = { $count ->
    [one] { $count } coup ajouté
   *[other] { $count } coups ajoutés
} au répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
}
training-cannot-add-line = Impossible d'ajouter la ligne : { $error }
training-repertoire-is-empty = Le répertoire des { $side ->
    [white] Blancs
   *[black] Noirs
} est vide : chargez d'abord un PGN ou ajoutez des lignes
training-cannot-count = Impossible de compter les coups des adversaires : { $error }

## Rapport d'écarts
training-report-title = Rapport d'écarts
training-player = Joueur
training-player-hint = nom ou son début
training-check-games = Vérifier les parties
training-check-games-tooltip = Chaque partie face au répertoire de la couleur du joueur
training-in-database = dans { $name }
training-open-database-first = ouvrez d'abord une base
training-report-progress = { $done } sur { $total ->
    [one] { $total } partie
   *[other] { $total } parties
}
training-report-empty = Les parties qui ont quitté le répertoire s'affichent ici ; cliquez sur l'une d'elles pour l'ouvrir à ce coup.
training-column-game = Partie
training-column-move = Coup
training-column-left-by = Quitté par
training-column-played = Joué
training-column-repertoire = Répertoire
training-column-judgement = Jugement
training-open-at-move = Ouvrir la partie à ce coup
training-left-by-player = joueur ({ $side ->
    [white] Blancs
   *[black] Noirs
})
training-left-by-opponent = adversaire
training-judgement-mistake = Erreur (−{ $drop } %)
training-judgement-playable = Jouable ({ $change } %) : à ajouter
training-judgement-hole = Non préparé : répondre { $reply }
training-judgement-opponent-mistake = Erreur de l'adversaire (−{ $drop } %) : punir avec { $reply }
training-report-needs-database = Ouvrez d'abord la base des parties du joueur
training-report-needs-player = Tapez le nom du joueur (ou son début)
training-report-needs-repertoire = Les deux répertoires sont vides : construisez-en un dans la fenêtre de répétition
training-report-needs-engine = Aucun moteur pour juger les coups
training-report-cancelled = Annulé après { $done } sur { $total ->
    [one] { $total } partie
   *[other] { $total } parties
}
training-report-no-games = Aucune partie de « { $player } » dans la base
training-report-finished = { $total ->
    [one] { $total } partie vérifiée
   *[other] { $total } parties vérifiées
} : { $left } ont quitté le répertoire
training-report-failed = Le rapport s'est arrêté : { $error }

## Where a puzzle comes from
training-source-game = partie { $game }, coup { $number }
training-source-puzzle = problème { $id }
training-source-line = ligne { $line }
