# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Engines
engines-add-uci = UCI-Engine hinzufügen…
engines-add-heading = Eine UCI-Engine hinzufügen
engines-select = Wählen Sie eine Engine.
engines-save-changes = Änderungen speichern
engines-remove = Engine entfernen
engines-built-in = In Tempo eingebaut
engines-test-launch = Probestart
engines-reset-options = Optionen zurücksetzen
engines-starting = { $name } wird gestartet…
engines-test-failed = Probestart fehlgeschlagen: { $error }
engines-test-ok = Probestart OK: { $name }; spielte { $mv } aus der Grundstellung ({ $seconds } s)
engines-test-ok-author = Probestart OK: { $name } von { $author }; spielte { $mv } aus der Grundstellung ({ $seconds } s)
engines-options = Optionen
engines-options-note = Gespeicherte Werte gelten bei jedem Start dieser Engine.
engines-program = Programm
engines-arguments = Argumente
engines-working-dir = Arbeitsverzeichnis
engines-working-dir-hint = Das von Tempo
engines-choose = Wählen…
engines-range = { $min } bis { $max }
engines-button-tip = Sendet es an die laufende Engine
engines-default-name = Engine
engines-added = { $name } hinzugefügt
engines-removed = { $name } entfernt
engines-saved = { $name } gespeichert
engines-error-no-name = Geben Sie der Engine einen Namen
engines-error-not-a-file = Programm „{ $program }“ ist keine Datei
engines-error-no-folder = Arbeitsverzeichnis „{ $folder }“ existiert nicht
engines-error-exists = eine Engine namens { $name } gibt es bereits
