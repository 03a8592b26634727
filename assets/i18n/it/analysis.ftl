# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Analizza la posizione (A)
analysis-menu-stop = Ferma l’analisi (A)
analysis-menu-review = Revisiona la partita…
analysis-start = Analizza
analysis-start-tip = Analizza la posizione mostrata (A)
analysis-stop = Ferma
analysis-stop-tip = Ferma l’analisi (A)
analysis-no-engine = Nessun motore: aggiungine uno per analizzare
analysis-add-engine = Aggiungi motore
analysis-add-engine-tip = Analizza con un motore in più (fino a { $count }), ognuno con linee, thread e colore delle frecce propri
analysis-add-engine-full = Al massimo { $count } motori analizzano insieme
analysis-lines =
    { $count ->
        [one] { $count } linea
       *[other] { $count } linee
    }
analysis-lines-tip = Quante linee migliori mostra questo motore (MultiPV)
analysis-remove-tip = Togli questo motore dall’analisi
analysis-restart = Riavvia
analysis-restart-tip = Avvia di nuovo questo motore
analysis-resume-tip = Continua ad analizzare con questo motore
analysis-pause-tip = Metti in pausa questo motore (i suoi core vanno agli altri)
analysis-line-label = linea di analisi { $line }
analysis-engine-line-label = motore { $engine } linea { $line }
analysis-engine-tip-first = Il motore di questo riquadro; il primo revisiona anche le partite
analysis-engine-tip = Il motore di questo riquadro
analysis-one-thread = 1 thread
analysis-one-thread-tip = Questo motore non ha l’opzione Threads: decide da sé
analysis-threads = { $count } thr
analysis-threads-auto = { $count } thr auto
analysis-fair-share = Quota equa
analysis-threads-tip = Thread di questo motore. La quota equa divide i { $cores } core di questa macchina tra i motori attivi (almeno uno ciascuno)
analysis-off = Spento
analysis-starting = Avvio…
analysis-status-starting = avvio…
analysis-checkmate = Scacco matto
analysis-stalemate = Stallo
analysis-status-paused = in pausa
analysis-depth = profondità { $depth }
analysis-nps = { $speed } n/s
analysis-nodes = { $nodes } nodi
analysis-hash = hash { $percent } %
analysis-done = finito
analysis-line-tip = Fai clic per giocare la prima mossa; la linea appare come frecce
analysis-evaluation = valutazione { $value }
analysis-paused-for-review = In pausa durante la revisione della partita
analysis-paused-for-engine = In pausa mentre gioca il motore
analysis-play-at-end = Le mosse di analisi si giocano alla fine della partita (premi Fine)
analysis-not-your-move = Non tocca a te

# The game review.
analysis-review-title = Revisiona la partita
analysis-review-explain =
    { $count ->
        [one] Esamina la { $count } posizione della partita con { $engine } (scegli il motore nella sezione di analisi).
       *[other] Esamina tutte le { $count } posizioni della partita con { $engine } (scegli il motore nella sezione di analisi).
    }
analysis-review-no-engine-name = nessuno
analysis-review-time-per-position = Tempo per posizione
analysis-review-depth = Profondità
analysis-suffix-seconds = { " s" }
analysis-review-about = Circa { $seconds } s in tutto
analysis-review-start = Avvia la revisione
analysis-review-progress = Revisione con { $engine }: { $done } di { $count } posizioni
analysis-review-finished = Revisione finita in { $seconds } s
analysis-review-stopped = Revisione interrotta: { $error }
analysis-review-cancelled = Revisione annullata
analysis-review-no-moves = La partita non ha mosse da revisionare
analysis-review-engine-busy = Aspetta che il motore abbia mosso
analysis-review-no-engine = Nessun motore disponibile per la revisione
analysis-review-graph = grafico di valutazione
analysis-review-graph-start = Inizio
analysis-review-graph-white = Bianco { $percent } %
analysis-review-graph-line = Probabilità di vittoria del Bianco
analysis-review-graph-equal = parità
analysis-review-graph-shown = mostrata
analysis-review-accuracy-white = Precisione del Bianco
analysis-review-accuracy-black = Precisione del Nero
analysis-review-annotate = Scrivi nella partita
analysis-review-annotate-tip = Aggiunge ?!, ?, ?? con commenti, [%eval] e le linee del motore
analysis-review-close = Chiudi la revisione
analysis-review-lost-white = Bianco: { $judgement }, persi { $points } punti di probabilità di vittoria
analysis-review-lost-black = Nero: { $judgement }, persi { $points } punti di probabilità di vittoria
analysis-review-was-best = { $better } era la migliore
analysis-review-click-hint = Fai clic sul grafico o su una mossa segnata per andarci
analysis-judgement-best = migliore
analysis-judgement-good = buona
analysis-judgement-inaccuracy = imprecisione
analysis-judgement-mistake = errore
analysis-judgement-blunder = errore grave
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } imprecisione
       *[other] { $count } imprecisioni
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } errore
       *[other] { $count } errori
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } errore grave
       *[other] { $count } errori gravi
    }

# The opening book section.
analysis-book-title = Libro delle aperture
analysis-book = Libro
analysis-book-shipped = Libro di Tempo (incluso)
analysis-book-choose = Scegli un file di libro…
analysis-book-reading = Lettura del libro…
analysis-book-no-moves = Nessuna mossa di libro in questa posizione
analysis-book-play-move = Gioca questa mossa
analysis-book-move = mossa di libro { $san }
analysis-book-weight = peso { $weight }
analysis-book-learn = apprendimento { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Vittoria { $win } %, patta { $draw } %, sconfitta { $loss } % (per il Bianco)
analysis-visit-share = { $share } % delle visite della ricerca
