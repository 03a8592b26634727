# Prozor turnira (Motori ▸ Turnir…): postavke, praćenje uživo, poredak, SPRT.

tournament-window-title = Turnir
tournament-default-event = Turnir Tempo
tournament-event-from-position = Partije motora iz pozicije

## Postavke
tournament-event = Natjecanje
tournament-format = Sustav
tournament-format-round-robin = Kružni turnir
tournament-format-gauntlet = Gauntlet
tournament-format-match = Meč dvojice
tournament-engines = Motori
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (igra protiv svih)
tournament-engine-results-side = { $number }. { $name } (rezultati s njegove strane)
tournament-engine-not-listed = nije na popisu motora
tournament-add-engine = Dodaj motor…
tournament-games = Partije
tournament-games-in-match = u meču (svako otvaranje dvaput, sa zamijenjenim bojama)
tournament-games-per-pairing = po paru (svako otvaranje dvaput, sa zamijenjenim bojama)
tournament-per-move = Po potezu
tournament-limit-clock = Sat
tournament-limit-clock-hint = [potezi/]sekunde[+dodatak], npr. 10+0.1 ili 40/60
tournament-limit-time = Vrijeme
tournament-limit-nodes = Čvorovi
tournament-openings = Otvaranja
tournament-openings-start-position = Početna pozicija
tournament-openings-book = Varijante iz knjige
tournament-openings-file = EPD/PGN datoteka
tournament-openings-board-position = Pozicija na ploči
tournament-book-lines-of = Varijante od
tournament-book-plies = polupoteza iz priložene knjige, jedna po paru partija
tournament-shuffled = Izmiješano
tournament-choose = Odaberi…
tournament-at-once = Istodobno
tournament-at-once-games = partija (svaka instanca motora koristi jednu jezgru)
tournament-adjudication = Presuđivanje
tournament-sprt = SPRT
tournament-sprt-stop = Zaustavi kad je odlučeno:
tournament-sprt-hint = Sekvencijalni test omjera vjerojatnosti između dviju Elo hipoteza
tournament-pgn-file = PGN datoteka
tournament-write-games-to = Zapiši partije u
tournament-seed = Sjeme
tournament-seed-hint = miješa otvaranja i bira varijante iz knjige

## Što ne valja u postavkama
tournament-problem-pgn-name = Navedite PGN datoteku ili uklonite kvačicu.
tournament-problem-match-engines = Meč traži točno dva motora (odabrano: { $count }).
tournament-problem-two-engines = Odaberite barem dva motora.
tournament-problem-no-games = Odigrajte barem jednu partiju po paru.
tournament-problem-clock = Sat: { $error }
tournament-problem-zero-time = Vrijeme po potezu ne smije biti 0.
tournament-problem-zero-nodes = Broj čvorova ne smije biti 0.
tournament-problem-opening-file = Odaberite datoteku otvaranja.
tournament-problem-book-plies = Varijante iz knjige trebaju barem jedan polupotez.
tournament-problem-start-position = Početna pozicija: { $error }
tournament-problem-sprt = SPRT: { $error }

## Popis turnira
tournament-list-unreadable = Popis turnira ne može se pročitati: { $error }
tournament-list-unwritable = Popis turnira ne može se zapisati: { $error }
tournament-cannot-remove = Turnir se nije mogao ukloniti: { $error }
tournament-no-data-folder = Turniri trebaju mapu s podacima aplikacije, a ona nije poznata.
tournament-unfinished = Nedovršeni turniri
tournament-continue = Nastavi
tournament-forget = Zaboravi
tournament-forget-hint = Ukloni ga zajedno sa zapisanim partijama

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = kružni
tournament-summary-gauntlet = gauntlet
tournament-summary-match = meč
tournament-summary-games = { $count ->
    [one] { $count } partija
    [few] { $count } partije
   *[other] { $count } partija
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } partija po paru
    [few] { $count } partije po paru
   *[other] { $count } partija po paru
}

## Turnir u tijeku
tournament-status-counts = { $finished } od { $scheduled } partija
tournament-status-starting = Pokretanje motora…
tournament-status-stopping = Zaustavljanje… { $counts }
tournament-status-paused = Pauza: { $counts }; partije u tijeku se dovršavaju, nova ne počinje
tournament-status-running = U tijeku: { $counts }
tournament-status-finished = Završeno: { $counts }
tournament-status-finished-sprt = Završeno: { $counts } (odlučio je SPRT)
tournament-status-stopped = Zaustavljeno: zadržano { $counts }; nastavite ga s popisa u postavkama
tournament-status-failed = Prekinuto: { $reason }
tournament-stopped-because = Turnir je prekinut: { $reason }
tournament-games-unreadable = Partije se ne mogu pročitati: { $error }
tournament-pause-hint = Partije u tijeku se dovršavaju; nova ne počinje
tournament-stop-hint = Napušta partije u tijeku; završene se zadržavaju
tournament-new = Novi turnir
tournament-add-as-variations = Dodaj partije kao varijante
tournament-add-as-variations-hint = Nakon pozicije na ploči, u prikazanoj partiji
tournament-board-result = Partija { $number }: { $result }
tournament-board-move = Partija { $number }, potez { $moves }: { $last }
tournament-board-started = Partija { $number }: započeta
tournament-games-log = Partije

## Poredak
tournament-column-engine = Motor
tournament-column-points = Bodovi
tournament-column-games = Partije
tournament-column-wins = P
tournament-column-draws = R
tournament-column-losses = I
tournament-score-line = Rezultat { $first } protiv { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Razlika Elo { $elo } (95 %, parova partija: { $pairs })
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, granice { $lower } i { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 prihvaćena
tournament-sprt-h0-accepted = H0 prihvaćena
tournament-sprt-undecided = još nema odluke
tournament-sprt-games-counted = prebrojene partije
tournament-sprt-h0-bound = granica H0
tournament-sprt-h1-bound = granica H1
