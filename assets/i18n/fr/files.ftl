# Ouvrir et enregistrer des fichiers de parties, le sélecteur de fichiers.
files-not-a-text-file = Impossible d'ouvrir { $path } : ce n'est pas un fichier texte (PGN, FEN ou EPD)
files-cannot-open = Impossible d'ouvrir { $path } : { $error }
files-not-a-position = Impossible d'ouvrir { $path } : la ligne 1 n'est pas une position (FEN : { $error })
files-holds-no-game = il ne contient aucune partie
files-list-changed-on-disk = { $path } a changé sur le disque ; la liste a été relue
files-error-in-file = { $path } : { $error }
files-drop-to-import = Déposez des fichiers PGN pour les importer dans { $database }
files-drop-to-open = Déposez un fichier PGN, FEN ou EPD pour l'ouvrir
files-paste-title = Coller un PGN ou une FEN
files-paste-prompt = Collez ici une partie (PGN) ou une position (FEN) :
files-load = Charger
files-error-title = Erreur de fichier
files-game-kept = La partie en cours a été conservée.
files-changed-on-disk-title = { $name } a changé sur le disque
files-changed-on-disk-text = Un autre programme a modifié le fichier depuis que cette partie y a été lue. Réécrire la partie à son ancienne place pourrait abîmer d'autres parties.
files-append-as-new-game = Ajouter comme nouvelle partie
files-save-as = Enregistrer sous…
files-save-game-to = Enregistrer la partie { $number } dans { $file }
files-save-to = Enregistrer dans { $file }
files-save = Enregistrer…
files-cannot-save = Impossible d'enregistrer : { $error }
files-cannot-append = Impossible d'ajouter : { $error }
files-saved = { $path } enregistré
files-appended = Partie ajoutée à { $path }

# Le sélecteur de fichiers : titres selon l'usage.
files-title-open-game = Ouvrir une partie
files-title-save-game-as = Enregistrer la partie sous
files-title-append-game = Ajouter la partie à
files-title-book = Choisir un livre d'ouvertures
files-title-open-database = Ouvrir une base de parties
files-title-new-database = Nouvelle base de parties
files-title-import-pgn = Importer des parties PGN
files-title-export-pgn = Exporter les parties en PGN
files-title-copy-to-database = Copier les parties dans la base
files-title-puzzle-set = Ouvrir des problèmes (EPD)
files-title-white-repertoire = Répertoire des Blancs depuis un PGN
files-title-black-repertoire = Répertoire des Noirs depuis un PGN
files-title-tournament-openings = Ouvertures du tournoi
files-title-tournament-pgn = Le fichier PGN du tournoi
files-title-engine-program = Choisir le programme du moteur
files-title-engine-folder = Choisir le dossier de travail du moteur
files-title-folder = Choisir un dossier
files-title-file = Choisir un fichier
# Noms des filtres de la boîte de dialogue du système.
files-filter-book = Livre Polyglot
files-filter-database = Base de parties
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Fichiers d'échecs
files-cannot-read-folder = Impossible de lire { $path } : { $error }
files-not-a-folder = { $path } n'est pas un dossier
files-no-such-folder = Le dossier { $path } n'existe pas
files-does-not-exist = { $path } n'existe pas
files-replace-title = Remplacer le fichier ?
files-replace-text = { $path } existe déjà. L'enregistrement remplace tout son contenu par cette seule partie.
files-replace = Remplacer
files-append-to-it = Y ajouter la partie
files-keep-file = Garder le fichier
files-up = Haut
files-up-hint = Le dossier parent
files-home = Dossier personnel
files-folder-shown = Le dossier affiché
files-recent = Récents :
files-nothing-here = Aucun dossier ni fichier correspondant ici.
files-folder-field = Dossier :
files-file-field = Fichier :
files-path-hint = un nom ou un chemin complet
files-all-listed = Tous les fichiers listés
files-all-listed-hint = Choisir chaque fichier listé dans ce dossier
files-picked = { $count ->
    [one] { $count } fichier choisi
   *[other] { $count } fichiers choisis
}
files-ctrl-click-hint = Ctrl+clic choisit plusieurs fichiers
files-append = Ajouter
files-choose = Choisir
files-hidden = Fichiers cachés
