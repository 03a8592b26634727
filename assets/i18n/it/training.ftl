# Allenamento: l'allenatore di problemi, il ripasso del repertorio e il rapporto sulle deviazioni.
# $side vale "white" o "black": scegli la forma della parola con un selettore.

training-or = o
training-continue = Continua

## Il file di allenamento
training-not-saved = Progressi dell'allenamento non salvati: { $error }
training-file-unreadable = Impossibile leggere il file di allenamento ({ $error }); i progressi non vengono salvati.
training-repertoire-unreadable = il repertorio del { $side ->
    [white] Bianco
   *[black] Nero
} nel file di allenamento: { $error }
training-set-aside = Mettilo da parte e iniziane uno nuovo
training-file-set-aside = Il vecchio file di allenamento è conservato come { $path }
training-cannot-rename = Impossibile rinominare { $path }: { $error }
training-database-gone = { $path } non esiste più

## Allenatore di problemi
training-trainer-title = Allenatore di problemi
training-open-a-set = Apri una raccolta di problemi per iniziare
training-rating = Punteggio { $rating }
training-provisional = provvisorio
training-solved-missed = { $solved } risolti, { $missed } mancati
training-no-puzzle = Nessun problema sulla scacchiera.
training-next-puzzle = Problema successivo
training-no-puzzle-fits = Nessun problema corrisponde al filtro
training-task-mate = { $side ->
    [white] Il Bianco muove
   *[black] Il Nero muove
} e dà matto in { $count }
training-task-avoid = { $side ->
    [white] Il Bianco muove
   *[black] Il Nero muove
}: trova una buona mossa diversa da { $moves }
training-task-best = { $side ->
    [white] Il Bianco muove
   *[black] Il Nero muove
}: trova la mossa migliore
training-puzzle-rated = { $source } · punteggio { $rating }
training-due-again = da ripassare
training-early-repeat = ripasso anticipato
training-not-it = { $san } non è la mossa giusta.
training-retry = Riprova
training-show-solution = Mostra la soluzione
training-prover-working = Il dimostratore sta calcolando…
training-play-your-move = Gioca la tua mossa sulla scacchiera.
training-right = { $line } Giusto.
training-right-keep-going = { $line } Giusto, continua.
training-hint = Suggerimento
training-hint-tooltip = Prima il pezzo, poi la mossa; una soluzione dopo un suggerimento vale meno
training-hint-piece = Suggerimento: muovi il pezzo in { $square }
training-hint-move = Suggerimento: { $san }
training-no-hint-problem = Nessun suggerimento per questo problema
training-no-hint-position = Nessun suggerimento per questa posizione
training-skip = Salta
training-skip-tooltip = Non registrato
training-solved = Risolto!
training-solved-after-wrong = Risolto dopo { $count ->
    [one] { $count } mossa sbagliata
   *[other] { $count } mosse sbagliate
}: conta come errore e tornerà presto
training-solved-with-hint = Risolto con la mossa mostrata: conta come errore e tornerà presto
training-any-but-solution = Qualsiasi mossa tranne quelle citate tiene la posizione.
training-solution = Soluzione: { $line }
training-open-game = Apri la partita
training-show-on-board = Mostra sulla scacchiera principale
training-source-tooltip = Sulla scacchiera principale, alla mossa del problema
training-open-epd = Apri EPD…
training-open-epd-tooltip = Problemi con bm, am o dm: WAC, Bratko-Kopec, i tuoi
training-puzzles-of = Problemi di { $name }
training-database-puzzles = Problemi del database
training-database-puzzles-tooltip = I problemi che `tempo puzzles extract` ha salvato nel database aperto
training-reading = Lettura di { $name }…
training-cannot-open-puzzles = Impossibile aprire i problemi: { $error }
training-records-left-out = { $name }: { $count ->
    [one] { $count } record escluso
   *[other] { $count } record esclusi
} ({ $reasons })
training-set = Raccolta
training-all-sets = Tutte le raccolte
training-theme = Tema
training-all-themes = Tutti i temi
training-puzzle-counts = { $count ->
    [one] { $count } problema
   *[other] { $count } problemi
}: { $due } da ripassare, { $new } nuovi
training-set-size = { $set } · { $count ->
    [one] { $count } problema
   *[other] { $count } problemi
}
training-remove-set-tooltip = Togli questa raccolta dall'allenatore (i progressi restano)

