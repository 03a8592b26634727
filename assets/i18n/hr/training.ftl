# Trening: rješavanje problema, uvježbavanje repertoara i izvještaj o odstupanjima.
# $side je "white" ili "black": oblik riječi birajte selektorom.

training-or = ili
training-continue = Nastavi

## Datoteka treninga
training-not-saved = Napredak treninga nije spremljen: { $error }
training-file-unreadable = Datoteka treninga nije se mogla pročitati ({ $error }); napredak se ne sprema.
training-repertoire-unreadable = repertoar { $side ->
    [white] bijelih
   *[black] crnih
} u datoteci treninga: { $error }
training-set-aside = Spremi je na stranu i počni novu
training-file-set-aside = Stara datoteka treninga čuva se kao { $path }
training-cannot-rename = Nije moguće preimenovati { $path }: { $error }
training-database-gone = { $path } više ne postoji

## Rješavanje problema
training-trainer-title = Trener problema
training-open-a-set = Otvorite zbirku problema za početak
training-rating = Rejting { $rating }
training-provisional = privremeni
training-solved-missed = riješeno: { $solved }, promašeno: { $missed }
training-no-puzzle = Na ploči nema problema.
training-next-puzzle = Sljedeći problem
training-no-puzzle-fits = Nijedan problem ne odgovara filtru
training-task-mate = { $side ->
    [white] Bijeli su
   *[black] Crni su
} na potezu i daju mat u { $count ->
    [one] { $count } potez
   *[other] { $count } poteza
}
training-task-avoid = { $side ->
    [white] Bijeli su
   *[black] Crni su
} na potezu: nađite dobar potez koji nije { $moves }
training-task-best = { $side ->
    [white] Bijeli su
   *[black] Crni su
} na potezu: nađite najbolji potez
training-puzzle-rated = { $source } · rejting { $rating }
training-due-again = opet na redu
training-early-repeat = rano ponavljanje
training-not-it = { $san } nije točno.
training-retry = Pokušaj ponovo
training-show-solution = Prikaži rješenje
training-prover-working = Dokazivač računa…
training-play-your-move = Odigrajte svoj potez na ploči.
training-right = { $line } Točno.
training-right-keep-going = { $line } Točno, nastavite.
training-hint = Savjet
training-hint-tooltip = Najprije figura, zatim potez; rješenje nakon savjeta vrijedi manje
training-hint-piece = Savjet: pomaknite figuru s { $square }
training-hint-move = Savjet: { $san }
training-no-hint-problem = Nema savjeta za ovaj problem
training-no-hint-position = Nema savjeta za ovu poziciju
training-skip = Preskoči
training-skip-tooltip = Ne bilježi se
training-solved = Riješeno!
training-solved-after-wrong = Riješeno nakon { $count ->
    [one] { $count } pogrešnog poteza
   *[other] { $count } pogrešnih poteza
}: računa se kao promašaj i uskoro se vraća
training-solved-with-hint = Riješeno uz prikazani potez: računa se kao promašaj i uskoro se vraća
training-any-but-solution = Svaki potez osim navedenih drži poziciju.
training-solution = Rješenje: { $line }
training-open-game = Otvori partiju
training-show-on-board = Prikaži na glavnoj ploči
training-source-tooltip = Na glavnoj ploči, kod poteza problema
training-open-epd = Otvori EPD…
training-open-epd-tooltip = Problemi s bm, am ili dm: WAC, Bratko-Kopec, vaši vlastiti
training-puzzles-of = Problemi iz { $name }
training-database-puzzles = Problemi iz baze
training-database-puzzles-tooltip = Problemi koje je `tempo puzzles extract` spremio u otvorenu bazu
training-reading = Čitanje { $name }…
training-cannot-open-puzzles = Problemi se ne mogu otvoriti: { $error }
training-records-left-out = { $name }: izostavljeno zapisa: { $count } ({ $reasons })
training-set = Zbirka
training-all-sets = Sve zbirke
training-theme = Tema
training-all-themes = Sve teme
training-puzzle-counts = { $count ->
    [one] { $count } problem
    [few] { $count } problema
   *[other] { $count } problema
}: opet na redu { $due }, novih { $new }
training-set-size = { $set } · { $count ->
    [one] { $count } problem
    [few] { $count } problema
   *[other] { $count } problema
}
training-remove-set-tooltip = Ukloni ovu zbirku iz trenera (napredak ostaje)

