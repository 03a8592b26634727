# La barre de menus.
menu-game = Partie
menu-edit = Édition
menu-database = Base de données
menu-training = Entraînement
menu-engines = Moteurs
menu-view = Affichage
menu-analysis = Analyse
menu-help = Aide
menu-version = Tempo { $version }

menu-manage-engines = Gérer les moteurs…
menu-tournament = Tournoi…
menu-engine-games-from-position = Parties de moteurs depuis cette position…
menu-engine-games-from-position-hint = Un match entre deux moteurs depuis la position de l'échiquier
menu-continue-tournament = Reprendre { $tournament }

menu-flip-board = Retourner l'échiquier
menu-keyboard-cursor = Curseur clavier sur l'échiquier
menu-describe-position = Décrire la position
menu-say-clocks = Annoncer les pendules
menu-settings = Paramètres…

menu-keyboard = Clavier
menu-about = À propos de Tempo

menu-new-game = Nouvelle partie…
menu-take-back = Reprendre le coup
menu-set-up-position = Composer une position…
menu-open = Ouvrir…
menu-open-hint = Ouvrir un fichier PGN, FEN ou EPD
menu-recent-files = Fichiers récents
menu-game-list = { $count ->
    [one] Liste des parties ({ $count } partie)
   *[other] Liste des parties ({ $count } parties)
}
menu-paste-dialog = Coller PGN/FEN…
menu-paste-hint = Ou appuyez sur Ctrl+V au-dessus de l'échiquier
menu-save-as = Enregistrer sous…
menu-append-to-file = Ajouter à un fichier…
menu-share = Partager
menu-edit-tags = Modifier les balises…
menu-copy-fen = Copier la FEN
menu-quit = Quitter

menu-undo-replaced = Annuler : rappeler une partie remplacée
menu-undo-previous = Annuler : rappeler la partie précédente
menu-paste = Coller PGN/FEN

menu-open-database = Ouvrir une base…
menu-new-database = Nouvelle base…
menu-recent-databases = Bases récentes
menu-import-pgn = Importer un PGN…
menu-import-pgn-hint = Ou déposez des fichiers .pgn, .pgn.gz ou .pgn.zst sur la fenêtre
menu-hide-database = Masquer { $name }
menu-show-database = Afficher { $name }
menu-database-window = Fenêtre de la base
menu-player-view = Vue joueur…
menu-close-database = Fermer la base

menu-puzzle-trainer = Entraînement tactique
menu-repertoire-drill = Révision du répertoire
menu-deviation-report = Rapport des écarts
menu-add-line-white = Ajouter la ligne actuelle au répertoire des Blancs
menu-add-line-black = Ajouter la ligne actuelle au répertoire des Noirs
menu-add-line-hint = Les coups depuis le début jusqu'à la position affichée
