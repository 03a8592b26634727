# Partager : images de l'échiquier, GIF animés et page imprimable.

share-title-png = Enregistrer l'échiquier en PNG
share-title-svg = Enregistrer l'échiquier en SVG
share-title-game-gif = Enregistrer la partie en GIF animé
share-title-line-gif = Enregistrer la ligne affichée en GIF animé
share-title-page = Enregistrer la page imprimable
share-filter-png = Image PNG
share-filter-svg = Image SVG
share-filter-gif = Animation GIF
share-filter-page = Page web
share-copy-image = Copier l'image de l'échiquier
share-copy-svg = Copier l'échiquier en SVG
share-save-png = Enregistrer l'échiquier en PNG…
share-save-svg = Enregistrer l'échiquier en SVG…
share-save-game-gif = Enregistrer la partie en GIF…
share-save-line-gif = Enregistrer la ligne affichée en GIF…
share-print = Page imprimable…
share-print-title = Page imprimable
share-print-intro = Les coups, commentaires et variantes, avec des diagrammes :
share-print-marked = Aux coups marqués pour un diagramme ($220, ou [#] dans le commentaire)
share-print-every = Tous les
share-print-every-end = coups, et à la fin
share-print-after-moves = Après les coups
share-print-help = { $count ->
    [one] 12 est le 12e coup des Blancs, 20... le 20e des Noirs. La partie compte { $count } coup.
   *[other] 12 est le 12e coup des Blancs, 20... le 20e des Noirs. La partie compte { $count } coups.
}
share-print-save = Enregistrer la page…
share-print-bad-move = impossible de lire « { $token } » comme un coup : écrivez 12 pour le 12e coup des Blancs, 12... pour celui des Noirs
share-print-need-move = Indiquez au moins un coup, par exemple 12 ou 20...
share-copied-image = Image de l'échiquier copiée
share-copied-svg = Échiquier copié en SVG
share-making-gif = Création de l'animation…
share-saved = { $path } enregistré
share-saved-frames = { $path } enregistré ({ $count } images)
share-encode-failed = l'image n'a pas pu être encodée
share-cannot-write = Impossible d'écrire { $path } : { $error }

share-page-event = Tournoi
share-page-site = Lieu
share-page-date = Date
share-page-round = Ronde
share-page-eco = ECO
share-page-result = Résultat
share-page-after = Après { $number }
