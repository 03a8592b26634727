# La finestra dei tornei (Motori ▸ Torneo…): impostazione, vista dal vivo, classifica, SPRT.

tournament-window-title = Torneo
tournament-default-event = Torneo Tempo
tournament-event-from-position = Partite tra motori da una posizione

## Impostazione
tournament-event = Evento
tournament-format = Formula
tournament-format-round-robin = Girone all'italiana
tournament-format-gauntlet = Gauntlet
tournament-format-match = Match a due
tournament-engines = Motori
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (gioca contro tutti)
tournament-engine-results-side = { $number }. { $name } (risultati dal suo lato)
tournament-engine-not-listed = non è nell'elenco dei motori
tournament-add-engine = Aggiungi un motore…
tournament-games = Partite
tournament-games-in-match = nel match (ogni apertura due volte, a colori invertiti)
tournament-games-per-pairing = per abbinamento (ogni apertura due volte, a colori invertiti)
tournament-per-move = Per mossa
tournament-limit-clock = Orologio
tournament-limit-clock-hint = [mosse/]secondi[+incremento], come 10+0.1 o 40/60
tournament-limit-time = Tempo
tournament-limit-nodes = Nodi
tournament-openings = Aperture
tournament-openings-start-position = Posizione iniziale
tournament-openings-book = Linee del libro
tournament-openings-file = File EPD/PGN
tournament-openings-board-position = La posizione sulla scacchiera
tournament-book-lines-of = Linee di
tournament-book-plies = semimosse dal libro incluso, una per coppia di partite
tournament-shuffled = Mescolate
tournament-choose = Scegli…
tournament-at-once = In contemporanea
tournament-at-once-games = partite (ogni istanza di motore usa un core)
tournament-adjudication = Aggiudicazione
tournament-sprt = SPRT
tournament-sprt-stop = Fermati quando deciso:
tournament-sprt-hint = Test sequenziale del rapporto di verosimiglianza tra due ipotesi di Elo
tournament-pgn-file = File PGN
tournament-write-games-to = Scrivi le partite in
tournament-seed = Seme
tournament-seed-hint = mescola le aperture e sceglie le linee del libro

## Cosa non va nell'impostazione
tournament-problem-pgn-name = Indica il file PGN oppure togli la spunta.
tournament-problem-match-engines = Un match richiede esattamente due motori (scelti: { $count }).
tournament-problem-two-engines = Scegli almeno due motori.
tournament-problem-no-games = Gioca almeno una partita per abbinamento.
tournament-problem-clock = L'orologio: { $error }
tournament-problem-zero-time = Il tempo per mossa non può essere 0.
tournament-problem-zero-nodes = Il numero di nodi non può essere 0.
tournament-problem-opening-file = Scegli un file di aperture.
tournament-problem-book-plies = Le linee del libro richiedono almeno una semimossa.
tournament-problem-start-position = La posizione iniziale: { $error }
tournament-problem-sprt = SPRT: { $error }

## L'elenco dei tornei
tournament-list-unreadable = Impossibile leggere l'elenco dei tornei: { $error }
tournament-list-unwritable = Impossibile scrivere l'elenco dei tornei: { $error }
tournament-cannot-remove = Impossibile rimuovere il torneo: { $error }
tournament-no-data-folder = I tornei richiedono la cartella dei dati dell'app, che è sconosciuta.
tournament-unfinished = Tornei non conclusi
tournament-continue = Riprendi
tournament-forget = Dimentica
tournament-forget-hint = Rimuovilo insieme alle sue partite registrate

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = girone all'italiana
tournament-summary-gauntlet = gauntlet
tournament-summary-match = match
tournament-summary-games = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } partita per abbinamento
   *[other] { $count } partite per abbinamento
}

## Un torneo in corso
tournament-status-counts = { $finished } di { $scheduled ->
    [one] { $scheduled } partita
   *[other] { $scheduled } partite
}
tournament-status-starting = Avvio dei motori…
tournament-status-stopping = Arresto in corso… { $counts }
tournament-status-paused = In pausa: { $counts }; le partite in corso finiscono, non ne inizia nessuna nuova
tournament-status-running = In corso: { $counts }
tournament-status-finished = Concluso: { $counts }
tournament-status-finished-sprt = Concluso: { $counts } (ha deciso lo SPRT)
tournament-status-stopped = Fermato: conservate { $counts }; riprendilo dall'elenco dell'impostazione
tournament-status-failed = Interrotto: { $reason }
tournament-stopped-because = Il torneo si è interrotto: { $reason }
tournament-games-unreadable = Impossibile leggere le partite: { $error }
tournament-pause-hint = Le partite in corso finiscono; non ne inizia nessuna nuova
tournament-stop-hint = Abbandona le partite in corso; quelle concluse vengono conservate
tournament-new = Nuovo torneo
tournament-add-as-variations = Aggiungi le partite come varianti
tournament-add-as-variations-hint = Dopo la posizione sulla scacchiera, nella partita mostrata
tournament-board-result = Partita { $number }: { $result }
tournament-board-move = Partita { $number }, mossa { $moves }: { $last }
tournament-board-started = Partita { $number }: iniziata
tournament-games-log = Partite

## Classifica
tournament-column-engine = Motore
tournament-column-points = Punti
tournament-column-games = Partite
tournament-column-wins = V
tournament-column-draws = P
tournament-column-losses = S
tournament-score-line = Punteggio di { $first } contro { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Differenza Elo { $elo } (95%, { $pairs ->
    [one] { $pairs } coppia di partite
   *[other] { $pairs } coppie di partite
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, limiti { $lower } e { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 accettata
tournament-sprt-h0-accepted = H0 accettata
tournament-sprt-undecided = ancora nessuna decisione
tournament-sprt-games-counted = partite contate
tournament-sprt-h0-bound = limite H0
tournament-sprt-h1-bound = limite H1