## Ripasso del repertorio
training-drill-title = Ripasso del repertorio
training-drill-not-saved = Impossibile leggere il file di allenamento: i progressi del ripasso non vengono salvati (vedi l'allenatore di problemi).
training-opponent-weighted = L'avversario gioca con la stessa frequenza delle partite di { $name }.
training-opponent-counting = Conteggio delle mosse dell'avversario nel database…
training-opponent-evenly = Le mosse dell'avversario sono scelte in modo uniforme (apri un database per pesarle secondo le sue partite).
training-drill = Ripassa
training-repertoire-empty = vuoto
training-cards-due-learned = { $due } da ripassare · { $learned }/{ $total } imparate
training-load-pgn = Carica PGN…
training-load-pgn-tooltip = Aggiungi le partite e le varianti di un file PGN al repertorio del { $side ->
    [white] Bianco
   *[black] Nero
}
training-add-current-line = Aggiungi la linea corrente
training-add-current-line-tooltip = Le mosse della scacchiera principale dall'inizio alla posizione mostrata
training-empty = Svuota…
training-empty-title = Svuotare il repertorio?
training-empty-question = Tutte le linee del repertorio del { $side ->
    [white] Bianco
   *[black] Nero
} e i progressi del ripasso andranno persi. Non si può annullare.
training-empty-it = Svuotalo
training-keep-it = Tienilo
training-drill-repertoire = Ripassa il repertorio del { $side ->
    [white] Bianco
   *[black] Nero
}
training-opponent-replies = L'avversario risponde…
training-your-move = Tocca a te: gioca la mossa del repertorio
training-drill-wrong = Non { $played }: il repertorio gioca { $expected }
training-line-nothing-due = Niente da ripassare in questa linea.
training-line-done = Linea finita: { $right } giuste su { $asked }
training-next-line = Linea successiva
training-cannot-read = Impossibile leggere { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
} di { $file } aggiunte al repertorio del { $side ->
    [white] Bianco
   *[black] Nero
}
training-line-not-from-start = Le linee del repertorio partono dalla posizione iniziale; questa partita no
training-line-empty = Prima gioca la linea sulla scacchiera
training-moves-added = { $count ->
    [one] { $count } mossa aggiunta
   *[other] { $count } mosse aggiunte
} al repertorio del { $side ->
    [white] Bianco
   *[black] Nero
}
training-cannot-add-line = Impossibile aggiungere la linea: { $error }
training-repertoire-is-empty = Il repertorio del { $side ->
    [white] Bianco
   *[black] Nero
} è vuoto: carica prima un PGN o aggiungi delle linee
training-cannot-count = Impossibile contare le mosse degli avversari: { $error }

## Rapporto sulle deviazioni
training-report-title = Rapporto sulle deviazioni
training-player = Giocatore
training-player-hint = nome o il suo inizio
training-check-games = Controlla le partite
training-check-games-tooltip = Ogni partita confrontata con il repertorio del colore del giocatore
training-in-database = in { $name }
training-open-database-first = apri prima un database
training-report-progress = { $done } di { $total ->
    [one] { $total } partita
   *[other] { $total } partite
}
training-report-empty = Qui compaiono le partite uscite dal repertorio; fai clic su una per aprirla a quella mossa.
training-column-game = Partita
training-column-move = Mossa
training-column-left-by = Uscito
training-column-played = Giocata
training-column-repertoire = Repertorio
training-column-judgement = Giudizio
training-open-at-move = Apri la partita a questa mossa
training-left-by-player = giocatore ({ $side ->
    [white] Bianco
   *[black] Nero
})
training-left-by-opponent = avversario
training-judgement-mistake = Errore (−{ $drop }%)
training-judgement-playable = Giocabile ({ $change }%): vale la pena aggiungerla
training-judgement-hole = Non preparato: rispondi { $reply }
training-judgement-opponent-mistake = Errore dell'avversario (−{ $drop }%): punisci con { $reply }
training-report-needs-database = Apri prima il database con le partite del giocatore
training-report-needs-player = Scrivi il nome del giocatore (o il suo inizio)
training-report-needs-repertoire = Entrambi i repertori sono vuoti: creane uno nella finestra del ripasso
training-report-needs-engine = Nessun motore per giudicare le mosse
training-report-cancelled = Annullato dopo { $done } di { $total ->
    [one] { $total } partita
   *[other] { $total } partite
}
training-report-no-games = Nessuna partita di «{ $player }» nel database
training-report-finished = { $total ->
    [one] { $total } partita controllata
   *[other] { $total } partite controllate
}: { $left } sono uscite dal repertorio
training-report-failed = Il rapporto si è interrotto: { $error }

## Where a puzzle comes from
training-source-game = partita { $game }, mossa { $number }
training-source-puzzle = problema { $id }
training-source-line = riga { $line }
