# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Motori
engines-add-uci = Aggiungi motore UCI…
engines-add-heading = Aggiungi un motore UCI
engines-select = Scegli un motore.
engines-save-changes = Salva le modifiche
engines-remove = Rimuovi il motore
engines-built-in = Integrato in Tempo
engines-test-launch = Avvio di prova
engines-reset-options = Ripristina le opzioni
engines-starting = Avvio di { $name }…
engines-test-failed = Avvio di prova non riuscito: { $error }
engines-test-ok = Avvio di prova riuscito: { $name }; ha giocato { $mv } dalla posizione iniziale ({ $seconds } s)
engines-test-ok-author = Avvio di prova riuscito: { $name } di { $author }; ha giocato { $mv } dalla posizione iniziale ({ $seconds } s)
engines-options = Opzioni
engines-options-note = I valori salvati si applicano a ogni avvio di questo motore.
engines-program = Programma
engines-arguments = Argomenti
engines-working-dir = Cartella di lavoro
engines-working-dir-hint = Quella di Tempo
engines-choose = Scegli…
engines-range = da { $min } a { $max }
engines-button-tip = Lo invia al motore in esecuzione
engines-default-name = Motore
engines-added = { $name } aggiunto
engines-removed = { $name } rimosso
engines-saved = { $name } salvato
engines-error-no-name = dai un nome al motore
engines-error-not-a-file = il programma «{ $program }» non è un file
engines-error-no-folder = la cartella di lavoro «{ $folder }» non esiste
engines-error-exists = esiste già un motore chiamato { $name }