## Uvježbavanje repertoara
training-drill-title = Uvježbavanje repertoara
training-drill-not-saved = Datoteka treninga nije se mogla pročitati: napredak uvježbavanja se ne sprema (vidi trener problema).
training-opponent-weighted = Protivnik igra jednako često kao u partijama iz { $name }.
training-opponent-counting = Brojenje protivnikovih poteza u bazi…
training-opponent-evenly = Protivnikovi potezi biraju se jednoliko (otvorite bazu da ih ponderirate prema njezinim partijama).
training-drill = Uvježbaj
training-repertoire-empty = prazno
training-cards-due-learned = na redu { $due } · naučeno { $learned }/{ $total }
training-load-pgn = Učitaj PGN…
training-load-pgn-tooltip = Dodaj partije i varijante iz PGN datoteke u repertoar { $side ->
    [white] bijelih
   *[black] crnih
}
training-add-current-line = Dodaj trenutnu varijantu
training-add-current-line-tooltip = Potezi glavne ploče od početka do prikazane pozicije
training-empty = Isprazni…
training-empty-title = Isprazniti repertoar?
training-empty-question = Sve varijante repertoara { $side ->
    [white] bijelih
   *[black] crnih
} i napredak njihova uvježbavanja nestaju. To se ne može poništiti.
training-empty-it = Isprazni
training-keep-it = Zadrži
training-drill-repertoire = Uvježbaj repertoar { $side ->
    [white] bijelih
   *[black] crnih
}
training-opponent-replies = Protivnik odgovara…
training-your-move = Vi ste na potezu: odigrajte potez iz repertoara
training-drill-wrong = Ne { $played }: repertoar igra { $expected }
training-line-nothing-due = U ovoj varijanti ništa nije na redu.
training-line-done = Varijanta gotova: točno { $right } od { $asked }
training-next-line = Sljedeća varijanta
training-cannot-read = Nije moguće pročitati { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = U repertoar { $side ->
    [white] bijelih
   *[black] crnih
} dodano partija iz { $file }: { $count }
training-line-not-from-start = Varijante repertoara počinju iz početne pozicije; ova partija ne
training-line-empty = Najprije odigrajte varijantu na ploči
training-moves-added = U repertoar { $side ->
    [white] bijelih
   *[black] crnih
} dodano poteza: { $count }
training-cannot-add-line = Varijanta se ne može dodati: { $error }
training-repertoire-is-empty = Repertoar { $side ->
    [white] bijelih
   *[black] crnih
} je prazan: najprije učitajte PGN ili dodajte varijante
training-cannot-count = Nije moguće prebrojiti protivničke poteze: { $error }

## Izvještaj o odstupanjima
training-report-title = Izvještaj o odstupanjima
training-player = Igrač
training-player-hint = ime ili njegov početak
training-check-games = Provjeri partije
training-check-games-tooltip = Svaka partija prema repertoaru igračeve boje
training-in-database = u { $name }
training-open-database-first = najprije otvorite bazu
training-report-progress = { $done } od { $total } partija
training-report-empty = Ovdje se navode partije koje su napustile repertoar; kliknite jednu da je otvorite kod tog poteza.
training-column-game = Partija
training-column-move = Potez
training-column-left-by = Napustio
training-column-played = Odigrano
training-column-repertoire = Repertoar
training-column-judgement = Ocjena
training-open-at-move = Otvori partiju kod ovog poteza
training-left-by-player = igrač ({ $side ->
    [white] bijeli
   *[black] crni
})
training-left-by-opponent = protivnik
training-judgement-mistake = Pogreška (−{ $drop } %)
training-judgement-playable = Igrivo ({ $change } %): vrijedi dodati
training-judgement-hole = Nepripremljeno: odgovor { $reply }
training-judgement-opponent-mistake = Protivnikova pogreška (−{ $drop } %): kaznite je potezom { $reply }
training-report-needs-database = Najprije otvorite bazu s igračevim partijama
training-report-needs-player = Upišite igračevo ime (ili njegov početak)
training-report-needs-repertoire = Oba su repertoara prazna: izgradite jedan u prozoru uvježbavanja
training-report-needs-engine = Nema motora za ocjenu poteza
training-report-cancelled = Otkazano nakon { $done } od { $total } partija
training-report-no-games = U bazi nema partija igrača „{ $player }”
training-report-finished = Provjereno partija: { $total }; napustilo repertoar: { $left }
training-report-failed = Izvještaj je prekinut: { $error }

## Where a puzzle comes from
training-source-game = partija { $game }, potez { $number }
training-source-puzzle = problem { $id }
training-source-line = redak { $line }
