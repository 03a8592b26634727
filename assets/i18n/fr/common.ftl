# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = F
piece-letter-knight = C

count-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}

# Words used by several views.
common-cancel = Annuler
common-close = Fermer
common-save = Enregistrer
common-open = Ouvrir
common-delete = Supprimer
common-white = Blancs
common-black = Noirs
common-human = Humain
common-browse = Parcourir…
common-add = Ajouter
common-remove = Retirer
common-start = Démarrer
common-stop = Arrêter
common-pause = Pause
common-resume = Reprendre
common-name = Nom
