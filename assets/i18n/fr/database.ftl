# Bases de parties : fenêtre de la base, barre de filtre, vue joueur, arbre des ouvertures.

database-title = Base : { $name }
database-open-first = Ouvrez ou créez d'abord une base
database-nothing-to-export = Aucune partie à exporter
database-cannot-open-file = Impossible d'ouvrir { $file } : { $error }
database-cannot-open = Impossible d'ouvrir la base : { $error }
database-cannot-load = Impossible de charger la partie : { $error }
database-cannot-save-pgn = Enregistrement impossible : la partie n'a pas pu être convertie en PGN
database-closed-save = { $file } est fermée : rouvrez-la pour y enregistrer cette partie, ou utilisez Enregistrer sous…
database-not-pgn = { $file } n'est pas un fichier PGN (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Choisissez une autre base où copier les parties
database-opened = { $file } ouverte ({ count-games })
database-saved-game = Partie { $id } enregistrée dans { $file }
database-deleted = { count-games } supprimée(s)
database-deleted-some = { $count } parties sur { $requested } supprimées (les autres n'existaient plus)
database-copied = { count-games } copiée(s) dans { $file }
database-copied-duplicates = { count-games } copiée(s) dans { $file } ({ $duplicates } y étaient déjà)
database-exported = { count-games } écrite(s) dans { $file }
database-import-summary = { $imported } importée(s), { $skipped } ignorée(s), { $duplicates } doublon(s)
database-import-cancelled-kept = Import annulé ; les { $count } parties déjà lues sont conservées
database-import-cancelled = Import annulé : { $summary }
database-import-finished = Import terminé : { $summary }
database-import-failed = L'import s'est arrêté ({ $summary }) : { $error }
database-offer-new-title = Importer dans une nouvelle base ?
database-offer-new-text = { $count } fichiers PGN ont été déposés et aucune base n'est ouverte. Créer une nouvelle base et les y importer ?
database-offer-new-button = Nouvelle base…
database-delete-title = Supprimer les parties sélectionnées ?
database-delete-text = { count-games } seront retirées de la base. Cette action est irréversible.
database-delete-keep = Les garder

database-column-elo = Elo
database-column-result = Résultat
database-column-date = Date
database-column-event = Tournoi
database-column-eco = ECO
database-column-plies = Demi-coups
database-skipped-title = Parties ignorées
database-skipped-text = { $count } parties illisibles ont été ignorées (fichier, numéro de partie, ligne, raison) :
database-skipped-button = Parties ignorées…
database-import-pgn = Importer du PGN…
database-import-pgn-tooltip = Ou déposez des fichiers .pgn, .pgn.gz ou .pgn.zst sur la fenêtre
database-export-list = Exporter la liste…
database-export-list-tooltip = Écrire toutes les parties de la liste, dans leur ordre, dans un fichier PGN
database-player-view-button = Vue joueur…
database-working = En cours…
database-import-stopped-in = Import arrêté : { $summary } en { $time }
database-import-cancelled-in = Import annulé : { $summary } en { $time }
database-last-import-in = Dernier import : { $summary } en { $time }
database-importing = Import de { $file }
database-importing-of = Import de { $file } (fichier { $number } sur { $total })
database-import-progress = { $games } parties · { $rate } parties/s · reste { $left }
database-cancel-import-tooltip = S'arrêter après la partie en cours ; les parties lues sont conservées
database-searching = Recherche…
database-searching-lower = recherche…
database-empty = Aucune partie pour l'instant : importez des fichiers PGN (Importer du PGN… ou déposez-les sur la fenêtre)
database-no-match = Aucune partie ne correspond au filtre
database-sort-label = trier par { $column }
database-sort-label-black = trier par { $column } (Noirs)
database-sort-tooltip = Trier par { $column } ; cliquer à nouveau inverse l'ordre
database-row-label = partie { $number } : { $white } contre { $black }
database-row-label-loading = partie { $number }
database-load = Charger
database-delete-games = { $count ->
    [one] Supprimer la partie…
   *[other] Supprimer { $count } parties…
}
database-copy-games = { $count ->
    [one] Copier la partie dans une base…
   *[other] Copier { $count } parties dans une base…
}
database-export-games = { $count ->
    [one] Exporter la partie en PGN…
   *[other] Exporter { $count } parties en PGN…
}
database-player-view-name = Vue joueur : { $name }
database-listed = { $count } listée(s)
database-listed-searching = { $count } listée(s) (recherche…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · { $selected } sélectionnée(s)
database-status-counting = … parties · { $listed }
database-timing = requête { $query } · lignes { $rows }

database-filter-player = Joueur
database-filter-position = Position
database-filter-to = à
database-hint-name-starts = le nom commence par
database-hint-either-colour = l'une ou l'autre couleur
database-hint-starts = commence par
database-hint-eco = B20 ou B20-B99
database-hint-min = min
database-hint-max = max
database-hint-from = du
database-hint-to = au
database-filter-any-result = Tous
database-filter-board-position-set = position de l'échiquier
database-filter-reaching = Parties atteignant { $fen }
database-filter-clear = Effacer
database-filter-board-position = Position de l'échiquier
database-filter-board-position-tooltip = Seulement les parties dont la ligne principale atteint la position de l'échiquier, dans n'importe quel ordre de coups
database-filter-search = Rechercher
database-filter-search-tooltip = Ou appuyez sur Entrée dans un champ
database-filter-reset = Réinitialiser
database-filter-not-number = { $field } « { $value } » : un nombre entier est attendu
database-filter-lowest-elo = Elo minimal
database-filter-highest-elo = Elo maximal
database-filter-fewest-plies = Demi-coups minimum
database-filter-most-plies = Demi-coups maximum
database-filter-bad-date = Date : { $error }
database-filter-bad-eco = ECO : { $error }
database-filter-elo-reversed = Plage d'Elo : la borne basse dépasse la borne haute
database-filter-dates-reversed = Période : la borne basse dépasse la borne haute
database-filter-plies-reversed = Plage de demi-coups : la borne basse dépasse la borne haute

database-player-title = Vue joueur
database-player-show = Afficher
database-player-none = Aucun nom de joueur ne commence par « { $prefix } »
database-player-reading = Lecture des parties de { $name }…
database-player-prompt = Tapez le début d'un nom de joueur (majuscules indifférentes) et appuyez sur Entrée
database-player-names-more = { $names } et { $count } autre(s)
database-player-with-white = Avec les Blancs
database-player-with-black = Avec les Noirs
database-player-over-time = Résultats dans le temps
database-player-by-opening = Résultats par ouverture
database-player-wins = Gains
database-player-draws = Nulles
database-player-losses = Pertes
database-player-axis-games = parties
database-player-opening = Ouverture
database-player-no-eco = (pas de code ECO)
database-player-no-eco-games = Parties sans code ECO

database-explorer-title = Arbre : { $name }
database-explorer-use-filter = Appliquer le filtre de la liste
database-explorer-use-filter-tooltip = Ne compter que les parties retenues par le filtre de la fenêtre de la base
database-explorer-no-game = Aucune partie de la base n'atteint cette position
database-explorer-opening = Ouverture de la base…
database-explorer-move = Coup
database-explorer-games = Parties
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Dernière
database-explorer-total = { $count } parties · { $ms } ms
database-explorer-play = Jouer ce coup
database-explorer-move-label = coup de l'arbre { $san }
database-explorer-share = { $share } % des parties dans cette position
database-explorer-latest-game = Dernière partie : { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Gains des Blancs { $white }, nulles { $draws }, gains des Noirs { $black }
database-explorer-results-unfinished = Gains des Blancs { $white }, nulles { $draws }, gains des Noirs { $black }, inachevées { $unfinished }

database-stopped-answering = { $file } : la base ne répond plus
database-import-running = un import est déjà en cours ; attendez-le ou annulez-le
database-import-cannot-start = impossible de lancer l'import : { $error }
database-job-failed = Échec ({ $job }) : { $error }
database-job-list = Lecture de la liste des parties
database-job-explorer = Arbre des ouvertures
database-job-player = Vue joueur
database-job-load = Chargement de la partie
database-job-save = Enregistrement de la partie
database-job-delete = Suppression de parties
database-job-copy = Copie de parties
database-job-export = Export de parties
database-job-count = Comptage des parties
