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
common-ok = OK
common-cancel = Annuler
common-close = Fermer
common-save = Enregistrer
common-open = Ouvrir
common-delete = Supprimer
common-apply = Appliquer
common-yes = Oui
common-no = Non
common-white = Blancs
common-black = Noirs
common-browse = Parcourir…
common-add = Ajouter
common-remove = Retirer
common-start = Démarrer
common-stop = Arrêter
common-pause = Pause
common-resume = Reprendre
common-back = Retour
common-next = Suivant
common-new = Nouveau
common-edit = Modifier
common-name = Nom
common-error = Erreur
common-draw = Nulle
common-none = Aucun
