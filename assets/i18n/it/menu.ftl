# La barra dei menu.
menu-game = Partita
menu-edit = Modifica
menu-database = Database
menu-training = Allenamento
menu-engines = Motori
menu-view = Visualizza
menu-analysis = Analisi
menu-help = Aiuto
menu-version = Tempo { $version }

menu-manage-engines = Gestisci motori…
menu-tournament = Torneo…
menu-engine-games-from-position = Partite tra motori da questa posizione…
menu-engine-games-from-position-hint = Un match tra due motori dalla posizione sulla scacchiera
menu-continue-tournament = Continua { $tournament }

menu-flip-board = Ruota la scacchiera
menu-keyboard-cursor = Cursore da tastiera sulla scacchiera
menu-describe-position = Descrivi la posizione
menu-say-clocks = Annuncia gli orologi
menu-settings = Impostazioni…

menu-keyboard = Tastiera
menu-about = Informazioni su Tempo

menu-new-game = Nuova partita…
menu-take-back = Ritira la mossa
menu-set-up-position = Imposta posizione…
menu-open = Apri…
menu-open-hint = Apri un file PGN, FEN o EPD
menu-recent-files = File recenti
menu-game-list = { $count ->
    [one] Elenco partite ({ $count } partita)
   *[other] Elenco partite ({ $count } partite)
}
menu-paste-dialog = Incolla PGN/FEN…
menu-paste-hint = Oppure premi Ctrl+V sulla scacchiera
menu-save-as = Salva con nome…
menu-append-to-file = Aggiungi a un file…
menu-share = Condividi
menu-edit-tags = Modifica tag…
menu-copy-fen = Copia FEN
menu-quit = Esci

menu-undo-replaced = Annulla: recupera una partita sostituita
menu-undo-previous = Annulla: recupera la partita precedente
menu-paste = Incolla PGN/FEN

menu-open-database = Apri database…
menu-new-database = Nuovo database…
menu-recent-databases = Database recenti
menu-import-pgn = Importa PGN…
menu-import-pgn-hint = Oppure trascina file .pgn, .pgn.gz o .pgn.zst sulla finestra
menu-hide-database = Nascondi { $name }
menu-show-database = Mostra { $name }
menu-database-window = Finestra del database
menu-player-view = Vista giocatore…
menu-close-database = Chiudi il database

menu-puzzle-trainer = Allenatore di problemi
menu-repertoire-drill = Esercizio sul repertorio
menu-deviation-report = Rapporto delle deviazioni
menu-add-line-white = Aggiungi la linea attuale al repertorio del Bianco
menu-add-line-black = Aggiungi la linea attuale al repertorio del Nero
menu-add-line-hint = Le mosse dall'inizio alla posizione mostrata
