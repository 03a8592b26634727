# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Moteurs
engines-add-uci = Ajouter un moteur UCI…
engines-add-heading = Ajouter un moteur UCI
engines-select = Choisissez un moteur.
engines-save-changes = Enregistrer les modifications
engines-remove = Supprimer le moteur
engines-built-in = Intégré à Tempo
engines-test-launch = Lancement d’essai
engines-reset-options = Réinitialiser les options
engines-starting = Démarrage de { $name }…
engines-test-failed = Échec du lancement d’essai : { $error }
engines-test-ok = Lancement d’essai réussi : { $name } ; a joué { $mv } depuis la position initiale ({ $seconds } s)
engines-test-ok-author = Lancement d’essai réussi : { $name } par { $author } ; a joué { $mv } depuis la position initiale ({ $seconds } s)
engines-options = Options
engines-options-note = Les valeurs enregistrées s’appliquent à chaque démarrage de ce moteur.
engines-program = Programme
engines-arguments = Arguments
engines-working-dir = Dossier de travail
engines-working-dir-hint = Celui de Tempo
engines-choose = Choisir…
engines-range = de { $min } à { $max }
engines-button-tip = L’envoie au moteur en marche
engines-default-name = Moteur
engines-added = { $name } ajouté
engines-removed = { $name } supprimé
engines-saved = { $name } enregistré
engines-error-no-name = donnez un nom au moteur
engines-error-not-a-file = le programme « { $program } » n’est pas un fichier
engines-error-no-folder = le dossier de travail « { $folder } » n’existe pas
engines-error-exists = un moteur nommé { $name } existe déjà
