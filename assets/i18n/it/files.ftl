# Aprire e salvare file di partite, il selettore di file.
files-not-a-text-file = Impossibile aprire { $path }: non è un file di testo (PGN, FEN o EPD)
files-cannot-open = Impossibile aprire { $path }: { $error }
files-not-a-position = Impossibile aprire { $path }: la riga 1 non è una posizione (FEN: { $error })
files-holds-no-game = non contiene alcuna partita
files-list-changed-on-disk = { $path } è cambiato sul disco; l'elenco è stato riletto
files-error-in-file = { $path }: { $error }
files-drop-to-import = Trascina qui file PGN per importarli in { $database }
files-drop-to-open = Trascina qui un file PGN, FEN o EPD per aprirlo
files-paste-title = Incolla PGN o FEN
files-paste-prompt = Incolla qui una partita (PGN) o una posizione (FEN):
files-load = Carica
files-error-title = Errore di file
files-game-kept = La partita attuale è stata mantenuta.
files-changed-on-disk-title = { $name } è cambiato sul disco
files-changed-on-disk-text = Un altro programma ha modificato il file da quando questa partita vi è stata letta. Riscrivere la partita al suo vecchio posto potrebbe danneggiare altre partite.
files-append-as-new-game = Aggiungi come nuova partita
files-save-as = Salva con nome…
files-save-game-to = Salva la partita { $number } in { $file }
files-save-to = Salva in { $file }
files-save = Salva…
files-cannot-save = Impossibile salvare: { $error }
files-cannot-append = Impossibile aggiungere: { $error }
files-saved = Salvato { $path }
files-appended = Partita aggiunta a { $path }

# Il selettore di file: titoli secondo l'uso.
files-title-open-game = Apri una partita
files-title-save-game-as = Salva la partita come
files-title-append-game = Aggiungi la partita a
files-title-book = Scegli un libro di aperture
files-title-open-database = Apri un database di partite
files-title-new-database = Nuovo database di partite
files-title-import-pgn = Importa partite PGN
files-title-export-pgn = Esporta partite in PGN
files-title-copy-to-database = Copia partite nel database
files-title-puzzle-set = Apri problemi (EPD)
files-title-white-repertoire = Repertorio del Bianco da PGN
files-title-black-repertoire = Repertorio del Nero da PGN
files-title-tournament-openings = Aperture per il torneo
files-title-tournament-pgn = Il file PGN del torneo
files-title-engine-program = Scegli il programma del motore
files-title-engine-folder = Scegli la cartella di lavoro del motore
files-title-folder = Scegli una cartella
files-title-file = Scegli un file
# Nomi dei filtri della finestra di dialogo dei file del sistema.
files-filter-book = Libro Polyglot
files-filter-database = Database di partite
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = File di scacchi
files-cannot-read-folder = Impossibile leggere { $path }: { $error }
files-not-a-folder = { $path } non è una cartella
files-no-such-folder = La cartella { $path } non esiste
files-does-not-exist = { $path } non esiste
files-replace-title = Sostituire il file?
files-replace-text = { $path } esiste già. Salvando, tutto il suo contenuto viene sostituito da questa sola partita.
files-replace = Sostituisci
files-append-to-it = Aggiungi la partita al file
files-keep-file = Mantieni il file
files-up = Su
files-up-hint = La cartella superiore
files-home = Cartella personale
files-folder-shown = La cartella mostrata
files-recent = Recenti:
files-nothing-here = Nessuna cartella o file corrispondente qui.
files-folder-field = Cartella:
files-file-field = File:
files-path-hint = un nome o un percorso completo
files-all-listed = Tutti i file elencati
files-all-listed-hint = Scegli ogni file elencato in questa cartella
files-picked = { $count ->
    [one] { $count } file scelto
   *[other] { $count } file scelti
}
files-ctrl-click-hint = Ctrl+clic sceglie più file
files-append = Aggiungi
files-choose = Scegli
files-hidden = File nascosti
