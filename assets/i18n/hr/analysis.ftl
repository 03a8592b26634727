# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Analiziraj poziciju (A)
analysis-menu-stop = Zaustavi analizu (A)
analysis-menu-review = Pregled partije…
analysis-start = Analiziraj
analysis-start-tip = Analiziraj prikazanu poziciju (A)
analysis-stop = Zaustavi
analysis-stop-tip = Zaustavi analizu (A)
analysis-no-engine = Nema motora: dodajte jedan za analizu
analysis-add-engine = Dodaj motor
analysis-add-engine-tip = Analiziraj s još jednim motorom (do { $count }), svaki sa svojim varijantama, dretvama i bojom strelica
analysis-add-engine-full = Zajedno analizira najviše { $count } motora
analysis-lines =
    { $count ->
        [one] { $count } varijanta
        [few] { $count } varijante
       *[other] { $count } varijanti
    }
analysis-lines-tip = Koliko najboljih varijanti ovaj motor prikazuje (MultiPV)
analysis-remove-tip = Izbaci ovaj motor iz analize
analysis-restart = Ponovno pokreni
analysis-restart-tip = Ponovno pokreni ovaj motor
analysis-resume-tip = Nastavi analizu ovim motorom
analysis-pause-tip = Pauziraj ovaj motor (njegove jezgre dobivaju ostali)
analysis-line-label = varijanta analize { $line }
analysis-engine-line-label = motor { $engine } varijanta { $line }
analysis-engine-tip-first = Motor ovog okna; prvi ujedno pregledava partije
analysis-engine-tip = Motor ovog okna
analysis-one-thread = 1 dretva
analysis-one-thread-tip = Ovaj motor nema opciju Threads: odlučuje sam
analysis-threads = { $count } dr.
analysis-threads-auto = { $count } dr. auto
analysis-fair-share = Pravedan udio
analysis-threads-tip = Dretve ovog motora. Pravedan udio dijeli { $cores } jezgri ovog računala ravnomjerno među pokrenutim motorima (barem jednu svakom)
analysis-off = Isključeno
analysis-starting = Pokretanje…
analysis-status-starting = pokretanje…
analysis-checkmate = Šah-mat
analysis-stalemate = Pat
analysis-status-paused = pauzirano
analysis-depth = dubina { $depth }
analysis-nps = { $speed } č/s
analysis-nodes = { $nodes } čvorova
analysis-hash = hash { $percent } %
analysis-done = gotovo
analysis-line-tip = Kliknite za prvi potez; varijanta se prikazuje strelicama
analysis-evaluation = ocjena { $value }
analysis-paused-for-review = Pauzirano dok traje pregled partije
analysis-paused-for-engine = Pauzirano dok motor igra
analysis-play-at-end = Potezi analize igraju se na kraju partije (pritisnite End)
analysis-not-your-move = Niste na potezu

# The game review.
analysis-review-title = Pregled partije
analysis-review-explain =
    { $count ->
        [one] Pretražuje { $count } poziciju partije motorom { $engine } (motor birate u odjeljku analize).
        [few] Pretražuje sve { $count } pozicije partije motorom { $engine } (motor birate u odjeljku analize).
       *[other] Pretražuje svih { $count } pozicija partije motorom { $engine } (motor birate u odjeljku analize).
    }
analysis-review-no-engine-name = nijedan
analysis-review-time-per-position = Vrijeme po poziciji
analysis-review-depth = Dubina
analysis-suffix-seconds = { " s" }
analysis-review-about = Ukupno oko { $seconds } s
analysis-review-start = Započni pregled
analysis-review-progress = Pregled motorom { $engine }: { $done } od { $count } pozicija
analysis-review-finished = Pregled završen za { $seconds } s
analysis-review-stopped = Pregled prekinut: { $error }
analysis-review-cancelled = Pregled otkazan
analysis-review-no-moves = Partija nema poteza za pregled
analysis-review-engine-busy = Pričekajte da motor odigra potez
analysis-review-no-engine = Nema dostupnog motora za pregled
analysis-review-graph = graf ocjene
analysis-review-graph-start = Početak
analysis-review-graph-white = Bijeli { $percent } %
analysis-review-graph-line = Izgledi bijelog za pobjedu
analysis-review-graph-equal = jednako
analysis-review-graph-shown = prikazano
analysis-review-accuracy-white = Točnost bijelog
analysis-review-accuracy-black = Točnost crnog
analysis-review-annotate = Upiši u partiju
analysis-review-annotate-tip = Dodaje ?!, ?, ?? s komentarima, [%eval] i varijante motora
analysis-review-close = Zatvori pregled
analysis-review-lost-white = Bijeli: { $judgement }, izgubljeno { $points } bodova izgleda za pobjedu
analysis-review-lost-black = Crni: { $judgement }, izgubljeno { $points } bodova izgleda za pobjedu
analysis-review-was-best = { $better } je bio najbolji
analysis-review-click-hint = Kliknite graf ili označeni potez da odete onamo
analysis-judgement-best = najbolji
analysis-judgement-good = dobar
analysis-judgement-inaccuracy = netočnost
analysis-judgement-mistake = pogreška
analysis-judgement-blunder = gruba pogreška
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } netočnost
        [few] { $count } netočnosti
       *[other] { $count } netočnosti
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } pogreška
        [few] { $count } pogreške
       *[other] { $count } pogrešaka
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } gruba pogreška
        [few] { $count } grube pogreške
       *[other] { $count } grubih pogrešaka
    }

# The opening book section.
analysis-book-title = Knjiga otvaranja
analysis-book = Knjiga
analysis-book-shipped = Knjiga Tempo (isporučena)
analysis-book-choose = Odaberi datoteku knjige…
analysis-book-reading = Čitanje knjige…
analysis-book-no-moves = Nema poteza iz knjige u ovoj poziciji
analysis-book-play-move = Odigraj ovaj potez
analysis-book-move = potez iz knjige { $san }
analysis-book-weight = težina { $weight }
analysis-book-learn = učenje { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Pobjeda { $win } %, remi { $draw } %, poraz { $loss } % (za bijele)
analysis-visit-share = { $share } % posjeta pretraživanja
